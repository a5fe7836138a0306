package controllers_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"

	"partage/controllers"
)

// skipped are the routes the hostile table leaves out, each for a reason.
var skipped = map[string]string{
	"GET /events": "a stream that stays open; its only input, lastEventId, is read as a number (events_test.go)",
}

// probe is one request of the table.
type probe struct {
	method, path, what string
	body               string
	headers            map[string]string
}

// probesFor are the hostile requests for one route: each value in each place
// of its query, its path, its JSON body and its form.
func probesFor(rt controllers.Route) []probe {
	key := routeKey(rt.Method, rt.Path)
	json := map[string]string{"Accept": "application/json"}
	form := map[string]string{"Content-Type": "application/x-www-form-urlencoded", "X-Inertia": "true",
		"X-Requested-With": "XMLHttpRequest", "Accept": "text/html, application/xhtml+xml"}
	write := rt.Method != http.MethodGet
	template, ok := bodies[key]
	if !ok {
		template = "{}"
	}
	body := ""
	if write {
		body = template
	}
	path := fillPath(rt.Path, "", "")
	var out []probe
	for _, h := range hostiles() {
		if h.text != "" {
			names := queryNames
			if write {
				names = []string{"q", "id", "taskId"}
			}
			for _, name := range names {
				out = append(out, probe{rt.Method, path + "?" + name + "=" + url.QueryEscape(h.text), "query " + name + " " + h.name, body, json})
			}
			for _, v := range pathVars(rt.Path) {
				out = append(out, probe{rt.Method, fillPath(rt.Path, v, h.text), "path " + v + " " + h.name, body, json})
			}
		}
		if !write {
			continue
		}
		for _, m := range mutations(template) {
			out = append(out, probe{rt.Method, path, "JSON " + h.name + " in " + string(m), string(withValue(m, h)), json})
		}
		if h.text != "" {
			var top map[string]any
			_ = jsonUnmarshal(template, &top)
			keys := []string{"q", "id"}
			for k := range top {
				keys = append(keys, k)
			}
			for _, k := range keys {
				out = append(out, probe{rt.Method, path, "form " + k + " " + h.name, formOf(template, k, h.text), form})
			}
			mp, ct := multipartOf(h.text)
			out = append(out, probe{rt.Method, path, "multipart file name and q " + h.name, mp, map[string]string{"Content-Type": ct, "Accept": "application/json"}})
		}
	}
	return out
}

// TestHostileInputNeverFails sends the probe's classes of bad input (NUL
// bytes, invalid UTF-8, numbers past 64 bits, 1e309, long texts, lists of
// 40,000 ids) to every route the router walks, signed in as an admin, on each
// engine: bad input is refused (4xx) or ignored, never a 5xx. A route added
// later is in the table without being told; one that takes a body may add a
// plausible template to bodies, so that each hostile value gets past the
// other fields' checks.
func TestHostileInputNeverFails(t *testing.T) {
	routes, err := controllers.Routes()
	if err != nil {
		t.Fatal(err)
	}
	each(t, func(t *testing.T, e *env) {
		var (
			mu       sync.Mutex
			failures []string
			count    int
		)
		work := make(chan controllers.Route)
		var wg sync.WaitGroup
		for w := 0; w < 3; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				admin := signedInAdmin(e)
				for rt := range work {
					// A page that says the product is down answers 503 whatever it is sent.
					designed := e.do(admin, rt.Method, fillPath(rt.Path, "", ""), nil, map[string]string{"Accept": "application/json"}).status
					for _, p := range probesFor(rt) {
						r := e.do(admin, p.method, p.path, nilIfEmpty(p.body), p.headers)
						mu.Lock()
						count++
						if r.status >= 500 && !(r.status == http.StatusServiceUnavailable && designed == r.status) && len(failures) < 40 {
							failures = append(failures, fmt.Sprintf("%s %.200q (%.300s): %d %.300q", p.method, p.path, p.what, r.status, r.body))
						}
						mu.Unlock()
					}
					// A route may sign the admin out (logout, sign-out everywhere) or in as someone else
					// (register): sign in again. The wrong passwords the sign-in routes were sent count
					// against this address; they are forgotten first, or the limit would refuse the admin.
					if e.do(admin, "GET", "/api/bookmarks/data", nil, map[string]string{"Accept": "application/json"}).status != http.StatusOK {
						if _, err := e.db.Exec(`DELETE FROM sign_in_attempts`); err != nil {
							t.Error(err)
						}
						admin = signedInAdmin(e)
					}
				}
			}()
		}
		for _, rt := range routes {
			if rt.Method == http.MethodHead || skipped[rt.Method+" "+rt.Path] != "" {
				continue
			}
			work <- rt
		}
		close(work)
		wg.Wait()
		t.Logf("%d hostile requests", count)
		if len(failures) > 0 {
			t.Errorf("%d hostile inputs answered 5xx (first %d):\n%s", len(failures), len(failures), strings.Join(failures, "\n"))
		}
		if errs := grepLines(e.log.String(), `msg="internal error"`, "msg=panic"); errs != "" {
			t.Errorf("the server logged errors:\n%.3000s", errs)
		}
	})
}

// TestNULInQueryRefusedEverywhere: a NUL byte or invalid UTF-8 in any query
// parameter of any route the admin may use is a 400 naming the parameter,
// never a 500 nor silently dropped.
func TestNULInQueryRefusedEverywhere(t *testing.T) {
	routes, err := controllers.Routes()
	if err != nil {
		t.Fatal(err)
	}
	each(t, func(t *testing.T, e *env) {
		admin := signedInAdmin(e)
		accept := map[string]string{"Accept": "application/json"}
		for _, rt := range routes {
			if rt.Method != http.MethodGet || skipped[rt.Method+" "+rt.Path] != "" || strings.Contains(rt.Path, "{name}") {
				continue
			}
			path := fillPath(rt.Path, "", "")
			if base := e.do(admin, "GET", path+"?q=ok", nil, accept); base.status != http.StatusOK {
				continue // the admin does not reach the action (a sign-in page, a redirect)
			}
			for _, bad := range []string{"a\x00b", "a\xffb"} {
				r := e.do(admin, "GET", path+"?q="+url.QueryEscape(bad), nil, accept)
				if r.status != http.StatusBadRequest || at(r.json(t), "error.fields.q") == nil {
					t.Errorf("GET %s?q=%q: %d %.200s, want 400 naming q", path, bad, r.status, r.body)
				}
			}
		}
	})
}

// signedInAdmin is a browser signed in as the demo admin.
func signedInAdmin(e *env) *http.Client {
	c, r := e.signIn("admin@demo.com", "admin", false)
	if r.status >= 400 {
		e.t.Fatalf("admin sign-in: %d %s", r.status, r.body)
	}
	return c
}

func nilIfEmpty(body string) any {
	if body == "" {
		return nil
	}
	return body
}

// grepLines are the lines of s holding one of subs.
func grepLines(s string, subs ...string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		for _, sub := range subs {
			if strings.Contains(l, sub) {
				out = append(out, l)
				break
			}
		}
	}
	return strings.Join(out, "\n")
}

// A page's URL holding a NUL byte (a hand-edited or forged link) shows the
// error page with 400, not the server error page.
func TestBadQueryOfAPageIsA400Page(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin := signedInAdmin(e)
		for _, path := range []string{"/apps/user/list?q=a%00b", "/apps/email/inbox?q=%FF", "/apps/todo/tag/a%00b"} {
			r := e.do(admin, "GET", path, nil, e.inertia())
			if p := page(t, r); r.status != http.StatusBadRequest || p["component"] != "Misc/Error" || at(p, "props.status") != float64(400) {
				t.Errorf("GET %s: %d %v", path, r.status, p)
			}
		}
	})
}
