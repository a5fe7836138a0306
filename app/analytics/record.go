package analytics

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Kinds of recorded activity.
const (
	KindVisit  = "visit"
	KindSignIn = "sign_in"
)

// Kinds lists the kinds of activity.
var Kinds = []string{KindSignIn, KindVisit}

// Event is one thing a user did: a page visit (of a route, by its path
// template) or a sign-in, from a device, in a session (its hash), at a time.
type Event struct {
	Kind    string
	UserID  int64
	Route   string
	Device  string
	Session string
	At      time.Time
}

// Tuning of the recorder: events wait in a buffer of BufferSize and are
// written by one goroutine in inserts of at most BatchSize rows, at least
// every FlushEvery. A full buffer drops the event (a request never waits on
// the database to be recorded), counted and logged at most every DropLogEvery.
const (
	BufferSize   = 8192
	BatchSize    = 256
	FlushEvery   = time.Second
	DropLogEvery = time.Minute
)

// recorder is the buffer and its writer, started at the first Record.
type recorder struct {
	once    sync.Once
	events  chan Event
	flushes chan chan error
	stop    chan struct{}
	done    chan struct{}
	closed  atomic.Bool
	dropped atomic.Int64
}

// Record keeps e to be written within a second. It never blocks: when the
// buffer is full, or the store is closed, e is dropped and counted.
func (s *Store) Record(e Event) {
	r := &s.rec
	if r.closed.Load() {
		r.dropped.Add(1)
		return
	}
	s.startRecorder()
	select {
	case r.events <- e:
	default:
		r.dropped.Add(1)
	}
}

// Dropped is the number of events dropped since the store was made.
func (s *Store) Dropped() int64 { return s.rec.dropped.Load() }

// Flush writes every event recorded so far, and returns when they are in
// the database (or ctx ends).
func (s *Store) Flush(ctx context.Context) error {
	r := &s.rec
	if r.closed.Load() {
		return nil
	}
	s.startRecorder()
	done := make(chan error, 1)
	select {
	case r.flushes <- done:
	case <-r.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Close writes what is buffered and stops the recorder; later events are dropped.
func (s *Store) Close() {
	r := &s.rec
	if r.closed.Swap(true) {
		return
	}
	started := false
	r.once.Do(func() {}) // a recorder never started stays so
	if r.stop != nil {
		started = true
		close(r.stop)
	}
	if started {
		<-r.done
	}
}

func (s *Store) startRecorder() {
	r := &s.rec
	r.once.Do(func() {
		r.events = make(chan Event, BufferSize)
		r.flushes = make(chan chan error)
		r.stop = make(chan struct{})
		r.done = make(chan struct{})
		go s.writeEvents()
	})
}

// writeEvents is the recorder's goroutine: it gathers events into batches
// and writes each batch when it is full, every FlushEvery, when asked to
// flush, and at Close.
func (s *Store) writeEvents() {
	r := &s.rec
	defer close(r.done)
	tick := time.NewTicker(FlushEvery)
	defer tick.Stop()
	batch := make([]Event, 0, BatchSize)
	var reported int64
	lastReport := time.Now()
	write := func() error {
		if len(batch) == 0 {
			return nil
		}
		err := s.insertEvents(context.Background(), batch)
		batch = batch[:0]
		return err
	}
	// drain takes every event waiting in the buffer into batches.
	drain := func() error {
		var first error
		for {
			select {
			case e := <-r.events:
				batch = append(batch, e)
				if len(batch) == BatchSize {
					if err := write(); err != nil && first == nil {
						first = err
					}
				}
			default:
				if err := write(); err != nil && first == nil {
					first = err
				}
				return first
			}
		}
	}
	for {
		select {
		case e := <-r.events:
			batch = append(batch, e)
			if len(batch) == BatchSize {
				s.logWrite(write())
			}
		case <-tick.C:
			s.logWrite(write())
			if n := r.dropped.Load(); n != reported && time.Since(lastReport) >= DropLogEvery {
				slog.Warn("analytics: activity dropped, the buffer was full", "dropped", n-reported, "total", n)
				reported, lastReport = n, time.Now()
			}
		case done := <-r.flushes:
			done <- drain()
		case <-r.stop:
			s.logWrite(drain())
			return
		}
	}
}

func (s *Store) logWrite(err error) {
	if err != nil {
		slog.Error("analytics: write activity", "err", err)
	}
}

// insertEvents writes events in one multi-row insert. When that fails (a
// user deleted since), each is tried alone, and the ones that fail again are lost.
func (s *Store) insertEvents(ctx context.Context, events []Event) error {
	if err := s.insertRows(ctx, events); err == nil {
		return nil
	}
	var lost int
	var last error
	for i := range events {
		if err := s.insertRows(ctx, events[i:i+1]); err != nil {
			lost++
			last = err
		}
	}
	if lost > 0 {
		return fmt.Errorf("analytics: %d of %d events lost: %w", lost, len(events), last)
	}
	return nil
}

func (s *Store) insertRows(ctx context.Context, events []Event) error {
	var b strings.Builder
	b.WriteString(`INSERT INTO activity_events (kind, user_id, route, device, session, at) VALUES `)
	args := make([]any, 0, 6*len(events))
	for i, e := range events {
		if i > 0 {
			b.WriteByte(',')
		}
		n := len(args)
		fmt.Fprintf(&b, "($%d, $%d, $%d, $%d, $%d, $%d)", n+1, n+2, n+3, n+4, n+5, n+6)
		args = append(args, e.Kind, e.UserID, clip(e.Route, maxRoute), e.Device, e.Session, e.At.UnixMilli())
	}
	_, err := s.db.ExecContext(ctx, b.String(), args...)
	return err
}

// maxRoute bounds a recorded route (path templates are short; a long one is cut).
const maxRoute = 200

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}
