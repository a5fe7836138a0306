package inertia

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"sync"
)

// SessionStore keeps small values for the next request of the same client
// (flash, errors, clearHistory); a Pull after a Put in the same request
// should see the value Put.
type SessionStore interface {
	Put(w http.ResponseWriter, r *http.Request, key string, value []byte) error
	Pull(w http.ResponseWriter, r *http.Request, key string) ([]byte, error) // returns nil, nil when absent; removes it
}

// Session keys under which pending values are stored as JSON.
const (
	sessionErrors       = "inertia.errors"
	sessionFlash        = "inertia.flash"
	sessionClearHistory = "inertia.clear_history"
)

// state holds the values recorded during one request, so that a render in
// the same request sees them even when the SessionStore does not; the
// middleware puts it in the request context.
type state struct {
	mu          sync.Mutex
	errors      map[string]any
	flash       map[string]any
	flashLoaded bool // flash already holds what the session had
	clear       bool
}

// stateOf returns the request's state, or a throwaway one when the
// middleware is not installed.
func stateOf(r *http.Request) *state {
	if st, ok := r.Context().Value(stateKey{}).(*state); ok {
		return st
	}
	return &state{}
}

// WithErrors records validation errors shown on the next render as
// props.errors, nested under the X-Inertia-Error-Bag name when r has one.
func (in *Inertia) WithErrors(w http.ResponseWriter, r *http.Request, errs map[string]string) error {
	if len(errs) == 0 {
		return nil
	}
	value := map[string]any{}
	for k, v := range errs {
		value[k] = v
	}
	if bag := r.Header.Get(headerErrorBag); bag != "" {
		value = map[string]any{bag: value}
	}
	st := stateOf(r)
	st.mu.Lock()
	defer st.mu.Unlock()
	st.errors = value
	return in.put(w, r, sessionErrors, value)
}

// Flash records one flash value sent on the next render in the page
// object's top-level flash object (e.g. key "success", value a string).
func (in *Inertia) Flash(w http.ResponseWriter, r *http.Request, key string, value any) error {
	st := stateOf(r)
	st.mu.Lock()
	defer st.mu.Unlock()
	if !st.flashLoaded {
		old, err := in.pullMap(w, r, sessionFlash)
		if err != nil {
			return err
		}
		st.flash = mergeMaps(old, st.flash)
		st.flashLoaded = true
	}
	if st.flash == nil {
		st.flash = map[string]any{}
	}
	st.flash[key] = value
	return in.put(w, r, sessionFlash, st.flash)
}

// ClearHistory makes the next render carry clearHistory: true, so the
// client drops its encrypted history state (e.g. after logout).
func (in *Inertia) ClearHistory(w http.ResponseWriter, r *http.Request) error {
	st := stateOf(r)
	st.mu.Lock()
	defer st.mu.Unlock()
	st.clear = true
	return in.put(w, r, sessionClearHistory, true)
}

// pending is what a render consumes from the session and the request state.
type pending struct {
	errors map[string]any
	flash  map[string]any
	clear  bool
}

// consume pulls the pending values out of the session and the request
// state, so that each is rendered exactly once.
func (in *Inertia) consume(w http.ResponseWriter, r *http.Request) (pending, error) {
	var p pending
	var err error
	if p.errors, err = in.pullMap(w, r, sessionErrors); err != nil {
		return p, err
	}
	if p.flash, err = in.pullMap(w, r, sessionFlash); err != nil {
		return p, err
	}
	if in.cfg.Sessions != nil {
		raw, err := in.cfg.Sessions.Pull(w, r, sessionClearHistory)
		if err != nil {
			return p, fmt.Errorf("inertia: session pull %s: %w", sessionClearHistory, err)
		}
		p.clear = string(raw) == "true"
	}
	st := stateOf(r)
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.errors != nil {
		p.errors = st.errors
	}
	p.flash = mergeMaps(p.flash, st.flash)
	p.clear = p.clear || st.clear
	st.errors, st.flash, st.flashLoaded, st.clear = nil, nil, false, false
	return p, nil
}

// put stores value as JSON under key when a SessionStore is configured.
func (in *Inertia) put(w http.ResponseWriter, r *http.Request, key string, value any) error {
	if in.cfg.Sessions == nil {
		return nil
	}
	b, err := json.Marshal(value)
	if err != nil {
		return fmt.Errorf("inertia: encode %s: %w", key, err)
	}
	if err := in.cfg.Sessions.Put(w, r, key, b); err != nil {
		return fmt.Errorf("inertia: session put %s: %w", key, err)
	}
	return nil
}

// pullMap removes and decodes the JSON object stored under key.
func (in *Inertia) pullMap(w http.ResponseWriter, r *http.Request, key string) (map[string]any, error) {
	if in.cfg.Sessions == nil {
		return nil, nil
	}
	raw, err := in.cfg.Sessions.Pull(w, r, key)
	if err != nil {
		return nil, fmt.Errorf("inertia: session pull %s: %w", key, err)
	}
	if len(raw) == 0 {
		return nil, nil
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("inertia: decode %s: %w", key, err)
	}
	return m, nil
}

// mergeMaps returns base overlaid with top, or nil when both are empty.
func mergeMaps(base, top map[string]any) map[string]any {
	if len(base) == 0 && len(top) == 0 {
		return nil
	}
	out := maps.Clone(base)
	if out == nil {
		out = map[string]any{}
	}
	maps.Copy(out, top)
	return out
}
