package session_test

import (
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

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
