package auth

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/trustelem/zxcvbn/frequency"

	"partage/app"
)

// Keys of the refusals of a password someone chooses (besides passwordTooShort
// and passwordTooLong).
const (
	// MsgPasswordTooLongBytes refuses a password of at most MaxPasswordLen
	// characters whose accented letters or symbols take it past the
	// MaxPasswordLen bytes bcrypt reads.
	MsgPasswordTooLongBytes = "passwordTooLongBytes"
	// MsgPasswordCommon refuses a password found in the lists of common passwords.
	MsgPasswordCommon = "passwordCommon"
	// MsgPasswordIsEmail refuses a password that is the account's e-mail or its local part.
	MsgPasswordIsEmail = "passwordIsEmail"
)

var (
	commonOnce      sync.Once
	commonPasswords map[string]struct{}
)

// commonSet is the set of common passwords (zxcvbn's list), lower case, built once.
func commonSet() map[string]struct{} {
	commonOnce.Do(func() {
		list := frequency.FrequencyLists["passwords"]
		commonPasswords = make(map[string]struct{}, len(list))
		for _, p := range list {
			commonPasswords[strings.ToLower(p)] = struct{}{}
		}
	})
	return commonPasswords
}

// IsCommonPassword reports whether password is among the common passwords, case aside.
func IsCommonPassword(password string) bool {
	_, ok := commonSet()[strings.ToLower(strings.TrimSpace(password))]
	return ok
}

// PasswordRule checks a password someone chooses for the account with this
// e-mail (empty when not known yet): its length, not a common password, not
// the e-mail or its local part. It returns the refusal's key and params, or
// "" when the password is acceptable. Every place a password is chosen uses it.
//
// The length is counted in characters, at least MinPasswordLen; the most is
// MaxPasswordLen bytes, all bcrypt reads (as many characters when they are
// plain ASCII, fewer with accented letters or symbols, which take 2 to 4).
func PasswordRule(password, email string) (string, app.Params) {
	switch n := utf8.RuneCountInString(password); {
	case n < MinPasswordLen:
		return "passwordTooShort", app.Params{"min": MinPasswordLen}
	case n > MaxPasswordLen:
		return "passwordTooLong", app.Params{"max": MaxPasswordLen}
	case len(password) > MaxPasswordLen:
		return MsgPasswordTooLongBytes, app.Params{"max": MaxPasswordLen}
	}
	p := strings.ToLower(strings.TrimSpace(password))
	if e := strings.ToLower(strings.TrimSpace(email)); e != "" {
		local := e
		if i := strings.LastIndex(e, "@"); i >= 0 {
			local = e[:i]
		}
		if p == e || (local != "" && p == local) {
			return MsgPasswordIsEmail, nil
		}
	}
	if IsCommonPassword(p) {
		return MsgPasswordCommon, nil
	}
	return "", nil
}

// CheckNewPassword is PasswordRule as an EINVALID error under field, or nil.
func CheckNewPassword(field, password, email string) error {
	if key, params := PasswordRule(password, email); key != "" {
		return app.InvalidField(field, key, params)
	}
	return nil
}
