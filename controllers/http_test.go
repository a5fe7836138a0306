package controllers_test

import (
	"bytes"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"partage/controllers"
)

var routeVarHTTP = regexp.MustCompile(`\{[^}]*\}`)

// Every GET route answers HEAD like GET: the same status and content type,
// and no body (monitors probe with HEAD).
func TestHeadOnEveryGetRoute(t *testing.T) {
	routes, err := controllers.Routes()
	if err != nil {
		t.Fatal(err)
	}
	heads := map[string]bool{}
	for _, rt := range routes {
		if rt.Method == http.MethodHead {
			heads[rt.Path] = true
		}
	}
	each(t, func(t *testing.T, e *env) {
		admin, r := e.signIn("admin@demo.com", "admin", false)
		if r.status >= 400 {
			t.Fatalf("sign-in: %d", r.status)
		}
		n := 0
		for _, rt := range routes {
			if rt.Method != http.MethodGet {
				continue
			}
			if !heads[rt.Path] {
				t.Errorf("GET %s is registered without HEAD", rt.Path)
			}
			path := routeVarHTTP.ReplaceAllString(rt.Path, "1")
			for _, c := range []*http.Client{nil, admin} { // signed out, then signed in
				if path == "/events" && c != nil { // a GET streams; HEAD answers the headers only
					if r := e.do(c, http.MethodHead, path, nil, nil); r.status != http.StatusOK ||
						r.header.Get("Content-Type") != "text/event-stream" || len(r.body) != 0 {
						t.Errorf("HEAD /events: %d %q, %d bytes", r.status, r.header.Get("Content-Type"), len(r.body))
					}
					continue
				}
				get := e.do(c, http.MethodGet, path, nil, nil)
				head := e.do(c, http.MethodHead, path, nil, nil)
				n++
				if head.status == http.StatusMethodNotAllowed || head.status != get.status {
					t.Errorf("HEAD %s: %d, GET: %d", path, head.status, get.status)
				}
				if len(head.body) != 0 {
					t.Errorf("HEAD %s sent a body of %d bytes", path, len(head.body))
				}
				if hc, gc := head.header.Get("Content-Type"), get.header.Get("Content-Type"); hc != gc {
					t.Errorf("HEAD %s: Content-Type %q, GET: %q", path, hc, gc)
				}
				if hc, gc := head.header.Get("Cache-Control"), get.header.Get("Cache-Control"); hc != gc {
					t.Errorf("HEAD %s: Cache-Control %q, GET: %q", path, hc, gc)
				}
			}
		}
		if n < 40 {
			t.Fatalf("only %d GET routes walked", n)
		}
		// The routes answered before the router: the build's files and public/'s.
		if r := e.do(nil, http.MethodHead, "/robots.txt", nil, nil); r.status != http.StatusOK || len(r.body) != 0 {
			t.Errorf("HEAD /robots.txt: %d, %d bytes", r.status, len(r.body))
		}
	})
}

// 401 answers name the Bearer scheme (RFC 6750 §3), with error="invalid_token"
// when a token was sent and refused.
func TestUnauthorizedNamesBearer(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		json := map[string]string{"Accept": "application/json"}
		r := e.do(nil, "GET", "/api/bookmarks/data", nil, json)
		if got := r.header.Get("WWW-Authenticate"); r.status != http.StatusUnauthorized || got != `Bearer realm="Partage"` {
			t.Errorf("no credentials: %d, WWW-Authenticate %q", r.status, got)
		}
		r = e.do(nil, "GET", "/api/bookmarks/data", nil, map[string]string{"Authorization": "Bearer not-a-token"})
		if got := r.header.Get("WWW-Authenticate"); r.status != http.StatusUnauthorized || !strings.HasPrefix(got, "Bearer ") || !strings.Contains(got, `error="invalid_token"`) {
			t.Errorf("refused token: %d, WWW-Authenticate %q", r.status, got)
		}
		r = e.do(nil, "POST", "/jwt/login", map[string]string{"email": "admin@demo.com", "password": "wrong"}, nil)
		if r.status == http.StatusUnauthorized && !strings.HasPrefix(r.header.Get("WWW-Authenticate"), "Bearer") {
			t.Errorf("refused sign-in: 401 without WWW-Authenticate")
		}
		access, _ := e.token("admin@demo.com", "admin")
		r = e.do(nil, "GET", "/api/bookmarks/data", nil, map[string]string{"Authorization": "Bearer " + access})
		if r.status != http.StatusOK || r.header.Get("WWW-Authenticate") != "" {
			t.Errorf("valid token: %d, WWW-Authenticate %q", r.status, r.header.Get("WWW-Authenticate"))
		}
	})
}

// Pages and JSON are never cached; the hashed build files are, for a year.
func TestCacheControl(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.signIn("admin@demo.com", "admin", false)
		access, _ := e.token("admin@demo.com", "admin")
		for _, c := range []struct {
			what    string
			client  *http.Client
			path    string
			headers map[string]string
		}{
			{"signed-in page", admin, "/apps/email", nil},
			{"signed-in Inertia visit", admin, "/apps/email", e.inertia()},
			{"JSON with a token", nil, "/api/bookmarks/data", map[string]string{"Authorization": "Bearer " + access}},
			{"page props as JSON", admin, "/apps/user/list", map[string]string{"Accept": "application/json"}},
			{"sign-in page", nil, "/login", nil},
			{"an unknown page", admin, "/no/such/page", nil},
		} {
			r := e.do(c.client, "GET", c.path, nil, c.headers)
			if got := r.header.Get("Cache-Control"); got != "private, no-store" {
				t.Errorf("%s (%s, %d): Cache-Control %q", c.what, c.path, r.status, got)
			}
		}
		files, _ := filepath.Glob("../public/build/assets/*.js")
		if len(files) > 0 {
			r := e.do(nil, "GET", "/build/assets/"+filepath.Base(files[0]), nil, nil)
			if got := r.header.Get("Cache-Control"); r.status != 200 || got != "public, max-age=31536000, immutable" {
				t.Errorf("build file: %d, Cache-Control %q", r.status, got)
			}
		} else if os.Getenv("CI") != "" {
			t.Error("no build in public/build to check")
		}
	})
}

// pdfText is the text of a PDF as Poppler's pdftotext reads it (the fonts are
// embedded subsets: the words are not in the file as such).
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	cmd := exec.Command("pdftotext", "-enc", "UTF-8", "-", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext (Debian's poppler-utils; make test-go installs it): %v", err)
	}
	return string(out)
}
