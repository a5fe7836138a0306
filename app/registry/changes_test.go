package registry

import (
	"context"
	"sync"
	"testing"

	"partage/app"
	"partage/app/db"
	"partage/app/db/dbtest"
)

func ptr(s string) *string { return &s }

// Requests made at once for one tiers leave exactly one pending: each new
// one replaces the one before, whatever the engine.
func TestChangeRequestsAtOnceLeaveOnePending(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := New(d)
		tr := mustCreate(t, s, person("Noé", "Perrin", "noe@exemple.coop", "Brest"))
		cities := []string{"Quimper", "Lorient", "Vannes", "Morlaix", "Douarnenez", "Concarneau"}
		var wg sync.WaitGroup
		errs := make(chan error, len(cities))
		for _, c := range cities {
			wg.Add(1)
			go func(city string) {
				defer wg.Done()
				_, err := s.RequestChange(ctx, admin, tr.ID, ChangeInput{City: ptr(city)})
				errs <- err
			}(c)
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if n := countRows(t, d, `SELECT count(*) FROM tiers_change_requests WHERE tiers_id = $1 AND status = 'pending'`, tr.ID); n != 1 {
			t.Errorf("%d pending requests, want 1", n)
		}
		if n := countRows(t, d, `SELECT count(*) FROM tiers_change_requests WHERE status = 'replaced'`); n != len(cities)-1 {
			t.Errorf("%d replaced, want %d", n, len(cities)-1)
		}
		pending, err := s.PendingChanges(ctx, tr.ID)
		if err != nil || len(pending) != 1 || pending[0].Changes[0].Before != "Brest" {
			t.Fatalf("pending: %v %+v", err, pending)
		}
	})
}

// A request is checked with the register's rules on the fields asked for
// only, and a request of an unknown tiers is not found.
func TestChangeRequestChecks(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := New(d)
		tr := mustCreate(t, s, person("Lou", "Garnier", "lou@exemple.coop", "Brest"))
		// A field staff left wrong (here an e-mail) does not stop the member.
		if _, err := d.ExecContext(ctx, `UPDATE clients SET email = 'pas-un-email' WHERE id = $1`, tr.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.RequestChange(ctx, admin, tr.ID, ChangeInput{IBAN: ptr("DE89 3704 0044 0532 0130 00")}); err != nil {
			t.Fatalf("valid IBAN refused: %v", err)
		}
		_, err := s.RequestChange(ctx, admin, tr.ID, ChangeInput{IBAN: ptr("DE88 3704 0044 0532 0130 00")})
		if f := app.ErrorFields(err); len(f) != 1 || f["iban"] == "" {
			t.Errorf("bad key: %v", err)
		}
		if _, err := s.RequestChange(ctx, admin, 999999, ChangeInput{City: ptr("Brest")}); app.ErrorCode(err) != app.ENOTFOUND {
			t.Errorf("unknown tiers: %v", err)
		}
		if _, err := s.Reject(ctx, admin, 999999, ""); app.ErrorCode(err) != app.ENOTFOUND {
			t.Errorf("reject unknown: %v", err)
		}
	})
}
