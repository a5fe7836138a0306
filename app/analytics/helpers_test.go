package analytics

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"partage/app/db"
)

// addUsers creates n users (Ana 0, Ana 1…, ana0@example.org…) and returns their ids.
func addUsers(t testing.TB, d *db.DB, names ...string) []int64 {
	t.Helper()
	var ids []int64
	for i, name := range names {
		var id int64
		if err := d.QueryRowContext(context.Background(), `INSERT INTO users (full_name, sort_name, username, email, password_hash, role, created_at, updated_at)
			VALUES ($1, $2, $3, $4, 'x', 'manager', $5, $5) RETURNING id`, name, db.SortKey(name), fmt.Sprintf("user%d", i),
			fmt.Sprintf("user%d@example.org", i), time.Now().UTC()).Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

// at is a time of the cooperative's zone.
func at(day string, hour, minute int) time.Time {
	d := parseDay(day)
	return time.Date(d.Year(), d.Month(), d.Day(), hour, minute, 0, 0, Zone)
}

var (
	testRoutes  = []string{"/apps/email", "/apps/invoice/list", "/apps/user/view/{id:[0-9]+}", "/"}
	testDevices = []string{Desktop, Desktop, Mobile, Tablet}
)

// randomEvents are n events of users on the days first..last (in Zone),
// each user's events grouped in sessions, drawn from seed.
func randomEvents(users []int64, first, last string, n int, seed uint64) []Event {
	r := rand.New(rand.NewPCG(seed, 7))
	span := daysBetween(parseDay(first), parseDay(last)) + 1
	var out []Event
	for len(out) < n {
		day := dayOf(parseDay(first).AddDate(0, 0, r.IntN(span)))
		u := users[r.IntN(len(users))]
		session := fmt.Sprintf("s%d", r.IntN(1_000_000))
		device := testDevices[r.IntN(len(testDevices))]
		when := at(day, r.IntN(24), r.IntN(60))
		if r.IntN(3) == 0 {
			out = append(out, Event{Kind: KindSignIn, UserID: u, Device: device, Session: session, At: when})
		}
		for range 1 + r.IntN(5) {
			when = when.Add(time.Duration(r.IntN(300)) * time.Second)
			out = append(out, Event{Kind: KindVisit, UserID: u, Route: testRoutes[r.IntN(len(testRoutes))], Device: device, Session: session, At: when})
		}
	}
	return out
}

// counts are the figures of events, counted the plain way: per day of each event's time in Zone.
type counts struct {
	visits, signIns map[string]int64
	routes          map[string]map[string]int64 // day → route → visits
	sessions        map[string]map[string]string
	users           map[string]map[int64]bool
}

func countEvents(events []Event) counts {
	c := counts{visits: map[string]int64{}, signIns: map[string]int64{}, routes: map[string]map[string]int64{},
		sessions: map[string]map[string]string{}, users: map[string]map[int64]bool{}}
	// The device of a session on a day is the one of its first event that day.
	sorted := append([]Event{}, events...)
	for i := 1; i < len(sorted); i++ {
		for j := i; j > 0 && sorted[j].At.Before(sorted[j-1].At); j-- {
			sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
		}
	}
	for _, e := range sorted {
		day := e.At.In(Zone).Format("2006-01-02")
		if c.routes[day] == nil {
			c.routes[day], c.sessions[day], c.users[day] = map[string]int64{}, map[string]string{}, map[int64]bool{}
		}
		if e.Kind == KindVisit {
			c.visits[day]++
			c.routes[day][e.Route]++
		} else {
			c.signIns[day]++
		}
		if _, ok := c.sessions[day][e.Session]; !ok {
			c.sessions[day][e.Session] = e.Device
		}
		c.users[day][e.UserID] = true
	}
	return c
}

// record writes events through the recorder.
func record(t testing.TB, s *Store, events []Event) {
	t.Helper()
	for _, e := range events {
		s.Record(e)
	}
	if err := s.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func fixedClock(t time.Time) func() time.Time { return func() time.Time { return t } }
