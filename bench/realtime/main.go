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
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"regexp"
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

// createUsers inserts the admins that hold the streams, one bcrypt hash for all.
func (b *bench) createUsers(ctx context.Context) error {
	hash, err := auth.HashPassword("rt-bench-" + b.run)
	if err != nil {
		return err
	}
	store := auth.NewStore(b.d)
	b.users = make([]*auth.User, b.s.streams)
	for i := range b.users {
		u := &auth.User{
			FullName:     fmt.Sprintf("RT Bench %s %04d", b.run, i),
			Username:     fmt.Sprintf("rtb_%s_%04d", b.run, i),
			Email:        fmt.Sprintf("rtb-%s-%04d@bench.invalid", b.run, i),
			PasswordHash: hash,
			Role:         auth.RoleAdmin,
		}
		if err := store.CreateUser(ctx, u); err != nil {
			return fmt.Errorf("create user %d: %w", i, err)
		}
		b.users[i] = u
	}
	return nil
}

// openStreams mints every token, then opens one stream per user at BENCH_OPEN_RATE;
// it returns each stream's time to its response headers.
func (b *bench) openStreams(ctx context.Context) ([]time.Duration, error) {
	b.streams = make([]*stream, len(b.users))
	for i, u := range b.users {
		t, err := b.auth.IssueTokens(ctx, u)
		if err != nil {
			return nil, fmt.Errorf("mint token %d: %w", i, err)
		}
		b.streams[i] = &stream{user: u, token: t.AccessToken, done: make(chan struct{})}
	}
	connect := make([]time.Duration, len(b.streams))
	errs := make(chan error, len(b.streams))
	var wg sync.WaitGroup
	tick := time.NewTicker(time.Duration(float64(time.Second) / b.s.openRate))
	defer tick.Stop()
	for i := range b.streams {
		if i > 0 {
			select {
			case <-tick.C:
			case err := <-errs:
				wg.Wait()
				return nil, err
			}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			d, err := b.open(ctx, i)
			if err != nil {
				errs <- err
				return
			}
			connect[i] = d
		}()
	}
	wg.Wait()
	select {
	case err := <-errs:
		return nil, err
	default:
	}
	return connect, nil
}

func (b *bench) open(ctx context.Context, i int) (time.Duration, error) {
	st := b.streams[i]
	sctx, cancel := context.WithCancel(ctx)
	st.cancel = cancel
	req, _ := http.NewRequestWithContext(sctx, "GET", b.s.base+"/events", nil)
	req.Header.Set("Authorization", "Bearer "+st.token)
	req.Header.Set("Accept", "text/event-stream")
	t := time.Now()
	res, err := b.streamC.Do(req)
	if err != nil {
		close(st.done)
		return 0, fmt.Errorf("open stream %d (user %d): %w", i, st.user.ID, err)
	}
	d := time.Since(t)
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
		body, _ := io.ReadAll(io.LimitReader(res.Body, 300))
		res.Body.Close()
		close(st.done)
		return 0, fmt.Errorf("open stream %d (user %d): %d %s: %s", i, st.user.ID, res.StatusCode, res.Header.Get("Content-Type"), body)
	}
	go b.read(i, res.Body)
	return d, nil
}

// read drains stream i until it ends, recording presence events and our messages.
func (b *bench) read(i int, body io.ReadCloser) {
	st := b.streams[i]
	defer close(st.done)
	defer body.Close()
	sc := bufio.NewScanner(body)
	sc.Buffer(make([]byte, 16<<10), 1<<20)
	const (
		other = iota
		presence
		chatMessage
	)
	kind := other
	for sc.Scan() {
		line := sc.Bytes()
		switch {
		case len(line) == 0:
			kind = other
		case bytes.HasPrefix(line, []byte("event: ")):
			switch string(line[7:]) {
			case "presence":
				kind = presence
			case "chat.message":
				kind = chatMessage
			default:
				kind = other
			}
		case bytes.HasPrefix(line, []byte("data: ")):
			switch kind {
			case presence:
				st.presence.Add(1)
				b.presenceTotal.Add(1)
				b.lastPresenceAt.Store(b.now())
			case chatMessage:
				b.arrived(i, line[6:])
			}
		}
	}
	if !b.stopping.Load() {
		b.dropped.Add(1)
		reason := "the server closed it"
		if err := sc.Err(); err != nil {
			reason = err.Error()
		}
		b.dropMu.Lock()
		if len(b.dropNotes) < 5 {
			b.dropNotes = append(b.dropNotes, fmt.Sprintf("user %d at %.1f s: %s", st.user.ID, time.Since(b.start).Seconds(), reason))
		}
		b.dropMu.Unlock()
	}
}

// arrived records a chat.message event seen on stream i.
func (b *bench) arrived(i int, data []byte) {
	at := b.now()
	k := bytes.Index(data, b.marker)
	if k < 0 {
		b.foreign.Add(1)
		return
	}
	rest := data[k+len(b.marker):]
	n := 0
	for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
		n++
	}
	seq, err := strconv.Atoi(string(rest[:n]))
	if err != nil || seq < 0 || seq >= len(b.msgs) {
		b.foreign.Add(1)
		return
	}
	m := &b.msgs[seq]
	if m.sentAt.Load() == 0 { // also orders the sender's writes of m before the reads below
		b.foreign.Add(1)
		return
	}
	var slot *atomic.Int64
	switch i {
	case m.recipient:
		slot = &m.gotAt
	case m.sender:
		slot = &m.echoAt
	default:
		b.misdelivered.Add(1)
		return
	}
	if !slot.CompareAndSwap(0, at) {
		b.duplicates.Add(1)
	}
}

// send runs the senders: each takes the next message and posts it to a random other user.
func (b *bench) send(ctx context.Context) (start, end time.Time, resp []time.Duration, statuses map[int]int, err error) {
	tokens := make([]string, b.s.senders)
	for i := range tokens { // fresh tokens right before use
		t, err := b.auth.IssueTokens(ctx, b.users[i])
		if err != nil {
			return start, end, nil, nil, fmt.Errorf("mint sender token %d: %w", i, err)
		}
		tokens[i] = t.AccessToken
	}
	var next atomic.Int64
	var mu sync.Mutex
	statuses = map[int]int{}
	resp = make([]time.Duration, 0, b.s.messages)
	var lastEnd atomic.Int64
	var firstErr error
	var wg sync.WaitGroup
	start = time.Now()
	for s := range b.s.senders {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				seq := int(next.Add(1) - 1)
				if seq >= b.s.messages {
					return
				}
				r := rand.IntN(len(b.streams) - 1)
				if r >= s {
					r++
				}
				m := &b.msgs[seq]
				m.sender, m.recipient = s, r
				body := fmt.Sprintf(`{"obj":{"contact":{"id":%d},"message":"rtb:%s:%d hello from %d"}}`, b.users[r].ID, b.run, seq, s)
				req, _ := http.NewRequestWithContext(ctx, "POST", b.s.base+"/apps/chat/send-msg", strings.NewReader(body))
				req.Header.Set("Authorization", "Bearer "+tokens[s])
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Accept", "application/json")
				m.sentAt.Store(b.now())
				res, err := b.apiC.Do(req)
				if err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = fmt.Errorf("POST /apps/chat/send-msg: %w", err)
					}
					mu.Unlock()
					return
				}
				snippet, _ := io.ReadAll(io.LimitReader(res.Body, 300))
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				done := b.now()
				m.answeredAt.Store(done)
				m.status.Store(int32(res.StatusCode))
				for old := lastEnd.Load(); done > old && !lastEnd.CompareAndSwap(old, done); old = lastEnd.Load() {
				}
				mu.Lock()
				statuses[res.StatusCode]++
				resp = append(resp, time.Duration(done-m.sentAt.Load()))
				if res.StatusCode != http.StatusCreated && firstErr == nil && statuses[res.StatusCode] == 1 {
					fmt.Fprintf(os.Stderr, "realtime: send-msg answered %d: %s\n", res.StatusCode, snippet)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	end = b.start.Add(time.Duration(lastEnd.Load()))
	return start, end, resp, statuses, firstErr
}

// pending counts accepted messages not yet seen on both streams.
func (b *bench) pending() int {
	n := 0
	for i := range b.msgs {
		m := &b.msgs[i]
		if m.status.Load() == http.StatusCreated && (m.gotAt.Load() == 0 || m.echoAt.Load() == 0) {
			n++
		}
	}
	return n
}

func (b *bench) closeStreams() {
	b.stopping.Store(true)
	for _, st := range b.streams {
		if st != nil && st.cancel != nil {
			st.cancel()
		}
	}
	for _, st := range b.streams {
		if st != nil && st.cancel != nil {
			<-st.done
		}
	}
}

// waitDepartures waits (60 s at most) until the server has forgotten the
// presence of every bench user and its event log has stopped growing, so
// what follows runs on a quiet server.
func (b *bench) waitDepartures(ctx context.Context) (time.Time, error) {
	lo, hi := b.users[0].ID, b.users[len(b.users)-1].ID
	deadline := time.Now().Add(60 * time.Second)
	var left int
	for time.Now().Before(deadline) {
		if err := b.d.QueryRowContext(ctx, `SELECT count(*) FROM presence WHERE user_id >= $1 AND user_id <= $2`, lo, hi).Scan(&left); err != nil {
			return time.Time{}, err
		}
		if left == 0 {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if left > 0 {
		return time.Time{}, fmt.Errorf("%d bench users still present 60 s after closing their streams", left)
	}
	cleared := time.Now()
	var last, prev sql.NullInt64
	for time.Now().Before(deadline) {
		if err := b.d.QueryRowContext(ctx, `SELECT max(id) FROM realtime_events`).Scan(&last); err != nil {
			return cleared, err
		}
		if last == prev {
			break
		}
		prev = last
		time.Sleep(300 * time.Millisecond)
	}
	return cleared, nil
}

// rss is the server's VmRSS in KB.
func (b *bench) rss() (int64, error) {
	if b.s.serverPID <= 0 {
		return 0, errors.New("BENCH_SERVER_PID not set")
	}
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", b.s.serverPID))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			return strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
		}
	}
	return 0, errors.New("no VmRSS in /proc status")
}

// cpu is the server's CPU time so far (user + system), or -1 when unknown.
func (b *bench) cpu() time.Duration {
	if b.s.serverPID <= 0 {
		return -1
	}
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", b.s.serverPID))
	if err != nil {
		return -1
	}
	// Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
	rest := string(raw)
	if k := strings.LastIndexByte(rest, ')'); k >= 0 {
		rest = rest[k+1:]
	}
	f := strings.Fields(rest)
	if len(f) < 13 {
		return -1
	}
	user, err1 := strconv.ParseInt(f[11], 10, 64)
	sys, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return -1
	}
	return time.Duration(user+sys) * (time.Second / 100) // USER_HZ is 100 on Linux
}

func (b *bench) cpuSince(t0 time.Duration) time.Duration {
	t := b.cpu()
	if t0 < 0 || t < 0 {
		return -1
	}
	return t - t0
}

// cpuNote says how much server CPU a phase took, per unit.
func cpuNote(d time.Duration, unit string, n int64, per time.Duration) string {
	if d < 0 || n <= 0 {
		return ""
	}
	name := map[time.Duration]string{time.Microsecond: "µs", time.Millisecond: "ms"}[per]
	return fmt.Sprintf("; server CPU %.2f s, %.2f %s per %s", d.Seconds(), float64(d)/float64(n)/float64(per), name, unit)
}

// gcLine is one GODEBUG=gctrace=1 line of the server: the heap marked live and the stacks, in MB.
type gcLine struct{ n, live, stacks int }

var gcRE = regexp.MustCompile(`(?m)^gc (\d+) @.* (\d+)->(\d+)->(\d+) MB, (\d+) MB goal, (\d+) MB stacks`)

func (b *bench) lastGC() (gcLine, error) {
	lines, err := b.gcLines()
	if err != nil {
		return gcLine{}, err
	}
	return lines[len(lines)-1], nil
}

// gcLines reads the server's GC trace so far (at least one line).
func (b *bench) gcLines() ([]gcLine, error) {
	if b.s.serverLog == "" {
		return nil, errors.New("BENCH_SERVER_LOG not set")
	}
	raw, err := os.ReadFile(b.s.serverLog)
	if err != nil {
		return nil, err
	}
	var out []gcLine
	for _, m := range gcRE.FindAllSubmatch(raw, -1) {
		n, _ := strconv.Atoi(string(m[1]))
		live, _ := strconv.Atoi(string(m[4]))
		stacks, _ := strconv.Atoi(string(m[6]))
		out = append(out, gcLine{n: n, live: live, stacks: stacks})
	}
	if len(out) == 0 {
		return nil, errors.New("no gctrace lines in the server log: start the server with GODEBUG=gctrace=1")
	}
	return out, nil
}

// gcAfter returns the server's live heap and stacks now, from its GC trace:
// it makes the server allocate, with requests it rejects without touching the
// database (a half-megabyte body that is not valid JSON, sent one at a time),
// until three more cycles have started and ended, and keeps the smallest
// figures of those: what a cycle allocates while it marks counts as live, so
// the smallest is the closest to what the server holds.
func (b *bench) gcAfter(ctx context.Context) (gcLine, error) {
	g, err := b.lastGC()
	if err != nil {
		return g, err
	}
	first := g.n + 2 // g.n+1 may have started before this call
	t, err := b.auth.IssueTokens(ctx, b.users[0])
	if err != nil {
		return g, err
	}
	junk := `{"about": "` + strings.Repeat("x", 512<<10) // never closed: answered 400 once read
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		for range 10 {
			req, _ := http.NewRequestWithContext(ctx, "POST", b.s.base+"/apps/chat/users/profile-user", strings.NewReader(junk))
			req.Header.Set("Authorization", "Bearer "+t.AccessToken)
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "application/json")
			res, err := b.apiC.Do(req)
			if err != nil {
				return g, err
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
		lines, err := b.gcLines()
		if err != nil {
			return g, err
		}
		best, n := gcLine{live: -1}, 0
		for _, l := range lines {
			if l.n < first {
				continue
			}
			n++
			if best.live < 0 || l.live < best.live {
				best.live = l.live
			}
			if best.stacks == 0 || l.stacks < best.stacks {
				best.stacks = l.stacks
			}
			best.n = max(best.n, l.n)
		}
		if n >= 3 {
			return best, nil
		}
	}
	return g, errors.New("the server ran too few GCs in 30 s of requests")
}

func pct(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	k := int(float64(len(s))*p/100+0.999999) - 1 // nearest rank
	return s[min(max(k, 0), len(s)-1)]
}

func maxOf(d []time.Duration) time.Duration {
	if len(d) == 0 {
		return 0
	}
	return slices.Max(d)
}

func ms(d time.Duration) string {
	if d >= time.Second {
		return fmt.Sprintf("%.2fs", d.Seconds())
	}
	return fmt.Sprintf("%.2fms", float64(d.Microseconds())/1000)
}
