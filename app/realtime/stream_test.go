package realtime_test

import (
	"bufio"
	"context"
	"io"
	"net"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/realtime"
)

// pair is a loopback connection: the server's end and the client's.
func pair(t *testing.T) (server, client net.Conn) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan net.Conn, 1)
	go func() {
		c, _ := ln.Accept()
		accepted <- c
	}()
	client, err = net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	server = <-accepted
	t.Cleanup(func() { client.Close(); server.Close() })
	return server, client
}

// upTo reads from r until the text read ends with end (or 2 s pass).
func upTo(t *testing.T, c net.Conn, r *bufio.Reader, end string) string {
	t.Helper()
	c.SetReadDeadline(time.Now().Add(2 * time.Second))
	var b strings.Builder
	for !strings.HasSuffix(b.String(), end) {
		line, err := r.ReadString('\n')
		b.WriteString(line)
		if err != nil {
			t.Fatalf("reading up to %q: %v (read %q)", end, err, b.String())
		}
	}
	return b.String()
}

func TestServeWritesEventsAndEnds(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := hub(t, d, realtime.Options{})
		sub, _, _ := h.Subscribe(ctx, 5, true, 0)
		h.Publish(ctx, 5, "early", 1) // before the stream is served: waits for it
		server, client := pair(t)
		var signedOut atomic.Bool
		h.Serve(server, sub, realtime.StreamOptions{
			Heartbeat: 50 * time.Millisecond, CheckOn: "ended", Sent: []int64{-1},
			Check: func(context.Context) ([]byte, bool) {
				if signedOut.Load() {
					return []byte("event: signout\ndata: {}\n\n"), true
				}
				return nil, false
			},
		})
		r := bufio.NewReader(client)
		if got := upTo(t, client, r, "\n\n"); !strings.Contains(got, "event: early\ndata: 1\n") {
			t.Fatalf("the waiting event: %q", got)
		}
		h.Publish(ctx, 5, "x", map[string]string{"a": "b"})
		if got := upTo(t, client, r, "\n\n"); !strings.HasPrefix(got, "id: ") || !strings.Contains(got, "event: x\ndata: {\"a\":\"b\"}\n") {
			t.Fatalf("a live event: %q", got)
		}
		if got := upTo(t, client, r, ": ping\n\n"); got != ": ping\n\n" {
			t.Fatalf("the heartbeat: %q", got)
		}
		h.Publish(ctx, 5, "ended", nil) // checked, not written: still signed in
		signedOut.Store(true)
		if got := upTo(t, client, r, "data: {}\n\n"); got != "event: signout\ndata: {}\n\n" {
			t.Fatalf("the end: %q", got)
		}
		client.SetReadDeadline(time.Now().Add(2 * time.Second))
		if _, err := r.ReadByte(); err != io.EOF {
			t.Fatalf("the connection stays open after the end: %v", err)
		}
		waitFor(t, "the stream to be forgotten", func() bool { return h.Streams() == 0 })
	})
}

// A client that goes is seen at once, with no event to write; a closing hub
// tells its clients when to come back.
func TestServeSeesTheClientGoAndTheHubClose(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		h := hub(t, d, realtime.Options{})
		gone, _, _ := h.Subscribe(ctx, 1, false, 0)
		server, client := pair(t)
		h.Serve(server, gone, realtime.StreamOptions{Heartbeat: time.Hour})
		stays, _, _ := h.Subscribe(ctx, 2, false, 0)
		server2, client2 := pair(t)
		h.Serve(server2, stays, realtime.StreamOptions{Heartbeat: time.Hour})
		client.Close()
		waitFor(t, "the stream of the client gone to end", func() bool { return h.Streams() == 1 })
		h.Close()
		r := bufio.NewReader(client2)
		got := upTo(t, client2, r, "\n\n")
		if !strings.HasPrefix(got, "retry: ") {
			t.Fatalf("closing: %q", got)
		}
		client2.SetReadDeadline(time.Now().Add(2 * time.Second))
		if _, err := r.ReadByte(); err != io.EOF {
			t.Fatalf("the connection stays open after the hub closed: %v", err)
		}
	})
}
