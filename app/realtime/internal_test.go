package realtime

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
)

// A grace that ended while the user came back and left again must not cut
// the newer grace short: only the user's current timer decides.
func TestLateGraceLeavesTheNewerOneAlone(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h, err := New(ctx, d, slog.New(slog.NewTextHandler(io.Discard, nil)), Options{Grace: time.Hour, Coalesce: 10 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		defer h.Close()
		s, _, _ := h.Subscribe(ctx, 3, false, 0)
		h.Unsubscribe(s)
		h.mu.Lock()
		first := h.leaving[3]
		h.mu.Unlock()
		first.Stop() // it "fires" below, late, as if it had waited for the lock all along
		back, _, _ := h.Subscribe(ctx, 3, false, 0)
		h.Unsubscribe(back) // a second grace, an hour long
		h.leave(3, first)
		if !h.IsOnline(3) {
			t.Fatal("an earlier grace ended the newer one")
		}
		h.mu.Lock()
		second := h.leaving[3]
		h.mu.Unlock()
		if second == nil || second == first {
			t.Fatal("the newer grace was forgotten")
		}
		second.Stop()
		h.leave(3, second) // its own end: the user leaves
		if h.IsOnline(3) {
			t.Fatal("still online after the grace")
		}
	})
}

// A payload's event that cannot be read back is skipped, not the rest of the
// payload; an instance of an earlier version sends one notice, not an array.
func TestReceiveKeepsTheRestOfAPayload(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h, err := New(ctx, d, slog.New(slog.NewTextHandler(io.Discard, nil)), Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer h.Close()
		s, _, _ := h.Subscribe(ctx, 1, false, 0)
		if err := h.receive(ctx, `[{"id":900001,"u":1},{"id":900002,"u":1,"t":"x","d":1}]`); err != nil {
			t.Fatal(err)
		}
		if err := h.receive(ctx, `{"id":900003,"u":1,"t":"y","d":2}`); err != nil {
			t.Fatal(err)
		}
		got := s.Take()
		if len(got) != 2 || got[0].Type != "x" || got[1].Type != "y" || string(got[1].Data) != "2" {
			t.Fatalf("delivered: %v", got)
		}
	})
}
