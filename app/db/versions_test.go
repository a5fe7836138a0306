package db_test

import (
	"context"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
)

// A request reads the versions once; outside a request every call reads them
// again. A trigger moves a version in the writing transaction.
func TestVersions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		v0, err := d.Version(ctx, db.UsersList)
		if err != nil {
			t.Fatal(err)
		}
		req := db.WithVersions(ctx)
		if v, err := d.Version(req, db.UsersList); err != nil || v != v0 {
			t.Fatalf("in a request: %d %v, want %d", v, err, v0)
		}
		if _, err := d.ExecContext(ctx, `INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at)
			VALUES ('Iris Roux', 'iris', 'iris@exemple.coop', 'x', 'admin', $1, $1)`, "2026-11-22 09:00:00"); err != nil {
			t.Fatal(err)
		}
		if v, _ := d.Version(req, db.UsersList); v != v0 {
			t.Fatalf("a request's reading changed under it: %d, want %d", v, v0)
		}
		if v, _ := d.Version(ctx, db.UsersList); v <= v0 {
			t.Fatalf("an insert left the version at %d", v)
		}
		if v, _ := d.Version(db.WithVersions(ctx), db.UsersList); v <= v0 {
			t.Fatalf("a new request reads the old version %d", v)
		}
		if _, err := d.ExecContext(ctx, `INSERT INTO clients (name, email, created_at, updated_at) VALUES ('Atelier Roux', 'atelier@exemple.coop', $1, $1)`,
			"2026-11-22 09:00:00"); err != nil {
			t.Fatal(err)
		}
		i0, _ := d.Version(ctx, db.InvoicesList)
		if _, err := d.ExecContext(ctx, `UPDATE clients SET name = 'Atelier Roux et fils'`); err != nil {
			t.Fatal(err)
		}
		if i, _ := d.Version(ctx, db.InvoicesList); i <= i0 {
			t.Fatalf("a change to the clients left the invoices' version at %d", i)
		}
		if _, err := d.Version(db.WithVersions(ctx), "nothing"); err == nil {
			t.Fatal("an unknown list has a version")
		}
	})
}
