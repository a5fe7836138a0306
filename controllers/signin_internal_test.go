package controllers

import (
	"bytes"
	"context"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"partage/app/config"
)

// X-Forwarded-For is believed only from the proxies TRUSTED_PROXIES lists,
// walked from the right past every trusted hop; without any, every request
// is counted under the connection's address, whatever it claims.
func TestClientAddress(t *testing.T) {
	for _, c := range []struct {
		trusted, remote, forwarded, want string
	}{
		// No trusted proxies (the default): the header is ignored, even from
		// Docker's bridge or this machine.
		{"", "203.0.113.7:5123", "198.51.100.1", "203.0.113.7"},
		{"", "172.17.0.1:5123", "198.51.100.1", "172.17.0.1"},
		{"", "127.0.0.1:5123", "198.51.100.1", "127.0.0.1"},
		// A peer outside the list spoofing the header is counted as itself.
		{"10.0.0.2", "172.17.0.1:5123", "198.51.100.1", "172.17.0.1"},
		{"10.0.0.0/8", "203.0.113.7:5123", "198.51.100.1", "203.0.113.7"},
		// A trusted proxy is believed.
		{"172.17.0.1", "172.17.0.1:5123", "198.51.100.1", "198.51.100.1"},
		{"172.17.0.1", "172.17.0.1:5123", "", "172.17.0.1"},
		{"::1", "[::1]:5123", "2001:db8::5", "2001:db8::5"},
		{"10.0.0.0/8", "[::ffff:10.1.2.3]:80", "garbage", "10.1.2.3"},
		// Several hops: past every trusted one, no further; what the client
		// wrote itself at the left is never reached.
		{"10.0.0.0/8, 192.0.2.10", "10.0.0.2:5123", "192.0.2.66, 198.51.100.1, 192.0.2.10, 10.0.0.9", "198.51.100.1"},
		{"10.0.0.0/8", "10.0.0.2:5123", "192.0.2.66, 198.51.100.1, 192.0.2.10", "192.0.2.10"},
		{"10.0.0.0/8", "10.0.0.2:5123", "10.0.0.4, 10.0.0.3", "10.0.0.4"},
		{"10.0.0.0/8", "10.0.0.2:5123", "192.0.2.66", "192.0.2.66"},
		// Several headers are one list.
		{"10.0.0.0/8", "10.0.0.2:5123", "192.0.2.66|10.0.0.7", "192.0.2.66"},
	} {
		trusted, err := config.ParseProxies(c.trusted)
		if err != nil {
			t.Fatal(err)
		}
		r := httptest.NewRequest("POST", "/login", nil)
		r.RemoteAddr = c.remote
		for _, h := range strings.FieldsFunc(c.forwarded, func(r rune) bool { return r == '|' }) {
			r.Header.Add("X-Forwarded-For", h)
		}
		if got := clientAddressFrom(r, trusted); got != c.want {
			t.Errorf("trusting %q, %s with X-Forwarded-For %q: %q, want %q", c.trusted, c.remote, c.forwarded, got, c.want)
		}
	}
}

// TRUSTED_PROXIES takes addresses and networks, and refuses anything else.
func TestParseProxies(t *testing.T) {
	ps, err := config.ParseProxies(" 10.0.0.0/8 ,192.0.2.1,, ::1")
	if err != nil || len(ps) != 3 || ps[1].Bits() != 32 || ps[2].Bits() != 128 {
		t.Fatalf("ParseProxies: %v, %v", ps, err)
	}
	if _, err := config.ParseProxies("10.0.0.0/8,proxy.local"); err == nil {
		t.Fatal("a host name was taken")
	}
}

// A job that never gets a place, because every one is taken until its client
// leaves, is logged, not dropped in silence.
func TestLaterLogsADroppedJob(t *testing.T) {
	var logs bytes.Buffer
	s := &Server{Deps: Deps{Log: slog.New(slog.NewTextHandler(&logs, nil))}}
	for range cap(laterJobs) {
		laterJobs <- struct{}{}
	}
	defer func() {
		for range cap(laterJobs) {
			<-laterJobs
		}
	}()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	ran := false
	s.later(httptest.NewRequest("POST", "/forgot-password", nil).WithContext(ctx), "send reset link", func(context.Context) error {
		ran = true
		return nil
	})
	if ran || !strings.Contains(logs.String(), "send reset link: dropped") {
		t.Fatalf("ran %v, logs %q", ran, logs.String())
	}
}
