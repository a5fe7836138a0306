package controllers_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// A probe of every route found inputs that made the server answer 500: a NUL
// byte or invalid UTF-8 in any text, paging numbers past 64 bits, id lists
// past the engines' bound variables. hostile_test.go sends each of these
// values to every route the router walks; this file holds the values and the
// bodies they are put in.

// hostile is one bad value, as a JSON body carries it and as a URL or a form carries it.
type hostile struct {
	name string
	json []byte // raw JSON, not necessarily valid UTF-8
	text string // "" when the value has no text form
}

// hostiles are the probe's classes of bad input.
func hostiles() []hostile {
	long := strings.Repeat("é", 60_000) // 120 KB: past every length rule, under the body cap
	ids := make([]string, 40_000)
	for i := range ids {
		ids[i] = strconv.Itoa(i + 1)
	}
	longJSON, _ := json.Marshal(long)
	return []hostile{
		{"NUL", []byte(`"a\u0000b"`), "a\x00b"},
		{"NUL alone", []byte(`"\u0000"`), "\x00"},
		{"invalid UTF-8", []byte("\"a\xff\xfeb\""), "a\xff\xfeb"},
		{"lone surrogate", []byte(`"\ud800"`), "\xed\xa0\x80"},
		{"max int64", []byte(`9223372036854775807`), "9223372036854775807"},
		{"past int64", []byte(`9223372036854775808`), "9223372036854775808"},
		{"min int64", []byte(`-9223372036854775808`), "-9223372036854775808"},
		{"minus one", []byte(`-1`), "-1"},
		{"1e309", []byte(`1e309`), "1e309"},
		{"max int64 as text", []byte(`"9223372036854775807"`), ""},
		{"long text", longJSON, "x" + long[:12_000]}, // "x": a cut at an even byte falls inside a character
		{"40,000 ids", []byte("[" + strings.Join(ids, ",") + "]"), ""},
		{"40,000 texts", []byte(`["` + strings.Join(ids, `","`) + `"]`), ""},
	}
}

// queryNames are the query parameters the routes read (spec §7 and the pages' URLs).
var queryNames = []string{"q", "page", "perPage", "id", "contact", "before", "emailId", "dir", "folder", "label",
	"status", "role", "currentPlan", "sortBy", "sortDesc", "start", "end", "calendars", "taskId", "tab", "lng",
	"token", "email", "back", "lastEventId"}

// bodies are a plausible body for each write route, so that a hostile value
// put in one field gets past the others' checks to where that field is used.
// A route missing here gets an empty object, to which hostile_test adds q, id and ids.
var bodies = map[string]string{
	"POST /login":                          `{"email":"admin@demo.com","password":"wrong","remember":true}`,
	"POST /register":                       `{"username":"probe","email":"probe@example.org","password":"probe-password","fullName":"Probe"}`,
	"POST /forgot-password":                `{"email":"admin@demo.com"}`,
	"POST /reset-password":                 `{"token":"abc","email":"admin@demo.com","password":"new-password","password_confirmation":"new-password"}`,
	"POST /jwt/login":                      `{"email":"admin@demo.com","password":"wrong"}`,
	"POST /jwt/register":                   `{"username":"probe2","email":"probe2@example.org","password":"probe-password"}`,
	"POST /jwt/refresh-token":              `{"refreshToken":"abc"}`,
	"POST /jwt/logout":                     `{"refreshToken":"abc"}`,
	"POST /api/bookmarks/update":           `{"id":3}`,
	"POST /api/notifications/read":         `{"id":1}`,
	"POST /apps/email/update-emails":       `{"emailIds":[1,2],"dataToUpdate":{"isRead":true,"isStarred":false,"folder":"inbox"}}`,
	"POST /apps/email/update-emails-label": `{"emailIds":[1,2],"label":"important"}`,
	"POST /apps/email/send":                `{"to":["client@demo.com"],"cc":["a@example.org"],"bcc":[],"subject":"Hello","message":"<p>Hi</p>","attachmentIds":[1]}`,
	"POST /apps/email/drafts":              `{"to":["client@demo.com"],"subject":"Draft","message":"<p>Hi</p>","attachmentIds":[]}`,
	"POST /apps/chat/users/profile-user":   `{"about":"About me","status":"online","settings":{"isTwoStepAuthVerificationEnabled":true,"isNotificationsOn":false}}`,
	"POST /apps/chat/send-msg":             `{"obj":{"contact":{"id":2},"message":"Hello"}}`,
	"POST /apps/todo/add-tasks":            `{"task":{"title":"Task","dueDate":"2026-12-31","description":"<p>x</p>","assignee":2,"tags":["team"],"isImportant":true}}`,
	"POST /apps/todo/update-task":          `{"task":{"id":1,"title":"Task","dueDate":"2026-12-31","description":"<p>x</p>","assignee":{"id":2},"tags":["team"],"isCompleted":true,"isDeleted":false,"isImportant":true}}`,
	"POST /apps/todo/reorder":              `{"ids":[1,2,3]}`,
	"POST /apps/calendar/add-event":        `{"event":{"title":"Meeting","start":"2026-12-01T10:00:00Z","end":"2026-12-01T11:00:00Z","allDay":false,"url":"","extendedProps":{"calendar":"Business","guests":[2],"location":"Paris","description":"x"}}}`,
	"POST /apps/calendar/update-event":     `{"event":{"id":1,"title":"Meeting","start":"2026-12-01T10:00:00Z","end":"2026-12-01T11:00:00Z","allDay":false,"url":"","extendedProps":{"calendar":"Business","guests":[2],"location":"Paris","description":"x"}}}`,
	"POST /apps/users/add-user":            `{"user":{"fullName":"Probe User","username":"probe3","email":"probe3@example.org","company":"Co","country":"France","contact":"0102030405","role":"editor","currentPlan":"basic","status":"active"}}`,
	"POST /apps/users/{id}/account":        `{"fullName":"Probe User","username":"probe4","email":"probe4@example.org","company":"Co","country":"France","contact":"0102030405","role":"editor","currentPlan":"basic","status":"active"}`,
	"POST /apps/users/{id}/information":    `{"birthDate":"1990-01-01","phone":"0102030405","website":"https://example.org","languages":["French"],"gender":"female","contactOptions":["Email"],"addressLine":"1 rue","city":"Paris","state":"IDF","postcode":"75001","country":"France"}`,
	"POST /apps/users/{id}/social":         `{"twitter":"https://twitter.com/x","facebook":"https://facebook.com/x"}`,
	"POST /apps/users/{id}/status":         `{"status":"active"}`,
	"POST /apps/invoice/clients":           `{"client":{"name":"Client","company":"Co","email":"c@example.org","address":"1 rue","country":"France","contact":"0102"}}`,
	"POST /apps/invoice/add":               `{"invoice":{"clientId":1,"issuedDate":"2026-11-01","dueDate":"2026-12-01","lines":[{"item":"Work","description":"x","cost":"10.50","qty":"2"}],"salesperson":"Me","note":"n","terms":"t","discount":"0","taxRate":"20"}}`,
	"PUT /apps/invoice/edit/{id}":          `{"invoice":{"clientId":1,"issuedDate":"2026-11-01","dueDate":"2026-12-01","lines":[{"item":"Work","description":"x","cost":"10.50","qty":"2"}],"salesperson":"Me","note":"n","terms":"t","discount":"0","taxRate":"20"}}`,
	"POST /apps/invoice/{id}/send":         `{"to":"client@demo.com","subject":"Invoice","message":"Hello","lng":"fr"}`,
	"POST /apps/invoice/{id}/payments":     `{"amount":"1.00","date":"2026-11-02","method":"Cash","note":"n"}`,
	"DELETE /apps/todo/delete-task":        `{"id":1}`,
	"DELETE /apps/calendar/remove-event":   `{"id":1}`,
	"POST /apps/invoice/{id}/duplicate":    `{}`,
	"POST /apps/email/attachments":         `{}`,
	"POST /apps/users/{id}/avatar":         `{}`,
	"DELETE /apps/users/{id}/avatar":       `{}`,
	"DELETE /apps/users/delete":            `{}`,
	"DELETE /apps/invoice/delete":          `{}`,
	"POST /logout":                         `{}`,
}

// pathVar matches a path variable of a route template: {name} or {name:pattern}.
var pathVar = regexp.MustCompile(`\{(\w+)(?::([^}]*))?\}`)

// fillPath puts a sane value in each variable of a route template, or value in the one named bad.
func fillPath(tpl, bad, value string) string {
	return pathVar.ReplaceAllStringFunc(tpl, func(m string) string {
		sub := pathVar.FindStringSubmatch(m)
		name, pattern := sub[1], sub[2]
		if name == bad {
			return url.PathEscape(value)
		}
		switch {
		case name == "id":
			return "3" // a row every list holds; never the admin's own account (1)
		case name == "lng":
			return "en"
		case name == "label":
			return "important"
		case name == "tag":
			return "team"
		case name == "name":
			return "none.png"
		case strings.Contains(pattern, "|"):
			return strings.Split(pattern, "|")[0]
		}
		return "x"
	})
}

// pathVars are the variable names of a route template.
func pathVars(tpl string) []string {
	var out []string
	for _, m := range pathVar.FindAllStringSubmatch(tpl, -1) {
		out = append(out, m[1])
	}
	return out
}

// routeKey is how bodies names a route: its method and its template without the variables' patterns.
func routeKey(method, tpl string) string {
	return method + " " + pathVar.ReplaceAllString(tpl, "{$1}")
}

// marker stands for the hostile value in a template until the body is written out.
const marker = "\x01hostile\x01"

// mutations are the template's body with the value at each of its places
// (every field, every list and object, at any depth) replaced by a marker,
// plus q, id and ids added at the top.
func mutations(template string) [][]byte {
	var tpl any
	if err := json.Unmarshal([]byte(template), &tpl); err != nil {
		panic(fmt.Sprintf("bad body template %s: %v", template, err))
	}
	top, _ := tpl.(map[string]any)
	if top == nil {
		top = map[string]any{}
	}
	var out [][]byte
	for _, extra := range []string{"q", "id", "ids"} {
		if _, ok := top[extra]; !ok {
			out = append(out, marshalWith(tpl, []string{extra}))
		}
	}
	var walk func(path []string, v any)
	walk = func(path []string, v any) {
		if len(path) > 0 {
			out = append(out, marshalWith(tpl, path))
		}
		switch t := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(t))
			for k := range t {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				walk(append(append([]string{}, path...), k), t[k])
			}
		case []any:
			for i, item := range t {
				walk(append(append([]string{}, path...), strconv.Itoa(i)), item)
			}
		}
	}
	walk(nil, tpl)
	return out
}

// marshalWith is tpl as JSON with the marker at path (created when missing).
func marshalWith(tpl any, path []string) []byte {
	raw, _ := json.Marshal(tpl)
	var v any
	json.Unmarshal(raw, &v) // a deep copy
	if len(path) == 0 {
		v = marker
	} else {
		set(v, path, marker)
	}
	out, _ := json.Marshal(v)
	return out
}

func set(v any, path []string, value any) {
	for i, p := range path {
		last := i == len(path)-1
		switch t := v.(type) {
		case map[string]any:
			if last {
				t[p] = value
				return
			}
			v = t[p]
		case []any:
			n, _ := strconv.Atoi(p)
			if last {
				t[n] = value
				return
			}
			v = t[n]
		}
	}
}

// withValue writes the hostile value where a mutation holds the marker.
func withValue(body []byte, h hostile) []byte {
	quoted, _ := json.Marshal(marker)
	return bytes.Replace(body, quoted, h.json, 1)
}

// formOf is the template's top-level fields as a form, with the value in field key.
func formOf(template, key, value string) string {
	var top map[string]any
	json.Unmarshal([]byte(template), &top)
	v := url.Values{}
	for k, x := range top {
		switch t := x.(type) {
		case string:
			v.Set(k, t)
		case float64, bool:
			v.Set(k, fmt.Sprint(t))
		}
	}
	v.Set(key, value)
	return v.Encode()
}

// jsonUnmarshal reads a body template (a helper, where a local name shadows the json package).
func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }

// fileFields are the multipart fields the upload routes read a file from.
var fileFields = []string{"file", "avatar"}

// multipartOf is a multipart body with a small file under each of fileFields
// named value, and value in field q; it returns the body and its content type.
func multipartOf(value string) (string, string) {
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	for _, field := range fileFields {
		part, _ := w.CreateFormFile(field, value)
		part.Write([]byte("\x89PNG\r\n\x1a\n not really an image"))
	}
	w.WriteField("q", value)
	w.Close()
	return b.String(), w.FormDataContentType()
}
