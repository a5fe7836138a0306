package controllers

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
)

// clientAddress is the address a request came from, as the sign-in and
// reset limits count it: the connection's address, unless it is one of the
// proxies TRUSTED_PROXIES lists (see clientAddressFrom).
func (s *Server) clientAddress(r *http.Request) string {
	var trusted []netip.Prefix
	if s.Config != nil {
		trusted = s.Config.TrustedProxies
	}
	return clientAddressFrom(r, trusted)
}

// clientAddressFrom is the request's client address when the proxies in
// trusted are believed: X-Forwarded-For is read only when the connection
// comes from one of them, and walked from the right, past every trusted hop,
// to the first address no trusted proxy stands for; a request from anyone
// else is counted under its own address, whatever it claims.
func clientAddressFrom(r *http.Request, trusted []netip.Prefix) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	peer, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	current := peer.Unmap()
	if len(trusted) == 0 {
		return current.String()
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0 && isTrusted(current, trusted); i-- {
		ip, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break // a hop no proxy wrote: the last trusted one is all we know
		}
		current = ip.Unmap()
	}
	return current.String()
}

// isTrusted reports whether ip is one of the trusted proxies.
func isTrusted(ip netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}

// throttled reports whether err refused a sign-in for too many attempts, and
// if so has answered it: 429 with Retry-After; the sign-in page again with the
// wait under the e-mail field for the front end, spec §8's error object on
// /jwt/login, the usual error object for other JSON clients.
func (s *Server) throttled(w http.ResponseWriter, r *http.Request, err error) bool {
	var t *auth.Throttled
	if !errors.As(err, &t) {
		return false
	}
	w.Header().Set("Retry-After", strconv.Itoa(t.Seconds()))
	switch {
	case r.URL.Path == "/jwt/login":
		writeJSON(w, app.HTTPStatus(app.ETOOMANY), map[string]any{"error": map[string]string{"email": t.Message()}})
	case wantsJSON(r):
		writeError(w, t.AppError())
	default:
		props := inertia.Props{"variant": variantFrom(r), "retryAfter": t.Seconds(), "errors": pageErrors(t.AppError())}
		if rerr := s.in.RenderStatus(w, r, app.HTTPStatus(app.ETOOMANY), "Auth/Login", props); rerr != nil {
			s.fail(w, r, rerr)
		}
	}
	return true
}

// variantFrom is the look of the sign-in page the visitor came from.
func variantFrom(r *http.Request) string {
	if u, err := url.Parse(r.Referer()); err == nil && strings.HasSuffix(u.Path, "-v2") {
		return "v2"
	}
	return "v1"
}

// laterJobs bounds the jobs running after their answer: a request waits for
// a place, so a flood of them slows its senders, not the database.
var laterJobs = make(chan struct{}, 8)

// laterPause is how long a job waits before it starts: its answer has left
// by then, so not even the job's share of the processor shows in its timing.
const laterPause = 10 * time.Millisecond

// later runs job apart from the request, so that the answer neither waits for
// it nor depends on it (the work a forgotten password sets off), for at most
// a minute; a failure is logged, and so is a job dropped because the client
// left while every place was taken.
func (s *Server) later(r *http.Request, what string, job func(ctx context.Context) error) {
	ctx := context.WithoutCancel(r.Context())
	id := RequestIDFrom(r.Context())
	select {
	case laterJobs <- struct{}{}:
	case <-r.Context().Done():
		s.Log.Warn(what+": dropped, every background place was taken until the client left",
			"request_id", id, "places", cap(laterJobs))
		return
	}
	go func() {
		defer func() { <-laterJobs }()
		time.Sleep(laterPause)
		ctx, cancel := context.WithTimeout(ctx, time.Minute)
		defer cancel()
		defer func() {
			if v := recover(); v != nil {
				s.Log.Error(what, "request_id", id, "panic", fmt.Sprint(v))
			}
		}()
		if err := job(ctx); err != nil {
			s.Log.Error(what, "request_id", id, "err", err)
		}
	}()
}
