package seed

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
)

// schemaOf is every index and trigger of the database with its definition.
func schemaOf(t *testing.T, d *db.DB) []string {
	t.Helper()
	query := `SELECT type || ' ' || name || ': ' || sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY type, name`
	if d.Engine == db.Postgres {
		query = `SELECT 'index ' || indexname || ': ' || indexdef FROM pg_indexes WHERE schemaname = current_schema()
			UNION ALL SELECT 'trigger ' || tgname || ': ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
			ORDER BY 1`
	}
	rows, err := d.QueryContext(context.Background(), query)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var all []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		all = append(all, s)
	}
	return all
}

// A scaled seed drops the large tables' indexes and full-text triggers for
// its load and puts back exactly what was there; the rows it added are found
// by the searches those indexes serve.
func TestBulkLoadPutsTheSchemaBack(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := Demo(ctx, d, t.TempDir()); err != nil {
			t.Fatal(err)
		}
		before := schemaOf(t, d)
		for name, step := range map[string]func() error{
			"users":     func() error { return Scale(ctx, d, 300) },
			"mail":      func() error { return ScaleMail(ctx, d, "admin@demo.com", 300) },
			"invoices":  func() error { return ScaleInvoices(ctx, d, 300) },
			"tiers":     func() error { return ScaleTiers(ctx, d, 300) },
			"products":  func() error { return ScaleProducts(ctx, d, 300) },
			"employees": func() error { return ScaleEmployees(ctx, d, 300) },
		} {
			if err := step(); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
		if after := schemaOf(t, d); !reflect.DeepEqual(after, before) {
			t.Errorf("schema after the scaled seed differs:\nbefore %q\nafter  %q", before, after)
		}
		if d.Engine == db.SQLite {
			// The rows the load added are in the full-text indexes, once each.
			for _, c := range []struct{ fts, table string }{{"users_fts", "users"}, {"products_fts", "products"}, {"clients_fts", "clients"}, {"employees_fts", "employees"}, {"emails_subject_fts", "emails"}} {
				var indexed, rows int
				if err := d.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM `+c.fts+`), (SELECT count(*) FROM `+c.table+`)`).Scan(&indexed, &rows); err != nil {
					t.Fatal(err)
				}
				if indexed != rows {
					t.Errorf("%s: %d rows indexed of %d", c.fts, indexed, rows)
				}
			}
			// The scaled mails' subject keys, written by the load, are what
			// their trigger writes when a subject changes.
			var keys, differ int
			err := d.QueryRowContext(ctx, `SELECT count(*) FROM emails WHERE thread_key LIKE 'scale-%' AND subject_key <> ''`).Scan(&keys)
			if err != nil || keys != 300 {
				t.Fatalf("scaled mails with a subject key: %d, %v", keys, err)
			}
			if _, err := d.ExecContext(ctx, `CREATE TABLE written AS SELECT id, subject_key FROM emails WHERE thread_key LIKE 'scale-%'`); err != nil {
				t.Fatal(err)
			}
			if _, err := d.ExecContext(ctx, `UPDATE emails SET subject = subject || ' ' WHERE thread_key LIKE 'scale-%'`); err != nil {
				t.Fatal(err)
			}
			err = d.QueryRowContext(ctx, `SELECT count(*) FROM emails e JOIN written w ON w.id = e.id WHERE e.subject_key <> w.subject_key || ' '`).Scan(&differ)
			if err != nil || differ != 0 {
				t.Errorf("subject keys the trigger writes otherwise: %d of 300, %v", differ, err)
			}
			// The full-text indexes gather their writes as they did before.
			var hashsize int
			if err := d.QueryRowContext(ctx, `SELECT COALESCE((SELECT v FROM users_fts_config WHERE k = 'hashsize'), 1048576)`).Scan(&hashsize); err != nil || hashsize != 1<<20 {
				t.Errorf("users_fts hashsize %d after the load, want the default 1 MB (%v)", hashsize, err)
			}
			var found int
			if err := d.QueryRowContext(ctx, `SELECT count(*) FROM users_fts WHERE users_fts MATCH 'raphael'`).Scan(&found); err != nil || found == 0 {
				t.Errorf("users found by name after the load: %d, %v", found, err)
			}
		}
	})
}

// A load that fails still puts the indexes and triggers back.
func TestBulkLoadFailingPutsTheSchemaBack(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		before := schemaOf(t, d)
		boom := errors.New("boom")
		var during []string
		err := bulkLoad(ctx, d, []string{"products", "users"}, func() error {
			during = schemaOf(t, d)
			return boom
		})
		if !errors.Is(err, boom) {
			t.Fatalf("error %v, want boom", err)
		}
		if after := schemaOf(t, d); !reflect.DeepEqual(after, before) {
			t.Errorf("schema after a failed load differs:\nbefore %q\nafter  %q", before, after)
		}
		for _, s := range during {
			if strings.Contains(s, "products_sort_idx") || strings.Contains(s, "users_fts_ai") {
				t.Errorf("still there during the load: %s", s)
			}
		}
		if len(during) >= len(before) {
			t.Errorf("%d indexes and triggers during the load, %d before: nothing dropped", len(during), len(before))
		}
	})
}
