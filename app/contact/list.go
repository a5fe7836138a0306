package contact

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"partage/app"
	"partage/app/db"
)

// Assigned filter values besides a user's id.
const (
	// AssignedNone selects the messages nobody has taken.
	AssignedNone = "none"
	// AssignedMe is the controller's word for the signed-in user's id.
	AssignedMe = "me"
)

// StatusOpen is the filter of the messages still to deal with: new or in
// progress (what the dashboard counts as open).
const StatusOpen = "open"

// FilterStatuses are the status filter's values besides "" (every message).
var FilterStatuses = append([]string{StatusOpen}, Statuses...)

// PerPages are the page sizes offered; others are refused.
var PerPages = []int{10, 25, 50}

// maxQ is the longest search.
const maxQ = 100

// Filter selects and pages the inbox, newest first.
type Filter struct {
	Status   string // "" for every status, StatusOpen for new and in progress
	Assigned string // "" for anyone, AssignedNone, or a user's id ("me" resolved by the caller)
	Q        string
	Page     int
	PerPage  int
	assignee int64
}

// Normalize fills the defaults (page 1 of 10) and checks the rest.
func (f *Filter) Normalize() error {
	fields := app.Fields{}
	f.Q = strings.TrimSpace(f.Q)
	if utf8.RuneCountInString(f.Q) > maxQ {
		fields.Set("q", "searchTooLong", app.Params{"max": maxQ})
	}
	if f.Status != "" && !slices.Contains(FilterStatuses, f.Status) {
		fields.Set("status", "statusChoice", app.Params{"choices": strings.Join(FilterStatuses, ", ")})
	}
	f.assignee = 0
	if f.Assigned != "" && f.Assigned != AssignedNone {
		id, err := strconv.ParseInt(f.Assigned, 10, 64)
		if err != nil || id < 1 {
			fields.Set("assigned", "contactAssignedChoice", nil)
		}
		f.assignee = id
	}
	app.CheckPaging(fields, &f.Page, &f.PerPage, PerPages)
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

// search is the inbox's search: the sender's name and e-mail, the subject and the body.
var search = db.Search{Plain: []string{"m.email"}, Texts: []string{"m.name", "m.subject", "m.body"},
	FTS: "contact_messages_fts", ID: "m.id"}

// where builds the filter's conditions.
func (s *Store) where(f Filter) (string, []any) {
	var conds []string
	var args []any
	switch f.Status {
	case "":
	case StatusOpen:
		args = append(args, StatusNew, StatusInProgress)
		conds = append(conds, fmt.Sprintf("m.status IN ($%d, $%d)", len(args)-1, len(args)))
	default:
		args = append(args, f.Status)
		conds = append(conds, fmt.Sprintf("m.status = $%d", len(args)))
	}
	switch {
	case f.Assigned == AssignedNone:
		conds = append(conds, "m.assigned_to IS NULL")
	case f.assignee != 0:
		args = append(args, f.assignee)
		conds = append(conds, fmt.Sprintf("m.assigned_to = $%d", len(args)))
	}
	if f.Q != "" {
		var cond string
		cond, args = s.db.Matches(search, f.Q, args)
		conds = append(conds, cond)
	}
	if len(conds) == 0 {
		return "", args
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// List returns a page of the inbox, newest first, and how many messages match in all.
func (s *Store) List(ctx context.Context, f Filter) ([]Message, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	where, args := s.where(f)
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM contact_messages m`+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("contact: count: %w", err)
	}
	out := []Message{}
	if total == 0 || (f.Page-1)*f.PerPage >= total {
		return out, total, nil
	}
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+from+where+` ORDER BY m.created_at DESC, m.id DESC`+
		fmt.Sprintf(` LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("contact: list: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		m, err := scan(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("contact: list: %w", err)
		}
		out = append(out, m)
	}
	return out, total, rows.Err()
}

// Counts are the inbox's stat cards: how many messages in each status, in
// all, and open (new and in progress).
func (s *Store) Counts(ctx context.Context) (map[string]int, error) {
	out, err := db.CountBy(ctx, s.db, `SELECT status, count(*) FROM contact_messages GROUP BY status`, Statuses)
	if err != nil {
		return nil, fmt.Errorf("contact: counts: %w", err)
	}
	out[StatusOpen] = out[StatusNew] + out[StatusInProgress]
	return out, nil
}
