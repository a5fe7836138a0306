package controllers

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"time"

	"partage/app/realtime"
)

// dashboardChanged is the event open dashboards reload their figures on. It
// carries nothing: each dashboard reads what its viewer may see.
const dashboardChanged = "dashboard.changed"

// dashboardQuiet is the least time between two dashboardChanged events of
// one instance: a burst of writes makes one, and one more after it.
const dashboardQuiet = 300 * time.Millisecond

// dashboardSources are the paths whose writes change a figure of the dashboard.
var dashboardSources = []string{"/coop", "/rejoindre", "/contact", "/apps/invoice", "/apps/todo", "/apps/calendar"}

// touchesDashboard reports whether a request to path is a write that may
// change the dashboard's figures.
func touchesDashboard(method, path string) bool {
	switch method {
	case http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete:
	default:
		return false
	}
	for _, p := range dashboardSources {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

// liveDashboard tells open dashboards that a figure may have changed after
// each successful write to what they count. The request never waits for it,
// and a failure to tell is logged, not answered.
func (s *Server) liveDashboard(next http.Handler) http.Handler {
	n := s.dashboardNotifier()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !touchesDashboard(r.Method, r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		sw := &outcomeWriter{ResponseWriter: w}
		next.ServeHTTP(sw, r)
		if sw.status < http.StatusBadRequest {
			n.changed()
		}
	})
}

// notifiers are each instance's notifier: the router wraps every matched
// request in liveDashboard anew, the coalescing must outlive them.
var notifiers sync.Map // *Server → *dashboardNotifier

func (s *Server) dashboardNotifier() *dashboardNotifier {
	if n, ok := notifiers.Load(s); ok {
		return n.(*dashboardNotifier)
	}
	n, _ := notifiers.LoadOrStore(s, &dashboardNotifier{publish: func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := s.Realtime.Publish(ctx, realtime.Everyone, dashboardChanged, struct{}{}); err != nil {
			s.Log.Error("dashboard event", "err", err)
		}
	}})
	return n.(*dashboardNotifier)
}

// dashboardNotifier coalesces changes: the first after a quiet time is told
// at once, the ones within dashboardQuiet of an event make one event when it ends.
type dashboardNotifier struct {
	publish func()
	mu      sync.Mutex
	last    time.Time // when the last event went
	pending bool      // one is due at last + dashboardQuiet
}

func (n *dashboardNotifier) changed() {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.pending {
		return
	}
	wait := dashboardQuiet - time.Since(n.last)
	if wait <= 0 {
		n.last = time.Now()
		go n.publish()
		return
	}
	n.pending = true
	time.AfterFunc(wait, func() {
		n.mu.Lock()
		n.pending, n.last = false, time.Now()
		n.mu.Unlock()
		n.publish()
	})
}

// outcomeWriter remembers the status a handler answered (200 when it only wrote a body).
type outcomeWriter struct {
	http.ResponseWriter
	status int
}

func (w *outcomeWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *outcomeWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the real writer.
func (w *outcomeWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
