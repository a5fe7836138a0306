package employees

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"

	"partage/app"
)

// HiddenColumns are the columns userID hides: the defaults, changed by the
// choices they made (kept on the server, so they follow them from one
// browser to another). In display order.
func (s *Store) HiddenColumns(ctx context.Context, userID int64) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT column_key, visible FROM table_columns WHERE user_id = $1 AND table_name = $2`, userID, Table)
	if err != nil {
		return nil, fmt.Errorf("employees: columns: %w", err)
	}
	defer rows.Close()
	hidden := map[string]bool{}
	for _, c := range DefaultHidden {
		hidden[c] = true
	}
	for rows.Next() {
		var key string
		var visible bool
		if err := rows.Scan(&key, &visible); err != nil {
			return nil, fmt.Errorf("employees: columns: %w", err)
		}
		if slices.Contains(Hideable, key) {
			hidden[key] = !visible
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("employees: columns: %w", err)
	}
	return inOrder(hidden), nil
}

// inOrder lists the set's columns in display order.
func inOrder(set map[string]bool) []string {
	out := []string{}
	for _, c := range Columns {
		if set[c] {
			out = append(out, c)
		}
	}
	return out
}

// SetHiddenColumns keeps userID's choice: exactly the columns of hidden are
// hidden, every other one shown. A column that cannot be hidden is refused,
// and nothing changes.
func (s *Store) SetHiddenColumns(ctx context.Context, userID int64, hidden []string) ([]string, error) {
	set := map[string]bool{}
	for _, c := range hidden {
		if !slices.Contains(Hideable, c) {
			return nil, app.InvalidField("hidden", "employeeColumnChoice", app.Params{"choices": strings.Join(Hideable, ", ")})
		}
		set[c] = true
	}
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM table_columns WHERE user_id = $1 AND table_name = $2`, userID, Table); err != nil {
			return err
		}
		for _, c := range Hideable {
			if _, err := tx.ExecContext(ctx, `INSERT INTO table_columns (user_id, table_name, column_key, visible) VALUES ($1, $2, $3, $4)`,
				userID, Table, c, !set[c]); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("employees: set columns: %w", err)
	}
	return inOrder(set), nil
}
