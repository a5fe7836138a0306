package db

import (
	"context"
	"fmt"
	"sync"
)

// Versions: every list that instances keep answers of (users, invoices) has a
// row in list_versions whose number triggers move in the same transaction as
// every write to the list's tables. An answer kept under version v is exactly
// the answer while the row still says v, on any instance, so caches keyed by
// it are never stale and need no invalidation messages.
//
// A cache must read the version before it reads the rows it keeps: the rows
// are then at least as new as the version they are kept under.

// The lists with a version (rows of list_versions).
const (
	UsersList    = "users"    // the users table: any insert, update or delete
	InvoicesList = "invoices" // invoices, and the clients they show
)

type versionsKey struct{}

// requestVersions is a request's one reading of list_versions.
type requestVersions struct {
	once sync.Once
	v    map[string]int64
	err  error
}

// WithVersions returns ctx carrying a memo: the first Version asked for in it
// reads every version in one query, the later ones reuse that reading. A
// request reads them once however many caches it asks.
func WithVersions(ctx context.Context) context.Context {
	return context.WithValue(ctx, versionsKey{}, &requestVersions{})
}

// Version returns the current version of the named list: from ctx's memo when
// it has one (see WithVersions), otherwise from the database.
func (db *DB) Version(ctx context.Context, name string) (int64, error) {
	memo, _ := ctx.Value(versionsKey{}).(*requestVersions)
	if memo == nil {
		var v int64
		if err := db.QueryRowContext(ctx, `SELECT v FROM list_versions WHERE name = $1`, name).Scan(&v); err != nil {
			return 0, fmt.Errorf("db: version of %s: %w", name, err)
		}
		return v, nil
	}
	memo.once.Do(func() { memo.v, memo.err = db.versions(ctx) })
	if memo.err != nil {
		return 0, memo.err
	}
	v, ok := memo.v[name]
	if !ok {
		return 0, fmt.Errorf("db: no list version named %q", name)
	}
	return v, nil
}

func (db *DB) versions(ctx context.Context) (map[string]int64, error) {
	rows, err := db.QueryContext(ctx, `SELECT name, v FROM list_versions`)
	if err != nil {
		return nil, fmt.Errorf("db: list versions: %w", err)
	}
	defer rows.Close()
	out := make(map[string]int64, 4)
	for rows.Next() {
		var name string
		var v int64
		if err := rows.Scan(&name, &v); err != nil {
			return nil, fmt.Errorf("db: list versions: %w", err)
		}
		out[name] = v
	}
	return out, rows.Err()
}
