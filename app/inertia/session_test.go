package inertia

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// formRoutes serves GET /users/new as a page and POST /users as a failing
// form submission whose extra effects are given by submit.
func formRoutes(submit func(in *Inertia, w http.ResponseWriter, r *http.Request) error) func(in *Inertia, mux *http.ServeMux) {
	return func(in *Inertia, mux *http.ServeMux) {
		mux.Handle("GET /users/new", render(in, "Users/Create", func() Props { return Props{"roles": []string{"admin"}} }))
		mux.HandleFunc("POST /users", func(w http.ResponseWriter, r *http.Request) {
			if submit == nil {
				http.Error(w, "no submit", 599)
				return
			}
			if err := submit(in, w, r); err != nil {
				http.Error(w, err.Error(), 599)
				return
			}
			in.Back(w, r)
		})
	}
}

// posted is the form submission step, coming from /users/new.
func posted(extra ...string) step {
	return step{method: http.MethodPost, target: "/users", headers: xi(append([]string{"Referer", "http://example.com/users/new"}, extra...)...),
		want: func(t *testing.T, rec *httptest.ResponseRecorder) { wantStatus(t, rec, 303, "Location", "/users/new") }}
}

// pageKey checks one key of the page object fetched by an Inertia visit.
func pageKey(key string, want any) step {
	return step{target: "/users/new", headers: xi(), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
		page := jsonPage(t, rec)
		got, ok := page[key]
		if want == nil {
			if ok {
				t.Errorf("%s = %v, want absent", key, got)
			}
			return
		}
		eq(t, key, got, want)
	}}
}

// errorsProp checks props.errors of the page fetched by an Inertia visit.
func errorsProp(want any) step {
	return step{target: "/users/new", headers: xi(), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
		eq(t, "errors", props(t, jsonPage(t, rec))["errors"], want)
	}}
}

func TestSessionProtocol(t *testing.T) {
	empty := map[string]any{}
	run(t, []protoCase{
		{
			name:   "errors is always an object, {} when there are none, even in partial reloads",
			routes: formRoutes(nil),
			steps: []step{
				errorsProp(empty),
				{target: "/users/new", headers: xi("X-Inertia-Partial-Component", "Users/Create", "X-Inertia-Partial-Except", "errors,roles"),
					want: func(t *testing.T, rec *httptest.ResponseRecorder) {
						eq(t, "props", props(t, jsonPage(t, rec)), map[string]any{"errors": empty})
					}},
			},
		},
		{
			name: "validation errors are carried across the redirect and shown once",
			routes: formRoutes(func(in *Inertia, w http.ResponseWriter, r *http.Request) error {
				return in.WithErrors(w, r, map[string]string{"name": "The name is required."})
			}),
			steps: []step{posted(), errorsProp(map[string]any{"name": "The name is required."}), errorsProp(empty)},
		},
		{
			name: "X-Inertia-Error-Bag nests the errors under the bag name",
			routes: formRoutes(func(in *Inertia, w http.ResponseWriter, r *http.Request) error {
				return in.WithErrors(w, r, map[string]string{"email": "Taken."})
			}),
			steps: []step{posted("X-Inertia-Error-Bag", "createUser"), errorsProp(map[string]any{"createUser": map[string]any{"email": "Taken."}})},
		},
		{
			name: "flash data is sent once in the top-level flash object, then gone",
			routes: formRoutes(func(in *Inertia, w http.ResponseWriter, r *http.Request) error {
				if err := in.Flash(w, r, "success", "User created."); err != nil {
					return err
				}
				return in.Flash(w, r, "newUserId", 7)
			}),
			steps: []step{
				posted(),
				{target: "/users/new", want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					page := htmlPage(t, rec)
					eq(t, "flash", page["flash"], map[string]any{"success": "User created.", "newUserId": 7})
					if _, ok := props(t, page)["flash"]; ok {
						t.Error("flash sent as a prop; v3 expects the top-level key")
					}
				}},
				pageKey("flash", nil),
			},
		},
		{
			name: "pending flash survives an asset-version 409",
			routes: formRoutes(func(in *Inertia, w http.ResponseWriter, r *http.Request) error {
				return in.Flash(w, r, "info", "Saved.")
			}),
			steps: []step{
				posted(),
				{target: "/users/new", headers: xi("X-Inertia-Version", "old"), want: func(t *testing.T, rec *httptest.ResponseRecorder) { wantStatus(t, rec, 409) }},
				pageKey("flash", map[string]any{"info": "Saved."}),
			},
		},
		{
			name: "clearHistory is sent on the next render only",
			routes: formRoutes(func(in *Inertia, w http.ResponseWriter, r *http.Request) error {
				return in.ClearHistory(w, r)
			}),
			steps: []step{posted(), pageKey("clearHistory", true), pageKey("clearHistory", nil)},
		},
		{
			name:   "without a session store a render in the same request still sees errors and flash",
			config: func(cfg *Config) { cfg.Sessions = nil },
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.HandleFunc("/users", func(w http.ResponseWriter, r *http.Request) {
					if in.WithErrors(w, r, map[string]string{"name": "Required."}) != nil || in.Flash(w, r, "error", "Fix the form.") != nil {
						t.Error("session helpers failed without a store")
					}
					if err := in.RenderStatus(w, r, http.StatusUnprocessableEntity, "Users/Create", nil); err != nil {
						t.Error(err)
					}
				})
				mux.Handle("/users/new", render(in, "Users/Create", func() Props { return nil }))
			},
			steps: []step{
				{method: http.MethodPost, target: "/users", headers: xi(), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					wantStatus(t, rec, 422)
					page := jsonPage(t, rec)
					eq(t, "errors", props(t, page)["errors"], map[string]any{"name": "Required."})
					eq(t, "flash", page["flash"], map[string]any{"error": "Fix the form."})
				}},
				errorsProp(empty),
			},
		},
	})
}
