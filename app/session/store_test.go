package session_test

import (
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/session"
)

func roundTrip(t *testing.T, s *session.Store, cookie *http.Cookie, fn func(w http.ResponseWriter, r *http.Request)) *http.Cookie {
	t.Helper()
	r := httptest.NewRequest("GET", "/", nil)
	if cookie != nil {
		r.AddCookie(cookie)
	}
	w := httptest.NewRecorder()
	fn(w, r)
	for _, c := range w.Result().Cookies() {
		if c.Name == session.CookieName {
			return c
		}
	}
	return cookie
}

func TestSessionKeptInDatabase(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := session.NewStore(d, []byte("0123456789abcdef0123456789abcdef"), false)
		if _, err := d.Exec(`INSERT INTO users (id, full_name, username, email, password_hash, role, created_at, updated_at)
			VALUES (42, 'Léa', 'lea', 'lea@example.org', 'x', 'client', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)`); err != nil {
			t.Fatal(err)
		}
		cookie := roundTrip(t, s, nil, func(w http.ResponseWriter, r *http.Request) {
			sess, _ := s.Get(r, session.CookieName)
			sess.Values[session.KeyUserID] = int64(42)
			sess.Values["note"] = "kept-on-the-server"
			if err := sess.Save(r, w); err != nil {
				t.Fatal(err)
			}
		})
		// The data (here a marker far too long to occur by chance) stays in the database:
		// the cookie holds a signed id, in plain text or once decoded.
		if cookie == nil {
			t.Fatal("no session cookie")
		}
		decoded, _ := base64.URLEncoding.DecodeString(cookie.Value)
		if strings.Contains(cookie.Value, "kept-on-the-server") || strings.Contains(string(decoded), "kept-on-the-server") {
			t.Fatalf("cookie %v must carry a signed id, not the data", cookie)
		}
		var n int
		d.QueryRow(`SELECT count(*) FROM sessions WHERE user_id = 42`).Scan(&n)
		if n != 1 {
			t.Fatalf("%d session rows for user 42", n)
		}
		roundTrip(t, s, cookie, func(w http.ResponseWriter, r *http.Request) {
			sess, _ := s.Get(r, session.CookieName)
			if sess.IsNew || sess.Values[session.KeyUserID] != int64(42) {
				t.Fatalf("not loaded back: %v", sess.Values)
			}
		})
		forged := *cookie
		forged.Value = cookie.Value[:len(cookie.Value)-3] + "abc"
		roundTrip(t, s, &forged, func(w http.ResponseWriter, r *http.Request) {
			if sess, _ := s.Get(r, session.CookieName); !sess.IsNew {
				t.Fatal("a forged cookie loaded a session")
			}
		})
		if err := s.DeleteUserSessions(t.Context(), 42, ""); err != nil {
			t.Fatal(err)
		}
		roundTrip(t, s, cookie, func(w http.ResponseWriter, r *http.Request) {
			if sess, _ := s.Get(r, session.CookieName); !sess.IsNew {
				t.Fatal("a deleted session still loads")
			}
		})
	})
}

func TestFlashIsReadOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := session.Flash{Store: session.NewStore(d, []byte("0123456789abcdef0123456789abcdef"), false)}
		cookie := roundTrip(t, f.Store, nil, func(w http.ResponseWriter, r *http.Request) {
			if err := f.Put(w, r, "flash", []byte(`{"success":"saved"}`)); err != nil {
				t.Fatal(err)
			}
		})
		for i, want := range []string{`{"success":"saved"}`, ""} {
			roundTrip(t, f.Store, cookie, func(w http.ResponseWriter, r *http.Request) {
				got, err := f.Pull(w, r, "flash")
				if err != nil || string(got) != want {
					t.Fatalf("pull %d: %q %v, want %q", i, got, err, want)
				}
			})
		}
	})
}

// A signed-in session records where it is used from, and its last_seen_at
// moves at most once a minute: requests in between write nothing.
func TestLastSeenThrottled(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := session.NewStore(d, []byte("0123456789abcdef0123456789abcdef"), false)
		now := time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)
		s.SetClock(func() time.Time { return now })
		if _, err := d.Exec(`INSERT INTO users (id, full_name, username, email, password_hash, role, created_at, updated_at)
			VALUES (42, 'Léa', 'lea', 'lea@example.org', 'x', 'client', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)`); err != nil {
			t.Fatal(err)
		}
		visit := func(cookie *http.Cookie, address string, fn func(w http.ResponseWriter, r *http.Request)) *http.Cookie {
			return roundTrip(t, s, cookie, func(w http.ResponseWriter, r *http.Request) {
				r = r.WithContext(session.WithClient(r.Context(), session.Client{UserAgent: "Firefox/133.0 " + address, Address: address}))
				fn(w, r)
			})
		}
		cookie := visit(nil, "192.0.2.1", func(w http.ResponseWriter, r *http.Request) {
			sess, _ := s.Get(r, session.CookieName)
			sess.Values[session.KeyUserID] = int64(42)
			if err := sess.Save(r, w); err != nil {
				t.Fatal(err)
			}
		})
		row := func() (seen int64, address string) {
			t.Helper()
			if err := d.QueryRow(`SELECT last_seen_at, address FROM sessions WHERE user_id = 42`).Scan(&seen, &address); err != nil {
				t.Fatal(err)
			}
			return
		}
		load := func(address string) {
			visit(cookie, address, func(w http.ResponseWriter, r *http.Request) {
				if sess, _ := s.Get(r, session.CookieName); sess.IsNew {
					t.Fatal("the session did not load")
				}
			})
		}
		if seen, address := row(); seen != now.Unix() || address != "192.0.2.1" {
			t.Fatalf("saved: seen %d address %q", seen, address)
		}
		start := now
		for _, c := range []struct {
			after   time.Duration
			address string
			seen    time.Time
			at      string
		}{
			{30 * time.Second, "192.0.2.2", start, "192.0.2.1"},                            // too soon: nothing written
			{59 * time.Second, "192.0.2.2", start, "192.0.2.1"},                            // still too soon
			{61 * time.Second, "192.0.2.3", start.Add(61 * time.Second), "192.0.2.3"},      // marked, with the new address
			{90 * time.Second, "192.0.2.4", start.Add(61 * time.Second), "192.0.2.3"},      // a minute from the last mark, not from sign-in
			{2*time.Minute + 2*time.Second, "", start.Add(122 * time.Second), "192.0.2.3"}, // no address known: the old one stays
		} {
			now = start.Add(c.after)
			load(c.address)
			if seen, address := row(); seen != c.seen.Unix() || address != c.at {
				t.Fatalf("after %v: seen %v address %q, want %v %q", c.after, time.Unix(seen, 0).UTC(), address, c.seen, c.at)
			}
		}
		list, err := s.UserSessions(t.Context(), 42)
		if err != nil || len(list) != 1 || !list[0].LastSeenAt.Equal(start.Add(122*time.Second)) || list[0].Address != "192.0.2.3" {
			t.Fatalf("listed %+v %v", list, err)
		}
		// An ended session keeps only why; it is no longer listed, nor marked seen.
		if ok, err := s.EndSession(t.Context(), 42, list[0].ID, "ended"); !ok || err != nil {
			t.Fatalf("end: %v %v", ok, err)
		}
		if list, _ := s.UserSessions(t.Context(), 42); len(list) != 0 {
			t.Fatalf("an ended session is listed: %+v", list)
		}
		visit(cookie, "192.0.2.9", func(w http.ResponseWriter, r *http.Request) {
			sess, _ := s.Get(r, session.CookieName)
			if sess.Values[session.KeyUserID] != nil || sess.Values[session.KeySignedOut] != "ended" {
				t.Fatalf("ended session holds %v", sess.Values)
			}
		})
		if ok, _ := s.EndSession(t.Context(), 42, list[0].ID, "ended"); ok {
			t.Fatal("ended twice")
		}
	})
}

// What a client says of itself is kept as valid text of a sane length.
func TestClientCleaned(t *testing.T) {
	long := strings.Repeat("é", 400) // 800 bytes
	for _, ua := range []string{"Firefox\xff\xfe/1\x00", long, "curl/8.5.0"} {
		c := session.ClientFrom(session.WithClient(t.Context(), session.Client{UserAgent: ua, Address: "192.0.2.1"}))
		if !utf8.ValidString(c.UserAgent) || strings.Contains(c.UserAgent, "\x00") || len(c.UserAgent) > 512 || c.Address != "192.0.2.1" {
			t.Fatalf("%q kept as %q", ua, c.UserAgent)
		}
	}
	if c := session.ClientFrom(t.Context()); c != (session.Client{}) {
		t.Fatalf("no client: %+v", c)
	}
}
