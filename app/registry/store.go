package registry

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"partage/app"
	"partage/app/audit"
	"partage/app/cache"
	"partage/app/db"
)

// Store reads and writes the register.
type Store struct {
	db     *db.DB
	now    func() time.Time
	totals *cache.Versioned[int]            // the lists' totals without a search, by role and kind (list.go)
	counts *cache.Versioned[map[string]int] // the stat cards, by role
}

// New returns the register over d.
func New(d *db.DB) *Store {
	return &Store{db: d, now: time.Now, totals: cache.New[int](64), counts: cache.New[map[string]int](8)}
}

// ErrNotFound is the answer about a tiers that does not exist (or that the
// caller may not see: a member asking about someone else gets the same).
var ErrNotFound = app.E(app.ENOTFOUND, "tiersNotFound", nil)

// Columns is the select list of a tiers from clients aliased c, in the order Scan reads it.
const Columns = `c.id, c.kind, c.civility, c.first_name, c.last_name, c.company, c.legal_form, c.siren, c.name, c.email,
	c.contact, c.address, c.postal_code, c.city, c.country, c.birth_date, c.iban, c.language, c.notes, c.is_client,
	c.is_shareholder, c.holder_category, c.member_status, c.user_id, c.created_at, c.updated_at`

// Scan reads one tiers selected with Columns.
func Scan(row interface{ Scan(...any) error }) (Tiers, error) {
	var t Tiers
	var user sql.NullInt64
	err := row.Scan(&t.ID, &t.Kind, &t.Civility, &t.FirstName, &t.LastName, &t.CompanyName, &t.LegalForm, &t.SIREN, &t.Name, &t.Email,
		&t.Phone, &t.Address, &t.PostalCode, &t.City, &t.Country, &t.BirthDate, &t.IBAN, &t.Language, &t.Notes, &t.IsClient,
		&t.IsShareholder, &t.HolderCategory, &t.MemberStatus, &user, &t.CreatedAt, &t.UpdatedAt)
	t.UserID = user.Int64
	t.CreatedAt, t.UpdatedAt = t.CreatedAt.UTC(), t.UpdatedAt.UTC()
	return t, err
}

// Querier is a database or a transaction.
type Querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// FindTiersByID returns a tiers, or ErrNotFound.
func (s *Store) FindTiersByID(ctx context.Context, id int64) (Tiers, error) {
	return FindTiersTx(ctx, s.db, id)
}

// FindTiersByUser returns the tiers whose own account is userID, or ErrNotFound.
func (s *Store) FindTiersByUser(ctx context.Context, userID int64) (Tiers, error) {
	t, err := Scan(s.db.QueryRowContext(ctx, `SELECT `+Columns+` FROM clients c WHERE c.user_id = $1`, userID))
	if errors.Is(err, sql.ErrNoRows) {
		return Tiers{}, ErrNotFound
	} else if err != nil {
		return Tiers{}, fmt.Errorf("registry: tiers of user %d: %w", userID, err)
	}
	return t, nil
}

// FindTiersTx returns a tiers read through q (a transaction sees its own writes).
func FindTiersTx(ctx context.Context, q Querier, id int64) (Tiers, error) {
	t, err := Scan(q.QueryRowContext(ctx, `SELECT `+Columns+` FROM clients c WHERE c.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Tiers{}, ErrNotFound
	} else if err != nil {
		return Tiers{}, fmt.Errorf("registry: tiers %d: %w", id, err)
	}
	return t, nil
}

// CreateTiers adds a tiers and records it in the audit log.
func (s *Store) CreateTiers(ctx context.Context, a audit.Actor, in Input) (Tiers, error) {
	var t Tiers
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var err error
		t, err = CreateTiersTx(ctx, tx, a, in, s.now())
		return err
	})
	return t, err
}

// CreateTiersTx adds a tiers in tx, checking in first, and records it in the
// audit log: the way an application or an invoice client creates one inside
// its own transaction.
func CreateTiersTx(ctx context.Context, tx Querier, a audit.Actor, in Input, now time.Time) (Tiers, error) {
	now = now.UTC()
	if err := in.Normalize(now); err != nil {
		return Tiers{}, err
	}
	var id int64
	var by any
	if a.ID != 0 {
		by = a.ID
	}
	err := tx.QueryRowContext(ctx, `INSERT INTO clients (kind, civility, first_name, last_name, company, legal_form, siren, name, email,
		contact, address, postal_code, city, country, birth_date, iban, language, notes, is_client, is_shareholder, holder_category,
		sort_name, created_by, updated_by, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $23, $24, $24) RETURNING id`,
		in.Kind, in.Civility, in.FirstName, in.LastName, in.CompanyName, in.LegalForm, in.SIREN, in.DisplayName(), in.Email,
		in.Phone, in.Address, in.PostalCode, in.City, in.Country, in.BirthDate, in.IBAN, in.Language, in.Notes, in.IsClient, in.IsShareholder,
		in.HolderCategory, db.SortKey(in.DisplayName()), by, now).Scan(&id)
	if err != nil {
		return Tiers{}, fmt.Errorf("registry: create: %w", err)
	}
	if err := audit.Write(ctx, tx, a, audit.RecordTiers, id, "created", audit.Diff(nil, fieldsOf(in))); err != nil {
		return Tiers{}, err
	}
	return FindTiersTx(ctx, tx, id)
}

// UpdateTiers saves a tiers' fields and records each change in the audit log.
func (s *Store) UpdateTiers(ctx context.Context, a audit.Actor, id int64, in Input) (Tiers, error) {
	var t Tiers
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var err error
		t, err = UpdateTiersTx(ctx, tx, a, id, in, s.now())
		return err
	})
	return t, err
}

// UpdateTiersTx saves a tiers' fields in tx and records each change; extra
// are added to the entry when something changed (an approved change request
// names itself there).
func UpdateTiersTx(ctx context.Context, tx Querier, a audit.Actor, id int64, in Input, now time.Time, extra ...audit.Change) (Tiers, error) {
	now = now.UTC()
	before, err := FindTiersTx(ctx, tx, id)
	if err != nil {
		return Tiers{}, err
	}
	if err := in.Normalize(now); err != nil {
		return Tiers{}, err
	}
	changes := audit.Diff(fieldsOf(InputOf(before)), fieldsOf(in))
	if len(changes) == 0 {
		return before, nil
	}
	var by any
	if a.ID != 0 {
		by = a.ID
	}
	_, err = tx.ExecContext(ctx, `UPDATE clients SET kind = $1, civility = $2, first_name = $3, last_name = $4, company = $5, legal_form = $6,
		siren = $7, name = $8, email = $9, contact = $10, address = $11, postal_code = $12, city = $13, country = $14, birth_date = $15,
		iban = $16, language = $17, notes = $18, is_client = $19, is_shareholder = $20, holder_category = $21, sort_name = $22,
		updated_by = $23, updated_at = $24 WHERE id = $25`,
		in.Kind, in.Civility, in.FirstName, in.LastName, in.CompanyName, in.LegalForm, in.SIREN, in.DisplayName(), in.Email,
		in.Phone, in.Address, in.PostalCode, in.City, in.Country, in.BirthDate, in.IBAN, in.Language, in.Notes, in.IsClient, in.IsShareholder,
		in.HolderCategory, db.SortKey(in.DisplayName()), by, now, id)
	if err != nil {
		return Tiers{}, fmt.Errorf("registry: update %d: %w", id, err)
	}
	if err := audit.Write(ctx, tx, a, audit.RecordTiers, id, "updated", append(changes, extra...)); err != nil {
		return Tiers{}, err
	}
	return FindTiersTx(ctx, tx, id)
}

// fieldsOf is an input as the audit log compares it, by JSON field name.
func fieldsOf(in Input) map[string]any {
	return map[string]any{"kind": in.Kind, "civility": in.Civility, "firstName": in.FirstName, "lastName": in.LastName,
		"companyName": in.CompanyName, "legalForm": in.LegalForm, "siren": in.SIREN, "email": in.Email, "phone": in.Phone,
		"address": in.Address, "postalCode": in.PostalCode, "city": in.City, "country": in.Country, "birthDate": in.BirthDate,
		"iban": in.IBAN, "language": in.Language, "notes": in.Notes, "isClient": in.IsClient, "isShareholder": in.IsShareholder,
		"holderCategory": in.HolderCategory}
}
