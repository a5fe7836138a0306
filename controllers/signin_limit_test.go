package controllers_test

import (
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"partage/app/config"
	"partage/app/db"
)

// behindProxy runs fn against a fresh server, on every engine, that trusts
// the proxy on this machine (TRUSTED_PROXIES=127.0.0.1,::1), as the tests'
// requests come from it.
func behindProxy(t *testing.T, fn func(t *testing.T, e *env)) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		fn(t, startIn(t, d, dataDir, func(c *config.Config) {
			proxies, err := config.ParseProxies("127.0.0.1,::1")
			if err != nil {
				t.Fatal(err)
			}
			c.TrustedProxies = proxies
		}))
	})
}

// attempt is one sign-in's answer and how long it took.
type attempt struct {
	r    reply
	took time.Duration
}

// hammer signs in n times with a wrong password on email, from the address
// a trusted proxy on this machine names in X-Forwarded-For.
func (e *env) hammer(path, email, from string, n int) []attempt {
	out := make([]attempt, 0, n)
	for range n {
		h := map[string]string{"X-Forwarded-For": from}
		if path == "/login" {
			h = e.inertia()
			h["X-Forwarded-For"] = from
			h["Referer"] = e.srv.URL + "/login"
		}
		start := time.Now()
		r := e.do(nil, "POST", path, map[string]string{"email": email, "password": "not the password"}, h)
		out = append(out, attempt{r, time.Since(start)})
	}
	return out
}

// Repeated wrong passwords from one address are slowed, then refused with
// 429 and Retry-After, on the form and on /jwt/login alike; meanwhile the
// right password from another address still signs in.
func TestSignInSlowedThenRefused(t *testing.T) {
	behindProxy(t, func(t *testing.T, e *env) {
		var api, form []attempt
		var wg sync.WaitGroup
		wg.Add(2)
		go func() { defer wg.Done(); api = e.hammer("/jwt/login", "client@demo.com", "203.0.113.5", 9) }()
		go func() { defer wg.Done(); form = e.hammer("/login", "admin@demo.com", "203.0.113.6", 9) }()
		wg.Wait()

		for i, a := range api[:8] {
			if a.r.status != 400 || at(a.r.json(t), "error.email") != "Email or Password is Invalid" {
				t.Fatalf("/jwt/login attempt %d: %d %s", i+1, a.r.status, a.r.body)
			}
		}
		for i, a := range form[:8] {
			if a.r.status != 303 {
				t.Fatalf("/login attempt %d: %d %s", i+1, a.r.status, a.r.body)
			}
		}
		// Slowed: the first three at full speed, then a quarter of a second
		// more, doubling to a second for the sixth to eighth.
		for _, run := range [][]attempt{api, form} {
			for i, least := range map[int]time.Duration{3: 250 * time.Millisecond, 4: 500 * time.Millisecond, 5: time.Second, 6: time.Second, 7: time.Second} {
				if run[i].took < least {
					t.Errorf("attempt %d took %s, want at least %s", i+1, run[i].took, least)
				}
			}
		}

		last := api[8].r
		if last.status != 429 || !strings.HasPrefix(at(last.json(t), "error.email").(string), "Too many sign-in attempts. Try again in 15 min") {
			t.Fatalf("/jwt/login attempt 9: %d %s", last.status, last.body)
		}
		checkRetryAfter(t, last)

		last = form[8].r
		p := page(t, last)
		if last.status != 429 || last.header.Get("X-Inertia") != "true" || p["component"] != "Auth/Login" {
			t.Fatalf("/login attempt 9: %d %s", last.status, last.body)
		}
		if msg, _ := at(p, "props.errors.email").(string); msg != `server.tooManyAttempts {"minutes":15}` {
			t.Fatalf("/login attempt 9: the page says %q", msg)
		}
		if secs, _ := at(p, "props.retryAfter").(float64); secs < 800 || secs > 900 {
			t.Fatalf("/login attempt 9: retryAfter %v", at(p, "props.retryAfter"))
		}
		checkRetryAfter(t, last)

		// The right password from the refused address waits like the rest…
		h := map[string]string{"X-Forwarded-For": "203.0.113.5"}
		r := e.do(nil, "POST", "/jwt/login", map[string]string{"email": "client@demo.com", "password": "client"}, h)
		if r.status != 429 {
			t.Fatalf("right password from the refused address: %d", r.status)
		}
		// …and works from anywhere else, on both routes.
		h["X-Forwarded-For"] = "198.51.100.7"
		if r := e.do(nil, "POST", "/jwt/login", map[string]string{"email": "client@demo.com", "password": "client"}, h); r.status != 200 {
			t.Fatalf("right password from another address: %d %s", r.status, r.body)
		}
		h = e.inertia()
		h["X-Forwarded-For"] = "198.51.100.8"
		if r := e.do(nil, "POST", "/login", map[string]string{"email": "admin@demo.com", "password": "admin"}, h); r.status != 303 || r.header.Get("Location") != "/" {
			t.Fatalf("right password on the form from another address: %d %q", r.status, r.header.Get("Location"))
		}
		// The refused address may still sign in to other accounts.
		h = map[string]string{"X-Forwarded-For": "203.0.113.5"}
		if r := e.do(nil, "POST", "/jwt/login", map[string]string{"email": "admin@demo.com", "password": "admin"}, h); r.status != 200 {
			t.Fatalf("another account from the refused address: %d %s", r.status, r.body)
		}
	})
}

// checkRetryAfter checks that a 429 says when to come back: the window, in seconds.
func checkRetryAfter(t *testing.T, r reply) {
	t.Helper()
	secs, err := strconv.Atoi(r.header.Get("Retry-After"))
	if err != nil || secs < 800 || secs > 900 {
		t.Fatalf("Retry-After %q, want about 900 seconds", r.header.Get("Retry-After"))
	}
}
