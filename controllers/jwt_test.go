package controllers_test

import (
	"fmt"
	"strings"
	"testing"

	"partage/app/config"
	"partage/app/db"
)

// jsonCase is one scenario through the real router: a request and what its answer must hold.
type jsonCase struct {
	name    string
	method  string
	path    string
	body    any
	as      string // "", "admin" or "client": sent as a Bearer token
	headers map[string]string
	status  int
	want    map[string]any // dotted path → value; "<set>" means present and not empty
	absent  []string       // dotted paths that must not be there
}

func (e *env) run(t *testing.T, cases []jsonCase) {
	t.Helper()
	tokens := map[string]string{}
	tokens["admin"], _ = e.token("admin@demo.com", "admin")
	tokens["client"], _ = e.token("client@demo.com", "client")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := map[string]string{}
			for k, v := range c.headers {
				h[k] = v
			}
			if c.as != "" {
				h["Authorization"] = "Bearer " + tokens[c.as]
			}
			r := e.do(nil, c.method, c.path, c.body, h)
			if r.status != c.status {
				t.Fatalf("%s %s: status %d, want %d\n%s", c.method, c.path, r.status, c.status, r.body)
			}
			if len(c.want) == 0 && len(c.absent) == 0 {
				return
			}
			m := r.value(t)
			for path, want := range c.want {
				got := at(m, path)
				if want == "<set>" {
					if got == nil || got == "" {
						t.Errorf("%s: missing in %s", path, r.body)
					}
				} else if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%s = %v, want %v\n%s", path, got, want, r.body)
				}
			}
			for _, path := range c.absent {
				if got := at(m, path); got != nil {
					t.Errorf("%s should be absent, got %v", path, got)
				}
			}
		})
	}
}

func TestJWTLogin(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		e.run(t, []jsonCase{
			{name: "admin", method: "POST", path: "/jwt/login", body: map[string]string{"email": "admin@demo.com", "password": "admin"}, status: 200,
				want: map[string]any{"userData.id": 1, "userData.role": "admin", "userData.email": "admin@demo.com", "userData.fullName": "<set>",
					"userData.username": "camille", "userData.ability.0.action": "manage", "userData.ability.0.subject": "all",
					"userData.extras.eCommerceCartItemsCount": 0, "accessToken": "<set>", "refreshToken": "<set>"},
				absent: []string{"userData.password", "userData.passwordHash"}},
			{name: "client", method: "POST", path: "/jwt/login", body: map[string]string{"email": "client@demo.com", "password": "client"}, status: 200,
				want: map[string]any{"userData.role": "client", "userData.ability.0.action": "read", "userData.ability.0.subject": "ACL",
					"userData.ability.1.action": "read", "userData.ability.1.subject": "Auth", "userData.avatar": ""}},
			{name: "e-mail case does not matter", method: "POST", path: "/jwt/login", body: map[string]string{"email": "Admin@Demo.com", "password": "admin"}, status: 200},
			{name: "wrong password", method: "POST", path: "/jwt/login", body: map[string]string{"email": "admin@demo.com", "password": "nope"}, status: 400,
				want: map[string]any{"error.email": "Email or Password is Invalid"}, absent: []string{"accessToken"}},
			{name: "unknown e-mail", method: "POST", path: "/jwt/login", body: map[string]string{"email": "nobody@demo.com", "password": "admin"}, status: 400,
				want: map[string]any{"error.email": "Email or Password is Invalid"}},
			{name: "empty body", method: "POST", path: "/jwt/login", body: map[string]string{}, status: 400,
				want: map[string]any{"error.email": "Email or Password is Invalid"}},
			{name: "not JSON", method: "POST", path: "/jwt/login", body: "{email", status: 400,
				want: map[string]any{"error.email": "Something went wrong"}},
			{name: "wrong field type", method: "POST", path: "/jwt/login", body: map[string]any{"email": 5, "password": "admin"}, status: 400},
			{name: "GET is not allowed", method: "GET", path: "/jwt/login", status: 405},
		})
	})
}

func TestJWTRegister(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ok := map[string]string{"email": "nadia@example.org", "password": "s3cret-pass", "username": "nadia"}
		e.run(t, []jsonCase{
			{name: "new account is admin with manage all (spec §6)", method: "POST", path: "/jwt/register", body: ok, status: 200,
				want: map[string]any{"user.email": "nadia@example.org", "user.username": "nadia", "user.role": "admin",
					"user.ability.0.action": "manage", "user.ability.0.subject": "all", "user.id": "<set>", "accessToken": "<set>"},
				absent: []string{"user.password", "error"}},
			{name: "the new account signs in", method: "POST", path: "/jwt/login", body: map[string]string{"email": "nadia@example.org", "password": "s3cret-pass"}, status: 200,
				want: map[string]any{"userData.username": "nadia"}},
			{name: "e-mail in use", method: "POST", path: "/jwt/register", body: map[string]string{"email": "ADMIN@demo.com", "password": "s3cret-pass", "username": "other"}, status: 200,
				want: map[string]any{"error.email": "This email is already in use."}, absent: []string{"error.username", "accessToken"}},
			{name: "username in use", method: "POST", path: "/jwt/register", body: map[string]string{"email": "new@example.org", "password": "s3cret-pass", "username": "Camille"}, status: 200,
				want: map[string]any{"error.username": "This username is already in use."}, absent: []string{"error.email", "accessToken"}},
			{name: "both in use", method: "POST", path: "/jwt/register", body: map[string]string{"email": "client@demo.com", "password": "s3cret-pass", "username": "julien"}, status: 200,
				want: map[string]any{"error.email": "This email is already in use.", "error.username": "This username is already in use."}},
			{name: "bad e-mail", method: "POST", path: "/jwt/register", body: map[string]string{"email": "not-an-email", "password": "s3cret-pass", "username": "someone"}, status: 400,
				want: map[string]any{"error.email": "Please enter a valid email address."}},
			{name: "display-name address refused", method: "POST", path: "/jwt/register", body: map[string]string{"email": "Bob <bob@example.org>", "password": "s3cret-pass", "username": "someone"}, status: 400,
				want: map[string]any{"error.email": "<set>"}},
			{name: "short password", method: "POST", path: "/jwt/register", body: map[string]string{"email": "short@example.org", "password": "1234567", "username": "shorty"}, status: 400,
				want: map[string]any{"error.password": "Password must be at least 8 characters."}},
			{name: "bad username", method: "POST", path: "/jwt/register", body: map[string]string{"email": "u@example.org", "password": "s3cret-pass", "username": "a b"}, status: 400,
				want: map[string]any{"error.username": "<set>"}},
		})
		var n int
		e.db.QueryRow(`SELECT count(*) FROM users`).Scan(&n)
		if n != 51 {
			t.Fatalf("%d users after the scenarios, want the demo's 50 and 1 registration", n)
		}
	})
}

func TestJWTRegisterClosedAndClientRole(t *testing.T) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		closed := startIn(t, d, dataDir, func(c *config.Config) { c.RegistrationOpen = false })
		r := closed.do(nil, "POST", "/jwt/register", map[string]string{"email": "x@example.org", "password": "s3cret-pass", "username": "xx"}, nil)
		if r.status != 403 {
			t.Fatalf("closed registration: %d %s", r.status, r.body)
		}
		clients := start(t, d, func(c *config.Config) { c.RegistrationRole = "client" })
		r = clients.do(nil, "POST", "/jwt/register", map[string]string{"email": "y@example.org", "password": "s3cret-pass", "username": "yyy"}, nil)
		if r.status != 200 || at(r.json(t), "user.role") != "client" || at(r.json(t), "user.ability.0.subject") != "ACL" {
			t.Fatalf("client-role registration: %d %s", r.status, r.body)
		}
	})
}

func TestJWTRefreshRotatesAndLogoutRevokes(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		access, refresh := e.token("admin@demo.com", "admin")
		bad := map[string]any{"error": "Invalid refresh token"}
		r := e.do(nil, "POST", "/jwt/refresh-token", map[string]string{"refreshToken": refresh}, nil)
		if r.status != 200 {
			t.Fatalf("refresh: %d %s", r.status, r.body)
		}
		m := r.json(t)
		next := m["refreshToken"].(string)
		if at(m, "userData.email") != "admin@demo.com" || m["accessToken"] == "" || next == refresh {
			t.Fatalf("refresh answer: %s", r.body)
		}
		e.run(t, []jsonCase{
			{name: "a used refresh token fails", method: "POST", path: "/jwt/refresh-token", body: map[string]string{"refreshToken": refresh}, status: 401, want: bad},
			{name: "reuse revoked the whole family", method: "POST", path: "/jwt/refresh-token", body: map[string]string{"refreshToken": next}, status: 401, want: bad},
			{name: "an access token is no refresh token", method: "POST", path: "/jwt/refresh-token", body: map[string]string{"refreshToken": access}, status: 401, want: bad},
			{name: "garbage", method: "POST", path: "/jwt/refresh-token", body: map[string]string{"refreshToken": "abc.def.ghi"}, status: 401, want: bad},
			{name: "missing", method: "POST", path: "/jwt/refresh-token", body: map[string]string{}, status: 401, want: bad},
			{name: "forged signature", method: "POST", path: "/jwt/refresh-token", body: map[string]string{"refreshToken": next[:len(next)-4] + "AAAA"}, status: 401, want: bad},
		})

		_, refresh = e.token("client@demo.com", "client")
		if r := e.do(nil, "POST", "/jwt/logout", map[string]string{"refreshToken": refresh}, nil); r.status != 204 {
			t.Fatalf("logout: %d %s", r.status, r.body)
		}
		e.run(t, []jsonCase{
			{name: "a revoked token fails", method: "POST", path: "/jwt/refresh-token", body: map[string]string{"refreshToken": refresh}, status: 401, want: bad},
			{name: "logout twice", method: "POST", path: "/jwt/logout", body: map[string]string{"refreshToken": refresh}, status: 401, want: bad},
		})
	})
}

func TestBearerAndAbilities(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		json := map[string]string{"Accept": "application/json"}
		e.run(t, []jsonCase{
			{name: "admin reads the dashboard as JSON", method: "GET", path: "/", as: "admin", status: 200,
				want: map[string]any{"stats.users": 50, "stats.admins": 11, "stats.clients": 1}},
			{name: "client may not", method: "GET", path: "/", as: "client", status: 403, want: map[string]any{"error.code": "forbidden"}},
			{name: "client reads access control", method: "GET", path: "/access-control", as: "client", status: 200},
			{name: "no auth is 401", method: "GET", path: "/", headers: json, status: 401, want: map[string]any{"error.code": "unauthenticated"}},
			{name: "a bad token is 401", method: "GET", path: "/", headers: map[string]string{"Authorization": "Bearer nope"}, status: 401},
			{name: "a refresh token is no access token", method: "GET", path: "/access-control", headers: map[string]string{"Authorization": "Bearer " + func() string { _, r := e.token("client@demo.com", "client"); return r }()}, status: 401},
			{name: "an unknown JSON URL is 404", method: "GET", path: "/api/nothing", headers: json, status: 404, want: map[string]any{"error.code": "not_found"}},
		})
	})
}

func TestTranslations(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		for _, lng := range []string{"en", "de", "fr", "pt"} {
			r := e.do(nil, "GET", "/i18n/"+lng+".json", nil, nil)
			if r.status != 200 || r.header.Get("Cache-Control") != "private, no-store" || len(r.json(t)) == 0 {
				t.Errorf("%s: %d %q", lng, r.status, r.header.Get("Cache-Control"))
			}
		}
		for _, lng := range []string{"es", "EN", "xx", "en.json"} {
			if r := e.do(nil, "GET", "/i18n/"+lng+".json", nil, nil); r.status != 404 {
				t.Errorf("%s: %d, want 404", lng, r.status)
			}
		}
		if !strings.Contains(string(e.do(nil, "GET", "/healthz", nil, nil).body), "ok") {
			t.Error("healthz")
		}
		if r := e.do(nil, "GET", "/readyz", nil, nil); r.status != 200 {
			t.Errorf("readyz: %d", r.status)
		}
	})
}
