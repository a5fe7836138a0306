package controllers

import (
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"partage/app"
	"partage/app/inertia"
)

type jsonRouteKey struct{}

// wantsJSON reports whether the caller is an API client rather than the
// Inertia front end or a browser: a JSON-only route, a Bearer token, or an
// Accept header that asks for JSON and not HTML.
func wantsJSON(r *http.Request) bool {
	if inertia.IsRequest(r) {
		return false
	}
	if v, _ := r.Context().Value(jsonRouteKey{}).(bool); v {
		return true
	}
	if _, ok := bearer(r); ok {
		return true
	}
	accept := r.Header.Get("Accept")
	return strings.Contains(accept, "application/json") && !strings.Contains(accept, "text/html")
}

// writeJSON answers with v as JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := marshalJSON(v)
	if err != nil {
		status, body = app.HTTPStatus(app.EINTERNAL), internalBody
	}
	writeJSONBody(w, status, body)
}

// internalBody is the answer when an answer cannot be written as JSON.
var internalBody, _ = marshalJSON(errorBody(errors.New("an answer that cannot be written")))

// errorBody is err as JSON clients get it: {"error": {code, message (English),
// key and params (the text's key in resources/lang), fields (English) and
// field_keys ({key, params} per field)}}. An internal error tells nothing more
// than "Something went wrong".
func errorBody(err error) map[string]any {
	code := app.ErrorCode(err)
	t := app.ErrorText(err)
	body := map[string]any{"code": code, "message": t.English(), "key": t.LangKey()}
	if len(t.Params) > 0 {
		body["params"] = t.Params
	}
	if f := app.ErrorFieldTexts(err); len(f) > 0 && code != app.EINTERNAL {
		body["fields"] = f.English()
		body["field_keys"] = f
	}
	return map[string]any{"error": body}
}

// StatusClientClosed is the status logged for a request whose client went away
// before its answer was ready (nginx's 499): no answer reaches anyone.
const StatusClientClosed = 499

// writeError answers err to a JSON client, with the status of its code.
func writeError(w http.ResponseWriter, err error) {
	writeJSON(w, app.HTTPStatus(app.ErrorCode(err)), errorBody(err))
}

// textBody is a message for people as JSON: {message (English), key, params}.
func textBody(t app.Text) map[string]any {
	body := map[string]any{"message": t.English(), "key": t.LangKey()}
	if len(t.Params) > 0 {
		body["params"] = t.Params
	}
	return body
}

// pageErrors are the texts of err's fields (or of err itself, under "form")
// as the pages' errors prop: strings, each a Text.Encoded that the front
// end's serverText translates.
func pageErrors(err error) map[string]string {
	texts := app.ErrorFieldTexts(err)
	if len(texts) == 0 {
		return map[string]string{"form": app.ErrorText(err).Encoded()}
	}
	out := make(map[string]string, len(texts))
	for k, t := range texts {
		out[k] = t.Encoded()
	}
	return out
}

// marshalJSON is v as JSON with a final newline, as json.Encoder writes it.
func marshalJSON(v any) ([]byte, error) {
	body, err := json.Marshal(v)
	return append(body, '\n'), err
}

// writeJSONBody answers with a body already in JSON, in one write with its length.
func writeJSONBody(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", privateNoStore)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	w.Write(body)
}

// fail answers err in the caller's representation: JSON clients get the status
// and errorBody; the front end gets field errors (as pageErrors)
// under its form, the sign-in page, or the error page. Internal errors are
// logged and shown only as "Something went wrong".
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	code := app.ErrorCode(err)
	if code == app.EINTERNAL && r.Context().Err() != nil {
		// The client went away (wrk ending a run, a closed tab, a cancelled
		// visit): the query it started was cancelled with it. Nothing reads
		// the answer; the log says 499, as proxies do, not an internal error.
		w.WriteHeader(StatusClientClosed)
		return
	}
	if code == app.EINTERNAL {
		s.Log.Error("internal error", "request_id", RequestIDFrom(r.Context()), "method", r.Method, "path", r.URL.Path, "err", err)
	}
	if wantsJSON(r) {
		writeError(w, err)
		return
	}
	switch code {
	case app.EINVALID, app.ECONFLICT, app.ETOOLARGE:
		if r.Method != http.MethodGet && r.Method != http.MethodHead && s.in.WithErrors(w, r, pageErrors(err)) == nil {
			s.in.Back(w, r)
			return
		}
		s.renderError(w, r, app.HTTPStatus(code)) // a bad URL of a page: its own status, not a server error
		return
	case app.EUNAUTHENTICATED:
		s.toLogin(w, r)
		return
	case app.EFORBIDDEN:
		s.renderError(w, r, http.StatusForbidden)
		return
	case app.ENOTFOUND:
		s.renderError(w, r, http.StatusNotFound)
		return
	}
	s.renderError(w, r, http.StatusInternalServerError)
}

// renderError shows the not-authorized page (403) or the error page (404, 500, …).
func (s *Server) renderError(w http.ResponseWriter, r *http.Request, status int) {
	var err error
	if status == http.StatusForbidden {
		err = s.in.RenderStatus(w, r, status, "Misc/NotAuthorized", inertia.Props{})
	} else {
		err = s.in.RenderStatus(w, r, status, "Misc/Error", inertia.Props{"status": status})
	}
	if err != nil {
		s.Log.Error("render error page", "request_id", RequestIDFrom(r.Context()), "err", err)
		http.Error(w, "Something went wrong", http.StatusInternalServerError)
	}
}

// render shows a page, or gives its props as JSON to an API client.
func (s *Server) render(w http.ResponseWriter, r *http.Request, component string, props inertia.Props) {
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, inertia.Values(props))
		return
	}
	if err := s.in.Render(w, r, component, props); err != nil {
		s.fail(w, r, err)
	}
}

// flash shows a toast of kind (success, error, info) on the next page; the
// client translates key (a key of resources/lang) with params.
func (s *Server) flash(w http.ResponseWriter, r *http.Request, kind, key string, params map[string]any) {
	if err := s.in.Flash(w, r, kind, map[string]any{"key": key, "params": params}); err != nil {
		s.Log.Error("flash", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// decode reads a JSON or form body into dst; a bad body is an EINVALID error.
func decode(r *http.Request, dst any) error {
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	var raw []byte
	var err error
	switch ct {
	case "application/x-www-form-urlencoded", "multipart/form-data":
		if ct == "multipart/form-data" {
			err = r.ParseMultipartForm(1 << 20)
		} else {
			err = r.ParseForm()
		}
		if err == nil {
			if err := checkValues(r.PostForm); err != nil {
				return err
			}
			m := map[string]any{}
			for k, v := range r.PostForm {
				if len(v) > 0 {
					m[k] = v[0]
				}
			}
			raw, err = json.Marshal(m)
		}
	default:
		raw, err = io.ReadAll(r.Body)
		if err == nil && len(strings.TrimSpace(string(raw))) == 0 {
			raw = []byte("{}")
		}
	}
	if err != nil {
		if isBodyTooLarge(err) {
			return app.E(app.ETOOLARGE, "requestTooLarge", nil)
		}
		return app.E(app.EINVALID, "requestUnreadable", nil)
	}
	if err := checkJSON(raw); err != nil {
		return err
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) && typeErr.Field != "" {
			return app.InvalidField(typeErr.Field, "invalidValue", nil)
		}
		return app.E(app.EINVALID, "requestNotJson", nil)
	}
	return nil
}

// flexBool reads a checkbox as sent by a JSON client (true) or an HTML form ("on").
type flexBool bool

func (b *flexBool) UnmarshalJSON(data []byte) error {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	switch t := v.(type) {
	case bool:
		*b = flexBool(t)
	case string:
		*b = flexBool(t == "on" || t == "true" || t == "1" || t == "yes")
	case float64:
		*b = t != 0
	}
	return nil
}

// toLogin sends a signed-out visitor to the sign-in page, remembering where
// they were going so sign-in can bring them back.
func (s *Server) toLogin(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodGet {
		s.rememberIntended(w, r, r.URL.RequestURI())
	}
	s.in.Redirect(w, r, "/login")
}

// safeLocal returns target when it is a path on this site, "" otherwise.
func safeLocal(target string) string {
	u, err := url.Parse(target)
	if err != nil || u.IsAbs() || u.Host != "" || !strings.HasPrefix(target, "/") || strings.HasPrefix(target, "//") || strings.HasPrefix(target, "/\\") {
		return ""
	}
	return target
}
