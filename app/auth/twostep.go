package auth

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"partage/app"
)

// Two-step sign-in: after the password, a code from an authenticator app
// (TOTP, RFC 6238: HMAC-SHA1, 30-second steps, 6 digits) or one of ten
// single-use recovery codes. The authenticator's secret is kept sealed with
// a key derived from the app key; recovery codes are kept as HMACs.

// RecoveryCodeCount is how many recovery codes a user is given at a time.
const RecoveryCodeCount = 10

// Keys of the two-step messages.
const (
	MsgTwoStepCodeWrong      = "twoStepCodeWrong"
	MsgTwoStepSetupFirst     = "twoStepSetupFirst"
	MsgTwoStepAlreadyEnabled = "twoStepAlreadyEnabled"
	MsgTwoStepNotEnabled     = "twoStepNotEnabled"
	MsgTwoStepExpired        = "twoStepExpired"
	MsgPasswordCurrentWrong  = "passwordCurrentWrong"
)

// TwoStepState is what the Security tab shows of a user's two-step sign-in.
type TwoStepState struct {
	Enabled           bool       `json:"enabled"`
	EnabledAt         *time.Time `json:"enabledAt"`
	RecoveryCodesLeft int        `json:"recoveryCodesLeft"`
}

// TwoStepStateOf reads the user's two-step sign-in.
func (s *Service) TwoStepStateOf(ctx context.Context, userID int64) (TwoStepState, error) {
	var st TwoStepState
	var at sql.NullTime
	err := s.db.QueryRowContext(ctx, `SELECT enabled_at FROM two_step WHERE user_id = $1`, userID).Scan(&at)
	if errors.Is(err, sql.ErrNoRows) {
		return st, nil
	} else if err != nil {
		return st, fmt.Errorf("auth: two-step of %d: %w", userID, err)
	}
	if !at.Valid {
		return st, nil
	}
	t := at.Time.UTC()
	st.Enabled, st.EnabledAt = true, &t
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL`, userID).Scan(&st.RecoveryCodesLeft); err != nil {
		return st, fmt.Errorf("auth: recovery codes of %d: %w", userID, err)
	}
	return st, nil
}

// TwoStepEnabled reports whether signing in as the user asks for a second step.
func (s *Service) TwoStepEnabled(ctx context.Context, userID int64) (bool, error) {
	var one int
	err := s.db.QueryRowContext(ctx, `SELECT 1 FROM two_step WHERE user_id = $1 AND enabled_at IS NOT NULL`, userID).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	} else if err != nil {
		return false, fmt.Errorf("auth: two-step of %d: %w", userID, err)
	}
	return true, nil
}

// TwoStepSetup is a new secret waiting for its first code.
type TwoStepSetup struct {
	Secret string `json:"secret"`
	URI    string `json:"otpauthUri"`
}

// SetupTwoStep makes a new pending secret for u (replacing a pending one);
// it is refused (ECONFLICT) while two-step sign-in is on.
func (s *Service) SetupTwoStep(ctx context.Context, u *User, appName string) (TwoStepSetup, error) {
	secret := NewTOTPSecret()
	sealed, err := s.seal(secret)
	if err != nil {
		return TwoStepSetup{}, err
	}
	res, err := s.db.ExecContext(ctx, `INSERT INTO two_step (user_id, secret, enabled_at, last_step, created_at) VALUES ($1, $2, NULL, 0, $3)
		ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, last_step = 0, created_at = excluded.created_at
		WHERE two_step.enabled_at IS NULL`, u.ID, sealed, s.now().Truncate(time.Second))
	if err != nil {
		return TwoStepSetup{}, fmt.Errorf("auth: set up two-step: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return TwoStepSetup{}, app.E(app.ECONFLICT, MsgTwoStepAlreadyEnabled, nil)
	}
	return TwoStepSetup{Secret: secret, URI: OTPAuthURI(appName, u.Email, secret)}, nil
}

func codeWrong() error { return app.InvalidField("code", MsgTwoStepCodeWrong, nil) }

// normalizeCode takes out spaces and dashes and lowers the case.
func normalizeCode(code string) string {
	return strings.ToLower(strings.NewReplacer(" ", "", "-", "", "\t", "", "\u00a0", "").Replace(strings.TrimSpace(code)))
}

// ConfirmTwoStep turns two-step sign-in on with a first right code for the
// pending secret and returns the ten recovery codes (shown once).
func (s *Service) ConfirmTwoStep(ctx context.Context, userID int64, code string) ([]string, error) {
	var sealed string
	var at sql.NullTime
	var last int64
	err := s.db.QueryRowContext(ctx, `SELECT secret, enabled_at, last_step FROM two_step WHERE user_id = $1`, userID).Scan(&sealed, &at, &last)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, app.InvalidField("code", MsgTwoStepSetupFirst, nil)
	} else if err != nil {
		return nil, fmt.Errorf("auth: confirm two-step: %w", err)
	}
	if at.Valid {
		return nil, app.E(app.ECONFLICT, MsgTwoStepAlreadyEnabled, nil)
	}
	secret, err := s.unseal(sealed)
	if err != nil {
		return nil, err
	}
	step := matchTOTP(secret, normalizeCode(code), s.now(), last)
	if step == 0 {
		return nil, codeWrong()
	}
	var codes []string
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE two_step SET enabled_at = $1, last_step = $2
			WHERE user_id = $3 AND secret = $4 AND enabled_at IS NULL AND last_step < $2`,
			s.now().Truncate(time.Second), step, userID, sealed)
		if err != nil {
			return fmt.Errorf("auth: enable two-step: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return codeWrong() // another request used the code or replaced the secret
		}
		codes, err = s.replaceRecoveryCodes(ctx, tx, userID)
		return err
	})
	if err != nil {
		return nil, err
	}
	return codes, nil
}

// replaceRecoveryCodes makes RecoveryCodeCount new codes, the old ones gone.
func (s *Service) replaceRecoveryCodes(ctx context.Context, tx *sql.Tx, userID int64) ([]string, error) {
	if _, err := tx.ExecContext(ctx, `DELETE FROM recovery_codes WHERE user_id = $1`, userID); err != nil {
		return nil, fmt.Errorf("auth: delete recovery codes: %w", err)
	}
	codes := make([]string, RecoveryCodeCount)
	for i := range codes {
		codes[i] = newRecoveryCode()
		if _, err := tx.ExecContext(ctx, `INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)`,
			userID, s.recoveryHash(userID, codes[i])); err != nil {
			return nil, fmt.Errorf("auth: store recovery code: %w", err)
		}
	}
	return codes, nil
}

const recoveryAlphabet = "abcdefghijklmnopqrstuvwxyz234567"

// newRecoveryCode is ten random lowercase base32 characters as xxxxx-xxxxx.
func newRecoveryCode() string {
	b := make([]byte, 10)
	rand.Read(b)
	out := make([]byte, 0, 11)
	for i, c := range b {
		if i == 5 {
			out = append(out, '-')
		}
		out = append(out, recoveryAlphabet[c&31])
	}
	return string(out)
}

// recoveryHash is what the database keeps of a recovery code.
func (s *Service) recoveryHash(userID int64, code string) string {
	m := hmac.New(sha256.New, s.key("recovery codes"))
	m.Write([]byte(strconv.FormatInt(userID, 10) + ":" + normalizeCode(code)))
	return hex.EncodeToString(m.Sum(nil))
}

// DisableTwoStep turns two-step sign-in off (secret and recovery codes
// deleted) once u's password is right (field password).
func (s *Service) DisableTwoStep(ctx context.Context, u *User, password, addr string) error {
	if err := s.checkPasswordLimited(ctx, u, password, addr, "password"); err != nil {
		return err
	}
	_, err := s.turnOffTwoStep(ctx, u.ID)
	return err
}

// ResetTwoStep turns off the two-step sign-in of a person who lost both their
// authenticator and their recovery codes (an admin does it for them, from the
// staff page: the password alone signs them in again until they turn it back
// on). It reports whether it was on.
func (s *Service) ResetTwoStep(ctx context.Context, userID int64) (bool, error) {
	return s.turnOffTwoStep(ctx, userID)
}

// turnOffTwoStep deletes the user's secret and recovery codes; it reports whether it was on.
func (s *Service) turnOffTwoStep(ctx context.Context, userID int64) (bool, error) {
	var on bool
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM recovery_codes WHERE user_id = $1`, userID); err != nil {
			return fmt.Errorf("auth: delete recovery codes: %w", err)
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM two_step WHERE user_id = $1 AND enabled_at IS NOT NULL`, userID)
		if err != nil {
			return fmt.Errorf("auth: delete two-step: %w", err)
		}
		n, _ := res.RowsAffected()
		on = n == 1
		if _, err := tx.ExecContext(ctx, `DELETE FROM two_step WHERE user_id = $1`, userID); err != nil {
			return fmt.Errorf("auth: delete two-step: %w", err)
		}
		return nil
	})
	return on, err
}

// NewRecoveryCodes replaces u's recovery codes once the password is right.
func (s *Service) NewRecoveryCodes(ctx context.Context, u *User, password, addr string) ([]string, error) {
	if on, err := s.TwoStepEnabled(ctx, u.ID); err != nil {
		return nil, err
	} else if !on {
		return nil, app.E(app.ECONFLICT, MsgTwoStepNotEnabled, nil)
	}
	if err := s.checkPasswordLimited(ctx, u, password, addr, "password"); err != nil {
		return nil, err
	}
	var codes []string
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var err error
		codes, err = s.replaceRecoveryCodes(ctx, tx, u.ID)
		return err
	})
	return codes, err
}
