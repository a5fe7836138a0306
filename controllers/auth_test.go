package controllers_test

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// redirectCase is one browser request and where it must be sent.
type redirectCase struct {
	name     string
	as       string // "", "admin" or "client": a signed-in browser session
	method   string
	path     string
	status   int
	location string // "" when no redirect is expected
	page     string // the Inertia component expected when status is not a redirect
}

func TestAuthRedirects(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		browsers := map[string]*http.Client{"": nil}
		browsers["admin"], _ = e.signIn("admin@demo.com", "admin", false)
		browsers["client"], _ = e.signIn("client@demo.com", "client", false)
		for _, c := range []redirectCase{
			{name: "signed out, dashboard → login", method: "GET", path: "/", status: 302, location: "/login"},
			{name: "signed out, access control → login", method: "GET", path: "/access-control", status: 302, location: "/login"},
			{name: "signed out sees login", method: "GET", path: "/login", status: 200, page: "Auth/Login"},
			{name: "signed out sees login v2", method: "GET", path: "/login-v2", status: 200, page: "Auth/Login"},
			{name: "signed out sees register", method: "GET", path: "/register", status: 200, page: "Auth/Register"},
			{name: "signed out sees forgot password", method: "GET", path: "/forgot-password-v2", status: 200, page: "Auth/ForgotPassword"},
			{name: "admin on login goes home", as: "admin", method: "GET", path: "/login", status: 302, location: "/"},
			{name: "admin on register goes home", as: "admin", method: "GET", path: "/register", status: 302, location: "/"},
			{name: "admin sees the dashboard", as: "admin", method: "GET", path: "/", status: 200, page: "Dashboard/Home"},
			{name: "admin sees access control", as: "admin", method: "GET", path: "/access-control", status: 200, page: "AccessControl/Index"},
			{name: "client on login goes to its home", as: "client", method: "GET", path: "/login", status: 302, location: "/access-control"},
			{name: "client on / goes to its home", as: "client", method: "GET", path: "/", status: 302, location: "/access-control"},
			{name: "client sees access control", as: "client", method: "GET", path: "/access-control", status: 200, page: "AccessControl/Index"},
			{name: "not-authorized page is a 403", as: "client", method: "GET", path: "/not-authorized", status: 403, page: "Misc/NotAuthorized"},
			{name: "unknown URL is the 404 page", as: "admin", method: "GET", path: "/no/such/page", status: 404, page: "Misc/Error"},
			{name: "unknown URL signed out too", method: "GET", path: "/nothing-here", status: 404, page: "Misc/Error"},
		} {
			t.Run(c.name, func(t *testing.T) {
				for _, inertia := range []bool{false, true} {
					var h map[string]string
					if inertia {
						h = e.inertia()
					}
					r := e.do(browsers[c.as], c.method, c.path, nil, h)
					if r.status != c.status {
						t.Fatalf("inertia=%v: status %d, want %d\n%s", inertia, r.status, c.status, r.body)
					}
					if c.location != "" && r.header.Get("Location") != c.location {
						t.Fatalf("inertia=%v: Location %q, want %q", inertia, r.header.Get("Location"), c.location)
					}
					if c.page != "" {
						if p := page(t, r); p["component"] != c.page {
							t.Fatalf("inertia=%v: component %v, want %s", inertia, p["component"], c.page)
						}
					}
				}
			})
		}
	})
}

func TestLoginLandingAndReturn(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		for _, c := range []struct{ email, password, before, want string }{
			{"admin@demo.com", "admin", "", "/"},
			{"client@demo.com", "client", "", "/access-control"},
			{"admin@demo.com", "admin", "/access-control?tab=2", "/access-control?tab=2"},
		} {
			b := e.browser()
			if c.before != "" {
				e.do(b, "GET", c.before, nil, nil)
			}
			r := e.do(b, "POST", "/login", map[string]any{"email": c.email, "password": c.password}, e.inertia())
			if r.status != 303 || r.header.Get("Location") != c.want {
				t.Fatalf("%s after %q: %d → %q, want 303 → %q", c.email, c.before, r.status, r.header.Get("Location"), c.want)
			}
			p := page(t, e.do(b, "GET", c.want, nil, e.inertia()))
			if p["encryptHistory"] != true {
				t.Fatal("a signed-in page must be encrypted in the browser history")
			}
			if at(p, "props.auth.user.email") != c.email || at(p, "flash.success.key") != "flash.welcome" || at(p, "flash.success.params.name") == nil {
				t.Fatalf("after sign-in: %v", p)
			}
			if p2 := page(t, e.do(b, "GET", c.want, nil, e.inertia())); p2["flash"] != nil {
				t.Fatalf("the flash shows once, got it again: %v", p2["flash"])
			}
		}
	})
}

func TestWrongPasswordComesBackUnderTheField(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		b := e.browser()
		e.do(b, "GET", "/login", nil, nil)
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/login"
		r := e.do(b, "POST", "/login", map[string]any{"email": "admin@demo.com", "password": "wrong"}, h)
		if r.status != 303 || r.header.Get("Location") != "/login" {
			t.Fatalf("%d → %q", r.status, r.header.Get("Location"))
		}
		p := page(t, e.do(b, "GET", "/login", nil, e.inertia()))
		if at(p, "props.errors.email") != "server.invalidLogin" || at(p, "props.auth.user") != nil { // the page words the key
			t.Fatalf("errors: %v", at(p, "props"))
		}
	})
}

func TestRememberMeAndLogout(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		_, r := e.signIn("admin@demo.com", "admin", false)
		if n := len(r.header.Values("Set-Cookie")); n != 1 {
			t.Fatalf("sign-in sets %d cookies, want one: %v", n, r.header.Values("Set-Cookie"))
		}
		if c := r.header.Get("Set-Cookie"); !strings.HasPrefix(c, "partage_session=") || strings.Contains(c, "Max-Age") || strings.Contains(c, "Expires") ||
			!strings.Contains(c, "HttpOnly") || !strings.Contains(c, "SameSite=Lax") {
			t.Fatalf("without remember-me the cookie must end with the browser: %s", c)
		}
		b, r := e.signIn("admin@demo.com", "admin", true)
		if c := r.header.Get("Set-Cookie"); !strings.Contains(c, "Max-Age=2592000") {
			t.Fatalf("remember-me must keep the cookie a month: %s", c)
		}
		u, _ := url.Parse(e.srv.URL)
		stolen := b.Jar.Cookies(u)
		r = e.do(b, "POST", "/logout", nil, e.inertia())
		if r.status != 303 || r.header.Get("Location") != "/login" {
			t.Fatalf("logout: %d %q", r.status, r.header.Get("Location"))
		}
		replay := e.browser()
		replay.Jar.SetCookies(u, stolen)
		if r := e.do(replay, "GET", "/", nil, nil); r.status != 302 || r.header.Get("Location") != "/login" {
			t.Fatalf("the old cookie still works after logout: %d %q", r.status, r.header.Get("Location"))
		}
		p := page(t, e.do(b, "GET", "/login", nil, e.inertia()))
		if at(p, "flash.info.key") != "flash.signedOut" || p["clearHistory"] != true {
			t.Fatalf("no goodbye toast: %v", p["flash"])
		}
	})
}

func TestRegisterSignsIn(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		b := e.browser()
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/register"
		r := e.do(b, "POST", "/register", map[string]any{"username": "camille", "email": "bad", "password": "short"}, h)
		if r.status != 303 {
			t.Fatalf("invalid register: %d", r.status)
		}
		p := page(t, e.do(b, "GET", "/register", nil, e.inertia()))
		errs := at(p, "props.errors").(map[string]any)
		if errs["email"] == nil || errs["password"] == nil {
			t.Fatalf("errors: %v", errs)
		}
		r = e.do(b, "POST", "/register", map[string]any{"fullName": "Camille", "username": "camille", "email": "ADMIN@demo.com", "password": "long-enough"}, h)
		p = page(t, e.do(b, "GET", "/register", nil, e.inertia()))
		if at(p, "props.errors.email") != "server.emailTaken" || at(p, "props.errors.username") != "server.usernameTaken" {
			t.Fatalf("duplicate errors: %v", at(p, "props.errors"))
		}
		r = e.do(b, "POST", "/register", map[string]any{"fullName": "Zoé Lambert", "username": "zoe", "email": "zoe@example.org", "password": "long-enough"}, h)
		if r.status != 303 || r.header.Get("Location") != "/" {
			t.Fatalf("register: %d %q", r.status, r.header.Get("Location"))
		}
		if p := page(t, e.do(b, "GET", "/", nil, e.inertia())); at(p, "props.auth.user.username") != "zoe" {
			t.Fatalf("not signed in after register: %v", at(p, "props.auth"))
		}
	})
}

// resetLink finds a link's token in its URL.
var resetLink = regexp.MustCompile(`/(?:reset-password|accept-invitation)\?email=[^"&]+&(?:amp;)?token=([0-9a-f]+)`)

// adminLink asks, as an admin through the JSON API, for a link of kind
// (reset-link or invitation) for the user with id, and returns its token.
func (e *env) adminLink(t *testing.T, id int, kind string) string {
	t.Helper()
	admin, _ := e.token("admin@demo.com", "admin")
	r := e.do(nil, "POST", fmt.Sprintf("/apps/users/%d/%s", id, kind), map[string]any{}, map[string]string{"Authorization": "Bearer " + admin})
	if r.status != 201 {
		t.Fatalf("%s for user %d: %d %s", kind, id, r.status, r.body)
	}
	url, _ := at(r.value(t), "link.url").(string)
	m := resetLink.FindStringSubmatch(url)
	if m == nil {
		t.Fatalf("%s for user %d: no link in %s", kind, id, r.body)
	}
	return m[1]
}

func TestForgotAndResetPassword(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		other, _ := e.signIn("client@demo.com", "client", true) // a session the reset must end
		b := e.browser()
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/forgot-password"
		// No SMTP here: the page says so rather than promising a mail, and the
		// answer is the same whether the account exists.
		if p := page(t, e.do(b, "GET", "/forgot-password", nil, e.inertia())); at(p, "props.mailEnabled") != false {
			t.Fatalf("forgot-password page without SMTP: mailEnabled = %v", at(p, "props.mailEnabled"))
		}
		for _, email := range []string{"client@demo.com", "nobody@demo.com"} {
			r := e.do(b, "POST", "/forgot-password", map[string]string{"email": email}, h)
			if r.status != 303 || r.header.Get("Location") != "/forgot-password" {
				t.Fatalf("forgot %s: %d %q", email, r.status, r.header.Get("Location"))
			}
			if p := page(t, e.do(b, "GET", "/forgot-password", nil, e.inertia())); p["flash"] != nil || len(at(p, "props.errors").(map[string]any)) != 0 {
				t.Fatalf("forgot %s: the same answer whether the account exists: %v %v", email, p["flash"], at(p, "props.errors"))
			}
		}
		// An admin hands the client a reset link instead.
		token := e.adminLink(t, 2, "reset-link")
		h["Referer"] = e.srv.URL + "/reset-password"
		bad := []map[string]string{
			{"token": token, "email": "client@demo.com", "password": "new-password-1", "password_confirmation": "different"},
			{"token": token, "email": "client@demo.com", "password": "short", "password_confirmation": "short"},
			{"token": tampered(token), "email": "client@demo.com", "password": "new-password-1", "password_confirmation": "new-password-1"},
			{"token": token, "email": "admin@demo.com", "password": "new-password-1", "password_confirmation": "new-password-1"},
		}
		for i, in := range bad[:3] {
			e.do(b, "POST", "/reset-password", in, h)
			if p := page(t, e.do(b, "GET", "/reset-password", nil, e.inertia())); len(at(p, "props.errors").(map[string]any)) == 0 {
				t.Fatalf("bad reset %d accepted", i)
			}
		}
		good := map[string]string{"token": token, "email": "client@demo.com", "password": "new-password-1", "password_confirmation": "new-password-1"}
		r := e.do(b, "POST", "/reset-password", good, h)
		if r.status != 303 || r.header.Get("Location") != "/login" {
			t.Fatalf("reset: %d %q", r.status, r.header.Get("Location"))
		}
		if r := e.do(b, "POST", "/reset-password", good, h); r.status != 303 || r.header.Get("Location") != "/reset-password" {
			t.Fatal("a reset link works twice")
		}
		if r := e.do(other, "GET", "/access-control", nil, nil); r.status != 302 {
			t.Fatalf("the client's other session survived the reset: %d", r.status)
		}
		if _, r := e.signIn("client@demo.com", "client", false); r.header.Get("Location") == "/access-control" {
			t.Fatal("the old password still works")
		}
		if _, r := e.signIn("client@demo.com", "new-password-1", false); r.header.Get("Location") != "/access-control" {
			t.Fatalf("the new password does not work: %q", r.header.Get("Location"))
		}
	})
}

func TestRequestHardening(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		r := e.do(nil, "POST", "/login", map[string]string{"email": "admin@demo.com", "password": "admin"},
			map[string]string{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"})
		if r.status != 403 {
			t.Errorf("cross-origin POST: %d, want 403", r.status)
		}
		big := `{"email":"` + strings.Repeat("a", 2<<20) + `"}`
		if r := e.do(nil, "POST", "/jwt/register", big, nil); r.status != 413 {
			t.Errorf("2 MiB body: %d, want 413", r.status)
		}
		r = e.do(nil, "GET", "/login", nil, nil)
		for k, want := range map[string]string{
			"X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin", "Vary": "X-Inertia",
		} {
			if got := r.header.Get(k); got != want {
				t.Errorf("%s = %q, want %q", k, got, want)
			}
		}
		csp := r.header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "script-src 'self';") {
			t.Errorf("CSP: %s", csp)
		}
		if len(r.header.Get("X-Request-Id")) == 0 {
			t.Error("no request id")
		}
		if r := e.do(nil, "GET", "/robots.txt", nil, nil); r.status != 200 || !strings.Contains(string(r.body), "User-agent") {
			t.Errorf("robots.txt: %d", r.status)
		}
	})
}

func TestStaleAssetVersionForcesFullReload(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		b, _ := e.signIn("admin@demo.com", "admin", false)
		h := e.inertia()
		h["X-Inertia-Version"] = "stale-" + e.version
		r := e.do(b, "GET", "/access-control?x=1", nil, h)
		if r.status != 409 || r.header.Get("X-Inertia-Location") == "" || !strings.HasSuffix(r.header.Get("X-Inertia-Location"), "/access-control?x=1") {
			t.Fatalf("stale version: %d, X-Inertia-Location %q", r.status, r.header.Get("X-Inertia-Location"))
		}
		// A form post is never answered 409: its data would be lost.
		r = e.do(b, "POST", "/logout", nil, h)
		if r.status != 303 {
			t.Fatalf("POST with a stale version: %d", r.status)
		}
	})
}

// tampered changes the token's first digit, whatever it was.
func tampered(token string) string {
	if token[0] == '0' {
		return "1" + token[1:]
	}
	return "0" + token[1:]
}

func TestBuildFiles(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		b, _ := e.signIn("admin@demo.com", "admin", false)
		page := string(e.do(b, "GET", "/", nil, nil).body)
		i := strings.Index(page, `src="/build/`)
		if i < 0 {
			t.Skip("the front end is not built")
		}
		asset := page[i+len(`src="`):]
		asset = asset[:strings.Index(asset, `"`)]
		r := e.do(b, "GET", asset, nil, nil)
		if r.status != 200 || r.header.Get("Cache-Control") != "public, max-age=31536000, immutable" || r.header.Get("Set-Cookie") != "" {
			t.Fatalf("%s: %d %v", asset, r.status, r.header)
		}
		for _, path := range []string{"/build/manifest.json", "/build/assets/nope.js", "/build/"} {
			if r := e.do(b, "GET", path, nil, nil); r.status != 404 {
				t.Errorf("%s: %d, want 404", path, r.status)
			}
		}
	})
}
