// Command realtime measures Partage's realtime channel against a running
// server (bench/run.sh starts it): BENCH_STREAMS admins each hold one
// Server-Sent Events stream (GET /events), then BENCH_SENDERS of them send
// BENCH_MESSAGES chat messages (POST /apps/chat/send-msg) to random others,
// and every message is matched, by a unique nonce, to its arrival on the
// recipient's stream and on the sender's own. It prints the delivery latency,
// the messages lost, the send throughput, how the streams opened (the
// presence fan-out), and the server's memory per open stream.
//
// It reads the server's settings from the environment the server runs with
// (DATA_DIR, DATABASE_URL, APP_KEY or DATA_DIR/app.key), inserts its users
// straight into the database and mints their tokens itself. It exits 1 when a
// message is lost, a stream is dropped, or a request fails.
//
// Environment: BENCH_ADDR (127.0.0.1:18080), BENCH_STREAMS (1000),
// BENCH_MESSAGES (2000), BENCH_SENDERS (16), BENCH_OPEN_RATE (streams opened
// per second, 100), BENCH_SERVER_PID (for VmRSS), BENCH_SERVER_LOG (the
// server's stderr, for GODEBUG=gctrace=1 lines).
package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"partage/app/auth"
	"partage/app/config"
	"partage/app/db"
)

type settings struct {
	base      string
	streams   int
	messages  int
	senders   int
	openRate  float64
	serverPID int
	serverLog string
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintf(os.Stderr, "realtime: FAIL: %v\n", err)
		os.Exit(1)
	}
}

func envInt(name string, def, least int) (int, error) {
	v := os.Getenv(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < least {
		return 0, fmt.Errorf("%s must be a whole number ≥ %d, got %q", name, least, v)
	}
	return n, nil
}

func load() (settings, error) {
	s := settings{base: "http://127.0.0.1:18080", serverLog: os.Getenv("BENCH_SERVER_LOG")}
	if v := os.Getenv("BENCH_ADDR"); v != "" {
		s.base = "http://" + v
	}
	var err error
	if s.streams, err = envInt("BENCH_STREAMS", 1000, 2); err != nil {
		return s, err
	}
	if s.messages, err = envInt("BENCH_MESSAGES", 2000, 1); err != nil {
		return s, err
	}
	if s.senders, err = envInt("BENCH_SENDERS", 16, 1); err != nil {
		return s, err
	}
	if s.senders > s.streams {
		return s, fmt.Errorf("BENCH_SENDERS (%d) must not exceed BENCH_STREAMS (%d): senders are stream holders", s.senders, s.streams)
	}
	rate, err := envInt("BENCH_OPEN_RATE", 100, 1)
	if err != nil {
		return s, err
	}
	s.openRate = float64(rate)
	if s.serverPID, err = envInt("BENCH_SERVER_PID", 0, 0); err != nil {
		return s, err
	}
	return s, nil
}

// stream is one user's open GET /events.
type stream struct {
	user     *auth.User
	token    string
	cancel   context.CancelFunc
	presence atomic.Int64 // presence events received
	done     chan struct{}
}

// message is one send-msg and where it arrived, in ns since the bench's start (0: not yet).
type message struct {
	sender, recipient int // stream indexes
	sentAt            atomic.Int64
	answeredAt        atomic.Int64
	status            atomic.Int32
	gotAt             atomic.Int64 // on the recipient's stream
	echoAt            atomic.Int64 // on the sender's own stream
}

type bench struct {
	s       settings
	d       *db.DB
	auth    *auth.Service
	engine  string
	start   time.Time
	run     string // this run's tag, in e-mails and nonces
	marker  []byte // `rtb:<run>:` in each message text
	users   []*auth.User
	streams []*stream
	msgs    []message
	streamC *http.Client
	apiC    *http.Client

	stopping       atomic.Bool  // streams end on purpose from now on
	dropped        atomic.Int64 // streams that ended before that
	presenceTotal  atomic.Int64
	lastPresenceAt atomic.Int64
	duplicates     atomic.Int64
	misdelivered   atomic.Int64
	foreign        atomic.Int64 // chat.message events without our nonce
	dropMu         sync.Mutex
	dropNotes      []string
}

func (b *bench) now() int64 { return int64(time.Since(b.start)) }

func run() error {
	s, err := load()
	if err != nil {
		return err
	}
	need := uint64(s.streams + 256)
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return fmt.Errorf("read the open-file limit: %w", err)
	}
	if lim.Cur < need { // the Go runtime already raised the soft limit to the hard one
		return fmt.Errorf("open-file limit %d < %d needed for %d streams: raise `ulimit -n` (hard limit %d)", lim.Cur, need, s.streams, lim.Max)
	}
	if s.serverPID > 0 {
		if n, err := serverFileLimit(s.serverPID); err == nil && n < need {
			return fmt.Errorf("the server (pid %d) may open %d files < %d needed for %d streams: start it under a higher `ulimit -n`", s.serverPID, n, need, s.streams)
		}
	}
	cfg, err := serverConfig()
	if err != nil {
		return err
	}
	ctx := context.Background()
	d, err := db.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer d.Close()
	engine := "sqlite"
	if d.Engine == db.Postgres {
		engine = "postgresql"
	}
	b := &bench{
		s: s, d: d, engine: engine, start: time.Now(),
		auth: auth.NewService(d, auth.Settings{AppKey: cfg.AppKey, RegistrationOpen: true, RegistrationRole: auth.RoleAdmin}),
		run:  strconv.FormatInt(time.Now().UnixMilli(), 36),
	}
	b.marker = []byte("rtb:" + b.run + ":")
	dial := &net.Dialer{Timeout: 10 * time.Second}
	b.streamC = &http.Client{Transport: &http.Transport{
		DialContext: dial.DialContext, DisableCompression: true, DisableKeepAlives: true, ResponseHeaderTimeout: 60 * time.Second,
	}}
	b.apiC = &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{
		DialContext: dial.DialContext, DisableCompression: true, MaxIdleConns: 2 * s.senders, MaxIdleConnsPerHost: 2 * s.senders,
	}}
	return b.main(ctx)
}

// serverConfig reads the settings the server runs with, without creating an app key of its own.
func serverConfig() (*config.Config, error) {
	if os.Getenv("APP_KEY") == "" {
		dir := os.Getenv("DATA_DIR")
		if dir == "" {
			dir = "./data"
		}
		if _, err := os.Stat(dir + "/app.key"); err != nil {
			return nil, fmt.Errorf("neither APP_KEY nor %s/app.key: run with the server's DATA_DIR/APP_KEY/DATABASE_URL", dir)
		}
	}
	cfg, err := config.Load()
	if err != nil {
		return nil, err
	}
	return cfg, nil
}

func serverFileLimit(pid int) (uint64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/limits", pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "Max open files") {
			f := strings.Fields(line[len("Max open files"):])
			if len(f) > 0 {
				if f[0] == "unlimited" {
					return 1 << 62, nil
				}
				return strconv.ParseUint(f[0], 10, 64)
			}
		}
	}
	return 0, errors.New("no Max open files line")
}

func (b *bench) main(ctx context.Context) error {
	s := b.s
	fmt.Printf("realtime (GET /events, SSE): %d streams of %d admins, %d messages from %d senders, %s\n",
		s.streams, s.streams, s.messages, s.senders, b.engine)

	if err := b.createUsers(ctx); err != nil {
		return err
	}
	b.msgs = make([]message, s.messages) // before any reader starts
	var failures []string
	fail := func(format string, a ...any) { failures = append(failures, fmt.Sprintf(format, a...)) }

	// Memory before: VmRSS only. Making the server collect here (for its live
	// heap) would leave freed memory in it for the streams to reuse, hiding
	// part of their cost from VmRSS: the heap without the streams is taken
	// once they have closed.
	rssBefore, rssErr := b.rss()

	// Open the streams at a steady pace, each read continuously from the start.
	cpu0 := b.cpu()
	openStart := time.Now()
	connect, err := b.openStreams(ctx)
	if err != nil {
		b.closeStreams()
		return err
	}
	openDur := time.Since(openStart)
	lastOpen := b.now()
	// Every stream gets the presence of itself and of everyone who opened
	// after it. Wait for them all (or for 3 s without any: some are missing).
	expected := int64(s.streams) * int64(s.streams+1) / 2
	settleDeadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(settleDeadline) {
		quiet := time.Duration(b.now() - b.lastPresenceAt.Load())
		if quiet > 3*time.Second || (quiet > 500*time.Millisecond && b.presenceTotal.Load() >= expected) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	settle := max(0, b.lastPresenceAt.Load()-lastOpen)
	presence := b.presenceTotal.Load()
	cpuOpen := b.cpuSince(cpu0)
	fmt.Printf("  %-32s %d in %.2f s (%.1f/s), connect p50 %s p99 %s max %s\n", "open streams",
		s.streams, openDur.Seconds(), float64(s.streams)/openDur.Seconds(), ms(pct(connect, 50)), ms(pct(connect, 99)), ms(slices.Max(connect)))
	fmt.Printf("  %-32s %d presence events delivered (≥ %d expected), the last %.2f s after the last stream opened%s\n",
		"presence fan-out", presence, expected, time.Duration(settle).Seconds(), cpuNote(cpuOpen, "delivered event", presence, time.Microsecond))
	if presence < expected {
		fail("%d presence events missing (%d delivered, at least %d expected)", expected-presence, presence, expected)
	}

	// Memory after: all open and idle.
	time.Sleep(2 * time.Second)
	rssAfter, rssErr2 := b.rss()
	heapWith, heapErr := b.gcAfter(ctx)

	// Send.
	cpu1 := b.cpu()
	sendStart, sendEnd, respLat, statuses, err := b.send(ctx)
	if err != nil {
		b.closeStreams()
		return err
	}
	ok := statuses[http.StatusCreated]
	// Wait for every accepted message to arrive on both streams (10 s at most).
	waitUntil := time.Now().Add(10 * time.Second)
	for time.Now().Before(waitUntil) {
		if b.pending() == 0 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	cpuSend := b.cpuSince(cpu1)
	var lat, echo []time.Duration
	lost, echoLost := 0, 0
	for i := range b.msgs {
		m := &b.msgs[i]
		if m.status.Load() != http.StatusCreated {
			continue
		}
		if g := m.gotAt.Load(); g > 0 {
			lat = append(lat, time.Duration(g-m.sentAt.Load()))
		} else {
			lost++
		}
		if e := m.echoAt.Load(); e > 0 {
			echo = append(echo, time.Duration(e-m.sentAt.Load()))
		} else {
			echoLost++
		}
	}
	sendDur := sendEnd.Sub(sendStart)
	fmt.Printf("  %-32s p50 %s  p99 %s  max %s  lost %d of %d\n", "send-msg → recipient's stream",
		ms(pct(lat, 50)), ms(pct(lat, 99)), ms(maxOf(lat)), lost, ok)
	fmt.Printf("  %-32s p50 %s  p99 %s  max %s  lost %d of %d\n", "send-msg → sender's own stream",
		ms(pct(echo, 50)), ms(pct(echo, 99)), ms(maxOf(echo)), echoLost, ok)
	fmt.Printf("  %-32s %.1f msg/s (%d × 201 in %.2f s; response p50 %s p99 %s)%s\n", "send-msg throughput",
		float64(ok)/sendDur.Seconds(), ok, sendDur.Seconds(), ms(pct(respLat, 50)), ms(pct(respLat, 99)),
		cpuNote(cpuSend, "message", int64(ok), time.Millisecond))
	if lost > 0 {
		fail("%d messages never reached the recipient's stream", lost)
	}
	if echoLost > 0 {
		fail("%d messages never reached the sender's own stream", echoLost)
	}
	if ok != s.messages {
		var other []string
		for code, n := range statuses {
			if code != http.StatusCreated {
				other = append(other, fmt.Sprintf("%d × %d", n, code))
			}
		}
		slices.Sort(other)
		fail("send-msg answered other than 201: %s", strings.Join(other, ", "))
	}
	if n := b.duplicates.Load(); n > 0 {
		fail("%d messages arrived twice on a stream", n)
	}
	if n := b.misdelivered.Load(); n > 0 {
		fail("%d messages arrived on a stream of neither the sender nor the recipient", n)
	}

	// Memory per stream.
	if rssErr == nil && rssErr2 == nil {
		fmt.Printf("  %-32s %.1f KB (VmRSS %.1f MB before → %.1f MB with %d streams open and idle)\n", "server RSS per open stream",
			float64(rssAfter-rssBefore)/float64(s.streams), float64(rssBefore)/1024, float64(rssAfter)/1024, s.streams)
	} else {
		fmt.Printf("  %-32s n/a (%v)\n", "server RSS per open stream", errors.Join(rssErr, rssErr2))
	}
	// Close, and wait for the server to settle its users' departures; then
	// the heap without the streams.
	closed := time.Now()
	b.closeStreams()
	cleared, departErr := b.waitDepartures(ctx)
	drops := b.dropped.Load()
	var heapWithout gcLine
	var heapErr2 error
	if heapErr == nil {
		heapWithout, heapErr2 = b.gcAfter(ctx)
	}
	if heapErr == nil && heapErr2 == nil {
		per := func(with, without int) float64 { return float64(with-without) * 1024 / float64(s.streams) }
		fmt.Printf("  %-32s %.1f KB live heap + %.1f KB goroutine stacks (gctrace: heap %d MB open, %d MB closed; stacks %d / %d MB; ±%.1f KB)\n",
			"server Go memory per open stream", per(heapWith.live, heapWithout.live), per(heapWith.stacks, heapWithout.stacks),
			heapWith.live, heapWithout.live, heapWith.stacks, heapWithout.stacks, 1024/float64(s.streams))
	} else {
		fmt.Printf("  %-32s n/a (%v)\n", "server Go memory per open stream", errors.Join(heapErr, heapErr2))
	}
	if departErr != nil {
		fmt.Printf("  %-32s %d dropped during the run; departures: %v\n", "streams closed", drops, departErr)
		fail("departures: %v", departErr)
	} else {
		fmt.Printf("  %-32s %d dropped during the run; presence cleared %.2f s after closing (5 s grace)\n", "streams closed",
			drops, cleared.Sub(closed).Seconds())
	}
	if drops > 0 {
		fail("%d streams dropped (the connection ended): %s", drops, strings.Join(b.dropNotes, "; "))
	}
	if n := b.foreign.Load(); n > 0 {
		fmt.Printf("  (%d chat.message events without this run's nonce were ignored)\n", n)
	}
	if len(failures) > 0 {
		return errors.New(strings.Join(failures, "; "))
	}
	return nil
}
