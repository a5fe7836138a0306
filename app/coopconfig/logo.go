package coopconfig

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // a logo may be a JPEG
	_ "image/png"  // or a PNG
	"io"

	"partage/app"
	"partage/app/audit"
	"partage/app/files"
)

// MaxLogo is the largest logo an admin may upload (1 MB).
const MaxLogo = maxLogo

// logoTypes are the contents a logo may have, as its first bytes say.
var logoTypes = map[string]bool{"image/png": true, "image/jpeg": true}

// SetLogo keeps content (a PNG or a JPEG, as sniffed and decoded, at most
// MaxLogo bytes) as the logo printed on every PDF, and records it in the
// audit log. Anything else is an EINVALID error on the field "logo".
func (s *Store) SetLogo(ctx context.Context, a audit.Actor, content io.Reader) (Settings, error) {
	b, err := io.ReadAll(io.LimitReader(content, maxLogo+1))
	switch {
	case err != nil:
		return Settings{}, app.InvalidField("logo", "fileUnreadable", nil)
	case len(b) == 0:
		return Settings{}, app.InvalidField("logo", "fileEmpty", nil)
	case len(b) > maxLogo:
		p := app.Params{"max": maxLogo >> 20}
		return Settings{}, app.E(app.ETOOLARGE, "fileTooLarge", p).WithField("logo", "fileTooLarge", p)
	}
	typ := files.Sniff(b[:min(len(b), files.HeadSize)])
	if !logoTypes[typ] {
		return Settings{}, app.InvalidField("logo", "logoType", nil)
	}
	if _, _, err := image.DecodeConfig(bytes.NewReader(b)); err != nil {
		return Settings{}, app.InvalidField("logo", "logoType", nil)
	}
	info, err := s.files.Put(ctx, bytes.NewReader(b), maxLogo)
	if err != nil {
		return Settings{}, fmt.Errorf("coopconfig: store logo: %w", err)
	}
	return s.putLogo(ctx, a, info.SHA256, typ)
}

// RemoveLogo takes the logo off the PDFs, and records it. The bytes stay in
// the file store, which keeps content by its sum.
func (s *Store) RemoveLogo(ctx context.Context, a audit.Actor) (Settings, error) {
	return s.putLogo(ctx, a, "", "")
}

// putLogo writes the logo's sum and type in the row (made from the settings
// in force when there is none yet), with its audit entry.
func (s *Store) putLogo(ctx context.Context, a audit.Actor, sum, typ string) (Settings, error) {
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		before, err := s.readForUpdate(ctx, tx)
		if err != nil {
			return err
		}
		var was string
		if err := tx.QueryRowContext(ctx, `SELECT logo_sum FROM coop_settings WHERE id = 1`).Scan(&was); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("coopconfig: logo: %w", err)
		}
		body, err := jsonBody(before)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO coop_settings (id, body, logo_sum, logo_type, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
			ON CONFLICT (id) DO UPDATE SET logo_sum = excluded.logo_sum, logo_type = excluded.logo_type,
			updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
			settingsID, body, sum, typ, actorID(a), s.now().UTC()); err != nil {
			return fmt.Errorf("coopconfig: logo: %w", err)
		}
		return audit.Write(ctx, tx, a, audit.RecordSettings, settingsID, "updated",
			audit.Diff(map[string]any{"identity.logo": shortSum(was)}, map[string]any{"identity.logo": shortSum(sum)}))
	})
	if err != nil {
		return Settings{}, err
	}
	return s.fresh(ctx)
}

// shortSum names a logo in the audit log by the start of its sum ("" for none).
func shortSum(sum string) string { return sum[:min(len(sum), 12)] }
