package controllers

import (
	"bytes"
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
