// Package realtime carries live updates to users' open streams: publish an
// event for a user (or for everyone), and every instance of the product that
// holds one of that user's streams delivers it.
//
// Each event is a row of realtime_events first, so a stream that drops and
// comes back with the last id it saw gets what it missed. On SQLite (one
// process) delivery is in-process; on PostgreSQL the rows are announced with
// NOTIFY and every instance LISTENs, so app instances on one database deliver
// to each other's users.
package realtime

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"partage/app/db"
)

// Everyone addresses an event to every stream that takes broadcasts.
const Everyone int64 = 0

// Event is one live update.
type Event struct {
	ID     int64
	UserID int64 // the addressee, or Everyone
	Type   string
	Data   json.RawMessage
}

// Options tune a hub; the zero value is what production uses.
type Options struct {
	// Grace is how long a user with no open stream left still counts as
	// online, so a page reload does not flash them offline.
	Grace time.Duration
	// Coalesce is how long arrivals and departures gather before they are
	// recorded and announced together: a thousand tabs reconnecting after a
	// restart make a few announcements, not a thousand.
	Coalesce time.Duration
	// Refresh is how often an instance renews its presence rows and prunes
	// old events; Stale is when another instance's rows count as abandoned.
	Refresh, Stale time.Duration
	// Retention is how long events stay replayable.
	Retention time.Duration
	// Buffer is how many undelivered events a stream may fall behind by
	// before it is dropped (its client reconnects and replays).
	Buffer int
}

func (o *Options) defaults() {
	if o.Grace == 0 {
		o.Grace = 5 * time.Second
	}
	if o.Coalesce == 0 {
		o.Coalesce = 100 * time.Millisecond
	}
	if o.Refresh == 0 {
		o.Refresh = 30 * time.Second
	}
	if o.Stale == 0 {
		o.Stale = 3 * o.Refresh
	}
	if o.Retention == 0 {
		o.Retention = time.Hour
	}
	if o.Buffer == 0 {
		o.Buffer = 256
	}
}

// Hub is this instance's end of the realtime channel.
type Hub struct {
	db       *db.DB
	log      *slog.Logger
	opts     Options
	instance string

	mu         sync.Mutex
	subs       map[int64][]*Sub      // open streams by user
	wideSubs   map[*Sub]struct{}     // streams that take broadcasts
	leaving    map[int64]*time.Timer // users whose last stream closed, within the grace
	lastID     int64                 // the newest event dispatched (PostgreSQL catch-up)
	newest     map[int64]int64       // the newest event id by addressee (Everyone too): a replay with nothing after is no query
	recent     map[int64]struct{}    // ids dispatched lately: a catch-up may meet a notice again
	ring       []int64
	ringAt     int
	closed     bool
	closing    atomic.Bool  // closed, for those who read it without the lock
	closedWith atomic.Int64 // streams open when it closed
	presence   presenceState

	tellMu sync.Mutex   // one batch of presence changes told at a time
	served atomic.Int64 // streams Serve writes to, until they end

	ctx       context.Context
	cancel    context.CancelFunc
	wg        sync.WaitGroup
	closeOnce sync.Once
}

// New starts a hub on d: on PostgreSQL it listens for other instances' events.
func New(ctx context.Context, d *db.DB, log *slog.Logger, opts Options) (*Hub, error) {
	opts.defaults()
	id := make([]byte, 8)
	rand.Read(id)
	h := &Hub{
		db: d, log: log, opts: opts, instance: hex.EncodeToString(id),
		subs: map[int64][]*Sub{}, wideSubs: map[*Sub]struct{}{}, leaving: map[int64]*time.Timer{},
		recent: map[int64]struct{}{}, ring: make([]int64, 4096), newest: map[int64]int64{},
		presence: newPresenceState(),
	}
	h.ctx, h.cancel = context.WithCancel(context.Background())
	if err := h.loadNewest(ctx); err != nil {
		return nil, fmt.Errorf("realtime: start: %w", err)
	}
	if err := h.loadRemote(ctx); err != nil {
		return nil, fmt.Errorf("realtime: start: %w", err)
	}
	if d.Engine == db.Postgres {
		ready := make(chan error, 1)
		h.wg.Add(1)
		go h.listen(ready)
		select {
		case err := <-ready:
			if err != nil {
				h.cancel()
				h.wg.Wait()
				return nil, err
			}
		case <-ctx.Done():
			h.cancel()
			return nil, ctx.Err()
		}
	}
	h.wg.Add(2)
	go h.maintain()
	go h.recordPresence()
	return h, nil
}

// Subscribe opens a stream for userID; broadcasts says whether it takes events
// addressed to Everyone. When after > 0 it also returns the events since that
// id, which the caller sends before the live ones (skipping any live event it
// already sent from the replay). Live events wait in the stream until the
// caller says how to be told of them (Sub.OnReady).
func (h *Hub) Subscribe(ctx context.Context, userID int64, broadcasts bool, after int64) (*Sub, []Event, error) {
	sub := newSub(userID)
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil, nil, fmt.Errorf("realtime: subscribe: hub closed")
	}
	h.subs[userID] = append(h.subs[userID], sub)
	if broadcasts {
		h.wideSubs[sub] = struct{}{}
	}
	if t, ok := h.leaving[userID]; ok {
		t.Stop() // back within the grace: they never left
		delete(h.leaving, userID)
	} else if len(h.subs[userID]) == 1 {
		h.markLocked(userID)
	}
	h.mu.Unlock()

	var replay []Event
	if after > 0 {
		var err error
		if replay, err = h.since(ctx, userID, broadcasts, after); err != nil {
			h.Unsubscribe(sub)
			return nil, nil, err
		}
	}
	return sub, replay, nil
}

// Unsubscribe closes a stream. When it was the user's last one here, the
// user leaves after the grace unless a stream opens again.
func (h *Hub) Unsubscribe(sub *Sub) {
	if h.closing.Load() {
		sub.drop() // Close forgot every stream at once
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.removeLocked(sub)
}

// removeLocked forgets sub and drops it; the user's last stream starts the grace.
func (h *Hub) removeLocked(sub *Sub) {
	set := h.subs[sub.UserID]
	at := -1
	for i, s := range set {
		if s == sub {
			at = i
			break
		}
	}
	if at < 0 {
		return
	}
	set[at] = set[len(set)-1]
	set[len(set)-1] = nil
	set = set[:len(set)-1]
	delete(h.wideSubs, sub)
	sub.drop()
	if len(set) > 0 {
		h.subs[sub.UserID] = set
		return
	}
	delete(h.subs, sub.UserID)
	if h.closed {
		return
	}
	user := sub.UserID
	var t *time.Timer
	t = time.AfterFunc(h.opts.Grace, func() { h.leave(user, t) }) // leave waits for h.mu: t is set by then
	h.leaving[user] = t
}

// dispatch hands ev to this instance's streams that should get it. A stream
// too far behind is dropped rather than allowed to hold the others up.
func (h *Hub) dispatch(ev Event) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, dup := h.recent[ev.ID]; dup {
		return
	}
	delete(h.recent, h.ring[h.ringAt])
	h.ring[h.ringAt], h.ringAt = ev.ID, (h.ringAt+1)%len(h.ring)
	h.recent[ev.ID] = struct{}{}
	if ev.ID > h.lastID {
		h.lastID = ev.ID
	}
	if ev.ID > h.newest[ev.UserID] {
		h.newest[ev.UserID] = ev.ID
	}
	shared := &ev
	var behind []*Sub
	if ev.UserID == Everyone {
		for sub := range h.wideSubs {
			if !sub.push(shared, h.opts.Buffer) {
				behind = append(behind, sub)
			}
		}
	} else {
		for _, sub := range h.subs[ev.UserID] {
			if !sub.push(shared, h.opts.Buffer) {
				behind = append(behind, sub)
			}
		}
	}
	for _, sub := range behind {
		h.log.Warn("realtime: stream fell behind; dropped", "user", sub.UserID)
		h.removeLocked(sub)
	}
}

// LastID is the newest event this instance has delivered: a page rendered now
// gives it to its stream, which then replays whatever came between.
func (h *Hub) LastID() int64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.lastID
}

// Streams is how many streams are open on this instance.
func (h *Hub) Streams() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, set := range h.subs {
		n += len(set)
	}
	return n
}

// Closing reports whether the hub is shutting down (its streams then tell
// their clients to come back a little later, each at its own time).
func (h *Hub) Closing() bool { return h.closing.Load() }

// Close drops every stream, stops the background work and forgets this
// instance's presence rows, so its users go offline at once. A second call
// waits for the first to finish.
func (h *Hub) Close() {
	h.closeOnce.Do(func() {
		start := time.Now()
		h.mu.Lock()
		h.closed = true
		streams := 0
		for _, set := range h.subs {
			streams += len(set)
		}
		h.closedWith.Store(int64(streams))
		h.closing.Store(true)
		for _, set := range h.subs {
			for _, sub := range set {
				sub.drop()
			}
		}
		for _, t := range h.leaving {
			t.Stop()
		}
		h.subs, h.wideSubs, h.leaving = map[int64][]*Sub{}, map[*Sub]struct{}{}, map[int64]*time.Timer{}
		h.mu.Unlock()
		// The served streams write their last words (when to come back) and close.
		for deadline := time.Now().Add(3 * time.Second); h.served.Load() > 0 && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond)
		}
		ended := time.Since(start)
		h.cancel()
		h.wg.Wait()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		h.departAll(ctx)
		h.log.Info("realtime: closed", "streams", streams, "ended_ms", ended.Milliseconds(), "total_ms", time.Since(start).Milliseconds())
	})
}
