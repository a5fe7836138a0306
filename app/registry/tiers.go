// Package registry is the cooperative's register of tiers: natural persons
// and legal entities, each of whom can be a client, a member and a
// shareholder at once. Its rows are the clients table, so the invoice app's
// clients are tiers too. Every change is written to the audit log in the same
// transaction.
package registry

import (
	"net/mail"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
)

// MaxDocument is the largest document a tiers may hold (an ID, a Kbis, a
// RIB); an application from /rejoindre brings at most
// MaxApplicationDocuments of them.
const (
	MaxDocument             = 5 << 20
	MaxApplicationDocuments = 2
)

// Kinds of tiers.
const (
	KindPerson = "person"
	KindEntity = "entity"
)

// Choices of the register's fields.
var (
	Kinds            = []string{KindPerson, KindEntity}
	Civilities       = []string{"", "m", "mme"}
	LegalForms       = []string{"sa", "sas", "sasu", "sarl", "eurl", "scop", "scic", "sci", "association", "ei", "other"}
	HolderCategories = []string{"", "members", "investors", "employees", "entities"}
	Languages        = []string{"fr", "en", "de", "pt"}
)

// Tiers is one person or entity of the register.
type Tiers struct {
	ID             int64     `json:"id"`
	Kind           string    `json:"kind"`
	Civility       string    `json:"civility"`
	FirstName      string    `json:"firstName"`
	LastName       string    `json:"lastName"`
	CompanyName    string    `json:"companyName"`
	LegalForm      string    `json:"legalForm"`
	SIREN          string    `json:"siren"`
	Name           string    `json:"name"` // the display name: first and last name, or the company's
	Email          string    `json:"email"`
	Phone          string    `json:"phone"`
	Address        string    `json:"address"`
	PostalCode     string    `json:"postalCode"`
	City           string    `json:"city"`
	Country        string    `json:"country"`
	BirthDate      string    `json:"birthDate"`
	IBAN           string    `json:"iban"`
	Language       string    `json:"language"`
	Notes          string    `json:"notes"`
	IsClient       bool      `json:"isClient"`
	IsShareholder  bool      `json:"isShareholder"`
	HolderCategory string    `json:"holderCategory"`
	MemberStatus   string    `json:"memberStatus"` // "" when not a member or candidate
	UserID         int64     `json:"userId"`       // the person's own account, 0 for none
	CreatedAt      time.Time `json:"createdAt"`
	UpdatedAt      time.Time `json:"updatedAt"`
}

// Input is a tiers as a form or an API client gives it.
type Input struct {
	Kind           string `json:"kind"`
	Civility       string `json:"civility"`
	FirstName      string `json:"firstName"`
	LastName       string `json:"lastName"`
	CompanyName    string `json:"companyName"`
	LegalForm      string `json:"legalForm"`
	SIREN          string `json:"siren"`
	Email          string `json:"email"`
	Phone          string `json:"phone"`
	Address        string `json:"address"`
	PostalCode     string `json:"postalCode"`
	City           string `json:"city"`
	Country        string `json:"country"`
	BirthDate      string `json:"birthDate"`
	IBAN           string `json:"iban"`
	Language       string `json:"language"`
	Notes          string `json:"notes"`
	IsClient       bool   `json:"isClient"`
	IsShareholder  bool   `json:"isShareholder"`
	HolderCategory string `json:"holderCategory"`
}

// InputOf is the input that would save t as it is.
func InputOf(t Tiers) Input {
	return Input{Kind: t.Kind, Civility: t.Civility, FirstName: t.FirstName, LastName: t.LastName, CompanyName: t.CompanyName,
		LegalForm: t.LegalForm, SIREN: t.SIREN, Email: t.Email, Phone: t.Phone, Address: t.Address, PostalCode: t.PostalCode,
		City: t.City, Country: t.Country, BirthDate: t.BirthDate, IBAN: t.IBAN, Language: t.Language, Notes: t.Notes,
		IsClient: t.IsClient, IsShareholder: t.IsShareholder, HolderCategory: t.HolderCategory}
}

func oneOf(v string, choices []string) bool {
	for _, c := range choices {
		if v == c {
			return true
		}
	}
	return false
}

func tooLong(s string, max int) bool { return utf8.RuneCountInString(s) > max }

// validPhone allows digits, spaces and + ( ) . / -, with at least 6 digits.
func validPhone(s string) bool {
	digits := 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case strings.ContainsRune(" +()./-", r):
		default:
			return false
		}
	}
	return digits >= 6
}

// ValidEmail reports whether s is one plain address with a dotted domain.
func ValidEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s && strings.Contains(s[strings.LastIndex(s, "@"):], ".") && len(s) <= 200
}

// Normalize trims the input, puts identifiers in their stored form and
// checks every field; the error names each field that is wrong.
func (in *Input) Normalize(today time.Time) error {
	for _, p := range []*string{&in.Kind, &in.Civility, &in.FirstName, &in.LastName, &in.CompanyName, &in.LegalForm, &in.SIREN,
		&in.Email, &in.Phone, &in.Address, &in.PostalCode, &in.City, &in.Country, &in.BirthDate, &in.IBAN, &in.Language, &in.Notes, &in.HolderCategory} {
		*p = strings.TrimSpace(*p)
	}
	if in.Kind == "" {
		in.Kind = KindPerson
	}
	if in.Language == "" {
		in.Language = "fr"
	}
	in.SIREN, in.IBAN = compact(in.SIREN), NormalizeIBAN(in.IBAN)
	f := app.Fields{}
	if !oneOf(in.Kind, Kinds) {
		f.Set("kind", "tiersKindChoice", nil)
	}
	if in.Kind == KindPerson {
		in.LegalForm, in.SIREN = "", ""
		if !oneOf(in.Civility, Civilities) {
			f.Set("civility", "civilityChoice", nil)
		}
		if in.FirstName == "" {
			f.Set("firstName", "firstNameRequired", nil)
		}
		if in.LastName == "" {
			f.Set("lastName", "lastNameRequired", nil)
		}
		if in.BirthDate != "" {
			d, err := time.Parse(time.DateOnly, in.BirthDate)
			if err != nil || !d.Before(today) || d.Year() < 1900 {
				f.Set("birthDate", "birthDateFormat", nil)
			}
		}
	} else {
		in.Civility, in.BirthDate = "", ""
		if in.CompanyName == "" {
			f.Set("companyName", "companyNameRequired", nil)
		}
		if !oneOf(in.LegalForm, LegalForms) {
			f.Set("legalForm", "legalFormChoice", nil)
		}
	}
	if in.SIREN != "" && !ValidSIREN(in.SIREN) {
		f.Set("siren", "sirenInvalid", nil)
	}
	if in.IBAN != "" && !ValidIBAN(in.IBAN) {
		f.Set("iban", "ibanInvalid", nil)
	}
	if !ValidEmail(in.Email) {
		f.Set("email", "emailAddressInvalid", nil)
	}
	if in.Phone != "" && !validPhone(in.Phone) {
		f.Set("phone", "phoneFormat", nil)
	}
	if in.PostalCode != "" && (tooLong(in.PostalCode, 10) || !digitsOrLetters(in.PostalCode)) {
		f.Set("postalCode", "postalCodeFormat", nil)
	}
	if !oneOf(in.Language, Languages) {
		f.Set("language", "languageChoice", nil)
	}
	if !oneOf(in.HolderCategory, HolderCategories) {
		f.Set("holderCategory", "holderCategoryChoice", nil)
	}
	for _, c := range []struct {
		field, value string
		max          int
	}{{"firstName", in.FirstName, 80}, {"lastName", in.LastName, 80}, {"companyName", in.CompanyName, 120},
		{"address", in.Address, 300}, {"city", in.City, 80}, {"country", in.Country, 60}, {"notes", in.Notes, 4000}} {
		if _, set := f[c.field]; !set && tooLong(c.value, c.max) {
			f.Set(c.field, "atMostCharacters", app.Params{"max": c.max})
		}
	}
	if len(f) > 0 {
		return app.Invalid("checkFields", nil, f)
	}
	return nil
}

func digitsOrLetters(s string) bool {
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r == ' ' || r == '-') {
			return false
		}
	}
	return true
}

// DisplayName is how the register names a tiers: "First Last" for a
// person, the company's name for an entity.
func (in Input) DisplayName() string {
	if in.Kind == KindEntity {
		return in.CompanyName
	}
	return strings.TrimSpace(in.FirstName + " " + in.LastName)
}
