package ledger

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"partage/app"
	"partage/app/coopconfig"
	"partage/app/db"
)

// CapFilter chooses the cap table: its date ("" today), a category, a
// search on names, a page, the order ("parts", the default, or "name").
type CapFilter struct {
	AsOf     string
	Category string
	Q        string
	Page     int
	PerPage  int
	SortBy   string
	SortDesc bool
}

// PerPages are the page sizes of the register's lists.
var PerPages = []int{10, 25, 50, 100}

// CapSorts are the cap table's orders.
var CapSorts = []string{"parts", "name"}

// Normalize fills the defaults (today, by parts descending, page 1 of 25) and checks the rest.
func (f *CapFilter) Normalize(today string) error {
	fields := app.Fields{}
	if f.AsOf == "" {
		f.AsOf = today
	} else if _, err := time.Parse(day, f.AsOf); err != nil {
		fields.Set("asOf", "dayFormat", nil)
	}
	if f.SortBy == "" {
		f.SortBy, f.SortDesc = "parts", true
	}
	app.CheckSort(fields, &f.SortBy, "parts", CapSorts)
	if f.PerPage == 0 {
		f.PerPage = 25
	}
	app.CheckPaging(fields, &f.Page, &f.PerPage, PerPages)
	if len(fields) > 0 {
		return app.Invalid("checkFields", nil, fields)
	}
	return nil
}

// CategoryTotal is one category's line under the cap table.
type CategoryTotal struct {
	Category     string `json:"category"`
	Label        string `json:"label"`
	NominalCents int64  `json:"nominalCents"`
	Voting       bool   `json:"voting"`
	Parts        int64  `json:"parts"`
	CapitalCents int64  `json:"capitalCents"`
	Holders      int    `json:"holders"`
}

// CapTable is the holdings as of a date: a page of rows and the totals.
type CapTable struct {
	AsOf          string          `json:"asOf"`
	Number        int64           `json:"number"` // the last entry counted
	Rows          []Holding       `json:"rows"`
	Total         int             `json:"total"`
	Categories    []CategoryTotal `json:"categories"`
	CapitalCents  int64           `json:"capitalCents"`
	VotingHolders int             `json:"votingHolders"`
	// Holders counts the distinct holders of some parts, whatever the category.
	Holders int `json:"holders"`
	Page    int `json:"page"`
	PerPage int `json:"perPage"`
}

// CapTable returns the cap table the filter chooses: the holdings as of its
// date, computed once per entry number; names are read for the page only,
// and sort keys only when the order or the search needs them.
func (s *Store) CapTable(ctx context.Context, f CapFilter) (CapTable, error) {
	if err := f.Normalize(s.now().Format(day)); err != nil {
		return CapTable{}, err
	}
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return CapTable{}, err
	}
	snap, err := s.holdingsAt(ctx, f.AsOf)
	if err != nil {
		return CapTable{}, err
	}
	out := CapTable{AsOf: f.AsOf, Number: snap.number, Page: f.Page, PerPage: f.PerPage, VotingHolders: voters(snap, set), Holders: snap.distinct}
	for _, c := range set.Categories {
		t := CategoryTotal{Category: c.Code, Label: c.Label, NominalCents: c.NominalCents, Voting: c.Voting,
			Parts: snap.totals[c.Code], CapitalCents: snap.totals[c.Code] * c.NominalCents, Holders: snap.holders[c.Code]}
		out.Categories = append(out.Categories, t)
		out.CapitalCents += t.CapitalCents
	}
	page, total, err := s.capPage(ctx, snap, f)
	if err != nil {
		return CapTable{}, err
	}
	out.Total = total
	if out.Rows, err = s.holdings(ctx, snap, set, page); err != nil {
		return CapTable{}, err
	}
	return out, nil
}

// capPage chooses the filter's page of the snapshot's rows and counts the
// rows it chooses. By parts, the rows are ordered by parts alone, then only
// the runs of equal parts that cross the page are ordered by name.
func (s *Store) capPage(ctx context.Context, snap *snapshot, f CapFilter) ([]held, int, error) {
	q := db.SortKey(strings.TrimSpace(f.Q))
	var keys map[int64]string
	if q != "" || f.SortBy == "name" {
		var err error
		if keys, err = s.sortKeys(ctx); err != nil {
			return nil, 0, err
		}
	}
	match := make([]held, 0, len(snap.rows))
	for _, h := range snap.rows {
		if (f.Category == "" || h.category == f.Category) && (q == "" || strings.Contains(keys[h.tiers], q)) {
			match = append(match, h)
		}
	}
	start := min(len(match), (f.Page-1)*f.PerPage)
	end := min(len(match), start+f.PerPage)
	byName := func(a, b held) int {
		if c := strings.Compare(keys[a.tiers], keys[b.tiers]); c != 0 {
			if f.SortBy == "name" && f.SortDesc {
				return -c
			}
			return c
		}
		return compareHeld(a, b)
	}
	if f.SortBy == "name" {
		slices.SortFunc(match, byName)
		return match[start:end], len(match), nil
	}
	byParts := func(a, b held) int {
		if a.parts == b.parts {
			return 0
		}
		if (a.parts > b.parts) == f.SortDesc {
			return -1
		}
		return 1
	}
	if start == end {
		return nil, len(match), nil
	}
	// The page's rows are those whose parts fall between the parts at
	// start and at end in the order: count the rows of each value, find
	// those values, then order only the rows that have them.
	count := map[int64]int{}
	for _, h := range match {
		count[h.parts]++
	}
	values := make([]int64, 0, len(count))
	for v := range count {
		values = append(values, v)
	}
	slices.SortFunc(values, func(a, b int64) int { return byParts(held{parts: a}, held{parts: b}) })
	skipped, first, last := 0, int64(0), int64(0)
	seen := 0
	for i, v := range values {
		if seen+count[v] <= start {
			seen += count[v]
			skipped = seen
			continue
		}
		if i == 0 || seen == skipped {
			first = v
		}
		last = v
		seen += count[v]
		if seen >= end {
			break
		}
	}
	lo, hi := min(first, last), max(first, last)
	window := make([]held, 0, seen-skipped)
	for _, h := range match {
		if h.parts >= lo && h.parts <= hi {
			window = append(window, h)
		}
	}
	if keys == nil {
		var err error
		if keys, err = s.keysOf(ctx, window); err != nil {
			return nil, 0, err
		}
	}
	slices.SortFunc(window, func(a, b held) int {
		if c := byParts(a, b); c != 0 {
			return c
		}
		return byName(a, b)
	})
	return window[start-skipped : end-skipped], len(match), nil
}

// keysOf returns the sort keys of the rows' holders: read for them alone
// when they are few, else all at once.
func (s *Store) keysOf(ctx context.Context, rows []held) (map[int64]string, error) {
	if len(rows) > 1000 {
		return s.sortKeys(ctx)
	}
	ids := make([]int64, 0, len(rows))
	for _, h := range rows {
		ids = append(ids, h.tiers)
	}
	return s.clientsColumn(ctx, "sort_name", ids)
}

// holdings turns rows of the snapshot into holdings with names, capital,
// percentages and votes (one holder one vote, on their first voting
// category).
func (s *Store) holdings(ctx context.Context, snap *snapshot, set coopconfig.Settings, rows []held) ([]Holding, error) {
	ids := make([]int64, 0, len(rows))
	for _, h := range rows {
		ids = append(ids, h.tiers)
	}
	names, err := s.clientsColumn(ctx, "name", ids)
	if err != nil {
		return nil, err
	}
	n := voters(snap, set)
	out := make([]Holding, 0, len(rows))
	for _, r := range rows {
		cat, _ := set.Category(r.category)
		h := Holding{TiersID: r.tiers, Name: names[r.tiers], Category: r.category, Parts: r.parts, CapitalCents: r.parts * cat.NominalCents, Voting: cat.Voting}
		if t := snap.totals[r.category]; t > 0 {
			h.Percentage = float64(r.parts) * 100 / float64(t)
		}
		if cat.Voting && firstVoting(snap, set, r) {
			h.Votes = 1
			h.VotingWeight = 100 / float64(n)
		}
		out = append(out, h)
	}
	return out, nil
}

// firstVoting says whether r is its holder's first voting holding.
func firstVoting(snap *snapshot, set coopconfig.Settings, r held) bool {
	for _, h := range snap.of(r.tiers) {
		if cat, _ := set.Category(h.category); cat.Voting {
			return h.category == r.category
		}
	}
	return false
}

// voters counts the holders with at least one voting part.
func voters(snap *snapshot, set coopconfig.Settings) int {
	n := 0
	var last int64
	for i, h := range snap.rows {
		if i > 0 && h.tiers == last {
			continue
		}
		if cat, _ := set.Category(h.category); cat.Voting {
			n++
			last = h.tiers
		}
	}
	return n
}

// sortKeys returns every tiers' sort key (its name folded), read in one row.
func (s *Store) sortKeys(ctx context.Context) (map[int64]string, error) {
	agg := `group_concat(id || ' ' || replace(sort_name, char(10), ' '), char(10))`
	if s.db.Engine != db.SQLite {
		agg = `string_agg(id || ' ' || replace(sort_name, chr(10), ' '), chr(10))`
	}
	var list sql.NullString
	if err := s.db.QueryRowContext(ctx, `SELECT `+agg+` FROM clients`).Scan(&list); err != nil {
		return nil, fmt.Errorf("ledger: sort keys: %w", err)
	}
	out := map[int64]string{}
	for line := range strings.SplitSeq(list.String, "\n") {
		id, key, _ := strings.Cut(line, " ")
		if n, err := strconv.ParseInt(id, 10, 64); err == nil {
			out[n] = key
		}
	}
	return out, nil
}

// clientsColumn returns column (name or sort_name) of the tiers ids, read
// 500 at a time.
func (s *Store) clientsColumn(ctx context.Context, column string, ids []int64) (map[int64]string, error) {
	slices.Sort(ids)
	ids = slices.Compact(ids)
	out := make(map[int64]string, len(ids))
	for part := range slices.Chunk(ids, 500) {
		args := make([]any, len(part))
		marks := make([]string, len(part))
		for i, id := range part {
			args[i], marks[i] = id, "$"+strconv.Itoa(i+1)
		}
		rows, err := s.db.QueryContext(ctx, `SELECT id, `+column+` FROM clients WHERE id IN (`+strings.Join(marks, ", ")+`)`, args...)
		if err != nil {
			return nil, fmt.Errorf("ledger: names: %w", err)
		}
		for rows.Next() {
			var id int64
			var name string
			if err := rows.Scan(&id, &name); err != nil {
				rows.Close()
				return nil, fmt.Errorf("ledger: names: %w", err)
			}
			out[id] = name
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("ledger: names: %w", err)
		}
	}
	return out, nil
}
