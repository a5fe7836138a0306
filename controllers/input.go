package controllers

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gorilla/mux"

	"partage/app"
)

// Every byte of input reaches the actions through decode (bodies) or
// checkQuery (the query string and the path's variables, from guard): both
// refuse text that no store can keep, so that no action has to think of it.
// PostgreSQL refuses a NUL byte in text and both engines' searches choke on
// it; invalid UTF-8 is refused rather than silently rewritten.

// badTextField is the key of the message under a field whose text holds a NUL byte or invalid UTF-8.
const badTextField = "textNotAllowed"

// badText is the EINVALID error for a NUL byte or invalid UTF-8 in field.
func badText(field string) error {
	return app.E(app.EINVALID, "fieldTextNotAllowed", app.Params{"field": field}).WithField(field, badTextField, nil)
}

// cleanText reports whether s is valid UTF-8 without a NUL byte.
func cleanText(s string) bool {
	return utf8.ValidString(s) && strings.IndexByte(s, 0) < 0
}

// checkValues refuses form or query values whose names or texts are not clean.
// Names are visited in order, so that the same input always names the same field.
func checkValues(v url.Values) error {
	names := make([]string, 0, len(v))
	for name := range v {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if !cleanText(name) {
			return badText(strconv.QuoteToASCII(name))
		}
		for _, s := range v[name] {
			if !cleanText(s) {
				return badText(name)
			}
		}
	}
	return nil
}

// checkQuery refuses a request whose query string or path variables hold a
// NUL byte or invalid UTF-8 (both as sent and once percent-decoded), so that
// every action reading r.URL.Query() or mux.Vars gets clean text.
func checkQuery(r *http.Request) error {
	if r.URL.RawQuery != "" {
		// A malformed escape ("%zz") is dropped by url.Values as it always was;
		// what is kept is checked.
		v, _ := url.ParseQuery(r.URL.RawQuery)
		if err := checkValues(v); err != nil {
			return err
		}
	}
	for name, s := range mux.Vars(r) {
		if !cleanText(s) {
			return badText(name)
		}
	}
	return nil
}

// checkJSON refuses a JSON body that is not valid UTF-8, that holds a string
// with a NUL byte (a "\u0000" escape) in a key or a value, or that holds a
// list longer than app.MaxIDs: no form of the product sends one, and a store
// would turn each item into a bound variable. A body that is not JSON at all
// passes, for json.Unmarshal to refuse with its own message.
func checkJSON(raw []byte) error {
	if !utf8.Valid(raw) {
		return app.E(app.EINVALID, "requestNotUtf8", nil).WithField("form", badTextField, nil)
	}
	if !bytes.Contains(raw, []byte(`\u0000`)) && !bytes.Contains(raw, []byte("[")) {
		return nil // nothing the walk below could find
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil
	}
	return walkJSON("", v)
}

// walkJSON checks every string and list in v, naming a field by its path ("lines.2.item").
func walkJSON(path string, v any) error {
	switch t := v.(type) {
	case string:
		if !cleanText(t) {
			return badText(fieldName(path))
		}
	case []any:
		if err := app.CheckIDs(fieldName(path), len(t)); err != nil {
			return err
		}
		for i, item := range t {
			if err := walkJSON(join(path, strconv.Itoa(i)), item); err != nil {
				return err
			}
		}
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if !cleanText(k) {
				return badText(join(path, strconv.QuoteToASCII(k)))
			}
			if err := walkJSON(join(path, k), t[k]); err != nil {
				return err
			}
		}
	}
	return nil
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// fieldName is path, or "form" for the body itself.
func fieldName(path string) string {
	if path == "" {
		return "form"
	}
	return path
}

// crossSiteVisit reports whether r is a browser's request that this origin
// did not start (a link, a form or an image elsewhere, on another site or a
// sibling subdomain: Sec-Fetch-Site cross-site or same-site) and is carried by
// the session cookie, which SameSite=Lax sends on a top-level navigation (and
// a sibling subdomain on any request). Such a GET must change nothing, not
// even a read mark. Only our own pages (same-origin) and a person typing the
// URL (none) count; a browser without Fetch Metadata falls back on Origin and
// Referer. An API client signs its calls with a Bearer token, which no other
// site can make a browser send.
func crossSiteVisit(r *http.Request) bool {
	if _, ok := bearer(r); ok {
		return false
	}
	switch r.Header.Get("Sec-Fetch-Site") {
	case "same-origin", "none":
		return false
	case "":
		return !sameOriginHeaders(r)
	}
	return true
}

// sameOriginHeaders reports whether a request without Fetch Metadata names no
// other origin in Origin or Referer (a request naming none is a direct visit).
func sameOriginHeaders(r *http.Request) bool {
	for _, h := range []string{"Origin", "Referer"} {
		v := r.Header.Get(h)
		if v == "" {
			continue
		}
		u, err := url.Parse(v)
		if err != nil || u.Host != r.Host {
			return false
		}
	}
	return true
}
