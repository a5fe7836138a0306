package realtime_test

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/realtime"
)

func hub(t *testing.T, d *db.DB, opts realtime.Options) *realtime.Hub {
	t.Helper()
	h, err := realtime.New(context.Background(), d, slog.New(slog.NewTextHandler(io.Discard, nil)), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Close)
	return h
}

func recv(t *testing.T, s *realtime.Sub) realtime.Event {
	t.Helper()
	select {
	case ev := <-s.Events():
		return *ev
	case <-time.After(2 * time.Second):
		t.Fatal("no event")
	}
	return realtime.Event{}
}

func quiet(t *testing.T, s *realtime.Sub) {
	t.Helper()
	select {
	case ev := <-s.Events():
		t.Fatalf("unexpected event %s %s", ev.Type, ev.Data)
	case <-time.After(100 * time.Millisecond):
	}
}

func TestAddressingAndReplay(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := hub(t, d, realtime.Options{Grace: 10 * time.Millisecond})
		one, _, err := h.Subscribe(ctx, 1, true, 0)
		if err != nil {
			t.Fatal(err)
		}
		two, _, _ := h.Subscribe(ctx, 2, false, 0)
		if err := h.Publish(ctx, 1, "x", map[string]int{"n": 1}); err != nil {
			t.Fatal(err)
		}
		if ev := recv(t, one); ev.Type != "x" || string(ev.Data) != `{"n":1}` || ev.UserID != 1 {
			t.Fatalf("event: %+v", ev)
		}
		quiet(t, two) // not theirs
		h.Publish(ctx, realtime.Everyone, "hello", nil)
		first := recv(t, one)
		quiet(t, two) // takes no broadcasts

		h.Unsubscribe(one)
		h.Publish(ctx, 1, "x", map[string]int{"n": 2})
		h.Publish(ctx, 2, "x", map[string]int{"n": 3}) // someone else's
		h.Publish(ctx, realtime.Everyone, "hello", nil)
		_, replay, err := h.Subscribe(ctx, 1, true, first.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(replay) != 2 || string(replay[0].Data) != `{"n":2}` || replay[1].Type != "hello" {
			t.Fatalf("replay: %+v", replay)
		}
	})
}

// A stream that stops reading is dropped instead of holding up delivery.
func TestSlowStreamIsDropped(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := hub(t, d, realtime.Options{Buffer: 2})
		slow, _, _ := h.Subscribe(ctx, 1, false, 0)
		for range 3 {
			h.Publish(ctx, 1, "x", nil)
		}
		select {
		case <-slow.Done():
		case <-time.After(2 * time.Second):
			t.Fatal("the slow stream was not dropped")
		}
		if n := h.Streams(); n != 0 {
			t.Fatalf("%d streams left", n)
		}
	})
}

func TestPresence(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := hub(t, d, realtime.Options{Grace: 50 * time.Millisecond})
		var mu sync.Mutex
		var log []string
		h.OnPresence(func(user int64, online bool) {
			mu.Lock()
			defer mu.Unlock()
			log = append(log, map[bool]string{true: "on", false: "off"}[online])
		})
		got := func() []string { mu.Lock(); defer mu.Unlock(); return append([]string{}, log...) }

		a, _, _ := h.Subscribe(ctx, 7, false, 0)
		b, _, _ := h.Subscribe(ctx, 7, false, 0) // a second tab
		if on, _ := h.Online(ctx); !on[7] {
			t.Fatal("not online with open streams")
		}
		h.Unsubscribe(a)
		h.Unsubscribe(b)
		c, _, _ := h.Subscribe(ctx, 7, false, 0) // a reload within the grace
		time.Sleep(120 * time.Millisecond)
		if g := got(); len(g) != 1 || g[0] != "on" {
			t.Fatalf("a reload must not flash offline: %v", g)
		}
		h.Unsubscribe(c)
		time.Sleep(120 * time.Millisecond)
		if g := got(); len(g) != 2 || g[1] != "off" {
			t.Fatalf("after the grace: %v", g)
		}
		if on, _ := h.Online(ctx); on[7] {
			t.Fatal("still online after leaving")
		}
	})
}
