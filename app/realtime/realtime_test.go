package realtime_test

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"log/slog"
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

// taker reads a stream's events as a consumer that waits on a channel does.
type taker struct {
	sub   *realtime.Sub
	ready chan struct{}
	buf   []*realtime.Event
}

func listen(s *realtime.Sub) *taker {
	tk := &taker{sub: s, ready: make(chan struct{}, 1)}
	s.OnReady(realtime.Notify(tk.ready))
	return tk
}

func (tk *taker) next(t *testing.T) realtime.Event {
	t.Helper()
	deadline := time.After(2 * time.Second)
	for len(tk.buf) == 0 {
		select {
		case <-tk.ready:
			tk.buf = tk.sub.Take()
		case <-deadline:
			t.Fatal("no event")
		}
	}
	ev := tk.buf[0]
	tk.buf = tk.buf[1:]
	return *ev
}

func (tk *taker) quiet(t *testing.T) {
	t.Helper()
	if len(tk.buf) > 0 {
		t.Fatalf("unexpected event %s %s", tk.buf[0].Type, tk.buf[0].Data)
	}
	select {
	case <-tk.ready:
		if evs := tk.sub.Take(); len(evs) > 0 {
			t.Fatalf("unexpected event %s %s", evs[0].Type, evs[0].Data)
		}
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
		a, b := listen(one), listen(two)
		if err := h.Publish(ctx, 1, "x", map[string]int{"n": 1}); err != nil {
			t.Fatal(err)
		}
		if ev := a.next(t); ev.Type != "x" || string(ev.Data) != `{"n":1}` || ev.UserID != 1 {
			t.Fatalf("event: %+v", ev)
		}
		b.quiet(t) // not theirs
		h.Publish(ctx, realtime.Everyone, "hello", nil)
		first := a.next(t)
		b.quiet(t) // takes no broadcasts

		h.Unsubscribe(one)
		h.Publish(ctx, 1, "x", map[string]int{"n": 2})
		h.Publish(ctx, 2, "x", map[string]int{"n": 3}) // someone else's
		h.Publish(ctx, realtime.Everyone, "hello", nil)
		var newest int64
		d.QueryRowContext(ctx, `SELECT max(id) FROM realtime_events`).Scan(&newest)
		// On PostgreSQL the hub hears of its events by NOTIFY: what it has not
		// heard of yet, a new stream gets live rather than in its replay.
		waitFor(t, "the hub to hear of every event", func() bool { return h.LastID() >= newest })
		_, replay, err := h.Subscribe(ctx, 1, true, first.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(replay) != 2 || string(replay[0].Data) != `{"n":2}` || replay[1].Type != "hello" {
			t.Fatalf("replay: %+v", replay)
		}
		// A client that saw the newest event costs no replay.
		if _, replay, _ := h.Subscribe(ctx, 1, true, newest); len(replay) != 0 {
			t.Fatalf("replay after the newest: %+v", replay)
		}
		_, replay, _ = h.Subscribe(ctx, 2, false, first.ID) // no broadcasts: their own only
		if len(replay) != 1 || string(replay[0].Data) != `{"n":3}` {
			t.Fatalf("replay without broadcasts: %+v", replay)
		}
	})
}

// Events recorded in a transaction exist, and are delivered, only if it commits.
func TestRecordWithTheTransaction(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := hub(t, d, realtime.Options{})
		sub, _, _ := h.Subscribe(ctx, 3, false, 0)
		tk := listen(sub)
		errNo := errors.New("changed my mind")
		err := d.Tx(ctx, func(tx *sql.Tx) error {
			if _, err := h.Record(ctx, tx, realtime.Outgoing{UserID: 3, Type: "x", Data: "never"}); err != nil {
				return err
			}
			return errNo
		})
		if !errors.Is(err, errNo) {
			t.Fatal(err)
		}
		var live []realtime.Event
		err = d.Tx(ctx, func(tx *sql.Tx) error {
			var err error
			live, err = h.Record(ctx, tx, realtime.Outgoing{UserID: 3, Type: "x", Data: "one"}, realtime.Outgoing{UserID: 3, Type: "x", Data: "two"})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		h.Deliver(live)
		if a, b := tk.next(t), tk.next(t); string(a.Data) != `"one"` || string(b.Data) != `"two"` || b.ID <= a.ID {
			t.Fatalf("committed events: %s then %s", a.Data, b.Data)
		}
		tk.quiet(t)
		var n int
		d.QueryRowContext(ctx, `SELECT count(*) FROM realtime_events WHERE data = '"never"'`).Scan(&n)
		if n != 0 {
			t.Fatal("a rolled back event was kept")
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
		waitFor(t, "the slow stream to be dropped", slow.Dropped)
		if n := h.Streams(); n != 0 {
			t.Fatalf("%d streams left", n)
		}
	})
}
