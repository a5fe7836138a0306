// Package users is the user list of the platform as its admins manage it:
// who the users are (company, country, contact, role, plan, status), their
// information and social links, what happened to them (the activity), and
// the rules for adding and removing them. Signing in stays in app/auth.
package users

import (
	"net/mail"
	"net/url"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/auth"
)

// The list's words (spec §3): roles (the sign-in ones, the spec's labels, then
// the cooperative's staff and members), plans, statuses.
var (
	Roles    = []string{"admin", "author", "editor", "maintainer", "subscriber", "client", auth.RoleManager, auth.RoleAccountant, auth.RoleViewer, auth.RoleMember}
	Plans    = []string{"basic", "team", "company", "enterprise"}
	Statuses = []string{"active", "inactive", "pending"}
	// Sorts are the columns the list sorts on.
	Sorts = []string{"id", "fullName", "email", "role", "currentPlan", "status", "company", "country"}
	// PerPages are the page sizes offered; others are refused.
	PerPages = []int{10, 25, 50}
	// Genders, Languages, ContactOptions and Networks are the information tab's choices.
	Genders        = []string{"female", "male", "other"}
	Languages      = []string{"fr", "en", "de", "pt", "es", "it", "nl", "ar"}
	ContactOptions = []string{"email", "message", "phone"}
	Networks       = []string{"twitter", "facebook", "instagram", "linkedin", "github"}
)

// User is one row of the list (spec §3).
type User struct {
	ID          int64     `json:"id"`
	FullName    string    `json:"fullName"`
	Username    string    `json:"username"`
	Email       string    `json:"email"`
	Company     string    `json:"company"`
	Country     string    `json:"country"`
	Contact     string    `json:"contact"`
	Role        string    `json:"role"`
	CurrentPlan string    `json:"currentPlan"`
	Status      string    `json:"status"`
	Avatar      string    `json:"avatar"`
	CreatedAt   time.Time `json:"createdAt"`
}

// Filter selects, orders and pages the list.
type Filter struct {
	Q           string
	Role        string
	CurrentPlan string
	Status      string
	SortBy      string
	SortDesc    bool
	Page        int
	PerPage     int
}

func oneOf(v string, set []string) bool {
	for _, s := range set {
		if s == v {
			return true
		}
	}
	return false
}

// Normalize fills the defaults (newest first, page 1 of 10) and checks the rest.
func (f *Filter) Normalize() error {
	fields := app.Fields{}
	f.Q = strings.TrimSpace(f.Q)
	if f.Role != "" && !oneOf(f.Role, Roles) {
		fields.Set("role", "roleChoice", app.Params{"choices": strings.Join(Roles, ", ")})
	}
	if f.CurrentPlan != "" && !oneOf(f.CurrentPlan, Plans) {
		fields.Set("currentPlan", "planChoice", app.Params{"choices": strings.Join(Plans, ", ")})
	}
	if f.Status != "" && !oneOf(f.Status, Statuses) {
		fields.Set("status", "statusChoice", app.Params{"choices": strings.Join(Statuses, ", ")})
	}
	if f.SortBy == "" {
		f.SortDesc = true // the default order is newest first
	}
	app.CheckSort(fields, &f.SortBy, "id", Sorts)
	app.CheckPaging(fields, &f.Page, &f.PerPage, PerPages)
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

// Account is what the list's add panel and the account tab set.
type Account struct {
	FullName    string `json:"fullName"`
	Username    string `json:"username"`
	Email       string `json:"email"`
	Company     string `json:"company"`
	Country     string `json:"country"`
	Contact     string `json:"contact"`
	Role        string `json:"role"`
	CurrentPlan string `json:"currentPlan"`
	Status      string `json:"status"`
	// Language is the new account's language (en, fr, de or pt; "" for none,
	// then the HTTP layer gives the admin's): only adding a user sets it, the
	// account tab leaves it to its owner.
	Language string `json:"language,omitempty"`
}

var (
	usernamePattern = regexp.MustCompile(`^[A-Za-z0-9._-]{3,30}$`)
	contactPattern  = regexp.MustCompile(`^[0-9+()./ -]{0,30}$`)
)

// normalize trims a and checks it; an empty status or plan takes the default.
func (a *Account) normalize() error {
	for _, p := range []*string{&a.FullName, &a.Username, &a.Email, &a.Company, &a.Country, &a.Contact, &a.Role, &a.CurrentPlan, &a.Status} {
		*p = strings.TrimSpace(*p)
	}
	if a.Status == "" {
		a.Status = "active"
	}
	if a.CurrentPlan == "" {
		a.CurrentPlan = "basic"
	}
	fields := app.Fields{}
	switch {
	case a.FullName == "":
		fields.Set("fullName", "fullNameRequired", nil)
	case utf8.RuneCountInString(a.FullName) > 120:
		fields.Set("fullName", "fullNameTooLong", app.Params{"max": 120})
	}
	if !usernamePattern.MatchString(a.Username) {
		fields.Set("username", "usernameFormat", app.Params{"min": 3, "max": 30})
	}
	if addr, err := mail.ParseAddress(a.Email); err != nil || addr.Address != a.Email || len(a.Email) > 254 {
		fields.Set("email", "emailInvalid", nil)
	}
	for name, v := range map[string]string{"company": a.Company, "country": a.Country} {
		if utf8.RuneCountInString(v) > 120 {
			fields.Set(name, "atMostCharacters", app.Params{"max": 120})
		}
	}
	if !contactPattern.MatchString(a.Contact) {
		fields.Set("contact", "contactFormat", nil)
	}
	if !oneOf(a.Role, Roles) {
		fields.Set("role", "roleChoice", app.Params{"choices": strings.Join(Roles, ", ")})
	}
	if !oneOf(a.CurrentPlan, Plans) {
		fields.Set("currentPlan", "planChoice", app.Params{"choices": strings.Join(Plans, ", ")})
	}
	if !oneOf(a.Status, Statuses) {
		fields.Set("status", "statusChoice", app.Params{"choices": strings.Join(Statuses, ", ")})
	}
	if len(fields) > 0 {
		return app.Invalid("checkFields", nil, fields)
	}
	return nil
}

// Details are the information tab's fields.
type Details struct {
	BirthDate      string   `json:"birthDate"`
	Phone          string   `json:"phone"`
	Website        string   `json:"website"`
	Languages      []string `json:"languages"`
	Gender         string   `json:"gender"`
	ContactOptions []string `json:"contactOptions"`
	AddressLine    string   `json:"addressLine"`
	City           string   `json:"city"`
	State          string   `json:"state"`
	Postcode       string   `json:"postcode"`
	Country        string   `json:"country"`
}

func (d *Details) normalize() error {
	for _, p := range []*string{&d.BirthDate, &d.Phone, &d.Website, &d.Gender, &d.AddressLine, &d.City, &d.State, &d.Postcode, &d.Country} {
		*p = strings.TrimSpace(*p)
	}
	fields := app.Fields{}
	if d.BirthDate != "" {
		t, err := time.Parse(time.DateOnly, d.BirthDate)
		if err != nil || t.After(time.Now()) || t.Year() < 1900 {
			fields.Set("birthDate", "birthDateFormat", nil)
		}
	}
	if !contactPattern.MatchString(d.Phone) {
		fields.Set("phone", "phoneFormat", nil)
	}
	if d.Website != "" && !webURL(d.Website) {
		fields.Set("website", "websiteFormat", nil)
	}
	if d.Gender != "" && !oneOf(d.Gender, Genders) {
		fields.Set("gender", "genderChoice", nil)
	}
	var ok bool
	if d.Languages, ok = subset(d.Languages, Languages); !ok {
		fields.Set("languages", "languagesChoice", nil)
	}
	if d.ContactOptions, ok = subset(d.ContactOptions, ContactOptions); !ok {
		fields.Set("contactOptions", "contactOptionsChoice", nil)
	}
	for name, v := range map[string]string{"addressLine": d.AddressLine, "city": d.City, "state": d.State, "country": d.Country} {
		if utf8.RuneCountInString(v) > 120 {
			fields.Set(name, "atMostCharacters", app.Params{"max": 120})
		}
	}
	if utf8.RuneCountInString(d.Postcode) > 12 {
		fields.Set("postcode", "postcodeTooLong", app.Params{"max": 12})
	}
	if len(fields) > 0 {
		return app.Invalid("checkFields", nil, fields)
	}
	return nil
}

// subset keeps the catalogue's order and drops repeats; ok is false when a value is not in it.
func subset(values, catalogue []string) ([]string, bool) {
	given := map[string]bool{}
	for _, v := range values {
		if !oneOf(v, catalogue) {
			return nil, false
		}
		given[v] = true
	}
	out := []string{}
	for _, v := range catalogue {
		if given[v] {
			out = append(out, v)
		}
	}
	return out, true
}

func webURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" && len(s) <= 300
}

// Social maps a network to the user's https address there ("" when none).
type Social map[string]string

func (s Social) normalize() (Social, error) {
	out := Social{}
	fields := app.Fields{}
	for k := range s {
		if !oneOf(k, Networks) {
			fields.Set(k, "unknownNetwork", nil)
		}
	}
	for _, n := range Networks {
		v := strings.TrimSpace(s[n])
		if v != "" && (!webURL(v) || !strings.HasPrefix(v, "https://")) {
			fields.Set(n, "httpsAddress", nil)
		}
		out[n] = v
	}
	if len(fields) > 0 {
		return nil, app.Invalid("checkFields", nil, fields)
	}
	return out, nil
}

// Plan is a plan as the user view's card shows it.
type Plan struct {
	Name     string   `json:"name"`
	Price    int      `json:"price"` // cents per month
	Features []string `json:"features"`
}

// PlanOf describes a plan: its monthly price and what it includes (translation keys).
func PlanOf(name string) Plan {
	switch name {
	case "team":
		return Plan{Name: name, Price: 2900, Features: []string{"users.plans.features.members10", "users.plans.features.storage20", "users.plans.features.support"}}
	case "company":
		return Plan{Name: name, Price: 9900, Features: []string{"users.plans.features.members50", "users.plans.features.storage100", "users.plans.features.prioritySupport"}}
	case "enterprise":
		return Plan{Name: name, Price: 24900, Features: []string{"users.plans.features.membersUnlimited", "users.plans.features.storageUnlimited", "users.plans.features.dedicatedSupport"}}
	}
	return Plan{Name: "basic", Price: 0, Features: []string{"users.plans.features.members1", "users.plans.features.storage1", "users.plans.features.community"}}
}

// Permissions are the rules a user's role grants (spec §6).
func Permissions(role string) []auth.Rule { return auth.RulesFor(role) }
