package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"partage/app"
)

// VerifySecondStep checks the second step of u's sign-in from addr: a TOTP
// code not used before or an unused recovery code (spent). Attempts count as
// sign-in attempts (*Throttled when too many); a wrong code is an EINVALID
// error under "code". It reports whether a recovery code was used.
func (s *Service) VerifySecondStep(ctx context.Context, u *User, code, addr string) (recovery bool, err error) {
	c := normalizeCode(code)
	if c == "" || len(c) > 32 {
		return false, codeWrong()
	}
	err = s.limited(ctx, u.Email, addr, func() (bool, error) {
		if len(c) == TOTPDigits && strings.Trim(c, "0123456789") == "" {
			return s.useTOTP(ctx, u.ID, c)
		}
		recovery = true
		return s.useRecoveryCode(ctx, u.ID, c)
	}, codeWrong())
	return recovery, err
}

// useTOTP accepts code if it is the enabled secret's for a step newer than the last one used.
func (s *Service) useTOTP(ctx context.Context, userID int64, code string) (bool, error) {
	var sealed string
	var last int64
	err := s.db.QueryRowContext(ctx, `SELECT secret, last_step FROM two_step WHERE user_id = $1 AND enabled_at IS NOT NULL`, userID).Scan(&sealed, &last)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	} else if err != nil {
		return false, fmt.Errorf("auth: two-step of %d: %w", userID, err)
	}
	secret, err := s.unseal(sealed)
	if err != nil {
		return false, err
	}
	step := matchTOTP(secret, code, s.now(), last)
	if step == 0 {
		return false, nil
	}
	res, err := s.db.ExecContext(ctx, `UPDATE two_step SET last_step = $1 WHERE user_id = $2 AND last_step < $1 AND enabled_at IS NOT NULL`, step, userID)
	if err != nil {
		return false, fmt.Errorf("auth: use two-step code: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// useRecoveryCode spends one of the user's recovery codes.
func (s *Service) useRecoveryCode(ctx context.Context, userID int64, code string) (bool, error) {
	res, err := s.db.ExecContext(ctx, `UPDATE recovery_codes SET used_at = $1 WHERE user_id = $2 AND code_hash = $3 AND used_at IS NULL`,
		s.now().Unix(), userID, s.recoveryHash(userID, code))
	if err != nil {
		return false, fmt.Errorf("auth: use recovery code: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// TwoStepTTL is how long a sign-in waits for its second step.
const TwoStepTTL = 5 * time.Minute

type twoStepClaims struct {
	ID   int64  `json:"id"`
	Type string `json:"typ"`
	Gen  int64  `json:"gen"`
	jwt.RegisteredClaims
}

// SignTwoStepToken is the short-lived token an API client sends back with its code (POST /jwt/two-step).
func (s *Service) SignTwoStepToken(u *User) (string, error) {
	now := s.now()
	t := jwt.NewWithClaims(jwt.SigningMethodHS256, twoStepClaims{ID: u.ID, Type: "two-step", Gen: u.TokenGeneration, RegisteredClaims: jwt.RegisteredClaims{
		Subject:   strconv.FormatInt(u.ID, 10),
		ID:        randomID(),
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(TwoStepTTL)),
	}})
	signed, err := t.SignedString(s.key("jwt two-step"))
	if err != nil {
		return "", fmt.Errorf("auth: sign two-step token: %w", err)
	}
	return signed, nil
}

// TwoStepTokenUser is the user a two-step token was signed for, if it is
// still good (unexpired, password not changed since, account not suspended);
// else an EUNAUTHENTICATED twoStepExpired error.
func (s *Service) TwoStepTokenUser(ctx context.Context, token string) (*User, error) {
	expired := app.E(app.EUNAUTHENTICATED, MsgTwoStepExpired, nil)
	c := &twoStepClaims{}
	_, err := jwt.ParseWithClaims(token, c, func(*jwt.Token) (any, error) { return s.key("jwt two-step"), nil },
		jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired(), jwt.WithTimeFunc(s.now))
	if err != nil || c.Type != "two-step" || c.ID <= 0 {
		return nil, expired
	}
	u, err := s.store.FindUserByID(ctx, c.ID)
	if app.ErrorCode(err) == app.ENOTFOUND {
		return nil, expired
	} else if err != nil {
		return nil, err
	}
	if u.TokenGeneration != c.Gen || u.Suspended() {
		return nil, expired
	}
	return u, nil
}
