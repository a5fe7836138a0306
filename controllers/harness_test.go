package controllers_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"partage/app/auth"
	"partage/app/config"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/mail"
	"partage/app/realtime"
	"partage/app/wire"
	"partage/seed"
)

// env is one running server on a fresh database, with the demo data loaded.
type env struct {
	t   *testing.T
	db  *db.DB
	srv *httptest.Server
	log *bytes.Buffer
	// version is the asset version the Inertia client sends back on every visit.
	version string
	hub     *realtime.Hub
}

// demo is the migrated database with the demo data and its files, built once
// per engine and copied for each test (loading it took a second or more a test).
var demo = dbtest.NewTemplate(func(ctx context.Context, d *db.DB, dataDir string) error {
	_, err := seed.Demo(ctx, d, dataDir)
	return err
})

func TestMain(m *testing.M) {
	code := m.Run()
	demo.Close()
	os.Exit(code)
}

// each runs fn against a fresh server on every engine dbtest offers.
func each(t *testing.T, fn func(t *testing.T, e *env)) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) { fn(t, startIn(t, d, dataDir, nil)) })
}

// start runs a server on d, loading the demo data into it first unless it has users.
func start(t *testing.T, d *db.DB, tweak func(*config.Config)) *env {
	t.Helper()
	dataDir := t.TempDir() // this instance's DATA_DIR
	if _, err := seed.Demo(context.Background(), d, dataDir); err != nil {
		t.Fatal(err)
	}
	return startIn(t, d, dataDir, tweak)
}

// startIn runs a server on d with dataDir as its DATA_DIR.
func startIn(t *testing.T, d *db.DB, dataDir string, tweak func(*config.Config)) *env {
	t.Helper()
	cfg := &config.Config{
		AppName: "Partage", Env: "production", RegistrationOpen: true, RegistrationRole: auth.RoleAdmin,
		AppKey: []byte("0123456789abcdef0123456789abcdef"), MaxBodyBytes: 1 << 20, BaseURL: "http://127.0.0.1", DataDir: dataDir,
		Coop: config.Coop{Name: "Coopérative Partage", PartsMin: 1, PartsMax: 100},
	}
	if tweak != nil {
		tweak(cfg)
	}
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, nil))
	app, err := wire.Build(cfg, d, log, wire.Options{
		Public: os.DirFS("../public"), Views: os.DirFS("../views"), Lang: os.DirFS("../resources/lang"),
		// Short grace and beats, so presence and stream checks happen within a test.
		Realtime:  realtime.Options{Grace: 150 * time.Millisecond, Refresh: time.Second},
		Heartbeat: 200 * time.Millisecond,
		// With SMTP configured the outbox runs as in production, with short dialogs and quick retries.
		Outbox: mail.OutboxOptions{Timeout: time.Second, Poll: 50 * time.Millisecond, Backoff: func(int) time.Duration { return 100 * time.Millisecond }},
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(app.Handler)
	t.Cleanup(srv.Close)
	t.Cleanup(app.Close) // first: it ends the open streams the server would wait for
	return &env{t: t, db: d, srv: srv, log: &logs, version: app.Assets.Version(), hub: app.Realtime}
}

// browser is a client with a cookie jar that does not follow redirects, so tests see them.
func (e *env) browser() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// reply is a response with its body read.
type reply struct {
	status int
	header http.Header
	body   []byte
}

func (r reply) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(r.body, &m); err != nil {
		t.Fatalf("body is not JSON: %v\n%s", err, r.body)
	}
	return m
}

// value decodes any JSON body, an array as well as an object.
func (r reply) value(t *testing.T) any {
	t.Helper()
	var v any
	if err := json.Unmarshal(r.body, &v); err != nil {
		t.Fatalf("body is not JSON: %v\n%s", err, r.body)
	}
	return v
}

// jsonArray decodes a JSON array body into out.
func jsonArray(t *testing.T, body []byte, out *[]any) {
	t.Helper()
	if err := json.Unmarshal(body, out); err != nil {
		t.Fatalf("body is not a JSON array: %v\n%s", err, body)
	}
}

// idOf is the id of a decoded object.
func idOf(v any) float64 { id, _ := at(v, "id").(float64); return id }

// hasID reports whether a decoded list holds an object with that id.
func hasID(list []any, id float64) bool {
	for _, v := range list {
		if idOf(v) == id {
			return true
		}
	}
	return false
}

// do sends a request; body is JSON-encoded unless it is a string.
func (e *env) do(c *http.Client, method, path string, body any, headers map[string]string) reply {
	e.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		raw, _ := json.Marshal(b)
		rd = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, e.srv.URL+path, rd)
	if err != nil {
		e.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	if c == nil {
		c = e.browser()
	}
	res, err := c.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return reply{status: res.StatusCode, header: res.Header, body: raw}
}

// inertia are the headers the Inertia client sends on a visit.
func (e *env) inertia() map[string]string {
	h := map[string]string{"X-Inertia": "true", "X-Requested-With": "XMLHttpRequest", "Accept": "text/html, application/xhtml+xml"}
	if e.version != "" {
		h["X-Inertia-Version"] = e.version
	}
	return h
}

// signIn signs a browser in through the login form and returns it.
func (e *env) signIn(email, password string, remember bool) (*http.Client, reply) {
	e.t.Helper()
	c := e.browser()
	r := e.do(c, "POST", "/login", map[string]any{"email": email, "password": password, "remember": remember}, e.inertia())
	return c, r
}

// token signs in through /jwt/login and returns the access and refresh tokens.
func (e *env) token(email, password string) (string, string) {
	e.t.Helper()
	r := e.do(nil, "POST", "/jwt/login", map[string]string{"email": email, "password": password}, nil)
	if r.status != 200 {
		e.t.Fatalf("jwt login %s: %d %s", email, r.status, r.body)
	}
	m := r.json(e.t)
	return m["accessToken"].(string), m["refreshToken"].(string)
}

// at reads a dotted path ("userData.ability.0.action") out of decoded JSON.
func at(v any, path string) any {
	for _, part := range strings.Split(path, ".") {
		switch t := v.(type) {
		case map[string]any:
			v = t[part]
		case []any:
			i := 0
			for _, c := range part {
				i = i*10 + int(c-'0')
			}
			if i >= len(t) {
				return nil
			}
			v = t[i]
		default:
			return nil
		}
	}
	return v
}

// page decodes an Inertia page object from a JSON visit or from a first-visit HTML page.
func page(t *testing.T, r reply) map[string]any {
	t.Helper()
	body := r.body
	if strings.HasPrefix(r.header.Get("Content-Type"), "text/html") {
		s := string(body)
		i := strings.Index(s, `<script data-page="app" type="application/json">`)
		if i < 0 {
			t.Fatalf("no page object in HTML:\n%s", s)
		}
		s = s[i+len(`<script data-page="app" type="application/json">`):]
		body = []byte(s[:strings.Index(s, "</script>")])
	}
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatalf("page object is not JSON: %v\n%s", err, body)
	}
	return m
}
