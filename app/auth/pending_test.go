package auth_test

import (
	"context"
	"testing"

	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/users"
)

// A user an admin adds has no password from the start: if their invitation
// could not be made, their page still says so (an expired invitation) and a
// new one can be sent, which they then accept.
func TestAddedUserIsPendingBeforeTheInvitation(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newService(d)
		admin, err := s.Register(ctx, auth.RegisterInput{Username: "boss", Email: "boss@example.org", Password: "boss password"})
		if err != nil {
			t.Fatal(err)
		}
		u, err := users.NewStore(d).CreateUser(ctx, admin.ID, users.Account{FullName: "Ines Added", Username: "ines", Email: "ines@example.org", Role: "subscriber", CurrentPlan: "basic"})
		if err != nil {
			t.Fatal(err)
		}
		// The invitation was never made (its transaction failed).
		if got, err := s.Store().FindUserByID(ctx, u.ID); err != nil || !got.PasswordPending {
			t.Fatalf("a user added without a password is not pending: %+v %v", got, err)
		}
		inv, err := s.InvitationOf(ctx, u.ID)
		if err != nil || inv == nil || !inv.Expired {
			t.Fatalf("the page does not say the invitation is not accepted: %+v %v", inv, err)
		}
		l, err := s.CreateInvitation(ctx, u.ID, false)
		if err != nil {
			t.Fatalf("a new invitation is refused: %v", err)
		}
		if inv, err := s.InvitationOf(ctx, u.ID); err != nil || inv == nil || inv.Expired {
			t.Fatalf("after sending one: %+v %v", inv, err)
		}
		if _, err := s.AcceptInvitation(ctx, l.Token, "ines@example.org", "chosen at last"); err != nil {
			t.Fatal(err)
		}
		if inv, err := s.InvitationOf(ctx, u.ID); err != nil || inv != nil {
			t.Fatalf("still pending after accepting: %+v %v", inv, err)
		}
	})
}
