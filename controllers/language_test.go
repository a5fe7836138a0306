package controllers_test

import (
	"database/sql"
	"net/http"
	"strings"
	"testing"

	"partage/app/config"
	"partage/app/db"
)

// accountLanguage is the language saved on the account of email ("" for none).
func (e *env) accountLanguage(email string) string {
	e.t.Helper()
	var lng sql.NullString
	if err := e.db.QueryRow(`SELECT language FROM users WHERE email = $1`, email).Scan(&lng); err != nil {
		e.t.Fatal(err)
	}
	return lng.String
}

// htmlLang is the lang attribute of a first visit's <html>.
func htmlLang(t *testing.T, r reply) string {
	t.Helper()
	s := string(r.body)
	i := strings.Index(s, "<html lang=\"")
	if i < 0 {
		t.Fatalf("no <html lang> in %d:\n%.300s", r.status, s)
	}
	s = s[i+len("<html lang=\""):]
	return s[:strings.Index(s, `"`)]
}

// pageLanguage is a page's language prop: its code and where it comes from.
func pageLanguage(t *testing.T, r reply) (string, string) {
	t.Helper()
	p := page(t, r)
	code, _ := at(p, "props.language.code").(string)
	source, _ := at(p, "props.language.source").(string)
	return code, source
}

// wantLanguage checks a first visit's <html lang> and its page's language prop.
func wantLanguage(t *testing.T, what string, r reply, code, source string) {
	t.Helper()
	if r.status != 200 {
		t.Fatalf("%s: status %d\n%.300s", what, r.status, r.body)
	}
	if got := htmlLang(t, r); got != code {
		t.Errorf("%s: <html lang=%q>, want %q", what, got, code)
	}
	if c, s := pageLanguage(t, r); c != code || s != source {
		t.Errorf("%s: language prop %s from %s, want %s from %s", what, c, s, code, source)
	}
}

// signInWith signs browser c in through the login form with extra headers.
func (e *env) signInWith(c *http.Client, email, password string, headers map[string]string) {
	e.t.Helper()
	h := e.inertia()
	for k, v := range headers {
		h[k] = v
	}
	if r := e.do(c, "POST", "/login", map[string]any{"email": email, "password": password}, h); r.status != 302 && r.status != 303 {
		e.t.Fatalf("sign in %s: %d %s", email, r.status, r.body)
	}
}

// The language follows the person: the account's, else the one chosen in
// this browser, else the browser's Accept-Language, else DEFAULT_LANGUAGE;
// <html lang> and the pages' language prop say it.
func TestLanguageOrder(t *testing.T) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		e := startIn(t, d, dataDir, func(c *config.Config) { c.DefaultLanguage = "pt" })
		french := map[string]string{"Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5"}
		english := map[string]string{"Accept-Language": "en-US,en;q=0.9"}

		// Signed out: Accept-Language by weight, else DEFAULT_LANGUAGE.
		wantLanguage(t, "French browser on /login", e.do(nil, "GET", "/login", nil, french), "fr", "accept-language")
		wantLanguage(t, "weights", e.do(nil, "GET", "/register", nil, map[string]string{"Accept-Language": "en;q=0.2, es, de;q=0.6"}), "de", "accept-language")
		wantLanguage(t, "no Accept-Language", e.do(nil, "GET", "/login", nil, nil), "pt", "default")
		wantLanguage(t, "none of ours", e.do(nil, "GET", "/forgot-password", nil, map[string]string{"Accept-Language": "es-ES, ja"}), "pt", "default")
		if r := e.do(nil, "GET", "/no/such/page", nil, french); r.status != 404 || htmlLang(t, r) != "fr" {
			t.Fatalf("the error page too: %d lang %q", r.status, htmlLang(t, r))
		}

		// Signed in, the account has no language yet: the browser's.
		admin := e.browser()
		e.signInWith(admin, "admin@demo.com", "admin", french)
		wantLanguage(t, "admin, no language saved", e.do(admin, "GET", "/", nil, french), "fr", "accept-language")
		if got := e.accountLanguage("admin@demo.com"); got != "" {
			t.Fatalf("signing in saved %q: only a choice is saved", got)
		}

		// The switcher saves the account's language: it wins over Accept-Language, in any browser.
		if r := e.do(admin, "POST", "/api/language", map[string]string{"language": "de"}, sameOrigin); r.status != 200 || at(r.json(t), "language") != "de" {
			t.Fatalf("choose de: %d %s", r.status, r.body)
		}
		if got := e.accountLanguage("admin@demo.com"); got != "de" {
			t.Fatalf("account language %q, want de", got)
		}
		wantLanguage(t, "admin after choosing", e.do(admin, "GET", "/apps/todo", nil, french), "de", "account")
		if c, s := pageLanguage(t, e.do(admin, "GET", "/apps/todo", nil, e.inertia())); c != "de" || s != "account" {
			t.Fatalf("Inertia visit: %s from %s", c, s)
		}
		elsewhere := e.browser()
		wantLanguage(t, "a new browser, signed out", e.do(elsewhere, "GET", "/login", nil, english), "en", "accept-language")
		e.signInWith(elsewhere, "admin@demo.com", "admin", english)
		wantLanguage(t, "the choice follows the account", e.do(elsewhere, "GET", "/", nil, english), "de", "account")

		// Signing out keeps the browser's last choice on the sign-in page.
		if r := e.do(admin, "POST", "/logout", nil, e.inertia()); r.status != 302 && r.status != 303 && r.status != 409 {
			t.Fatalf("logout: %d %s", r.status, r.body)
		}
		wantLanguage(t, "signed out after choosing", e.do(admin, "GET", "/login", nil, french), "de", "browser")
	})
}

// A choice made while signed out is kept in the browser and becomes the
// account's at sign-in only when the account has none.
func TestLanguageChosenSignedOut(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		french := map[string]string{"Accept-Language": "fr"}
		c := e.browser()
		r := e.do(c, "POST", "/api/language", map[string]string{"language": "pt"}, sameOrigin)
		if r.status != 200 || !strings.Contains(r.header.Get("Set-Cookie"), "partage_language=pt") {
			t.Fatalf("choose pt signed out: %d %v %s", r.status, r.header, r.body)
		}
		wantLanguage(t, "the choice beats Accept-Language", e.do(c, "GET", "/login", nil, french), "pt", "browser")

		// The client's account has none: it takes the browser's choice.
		e.signInWith(c, "client@demo.com", "client", french)
		if got := e.accountLanguage("client@demo.com"); got != "pt" {
			t.Fatalf("client's language after sign-in: %q, want pt", got)
		}
		wantLanguage(t, "client", e.do(c, "GET", "/access-control", nil, french), "pt", "account")

		// The admin's account has one: a choice made signed out does not overwrite it.
		if _, err := e.db.Exec(`UPDATE users SET language = 'de' WHERE email = 'admin@demo.com'`); err != nil {
			t.Fatal(err)
		}
		other := e.browser()
		e.do(other, "POST", "/api/language", map[string]string{"language": "fr"}, sameOrigin)
		e.signInWith(other, "admin@demo.com", "admin", french)
		if got := e.accountLanguage("admin@demo.com"); got != "de" {
			t.Fatalf("admin's language after sign-in: %q, want de kept", got)
		}
		wantLanguage(t, "admin", e.do(other, "GET", "/", nil, french), "de", "account")
	})
}

// Saving a language: a known one is saved (browser, API client); an unknown
// one is refused with a clear error and changes nothing; another site cannot.
func TestLanguageSaving(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin := signedInAdmin(e)
		for _, bad := range []any{"es", "", "FR", "fr-FR", 3, nil} {
			r := e.do(admin, "POST", "/api/language", map[string]any{"language": bad}, sameOrigin)
			if r.status != 400 {
				t.Fatalf("language %v: %d %s", bad, r.status, r.body)
			}
			m := r.json(t)
			if at(m, "error.code") != "invalid" {
				t.Fatalf("language %v: %s", bad, r.body)
			}
			if bad == "es" {
				if msg, _ := at(m, "error.fields.language").(string); msg != "Language is one of en, de, fr, pt." {
					t.Fatalf("language es: unclear message %q in %s", msg, r.body)
				}
			}
			if r.header.Get("Set-Cookie") != "" && strings.Contains(r.header.Get("Set-Cookie"), "partage_language") {
				t.Fatalf("language %v: a refused choice was kept: %v", bad, r.header)
			}
			if got := e.accountLanguage("admin@demo.com"); got != "" {
				t.Fatalf("language %v: saved %q", bad, got)
			}
		}
		// Another site cannot change it.
		if r := e.do(admin, "POST", "/api/language", map[string]string{"language": "fr"}, crossSite); r.status != 403 || e.accountLanguage("admin@demo.com") != "" {
			t.Fatalf("cross-site: %d %s", r.status, r.body)
		}

		// An API client saves its account's language, with POST or PUT.
		token, _ := e.token("client@demo.com", "client")
		r := e.do(nil, "PUT", "/api/language", map[string]string{"language": "fr"}, bearerH(token))
		if r.status != 200 || at(r.json(t), "language") != "fr" || e.accountLanguage("client@demo.com") != "fr" {
			t.Fatalf("API PUT: %d %s", r.status, r.body)
		}
		if strings.Contains(r.header.Get("Set-Cookie"), "partage_language") {
			t.Fatalf("an API client's choice is its account's only: %v", r.header)
		}
		if r := e.do(nil, "POST", "/api/language", map[string]string{"language": "xx"}, bearerH(token)); r.status != 400 || e.accountLanguage("client@demo.com") != "fr" {
			t.Fatalf("API bad language: %d %s", r.status, r.body)
		}
	})
}

// New accounts start in a language: registration in the page's; an added
// user only in the one the call names.
func TestNewAccountsGetALanguage(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		h := e.inertia()
		h["Accept-Language"] = "fr-FR,fr;q=0.9"
		c := e.browser()
		r := e.do(c, "POST", "/register", map[string]any{"username": "lea", "email": "lea@example.org", "password": "longenough", "fullName": "Léa Dupont"}, h)
		if r.status != 302 && r.status != 303 {
			t.Fatalf("register: %d %s", r.status, r.body)
		}
		if got := e.accountLanguage("lea@example.org"); got != "fr" {
			t.Fatalf("registered in French, language %q", got)
		}
		wantLanguage(t, "the new account", e.do(c, "GET", "/", nil, map[string]string{"Accept-Language": "en"}), "fr", "account")

		// API registration: the named language, checked.
		if r := e.do(nil, "POST", "/jwt/register", map[string]any{"username": "hans", "email": "hans@example.org", "password": "longenough", "language": "de"}, nil); r.status != 200 {
			t.Fatalf("jwt register: %d %s", r.status, r.body)
		}
		if got := e.accountLanguage("hans@example.org"); got != "de" {
			t.Fatalf("jwt register language %q", got)
		}
		if r := e.do(nil, "POST", "/jwt/register", map[string]any{"username": "juan", "email": "juan@example.org", "password": "longenough", "language": "es"}, nil); r.status != 400 ||
			!strings.Contains(string(r.body), "language") {
			t.Fatalf("jwt register in es: %d %s", r.status, r.body)
		}

		// An added user keeps none (the admin's page language is not theirs),
		// unless the call names one; their first sign-in adopts their own choice.
		admin := signedInAdmin(e)
		if r := e.do(admin, "POST", "/apps/users/add-user", newUser("pt"), map[string]string{"Accept": "application/json", "Accept-Language": "pt-BR"}); r.status != 201 {
			t.Fatalf("add: %d %s", r.status, r.body)
		}
		if got := e.accountLanguage("nora.pt@example.org"); got != "" {
			t.Fatalf("added user's language %q, want none until they choose", got)
		}
		named := newUser("named")
		named["user"].(map[string]any)["language"] = "de"
		if r := e.do(admin, "POST", "/apps/users/add-user", named, map[string]string{"Accept": "application/json", "Accept-Language": "fr"}); r.status != 201 {
			t.Fatalf("add named: %d %s", r.status, r.body)
		}
		if got := e.accountLanguage("nora.named@example.org"); got != "de" {
			t.Fatalf("added user's named language %q", got)
		}
		bad := newUser("bad")
		bad["user"].(map[string]any)["language"] = "klingon"
		if r := e.do(admin, "POST", "/apps/users/add-user", bad, map[string]string{"Accept": "application/json"}); r.status != 400 || at(r.json(t), "error.fields.language") == nil {
			t.Fatalf("add in klingon: %d %s", r.status, r.body)
		}
		var n int
		e.db.QueryRow(`SELECT count(*) FROM users WHERE email = 'nora.bad@example.org'`).Scan(&n)
		if n != 0 {
			t.Fatal("a user with an unknown language was added")
		}
	})
}
