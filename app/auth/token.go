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
	"time"

	"github.com/golang-jwt/jwt/v5"

	"partage/app"
)

// TokenTTL is how long access and refresh tokens last (spec §9: 10 minutes each).
const TokenTTL = 10 * time.Minute

// Tokens are the pair an API client gets at login, registration and refresh.
type Tokens struct {
	AccessToken  string `json:"accessToken"`
	RefreshToken string `json:"refreshToken"`
}

type claims struct {
	ID   int64  `json:"id"`
	Type string `json:"typ"`
	// Gen is the user's token generation when the token was signed (see User.TokenGeneration).
	Gen int64 `json:"gen,omitempty"`
	jwt.RegisteredClaims
}

// ErrInvalidRefresh is the answer to any refresh token that cannot be used.
var ErrInvalidRefresh = app.E(app.EUNAUTHENTICATED, "invalidRefreshToken", nil)

// ErrInvalidToken is the answer to an access token that cannot be used.
var ErrInvalidToken = app.E(app.EUNAUTHENTICATED, "invalidToken", nil)

func deriveKey(appKey []byte, purpose string) []byte {
	m := hmac.New(sha256.New, appKey)
	m.Write([]byte(purpose))
	return m.Sum(nil)
}

func randomID() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func (s *Service) sign(u *User, typ string, key []byte, now time.Time) (string, string, error) {
	jti := randomID()
	t := jwt.NewWithClaims(jwt.SigningMethodHS256, claims{ID: u.ID, Type: typ, Gen: u.TokenGeneration, RegisteredClaims: jwt.RegisteredClaims{
		Subject:   strconv.FormatInt(u.ID, 10),
		ID:        jti,
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(TokenTTL)),
	}})
	signed, err := t.SignedString(key)
	if err != nil {
		return "", "", fmt.Errorf("auth: sign %s token: %w", typ, err)
	}
	return signed, jti, nil
}

func (s *Service) parse(token, typ string, key []byte) (*claims, error) {
	c := &claims{}
	_, err := jwt.ParseWithClaims(token, c, func(*jwt.Token) (any, error) { return key, nil },
		jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired(), jwt.WithTimeFunc(s.now))
	if err != nil || c.Type != typ || c.ID <= 0 {
		return nil, errors.New("auth: bad token")
	}
	return c, nil
}

// IssueTokens signs a new access token and a new refresh token for u and records the refresh token.
func (s *Service) IssueTokens(ctx context.Context, u *User) (Tokens, error) {
	now := s.now()
	access, _, err := s.sign(u, "access", s.accessKey, now)
	if err != nil {
		return Tokens{}, err
	}
	refresh, jti, err := s.sign(u, "refresh", s.refreshKey, now)
	if err != nil {
		return Tokens{}, err
	}
	_, err = s.db.ExecContext(ctx, `INSERT INTO refresh_tokens (id, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
		jti, u.ID, now.Add(TokenTTL).Unix(), now.UTC())
	if err != nil {
		return Tokens{}, fmt.Errorf("auth: record refresh token: %w", err)
	}
	return Tokens{AccessToken: access, RefreshToken: refresh}, nil
}

// UserFromAccessToken returns the user an access token was issued to.
// A token's signature is checked once; its expiry, and its user (who may have
// been suspended or deleted since, or ended their tokens by logging out or
// resetting their password), on every call, from the kept signed-in user.
func (s *Service) UserFromAccessToken(ctx context.Context, token string) (*User, error) {
	now := s.now()
	t, ok := s.checked.get(token, now)
	if !ok {
		c, err := s.parse(token, "access", s.accessKey)
		if err != nil {
			return nil, ErrInvalidToken
		}
		t = checkedToken{userID: c.ID, generation: c.Gen, expires: c.ExpiresAt.Time}
		s.checked.put(token, t, now)
	}
	u, err := s.store.SignedInUser(ctx, t.userID)
	if app.ErrorCode(err) == app.ENOTFOUND {
		return nil, ErrInvalidToken
	} else if err != nil {
		return nil, err
	}
	if u.TokenGeneration != t.generation {
		return nil, ErrInvalidToken
	}
	return u, nil
}

// Refresh spends a refresh token and returns its user with a new pair. A token
// works once: presenting a spent one again revokes every token of that user,
// since only a stolen copy would be used twice.
func (s *Service) Refresh(ctx context.Context, token string) (*User, Tokens, error) {
	c, err := s.parse(token, "refresh", s.refreshKey)
	if err != nil {
		return nil, Tokens{}, ErrInvalidRefresh
	}
	now := s.now()
	res, err := s.db.ExecContext(ctx, `UPDATE refresh_tokens SET revoked_at = $1
		WHERE id = $2 AND user_id = $3 AND revoked_at IS NULL AND expires_at > $1`, now.Unix(), c.RegisteredClaims.ID, c.ID)
	if err != nil {
		return nil, Tokens{}, fmt.Errorf("auth: spend refresh token: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		var revoked sql.NullInt64
		err := s.db.QueryRowContext(ctx, `SELECT revoked_at FROM refresh_tokens WHERE id = $1`, c.RegisteredClaims.ID).Scan(&revoked)
		if err == nil && revoked.Valid {
			// The whole family ends: refresh tokens and the access tokens already out.
			if err := s.RevokeAllRefreshTokens(ctx, c.ID); err != nil {
				return nil, Tokens{}, err
			}
		}
		return nil, Tokens{}, ErrInvalidRefresh
	}
	u, err := s.store.FindUserByID(ctx, c.ID)
	if app.ErrorCode(err) == app.ENOTFOUND {
		return nil, Tokens{}, ErrInvalidRefresh
	} else if err != nil {
		return nil, Tokens{}, err
	}
	tokens, err := s.IssueTokens(ctx, u)
	return u, tokens, err
}

// RevokeRefreshToken logs an API client out: its refresh token becomes
// unusable and the user's access tokens stop working (the user's other
// clients sign their next request with a refreshed pair). An unknown or spent
// token is an ErrInvalidRefresh.
func (s *Service) RevokeRefreshToken(ctx context.Context, token string) error {
	c, err := s.parse(token, "refresh", s.refreshKey)
	if err != nil {
		return ErrInvalidRefresh
	}
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE refresh_tokens SET revoked_at = $1 WHERE id = $2 AND user_id = $3 AND revoked_at IS NULL`,
			s.now().Unix(), c.RegisteredClaims.ID, c.ID)
		if err != nil {
			return fmt.Errorf("auth: revoke refresh token: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrInvalidRefresh
		}
		return s.store.EndAccessTokens(ctx, tx, c.ID)
	})
}

// RevokeAllRefreshTokens ends every API session of a user: the refresh tokens
// and the access tokens already out.
func (s *Service) RevokeAllRefreshTokens(ctx context.Context, userID int64) error {
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE refresh_tokens SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL`,
			s.now().Unix(), userID)
		if err != nil {
			return fmt.Errorf("auth: revoke refresh tokens: %w", err)
		}
		return s.store.EndAccessTokens(ctx, tx, userID)
	})
}

// PruneTokens deletes refresh and reset tokens that expired more than a day
// ago, and the sign-in attempts nobody made for a whole window.
func (s *Service) PruneTokens(ctx context.Context) error {
	cutoff := s.now().Add(-24 * time.Hour).Unix()
	if _, err := s.db.ExecContext(ctx, `DELETE FROM refresh_tokens WHERE expires_at < $1`, cutoff); err != nil {
		return fmt.Errorf("auth: prune refresh tokens: %w", err)
	}
	if _, err := s.db.ExecContext(ctx, `DELETE FROM password_resets WHERE expires_at < $1`, cutoff); err != nil {
		return fmt.Errorf("auth: prune reset tokens: %w", err)
	}
	return s.limits.prune(ctx, s.now())
}
