package coopconfig

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"strings"

	"partage/app/printed"
)

// maxLogo is the largest logo kept (the upload refuses more).
const maxLogo = 1 << 20

// Letterhead is the cooperative as every PDF prints it: its identity and logo.
func (s *Store) Letterhead(ctx context.Context) (printed.Letterhead, error) {
	set, err := s.Get(ctx)
	if err != nil {
		return printed.Letterhead{}, err
	}
	id := set.Identity
	head := printed.Letterhead{Name: id.Name, LegalForm: id.LegalForm, SIREN: id.SIREN, Address: id.Address,
		City: strings.TrimSpace(id.PostalCode + " " + id.City), Email: id.Email}
	if !id.HasLogo {
		return head, nil
	}
	head.Logo, head.LogoType, err = s.Logo(ctx)
	if err != nil {
		return printed.Letterhead{}, err
	}
	return head, nil
}

// Logo returns the uploaded logo and its content type (nil when there is none).
func (s *Store) Logo(ctx context.Context) ([]byte, string, error) {
	var sum, typ string
	err := s.db.QueryRowContext(ctx, `SELECT logo_sum, logo_type FROM coop_settings WHERE id = 1`).Scan(&sum, &typ)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && sum == "") {
		return nil, "", nil
	} else if err != nil {
		return nil, "", fmt.Errorf("coopconfig: logo: %w", err)
	}
	f, err := s.files.Open(ctx, sum)
	if err != nil {
		return nil, "", fmt.Errorf("coopconfig: logo: %w", err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxLogo+1))
	if err != nil {
		return nil, "", fmt.Errorf("coopconfig: logo: %w", err)
	}
	return b, typ, nil
}
