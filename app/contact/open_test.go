package contact_test

import (
	"context"
	"testing"

	"partage/app"
	"partage/app/contact"
	"partage/app/db"
	"partage/app/db/dbtest"
)

// The "open" filter lists the messages still to deal with, new and in
// progress, and counts them as the dashboard does; a closed one is out.
func TestListOpen(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newStore(t, d)
		admin := addUser(t, d, "Anne Admin", "anne@coop.example", "admin")
		fresh, _ := s.Submit(ctx, visitor, input("Élodie Martin", "elodie@example.org", "Assemblée générale", "Bonjour"))
		taken, _ := s.Submit(ctx, visitor, input("Paul", "paul@example.org", "Parts sociales", "Combien ?"))
		done, _ := s.Submit(ctx, visitor, input("Jean", "jean@example.org", "Adhésion", "Merci"))
		if _, err := s.SetStatus(ctx, admin, taken.ID, contact.StatusInProgress); err != nil {
			t.Fatal(err)
		}
		for _, st := range []string{contact.StatusInProgress, contact.StatusClosed} {
			if _, err := s.SetStatus(ctx, admin, done.ID, st); err != nil {
				t.Fatal(err)
			}
		}
		list, total, err := s.List(ctx, contact.Filter{Status: contact.StatusOpen})
		if err != nil || total != 2 || len(list) != 2 || list[0].ID != taken.ID || list[1].ID != fresh.ID {
			t.Fatalf("open: %+v (total %d) %v", list, total, err)
		}
		if _, total, _ := s.List(ctx, contact.Filter{Status: contact.StatusOpen, Q: "paul@"}); total != 1 {
			t.Errorf("open and searched: %d", total)
		}
		if _, total, _ := s.List(ctx, contact.Filter{Status: contact.StatusOpen, Assigned: contact.AssignedNone}); total != 2 {
			t.Errorf("open and nobody's: %d", total)
		}
		newCount, inProgress, err := s.OpenCounts(ctx)
		if err != nil || newCount+inProgress != total {
			t.Errorf("the dashboard counts %d + %d, the list %d (%v)", newCount, inProgress, total, err)
		}
		counts, err := s.Counts(ctx)
		if err != nil || counts[contact.StatusOpen] != 2 || counts["all"] != 3 {
			t.Errorf("counts %v %v", counts, err)
		}
		if _, _, err := s.List(ctx, contact.Filter{Status: "opened"}); app.ErrorCode(err) != app.EINVALID {
			t.Errorf("a bad status: %v", err)
		}
	})
}
