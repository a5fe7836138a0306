package main

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"partage/app/auth"
)

// stream is one user's GET /events, held open as a browser's EventSource
// holds it: read continuously, and reconnected after the retry the server
// asked for (with Last-Event-ID) when the connection ends.
type stream struct {
	i      int
	user   *auth.User
	token  string
	cancel context.CancelFunc
	done   chan struct{}

	openAt  atomic.Int64 // when it began opening (ns since the bench's start)
	readyAt atomic.Int64 // when its first connection had its headers
	backAt  atomic.Int64 // when a connection begun after the restart had its headers

	// The reading goroutine's own.
	lastID string
	retry  time.Duration

	mu    sync.Mutex
	heard map[int]bool // bench users (stream indexes) heard coming online
}

// createUsers inserts the admins that hold the streams, one bcrypt hash for all.
func (b *bench) createUsers(ctx context.Context) error {
	hash, err := auth.HashPassword("rt-bench-" + b.run)
	if err != nil {
		return err
	}
	store := auth.NewStore(b.d)
	b.users = make([]*auth.User, b.s.streams)
	b.index = make(map[int64]int, b.s.streams)
	for i := range b.users {
		u := &auth.User{
			FullName:     fmt.Sprintf("RT Bench %s %05d", b.run, i),
			Username:     fmt.Sprintf("rtb_%s_%05d", b.run, i),
			Email:        fmt.Sprintf("rtb-%s-%05d@bench.invalid", b.run, i),
			PasswordHash: hash,
			Role:         auth.RoleAdmin,
		}
		if err := store.CreateUser(ctx, u); err != nil {
			return fmt.Errorf("create user %d: %w", i, err)
		}
		b.users[i] = u
		b.index[u.ID] = i
	}
	return nil
}

// createChats gives each user a chat with the BENCH_PARTNERS/2 users before
// them and after them in a ring: whom their presence must reach.
func (b *bench) createChats(ctx context.Context) error {
	n := len(b.users)
	b.partners = make([]map[int]bool, n)
	for i := range b.partners {
		b.partners[i] = map[int]bool{}
	}
	now := time.Now().UTC()
	return b.d.Tx(ctx, func(tx *sql.Tx) error {
		for i := range n {
			for k := 1; k <= b.s.partners/2; k++ {
				j := (i + k) % n
				if b.partners[i][j] {
					continue
				}
				b.partners[i][j], b.partners[j][i] = true, true
				low, high := min(b.users[i].ID, b.users[j].ID), max(b.users[i].ID, b.users[j].ID)
				var id int64
				if err := tx.QueryRowContext(ctx, `INSERT INTO chats (user_low, user_high, last_message_at, created_at) VALUES ($1, $2, $3, $3) RETURNING id`,
					low, high, now).Scan(&id); err != nil {
					return fmt.Errorf("create chat: %w", err)
				}
				if _, err := tx.ExecContext(ctx, `INSERT INTO chat_members (chat_id, user_id) VALUES ($1, $2), ($1, $3)`, id, low, high); err != nil {
					return fmt.Errorf("create chat: %w", err)
				}
			}
		}
		return nil
	})
}

// readHead finds the bench users at the head of the directory, as the chat
// defines it (app/chat/directory.go): the first 101 people who may chat (a
// role that may, not suspended), in name order. Everyone who may chat sees them.
func (b *bench) readHead(ctx context.Context) error {
	var roles []string
	for _, role := range []string{auth.RoleAdmin, auth.RoleClient} {
		if auth.Can(auth.RulesFor(role), "read", "Chat") {
			roles = append(roles, "'"+role+"'")
		}
	}
	b.head = map[int64]bool{}
	rows, err := b.d.QueryContext(ctx, `SELECT id FROM users WHERE role IN (`+strings.Join(roles, ", ")+`) AND status <> 'inactive'
		ORDER BY sort_name, id LIMIT 101`)
	if err != nil {
		return fmt.Errorf("read the head of the directory: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return err
		}
		if _, ok := b.index[id]; ok {
			b.head[id] = true
		}
	}
	return rows.Err()
}

// sees reports whether stream k's user sees user j's presence: a chat partner, or at the head of the directory.
func (b *bench) sees(k, j int) bool {
	if b.head[b.users[j].ID] {
		return true
	}
	b.partnerMu.RLock()
	defer b.partnerMu.RUnlock()
	return b.partners[k][j]
}

// openStreams mints every token, then opens one stream per user at
// BENCH_OPEN_RATE; it returns each stream's time to its response headers.
func (b *bench) openStreams(ctx context.Context) ([]time.Duration, error) {
	b.stopping.Store(false)
	b.streams = make([]*stream, len(b.users))
	for i, u := range b.users {
		t, err := b.auth.IssueTokens(ctx, u)
		if err != nil {
			return nil, fmt.Errorf("mint token %d: %w", i, err)
		}
		b.streams[i] = &stream{i: i, user: u, token: t.AccessToken, done: make(chan struct{}), retry: 2 * time.Second, heard: map[int]bool{}}
	}
	connect := make([]time.Duration, len(b.streams))
	errs := make(chan error, len(b.streams))
	var wg sync.WaitGroup
	tick := time.NewTicker(time.Duration(float64(time.Second) / b.s.openRate))
	defer tick.Stop()
	for i, st := range b.streams {
		if i > 0 {
			select {
			case <-tick.C:
			case err := <-errs:
				wg.Wait()
				return nil, err
			}
		}
		sctx, cancel := context.WithCancel(ctx)
		st.cancel = cancel
		first := make(chan error, 1)
		wg.Add(1)
		go func() {
			defer wg.Done()
			st.openAt.Store(b.now())
			go b.hold(sctx, st, first)
			if err := <-first; err != nil {
				errs <- err
				return
			}
			connect[i] = time.Duration(st.readyAt.Load() - st.openAt.Load())
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

// hold keeps stream st open until the bench stops it: its first connection's
// outcome goes to first; after that, a connection that ends is made again
// after the retry, like EventSource, and counts as dropped unless the restart
// ended it.
func (b *bench) hold(ctx context.Context, st *stream, first chan<- error) {
	defer close(st.done)
	opened := false
	var downSince int64
	for {
		began := b.now()
		body, err := b.connect(ctx, st)
		if ctx.Err() != nil {
			if !opened {
				first <- ctx.Err()
			}
			return
		}
		if err != nil {
			if !opened {
				first <- err
				return
			}
			if downSince == 0 {
				downSince = began
			}
			if _, refused := err.(refusedError); !refused || time.Duration(b.now()-downSince) > time.Minute {
				b.note(&b.dropNotes, "user %d gave up reconnecting: %v", st.user.ID, err)
				return // as EventSource does on an answer other than 200
			}
			b.refused.Add(1)
			if !sleep(ctx, st.retry) {
				return
			}
			continue
		}
		downSince = 0
		at := b.now()
		if !opened {
			opened = true
			st.readyAt.Store(at)
			first <- nil
		}
		if r := b.restartAt.Load(); r > 0 && began >= r && st.backAt.Load() == 0 {
			st.backAt.Store(at)
			b.back.Add(1)
		}
		reason := b.read(st, body)
		if ctx.Err() != nil || b.stopping.Load() {
			return
		}
		if r := b.restartAt.Load(); r == 0 || began >= r { // not the restart's doing
			b.dropped.Add(1)
			b.note(&b.dropNotes, "user %d at %.1f s: %s", st.user.ID, time.Since(b.start).Seconds(), reason)
		}
		if !sleep(ctx, st.retry) {
			return
		}
	}
}

// refusedError is a connection the server did not take (it is down): EventSource tries again.
type refusedError struct{ error }

func (b *bench) connect(ctx context.Context, st *stream) (io.ReadCloser, error) {
	req, _ := http.NewRequestWithContext(ctx, "GET", b.s.base+"/events", nil)
	req.Header.Set("Authorization", "Bearer "+st.token)
	req.Header.Set("Accept", "text/event-stream")
	if st.lastID != "" {
		req.Header.Set("Last-Event-ID", st.lastID)
	}
	res, err := b.streamC.Do(req)
	if err != nil {
		return nil, refusedError{fmt.Errorf("open stream %d (user %d): %w", st.i, st.user.ID, err)}
	}
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
		body, _ := io.ReadAll(io.LimitReader(res.Body, 300))
		res.Body.Close()
		return nil, fmt.Errorf("open stream %d (user %d): %d %s: %s", st.i, st.user.ID, res.StatusCode, res.Header.Get("Content-Type"), body)
	}
	return res.Body, nil
}

func sleep(ctx context.Context, d time.Duration) bool {
	select {
	case <-ctx.Done():
		return false
	case <-time.After(d):
		return true
	}
}

// read drains a connection of stream st until it ends, keeping the last event
// id and the retry, recording presence and our messages; it returns why it ended.
func (b *bench) read(st *stream, body io.ReadCloser) string {
	defer body.Close()
	sc := bufio.NewScanner(body)
	sc.Buffer(make([]byte, 4<<10), 1<<20)
	kind := ""
	for sc.Scan() {
		line := sc.Bytes()
		switch {
		case len(line) == 0:
			kind = ""
		case bytes.HasPrefix(line, []byte("retry: ")):
			if ms, err := strconv.Atoi(string(line[7:])); err == nil {
				st.retry = time.Duration(ms) * time.Millisecond
			}
		case bytes.HasPrefix(line, []byte("id: ")):
			st.lastID = string(line[4:])
		case bytes.HasPrefix(line, []byte("event: ")):
			kind = string(line[7:])
		case bytes.HasPrefix(line, []byte("data: ")):
			switch kind {
			case "presence":
				b.presence(st, line[6:])
			case "chat.message":
				b.arrived(st.i, line[6:])
			}
		}
	}
	if err := sc.Err(); err != nil {
		return err.Error()
	}
	return "the server closed it"
}

// presence records a presence event on stream st: the bench users coming
// online in it, each of whom st's user must see.
func (b *bench) presence(st *stream, data []byte) {
	b.presenceTotal.Add(1)
	b.lastPresenceAt.Store(b.now())
	var ev struct {
		Users []struct {
			UserID int64  `json:"userId"`
			Status string `json:"status"`
		} `json:"users"`
	}
	if err := json.Unmarshal(data, &ev); err != nil || len(ev.Users) == 0 {
		b.misdirected.Add(1)
		b.note(&b.wrongNotes, "stream %d: a presence event that names nobody: %s", st.i, data)
		return
	}
	for _, u := range ev.Users {
		j, ours := b.index[u.UserID]
		if !ours {
			continue // someone of the demo or of seed --scale: not this bench's to check
		}
		if j == st.i || !b.sees(st.i, j) {
			b.misdirected.Add(1)
			b.note(&b.wrongNotes, "user %d heard of user %d, whom they do not see", st.user.ID, u.UserID)
			continue
		}
		if u.Status == "online" {
			st.mu.Lock()
			st.heard[j] = true
			st.mu.Unlock()
		}
	}
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
