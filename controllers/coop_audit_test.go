package controllers_test

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"partage/app/audit"
	"partage/app/auth"
)

// The audit page is for admins only; it filters by person, record and day,
// newest first, a page at a time, and exports the same lines as CSV.
func TestCoopAuditPage(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		asAdmin := map[string]string{"Authorization": "Bearer " + admin}
		var adminID int64
		if err := e.db.QueryRowContext(context.Background(), `SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&adminID); err != nil {
			t.Fatal(err)
		}
		for _, role := range []string{auth.RoleViewer, auth.RoleManager, auth.RoleAccountant, auth.RoleMember} {
			_, h := e.addUser(t, role, role+".audit@exemple.coop")
			for _, path := range []string{"/coop/audit", "/coop/audit/export.csv"} {
				if r := e.do(nil, "GET", path, nil, h); r.status != 403 {
					t.Errorf("%s GET %s: %d", role, path, r.status)
				}
			}
		}
		managerID, asManager := e.addUser(t, auth.RoleManager, "gerante.audit@exemple.coop")
		r := e.do(nil, "POST", "/coop/clients", map[string]any{"firstName": "Aurélien", "lastName": "Journal", "email": "aurelien.journal@exemple.coop"}, asAdmin)
		if r.status != 201 {
			t.Fatalf("create: %d %s", r.status, r.body)
		}
		id := int64(idOf(at(r.value(t), "tiers")))
		if r := e.do(nil, "PUT", fmt.Sprintf("/coop/tiers/%d", id), map[string]any{"city": "Quimper", "isClient": false}, asManager); r.status != 200 {
			t.Fatalf("update: %d %s", r.status, r.body)
		}
		base := fmt.Sprintf("/coop/audit?recordType=tiers&recordId=%d", id)
		l := e.do(nil, "GET", base, nil, asAdmin).value(t)
		if at(l, "total") != 2.0 || at(l, "entries.0.action") != "updated" || at(l, "entries.1.action") != "created" ||
			at(l, "entries.0.actorId") != float64(managerID) || !hasChange(at(l, "entries.0.changes"), "isClient", true, false) {
			t.Fatalf("record filter: %v", l)
		}
		if opts, _ := at(l, "options.actors").([]any); !hasID(opts, float64(managerID)) {
			t.Errorf("actors offered: %v", opts)
		}
		today := time.Now().UTC().Format(time.DateOnly)
		yesterday := time.Now().UTC().AddDate(0, 0, -1).Format(time.DateOnly)
		for _, c := range []struct {
			query string
			total float64
		}{
			{fmt.Sprintf("&actor=%d", adminID), 1}, {fmt.Sprintf("&actor=%d", managerID), 1},
			{"&from=" + today, 2}, {"&to=" + yesterday, 0}, {"&from=" + yesterday + "&to=" + today, 2},
			{"&perPage=1&page=2", 2},
		} {
			l := e.do(nil, "GET", base+c.query, nil, asAdmin).value(t)
			if at(l, "total") != c.total {
				t.Errorf("filter %s: total %v, want %v", c.query, at(l, "total"), c.total)
			}
		}
		if l := e.do(nil, "GET", base+"&perPage=1&page=2", nil, asAdmin).value(t); at(l, "entries.0.action") != "created" || at(l, "filter.page") != 2.0 {
			t.Errorf("second page: %v", l)
		}
		for _, bad := range []string{"from=2026-13-45", "actor=abc", "recordType=nope", "perPage=1000", "page=x"} {
			if r := e.do(nil, "GET", "/coop/audit?"+bad, nil, asAdmin); r.status != 400 {
				t.Errorf("bad filter %s: %d", bad, r.status)
			}
		}
		// The page itself shows a bad hand-edited URL's log unfiltered.
		c, _ := e.signIn("admin@demo.com", "admin", false)
		if r := e.do(c, "GET", "/coop/audit?from=nope", nil, e.inertia()); r.status != 200 || at(page(t, r), "component") != "Coop/Audit" {
			t.Errorf("page with a bad filter: %d", r.status)
		}
		r = e.do(nil, "GET", "/coop/audit/export.csv?"+strings.TrimPrefix(base, "/coop/audit?"), nil, asAdmin)
		if r.status != 200 || !strings.HasPrefix(r.header.Get("Content-Type"), "text/csv") {
			t.Fatalf("export: %d %s", r.status, r.body)
		}
		body := string(r.body)
		if !strings.Contains(body, "Quimper") || !strings.Contains(body, "isClient") || strings.Count(body, "\n") < 4 {
			t.Errorf("export:\n%s", body)
		}
	})
}

// Nothing in the product can change or delete an audit entry: the database
// refuses UPDATE, DELETE (and on PostgreSQL TRUNCATE) on audit_log.
func TestAuditLogIsAppendOnly(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		if err := audit.Write(ctx, e.db, audit.Actor{Name: "test"}, audit.RecordTiers, 1, "created", []audit.Change{{Field: "city", After: "Brest"}}); err != nil {
			t.Fatal(err)
		}
		var before int
		e.db.QueryRowContext(ctx, `SELECT count(*) FROM audit_log`).Scan(&before)
		for _, q := range []string{
			`UPDATE audit_log SET actor_name = 'someone else'`,
			`UPDATE audit_log SET changes = '[]' WHERE id = (SELECT max(id) FROM audit_log)`,
			`DELETE FROM audit_log`,
			`DELETE FROM audit_log WHERE id = (SELECT max(id) FROM audit_log)`,
		} {
			if _, err := e.db.ExecContext(ctx, q); err == nil || !strings.Contains(err.Error(), "append-only") {
				t.Errorf("%s: %v", q, err)
			}
		}
		if e.db.Engine == "postgres" {
			if _, err := e.db.ExecContext(ctx, `TRUNCATE audit_log`); err == nil {
				t.Error("TRUNCATE audit_log succeeded")
			}
		}
		var after int
		var name string
		e.db.QueryRowContext(ctx, `SELECT count(*), min(actor_name) FROM audit_log WHERE actor_name = 'test'`).Scan(&after, &name)
		var total int
		e.db.QueryRowContext(ctx, `SELECT count(*) FROM audit_log`).Scan(&total)
		if total != before || after != 1 {
			t.Errorf("audit_log changed: %d rows, was %d", total, before)
		}
	})
}

// No Go source of the product (seed included) writes to audit_log but by
// INSERT, and no migration drops or alters the log or the triggers that
// refuse the rest.
func TestNoCodeAltersTheAuditLog(t *testing.T) {
	alters := regexp.MustCompile(`(?is)\b(UPDATE\s+audit_log|DELETE\s+FROM\s+audit_log|TRUNCATE\s+(TABLE\s+)?audit_log|DROP\s+TABLE\s+(IF\s+EXISTS\s+)?audit_log|ALTER\s+TABLE\s+audit_log|DROP\s+TRIGGER\s+(IF\s+EXISTS\s+)?audit_log|DROP\s+FUNCTION\s+(IF\s+EXISTS\s+)?audit_log)`)
	var scanned int
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "node_modules", ".git", "public", "vendor", "testdata":
				return filepath.SkipDir
			}
			return nil
		}
		isGo := strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go")
		isSQL := strings.HasSuffix(path, ".sql") && strings.Contains(path, "migrations")
		if !isGo && !isSQL {
			return nil
		}
		raw, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		scanned++
		src := string(raw)
		if isSQL {
			// The migration that creates the log and its triggers is the one place they are named.
			src = regexp.MustCompile(`(?s)CREATE TRIGGER audit_log.*?(END;|;)`).ReplaceAllString(src, "")
		}
		if m := alters.FindString(src); m != "" {
			t.Errorf("%s alters the audit log: %q", path, m)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if scanned < 100 {
		t.Fatalf("scanned only %d files", scanned)
	}
}
