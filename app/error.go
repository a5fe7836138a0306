// Package app holds what every domain package shares: the one error type the
// product uses to say what went wrong, with a code the HTTP layer maps to a
// status and texts the pages translate (see messages.go).
package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

// Error codes, one per kind of failure a caller must react to differently.
// Every code the server sends is declared here; HTTPStatus maps each to its status.
const (
	EINVALID          = "invalid"
	EUNAUTHENTICATED  = "unauthenticated"
	EFORBIDDEN        = "forbidden"
	ENOTFOUND         = "not_found"
	EMETHODNOTALLOWED = "method_not_allowed"
	ECONFLICT         = "conflict"
	ETOOLARGE         = "too_large"
	ETOOMANY          = "too_many"
	EINTERNAL         = "internal"
)

// Codes lists every error code, for the tests that check each has its status.
var Codes = []string{EINVALID, EUNAUTHENTICATED, EFORBIDDEN, ENOTFOUND, EMETHODNOTALLOWED, ECONFLICT, ETOOLARGE, ETOOMANY, EINTERNAL}

// HTTPStatus maps an error code to its HTTP status; an unknown code is a server error.
func HTTPStatus(code string) int {
	switch code {
	case EINVALID:
		return http.StatusBadRequest
	case EUNAUTHENTICATED:
		return http.StatusUnauthorized
	case EFORBIDDEN:
		return http.StatusForbidden
	case ENOTFOUND:
		return http.StatusNotFound
	case EMETHODNOTALLOWED:
		return http.StatusMethodNotAllowed
	case ECONFLICT:
		return http.StatusConflict
	case ETOOLARGE:
		return http.StatusRequestEntityTooLarge
	case ETOOMANY:
		return http.StatusTooManyRequests
	}
	return http.StatusInternalServerError
}

// Params are the values a text's {{placeholders}} take: numbers (written in
// the reader's language; a name starting with "amount" is a sum in euros) and
// strings (shown as they are).
type Params = map[string]any

// Text is a message for people: a key of the Messages catalog (the key
// "server."+Key of resources/lang) and its parameters. The pages translate it;
// English() is its English wording, which the JSON API keeps beside the key.
type Text struct {
	Key    string `json:"key"`
	Params Params `json:"params,omitempty"`
}

// T is the text of key with params.
func T(key string, params Params) Text {
	return Text{Key: key, Params: params}
}

// LangKey is the key of the text in the translation files.
func (t Text) LangKey() string { return LangSection + "." + t.Key }

// English is the text in English, its placeholders filled.
func (t Text) English() string { return render(t.Key, t.Params) }

// MarshalJSON writes {"key": "server.…", "params": {…}}.
func (t Text) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Key    string `json:"key"`
		Params Params `json:"params,omitempty"`
	}{t.LangKey(), t.Params})
}

// Encoded is the text as one string, for the pages' error props (which are
// strings): the lang key alone, or the key, one space and the params as JSON
// (`server.tooLong {"max":120}`). The front end's serverText reads it back.
func (t Text) Encoded() string {
	if len(t.Params) == 0 {
		return t.LangKey()
	}
	params, err := json.Marshal(t.Params)
	if err != nil {
		return t.LangKey()
	}
	return t.LangKey() + " " + string(params)
}

// Fields are the texts of the fields a request got wrong, by field name.
type Fields map[string]Text

// Set gives field the text of key with params.
func (f Fields) Set(field, key string, params Params) { f[field] = T(key, params) }

// English is every field's text in English.
func (f Fields) English() map[string]string {
	if len(f) == 0 {
		return nil
	}
	out := make(map[string]string, len(f))
	for k, t := range f {
		out[k] = t.English()
	}
	return out
}

// Error is a failure with a code, a text fit for people, and per-field texts.
// Message and Fields are the English of Text and FieldTexts; build an Error
// with E, Invalid or InvalidField, which keep them in step.
type Error struct {
	Code       string
	Message    string
	Fields     map[string]string
	Text       Text
	FieldTexts Fields
}

// Error implements the error interface.
func (e *Error) Error() string {
	if len(e.Fields) > 0 {
		return fmt.Sprintf("%s: %s %v", e.Code, e.Message, e.Fields)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

// E is an error of code whose text is key with params.
func E(code, key string, params Params) *Error {
	t := T(key, params)
	return &Error{Code: code, Message: t.English(), Text: t}
}

// Invalid is an EINVALID error whose text is key with params, carrying per-field texts.
func Invalid(key string, params Params, fields Fields) *Error {
	return E(EINVALID, key, params).WithFields(fields)
}

// InvalidField is an EINVALID error on one field, the field's text also the error's.
func InvalidField(field, key string, params Params) *Error {
	return E(EINVALID, key, params).WithField(field, key, params)
}

// WithField adds the text of key with params to field and returns e.
func (e *Error) WithField(field, key string, params Params) *Error {
	return e.WithFields(Fields{field: T(key, params)})
}

// WithFields adds the texts of fields and returns e.
func (e *Error) WithFields(fields Fields) *Error {
	if len(fields) == 0 {
		return e
	}
	if e.FieldTexts == nil {
		e.FieldTexts = Fields{}
		e.Fields = map[string]string{}
	}
	for k, t := range fields {
		e.FieldTexts[k] = t
		e.Fields[k] = t.English()
	}
	return e
}

// ErrorCode returns the code of err, EINTERNAL for errors that are not *Error, "" for nil.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// InternalText is all people see of an internal error: "Something went wrong".
var InternalText = T("internal", nil)

// ErrorText returns the text of err for people; internal errors never leak theirs.
func ErrorText(err error) Text {
	var e *Error
	if err == nil {
		return Text{}
	} else if errors.As(err, &e) && e.Code != EINTERNAL && e.Text.Key != "" {
		return e.Text
	}
	return InternalText
}

// ErrorMessage returns the English text of err for people; internal errors never leak theirs.
func ErrorMessage(err error) string {
	if err == nil {
		return ""
	}
	return ErrorText(err).English()
}

// ErrorFields returns the per-field messages of err in English, or nil.
func ErrorFields(err error) map[string]string {
	var e *Error
	if errors.As(err, &e) {
		return e.Fields
	}
	return nil
}

// ErrorFieldTexts returns the per-field texts of err, or nil.
func ErrorFieldTexts(err error) Fields {
	var e *Error
	if errors.As(err, &e) {
		return e.FieldTexts
	}
	return nil
}
