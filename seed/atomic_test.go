package seed_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/seed"
)

// A load that fails late (here: the invoices, refused by a trigger) leaves the
// database as empty as it found it, and the next attempt loads everything.
func TestDemoCutShortLeavesNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		refuse := []string{`CREATE TRIGGER refuse_invoices BEFORE INSERT ON invoices BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`}
		undo := `DROP TRIGGER refuse_invoices`
		if d.Engine == db.Postgres {
			refuse = []string{
				`CREATE FUNCTION refuse_invoices() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
				`CREATE TRIGGER refuse_invoices BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION refuse_invoices()`,
			}
			undo = `DROP TRIGGER refuse_invoices ON invoices`
		}
		for _, q := range refuse {
			if _, err := d.ExecContext(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		seeded, err := seed.Demo(ctx, d, t.TempDir())
		if err == nil || seeded || !strings.Contains(err.Error(), "refused by the test") {
			t.Fatalf("Demo with invoices refused: %v %v", seeded, err)
		}
		for _, table := range []string{"users", "notifications", "tasks", "chat_profiles", "clients"} {
			var n int
			if err := d.QueryRowContext(ctx, `SELECT count(*) FROM `+table).Scan(&n); err != nil {
				t.Fatal(err)
			}
			if n != 0 {
				t.Errorf("%d rows left in %s by a load cut short", n, table)
			}
		}
		if _, err := d.ExecContext(ctx, undo); err != nil {
			t.Fatal(err)
		}
		if seeded, err := seed.Demo(ctx, d, t.TempDir()); err != nil || !seeded {
			t.Fatalf("Demo after the failure: %v %v", seeded, err)
		}
		var admins int
		d.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE email = 'admin@demo.com'`).Scan(&admins)
		if admins != 1 {
			t.Fatalf("%d admin@demo.com after the second load", admins)
		}
	})
}

// Four loads at once on one empty database: one loads, the others find it loaded.
func TestDemoConcurrentLoadsOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var (
			wg     sync.WaitGroup
			mu     sync.Mutex
			loaded int
		)
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				seeded, err := seed.Demo(ctx, d, t.TempDir())
				if err != nil {
					t.Error(err)
				}
				mu.Lock()
				if seeded {
					loaded++
				}
				mu.Unlock()
			}()
		}
		wg.Wait()
		var users int
		d.QueryRowContext(ctx, `SELECT count(*) FROM users`).Scan(&users)
		if loaded != 1 || users != 50 {
			t.Fatalf("loaded %d times, %d users", loaded, users)
		}
	})
}
