// Package account is what a signed-in person changes of their own account:
// their names, contact details, language and time zone, their e-mail address
// (through a link sent to the new one), what they want to be told of, and
// leaving. Passwords, two-step sign-in and devices live in app/auth.
package account

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/lang"
	"partage/app/mail"
	"partage/app/notify"
)

// Service applies the rules of one's own account.
type Service struct {
	db     *db.DB
	auth   *auth.Service
	mail   *mail.Service
	notify *notify.Store
}

// New returns the account service on d.
func New(d *db.DB, a *auth.Service, m *mail.Service, n *notify.Store) *Service {
	return &Service{db: d, auth: a, mail: m, notify: n}
}

// Limits of the account tab's fields.
const (
	MaxName         = 60
	MaxOrganisation = 120
	MaxAddress      = 120
	MaxPostcode     = 12
)

// Account is the account tab as the settings page shows it.
type Account struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
	Email    string `json:"email"`
	Username string `json:"username"`
	Avatar   string `json:"avatar"`
	// Input holds what the account tab saves (its fields sit beside these in JSON).
	Input
	Role         string   `json:"role"`
	IsMember     bool     `json:"isMember"`
	IsLastAdmin  bool     `json:"isLastAdmin"`
	PendingEmail *Pending `json:"pendingEmail"`
	// Plan is the user's plan (users.Plans), for the billing tab.
	Plan string `json:"-"`
}

// Pending is an e-mail change waiting for its link to be opened.
type Pending struct {
	Email     string    `json:"email"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// Input is what the account tab saves.
type Input struct {
	FirstName    string `json:"firstName"`
	LastName     string `json:"lastName"`
	Phone        string `json:"phone"`
	Organisation string `json:"organisation"`
	AddressLine  string `json:"addressLine"`
	City         string `json:"city"`
	Postcode     string `json:"postcode"`
	Country      string `json:"country"`
	Language     string `json:"language"`
	TimeZone     string `json:"timeZone"`
}

// SplitName cuts a full name at its first space, for accounts that never
// gave their first and last names apart.
func SplitName(full string) (first, last string) {
	full = strings.TrimSpace(full)
	if i := strings.IndexByte(full, ' '); i >= 0 {
		return full[:i], strings.TrimSpace(full[i+1:])
	}
	return full, ""
}

// Get is the account of user id.
func (s *Service) Get(ctx context.Context, id int64) (Account, error) {
	var a Account
	var contact, usersCountry, status, phone, country string
	var member, others int
	err := s.db.QueryRowContext(ctx, `SELECT u.id, u.first_name, u.last_name, u.full_name, u.email, u.username, u.avatar, u.company,
			u.country, u.contact, COALESCE(u.language, ''), u.time_zone, u.role, u.status, u.current_plan,
			COALESCE(d.phone, ''), COALESCE(d.address_line, ''), COALESCE(d.city, ''), COALESCE(d.postcode, ''), COALESCE(d.country, ''),
			(SELECT count(*) FROM clients c WHERE c.user_id = u.id),
			(SELECT count(*) FROM users o WHERE o.role = 'admin' AND o.status = 'active' AND o.id <> u.id)
		FROM users u LEFT JOIN user_details d ON d.user_id = u.id WHERE u.id = $1`, id).
		Scan(&a.ID, &a.FirstName, &a.LastName, &a.FullName, &a.Email, &a.Username, &a.Avatar, &a.Organisation,
			&usersCountry, &contact, &a.Language, &a.TimeZone, &a.Role, &status, &a.Plan,
			&phone, &a.AddressLine, &a.City, &a.Postcode, &country, &member, &others)
	if errors.Is(err, sql.ErrNoRows) {
		return Account{}, app.E(app.ENOTFOUND, "userNotFound", nil)
	}
	if err != nil {
		return Account{}, fmt.Errorf("account: get %d: %w", id, err)
	}
	if a.FirstName == "" && a.LastName == "" {
		a.FirstName, a.LastName = SplitName(a.FullName)
	}
	a.Phone = cmp(phone, contact)
	a.Country = cmp(country, usersCountry)
	a.IsMember = member > 0 || a.Role == auth.RoleMember
	a.IsLastAdmin = a.Role == auth.RoleAdmin && status == "active" && others == 0
	if a.PendingEmail, err = s.pending(ctx, id); err != nil {
		return Account{}, err
	}
	return a, nil
}

func cmp(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

var phonePattern = regexp.MustCompile(`^[0-9+()./ -]{0,30}$`)

// checkText trims *v and checks the product's text rules on it (no control
// or invisible separator characters), its length and, when required, that it
// is not empty.
func checkText(fields app.Fields, name string, v *string, max int, required bool, requiredKey, tooLongKey string) {
	*v = strings.TrimSpace(*v)
	if !utf8.ValidString(*v) {
		fields.Set(name, "textNotAllowed", nil)
		return
	}
	for _, r := range *v {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == '\ufeff' {
			fields.Set(name, "textNotAllowed", nil)
			return
		}
	}
	switch {
	case required && *v == "":
		fields.Set(name, requiredKey, nil)
	case utf8.RuneCountInString(*v) > max:
		fields.Set(name, tooLongKey, app.Params{"max": max})
	}
}

// Check trims in and checks every field; the error names each bad field.
func (in *Input) Check() error {
	fields := app.Fields{}
	checkText(fields, "firstName", &in.FirstName, MaxName, true, "accountFirstNameRequired", "accountFirstNameTooLong")
	checkText(fields, "lastName", &in.LastName, MaxName, true, "accountLastNameRequired", "accountLastNameTooLong")
	in.Phone = strings.TrimSpace(in.Phone)
	if !phonePattern.MatchString(in.Phone) {
		fields.Set("phone", "phoneFormat", nil)
	}
	checkText(fields, "organisation", &in.Organisation, MaxOrganisation, false, "", "atMostCharacters")
	checkText(fields, "addressLine", &in.AddressLine, MaxAddress, false, "", "atMostCharacters")
	checkText(fields, "city", &in.City, MaxAddress, false, "", "atMostCharacters")
	checkText(fields, "postcode", &in.Postcode, MaxPostcode, false, "", "postcodeTooLong")
	checkText(fields, "country", &in.Country, MaxAddress, false, "", "atMostCharacters")
	in.Language = strings.TrimSpace(in.Language)
	if in.Language != "" && !lang.Known(in.Language) {
		fields.Set("language", "languageChoice", app.Params{"languages": strings.Join(lang.Languages, ", ")})
	}
	in.TimeZone = strings.TrimSpace(in.TimeZone)
	if in.TimeZone != "" && !ValidTimeZone(in.TimeZone) {
		fields.Set("timeZone", "accountTimeZoneChoice", nil)
	}
	if len(fields) > 0 {
		return app.Invalid("checkFields", nil, fields)
	}
	return nil
}

// Update saves the account tab of user id: the names (the full name is the
// two joined), phone, organisation, address, language and time zone. What
// changed is written to the user's activity ("updated" for the account's
// fields, "information" for the address), as an admin's edit is.
func (s *Service) Update(ctx context.Context, id int64, in Input) (Account, error) {
	if err := in.Check(); err != nil {
		return Account{}, err
	}
	before, err := s.Get(ctx, id)
	if err != nil {
		return Account{}, err
	}
	full := in.FirstName + " " + in.LastName
	var changed []string
	for _, c := range []struct{ name, from, to string }{{"firstName", before.FirstName, in.FirstName}, {"lastName", before.LastName, in.LastName},
		{"phone", before.Phone, in.Phone}, {"company", before.Organisation, in.Organisation}, {"language", before.Language, in.Language},
		{"timeZone", before.TimeZone, in.TimeZone}} {
		if c.from != c.to {
			changed = append(changed, c.name)
		}
	}
	address := before.AddressLine != in.AddressLine || before.City != in.City || before.Postcode != in.Postcode || before.Country != in.Country
	now := time.Now().UTC()
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE users SET first_name = $1, last_name = $2, full_name = $3, sort_name = $4, company = $5,
			contact = $6, country = $7, language = $8, time_zone = $9, updated_at = $10 WHERE id = $11`,
			in.FirstName, in.LastName, full, db.SortKey(full), in.Organisation, in.Phone, in.Country,
			sql.NullString{String: in.Language, Valid: in.Language != ""}, in.TimeZone, now, id)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO user_details (user_id, phone, address_line, city, postcode, country, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7)
			ON CONFLICT (user_id) DO UPDATE SET phone = excluded.phone, address_line = excluded.address_line, city = excluded.city,
				postcode = excluded.postcode, country = excluded.country, updated_at = excluded.updated_at`,
			id, in.Phone, in.AddressLine, in.City, in.Postcode, in.Country, now)
		if err != nil {
			return err
		}
		if len(changed) > 0 {
			if err := record(ctx, tx, id, "updated", map[string]any{"fields": changed}); err != nil {
				return err
			}
		}
		if address {
			return record(ctx, tx, id, "information", nil)
		}
		return nil
	})
	if err != nil {
		return Account{}, fmt.Errorf("account: update %d: %w", id, err)
	}
	return s.Get(ctx, id)
}

// record writes one activity of user id, done by themself (app/users' activity).
func record(ctx context.Context, ex db.Execer, id int64, kind string, params map[string]any) error {
	if params == nil {
		params = map[string]any{}
	}
	raw, _ := json.Marshal(params)
	_, err := ex.ExecContext(ctx, `INSERT INTO user_activity (user_id, actor_id, kind, params, created_at) VALUES ($1, $2, $3, $4, $5)`,
		id, id, kind, string(raw), time.Now().UTC())
	return err
}

// Record writes one activity of user id done by themself.
func (s *Service) Record(ctx context.Context, id int64, kind string, params map[string]any) error {
	if err := record(ctx, s.db, id, kind, params); err != nil {
		return fmt.Errorf("account: record %s: %w", kind, err)
	}
	return nil
}

// CheckPassword refuses (field "password") a password that is not user
// id's; it counts as a sign-in attempt from addr (auth.VerifyPassword), so
// too many wrong ones are refused (*auth.Throttled) as sign-ins are.
func (s *Service) CheckPassword(ctx context.Context, id int64, password, addr string) error {
	u, err := s.auth.Store().FindUserByID(ctx, id)
	if err != nil {
		return err
	}
	return s.auth.VerifyPassword(ctx, u, password, addr, "password", "accountPasswordWrong")
}

// Errors of leaving.
var (
	ErrLastAdmin = app.E(app.ECONFLICT, "accountDeleteLastAdmin", nil)
	ErrMember    = app.E(app.ECONFLICT, "accountDeleteMember", app.Params{"link": "/coop/profil"})
)

// CanDelete checks that user id may delete their own account with this
// password (counted as a sign-in attempt from addr): the right password; not the last active admin (ErrLastAdmin);
// not a member of the cooperative, who leaves through its exit procedure
// (ErrMember). The deletion itself is app/users' (DeleteUser), which checks
// the last admin again in its transaction.
func (s *Service) CanDelete(ctx context.Context, id int64, password, addr string) error {
	if err := s.CheckPassword(ctx, id, password, addr); err != nil {
		return err
	}
	a, err := s.Get(ctx, id)
	if err != nil {
		return err
	}
	if a.IsLastAdmin {
		return ErrLastAdmin
	}
	if a.IsMember {
		return ErrMember
	}
	return nil
}

// Prefs are the user's notification choices, every kind in order.
func (s *Service) Prefs(ctx context.Context, id int64) ([]notify.Pref, error) {
	return s.notify.Prefs(ctx, id)
}

// SetPrefs saves the user's notification choices (see notify.Store.SetPrefs).
func (s *Service) SetPrefs(ctx context.Context, id int64, prefs []notify.Pref) ([]notify.Pref, error) {
	return s.notify.SetPrefs(ctx, id, prefs)
}

// validZone reports whether name is one of the offered time zones.
func ValidTimeZone(name string) bool { return slices.Contains(TimeZones(), name) }
