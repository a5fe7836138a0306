package mail

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
)

// planned is a query of a mail list and the indexes its plan must read.
type planned struct {
	name  string
	q     string
	args  []any
	using []string // on PostgreSQL, one of these indexes at least
}

// listQueries are the queries the lists of owner's mailbox run: each step
// of each kind of list, and the details of a page.
func listQueries(s *Store, owner int64) []planned {
	var out []planned
	add := func(name string, q string, args []any, using ...string) {
		out = append(out, planned{name, q, args, using})
	}
	folder, starred, label := Filter{OwnerID: owner, Folder: "inbox"}, Filter{OwnerID: owner, Folder: "starred"}, Filter{OwnerID: owner, Label: "important"}
	for _, f := range []Filter{folder, starred, label, {OwnerID: owner, Folder: "sent", Label: "important"}} {
		q, args := s.pageSQL(f, cursor{}, emailColumns, emailJoin, 21, 20)
		add(fmt.Sprintf("page of %+v", f), q, args, "emails_owner_folder_idx", "emails_owner_starred_idx", "email_labels_owner_idx")
		for _, c := range []cursor{{id: 500}, {id: 500, newer: true}} {
			q, args = s.pageSQL(f, c, "e.id", "", 1, 0)
			add(fmt.Sprintf("neighbour %+v of %+v", c, f), q, args, "emails_owner_folder_idx", "emails_owner_starred_idx", "email_labels_owner_idx")
		}
	}
	for _, f := range []Filter{starred, label} {
		f.Q = "assemblée"
		q, args := walkSQL(f, cursor{}, "e.id", "", s.subjectTest("e", f.Q), nil)
		add(fmt.Sprintf("search of %+v", f), q, append(args, 21, 0), "emails_owner_starred_idx", "email_labels_owner_idx")
	}
	for _, text := range []string{"convocation n°125", "é", "ΣΙΓΜΑ"} {
		for _, c := range []cursor{{}, {id: 500, newer: true}} {
			q, args := walkSQL(folder, c, "e.id", "", s.subjectTest("e", text), nil)
			add(fmt.Sprintf("search %q %+v, each mail", text, c), q, append(args, 21, 0), "emails_owner_folder_idx")
			q, args = s.windowSQL(folder, c, text, window, 21)
			add(fmt.Sprintf("search %q %+v, window", text, c), q, args, "emails_owner_folder_idx")
			if indexed(text) {
				q, args = s.indexSQL(folder, cursor{id: 500, newer: c.newer}, text, 21)
				add(fmt.Sprintf("search %q %+v, index", text, c), q, args, "emails_subject_trgm_idx")
			}
		}
	}
	ids := []int64{1, 2, 3}
	q, args := detailsSQL(ids, owner, true)
	add("details of a page", q, args, "email_recipients_pkey")
	add("rows of a page", `SELECT `+emailColumns+emailFrom+`WHERE e.id IN (`+placeholders(0, len(ids))+`) ORDER BY e.id DESC`, idArgs(ids), "emails_pkey")
	return out
}

// Every query of the mail lists reads along an index: no scan of the mail, of
// the labels or of the details, whatever the size of the mailbox (on
// PostgreSQL, with sequential scans priced out, as they would be on a large
// table), and on SQLite no sort: the index gives the order.
func TestListQueriesReadAlongIndexes(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := NewStore(d)
		conn, err := d.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		if d.Engine == db.Postgres {
			if _, err := conn.ExecContext(ctx, `SET enable_seqscan = off`); err != nil {
				t.Fatal(err)
			}
		}
		for _, p := range listQueries(s, 1) {
			plan := explain(t, ctx, conn, d.Engine, p.q, p.args)
			if d.Engine == db.SQLite {
				for _, line := range strings.Split(plan, "\n") {
					if (strings.HasPrefix(line, "SCAN ") && !strings.HasPrefix(line, "SCAN w") && !strings.Contains(line, "VIRTUAL TABLE INDEX 0:M")) ||
						strings.Contains(line, "TEMP B-TREE") {
						t.Errorf("%s: %q in the plan\n%s\n%s", p.name, line, p.q, plan)
					}
				}
				continue
			}
			if strings.Contains(plan, "Seq Scan") || !containsAny(plan, p.using) {
				t.Errorf("%s: not along %v\n%s\n%s", p.name, p.using, p.q, plan)
			}
		}
	})
}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// explain returns the plan of q, a line per step.
func explain(t *testing.T, ctx context.Context, conn *sql.Conn, engine, q string, args []any) string {
	t.Helper()
	prefix := "EXPLAIN "
	if engine == db.SQLite {
		prefix = "EXPLAIN QUERY PLAN "
	}
	rows, err := conn.QueryContext(ctx, prefix+q, args...)
	if err != nil {
		t.Fatalf("%v\n%s", err, q)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var lines []string
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, fmt.Sprint(vals[len(vals)-1]))
	}
	return strings.Join(lines, "\n")
}
