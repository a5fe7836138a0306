package controllers

import (
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"partage/app"
)

// The request decoders under go test -fuzz: each target says what must hold
// for any input (never a panic, never an internal error, nothing unclean let
// through); the seeds, run by a plain go test, are the probe's classes.
// Run one with: go test -tags sqlite_fts5 ./controllers/ -run '^$' -fuzz '^FuzzDecodeJSON$' -fuzztime 20s -fuzzminimizetime 200x

// fuzzBody is a body of every shape the actions decode into.
type fuzzBody struct {
	ID       int64           `json:"id"`
	Title    string          `json:"title"`
	Note     *string         `json:"note"`
	IDs      []int64         `json:"ids"`
	Tags     []string        `json:"tags"`
	Remember flexBool        `json:"remember"`
	Amount   float64         `json:"amount"`
	Data     map[string]any  `json:"dataToUpdate"`
	Contact  json.RawMessage `json:"contact"`
	Task     *struct {
		Title string `json:"title"`
		Lines []struct {
			Item string `json:"item"`
		} `json:"lines"`
	} `json:"task"`
}

// seedBodies are the hostile values of the probe, as bodies.
var seedBodies = []string{
	``, `{}`, `null`, `[]`, `{`, `"x"`,
	`{"title":"a\u0000b"}`, "{\"title\":\"a\xff\xfeb\"}", `{"title":"\ud800"}`, "{\"a\xffb\":1}", `{"a\u0000":1}`,
	`{"id":9223372036854775807}`, `{"id":9223372036854775808}`, `{"id":-1}`, `{"id":1e309}`, `{"amount":1e309}`,
	`{"ids":[1,2,3]}`, `{"ids":[` + strings.Repeat("1,", 600) + `1]}`, `{"tags":["a\u0000"]}`,
	`{"dataToUpdate":{"isRead":true,"x":"\u0000"}}`, `{"dataToUpdate":{"n":1e400}}`, `{"remember":"on"}`, `{"remember":1e309}`,
	`{"contact":{"id":"\u0000"}}`, `{"task":{"title":"ok","lines":[{"item":"a\u0000"}]}}`,
}

// unclean reports the first string in v (at any depth) holding a NUL or invalid UTF-8,
// or a list longer than app.MaxIDs; "" when there is none.
func unclean(v reflect.Value) string {
	switch v.Kind() {
	case reflect.String:
		if !cleanText(v.String()) {
			return "text " + strings.ToValidUTF8(v.String(), "?")
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return unclean(v.Elem())
		}
	case reflect.Slice, reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 { // json.RawMessage: decoded by the action itself
			return ""
		}
		if v.Len() > app.MaxIDs {
			return fmt.Sprintf("a list of %d", v.Len())
		}
		for i := 0; i < v.Len(); i++ {
			if s := unclean(v.Index(i)); s != "" {
				return s
			}
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			if s := unclean(k); s != "" {
				return s
			}
			if s := unclean(v.MapIndex(k)); s != "" {
				return s
			}
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if s := unclean(v.Field(i)); s != "" {
				return s
			}
		}
	}
	return ""
}

// checkDecoded holds for what decode answers, whatever the body: a refusal is
// the caller's fault (400 or 413), and what it lets through is clean.
func checkDecoded(t *testing.T, body string, dst *fuzzBody, err error) {
	if err != nil {
		if code := app.ErrorCode(err); code != app.EINVALID && code != app.ETOOLARGE {
			t.Fatalf("decode %q: %v is not a refusal", body, err)
		}
		return
	}
	if s := unclean(reflect.ValueOf(dst)); s != "" {
		t.Fatalf("decode %q let through %s", body, s)
	}
	if math.IsInf(dst.Amount, 0) || math.IsNaN(dst.Amount) {
		t.Fatalf("decode %q: amount %v", body, dst.Amount)
	}
}

// FuzzDecodeJSON: any JSON body.
func FuzzDecodeJSON(f *testing.F) {
	for _, s := range seedBodies {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		r := httptest.NewRequest("POST", "/x", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		var dst fuzzBody
		err := decode(r, &dst)
		checkDecoded(t, body, &dst, err)
	})
}

// FuzzDecodeForm: any urlencoded form, as the Inertia forms and plain HTML forms send.
func FuzzDecodeForm(f *testing.F) {
	for _, s := range []string{"", "title=ok", "title=a%00b", "title=a%FFb", "a%00=1", "id=9223372036854775808", "id=-1",
		"amount=1e309", "remember=on", "title=%", "title=a&title=b", "ids=1&ids=2", "%ZZ=1", "title=" + strings.Repeat("%C3%A9", 3000)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		r := httptest.NewRequest("POST", "/x", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		var dst fuzzBody
		err := decode(r, &dst)
		checkDecoded(t, body, &dst, err)
	})
}

// seedQueries are the probe's hostile query strings.
var seedQueries = []string{"", "q=ok", "q=a%00b", "q=a%FFb", "q=%ED%A0%80", "a%00=1", "q=%", "q=%zz&page=2",
	"page=9223372036854775807", "page=9223372036854775808", "page=-9223372036854775808", "page=-1", "page=1e309",
	"perPage=9223372036854775807&page=9223372036854775807", "perPage=0", "perPage=-1", "page=0",
	"start=9999-99-99&end=0001-01-01", "calendars=a%00", "calendars[]=Business", "q=" + strings.Repeat("a", 5000),
	"sortBy=%00&sortDesc=maybe", "role=%FF", "folder=inbox&label=important&page=999999999"}

// FuzzCheckQuery: what checkQuery lets through is clean text, under any query string.
func FuzzCheckQuery(f *testing.F) {
	for _, s := range seedQueries {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		r := httptest.NewRequest("GET", "/x", nil)
		r.URL.RawQuery = raw
		err := checkQuery(r)
		if err != nil {
			if app.ErrorCode(err) != app.EINVALID || len(app.ErrorFields(err)) != 1 {
				t.Fatalf("checkQuery %q: %v is not a refusal naming one field", raw, err)
			}
			return
		}
		for k, vs := range r.URL.Query() {
			if !cleanText(k) {
				t.Fatalf("checkQuery %q let through the name %q", raw, k)
			}
			for _, v := range vs {
				if !cleanText(v) {
					t.Fatalf("checkQuery %q let through %q", raw, v)
				}
			}
		}
	})
}

// FuzzListFilters: the lists' query readers (users, mail, invoices, to-do,
// calendar) never panic, and a filter they accept pages within 64 bits.
func FuzzListFilters(f *testing.F) {
	for _, s := range seedQueries {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		r := &http.Request{Method: "GET", URL: &url.URL{Path: "/x", RawQuery: raw}}
		if checkQuery(r) != nil {
			return // refused before any action reads it
		}
		uf := userFilter(r)
		if err := uf.Normalize(); err == nil {
			if uf.Page < 1 || uf.Page > app.MaxPage || uf.PerPage < 1 || uf.PerPage > 100 {
				t.Fatalf("users filter %q accepted page %d of %d", raw, uf.Page, uf.PerPage)
			}
		} else if app.ErrorCode(err) != app.EINVALID {
			t.Fatalf("users filter %q: %v", raw, err)
		}
		mf := emailFilter(r, 1)
		if err := mf.Normalize(); err == nil {
			if mf.Page < 1 || mf.Page > app.MaxPage || mf.PerPage < 1 || mf.PerPage > 100 {
				t.Fatalf("mail filter %q accepted page %d of %d", raw, mf.Page, mf.PerPage)
			}
		}
		_ = todoFilter(r)
		_ = calendarsOf(r)
		if _, err := rangeOf(r); err != nil && app.ErrorCode(err) != app.EINVALID {
			t.Fatalf("calendar range %q: %v", raw, err)
		}
	})
}

// FuzzContactID: the chat's contact, given as {id: N}, N or "N", is a positive id or refused.
func FuzzContactID(f *testing.F) {
	for _, s := range []string{`4`, `"4"`, `{"id":4}`, `{"id":"4"}`, `{"id":-1}`, `9223372036854775808`, `1e309`, `{`, `"\u0000"`, `{"id":{"id":1}}`, ``} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		if id, ok := contactIDOf(json.RawMessage(raw)); ok && id <= 0 {
			t.Fatalf("contact %q gave id %d", raw, id)
		}
	})
}

// FuzzFlexBool: a checkbox is true, false or refused, whatever is sent.
func FuzzFlexBool(f *testing.F) {
	for _, s := range []string{`true`, `false`, `"on"`, `"1"`, `1`, `0`, `1e309`, `null`, `"\u0000"`, `[]`, `{`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		var b flexBool
		_ = b.UnmarshalJSON([]byte(raw))
	})
}
