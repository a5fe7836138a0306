package inertia

import (
	"context"
	"net/http"
)

// Middleware applies the request-level protocol rules: it sets
// Vary: X-Inertia, answers an Inertia GET with a stale X-Inertia-Version
// with 409 and X-Inertia-Location, turns a 302 into 303 after an Inertia
// PUT/PATCH/DELETE, and keeps per-request state for WithErrors, Flash and
// ClearHistory.
func (in *Inertia) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		addVary(w.Header())
		if _, ok := r.Context().Value(stateKey{}).(*state); !ok {
			r = r.WithContext(context.WithValue(r.Context(), stateKey{}, &state{}))
		}
		if !IsRequest(r) {
			next.ServeHTTP(w, r)
			return
		}
		if r.Method == http.MethodGet && r.Header.Get(headerVersion) != in.cfg.Version {
			w.Header().Set(headerLocation, r.URL.RequestURI())
			w.Header().Set(headerVersion, in.cfg.Version)
			w.WriteHeader(http.StatusConflict)
			return
		}
		switch r.Method {
		case http.MethodPut, http.MethodPatch, http.MethodDelete:
			w = &seeOtherWriter{ResponseWriter: w}
		}
		next.ServeHTTP(w, r)
	})
}

// seeOtherWriter turns a 302 Found into a 303 See Other.
type seeOtherWriter struct {
	http.ResponseWriter
	wroteHeader bool
}

// WriteHeader writes code, replacing 302 with 303.
func (s *seeOtherWriter) WriteHeader(code int) {
	if !s.wroteHeader && code == http.StatusFound {
		code = http.StatusSeeOther
	}
	if code >= 200 {
		s.wroteHeader = true
	}
	s.ResponseWriter.WriteHeader(code)
}

// Write writes body bytes, sending an implicit 200 first.
func (s *seeOtherWriter) Write(b []byte) (int, error) {
	s.wroteHeader = true
	return s.ResponseWriter.Write(b)
}

// Unwrap exposes the wrapped writer to http.ResponseController.
func (s *seeOtherWriter) Unwrap() http.ResponseWriter {
	return s.ResponseWriter
}

// Flush forwards to the wrapped writer when it can flush.
func (s *seeOtherWriter) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		s.wroteHeader = true
		f.Flush()
	}
}
