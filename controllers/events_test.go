package controllers_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"partage/app/db"
)

// sse is one open event stream, read in the background.
type sse struct {
	events chan sseEvent
	cancel context.CancelFunc
	status int
}

type sseEvent struct {
	id   int64
	typ  string // "ping" for a heartbeat comment
	data map[string]any
}

// open starts GET /events on server url with headers; it returns once the response headers arrived.
func open(t *testing.T, url string, headers map[string]string, c *http.Client) *sse {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", url+"/events", nil)
	req.Header.Set("Accept", "text/event-stream")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	if c == nil {
		c = http.DefaultClient
	}
	res, err := c.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	s := &sse{events: make(chan sseEvent, 100), cancel: cancel, status: res.StatusCode}
	t.Cleanup(cancel)
	go func() {
		defer res.Body.Close()
		defer close(s.events)
		sc := bufio.NewScanner(res.Body)
		var ev sseEvent
		var data string
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if ev.typ != "" {
					json.Unmarshal([]byte(data), &ev.data)
					s.events <- ev
				}
				ev, data = sseEvent{}, ""
			case strings.HasPrefix(line, ": ping"):
				ev.typ = "ping"
			case strings.HasPrefix(line, "id: "):
				ev.id, _ = strconv.ParseInt(line[4:], 10, 64)
			case strings.HasPrefix(line, "event: "):
				ev.typ = line[7:]
			case strings.HasPrefix(line, "data: "):
				data = line[6:]
			}
		}
	}()
	return s
}

// next waits for the next event of type typ, skipping others; it fails after the timeout.
func (s *sse) next(t *testing.T, typ string, within time.Duration) sseEvent {
	t.Helper()
	deadline := time.After(within)
	for {
		select {
		case ev, ok := <-s.events:
			if !ok {
				t.Fatalf("stream ended while waiting for %s", typ)
			}
			if ev.typ == typ {
				return ev
			}
		case <-deadline:
			t.Fatalf("no %s event within %s", typ, within)
		}
	}
}

// ended waits for the stream to end.
func (s *sse) ended(t *testing.T, within time.Duration) {
	t.Helper()
	deadline := time.After(within)
	for {
		select {
		case _, ok := <-s.events:
			if !ok {
				return
			}
		case <-deadline:
			t.Fatalf("the stream did not end within %s", within)
		}
	}
}

// statusIn is the status a presence event gives userID ("" when it does not name them).
func statusIn(ev sseEvent, userID int64) string {
	users, _ := at(ev.data, "users").([]any)
	for _, u := range users {
		if at(u, "userId") == float64(userID) {
			s, _ := at(u, "status").(string)
			return s
		}
	}
	return ""
}

func send(t *testing.T, e *env, token string, to int64, text string) {
	t.Helper()
	r := e.do(nil, "POST", "/apps/chat/send-msg", map[string]any{"obj": map[string]any{"contact": map[string]any{"id": to}, "message": text}}, bearerH(token))
	if r.status != 201 {
		t.Fatalf("send-msg: %d %s", r.status, r.body)
	}
}

func TestEventsDeliverChatLive(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		aID, a := e.newcomer(t, "alice")
		bID, b := e.newcomer(t, "bruno")
		if s := open(t, e.srv.URL, nil, nil); s.status != 401 {
			t.Fatalf("a stream without a session or token: %d", s.status)
		}
		bs := open(t, e.srv.URL, bearerH(b), nil)
		as := open(t, e.srv.URL, bearerH(a), nil)
		if bs.status != 200 {
			t.Fatalf("stream: %d", bs.status)
		}

		sent := time.Now()
		send(t, e, a, bID, "Salut Bruno")
		ev := bs.next(t, "chat.message", time.Second)
		if time.Since(sent) > time.Second || at(ev.data, "message.message") != "Salut Bruno" || at(ev.data, "contactId") != float64(aID) ||
			at(ev.data, "unseenMsgs") != float64(1) || at(ev.data, "notify") != true || at(ev.data, "sender.fullName") == nil {
			t.Fatalf("the recipient's event: %v", ev.data)
		}
		// The author's other tabs hear of it too, from their side of the chat.
		if own := as.next(t, "chat.message", time.Second); at(own.data, "contactId") != float64(bID) || at(own.data, "notify") != false {
			t.Fatalf("the author's event: %v", own.data)
		}
		// Opening the chat tells the author it was seen.
		if r := e.do(nil, "GET", "/apps/chat/get-chat?id="+strconv.FormatInt(aID, 10), nil, bearerH(b)); r.status != 200 {
			t.Fatal(r.status)
		}
		if seen := as.next(t, "chat.seen", time.Second); at(seen.data, "contactId") != float64(bID) || at(seen.data, "lastSeenId") != at(ev.data, "message.id") {
			t.Fatalf("seen: %v", seen.data)
		}

		// A drop: the stream comes back with the last id it saw and gets what it missed, in order.
		bs.cancel()
		send(t, e, a, bID, "Tu es là ?")
		send(t, e, a, bID, "Je t'appelle.")
		back := open(t, e.srv.URL, map[string]string{"Authorization": "Bearer " + b, "Last-Event-ID": strconv.FormatInt(ev.id, 10)}, nil)
		first, second := back.next(t, "chat.message", time.Second), back.next(t, "chat.message", time.Second)
		if at(first.data, "message.message") != "Tu es là ?" || at(second.data, "message.message") != "Je t'appelle." || at(second.data, "unseenMsgs") != float64(2) {
			t.Fatalf("replay: %v then %v", first.data, second.data)
		}
		// And it stays live after the replay.
		send(t, e, a, bID, "Ah, te voilà.")
		if live := back.next(t, "chat.message", time.Second); at(live.data, "message.message") != "Ah, te voilà." || live.id <= second.id {
			t.Fatalf("after the replay: %v", live)
		}
	})
}

func TestEventsDeliverMailAndPresence(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		_, a := e.newcomer(t, "alice")
		bID, b := e.newcomer(t, "bruno")
		as := open(t, e.srv.URL, bearerH(a), nil)
		as.next(t, "ping", time.Second) // subscribed

		bs := open(t, e.srv.URL, bearerH(b), nil)
		if p := as.next(t, "presence", time.Second); statusIn(p, bID) != "online" {
			t.Fatalf("online: %v", p.data)
		}
		if m := e.do(nil, "GET", "/apps/chat/chats-and-contacts?q=bruno", nil, bearerH(a)).json(t); at(m, "contacts.0.status") != "online" {
			t.Fatalf("a connected contact shows online: %v", m)
		}
		// A chosen status shows as chosen while connected.
		if r := e.do(nil, "POST", "/apps/chat/users/profile-user", map[string]any{"status": "away"}, bearerH(b)); r.status != 200 {
			t.Fatal(r.status)
		}
		if p := as.next(t, "presence", time.Second); statusIn(p, bID) != "away" {
			t.Fatalf("away: %v", p.data)
		}

		r := e.do(nil, "POST", "/apps/email/send", map[string]any{"to": []string{"bruno@example.org"}, "subject": "Compte rendu", "message": "<p>Voici.</p>"}, bearerH(a))
		if r.status != 201 {
			t.Fatalf("send mail: %d %s", r.status, r.body)
		}
		if m := bs.next(t, "mail.new", time.Second); at(m.data, "subject") != "Compte rendu" || at(m.data, "from.email") != "alice@example.org" || at(m.data, "id") == nil {
			t.Fatalf("mail.new: %v", m.data)
		}

		// Leaving: offline once the grace has passed.
		bs.cancel()
		if p := as.next(t, "presence", 2*time.Second); statusIn(p, bID) != "offline" {
			t.Fatalf("offline: %v", p.data)
		}
		if m := e.do(nil, "GET", "/apps/chat/chats-and-contacts?q=bruno", nil, bearerH(a)).json(t); at(m, "contacts.0.status") != "offline" {
			t.Fatalf("a contact who left shows offline, whatever they chose: %v", m)
		}
	})
}

func TestEventsEndWithTheSession(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		browser, _ := e.signIn("admin@demo.com", "admin", false)
		s := open(t, e.srv.URL, nil, browser)
		if s.status != 200 {
			t.Fatalf("stream on the session: %d", s.status)
		}
		s.next(t, "ping", time.Second)
		if r := e.do(browser, "POST", "/logout", nil, e.inertia()); r.status >= 400 {
			t.Fatalf("logout: %d", r.status)
		}
		s.next(t, "signout", time.Second)
		s.ended(t, time.Second)
	})
}

// Two app instances on one PostgreSQL: a message sent through one reaches a
// stream held by the other, and each sees the other's users online.
func TestEventsCrossInstances(t *testing.T) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		if d.Engine != db.Postgres {
			t.Skip("instances share events through PostgreSQL; SQLite is one process")
		}
		one := startIn(t, d, dataDir, nil)
		two := start(t, d, nil)
		aID, a := one.newcomer(t, "alice")
		bID, b := one.newcomer(t, "bruno")
		onTwo := open(t, two.srv.URL, bearerH(b), nil)
		onTwo.next(t, "ping", time.Second) // subscribed
		onOne := open(t, one.srv.URL, bearerH(a), nil)
		if p := onTwo.next(t, "presence", time.Second); statusIn(p, aID) != "online" {
			t.Fatalf("presence across instances: %v", p.data)
		}
		sent := time.Now()
		send(t, one, a, bID, "Bonjour d'une autre instance")
		ev := onTwo.next(t, "chat.message", time.Second)
		if at(ev.data, "message.message") != "Bonjour d'une autre instance" {
			t.Fatalf("cross-instance message: %v", ev.data)
		}
		t.Logf("delivered across instances in %s", time.Since(sent))
		if m := two.do(nil, "GET", "/apps/chat/chats-and-contacts?q=alice", nil, bearerH(b)).json(t); at(m, "contacts.0.status") != "online" {
			t.Fatalf("instance two sees alice, connected to one, online: %v", m)
		}
		onOne.cancel()
		if p := onTwo.next(t, "presence", 2*time.Second); statusIn(p, aID) != "offline" {
			t.Fatalf("offline across instances: %v", p.data)
		}
	})
}
