package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// openPhase opens the streams and checks whom each one's arrival reached:
// every stream must hear of the partners (and the head of the directory's
// bench users) who came online after it, and of nobody else.
func (b *bench) openPhase(ctx context.Context) error {
	s := b.s
	cpu0 := b.cpu()
	openStart := time.Now()
	connect, err := b.openStreams(ctx)
	if err != nil {
		return err
	}
	openDur := time.Since(openStart)
	lastOpen := b.now()
	var examples []string
	missing := func() (miss, expected int) {
		examples = examples[:0]
		for k, st := range b.streams {
			st.mu.Lock()
			for j, other := range b.streams {
				if j == k || !b.sees(k, j) || other.openAt.Load() <= st.readyAt.Load() {
					continue
				}
				expected++
				if !st.heard[j] {
					miss++
					if len(examples) < 5 {
						examples = append(examples, fmt.Sprintf("user %d (stream %d) never heard of user %d (stream %d, opened %.1f s after)",
							st.user.ID, k, other.user.ID, j, time.Duration(other.openAt.Load()-st.readyAt.Load()).Seconds()))
					}
				}
			}
			st.mu.Unlock()
		}
		return miss, expected
	}
	// Wait until everyone heard whom they must (or 3 s without any presence event).
	miss, expected := missing()
	for deadline := time.Now().Add(60 * time.Second); miss > 0 && time.Now().Before(deadline); miss, expected = missing() {
		if time.Duration(b.now()-max(b.lastPresenceAt.Load(), lastOpen)) > 3*time.Second {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	settle := max(0, b.lastPresenceAt.Load()-lastOpen)
	cpuOpen := b.cpuSince(cpu0)
	fmt.Printf("  %-32s %d in %.2f s (%.1f/s), connect p50 %s p99 %s max %s\n", "open streams",
		s.streams, openDur.Seconds(), float64(s.streams)/openDur.Seconds(), ms(pct(connect, 50)), ms(pct(connect, 99)), ms(slices.Max(connect)))
	fmt.Printf("  %-32s %d arrivals heard by those who see them (%d expected, %d of the bench's users at the head of the directory), "+
		"in %d presence events; %d reached someone who does not see the person; the last %.2f s after the last stream opened%s\n",
		"presence (chat partners, head)", expected-miss, expected, len(b.head), b.presenceTotal.Load(), b.misdirected.Load(),
		time.Duration(settle).Seconds(), cpuNote(cpuOpen, "stream opened", int64(s.streams), time.Microsecond))
	if miss > 0 {
		b.fail("%d arrivals never reached a stream that sees the person (%d expected): %s", miss, expected, strings.Join(examples, "; "))
	}
	return nil
}

// sendPhase sends the messages and reports their delivery.
func (b *bench) sendPhase(ctx context.Context) error {
	s := b.s
	cpu1 := b.cpu()
	sendStart, sendEnd, respLat, statuses, err := b.send(ctx)
	if err != nil {
		return err
	}
	ok := statuses[http.StatusCreated]
	// Wait for every accepted message to arrive on both streams (10 s at most).
	for waitUntil := time.Now().Add(10 * time.Second); time.Now().Before(waitUntil) && b.pending() > 0; {
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
	fmt.Printf("  %-32s p50 %s  p99 %s  max %s  lost %d of %d  budget p99 <= %s %s\n", "send-msg → recipient's stream",
		ms(pct(lat, 50)), ms(pct(lat, 99)), ms(maxOf(lat)), lost, ok, ms(budgetDelivery), verdict(len(lat) > 0 && pct(lat, 99) <= budgetDelivery))
	fmt.Printf("  %-32s p50 %s  p99 %s  max %s  lost %d of %d\n", "send-msg → sender's own stream",
		ms(pct(echo, 50)), ms(pct(echo, 99)), ms(maxOf(echo)), echoLost, ok)
	fmt.Printf("  %-32s %.1f msg/s (%d × 201 in %.2f s; response p50 %s p99 %s)%s\n", "send-msg throughput",
		float64(ok)/sendDur.Seconds(), ok, sendDur.Seconds(), ms(pct(respLat, 50)), ms(pct(respLat, 99)),
		cpuNote(cpuSend, "message", int64(ok), time.Millisecond))
	if lost > 0 {
		b.fail("%d messages never reached the recipient's stream", lost)
	}
	if echoLost > 0 {
		b.fail("%d messages never reached the sender's own stream", echoLost)
	}
	if ok != s.messages {
		var other []string
		for code, n := range statuses {
			if code != http.StatusCreated {
				other = append(other, fmt.Sprintf("%d × %d", n, code))
			}
		}
		slices.Sort(other)
		b.fail("send-msg answered other than 201: %s", strings.Join(other, ", "))
	}
	if n := b.duplicates.Load(); n > 0 {
		b.fail("%d messages arrived twice on a stream", n)
	}
	if n := b.misdelivered.Load(); n > 0 {
		b.fail("%d messages arrived on a stream of neither the sender nor the recipient", n)
	}
	return nil
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

// send runs the senders: each takes the next message and posts it to a random
// other user (who becomes their chat partner).
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
				b.partnerMu.Lock() // a presence announcement may already count on it
				b.partners[s][r], b.partners[r][s] = true, true
				b.partnerMu.Unlock()
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
