package auth_test

import (
	"strings"
	"testing"

	"partage/app/auth"
)

// The length is counted in characters for the minimum, in bytes (bcrypt's
// limit) for the maximum, with the message that says which.
func TestPasswordRuleLength(t *testing.T) {
	for _, c := range []struct {
		name, password, want string
	}{
		{"8 accented letters, 16 bytes", strings.Repeat("é", 8), ""},
		{"7 accented letters, 14 bytes", strings.Repeat("é", 7), "passwordTooShort"},
		{"7 emoji, 28 bytes", strings.Repeat("🔑", 7), "passwordTooShort"},
		{"8 emoji, 32 bytes", strings.Repeat("🔑", 8), ""},
		{"7 ASCII", "qwzjvkx", "passwordTooShort"},
		{"8 ASCII", "qwzjvkxp", ""},
		{"72 ASCII", strings.Repeat("qwzjvkxp", 9), ""},
		{"73 ASCII", strings.Repeat("qwzjvkxp", 9) + "q", "passwordTooLong"},
		{"36 accented letters, 72 bytes", strings.Repeat("é", 36), ""},
		{"37 accented letters, 74 bytes", strings.Repeat("é", 37), auth.MsgPasswordTooLongBytes},
		{"73 accented letters", strings.Repeat("é", 73), "passwordTooLong"},
	} {
		key, params := auth.PasswordRule(c.password, "lea@example.org")
		if key != c.want {
			t.Errorf("%s: %q, want %q", c.name, key, c.want)
			continue
		}
		switch key {
		case "passwordTooShort":
			if params["min"] != auth.MinPasswordLen {
				t.Errorf("%s: params %v", c.name, params)
			}
		case "passwordTooLong", auth.MsgPasswordTooLongBytes:
			if params["max"] != auth.MaxPasswordLen {
				t.Errorf("%s: params %v", c.name, params)
			}
		}
		if err := auth.CheckNewPassword("password", c.password, "lea@example.org"); (err == nil) != (c.want == "") {
			t.Errorf("%s: CheckNewPassword %v", c.name, err)
		}
	}
}
