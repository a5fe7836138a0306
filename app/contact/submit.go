package contact

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"partage/app"
	"partage/app/audit"
	"partage/app/auth"
	"partage/app/lang"
)

// Lengths of the form's fields, in characters.
const (
	maxName    = 200
	maxEmail   = 254
	maxSubject = 255
)

// Input is what the public form sends.
type Input struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	Subject  string `json:"subject"`
	Body     string `json:"body"`
	Language string `json:"language"`
}

// Normalize trims the fields, fills the language (French, the product's first
// language) and checks the rest, each error under its field.
func (in *Input) Normalize() error {
	in.Name = strings.TrimSpace(in.Name)
	in.Email = strings.TrimSpace(in.Email)
	in.Subject = strings.TrimSpace(in.Subject)
	in.Body = strings.TrimSpace(in.Body)
	in.Language = strings.TrimSpace(in.Language)
	if in.Language == "" {
		in.Language = "fr"
	}
	f := app.Fields{}
	if in.Name == "" {
		f.Set("name", "nameRequired", nil)
	} else if utf8.RuneCountInString(in.Name) > maxName {
		f.Set("name", "nameTooLong", app.Params{"max": maxName})
	}
	if len(in.Email) > maxEmail || !auth.ValidEmail(in.Email) {
		f.Set("email", "emailAddressInvalid", nil)
	}
	if in.Subject == "" {
		f.Set("subject", "contactSubjectRequired", nil)
	} else if utf8.RuneCountInString(in.Subject) > maxSubject {
		f.Set("subject", "subjectTooLong", app.Params{"max": maxSubject})
	}
	if in.Body == "" {
		f.Set("body", "messageRequired", nil)
	} else if utf8.RuneCountInString(in.Body) > MaxBody {
		f.Set("body", "messageTooLong", app.Params{"max": MaxBody})
	}
	if !slices.Contains(lang.Languages, in.Language) {
		f.Set("language", "languageChoice", app.Params{"languages": strings.Join(lang.Languages, ", ")})
	}
	if len(f) > 0 {
		return app.Invalid("checkFields", nil, f)
	}
	return nil
}

// Submit keeps a message sent from the public form, linked to the tiers whose
// e-mail it came from (when there is one), and records it in the audit log.
// a is the visitor (or the signed-in user) and the address it came from.
func (s *Store) Submit(ctx context.Context, a audit.Actor, in Input) (Message, error) {
	if err := in.Normalize(); err != nil {
		return Message{}, err
	}
	now := s.now().UTC()
	var id int64
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		// A tiers with an account of its own first: that is the member who wrote.
		var tiers sql.NullInt64
		err := tx.QueryRowContext(ctx, `SELECT id FROM clients WHERE lower(email) = lower($1)
			ORDER BY CASE WHEN user_id IS NULL THEN 1 ELSE 0 END, id LIMIT 1`, in.Email).Scan(&tiers)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("contact: tiers of %s: %w", in.Email, err)
		}
		err = tx.QueryRowContext(ctx, `INSERT INTO contact_messages (name, email, subject, body, language, ip, status, tiers_id, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
			in.Name, in.Email, in.Subject, in.Body, in.Language, a.IP, StatusNew, tiers, now).Scan(&id)
		if err != nil {
			return fmt.Errorf("contact: submit: %w", err)
		}
		after := map[string]any{"name": in.Name, "email": in.Email, "subject": in.Subject, "body": in.Body,
			"language": in.Language, "status": StatusNew}
		if tiers.Valid {
			after["tiersId"] = tiers.Int64
		}
		return audit.Write(ctx, tx, a, audit.RecordContact, id, "created", audit.Diff(nil, after))
	})
	if err != nil {
		return Message{}, err
	}
	t, err := s.Find(ctx, id)
	return t.Message, err
}
