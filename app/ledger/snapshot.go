package ledger

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// held is one holder's parts in one category.
type held struct {
	tiers    int64
	category string
	parts    int64
}

func compareHeld(a, b held) int {
	if a.tiers != b.tiers {
		if a.tiers < b.tiers {
			return -1
		}
		return 1
	}
	return strings.Compare(a.category, b.category)
}

// snapshot is every non-zero holding after entry number, by holder then
// category, with each category's parts and holders. Holdings after an entry
// never change once it is written.
type snapshot struct {
	number   int64
	rows     []held
	totals   map[string]int64
	holders  map[string]int // holders of some parts of the category
	distinct int            // holders of some parts of any category
}

// of returns the holdings of tiers, by category.
func (s *snapshot) of(tiers int64) []held {
	lo, _ := slices.BinarySearchFunc(s.rows, tiers, func(h held, t int64) int {
		if h.tiers < t {
			return -1
		} else if h.tiers > t {
			return 1
		}
		return 0
	})
	hi := lo
	for hi < len(s.rows) && s.rows[hi].tiers == tiers {
		hi++
	}
	return s.rows[lo:hi]
}

// snapshotAt returns the holdings after entry n, computed from the nearest
// known state: the checkpoint at or before n plus the entries since, the
// checkpoint after n or the holdings now minus the entries between. Each
// state is read in one row the database assembles (a list of "holder
// category parts"), which costs far less than a row per holding.
func (s *Store) snapshotAt(ctx context.Context, n int64) (*snapshot, error) {
	key := strconv.FormatInt(n, 10)
	if kept, ok := s.tables.Get(key, 0); ok {
		return kept, nil
	}
	var before, after, last int64
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE((SELECT MAX(upto) FROM share_checkpoints WHERE upto <= $1), 0),
		COALESCE((SELECT MIN(upto) FROM share_checkpoints WHERE upto > $1), 0), COALESCE((SELECT MAX(number) FROM share_entries), 0)`, n).
		Scan(&before, &after, &last); err != nil {
		return nil, fmt.Errorf("ledger: checkpoint: %w", err)
	}
	agg := s.listAgg()
	cats := map[string]string{}
	var delta []held
	var rows []held
	var err error
	switch {
	case after > 0 && after-n < n-before && after-n <= last-n:
		rows, err = s.readCheckpoint(ctx, cats, after)
		if err == nil {
			delta, err = s.readDelta(ctx, cats, n, after, -1)
		}
	case last-n < n-before:
		// The holdings now, and the number they are after, in one statement
		// (so one snapshot of the database, whatever is written meanwhile).
		var at int64
		if s.native(ctx) == connPgx {
			rows, at, err = s.holdingsNowPostgres(ctx, cats)
		} else {
			var list sql.NullString
			err = s.db.QueryRowContext(ctx, `SELECT COALESCE((SELECT MAX(number) FROM share_entries), 0), `+agg+` FROM share_holdings WHERE parts > 0`).Scan(&at, &list)
			if err == nil {
				rows, err = parseHeld(list.String, cats)
			}
		}
		if err == nil {
			delta, err = s.readDelta(ctx, cats, n, at, -1)
		}
	default:
		if before > 0 {
			rows, err = s.readCheckpoint(ctx, cats, before)
		}
		if err == nil {
			delta, err = s.readDelta(ctx, cats, before, n, 1)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("ledger: holdings after %d: %w", n, err)
	}
	out := settle(n, rows, delta)
	s.tables.Put(key, 0, out)
	return out, nil
}
