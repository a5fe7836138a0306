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

// Keys of the messages of spec §5 and §8 (app.Messages), whose English clients match on.
const (
	MsgInvalidLogin  = "invalidLogin"
	MsgEmailTaken    = "emailTaken"
	MsgUsernameTaken = "usernameTaken"
	// MsgSuspended answers a right password on an account an admin suspended.
	MsgSuspended = "accountSuspended"
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
	// registration says whether registration is open now; nil: Settings.RegistrationOpen.
	registration func(ctx context.Context) bool
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

// FollowRegistration makes whether visitors may create accounts follow open
// (the cooperative's saved setting, read on every instance);
// Settings.RegistrationOpen then only gives open's default.
func (s *Service) FollowRegistration(open func(ctx context.Context) bool) { s.registration = open }

// RegistrationOpen reports whether visitors may create accounts.
func (s *Service) RegistrationOpen() bool { return s.RegistrationOpenAt(context.Background()) }

// RegistrationOpenAt reports whether visitors may create accounts, read in ctx.
func (s *Service) RegistrationOpenAt(ctx context.Context) bool {
	if s.registration != nil {
		return s.registration(ctx)
	}
	return s.settings.RegistrationOpen
}

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
	invalid := app.InvalidField("email", MsgInvalidLogin, nil)
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
		return nil, app.InvalidField("email", MsgSuspended, nil)
	}
	return u, nil
}

// isSuspendedError reports whether err is Login's answer to a right password on a suspended account.
func isSuspendedError(err error) bool {
	return app.ErrorCode(err) == app.EINVALID && app.ErrorFieldTexts(err)["email"].Key == MsgSuspended
}

// RegisterInput is what a visitor gives to create an account.
type RegisterInput struct {
	Username string `json:"username"`
	Email    string `json:"email"`
	Password string `json:"password"`
	FullName string `json:"fullName"`
	// Language is the account's language: the one the registration page was
	// read in, or one an API client names; the HTTP layer fills it in and
	// checks it (app/lang), the column refuses others.
	Language string `json:"language"`
	// NameRequired refuses an empty full name: the registration page asks for
	// one; API clients may leave it out (spec §7), the username stands in.
	NameRequired bool `json:"-"`
}

var usernameRe = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{2,29}$`)

// ValidEmail reports whether s is a plain e-mail address (no display name).
func ValidEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s && strings.Contains(s[strings.LastIndex(s, "@"):], ".") && len(s) <= 254
}

// Validate checks the format rules and returns per-field texts, or nil.
func (in *RegisterInput) Validate() app.Fields {
	in.Username = strings.TrimSpace(in.Username)
	in.Email = strings.TrimSpace(in.Email)
	in.FullName = strings.TrimSpace(in.FullName)
	f := app.Fields{}
	if !usernameRe.MatchString(in.Username) {
		f.Set("username", "usernameRule", app.Params{"min": 3, "max": 30})
	}
	if !ValidEmail(in.Email) {
		f.Set("email", "emailInvalid", nil)
	}
	if key, params := PasswordRule(in.Password, in.Email); key != "" {
		f.Set("password", key, params)
	}
	if len(in.FullName) > 120 {
		f.Set("fullName", "fullNameRule", app.Params{"max": 120})
	} else if in.NameRequired && in.FullName == "" {
		f.Set("fullName", "fullNameRequired", nil)
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
	if !s.RegistrationOpenAt(ctx) {
		return nil, app.E(app.EFORBIDDEN, "registrationClosed", nil)
	}
	if f := in.Validate(); f != nil {
		return nil, app.Invalid("correctFields", nil, f)
	}
	dup := app.Fields{}
	if taken, err := s.store.EmailTaken(ctx, in.Email); err != nil {
		return nil, err
	} else if taken {
		dup.Set("email", MsgEmailTaken, nil)
	}
	if taken, err := s.store.UsernameTaken(ctx, in.Username); err != nil {
		return nil, err
	} else if taken {
		dup.Set("username", MsgUsernameTaken, nil)
	}
	if len(dup) > 0 {
		return nil, app.E(app.ECONFLICT, "alreadyInUse", nil).WithFields(dup)
	}
	hash, err := HashPassword(in.Password)
	if err != nil {
		return nil, err
	}
	name := in.FullName
	if name == "" {
		name = in.Username
	}
	u := &User{FullName: name, Username: in.Username, Email: in.Email, PasswordHash: hash, Role: s.settings.RegistrationRole, Language: in.Language}
	if err := s.store.CreateUser(ctx, u); err != nil {
		if app.ErrorCode(err) == app.ECONFLICT { // lost a race with another registration
			return nil, app.E(app.ECONFLICT, "alreadyInUse", nil).WithField("email", MsgEmailTaken, nil)
		}
		return nil, err
	}
	return u, nil
}
