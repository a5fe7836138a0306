// Package users is the user list of the platform as its admins manage it:
// who the users are (company, country, contact, role, plan, status), their
// information and social links, what happened to them (the activity), and
// the rules for adding and removing them. Signing in stays in app/auth.
package users

import (
	"fmt"
	"net/mail"
	"net/url"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/auth"
)

// The list's words (spec §3): roles (the sign-in ones and the labels), plans, statuses.
var (
	Roles    = []string{"admin", "author", "editor", "maintainer", "subscriber", "client"}
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
	fields := map[string]string{}
	f.Q = strings.TrimSpace(f.Q)
	if f.Role != "" && !oneOf(f.Role, Roles) {
		fields["role"] = "Role is one of " + strings.Join(Roles, ", ") + "."
	}
	if f.CurrentPlan != "" && !oneOf(f.CurrentPlan, Plans) {
		fields["currentPlan"] = "Plan is one of " + strings.Join(Plans, ", ") + "."
	}
	if f.Status != "" && !oneOf(f.Status, Statuses) {
		fields["status"] = "Status is one of " + strings.Join(Statuses, ", ") + "."
	}
	if f.SortBy == "" {
		f.SortBy, f.SortDesc = "id", true
	} else if !oneOf(f.SortBy, Sorts) {
		fields["sortBy"] = "Sort is one of " + strings.Join(Sorts, ", ") + "."
	}
	if f.Page == 0 {
		f.Page = 1
	}
	if f.Page < 1 || f.Page > app.MaxPage {
		fields["page"] = fmt.Sprintf("Page is a number from 1 to %d.", app.MaxPage)
	}
	if f.PerPage == 0 {
		f.PerPage = 10
	}
	valid := false
	for _, n := range PerPages {
		valid = valid || n == f.PerPage
	}
	if !valid {
		fields["perPage"] = "Rows per page is 10, 25 or 50."
	}
	if len(fields) > 0 {
		return app.Invalid("Check the list's filter.", fields)
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
	fields := map[string]string{}
	switch {
	case a.FullName == "":
		fields["fullName"] = "Full name is required."
	case utf8.RuneCountInString(a.FullName) > 120:
		fields["fullName"] = "Full name is at most 120 characters."
	}
	if !usernamePattern.MatchString(a.Username) {
		fields["username"] = "Username is 3 to 30 letters, digits, dots, dashes or underscores."
	}
	if addr, err := mail.ParseAddress(a.Email); err != nil || addr.Address != a.Email || len(a.Email) > 254 {
		fields["email"] = "Please enter a valid email address."
	}
	for name, v := range map[string]string{"company": a.Company, "country": a.Country} {
		if utf8.RuneCountInString(v) > 120 {
			fields[name] = "At most 120 characters."
		}
	}
	if !contactPattern.MatchString(a.Contact) {
		fields["contact"] = "Contact is a phone number: digits, spaces and + ( ) . / -."
	}
	if !oneOf(a.Role, Roles) {
		fields["role"] = "Role is one of " + strings.Join(Roles, ", ") + "."
	}
	if !oneOf(a.CurrentPlan, Plans) {
		fields["currentPlan"] = "Plan is one of " + strings.Join(Plans, ", ") + "."
	}
	if !oneOf(a.Status, Statuses) {
		fields["status"] = "Status is one of " + strings.Join(Statuses, ", ") + "."
	}
	if len(fields) > 0 {
		return app.Invalid("Check the highlighted fields.", fields)
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
	fields := map[string]string{}
	if d.BirthDate != "" {
		t, err := time.Parse(time.DateOnly, d.BirthDate)
		if err != nil || t.After(time.Now()) || t.Year() < 1900 {
			fields["birthDate"] = "Birth date is a past date like 1985-04-23."
		}
	}
	if !contactPattern.MatchString(d.Phone) {
		fields["phone"] = "Phone is digits, spaces and + ( ) . / -."
	}
	if d.Website != "" && !webURL(d.Website) {
		fields["website"] = "Website is an address starting with https:// or http://."
	}
	if d.Gender != "" && !oneOf(d.Gender, Genders) {
		fields["gender"] = "Gender is one of female, male, other."
	}
	var ok bool
	if d.Languages, ok = subset(d.Languages, Languages); !ok {
		fields["languages"] = "Choose languages from the list."
	}
	if d.ContactOptions, ok = subset(d.ContactOptions, ContactOptions); !ok {
		fields["contactOptions"] = "Choose among email, message, phone."
	}
	for name, v := range map[string]string{"addressLine": d.AddressLine, "city": d.City, "state": d.State, "country": d.Country} {
		if utf8.RuneCountInString(v) > 120 {
			fields[name] = "At most 120 characters."
		}
	}
	if utf8.RuneCountInString(d.Postcode) > 12 {
		fields["postcode"] = "Postcode is at most 12 characters."
	}
	if len(fields) > 0 {
		return app.Invalid("Check the highlighted fields.", fields)
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
	fields := map[string]string{}
	for k := range s {
		if !oneOf(k, Networks) {
			fields[k] = "Unknown network."
		}
	}
	for _, n := range Networks {
		v := strings.TrimSpace(s[n])
		if v != "" && (!webURL(v) || !strings.HasPrefix(v, "https://")) {
			fields[n] = "Must be an https:// address."
		}
		out[n] = v
	}
	if len(fields) > 0 {
		return nil, app.Invalid("Check the highlighted fields.", fields)
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
