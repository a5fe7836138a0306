package db

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"time"
)

//go:embed migrations
var migrations embed.FS

// migrationLock is the PostgreSQL advisory lock key that keeps two instances
// starting at once from applying the same migration twice, or loading the
// first data twice (lock.go).
const migrationLock = 7301944

// Migrate applies, in name order, every migration of this engine not applied yet,
// each in its own transaction, and returns the names it applied. It holds the
// migration lock (see WithMigrationLock) while it works.
func (db *DB) Migrate(ctx context.Context) ([]string, error) {
	var applied []string
	err := db.withLock(ctx, func(ctx context.Context, conn *sql.Conn) error {
		var err error
		applied, err = db.migrate(ctx, conn)
		return err
	})
	return applied, err
}

func (db *DB) migrate(ctx context.Context, conn *sql.Conn) ([]string, error) {
	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version TEXT PRIMARY KEY,
		applied_at TIMESTAMP NOT NULL)`); err != nil {
		return nil, fmt.Errorf("db: migrate: bookkeeping table: %w", err)
	}
	done := map[string]bool{}
	rows, err := conn.QueryContext(ctx, `SELECT version FROM schema_migrations`)
	if err != nil {
		return nil, fmt.Errorf("db: migrate: read applied: %w", err)
	}
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			rows.Close()
			return nil, fmt.Errorf("db: migrate: read applied: %w", err)
		}
		done[v] = true
	}
	rows.Close()

	dir := "migrations/" + db.Engine
	entries, err := fs.ReadDir(migrations, dir)
	if err != nil {
		return nil, fmt.Errorf("db: migrate: list %s: %w", dir, err)
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".sql") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	var applied []string
	for _, name := range names {
		version := strings.TrimSuffix(name, ".sql")
		if done[version] {
			continue
		}
		body, err := fs.ReadFile(migrations, dir+"/"+name)
		if err != nil {
			return applied, fmt.Errorf("db: migrate: read %s: %w", name, err)
		}
		if err := applyOne(ctx, conn, version, string(body)); err != nil {
			return applied, err
		}
		applied = append(applied, version)
	}
	return applied, nil
}

func applyOne(ctx context.Context, conn *sql.Conn, version, body string) error {
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("db: migrate %s: begin: %w", version, err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, body); err != nil {
		return fmt.Errorf("db: migrate %s: %w", version, err)
	}
	if step := goSteps[version]; step != nil {
		if err := step(ctx, tx); err != nil {
			return fmt.Errorf("db: migrate %s: %w", version, err)
		}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)`,
		version, time.Now().UTC()); err != nil {
		return fmt.Errorf("db: migrate %s: record: %w", version, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("db: migrate %s: commit: %w", version, err)
	}
	return nil
}

// goSteps finish, in Go and in the same transaction, the migrations whose
// file cannot compute everything in SQL on both engines.
var goSteps = map[string]func(ctx context.Context, tx *sql.Tx) error{
	"0015_sort_keys": fillSortKeys,
}

// sortKeys are the sort key columns and the names they are computed from.
var sortKeys = []struct{ table, from, to string }{
	{"users", "full_name", "sort_name"},
	{"clients", "name", "sort_name"},
	{"tasks", "title", "sort_title"},
}

// fillSortKeys gives the rows existing before migration 0015 their sort keys.
func fillSortKeys(ctx context.Context, tx *sql.Tx) error {
	for _, k := range sortKeys {
		rows, err := tx.QueryContext(ctx, `SELECT id, `+k.from+` FROM `+k.table)
		if err != nil {
			return fmt.Errorf("%s sort keys: %w", k.table, err)
		}
		keys := map[int64]string{}
		for rows.Next() {
			var id int64
			var name string
			if err := rows.Scan(&id, &name); err != nil {
				rows.Close()
				return fmt.Errorf("%s sort keys: %w", k.table, err)
			}
			keys[id] = SortKey(name)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("%s sort keys: %w", k.table, err)
		}
		for id, key := range keys {
			if _, err := tx.ExecContext(ctx, `UPDATE `+k.table+` SET `+k.to+` = $1 WHERE id = $2`, key, id); err != nil {
				return fmt.Errorf("%s sort keys: %w", k.table, err)
			}
		}
	}
	return nil
}
