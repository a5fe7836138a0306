package inertia

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestRedirectProtocol(t *testing.T) {
	want := func(code int, headers ...string) func(t *testing.T, rec *httptest.ResponseRecorder) {
		return func(t *testing.T, rec *httptest.ResponseRecorder) { wantStatus(t, rec, code, headers...) }
	}
	run(t, []protoCase{
		{
			name: "Redirect is 302 after GET and 303 after any other method",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.HandleFunc("/go", func(w http.ResponseWriter, r *http.Request) { in.Redirect(w, r, "/users") })
			},
			steps: []step{
				{target: "/go", headers: xi(), want: want(302, "Location", "/users")},
				{method: http.MethodPost, target: "/go", headers: xi(), want: want(303, "Location", "/users")},
				{method: http.MethodPut, target: "/go", headers: xi(), want: want(303, "Location", "/users")},
				{method: http.MethodDelete, target: "/go", want: want(303, "Location", "/users")},
			},
		},
		{
			name: "Redirect to a #fragment is 409 with X-Inertia-Redirect for Inertia requests",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.HandleFunc("/old", func(w http.ResponseWriter, r *http.Request) { in.Redirect(w, r, "/article#section") })
			},
			steps: []step{
				{target: "/old", headers: xi(), want: want(409, "X-Inertia-Redirect", "/article#section", "Location", "")},
				{target: "/old", headers: xi("Purpose", "prefetch"), want: want(302, "Location", "/article#section")},
				{target: "/old", want: want(302, "Location", "/article#section")},
			},
		},
		{
			name: "Location is an external redirect: 409 with X-Inertia-Location for Inertia, plain redirect otherwise",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.HandleFunc("/oauth", func(w http.ResponseWriter, r *http.Request) { in.Location(w, r, "https://accounts.example.org/auth") })
			},
			steps: []step{
				{target: "/oauth", headers: xi(), want: want(409, "X-Inertia-Location", "https://accounts.example.org/auth", "X-Inertia", "", "Location", "")},
				{method: http.MethodPost, target: "/oauth", headers: xi(), want: want(409, "X-Inertia-Location", "https://accounts.example.org/auth")},
				{target: "/oauth", want: want(302, "Location", "https://accounts.example.org/auth", "X-Inertia-Location", "")},
			},
		},
		{
			name: "Back goes to a same-origin Referer, else to /",
			routes: func(in *Inertia, mux *http.ServeMux) {
				mux.HandleFunc("/users", func(w http.ResponseWriter, r *http.Request) { in.Back(w, r) })
			},
			steps: []step{
				{method: http.MethodPost, target: "/users", headers: xi("Referer", "http://example.com/users/new?step=2"),
					want: want(303, "Location", "/users/new?step=2")},
				{method: http.MethodPost, target: "/users", headers: xi(), want: want(303, "Location", "/")},
				{method: http.MethodPost, target: "/users", headers: xi("Referer", "https://evil.example.net/phish"), want: want(303, "Location", "/")},
				{method: http.MethodPost, target: "/users", headers: xi("Referer", "http://example.com//evil.example.net/x"), want: want(303, "Location", "/")},
				{method: http.MethodPost, target: "/users", headers: xi("Referer", "https://partage.example/users/new", "X-Forwarded-Host", "partage.example"),
					want: want(303, "Location", "/users/new")},
				{target: "/users", headers: map[string]string{"Referer": "http://example.com/home"}, want: want(302, "Location", "/home")},
			},
		},
	})
}
