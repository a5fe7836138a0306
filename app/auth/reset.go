package auth

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"partage/app"
)

// A link sets a password once: a reset link (asked for on the forgot-password
// page, or made by an admin or the command line to hand over) or an
// invitation (made when an admin adds a user). The token is in the link only;
// the database keeps its hash.

// Purposes of a link.
const (
	PurposeReset  = "reset"
	PurposeInvite = "invite"
)

// How long links work.
const (
	ResetTTL       = time.Hour          // a reset link sent by mail to whoever asked
	HandedResetTTL = 24 * time.Hour     // a reset link an admin hands over
	InviteTTL      = 7 * 24 * time.Hour // an invitation
)

// MsgBadResetToken is the key of the message for a reset link that is unknown, used, expired or for another account.
const MsgBadResetToken = "resetLinkInvalid"

// MsgBadInvitation is the key of the message for an invitation that is unknown, used, expired or for another account.
const MsgBadInvitation = "badInvitation"

// MsgPasswordChosen is the key of the refusal of an invitation for a user who already chose a password.
const MsgPasswordChosen = "passwordChosen"

// Link is a set-your-password link made for a user.
type Link struct {
	Purpose   string
	Token     string
	ExpiresAt time.Time
}

// URL is the address of the link under baseURL (the product's public address).
func (l Link) URL(baseURL, email string) string {
	path := "/reset-password"
	if l.Purpose == PurposeInvite {
		path = "/accept-invitation"
	}
	return strings.TrimRight(baseURL, "/") + path + "?" + url.Values{"token": {l.Token}, "email": {email}}.Encode()
}

// Invitation is the state of an invited user who has not chosen a password yet.
type Invitation struct {
	SentAt    time.Time `json:"sentAt"`
	ExpiresAt time.Time `json:"expiresAt"`
	Expired   bool      `json:"expired"`
}

func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

func newToken() string { return randomID() + randomID() }

// RequestPasswordReset records a one-hour reset link for the account with this
// e-mail, if there is one, and returns its user id (0 when there is none) and
// token. Known and unknown addresses run the same statements; the caller
// sends the mail after answering. Past ResetsPerWindow requests for one
// address in a ResetWindow, nothing is recorded and the user id is 0.
func (s *Service) RequestPasswordReset(ctx context.Context, email string) (int64, string, error) {
	token := newToken()
	now := s.now()
	if ok, err := s.limits.takeReset(ctx, email, now); err != nil {
		return 0, "", err
	} else if !ok {
		return 0, token, nil
	}
	var userID int64
	err := s.db.QueryRowContext(ctx, `INSERT INTO password_resets (token_hash, user_id, expires_at, created_at, purpose)
		SELECT $1, id, $2, $3, $4 FROM users WHERE lower(email) = lower($5) RETURNING user_id`,
		hashToken(token), now.Add(ResetTTL).Unix(), now, PurposeReset, strings.TrimSpace(email)).Scan(&userID)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, token, nil
	} else if err != nil {
		return 0, "", fmt.Errorf("auth: create password reset: %w", err)
	}
	return userID, token, nil
}

// createLink records a link for the user, working for ttl.
func (s *Service) createLink(ctx context.Context, userID int64, purpose string, ttl time.Duration) (Link, error) {
	now := s.now()
	l := Link{Purpose: purpose, Token: newToken(), ExpiresAt: now.Add(ttl).Truncate(time.Second)}
	_, err := s.db.ExecContext(ctx, `INSERT INTO password_resets (token_hash, user_id, expires_at, created_at, purpose) VALUES ($1, $2, $3, $4, $5)`,
		hashToken(l.Token), userID, l.ExpiresAt.Unix(), now, purpose)
	if err != nil {
		return Link{}, fmt.Errorf("auth: create %s link: %w", purpose, err)
	}
	return l, nil
}

// CreateResetLink makes a reset link for an admin to hand over (24 hours).
func (s *Service) CreateResetLink(ctx context.Context, userID int64) (Link, error) {
	if _, err := s.store.FindUserByID(ctx, userID); err != nil {
		return Link{}, err
	}
	return s.createLink(ctx, userID, PurposeReset, HandedResetTTL)
}

// ResetLink makes a reset link for the account with this e-mail (the command
// line's "user reset-link"); an unknown address is an ENOTFOUND error.
func (s *Service) ResetLink(ctx context.Context, email string) (*User, Link, error) {
	u, err := s.store.FindUserByEmail(ctx, strings.TrimSpace(email))
	if err != nil {
		return nil, Link{}, err
	}
	l, err := s.createLink(ctx, u.ID, PurposeReset, HandedResetTTL)
	return u, l, err
}

// CreateInvitation makes a seven-day invitation for the user. A user just
// added (start) is marked as not having chosen a password; otherwise the
// user must still be in that state (an invitation sent again).
func (s *Service) CreateInvitation(ctx context.Context, userID int64, start bool) (Link, error) {
	u, err := s.store.FindUserByID(ctx, userID)
	if err != nil {
		return Link{}, err
	}
	if start && !u.PasswordPending {
		if _, err := s.db.ExecContext(ctx, `UPDATE users SET password_pending = TRUE WHERE id = $1`, userID); err != nil {
			return Link{}, fmt.Errorf("auth: mark invited: %w", err)
		}
	} else if !start && !u.PasswordPending {
		return Link{}, app.E(app.ECONFLICT, MsgPasswordChosen, nil).WithField("invitation", MsgPasswordChosen, nil)
	}
	return s.createLink(ctx, userID, PurposeInvite, InviteTTL)
}

// InvitationOf returns the state of the user's invitation, or nil when the
// user has chosen a password (or was never invited). A user still without a
// password whose invitation could not be made shows as an expired one (since
// they were added), for the admin to send a new one.
func (s *Service) InvitationOf(ctx context.Context, userID int64) (*Invitation, error) {
	var pending bool
	var added time.Time
	err := s.db.QueryRowContext(ctx, `SELECT password_pending, created_at FROM users WHERE id = $1`, userID).Scan(&pending, &added)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && !pending) {
		return nil, nil
	} else if err != nil {
		return nil, fmt.Errorf("auth: invitation of %d: %w", userID, err)
	}
	var created time.Time
	var expires int64
	err = s.db.QueryRowContext(ctx, `SELECT created_at, expires_at FROM password_resets
		WHERE user_id = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1`, userID, PurposeInvite).Scan(&created, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return &Invitation{SentAt: added.UTC(), ExpiresAt: added.UTC(), Expired: true}, nil
	} else if err != nil {
		return nil, fmt.Errorf("auth: invitation of %d: %w", userID, err)
	}
	exp := time.Unix(expires, 0).UTC()
	return &Invitation{SentAt: created.UTC(), ExpiresAt: exp, Expired: !s.now().Before(exp)}, nil
}

// ResetPassword spends a reset link, sets the new password, and ends the
// user's API tokens; the caller ends the browser sessions. It returns the user.
func (s *Service) ResetPassword(ctx context.Context, token, email, password string) (*User, error) {
	return s.spendLink(ctx, PurposeReset, MsgBadResetToken, token, email, password)
}

// AcceptInvitation spends an invitation and sets the user's first password.
func (s *Service) AcceptInvitation(ctx context.Context, token, email, password string) (*User, error) {
	return s.spendLink(ctx, PurposeInvite, MsgBadInvitation, token, email, password)
}

// spendLink spends a link of purpose and sets the password; every other link
// of the user stops working, with their refresh and access tokens.
func (s *Service) spendLink(ctx context.Context, purpose, badMsg, token, email, password string) (*User, error) {
	if len(password) < MinPasswordLen {
		return nil, app.InvalidField("password", "passwordTooShort", app.Params{"min": MinPasswordLen})
	} else if len(password) > MaxPasswordLen {
		return nil, app.InvalidField("password", "passwordTooLong", app.Params{"max": MaxPasswordLen})
	}
	bad := app.InvalidField("token", badMsg, nil)
	hash, err := HashPassword(password)
	if err != nil {
		return nil, err
	}
	var user *User
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		now := s.now().Unix()
		var userID int64
		err := tx.QueryRowContext(ctx, `UPDATE password_resets SET used_at = $1
			WHERE token_hash = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $1 RETURNING user_id`,
			now, hashToken(token), purpose).Scan(&userID)
		if err == sql.ErrNoRows {
			return bad
		} else if err != nil {
			return fmt.Errorf("auth: spend %s link: %w", purpose, err)
		}
		u, err := scanUser(tx.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE id = $1`, userID))
		if err != nil {
			return err
		}
		if email != "" && !strings.EqualFold(u.Email, email) {
			return bad
		}
		if err := CheckNewPassword("password", password, u.Email); err != nil {
			return err // the link stays unspent: the transaction rolls back
		}
		if err := s.store.UpdatePassword(ctx, tx, u.ID, hash); err != nil {
			return err
		}
		// Other links sent earlier must not work after the password changed.
		if _, err := tx.ExecContext(ctx, `UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL`, now, u.ID); err != nil {
			return fmt.Errorf("auth: spend other links: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE refresh_tokens SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL`, now, u.ID); err != nil {
			return fmt.Errorf("auth: revoke refresh tokens: %w", err)
		}
		u.PasswordHash, u.PasswordPending = hash, false
		u.TokenGeneration++
		user = u
		return nil
	})
	return user, err
}
