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
	"partage/app/session"
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
	// Fam is the refresh family the token belongs to (one signed-in API client, see devices.go).
	Fam string `json:"fam,omitempty"`
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

func (s *Service) sign(u *User, typ, family string, key []byte, now time.Time) (string, string, error) {
	jti := randomID()
	t := jwt.NewWithClaims(jwt.SigningMethodHS256, claims{ID: u.ID, Type: typ, Gen: u.TokenGeneration, Fam: family, RegisteredClaims: jwt.RegisteredClaims{
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

// IssueTokens signs a new access token and a new refresh token for u and
// records the refresh token as the first of a new family: one signed-in API
// client, from the client of ctx (session.ClientFrom: its user agent and address).
func (s *Service) IssueTokens(ctx context.Context, u *User) (Tokens, error) {
	now := s.now()
	c := session.ClientFrom(ctx)
	return s.issue(ctx, u, family{id: randomID(), signedInAt: now.Unix(), userAgent: c.UserAgent, address: c.Address}, now)
}

// family is what a refresh token carries on to the one it is refreshed into.
type family struct {
	id                 string
	signedInAt         int64
	userAgent, address string
}

func (s *Service) issue(ctx context.Context, u *User, f family, now time.Time) (Tokens, error) {
	access, _, err := s.sign(u, "access", f.id, s.accessKey, now)
	if err != nil {
		return Tokens{}, err
	}
	refresh, jti, err := s.sign(u, "refresh", f.id, s.refreshKey, now)
	if err != nil {
		return Tokens{}, err
	}
	_, err = s.db.ExecContext(ctx, `INSERT INTO refresh_tokens (id, user_id, expires_at, created_at, family, user_agent, address, signed_in_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
		jti, u.ID, now.Add(TokenTTL).Unix(), now.UTC(), f.id, f.userAgent, f.address, f.signedInAt)
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
		// A spent token (one refreshed into a newer one of its family) presented
		// again: only a stolen copy would be. A token revoked while it was the
		// newest (logout, a password change, signed out everywhere) is only refused,
		// so that a client retrying it does not end the user's fresh sign-ins.
		var revoked sql.NullInt64
		var successors int
		err := s.db.QueryRowContext(ctx, `SELECT t.revoked_at, (SELECT count(*) FROM refresh_tokens n
			WHERE n.user_id = t.user_id AND n.family = t.family AND n.id <> t.id AND n.created_at >= t.created_at)
			FROM refresh_tokens t WHERE t.id = $1`, c.RegisteredClaims.ID).Scan(&revoked, &successors)
		if err == nil && revoked.Valid && successors > 0 {
			// Every family ends: refresh tokens and the access tokens already out.
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
	// The new pair stays in the spent token's family: same client, same
	// sign-in time; where it is now from is the request's.
	var f family
	err = s.db.QueryRowContext(ctx, `SELECT family, signed_in_at, user_agent, address FROM refresh_tokens WHERE id = $1`,
		c.RegisteredClaims.ID).Scan(&f.id, &f.signedInAt, &f.userAgent, &f.address)
	if err != nil {
		return nil, Tokens{}, fmt.Errorf("auth: read refresh family: %w", err)
	}
	if f.id == "" {
		f.id = c.RegisteredClaims.ID
	}
	if f.signedInAt == 0 {
		f.signedInAt = now.Unix()
	}
	if cl := session.ClientFrom(ctx); cl.UserAgent != "" || cl.Address != "" {
		f.userAgent, f.address = cl.UserAgent, cl.Address
	}
	tokens, err := s.issue(ctx, u, f, now)
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
