package controllers_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"partage/app/db/dbtest"
	"partage/controllers"
	"partage/seed"
)

// activityRow is a raw activity row recorded since a test began.
type activityRow struct {
	kind, route, device, session string
	userID                       int64
}

// recordedSince waits (the recorder writes within a second) until n rows
// were recorded at or after since, and returns them in time order; after
// the wait it checks no more come.
func recordedSince(t *testing.T, e *env, since time.Time, n int) []activityRow {
	t.Helper()
	read := func() []activityRow {
		rows, err := e.db.QueryContext(context.Background(), `SELECT kind, route, device, session, user_id FROM activity_events
			WHERE at >= $1 ORDER BY at, id`, since.UnixMilli())
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []activityRow
		for rows.Next() {
			var r activityRow
			if err := rows.Scan(&r.kind, &r.route, &r.device, &r.session, &r.userID); err != nil {
				t.Fatal(err)
			}
			out = append(out, r)
		}
		return out
	}
	deadline := time.Now().Add(5 * time.Second)
	for len(read()) < n && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(1500 * time.Millisecond) // a batch more would be written by now
	got := read()
	if len(got) != n {
		t.Fatalf("%d rows recorded, want %d: %+v", len(got), n, got)
	}
	return got
}

func (e *env) userID(t *testing.T, email string) int64 {
	t.Helper()
	var id int64
	if err := e.db.QueryRowContext(context.Background(), `SELECT id FROM users WHERE email = $1`, email).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// A signed-in browser's page visits are recorded through the real router
// with their route's template, device and session; partial reloads,
// prefetches, JSON calls, HEAD, files, redirects, errors and signed-out
// visits are not. Sign-ins are recorded, in the browser and through /jwt/login.
func TestVisitsRecorded(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		start := time.Now().Add(-time.Millisecond)
		iPhone := "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148"
		e.do(nil, "GET", "/apps/email", nil, map[string]string{"Accept": "text/html"}) // signed out: to the sign-in page
		c := e.browser()
		login := e.inertia()
		login["User-Agent"] = iPhone
		if r := e.do(c, "POST", "/login", map[string]any{"email": "admin@demo.com", "password": "admin"}, login); r.status >= 400 {
			t.Fatalf("sign in: %d %s", r.status, r.body)
		}
		admin := e.userID(t, "admin@demo.com")
		html := map[string]string{"Accept": "text/html,application/xhtml+xml", "User-Agent": iPhone}
		inertia := e.inertia()
		inertia["User-Agent"] = iPhone
		partial := e.inertia()
		partial["X-Inertia-Partial-Component"] = "Apps/Email/Index"
		partial["X-Inertia-Partial-Data"] = "emails"
		prefetch := e.inertia()
		prefetch["Purpose"] = "prefetch"
		visits := []struct {
			method, path string
			headers      map[string]string
			route        string // "" when not recorded
		}{
			{"GET", "/apps/email", html, "/apps/email"},
			{"GET", "/apps/user/view/1", inertia, "/apps/user/view/{id:[0-9]+}"},
			{"GET", "/apps/email", partial, ""},
			{"GET", "/apps/email", prefetch, ""},
			{"GET", "/apps/email", map[string]string{"Accept": "application/json"}, ""},
			{"HEAD", "/apps/email", html, ""},
			{"GET", "/apps/user/view/99999999", inertia, ""}, // not found
			{"GET", "/apps/invoice/list", inertia, "/apps/invoice/list"},
			{"GET", "/apps/invoice/invoices.csv", html, ""}, // a file
			{"GET", "/", inertia, "/"},
			{"GET", "/apps/invoice/edit/99999999", inertia, ""}, // not found
		}
		var want []string
		for _, v := range visits {
			r := e.do(c, v.method, v.path, nil, v.headers)
			if r.status >= 500 {
				t.Fatalf("%s %s: %d", v.method, v.path, r.status)
			}
			if v.route != "" {
				want = append(want, v.route)
			}
		}
		// A client sent from a page it may not see is not recorded there.
		client, _ := e.signIn("client@demo.com", "client", false)
		if r := e.do(client, "GET", "/apps/invoice/list", nil, e.inertia()); r.status != 403 {
			t.Errorf("client on invoices: %d", r.status)
		}
		e.token("member@demo.com", "member")

		rows := recordedSince(t, e, start, 1+len(want)+1+1)
		if r := rows[0]; r.kind != "sign_in" || r.userID != admin || r.device != "mobile" || len(r.session) != 16 {
			t.Errorf("the admin's sign-in: %+v", r)
		}
		for i, route := range want {
			r := rows[1+i]
			if r.kind != "visit" || r.route != route || r.userID != admin || r.device != "mobile" || r.session != rows[0].session {
				t.Errorf("visit %d: %+v, want %s in the sign-in's session %s", i, r, route, rows[0].session)
			}
		}
		clientIn, memberIn := rows[len(rows)-2], rows[len(rows)-1]
		if clientIn.kind != "sign_in" || clientIn.userID != e.userID(t, "client@demo.com") || clientIn.device != "desktop" || clientIn.session == rows[0].session {
			t.Errorf("the client's sign-in: %+v", clientIn)
		}
		if memberIn.kind != "sign_in" || memberIn.userID != e.userID(t, "member@demo.com") || memberIn.session == "" || memberIn.session == clientIn.session {
			t.Errorf("the member's API sign-in: %+v", memberIn)
		}
		// The session's id is never what is kept.
		var ids []string
		r, _ := e.db.QueryContext(context.Background(), `SELECT id FROM sessions`)
		for r.Next() {
			var id string
			r.Scan(&id)
			ids = append(ids, id)
		}
		r.Close()
		for _, id := range ids {
			for _, row := range rows {
				if strings.Contains(id, row.session) || strings.Contains(row.session, id) {
					t.Errorf("session %q kept as %q", id, row.session)
				}
			}
		}
	})
}

// The staff's list of activity: staff only (a client or a member is
// refused), the rows recorded with who, what and where, filtered; one's own
// activity shows one's own rows only.
func TestActivityLists(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		start := time.Now().Add(-time.Millisecond)
		admin, _ := e.signIn("admin@demo.com", "admin", false)
		e.do(admin, "GET", "/apps/email", nil, e.inertia())
		client, _ := e.signIn("client@demo.com", "client", false)
		e.do(client, "GET", "/pages/account-settings", nil, e.inertia())
		recordedSince(t, e, start, 4)

		for _, who := range []struct{ email, password string }{{"client@demo.com", "client"}, {"member@demo.com", "member"}} {
			token, _ := e.token(who.email, who.password)
			if r := e.do(nil, "GET", "/dashboard/analytics/activity", nil, acctH(token)); r.status != 403 {
				t.Errorf("%s reads the activity: %d", who.email, r.status)
			}
			c, _ := e.signIn(who.email, who.password, false)
			if r := e.do(c, "GET", "/dashboard/analytics/activity", nil, e.inertia()); r.status != 403 {
				t.Errorf("%s opens the activity page: %d", who.email, r.status)
			}
		}
		if r := e.do(nil, "GET", "/api/account/activity", nil, map[string]string{"Accept": "application/json"}); r.status != 401 {
			t.Errorf("signed out, own activity: %d", r.status)
		}

		token, _ := e.token("admin@demo.com", "admin")
		list := func(query string) map[string]any {
			t.Helper()
			r := e.do(nil, "GET", "/dashboard/analytics/activity?"+query, nil, acctH(token))
			if r.status != 200 {
				t.Fatalf("%s: %d %s", query, r.status, r.body)
			}
			return r.json(t)
		}
		today := time.Now().Format("2006-01-02")
		m := list("kind=visit&user=" + url.QueryEscape("admin@demo") + "&from=" + today)
		rows, _ := m["activity"].([]any)
		if len(rows) == 0 || at(rows[0], "route") != "/apps/email" || at(rows[0], "kind") != "visit" || at(rows[0], "userName") == "" {
			t.Fatalf("the admin's last visit: %v", rows)
		}
		for _, row := range rows {
			if at(row, "userId") != float64(e.userID(t, "admin@demo.com")) || at(row, "kind") != "visit" {
				t.Fatalf("a row of someone else or another kind: %v", row)
			}
		}
		if at(m, "options.retentionDays") != float64(90) || at(m, "filter.perPage") != float64(25) {
			t.Errorf("options %v, filter %v", m["options"], m["filter"])
		}
		// The demo's recorded activity may hold visits of the page earlier today:
		// the client's one visit of this test is there, and nothing of another page.
		m = list("route=" + url.QueryEscape("/pages/account-settings") + "&from=" + today)
		rows, _ = m["activity"].([]any)
		clients := 0
		for _, row := range rows {
			if at(row, "route") != "/pages/account-settings" {
				t.Errorf("another page among the account page's visits: %v", row)
			}
			when, _ := time.Parse(time.RFC3339Nano, fmt.Sprint(at(row, "at")))
			if at(row, "userId") == float64(e.userID(t, "client@demo.com")) && !when.Before(start) {
				clients++
			}
		}
		if clients != 1 {
			t.Errorf("the account page's visits today: %v", rows)
		}
		for _, bad := range []string{"kind=click", "from=yesterday", "perPage=7", "from=2026-02-02&to=2026-02-01"} {
			if r := e.do(nil, "GET", "/dashboard/analytics/activity?"+bad, nil, acctH(token)); r.status != 400 {
				t.Errorf("%s: %d %s", bad, r.status, r.body)
			}
		}
		// The page with a bad filter shows the list unfiltered.
		if r := e.do(admin, "GET", "/dashboard/analytics/activity?kind=click", nil, e.inertia()); r.status != 200 || at(page(t, r), "props.filter.kind") != "" {
			t.Errorf("the page with a bad filter: %d", r.status)
		}

		clientToken, _ := e.token("client@demo.com", "client")
		r := e.do(nil, "GET", "/api/account/activity?perPage=100", nil, acctH(clientToken))
		if r.status != 200 {
			t.Fatalf("own activity: %d %s", r.status, r.body)
		}
		own := r.json(t)
		mine, _ := own["rows"].([]any)
		if len(mine) == 0 || own["retentionDays"] != float64(90) {
			t.Fatalf("own activity: %s", r.body)
		}
		kinds := map[any]int{}
		for _, row := range mine {
			if at(row, "userId") != float64(e.userID(t, "client@demo.com")) {
				t.Fatalf("someone else's row in one's own activity: %v", row)
			}
			kinds[at(row, "kind")]++
		}
		if kinds["sign_in"] == 0 || kinds["visit"] == 0 {
			t.Errorf("own activity kinds %v", kinds)
		}
		if r := e.do(nil, "GET", "/api/account/activity?page=x", nil, acctH(clientToken)); r.status != 400 {
			t.Errorf("a bad page: %d", r.status)
		}
	})
}

// The demo's seeded visits are of pages the router serves, named by their
// templates as the recorder names them.
func TestSeededVisitsAreOfRoutes(t *testing.T) {
	routes, err := controllers.Routes()
	if err != nil {
		t.Fatal(err)
	}
	templates := map[string]bool{}
	for _, r := range routes {
		if r.Method == http.MethodGet {
			templates[r.Path] = true
		}
	}
	d := dbtest.SQLite(t)
	if _, err := seed.Demo(context.Background(), d, t.TempDir()); err != nil {
		t.Fatal(err)
	}
	rows, err := d.QueryContext(context.Background(), `SELECT DISTINCT route FROM activity_events WHERE kind = 'visit'`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var route string
		rows.Scan(&route)
		n++
		if !templates[route] {
			t.Errorf("seeded visits of %q, which no GET route is", route)
		}
	}
	if n < 20 {
		t.Errorf("the seeded visits are of %d routes only", n)
	}
}

// The configuration's Statistics: out-of-range values are refused by field
// (nothing saved, the page's form gets them back); a saved retention is the
// one the activity keeps from then on.
func TestAnalyticsSettingsThroughTheConfiguration(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		token, _ := e.token("admin@demo.com", "admin")
		asAdmin := acctH(token)
		set := e.configOf(t, asAdmin)
		if at(set, "analytics.retentionDays") != float64(90) || at(set, "analytics.goalCents") != float64(0) {
			t.Fatalf("defaults: %v", set["analytics"])
		}
		for _, c := range []struct {
			path  string
			value any
		}{
			{"analytics.retentionDays", 6}, {"analytics.retentionDays", 3651}, {"analytics.retentionDays", "90"},
			{"analytics.goalCents", -100}, {"analytics.goalCents", 1e12},
		} {
			r := e.do(nil, "PUT", "/coop/configuration", with(t, set, c.path, c.value), asAdmin)
			if r.status != 400 || (c.value != "90" && !hasFieldKey(r, t, c.path)) {
				t.Errorf("%s = %v: %d %s", c.path, c.value, r.status, r.body)
			}
		}
		next := with(t, with(t, set, "analytics.retentionDays", 30), "analytics.goalCents", 2500000)
		if r := e.do(nil, "PUT", "/coop/configuration", next, asAdmin); r.status != 200 {
			t.Fatalf("save: %d %s", r.status, r.body)
		}
		if got := e.configOf(t, asAdmin); at(got, "analytics.retentionDays") != float64(30) || at(got, "analytics.goalCents") != float64(2500000) {
			t.Errorf("saved: %v", got["analytics"])
		}
		if r := e.do(nil, "GET", "/api/account/activity", nil, asAdmin); at(r.json(t), "retentionDays") != float64(30) {
			t.Errorf("own activity after the save: %s", r.body)
		}
		// The page's form: a refused value comes back under its field.
		c, _ := e.signIn("admin@demo.com", "admin", false)
		r := e.do(c, "PUT", "/coop/configuration", with(t, set, "analytics.retentionDays", 2), e.inertia())
		if r.status != 303 {
			t.Fatalf("form save: %d", r.status)
		}
		back := e.do(c, "GET", "/coop/configuration", nil, e.inertia())
		if msg, _ := at(page(t, back), "props.errors").(map[string]any)["analytics.retentionDays"].(string); msg == "" {
			t.Errorf("the form's errors: %v", at(page(t, back), "props.errors"))
		}
	})
}
