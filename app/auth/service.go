package auth

import (
	"context"
	"net/mail"
	"regexp"
	"strings"
	"time"

	"partage/app"
	"partage/app/db"
)

// Messages of spec §5 and §8, which clients match on.
const (
	MsgInvalidLogin  = "Email or Password is Invalid"
	MsgEmailTaken    = "This email is already in use."
	MsgUsernameTaken = "This username is already in use."
	// MsgSuspended answers a right password on an account an admin suspended.
	MsgSuspended = "This account is suspended. Ask an administrator to activate it."
)

// Settings are the choices a deployment makes about accounts.
type Settings struct {
	AppKey           []byte
	RegistrationOpen bool
	RegistrationRole string
}

// Service applies the account rules: sign-in, registration, tokens, password resets.
type Service struct {
	db         *db.DB
	store      *Store
	settings   Settings
	accessKey  []byte
	refreshKey []byte
	now        func() time.Time
	checked    checkedTokens // access tokens already checked
	limits     signInLimits  // sign-in attempts, see SignIn
	// ExtrasFor counts what the client shows beside the user (the cart size); nil gives zeros.
	ExtrasFor func(ctx context.Context, userID int64) Extras
}

// NewService returns the account service on d.
func NewService(d *db.DB, settings Settings) *Service {
	return &Service{
		db: d, store: NewStore(d), settings: settings,
		accessKey:  deriveKey(settings.AppKey, "jwt access"),
		refreshKey: deriveKey(settings.AppKey, "jwt refresh"),
		limits:     signInLimits{db: d, key: deriveKey(settings.AppKey, "sign-in buckets")},
		now:        func() time.Time { return time.Now().UTC() },
	}
}

// Store returns the account store.
func (s *Service) Store() *Store { return s.store }

// RegistrationOpen reports whether visitors may create accounts.
func (s *Service) RegistrationOpen() bool { return s.settings.RegistrationOpen }

// UserData returns the client view of u with its extras counted.
func (s *Service) UserData(ctx context.Context, u *User) UserData {
	var extras Extras
	if s.ExtrasFor != nil {
		extras = s.ExtrasFor(ctx, u.ID)
	}
	return u.Data(extras)
}

// Login returns the user whose e-mail and password match; any mismatch is the
// same EINVALID error on the email field, so it does not tell which was wrong.
func (s *Service) Login(ctx context.Context, email, password string) (*User, error) {
	email = strings.TrimSpace(email)
	invalid := app.Invalid(MsgInvalidLogin, map[string]string{"email": MsgInvalidLogin})
	if email == "" || password == "" || len(password) > MaxPasswordLen {
		return nil, invalid
	}
	u, err := s.store.FindUserByEmail(ctx, email)
	if app.ErrorCode(err) == app.ENOTFOUND {
		burnCompare(password)
		return nil, invalid
	} else if err != nil {
		return nil, err
	}
	if !CheckPassword(u.PasswordHash, password) {
		return nil, invalid
	}
	if u.Suspended() {
		return nil, app.Invalid(MsgSuspended, map[string]string{"email": MsgSuspended})
	}
	return u, nil
}

// isSuspendedError reports whether err is Login's answer to a right password on a suspended account.
func isSuspendedError(err error) bool {
	return app.ErrorCode(err) == app.EINVALID && app.ErrorFields(err)["email"] == MsgSuspended
}

// RegisterInput is what a visitor gives to create an account.
type RegisterInput struct {
	Username string `json:"username"`
	Email    string `json:"email"`
	Password string `json:"password"`
	FullName string `json:"fullName"`
}

var usernameRe = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{2,29}$`)

// ValidEmail reports whether s is a plain e-mail address (no display name).
func ValidEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s && strings.Contains(s[strings.LastIndex(s, "@"):], ".") && len(s) <= 254
}

// Validate checks the format rules and returns per-field messages, or nil.
func (in *RegisterInput) Validate() map[string]string {
	in.Username = strings.TrimSpace(in.Username)
	in.Email = strings.TrimSpace(in.Email)
	in.FullName = strings.TrimSpace(in.FullName)
	f := map[string]string{}
	if !usernameRe.MatchString(in.Username) {
		f["username"] = "Username must be 3 to 30 letters, digits, dots, dashes or underscores."
	}
	if !ValidEmail(in.Email) {
		f["email"] = "Please enter a valid email address."
	}
	if len(in.Password) < MinPasswordLen {
		f["password"] = "Password must be at least 8 characters."
	} else if len(in.Password) > MaxPasswordLen {
		f["password"] = "Password must be at most 72 characters."
	}
	if len(in.FullName) > 120 {
		f["fullName"] = "Full name must be at most 120 characters."
	}
	if len(f) == 0 {
		return nil
	}
	return f
}

// Register creates an account with the configured role. Format errors are an
// EINVALID error; an e-mail or username in use is an ECONFLICT error whose
// fields carry spec §8's messages.
func (s *Service) Register(ctx context.Context, in RegisterInput) (*User, error) {
	if !s.settings.RegistrationOpen {
		return nil, app.Errorf(app.EFORBIDDEN, "Registration is closed.")
	}
	if f := in.Validate(); f != nil {
		return nil, app.Invalid("Please correct the highlighted fields.", f)
	}
	dup := map[string]string{}
	if taken, err := s.store.EmailTaken(ctx, in.Email); err != nil {
		return nil, err
	} else if taken {
		dup["email"] = MsgEmailTaken
	}
	if taken, err := s.store.UsernameTaken(ctx, in.Username); err != nil {
		return nil, err
	} else if taken {
		dup["username"] = MsgUsernameTaken
	}
	if len(dup) > 0 {
		return nil, &app.Error{Code: app.ECONFLICT, Message: "Already in use.", Fields: dup}
	}
	hash, err := HashPassword(in.Password)
	if err != nil {
		return nil, err
	}
	name := in.FullName
	if name == "" {
		name = in.Username
	}
	u := &User{FullName: name, Username: in.Username, Email: in.Email, PasswordHash: hash, Role: s.settings.RegistrationRole}
	if err := s.store.CreateUser(ctx, u); err != nil {
		if app.ErrorCode(err) == app.ECONFLICT { // lost a race with another registration
			return nil, &app.Error{Code: app.ECONFLICT, Message: "Already in use.", Fields: map[string]string{"email": MsgEmailTaken}}
		}
		return nil, err
	}
	return u, nil
}
