package db_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
)

func TestSortKey(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Élodie", "elodie"},
		{"ÉLODIE Zoé", "elodie zoe"},
		{"Œuvre", "oeuvre"},
		{"cœur", "coeur"},
		{"Æsop", "aesop"},
		{"Straße", "strasse"},
		{"François Çelik", "francois celik"},
		{"Ångström Øster", "angstrom oster"},
		{"Łukasz Šimůnek", "lukasz simunek"},
		{"İnci ığdır", "inci igdir"},
		{"Noe\u0301mie", "noemie"}, // "é" written as "e" and a combining accent
		{"Zacharie", "zacharie"},
		{"Дмитрий", "дмитрий"},
		{"l'Île-d'Yeu", "l'ile-d'yeu"},
		{"L’été", "l'ete"}, // a typographic apostrophe reads as the plain one
		{"", ""},
	} {
		if got := db.SortKey(c.in); got != c.want {
			t.Errorf("SortKey(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// The sort keys order names as a French reader expects.
func TestSortKeyOrdersFrenchNames(t *testing.T) {
	names := []string{"Zacharie", "Élodie", "eric", "Œdipe", "Olivier", "Ophélie", "Çédric", "Camille", "Dominique", "Emma", "Édouard", "oscar"}
	slices.SortStableFunc(names, func(a, b string) int { return strings.Compare(db.SortKey(a), db.SortKey(b)) })
	want := []string{"Camille", "Çédric", "Dominique", "Édouard", "Élodie", "Emma", "eric", "Œdipe", "Olivier", "Ophélie", "oscar", "Zacharie"}
	if !slices.Equal(names, want) {
		t.Fatalf("order %q, want %q", names, want)
	}
}

// Matches finds names, titles and subjects whatever their accents and case,
// through the full-text index (three letters or more), by reading the rows
// (shorter texts), and on a table without a full-text index, on both engines.
func TestMatches(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		now := time.Now().UTC()
		names := []string{"Élodie Marchand", "Assemblée générale", "Règlement intérieur", "Œuvre commune", "Jérôme Garçon", "Zacharie Brun", "50% [remise]*", "L’été de Søren à Łódź"}
		var owner int64
		for i, n := range names {
			var id int64
			if err := d.QueryRowContext(ctx, `INSERT INTO users (full_name, sort_name, username, email, password_hash, role, created_at, updated_at)
				VALUES ($1, $2, $3, $4, 'x', 'client', $5, $5) RETURNING id`, n, db.SortKey(n), "u"+string(rune('a'+i)), string(rune('a'+i))+"@exemple.coop", now).Scan(&id); err != nil {
				t.Fatal(err)
			}
			if owner == 0 {
				owner = id
			}
			if _, err := d.ExecContext(ctx, `INSERT INTO tasks (title, sort_title, position, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`, n, db.SortKey(n), i, now); err != nil {
				t.Fatal(err)
			}
			if _, err := d.ExecContext(ctx, `INSERT INTO emails (owner_id, folder, from_name, from_email, subject, message, created_at) VALUES ($1, 'inbox', 'x', 'x@exemple.coop', $2, '', $3)`, owner, n, now); err != nil {
				t.Fatal(err)
			}
		}
		cases := []struct {
			q    string
			want []string
		}{
			{"assemblee", []string{"Assemblée générale"}},
			{"ASSEMBLÉE GÉNÉRALE", []string{"Assemblée générale"}},
			{"reglement", []string{"Règlement intérieur"}},
			{"ELODIE", []string{"Élodie Marchand"}},
			{"élodie", []string{"Élodie Marchand"}},
			{"oeuvre", []string{"Œuvre commune"}},
			{"œuvre", []string{"Œuvre commune"}},
			{"OEUVRE COMMUNE", []string{"Œuvre commune"}},
			{"garcon", []string{"Jérôme Garçon"}},
			{"jerome", []string{"Jérôme Garçon"}},
			{"é", names},
			{"ÇO", []string{"Œuvre commune", "Jérôme Garçon"}},
			{"Çon", []string{"Jérôme Garçon"}},
			{"oe", []string{"Œuvre commune"}},
			{"œ", []string{"Œuvre commune"}},
			{"50%", []string{"50% [remise]*"}},
			{"[r", []string{"50% [remise]*"}},
			{"%", []string{"50% [remise]*"}},
			{"*", []string{"50% [remise]*"}},
			{"l'ete", []string{"L’été de Søren à Łódź"}},
			{"L’ÉTÉ", []string{"L’été de Søren à Łódź"}},
			{"soren a lodz", []string{"L’été de Søren à Łódź"}},
			{"_", nil},
			{"zzz", nil},
		}
		for _, c := range []struct {
			name, query string
			s           db.Search
		}{
			{"users", `SELECT u.full_name FROM users u WHERE %s ORDER BY u.id`,
				db.Search{Keys: []string{"u.sort_name"}, Plain: []string{"u.username"}, FTS: "users_fts", ID: "u.id", FTSColumns: []string{"sort_name", "username"}}},
			{"people by name", `SELECT u.full_name FROM users u WHERE %s ORDER BY u.id`,
				db.Search{Keys: []string{"u.sort_name"}, FTS: "users_fts", ID: "u.id", FTSColumns: []string{"sort_name"}}},
			{"tasks, no full-text index", `SELECT t.title FROM tasks t WHERE %s ORDER BY t.id`, db.Search{Keys: []string{"t.sort_title"}}},
			{"mail subjects", `SELECT e.subject FROM emails e WHERE %s ORDER BY e.id`,
				db.Search{Texts: []string{"e.subject"}, FTS: "emails_subject_fts", ID: "e.id"}},
			{"mail subjects, no full-text index", `SELECT e.subject FROM emails e WHERE %s ORDER BY e.id`, db.Search{Texts: []string{"e.subject"}}},
		} {
			for _, q := range cases {
				cond, args := d.Matches(c.s, q.q, nil)
				rows, err := d.QueryContext(ctx, fmt.Sprintf(c.query, cond), args...)
				if err != nil {
					t.Fatalf("%s %q: %v", c.name, q.q, err)
				}
				var got []string
				for rows.Next() {
					var n string
					rows.Scan(&n)
					got = append(got, n)
				}
				rows.Close()
				if !slices.Equal(got, q.want) {
					t.Errorf("%s: search %q found %q, want %q", c.name, q.q, got, q.want)
				}
			}
		}
	})
}

// The searches stay served by the indexes: the trigram indexes on folded(…)
// on PostgreSQL, the full-text tables on SQLite.
func TestMatchesUseTheIndexes(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		conn, err := d.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		// Free texts are tested on the contact messages' subjects: the mail's
		// subjects have their own folded column (app/mail/search.go).
		explain, want := `EXPLAIN QUERY PLAN `, map[string]string{"users": "users_fts", "clients": "clients_fts", "contact_messages": "contact_messages_fts"}
		if d.Engine == db.Postgres {
			// Enough rows that reading a whole table costs more than an index.
			for _, q := range []string{
				`INSERT INTO users (full_name, sort_name, username, email, password_hash, role, created_at, updated_at)
					SELECT 'Personne ' || g, 'personne ' || g, 'p' || g, 'p' || g || '@exemple.coop', 'x', 'client', now(), now() FROM generate_series(1, 5000) g`,
				`INSERT INTO clients (name, sort_name, email, created_at, updated_at)
					SELECT 'Client ' || g, 'client ' || g, 'c' || g || '@exemple.coop', now(), now() FROM generate_series(1, 5000) g`,
				`INSERT INTO contact_messages (name, email, subject, body, status, created_at, updated_at)
					SELECT 'x', 'x@exemple.coop', 'Message ' || g, '', 'new', now(), now() FROM generate_series(1, 5000) g`,
				`VACUUM ANALYZE`,
			} {
				if _, err := conn.ExecContext(ctx, q); err != nil {
					t.Fatal(err)
				}
			}
			explain, want = `EXPLAIN `, map[string]string{"users": "users_sort_name_trgm_idx", "clients": "clients_sort_name_trgm_idx", "contact_messages": "contact_messages_subject_trgm_idx"}
		}
		for table, s := range map[string]db.Search{
			"users":            {Keys: []string{"x.sort_name"}, FTS: "users_fts", ID: "x.id"},
			"clients":          {Keys: []string{"x.sort_name"}, FTS: "clients_fts", ID: "x.id"},
			"contact_messages": {Texts: []string{"x.subject"}, FTS: "contact_messages_fts", FTSColumns: []string{"subject"}, ID: "x.id"},
		} {
			cond, args := d.Matches(s, "assemblée", nil)
			rows, err := conn.QueryContext(ctx, explain+`SELECT x.id FROM `+table+` x WHERE `+cond, args...)
			if err != nil {
				t.Fatal(err)
			}
			var plan []string
			for rows.Next() {
				cols, _ := rows.Columns()
				vals := make([]any, len(cols))
				for i := range vals {
					vals[i] = new(any)
				}
				rows.Scan(vals...)
				plan = append(plan, fmt.Sprint(*vals[len(vals)-1].(*any)))
			}
			rows.Close()
			if text := strings.Join(plan, "\n"); !strings.Contains(text, want[table]) {
				t.Errorf("%s: the search does not use %s:\n%s", table, want[table], text)
			}
		}
	})
}

// Migration 0015 gives rows written before it their sort keys, and the
// searches then find them.
func TestMigrationFillsSortKeys(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		now := time.Now().UTC()
		if _, err := d.ExecContext(ctx, `INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at)
			VALUES ('Œdipe Çavuş', 'oedipe', 'oedipe@exemple.coop', 'x', 'client', $1, $1)`, now); err != nil {
			t.Fatal(err)
		}
		if _, err := d.ExecContext(ctx, `INSERT INTO clients (name, email, created_at, updated_at) VALUES ('Élan Vital', 'elan@exemple.coop', $1, $1)`, now); err != nil {
			t.Fatal(err)
		}
		if _, err := d.ExecContext(ctx, `INSERT INTO tasks (title, position, created_at, updated_at) VALUES ('Règlement', 1, $1, $1)`, now); err != nil {
			t.Fatal(err)
		}
		tx, err := d.BeginTx(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.FillSortKeys(ctx, tx); err != nil {
			t.Fatal(err)
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
		var user, client, task string
		d.QueryRowContext(ctx, `SELECT sort_name FROM users WHERE username = 'oedipe'`).Scan(&user)
		d.QueryRowContext(ctx, `SELECT sort_name FROM clients`).Scan(&client)
		d.QueryRowContext(ctx, `SELECT sort_title FROM tasks`).Scan(&task)
		if user != "oedipe cavus" || client != "elan vital" || task != "reglement" {
			t.Fatalf("sort keys %q %q %q", user, client, task)
		}
		cond, args := d.Matches(db.Search{Keys: []string{"u.sort_name"}, FTS: "users_fts", ID: "u.id"}, "OEDIPE", nil)
		var n int
		if err := d.QueryRowContext(ctx, `SELECT count(*) FROM users u WHERE `+cond, args...).Scan(&n); err != nil || n != 1 {
			t.Fatalf("the filled key is not searched: %d %v", n, err)
		}
	})
}
