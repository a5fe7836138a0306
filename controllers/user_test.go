package controllers_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
)

// The demo's 50 users: the 2 sign-ins (1, 2), 10 staff admins (3–12), 38 members (13–50);
// 34 active, 8 inactive, 8 pending; 6 active authors.
func TestUserCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		add := func(u map[string]any) map[string]any {
			base := map[string]any{"fullName": "Margot Lefort", "username": "margot.lefort", "email": "margot@exemple.coop", "company": "Atelier Lefort",
				"country": "France", "contact": "+33 6 11 22 33 44", "role": "editor", "currentPlan": "team"}
			for k, v := range u {
				base[k] = v
			}
			return map[string]any{"user": base}
		}
		e.run(t, []jsonCase{
			{name: "page 1, newest first", method: "GET", path: "/api/users/list/data", as: "admin", status: 200,
				want: map[string]any{"total": 50, "users.0.id": 50, "users.0.fullName": "<set>", "users.0.currentPlan": "<set>", "users.9.id": 41}, absent: []string{"users.10"}},
			{name: "a role", method: "GET", path: "/api/users/list/data?role=admin&perPage=50", as: "admin", status: 200,
				want: map[string]any{"total": 11, "users.10.role": "admin"}, absent: []string{"users.11"}},
			{name: "role and status, page 2 of 5 a page", method: "GET", path: "/api/users/list/data?role=author&status=active&perPage=10&page=1", as: "admin", status: 200,
				want: map[string]any{"total": 6, "users.5.role": "author", "users.5.status": "active"}, absent: []string{"users.6"}},
			{name: "status counts", method: "GET", path: "/api/users/list/data?status=inactive", as: "admin", status: 200, want: map[string]any{"total": 8}},
			{name: "a plan", method: "GET", path: "/api/users/list/data?currentPlan=team", as: "admin", status: 200, want: map[string]any{"total": 19}},
			{name: "search a name, any case", method: "GET", path: "/api/users/list/data?q=BARB", as: "admin", status: 200,
				want: map[string]any{"total": 1, "users.0.fullName": "Baptiste Barbier"}},
			{name: "search a username", method: "GET", path: "/api/users/list/data?q=baptiste.b", as: "admin", status: 200, want: map[string]any{"total": 1}},
			{name: "a short search", method: "GET", path: "/api/users/list/data?q=ag&role=author", as: "admin", status: 200, want: map[string]any{"users.0.role": "author"}},
			{name: "search and filters together", method: "GET", path: "/api/users/list/data?q=barbier&role=admin", as: "admin", status: 200,
				want: map[string]any{"total": 0}, absent: []string{"users.0"}},
			{name: "sort by name", method: "GET", path: "/api/users/list/data?sortBy=fullName", as: "admin", status: 200,
				want: map[string]any{"users.0.fullName": "Agathe Aubert"}},
			{name: "page past the end", method: "GET", path: "/api/users/list/data?page=9", as: "admin", status: 200, want: map[string]any{"total": 50}, absent: []string{"users.0"}},
			{name: "an unknown role", method: "GET", path: "/api/users/list/data?role=owner", as: "admin", status: 400, want: map[string]any{"error.fields.role": "<set>"}},
			{name: "an unknown sort", method: "GET", path: "/api/users/list/data?sortBy=password", as: "admin", status: 400, want: map[string]any{"error.fields.sortBy": "<set>"}},
			{name: "a page size not offered", method: "GET", path: "/api/users/list/data?perPage=1000", as: "admin", status: 400, want: map[string]any{"error.fields.perPage": "<set>"}},
			{name: "a page that is not a number", method: "GET", path: "/api/users/list/data?page=x", as: "admin", status: 400, want: map[string]any{"error.fields.page": "<set>"}},
			{name: "all data", method: "GET", path: "/api/users/list/all-data", as: "admin", status: 200, want: map[string]any{"0.id": 50, "49.id": 1}, absent: []string{"50"}},
			{name: "one user", method: "GET", path: "/api/users/user?id=2", as: "admin", status: 200,
				want: map[string]any{"id": 2, "email": "client@demo.com", "role": "client", "company": "Les Jardins de Belleville"}},
			{name: "an unknown user", method: "GET", path: "/api/users/user?id=9999", as: "admin", status: 404},
			{name: "add", method: "POST", path: "/apps/users/add-user", as: "admin", status: 201, body: add(nil),
				want: map[string]any{"user.id": 51, "user.fullName": "Margot Lefort", "user.status": "active", "user.role": "editor", "user.currentPlan": "team"}},
			{name: "the new user is first", method: "GET", path: "/api/users/list/data", as: "admin", status: 200, want: map[string]any{"total": 51, "users.0.fullName": "Margot Lefort"}},
			{name: "a taken e-mail and username", method: "POST", path: "/apps/users/add-user", as: "admin", status: 400,
				body: add(map[string]any{"email": "ADMIN@demo.com", "username": "Camille"}),
				want: map[string]any{"error.fields.email": "This email is already in use.", "error.fields.username": "This username is already in use."}},
			{name: "bad fields", method: "POST", path: "/apps/users/add-user", as: "admin", status: 400,
				body: add(map[string]any{"fullName": " ", "email": "nobody", "role": "owner", "currentPlan": "gold", "contact": "call me"}),
				want: map[string]any{"error.fields.fullName": "<set>", "error.fields.email": "<set>", "error.fields.role": "<set>", "error.fields.currentPlan": "<set>", "error.fields.contact": "<set>"}},
			{name: "no user", method: "POST", path: "/apps/users/add-user", as: "admin", status: 400, body: map[string]any{"fullName": "x"}},
			{name: "refused adds added nothing", method: "GET", path: "/api/users/list/data", as: "admin", status: 200, want: map[string]any{"total": 51}},
			{name: "delete an unknown id", method: "DELETE", path: "/apps/users/delete?id=9999", as: "admin", status: 404},
			{name: "delete oneself", method: "DELETE", path: "/apps/users/delete?id=1", as: "admin", status: 403},
			{name: "delete", method: "DELETE", path: "/apps/users/delete?id=51", as: "admin", status: 200, want: map[string]any{"user.fullName": "Margot Lefort"}},
			{name: "deleted, and nothing else", method: "GET", path: "/api/users/list/data", as: "admin", status: 200, want: map[string]any{"total": 50, "users.0.id": 50}},
			{name: "client: list", method: "GET", path: "/api/users/list/data", as: "client", status: 403},
			{name: "client: one user", method: "GET", path: "/api/users/user?id=1", as: "client", status: 403},
			{name: "client: add", method: "POST", path: "/apps/users/add-user", as: "client", status: 403, body: add(nil)},
			{name: "client: delete", method: "DELETE", path: "/apps/users/delete?id=13", as: "client", status: 403},
			{name: "client: account", method: "POST", path: "/apps/users/13/account", as: "client", status: 403, body: map[string]any{"fullName": "x"}},
			{name: "signed out", method: "GET", path: "/api/users/list/data", status: 401},
		})
	})
}

// The last admin cannot be deleted or demoted; the account tab, information,
// social links, status and avatar are stored and show in the activity.
func TestUserChanges(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		h := bearerH(admin)
		// Make the demo admin the only admin: the staff become editors.
		for id := 3; id <= 12; id++ {
			u := e.do(nil, "GET", fmt.Sprintf("/api/users/user?id=%d", id), nil, h).json(t)
			u["role"] = "editor"
			if r := e.do(nil, "POST", fmt.Sprintf("/apps/users/%d/account", id), u, h); r.status != 200 {
				t.Fatalf("demote %d: %d %s", id, r.status, r.body)
			}
		}
		e.newcomer(t, "ophelie") // registrations are admins: one more admin
		me := e.do(nil, "GET", "/api/users/user?id=1", nil, h).json(t)
		var newcomerID float64
		list := e.do(nil, "GET", "/api/users/list/data?role=admin", nil, h).json(t)
		for _, u := range at(list, "users").([]any) {
			if at(u, "id") != float64(1) {
				newcomerID = at(u, "id").(float64)
			}
		}
		if r := e.do(nil, "DELETE", fmt.Sprintf("/apps/users/delete?id=%v", newcomerID), nil, h); r.status != 200 {
			t.Fatalf("delete the other admin: %d", r.status)
		}
		// Now the demo admin is the last one: another admin cannot remove them, nor can they step down.
		me["role"] = "editor"
		if r := e.do(nil, "POST", "/apps/users/1/account", me, h); r.status != 400 || at(r.json(t), "error.fields.role") == nil {
			t.Fatalf("the last admin steps down: %d %s", r.status, r.body)
		}

		// The account tab, with its checks.
		acc := e.do(nil, "GET", "/api/users/user?id=13", nil, h).json(t)
		acc["company"], acc["currentPlan"], acc["status"] = "Nouvelle Coop", "enterprise", "pending"
		if m := e.do(nil, "POST", "/apps/users/13/account", acc, h).json(t); at(m, "user.company") != "Nouvelle Coop" || at(m, "user.currentPlan") != "enterprise" {
			t.Fatalf("account: %v", m)
		}
		acc["email"] = "client@demo.com"
		if r := e.do(nil, "POST", "/apps/users/13/account", acc, h); r.status != 400 || at(r.json(t), "error.fields.email") == nil {
			t.Fatalf("a taken e-mail: %d %s", r.status, r.body)
		}
		info := map[string]any{"birthDate": "1988-02-29", "phone": "+33 1 23 45 67 89", "website": "https://exemple.coop", "languages": []string{"en", "fr", "fr"},
			"gender": "female", "contactOptions": []string{"phone", "email"}, "addressLine": "3 rue des Lilas", "city": "Lyon", "state": "Rhône", "postcode": "69003", "country": "France"}
		if m := e.do(nil, "POST", "/apps/users/13/information", info, h).json(t); at(m, "details.languages.0") != "fr" || at(m, "details.languages.1") != "en" ||
			at(m, "details.contactOptions.0") != "email" || at(m, "details.city") != "Lyon" {
			t.Fatalf("information: %v", m)
		}
		bad := map[string]any{"birthDate": "2999-01-01", "website": "ftp://x", "languages": []string{"xx"}, "gender": "robot"}
		if r := e.do(nil, "POST", "/apps/users/13/information", bad, h); r.status != 400 {
			t.Fatalf("bad information: %d", r.status)
		} else if f := at(r.json(t), "error.fields").(map[string]any); len(f) != 4 {
			t.Fatalf("bad information fields: %v", f)
		}
		if m := e.do(nil, "POST", "/apps/users/13/social", map[string]any{"twitter": "https://x.com/coop", "github": ""}, h).json(t); at(m, "social.twitter") != "https://x.com/coop" {
			t.Fatalf("social: %v", m)
		}
		if r := e.do(nil, "POST", "/apps/users/13/social", map[string]any{"facebook": "http://facebook.com/x", "myspace": "https://x"}, h); r.status != 400 {
			t.Fatalf("bad social: %d", r.status)
		}
		// Suspending ends the user's access; activating gives it back.
		if m := e.do(nil, "POST", "/apps/users/13/status", map[string]any{"status": "inactive"}, h).json(t); at(m, "user.status") != "inactive" {
			t.Fatalf("suspend: %v", m)
		}
		if r := e.do(nil, "POST", "/apps/users/1/status", map[string]any{"status": "inactive"}, h); r.status != 403 {
			t.Fatalf("suspending oneself: %d", r.status)
		}
		// The avatar: an image is kept and served; anything else is refused.
		if r := e.uploadAvatar(t, admin, 13, "a.png", pngBytes()); r.status != 200 {
			t.Fatalf("avatar: %d %s", r.status, r.body)
		} else if url := at(r.json(t), "user.avatar").(string); !strings.HasPrefix(url, "/media/avatars/") {
			t.Fatalf("avatar url %q", url)
		} else if img := e.do(nil, "GET", url, nil, h); img.status != 200 || img.header.Get("Content-Type") != "image/png" {
			t.Fatalf("avatar served: %d %s", img.status, img.header.Get("Content-Type"))
		}
		if r := e.uploadAvatar(t, admin, 13, "a.png", []byte("<svg onload=alert(1)>")); r.status != 400 || at(r.json(t), "error.fields.avatar") == nil {
			t.Fatalf("a script for an avatar: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", "/media/avatars/..%2F..%2Fapp.key", nil, h); r.status == 200 {
			t.Fatalf("avatar path: %d", r.status)
		}

		// Everything shows in the view's activity, newest first.
		browser, _ := e.signIn("admin@demo.com", "admin", false)
		p := page(t, e.do(browser, "GET", "/apps/user/view/13", nil, e.inertia()))
		kinds := []string{}
		for _, a := range at(p, "props.activity").([]any) {
			kinds = append(kinds, at(a, "kind").(string))
		}
		if got := strings.Join(kinds, ","); !strings.HasPrefix(got, "avatar,status,social,information,updated,status,plan") || !strings.HasSuffix(got, "created") {
			t.Fatalf("activity: %s", got)
		}
		if at(p, "props.details.city") != "Lyon" || at(p, "props.social.twitter") != "https://x.com/coop" || at(p, "props.plan.name") != "enterprise" ||
			at(p, "props.permissions.0.subject") != "ACL" || at(p, "props.activity.0.actor.fullName") != "Camille Lefèvre" {
			t.Fatalf("view: %v", p["props"])
		}
		if r := e.do(browser, "GET", "/apps/user/edit/13?tab=social", nil, e.inertia()); at(page(t, r), "props.tab") != "social" {
			t.Fatal("edit tab")
		}
		if r := e.do(browser, "GET", "/apps/user/view/9999", nil, e.inertia()); r.status != 404 {
			t.Fatalf("view of an unknown user: %d", r.status)
		}
	})
}

// A suspended user cannot sign in, and their open session stops working.
func TestSuspendedUsersAreOut(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		id, _ := e.newcomer(t, "suzanne")
		browser, _ := e.signIn("suzanne@example.org", "long-enough", false)
		if r := e.do(browser, "GET", "/", nil, e.inertia()); r.status != 200 {
			t.Fatalf("signed in: %d", r.status)
		}
		e.do(nil, "POST", fmt.Sprintf("/apps/users/%d/status", id), map[string]any{"status": "inactive"}, bearerH(admin))
		if r := e.do(browser, "GET", "/", nil, e.inertia()); r.status != 409 && r.status != 302 && r.status != 303 {
			t.Fatalf("a suspended session still opens the dashboard: %d", r.status)
		}
		r := e.do(nil, "POST", "/jwt/login", map[string]string{"email": "suzanne@example.org", "password": "long-enough"}, nil)
		if r.status != 400 || !strings.Contains(string(r.body), "suspended") {
			t.Fatalf("a suspended sign-in: %d %s", r.status, r.body)
		}
		e.do(nil, "POST", fmt.Sprintf("/apps/users/%d/status", id), map[string]any{"status": "active"}, bearerH(admin))
		if r := e.do(nil, "POST", "/jwt/login", map[string]string{"email": "suzanne@example.org", "password": "long-enough"}, nil); r.status != 200 {
			t.Fatalf("after activation: %d", r.status)
		}
	})
}

// The export is the filtered list, every page, as CSV a spreadsheet opens safely.
func TestUserExport(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		e.do(nil, "POST", "/apps/users/add-user", map[string]any{"user": map[string]any{"fullName": "=HYPERLINK(\"x\")", "username": "formula", "email": "f@exemple.coop", "role": "author"}}, bearerH(admin))
		r := e.do(nil, "GET", "/apps/users/export.csv?role=author", nil, bearerH(admin))
		if r.status != 200 || !strings.HasPrefix(r.header.Get("Content-Type"), "text/csv") {
			t.Fatalf("export: %d %s", r.status, r.header.Get("Content-Type"))
		}
		// UTF-8 with a byte order mark and CRLF line ends, so a spreadsheet reads accents right.
		if !bytes.HasPrefix(r.body, []byte("\ufeffid,fullName,")) || !bytes.Contains(r.body, []byte("\r\n")) {
			t.Fatalf("export: %q", r.body[:min(len(r.body), 80)])
		}
		rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(r.body, []byte("\ufeff")))).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 1+11 || rows[0][0] != "id" || rows[1][1] != `'=HYPERLINK("x")` {
			t.Fatalf("csv: %d rows, %v", len(rows), rows[:2])
		}
		for _, row := range rows[1:] {
			if row[4] != "author" {
				t.Fatalf("a row outside the filter: %v", row)
			}
		}
		// Read in French, the cells are separated by `;`, as French spreadsheets expect.
		fr := e.do(nil, "GET", "/apps/users/export.csv?role=author", nil, map[string]string{"Authorization": "Bearer " + admin, "Accept-Language": "fr-FR,fr;q=0.9"})
		if !bytes.HasPrefix(fr.body, []byte("\ufeffid;fullName;username;")) {
			t.Fatalf("export in French: %q", fr.body[:min(len(fr.body), 80)])
		}
	})
}

func (e *env) uploadAvatar(t *testing.T, token string, id int, name string, content []byte) reply {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, _ := w.CreateFormFile("avatar", name)
	part.Write(content)
	w.Close()
	req, _ := http.NewRequest("POST", fmt.Sprintf("%s/apps/users/%d/avatar", e.srv.URL, id), &body)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return reply{status: res.StatusCode, header: res.Header, body: raw}
}

func pngBytes() []byte {
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	img.Set(1, 1, color.RGBA{R: 115, G: 103, B: 240, A: 255})
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

// Searches are kept between requests, but never past a change to the users.
func TestUserSearchSeesChanges(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		h := bearerH(admin)
		total := func(q string) any { return at(e.do(nil, "GET", "/api/users/list/data?q="+q, nil, h).json(t), "total") }
		if n := total("lefort"); n != float64(0) {
			t.Fatalf("before: %v", n)
		}
		r := e.do(nil, "POST", "/apps/users/add-user", map[string]any{"user": map[string]any{"fullName": "Margot Lefort", "username": "mlefort", "email": "ml@exemple.coop", "role": "author"}}, h)
		id := at(r.json(t), "user.id")
		if n := total("lefort"); n != float64(1) {
			t.Fatalf("after adding: %v", n)
		}
		u := e.do(nil, "GET", fmt.Sprintf("/api/users/user?id=%v", id), nil, h).json(t)
		u["fullName"], u["username"] = "Margot Duval", "mduval"
		e.do(nil, "POST", fmt.Sprintf("/apps/users/%v/account", id), u, h)
		if n, m := total("lefort"), total("duval"); n != float64(0) || m != float64(1) {
			t.Fatalf("after renaming: %v %v", n, m)
		}
		e.do(nil, "DELETE", fmt.Sprintf("/apps/users/delete?id=%v", id), nil, h)
		if n := total("duval"); n != float64(0) {
			t.Fatalf("after deleting: %v", n)
		}
	})
}

// A user's page lists the invoices addressed to their e-mail: the demo client has some.
func TestUserViewInvoices(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		browser, _ := e.signIn("admin@demo.com", "admin", false)
		p := page(t, e.do(browser, "GET", "/apps/user/view/2", nil, e.inertia()))
		if at(p, "props.invoices.0.id") == nil || at(p, "props.invoices.0.client.companyEmail") != "client@demo.com" {
			t.Fatalf("the client's invoices: %v", at(p, "props.invoices"))
		}
		if p := page(t, e.do(browser, "GET", "/apps/user/view/13", nil, e.inertia())); at(p, "props.invoices.0") != nil {
			t.Fatalf("a member without invoices: %v", at(p, "props.invoices"))
		}
	})
}
