package auth_test

import (
	"context"
	"testing"

	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/session"
)

func TestParseUserAgent(t *testing.T) {
	for _, c := range []struct{ ua, browser, os string }{
		{"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome", "Windows"},
		{"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86", "Edge", "Windows"},
		{"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/120.0.6099.224 Chrome/120.0.6099.224 Safari/537.36", "Chromium", "Linux"},
		{"Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox", "Linux"},
		{"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", "Safari", "macOS"},
		{"Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox", "macOS"},
		{"Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1", "Safari", "iOS"},
		{"Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1", "Chrome", "iOS"},
		{"Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15", "Firefox", "iOS"},
		{"Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36", "Chrome", "Android"},
		{"Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0", "Firefox", "Android"},
		{"Mozilla/5.0 (Linux; Android 10; HD1913) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36 EdgA/131.0.2903.68", "Edge", "Android"},
		{"curl/8.5.0", "curl", ""},
		{"Go-http-client/1.1", "", ""},
		{"python-requests/2.32.3", "", ""},
		{"", "", ""},
	} {
		b, o := auth.ParseUserAgent(c.ua)
		if b != c.browser || o != c.os {
			t.Errorf("%q: %s on %s, want %s on %s", c.ua, b, o, c.browser, c.os)
		}
	}
}

// An API client's refresh tokens are one family: listed once, kept through
// refreshes with its sign-in time, revoked as one; the user's other clients stay.
func TestRefreshFamilies(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newService(d)
		bg := context.Background()
		u, err := s.Register(bg, auth.RegisterInput{Username: "lea", Email: "lea@example.org", Password: "correct horse"})
		if err != nil {
			t.Fatal(err)
		}
		phone := session.WithClient(bg, session.Client{UserAgent: "curl/8.5.0", Address: "203.0.113.7"})
		first, err := s.IssueTokens(phone, u)
		if err != nil {
			t.Fatal(err)
		}
		laptop := session.WithClient(bg, session.Client{UserAgent: "Go-http-client/1.1", Address: "198.51.100.2"})
		other, err := s.IssueTokens(laptop, u)
		if err != nil {
			t.Fatal(err)
		}
		fams, err := s.Families(bg, u.ID)
		if err != nil || len(fams) != 2 {
			t.Fatalf("families %+v %v", fams, err)
		}
		phoneFamily := s.FamilyOf(first.AccessToken)
		if phoneFamily == "" || phoneFamily == s.FamilyOf(other.AccessToken) {
			t.Fatalf("families of the tokens: %q %q", phoneFamily, s.FamilyOf(other.AccessToken))
		}
		// A refresh from elsewhere keeps the family and its sign-in time, and moves the address.
		moved := session.WithClient(bg, session.Client{UserAgent: "curl/8.6.0", Address: "203.0.113.99"})
		_, next, err := s.Refresh(moved, first.RefreshToken)
		if err != nil {
			t.Fatal(err)
		}
		if s.FamilyOf(next.AccessToken) != phoneFamily {
			t.Fatal("a refresh started a new family")
		}
		fams, _ = s.Families(bg, u.ID)
		var got *auth.Family
		for i := range fams {
			if fams[i].ID == phoneFamily {
				got = &fams[i]
			}
		}
		if len(fams) != 2 || got == nil || got.Address != "203.0.113.99" || got.UserAgent != "curl/8.6.0" || got.SignedInAt.IsZero() {
			t.Fatalf("after refresh: %+v", fams)
		}
		// Signing the phone out: its refresh and access tokens stop; the laptop refreshes.
		if ok, err := s.RevokeFamily(bg, u.ID, phoneFamily); !ok || err != nil {
			t.Fatalf("revoke family: %v %v", ok, err)
		}
		if _, _, err := s.Refresh(bg, next.RefreshToken); err != auth.ErrInvalidRefresh {
			t.Fatalf("revoked family refreshed: %v", err)
		}
		if _, err := s.UserFromAccessToken(bg, next.AccessToken); err == nil {
			t.Fatal("a revoked family's access token still works")
		}
		if _, _, err := s.Refresh(bg, other.RefreshToken); err != nil {
			t.Fatalf("the other client could not refresh after the phone was signed out: %v", err)
		}
		if ok, _ := s.RevokeFamily(bg, u.ID, phoneFamily); ok {
			t.Fatal("a revoked family revoked twice")
		}
		if ok, _ := s.RevokeFamily(bg, u.ID+1, s.FamilyOf(other.AccessToken)); ok {
			t.Fatal("another user's family revoked")
		}
		if fams, _ := s.Families(bg, u.ID); len(fams) != 1 {
			t.Fatalf("families left: %+v", fams)
		}
	})
}

// A spent refresh token presented again ends every API client of the user; a
// token revoked while it was the newest of its family (signed out everywhere,
// a password change) is refused and ends nothing: the user's new sign-in stays.
func TestRevokedTokenRetriedEndsNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newService(d)
		bg := context.Background()
		u, err := s.Register(bg, auth.RegisterInput{Username: "lea", Email: "lea@example.org", Password: "correct horse"})
		if err != nil {
			t.Fatal(err)
		}
		old, _ := s.IssueTokens(bg, u)
		if err := s.RevokeAllRefreshTokens(bg, u.ID); err != nil {
			t.Fatal(err)
		}
		u, _ = s.Store().FindUserByID(bg, u.ID)
		fresh, _ := s.IssueTokens(bg, u)
		if _, _, err := s.Refresh(bg, old.RefreshToken); err != auth.ErrInvalidRefresh {
			t.Fatalf("a revoked token refreshed: %v", err)
		}
		_, next, err := s.Refresh(bg, fresh.RefreshToken)
		if err != nil {
			t.Fatalf("the new sign-in was ended by a retried revoked token: %v", err)
		}
		// Now fresh is spent: presenting it again ends everything, next included.
		if _, _, err := s.Refresh(bg, fresh.RefreshToken); err != auth.ErrInvalidRefresh {
			t.Fatalf("a spent token refreshed: %v", err)
		}
		if _, _, err := s.Refresh(bg, next.RefreshToken); err != auth.ErrInvalidRefresh {
			t.Fatalf("reuse of a spent token left its successor alive: %v", err)
		}
		if _, err := s.UserFromAccessToken(bg, next.AccessToken); err == nil {
			t.Fatal("reuse of a spent token left the access token alive")
		}
	})
}
