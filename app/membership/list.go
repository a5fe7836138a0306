package membership

import (
	"context"
	"fmt"
	"maps"
	"strconv"
	"strings"

	"partage/app"
	"partage/app/db"
	"partage/app/registry"
)

// Member is one row of the members' list: the tiers and its membership.
type Member struct {
	Tiers      registry.Tiers `json:"tiers"`
	Membership Membership     `json:"membership"`
}

// Choices of the members' list.
var (
	Sorts    = []string{"name", "number", "status", "admittedOn"}
	PerPages = []int{10, 25, 50}
)

// Filter chooses a page of the members: by status, a search over name and
// e-mail (accents and case aside), sorted (by name unless told).
type Filter struct {
	Status   string
	Q        string
	SortBy   string
	SortDesc bool
	Page     int
	PerPage  int
}

// Normalize fills the defaults (by name, page 1 of 10) and checks the rest.
func (f *Filter) Normalize() error {
	fields := app.Fields{}
	f.Q = strings.TrimSpace(f.Q)
	if f.Status != "" && !oneOf(f.Status, Statuses) {
		fields.Set("status", "memberStatusChoice", app.Params{"choices": strings.Join(Statuses, ", ")})
	}
	app.CheckSort(fields, &f.SortBy, "name", Sorts)
	app.CheckPaging(fields, &f.Page, &f.PerPage, PerPages)
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

// nameSearch finds a tiers by its name's key or its e-mail: through the
// clients' full-text index on SQLite (three letters or more), the trigram
// indexes on PostgreSQL.
func (s *Store) nameSearch() db.Search {
	if s.db.Engine == db.Postgres {
		return db.Search{Keys: []string{"c.sort_name"}, Plain: []string{"c.email"}}
	}
	return db.Search{Keys: []string{"c.sort_name"}, Plain: []string{"c.email"}, FTS: "clients_fts", FTSColumns: []string{"sort_name", "email"}, ID: "c.id"}
}

// memberWhere builds the members' conditions: the status (or any), along
// clients_member_idx, and the search.
func (s *Store) memberWhere(f Filter) (string, []any) {
	var args []any
	conds := []string{"c.member_status <> ''"}
	if f.Status != "" {
		args = append(args, f.Status)
		conds = []string{"c.member_status = $1"}
		if f.Q != "" && s.db.Engine == db.Postgres {
			// A search goes through the name's trigram index, the status
			// filters what it finds: PostgreSQL, misjudging a status's share
			// (after a bulk load, before ANALYZE), otherwise walked every
			// member of the status and read 50,000 rows for 500.
			conds = []string{"c.member_status || '' = $1"}
		}
	}
	if f.Q != "" {
		var cond string
		cond, args = s.db.Matches(s.nameSearch(), f.Q, args)
		conds = append(conds, cond)
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// memberOrder is the list's order; the id breaks ties in the same direction.
// Candidates have no number: they come first by number on both engines. The
// sorts by number and admission date are the memberships' own columns, so
// their indexes (0024) give the order without sorting every member.
func (s *Store) memberOrder(f Filter) string {
	dir := " ASC"
	if f.SortDesc {
		dir = " DESC"
	}
	switch f.SortBy {
	case "number":
		nulls := ""
		if s.db.Engine == db.Postgres {
			nulls = map[bool]string{false: " NULLS FIRST", true: " NULLS LAST"}[f.SortDesc]
		}
		return "m.number" + dir + nulls + ", m.tiers_id" + dir
	case "status":
		return "c.member_status" + dir + ", c.sort_name" + dir + ", c.id" + dir
	case "admittedOn":
		return "m.admitted_on" + dir + ", m.tiers_id" + dir
	}
	return "c.sort_name" + dir + ", c.id" + dir
}

const memberFrom = ` FROM clients c JOIN memberships m ON m.tiers_id = c.id LEFT JOIN users u ON u.id = m.decided_by`

// joinedRow reads the tiers' columns, then the membership's, from one row.
type joinedRow struct {
	row  interface{ Scan(...any) error }
	more []any
}

func (j joinedRow) Scan(dest ...any) error { return j.row.Scan(append(dest, j.more...)...) }

func scanMember(row interface{ Scan(...any) error }) (Member, error) {
	var m Member
	dest, finish := membershipDest(&m.Membership)
	t, err := registry.Scan(joinedRow{row, dest})
	m.Tiers = t
	finish()
	return m, err
}

// ListMembers returns a page of the members and how many match in all.
func (s *Store) ListMembers(ctx context.Context, f Filter) ([]Member, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	if f.Q != "" {
		return s.searchMembers(ctx, f)
	}
	total, err := s.countMembers(ctx, f)
	if err != nil {
		return nil, 0, err
	}
	if total == 0 || (f.Page-1)*f.PerPage >= total {
		return []Member{}, total, nil
	}
	if f.SortBy == "name" || f.SortBy == "status" {
		// The page's ids first, along an index of the tiers alone
		// (clients_members_idx, clients_member_idx), then only their rows:
		// a deep page skips ids, not joined rows.
		where, args := s.memberWhere(f)
		args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
		ids, err := s.memberIDs(ctx, `SELECT c.id FROM clients c`+where+` ORDER BY `+s.memberOrder(f)+
			fmt.Sprintf(` LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args)
		if err != nil {
			return nil, 0, err
		}
		out, err := s.membersByID(ctx, ids)
		return out, total, err
	}
	out := []Member{}
	where, args := s.memberWhere(f)
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	rows, err := s.db.QueryContext(ctx, `SELECT `+registry.Columns+`, `+membershipColumns+memberFrom+where+` ORDER BY `+s.memberOrder(f)+
		fmt.Sprintf(` LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("membership: list: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		m, err := scanMember(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("membership: list: %w", err)
		}
		out = append(out, m)
	}
	return out, total, rows.Err()
}

// Search ids kept per instance, and the largest search kept (one or two
// letters find most of the register: those run each time).
const (
	searchesKept    = 256
	searchMaxKeptID = 20000
)

// searchMembers answers a search: it runs once for the ids of every match in
// the list's order, kept under the register's version, which give both the
// total and any page.
func (s *Store) searchMembers(ctx context.Context, f Filter) ([]Member, int, error) {
	version, err := s.db.Version(ctx, registry.TiersList)
	if err != nil {
		return nil, 0, err
	}
	order := s.memberOrder(f)
	key := fmt.Sprintf("%q|%s|%s", f.Q, f.Status, order)
	ids, ok := s.searches.Get(key, version)
	if !ok {
		from := ` FROM clients c`
		if f.SortBy == "number" || f.SortBy == "admittedOn" {
			from = ` FROM clients c JOIN memberships m ON m.tiers_id = c.id`
		}
		where, args := s.memberWhere(f)
		if ids, err = s.memberIDs(ctx, `SELECT c.id`+from+where+` ORDER BY `+order, args); err != nil {
			return nil, 0, err
		}
		if len(ids) <= searchMaxKeptID {
			s.searches.Put(key, version, ids)
		}
	}
	from := (f.Page - 1) * f.PerPage
	if from >= len(ids) {
		return []Member{}, len(ids), nil
	}
	out, err := s.membersByID(ctx, ids[from:min(from+f.PerPage, len(ids))])
	return out, len(ids), err
}

// memberIDs runs q for a list of tiers ids.
func (s *Store) memberIDs(ctx context.Context, q string, args []any) ([]int64, error) {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("membership: list: %w", err)
	}
	defer rows.Close()
	ids := []int64{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("membership: list: %w", err)
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// membersByID reads the members of ids, in their order. A tiers gone between
// the two queries (or no longer a member) leaves no hole.
func (s *Store) membersByID(ctx context.Context, ids []int64) ([]Member, error) {
	out := []Member{}
	if len(ids) == 0 {
		return out, nil
	}
	marks := make([]string, len(ids))
	at := make(map[int64]int, len(ids))
	for i, id := range ids {
		marks[i] = strconv.FormatInt(id, 10)
		at[id] = i
	}
	// PostgreSQL gets the ids as one array, so that the query's text is
	// always the same and its prepared statement is kept (pgx prepares each
	// new text, a round trip more); SQLite prepares every query anyway.
	where, args := ` WHERE c.id IN (`+strings.Join(marks, ",")+`)`, []any{}
	if s.db.Engine == db.Postgres {
		where, args = ` WHERE c.id = ANY($1)`, []any{ids}
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+registry.Columns+`, `+membershipColumns+memberFrom+where, args...)
	if err != nil {
		return nil, fmt.Errorf("membership: list: %w", err)
	}
	defer rows.Close()
	found := make([]*Member, len(ids))
	for rows.Next() {
		m, err := scanMember(rows)
		if err != nil {
			return nil, fmt.Errorf("membership: list: %w", err)
		}
		if i, ok := at[m.Tiers.ID]; ok {
			found[i] = &m
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("membership: list: %w", err)
	}
	for _, m := range found {
		if m != nil {
			out = append(out, *m)
		}
	}
	return out, nil
}

// countMembers is the filter's total without a search: from the stat cards.
func (s *Store) countMembers(ctx context.Context, f Filter) (int, error) {
	counts, err := s.Counts(ctx)
	if err != nil {
		return 0, err
	}
	if f.Status != "" {
		return counts[f.Status], nil
	}
	return counts["all"], nil
}

// Counts are the members' stat cards: all members and candidates, and by
// status, read from the kept counts (a few rows, whatever the register's size)
// and kept under the register's version. Each caller gets its own map.
func (s *Store) Counts(ctx context.Context) (map[string]int, error) {
	version, err := s.db.Version(ctx, registry.TiersList)
	if err != nil {
		return nil, err
	}
	kept, ok := s.counts.Get("", version)
	if !ok {
		kept, err = db.CountBy(ctx, s.db, `SELECT member_status, COALESCE(sum(n), 0) FROM tiers_role_counts WHERE member_status <> '' GROUP BY member_status`, Statuses)
		if err != nil {
			return nil, fmt.Errorf("membership: counts: %w", err)
		}
		s.counts.Put("", version, kept)
	}
	return maps.Clone(kept), nil
}

// EachMember calls fn with every member the filter selects, in its order (the CSV export).
func (s *Store) EachMember(ctx context.Context, f Filter, fn func(Member) error) error {
	f.Page, f.PerPage = 1, 10
	if err := f.Normalize(); err != nil {
		return err
	}
	where, args := s.memberWhere(f)
	rows, err := s.db.QueryContext(ctx, `SELECT `+registry.Columns+`, `+membershipColumns+memberFrom+where+` ORDER BY `+s.memberOrder(f), args...)
	if err != nil {
		return fmt.Errorf("membership: export: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		m, err := scanMember(rows)
		if err != nil {
			return fmt.Errorf("membership: export: %w", err)
		}
		if err := fn(m); err != nil {
			return err
		}
	}
	return rows.Err()
}
