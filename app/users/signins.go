package users

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// CountSignIn adds one to the times the account signed in.
func (s *Store) CountSignIn(ctx context.Context, id int64) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO sign_in_counts (user_id, sign_ins) VALUES ($1, 1)
		ON CONFLICT (user_id) DO UPDATE SET sign_ins = sign_in_counts.sign_ins + 1`, id)
	if err != nil {
		return fmt.Errorf("users: count sign-in: %w", err)
	}
	return nil
}

// SignIns is how many times the account signed in (0 before its first sign-in).
func (s *Store) SignIns(ctx context.Context, id int64) (int64, error) {
	var n int64
	err := s.db.QueryRowContext(ctx, `SELECT sign_ins FROM sign_in_counts WHERE user_id = $1`, id).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	} else if err != nil {
		return 0, fmt.Errorf("users: sign-ins: %w", err)
	}
	return n, nil
}
