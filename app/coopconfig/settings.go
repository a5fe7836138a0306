// Package coopconfig is the cooperative's configuration, edited by admins on
// /coop/configuration: its identity (printed on every PDF, with its logo),
// the categories of parts, the four-eyes thresholds, the cap on interest,
// whether registration and /rejoindre are open, the documents a tiers must
// provide, and the sender of its mail. Until an admin saves it the settings
// are the defaults from the environment (config.Coop). Every change is
// written to the audit log in the transaction that saves it.
package coopconfig

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"partage/app/cache"
	"partage/app/config"
	"partage/app/db"
	"partage/app/files"
)

// Category is a category of parts: its nominal value in cents, the fewest
// and most parts one holder may have (0: no maximum), and whether its parts
// carry a vote. Code is its letter in the register ("A", "B").
type Category struct {
	Code         string `json:"code"`
	Label        string `json:"label"`
	NominalCents int64  `json:"nominalCents"`
	MinPerHolder int64  `json:"minPerHolder"`
	MaxPerHolder int64  `json:"maxPerHolder"`
	Voting       bool   `json:"voting"`
	// Members is the category an admitted member subscribes in (exactly one has it).
	Members bool `json:"members"`
}

// Identity is the cooperative as its letters, PDFs and statements name it.
type Identity struct {
	Name       string `json:"name"`
	LegalForm  string `json:"legalForm"`
	SIREN      string `json:"siren"`
	Address    string `json:"address"`
	PostalCode string `json:"postalCode"`
	City       string `json:"city"`
	Email      string `json:"email"`
	Phone      string `json:"phone"`
	IBAN       string `json:"iban"`
	// HasLogo says whether a logo was uploaded (the logo itself is served by /coop/configuration/logo).
	HasLogo bool `json:"hasLogo"`
}

// Approvals are the four-eyes rules of the money movements: every movement
// needs one approver other than its author, and a movement of more than
// SecondAboveCents needs a second one (0: never).
type Approvals struct {
	SecondAboveCents int64 `json:"secondAboveCents"`
}

// Interest is the legal maximum rate of the yearly interest on parts, in
// basis points (1 % = 100): the general assembly votes a rate up to it.
type Interest struct {
	CapBasisPoints int64 `json:"capBasisPoints"`
}

// Mail is the sender of the cooperative's mail.
type Mail struct {
	SenderName    string `json:"senderName"`
	SenderAddress string `json:"senderAddress"`
}

// Analytics are the dashboards' settings: how many days the raw activity
// (sign-ins, page visits) is kept before only its daily figures remain, and
// the monthly revenue goal the goal card measures against (0: none).
type Analytics struct {
	RetentionDays int   `json:"retentionDays"`
	GoalCents     int64 `json:"goalCents"`
}

// Settings are the whole configuration.
type Settings struct {
	Identity          Identity   `json:"identity"`
	Categories        []Category `json:"categories"`
	Approvals         Approvals  `json:"approvals"`
	Interest          Interest   `json:"interest"`
	RegistrationOpen  bool       `json:"registrationOpen"`
	JoinOpen          bool       `json:"joinOpen"`
	RequiredDocuments []string   `json:"requiredDocuments"` // document kinds of registry (id, kbis, rib, other)
	Mail              Mail       `json:"mail"`
	Analytics         Analytics  `json:"analytics"`
	UpdatedAt         *time.Time `json:"updatedAt"`
	UpdatedBy         string     `json:"updatedBy"`
}

// Category returns the category of that code.
func (s Settings) Category(code string) (Category, bool) {
	for _, c := range s.Categories {
		if c.Code == code {
			return c, true
		}
	}
	return Category{}, false
}

// MembersCategory is the category admitted members subscribe in.
func (s Settings) MembersCategory() Category {
	for _, c := range s.Categories {
		if c.Members {
			return c
		}
	}
	if len(s.Categories) > 0 {
		return s.Categories[0]
	}
	return Category{}
}

// Defaults are the settings before any admin saved them: the cooperative's
// name and the parts an application may ask for from the environment, parts
// A of 50 € for members (one vote each) and B of 100 € for investors
// (no vote), a second approver above 5,000 €, interest capped at 4 %, no
// document required before admission (the admin chooses them), raw
// activity kept 90 days and no revenue goal.
func Defaults(c config.Coop, registrationOpen bool) Settings {
	return Settings{
		Identity: Identity{Name: c.Name, LegalForm: "SCIC SAS à capital variable"},
		Categories: []Category{
			{Code: "A", Label: "Parts A — membres", NominalCents: 5000, MinPerHolder: int64(c.PartsMin), MaxPerHolder: int64(c.PartsMax), Voting: true, Members: true},
			{Code: "B", Label: "Parts B — investisseurs", NominalCents: 10000, MinPerHolder: 1, MaxPerHolder: 0, Voting: false},
		},
		Approvals:         Approvals{SecondAboveCents: 500000},
		Interest:          Interest{CapBasisPoints: 400},
		RegistrationOpen:  registrationOpen,
		JoinOpen:          true,
		RequiredDocuments: []string{},
		Mail:              Mail{SenderName: c.Name},
		Analytics:         Analytics{RetentionDays: DefaultRetentionDays},
	}
}

// Store reads and saves the settings.
type Store struct {
	db       *db.DB
	files    *files.Store
	defaults Settings
	now      func() time.Time
	kept     *cache.Versioned[Settings]
}

// New returns the settings over d, with defaults used until an admin saves.
func New(d *db.DB, f *files.Store, defaults Settings) *Store {
	return &Store{db: d, files: f, defaults: defaults, now: time.Now, kept: cache.New[Settings](1)}
}

// VersionName is the list version every save moves (migration 0029).
const VersionName = "coop_settings"

// Get returns the settings now, read once per save on each instance.
func (s *Store) Get(ctx context.Context) (Settings, error) {
	v, err := s.db.Version(ctx, VersionName)
	if err != nil {
		return Settings{}, err
	}
	if kept, ok := s.kept.Get("", v); ok {
		return clone(kept), nil
	}
	out, err := s.read(ctx, s.db)
	if err != nil {
		return Settings{}, err
	}
	s.kept.Put("", v, out)
	return clone(out), nil
}

// read reads the row (the defaults when there is none).
func (s *Store) read(ctx context.Context, q db.Execer) (Settings, error) {
	var body, logo string
	var by sql.NullString
	var at time.Time
	err := q.QueryRowContext(ctx, `SELECT c.body, c.logo_sum, u.full_name, c.updated_at FROM coop_settings c
		LEFT JOIN users u ON u.id = c.updated_by WHERE c.id = 1`).Scan(&body, &logo, &by, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return clone(s.defaults), nil
	} else if err != nil {
		return Settings{}, fmt.Errorf("coopconfig: read: %w", err)
	}
	out := clone(s.defaults)
	if err := json.Unmarshal([]byte(body), &out); err != nil {
		return Settings{}, fmt.Errorf("coopconfig: read: %w", err)
	}
	out.Identity.HasLogo = logo != ""
	at = at.UTC()
	out.UpdatedAt, out.UpdatedBy = &at, by.String
	return out, nil
}

// clone copies s so that a caller changing its slices changes nothing kept.
func clone(s Settings) Settings {
	s.Categories = append([]Category{}, s.Categories...)
	s.RequiredDocuments = append([]string{}, s.RequiredDocuments...)
	return s
}
