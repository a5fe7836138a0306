package analytics

import (
	"context"
	"fmt"
	"log/slog"
	"math/bits"
	"strconv"
	"sync"
	"time"
)

// A distinct count over a period ("active users in the last twelve months")
// is a union of the period's day sets: counted in SQL it reads every row of
// the period. Each instance keeps instead, for each day set, every member
// with the days it was there as a bitset (one bit a day): a count is one
// pass over the members' few words, exact, in well under a millisecond at
// twenty thousand members. The copy follows the database through
// analytics_set_changes: the rollup writes there each (set, day) it
// rewrote, and a reader applies the changes made since its copy was read,
// rereading only those days.

// keptChanges is how many set changes stay in the table; an instance whose
// copy is older than the oldest reads its sets again in full.
const keptChanges = 20000

// daySet is an instance's copy of one day set.
type daySet struct {
	mu     sync.RWMutex
	loaded bool
	seq    int64     // the last set change applied
	base   time.Time // the day of bit 0
	index  map[int64]int
	member []int64
	byDay  [][]uint64 // per day (base + d days), bit i: member[i] present
	count  []int64    // per day, the members present
}

// dayIndex is the bit of day in s (negative before its first day).
func (s *daySet) dayIndex(day string) int { return daysBetween(s.base, parseDay(day)) }

// add marks m present on day d.
func (s *daySet) add(m int64, d int) {
	i, ok := s.index[m]
	if !ok {
		i = len(s.member)
		s.index[m] = i
		s.member = append(s.member, m)
	}
	for len(s.byDay) <= d {
		s.byDay = append(s.byDay, nil)
		s.count = append(s.count, 0)
	}
	w, bit := i/64, uint64(1)<<(i%64)
	for len(s.byDay[d]) <= w {
		s.byDay[d] = append(s.byDay[d], 0)
	}
	if s.byDay[d][w]&bit == 0 {
		s.byDay[d][w] |= bit
		s.count[d]++
	}
}

// clearDay forgets every member's presence on day d.
func (s *daySet) clearDay(d int) {
	if d < len(s.byDay) {
		s.byDay[d] = nil
		s.count[d] = 0
	}
}

// distinct counts the members present on at least one of the days a..b:
// the days' member bits ORed together, then counted (a year of 20,000
// members is some hundred thousand word operations).
func (s *daySet) distinct(a, b int) int64 {
	a = max(a, 0)
	b = min(b, len(s.byDay)-1)
	if b < a {
		return 0
	}
	acc := make([]uint64, (len(s.member)+63)/64)
	for d := a; d <= b; d++ {
		for w, v := range s.byDay[d] {
			acc[w] |= v
		}
	}
	var n int
	for _, v := range acc {
		n += bits.OnesCount64(v)
	}
	return int64(n)
}

// onDay is the number of members present on bit d.
func (s *daySet) onDay(d int) int64 {
	if d < 0 || d >= len(s.count) {
		return 0
	}
	return s.count[d]
}

// Distinct counts the distinct members of a day set over p.
func (s *Store) Distinct(ctx context.Context, set string, p Period) (int64, error) {
	ds, err := s.daySet(ctx, set)
	if err != nil {
		return 0, err
	}
	ds.mu.RLock()
	defer ds.mu.RUnlock()
	return ds.distinct(ds.dayIndex(p.From), ds.dayIndex(p.To)), nil
}

// DistinctSeries counts the distinct members of a day set per bucket of p.
func (s *Store) DistinctSeries(ctx context.Context, set string, p Period) ([]int64, error) {
	ds, err := s.daySet(ctx, set)
	if err != nil {
		return nil, err
	}
	ds.mu.RLock()
	defer ds.mu.RUnlock()
	buckets := p.Buckets()
	out := make([]int64, len(buckets))
	for i, b := range buckets {
		if p.Unit != UnitMonth {
			out[i] = ds.onDay(ds.dayIndex(b))
			continue
		}
		first := b + "-01"
		last := dayOf(parseDay(first).AddDate(0, 1, -1))
		first, last = max(first, p.From), min(last, p.To)
		out[i] = ds.distinct(ds.dayIndex(first), ds.dayIndex(last))
	}
	return out, nil
}

// daySet is this instance's copy of set, brought up to date.
func (s *Store) daySet(ctx context.Context, name string) (*daySet, error) {
	s.setsMu.Lock()
	ds := s.sets[name]
	if ds == nil {
		ds = &daySet{}
		s.sets[name] = ds
	}
	s.setsMu.Unlock()
	if err := s.refresh(ctx, name, ds); err != nil {
		return nil, err
	}
	return ds, nil
}

// warmSets reads this instance's copy of every day set.
func (s *Store) warmSets(ctx context.Context) {
	rows, err := s.db.QueryContext(ctx, `SELECT DISTINCT name FROM analytics_day_sets`)
	if err != nil {
		slog.Error("analytics: day sets", "err", err)
		return
	}
	var names []string
	for rows.Next() {
		var name string
		if rows.Scan(&name) == nil {
			names = append(names, name)
		}
	}
	rows.Close()
	for _, name := range names {
		if _, err := s.daySet(ctx, name); err != nil && ctx.Err() == nil {
			slog.Error("analytics: day set", "set", name, "err", err)
		}
	}
}

// setChange is a row of analytics_set_changes.
type setChange struct {
	seq       int64
	name, day string
}

// refresh applies to ds the set changes written since it was read: the
// days of this set rewritten are read again; a roller's rewrite, or changes
// older than those kept, read the whole set again.
func (s *Store) refresh(ctx context.Context, name string, ds *daySet) error {
	ds.mu.RLock()
	seq, loaded := ds.seq, ds.loaded
	ds.mu.RUnlock()
	var changes []setChange
	if loaded {
		var err error
		if changes, err = s.changesSince(ctx, seq); err != nil || len(changes) == 0 {
			return err
		}
	}
	ds.mu.Lock()
	defer ds.mu.Unlock()
	if !ds.loaded {
		last, err := s.lastChange(ctx)
		if err != nil {
			return err
		}
		return s.loadSet(ctx, name, ds, last)
	}
	if ds.seq != seq { // another reader brought it up to date meanwhile
		var err error
		if changes, err = s.changesSince(ctx, ds.seq); err != nil || len(changes) == 0 {
			return err
		}
	}
	floor, err := getInt(ctx, s.db, stateChangesFloor)
	if err != nil {
		return err
	}
	full := ds.seq < floor
	days := map[string]bool{}
	last := ds.seq
	for _, c := range changes {
		last = c.seq
		switch {
		case c.name == name:
			days[c.day] = true
		case c.name == anySet && name != SetUsers:
			full = true
		}
	}
	if full {
		return s.loadSet(ctx, name, ds, last)
	}
	for day := range days {
		if err := s.loadDay(ctx, name, ds, day); err != nil {
			ds.loaded = false
			return err
		}
	}
	ds.seq = last
	return nil
}

// changesSince are the set changes after seq, in order.
func (s *Store) changesSince(ctx context.Context, seq int64) ([]setChange, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT seq, name, day FROM analytics_set_changes WHERE seq > $1 ORDER BY seq`, seq)
	if err != nil {
		return nil, fmt.Errorf("analytics: set changes: %w", err)
	}
	defer rows.Close()
	var out []setChange
	for rows.Next() {
		var c setChange
		if err := rows.Scan(&c.seq, &c.name, &c.day); err != nil {
			return nil, fmt.Errorf("analytics: set changes: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

func (s *Store) lastChange(ctx context.Context) (int64, error) {
	var seq int64
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) FROM analytics_set_changes`).Scan(&seq); err != nil {
		return 0, fmt.Errorf("analytics: set changes: %w", err)
	}
	return seq, nil
}

// loadSet reads the whole set into ds, as of set change seq (read before
// the set, so that a change made meanwhile is applied again next time).
func (s *Store) loadSet(ctx context.Context, name string, ds *daySet, seq int64) error {
	fresh := daySet{seq: seq, loaded: true, index: map[int64]int{}}
	var first string
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MIN(day), '') FROM analytics_day_sets WHERE name = $1`, name).Scan(&first); err != nil {
		return fmt.Errorf("analytics: day set %s: %w", name, err)
	}
	if first == "" {
		first = s.Today()
	}
	// A little room before the first day: a later rollup of an earlier day
	// (raw rows added for it) then fits without reading the set again.
	fresh.base = parseDay(first).AddDate(0, 0, -64)
	rows, err := s.db.QueryContext(ctx, `SELECT day, member FROM analytics_day_sets WHERE name = $1`, name)
	if err != nil {
		return fmt.Errorf("analytics: day set %s: %w", name, err)
	}
	defer rows.Close()
	index := map[string]int{}
	var day string
	var m int64
	for rows.Next() {
		if err := rows.Scan(&day, &m); err != nil {
			return fmt.Errorf("analytics: day set %s: %w", name, err)
		}
		d, ok := index[day]
		if !ok {
			d = fresh.dayIndex(day)
			index[day] = d
		}
		if d >= 0 {
			fresh.add(m, d)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("analytics: day set %s: %w", name, err)
	}
	ds.loaded, ds.seq, ds.base, ds.index, ds.member, ds.byDay, ds.count = true, fresh.seq, fresh.base, fresh.index, fresh.member, fresh.byDay, fresh.count
	return nil
}

// loadDay reads again one day of the set into ds.
func (s *Store) loadDay(ctx context.Context, name string, ds *daySet, day string) error {
	d := ds.dayIndex(day)
	if d < 0 {
		return s.loadSet(ctx, name, ds, ds.seq) // before the copy's first day: read it all
	}
	rows, err := s.db.QueryContext(ctx, `SELECT member FROM analytics_day_sets WHERE name = $1 AND day = $2`, name, day)
	if err != nil {
		return fmt.Errorf("analytics: day set %s: %w", name, err)
	}
	defer rows.Close()
	ds.clearDay(d)
	var m int64
	for rows.Next() {
		if err := rows.Scan(&m); err != nil {
			return fmt.Errorf("analytics: day set %s: %w", name, err)
		}
		ds.add(m, d)
	}
	return rows.Err()
}

// trimChanges keeps the last keptChanges set changes, noting up to where
// the older ones went.
func (s *Store) trimChanges(ctx context.Context) error {
	last, err := s.lastChange(ctx)
	if err != nil || last <= keptChanges {
		return err
	}
	floor := last - keptChanges
	res, err := s.db.ExecContext(ctx, `DELETE FROM analytics_set_changes WHERE seq <= $1`, floor)
	if err != nil {
		return fmt.Errorf("analytics: trim set changes: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return putState(ctx, s.db, stateChangesFloor, strconv.FormatInt(floor, 10))
}
