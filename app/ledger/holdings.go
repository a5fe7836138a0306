package ledger

import (
	"context"
	"fmt"
	"time"

	"partage/app"
)

// numberAt returns the last entry dated asOf or before (0: none); asOf ""
// is now.
func (s *Store) numberAt(ctx context.Context, asOf string) (int64, error) {
	var n int64
	var err error
	if asOf == "" {
		err = s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(number), 0) FROM share_entries`).Scan(&n)
	} else {
		if _, perr := time.Parse(day, asOf); perr != nil {
			return 0, app.InvalidField("asOf", "dayFormat", nil)
		}
		err = s.db.QueryRowContext(ctx, `SELECT COALESCE((SELECT number FROM share_entries WHERE entry_date <= $1
			ORDER BY entry_date DESC, number DESC LIMIT 1), 0)`, asOf).Scan(&n)
	}
	if err != nil {
		return 0, fmt.Errorf("ledger: entry as of %q: %w", asOf, err)
	}
	return n, nil
}

// holdingsAt is the snapshot as of asOf ("" now).
func (s *Store) holdingsAt(ctx context.Context, asOf string) (*snapshot, error) {
	n, err := s.numberAt(ctx, asOf)
	if err != nil {
		return nil, err
	}
	return s.snapshotAt(ctx, n)
}

// HoldingsOf returns what tiersID holds in each category as of asOf
// (YYYY-MM-DD, "" for now).
func (s *Store) HoldingsOf(ctx context.Context, tiersID int64, asOf string) ([]Holding, error) {
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return nil, err
	}
	snap, err := s.holdingsAt(ctx, asOf)
	if err != nil {
		return nil, err
	}
	return s.holdings(ctx, snap, set, snap.of(tiersID))
}

// EachHoldingAt calls fn with every non-zero holding as of asOf (the interest
// run), by holder then category.
func (s *Store) EachHoldingAt(ctx context.Context, asOf string, fn func(Holding) error) error {
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return err
	}
	snap, err := s.holdingsAt(ctx, asOf)
	if err != nil {
		return err
	}
	all, err := s.holdings(ctx, snap, set, snap.rows)
	if err != nil {
		return err
	}
	for _, h := range all {
		if err := fn(h); err != nil {
			return err
		}
	}
	return nil
}

// CapitalByMonth returns each category's parts and capital at the end of
// each of the months months up to until's month, oldest first.
func (s *Store) CapitalByMonth(ctx context.Context, months int, until time.Time) ([]MonthTotal, error) {
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return nil, err
	}
	months = max(1, min(months, 240))
	last := until.Format("2006-01")
	first := time.Date(until.Year(), until.Month()-time.Month(months-1), 1, 0, 0, 0, 0, time.UTC).Format("2006-01")
	rows, err := s.db.QueryContext(ctx, `SELECT month, category, net_parts FROM share_month_totals WHERE month <= $1 ORDER BY month`, last)
	if err != nil {
		return nil, fmt.Errorf("ledger: month totals: %w", err)
	}
	defer rows.Close()
	cats := []string{}
	for _, c := range set.Categories {
		cats = append(cats, c.Code)
	}
	running := map[string]int64{}
	byMonth := map[string]map[string]int64{}
	for rows.Next() {
		var m, c string
		var n int64
		if err := rows.Scan(&m, &c, &n); err != nil {
			return nil, fmt.Errorf("ledger: month totals: %w", err)
		}
		if _, ok := set.Category(c); !ok && !oneOf(c, cats...) {
			cats = append(cats, c)
		}
		if m < first {
			running[c] += n
			continue
		}
		if byMonth[m] == nil {
			byMonth[m] = map[string]int64{}
		}
		byMonth[m][c] += n
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("ledger: month totals: %w", err)
	}
	out := make([]MonthTotal, 0, months*len(cats))
	for i := 0; i < months; i++ {
		m := time.Date(until.Year(), until.Month()-time.Month(months-1-i), 1, 0, 0, 0, 0, time.UTC).Format("2006-01")
		for _, c := range cats {
			running[c] += byMonth[m][c]
			cat, _ := set.Category(c)
			out = append(out, MonthTotal{Month: m, Category: c, Parts: running[c], CapitalCents: running[c] * cat.NominalCents})
		}
	}
	return out, nil
}

// HolderTotal is what one holder holds in all categories at a date, and its
// share of all the parts held then.
type HolderTotal struct {
	Parts        int64
	CapitalCents int64
	Percentage   float64
}

// TotalsOf returns the totals of the holders ids as of asOf ("" now).
func (s *Store) TotalsOf(ctx context.Context, ids []int64, asOf string) (map[int64]HolderTotal, error) {
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return nil, err
	}
	snap, err := s.holdingsAt(ctx, asOf)
	if err != nil {
		return nil, err
	}
	var all int64
	for _, n := range snap.totals {
		all += n
	}
	out := make(map[int64]HolderTotal, len(ids))
	for _, id := range ids {
		var t HolderTotal
		for _, h := range snap.of(id) {
			if cat, ok := set.Category(h.category); ok {
				t.Parts += h.parts
				t.CapitalCents += h.parts * cat.NominalCents
			}
		}
		if all > 0 {
			t.Percentage = float64(t.Parts) * 100 / float64(all)
		}
		out[id] = t
	}
	return out, nil
}
