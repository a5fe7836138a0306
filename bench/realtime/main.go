// Command realtime measures Partage's realtime channel against a running
// server (bench/run.sh starts it): BENCH_STREAMS admins each hold one
// Server-Sent Events stream (GET /events), each with chats with
// BENCH_PARTNERS others of them; BENCH_SENDERS of them send BENCH_MESSAGES
// chat messages (POST /apps/chat/send-msg) to random others, and every
// message is matched, by a unique nonce, to its arrival on the recipient's
// stream and on the sender's own. It prints how the streams opened and whom
// their presence reached, the delivery latency, the messages lost, the send
// throughput and the server's memory per open stream; then it opens the
// streams again, has bench/run.sh restart the server, and measures how the
// streams come back, as browsers' EventSource do.
//
// It reads the server's settings from the environment the server runs with
// (DATA_DIR, DATABASE_URL, APP_KEY or DATA_DIR/app.key), inserts its users
// and their chats straight into the database and mints their tokens itself.
// It exits 1 when a message is lost, a stream is dropped, presence misses
// someone who sees the person or reaches someone who does not, or a request
// fails.
//
// Environment: BENCH_ADDR (127.0.0.1:18080), BENCH_STREAMS (1000),
// BENCH_MESSAGES (2000), BENCH_SENDERS (16), BENCH_PARTNERS (chats per user,
// 4), BENCH_OPEN_RATE (streams opened per second; 100, or BENCH_STREAMS/20
// when more), BENCH_SERVER_PID (for VmRSS and CPU), BENCH_SERVER_LOG (the
// server's stderr, for GODEBUG=gctrace=1 lines), BENCH_RESTART_DIR (where to
// ask bench/run.sh for the restart; none: no restart).
package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
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

// Budgets: what the realtime part of the product promises.
const (
	budgetStreamKB  = 20                    // server memory per open stream
	budgetDelivery  = 50 * time.Millisecond // send-msg → recipient's stream, p99
	budgetReconnect = 10 * time.Second      // every stream back after a restart
)

type settings struct {
	base       string
	streams    int
	messages   int
	senders    int
	partners   int
	openRate   float64
	serverPID  int
	serverLog  string
	restartDir string
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
	s := settings{base: "http://127.0.0.1:18080", serverLog: os.Getenv("BENCH_SERVER_LOG"), restartDir: os.Getenv("BENCH_RESTART_DIR")}
	if v := os.Getenv("BENCH_ADDR"); v != "" {
		s.base = "http://" + v
	}
	var err error
	if s.streams, err = envInt("BENCH_STREAMS", 1000, 3); err != nil {
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
	if s.partners, err = envInt("BENCH_PARTNERS", 4, 0); err != nil {
		return s, err
	}
	s.partners = min(s.partners-s.partners%2, s.streams-1-(s.streams-1)%2)
	rate, err := envInt("BENCH_OPEN_RATE", max(100, s.streams/20), 1)
	if err != nil {
		return s, err
	}
	s.openRate = float64(rate)
	if s.serverPID, err = envInt("BENCH_SERVER_PID", 0, 0); err != nil {
		return s, err
	}
	return s, nil
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
	index   map[int64]int  // stream index by user id
	head    map[int64]bool // bench users at the head of the directory: everyone sees them
	streams []*stream
	msgs    []message
	streamC *http.Client
	apiC    *http.Client

	partnerMu sync.RWMutex
	partners  []map[int]bool // by stream index: whom they have a chat with

	stopping       atomic.Bool  // streams end on purpose from now on
	restartAt      atomic.Int64 // when the restart was asked for (0: not yet)
	back           atomic.Int64 // streams connected again since
	refused        atomic.Int64 // connection attempts that failed meanwhile
	dropped        atomic.Int64 // streams that ended when nothing should have ended them
	presenceTotal  atomic.Int64
	lastPresenceAt atomic.Int64
	misdirected    atomic.Int64 // presence of a bench user heard by a stream that does not see them
	duplicates     atomic.Int64
	misdelivered   atomic.Int64
	foreign        atomic.Int64 // chat.message events without our nonce
	noteMu         sync.Mutex
	dropNotes      []string
	wrongNotes     []string
	failures       []string
}

func (b *bench) now() int64 { return int64(time.Since(b.start)) }

func (b *bench) fail(format string, a ...any) {
	b.failures = append(b.failures, fmt.Sprintf(format, a...))
}

func (b *bench) note(list *[]string, format string, a ...any) {
	b.noteMu.Lock()
	defer b.noteMu.Unlock()
	if len(*list) < 5 {
		*list = append(*list, fmt.Sprintf(format, a...))
	}
}

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
		ReadBufferSize: 4 << 10, WriteBufferSize: 1 << 10,
	}}
	b.apiC = &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{
		DialContext: dial.DialContext, DisableCompression: true, MaxIdleConns: 2 * s.senders, MaxIdleConnsPerHost: 2 * s.senders,
	}}
	if err := b.main(ctx); err != nil {
		return err
	}
	if len(b.failures) > 0 {
		return errors.New(strings.Join(b.failures, "; "))
	}
	return nil
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
	return config.Load()
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
	fmt.Printf("realtime (GET /events, SSE): %d streams of %d admins with %d chats each, %d messages from %d senders, %s\n",
		s.streams, s.streams, s.partners, s.messages, s.senders, b.engine)
	if err := b.createUsers(ctx); err != nil {
		return err
	}
	if err := b.createChats(ctx); err != nil {
		return err
	}
	if err := b.readHead(ctx); err != nil {
		return err
	}
	b.msgs = make([]message, s.messages) // before any reader starts

	// Memory before: VmRSS only. Making the server collect here (for its live
	// heap) would leave freed memory in it for the streams to reuse, hiding
	// part of their cost from VmRSS: the heap without the streams is taken
	// once they have closed.
	rssBefore, rssErr := b.rss()
	if err := b.openPhase(ctx); err != nil {
		b.closeStreams()
		return err
	}
	// Memory after: all open and idle.
	time.Sleep(2 * time.Second)
	rssAfter, rssErr2 := b.rss()
	heapWith, heapErr := b.gcAfter(ctx)

	if err := b.sendPhase(ctx); err != nil {
		b.closeStreams()
		return err
	}
	if rssErr == nil && rssErr2 == nil {
		per := float64(rssAfter-rssBefore) / float64(s.streams)
		fmt.Printf("  %-32s %.1f KB (VmRSS %.1f MB before → %.1f MB with %d streams open and idle)  budget <= %d KB %s\n", "server RSS per open stream",
			per, float64(rssBefore)/1024, float64(rssAfter)/1024, s.streams, budgetStreamKB, verdict(per <= budgetStreamKB))
	} else {
		fmt.Printf("  %-32s n/a (%v)\n", "server RSS per open stream", errors.Join(rssErr, rssErr2))
	}
	// Close, and wait for the server to settle its users' departures; then
	// the heap without the streams.
	closed := time.Now()
	b.closeStreams()
	cleared, departErr := b.waitDepartures(ctx)
	var heapWithout gcLine
	var heapErr2 error
	if heapErr == nil {
		heapWithout, heapErr2 = b.gcAfter(ctx)
	}
	if heapErr == nil && heapErr2 == nil {
		per := func(with, without int) float64 { return float64(with-without) * 1024 / float64(s.streams) }
		heap, stacks := per(heapWith.live, heapWithout.live), per(heapWith.stacks, heapWithout.stacks)
		fmt.Printf("  %-32s %.1f KB live heap + %.1f KB goroutine stacks (gctrace: heap %d MB open, %d MB closed; stacks %d / %d MB; ±%.1f KB)  budget <= %d KB %s\n",
			"server Go memory per open stream", heap, stacks, heapWith.live, heapWithout.live, heapWith.stacks, heapWithout.stacks,
			1024/float64(s.streams), budgetStreamKB, verdict(heap+stacks <= budgetStreamKB))
	} else {
		fmt.Printf("  %-32s n/a (%v)\n", "server Go memory per open stream", errors.Join(heapErr, heapErr2))
	}
	drops := b.dropped.Load()
	if departErr != nil {
		fmt.Printf("  %-32s %d dropped during the run; departures: %v\n", "streams closed", drops, departErr)
		b.fail("departures: %v", departErr)
	} else {
		fmt.Printf("  %-32s %d dropped during the run; presence cleared %.2f s after closing (5 s grace)\n", "streams closed",
			drops, cleared.Sub(closed).Seconds())
	}
	if drops > 0 {
		b.fail("%d streams dropped (the connection ended): %s", drops, strings.Join(b.dropNotes, "; "))
	}
	if s.restartDir != "" {
		if err := b.restartPhase(ctx); err != nil {
			b.closeStreams()
			return err
		}
	}
	if n := b.misdirected.Load(); n > 0 {
		b.fail("%d presence announcements reached streams that do not see the person: %s", n, strings.Join(b.wrongNotes, "; "))
	}
	if n := b.foreign.Load(); n > 0 {
		fmt.Printf("  (%d chat.message events without this run's nonce were ignored)\n", n)
	}
	return nil
}

func verdict(ok bool) string {
	if ok {
		return "PASS"
	}
	return "MISS"
}
