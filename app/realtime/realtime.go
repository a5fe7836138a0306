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

	mu       sync.Mutex
	subs     map[int64]map[*Sub]struct{} // open streams by user
	wideSubs map[*Sub]struct{}           // streams that take broadcasts
	leaving  map[int64]*time.Timer       // users whose last stream closed, within the grace
	lastID   int64                       // the newest event dispatched (PostgreSQL catch-up)
	recent   map[int64]struct{}          // ids dispatched lately: a catch-up may meet a notice again
	ring     []int64
	ringAt   int
	presence func(userID int64, online bool)
	closed   bool

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// Sub is one open stream.
type Sub struct {
	UserID     int64
	broadcasts bool
	c          chan *Event // pointers: a full buffer of 256 is 2 KB a stream, and one event is shared by all its streams
	done       chan struct{}
	once       sync.Once
}

// Events delivers the stream's live events.
func (s *Sub) Events() <-chan *Event { return s.c }

// Done is closed when the hub drops the stream: it fell behind, or the hub is
// closing. The client should reconnect and replay.
func (s *Sub) Done() <-chan struct{} { return s.done }

func (s *Sub) drop() { s.once.Do(func() { close(s.done) }) }

// New starts a hub on d: on PostgreSQL it listens for other instances' events.
func New(ctx context.Context, d *db.DB, log *slog.Logger, opts Options) (*Hub, error) {
	opts.defaults()
	id := make([]byte, 8)
	rand.Read(id)
	h := &Hub{
		db: d, log: log, opts: opts, instance: hex.EncodeToString(id),
		subs: map[int64]map[*Sub]struct{}{}, wideSubs: map[*Sub]struct{}{}, leaving: map[int64]*time.Timer{},
		recent: map[int64]struct{}{}, ring: make([]int64, 4096),
	}
	h.ctx, h.cancel = context.WithCancel(context.Background())
	if err := d.QueryRowContext(ctx, `SELECT coalesce(max(id), 0) FROM realtime_events`).Scan(&h.lastID); err != nil {
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
	h.wg.Add(1)
	go h.maintain()
	return h, nil
}

// OnPresence sets what to call when a user comes online (their first stream on
// any instance) or goes offline (their last one closed, after the grace).
func (h *Hub) OnPresence(fn func(userID int64, online bool)) {
	h.mu.Lock()
	h.presence = fn
	h.mu.Unlock()
}

// Publish records an event for userID (or Everyone) and delivers it to that user's open streams.
func (h *Hub) Publish(ctx context.Context, userID int64, typ string, data any) error {
	raw, err := json.Marshal(data)
	if err != nil {
		return fmt.Errorf("realtime: publish %s: %w", typ, err)
	}
	ev := Event{UserID: userID, Type: typ, Data: raw}
	err = h.db.QueryRowContext(ctx, `INSERT INTO realtime_events (user_id, type, data, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
		userID, typ, string(raw), time.Now().UnixMilli()).Scan(&ev.ID)
	if err != nil {
		return fmt.Errorf("realtime: publish %s: %w", typ, err)
	}
	if h.db.Engine == db.Postgres {
		return h.announce(ctx, ev)
	}
	h.dispatch(ev)
	return nil
}

// Subscribe opens a stream for userID; broadcasts says whether it takes events
// addressed to Everyone. When after > 0 it also returns the events since that
// id, which the caller sends before the live ones (skipping any live event it
// already sent from the replay).
func (h *Hub) Subscribe(ctx context.Context, userID int64, broadcasts bool, after int64) (*Sub, []Event, error) {
	sub := &Sub{UserID: userID, broadcasts: broadcasts, c: make(chan *Event, h.opts.Buffer), done: make(chan struct{})}
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil, nil, fmt.Errorf("realtime: subscribe: hub closed")
	}
	if h.subs[userID] == nil {
		h.subs[userID] = map[*Sub]struct{}{}
	}
	h.subs[userID][sub] = struct{}{}
	if broadcasts {
		h.wideSubs[sub] = struct{}{}
	}
	first := len(h.subs[userID]) == 1
	if t, ok := h.leaving[userID]; ok {
		t.Stop() // back within the grace: they never left
		delete(h.leaving, userID)
		first = false
	}
	h.mu.Unlock()

	if first {
		if err := h.arrive(ctx, userID); err != nil {
			h.Unsubscribe(sub)
			return nil, nil, err
		}
	}
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
	h.mu.Lock()
	defer h.mu.Unlock()
	set := h.subs[sub.UserID]
	if _, ok := set[sub]; !ok {
		return
	}
	delete(set, sub)
	delete(h.wideSubs, sub)
	sub.drop()
	if len(set) > 0 {
		return
	}
	delete(h.subs, sub.UserID)
	if h.closed {
		return
	}
	user := sub.UserID
	h.leaving[user] = time.AfterFunc(h.opts.Grace, func() { h.leave(user) })
}

// since returns the events for userID (and broadcasts when asked) after id, oldest first.
func (h *Hub) since(ctx context.Context, userID int64, broadcasts bool, after int64) ([]Event, error) {
	q := `SELECT id, user_id, type, data FROM realtime_events WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT 1000`
	if broadcasts {
		q = `SELECT id, user_id, type, data FROM realtime_events WHERE (user_id = $1 OR user_id = 0) AND id > $2 ORDER BY id LIMIT 1000`
	}
	rows, err := h.db.QueryContext(ctx, q, userID, after)
	if err != nil {
		return nil, fmt.Errorf("realtime: replay: %w", err)
	}
	defer rows.Close()
	var out []Event
	for rows.Next() {
		var ev Event
		var data string
		if err := rows.Scan(&ev.ID, &ev.UserID, &ev.Type, &data); err != nil {
			return nil, fmt.Errorf("realtime: replay: %w", err)
		}
		ev.Data = json.RawMessage(data)
		out = append(out, ev)
	}
	return out, rows.Err()
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
	targets := h.subs[ev.UserID]
	if ev.UserID == Everyone {
		targets = h.wideSubs
	}
	shared := &ev
	for sub := range targets {
		select {
		case sub.c <- shared:
		default:
			h.log.Warn("realtime: stream fell behind; dropped", "user", sub.UserID)
			delete(h.subs[sub.UserID], sub)
			delete(h.wideSubs, sub)
			if len(h.subs[sub.UserID]) == 0 {
				delete(h.subs, sub.UserID)
				user := sub.UserID
				h.leaving[user] = time.AfterFunc(h.opts.Grace, func() { h.leave(user) })
			}
			sub.drop()
		}
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

// Close drops every stream, stops the background work and forgets this
// instance's presence rows, so its users go offline at once.
func (h *Hub) Close() {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return
	}
	h.closed = true
	var users []int64
	for user, set := range h.subs {
		users = append(users, user)
		for sub := range set {
			sub.drop()
		}
	}
	for user, t := range h.leaving {
		t.Stop()
		users = append(users, user)
	}
	h.subs, h.wideSubs, h.leaving = map[int64]map[*Sub]struct{}{}, map[*Sub]struct{}{}, map[int64]*time.Timer{}
	h.mu.Unlock()
	h.cancel()
	h.wg.Wait()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, user := range users {
		h.depart(ctx, user)
	}
}
