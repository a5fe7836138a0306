package inertia

import (
	"html/template"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func eventProps() Props {
	return Props{"event": map[string]any{"id": 80, "title": "Birthday party"}}
}

func TestRenderProtocol(t *testing.T) {
	run(t, []protoCase{
		{
			name:   "first visit is an HTML document with the page script and root div",
			routes: func(in *Inertia, mux *http.ServeMux) { mux.Handle("/events/80", render(in, "Event", eventProps)) },
			steps: []step{{target: "/events/80?tab=info", want: func(t *testing.T, rec *httptest.ResponseRecorder) {
				wantStatus(t, rec, 200, "Vary", "X-Inertia", "X-Inertia", "")
				page := htmlPage(t, rec)
				eq(t, "page", page, map[string]any{
					"component": "Event",
					"props":     map[string]any{"errors": map[string]any{}, "event": map[string]any{"id": 80, "title": "Birthday party"}},
					"url":       "/events/80?tab=info",
					"version":   "v1",
				})
				if !strings.Contains(rec.Body.String(), `"url":"\/events\/80?tab=info"`) {
					t.Errorf("slashes not escaped as \\/ in %s", rec.Body.String())
				}
			}}},
		},
		{
			name:   "X-Inertia visit returns page JSON with X-Inertia and Vary headers",
			routes: func(in *Inertia, mux *http.ServeMux) { mux.Handle("/events/80", render(in, "Event", eventProps)) },
			steps: []step{{target: "/events/80", headers: xi(), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
				wantStatus(t, rec, 200, "Vary", "X-Inertia")
				page := jsonPage(t, rec)
				eq(t, "page", page, map[string]any{
					"component": "Event",
					"props":     map[string]any{"errors": map[string]any{}, "event": map[string]any{"id": 80, "title": "Birthday party"}},
					"url":       "/events/80",
					"version":   "v1",
				})
			}}},
		},
		{
			name: "partial reload returns only X-Inertia-Partial-Data props plus errors",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.Handle("/users", render(in, "Users", func() Props { return Props{"users": []int{1}, "companies": []int{2}, "stats": 3} }))
			},
			steps: []step{{target: "/users", headers: xi("X-Inertia-Partial-Component", "Users", "X-Inertia-Partial-Data", "users,stats"),
				want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					eq(t, "prop keys", keys(props(t, jsonPage(t, rec))), []string{"errors", "stats", "users"})
				}}},
		},
		{
			name: "partial reload with X-Inertia-Partial-Except drops listed props, except wins over data",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.Handle("/users", render(in, "Users", func() Props { return Props{"users": []int{1}, "companies": []int{2}, "stats": 3} }))
			},
			steps: []step{
				{target: "/users", headers: xi("X-Inertia-Partial-Component", "Users", "X-Inertia-Partial-Except", "companies"),
					want: func(t *testing.T, rec *httptest.ResponseRecorder) {
						eq(t, "prop keys", keys(props(t, jsonPage(t, rec))), []string{"errors", "stats", "users"})
					}},
				{target: "/users", headers: xi("X-Inertia-Partial-Component", "Users", "X-Inertia-Partial-Data", "users,stats", "X-Inertia-Partial-Except", "stats"),
					want: func(t *testing.T, rec *httptest.ResponseRecorder) {
						eq(t, "prop keys", keys(props(t, jsonPage(t, rec))), []string{"errors", "users"})
					}},
			},
		},
		{
			name: "partial reload for another component is a full visit",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.Handle("/login", render(in, "Auth/Login", func() Props {
					return Props{"a": 1, "b": 2, "later": Defer(func() any { return 3 })}
				}))
			},
			steps: []step{{target: "/login", headers: xi("X-Inertia-Partial-Component", "Users", "X-Inertia-Partial-Data", "a"),
				want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					page := jsonPage(t, rec)
					eq(t, "prop keys", keys(props(t, page)), []string{"a", "b", "errors"})
					eq(t, "deferredProps", page["deferredProps"], map[string][]string{"default": {"later"}})
				}}},
		},
		func() protoCase {
			lazy, calls := counter([]string{"acme"})
			return protoCase{
				name: "optional props are excluded and not evaluated unless a partial reload asks",
				routes: func(in *Inertia, mux *http.ServeMux) {
					mux.Handle("/users", render(in, "Users", func() Props { return Props{"users": 1, "companies": Optional(lazy)} }))
				},
				steps: []step{
					{target: "/users", want: func(t *testing.T, rec *httptest.ResponseRecorder) {
						eq(t, "prop keys", keys(props(t, htmlPage(t, rec))), []string{"errors", "users"})
					}},
					{target: "/users", headers: xi(), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
						eq(t, "prop keys", keys(props(t, jsonPage(t, rec))), []string{"errors", "users"})
						if *calls != 0 {
							t.Errorf("optional prop evaluated %d times on full visits", *calls)
						}
					}},
					{target: "/users", headers: xi("X-Inertia-Partial-Component", "Users", "X-Inertia-Partial-Data", "companies"),
						want: func(t *testing.T, rec *httptest.ResponseRecorder) {
							eq(t, "props", props(t, jsonPage(t, rec)), map[string]any{"errors": map[string]any{}, "companies": []string{"acme"}})
						}},
				},
			}
		}(),
		func() protoCase {
			lazy, calls := counter(42)
			return protoCase{
				name: "plain func props are evaluated only when included",
				routes: func(in *Inertia, mux *http.ServeMux) {
					mux.Handle("/d", render(in, "Dash", func() Props { return Props{"cheap": 1, "costly": lazy} }))
				},
				steps: []step{
					{target: "/d", headers: xi("X-Inertia-Partial-Component", "Dash", "X-Inertia-Partial-Data", "cheap"),
						want: func(t *testing.T, rec *httptest.ResponseRecorder) {
							eq(t, "prop keys", keys(props(t, jsonPage(t, rec))), []string{"cheap", "errors"})
							if *calls != 0 {
								t.Errorf("excluded func prop evaluated %d times", *calls)
							}
						}},
					{target: "/d", headers: xi(), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
						eq(t, "costly", props(t, jsonPage(t, rec))["costly"], 42)
					}},
				},
			}
		}(),
		{
			name: "always props are kept in partial reloads even when excepted",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.Handle("/u", render(in, "Users", func() Props { return Props{"users": 1, "auth": Always(func() any { return "me" })} }))
			},
			steps: []step{{target: "/u", headers: xi("X-Inertia-Partial-Component", "Users", "X-Inertia-Partial-Data", "users", "X-Inertia-Partial-Except", "auth"),
				want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					eq(t, "props", props(t, jsonPage(t, rec)), map[string]any{"errors": map[string]any{}, "users": 1, "auth": "me"})
				}}},
		},
		{
			name: "deferred props are listed by group on full visits and resolved on partial reload",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.Handle("/posts", render(in, "Posts/Index", func() Props {
					return Props{
						"user":         "jo",
						"comments":     Defer(func() any { return []int{1} }),
						"analytics":    Defer(func() any { return 7 }, "default"),
						"relatedPosts": Defer(func() any { return []int{9} }, "sidebar"),
					}
				}))
			},
			steps: []step{
				{target: "/posts", want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					page := htmlPage(t, rec)
					eq(t, "prop keys", keys(props(t, page)), []string{"errors", "user"})
					eq(t, "deferredProps", page["deferredProps"], map[string][]string{"default": {"analytics", "comments"}, "sidebar": {"relatedPosts"}})
				}},
				{target: "/posts", headers: xi("X-Inertia-Partial-Component", "Posts/Index", "X-Inertia-Partial-Data", "analytics,comments"),
					want: func(t *testing.T, rec *httptest.ResponseRecorder) {
						page := jsonPage(t, rec)
						eq(t, "props", props(t, page), map[string]any{"errors": map[string]any{}, "analytics": 7, "comments": []int{1}})
						if _, ok := page["deferredProps"]; ok {
							t.Errorf("deferredProps sent on a partial reload: %v", page["deferredProps"])
						}
					}},
			},
		},
		{
			name: "merge, prepend, deep merge and match-on props are labelled",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.Handle("/feed", render(in, "Feed", func() Props {
					return Props{
						"posts":         MatchOn(Merge([]int{1}), "id"),
						"notifications": Prepend([]int{2}),
						"conversations": DeepMerge(map[string]any{"data": []int{3}}),
						"tags":          Merge(func() any { return []string{"go"} }),
						"user":          "jo",
					}
				}))
			},
			steps: []step{{target: "/feed", headers: xi(), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
				page := jsonPage(t, rec)
				eq(t, "mergeProps", page["mergeProps"], []string{"posts", "tags"})
				eq(t, "prependProps", page["prependProps"], []string{"notifications"})
				eq(t, "deepMergeProps", page["deepMergeProps"], []string{"conversations"})
				eq(t, "matchPropsOn", page["matchPropsOn"], []string{"posts.id"})
				eq(t, "tags", props(t, page)["tags"], []string{"go"})
			}}},
		},
		{
			name: "props named in X-Inertia-Reset are sent without merge labels",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.Handle("/feed", render(in, "Feed", func() Props { return Props{"posts": Merge([]int{1}), "more": Merge([]int{2})} }))
			},
			steps: []step{{target: "/feed", headers: xi("X-Inertia-Partial-Component", "Feed", "X-Inertia-Partial-Data", "posts,more", "X-Inertia-Reset", "posts"),
				want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					page := jsonPage(t, rec)
					eq(t, "posts", props(t, page)["posts"], []int{1})
					eq(t, "mergeProps", page["mergeProps"], []string{"more"})
				}}},
		},
		func() protoCase {
			plans, calls := counter([]string{"basic", "pro"})
			return protoCase{
				name: "once props are listed in onceProps and skipped when the client holds them",
				routes: func(in *Inertia, mux *http.ServeMux) {
					mux.Handle("/plans", render(in, "Billing/Plans", func() Props { return Props{"plans": Once(plans), "n": 1} }))
				},
				steps: []step{
					{target: "/plans", want: func(t *testing.T, rec *httptest.ResponseRecorder) {
						page := htmlPage(t, rec)
						eq(t, "plans", props(t, page)["plans"], []string{"basic", "pro"})
						eq(t, "onceProps", page["onceProps"], map[string]any{"plans": map[string]any{"prop": "plans", "expiresAt": nil}})
					}},
					{target: "/plans", headers: xi("X-Inertia-Except-Once-Props", "plans"), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
						page := jsonPage(t, rec)
						eq(t, "prop keys", keys(props(t, page)), []string{"errors", "n"})
						eq(t, "onceProps", page["onceProps"], map[string]any{"plans": map[string]any{"prop": "plans", "expiresAt": nil}})
						if *calls != 1 {
							t.Errorf("once prop evaluated %d times, want 1", *calls)
						}
					}},
					{target: "/plans", headers: xi("X-Inertia-Except-Once-Props", "plans", "X-Inertia-Partial-Component", "Billing/Plans", "X-Inertia-Partial-Data", "plans"),
						want: func(t *testing.T, rec *httptest.ResponseRecorder) {
							eq(t, "prop keys", keys(props(t, jsonPage(t, rec))), []string{"errors", "plans"})
						}},
				},
			}
		}(),
		{
			name: "shared props merge in order Share, ShareFunc, WithProps, page props and are listed in sharedProps",
			routes: func(in *Inertia, mux *http.ServeMux) {
				in.Share("app", "Partage")
				in.Share("user", "global")
				in.ShareFunc(func(r *http.Request) Props { return Props{"user": "func", "locale": "fr"} })
				page := render(in, "Home", func() Props { return Props{"locale": "en"} })
				mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
					page(w, r.WithContext(WithProps(r.Context(), Props{"user": "ctx"})))
				})
			},
			steps: []step{{target: "/", headers: xi(), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
				page := jsonPage(t, rec)
				eq(t, "props", props(t, page), map[string]any{"errors": map[string]any{}, "app": "Partage", "user": "ctx", "locale": "en"})
				eq(t, "sharedProps", page["sharedProps"], []string{"app", "locale", "user"})
			}}},
		},
		{
			name: "props cannot close the page script in HTML",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.Handle("/x", render(in, "X", func() Props { return Props{"bio": "</script><script>alert(1)</script> & \u2028 <!--"} }))
			},
			steps: []step{{target: "/x", want: func(t *testing.T, rec *httptest.ResponseRecorder) {
				body := rec.Body.String()
				if n := strings.Count(body, "</script>"); n != 1 {
					t.Errorf("%d </script> in body, want only the page script's own: %s", n, body)
				}
				if strings.Contains(body, "<!--") || strings.Contains(body, "\u2028") {
					t.Errorf("unescaped <!-- or U+2028 in body: %s", body)
				}
				eq(t, "bio", props(t, htmlPage(t, rec))["bio"], "</script><script>alert(1)</script> & \u2028 <!--")
			}}},
		},
		{
			name: "RenderStatus sets the status code for HTML and JSON",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.HandleFunc("/missing", func(w http.ResponseWriter, r *http.Request) {
					if err := in.RenderStatus(w, r, http.StatusNotFound, "Errors/NotFound", Props{"status": 404}); err != nil {
						http.Error(w, err.Error(), 599)
					}
				})
			},
			steps: []step{
				{target: "/missing", want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					wantStatus(t, rec, 404)
					eq(t, "component", htmlPage(t, rec)["component"], "Errors/NotFound")
				}},
				{target: "/missing", headers: xi(), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					wantStatus(t, rec, 404)
					eq(t, "component", jsonPage(t, rec)["component"], "Errors/NotFound")
				}},
			},
		},
		{
			name: "a template error is returned and nothing is written",
			config: func(cfg *Config) {
				cfg.RootTemplate = template.Must(template.New("bad").Parse(`<p>partial</p>{{.Page.Nope}}`))
			},
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
					if err := in.Render(w, r, "Home", nil); err != nil {
						w.Header().Set("X-Render-Error", "yes")
						w.WriteHeader(599)
					}
				})
			},
			steps: []step{{target: "/", want: func(t *testing.T, rec *httptest.ResponseRecorder) {
				wantStatus(t, rec, 599, "X-Render-Error", "yes", "Content-Type", "")
				if rec.Body.Len() != 0 {
					t.Errorf("body written despite the error: %q", rec.Body.String())
				}
			}}},
		},
		{
			name: "a JSON encoding error is returned and nothing is written",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
					if err := in.Render(w, r, "Home", Props{"bad": make(chan int)}); err != nil {
						w.WriteHeader(599)
					}
				})
			},
			steps: []step{
				{target: "/", headers: xi(), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					wantStatus(t, rec, 599, "X-Inertia", "")
					if rec.Body.Len() != 0 {
						t.Errorf("body written despite the error: %q", rec.Body.String())
					}
				}},
				{target: "/", want: func(t *testing.T, rec *httptest.ResponseRecorder) { wantStatus(t, rec, 599) }},
			},
		},
		{
			name: "view data reaches the root template and App renders the mount markup",
			config: func(cfg *Config) {
				cfg.RootTemplate = template.Must(template.New("app").Parse(`<title>{{.View.title}}</title><body>{{.App}}</body>`))
			},
			routes: func(in *Inertia, mux *http.ServeMux) {
				page := render(in, "Home", func() Props { return nil })
				mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
					page(w, r.WithContext(WithViewData(r.Context(), "title", "Partage <3")))
				})
			},
			steps: []step{{target: "/", want: func(t *testing.T, rec *httptest.ResponseRecorder) {
				if !strings.Contains(rec.Body.String(), "<title>Partage &lt;3</title>") {
					t.Errorf("view data missing or unescaped: %s", rec.Body.String())
				}
				eq(t, "component", htmlPage(t, rec)["component"], "Home")
			}}},
		},
		{
			name:   "encryptHistory is sent when configured and can be changed per request",
			config: func(cfg *Config) { cfg.EncryptHistory = true },
			routes: func(in *Inertia, mux *http.ServeMux) {
				page := render(in, "Home", func() Props { return nil })
				mux.Handle("/", page)
				mux.HandleFunc("/public", func(w http.ResponseWriter, r *http.Request) {
					page(w, r.WithContext(WithEncryptHistory(r.Context(), false)))
				})
			},
			steps: []step{
				{target: "/", headers: xi(), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					eq(t, "encryptHistory", jsonPage(t, rec)["encryptHistory"], true)
				}},
				{target: "/public", headers: xi(), want: func(t *testing.T, rec *httptest.ResponseRecorder) {
					if v, ok := jsonPage(t, rec)["encryptHistory"]; ok {
						t.Errorf("encryptHistory = %v, want absent", v)
					}
				}},
			},
		},
	})
}

func TestValuesEvaluatesLazyProps(t *testing.T) {
	calls := 0
	got := Values(Props{"plain": 1, "lazy": func() any { calls++; return "x" }, "optional": Optional(func() any { return "o" })})
	if got["plain"] != 1 || got["lazy"] != "x" || got["optional"] != "o" || calls != 1 {
		t.Fatalf("values: %v (calls %d)", got, calls)
	}
}
