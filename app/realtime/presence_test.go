package realtime_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/realtime"
)

// batches records what OnPresence is told.
type batches struct {
	mu  sync.Mutex
	all [][]realtime.Change
}

func (b *batches) add(c []realtime.Change) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.all = append(b.all, append([]realtime.Change{}, c...))
	return nil
}

func (b *batches) get() [][]realtime.Change {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([][]realtime.Change{}, b.all...)
}

// waitFor polls cond for up to 2 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(2 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("waited 2 s for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func rows(t *testing.T, d *db.DB) int {
	var n int
	if err := d.QueryRowContext(context.Background(), `SELECT count(*) FROM presence`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestPresence(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := hub(t, d, realtime.Options{Grace: 50 * time.Millisecond, Coalesce: 10 * time.Millisecond})
		var b batches
		h.OnPresence(b.add)

		a, _, _ := h.Subscribe(ctx, 7, false, 0)
		c, _, _ := h.Subscribe(ctx, 7, false, 0) // a second tab
		if !h.IsOnline(7) || !h.Online([]int64{6, 7})[7] || h.Online([]int64{6, 7})[6] {
			t.Fatal("not online with open streams, or someone else is")
		}
		waitFor(t, "the arrival", func() bool { return len(b.get()) == 1 })
		h.Unsubscribe(a)
		h.Unsubscribe(c)
		e, _, _ := h.Subscribe(ctx, 7, false, 0) // a reload within the grace
		time.Sleep(150 * time.Millisecond)
		if g := b.get(); len(g) != 1 || len(g[0]) != 1 || g[0][0] != (realtime.Change{UserID: 7, Online: true}) {
			t.Fatalf("a reload must not flash offline: %v", g)
		}
		if rows(t, d) != 1 {
			t.Fatal("no presence row for the user online")
		}
		h.Unsubscribe(e)
		waitFor(t, "the departure", func() bool { return len(b.get()) == 2 })
		if g := b.get(); g[1][0] != (realtime.Change{UserID: 7, Online: false}) {
			t.Fatalf("after the grace: %v", g)
		}
		if h.IsOnline(7) || rows(t, d) != 0 {
			t.Fatal("still online after leaving")
		}
	})
}

// Many arrivals at once are written and announced together, each user once.
func TestPresenceIsCoalesced(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := hub(t, d, realtime.Options{Grace: 20 * time.Millisecond, Coalesce: 200 * time.Millisecond})
		var b batches
		h.OnPresence(b.add)
		const n = 300
		subs := make([]*realtime.Sub, 0, 2*n)
		for id := int64(1); id <= n; id++ {
			for range 2 { // two tabs each
				s, _, err := h.Subscribe(ctx, id, true, 0)
				if err != nil {
					t.Fatal(err)
				}
				subs = append(subs, s)
			}
		}
		count := func(online bool) map[int64]int {
			seen := map[int64]int{}
			for _, batch := range b.get() {
				for _, c := range batch {
					if c.Online == online {
						seen[c.UserID]++
					}
				}
			}
			return seen
		}
		waitFor(t, "every arrival", func() bool { return len(count(true)) == n })
		if g := b.get(); len(g) > 2 {
			t.Fatalf("%d users arriving at once made %d announcements", n, len(g))
		}
		for id, k := range count(true) {
			if k != 1 {
				t.Fatalf("user %d announced online %d times", id, k)
			}
		}
		if rows(t, d) != n {
			t.Fatalf("%d presence rows for %d users", rows(t, d), n)
		}
		for _, s := range subs {
			h.Unsubscribe(s)
		}
		waitFor(t, "every departure", func() bool { return len(count(false)) == n })
		if g := b.get(); len(g) > 4 {
			t.Fatalf("%d users leaving at once made %d more announcements", n, len(g)-1)
		}
		if rows(t, d) != 0 {
			t.Fatal("presence rows left")
		}
	})
}

// Closing the hub takes its users offline at once: their rows go, and on
// PostgreSQL (where other instances may have streams) one announcement says so.
func TestCloseDepartsEveryone(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := hub(t, d, realtime.Options{Coalesce: 10 * time.Millisecond})
		var b batches
		h.OnPresence(b.add)
		s1, _, _ := h.Subscribe(ctx, 1, false, 0)
		h.Subscribe(ctx, 2, false, 0)
		waitFor(t, "the arrivals", func() bool { return rows(t, d) == 2 })
		h.Close()
		if !s1.Dropped() {
			t.Fatal("a stream outlived its hub")
		}
		if rows(t, d) != 0 {
			t.Fatalf("%d presence rows left at close", rows(t, d))
		}
		offline := map[int64]bool{}
		for _, batch := range b.get() {
			for _, c := range batch {
				if !c.Online {
					offline[c.UserID] = true
				}
			}
		}
		if want := d.Engine == db.Postgres; offline[1] != want || offline[2] != want {
			t.Fatalf("at close (told only where other instances may listen): %v", b.get())
		}
	})
}

// Instances on one PostgreSQL database see each other's users at once, from memory.
func TestPresenceAcrossInstances(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		if d.Engine != db.Postgres {
			t.Skip("instances share presence through PostgreSQL")
		}
		ctx := context.Background()
		opts := realtime.Options{Grace: 20 * time.Millisecond, Coalesce: 10 * time.Millisecond}
		one, two := hub(t, d, opts), hub(t, d, opts)
		var heard batches
		two.OnPresence(heard.add)
		s, _, _ := one.Subscribe(ctx, 9, false, 0)
		waitFor(t, "the other instance to see the user", func() bool { return two.IsOnline(9) })
		// A second tab on the other instance may announce the user online
		// again (harmless); leaving the first instance is no departure.
		t2, _, _ := two.Subscribe(ctx, 9, false, 0)
		one.Unsubscribe(s)
		time.Sleep(100 * time.Millisecond)
		if !one.IsOnline(9) || departures(&heard, 9) != 0 {
			t.Fatalf("a user with a stream on the other instance shows offline: %v", heard.get())
		}
		two.Unsubscribe(t2)
		waitFor(t, "the departure", func() bool { return departures(&heard, 9) == 1 })
		waitFor(t, "the first instance to see the user go", func() bool { return !one.IsOnline(9) })
	})
}

// A batch that could not be told (the database was busy, say) is told again.
func TestPresenceToldAgainAfterAFailure(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := hub(t, d, realtime.Options{Coalesce: 10 * time.Millisecond})
		var mu sync.Mutex
		var tries [][]realtime.Change
		h.OnPresence(func(c []realtime.Change) error {
			mu.Lock()
			defer mu.Unlock()
			tries = append(tries, c)
			if len(tries) == 1 {
				return errors.New("busy")
			}
			return nil
		})
		h.Subscribe(ctx, 4, false, 0)
		waitFor(t, "a second try", func() bool { mu.Lock(); defer mu.Unlock(); return len(tries) >= 2 })
		time.Sleep(50 * time.Millisecond)
		mu.Lock()
		defer mu.Unlock()
		if len(tries) != 2 || len(tries[1]) != 1 || tries[1][0] != (realtime.Change{UserID: 4, Online: true}) {
			t.Fatalf("tries: %v", tries)
		}
	})
}

// departures counts the times b was told that userID went offline.
func departures(b *batches, userID int64) int {
	n := 0
	for _, batch := range b.get() {
		for _, c := range batch {
			if c.UserID == userID && !c.Online {
				n++
			}
		}
	}
	return n
}

// Two instances getting a user at the same moment each see the other's row:
// each still announces the arrival (a repeat is harmless, silence is not),
// and only the departure waits for the user's last instance.
func TestArrivalToldThoughAnotherInstanceHasTheUser(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := hub(t, d, realtime.Options{Grace: 20 * time.Millisecond, Coalesce: 10 * time.Millisecond})
		var b batches
		h.OnPresence(b.add)
		// The other instance's row, written as this instance gets the user.
		if _, err := d.ExecContext(ctx, `INSERT INTO presence (instance_id, user_id, seen_at) VALUES ('other', 5, $1)`, time.Now().UnixMilli()); err != nil {
			t.Fatal(err)
		}
		s, _, _ := h.Subscribe(ctx, 5, false, 0)
		waitFor(t, "the arrival", func() bool { return len(b.get()) == 1 })
		if g := b.get(); len(g[0]) != 1 || g[0][0] != (realtime.Change{UserID: 5, Online: true}) {
			t.Fatalf("the arrival: %v", g)
		}
		h.Unsubscribe(s)
		time.Sleep(150 * time.Millisecond)
		if g := b.get(); len(g) != 1 || rows(t, d) != 1 {
			t.Fatalf("a departure told while another instance has the user: %v", g)
		}
	})
}
