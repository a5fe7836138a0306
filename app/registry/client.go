package registry

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"partage/app/audit"
	"partage/app/db"
)

// QuickClient is a client as the invoice app adds one: a name, a company, an
// e-mail, an address, a country and a contact (its phone), checked by the
// invoice app's own rules before it gets here.
type QuickClient struct {
	Name, Company, Email, Address, Country, Phone string
}

// Tiers is the register's row of a quick client. The invoice app names the
// person it bills and the company they belong to, as the register's
// migration (0022) reads its earlier clients: a client is an entity when its
// company is its name (the client is the company itself), with legal form
// "other" until someone says which; otherwise it is a person, whose first
// name is the name's first word and last name the rest ("Jean de La Fontaine"
// → "Jean" + "de La Fontaine"; a single word is a last name), and whose
// company stays their company. The display name is the name as given, so the
// invoice app shows its client unchanged.
func (q QuickClient) Tiers() Input {
	in := Input{Kind: KindPerson, CompanyName: q.Company, Email: q.Email, Phone: q.Phone, Address: q.Address, Country: q.Country,
		Language: "fr", IsClient: true}
	if q.Company != "" && q.Company == q.Name {
		in.Kind, in.LegalForm = KindEntity, "other"
		return in
	}
	if first, rest, ok := strings.Cut(q.Name, " "); ok && strings.TrimSpace(rest) != "" {
		in.FirstName, in.LastName = first, strings.TrimSpace(rest)
	} else {
		in.LastName = q.Name
	}
	return in
}

// CreateClientTx adds a quick client to the register in tx and records it in
// the audit log. Its fields were checked by the invoice app, whose answers
// and error fields stay its own; the register's stricter rules (a first
// name, a phone of digits) apply when someone edits the tiers.
func CreateClientTx(ctx context.Context, tx *sql.Tx, a audit.Actor, q QuickClient, now time.Time) (int64, error) {
	in := q.Tiers()
	now = now.UTC()
	var by any
	if a.ID != 0 {
		by = a.ID
	}
	var id int64
	err := tx.QueryRowContext(ctx, `INSERT INTO clients (kind, first_name, last_name, company, legal_form, name, email, contact, address,
		country, language, is_client, sort_name, created_by, updated_by, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, TRUE, $12, $13, $13, $14, $14) RETURNING id`,
		in.Kind, in.FirstName, in.LastName, in.CompanyName, in.LegalForm, q.Name, in.Email, in.Phone, in.Address, in.Country, in.Language,
		db.SortKey(q.Name), by, now).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("registry: create client: %w", err)
	}
	if err := audit.Write(ctx, tx, a, audit.RecordTiers, id, "created", audit.Diff(nil, fieldsOf(in))); err != nil {
		return 0, err
	}
	return id, nil
}
