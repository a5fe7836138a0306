package ledger

import (
	"context"
	"fmt"
)

// CategoryNow is one category of parts as it stands now: the parts held,
// their capital at the nominal value, and how many holders hold some.
type CategoryNow struct {
	Category     string `json:"category"`
	Label        string `json:"label"`
	NominalCents int64  `json:"nominalCents"`
	Parts        int64  `json:"parts"`
	CapitalCents int64  `json:"capitalCents"`
	Holders      int    `json:"holders"`
}

// CapitalNow returns each configured category's parts, capital and holders
// now, read from the holdings the register keeps (one pass over the
// category index, never the entries); a category found only in the
// holdings comes last, at a nominal of 0.
func (s *Store) CapitalNow(ctx context.Context) ([]CategoryNow, error) {
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT category, COALESCE(SUM(parts), 0), count(*) FROM share_holdings WHERE parts > 0 GROUP BY category ORDER BY category`)
	if err != nil {
		return nil, fmt.Errorf("ledger: capital now: %w", err)
	}
	defer rows.Close()
	held := map[string]CategoryNow{}
	var order []string
	for rows.Next() {
		var c CategoryNow
		if err := rows.Scan(&c.Category, &c.Parts, &c.Holders); err != nil {
			return nil, fmt.Errorf("ledger: capital now: %w", err)
		}
		held[c.Category] = c
		order = append(order, c.Category)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("ledger: capital now: %w", err)
	}
	out := make([]CategoryNow, 0, len(set.Categories))
	for _, cat := range set.Categories {
		c := held[cat.Code]
		c.Category, c.Label, c.NominalCents = cat.Code, cat.Label, cat.NominalCents
		c.CapitalCents = c.Parts * cat.NominalCents
		out = append(out, c)
		delete(held, cat.Code)
	}
	for _, code := range order {
		if c, ok := held[code]; ok {
			c.Label = code
			out = append(out, c)
		}
	}
	return out, nil
}
