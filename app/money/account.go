package money

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"partage/app"
)

// Account is a tiers' money now: its balance, what its requested
// withdrawals hold back, and what is left to withdraw.
type Account struct {
	TiersID        int64 `json:"tiersId"`
	BalanceCents   int64 `json:"balanceCents"`
	PendingCents   int64 `json:"pendingCents"`
	AvailableCents int64 `json:"availableCents"`
}

// Account returns tiersID's account; one never opened is all zeros.
func (s *Store) Account(ctx context.Context, tiersID int64) (Account, error) {
	a := Account{TiersID: tiersID}
	err := s.db.QueryRowContext(ctx, `SELECT balance_cents, pending_withdrawals_cents FROM accounts WHERE tiers_id = $1`, tiersID).Scan(&a.BalanceCents, &a.PendingCents)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return a, fmt.Errorf("money: account %d: %w", tiersID, err)
	}
	a.AvailableCents = a.BalanceCents - a.PendingCents
	return a, nil
}

// AccountRow is one account of the accounts' list.
type AccountRow struct {
	Account
	Name string `json:"name"`
}

// ListAccounts returns a page of the tiers with an account, by name, the
// name searched accent-blind, and how many match.
func (s *Store) ListAccounts(ctx context.Context, q string, page, perPage int) ([]AccountRow, int, error) {
	f := Filter{Q: q, Page: page, PerPage: perPage}
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	where, args := "", []any{}
	if f.Q != "" {
		var cond string
		cond, args = s.db.Matches(s.nameSearch(), f.Q, args)
		where = " WHERE " + cond
	}
	const from = ` FROM accounts a JOIN clients c ON c.id = a.tiers_id`
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*)`+from+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("money: count accounts: %w", err)
	}
	out := []AccountRow{}
	if total == 0 || (f.Page-1)*f.PerPage >= total {
		return out, total, nil
	}
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	rows, err := s.db.QueryContext(ctx, `SELECT a.tiers_id, c.name, a.balance_cents, a.pending_withdrawals_cents`+from+where+
		fmt.Sprintf(` ORDER BY c.sort_name, c.id LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("money: accounts: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var r AccountRow
		if err := rows.Scan(&r.TiersID, &r.Name, &r.BalanceCents, &r.PendingCents); err != nil {
			return nil, 0, fmt.Errorf("money: accounts: %w", err)
		}
		r.AvailableCents = r.BalanceCents - r.PendingCents
		out = append(out, r)
	}
	return out, total, rows.Err()
}

// Statement is an account over a period: the balance before it, its lines
// (oldest first), the balance after it and what came in and went out.
type Statement struct {
	TiersID      int64  `json:"tiersId"`
	TiersName    string `json:"tiersName"`
	Language     string `json:"-"` // the holder's, for the printed statement
	Address      string `json:"-"`
	From         string `json:"from"`
	To           string `json:"to"`
	OpeningCents int64  `json:"openingCents"`
	ClosingCents int64  `json:"closingCents"`
	InCents      int64  `json:"inCents"`
	OutCents     int64  `json:"outCents"`
	Lines        []Line `json:"lines"`
}

// maxPeriod is the longest period a statement covers, in days (ten years).
const maxPeriod = 3660

// Period checks a statement's period, filling the defaults: from the first
// of January of the current year to today.
func (s *Store) Period(from, to string) (string, string, error) {
	today := s.now().UTC()
	if from == "" {
		from = time.Date(today.Year(), 1, 1, 0, 0, 0, 0, time.UTC).Format(time.DateOnly)
	}
	if to == "" {
		to = today.Format(time.DateOnly)
	}
	fields := app.Fields{}
	f, errF := time.Parse(time.DateOnly, from)
	t, errT := time.Parse(time.DateOnly, to)
	if errF != nil {
		fields.Set("from", "dayFormat", nil)
	}
	if errT != nil {
		fields.Set("to", "dayFormat", nil)
	}
	if errF == nil && errT == nil && (t.Before(f) || t.Sub(f) > maxPeriod*24*time.Hour) {
		fields.Set("from", "statementPeriod", app.Params{"max": maxPeriod / 366})
	}
	if len(fields) > 0 {
		return from, to, app.Invalid("checkFields", nil, fields)
	}
	return from, to, nil
}

// Statement returns tiersID's statement from from to to (dates, both
// included; "" for the defaults of Period). The opening balance is the
// balance after the last line before from: one read along the account's
// index, however long its history.
func (s *Store) Statement(ctx context.Context, tiersID int64, from, to string) (Statement, error) {
	from, to, err := s.Period(from, to)
	if err != nil {
		return Statement{}, err
	}
	st := Statement{TiersID: tiersID, From: from, To: to, Lines: []Line{}}
	var address, postal, city, country string
	err = s.db.QueryRowContext(ctx, `SELECT name, language, address, postal_code, city, country FROM clients WHERE id = $1`, tiersID).
		Scan(&st.TiersName, &st.Language, &address, &postal, &city, &country)
	if errors.Is(err, sql.ErrNoRows) {
		return st, app.E(app.ENOTFOUND, "tiersNotFound", nil)
	} else if err != nil {
		return st, fmt.Errorf("money: statement of %d: %w", tiersID, err)
	}
	st.Address = joinLines(address, joinWords(postal, city), country)
	err = s.db.QueryRowContext(ctx, `SELECT balance_cents FROM account_entries WHERE tiers_id = $1 AND booked_on < $2
		ORDER BY booked_on DESC, id DESC LIMIT 1`, tiersID, from).Scan(&st.OpeningCents)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return st, fmt.Errorf("money: opening balance of %d: %w", tiersID, err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id, movement_id, booked_on, kind, label, amount_cents, balance_cents FROM account_entries
		WHERE tiers_id = $1 AND booked_on >= $2 AND booked_on <= $3 ORDER BY booked_on, id`, tiersID, from, to)
	if err != nil {
		return st, fmt.Errorf("money: statement of %d: %w", tiersID, err)
	}
	defer rows.Close()
	st.ClosingCents = st.OpeningCents
	for rows.Next() {
		var l Line
		if err := rows.Scan(&l.ID, &l.MovementID, &l.Date, &l.Kind, &l.Label, &l.AmountCents, &l.BalanceCents); err != nil {
			return st, fmt.Errorf("money: statement of %d: %w", tiersID, err)
		}
		if l.AmountCents >= 0 {
			st.InCents += l.AmountCents
		} else {
			st.OutCents -= l.AmountCents
		}
		st.ClosingCents = l.BalanceCents
		st.Lines = append(st.Lines, l)
	}
	return st, rows.Err()
}

// RecentLines returns the latest n lines of tiersID's account, newest first.
func (s *Store) RecentLines(ctx context.Context, tiersID int64, n int) ([]Line, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, movement_id, booked_on, kind, label, amount_cents, balance_cents FROM account_entries
		WHERE tiers_id = $1 ORDER BY booked_on DESC, id DESC LIMIT $2`, tiersID, n)
	if err != nil {
		return nil, fmt.Errorf("money: lines of %d: %w", tiersID, err)
	}
	defer rows.Close()
	out := []Line{}
	for rows.Next() {
		var l Line
		if err := rows.Scan(&l.ID, &l.MovementID, &l.Date, &l.Kind, &l.Label, &l.AmountCents, &l.BalanceCents); err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

func joinWords(parts ...string) string { return join(" ", parts) }
func joinLines(parts ...string) string { return join("\n", parts) }

func join(sep string, parts []string) string {
	out := ""
	for _, p := range parts {
		if p == "" {
			continue
		}
		if out != "" {
			out += sep
		}
		out += p
	}
	return out
}
