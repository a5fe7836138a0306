package inertia

import (
	"encoding/json"
	"html/template"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// memSessions is an in-memory SessionStore for a single test client.
type memSessions struct {
	mu   sync.Mutex
	data map[string][]byte
}

func (m *memSessions) Put(_ http.ResponseWriter, _ *http.Request, key string, value []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.data == nil {
		m.data = map[string][]byte{}
	}
	m.data[key] = append([]byte(nil), value...)
	return nil
}

func (m *memSessions) Pull(_ http.ResponseWriter, _ *http.Request, key string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.data[key]
	if !ok {
		return nil, nil
	}
	delete(m.data, key)
	return v, nil
}

// rootTemplate embeds the page the way a hand-written layout would.
const rootTemplate = `<!doctype html><html><head><title>{{with .View.title}}{{.}}{{end}}</title></head>` +
	`<body><script data-page="app" type="application/json">{{.PageJSON}}</script><div id="app"></div></body></html>`

// step is one request of a test case and its expectations.
type step struct {
	method  string
	target  string
	headers map[string]string
	want    func(t *testing.T, rec *httptest.ResponseRecorder)
}

// protoCase is one protocol rule: routes on a fresh adapter and the
// requests that exercise them.
type protoCase struct {
	name   string
	config func(cfg *Config)
	routes func(in *Inertia, mux *http.ServeMux)
	steps  []step
}

// run executes every case against a fresh adapter and session store.
func run(t *testing.T, cases []protoCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg := Config{
				RootTemplate: template.Must(template.New("root").Parse(rootTemplate)),
				Version:      "v1",
				Sessions:     &memSessions{},
			}
			if tc.config != nil {
				tc.config(&cfg)
			}
			in := New(cfg)
			mux := http.NewServeMux()
			tc.routes(in, mux)
			h := in.Middleware(mux)
			for i, s := range tc.steps {
				method := s.method
				if method == "" {
					method = http.MethodGet
				}
				req := httptest.NewRequest(method, s.target, nil)
				for k, v := range s.headers {
					req.Header.Set(k, v)
				}
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				if s.want == nil {
					continue
				}
				t.Run(method+" "+s.target+"#"+strconv.Itoa(i), func(t *testing.T) { s.want(t, rec) })
			}
		})
	}
}

// xi returns Inertia request headers (current version v1) plus extra
// name/value pairs.
func xi(kv ...string) map[string]string {
	h := map[string]string{"X-Inertia": "true", "X-Requested-With": "XMLHttpRequest", "X-Inertia-Version": "v1"}
	for i := 0; i+1 < len(kv); i += 2 {
		h[kv[i]] = kv[i+1]
	}
	return h
}

// render returns a handler rendering component with props built per request.
func render(in *Inertia, component string, props func() Props) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := in.Render(w, r, component, props()); err != nil {
			http.Error(w, err.Error(), 599)
		}
	}
}

// jsonPage decodes an Inertia JSON response after checking its headers.
func jsonPage(t *testing.T, rec *httptest.ResponseRecorder) map[string]any {
	t.Helper()
	if rec.Code >= 300 && rec.Code < 400 || rec.Code == 599 {
		t.Fatalf("status = %d, body %q", rec.Code, rec.Body.String())
	}
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
		t.Fatalf("Content-Type = %q, want application/json", ct)
	}
	if got := rec.Header().Get("X-Inertia"); got != "true" {
		t.Fatalf("X-Inertia = %q, want true", got)
	}
	var page map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &page); err != nil {
		t.Fatalf("decode page: %v\n%s", err, rec.Body.String())
	}
	return page
}

// htmlPage extracts and decodes the page object embedded in an HTML response.
func htmlPage(t *testing.T, rec *httptest.ResponseRecorder) map[string]any {
	t.Helper()
	if ct := rec.Header().Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Fatalf("Content-Type = %q, want text/html; charset=utf-8 (body %q)", ct, rec.Body.String())
	}
	body := rec.Body.String()
	const open = `<script data-page="app" type="application/json">`
	start := strings.Index(body, open)
	if start < 0 {
		t.Fatalf("no page script in %q", body)
	}
	rest := body[start+len(open):]
	end := strings.Index(rest, `</script>`)
	if end < 0 || !strings.HasPrefix(rest[end:], `</script><div id="app"></div>`) {
		t.Fatalf("page script not followed by root div in %q", body)
	}
	var page map[string]any
	if err := json.Unmarshal([]byte(rest[:end]), &page); err != nil {
		t.Fatalf("decode embedded page: %v\n%s", err, rest[:end])
	}
	return page
}

// props returns the page's props object.
func props(t *testing.T, page map[string]any) map[string]any {
	t.Helper()
	p, ok := page["props"].(map[string]any)
	if !ok {
		t.Fatalf("props missing in %v", page)
	}
	return p
}

// keys returns the sorted keys of m.
func keys(m map[string]any) []string {
	return sortedKeys(m)
}

// eq fails the test when got and want differ once both are normalised
// through a JSON round trip.
func eq(t *testing.T, what string, got, want any) {
	t.Helper()
	if g, w := normJSON(t, got), normJSON(t, want); !reflect.DeepEqual(g, w) {
		t.Errorf("%s = %#v, want %#v", what, g, w)
	}
}

// normJSON returns v as encoding/json decodes it into an any.
func normJSON(t *testing.T, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// wantStatus checks the response status and the given headers.
func wantStatus(t *testing.T, rec *httptest.ResponseRecorder, code int, headers ...string) {
	t.Helper()
	if rec.Code != code {
		t.Errorf("status = %d, want %d (body %q)", rec.Code, code, rec.Body.String())
	}
	for i := 0; i+1 < len(headers); i += 2 {
		if got := rec.Header().Get(headers[i]); got != headers[i+1] {
			t.Errorf("%s = %q, want %q", headers[i], got, headers[i+1])
		}
	}
}

// counter returns a lazy prop value and a pointer to how often it ran.
func counter(v any) (func() any, *int) {
	n := new(int)
	return func() any { *n++; return v }, n
}
