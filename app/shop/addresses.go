package shop

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"partage/app"
	"partage/app/db"
)

// Limits of saved addresses.
const (
	MaxAddresses   = 20
	MaxAddressLine = 200
	MaxCity        = 100
)

// AddressLabels are the kinds of address one saves.
var AddressLabels = []string{"home", "office", "other"}

// Countries are the countries the shop delivers to (ISO 3166-1 alpha-2):
// the European Union's, with Andorra, Iceland, Liechtenstein, Monaco,
// Norway, Switzerland and the United Kingdom.
var Countries = []string{"AD", "AT", "BE", "BG", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR", "HR", "HU",
	"IE", "IS", "IT", "LI", "LT", "LU", "LV", "MC", "MT", "NL", "NO", "PL", "PT", "RO", "SE", "SI", "SK"}

var (
	errAddressNone = app.E(app.ENOTFOUND, "addressNotFound", nil)
	frenchPostal   = regexp.MustCompile(`^[0-9]{5}$`)
	otherPostal    = regexp.MustCompile(`^[A-Z0-9](?:[A-Z0-9 -]{0,8}[A-Z0-9])?$`)
	addressPhone   = regexp.MustCompile(`^\+?[0-9 ().-]{6,25}$`)
)

const addressColumns = `id, label, full_name, phone, line1, line2, postal_code, city, country, is_default`

func scanAddress(row interface{ Scan(...any) error }) (Address, error) {
	var a Address
	err := row.Scan(&a.ID, &a.Label, &a.FullName, &a.Phone, &a.Line1, &a.Line2, &a.PostalCode, &a.City, &a.Country, &a.IsDefault)
	return a, err
}

// Addresses are userID's saved addresses, the default first.
func (s *Store) Addresses(ctx context.Context, userID int64) ([]Address, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+addressColumns+` FROM shop_addresses WHERE user_id = $1
		ORDER BY CASE WHEN is_default THEN 0 ELSE 1 END, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("shop: addresses: %w", err)
	}
	defer rows.Close()
	out := []Address{}
	for rows.Next() {
		a, err := scanAddress(rows)
		if err != nil {
			return nil, fmt.Errorf("shop: addresses: %w", err)
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// AddressOf is userID's address id; another person's is not found.
func (s *Store) AddressOf(ctx context.Context, q db.Execer, userID, id int64) (Address, error) {
	a, err := scanAddress(q.QueryRowContext(ctx, `SELECT `+addressColumns+` FROM shop_addresses WHERE id = $1 AND user_id = $2`, id, userID))
	if errors.Is(err, sql.ErrNoRows) {
		return Address{}, errAddressNone
	} else if err != nil {
		return Address{}, fmt.Errorf("shop: address: %w", err)
	}
	return a, nil
}

// cleanAddress trims a and checks it, every field's problem at once; an
// empty label is home, an empty country France.
func cleanAddress(a *Address) error {
	for _, s := range []*string{&a.Label, &a.FullName, &a.Phone, &a.Line1, &a.Line2, &a.PostalCode, &a.City, &a.Country} {
		*s = strings.Join(strings.Fields(*s), " ")
	}
	a.Label, a.Country, a.PostalCode = strings.ToLower(a.Label), strings.ToUpper(a.Country), strings.ToUpper(a.PostalCode)
	if a.Label == "" {
		a.Label = "home"
	}
	if a.Country == "" {
		a.Country = "FR"
	}
	f := app.Fields{}
	if !slices.Contains(AddressLabels, a.Label) {
		f.Set("label", "addressLabelChoice", nil)
	}
	switch n := utf8.RuneCountInString(a.FullName); {
	case n == 0:
		f.Set("fullName", "fullNameRequired", nil)
	case n > MaxName:
		f.Set("fullName", "fullNameTooLong", app.Params{"max": MaxName})
	}
	if a.Phone != "" && (!addressPhone.MatchString(a.Phone) || digits(a.Phone) < 6 || digits(a.Phone) > 15) {
		f.Set("phone", "addressPhoneFormat", nil)
	}
	switch n := utf8.RuneCountInString(a.Line1); {
	case n == 0:
		f.Set("line1", "addressLine1Required", nil)
	case n > MaxAddressLine:
		f.Set("line1", "atMostCharacters", app.Params{"max": MaxAddressLine})
	}
	if utf8.RuneCountInString(a.Line2) > MaxAddressLine {
		f.Set("line2", "atMostCharacters", app.Params{"max": MaxAddressLine})
	}
	switch n := utf8.RuneCountInString(a.City); {
	case n == 0:
		f.Set("city", "addressCityRequired", nil)
	case n > MaxCity:
		f.Set("city", "atMostCharacters", app.Params{"max": MaxCity})
	}
	if !slices.Contains(Countries, a.Country) {
		f.Set("country", "addressCountryChoice", nil)
	}
	switch {
	case a.Country == "FR" && !frenchPostal.MatchString(a.PostalCode):
		f.Set("postalCode", "addressPostalFrance", nil)
	case a.Country != "FR" && (len(a.PostalCode) < 2 || !otherPostal.MatchString(a.PostalCode)):
		f.Set("postalCode", "addressPostalFormat", app.Params{"min": 2, "max": 10})
	}
	if len(f) > 0 {
		return app.Invalid("checkFields", nil, f)
	}
	return nil
}

// digits counts the digits of s.
func digits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

// SaveAddress saves a new address of userID (id 0) or replaces their
// address id with a. The first address is the default; saving one as the
// default makes it the only one (the default stays so until another is chosen).
func (s *Store) SaveAddress(ctx context.Context, userID, id int64, a Address) (Address, error) {
	if err := cleanAddress(&a); err != nil {
		return Address{}, err
	}
	var saved Address
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM shop_addresses WHERE user_id = $1`, userID).Scan(&n); err != nil {
			return fmt.Errorf("shop: save address: %w", err)
		}
		if id == 0 && n >= MaxAddresses {
			return app.E(app.EINVALID, "addressesFull", app.Params{"max": MaxAddresses})
		}
		if id != 0 {
			old, err := s.AddressOf(ctx, tx, userID, id)
			if err != nil {
				return err
			}
			a.IsDefault = a.IsDefault || old.IsDefault
		}
		a.IsDefault = a.IsDefault || n == 0
		if a.IsDefault {
			if _, err := tx.ExecContext(ctx, `UPDATE shop_addresses SET is_default = FALSE WHERE user_id = $1 AND is_default`, userID); err != nil {
				return fmt.Errorf("shop: save address: %w", err)
			}
		}
		args := []any{a.Label, a.FullName, a.Phone, a.Line1, a.Line2, a.PostalCode, a.City, a.Country, a.IsDefault, userID}
		var err error
		if id == 0 {
			err = tx.QueryRowContext(ctx, `INSERT INTO shop_addresses (label, full_name, phone, line1, line2, postal_code, city, country,
				is_default, user_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
				append(args, s.now().UTC())...).Scan(&id)
		} else {
			_, err = tx.ExecContext(ctx, `UPDATE shop_addresses SET label = $1, full_name = $2, phone = $3, line1 = $4, line2 = $5,
				postal_code = $6, city = $7, country = $8, is_default = $9 WHERE user_id = $10 AND id = $11`, append(args, id)...)
		}
		if err != nil {
			return fmt.Errorf("shop: save address: %w", err)
		}
		saved, err = s.AddressOf(ctx, tx, userID, id)
		return err
	})
	return saved, err
}

// DeleteAddress deletes userID's address id; when it was the default, their
// oldest other address becomes it.
func (s *Store) DeleteAddress(ctx context.Context, userID, id int64) error {
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		old, err := s.AddressOf(ctx, tx, userID, id)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM shop_addresses WHERE id = $1`, id); err != nil {
			return fmt.Errorf("shop: delete address: %w", err)
		}
		if old.IsDefault {
			if _, err := tx.ExecContext(ctx, `UPDATE shop_addresses SET is_default = TRUE WHERE id =
				(SELECT MIN(id) FROM shop_addresses WHERE user_id = $1)`, userID); err != nil {
				return fmt.Errorf("shop: delete address: %w", err)
			}
		}
		return nil
	})
}
