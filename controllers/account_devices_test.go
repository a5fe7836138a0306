package controllers_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
)

const (
	uaChrome  = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
	uaFirefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"
	uaCurl    = "curl/8.5.0"
)

// signInFrom signs a browser in with a User-Agent of its own.
func (e *env) signInFrom(email, password, ua string) *http.Client {
	e.t.Helper()
	c := e.browser()
	h := e.inertia()
	h["User-Agent"] = ua
	if r := e.do(c, "POST", "/login", map[string]any{"email": email, "password": password}, h); r.status != 303 && r.status != 302 {
		e.t.Fatalf("sign in %s: %d %s", email, r.status, r.body)
	}
	return c
}

// tokenFrom is token with a User-Agent of its own.
func (e *env) tokenFrom(email, password, ua string) (string, string) {
	e.t.Helper()
	r := e.do(nil, "POST", "/jwt/login", map[string]string{"email": email, "password": password}, map[string]string{"User-Agent": ua})
	if r.status != 200 {
		e.t.Fatalf("jwt login %s: %d %s", email, r.status, r.body)
	}
	m := r.json(e.t)
	return m["accessToken"].(string), m["refreshToken"].(string)
}

var jsonH = map[string]string{"Accept": "application/json"}

func (e *env) devicesOf(c *http.Client, headers map[string]string) map[string]any {
	e.t.Helper()
	r := e.do(c, "GET", "/api/account/devices", nil, headers)
	if r.status != 200 {
		e.t.Fatalf("devices: %d %s", r.status, r.body)
	}
	return r.json(e.t)
}

func list(v any) []any { l, _ := v.([]any); return l }

func TestDevicesListAndSignOut(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		a := e.signInFrom("manager@demo.com", "manager", uaChrome)
		b := e.signInFrom("manager@demo.com", "manager", uaFirefox)
		access, refresh := e.tokenFrom("manager@demo.com", "manager", uaCurl)
		other := e.signInFrom("admin@demo.com", "admin", uaChrome)

		d := e.devicesOf(a, nil)
		sessions, clients := list(d["sessions"]), list(d["apiClients"])
		if len(sessions) != 2 || len(clients) != 1 {
			t.Fatalf("devices: %v", d)
		}
		first, second, api := sessions[0].(map[string]any), sessions[1].(map[string]any), clients[0].(map[string]any)
		if first["current"] != true || first["browser"] != "Chrome" || first["os"] != "Windows" || first["kind"] != "browser" ||
			first["address"] != "127.0.0.1" || first["userAgent"] != uaChrome {
			t.Fatalf("current session: %v", first)
		}
		if second["current"] != false || second["browser"] != "Firefox" || second["os"] != "Linux" {
			t.Fatalf("other session: %v", second)
		}
		if api["kind"] != "api" || api["browser"] != "curl" || api["current"] != false || !strings.HasPrefix(api["id"].(string), "a") {
			t.Fatalf("api client: %v", api)
		}
		for _, dev := range []map[string]any{first, second, api} {
			for _, k := range []string{"signedInAt", "lastSeenAt"} {
				if _, err := time.Parse(time.RFC3339, dev[k].(string)); err != nil {
					t.Fatalf("%s of %v: %v", k, dev, err)
				}
			}
		}
		// The handle is no session id: it matches no row.
		var n int
		e.db.QueryRow(`SELECT count(*) FROM sessions WHERE id = $1 OR id = $2`, first["id"], first["id"].(string)[1:]).Scan(&n)
		if n != 0 || len(first["id"].(string)) != 17 {
			t.Fatalf("the handle %v gives a session away", first["id"])
		}
		// The bearer's own family is current in its list.
		if d := e.devicesOf(nil, bearerH(access)); at(d, "apiClients.0.current") != true {
			t.Fatalf("devices seen by the API client: %v", d)
		}

		// Another user's device: 404, nothing changes.
		theirs := at(e.devicesOf(other, nil), "sessions.0.id").(string)
		if r := e.do(a, "POST", "/pages/account-settings/devices/"+theirs+"/sign-out", nil, jsonH); r.status != 404 {
			t.Fatalf("another user's device: %d %s", r.status, r.body)
		}
		for bad, status := range map[string]int{"s0000000000000000": 404, "anope": 404, "a": 404, "x1": 404, "s": 404,
			"a" + strings.Repeat("0", 5000): 404, "a%FF": 400, "a%00": 400, "s%FF%FE00000000000000": 400} {
			if r := e.do(a, "POST", "/pages/account-settings/devices/"+bad+"/sign-out", nil, jsonH); r.status != status {
				t.Fatalf("device %q: %d %s", bad, r.status, r.body)
			}
		}
		if r := e.do(other, "GET", "/api/account/devices", nil, nil); r.status != 200 {
			t.Fatalf("the other user was signed out: %d", r.status)
		}
		// This very session: refused (logout is for that).
		if r := e.do(a, "POST", "/pages/account-settings/devices/"+first["id"].(string)+"/sign-out", nil, jsonH); r.status != 409 {
			t.Fatalf("sign out the current session: %d %s", r.status, r.body)
		}

		// Signing b out: a JSON answer with the list as it is now.
		r := e.do(a, "POST", "/pages/account-settings/devices/"+second["id"].(string)+"/sign-out", nil, jsonH)
		if r.status != 200 || len(list(at(r.json(t), "devices.sessions"))) != 1 || at(r.json(t), "devices.sessions.0.current") != true {
			t.Fatalf("sign out b: %d %s", r.status, r.body)
		}
		// b is refused at its next request: 401 for a JSON call, the sign-in page saying why for a page.
		if r := e.do(b, "GET", "/api/account/devices", nil, nil); r.status != 401 {
			t.Fatalf("b's JSON call: %d %s", r.status, r.body)
		}
		if r := e.do(b, "GET", "/", nil, map[string]string{"Accept": "text/html"}); r.header.Get("Location") != "/login?reason=ended" {
			t.Fatalf("b's next page: %d %q", r.status, r.header.Get("Location"))
		}
		if r := e.do(b, "GET", "/login?reason=ended", nil, map[string]string{"Accept": "text/html"}); r.status != 200 ||
			page(t, r)["props"].(map[string]any)["reason"] != "ended" {
			t.Fatalf("the sign-in page: %d", r.status)
		}
		if r := e.do(a, "GET", "/api/account/devices", nil, nil); r.status != 200 {
			t.Fatalf("a was signed out too: %d", r.status)
		}

		// The API client, signed out from the page: its refresh and access tokens stop.
		access2, refresh2 := e.tokenFrom("manager@demo.com", "manager", "Go-http-client/1.1")
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/pages/account-settings?tab=security"
		r = e.do(a, "POST", "/pages/account-settings/devices/"+api["id"].(string)+"/sign-out", nil, h)
		if r.status != 303 && r.status != 302 {
			t.Fatalf("sign out the API client from the page: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", "/jwt/refresh-token", map[string]string{"refreshToken": refresh}, nil); r.status != 401 {
			t.Fatalf("a signed-out client refreshed: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", "/api/account/devices", nil, bearerH(access)); r.status != 401 {
			t.Fatalf("a signed-out client's access token: %d %s", r.status, r.body)
		}
		// The other client refreshes (its access token ended with the generation), and is not
		// taken for a thief: its family stays.
		if r := e.do(nil, "GET", "/api/account/devices", nil, bearerH(access2)); r.status != 401 {
			t.Fatalf("access tokens of the user should end: %d", r.status)
		}
		r = e.do(nil, "POST", "/jwt/refresh-token", map[string]string{"refreshToken": refresh2}, nil)
		if r.status != 200 {
			t.Fatalf("the other client could not refresh: %d %s", r.status, r.body)
		}
		if d := e.devicesOf(nil, bearerH(r.json(t)["accessToken"].(string))); len(list(d["apiClients"])) != 1 || at(d, "apiClients.0.browser") != "" {
			t.Fatalf("devices after the API sign-out: %v", d)
		}
		var kinds int
		e.db.QueryRow(`SELECT count(*) FROM user_activity a JOIN users u ON u.id = a.user_id
			WHERE u.email = 'manager@demo.com' AND a.kind = 'signed_out_device'`).Scan(&kinds)
		if kinds != 2 {
			t.Fatalf("%d activities recorded", kinds)
		}
	})
}

// "Sign out everywhere else": every other session and API client ends; this one stays.
func TestDevicesSignOutEverywhereElse(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		a := e.signInFrom("manager@demo.com", "manager", uaChrome)
		b := e.signInFrom("manager@demo.com", "manager", uaFirefox)
		c := e.signInFrom("manager@demo.com", "manager", uaFirefox)
		access, refresh := e.tokenFrom("manager@demo.com", "manager", uaCurl)
		other := e.signInFrom("admin@demo.com", "admin", uaChrome)
		r := e.do(a, "POST", "/pages/account-settings/devices/sign-out-others", nil, jsonH)
		if r.status != 200 {
			t.Fatalf("sign out others: %d %s", r.status, r.body)
		}
		d := r.json(t)
		if len(list(at(d, "devices.sessions"))) != 1 || at(d, "devices.sessions.0.current") != true || len(list(at(d, "devices.apiClients"))) != 0 {
			t.Fatalf("devices: %s", r.body)
		}
		for _, gone := range []*http.Client{b, c} {
			if r := e.do(gone, "GET", "/api/account/devices", nil, nil); r.status != 401 {
				t.Fatalf("another session survived: %d", r.status)
			}
		}
		if r := e.do(nil, "GET", "/api/account/devices", nil, bearerH(access)); r.status != 401 {
			t.Fatalf("the access token survived: %d", r.status)
		}
		if r := e.do(nil, "POST", "/jwt/refresh-token", map[string]string{"refreshToken": refresh}, nil); r.status != 401 {
			t.Fatalf("the refresh token survived: %d", r.status)
		}
		for _, kept := range []*http.Client{a, other} {
			if r := e.do(kept, "GET", "/api/account/devices", nil, nil); r.status != 200 {
				t.Fatalf("a session that should stay ended: %d", r.status)
			}
		}
		// From the page: a redirect back with a toast.
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/pages/account-settings?tab=security"
		if r := e.do(a, "POST", "/pages/account-settings/devices/sign-out-others", nil, h); r.status != 303 && r.status != 302 {
			t.Fatalf("from the page: %d %s", r.status, r.body)
		}
	})
}

// A session's last_seen_at moves at most once a minute.
func TestDevicesLastSeenThrottled(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		a := e.signInFrom("manager@demo.com", "manager", uaChrome)
		seen := func() int64 {
			var v int64
			e.db.QueryRow(`SELECT s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'manager@demo.com'`).Scan(&v)
			return v
		}
		recent := time.Now().Unix() - 30
		e.db.Exec(`UPDATE sessions SET last_seen_at = $1 WHERE user_id IS NOT NULL`, recent)
		e.devicesOf(a, nil)
		if got := seen(); got != recent {
			t.Fatalf("seen 30 s ago, marked again: %d → %d", recent, got)
		}
		old := time.Now().Unix() - 120
		e.db.Exec(`UPDATE sessions SET last_seen_at = $1 WHERE user_id IS NOT NULL`, old)
		d := e.devicesOf(a, nil)
		if got := seen(); got < time.Now().Unix()-5 {
			t.Fatalf("seen 2 min ago, not marked: %d → %d", old, got)
		}
		if at(d, "sessions.0.lastSeenAt") == time.Unix(old, 0).UTC().Format(time.RFC3339) {
			t.Fatalf("the list shows the old mark: %v", d)
		}
	})
}

// The open tab of a session signed out from another device hears it at once;
// the tab that signed it out keeps its stream.
func TestDeviceSignOutEndsItsStream(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := startSlowBeat(t, d)
		a := e.signInFrom("manager@demo.com", "manager", uaChrome)
		b := e.signInFrom("manager@demo.com", "manager", uaFirefox)
		mine := open(t, e.srv.URL, nil, a)
		theirs := open(t, e.srv.URL, nil, b)
		if mine.status != 200 || theirs.status != 200 {
			t.Fatalf("streams: %d %d", mine.status, theirs.status)
		}
		time.Sleep(100 * time.Millisecond) // subscribed
		id := ""
		for _, s := range list(e.devicesOf(a, nil)["sessions"]) {
			if s.(map[string]any)["current"] == false {
				id = s.(map[string]any)["id"].(string)
			}
		}
		if r := e.do(a, "POST", "/pages/account-settings/devices/"+id+"/sign-out", nil, jsonH); r.status != 200 {
			t.Fatalf("sign out: %d %s", r.status, r.body)
		}
		if ev := theirs.next(t, "signout", 3*time.Second); ev.data["reason"] != "ended" {
			t.Fatalf("signout event: %v", ev.data)
		}
		theirs.ended(t, 2*time.Second)
		select {
		case ev, ok := <-mine.events:
			if !ok || ev.typ == "signout" {
				t.Fatal("the signing-out tab's stream ended too")
			}
		case <-time.After(300 * time.Millisecond):
		}
	})
}
