package analytics

import (
	"context"
	"fmt"
	"sort"
	"time"
)

// The cards read the daily figures from a copy each instance keeps of
// analytics_daily (a few tens of thousands of rows: figures × days × their
// dimensions), read again whole when the rollup moved stateDailyVersion. A
// card then costs one lookup of that version, whatever its period: a year
// asked for the first time is summed from the copy, not read from the
// database row by row.

// stateDailyVersion is moved by every rollup, after it wrote its rows.
const stateDailyVersion = "daily_version"

// figureKey names one figure: a metric and a value of its dimension.
type figureKey struct{ metric, dim string }

// dailyRun is one figure's days, in order, with running sums: sums[i] is the
// total of the days before days[i], sums[len(days)] the total of them all.
type dailyRun struct {
	days []string
	sums []int64
}

// between is the total of the days from..to (both included).
func (r *dailyRun) between(from, to string) int64 {
	a := sort.SearchStrings(r.days, from)
	b := sort.SearchStrings(r.days, to)
	if b < len(r.days) && r.days[b] == to {
		b++
	}
	if b <= a {
		return 0
	}
	return r.sums[b] - r.sums[a]
}

// dailyCopy is the copy of analytics_daily as of version.
type dailyCopy struct {
	version int64
	runs    map[figureKey]*dailyRun
	dims    map[string][]string // each metric's dimensions, sorted
}

// daily is the copy of the daily figures as of the rollup's last version.
// The first request to see the version move reads them again; requests
// arriving while it reads answer from the previous copy (a rollup behind at
// most) rather than queue behind it.
func (s *Store) daily(ctx context.Context) (*dailyCopy, error) {
	v, err := getInt(ctx, s.db, stateDailyVersion)
	if err != nil {
		return nil, err
	}
	s.dailyMu.Lock()
	c := s.dailyCopy
	if c != nil && (c.version >= v || s.dailyLoading) {
		s.dailyMu.Unlock()
		return c, nil
	}
	for c == nil && s.dailyLoading { // nothing to answer from yet: wait for the first copy
		s.dailyMu.Unlock()
		time.Sleep(time.Millisecond)
		s.dailyMu.Lock()
		c = s.dailyCopy
	}
	if c != nil && c.version >= v {
		s.dailyMu.Unlock()
		return c, nil
	}
	s.dailyLoading = true
	s.dailyMu.Unlock()
	fresh, err := s.loadDaily(ctx, v)
	s.dailyMu.Lock()
	defer s.dailyMu.Unlock()
	s.dailyLoading = false
	if err != nil {
		return nil, err
	}
	if s.dailyCopy == nil || s.dailyCopy.version < fresh.version {
		s.dailyCopy = fresh
	}
	return s.dailyCopy, nil
}

// loadDaily reads analytics_daily whole.
func (s *Store) loadDaily(ctx context.Context, version int64) (*dailyCopy, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT metric, dim, day, value FROM analytics_daily ORDER BY metric, dim, day`)
	if err != nil {
		return nil, fmt.Errorf("analytics: read the daily figures: %w", err)
	}
	defer rows.Close()
	c := &dailyCopy{version: version, runs: map[figureKey]*dailyRun{}, dims: map[string][]string{}}
	var run *dailyRun
	var last figureKey
	for rows.Next() {
		var k figureKey
		var day string
		var v int64
		if err := rows.Scan(&k.metric, &k.dim, &day, &v); err != nil {
			return nil, fmt.Errorf("analytics: read the daily figures: %w", err)
		}
		if run == nil || k != last {
			run = &dailyRun{sums: []int64{0}}
			c.runs[k] = run
			c.dims[k.metric] = append(c.dims[k.metric], k.dim)
			last = k
		}
		run.days = append(run.days, day)
		run.sums = append(run.sums, run.sums[len(run.sums)-1]+v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("analytics: read the daily figures: %w", err)
	}
	return c, nil
}

// bumpDaily moves stateDailyVersion: every instance reads the figures again.
func (s *Store) bumpDaily(ctx context.Context) error {
	v, err := getInt(ctx, s.db, stateDailyVersion)
	if err != nil {
		return err
	}
	return putState(ctx, s.db, stateDailyVersion, fmt.Sprint(v+1))
}

// Series is metric (of dim) per bucket of p, zeros filled.
func (s *Store) Series(ctx context.Context, metric, dim string, p Period) ([]int64, error) {
	c, err := s.daily(ctx)
	if err != nil {
		return nil, fmt.Errorf("analytics: series %s: %w", metric, err)
	}
	buckets := p.Buckets()
	out := make([]int64, len(buckets))
	run := c.runs[figureKey{metric, dim}]
	if run == nil {
		return out, nil
	}
	i := 0
	for k := sort.SearchStrings(run.days, p.From); k < len(run.days) && run.days[k] <= p.To; k++ {
		b := p.bucketOf(run.days[k])
		for i < len(buckets) && buckets[i] < b {
			i++
		}
		if i < len(buckets) && buckets[i] == b {
			out[i] += run.sums[k+1] - run.sums[k]
		}
	}
	return out, nil
}

// Total is metric (of dim) over p.
func (s *Store) Total(ctx context.Context, metric, dim string, p Period) (int64, error) {
	c, err := s.daily(ctx)
	if err != nil {
		return 0, fmt.Errorf("analytics: total %s: %w", metric, err)
	}
	run := c.runs[figureKey{metric, dim}]
	if run == nil {
		return 0, nil
	}
	return run.between(p.From, p.To), nil
}

// ByDim is metric over p per dim (the dims with no day in p left out).
func (s *Store) ByDim(ctx context.Context, metric string, p Period) (map[string]int64, error) {
	c, err := s.daily(ctx)
	if err != nil {
		return nil, fmt.Errorf("analytics: %s by dim: %w", metric, err)
	}
	out := map[string]int64{}
	for _, dim := range c.dims[metric] {
		run := c.runs[figureKey{metric, dim}]
		if k := sort.SearchStrings(run.days, p.From); k < len(run.days) && run.days[k] <= p.To {
			out[dim] = run.between(p.From, p.To)
		}
	}
	return out, nil
}
