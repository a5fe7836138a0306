// Package session keeps browser sessions in the product's database behind a
// gorilla/sessions Store, so every app instance on one database shares them and
// signing out ends a session on the server, not only in the browser.
package session

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/gob"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/gorilla/securecookie"
	"github.com/gorilla/sessions"

	"partage/app/db"
)

// CookieName is the name of the session cookie.
const CookieName = "partage_session"

// Lifetimes of a session on the server: a "remember me" session lasts a month,
// any other one a day past its last change, and its cookie ends with the browser.
const (
	RememberTTL = 30 * 24 * time.Hour
	BrowserTTL  = 24 * time.Hour
)

// Keys of session values the store reads itself.
const (
	KeyUserID   = "user_id"
	KeyRemember = "remember"
	// KeySignedOut keeps why the server ended a session (EndUserSessions), so
	// that the browser holding it can be told at its next page.
	KeySignedOut = "signed_out"
)

// Store is a gorilla/sessions Store kept in the sessions table.
type Store struct {
	db     *db.DB
	codec  *securecookie.SecureCookie
	secure bool
	now    func() time.Time
}

// NewStore returns a store on d whose cookies are signed with a key derived from appKey;
// secure marks cookies Secure (set it when served over HTTPS).
func NewStore(d *db.DB, appKey []byte, secure bool) *Store {
	m := hmac.New(sha256.New, appKey)
	m.Write([]byte("session cookie"))
	codec := securecookie.New(m.Sum(nil), nil)
	codec.MaxAge(int(RememberTTL / time.Second))
	return &Store{db: d, codec: codec, secure: secure, now: func() time.Time { return time.Now().UTC() }}
}

// Get returns the request's session, loading it once per request.
func (s *Store) Get(r *http.Request, name string) (*sessions.Session, error) {
	return sessions.GetRegistry(r).Get(s, name)
}

// New loads the session named by the request's cookie, or returns a fresh one
// when there is none or it is unknown or expired.
func (s *Store) New(r *http.Request, name string) (*sessions.Session, error) {
	sess := sessions.NewSession(s, name)
	sess.Options = s.options(false)
	sess.IsNew = true
	c, err := r.Cookie(name)
	if err != nil {
		return sess, nil
	}
	var id string
	if err := s.codec.Decode(name, c.Value, &id); err != nil {
		return sess, nil // a forged or stale cookie starts a new session
	}
	var data []byte
	var userID sql.NullInt64
	var lastSeen int64
	now := s.now()
	err = s.db.QueryRowContext(r.Context(), `SELECT data, user_id, last_seen_at FROM sessions WHERE id = $1 AND expires_at > $2`,
		id, now.Unix()).Scan(&data, &userID, &lastSeen)
	if errors.Is(err, sql.ErrNoRows) {
		return sess, nil
	} else if err != nil {
		return sess, fmt.Errorf("session: load: %w", err)
	}
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&sess.Values); err != nil {
		return sess, nil
	}
	sess.ID = id
	sess.IsNew = false
	remember, _ := sess.Values[KeyRemember].(bool)
	sess.Options = s.options(remember)
	if userID.Valid && lastSeen < now.Add(-SeenEvery).Unix() {
		s.touch(r.Context(), id, now) // best effort: a failed mark of presence fails no request
	}
	return sess, nil
}

// touch marks a signed-in session seen now, with where from (the request's
// Client), unless it was marked less than SeenEvery ago: the condition in the
// UPDATE keeps two instances, or two requests at once, to one write a minute.
func (s *Store) touch(ctx context.Context, id string, now time.Time) error {
	c := ClientFrom(ctx)
	_, err := s.db.ExecContext(ctx, `UPDATE sessions SET last_seen_at = $1,
		user_agent = COALESCE(NULLIF(CAST($2 AS TEXT), ''), user_agent), address = COALESCE(NULLIF(CAST($3 AS TEXT), ''), address)
		WHERE id = $4 AND last_seen_at < $5`, now.Unix(), c.UserAgent, c.Address, id, now.Add(-SeenEvery).Unix())
	return err
}

func (s *Store) options(remember bool) *sessions.Options {
	o := &sessions.Options{Path: "/", HttpOnly: true, Secure: s.secure, SameSite: http.SameSiteLaxMode}
	if remember {
		o.MaxAge = int(RememberTTL / time.Second)
	}
	return o
}

// Save writes the session row and the cookie; a negative MaxAge deletes both.
func (s *Store) Save(r *http.Request, w http.ResponseWriter, sess *sessions.Session) error {
	if sess.Options != nil && sess.Options.MaxAge < 0 {
		if sess.ID != "" {
			if _, err := s.db.ExecContext(r.Context(), `DELETE FROM sessions WHERE id = $1`, sess.ID); err != nil {
				return fmt.Errorf("session: delete: %w", err)
			}
		}
		setCookie(w, sessions.NewCookie(sess.Name(), "", sess.Options))
		return nil
	}
	remember, _ := sess.Values[KeyRemember].(bool)
	sess.Options = s.options(remember)
	ttl := BrowserTTL
	if remember {
		ttl = RememberTTL
	}
	if sess.ID == "" {
		sess.ID = newID()
	}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(sess.Values); err != nil {
		return fmt.Errorf("session: encode: %w", err)
	}
	var userID any
	if id, ok := sess.Values[KeyUserID].(int64); ok {
		userID = id
	}
	now := s.now()
	c := ClientFrom(r.Context())
	_, err := s.db.ExecContext(r.Context(), `INSERT INTO sessions (id, user_id, data, expires_at, created_at, user_agent, address, last_seen_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
		ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at,
			user_agent = COALESCE(NULLIF(excluded.user_agent, ''), sessions.user_agent),
			address = COALESCE(NULLIF(excluded.address, ''), sessions.address), last_seen_at = excluded.last_seen_at`,
		sess.ID, userID, buf.Bytes(), now.Add(ttl).Unix(), now, c.UserAgent, c.Address, now.Unix())
	if err != nil {
		return fmt.Errorf("session: save: %w", err)
	}
	encoded, err := s.codec.Encode(sess.Name(), sess.ID)
	if err != nil {
		return fmt.Errorf("session: sign cookie: %w", err)
	}
	setCookie(w, sessions.NewCookie(sess.Name(), encoded, sess.Options))
	return nil
}

// setCookie sets c, replacing a cookie of the same name set earlier in this
// response: a sign-in saves the session more than once (the user, then the toast).
func setCookie(w http.ResponseWriter, c *http.Cookie) {
	h := w.Header()
	prior := h.Values("Set-Cookie")
	h.Del("Set-Cookie")
	for _, v := range prior {
		if !strings.HasPrefix(v, c.Name+"=") {
			h.Add("Set-Cookie", v)
		}
	}
	http.SetCookie(w, c)
}

// Renew gives sess a new ID and drops its old row, so a session fixed by an
// attacker before sign-in is worthless after it. Call Save afterwards.
func (s *Store) Renew(ctx context.Context, sess *sessions.Session) error {
	if sess.ID != "" {
		if _, err := s.db.ExecContext(ctx, `DELETE FROM sessions WHERE id = $1`, sess.ID); err != nil {
			return fmt.Errorf("session: renew: %w", err)
		}
	}
	sess.ID = ""
	return nil
}

// DeleteUserSessions ends every browser session of a user except keepID (which may be "").
func (s *Store) DeleteUserSessions(ctx context.Context, userID int64, keepID string) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = $1 AND id <> $2`, userID, keepID); err != nil {
		return fmt.Errorf("session: delete user sessions: %w", err)
	}
	return nil
}

// EndUserSessions ends every browser session of a user, keeping in each only
// why it ended (KeySignedOut: reason), for the next page its browser asks for.
func (s *Store) EndUserSessions(ctx context.Context, userID int64, reason string) error {
	data, err := endedData(reason)
	if err != nil {
		return err
	}
	if _, err := s.db.ExecContext(ctx, `UPDATE sessions SET user_id = NULL, data = $1 WHERE user_id = $2`, data, userID); err != nil {
		return fmt.Errorf("session: end user sessions: %w", err)
	}
	return nil
}

// Prune deletes expired sessions.
func (s *Store) Prune(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM sessions WHERE expires_at <= $1`, s.now().Unix()); err != nil {
		return fmt.Errorf("session: prune: %w", err)
	}
	return nil
}

func newID() string {
	b := make([]byte, 32)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}
