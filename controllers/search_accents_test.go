package controllers_test

import (
	"context"
	"encoding/json"
	"net/url"
	"slices"
	"strings"
	"testing"

	"partage/app/invoice"
	"partage/app/todo"
	"partage/app/users"
)

// addPeople adds accounts, in order, from pairs of username and full name;
// they may chat (admin) and are active.
func addPeople(t *testing.T, e *env, by int64, pairs ...string) {
	t.Helper()
	s := users.NewStore(e.db)
	for i := 0; i+1 < len(pairs); i += 2 {
		username, name := pairs[i], pairs[i+1]
		if _, err := s.CreateUser(context.Background(), by, users.Account{FullName: name, Username: username, Email: username + "@exemple.coop",
			Role: "admin", CurrentPlan: "team", Status: "active"}); err != nil {
			t.Fatalf("add %s: %v", name, err)
		}
	}
}

func adminID(t *testing.T, e *env) int64 {
	t.Helper()
	var id int64
	if err := e.db.QueryRowContext(context.Background(), `SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// Every list finds what someone typed whatever its accents and case:
// "assemblee" finds "Assemblée générale", "reglement" finds "règlement",
// "ELODIE" finds "Élodie", "oeuvre" finds "Œuvre" — in mail, the to-do list,
// users, invoices and their clients, chat contacts, the calendar's and the
// to-do's people pickers, the mail recipients and the navbar search.
func TestSearchIgnoresAccentsAndCase(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		token, _ := e.token("admin@demo.com", "admin")
		admin := adminID(t, e)
		addPeople(t, e, admin, "equerard", "Élodie Quérard", "bcoeur", "Benoît Cœurderoy")
		inv := invoice.NewStore(e.db)
		client, err := inv.CreateClient(ctx, admin, invoice.ClientInput{Name: "Assemblée des Œuvres Sociales", Email: "aos@exemple.coop", Country: "France"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := inv.CreateInvoice(ctx, admin, invoice.Input{ClientID: client.ID, IssuedDate: "2026-03-01", DueDate: "2026-03-31", TaxRate: "20",
			Lines: []invoice.LineInput{{Item: "Animation", Cost: "100", Qty: "1"}}}); err != nil {
			t.Fatal(err)
		}
		title := "Relire le règlement intérieur"
		if _, err := todo.NewStore(e.db).CreateTask(ctx, admin, todo.Input{Title: &title}); err != nil {
			t.Fatal(err)
		}
		if _, err := e.db.ExecContext(ctx, `INSERT INTO emails (owner_id, folder, from_name, from_email, subject, message, is_read, created_at)
			VALUES ($1, 'inbox', 'Léa', 'lea@exemple.coop', 'Convocation à l''Assemblée générale', '<p>Ordre du jour</p>', FALSE, CURRENT_TIMESTAMP)`, admin); err != nil {
			t.Fatal(err)
		}

		const (
			mail   = "Convocation à l'Assemblée générale"
			task   = "Relire le règlement intérieur"
			elodie = "Élodie Quérard"
			benoit = "Benoît Cœurderoy"
			coop   = "Assemblée des Œuvres Sociales"
		)
		cases := []struct{ list, path, q, want string }{
			{"mail", "/apps/email/emails", "assemblee generale", mail},
			{"mail", "/apps/email/emails", "ASSEMBLÉE", mail},
			{"mail", "/apps/email/emails", "convocation a l'assemblee", mail},
			{"mail (short)", "/apps/email/emails", "À", mail},
			{"to-do", "/apps/todo/tasks", "reglement", task},
			{"to-do", "/apps/todo/tasks", "RÈGLEMENT INTÉRIEUR", task},
			{"to-do (short)", "/apps/todo/tasks", "rè", task},
			{"users", "/api/users/list/data", "ELODIE", elodie},
			{"users", "/api/users/list/data", "quérard", elodie},
			{"users", "/api/users/list/data", "coeurderoy", benoit},
			{"users (short)", "/api/users/list/data", "oî", benoit},
			{"invoices", "/apps/invoice/invoices", "assemblee", coop},
			{"invoices", "/apps/invoice/invoices", "oeuvres sociales", coop},
			{"invoice clients", "/apps/invoice/clients", "ŒUVRES", coop},
			{"invoice clients", "/apps/invoice/clients", "assemblee des oeuvres", coop},
			{"chat contacts", "/apps/chat/chats-and-contacts", "elodie", elodie},
			{"chat contacts", "/apps/chat/chats-and-contacts", "COEUR", benoit},
			{"calendar guests", "/apps/calendar/people", "BENOIT", benoit},
			{"to-do assignees", "/apps/todo/people", "élo", elodie},
			{"mail recipients", "/apps/email/recipients", "querard", elodie},
			{"navbar contacts", "/api/main-search/data", "quérard", elodie},
			{"navbar contacts", "/api/main-search/data", "cœurderoy", benoit},
			{"navbar autocomplete", "/api/autocomplete/data", "ELODIE", elodie},
			{"navbar pages", "/api/main-search/data?lng=fr", "parametres du compte", "Paramètres du compte"},
			{"navbar pages", "/api/autocomplete/data?lng=fr", "a faire", "À faire"},
		}
		get := func(path, q string) string {
			t.Helper()
			sep := "?"
			if strings.Contains(path, "?") {
				sep = "&"
			}
			r := e.do(nil, "GET", path+sep+"q="+url.QueryEscape(q), nil, bearerH(token))
			if r.status != 200 {
				t.Fatalf("GET %s q=%q: %d %s", path, q, r.status, r.body)
			}
			var v any
			if err := json.Unmarshal(r.body, &v); err != nil {
				t.Fatal(err)
			}
			raw, _ := json.Marshal(v) // no HTML escapes: "'" stays as typed
			return strings.ReplaceAll(string(raw), `\u0026`, "&")
		}
		for _, c := range cases {
			if !strings.Contains(get(c.path, c.q), c.want) {
				t.Errorf("%s: %q does not find %q", c.list, c.q, c.want)
			}
			// The list does filter: what matches nothing finds nothing.
			if strings.Contains(get(c.path, "zqxw"), c.want) {
				t.Errorf("%s: %q also shows when nothing matches", c.list, c.want)
			}
		}
	})
}

// Names sort as a French reader expects, "Élodie" with the E's, "Œdipe" with
// OE, "Çédric" with C, whatever the case, in every list sorted by a name.
func TestNamesSortTheFrenchWay(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		token, _ := e.token("admin@demo.com", "admin")
		admin := adminID(t, e)
		// Three spellings of one name sort together, in the order they were added (by id).
		addPeople(t, e, admin, "zas", "Zacharie Sortier", "els", "Élodie Sortier", "ems", "Émile Sortier", "ers", "eric Sortier",
			"oes", "Œdipe Sortier", "ols", "Olivier Sortier", "els2", "Elodie Sortier", "ces", "Çédric Sortier", "cas", "Camille Sortier",
			"ops", "Ophélie Sortier", "dos", "Dominique Sortier", "els3", "ÉLODIE SORTIER")
		people := []string{"Camille Sortier", "Çédric Sortier", "Dominique Sortier", "Élodie Sortier", "Elodie Sortier", "ÉLODIE SORTIER",
			"Émile Sortier", "eric Sortier", "Œdipe Sortier", "Olivier Sortier", "Ophélie Sortier", "Zacharie Sortier"}
		inv := invoice.NewStore(e.db)
		for _, n := range []string{"Zèbre et Cie", "Œuvre Commune", "Élan Vital", "Ça Va Coop", "Atelier Bleu", "élagueurs Réunis"} {
			if _, err := inv.CreateClient(ctx, admin, invoice.ClientInput{Name: n, Email: strings.ToLower(strings.Fields(n)[1]) + "@tri.example"}); err != nil {
				t.Fatal(err)
			}
		}
		clients := []string{"Atelier Bleu", "Ça Va Coop", "élagueurs Réunis", "Élan Vital", "Œuvre Commune", "Zèbre et Cie"}
		tasks := todo.NewStore(e.db)
		for _, n := range []string{"Zinguerie — tri postal", "Œillets — tri postal", "Élagage — tri postal", "Ça presse — tri postal", "Classement — tri postal", "elfe — tri postal"} {
			if _, err := tasks.CreateTask(ctx, admin, todo.Input{Title: &n}); err != nil {
				t.Fatal(err)
			}
		}
		titles := []string{"Ça presse — tri postal", "Classement — tri postal", "Élagage — tri postal", "elfe — tri postal", "Œillets — tri postal", "Zinguerie — tri postal"}

		names := func(path, list, field string) []string {
			t.Helper()
			r := e.do(nil, "GET", path, nil, bearerH(token))
			if r.status != 200 {
				t.Fatalf("GET %s: %d %s", path, r.status, r.body)
			}
			var rows []any
			if list == "" {
				jsonArray(t, r.body, &rows)
			} else {
				rows, _ = at(r.json(t), list).([]any)
			}
			var out []string
			for _, row := range rows {
				out = append(out, at(row, field).(string))
			}
			return out
		}
		reversed := func(s []string) []string { s = slices.Clone(s); slices.Reverse(s); return s }
		for _, c := range []struct {
			list string
			got  []string
			want []string
		}{
			{"users by name", names("/api/users/list/data?q=sortier&sortBy=fullName&perPage=50", "users", "fullName"), people},
			{"users by name, descending", names("/api/users/list/data?q=sortier&sortBy=fullName&sortDesc=true&perPage=50", "users", "fullName"), reversed(people)},
			{"users by name, two pages", append(names("/api/users/list/data?q=sortier&sortBy=fullName&perPage=10&page=1", "users", "fullName"),
				names("/api/users/list/data?q=sortier&sortBy=fullName&perPage=10&page=2", "users", "fullName")...), people},
			{"chat contacts", names("/apps/chat/chats-and-contacts?q=sortier", "contacts", "fullName"), people},
			{"calendar guests", names("/apps/calendar/people?q=sortier", "", "fullName"), people},
			{"to-do assignees", names("/apps/todo/people?q=SORTIER", "", "fullName"), people},
			{"invoice clients", names("/apps/invoice/clients?q=tri.example", "", "name"), clients},
			{"to-do by title", names("/apps/todo/tasks?q=tri+postal&sortBy=title-asc", "", "title"), titles},
			{"to-do by title, descending", names("/apps/todo/tasks?q=tri+postal&sortBy=title-desc", "", "title"), reversed(titles)},
		} {
			if !slices.Equal(c.got, c.want) {
				t.Errorf("%s: %q\nwant %q", c.list, c.got, c.want)
			}
		}
	})
}
