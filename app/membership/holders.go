package membership

import (
	"context"
	"fmt"
	"strings"

	"partage/app"
	"partage/app/db"
	"partage/app/registry"
)

// Holder is one row of the shareholders' list. Parts, capital and
// percentage come from the share register (the next issue): until it exists
// they are 0, never a made-up number.
type Holder struct {
	Tiers        registry.Tiers `json:"tiers"`
	Parts        int64          `json:"parts"`
	CapitalCents int64          `json:"capitalCents"`
	Percentage   float64        `json:"percentage"`
}

// HolderCategories are the categories the shareholders' list filters on.
var HolderCategories = []string{"members", "investors", "employees", "entities"}

// HolderSorts are the columns the shareholders' list sorts on.
var HolderSorts = []string{"name", "category"}

// HolderFilter chooses a page of the shareholders.
type HolderFilter struct {
	Category string
	Q        string
	SortBy   string
	SortDesc bool
	Page     int
	PerPage  int
}

// Normalize fills the defaults (by name, page 1 of 10) and checks the rest.
func (f *HolderFilter) Normalize() error {
	fields := app.Fields{}
	f.Q = strings.TrimSpace(f.Q)
	if f.Category != "" && !oneOf(f.Category, HolderCategories) {
		fields.Set("category", "holderCategoryChoice", nil)
	}
	app.CheckSort(fields, &f.SortBy, "name", HolderSorts)
	app.CheckPaging(fields, &f.Page, &f.PerPage, PerPages)
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

// holderWhere is the holders' conditions, along clients_holder_idx.
func (s *Store) holderWhere(f HolderFilter) (string, []any) {
	var args []any
	conds := []string{"c.is_shareholder = TRUE"}
	if f.Category != "" {
		args = append(args, f.Category)
		conds = append(conds, "c.holder_category = $1")
	}
	if f.Q != "" {
		var cond string
		cond, args = s.db.Matches(s.nameSearch(), f.Q, args)
		conds = append(conds, cond)
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

func holderOrder(f HolderFilter) string {
	dir := " ASC"
	if f.SortDesc {
		dir = " DESC"
	}
	if f.SortBy == "category" {
		return "c.holder_category" + dir + ", c.sort_name" + dir + ", c.id" + dir
	}
	return "c.sort_name" + dir + ", c.id" + dir
}

// ListHolders returns a page of the shareholders and how many match in all.
func (s *Store) ListHolders(ctx context.Context, f HolderFilter) ([]Holder, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	var total int
	if f.Q == "" {
		q, args := `SELECT COALESCE(sum(n), 0) FROM tiers_role_counts WHERE is_shareholder = TRUE`, []any{}
		if f.Category != "" {
			q, args = q+` AND holder_category = $1`, []any{f.Category}
		}
		if err := s.db.QueryRowContext(ctx, q, args...).Scan(&total); err != nil {
			return nil, 0, fmt.Errorf("membership: holders count: %w", err)
		}
	} else {
		where, args := s.holderWhere(f)
		if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM clients c`+where, args...).Scan(&total); err != nil {
			return nil, 0, fmt.Errorf("membership: holders count: %w", err)
		}
	}
	out := []Holder{}
	if total == 0 || (f.Page-1)*f.PerPage >= total {
		return out, total, nil
	}
	where, args := s.holderWhere(f)
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	err := s.eachHolder(ctx, where+` ORDER BY `+holderOrder(f)+fmt.Sprintf(` LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args, func(h Holder) error {
		out = append(out, h)
		return nil
	})
	return out, total, err
}

// EachHolder calls fn with every shareholder the filter selects, in its order (the CSV export).
func (s *Store) EachHolder(ctx context.Context, f HolderFilter, fn func(Holder) error) error {
	f.Page, f.PerPage = 1, 10
	if err := f.Normalize(); err != nil {
		return err
	}
	where, args := s.holderWhere(f)
	return s.eachHolder(ctx, where+` ORDER BY `+holderOrder(f), args, fn)
}

func (s *Store) eachHolder(ctx context.Context, tail string, args []any, fn func(Holder) error) error {
	rows, err := s.db.QueryContext(ctx, `SELECT `+registry.Columns+` FROM clients c`+tail, args...)
	if err != nil {
		return fmt.Errorf("membership: holders: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		t, err := registry.Scan(rows)
		if err != nil {
			return fmt.Errorf("membership: holders: %w", err)
		}
		if err := fn(Holder{Tiers: t}); err != nil {
			return err
		}
	}
	return rows.Err()
}

// HolderCounts are the shareholders' stat cards: all, and by category.
func (s *Store) HolderCounts(ctx context.Context) (map[string]int, error) {
	out, err := db.CountBy(ctx, s.db, `SELECT holder_category, COALESCE(sum(n), 0) FROM tiers_role_counts WHERE is_shareholder = TRUE GROUP BY holder_category`, HolderCategories)
	if err != nil {
		return nil, fmt.Errorf("membership: holder counts: %w", err)
	}
	return out, nil
}
