package db_test

import (
	"context"
	"database/sql"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
)

// Holders of the migration lock never overlap, and Migrate run by several at
// once applies nothing twice.
func TestMigrationLockExcludes(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var inside, overlaps atomic.Int32
		var wg sync.WaitGroup
		for range 4 {
			wg.Add(2)
			go func() {
				defer wg.Done()
				err := d.WithMigrationLock(ctx, func(context.Context) error {
					if inside.Add(1) > 1 {
						overlaps.Add(1)
					}
					time.Sleep(20 * time.Millisecond)
					inside.Add(-1)
					return nil
				})
				if err != nil {
					t.Error(err)
				}
			}()
			go func() {
				defer wg.Done()
				if applied, err := d.Migrate(ctx); err != nil || len(applied) > 0 {
					t.Errorf("Migrate on a migrated database: %v %v", applied, err)
				}
			}()
		}
		wg.Wait()
		if overlaps.Load() > 0 {
			t.Fatalf("%d holders of the lock overlapped", overlaps.Load())
		}
	})
}

// Atomically commits everything or nothing; a store's own transaction inside
// it is a savepoint whose rollback keeps the rest.
func TestAtomically(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.ExecContext(ctx, `CREATE TABLE atomic_t (v INTEGER NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		count := func() int {
			var n int
			if err := d.QueryRowContext(ctx, `SELECT count(*) FROM atomic_t`).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		boom := errors.New("boom")
		err := d.Atomically(ctx, func(ctx context.Context, x *db.DB) error {
			for i := range 3 {
				if _, err := x.ExecContext(ctx, `INSERT INTO atomic_t (v) VALUES ($1)`, i); err != nil {
					return err
				}
			}
			return boom
		})
		if !errors.Is(err, boom) || count() != 0 {
			t.Fatalf("failed Atomically: %v, %d rows kept", err, count())
		}
		err = d.Atomically(ctx, func(ctx context.Context, x *db.DB) error {
			if _, err := x.ExecContext(ctx, `INSERT INTO atomic_t (v) VALUES (1)`); err != nil {
				return err
			}
			if err := x.Tx(ctx, func(tx *sql.Tx) error {
				tx.ExecContext(ctx, `INSERT INTO atomic_t (v) VALUES (2)`)
				return boom
			}); !errors.Is(err, boom) {
				return err
			}
			if err := x.Tx(ctx, func(tx *sql.Tx) error {
				_, err := tx.ExecContext(ctx, `INSERT INTO atomic_t (v) VALUES (3)`)
				return err
			}); err != nil {
				return err
			}
			// A read while the transaction is open sees its own writes.
			var n int
			if err := x.QueryRowContext(ctx, `SELECT count(*) FROM atomic_t`).Scan(&n); err != nil || n != 2 {
				return errors.Join(err, errors.New("inner read"))
			}
			return nil
		})
		if err != nil || count() != 2 {
			t.Fatalf("Atomically with a rolled back savepoint: %v, %d rows", err, count())
		}
	})
}
