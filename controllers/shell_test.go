package controllers_test

import (
	"fmt"
	"strings"
	"testing"

	"partage/app/menu"
)

func TestShellCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		e.run(t, []jsonCase{
			{name: "bookmarks: the defaults", method: "GET", path: "/api/bookmarks/data", as: "admin", status: 200,
				want: map[string]any{"bookmarks.0.target": "apps-email", "bookmarks.0.isBookmarked": true, "bookmarks.0.link": "/apps/email",
					"bookmarks.0.title": "Email", "bookmarks.0.icon": "mail", "bookmarks.3.target": "apps-calendar", "suggestions.0.id": 1}, absent: []string{"bookmarks.4"}},
			{name: "bookmarks in French", method: "GET", path: "/api/bookmarks/data?lng=fr", as: "admin", status: 200,
				want: map[string]any{"suggestions.4.title": "Parts d'intérêt"}},
			{name: "bookmarks: the client's pages only", method: "GET", path: "/api/bookmarks/data", as: "client", status: 200,
				want: map[string]any{"suggestions.0.target": "ecommerce-shop", "suggestions.4.target": "ecommerce-my-orders",
					"suggestions.5.target": "pages-account-settings", "suggestions.6.target": "pages-faq", "suggestions.9.target": "blog-list",
					"suggestions.11.target": "access-control"}, absent: []string{"suggestions.12", "bookmarks.0"}},
			{name: "bookmarks need a user", method: "GET", path: "/api/bookmarks/data", status: 401},
			{name: "toggle an unknown page", method: "POST", path: "/api/bookmarks/update", as: "admin", body: map[string]int{"id": 9999}, status: 404},
			{name: "toggle a page the client may not open", method: "POST", path: "/api/bookmarks/update", as: "client", body: map[string]int{"id": 30}, status: 404},
			{name: "toggle with a bad body", method: "POST", path: "/api/bookmarks/update", as: "admin", body: map[string]string{"id": "x"}, status: 400},
			{name: "search: a page", method: "GET", path: "/api/main-search/data?q=calen", as: "admin", status: 200,
				want: map[string]any{"searchArr.0.groupTitle": "Pages", "searchArr.0.searchLimit": 4, "searchArr.0.data.0.target": "apps-calendar",
					"searchArr.1.groupTitle": "Files", "searchArr.2.groupTitle": "Contacts"}, absent: []string{"searchArr.0.data.1"}},
			{name: "search: a page in French", method: "GET", path: "/api/main-search/data?q=actionn&lng=fr", as: "admin", status: 200,
				want: map[string]any{"searchArr.0.data.0.target": "coop-actionnaires"}},
			{name: "search: a person", method: "GET", path: "/api/main-search/data?q=julien", as: "admin", status: 200,
				want: map[string]any{"searchArr.2.data.0.title": "Julien Moreau", "searchArr.2.data.0.email": "client@demo.com", "searchArr.2.data.0.link": "/apps/user/view/2"}},
			{name: "search: capped at the search limit", method: "GET", path: "/api/main-search/data?q=e", as: "admin", status: 200,
				want: map[string]any{"searchArr.0.data.3.id": "<set>"}, absent: []string{"searchArr.0.data.4"}},
			{name: "search: LIKE wildcards are literal", method: "GET", path: "/api/main-search/data?q=%25", as: "admin", status: 200,
				absent: []string{"searchArr.2.data.0"}},
			{name: "search: the client finds no people", method: "GET", path: "/api/main-search/data?q=camille", as: "client", status: 200,
				absent: []string{"searchArr.2.data.0"}},
			{name: "search: the client's pages only", method: "GET", path: "/api/main-search/data?q=acc", as: "client", status: 200,
				want: map[string]any{"searchArr.0.data.0.target": "pages-account-settings", "searchArr.0.data.1.target": "access-control"}, absent: []string{"searchArr.0.data.2"}},
			// The knowledge base's articles and the blog's posts, accent-blind, in the search's language; a client reads them too.
			{name: "search: an article without its accents", method: "GET", path: "/api/main-search/data?q=assemblee&lng=fr", as: "client", status: 200,
				want: map[string]any{"searchArr.3.groupTitle": "Articles", "searchArr.3.searchLimit": 4, "searchArr.3.data.0.kind": "article",
					"searchArr.3.data.0.section": "Assemblée générale"}},
			{name: "search: an article in English", method: "GET", path: "/api/main-search/data?q=general%20assembly&lng=en", as: "admin", status: 200,
				want: map[string]any{"searchArr.3.data.0.kind": "article", "searchArr.3.data.0.section": "General assembly"}},
			{name: "search: one letter finds no article", method: "GET", path: "/api/main-search/data?q=a", as: "admin", status: 200,
				want: map[string]any{"searchArr.3.groupTitle": "Articles"}, absent: []string{"searchArr.3.data.0"}},
			{name: "search: the client shops", method: "GET", path: "/api/main-search/data?q=wish", as: "client", status: 200,
				want: map[string]any{"searchArr.0.data.0.target": "ecommerce-wishlist"}, absent: []string{"searchArr.0.data.1"}},
			{name: "autocomplete: starts-with ranks first", method: "GET", path: "/api/autocomplete/data?q=ca", as: "admin", status: 200,
				want: map[string]any{"autoComplete.0.title": "Calendar", "autoComplete.0.rank": 1, "autoComplete.1.title": "Camille Lefèvre"}},
			{name: "notifications: mark an unknown one", method: "POST", path: "/api/notifications/read", as: "admin", body: map[string]int{"id": 9999}, status: 404},
			{name: "notifications: another user's", method: "POST", path: "/api/notifications/read", as: "client", body: map[string]int{"id": 1}, status: 404},
			{name: "notifications: a negative id", method: "POST", path: "/api/notifications/read", as: "admin", body: map[string]int{"id": -1}, status: 400},
		})
	})
}

func TestBookmarkTogglePersistsAcrossSessions(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		access, _ := e.token("admin@demo.com", "admin")
		bearer := map[string]string{"Authorization": "Bearer " + access}
		for _, c := range []struct {
			id   int
			want bool
		}{{30, false}, {81, true}} {
			r := e.do(nil, "POST", "/api/bookmarks/update", map[string]int{"id": c.id}, bearer)
			if r.status != 200 {
				t.Fatalf("toggle %d: %d %s", c.id, r.status, r.body)
			}
		}
		b, _ := e.signIn("admin@demo.com", "admin", false) // a new browser session
		m := e.do(b, "GET", "/api/bookmarks/data", nil, map[string]string{"Accept": "application/json"}).json(t)
		var targets []string
		for _, bm := range m["bookmarks"].([]any) {
			targets = append(targets, bm.(map[string]any)["target"].(string))
		}
		if got := strings.Join(targets, ","); got != "apps-chat,apps-todo,apps-calendar,data-table" {
			t.Fatalf("bookmarks after toggling e-mail off and the data table on: %s", got)
		}
	})
}

func TestShellSharedProps(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		e.db.Exec(`UPDATE emails SET is_read = TRUE WHERE owner_id = 1`) // the demo mailbox's own unread mail aside
		e.db.Exec(`INSERT INTO emails (owner_id, folder, from_name, from_email, subject, message, is_read, created_at)
			VALUES (1, 'inbox', 'Léa', 'lea@example.org', 'Bonjour', '<p>hi</p>', FALSE, CURRENT_TIMESTAMP),
			       (1, 'inbox', 'Léa', 'lea@example.org', 'Lu', '<p>hi</p>', TRUE, CURRENT_TIMESTAMP),
			       (1, 'spam', 'X', 'x@example.org', 'Spam', '<p>hi</p>', FALSE, CURRENT_TIMESTAMP)`)
		admin, _ := e.signIn("admin@demo.com", "admin", false)
		p := page(t, e.do(admin, "GET", "/", nil, e.inertia()))
		menuJSON := fmt.Sprint(at(p, "props.menu"))
		for _, want := range []string{"menu.headers.coop", "coop-parts", "apps-email", "invoice-preview", "auth-login-v2", "access-control"} {
			if !strings.Contains(menuJSON, want) {
				t.Errorf("the admin menu lacks %s", want)
			}
		}
		var email map[string]any
		for _, entry := range at(p, "props.menu").([]any) {
			if m := entry.(map[string]any); m["id"] == "apps-email" {
				email = m
			}
		}
		if at(email, "badge.count") != float64(1) {
			t.Errorf("the unread-mail badge counts unread inbox mail only: %v", email)
		}
		if n := len(at(p, "props.userMenu").([]any)); n != 7 {
			t.Errorf("admin user menu: %d entries", n)
		}
		if at(p, "props.notifications.unread") != float64(1) || at(p, "props.notifications.items.0.title.key") != "notifications.welcome.title" {
			t.Errorf("notifications: %v", at(p, "props.notifications"))
		}
		if at(p, "props.cart.count") != float64(0) {
			t.Errorf("cart: %v", at(p, "props.cart"))
		}
		id := at(p, "props.notifications.items.0.id")
		h := e.inertia()
		h["Accept"] = "application/json"
		delete(h, "X-Inertia")
		if r := e.do(admin, "POST", "/api/notifications/read", map[string]any{"id": id}, h); r.status != 204 {
			t.Fatalf("mark read: %d %s", r.status, r.body)
		}
		p = page(t, e.do(admin, "GET", "/", nil, e.inertia()))
		if at(p, "props.notifications.unread") != float64(0) || at(p, "props.notifications.items.0.read") != true {
			t.Errorf("after mark read: %v", at(p, "props.notifications"))
		}

		client, _ := e.signIn("client@demo.com", "client", false)
		p = page(t, e.do(client, "GET", "/access-control", nil, e.inertia()))
		entries := at(p, "props.menu").([]any)
		// The client shops and reads what the cooperative writes (FAQ, knowledge
		// base, plans, blog); their own account is theirs to look after: the user
		// menu offers its settings, the plans and the FAQ.
		userMenu := at(p, "props.userMenu").([]any)
		if len(entries) != 10 || at(entries[1], "id") != "apps-ecommerce" || at(entries[3], "id") != "pages-account-settings" ||
			at(entries[7], "id") != "pages-blog" || at(entries[9], "id") != "access-control" ||
			len(userMenu) != 3 || at(userMenu[0], "id") != "pages-account-settings" || at(userMenu[2], "id") != "pages-faq" || at(p, "props.cart.count") != float64(0) {
			t.Errorf("client menu %v, user menu %v", entries, at(p, "props.userMenu"))
		}
		if p := page(t, e.do(nil, "GET", "/login", nil, e.inertia())); at(p, "props.menu") != nil || at(p, "props.notifications") != nil {
			t.Errorf("signed out pages carry no shell: %v", p["props"])
		}
	})
}

func TestComingSoonAndMiscPages(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.signIn("admin@demo.com", "admin", false)
		client, _ := e.signIn("client@demo.com", "client", false)
		for _, c := range []struct {
			who           string
			path          string
			status        int
			component     string
			title, detail string
		}{
			// What the cooperative writes is built, and every signed-in role reads it.
			{"client", "/pages/faq", 200, "Content/Faq", "", ""},
			{"client", "/pages/knowledge-base", 200, "Content/KnowledgeBase/Index", "", ""},
			{"client", "/pages/pricing", 200, "Content/Pricing", "", ""},
			{"client", "/pages/blog/detail/7", 200, "Content/Blog/Detail", "", ""},
			{"admin", "/dashboard/ecommerce", 200, "Dashboard/Ecommerce", "", ""},
			{"client", "/apps/chat", 403, "Misc/NotAuthorized", "", ""},
			{"client", "/apps/email", 403, "Misc/NotAuthorized", "", ""},
			{"", "/misc/maintenance", 503, "Misc/Maintenance", "", ""}, // with props.status 503, checked below
			{"", "/misc/error", 404, "Misc/Error", "", ""},
			{"", "/misc/coming-soon", 200, "Misc/ComingSoon", "", ""},
			{"client", "/misc/not-authorized", 403, "Misc/NotAuthorized", "", ""},
			{"admin", "/pages/authentication/login-v2", 200, "Auth/Login", "", "v2"},
			{"admin", "/pages/authentication/reset-password-v1", 200, "Auth/ResetPassword", "", "v1"},
			{"", "/pages/authentication/register-v2", 200, "Auth/Register", "", "v2"},
		} {
			b := map[string]any{"admin": admin, "client": client}[c.who]
			var r reply
			if b == nil {
				r = e.do(nil, "GET", c.path, nil, e.inertia())
			} else {
				r = e.do(admin, "GET", c.path, nil, e.inertia())
				if c.who == "client" {
					r = e.do(client, "GET", c.path, nil, e.inertia())
				}
			}
			if r.status != c.status {
				t.Errorf("%s %s: %d, want %d", c.who, c.path, r.status, c.status)
				continue
			}
			p := page(t, r)
			if c.path == "/misc/maintenance" && at(p, "props.status") != float64(503) {
				t.Errorf("maintenance page status prop: %v", p["props"])
			}
			if p["component"] != c.component || (c.title != "" && at(p, "props.title") != c.title) || (c.detail != "" && at(p, "props.variant") != c.detail) {
				t.Errorf("%s %s: %v %v", c.who, c.path, p["component"], p["props"])
			}
		}
		// Every page of the menu opens for the admin (the miscellaneous pages
		// above aside, each with its own status); one a later release builds
		// says so, under its own title and, in a group, its group's.
		for _, it := range menu.Leaves() {
			if strings.HasPrefix(it.Path, "/misc/") {
				continue
			}
			r := e.do(admin, "GET", it.Path, nil, e.inertia())
			if r.status != 200 {
				t.Errorf("admin %s: %d", it.Path, r.status)
				continue
			}
			p := page(t, r)
			if p["component"] != "Misc/ComingSoon" {
				continue
			}
			section := ""
			if parent := menu.Parent(it); parent != nil {
				section = parent.Title
			}
			if at(p, "props.title") != it.Title || at(p, "props.path") != it.Path || (section != "" && at(p, "props.section") != section) {
				t.Errorf("coming soon %s: %v", it.Path, p["props"])
			}
		}
	})
}
