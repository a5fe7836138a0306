package analytics

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"sync"
	"time"
)

// RollEvery is how often the job runs by default.
const RollEvery = time.Minute

// The visits' metrics in analytics_daily, rolled from activity_events, and
// the day set of the users seen.
const (
	MetricVisits         = "visits"          // page visits
	MetricVisitsRoute    = "visits_route"    // page visits, by route (dim)
	MetricSessions       = "sessions"        // distinct sessions
	MetricSessionsDevice = "sessions_device" // distinct sessions, by device (dim)
	MetricSignIns        = "sign_ins"        // sign-ins
	MetricActiveUsers    = "active_users"    // distinct users
	SetUsers             = "users"           // the users seen on a day (member: user id)
)

// visitMetrics are the metrics the visits' rollup rewrites.
var visitMetrics = []string{MetricVisits, MetricVisitsRoute, MetricSessions, MetricSessionsDevice, MetricSignIns, MetricActiveUsers}

// Start runs the job every `every` (RollEvery when 0), the first time at
// once, until stop is called; stop waits for a run in progress.
func (s *Store) Start(every time.Duration) (stop func()) {
	if every <= 0 {
		every = RollEvery
	}
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(every)
		defer t.Stop()
		for first := true; ; first = false {
			if err := s.RollNow(ctx); err != nil && ctx.Err() == nil {
				slog.Error("analytics: rollup", "err", err)
			}
			if first {
				s.warmSets(ctx) // the first dashboard then need not read them
			}
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	}()
	return func() { cancel(); wg.Wait() }
}

// RollNow runs the rollup once, unless another instance is running it:
// under the lease, it rolls the visits up for every day since the last run
// (the days of raw rows added since, too), runs each roller whose source
// changed, purges the raw rows past the retention (of days rolled), and
// notes the time.
func (s *Store) RollNow(ctx context.Context) error {
	_, err := s.roll(ctx)
	return err
}

// roll is RollNow, saying whether this instance held the lease.
func (s *Store) roll(ctx context.Context) (bool, error) {
	// The lease keeps other instances out; this keeps this one's own runs
	// (the job's, a test's, the seed's) one after the other.
	s.rollMu.Lock()
	defer s.rollMu.Unlock()
	now := s.now()
	got, err := s.takeLease(ctx, now)
	if err != nil || !got {
		return false, err
	}
	defer func() {
		if err := s.releaseLease(context.WithoutCancel(ctx)); err != nil {
			slog.Error("analytics: rollup", "err", err)
		}
	}()
	// Whatever it wrote, even if it stops half-way, every instance reads the daily figures again.
	defer func() {
		if err := s.bumpDaily(context.WithoutCancel(ctx)); err != nil {
			slog.Error("analytics: rollup", "err", err)
		}
	}()
	today := DayIn(now)
	if err := s.rollVisits(ctx, today); err != nil {
		return true, err
	}
	s.runRollers(ctx)
	if err := s.purge(ctx, today); err != nil {
		return true, err
	}
	if err := s.trimChanges(ctx); err != nil {
		return true, err
	}
	return true, putState(ctx, s.db, stateRolledAt, now.UTC().Format(time.RFC3339Nano))
}

// rollFrom is the first day the visits' rollup must rewrite: the day after
// the last run's last day is never enough (that day went on), so the last
// run's day; earlier when raw rows were added since for an earlier day;
// never a day whose raw rows were purged; the first raw row's day at the
// first run. ok is false when there is nothing to roll.
func (s *Store) rollFrom(ctx context.Context, today string) (from string, maxID int64, ok bool, err error) {
	last, err := getState(ctx, s.db, stateVisitsDay)
	if err != nil {
		return "", 0, false, err
	}
	seen, err := getInt(ctx, s.db, stateVisitsMaxID)
	if err != nil {
		return "", 0, false, err
	}
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM activity_events`).Scan(&maxID); err != nil {
		return "", 0, false, fmt.Errorf("analytics: rollup: last event: %w", err)
	}
	from = last
	if maxID > seen {
		var first sql.NullInt64
		if err := s.db.QueryRowContext(ctx, `SELECT MIN(at) FROM activity_events WHERE id > $1`, seen).Scan(&first); err != nil {
			return "", 0, false, fmt.Errorf("analytics: rollup: first new event: %w", err)
		}
		if first.Valid {
			if d := DayIn(time.UnixMilli(first.Int64)); from == "" || d < from {
				from = d
			}
		}
	}
	if from == "" {
		return "", maxID, false, nil // nothing ever recorded
	}
	purged, err := getState(ctx, s.db, statePurgedBefore)
	if err != nil {
		return "", 0, false, err
	}
	if from < purged {
		from = purged
	}
	if from > today {
		from = today
	}
	return from, maxID, true, nil
}

// rollVisits rewrites the visits' metrics and the day set "users" of every
// day from rollFrom through today, in one transaction, from the raw rows
// read once in time order.
func (s *Store) rollVisits(ctx context.Context, today string) error {
	from, maxID, ok, err := s.rollFrom(ctx, today)
	if err != nil || !ok {
		if err == nil {
			err = putState(ctx, s.db, stateVisitsMaxID, fmt.Sprint(maxID))
		}
		return err
	}
	days, err := s.aggregate(ctx, from, today)
	if err != nil {
		return err
	}
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		args := []any{from, today}
		in := ""
		for i, m := range visitMetrics {
			args = append(args, m)
			if i > 0 {
				in += ", "
			}
			in += fmt.Sprintf("$%d", len(args))
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM analytics_daily WHERE day >= $1 AND day <= $2 AND metric IN (`+in+`)`, args...); err != nil {
			return fmt.Errorf("analytics: rollup: clear the visits: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM analytics_day_sets WHERE name = $1 AND day >= $2 AND day <= $3`, SetUsers, from, today); err != nil {
			return fmt.Errorf("analytics: rollup: clear the users: %w", err)
		}
		w := newRowWriter(ctx, tx)
		for _, d := range days {
			d.write(w)
		}
		for day := from; day <= today; day = nextDay(day) {
			w.change(SetUsers, day)
		}
		if err := w.flush(); err != nil {
			return fmt.Errorf("analytics: rollup: write the visits: %w", err)
		}
		if err := putState(ctx, tx, stateVisitsDay, today); err != nil {
			return err
		}
		return putState(ctx, tx, stateVisitsMaxID, fmt.Sprint(maxID))
	})
}

// dayFigures are one day's visits as the rollup counts them.
type dayFigures struct {
	day      string
	visits   int64
	signIns  int64
	routes   map[string]int64
	sessions map[string]string // session → device (its first)
	users    map[int64]struct{}
}

func newDay(day string) *dayFigures {
	return &dayFigures{day: day, routes: map[string]int64{}, sessions: map[string]string{}, users: map[int64]struct{}{}}
}

// write queues the day's rows.
func (d *dayFigures) write(w *rowWriter) {
	if d.visits > 0 {
		w.dailyRow(MetricVisits, d.day, "", d.visits)
	}
	for route, n := range d.routes {
		w.dailyRow(MetricVisitsRoute, d.day, route, n)
	}
	if d.signIns > 0 {
		w.dailyRow(MetricSignIns, d.day, "", d.signIns)
	}
	if len(d.sessions) > 0 {
		w.dailyRow(MetricSessions, d.day, "", int64(len(d.sessions)))
		byDevice := map[string]int64{}
		for _, device := range d.sessions {
			byDevice[device]++
		}
		for device, n := range byDevice {
			w.dailyRow(MetricSessionsDevice, d.day, device, n)
		}
	}
	if len(d.users) > 0 {
		w.dailyRow(MetricActiveUsers, d.day, "", int64(len(d.users)))
		for u := range d.users {
			w.member(SetUsers, d.day, u)
		}
	}
}

// aggregate reads the raw rows of the days from through to, in time order,
// and counts each day's figures. A session is counted on each day it was
// seen, under the device of its first event of that day.
func (s *Store) aggregate(ctx context.Context, from, to string) ([]*dayFigures, error) {
	lo, _ := dayBounds(from)
	_, hi := dayBounds(to)
	rows, err := s.db.QueryContext(ctx, `SELECT kind, user_id, route, device, session, at FROM activity_events
		WHERE at >= $1 AND at < $2 ORDER BY at`, lo, hi)
	if err != nil {
		return nil, fmt.Errorf("analytics: rollup: read the activity: %w", err)
	}
	defer rows.Close()
	var out []*dayFigures
	var cur *dayFigures
	var curEnd int64
	var (
		kind, route, device, session string
		userID, at                   int64
	)
	for rows.Next() {
		if err := rows.Scan(&kind, &userID, &route, &device, &session, &at); err != nil {
			return nil, fmt.Errorf("analytics: rollup: read the activity: %w", err)
		}
		if cur == nil || at >= curEnd {
			day := DayIn(time.UnixMilli(at))
			_, curEnd = dayBounds(day)
			cur = newDay(day)
			out = append(out, cur)
		}
		switch kind {
		case KindVisit:
			cur.visits++
			cur.routes[route]++
		case KindSignIn:
			cur.signIns++
		}
		if session != "" {
			if _, seen := cur.sessions[session]; !seen {
				cur.sessions[session] = device
			}
		}
		cur.users[userID] = struct{}{}
	}
	return out, rows.Err()
}

// runRollers runs each roller whose source changed since its last roll, each
// in its own transaction with its new fingerprint; one that fails is logged
// and tried again at the next run, and the others go on.
func (s *Store) runRollers(ctx context.Context) {
	for _, r := range rollers {
		if err := s.runRoller(ctx, r); err != nil && ctx.Err() == nil {
			slog.Error("analytics: roller", "roller", r.Name, "err", err)
		}
	}
}

func (s *Store) runRoller(ctx context.Context, r Roller) error {
	fp, err := r.Fingerprint(ctx, s.db)
	if err != nil {
		return fmt.Errorf("fingerprint: %w", err)
	}
	last, err := getState(ctx, s.db, fingerprintPrefix+r.Name)
	if err != nil {
		return err
	}
	if fp == last && last != "" {
		return nil
	}
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := r.Roll(ctx, tx); err != nil {
			return err
		}
		w := newRowWriter(ctx, tx)
		w.change(anySet, "")
		if err := w.flush(); err != nil {
			return err
		}
		return putState(ctx, tx, fingerprintPrefix+r.Name, fp)
	})
}

// PurgeBatch is how many raw rows one statement of the purge deletes: the
// writer lock is held for short moments, not for the whole purge.
const PurgeBatch = 20000

// purge deletes the raw rows of the days before the retention (counted back
// from today, today included) that were rolled up.
func (s *Store) purge(ctx context.Context, today string) error {
	days := s.retention(ctx)
	if days < 1 {
		days = DefaultRetentionDays
	}
	cutoff := dayOf(parseDay(today).AddDate(0, 0, -(days - 1)))
	rolled, err := getState(ctx, s.db, stateVisitsDay)
	if err != nil {
		return err
	}
	if rolled == "" {
		return nil
	}
	if rolled < cutoff {
		cutoff = rolled
	}
	before, _ := dayBounds(cutoff)
	var deleted int64
	for {
		res, err := s.db.ExecContext(ctx, `DELETE FROM activity_events WHERE id IN
			(SELECT id FROM activity_events WHERE at < $1 ORDER BY at LIMIT $2)`, before, PurgeBatch)
		if err != nil {
			return fmt.Errorf("analytics: purge: %w", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return fmt.Errorf("analytics: purge: %w", err)
		}
		deleted += n
		if n < PurgeBatch {
			break
		}
	}
	if deleted == 0 {
		return nil
	}
	was, err := getState(ctx, s.db, statePurgedBefore)
	if err != nil || was >= cutoff {
		return err
	}
	return putState(ctx, s.db, statePurgedBefore, cutoff)
}
