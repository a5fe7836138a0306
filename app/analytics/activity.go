package analytics

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/db"
)

// Limits of the activity lists.
const (
	MaxCounted     = 10000 // a list counts its rows up to this many ("10,000 or more")
	MaxQuery       = 100   // the user search
	DefaultPerPage = 25
)

// PerPages are the page sizes the lists offer.
var PerPages = []int{25, 50, 100}

// Activity is one recorded event as the lists show it.
type Activity struct {
	ID        int64     `json:"id"`
	Kind      string    `json:"kind"`
	UserID    int64     `json:"userId"`
	UserName  string    `json:"userName"`
	UserEmail string    `json:"userEmail"`
	Route     string    `json:"route"`
	Device    string    `json:"device"`
	At        time.Time `json:"at"`
}

// ActivityFilter is what a list asks for: one user's own (UserID), or the
// users whose name, username or e-mail holds User; one kind; one route; the
// days From..To (YYYY-MM-DD in Zone); a page.
type ActivityFilter struct {
	UserID   int64
	User     string
	Kind     string
	Route    string
	From, To string
	Page     int
	PerPage  int
}

// ActivityPage is a page of activity: its rows, newest first, and how many
// rows the filter holds, counted up to MaxCounted (Capped: there are more).
type ActivityPage struct {
	Rows   []Activity `json:"rows"`
	Total  int        `json:"total"`
	Capped bool       `json:"capped"`
}

// checkFilter normalizes f and lists what is wrong with it, by field.
func checkFilter(f *ActivityFilter) error {
	fields := app.Fields{}
	f.User = strings.TrimSpace(f.User)
	if utf8.RuneCountInString(f.User) > MaxQuery {
		fields.Set("user", "analyticsQueryTooLong", app.Params{"max": MaxQuery})
	}
	if f.Kind != "" && !slices.Contains(Kinds, f.Kind) {
		fields.Set("kind", "analyticsKindChoice", nil)
	}
	app.CheckDay(fields, "from", f.From)
	app.CheckDay(fields, "to", f.To)
	if len(fields) == 0 && f.From != "" && f.To != "" && f.From > f.To {
		fields.Set("from", "analyticsDayOrder", nil)
	}
	if f.Page == 0 {
		f.Page = 1
	}
	if f.PerPage == 0 {
		f.PerPage = DefaultPerPage
	}
	if f.Page < 1 {
		fields.Set("page", "invalidValue", nil)
	}
	if !slices.Contains(PerPages, f.PerPage) {
		fields.Set("perPage", "invalidValue", nil)
	}
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

// userSearch finds users by name or username (as the users' list does) and e-mail.
var (
	userNameSearch  = db.Search{Keys: []string{"su.sort_name"}, Plain: []string{"su.username"}, FTS: "users_fts", FTSColumns: []string{"sort_name", "username"}, ID: "su.id"}
	userEmailSearch = db.Search{Plain: []string{"su.email"}}
)

// ListActivity is a page of the raw activity kept (the retention's days,
// today included), newest first. Every query is bounded by time, along the
// index on it (or on user and time).
func (s *Store) ListActivity(ctx context.Context, f ActivityFilter) (ActivityPage, error) {
	if err := checkFilter(&f); err != nil {
		return ActivityPage{}, err
	}
	today := s.Today()
	first := dayOf(parseDay(today).AddDate(0, 0, -(max(s.retention(ctx), 1) - 1)))
	lo, _ := dayBounds(max(first, f.From))
	_, hi := dayBounds(today)
	if f.To != "" && f.To < today {
		_, hi = dayBounds(f.To)
	}
	conds := []string{"e.at >= $1", "e.at < $2"}
	args := []any{lo, hi}
	add := func(cond string, v any) {
		args = append(args, v)
		conds = append(conds, fmt.Sprintf(cond, len(args)))
	}
	if f.UserID != 0 {
		add("e.user_id = $%d", f.UserID)
	}
	if f.Kind != "" {
		add("e.kind = $%d", f.Kind)
	}
	if f.Route != "" {
		add("e.route = $%d", f.Route)
	}
	if f.User != "" {
		var byName, byEmail string
		byName, args = s.db.Matches(userNameSearch, f.User, args)
		byEmail, args = s.db.Matches(userEmailSearch, f.User, args)
		conds = append(conds, "e.user_id IN (SELECT su.id FROM users su WHERE ("+byName+") OR ("+byEmail+"))")
	}
	where := strings.Join(conds, " AND ")
	var counted int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM (SELECT 1 FROM activity_events e WHERE `+where+
		fmt.Sprintf(" LIMIT %d) c", MaxCounted+1), args...).Scan(&counted); err != nil {
		return ActivityPage{}, fmt.Errorf("analytics: count activity: %w", err)
	}
	out := ActivityPage{Rows: []Activity{}, Total: min(counted, MaxCounted), Capped: counted > MaxCounted}
	offset := (f.Page - 1) * f.PerPage
	if offset >= out.Total {
		return out, nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT e.id, e.kind, e.user_id, u.full_name, u.email, e.route, e.device, e.at
		FROM activity_events e JOIN users u ON u.id = e.user_id WHERE `+where+
		fmt.Sprintf(" ORDER BY e.at DESC, e.id DESC LIMIT %d OFFSET %d", f.PerPage, offset), args...)
	if err != nil {
		return ActivityPage{}, fmt.Errorf("analytics: list activity: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var a Activity
		var at int64
		if err := rows.Scan(&a.ID, &a.Kind, &a.UserID, &a.UserName, &a.UserEmail, &a.Route, &a.Device, &at); err != nil {
			return ActivityPage{}, fmt.Errorf("analytics: list activity: %w", err)
		}
		a.At = time.UnixMilli(at).UTC()
		out.Rows = append(out.Rows, a)
	}
	return out, rows.Err()
}

// Routes are the routes visited in the retention's days, for a list's filter
// (read from the rolled-up figures, not the raw rows).
func (s *Store) Routes(ctx context.Context) ([]string, error) {
	first := dayOf(parseDay(s.Today()).AddDate(0, 0, -(max(s.retention(ctx), 1) - 1)))
	rows, err := s.db.QueryContext(ctx, `SELECT DISTINCT dim FROM analytics_daily WHERE metric = $1 AND day >= $2 ORDER BY dim`,
		MetricVisitsRoute, first)
	if err != nil {
		return nil, fmt.Errorf("analytics: routes: %w", err)
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var r string
		if err := rows.Scan(&r); err != nil {
			return nil, fmt.Errorf("analytics: routes: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
