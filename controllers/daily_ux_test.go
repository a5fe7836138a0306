package controllers_test

import (
	"fmt"
	"testing"
	"time"
)

// A suspended user's browser is told why it was signed out: the open page's
// event stream says so, and its next page is the sign-in page with the reason.
func TestSuspendedUserIsToldWhy(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		id, _ := e.newcomer(t, "suzanne")
		admin, _ := e.token("admin@demo.com", "admin")
		browser, r := e.signIn("suzanne@example.org", "long-enough", false)
		if r.status >= 400 {
			t.Fatalf("sign in: %d %s", r.status, r.body)
		}
		other, _ := e.signIn("suzanne@example.org", "long-enough", false) // a second browser
		s := open(t, e.srv.URL, nil, browser)
		s.next(t, "ping", time.Second)

		if r := e.do(nil, "POST", fmt.Sprintf("/apps/users/%d/status", id), map[string]any{"status": "inactive"}, bearerH(admin)); r.status != 200 {
			t.Fatalf("suspend: %d %s", r.status, r.body)
		}
		if ev := s.next(t, "signout", 2*time.Second); at(ev.data, "reason") != "suspended" {
			t.Errorf("signout event: %v", ev.data)
		}

		// The next page of each browser: the sign-in page, with the reason, once.
		for _, c := range []struct {
			name    string
			headers map[string]string
		}{{"Inertia visit", e.inertia()}, {"full page", map[string]string{"Accept": "text/html"}}} {
			b := browser
			if c.name == "full page" {
				b = other
			}
			r := e.do(b, "GET", "/apps/email", nil, c.headers)
			if loc := r.header.Get("Location") + r.header.Get("X-Inertia-Location"); loc != "/login?reason=suspended" {
				t.Errorf("%s: %d to %q, want /login?reason=suspended", c.name, r.status, loc)
			}
			p := page(t, e.do(b, "GET", "/login?reason=suspended", nil, e.inertia()))
			if p["component"] != "Auth/Login" || at(p, "props.reason") != "suspended" {
				t.Errorf("%s: login page %v reason=%v", c.name, p["component"], at(p, "props.reason"))
			}
			if r := e.do(b, "GET", "/apps/email", nil, c.headers); r.header.Get("Location") != "/login" {
				t.Errorf("%s: the reason is said once, then %d %q", c.name, r.status, r.header.Get("Location"))
			}
		}
		// An unknown reason in the query is not shown; a JSON call is not redirected.
		if p := page(t, e.do(nil, "GET", "/login?reason=whatever", nil, e.inertia())); at(p, "props.reason") != "" {
			t.Errorf("unknown reason shown: %v", at(p, "props.reason"))
		}
		// Signing in is still refused.
		again, _ := e.signIn("suzanne@example.org", "long-enough", false)
		if r := e.do(again, "GET", "/apps/email", nil, e.inertia()); r.header.Get("Location")+r.header.Get("X-Inertia-Location") != "/login" {
			t.Errorf("a suspended account signed in: %d %s", r.status, r.header.Get("Location"))
		}
	})
}

// A new account is greeted "Welcome"; from its second sign-in, "Welcome back".
func TestFirstSignInIsWelcomed(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		b := e.browser()
		r := e.do(b, "POST", "/register", map[string]any{"fullName": "Zoé Lambert", "username": "zoe", "email": "zoe@example.org", "password": "long-enough"}, e.inertia())
		if r.status >= 400 {
			t.Fatalf("register: %d %s", r.status, r.body)
		}
		p := page(t, e.do(b, "GET", "/", nil, e.inertia()))
		if at(p, "props.firstSignIn") != true || at(p, "props.auth.user.fullName") != "Zoé Lambert" {
			t.Fatalf("after registering: firstSignIn=%v fullName=%v", at(p, "props.firstSignIn"), at(p, "props.auth.user.fullName"))
		}
		again, _ := e.signIn("zoe@example.org", "long-enough", false)
		if p := page(t, e.do(again, "GET", "/", nil, e.inertia())); at(p, "props.firstSignIn") != false {
			t.Errorf("second sign-in: firstSignIn=%v", at(p, "props.firstSignIn"))
		}
		// The demo people are returning members: their first sign-in here says "Welcome back".
		if p := page(t, e.do(signedInAdmin(e), "GET", "/", nil, e.inertia())); at(p, "props.firstSignIn") != false {
			t.Errorf("demo admin's sign-in: firstSignIn=%v", at(p, "props.firstSignIn"))
		}
	})
}

// The registration page asks for a full name; spec §7's /jwt/register keeps its parameters.
func TestRegisterFullName(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		b := e.browser()
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/register"
		if r := e.do(b, "POST", "/register", map[string]any{"fullName": "  ", "username": "nameless", "email": "nameless@example.org", "password": "long-enough"}, h); r.status != 303 {
			t.Fatalf("no full name: %d", r.status)
		}
		p := page(t, e.do(b, "GET", "/register", nil, e.inertia()))
		if at(p, "props.errors.fullName") != "server.fullNameRequired" {
			t.Errorf("no full name: errors %v", at(p, "props.errors"))
		}
		var n int
		e.db.QueryRow(`SELECT count(*) FROM users WHERE username = 'nameless'`).Scan(&n)
		if n != 0 {
			t.Fatal("an account was made without a full name")
		}
		m := e.do(nil, "POST", "/jwt/register", map[string]string{"email": "api@example.org", "password": "long-enough", "username": "apiuser"}, nil).json(t)
		if at(m, "accessToken") == nil || at(m, "user.fullName") != "apiuser" {
			t.Errorf("jwt register without a full name: %v", m)
		}
		m = e.do(nil, "POST", "/jwt/register", map[string]string{"email": "api2@example.org", "password": "long-enough", "username": "apiuser2", "fullName": "Anne Api"}, nil).json(t)
		if at(m, "user.fullName") != "Anne Api" {
			t.Errorf("jwt register with a full name: %v", m)
		}
	})
}
