package seed

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"partage/app/db"
)

// loadChunk is how many synthetic rows go in one transaction. SQLite writes
// a large load fastest in few transactions (1,000,000 products: 23 s in one,
// 44 s in 5,000-row ones, each commit rewriting the pages of every index it
// touched). PostgreSQL keeps every version of a row a transaction updates
// until it ends, and each insert updates one of the few rows of a kept count
// (its trigger): in one transaction of 100,000 inserts those chains grow
// long and the load slows down more than linearly.
func loadChunk(d *db.DB) int {
	if d.Engine == db.SQLite {
		return 250000
	}
	return 5000
}

// ftsFill matches a SQLite trigger that copies each new row into a
// full-text index: AFTER INSERT, one INSERT … VALUES of new.* expressions.
var ftsFill = regexp.MustCompile(`(?is)^CREATE TRIGGER \w+ AFTER INSERT ON (\w+) BEGIN\s*INSERT INTO (\w+_fts) \(([^)]*)\)\s*VALUES\s*\((.*)\);\s*END;?$`)

// bulkLoad runs load, which adds many rows to tables, with the tables'
// secondary indexes dropped, and builds them again once it has returned,
// whether it succeeded or not: an index built from sorted rows costs a
// fraction of one kept up row by row in random order. On SQLite the
// triggers that copy each new row into a full-text index are dropped too,
// and the rows added are copied in one statement, in id order, before the
// triggers come back. Every other trigger (kept counts, list versions) runs
// as it does for any insert. 1,000,000 synthetic products took 3 min 50 s
// as they were loaded before, and 23 s this way (33 s beside other work, of
// which 6 s building their five indexes and 5 s their search index). The
// definitions come from the database itself, so what comes back is exactly
// what was there. A process killed in between leaves the tables without
// them: the load is for benchmarks, into a database made for it.
func bulkLoad(ctx context.Context, d *db.DB, tables []string, load func() error) error {
	return bulkLoadWriting(ctx, d, tables, nil, load)
}

// bulkLoadWriting is bulkLoad, with the SQLite triggers named dropped too
// during the load, and put back after it without running them on the rows it
// added: the load writes what they would have written.
func bulkLoadWriting(ctx context.Context, d *db.DB, tables, triggers []string, load func() error) (err error) {
	defs, err := secondaryIndexes(ctx, d, tables)
	if err != nil {
		return err
	}
	fills, err := ftsTriggers(ctx, d, tables)
	if err != nil {
		return err
	}
	var written []indexDef // the triggers named, as the database has them
	for _, name := range triggers {
		var sql string
		if err := d.QueryRowContext(ctx, `SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = $1`, name).Scan(&sql); err != nil {
			return fmt.Errorf("seed: bulk load: trigger %s: %w", name, err)
		}
		written = append(written, indexDef{name, sql})
	}
	err = d.Tx(ctx, func(tx *sql.Tx) error {
		for _, ix := range defs {
			if _, err := tx.ExecContext(ctx, `DROP INDEX `+ix.name); err != nil {
				return err
			}
		}
		for _, w := range written {
			if _, err := tx.ExecContext(ctx, `DROP TRIGGER `+w.name); err != nil {
				return err
			}
		}
		for i, f := range fills {
			if err := tx.QueryRowContext(ctx, `SELECT COALESCE(max(rowid), 0) FROM `+f.table).Scan(&fills[i].after); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `DROP TRIGGER `+f.name); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("seed: bulk load: set up: %w", err)
	}
	defer func() {
		restored := d.Tx(ctx, func(tx *sql.Tx) error {
			for _, f := range fills {
				fill := `INSERT INTO ` + f.index + ` (` + f.columns + `) SELECT ` + f.values + ` FROM ` + f.table + ` AS new WHERE new.rowid > $1 ORDER BY new.rowid`
				// FTS5 writes what it has gathered as a new segment every
				// megabyte (hashsize), then merges segments as they pile up:
				// gathered in 256 MB instead, 1,000,000 employees are indexed
				// in 15 s instead of 22. The setting is the index's own, kept
				// in it: it goes back to the default after the fill.
				hashsize := `INSERT INTO ` + f.index + ` (` + f.index + `, rank) VALUES ('hashsize', $1)`
				if _, err := tx.ExecContext(ctx, hashsize, 256<<20); err != nil {
					return fmt.Errorf("fill %s: %w", f.index, err)
				}
				if _, err := tx.ExecContext(ctx, fill, f.after); err != nil {
					return fmt.Errorf("fill %s: %w", f.index, err)
				}
				if _, err := tx.ExecContext(ctx, hashsize, 1<<20); err != nil {
					return fmt.Errorf("fill %s: %w", f.index, err)
				}
				if _, err := tx.ExecContext(ctx, f.sql); err != nil {
					return err
				}
			}
			for _, w := range written {
				if _, err := tx.ExecContext(ctx, w.sql); err != nil {
					return err
				}
			}
			for _, ix := range defs {
				if _, err := tx.ExecContext(ctx, ix.sql); err != nil {
					return fmt.Errorf("%s: %w", ix.name, err)
				}
			}
			return nil
		})
		if restored != nil {
			err = errors.Join(err, fmt.Errorf("seed: bulk load: indexes back: %w", restored))
		}
	}()
	return load()
}

type indexDef struct{ name, sql string }

// secondaryIndexes are the tables' indexes that no constraint owns (a
// primary key's or a UNIQUE column's stay: they check what is inserted).
func secondaryIndexes(ctx context.Context, d *db.DB, tables []string) ([]indexDef, error) {
	query := `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name = $1 ORDER BY name`
	if d.Engine == db.Postgres {
		query = `SELECT i.indexname, i.indexdef FROM pg_indexes i
			WHERE i.schemaname = current_schema() AND i.tablename = $1
			  AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.indexname))::regclass)
			ORDER BY i.indexname`
	}
	var defs []indexDef
	for _, t := range tables {
		rows, err := d.QueryContext(ctx, query, t)
		if err != nil {
			return nil, fmt.Errorf("seed: bulk load: indexes of %s: %w", t, err)
		}
		for rows.Next() {
			var ix indexDef
			if err := rows.Scan(&ix.name, &ix.sql); err != nil {
				rows.Close()
				return nil, err
			}
			defs = append(defs, ix)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return defs, nil
}

type ftsTrigger struct {
	name, sql, table, index, columns, values string
	after                                    int64
}

// ftsTriggers are the tables' SQLite triggers that copy each new row into a
// full-text index (none on PostgreSQL, whose search indexes are indexes).
func ftsTriggers(ctx context.Context, d *db.DB, tables []string) ([]ftsTrigger, error) {
	if d.Engine != db.SQLite {
		return nil, nil
	}
	var found []ftsTrigger
	for _, t := range tables {
		rows, err := d.QueryContext(ctx, `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = $1 ORDER BY name`, t)
		if err != nil {
			return nil, fmt.Errorf("seed: bulk load: triggers of %s: %w", t, err)
		}
		for rows.Next() {
			var f ftsTrigger
			if err := rows.Scan(&f.name, &f.sql); err != nil {
				rows.Close()
				return nil, err
			}
			m := ftsFill.FindStringSubmatch(strings.TrimSpace(f.sql))
			if m == nil || !strings.EqualFold(m[1], t) {
				continue
			}
			f.table, f.index, f.columns, f.values = t, m[2], m[3], m[4]
			found = append(found, f)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return found, nil
}
