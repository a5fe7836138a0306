package invoice

import (
	"context"
	"fmt"
	"strings"
)

// Overdue is how many invoices are Past Due today and what they still owe.
type Overdue struct {
	Count int64 `json:"count"`
	Cents int64 `json:"cents"`
}

// PastDueOverview returns the invoices Past Due on today (YYYY-MM-DD): with
// a balance, their due date before today (the list's Past Due filter). The
// condition on every stored status lets the read stay in the status index,
// which holds the balance and the due date: no invoice row is fetched.
func (s *Store) PastDueOverview(ctx context.Context, today string) (Overdue, error) {
	args := []any{}
	marks := make([]string, len(Stored))
	for i, st := range Stored {
		args = append(args, st)
		marks[i] = fmt.Sprintf("$%d", i+1)
	}
	args = append(args, today)
	var o Overdue
	err := s.db.QueryRowContext(ctx, `SELECT count(*), COALESCE(SUM(balance_cents), 0) FROM invoices
		WHERE status IN (`+strings.Join(marks, ", ")+`) AND balance_cents > 0 AND due_date < $`+fmt.Sprint(len(args)), args...).
		Scan(&o.Count, &o.Cents)
	if err != nil {
		return o, fmt.Errorf("invoice store: past due: %w", err)
	}
	return o, nil
}
