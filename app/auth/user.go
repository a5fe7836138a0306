// Package auth owns accounts, passwords, API tokens, password resets and the
// abilities each role has.
package auth

import (
	"context"
	"time"

	"partage/app"
)

// User is an account that can sign in.
type User struct {
	ID           int64
	FullName     string
	Username     string
	Email        string
	PasswordHash string
	Avatar       string
	Role         string
	Status       string // active, inactive (suspended: cannot sign in) or pending
	// TokenGeneration is carried in access tokens; moving it ends those signed before.
	TokenGeneration int64
	// PasswordPending marks an invited user who has not chosen a password yet.
	PasswordPending bool
	// Language is the language the user reads the product in, saved on the
	// account (en, fr, de or pt); "" when they never chose one.
	Language string
	// FirstName and LastName are the names as the person wrote them on their
	// account settings ("" for accounts that never did: FullName is then all
	// there is); FullName stays what lists show, the two joined.
	FirstName string
	LastName  string
	// TimeZone is the IANA name of the person's time zone, "" for the product's default.
	TimeZone  string
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Suspended reports whether an admin suspended the account: it cannot sign in, and its sessions end.
func (u *User) Suspended() bool { return u.Status == "inactive" }

// Extras are the per-user counters the client shows beside the profile.
type Extras struct {
	ECommerceCartItemsCount int `json:"eCommerceCartItemsCount"`
}

// UserData is the user as spec §3 gives it to clients ("userData"), without the password.
type UserData struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
	Username string `json:"username"`
	Avatar   string `json:"avatar"`
	Email    string `json:"email"`
	Role     string `json:"role"`
	Ability  []Rule `json:"ability"`
	Extras   Extras `json:"extras"`
}

// Data returns the client-facing view of u with the given extras.
func (u *User) Data(extras Extras) UserData {
	return UserData{
		ID: u.ID, FullName: u.FullName, Username: u.Username, Avatar: u.Avatar,
		Email: u.Email, Role: u.Role, Ability: RulesFor(u.Role), Extras: extras,
	}
}

type ctxKey struct{}

// WithUser returns a context carrying the signed-in user.
func WithUser(ctx context.Context, u *User) context.Context {
	return context.WithValue(ctx, ctxKey{}, u)
}

// UserFrom returns the signed-in user of ctx, or nil.
func UserFrom(ctx context.Context) *User {
	u, _ := ctx.Value(ctxKey{}).(*User)
	return u
}

// RulesOf returns the abilities of u, or the guest's when u is nil.
func RulesOf(u *User) []Rule {
	if u == nil {
		return GuestRules
	}
	return RulesFor(u.Role)
}

// VerifyPassword checks that password is u's, counted as a sign-in attempt
// on u's address from addr (the same limits, so a password cannot be guessed
// here instead: too many answer *Throttled); a wrong one is an EINVALID error
// under field with the message key.
func (s *Service) VerifyPassword(ctx context.Context, u *User, password, addr, field, key string) error {
	return s.limited(ctx, u.Email, addr, func() (bool, error) {
		return password != "" && len(password) <= MaxPasswordLen && CheckPassword(u.PasswordHash, password), nil
	}, app.InvalidField(field, key, nil))
}
