package auth_test

import (
	"context"
	"testing"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
)

func newService(d *db.DB) *auth.Service {
	return auth.NewService(d, auth.Settings{AppKey: []byte("0123456789abcdef0123456789abcdef"), RegistrationOpen: true, RegistrationRole: auth.RoleAdmin})
}

func TestRegisterAndLogin(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newService(d)
		u, err := s.Register(ctx, auth.RegisterInput{Username: " lea ", Email: "Lea@Example.org", Password: "correct horse"})
		if err != nil {
			t.Fatal(err)
		}
		if u.ID == 0 || u.Username != "lea" || u.FullName != "lea" || u.Role != auth.RoleAdmin || u.PasswordHash == "correct horse" {
			t.Fatalf("registered %+v", u)
		}
		for _, c := range []struct {
			email, password string
			ok              bool
		}{
			{"lea@example.org", "correct horse", true},
			{"LEA@EXAMPLE.ORG", "correct horse", true},
			{"lea@example.org", "Correct horse", false},
			{"lea@example.org", "", false},
			{"", "correct horse", false},
			{"nobody@example.org", "correct horse", false},
		} {
			got, err := s.Login(ctx, c.email, c.password)
			if c.ok && (err != nil || got.ID != u.ID) {
				t.Errorf("login %q %q: %v", c.email, c.password, err)
			}
			if !c.ok && (err == nil || app.ErrorFieldTexts(err)["email"].Key != auth.MsgInvalidLogin) {
				t.Errorf("login %q %q: want the invalid-login message, got %v", c.email, c.password, err)
			}
		}
		_, err = s.Register(ctx, auth.RegisterInput{Username: "LEA", Email: "lea@example.ORG", Password: "correct horse"})
		f := app.ErrorFields(err)
		if app.ErrorCode(err) != app.ECONFLICT || f["email"] != "This email is already in use." || f["username"] != "This username is already in use." {
			t.Fatalf("duplicate: %v", err)
		}
	})
}

func TestAbilities(t *testing.T) {
	for _, c := range []struct {
		rules           []auth.Rule
		action, subject string
		want            bool
	}{
		{auth.RulesFor("admin"), "delete", "Invoice", true},
		{auth.RulesFor("client"), "read", "ACL", true},
		{auth.RulesFor("client"), "read", "Auth", true},
		{auth.RulesFor("client"), "read", "Dashboard", false},
		{auth.RulesFor("client"), "update", "ACL", false},
		{auth.RulesFor("subscriber"), "read", "ACL", true},
		{auth.GuestRules, "read", "Auth", true},
		{auth.GuestRules, "read", "ACL", false},
	} {
		if got := auth.Can(c.rules, c.action, c.subject); got != c.want {
			t.Errorf("Can(%v, %s, %s) = %v", c.rules, c.action, c.subject, got)
		}
	}
	if auth.HomeFor(&auth.User{Role: "admin"}) != "/" || auth.HomeFor(&auth.User{Role: "client"}) != "/access-control" {
		t.Error("landing pages")
	}
}

func TestAccessTokenIdentifiesUser(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newService(d)
		u, _ := s.Register(ctx, auth.RegisterInput{Username: "hugo", Email: "hugo@example.org", Password: "long enough"})
		tokens, err := s.IssueTokens(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.UserFromAccessToken(ctx, tokens.AccessToken)
		if err != nil || got.ID != u.ID {
			t.Fatalf("access token: %v %v", got, err)
		}
		if _, err := s.UserFromAccessToken(ctx, tokens.RefreshToken); err == nil {
			t.Fatal("a refresh token must not pass as an access token")
		}
		other := auth.NewService(d, auth.Settings{AppKey: []byte("another key, another key, another key")})
		if _, err := other.UserFromAccessToken(ctx, tokens.AccessToken); err == nil {
			t.Fatal("a token signed with another key was accepted")
		}
	})
}

func TestResetTokenSingleUseAndExpiry(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newService(d)
		u, _ := s.Register(ctx, auth.RegisterInput{Username: "ines", Email: "ines@example.org", Password: "first password"})
		if id, tok, err := s.RequestPasswordReset(ctx, "nobody@example.org"); id != 0 || len(tok) != 64 || err != nil {
			t.Fatalf("unknown e-mail: %v %q %v", id, tok, err)
		}
		id, tok, err := s.RequestPasswordReset(ctx, "INES@example.org")
		if err != nil || len(tok) != 64 || id != u.ID {
			t.Fatalf("token %d %q %v", id, tok, err)
		}
		_, older, _ := s.RequestPasswordReset(ctx, "ines@example.org")
		if _, err := s.ResetPassword(ctx, tok, "ines@example.org", "second password"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.ResetPassword(ctx, tok, "ines@example.org", "third password"); app.ErrorFieldTexts(err)["token"].Key != auth.MsgBadResetToken {
			t.Fatalf("second use: %v", err)
		}
		if _, err := s.ResetPassword(ctx, older, "ines@example.org", "third password"); err == nil {
			t.Fatal("an older link still works after the password changed")
		}
		if _, err := s.Login(ctx, "ines@example.org", "second password"); err != nil {
			t.Fatal("new password refused")
		}
		// An expired link: make one and age it past the hour.
		_, late, _ := s.RequestPasswordReset(ctx, "ines@example.org")
		d.ExecContext(ctx, `UPDATE password_resets SET expires_at = $1 WHERE user_id = $2 AND used_at IS NULL`, time.Now().Add(-time.Minute).Unix(), u.ID)
		if _, err := s.ResetPassword(ctx, late, "", "fourth password"); err == nil {
			t.Fatal("an expired link works")
		}
	})
}
