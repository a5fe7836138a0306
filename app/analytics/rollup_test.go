package analytics

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
)

// checkFigures compares every visits' figure of every day first..last, and
// of the whole span per day and per month, with the plain counts of events.
func checkFigures(t *testing.T, s *Store, events []Event, first, last string) {
	t.Helper()
	ctx := context.Background()
	c := countEvents(events)
	whole := Period{Key: PeriodCustom, From: first, To: last, Unit: UnitDay}
	for i, day := range whole.Buckets() {
		p := Period{Key: PeriodCustom, From: day, To: day, Unit: UnitDay}
		byDevice := map[string]int64{}
		for _, device := range c.sessions[day] {
			byDevice[device]++
		}
		want := map[string]int64{MetricVisits: c.visits[day], MetricSignIns: c.signIns[day],
			MetricSessions: int64(len(c.sessions[day])), MetricActiveUsers: int64(len(c.users[day]))}
		for metric, n := range want {
			if got, err := s.Total(ctx, metric, "", p); err != nil || got != n {
				t.Errorf("%s %s: %d (%v), want %d", day, metric, got, err, n)
			}
		}
		routes, err := s.ByDim(ctx, MetricVisitsRoute, p)
		if err != nil || len(routes) != len(c.routes[day]) {
			t.Errorf("%s routes %v (%v), want %v", day, routes, err, c.routes[day])
		}
		for route, n := range c.routes[day] {
			if routes[route] != n {
				t.Errorf("%s route %s: %d, want %d", day, route, routes[route], n)
			}
		}
		devices, err := s.ByDim(ctx, MetricSessionsDevice, p)
		if err != nil || fmt.Sprint(devices) != fmt.Sprint(byDevice) {
			t.Errorf("%s devices %v (%v), want %v", day, devices, err, byDevice)
		}
		if n, err := s.Distinct(ctx, SetUsers, p); err != nil || n != int64(len(c.users[day])) {
			t.Errorf("%s distinct users %d (%v), want %d", day, n, err, len(c.users[day]))
		}
		series, err := s.Series(ctx, MetricVisits, "", whole)
		if err != nil || series[i] != c.visits[day] {
			t.Errorf("%s visits in the series: %v (%v), want %d", day, series, err, c.visits[day])
		}
		ds, err := s.DistinctSeries(ctx, SetUsers, whole)
		if err != nil || ds[i] != int64(len(c.users[day])) {
			t.Errorf("%s users in the series: %v (%v), want %d", day, ds, err, len(c.users[day]))
		}
	}
	// Over the span: visits summed, users distinct (not summed), per month too.
	all, months := map[int64]bool{}, map[string]map[int64]bool{}
	var visits int64
	for day, users := range c.users {
		if day < first || day > last {
			continue
		}
		visits += c.visits[day]
		if months[day[:7]] == nil {
			months[day[:7]] = map[int64]bool{}
		}
		for u := range users {
			all[u] = true
			months[day[:7]][u] = true
		}
	}
	if got, _ := s.Total(ctx, MetricVisits, "", whole); got != visits {
		t.Errorf("visits over the span: %d, want %d", got, visits)
	}
	if got, _ := s.Distinct(ctx, SetUsers, whole); got != int64(len(all)) {
		t.Errorf("distinct users over the span: %d, want %d", got, len(all))
	}
	monthly := Period{Key: PeriodCustom, From: first, To: last, Unit: UnitMonth}
	ds, err := s.DistinctSeries(ctx, SetUsers, monthly)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range monthly.Buckets() {
		if ds[i] != int64(len(months[m])) {
			t.Errorf("distinct users of %s: %d, want %d", m, ds[i], len(months[m]))
		}
	}
}

// The rolled-up figures of a fixed set of events (across the change to
// summer time, when a day has 23 hours) are the events' plain counts; a
// second run with events added today and on an older day counts those too.
func TestRollupFigures(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := New(d)
		defer s.Close()
		now := at("2026-04-02", 15, 30)
		s.SetClock(fixedClock(now))
		users := addUsers(t, d, "Élodie Martin", "Jean Dupont", "Zoé Leroy", "Marc Petit", "Inès Blanc")
		events := randomEvents(users, "2026-03-20", "2026-04-02", 1500, 1)
		// Around midnight of the short day: 23:59:59.999 and 00:00 in Paris.
		events = append(events,
			Event{Kind: KindVisit, UserID: users[0], Route: "/", Device: Mobile, Session: "edge", At: at("2026-03-29", 0, 0).Add(-time.Millisecond)},
			Event{Kind: KindVisit, UserID: users[0], Route: "/", Device: Mobile, Session: "edge", At: at("2026-03-29", 0, 0)},
			Event{Kind: KindVisit, UserID: users[1], Route: "/", Device: Desktop, Session: "edge2", At: at("2026-03-30", 0, 0).Add(-time.Millisecond)})
		record(t, s, events)
		if err := s.RollNow(ctx); err != nil {
			t.Fatal(err)
		}
		if at, err := s.RolledAt(ctx); err != nil || !at.Equal(now) {
			t.Errorf("rolled at %v (%v), want %v", at, err, now)
		}
		checkFigures(t, s, events, "2026-03-18", "2026-04-02")

		// Today goes on, and rows are added for an older day (a late import).
		more := randomEvents(users, "2026-04-02", "2026-04-02", 200, 2)
		more = append(more, randomEvents(users[:2], "2026-03-21", "2026-03-21", 50, 3)...)
		record(t, s, more)
		if err := s.RollNow(ctx); err != nil {
			t.Fatal(err)
		}
		checkFigures(t, s, append(events, more...), "2026-03-18", "2026-04-02")

		// The next day, yesterday is rolled once more (its last minutes).
		s.SetClock(fixedClock(at("2026-04-03", 0, 5)))
		late := []Event{{Kind: KindVisit, UserID: users[4], Route: "/", Device: Tablet, Session: "late", At: at("2026-04-02", 23, 59)},
			{Kind: KindSignIn, UserID: users[4], Device: Tablet, Session: "late2", At: at("2026-04-03", 0, 1)}}
		record(t, s, late)
		if err := s.RollNow(ctx); err != nil {
			t.Fatal(err)
		}
		checkFigures(t, s, append(append(events, more...), late...), "2026-03-18", "2026-04-03")
	})
}

// Raw rows past the retention are purged once rolled up; the rolled-up
// figures stay, and are not rolled again from what is left.
func TestRetentionPurgeKeepsRolledFigures(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := New(d)
		defer s.Close()
		s.SetClock(fixedClock(at("2026-05-20", 12, 0)))
		s.FollowRetention(func(context.Context) int { return 5 })
		users := addUsers(t, d, "Ana", "Bruno", "Chloé")
		events := randomEvents(users, "2026-05-01", "2026-05-20", 800, 4)
		record(t, s, events)
		if err := s.RollNow(ctx); err != nil {
			t.Fatal(err)
		}
		var oldest int64
		var left int
		if err := d.QueryRowContext(ctx, `SELECT COALESCE(MIN(at), 0), count(*) FROM activity_events`).Scan(&oldest, &left); err != nil {
			t.Fatal(err)
		}
		if first, _ := dayBounds("2026-05-16"); oldest < first {
			t.Errorf("a raw row of %s is left, the retention keeps 2026-05-16 on", DayIn(time.UnixMilli(oldest)))
		}
		kept := 0
		for _, e := range events {
			if DayIn(e.At) >= "2026-05-16" {
				kept++
			}
		}
		if left != kept {
			t.Errorf("%d raw rows left, want %d", left, kept)
		}
		checkFigures(t, s, events, "2026-05-01", "2026-05-20")
		// Rolled again (and again the next day), the purged days keep their figures.
		if err := s.RollNow(ctx); err != nil {
			t.Fatal(err)
		}
		s.SetClock(fixedClock(at("2026-05-21", 9, 0)))
		if err := s.RollNow(ctx); err != nil {
			t.Fatal(err)
		}
		checkFigures(t, s, events, "2026-05-01", "2026-05-21")
		// A row added later for a purged day does not replace that day's figures with its own.
		record(t, s, []Event{{Kind: KindVisit, UserID: users[0], Route: "/", Device: Desktop, Session: "x", At: at("2026-05-03", 10, 0)}})
		if err := s.RollNow(ctx); err != nil {
			t.Fatal(err)
		}
		checkFigures(t, s, events, "2026-05-01", "2026-05-21")
	})
}

// Two instances on one database: while one holds the lease the other does
// not roll; a lease left by a dead instance expires; run at once many
// times, they never fail and the figures stay right.
func TestTwoInstancesRollOneAtATime(t *testing.T) {
	for _, engine := range []string{db.SQLite, db.Postgres} {
		t.Run(engine, func(t *testing.T) {
			if engine == db.Postgres && os.Getenv("TEST_DATABASE_URL") == "" {
				t.Skip("TEST_DATABASE_URL is not set")
			}
			ctx := context.Background()
			url := dbtest.URL(t, engine)
			open := func() *db.DB {
				d, err := db.Open(ctx, url)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { d.Close() })
				return d
			}
			d1, d2 := open(), open()
			a, b := New(d1), New(d2)
			defer a.Close()
			defer b.Close()
			now := at("2026-06-10", 10, 0)
			a.SetClock(fixedClock(now))
			b.SetClock(fixedClock(now))
			users := addUsers(t, d1, "Ana", "Bruno")
			events := randomEvents(users, "2026-06-01", "2026-06-10", 300, 5)
			record(t, a, events)

			if got, err := a.takeLease(ctx, now); err != nil || !got {
				t.Fatalf("a takes the lease: %v %v", got, err)
			}
			if ran, err := b.roll(ctx); err != nil || ran {
				t.Fatalf("b rolled while a held the lease: %v %v", ran, err)
			}
			if at, _ := b.RolledAt(ctx); !at.IsZero() {
				t.Errorf("rolled at %v", at)
			}
			// a dies holding it: after the lease's time, b takes over.
			b.SetClock(fixedClock(now.Add(LeaseTTL + time.Second)))
			if ran, err := b.roll(ctx); err != nil || !ran {
				t.Fatalf("b after the lease expired: %v %v", ran, err)
			}
			b.SetClock(fixedClock(now))
			if ran, err := a.roll(ctx); err != nil || !ran {
				t.Fatalf("a after b gave the lease back: %v %v", ran, err)
			}

			var wg sync.WaitGroup
			errs := make(chan error, 40)
			ran := make(chan bool, 40)
			for i := range 40 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					s := a
					if i%2 == 1 {
						s = b
					}
					r, err := s.roll(ctx)
					errs <- err
					ran <- r
				}()
			}
			wg.Wait()
			close(errs)
			close(ran)
			for err := range errs {
				if err != nil {
					t.Error(err)
				}
			}
			n := 0
			for r := range ran {
				if r {
					n++
				}
			}
			if n == 0 {
				t.Error("no run rolled")
			}
			checkFigures(t, a, events, "2026-06-01", "2026-06-10")
			checkFigures(t, b, events, "2026-06-01", "2026-06-10")
		})
	}
}

// The lease holds one instance out while another is inside its run.
func TestLeaseHeldDuringARun(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		a, b := New(d), New(d)
		inside, leave := make(chan struct{}), make(chan struct{})
		stop := make(chan struct{})
		Register(Roller{Name: "test-slow-" + d.Engine + fmt.Sprint(time.Now().UnixNano()),
			// The run waits here (outside any transaction: on SQLite a
			// transaction would hold every other writer back anyway).
			Fingerprint: func(ctx context.Context, q db.Execer) (string, error) {
				select {
				case <-stop:
					return "done", nil
				case inside <- struct{}{}:
					<-leave
				default:
				}
				return fmt.Sprint(time.Now().UnixNano()), nil
			},
			Roll: func(ctx context.Context, tx *sql.Tx) error { return nil }})
		defer close(stop)
		done := make(chan error)
		go func() { _, err := a.roll(ctx); done <- err }()
		<-inside
		if ran, err := b.roll(ctx); err != nil || ran {
			t.Errorf("b ran beside a: %v %v", ran, err)
		}
		close(leave)
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		if ran, err := b.roll(ctx); err != nil || !ran {
			t.Errorf("b after a: %v %v", ran, err)
		}
	})
}

// The job rolls at once, then every period, until stopped.
func TestStartRollsUntilStopped(t *testing.T) {
	d := dbtest.SQLite(t)
	ctx := context.Background()
	s := New(d)
	defer s.Close()
	users := addUsers(t, d, "Ana")
	record(t, s, []Event{{Kind: KindVisit, UserID: users[0], Route: "/", Device: Desktop, Session: "a", At: time.Now()}})
	stop := s.Start(20 * time.Millisecond)
	deadline := time.Now().Add(5 * time.Second)
	var first time.Time
	for first.IsZero() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
		first, _ = s.RolledAt(ctx)
	}
	if first.IsZero() {
		t.Fatal("the job did not roll")
	}
	p := Period{Key: Period7d, From: s.Today(), To: s.Today(), Unit: UnitDay}
	if n, err := s.Total(ctx, MetricVisits, "", p); err != nil || n != 1 {
		t.Errorf("visits today %d %v", n, err)
	}
	for time.Now().Before(deadline) {
		if again, _ := s.RolledAt(ctx); again.After(first) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if again, _ := s.RolledAt(ctx); !again.After(first) {
		t.Error("the job rolled once only")
	}
	stop()
	stopped, _ := s.RolledAt(ctx)
	time.Sleep(80 * time.Millisecond)
	if after, _ := s.RolledAt(ctx); !after.Equal(stopped) {
		t.Error("the job rolled after stop")
	}
}

// Many readers at once while a rollup moves the figures: each answers from
// a whole copy (the previous or the new one, never a mix or an error), and
// the first read after the rollup, alone, sees the new figures.
func TestDailyCopyReadAgainAfterARollup(t *testing.T) {
	d := dbtest.SQLite(t)
	ctx := context.Background()
	s := New(d)
	defer s.Close()
	s.SetClock(fixedClock(at("2026-04-02", 12, 0)))
	users := addUsers(t, d, "Élodie Martin", "Jean Dupont")
	p := Period{Key: PeriodCustom, From: "2026-04-01", To: "2026-04-02", Unit: UnitDay}
	record(t, s, []Event{{Kind: KindVisit, UserID: users[0], Route: "/", Device: Desktop, Session: "a", At: at("2026-04-02", 9, 0)}})
	if err := s.RollNow(ctx); err != nil {
		t.Fatal(err)
	}
	if n, err := s.Total(ctx, MetricVisits, "", p); err != nil || n != 1 {
		t.Fatalf("visits %d (%v), want 1", n, err)
	}
	record(t, s, []Event{{Kind: KindVisit, UserID: users[1], Route: "/", Device: Mobile, Session: "b", At: at("2026-04-02", 10, 0)}})
	if err := s.RollNow(ctx); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if n, err := s.Total(ctx, MetricVisits, "", p); err != nil || (n != 1 && n != 2) {
				errs <- fmt.Errorf("visits %d (%v), want 1 or 2", n, err)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if n, err := s.Total(ctx, MetricVisits, "", p); err != nil || n != 2 {
		t.Fatalf("after the readers: visits %d (%v), want 2", n, err)
	}
}
