package ledger

import (
	"context"
	"os"
	"slices"
	"strconv"
	"syscall"
	"testing"
	"time"

	"partage/app/cache"
	"partage/app/db"
	"partage/app/db/dbtest"
)

// The register at the size of the measure (LEDGER_ENTRIES entries, e.g.
// 1000000): an import's pace, Verify, and the holdings as of a date and the
// cap table, each computed afresh (nothing kept from an earlier answer).
// Skipped unless LEDGER_ENTRIES is set: `LEDGER_ENTRIES=1000000 go test -run TestRegisterAtScale -v`.
func TestRegisterAtScale(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("LEDGER_ENTRIES"))
	if n == 0 {
		t.Skip("LEDGER_ENTRIES is not set")
	}
	ctx := context.Background()
	d, built := scaleDB(t)
	s := newStore(t, d)
	var ids []int64
	if built {
		rows, err := d.QueryContext(ctx, `SELECT id FROM clients ORDER BY id`)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var id int64
			rows.Scan(&id)
			ids = append(ids, id)
		}
		rows.Close()
	} else {
		holders, _ := strconv.Atoi(os.Getenv("LEDGER_HOLDERS"))
		ids = newTiers(t, d, max(holders, 2000))
		all := bulkMovements(ids, n, time.Date(2024, 7, 1, 0, 0, 0, 0, time.UTC))
		took, cpu := measure(func() {
			for i := 0; i < len(all); i += 100000 {
				if err := s.BulkAppend(ctx, staff, all[i:min(len(all), i+100000)]); err != nil {
					t.Fatal(err)
				}
			}
		})
		t.Logf("%s: imported %d entries in %v (%.0f entries/s; process CPU %v, %.0f entries per CPU second)",
			d.Engine, n, took, float64(n)/took.Seconds(), cpu, float64(n)/cpu.Seconds())
	}
	var v Verification
	wall, cpu := measure(func() {
		var err error
		if v, err = s.Verify(ctx); err != nil || !v.OK {
			t.Fatalf("verify: %+v %v", v, err)
		}
	})
	t.Logf("verify: %d entries in %v (process CPU %v)", v.Entries, wall, cpu)
	if cpu > 2*5*time.Second {
		t.Errorf("verify: %v of CPU on 2 threads", cpu)
	}
	var last string
	var count int64
	if err := d.QueryRowContext(ctx, `SELECT MAX(entry_date), MAX(number) FROM share_entries`).Scan(&last, &count); err != nil {
		t.Fatal(err)
	}
	to, _ := time.Parse(day, last)
	s.SetClock(func() time.Time { return to })
	var capTimes, ofTimes, nearTimes []time.Duration
	for i := 1; i <= 9; i++ {
		// Dates spread over the entries (the 9th is today, the last entry's day).
		asOf := ""
		if i < 9 {
			if err := d.QueryRowContext(ctx, `SELECT entry_date FROM share_entries WHERE number = $1`, count*int64(i)/9).Scan(&asOf); err != nil {
				t.Fatal(err)
			}
		}
		var ct CapTable
		var hs []Holding
		s.tables, s.checkpoints = newTables(), cache.New[[]held](4)
		capWall, capCPU := measure(func() {
			var err error
			if ct, err = s.CapTable(ctx, CapFilter{AsOf: asOf, PerPage: 25}); err != nil {
				t.Fatal(err)
			}
		})
		s.tables, s.checkpoints = newTables(), cache.New[[]held](4)
		ofWall, ofCPU := measure(func() {
			var err error
			if hs, err = s.HoldingsOf(ctx, ids[7], asOf); err != nil {
				t.Fatal(err)
			}
		})
		t.Logf("as of %q (entry %d): cap table %v (CPU %v, %d rows, %d holders), holdings of one holder %v (CPU %v, %d categories)",
			asOf, ct.Number, capWall, capCPU, ct.Total, ct.Holders, ofWall, ofCPU, len(hs))
		capTimes, ofTimes = append(capTimes, capWall), append(ofTimes, ofWall)
		// Another day near it: a new entry number, its checkpoint already read.
		if i < 9 {
			var near string
			if err := d.QueryRowContext(ctx, `SELECT entry_date FROM share_entries WHERE number = $1`, min(count, count*int64(i)/9+5000)).Scan(&near); err != nil {
				t.Fatal(err)
			}
			s.tables = newTables()
			nearWall, _ := measure(func() {
				if _, err := s.CapTable(ctx, CapFilter{AsOf: near, PerPage: 25}); err != nil {
					t.Fatal(err)
				}
			})
			nearTimes = append(nearTimes, nearWall)
		}
		if capCPU > 50*time.Millisecond || ofCPU > 50*time.Millisecond {
			t.Errorf("as of %q: cap table %v of CPU, holdings %v", asOf, capCPU, ofCPU)
		}
	}
	t.Logf("p50 of fresh dates: cap table %v, holdings of one holder %v; cap table on a fresh date near one already asked %v",
		median(capTimes), median(ofTimes), median(nearTimes))
	var middle string
	if err := d.QueryRowContext(ctx, `SELECT entry_date FROM share_entries WHERE number = $1`, count/2).Scan(&middle); err != nil {
		t.Fatal(err)
	}
	month := middle[:7]
	end, _ := time.Parse("2006-01", month)
	for _, f := range []EntryFilter{{}, {From: month + "-01", To: end.AddDate(0, 1, -1).Format(day)},
		{From: month + "-01", To: end.AddDate(0, 1, -1).Format(day), Kind: KindTransfer}, {From: month + "-01", Page: 40}} {
		var times []time.Duration
		var total int
		for range 5 {
			s.pages = cache.New[entryPage](64)
			wall, _ := measure(func() {
				var err error
				if _, total, err = s.ListEntries(ctx, f); err != nil {
					t.Fatal(err)
				}
			})
			times = append(times, wall)
		}
		t.Logf("register %+v: %d entries, p50 %v", f, total, median(times))
	}
}

func median(d []time.Duration) time.Duration {
	d = slices.Clone(d)
	slices.Sort(d)
	return d[len(d)/2]
}

// measure runs fn and returns the time it took and the CPU the process
// spent meanwhile (the measure's machine may be busy with other work:
// the CPU time is what the answer costs).
func measure(fn func()) (time.Duration, time.Duration) {
	cpu := func() time.Duration {
		var ru syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	start, c := time.Now(), cpu()
	fn()
	return time.Since(start), cpu() - c
}

// scaleDB is the database of the measure: a fresh one, or the one
// LEDGER_KEEP names (a SQLite file or a PostgreSQL URL), kept between runs
// (built says it already holds the register).
func scaleDB(t *testing.T) (*db.DB, bool) {
	path := os.Getenv("LEDGER_KEEP")
	if path == "" {
		if os.Getenv("TEST_DATABASE_URL") != "" {
			return dbtest.Postgres(t), false
		}
		return dbtest.SQLite(t), false
	}
	d, err := db.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	if _, err := d.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	var entries int64
	if err := d.QueryRowContext(context.Background(), `SELECT count(*) FROM share_entries`).Scan(&entries); err != nil {
		t.Fatal(err)
	}
	return d, entries > 0
}
