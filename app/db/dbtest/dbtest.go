// Package dbtest gives each test a fresh, migrated database: always on SQLite,
// and also on PostgreSQL when TEST_DATABASE_URL is set (a database of its own,
// dropped when the test ends).
package dbtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"partage/app/db"
)

// Each runs fn once per available engine, as subtests named "sqlite" and "postgres".
func Each(t *testing.T, fn func(t *testing.T, d *db.DB)) {
	t.Helper()
	t.Run(db.SQLite, func(t *testing.T) { fn(t, SQLite(t)) })
	if os.Getenv("TEST_DATABASE_URL") != "" {
		t.Run(db.Postgres, func(t *testing.T) { fn(t, Postgres(t)) })
	}
}

// SQLite returns a migrated database in a file of the test's temporary folder.
func SQLite(t testing.TB) *db.DB {
	t.Helper()
	d, err := db.Open(context.Background(), filepath.Join(t.TempDir(), "test.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	migrate(t, d)
	return d
}

// Postgres returns a migrated database created for this test on the server of
// TEST_DATABASE_URL; the test is skipped when that is unset.
func Postgres(t testing.TB) *db.DB {
	t.Helper()
	admin := os.Getenv("TEST_DATABASE_URL")
	if admin == "" {
		t.Skip("TEST_DATABASE_URL is not set")
	}
	ctx := context.Background()
	root, err := db.Open(ctx, admin)
	if err != nil {
		t.Fatalf("dbtest: connect to TEST_DATABASE_URL: %v", err)
	}
	buf := make([]byte, 6)
	rand.Read(buf)
	name := "partage_t_" + hex.EncodeToString(buf)
	if _, err := root.ExecContext(ctx, `CREATE DATABASE `+name); err != nil {
		root.Close()
		t.Fatalf("dbtest: create database: %v", err)
	}
	u, err := url.Parse(admin)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	d, err := db.Open(ctx, u.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		d.Close()
		root.ExecContext(context.Background(), `DROP DATABASE IF EXISTS `+name+` WITH (FORCE)`)
		root.Close()
	})
	migrate(t, d)
	return d
}

// URL returns a database URL for a fresh migrated database of the given engine,
// for tests that start a whole server process against it.
func URL(t testing.TB, engine string) string {
	t.Helper()
	if engine == db.SQLite {
		path := filepath.Join(t.TempDir(), "test.db")
		d, err := db.Open(context.Background(), path)
		if err != nil {
			t.Fatal(err)
		}
		migrate(t, d)
		d.Close()
		return path
	}
	d := Postgres(t)
	var name string
	if err := d.QueryRowContext(context.Background(), `SELECT current_database()`).Scan(&name); err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(os.Getenv("TEST_DATABASE_URL"))
	u.Path = "/" + name
	return u.String()
}

func migrate(t testing.TB, d *db.DB) {
	t.Helper()
	if _, err := d.Migrate(context.Background()); err != nil {
		t.Fatalf("dbtest: migrate: %v", err)
	}
}
