package session

import (
	"bytes"
	"context"
	"encoding/gob"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// SeenEvery is how often a session's last_seen_at moves at most: a request
// within a minute of the last mark writes nothing.
const SeenEvery = time.Minute

// maxUserAgent caps the user agent kept with a session or a token.
const maxUserAgent = 512

// Client is who stands at the other end of a request: its browser's or
// program's User-Agent and its address (as the controllers read it, past
// trusted proxies). The middleware puts it in every request's context; the
// store and the API tokens record it.
type Client struct {
	UserAgent string
	Address   string
}

type clientKey struct{}

// WithClient returns ctx carrying c, its user agent made valid UTF-8 without
// NUL (PostgreSQL's text takes nothing else) and cut to a sane length.
func WithClient(ctx context.Context, c Client) context.Context {
	c.UserAgent = cleanText(c.UserAgent, maxUserAgent)
	c.Address = cleanText(c.Address, 64)
	return context.WithValue(ctx, clientKey{}, c)
}

func cleanText(s string, max int) string {
	s = strings.ReplaceAll(strings.ToValidUTF8(s, "\uFFFD"), "\x00", "")
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut]
}

// ClientFrom returns the Client of ctx, zero when none was set.
func ClientFrom(ctx context.Context) Client {
	c, _ := ctx.Value(clientKey{}).(Client)
	return c
}

// Info describes one signed-in browser session for the list of one's devices.
type Info struct {
	ID         string
	UserAgent  string
	Address    string
	SignedInAt time.Time // the row's creation: a sign-in renews the session (Renew)
	LastSeenAt time.Time
}

// UserSessions lists the unexpired sessions signed in as userID, newest seen first.
func (s *Store) UserSessions(ctx context.Context, userID int64) ([]Info, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, user_agent, address, created_at, last_seen_at FROM sessions
		WHERE user_id = $1 AND expires_at > $2 ORDER BY last_seen_at DESC, created_at DESC`, userID, s.now().Unix())
	if err != nil {
		return nil, fmt.Errorf("session: list user sessions: %w", err)
	}
	defer rows.Close()
	out := []Info{}
	for rows.Next() {
		var in Info
		var seen int64
		if err := rows.Scan(&in.ID, &in.UserAgent, &in.Address, &in.SignedInAt, &seen); err != nil {
			return nil, fmt.Errorf("session: list user sessions: %w", err)
		}
		in.SignedInAt = in.SignedInAt.UTC()
		in.LastSeenAt = in.SignedInAt
		if seen > 0 {
			in.LastSeenAt = time.Unix(seen, 0).UTC()
		}
		out = append(out, in)
	}
	return out, rows.Err()
}

// endedData is a session's data once the server ended it: only why.
func endedData(reason string) ([]byte, error) {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(map[any]any{KeySignedOut: reason}); err != nil {
		return nil, fmt.Errorf("session: encode: %w", err)
	}
	return buf.Bytes(), nil
}

// EndSession ends one session of userID as EndUserSessions does (the row
// keeps only the reason, for its browser's next page). It reports whether
// there was such a session signed in as userID.
func (s *Store) EndSession(ctx context.Context, userID int64, id, reason string) (bool, error) {
	data, err := endedData(reason)
	if err != nil {
		return false, err
	}
	res, err := s.db.ExecContext(ctx, `UPDATE sessions SET user_id = NULL, data = $1 WHERE id = $2 AND user_id = $3`, data, id, userID)
	if err != nil {
		return false, fmt.Errorf("session: end session: %w", err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// EndOtherSessions ends every session of userID but keepID, as EndSession
// does, and says how many it ended.
func (s *Store) EndOtherSessions(ctx context.Context, userID int64, keepID, reason string) (int64, error) {
	data, err := endedData(reason)
	if err != nil {
		return 0, err
	}
	res, err := s.db.ExecContext(ctx, `UPDATE sessions SET user_id = NULL, data = $1 WHERE user_id = $2 AND id <> $3`, data, userID, keepID)
	if err != nil {
		return 0, fmt.Errorf("session: end other sessions: %w", err)
	}
	n, _ := res.RowsAffected()
	return n, nil
}

// SetClock makes the store read the time from now (tests).
func (s *Store) SetClock(now func() time.Time) { s.now = now }
