// Package app holds what every domain package shares: the one error type the
// product uses to say what went wrong, with a code the HTTP layer maps to a status.
package app

import (
	"errors"
	"fmt"
)

// Error codes, one per kind of failure a caller must react to differently.
const (
	EINVALID         = "invalid"
	EUNAUTHENTICATED = "unauthenticated"
	EFORBIDDEN       = "forbidden"
	ENOTFOUND        = "not_found"
	ECONFLICT        = "conflict"
	EINTERNAL        = "internal"
)

// Error is a failure with a code, a message fit for the user, and per-field messages.
type Error struct {
	Code    string
	Message string
	Fields  map[string]string
}

// Error implements the error interface.
func (e *Error) Error() string {
	if len(e.Fields) > 0 {
		return fmt.Sprintf("%s: %s %v", e.Code, e.Message, e.Fields)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

// Errorf returns an *Error with the given code and formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Invalid returns an EINVALID error carrying per-field messages.
func Invalid(message string, fields map[string]string) *Error {
	return &Error{Code: EINVALID, Message: message, Fields: fields}
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

// ErrorMessage returns the user-facing message of err; internal errors never leak their text.
func ErrorMessage(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) && e.Code != EINTERNAL {
		return e.Message
	}
	return "Something went wrong"
}

// ErrorFields returns the per-field messages of err, or nil.
func ErrorFields(err error) map[string]string {
	var e *Error
	if errors.As(err, &e) {
		return e.Fields
	}
	return nil
}
