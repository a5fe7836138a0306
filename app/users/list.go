package users

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"partage/app/db"
)

var sortColumns = map[string]string{
	"id": "u.id", "fullName": "u.sort_name", "email": "lower(u.email)", "role": "u.role",
	"currentPlan": "u.current_plan", "status": "u.status", "company": "lower(u.company)", "country": "lower(u.country)",
}

// nameSearch is the list's search: name or username (spec §7).
var nameSearch = db.Search{Keys: []string{"u.sort_name"}, Plain: []string{"u.username"}, FTS: "users_fts", FTSColumns: []string{"sort_name", "username"}, ID: "u.id"}

// where builds the filter's conditions (the equality filters and the search).
func (s *Store) where(f Filter, args []any) (string, []any) {
	var conds []string
	for _, c := range []struct{ col, v string }{{"u.role", f.Role}, {"u.current_plan", f.CurrentPlan}, {"u.status", f.Status}} {
		if c.v != "" {
			args = append(args, c.v)
			conds = append(conds, fmt.Sprintf("%s = $%d", c.col, len(args)))
		}
	}
	if f.Q != "" {
		var cond string
		cond, args = s.db.Matches(nameSearch, f.Q, args)
		conds = append(conds, cond)
	}
	if len(conds) == 0 {
		return "", args
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// ListUsers returns a page of the list and how many users match in all.
func (s *Store) ListUsers(ctx context.Context, f Filter) ([]User, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	dir := " ASC"
	if f.SortDesc {
		dir = " DESC"
	}
	order := sortColumns[f.SortBy] + dir
	if f.SortBy != "id" {
		order += ", u.id" + dir
	}
	if f.Q != "" {
		return s.search(ctx, f, order)
	}
	total, err := s.count(ctx, f)
	if err != nil {
		return nil, 0, err
	}
	out := []User{}
	if total == 0 {
		return out, 0, nil
	}
	where, args := s.where(f, nil)
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	rows, err := s.db.QueryContext(ctx, `SELECT `+userColumns+` FROM users u`+where+` ORDER BY `+order+
		fmt.Sprintf(` LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("users: list: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("users: list: %w", err)
		}
		out = append(out, u)
	}
	return out, total, rows.Err()
}

// search answers a list with a search: the search runs once, for the ids
// of every match in order, which give both the total and the page.
func (s *Store) search(ctx context.Context, f Filter, order string) ([]User, int, error) {
	version, err := s.db.Version(ctx, db.UsersList)
	if err != nil {
		return nil, 0, err
	}
	key := fmt.Sprintf("%q|%s|%s|%s|%s", f.Q, f.Role, f.CurrentPlan, f.Status, order)
	ids, ok := s.searches.Get(key, version)
	if !ok {
		if ids, err = s.searchIDs(ctx, f, order); err != nil {
			return nil, 0, err
		}
		if len(ids) <= searchMaxKeptID {
			s.searches.Put(key, version, ids)
		}
	}
	out := []User{}
	from := (f.Page - 1) * f.PerPage
	if from >= len(ids) {
		return out, len(ids), nil
	}
	page := ids[from:min(from+f.PerPage, len(ids))]
	marks := make([]string, len(page))
	at := map[int64]int{}
	for i, id := range page {
		marks[i] = strconv.FormatInt(id, 10)
		at[id] = i
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+userColumns+` FROM users u WHERE u.id IN (`+strings.Join(marks, ",")+`)`)
	if err != nil {
		return nil, 0, fmt.Errorf("users: search: %w", err)
	}
	defer rows.Close()
	out = make([]User, len(page))
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("users: search: %w", err)
		}
		out[at[u.ID]] = u
	}
	// A user deleted between the two queries leaves a hole: close it.
	kept := out[:0]
	for _, u := range out {
		if u.ID != 0 {
			kept = append(kept, u)
		}
	}
	return kept, len(ids), rows.Err()
}

// searchIDs runs a search for the ids of every match, in the list's order.
func (s *Store) searchIDs(ctx context.Context, f Filter, order string) ([]int64, error) {
	where, args := s.where(f, nil)
	rows, err := s.db.QueryContext(ctx, `SELECT u.id FROM users u`+where+` ORDER BY `+order, args...)
	if err != nil {
		return nil, fmt.Errorf("users: search: %w", err)
	}
	defer rows.Close()
	ids := []int64{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("users: search: %w", err)
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// count is the filter's total: from the kept counts when there is no search,
// otherwise through the search's index.
func (s *Store) count(ctx context.Context, f Filter) (int, error) {
	var n int
	if f.Q == "" {
		// Kept under the users' version: every page of a filter shares its total.
		version, err := s.db.Version(ctx, db.UsersList)
		if err != nil {
			return 0, err
		}
		key := f.Role + "|" + f.CurrentPlan + "|" + f.Status
		if n, ok := s.totals.Get(key, version); ok {
			return n, nil
		}
		var conds []string
		var args []any
		for _, c := range []struct{ col, v string }{{"role", f.Role}, {"current_plan", f.CurrentPlan}, {"status", f.Status}} {
			if c.v != "" {
				args = append(args, c.v)
				conds = append(conds, fmt.Sprintf("%s = $%d", c.col, len(args)))
			}
		}
		q := `SELECT COALESCE(sum(n), 0) FROM user_counts`
		if len(conds) > 0 {
			q += " WHERE " + strings.Join(conds, " AND ")
		}
		if err := s.db.QueryRowContext(ctx, q, args...).Scan(&n); err != nil {
			return 0, fmt.Errorf("users: count: %w", err)
		}
		s.totals.Put(key, version, n)
		return n, nil
	}
	where, args := s.where(f, nil)
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM users u`+where, args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("users: count: %w", err)
	}
	return n, nil
}

// Counts are the list's stat cards: all users, and by status.
func (s *Store) Counts(ctx context.Context) (map[string]int, error) {
	out, err := db.CountBy(ctx, s.db, `SELECT status, COALESCE(sum(n), 0) FROM user_counts GROUP BY status`, Statuses)
	if err != nil {
		return nil, fmt.Errorf("users: counts: %w", err)
	}
	return out, nil
}

// EachUser calls fn with every user the filter selects, in its order (the CSV export).
func (s *Store) EachUser(ctx context.Context, f Filter, fn func(User) error) error {
	f.Page, f.PerPage = 1, 10
	if err := f.Normalize(); err != nil {
		return err
	}
	where, args := s.where(f, nil)
	dir := " ASC"
	if f.SortDesc {
		dir = " DESC"
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+userColumns+` FROM users u`+where+` ORDER BY `+sortColumns[f.SortBy]+dir+`, u.id`+dir, args...)
	if err != nil {
		return fmt.Errorf("users: export: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return fmt.Errorf("users: export: %w", err)
		}
		if err := fn(u); err != nil {
			return err
		}
	}
	return rows.Err()
}
