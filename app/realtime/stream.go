package realtime

import (
	"context"
	"io"
	"math/rand/v2"
	"net"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// StreamOptions are what the product adds to a stream of Server-Sent Events.
type StreamOptions struct {
	// Heartbeat is how often the stream runs Check and, when it goes on,
	// writes a comment that keeps proxies from closing an idle connection.
	Heartbeat time.Duration
	// Check says whether the stream must end, and what to write last; it
	// also runs in place of writing each event of type CheckOn.
	Check   func(ctx context.Context) (last []byte, end bool)
	CheckOn string
	// Sent are the ids the replay already wrote, in order: not written again when they come live.
	Sent []int64
}

// writeTimeout is how long one write to a client may take before the stream
// ends (its client reconnects and replays what it missed).
const writeTimeout = 30 * time.Second

// Closing streams tell their clients to reconnect after a delay drawn from
// a range, so that ten thousand tabs do not all knock at once on a restarted
// server: from comebackMin, over comebackPer a stream (3 to 10 s).
const (
	comebackMin = time.Second
	comebackPer = 600 * time.Microsecond
)

// comeback is the delay a closing stream gives its client, out of streams closing.
func comeback(streams int) time.Duration {
	spread := min(max(time.Duration(streams)*comebackPer, 3*time.Second), 10*time.Second)
	return comebackMin + time.Duration(rand.Int64N(int64(spread)))
}

type stream struct {
	hub   *Hub
	sub   *Sub
	o     StreamOptions
	out   func([]byte) error // writes (and flushes) to the client
	stop  func()             // closes the connection
	busy  atomic.Bool        // a goroutine is writing
	ping  atomic.Bool        // a heartbeat is due
	ended atomic.Bool
	timer *time.Timer
	once  sync.Once
	done  func() // told when the stream has ended
}

// Serve writes sub's events to conn, a connection taken over from the HTTP
// server once the response's headers and the replay were written: the body
// runs until the connection closes. It returns at once. An idle stream has no
// goroutine writing for it, only one waiting to read, which sees the client
// go; a goroutine writes while events are waiting. The stream ends, conn
// closed and sub unsubscribed, when the client goes, a write fails, Check
// says so or the hub drops it.
func (h *Hub) Serve(conn net.Conn, sub *Sub, o StreamOptions) {
	st := &stream{hub: h, sub: sub, o: o, stop: func() { conn.Close() }}
	st.out = func(b []byte) error {
		conn.SetWriteDeadline(time.Now().Add(writeTimeout))
		_, err := conn.Write(b)
		return err
	}
	h.served.Add(1)
	st.done = func() { h.served.Add(-1) }
	st.timer = time.AfterFunc(o.Heartbeat, func() { st.ping.Store(true); st.kick() })
	go st.watch(conn)
	sub.OnReady(st.kick)
}

// Run is Serve for a response that cannot be taken over (HTTP/2): it writes
// sub's events to w, calling flush after each write, in the calling goroutine
// until ctx ends or the stream does.
func (h *Hub) Run(ctx context.Context, w io.Writer, flush func() error, sub *Sub, o StreamOptions) {
	st := &stream{hub: h, sub: sub, o: o, stop: func() {}}
	st.out = func(b []byte) error {
		if _, err := w.Write(b); err != nil {
			return err
		}
		return flush()
	}
	ready := make(chan struct{}, 1)
	sub.OnReady(Notify(ready))
	beat := time.NewTicker(o.Heartbeat)
	defer beat.Stop()
	defer st.end()
	for !st.ended.Load() {
		select {
		case <-ctx.Done():
			return
		case <-ready:
		case <-beat.C:
			st.ping.Store(true)
		}
		st.step()
	}
}

// watch reads until the client goes (a stream's client sends nothing).
func (st *stream) watch(conn net.Conn) {
	var b [1]byte
	for {
		if _, err := conn.Read(b[:]); err != nil {
			st.end()
			return
		}
	}
}

// kick makes sure a goroutine writes what is waiting.
func (st *stream) kick() {
	if st.busy.CompareAndSwap(false, true) {
		go st.work()
	}
}

func (st *stream) work() {
	for {
		st.step()
		st.busy.Store(false)
		if st.ended.Load() || !(st.sub.Pending() || st.ping.Load() || st.sub.Dropped()) {
			return
		}
		if !st.busy.CompareAndSwap(false, true) {
			return // another kick took over
		}
	}
}

var eventBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 1024); return &b }}

// step writes the waiting events (and the heartbeat when due) in one write.
func (st *stream) step() {
	if st.ended.Load() {
		return
	}
	p := eventBuffers.Get().(*[]byte)
	b := (*p)[:0]
	defer func() {
		if cap(b) <= 64<<10 { // a rare large event does not stay in the pool
			*p = b[:0]
			eventBuffers.Put(p)
		}
	}()
	if st.sub.Dropped() {
		if st.hub.Closing() {
			b = append(b, "retry: "...)
			b = strconv.AppendInt(b, comeback(int(st.hub.closedWith.Load())).Milliseconds(), 10)
			b = append(b, "\n\n"...)
			st.out(b)
		}
		st.end()
		return
	}
	evs := st.sub.Take()
	if st.ping.Swap(false) {
		st.o.Sent = nil // long delivered, if they were to come live
		if last, end := st.check(); end {
			st.out(append(b, last...))
			st.end()
			return
		}
		b = append(b, ": ping\n\n"...)
		if st.timer != nil {
			st.timer.Reset(st.o.Heartbeat)
		}
	}
	for _, ev := range evs {
		if _, seen := slices.BinarySearch(st.o.Sent, ev.ID); seen {
			continue
		}
		if ev.Type == st.o.CheckOn && st.o.Check != nil {
			if last, end := st.check(); end {
				st.out(append(b, last...))
				st.end()
				return
			}
			continue
		}
		b = AppendEvent(b, ev)
	}
	if len(b) > 0 {
		if err := st.out(b); err != nil {
			st.end()
		}
	}
}

func (st *stream) check() ([]byte, bool) {
	if st.o.Check == nil {
		return nil, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return st.o.Check(ctx)
}

func (st *stream) end() {
	st.once.Do(func() {
		st.ended.Store(true)
		if st.timer != nil {
			st.timer.Stop()
		}
		st.stop()
		st.hub.Unsubscribe(st.sub)
		if st.done != nil {
			st.done()
		}
	})
}

// AppendEvent appends ev to b as a Server-Sent Event.
func AppendEvent(b []byte, ev *Event) []byte {
	b = append(b, "id: "...)
	b = strconv.AppendInt(b, ev.ID, 10)
	b = append(b, "\nevent: "...)
	b = append(b, ev.Type...)
	b = append(b, "\ndata: "...)
	b = append(b, ev.Data...)
	return append(b, "\n\n"...)
}
