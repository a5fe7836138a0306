package analytics

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
)

// writeSet rewrites the days of a day set as a rollup does: its rows and a
// set change for each day.
func writeSet(t testing.TB, d *db.DB, name string, days map[string][]int64) {
	t.Helper()
	ctx := context.Background()
	err := d.Tx(ctx, func(tx *sql.Tx) error {
		w := newRowWriter(ctx, tx)
		for day, members := range days {
			if _, err := tx.ExecContext(ctx, `DELETE FROM analytics_day_sets WHERE name = $1 AND day = $2`, name, day); err != nil {
				return err
			}
			for _, m := range members {
				w.member(name, day, m)
			}
			w.change(name, day)
		}
		return w.flush()
	})
	if err != nil {
		t.Fatal(err)
	}
}

// randomSet is a day set over n days from first: each day a few hundred of
// `members` members, some more often than others.
func randomSet(r *rand.Rand, first string, n, members int) map[string][]int64 {
	out := map[string][]int64{}
	for i := range n {
		day := dayOf(parseDay(first).AddDate(0, 0, i))
		seen := map[int64]bool{}
		for range r.IntN(300) {
			m := int64(1 + r.IntN(members)*r.IntN(members)/members) // skewed to low numbers
			if !seen[m] {
				seen[m] = true
				out[day] = append(out[day], m)
			}
		}
	}
	return out
}

// distinctOf counts the plain way.
func distinctOf(set map[string][]int64, from, to string) int64 {
	seen := map[int64]bool{}
	for day, members := range set {
		if day >= from && day <= to {
			for _, m := range members {
				seen[m] = true
			}
		}
	}
	return int64(len(seen))
}

// Distinct and DistinctSeries are exact over any period, and follow the
// days rewritten since (by this instance or another), a roller's rewrite,
// and a set change log trimmed past what an instance read.
func TestDistinctExact(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := rand.New(rand.NewPCG(11, 12))
		set := randomSet(r, "2025-01-01", 400, 3000)
		writeSet(t, d, "customers", set)
		s, other := New(d), New(d)
		s.SetClock(fixedClock(at("2026-02-04", 12, 0)))
		check := func(label string) {
			t.Helper()
			for range 60 {
				a := r.IntN(420) - 10
				b := a + r.IntN(420-a)
				p := Period{Key: PeriodCustom, From: dayOf(parseDay("2025-01-01").AddDate(0, 0, a)), To: dayOf(parseDay("2025-01-01").AddDate(0, 0, b)), Unit: UnitMonth}
				got, err := s.Distinct(ctx, "customers", p)
				if want := distinctOf(set, p.From, p.To); err != nil || got != want {
					t.Fatalf("%s: %s..%s: %d (%v), want %d", label, p.From, p.To, got, err, want)
				}
				series, err := s.DistinctSeries(ctx, "customers", p)
				if err != nil {
					t.Fatal(err)
				}
				for i, m := range p.Buckets() {
					from, to := max(m+"-01", p.From), min(m+"-31", p.To)
					if want := distinctOf(set, from, to); series[i] != want {
						t.Fatalf("%s: month %s of %s..%s: %d, want %d", label, m, p.From, p.To, series[i], want)
					}
				}
				p.Unit = UnitDay
				if p.Days() <= 62 {
					series, _ := s.DistinctSeries(ctx, "customers", p)
					for i, day := range p.Buckets() {
						if want := int64(len(set[day])); series[i] != want {
							t.Fatalf("%s: day %s: %d, want %d", label, day, series[i], want)
						}
					}
				}
			}
		}
		check("first read")
		if n, err := s.Distinct(ctx, "nobody", Period{From: "2025-01-01", To: "2026-01-01"}); err != nil || n != 0 {
			t.Errorf("an empty set: %d %v", n, err)
		}

		// Another instance rewrites some days, one before the copy's first day.
		change := map[string][]int64{"2025-03-03": {1, 2, 99999}, "2025-07-14": {}, "2024-12-20": {5, 6}, "2026-02-03": {7, 3001}}
		for day, members := range change {
			set[day] = members
		}
		writeSet(t, other.db, "customers", change)
		check("after days rewritten")

		// A roller rewrites its sets in full.
		set = randomSet(r, "2025-02-01", 300, 500)
		if err := d.Tx(ctx, func(tx *sql.Tx) error {
			if _, err := tx.ExecContext(ctx, `DELETE FROM analytics_day_sets WHERE name = 'customers'`); err != nil {
				return err
			}
			w := newRowWriter(ctx, tx)
			for day, members := range set {
				for _, m := range members {
					w.member("customers", day, m)
				}
			}
			w.change(anySet, "")
			return w.flush()
		}); err != nil {
			t.Fatal(err)
		}
		check("after a roller")

		// The change log trimmed past this instance's copy: read in full
		// (else the first of these two days would be missed).
		set["2025-05-05"] = []int64{424242}
		writeSet(t, d, "customers", map[string][]int64{"2025-05-05": {424242}})
		last, err := s.lastChange(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.ExecContext(ctx, `DELETE FROM analytics_set_changes`); err != nil {
			t.Fatal(err)
		}
		if err := putState(ctx, d, stateChangesFloor, fmt.Sprint(last)); err != nil {
			t.Fatal(err)
		}
		writeSet(t, d, "customers", map[string][]int64{"2025-05-06": {424243}})
		set["2025-05-06"] = []int64{424243}
		check("after the log was trimmed")
	})
}

// BenchmarkDistinct12Months is a twelve months' distinct count over a day
// set of 20,000 members present about 450 a day, as the dashboards ask.
func BenchmarkDistinct12Months(b *testing.B) {
	d := dbtest.SQLite(b)
	r := rand.New(rand.NewPCG(1, 2))
	set := map[string][]int64{}
	for i := range 365 {
		day := dayOf(parseDay("2025-01-01").AddDate(0, 0, i))
		for range 450 {
			set[day] = append(set[day], int64(1+r.IntN(20000)))
		}
	}
	for day, members := range set {
		seen := map[int64]bool{}
		var u []int64
		for _, m := range members {
			if !seen[m] {
				seen[m] = true
				u = append(u, m)
			}
		}
		set[day] = u
	}
	writeSet(b, d, SetUsers, set)
	s := New(d)
	s.SetClock(fixedClock(time.Date(2025, 12, 31, 12, 0, 0, 0, Zone)))
	p := Period{Key: Period12m, From: "2025-01-01", To: "2025-12-31", Unit: UnitMonth}
	ctx := context.Background()
	if _, err := s.Distinct(ctx, SetUsers, p); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := s.Distinct(ctx, SetUsers, p); err != nil {
			b.Fatal(err)
		}
		if _, err := s.DistinctSeries(ctx, SetUsers, p); err != nil {
			b.Fatal(err)
		}
	}
}
