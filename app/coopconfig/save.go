package coopconfig

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"partage/app"
	"partage/app/audit"
	"partage/app/db"
)

// settingsID is the one row of coop_settings, and the record id of its audit entries.
const settingsID = 1

// Save checks in and makes it the settings, in one transaction with its
// audit entry (each field that changed, before and after). Bad input is an
// EINVALID error naming each field ("identity.name",
// "categories.0.nominalCents") and changes nothing. A category whose parts
// are in the register keeps its code and its nominal value: parts already
// issued keep their worth. The logo is kept as it is (SetLogo, RemoveLogo).
func (s *Store) Save(ctx context.Context, a audit.Actor, in Settings) (Settings, error) {
	in = normalize(in)
	if f := validate(in); len(f) > 0 {
		return Settings{}, app.Invalid("checkFields", nil, f)
	}
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		before, err := s.readForUpdate(ctx, tx)
		if err != nil {
			return err
		}
		if err := s.checkIssued(ctx, tx, before, in); err != nil {
			return err
		}
		in.Identity.HasLogo = before.Identity.HasLogo
		body, err := jsonBody(in)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO coop_settings (id, body, updated_by, updated_at) VALUES ($1, $2, $3, $4)
			ON CONFLICT (id) DO UPDATE SET body = excluded.body, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
			settingsID, body, actorID(a), s.now().UTC()); err != nil {
			return fmt.Errorf("coopconfig: save: %w", err)
		}
		return audit.Write(ctx, tx, a, audit.RecordSettings, settingsID, "updated", audit.Diff(Flatten(before), Flatten(in)))
	})
	if err != nil {
		return Settings{}, err
	}
	return s.fresh(ctx)
}

// fresh reads the settings just saved, past the kept copy.
func (s *Store) fresh(ctx context.Context) (Settings, error) {
	return s.read(ctx, s.db)
}

// readForUpdate reads the settings inside tx, holding the row on PostgreSQL
// so that two admins saving at once save one after the other.
func (s *Store) readForUpdate(ctx context.Context, tx *sql.Tx) (Settings, error) {
	if s.db.Engine == db.Postgres {
		if _, err := tx.ExecContext(ctx, `SELECT id FROM coop_settings WHERE id = 1 FOR UPDATE`); err != nil {
			return Settings{}, fmt.Errorf("coopconfig: lock: %w", err)
		}
	}
	return s.read(ctx, tx)
}

// checkIssued refuses to remove a category, or to change its nominal value,
// once its parts are in the register.
func (s *Store) checkIssued(ctx context.Context, tx *sql.Tx, before, after Settings) error {
	for _, old := range before.Categories {
		now, i, kept := categoryOf(after, old.Code)
		if kept && now.NominalCents == old.NominalCents {
			continue
		}
		used, err := categoryUsed(ctx, tx, old.Code)
		if err != nil {
			return err
		}
		if !used {
			continue
		}
		p := app.Params{"code": old.Code}
		if !kept {
			return app.Invalid("checkFields", nil, app.Fields{"categories": app.T("categoryInUse", p)})
		}
		p["nominal"] = old.NominalCents
		return app.Invalid("checkFields", nil, app.Fields{"categories." + strconv.Itoa(i) + ".nominalCents": app.T("categoryNominalInUse", p)})
	}
	return nil
}

// categoryOf is the category of that code in s, and its place.
func categoryOf(s Settings, code string) (Category, int, bool) {
	for i, c := range s.Categories {
		if c.Code == code {
			return c, i, true
		}
	}
	return Category{}, 0, false
}

// categoryUsed reports whether the register holds an entry of parts of that category.
func categoryUsed(ctx context.Context, q db.Execer, code string) (bool, error) {
	var one int
	err := q.QueryRowContext(ctx, `SELECT 1 FROM share_entries WHERE category = $1 LIMIT 1`, code).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	} else if err != nil {
		return false, fmt.Errorf("coopconfig: category %s in the register: %w", code, err)
	}
	return true, nil
}

// jsonBody is what the row's body keeps: the settings less what other columns say.
func jsonBody(s Settings) (string, error) {
	s.Identity.HasLogo, s.UpdatedAt, s.UpdatedBy = false, nil, ""
	b, err := json.Marshal(s)
	if err != nil {
		return "", fmt.Errorf("coopconfig: save: %w", err)
	}
	return string(b), nil
}

// actorID is the user who saved, or NULL for the product itself.
func actorID(a audit.Actor) any {
	if a.ID == 0 {
		return nil
	}
	return a.ID
}

// Flatten lists the settings field by field as the audit log records them:
// "identity.name", "approvals.secondAboveCents", and each category's fields
// under its code ("categories.A.nominalCents").
func Flatten(s Settings) map[string]any {
	id := s.Identity
	out := map[string]any{
		"identity.name": id.Name, "identity.legalForm": id.LegalForm, "identity.siren": id.SIREN,
		"identity.address": id.Address, "identity.postalCode": id.PostalCode, "identity.city": id.City,
		"identity.email": id.Email, "identity.phone": id.Phone, "identity.iban": id.IBAN,
		"approvals.secondAboveCents": s.Approvals.SecondAboveCents,
		"interest.capBasisPoints":    s.Interest.CapBasisPoints,
		"registrationOpen":           s.RegistrationOpen,
		"joinOpen":                   s.JoinOpen,
		"requiredDocuments":          append([]string{}, s.RequiredDocuments...),
		"mail.senderName":            s.Mail.SenderName,
		"mail.senderAddress":         s.Mail.SenderAddress,
		"analytics.retentionDays":    s.Analytics.RetentionDays,
		"analytics.goalCents":        s.Analytics.GoalCents,
	}
	for _, c := range s.Categories {
		p := "categories." + c.Code + "."
		out[p+"label"], out[p+"nominalCents"], out[p+"minPerHolder"] = c.Label, c.NominalCents, c.MinPerHolder
		out[p+"maxPerHolder"], out[p+"voting"], out[p+"members"] = c.MaxPerHolder, c.Voting, c.Members
	}
	return out
}

// UsedCategories are the codes of set's categories whose parts are in the
// register: the form keeps them and their nominal values.
func (s *Store) UsedCategories(ctx context.Context, set Settings) ([]string, error) {
	out := []string{}
	for _, c := range set.Categories {
		used, err := categoryUsed(ctx, s.db, c.Code)
		if err != nil {
			return nil, err
		}
		if used {
			out = append(out, c.Code)
		}
	}
	return out, nil
}
