// Package publicform keeps the product's public forms (/rejoindre, /contact)
// free of abuse without a third-party captcha: a honeypot field that people
// never see and robots fill in, and a limit of sendings per address and form,
// counted in the database so every instance applies the same limit.
package publicform

import (
	"context"
	"fmt"
	"strings"
	"time"

	"partage/app"
	"partage/app/db"
)

// Limits of each form: at most Max sendings from one address per Window.
const (
	Max    = 5
	Window = time.Hour
)

// HoneypotField is the name of the hidden field a person leaves empty.
const HoneypotField = "website"

// ErrRobot means the honeypot was filled in: the caller answers as if the
// form was sent, and keeps nothing.
var ErrRobot = app.E(app.EINVALID, "formRefused", nil)

// Guard counts the sendings of the public forms.
type Guard struct {
	db  *db.DB
	now func() time.Time
}

// New returns the guard over d.
func New(d *db.DB) *Guard { return &Guard{db: d, now: time.Now} }

// Check lets one sending of form from address through, or refuses it:
// ErrRobot when honeypot holds anything, a too_many error (with the minutes to
// wait) when address sent Max in the last Window. An accepted sending counts.
func (g *Guard) Check(ctx context.Context, form, address, honeypot string) error {
	if strings.TrimSpace(honeypot) != "" {
		return ErrRobot
	}
	now := g.now().UTC()
	since := now.Add(-Window).UnixMilli()
	var n int
	var oldest int64
	err := g.db.QueryRowContext(ctx, `SELECT count(*), coalesce(min(sent_at), 0) FROM form_sendings WHERE form = $1 AND address = $2 AND sent_at > $3`,
		form, address, since).Scan(&n, &oldest)
	if err != nil {
		return fmt.Errorf("publicform: count %s: %w", form, err)
	}
	if n >= Max {
		wait := time.Until(time.UnixMilli(oldest).Add(Window))
		minutes := int(wait.Minutes()) + 1
		return app.E(app.ETOOMANY, "tooManySendings", app.Params{"minutes": minutes})
	}
	if _, err := g.db.ExecContext(ctx, `INSERT INTO form_sendings (form, address, sent_at) VALUES ($1, $2, $3)`, form, address, now.UnixMilli()); err != nil {
		return fmt.Errorf("publicform: count %s: %w", form, err)
	}
	return nil
}

// Prune deletes the sendings older than Window.
func (g *Guard) Prune(ctx context.Context) error {
	_, err := g.db.ExecContext(ctx, `DELETE FROM form_sendings WHERE sent_at <= $1`, g.now().UTC().Add(-Window).UnixMilli())
	if err != nil {
		return fmt.Errorf("publicform: prune: %w", err)
	}
	return nil
}
