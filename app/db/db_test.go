package db_test

import (
	"context"
	"database/sql"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
)

func TestMigrateIsIdempotent(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		applied, err := d.Migrate(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if len(applied) != 0 {
			t.Fatalf("second migrate applied %v, want nothing", applied)
		}
	})
}

// SQLite binds $N by order of first appearance, so a query that names $2 before
// $1 would bind the wrong values there; this pins the rule the stores follow.
func TestPlaceholdersInOrderAndRepeated(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		var a, b string
		err := d.QueryRowContext(context.Background(),
			`SELECT CAST($1 AS TEXT) || CAST($2 AS TEXT), CAST($1 AS TEXT)`, "x", "y").Scan(&a, &b)
		if err != nil {
			t.Fatal(err)
		}
		if a != "xy" || b != "x" {
			t.Fatalf("got %q %q, want xy x", a, b)
		}
	})
}

func TestTxRollsBackOnError(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		boom := context.Canceled
		err := d.Tx(ctx, func(tx *sql.Tx) error {
			if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, applied_at) VALUES ('tmp', CURRENT_TIMESTAMP)`); err != nil {
				t.Fatal(err)
			}
			return boom
		})
		if err != boom {
			t.Fatalf("Tx returned %v, want the callback's error", err)
		}
		var n int
		d.QueryRowContext(ctx, `SELECT count(*) FROM schema_migrations WHERE version = 'tmp'`).Scan(&n)
		if n != 0 {
			t.Fatal("rolled back insert is visible")
		}
	})
}

// Every SQLite connection keeps its temporary tables in memory: a sort for a
// list's page must not open a file per request.
func TestSQLiteTemporaryTablesInMemory(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		if d.Engine != db.SQLite {
			t.Skip("SQLite only")
		}
		ctx := context.Background()
		conns := make([]*sql.Conn, 3) // three connections at once: each is a new one
		for i := range conns {
			c, err := d.Conn(ctx)
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			conns[i] = c
			var store int
			if err := c.QueryRowContext(ctx, `PRAGMA temp_store`).Scan(&store); err != nil || store != 2 {
				t.Fatalf("connection %d: temp_store = %d (%v), want 2 (memory)", i, store, err)
			}
		}
	})
}
