package controllers_test

import (
	"mime"
	"net/http"
	"strings"
	"testing"
	"time"

	"partage/app/auth"
	"partage/app/db"
	"partage/app/mail/mailtest"
)

var jsonHeaders = map[string]string{"Accept": "application/json"}

// newAccount registers a fresh account in a browser, which stays signed in.
func newAccount(t *testing.T, e *env, name string) (c *http.Client, email, password string) {
	t.Helper()
	c = e.browser()
	email, password = name+"@example.org", "correct horse "+name
	r := e.do(c, "POST", "/register", map[string]any{"username": name, "email": email, "password": password, "fullName": "Test " + name}, e.inertia())
	if r.status != 303 || strings.Contains(r.header.Get("Location"), "register") || !signedInAs(e, c) {
		t.Fatalf("register %s: %d %s", name, r.status, r.body)
	}
	return c, email, password
}

// fieldKey is the key of a JSON error's field text.
func fieldKey(t *testing.T, r reply, field string) string {
	t.Helper()
	k, _ := at(r.json(t), "error.field_keys."+field+".key").(string)
	return strings.TrimPrefix(k, "server.")
}

// signedInAs reports whether the browser is signed in (an API call needing it answers).
func signedInAs(e *env, c *http.Client) bool {
	return e.do(c, "GET", "/api/notifications", nil, jsonHeaders).status == 200
}

func TestChangePassword(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		c, email, password := newAccount(t, e, "h1camille")
		other, _ := e.signIn(email, password, false)
		access, refresh := e.token(email, password)
		const path = "/pages/account-settings/password"
		for _, tc := range []struct {
			name                  string
			current, new, confirm string
			status                int
			field, key            string
		}{
			{"wrong current password", "not my password", "a brand new secret", "a brand new secret", 400, "currentPassword", "passwordCurrentWrong"},
			{"too short", password, "short", "short", 400, "password", "passwordTooShort"},
			{"too long", password, strings.Repeat("x", 73), strings.Repeat("x", 73), 400, "password", "passwordTooLong"},
			{"common", password, "qwertyuiop", "qwertyuiop", 400, "password", "passwordCommon"},
			{"common, other case", password, "Password1", "Password1", 400, "password", "passwordCommon"},
			{"the e-mail", password, " H1Camille@Example.org", " H1Camille@Example.org", 400, "password", "passwordIsEmail"},
			{"the e-mail's local part", password, "H1CAMILLE", "H1CAMILLE", 400, "password", "passwordIsEmail"},
			{"confirmation differs", password, "a brand new secret", "a brand new secreT", 400, "passwordConfirmation", "passwordsDiffer"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				r := e.do(c, "POST", path, map[string]any{"currentPassword": tc.current, "password": tc.new, "passwordConfirmation": tc.confirm}, jsonHeaders)
				if r.status != tc.status || fieldKey(t, r, tc.field) != tc.key {
					t.Fatalf("%d %s", r.status, r.body)
				}
			})
		}
		// The refusals changed nothing; now a real change.
		r := e.do(c, "POST", path, map[string]any{"currentPassword": password, "password": "a brand new secret", "passwordConfirmation": "a brand new secret"}, jsonHeaders)
		if r.status != 200 || at(r.json(t), "ok") != true {
			t.Fatalf("change: %d %s", r.status, r.body)
		}
		if !signedInAs(e, c) {
			t.Fatal("this session was signed out")
		}
		if signedInAs(e, other) {
			t.Fatal("the other session is still signed in")
		}
		if r := e.do(nil, "GET", "/api/notifications", nil, map[string]string{"Authorization": "Bearer " + access}); r.status != 401 {
			t.Fatalf("old access token: %d", r.status)
		}
		if r := e.do(nil, "POST", "/jwt/refresh-token", map[string]string{"refreshToken": refresh}, nil); r.status != 401 {
			t.Fatalf("old refresh token: %d", r.status)
		}
		if old, _ := e.signIn(email, password, false); signedInAs(e, old) {
			t.Fatal("the old password still signs in")
		}
		b, _ := e.signIn(email, "a brand new secret", false)
		if !signedInAs(e, b) {
			t.Fatal("cannot sign in with the new password")
		}
		var n int
		if err := e.db.QueryRow(`SELECT count(*) FROM user_activity a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.kind = 'password'`, email).Scan(&n); err != nil || n != 1 {
			t.Fatalf("activity lines %d %v", n, err)
		}
	})
}

func TestChangePasswordCountsAttempts(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		c, _, _ := newAccount(t, e, "h1guesser")
		var last reply
		for i := 0; i < 9; i++ {
			last = e.do(c, "POST", "/pages/account-settings/password", map[string]any{"currentPassword": "guess " + string(rune('a'+i)), "password": "a brand new secret", "passwordConfirmation": "a brand new secret"}, jsonHeaders)
		}
		if last.status != 429 || last.header.Get("Retry-After") == "" || fieldKey(t, last, "currentPassword") != auth.MsgTooManyAttempts {
			t.Fatalf("ninth guess: %d %s", last.status, last.body)
		}
	})
}

// enableTwoStep turns two-step sign-in on for the browser's account and returns the secret, the code used and the recovery codes.
func enableTwoStep(t *testing.T, e *env, c *http.Client) (secret, used string, codes []string) {
	t.Helper()
	r := e.do(c, "POST", "/pages/account-settings/two-step/setup", map[string]any{}, nil)
	if r.status != 200 {
		t.Fatalf("setup: %d %s", r.status, r.body)
	}
	m := r.json(t)
	secret, _ = m["secret"].(string)
	uri, _ := m["otpauthUri"].(string)
	svg, _ := m["qrSvg"].(string)
	if len(secret) != 32 || !strings.HasPrefix(uri, "otpauth://totp/Partage:") || !strings.Contains(uri, "issuer=Partage") ||
		!strings.HasPrefix(svg, "<svg") || strings.Contains(svg, "script") || !strings.Contains(svg, "crispEdges") {
		t.Fatalf("setup answer %v", m)
	}
	if r := e.do(c, "POST", "/pages/account-settings/two-step/confirm", map[string]any{"code": "000000"}, jsonHeaders); r.status != 400 || fieldKey(t, r, "code") != "twoStepCodeWrong" {
		if code, _ := auth.TOTP(secret, time.Now()); code != "000000" { // one chance in a million
			t.Fatalf("wrong code: %d %s", r.status, r.body)
		}
	}
	used, _ = auth.TOTP(secret, time.Now())
	r = e.do(c, "POST", "/pages/account-settings/two-step/confirm", map[string]any{"code": used}, jsonHeaders)
	if r.status != 200 {
		t.Fatalf("confirm: %d %s", r.status, r.body)
	}
	for _, v := range r.json(t)["recoveryCodes"].([]any) {
		codes = append(codes, v.(string))
	}
	if len(codes) != 10 || len(codes[0]) != 11 || codes[0][5] != '-' {
		t.Fatalf("recovery codes %v", codes)
	}
	return secret, used, codes
}

func TestTwoStepSignIn(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		c, email, password := newAccount(t, e, "h1dominique")
		secret, used, codes := enableTwoStep(t, e, c)
		if r := e.do(c, "POST", "/pages/account-settings/two-step/setup", map[string]any{}, nil); r.status != 409 {
			t.Fatalf("setup while on: %d %s", r.status, r.body)
		}

		// The password alone does not sign in.
		b, r := e.signIn(email, password, true)
		if r.status != 303 || r.header.Get("Location") != "/login/two-step" {
			t.Fatalf("login: %d %s", r.status, r.header.Get("Location"))
		}
		if signedInAs(e, b) {
			t.Fatal("signed in before the code")
		}
		p := page(t, e.do(b, "GET", "/login/two-step", nil, e.inertia()))
		if p["component"] != "Auth/TwoStep" || at(p, "props.email") != "h1•••@example.org" {
			t.Fatalf("page %v", p["props"])
		}
		// Without a pending sign-in the page sends back to /login.
		if r := e.do(e.browser(), "GET", "/login/two-step", nil, e.inertia()); r.status != 302 || r.header.Get("Location") != "/login" {
			t.Fatalf("no pending sign-in: %d %s", r.status, r.header.Get("Location"))
		}
		for _, tc := range []struct{ name, code string }{
			{"wrong code", "123456"},
			{"the code that confirmed, replayed", used},
			{"not a code", "hello"},
		} {
			if tc.code == "123456" {
				if now, _ := auth.TOTP(secret, time.Now()); now == "123456" {
					continue
				}
			}
			r := e.do(b, "POST", "/login/two-step", map[string]any{"code": tc.code}, jsonHeaders)
			if r.status != 400 || fieldKey(t, r, "code") != "twoStepCodeWrong" {
				t.Fatalf("%s: %d %s", tc.name, r.status, r.body)
			}
		}
		// A wrong code in the page: the error under "code".
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/login/two-step"
		if r := e.do(b, "POST", "/login/two-step", map[string]any{"code": "00000-00000"}, h); r.status != 303 || r.header.Get("Location") != e.srv.URL+"/login/two-step" && r.header.Get("Location") != "/login/two-step" {
			t.Fatalf("page wrong code: %d %s", r.status, r.header.Get("Location"))
		}
		if p := page(t, e.do(b, "GET", "/login/two-step", nil, e.inertia())); at(p, "props.errors.code") == nil {
			t.Fatalf("no error under code: %v", p["props"])
		}
		next, _ := auth.TOTP(secret, time.Now().Add(auth.TOTPPeriod*time.Second))
		r = e.do(b, "POST", "/login/two-step", map[string]any{"code": next[:3] + " " + next[3:]}, e.inertia())
		if r.status != 303 || r.header.Get("Location") != "/" {
			t.Fatalf("right code: %d %s %s", r.status, r.header.Get("Location"), r.body)
		}
		if !signedInAs(e, b) {
			t.Fatal("not signed in after the code")
		}
		// The same code again, from another browser: refused.
		b2, _ := e.signIn(email, password, false)
		if r := e.do(b2, "POST", "/login/two-step", map[string]any{"code": next}, jsonHeaders); r.status != 400 {
			t.Fatalf("replayed code: %d %s", r.status, r.body)
		}
		// A recovery code works once.
		if r := e.do(b2, "POST", "/login/two-step", map[string]any{"code": strings.ToUpper(codes[0])}, e.inertia()); r.status != 303 || !signedInAs(e, b2) {
			t.Fatalf("recovery code: %d %s", r.status, r.body)
		}
		b3, _ := e.signIn(email, password, false)
		if r := e.do(b3, "POST", "/login/two-step", map[string]any{"code": codes[0]}, jsonHeaders); r.status != 400 || fieldKey(t, r, "code") != "twoStepCodeWrong" {
			t.Fatalf("reused recovery code: %d %s", r.status, r.body)
		}
		if signedInAs(e, b3) {
			t.Fatal("signed in with a used recovery code")
		}

		// API clients.
		r = e.do(nil, "POST", "/jwt/login", map[string]string{"email": email, "password": password}, nil)
		m := r.json(t)
		token, _ := m["twoStepToken"].(string)
		if r.status != 200 || m["twoStepRequired"] != true || token == "" || m["accessToken"] != nil {
			t.Fatalf("jwt login: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", "/jwt/two-step", map[string]string{"twoStepToken": token, "code": codes[0]}, nil); r.status != 400 || at(r.json(t), "error.code") == nil {
			t.Fatalf("jwt used recovery code: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", "/jwt/two-step", map[string]string{"twoStepToken": token + "x", "code": codes[1]}, nil); r.status != 401 || at(r.json(t), "error.twoStepToken") == nil {
			t.Fatalf("jwt bad token: %d %s", r.status, r.body)
		}
		r = e.do(nil, "POST", "/jwt/two-step", map[string]string{"twoStepToken": token, "code": codes[1]}, nil)
		if m := r.json(t); r.status != 200 || m["accessToken"] == nil || m["refreshToken"] == nil || at(m, "userData.email") != email {
			t.Fatalf("jwt two-step: %d %s", r.status, r.body)
		}

		// New recovery codes need the password; the old ones end.
		if r := e.do(c, "POST", "/pages/account-settings/two-step/recovery-codes", map[string]any{"password": "nope nope"}, jsonHeaders); r.status != 400 || fieldKey(t, r, "password") != "passwordCurrentWrong" {
			t.Fatalf("codes, wrong password: %d %s", r.status, r.body)
		}
		r = e.do(c, "POST", "/pages/account-settings/two-step/recovery-codes", map[string]any{"password": password}, jsonHeaders)
		if r.status != 200 || len(r.json(t)["recoveryCodes"].([]any)) != 10 {
			t.Fatalf("new codes: %d %s", r.status, r.body)
		}
		b4, _ := e.signIn(email, password, false)
		if r := e.do(b4, "POST", "/login/two-step", map[string]any{"code": codes[2]}, jsonHeaders); r.status != 400 {
			t.Fatalf("old recovery code after new ones: %d %s", r.status, r.body)
		}

		// Turning it off needs the password.
		for _, pw := range []string{"", "wrong password"} {
			r := e.do(c, "POST", "/pages/account-settings/two-step/disable", map[string]any{"password": pw}, jsonHeaders)
			if r.status != 400 || fieldKey(t, r, "password") != "passwordCurrentWrong" {
				t.Fatalf("disable with %q: %d %s", pw, r.status, r.body)
			}
		}
		r = e.do(c, "POST", "/pages/account-settings/two-step/disable", map[string]any{"password": password}, jsonHeaders)
		if r.status != 200 || at(r.json(t), "security.twoStep.enabled") != false {
			t.Fatalf("disable: %d %s", r.status, r.body)
		}
		b5, r := e.signIn(email, password, false)
		if r.status != 303 || r.header.Get("Location") != "/" || !signedInAs(e, b5) {
			t.Fatalf("sign-in after disabling: %d %s", r.status, r.header.Get("Location"))
		}
		var kinds []string
		rows, err := e.db.Query(`SELECT a.kind FROM user_activity a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.kind IN ('twostep_enabled', 'twostep_disabled', 'recovery_codes') ORDER BY a.id`, email)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var k string
			rows.Scan(&k)
			kinds = append(kinds, k)
		}
		rows.Close()
		if strings.Join(kinds, ",") != "twostep_enabled,recovery_codes,twostep_disabled" {
			t.Fatalf("activity %v", kinds)
		}
	})
}

func TestTwoStepCodesAreLimited(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		c, email, password := newAccount(t, e, "h1patient")
		enableTwoStep(t, e, c)
		b, _ := e.signIn(email, password, false)
		var last reply
		for i := 0; i < 9; i++ {
			last = e.do(b, "POST", "/login/two-step", map[string]any{"code": "99999-9999" + string(rune('a'+i))}, e.inertia())
		}
		if last.status != 429 || last.header.Get("Retry-After") == "" {
			t.Fatalf("ninth wrong code: %d %s", last.status, last.body)
		}
		if p := page(t, last); p["component"] != "Auth/TwoStep" || at(p, "props.errors.code") == nil {
			t.Fatalf("429 page %v", p)
		}
	})
}

func TestChangePasswordMailsANotice(t *testing.T) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		relay := mailtest.StartRelay(t, "127.0.0.1:0")
		e := startIn(t, d, dataDir, withSMTP(relay.Addr))
		c, email, password := newAccount(t, e, "h1mailed")
		r := e.do(c, "POST", "/pages/account-settings/password", map[string]any{"currentPassword": password, "password": "a brand new secret", "passwordConfirmation": "a brand new secret"}, jsonHeaders)
		if r.status != 200 {
			t.Fatalf("change: %d %s", r.status, r.body)
		}
		var arrival *mailtest.Arrival
		waitFor(t, "the notice", func() bool {
			for _, a := range relay.Arrivals() {
				if len(a.Rcpts) == 1 && a.Rcpts[0] == email {
					arrival = &a
					return true
				}
			}
			return false
		})
		head, _ := mailtest.Parse(t, arrival.Data)
		if s, _ := new(mime.WordDecoder).DecodeHeader(head.Get("Subject")); !strings.Contains(s, "password was changed") {
			t.Fatalf("subject %q", s)
		}
	})
}
