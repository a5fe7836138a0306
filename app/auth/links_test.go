package auth_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
)

// The command line's reset link: for a known address only, a day long, and
// it sets the password once.
func TestResetLinkForTheCommandLine(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newService(d)
		if _, err := s.Register(ctx, auth.RegisterInput{Username: "omar", Email: "omar@example.org", Password: "forgotten one"}); err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.ResetLink(ctx, "nobody@example.org"); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("unknown address: %v", err)
		}
		u, link, err := s.ResetLink(ctx, " OMAR@example.org ")
		if err != nil || u.Email != "omar@example.org" {
			t.Fatalf("reset link: %v %v", u, err)
		}
		if d := time.Until(link.ExpiresAt); d < 23*time.Hour || d > 24*time.Hour {
			t.Fatalf("valid for %s, want a day", d)
		}
		raw := link.URL("https://partage.example/", u.Email)
		parsed, err := url.Parse(raw)
		if err != nil || !strings.HasPrefix(raw, "https://partage.example/reset-password?") || parsed.Query().Get("token") != link.Token || parsed.Query().Get("email") != u.Email {
			t.Fatalf("link %q", raw)
		}
		if _, err := s.ResetPassword(ctx, link.Token, u.Email, "remembered now"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.ResetPassword(ctx, link.Token, u.Email, "once more please"); err == nil {
			t.Fatal("the link worked twice")
		}
		if _, err := s.Login(ctx, "omar@example.org", "remembered now"); err != nil {
			t.Fatal(err)
		}
	})
}

// An invitation marks its user as not having chosen a password until they
// accept it; it cannot be spent as a reset link, nor the other way round.
func TestInvitationState(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newService(d)
		u, err := s.Register(ctx, auth.RegisterInput{Username: "lou", Email: "lou@example.org", Password: "placeholder pw"})
		if err != nil {
			t.Fatal(err)
		}
		if inv, err := s.InvitationOf(ctx, u.ID); inv != nil || err != nil {
			t.Fatalf("not invited: %v %v", inv, err)
		}
		if _, err := s.CreateInvitation(ctx, u.ID, false); app.ErrorCode(err) != app.ECONFLICT {
			t.Fatalf("invite again a user with a password: %v", err)
		}
		link, err := s.CreateInvitation(ctx, u.ID, true)
		if err != nil || link.Purpose != auth.PurposeInvite || !strings.Contains(link.URL("http://x", u.Email), "/accept-invitation?") {
			t.Fatalf("invitation %+v %v", link, err)
		}
		inv, err := s.InvitationOf(ctx, u.ID)
		if err != nil || inv == nil || inv.Expired || inv.ExpiresAt.Sub(inv.SentAt) < 7*24*time.Hour-time.Minute {
			t.Fatalf("pending invitation: %+v %v", inv, err)
		}
		if _, err := s.ResetPassword(ctx, link.Token, u.Email, "chosen password"); err == nil {
			t.Fatal("an invitation was spent as a reset link")
		}
		got, err := s.AcceptInvitation(ctx, link.Token, u.Email, "chosen password")
		if err != nil || got.PasswordPending {
			t.Fatalf("accept: %+v %v", got, err)
		}
		if inv, err := s.InvitationOf(ctx, u.ID); inv != nil || err != nil {
			t.Fatalf("after accepting: %v %v", inv, err)
		}
	})
}
