package analytics

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"partage/app"
	"partage/app/db"
	"partage/app/db/dbtest"
)

func countRows(t *testing.T, d *db.DB) int {
	t.Helper()
	var n int
	if err := d.QueryRowContext(context.Background(), `SELECT count(*) FROM activity_events`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Recorded events land in batches; Flush waits for them; a batch holding
// the event of a user deleted meanwhile keeps the others; Close writes what
// waits, and later events are dropped, not written.
func TestRecorderWritesInBatches(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := New(d)
		users := addUsers(t, d, "Ana", "Bruno")
		now := time.Now()
		for i := range 3*BatchSize + 7 {
			s.Record(Event{Kind: KindVisit, UserID: users[i%2], Route: "/apps/email", Device: Desktop, Session: "s", At: now})
		}
		if err := s.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		if n := countRows(t, d); n != 3*BatchSize+7 {
			t.Fatalf("%d rows after Flush, want %d", n, 3*BatchSize+7)
		}
		// Without Flush, within a second or so.
		s.Record(Event{Kind: KindSignIn, UserID: users[0], Device: Mobile, Session: "t", At: now})
		deadline := time.Now().Add(5 * time.Second)
		for countRows(t, d) != 3*BatchSize+8 {
			if time.Now().After(deadline) {
				t.Fatal("an event waited more than 5 s")
			}
			time.Sleep(50 * time.Millisecond)
		}
		s.Record(Event{Kind: KindVisit, UserID: 999999, Route: "/", Device: Desktop, Session: "u", At: now})
		s.Record(Event{Kind: KindVisit, UserID: users[1], Route: "/", Device: Desktop, Session: "u", At: now})
		if err := s.Flush(ctx); err == nil || countRows(t, d) != 3*BatchSize+9 {
			t.Errorf("a batch with an unknown user: %v, %d rows", err, countRows(t, d))
		}
		s.Record(Event{Kind: KindVisit, UserID: users[1], Route: "/last", Device: Desktop, Session: "u", At: now})
		s.Close()
		if n := countRows(t, d); n != 3*BatchSize+10 {
			t.Errorf("%d rows after Close, want %d", n, 3*BatchSize+10)
		}
		dropped := s.Dropped()
		s.Record(Event{Kind: KindVisit, UserID: users[1], Route: "/late", Device: Desktop, Session: "u", At: now})
		if s.Dropped() != dropped+1 || countRows(t, d) != 3*BatchSize+10 {
			t.Errorf("an event after Close: dropped %d, %d rows", s.Dropped(), countRows(t, d))
		}
		s.Close()      // twice: nothing
		New(d).Close() // never started: nothing
	})
}

// The lists of activity: the retention's days only, newest first, by user
// (their own, or found by name or e-mail), kind, route and days, paged;
// a bad filter is refused by field.
func TestListActivity(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := New(d)
		defer s.Close()
		s.SetClock(fixedClock(at("2026-07-20", 18, 0)))
		s.FollowRetention(func(context.Context) int { return 10 })
		users := addUsers(t, d, "Élodie Martin", "Jean Dupont")
		var events []Event
		for i := range 80 { // an event every 5 hours for 16 days and a half, alternating users
			when := at("2026-07-01", 6, 0).Add(time.Duration(i) * 5 * time.Hour)
			kind, route := KindVisit, testRoutes[i%len(testRoutes)]
			if i%5 == 0 {
				kind, route = KindSignIn, ""
			}
			events = append(events, Event{Kind: kind, UserID: users[i%2], Route: route, Device: testDevices[i%4], Session: fmt.Sprint(i / 4), At: when})
		}
		record(t, s, events)
		list := func(f ActivityFilter) ActivityPage {
			t.Helper()
			page, err := s.ListActivity(ctx, f)
			if err != nil {
				t.Fatalf("%+v: %v", f, err)
			}
			return page
		}
		// Kept: 2026-07-11 on (ten days, today included).
		want := func(keep func(e Event) bool) []Event {
			var out []Event
			for i := len(events) - 1; i >= 0; i-- {
				if DayIn(events[i].At) >= "2026-07-11" && keep(events[i]) {
					out = append(out, events[i])
				}
			}
			return out
		}
		same := func(label string, got ActivityPage, want []Event) {
			t.Helper()
			if got.Total != len(want) || got.Capped {
				t.Errorf("%s: total %d (capped %v), want %d", label, got.Total, got.Capped, len(want))
			}
			for i, a := range got.Rows {
				if i >= len(want) || !a.At.Equal(want[i].At.Truncate(time.Millisecond)) || a.UserID != want[i].UserID || a.Kind != want[i].Kind || a.Route != want[i].Route || a.Device != want[i].Device {
					t.Errorf("%s: row %d %+v, want %+v", label, i, a, want[min(i, len(want)-1)])
					return
				}
			}
		}
		all := want(func(Event) bool { return true })
		page := list(ActivityFilter{PerPage: 25})
		same("all", page, all)
		if len(page.Rows) != min(25, len(all)) || page.Rows[0].UserName == "" || page.Rows[0].UserEmail == "" {
			t.Errorf("first page: %d rows, %+v", len(page.Rows), page.Rows[0])
		}
		second := list(ActivityFilter{Page: 2, PerPage: 25})
		if len(second.Rows) != len(all)-25 || !second.Rows[0].At.Equal(all[25].At) {
			t.Errorf("second page: %d rows, first %+v", len(second.Rows), second.Rows)
		}
		same("own", list(ActivityFilter{UserID: users[1]}), want(func(e Event) bool { return e.UserID == users[1] }))
		for _, q := range []string{"elodie", "ÉLODIE", "Martin", "user0@example", "USER0"} {
			same("search "+q, list(ActivityFilter{User: q}), want(func(e Event) bool { return e.UserID == users[0] }))
		}
		same("nobody", list(ActivityFilter{User: "zzz"}), nil)
		same("sign-ins", list(ActivityFilter{Kind: KindSignIn}), want(func(e Event) bool { return e.Kind == KindSignIn }))
		same("a route", list(ActivityFilter{Route: testRoutes[1]}), want(func(e Event) bool { return e.Route == testRoutes[1] }))
		same("days", list(ActivityFilter{From: "2026-07-15", To: "2026-07-16"}), want(func(e Event) bool {
			day := DayIn(e.At)
			return day >= "2026-07-15" && day <= "2026-07-16"
		}))
		same("days before the retention", list(ActivityFilter{From: "2026-07-01", To: "2026-07-05"}), nil)
		if p := list(ActivityFilter{Page: 9}); len(p.Rows) != 0 || p.Total != len(all) {
			t.Errorf("a page past the end: %d rows, total %d", len(p.Rows), p.Total)
		}
		for _, c := range []struct {
			f     ActivityFilter
			field string
		}{
			{ActivityFilter{Kind: "click"}, "kind"},
			{ActivityFilter{From: "2026-7-1"}, "from"},
			{ActivityFilter{To: "tomorrow"}, "to"},
			{ActivityFilter{From: "2026-07-12", To: "2026-07-11"}, "from"},
			{ActivityFilter{PerPage: 7}, "perPage"},
			{ActivityFilter{Page: -1}, "page"},
			{ActivityFilter{User: strings.Repeat("a", MaxQuery+1)}, "user"},
		} {
			_, err := s.ListActivity(ctx, c.f)
			if app.ErrorCode(err) != app.EINVALID || app.ErrorFields(err)[c.field] == "" {
				t.Errorf("%+v: %v %v, want field %s", c.f, err, app.ErrorFields(err), c.field)
			}
		}
		// The routes offered are those rolled up in the retention's days.
		if err := s.RollNow(ctx); err != nil {
			t.Fatal(err)
		}
		routes, err := s.Routes(ctx)
		if err != nil || len(routes) != len(testRoutes) {
			t.Errorf("routes %v %v", routes, err)
		}
	})
}
