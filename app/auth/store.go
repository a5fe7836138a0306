package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"partage/app"
	"partage/app/cache"
	"partage/app/db"
)

// Store reads and writes accounts, refresh tokens and reset tokens.
type Store struct {
	db   *db.DB
	kept *cache.Versioned[User] // signed-in users, see SignedInUser
}

// NewStore returns a store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d, kept: newUserCache()} }

const userColumns = `id, full_name, username, email, password_hash, avatar, role, status, token_generation, password_pending, created_at, updated_at, language, first_name, last_name, time_zone`

func scanUser(row interface{ Scan(...any) error }) (*User, error) {
	u := &User{}
	var language sql.NullString
	err := row.Scan(&u.ID, &u.FullName, &u.Username, &u.Email, &u.PasswordHash, &u.Avatar, &u.Role, &u.Status, &u.TokenGeneration, &u.PasswordPending, &u.CreatedAt, &u.UpdatedAt, &language, &u.FirstName, &u.LastName, &u.TimeZone)
	u.Language = language.String
	if errors.Is(err, sql.ErrNoRows) {
		return nil, app.E(app.ENOTFOUND, "userNotFound", nil)
	}
	return u, err
}

// FindUserByID returns the user with id, or an ENOTFOUND error.
func (s *Store) FindUserByID(ctx context.Context, id int64) (*User, error) {
	u, err := scanUser(s.db.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE id = $1`, id))
	if err != nil && app.ErrorCode(err) != app.ENOTFOUND {
		return nil, fmt.Errorf("auth store: find user %d: %w", id, err)
	}
	return u, err
}

// FindUserByEmail returns the user with this e-mail, compared without case.
func (s *Store) FindUserByEmail(ctx context.Context, email string) (*User, error) {
	u, err := scanUser(s.db.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE lower(email) = lower($1)`, email))
	if err != nil && app.ErrorCode(err) != app.ENOTFOUND {
		return nil, fmt.Errorf("auth store: find user by email: %w", err)
	}
	return u, err
}

// EmailTaken reports whether an account uses this e-mail.
func (s *Store) EmailTaken(ctx context.Context, email string) (bool, error) {
	return s.exists(ctx, `SELECT 1 FROM users WHERE lower(email) = lower($1)`, email)
}

// UsernameTaken reports whether an account uses this username.
func (s *Store) UsernameTaken(ctx context.Context, username string) (bool, error) {
	return s.exists(ctx, `SELECT 1 FROM users WHERE lower(username) = lower($1)`, username)
}

func (s *Store) exists(ctx context.Context, query string, arg any) (bool, error) {
	var one int
	err := s.db.QueryRowContext(ctx, query, arg).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	} else if err != nil {
		return false, fmt.Errorf("auth store: exists: %w", err)
	}
	return true, nil
}

// CreateUser inserts u and sets its ID and timestamps; a duplicate e-mail or
// username becomes an ECONFLICT error.
func (s *Store) CreateUser(ctx context.Context, u *User) error {
	now := time.Now().UTC().Truncate(time.Second)
	err := s.db.QueryRowContext(ctx, `INSERT INTO users (full_name, username, email, password_hash, avatar, role, language, created_at, updated_at, sort_name)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) RETURNING id`,
		u.FullName, u.Username, u.Email, u.PasswordHash, u.Avatar, u.Role, nullLanguage(u.Language), now, db.SortKey(u.FullName)).Scan(&u.ID)
	if err != nil {
		if isUniqueViolation(err) {
			return app.E(app.ECONFLICT, "emailOrUsernameTaken", nil)
		}
		return fmt.Errorf("auth store: create user: %w", err)
	}
	u.CreatedAt, u.UpdatedAt = now, now
	return nil
}

// nullLanguage is the language column's value for lng: NULL for none.
func nullLanguage(lng string) sql.NullString { return sql.NullString{String: lng, Valid: lng != ""} }

// SetLanguage saves lng as the language of the user's account. Callers check
// that lng is one of the product's languages (lang.Known); the column refuses others.
func (s *Store) SetLanguage(ctx context.Context, userID int64, lng string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE users SET language = $1, updated_at = $2 WHERE id = $3`, lng, time.Now().UTC().Truncate(time.Second), userID)
	if err != nil {
		return fmt.Errorf("auth store: set language of %d: %w", userID, err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return app.E(app.ENOTFOUND, "userNotFound", nil)
	}
	return nil
}

// AdoptLanguage saves lng (a product language, as for SetLanguage) on the
// user's account only when the account has none yet; it reports whether it did.
func (s *Store) AdoptLanguage(ctx context.Context, userID int64, lng string) (bool, error) {
	res, err := s.db.ExecContext(ctx, `UPDATE users SET language = $1 WHERE id = $2 AND language IS NULL`, lng, userID)
	if err != nil {
		return false, fmt.Errorf("auth store: adopt language of %d: %w", userID, err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// UpdatePassword stores a new password hash for the user; an invited user has
// then chosen theirs, and the access tokens signed before stop working.
func (s *Store) UpdatePassword(ctx context.Context, ex db.Execer, userID int64, hash string) error {
	_, err := ex.ExecContext(ctx, `UPDATE users SET password_hash = $1, updated_at = $2, password_pending = FALSE,
		token_generation = token_generation + 1 WHERE id = $3`,
		hash, time.Now().UTC().Truncate(time.Second), userID)
	if err != nil {
		return fmt.Errorf("auth store: update password: %w", err)
	}
	return nil
}

// EndAccessTokens moves the user's token generation: every access token
// signed before stops working on the next request, on every instance (the
// update moves the users' list version, which keys the kept signed-in users).
func (s *Store) EndAccessTokens(ctx context.Context, ex db.Execer, userID int64) error {
	if _, err := ex.ExecContext(ctx, `UPDATE users SET token_generation = token_generation + 1 WHERE id = $1`, userID); err != nil {
		return fmt.Errorf("auth store: end access tokens of %d: %w", userID, err)
	}
	return nil
}

// CountUsersByRole returns how many accounts each role has.
func (s *Store) CountUsersByRole(ctx context.Context) (map[string]int, error) {
	// The user list's counts, kept by triggers on every write (migration 0006): no scan of users.
	rows, err := s.db.QueryContext(ctx, `SELECT role, COALESCE(sum(n), 0) FROM user_counts GROUP BY role`)
	if err != nil {
		return nil, fmt.Errorf("auth store: count users: %w", err)
	}
	defer rows.Close()
	counts := map[string]int{}
	for rows.Next() {
		var role string
		var n int
		if err := rows.Scan(&role, &n); err != nil {
			return nil, fmt.Errorf("auth store: count users: %w", err)
		}
		counts[role] = n
	}
	return counts, rows.Err()
}

func isUniqueViolation(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "UNIQUE constraint failed") || strings.Contains(msg, "SQLSTATE 23505")
}
