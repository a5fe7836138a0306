package main

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"partage/app/auth"
)

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
