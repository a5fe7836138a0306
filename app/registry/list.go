package registry

import (
	"context"
	"fmt"
	"maps"
	"strings"

	"partage/app"
	"partage/app/db"
)

// TiersList is the register's list version (migration 0023): every write to
// a tiers moves it, so totals and stat cards kept under it are never stale.
const TiersList = "tiers"

// Roles a list of the register shows: its clients, members (and candidates)
// or shareholders; "" is everyone.
const (
	RoleClient      = "client"
	RoleMember      = "member"
	RoleShareholder = "shareholder"
)

// Choices of the list's filter.
var (
	ListRoles = []string{RoleClient, RoleMember, RoleShareholder}
	Sorts     = []string{"name", "email", "city", "createdAt", "id"}
	PerPages  = []int{10, 25, 50}
)

// Filter chooses a page of the register: by role and kind, a search over
// name, e-mail, SIREN and city, sorted (by name unless told), a page at a time.
type Filter struct {
	Role     string
	Kind     string
	Q        string
	SortBy   string
	SortDesc bool
	Page     int
	PerPage  int
}

// Normalize fills the defaults (by name, page 1 of 10) and checks the rest
// with the users list's rules.
func (f *Filter) Normalize() error {
	fields := app.Fields{}
	f.Q = strings.TrimSpace(f.Q)
	if f.Role != "" && !oneOf(f.Role, ListRoles) {
		fields.Set("role", "tiersRoleChoice", nil)
	}
	if f.Kind != "" && !oneOf(f.Kind, Kinds) {
		fields.Set("kind", "tiersKindChoice", nil)
	}
	app.CheckSort(fields, &f.SortBy, "name", Sorts)
	app.CheckPaging(fields, &f.Page, &f.PerPage, PerPages)
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

// sortColumns are the list's orders; the id breaks ties in the same direction.
var sortColumns = map[string]string{
	"name": "c.sort_name", "email": "lower(c.email)", "city": "lower(c.city)", "createdAt": "c.created_at", "id": "c.id",
}

// roleConds are the conditions of each role, along the indexes of 0022.
var roleConds = map[string]string{
	RoleClient:      "c.is_client = TRUE",
	RoleMember:      "c.member_status <> ''",
	RoleShareholder: "c.is_shareholder = TRUE",
}

// search is the register's search. On SQLite the full-text index holds the
// four columns (0023) and serves three letters or more; shorter searches
// read the name's key and the plain columns. On PostgreSQL each column has a
// trigram index: the city is compared folded (lower(unaccent)), which is how
// SortKey folds the search.
func (s *Store) search() db.Search {
	if s.db.Engine == db.Postgres {
		return db.Search{Keys: []string{"c.sort_name", "folded(c.city)"}, Plain: []string{"c.email", "c.siren"}}
	}
	return db.Search{Keys: []string{"c.sort_name"}, Plain: []string{"c.email", "c.siren", "c.city"}, FTS: "clients_fts", ID: "c.id"}
}

// searchText is what the search looks for: a SIREN typed with spaces
// ("552 100 554") is looked up as it is stored.
func searchText(q string) string {
	if c := compact(q); digitsOnly(c) {
		return c
	}
	return q
}

// where builds the filter's conditions.
func (s *Store) where(f Filter, args []any) (string, []any) {
	var conds []string
	if c := roleConds[f.Role]; c != "" {
		conds = append(conds, c)
	}
	if f.Kind != "" {
		args = append(args, f.Kind)
		conds = append(conds, fmt.Sprintf("c.kind = $%d", len(args)))
	}
	if f.Q != "" {
		var cond string
		cond, args = s.db.Matches(s.search(), searchText(f.Q), args)
		conds = append(conds, cond)
	}
	if len(conds) == 0 {
		return "", args
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

func orderOf(f Filter) string {
	dir := " ASC"
	if f.SortDesc {
		dir = " DESC"
	}
	order := sortColumns[f.SortBy] + dir
	if f.SortBy != "id" {
		order += ", c.id" + dir
	}
	return order
}

// ListTiers returns a page of the register and how many tiers match in all.
func (s *Store) ListTiers(ctx context.Context, f Filter) ([]Tiers, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	total, err := s.count(ctx, f)
	if err != nil {
		return nil, 0, err
	}
	out := []Tiers{}
	if total == 0 || (f.Page-1)*f.PerPage >= total {
		return out, total, nil
	}
	where, args := s.where(f, nil)
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	rows, err := s.db.QueryContext(ctx, `SELECT `+Columns+` FROM clients c`+where+` ORDER BY `+orderOf(f)+
		fmt.Sprintf(` LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("registry: list: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		t, err := Scan(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("registry: list: %w", err)
		}
		out = append(out, t)
	}
	return out, total, rows.Err()
}

// count is the filter's total, kept under the register's version when there
// is no search (every page of a filter shares it).
func (s *Store) count(ctx context.Context, f Filter) (int, error) {
	key := ""
	var version int64
	if f.Q == "" {
		var err error
		if version, err = s.db.Version(ctx, TiersList); err != nil {
			return 0, err
		}
		key = f.Role + "|" + f.Kind
		if n, ok := s.totals.Get(key, version); ok {
			return n, nil
		}
	}
	where, args := s.where(f, nil)
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM clients c`+where, args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("registry: count: %w", err)
	}
	if key != "" {
		s.totals.Put(key, version, n)
	}
	return n, nil
}

// Counts are the stat cards of a role's list (role "" for the whole
// register): all, persons, entities, and those without an IBAN or an
// e-mail. One pass over the role's rows, kept until the next write.
func (s *Store) Counts(ctx context.Context, role string) (map[string]int, error) {
	if role != "" && !oneOf(role, ListRoles) {
		return nil, app.InvalidField("role", "tiersRoleChoice", nil)
	}
	version, err := s.db.Version(ctx, TiersList)
	if err != nil {
		return nil, err
	}
	if c, ok := s.counts.Get(role, version); ok {
		return maps.Clone(c), nil
	}
	where := ""
	if c := roleConds[role]; c != "" {
		where = " WHERE " + c
	}
	var all, persons, entities, noIBAN, noEmail int
	err = s.db.QueryRowContext(ctx, `SELECT count(*),
		COALESCE(sum(CASE WHEN c.kind = 'person' THEN 1 ELSE 0 END), 0),
		COALESCE(sum(CASE WHEN c.kind = 'entity' THEN 1 ELSE 0 END), 0),
		COALESCE(sum(CASE WHEN c.iban = '' THEN 1 ELSE 0 END), 0),
		COALESCE(sum(CASE WHEN c.email = '' THEN 1 ELSE 0 END), 0) FROM clients c`+where).Scan(&all, &persons, &entities, &noIBAN, &noEmail)
	if err != nil {
		return nil, fmt.Errorf("registry: counts: %w", err)
	}
	c := map[string]int{"all": all, "persons": persons, "entities": entities, "noIban": noIBAN, "noEmail": noEmail}
	s.counts.Put(role, version, maps.Clone(c))
	return c, nil
}

// EachTiers calls fn with every tiers the filter selects, in its order (the CSV export).
func (s *Store) EachTiers(ctx context.Context, f Filter, fn func(Tiers) error) error {
	f.Page, f.PerPage = 1, 10
	if err := f.Normalize(); err != nil {
		return err
	}
	where, args := s.where(f, nil)
	rows, err := s.db.QueryContext(ctx, `SELECT `+Columns+` FROM clients c`+where+` ORDER BY `+orderOf(f), args...)
	if err != nil {
		return fmt.Errorf("registry: export: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		t, err := Scan(rows)
		if err != nil {
			return fmt.Errorf("registry: export: %w", err)
		}
		if err := fn(t); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Suggestion is a tiers as an autocomplete offers it.
type Suggestion struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email"`
	Kind  string `json:"kind"`
}

// Suggest returns up to limit tiers whose name, e-mail, SIREN or city holds
// q, by name (the first ones by name when q is empty).
func (s *Store) Suggest(ctx context.Context, q string, limit int) ([]Suggestion, error) {
	f := Filter{Q: strings.TrimSpace(q)}
	where, args := s.where(f, nil)
	args = append(args, limit)
	rows, err := s.db.QueryContext(ctx, `SELECT c.id, c.name, c.email, c.kind FROM clients c`+where+
		fmt.Sprintf(` ORDER BY c.sort_name, c.id LIMIT $%d`, len(args)), args...)
	if err != nil {
		return nil, fmt.Errorf("registry: suggest: %w", err)
	}
	defer rows.Close()
	out := []Suggestion{}
	for rows.Next() {
		var g Suggestion
		if err := rows.Scan(&g.ID, &g.Name, &g.Email, &g.Kind); err != nil {
			return nil, fmt.Errorf("registry: suggest: %w", err)
		}
		out = append(out, g)
	}
	return out, rows.Err()
}
