package auth

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"partage/app"
)

// checkPasswordLimited checks u's password as a sign-in attempt would be
// counted (the same buckets), so it cannot be guessed here instead; a wrong
// one is an EINVALID error under field.
func (s *Service) checkPasswordLimited(ctx context.Context, u *User, password, addr, field string) error {
	return s.limited(ctx, u.Email, addr, func() (bool, error) {
		return password != "" && len(password) <= MaxPasswordLen && CheckPassword(u.PasswordHash, password), nil
	}, app.InvalidField(field, MsgPasswordCurrentWrong, nil))
}

// limited counts an attempt on the account email from addr in the sign-in
// buckets, waits or refuses (*Throttled) as a sign-in would, then runs check:
// right takes the attempt back, wrong answers wrong.
func (s *Service) limited(ctx context.Context, email, addr string, check func() (bool, error), wrong error) error {
	bs := s.limits.buckets(email, addr)
	wait, err := s.limits.take(ctx, bs, s.now())
	if err != nil {
		return err
	}
	if wait > 0 {
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		}
	}
	ok, err := check()
	if err != nil {
		return err
	}
	if !ok {
		return wrong
	}
	return s.limits.giveBack(ctx, bs)
}

// ChangePassword sets u's new password once the current one is right (its
// attempts counted as sign-ins), the new one follows the rules and the
// confirmation matches. Every API token of u ends (refresh tokens revoked,
// access tokens with the new token generation) and links not yet used stop
// working; the caller ends the other browser sessions.
func (s *Service) ChangePassword(ctx context.Context, u *User, current, password, confirmation, addr string) error {
	f := app.Fields{}
	if key, params := PasswordRule(password, u.Email); key != "" {
		f.Set("password", key, params)
	} else if password != confirmation {
		f.Set("passwordConfirmation", "passwordsDiffer", nil)
	}
	if err := s.checkPasswordLimited(ctx, u, current, addr, "currentPassword"); err != nil {
		if app.ErrorCode(err) != app.EINVALID {
			return err
		}
		f.Set("currentPassword", MsgPasswordCurrentWrong, nil)
	}
	if len(f) > 0 {
		return app.Invalid("correctFields", nil, f)
	}
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		now := s.now().Unix()
		if err := s.store.UpdatePassword(ctx, tx, u.ID, hash); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL`, now, u.ID); err != nil {
			return fmt.Errorf("auth: spend links: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE refresh_tokens SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL`, now, u.ID); err != nil {
			return fmt.Errorf("auth: revoke refresh tokens: %w", err)
		}
		return nil
	})
}
