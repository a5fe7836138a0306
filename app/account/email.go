package account

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"partage/app"
	"partage/app/auth"
)

// EmailChangeTTL is how long the link confirming a new address works.
const EmailChangeTTL = 24 * time.Hour

// Errors of an e-mail change's link.
var (
	ErrLinkInvalid = app.E(app.EINVALID, "emailChangeLinkInvalid", nil)
	ErrLinkUsed    = app.E(app.EINVALID, "emailChangeLinkUsed", nil)
	ErrLinkExpired = app.E(app.EINVALID, "emailChangeLinkExpired", nil)
	ErrLinkTaken   = app.E(app.ECONFLICT, "emailChangeTaken", nil)
)

// hashToken is how a link's token is kept: its SHA-256, as reset tokens are.
func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

func newToken() string {
	b := make([]byte, 32)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// pending is user id's e-mail change waiting for its link, or nil.
func (s *Service) pending(ctx context.Context, id int64) (*Pending, error) {
	var p Pending
	var exp int64
	err := s.db.QueryRowContext(ctx, `SELECT new_email, expires_at FROM email_changes WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2
		ORDER BY expires_at DESC LIMIT 1`, id, time.Now().Unix()).Scan(&p.Email, &exp)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("account: pending e-mail of %d: %w", id, err)
	}
	p.ExpiresAt = time.Unix(exp, 0).UTC()
	return &p, nil
}

// EmailChange is a change asked for: the link's token (sent to the new
// address, kept only hashed) and the addresses.
type EmailChange struct {
	Token    string
	OldEmail string
	Pending  Pending
}

// RequestEmailChange asks to move user id's address to email: the password
// must be theirs (field "password"; counted as a sign-in attempt from addr,
// see auth.VerifyPassword), the address valid, not theirs already
// and used by nobody (field "email"). Nothing changes on the account: a
// link valid EmailChangeTTL is recorded, replacing any earlier one waiting.
func (s *Service) RequestEmailChange(ctx context.Context, id int64, email, password, addr string) (EmailChange, error) {
	email = strings.TrimSpace(email)
	u, err := s.auth.Store().FindUserByID(ctx, id)
	if err != nil {
		return EmailChange{}, err
	}
	fields := app.Fields{}
	switch {
	case !auth.ValidEmail(email):
		fields.Set("email", "emailInvalid", nil)
	case strings.EqualFold(email, u.Email):
		fields.Set("email", "emailChangeSame", nil)
	}
	if err := s.auth.VerifyPassword(ctx, u, password, addr, "password", "accountPasswordWrong"); err != nil {
		if app.ErrorCode(err) != app.EINVALID {
			return EmailChange{}, err // too many attempts, or a failure
		}
		fields.Set("password", "accountPasswordWrong", nil)
	}
	if len(fields) == 0 {
		taken, err := s.auth.Store().EmailTaken(ctx, email)
		if err != nil {
			return EmailChange{}, err
		}
		if taken {
			fields.Set("email", "emailTaken", nil)
		}
	}
	if len(fields) > 0 {
		return EmailChange{}, app.Invalid("checkFields", nil, fields)
	}
	c := EmailChange{Token: newToken(), OldEmail: u.Email,
		Pending: Pending{Email: email, ExpiresAt: time.Now().Add(EmailChangeTTL).UTC().Truncate(time.Second)}}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM email_changes WHERE user_id = $1 AND used_at IS NULL`, id); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO email_changes (token_hash, user_id, new_email, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)`,
			hashToken(c.Token), id, email, c.Pending.ExpiresAt.Unix(), time.Now().UTC())
		return err
	})
	if err != nil {
		return EmailChange{}, fmt.Errorf("account: e-mail change of %d: %w", id, err)
	}
	return c, nil
}

// CancelEmailChange forgets user id's change waiting, if any.
func (s *Service) CancelEmailChange(ctx context.Context, id int64) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM email_changes WHERE user_id = $1 AND used_at IS NULL`, id); err != nil {
		return fmt.Errorf("account: cancel e-mail change of %d: %w", id, err)
	}
	return nil
}

// Confirmed is an applied e-mail change.
type Confirmed struct {
	UserID             int64
	OldEmail, NewEmail string
}

// ConfirmEmailChange applies the change of a link's token, in one
// transaction: the link must exist (ErrLinkInvalid), be unused (ErrLinkUsed)
// and unexpired (ErrLinkExpired), and the address still free
// (ErrLinkTaken, the link then stays usable once it is free again). The
// link is spent and the change written to the user's activity. Sessions and
// tokens stay: the address is no credential on its own.
func (s *Service) ConfirmEmailChange(ctx context.Context, token string) (Confirmed, error) {
	if token == "" {
		return Confirmed{}, ErrLinkInvalid
	}
	var c Confirmed
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var exp int64
		var used sql.NullInt64
		err := tx.QueryRowContext(ctx, `SELECT e.user_id, e.new_email, e.expires_at, e.used_at, u.email FROM email_changes e JOIN users u ON u.id = e.user_id
			WHERE e.token_hash = $1`, hashToken(token)).Scan(&c.UserID, &c.NewEmail, &exp, &used, &c.OldEmail)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return ErrLinkInvalid
		case err != nil:
			return err
		case used.Valid:
			return ErrLinkUsed
		case exp <= time.Now().Unix():
			return ErrLinkExpired
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE lower(email) = lower($1) AND id <> $2`, c.NewEmail, c.UserID).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return ErrLinkTaken
		}
		res, err := tx.ExecContext(ctx, `UPDATE email_changes SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL`, time.Now().Unix(), hashToken(token))
		if err != nil {
			return err
		}
		if k, _ := res.RowsAffected(); k != 1 {
			return ErrLinkUsed // spent meanwhile
		}
		if _, err := tx.ExecContext(ctx, `UPDATE users SET email = $1, updated_at = $2 WHERE id = $3`, c.NewEmail, time.Now().UTC(), c.UserID); err != nil {
			if strings.Contains(err.Error(), "UNIQUE") || strings.Contains(err.Error(), "23505") {
				return ErrLinkTaken
			}
			return err
		}
		return record(ctx, tx, c.UserID, "updated", map[string]any{"fields": []string{"email"}})
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return Confirmed{}, err
		}
		return Confirmed{}, fmt.Errorf("account: confirm e-mail change: %w", err)
	}
	return c, nil
}
