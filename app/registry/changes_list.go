package registry

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"

	"partage/app"
	"partage/app/audit"
)

// changeSelect reads a request with its tiers' name and current values (to
// show before → after) and the names of who asked and who decided.
const changeSelect = `SELECT r.id, r.tiers_id, c.name, r.fields, r.status, r.requested_by, COALESCE(ru.full_name, ''), r.requested_at,
	r.decided_by, COALESCE(du.full_name, ''), r.decided_at, r.reason, c.iban, c.address, c.postal_code, c.city, c.country
	FROM tiers_change_requests r JOIN clients c ON c.id = r.tiers_id
	LEFT JOIN users ru ON ru.id = r.requested_by LEFT JOIN users du ON du.id = r.decided_by`

type rowScanner interface{ Scan(...any) error }

func scanChange(row rowScanner) (ChangeRequest, error) {
	var r ChangeRequest
	var raw string
	var reqBy, decBy sql.NullInt64
	var decAt sql.NullTime
	var t Tiers
	err := row.Scan(&r.ID, &r.TiersID, &r.TiersName, &raw, &r.Status, &reqBy, &r.RequestedByName, &r.RequestedAt,
		&decBy, &r.DecidedByName, &decAt, &r.Reason, &t.IBAN, &t.Address, &t.PostalCode, &t.City, &t.Country)
	if err != nil {
		return r, err
	}
	r.RequestedBy, r.DecidedBy = reqBy.Int64, decBy.Int64
	r.RequestedAt = r.RequestedAt.UTC()
	if decAt.Valid {
		at := decAt.Time.UTC()
		r.DecidedAt = &at
	}
	r.Fields = map[string]string{}
	if err := json.Unmarshal([]byte(raw), &r.Fields); err != nil {
		return r, fmt.Errorf("registry: change %d: %w", r.ID, err)
	}
	r.Changes = []audit.Change{}
	for name, v := range r.Fields {
		r.Changes = append(r.Changes, audit.Change{Field: name, Before: current(t, name), After: v})
	}
	r.Changes = sortChanges(r.Changes)
	return r, nil
}

// sortChanges orders changes as the member's form shows the fields.
func sortChanges(c []audit.Change) []audit.Change {
	rank := func(f string) int {
		if i := slices.Index(ChangeFields, f); i >= 0 {
			return i
		}
		return -1 // tiersId first
	}
	sort.SliceStable(c, func(i, j int) bool { return rank(c[i].Field) < rank(c[j].Field) })
	return c
}

type queryRower interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func findChange(ctx context.Context, q queryRower, id int64) (ChangeRequest, error) {
	r, err := scanChange(q.QueryRowContext(ctx, changeSelect+` WHERE r.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return ChangeRequest{}, ErrChangeNotFound
	} else if err != nil {
		return ChangeRequest{}, fmt.Errorf("registry: change %d: %w", id, err)
	}
	return r, nil
}

// FindChangeRequest returns one request, or ErrChangeNotFound.
func (s *Store) FindChangeRequest(ctx context.Context, id int64) (ChangeRequest, error) {
	return findChange(ctx, s.db, id)
}

func (s *Store) queryChanges(ctx context.Context, query string, args ...any) ([]ChangeRequest, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("registry: changes: %w", err)
	}
	defer rows.Close()
	out := []ChangeRequest{}
	for rows.Next() {
		r, err := scanChange(rows)
		if err != nil {
			return nil, fmt.Errorf("registry: changes: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// PendingChanges returns the pending requests of a tiers (one at most, as a
// new request replaces the pending one), for its page.
func (s *Store) PendingChanges(ctx context.Context, tiersID int64) ([]ChangeRequest, error) {
	return s.queryChanges(ctx, changeSelect+` WHERE r.tiers_id = $1 AND r.status = $2 ORDER BY r.id DESC`, tiersID, ChangePending)
}

// RecentChanges returns the latest requests of a tiers, newest first: what a
// member sees of their own requests and staff's answers.
func (s *Store) RecentChanges(ctx context.Context, tiersID int64, n int) ([]ChangeRequest, error) {
	return s.queryChanges(ctx, changeSelect+` WHERE r.tiers_id = $1 ORDER BY r.id DESC LIMIT $2`, tiersID, n)
}

// ChangeFilter chooses requests for staff: by status (all when empty), a page at a time.
type ChangeFilter struct {
	Status  string
	Page    int
	PerPage int
}

// ListChangeRequests returns a page of requests, oldest pending first (the
// queue staff work through), and their total.
func (s *Store) ListChangeRequests(ctx context.Context, f ChangeFilter) ([]ChangeRequest, int, error) {
	if f.Page == 0 {
		f.Page = 1
	}
	if f.PerPage == 0 {
		f.PerPage = 25
	}
	fields := app.Fields{}
	if f.Status != "" && !slices.Contains(ChangeStatuses, f.Status) {
		fields.Set("status", "changeStatusChoice", nil)
	}
	if f.Page < 1 || f.Page > app.MaxPage {
		fields.Set("page", "pageRange", app.Params{"min": 1, "max": app.MaxPage})
	}
	if f.PerPage < 1 || f.PerPage > 100 {
		fields.Set("perPage", "perPageRange", app.Params{"min": 1, "max": 100})
	}
	if len(fields) > 0 {
		return nil, 0, app.Invalid("checkFields", nil, fields)
	}
	where, args := "", []any{}
	if f.Status != "" {
		where, args = ` WHERE r.status = $1`, append(args, f.Status)
	}
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM tiers_change_requests r`+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("registry: count changes: %w", err)
	}
	order := ` ORDER BY r.id DESC`
	if f.Status == ChangePending {
		order = ` ORDER BY r.id`
	}
	n := len(args)
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	out, err := s.queryChanges(ctx, changeSelect+where+order+fmt.Sprintf(` LIMIT $%d OFFSET $%d`, n+1, n+2), args...)
	return out, total, err
}
