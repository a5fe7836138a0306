package auth

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
)

// Family is one signed-in API client: a refresh token and the ones it was
// refreshed into (refresh_tokens.family), listed and signed out as one line.
type Family struct {
	ID         string
	UserAgent  string
	Address    string
	SignedInAt time.Time
	LastSeenAt time.Time // its last refresh
}

// Families lists the user's API clients that still hold a refresh token
// neither spent nor revoked nor expired, the newest refreshed first.
func (s *Service) Families(ctx context.Context, userID int64) ([]Family, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT family, user_agent, address, signed_in_at, created_at FROM refresh_tokens
		WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 ORDER BY created_at DESC, id`, userID, s.now().Unix())
	if err != nil {
		return nil, fmt.Errorf("auth: list token families: %w", err)
	}
	defer rows.Close()
	out := []Family{}
	seen := map[string]bool{}
	for rows.Next() {
		var f Family
		var signedIn int64
		if err := rows.Scan(&f.ID, &f.UserAgent, &f.Address, &signedIn, &f.LastSeenAt); err != nil {
			return nil, fmt.Errorf("auth: list token families: %w", err)
		}
		if seen[f.ID] {
			continue // one live token per family, save a refresh racing this reading
		}
		seen[f.ID] = true
		f.LastSeenAt = f.LastSeenAt.UTC()
		f.SignedInAt = f.LastSeenAt
		if signedIn > 0 {
			f.SignedInAt = time.Unix(signedIn, 0).UTC()
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

// RevokeFamily signs one API client of userID out: every token of its family
// is dropped (so none of them, presented again, looks like a stolen spent
// token and ends the user's other clients), and the user's access tokens end
// (the other clients refresh theirs). It reports false, changing nothing,
// when the user has no live family of that id.
func (s *Service) RevokeFamily(ctx context.Context, userID int64, family string) (bool, error) {
	found := false
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM refresh_tokens WHERE user_id = $1 AND family = $2
			AND revoked_at IS NULL AND expires_at > $3`, userID, family, s.now().Unix()).Scan(&n); err != nil {
			return fmt.Errorf("auth: find token family: %w", err)
		}
		if n == 0 {
			return nil
		}
		found = true
		if _, err := tx.ExecContext(ctx, `DELETE FROM refresh_tokens WHERE user_id = $1 AND family = $2`, userID, family); err != nil {
			return fmt.Errorf("auth: revoke token family: %w", err)
		}
		return s.store.EndAccessTokens(ctx, tx, userID)
	})
	return found, err
}

// RevokeOtherFamilies signs out every API client of userID but the family
// keep ("" for none), as RevokeFamily does, and says how many live ones it ended.
func (s *Service) RevokeOtherFamilies(ctx context.Context, userID int64, keep string) (int, error) {
	var live int
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := tx.QueryRowContext(ctx, `SELECT count(DISTINCT family) FROM refresh_tokens WHERE user_id = $1 AND family <> $2
			AND revoked_at IS NULL AND expires_at > $3`, userID, keep, s.now().Unix()).Scan(&live); err != nil {
			return fmt.Errorf("auth: count token families: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM refresh_tokens WHERE user_id = $1 AND family <> $2`, userID, keep); err != nil {
			return fmt.Errorf("auth: revoke token families: %w", err)
		}
		if live == 0 {
			return nil
		}
		return s.store.EndAccessTokens(ctx, tx, userID)
	})
	return live, err
}

// FamilyOf is the refresh family an access token was signed in, or "" for a
// token that is not a valid one (or older than families).
func (s *Service) FamilyOf(accessToken string) string {
	c, err := s.parse(accessToken, "access", s.accessKey)
	if err != nil {
		return ""
	}
	return c.Fam
}

// Device names read from a User-Agent header.
const (
	BrowserChrome   = "Chrome"
	BrowserChromium = "Chromium"
	BrowserFirefox  = "Firefox"
	BrowserSafari   = "Safari"
	BrowserEdge     = "Edge"
	BrowserCurl     = "curl"
	OSWindows       = "Windows"
	OSMacOS         = "macOS"
	OSLinux         = "Linux"
	OSAndroid       = "Android"
	OSIOS           = "iOS"
	Unknown         = "" // not recognised: the page words it (account.devices.unknown)
)

// ParseUserAgent names the browser (or program) and the system of a
// User-Agent header, coarsely: enough for a person to tell their devices
// apart. What it does not recognise is Unknown, "".
func ParseUserAgent(ua string) (browser, os string) {
	has := func(s string) bool { return strings.Contains(ua, s) }
	switch {
	case strings.HasPrefix(ua, "curl/"):
		browser = BrowserCurl
	case has("Edg/") || has("Edge/") || has("EdgA/") || has("EdgiOS/"):
		browser = BrowserEdge
	case has("Firefox/") || has("FxiOS/"):
		browser = BrowserFirefox
	case has("Chromium/"):
		browser = BrowserChromium
	case has("Chrome/") || has("CriOS/"):
		browser = BrowserChrome
	case has("Safari/") && (has("Version/") || has("Mobile/")):
		browser = BrowserSafari
	default:
		browser = Unknown
	}
	switch {
	case has("iPhone") || has("iPad") || has("iPod"):
		os = OSIOS
	case has("Android"):
		os = OSAndroid
	case has("Windows"):
		os = OSWindows
	case has("Macintosh") || has("Mac OS X"):
		os = OSMacOS
	case has("Linux") || has("X11"):
		os = OSLinux
	default:
		os = Unknown
	}
	return browser, os
}
