package money

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"partage/app"
	"partage/app/db"
)

// Movement is one request to move money and what became of it.
type Movement struct {
	ID              int64      `json:"id"`
	TiersID         int64      `json:"tiersId"`
	TiersName       string     `json:"tiersName"`
	Kind            string     `json:"kind"`
	AmountCents     int64      `json:"amountCents"` // always positive: the kind gives the direction
	Label           string     `json:"label"`
	Status          string     `json:"status"`
	ApprovalsNeeded int        `json:"approvalsNeeded"` // 0: executed by the product (interest, redemption on exit)
	ApprovalsCount  int        `json:"approvalsCount"`
	SubscriptionID  int64      `json:"subscriptionId"`
	ShareEntry      int64      `json:"shareEntry"`
	InterestYear    int        `json:"interestYear"`
	RequestedBy     int64      `json:"requestedBy"`
	RequestedName   string     `json:"requestedName"`
	RequestedAt     time.Time  `json:"requestedAt"`
	DecidedAt       *time.Time `json:"decidedAt"`
	ExecutedAt      *time.Time `json:"executedAt"`
	Reason          string     `json:"reason"`
	Approvals       []Approval `json:"approvals"`
	// CanApprove says whether the reader may approve or reject it now (see MayApprove).
	CanApprove bool `json:"canApprove"`
}

// Approval is one person's decision on a movement.
type Approval struct {
	UserID   int64     `json:"userId"`
	UserName string    `json:"userName"`
	Decision string    `json:"decision"` // "approved" or "rejected"
	Reason   string    `json:"reason"`
	At       time.Time `json:"at"`
}

// Decisions of an approver, as stored.
const (
	DecisionApproved = "approved"
	DecisionRejected = "rejected"
)

// Outflow reports whether a movement of kind takes money out of the account.
func Outflow(kind string) bool {
	return kind == KindWithdrawal || kind == KindPurchase || kind == KindShopPayment
}

// Signed is amount with the direction of kind: negative when it leaves the account.
func Signed(kind string, amount int64) int64 {
	if Outflow(kind) {
		return -amount
	}
	return amount
}

// ErrNotFound is a movement that does not exist (or that the reader may not see).
var ErrNotFound = app.E(app.ENOTFOUND, "movementNotFound", nil)

// movementColumns are a movement's columns with its holder's name and the
// count of its approvals; scanMovement reads them.
const movementColumns = `m.id, m.tiers_id, c.name, m.kind, m.amount_cents, m.label, m.status, m.approvals_needed,
	(SELECT count(*) FROM money_approvals ap WHERE ap.movement_id = m.id AND ap.decision = 'approved'),
	COALESCE(m.subscription_id, 0), COALESCE(m.share_entry, 0), COALESCE(m.interest_year, 0),
	COALESCE(m.requested_by, 0), m.requested_name, m.requested_at, m.decided_at, m.executed_at, m.reason`

const movementFrom = ` FROM money_movements m JOIN clients c ON c.id = m.tiers_id`

type scanner interface{ Scan(dest ...any) error }

func scanMovement(r scanner) (Movement, error) {
	var m Movement
	var decided, executed sql.NullTime
	err := r.Scan(&m.ID, &m.TiersID, &m.TiersName, &m.Kind, &m.AmountCents, &m.Label, &m.Status, &m.ApprovalsNeeded,
		&m.ApprovalsCount, &m.SubscriptionID, &m.ShareEntry, &m.InterestYear,
		&m.RequestedBy, &m.RequestedName, &m.RequestedAt, &decided, &executed, &m.Reason)
	if err != nil {
		return m, err
	}
	m.RequestedAt = m.RequestedAt.UTC()
	if decided.Valid {
		t := decided.Time.UTC()
		m.DecidedAt = &t
	}
	if executed.Valid {
		t := executed.Time.UTC()
		m.ExecutedAt = &t
	}
	m.Approvals = []Approval{}
	return m, nil
}

// findTx reads a movement in q, its approvals too.
func findTx(ctx context.Context, q db.Execer, id int64) (Movement, error) {
	m, err := scanMovement(q.QueryRowContext(ctx, `SELECT `+movementColumns+movementFrom+` WHERE m.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return m, ErrNotFound
	} else if err != nil {
		return m, fmt.Errorf("money: movement %d: %w", id, err)
	}
	rows, err := q.QueryContext(ctx, `SELECT user_id, user_name, decision, reason, at FROM money_approvals WHERE movement_id = $1 ORDER BY at, user_id`, id)
	if err != nil {
		return m, fmt.Errorf("money: approvals of %d: %w", id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var ap Approval
		if err := rows.Scan(&ap.UserID, &ap.UserName, &ap.Decision, &ap.Reason, &ap.At); err != nil {
			return m, fmt.Errorf("money: approvals of %d: %w", id, err)
		}
		ap.At = ap.At.UTC()
		m.Approvals = append(m.Approvals, ap)
	}
	return m, rows.Err()
}

// Find returns a movement with its approvals.
func (s *Store) Find(ctx context.Context, id int64) (Movement, error) {
	return findTx(ctx, s.db, id)
}

// MayApprove reports whether userID may approve or reject m (their ability
// to manage money aside): m waits for approval, is not theirs, and they have
// not decided on it already. Find fills Approvals, which this reads; the
// lists read approvedBy instead.
func (m Movement) MayApprove(userID int64) bool {
	if m.Status != StatusRequested || userID == 0 || m.RequestedBy == userID {
		return false
	}
	return !slices.ContainsFunc(m.Approvals, func(a Approval) bool { return a.UserID == userID })
}

// Filter chooses a page of the movements.
type Filter struct {
	Status  string
	Kind    string
	TiersID int64
	Q       string // the holder's name, accents and case ignored
	// From and To (YYYY-MM-DD, both included, "" for no bound) choose by the
	// movement's day: the day it was executed, which is the day its lines are
	// booked on (UTC), or the day it was requested while it is not executed.
	From    string
	To      string
	Page    int
	PerPage int

	from, to time.Time // From and To as read by Normalize
}

// PerPages are the page sizes the movements' list offers.
var PerPages = []int{10, 25, 50, 100}

// Normalize fills the defaults (page 1 of 25) and checks the rest.
func (f *Filter) Normalize() error {
	fields := app.Fields{}
	f.Q = strings.TrimSpace(f.Q)
	if f.Status != "" && !slices.Contains(Statuses, f.Status) {
		fields.Set("status", "invalidValue", nil)
	}
	if f.Kind != "" && !slices.Contains(Kinds, f.Kind) {
		fields.Set("kind", "invalidValue", nil)
	}
	if f.TiersID < 0 {
		fields.Set("tiers", "invalidValue", nil)
	}
	if len([]rune(f.Q)) > maxSearch {
		fields.Set("q", "atMostCharacters", app.Params{"max": maxSearch})
	}
	f.From, f.To = strings.TrimSpace(f.From), strings.TrimSpace(f.To)
	var okFrom, okTo bool
	f.from, okFrom = app.CheckDay(fields, "from", f.From)
	f.to, okTo = app.CheckDay(fields, "to", f.To)
	if okFrom && okTo && f.From != "" && f.To != "" && f.to.Before(f.from) {
		fields.Set("to", "endBeforeStart", nil)
	}
	if f.PerPage == 0 {
		f.PerPage = 25
	}
	app.CheckPaging(fields, &f.Page, &f.PerPage, PerPages)
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

// maxSearch is the longest search a list takes.
const maxSearch = 100

// nameSearch is the search over the holders' names.
func (s *Store) nameSearch() db.Search {
	if s.db.Engine == db.Postgres {
		return db.Search{Keys: []string{"c.sort_name"}}
	}
	return db.Search{Keys: []string{"c.sort_name"}, FTS: "clients_fts", FTSColumns: []string{"sort_name"}, ID: "c.id"}
}

func (s *Store) movementWhere(f Filter) (string, []any) {
	var conds []string
	var args []any
	if f.Status != "" {
		args = append(args, f.Status)
		conds = append(conds, fmt.Sprintf("m.status = $%d", len(args)))
	}
	if f.Kind != "" {
		args = append(args, f.Kind)
		conds = append(conds, fmt.Sprintf("m.kind = $%d", len(args)))
	}
	if f.TiersID > 0 {
		args = append(args, f.TiersID)
		conds = append(conds, fmt.Sprintf("m.tiers_id = $%d", len(args)))
	}
	// The day of an executed movement is its execution's (its lines are
	// booked on that day, UTC); of any other, its request's.
	if f.From != "" {
		args = append(args, f.from)
		conds = append(conds, fmt.Sprintf("COALESCE(m.executed_at, m.requested_at) >= $%d", len(args)))
	}
	if f.To != "" {
		args = append(args, f.to.AddDate(0, 0, 1))
		conds = append(conds, fmt.Sprintf("COALESCE(m.executed_at, m.requested_at) < $%d", len(args)))
	}
	if f.Q != "" {
		var cond string
		cond, args = s.db.Matches(s.nameSearch(), f.Q, args)
		conds = append(conds, cond)
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// ListMovements returns a page of the movements, newest first, and how many match in all.
func (s *Store) ListMovements(ctx context.Context, f Filter) ([]Movement, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	where, args := s.movementWhere(f)
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*)`+movementFrom+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("money: count movements: %w", err)
	}
	out := []Movement{}
	if total == 0 || (f.Page-1)*f.PerPage >= total {
		return out, total, nil
	}
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	out, err := s.movements(ctx, where+fmt.Sprintf(` ORDER BY m.id DESC LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	return out, total, err
}

func (s *Store) movements(ctx context.Context, tail string, args ...any) ([]Movement, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+movementColumns+movementFrom+tail, args...)
	if err != nil {
		return nil, fmt.Errorf("money: movements: %w", err)
	}
	defer rows.Close()
	out := []Movement{}
	for rows.Next() {
		m, err := scanMovement(rows)
		if err != nil {
			return nil, fmt.Errorf("money: movements: %w", err)
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// RecentOf returns the latest n movements of a tiers, newest first.
func (s *Store) RecentOf(ctx context.Context, tiersID int64, n int) ([]Movement, error) {
	return s.movements(ctx, ` WHERE m.tiers_id = $1 ORDER BY m.id DESC LIMIT $2`, tiersID, n)
}

// pendingMax is how many movements waiting for someone's approval a page lists.
const pendingMax = 50

// PendingFor returns the requested movements userID may approve: not their
// own, not decided by them already; oldest first.
func (s *Store) PendingFor(ctx context.Context, userID int64) ([]Movement, error) {
	list, err := s.movements(ctx, ` WHERE m.status = 'requested' AND (m.requested_by IS NULL OR m.requested_by <> $1)
		AND NOT EXISTS (SELECT 1 FROM money_approvals ap WHERE ap.movement_id = m.id AND ap.user_id = $1)
		ORDER BY m.id LIMIT $2`, userID, pendingMax)
	for i := range list {
		list[i].CanApprove = true
	}
	return list, err
}

// MarkApprovable sets CanApprove on each of list for userID: requested, not
// theirs, not decided by them (one query for the page).
func (s *Store) MarkApprovable(ctx context.Context, list []Movement, userID int64) error {
	var ids []any
	var marks []string
	for _, m := range list {
		if m.Status == StatusRequested && m.RequestedBy != userID && userID != 0 {
			ids = append(ids, m.ID)
			marks = append(marks, fmt.Sprintf("$%d", len(ids)+1))
		}
	}
	if len(ids) == 0 {
		return nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT movement_id FROM money_approvals WHERE user_id = $1 AND movement_id IN (`+strings.Join(marks, ", ")+`)`,
		append([]any{userID}, ids...)...)
	if err != nil {
		return fmt.Errorf("money: approvals of a page: %w", err)
	}
	defer rows.Close()
	decided := map[int64]bool{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return err
		}
		decided[id] = true
	}
	for i, m := range list {
		list[i].CanApprove = m.Status == StatusRequested && m.RequestedBy != userID && userID != 0 && !decided[m.ID]
	}
	return rows.Err()
}

// Counts returns how many movements are in each status, and "all" (the stat
// cards); kept until the next write to the movements.
func (s *Store) Counts(ctx context.Context) (map[string]int, error) {
	v, err := s.db.Version(ctx, "money")
	if err != nil {
		return nil, err
	}
	if c, ok := s.counts.Get("counts", v); ok {
		return c, nil
	}
	c, err := db.CountBy(ctx, s.db, `SELECT status, count(*) FROM money_movements GROUP BY status`, Statuses)
	if err != nil {
		return nil, fmt.Errorf("money: counts: %w", err)
	}
	s.counts.Put("counts", v, c)
	return c, nil
}
