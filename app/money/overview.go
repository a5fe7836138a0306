package money

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// Waiting is a movement waiting for approval as the dashboard lists it.
type Waiting struct {
	ID              int64     `json:"id"`
	TiersID         int64     `json:"tiersId"`
	TiersName       string    `json:"tiersName"`
	Kind            string    `json:"kind"`
	AmountCents     int64     `json:"amountCents"`
	RequestedBy     int64     `json:"-"`
	RequestedName   string    `json:"requestedName"`
	RequestedAt     time.Time `json:"requestedAt"`
	ApprovalsCount  int       `json:"approvalsCount"`
	ApprovalsNeeded int       `json:"approvalsNeeded"`
	// CanApprove: the reader may approve it (see MarkWaiting).
	CanApprove bool `json:"canApprove"`
}

// WaitingSummary is how many movements wait for approval, their amount, and
// the oldest few.
type WaitingSummary struct {
	Count  int       `json:"count"`
	Cents  int64     `json:"cents"`
	Oldest []Waiting `json:"oldest"`
}

// WaitingOverview returns the movements waiting for approval: their count
// and sum (over the status index), and the n oldest with their holder and
// approvals so far.
func (s *Store) WaitingOverview(ctx context.Context, n int) (WaitingSummary, error) {
	out := WaitingSummary{Oldest: []Waiting{}}
	err := s.db.QueryRowContext(ctx, `SELECT count(*), COALESCE(SUM(amount_cents), 0) FROM money_movements WHERE status = $1`, StatusRequested).
		Scan(&out.Count, &out.Cents)
	if err != nil {
		return out, fmt.Errorf("money: waiting: %w", err)
	}
	if out.Count == 0 {
		return out, nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT m.id, m.tiers_id, c.name, m.kind, m.amount_cents, COALESCE(m.requested_by, 0), m.requested_name,
		m.requested_at, m.approvals_needed,
		(SELECT count(*) FROM money_approvals ap WHERE ap.movement_id = m.id AND ap.decision = $1)
		FROM money_movements m JOIN clients c ON c.id = m.tiers_id WHERE m.status = $2 ORDER BY m.id LIMIT $3`,
		DecisionApproved, StatusRequested, n)
	if err != nil {
		return out, fmt.Errorf("money: waiting: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var w Waiting
		if err := rows.Scan(&w.ID, &w.TiersID, &w.TiersName, &w.Kind, &w.AmountCents, &w.RequestedBy, &w.RequestedName,
			&w.RequestedAt, &w.ApprovalsNeeded, &w.ApprovalsCount); err != nil {
			return out, fmt.Errorf("money: waiting: %w", err)
		}
		w.RequestedAt = w.RequestedAt.UTC()
		out.Oldest = append(out.Oldest, w)
	}
	return out, rows.Err()
}

// MarkWaiting returns a copy of list with CanApprove set for userID, who
// may approve money: not their own request, and not one they decided on
// already (one query).
func (s *Store) MarkWaiting(ctx context.Context, list []Waiting, userID int64) ([]Waiting, error) {
	out := append([]Waiting{}, list...)
	var ids []any
	var marks []string
	for _, w := range out {
		if w.RequestedBy != userID {
			ids = append(ids, w.ID)
			marks = append(marks, fmt.Sprintf("$%d", len(ids)+1))
		}
	}
	if len(ids) == 0 || userID == 0 {
		return out, nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT movement_id FROM money_approvals WHERE user_id = $1 AND movement_id IN (`+strings.Join(marks, ", ")+`)`,
		append([]any{userID}, ids...)...)
	if err != nil {
		return nil, fmt.Errorf("money: decided by %d: %w", userID, err)
	}
	defer rows.Close()
	decided := map[int64]bool{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("money: decided by %d: %w", userID, err)
		}
		decided[id] = true
	}
	for i, w := range out {
		out[i].CanApprove = w.RequestedBy != userID && !decided[w.ID]
	}
	return out, rows.Err()
}

// Flow is how many lines of a kind were booked, and their amount (positive).
type Flow struct {
	Count int   `json:"count"`
	Cents int64 `json:"cents"`
}

// MonthFlows are the deposits and withdrawals booked in a month.
type MonthFlows struct {
	Month       string `json:"month"` // YYYY-MM
	Deposits    Flow   `json:"deposits"`
	Withdrawals Flow   `json:"withdrawals"`
}

// FlowsOf returns the deposits and withdrawals executed (booked on the
// accounts) in month (YYYY-MM), over the booking date's index.
func (s *Store) FlowsOf(ctx context.Context, month string) (MonthFlows, error) {
	out := MonthFlows{Month: month}
	first, err := time.Parse("2006-01", month)
	if err != nil {
		return out, fmt.Errorf("money: flows of %q: %w", month, err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT kind, count(*), COALESCE(SUM(amount_cents), 0) FROM account_entries
		WHERE booked_on >= $1 AND booked_on < $2 AND kind IN ($3, $4) GROUP BY kind`,
		first.Format(time.DateOnly), first.AddDate(0, 1, 0).Format(time.DateOnly), KindDeposit, KindWithdrawal)
	if err != nil {
		return out, fmt.Errorf("money: flows of %s: %w", month, err)
	}
	defer rows.Close()
	for rows.Next() {
		var kind string
		var f Flow
		if err := rows.Scan(&kind, &f.Count, &f.Cents); err != nil {
			return out, fmt.Errorf("money: flows of %s: %w", month, err)
		}
		if f.Cents < 0 {
			f.Cents = -f.Cents
		}
		if kind == KindDeposit {
			out.Deposits = f
		} else {
			out.Withdrawals = f
		}
	}
	return out, rows.Err()
}
