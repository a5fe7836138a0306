package inertia

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestMiddlewareProtocol(t *testing.T) {
	// redirect302 answers every request with a plain 302, as a handler
	// unaware of Inertia would.
	redirect302 := func(in *Inertia, mux *http.ServeMux) {
		mux.HandleFunc("/users/1", func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/users", http.StatusFound)
		})
	}
	want := func(code int) func(t *testing.T, rec *httptest.ResponseRecorder) {
		return func(t *testing.T, rec *httptest.ResponseRecorder) { wantStatus(t, rec, code, "Location", "/users") }
	}
	run(t, []protoCase{
		{
			name: "asset version mismatch on an Inertia GET is 409 with X-Inertia-Location",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.HandleFunc("/events", func(w http.ResponseWriter, r *http.Request) { t.Error("handler ran despite the stale version") })
			},
			steps: []step{
				{target: "/events?page=2", headers: xi("X-Inertia-Version", "stale"), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					wantStatus(t, rec, 409, "X-Inertia-Location", "/events?page=2", "X-Inertia-Version", "v1", "X-Inertia", "", "Vary", "X-Inertia")
				}},
				{target: "/events", headers: map[string]string{"X-Inertia": "true"}, want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					wantStatus(t, rec, 409, "X-Inertia-Location", "/events")
				}},
			},
		},
		{
			name: "asset version mismatch is ignored for non-GET and non-Inertia requests",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.HandleFunc("/events", func(w http.ResponseWriter, r *http.Request) {
					if r.Method == http.MethodGet {
						_ = in.Render(w, r, "Events", nil)
						return
					}
					in.Redirect(w, r, "/events")
				})
			},
			steps: []step{
				{method: http.MethodPost, target: "/events", headers: xi("X-Inertia-Version", "stale"), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					wantStatus(t, rec, 303, "Location", "/events")
				}},
				{target: "/events", want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					wantStatus(t, rec, 200)
					htmlPage(t, rec)
				}},
			},
		},
		{
			name:   "an empty server version matches a client that sends none",
			config: func(cfg *Config) { cfg.Version = "" },
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.Handle("/", render(in, "Home", func() Props { return nil }))
			},
			steps: []step{{target: "/", headers: map[string]string{"X-Inertia": "true"}, want: func(t *testing.T, rec *httptest.ResponseRecorder) {
				wantStatus(t, rec, 200)
				eq(t, "version", jsonPage(t, rec)["version"], "")
			}}},
		},
		{
			name:   "a 302 after an Inertia PUT, PATCH or DELETE becomes 303",
			routes: redirect302,
			steps: []step{
				{method: http.MethodPut, target: "/users/1", headers: xi(), want: want(303)},
				{method: http.MethodPatch, target: "/users/1", headers: xi(), want: want(303)},
				{method: http.MethodDelete, target: "/users/1", headers: xi(), want: want(303)},
			},
		},
		{
			name:   "a 302 is kept after POST, GET and non-Inertia PUT",
			routes: redirect302,
			steps: []step{
				{method: http.MethodPost, target: "/users/1", headers: xi(), want: want(302)},
				{target: "/users/1", headers: xi(), want: want(302)},
				{method: http.MethodPut, target: "/users/1", want: want(302)},
			},
		},
	})
}
