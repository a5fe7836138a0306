package controllers_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"partage/app/auth"
	"partage/app/menu"
	"partage/controllers"
)

// routeVar is a {name} or {name:pattern} of a route template.
var routeVar = regexp.MustCompile(`\{([^{}:]+)(?::((?:[^{}]|\{[^{}]*\})+))?\}`)

// sample fills a route template's variables: the first choice of an
// alternation ({folder:inbox|sent}), 1 for a number, x otherwise.
func sample(template string) string {
	return routeVar.ReplaceAllStringFunc(template, func(v string) string {
		m := routeVar.FindStringSubmatch(v)
		switch pattern := m[2]; {
		case strings.Contains(pattern, "|"):
			return strings.Trim(strings.SplitN(pattern, "|", 2)[0], "()")
		case strings.Contains(pattern, "0-9"):
			return "1"
		case m[1] == "lng":
			return "fr"
		}
		return "x"
	})
}

// notAuthorizedPage are the pages that show "not authorized", with its status.
var notAuthorizedPage = map[string]bool{"/not-authorized": true, "/misc/not-authorized": true}

// writes reports whether a method changes things.
func writes(method string) bool { return method != http.MethodGet && method != http.MethodHead }

// Every route demands an ability for writing when it writes: a route that
// changes things and is not public needs manage (or update, a member's own page).
func TestWritesNeedManage(t *testing.T) {
	routes, err := controllers.RouteAccess()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range routes {
		if writes(r.Method) && r.Subject != "Auth" && r.Action != "manage" && r.Action != "update" && r.Action != "create" && r.Action != "delete" {
			t.Errorf("%s %s writes with %q %s", r.Method, r.Path, r.Action, r.Subject)
		}
	}
}

// The role matrix, computed from the route table itself: for each role, every
// route it may not use answers 403 (and changes nothing: it never runs), every
// GET it may use answers without 401/403 or a server error, and every page of
// its menu answers 200.
func TestRoleRouteMatrix(t *testing.T) {
	routes, err := controllers.RouteAccess()
	if err != nil || len(routes) < 100 {
		t.Fatalf("%d routes: %v", len(routes), err)
	}
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		tokens := map[string]string{auth.RoleAdmin: admin}
		for _, role := range []string{auth.RoleManager, auth.RoleAccountant, auth.RoleViewer} {
			m := e.invite(t, admin, "Matrix"+role, role)
			tokens[role], _ = e.token(m.email, staffPassword)
		}
		tokens[auth.RoleClient], _ = e.token("client@demo.com", "client")
		// A member's account, made through the users app (the membership itself is another part's).
		r := e.do(nil, "POST", "/apps/users/add-user", map[string]any{"user": map[string]any{"fullName": "Mia Member", "username": "mia.member",
			"email": "mia.member@example.org", "role": auth.RoleMember, "currentPlan": "basic"}}, bearerH(admin))
		if r.status != 201 {
			t.Fatalf("add a member: %d %s", r.status, r.body)
		}
		in := map[string]string{"token": tokenOf(t, at(r.value(t), "link.url").(string)), "email": "mia.member@example.org", "password": staffPassword, "password_confirmation": staffPassword}
		if a := e.do(nil, "POST", "/accept-invitation", in, map[string]string{"Accept": "application/json"}); a.status != 200 {
			t.Fatalf("accept: %d %s", a.status, a.body)
		}
		tokens[auth.RoleMember], _ = e.token("mia.member@example.org", staffPassword)

		for role, token := range tokens {
			rules := auth.RulesFor(role)
			h := map[string]string{"Authorization": "Bearer " + token, "Accept": "application/json"}
			for _, rt := range routes {
				if rt.Method == http.MethodHead || rt.Path == "/events" || rt.Path == "/jwt/logout" || rt.Path == "/logout" {
					continue // a stream; signing out would end the token the table goes on with
				}
				allowed := auth.Can(rules, rt.Action, rt.Subject)
				if !allowed {
					if got := e.do(nil, rt.Method, sample(rt.Path), nil, h); got.status != 403 {
						t.Errorf("%s %s %s: %d, want 403 (needs %s %s)", role, rt.Method, rt.Path, got.status, rt.Action, rt.Subject)
					}
					continue
				}
				if writes(rt.Method) {
					continue // allowed writes are each part's own tests
				}
				got := e.do(nil, rt.Method, sample(rt.Path), nil, h)
				if notAuthorizedPage[rt.Path] {
					continue // says 403 to everyone, by design
				}
				if role == auth.RoleMember && rt.Path == "/pages/profile/{id:[0-9]+}" {
					if got.status != 403 {
						t.Errorf("member GET %s: %d, want 403: a member sees only their own profile", sample(rt.Path), got.status)
					}
					continue
				}
				if got.status == 401 || got.status == 403 || (got.status >= 500 && rt.Path != "/misc/maintenance") {
					t.Errorf("%s GET %s: %d, want it served: %.200s", role, rt.Path, got.status, got.body)
				}
			}
			for _, it := range menu.Pages(rules) {
				want := 200
				switch {
				case notAuthorizedPage[it.Path]:
					want = 403
				case it.Path == "/misc/maintenance":
					want = 503
				case it.Path == "/misc/error":
					want = 404
				}
				if got := e.do(nil, "GET", it.Path, nil, h); got.status != want {
					t.Errorf("%s: menu page %s: %d, want %d", role, it.Path, got.status, want)
				}
			}
		}
	})
}
