package auth

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"partage/app"
)

// ResetTTL is how long a password-reset link works.
const ResetTTL = time.Hour

// MsgBadResetToken is shown for a reset link that is unknown, used, expired or for another account.
const MsgBadResetToken = "This password reset link is invalid or has expired."

func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// CreatePasswordReset makes a single-use reset token for the account with this
// e-mail. It returns a nil user and no error when no account matches, so the
// caller answers the same either way.
func (s *Service) CreatePasswordReset(ctx context.Context, email string) (*User, string, error) {
	u, err := s.store.FindUserByEmail(ctx, email)
	if app.ErrorCode(err) == app.ENOTFOUND {
		return nil, "", nil
	} else if err != nil {
		return nil, "", err
	}
	token := randomID() + randomID()
	now := s.now()
	_, err = s.db.ExecContext(ctx, `INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
		hashToken(token), u.ID, now.Add(ResetTTL).Unix(), now)
	if err != nil {
		return nil, "", fmt.Errorf("auth: create password reset: %w", err)
	}
	return u, token, nil
}

// ResetPassword spends a reset token, sets the new password, and ends the
// user's API tokens; the caller ends the browser sessions. It returns the user.
func (s *Service) ResetPassword(ctx context.Context, token, email, password string) (*User, error) {
	if len(password) < MinPasswordLen {
		return nil, app.Invalid("Password too short.", map[string]string{"password": "Password must be at least 8 characters."})
	} else if len(password) > MaxPasswordLen {
		return nil, app.Invalid("Password too long.", map[string]string{"password": "Password must be at most 72 characters."})
	}
	bad := app.Invalid(MsgBadResetToken, map[string]string{"token": MsgBadResetToken})
	hash, err := HashPassword(password)
	if err != nil {
		return nil, err
	}
	var user *User
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		now := s.now().Unix()
		var userID int64
		err := tx.QueryRowContext(ctx, `UPDATE password_resets SET used_at = $1
			WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING user_id`, now, hashToken(token)).Scan(&userID)
		if err == sql.ErrNoRows {
			return bad
		} else if err != nil {
			return fmt.Errorf("auth: spend reset token: %w", err)
		}
		u, err := s.store.FindUserByID(ctx, userID)
		if err != nil {
			return err
		}
		if email != "" && !strings.EqualFold(u.Email, email) {
			return bad
		}
		if err := s.store.UpdatePassword(ctx, tx, u.ID, hash); err != nil {
			return err
		}
		// Other links sent earlier must not work after the password changed.
		if _, err := tx.ExecContext(ctx, `UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL`, now, u.ID); err != nil {
			return fmt.Errorf("auth: spend other reset tokens: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE refresh_tokens SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL`, now, u.ID); err != nil {
			return fmt.Errorf("auth: revoke refresh tokens: %w", err)
		}
		user = u
		return nil
	})
	return user, err
}
