package auth_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
)

// RFC 6238 appendix B, SHA-1: the key is the ASCII "12345678901234567890", 8 digits.
func TestTOTPVectors(t *testing.T) {
	key := []byte("12345678901234567890")
	for _, c := range []struct {
		unix int64
		want string
	}{
		{59, "94287082"}, {1111111109, "07081804"}, {1111111111, "14050471"},
		{1234567890, "89005924"}, {2000000000, "69279037"}, {20000000000, "65353130"},
	} {
		step := auth.TOTPStep(time.Unix(c.unix, 0))
		if got := auth.HOTP(key, uint64(step), 8); got != c.want {
			t.Errorf("T=%d: %s, want %s", c.unix, got, c.want)
		}
	}
	// The same key in base32, 6 digits: the last six of the vectors.
	secret := "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
	code, err := auth.TOTP(secret, time.Unix(59, 0))
	if err != nil || code != "287082" {
		t.Fatalf("TOTP = %q, %v", code, err)
	}
	if s := auth.NewTOTPSecret(); len(s) != 32 || strings.Contains(s, "=") {
		t.Fatalf("secret %q", s)
	}
}

func TestPasswordRule(t *testing.T) {
	for _, c := range []struct {
		password, email, want string
	}{
		{"short", "", "passwordTooShort"},
		{strings.Repeat("x", 73), "", "passwordTooLong"},
		{"password", "", auth.MsgPasswordCommon},
		{"PassWord1", "", auth.MsgPasswordCommon},
		{"12345678", "", auth.MsgPasswordCommon},
		{"Lea.Martin@example.org", "lea.martin@example.org", auth.MsgPasswordIsEmail},
		{" lea.martin ", "Lea.Martin@Example.org", auth.MsgPasswordIsEmail},
		{"correct horse battery", "lea@example.org", ""},
	} {
		if got, _ := auth.PasswordRule(c.password, c.email); got != c.want {
			t.Errorf("%q (%s): %q, want %q", c.password, c.email, got, c.want)
		}
	}
}

func TestTwoStepService(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newService(d)
		u, err := s.Register(ctx, auth.RegisterInput{Username: "tom", Email: "tom@example.org", Password: "correct horse"})
		if err != nil {
			t.Fatal(err)
		}
		setup, err := s.SetupTwoStep(ctx, u, "Partage")
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(setup.URI, "otpauth://totp/Partage:tom@example.org?") || !strings.Contains(setup.URI, "secret="+setup.Secret) {
			t.Fatalf("uri %s", setup.URI)
		}
		if _, err := s.ConfirmTwoStep(ctx, u.ID, "000000"); app.ErrorFieldTexts(err)["code"].Key != auth.MsgTwoStepCodeWrong {
			t.Fatalf("wrong code: %v", err)
		}
		code, _ := auth.TOTP(setup.Secret, time.Now())
		codes, err := s.ConfirmTwoStep(ctx, u.ID, code)
		if err != nil || len(codes) != 10 {
			t.Fatalf("confirm: %v %v", codes, err)
		}
		for _, c := range codes {
			if len(c) != 11 || c[5] != '-' || strings.ToLower(c) != c {
				t.Fatalf("recovery code %q", c)
			}
		}
		// The code that confirmed cannot sign in.
		if _, err := s.VerifySecondStep(ctx, u, code, "10.0.0.1"); app.ErrorCode(err) != app.EINVALID {
			t.Fatalf("replayed code: %v", err)
		}
		if _, err := s.VerifySecondStep(ctx, u, strings.ToUpper(strings.ReplaceAll(codes[0], "-", " ")), "10.0.0.1"); err != nil {
			t.Fatalf("recovery code: %v", err)
		}
		if _, err := s.VerifySecondStep(ctx, u, codes[0], "10.0.0.1"); app.ErrorCode(err) != app.EINVALID {
			t.Fatalf("reused recovery code: %v", err)
		}
		st, err := s.TwoStepStateOf(ctx, u.ID)
		if err != nil || !st.Enabled || st.RecoveryCodesLeft != 9 {
			t.Fatalf("state %+v %v", st, err)
		}
		if err := s.DisableTwoStep(ctx, u, "wrong password", "10.0.0.1"); app.ErrorFieldTexts(err)["password"].Key != auth.MsgPasswordCurrentWrong {
			t.Fatalf("disable with a wrong password: %v", err)
		}
		if err := s.DisableTwoStep(ctx, u, "correct horse", "10.0.0.1"); err != nil {
			t.Fatal(err)
		}
		if on, _ := s.TwoStepEnabled(ctx, u.ID); on {
			t.Fatal("still on")
		}
	})
}

func TestQRSVG(t *testing.T) {
	svg, err := auth.QRSVG(auth.OTPAuthURI("Partage", "léa@example.org", auth.NewTOTPSecret()))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(svg, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 `) || !strings.Contains(svg, `shape-rendering="crispEdges"`) ||
		strings.Contains(svg, "script") || !strings.Contains(svg, `<path d="M4 4h7v1h-7z`) { // the finder pattern's top row, past the quiet zone
		t.Fatalf("svg %.200s", svg)
	}
}
