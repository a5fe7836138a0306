package controllers

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestPanicBecomesAQuiet500(t *testing.T) {
	var logs bytes.Buffer
	s := &Server{Deps: Deps{Log: slog.New(slog.NewTextHandler(&logs, nil))}}
	h := requestID(s.recoverPanics(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {
		panic("database password is hunter2")
	})))
	w := httptest.NewRecorder()
	r := httptest.NewRequest("GET", "/api/x", nil)
	r.Header.Set("Accept", "application/json")
	h.ServeHTTP(w, r)
	if w.Code != 500 || strings.Contains(w.Body.String(), "hunter2") || !strings.Contains(w.Body.String(), "Something went wrong") {
		t.Fatalf("%d %s", w.Code, w.Body)
	}
	if !strings.Contains(logs.String(), "hunter2") || !strings.Contains(logs.String(), "request_id=") {
		t.Fatalf("the panic must be logged with its request id: %s", logs.String())
	}
}

// A request whose client went away is logged as 499 at info level, never as an
// internal error, even when the query it started failed with "context canceled".
func TestAbandonedRequestIsA499(t *testing.T) {
	var logs bytes.Buffer
	s := &Server{Deps: Deps{Log: slog.New(slog.NewTextHandler(&logs, nil))}}
	h := requestID(s.logRequests(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
		s.fail(w, r, fmt.Errorf("users: list: %w", r.Context().Err()))
	})))
	for _, accept := range []string{"application/json", "text/html"} {
		logs.Reset()
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		r := httptest.NewRequest("GET", "/apps/user/list", nil).WithContext(ctx)
		r.Header.Set("Accept", accept)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != StatusClientClosed || w.Body.Len() != 0 {
			t.Fatalf("%s: %d %q", accept, w.Code, w.Body)
		}
		if got := logs.String(); strings.Contains(got, "level=ERROR") || !strings.Contains(got, "status=499") {
			t.Fatalf("%s: the log: %s", accept, got)
		}
	}
	// A request still being waited for keeps its 500.
	logs.Reset()
	w := httptest.NewRecorder()
	r := httptest.NewRequest("GET", "/apps/user/list", nil)
	r.Header.Set("Accept", "application/json")
	requestID(s.logRequests(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, errors.New("disk full"))
	}))).ServeHTTP(w, r)
	if w.Code != 500 || !strings.Contains(logs.String(), "level=ERROR") {
		t.Fatalf("%d %s", w.Code, logs.String())
	}
}
