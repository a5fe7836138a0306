package employees

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"partage/app/cache"
	"partage/app/db"
)

// Store reads the table and keeps each person's column choices.
type Store struct {
	db *db.DB
	// searches keeps the ids a filter found, in order, under the table's
	// version (package cache): paging through a filter runs it once.
	searches *cache.Versioned[[]int64]
	// broad keeps, fewer of them, the filters that find most of the table
	// ("a", "example"): reading their ids again costs 50 to 200 ms at
	// 100,000 employees.
	broad  *cache.Versioned[[]int64]
	totals *cache.Versioned[int] // the whole table's count
}

const (
	searchesKept    = 256     // filters kept per instance
	searchMaxKeptID = 20000   // larger answers go to broad
	broadKept       = 8       // broad filters kept per instance
	broadMaxKeptID  = 250_000 // 2 MB of ids; larger answers are not kept
)

// New returns the store over d.
func New(d *db.DB) *Store {
	return &Store{db: d, searches: cache.New[[]int64](searchesKept), broad: cache.New[[]int64](broadKept), totals: cache.New[int](1)}
}

// filterSearch is the filter's search: the folded fields of SearchText,
// through the trigram index (employees_fts on SQLite, pg_trgm on PostgreSQL).
var filterSearch = db.Search{Keys: []string{"e.search"}, FTS: "employees_fts", ID: "e.id"}

const employeeColumns = `e.id, e.avatar, e.full_name, e.post, e.email, e.city, e.start_date, e.salary_cents, e.age, e.experience, e.status`

func scanEmployee(row interface{ Scan(...any) error }) (Employee, error) {
	var e Employee
	err := row.Scan(&e.ID, &e.Avatar, &e.FullName, &e.Post, &e.Email, &e.City, &e.StartDate, &e.SalaryCents, &e.Age, &e.Experience, &e.Status)
	e.Salary = Euros(e.SalaryCents)
	return e, err
}

// query runs q and scans every employee it answers.
func (s *Store) query(ctx context.Context, what, q string, args ...any) ([]Employee, error) {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("employees: %s: %w", what, err)
	}
	defer rows.Close()
	out := []Employee{}
	for rows.Next() {
		e, err := scanEmployee(rows)
		if err != nil {
			return nil, fmt.Errorf("employees: %s: %w", what, err)
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// Count is how many employees the table holds, kept under its version.
func (s *Store) Count(ctx context.Context) (int, error) {
	version, err := s.db.Version(ctx, List)
	if err != nil {
		return 0, err
	}
	if n, ok := s.totals.Get("", version); ok {
		return n, nil
	}
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM employees`).Scan(&n); err != nil {
		return 0, fmt.Errorf("employees: count: %w", err)
	}
	s.totals.Put("", version, n)
	return n, nil
}

// First returns the first limit employees by id.
func (s *Store) First(ctx context.Context, limit int) ([]Employee, error) {
	return s.query(ctx, "first", `SELECT `+employeeColumns+` FROM employees e ORDER BY e.id LIMIT $1`, limit)
}

// ListEmployees returns a page of the table and how many employees match the filter in all.
func (s *Store) ListEmployees(ctx context.Context, f Filter) ([]Employee, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	if f.Q != "" {
		return s.search(ctx, f)
	}
	total, err := s.Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	if (f.Page-1)*f.PerPage >= total {
		return []Employee{}, total, nil
	}
	list, err := s.query(ctx, "list", `SELECT `+employeeColumns+` FROM employees e ORDER BY `+f.order()+` LIMIT $1 OFFSET $2`,
		f.PerPage, (f.Page-1)*f.PerPage)
	return list, total, err
}

// search answers a filtered page: the filter runs once, for the ids of every
// match in order, which give both the total and the page.
func (s *Store) search(ctx context.Context, f Filter) ([]Employee, int, error) {
	ids, err := s.matches(ctx, f)
	if err != nil {
		return nil, 0, err
	}
	from := (f.Page - 1) * f.PerPage
	if from >= len(ids) {
		return []Employee{}, len(ids), nil
	}
	list, err := s.byIDs(ctx, ids[from:min(from+f.PerPage, len(ids))])
	return list, len(ids), err
}

// matches are the ids of the employees the filter's search finds, in its order.
func (s *Store) matches(ctx context.Context, f Filter) ([]int64, error) {
	version, err := s.db.Version(ctx, List)
	if err != nil {
		return nil, err
	}
	key := strconv.Quote(f.Q) + "|" + f.order()
	if ids, ok := s.searches.Get(key, version); ok {
		return ids, nil
	}
	if ids, ok := s.broad.Get(key, version); ok {
		return ids, nil
	}
	cond, args := s.db.Matches(filterSearch, f.Q, nil)
	rows, err := s.db.QueryContext(ctx, `SELECT e.id FROM employees e WHERE `+cond+` ORDER BY `+f.order(), args...)
	if err != nil {
		return nil, fmt.Errorf("employees: search: %w", err)
	}
	defer rows.Close()
	ids := []int64{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("employees: search: %w", err)
		}
		ids = append(ids, id)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("employees: search: %w", err)
	}
	switch {
	case len(ids) <= searchMaxKeptID:
		s.searches.Put(key, version, ids)
	case len(ids) <= broadMaxKeptID:
		s.broad.Put(key, version, ids)
	}
	return ids, nil
}

// byIDs returns the employees of ids, in the order of ids (those that exist).
func (s *Store) byIDs(ctx context.Context, ids []int64) ([]Employee, error) {
	if len(ids) == 0 {
		return []Employee{}, nil
	}
	marks := make([]string, len(ids))
	at := make(map[int64]int, len(ids))
	for i, id := range ids {
		marks[i] = strconv.FormatInt(id, 10)
		at[id] = i
	}
	found, err := s.query(ctx, "read", `SELECT `+employeeColumns+` FROM employees e WHERE e.id IN (`+strings.Join(marks, ",")+`)`)
	if err != nil {
		return nil, err
	}
	out := make([]Employee, len(ids))
	for _, e := range found {
		out[at[e.ID]] = e
	}
	kept := out[:0]
	for _, e := range out {
		if e.ID != 0 {
			kept = append(kept, e)
		}
	}
	return kept, nil
}

// EachEmployee calls fn with every employee the filter selects, in its order
// (the CSV export): all pages, read as they stream from the database. With
// ids, only those employees, still in the filter's order.
func (s *Store) EachEmployee(ctx context.Context, f Filter, ids []int64, fn func(Employee) error) error {
	f.Page, f.PerPage = 1, PerPages[0]
	if err := f.Normalize(); err != nil {
		return err
	}
	var conds []string
	var args []any
	if f.Q != "" {
		var cond string
		cond, args = s.db.Matches(filterSearch, f.Q, args)
		conds = append(conds, cond)
	}
	if ids != nil {
		marks := make([]string, len(ids))
		for i, id := range ids {
			marks[i] = strconv.FormatInt(id, 10)
		}
		if len(marks) == 0 {
			marks = []string{"0"}
		}
		conds = append(conds, "e.id IN ("+strings.Join(marks, ",")+")")
	}
	where := ""
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+employeeColumns+` FROM employees e`+where+` ORDER BY `+f.order(), args...)
	if err != nil {
		return fmt.Errorf("employees: export: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		e, err := scanEmployee(rows)
		if err != nil {
			return fmt.Errorf("employees: export: %w", err)
		}
		if err := fn(e); err != nil {
			return err
		}
	}
	return rows.Err()
}
