package controllers

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/gorilla/sessions"

	"partage/app/inertia"
	"partage/app/session"
)

// signedOutSuspended is why the server ends the sessions of an account an
// admin suspends; the sign-in page says so (/login?reason=suspended).
const signedOutSuspended = "suspended"

// signedOutByAdmin is why the server ends the sessions of a staff member an
// admin signs out everywhere (/coop/admins).
const signedOutByAdmin = "revoked"

// signedOutFromDevice is why the server ends a session its owner signed out
// from another of their devices (account settings, account_devices.go).
const signedOutFromDevice = "ended"

// sessionEnded is the realtime event (never sent on to the browser) that
// tells a user's open streams their sessions ended: each checks its own and,
// if it ended, sends the page its signout event with the reason.
const sessionEnded = "session.ended"

// signOutReasons are the reasons the sign-in page knows how to word.
var signOutReasons = map[string]bool{signedOutSuspended: true, signedOutByAdmin: true, signedOutFromDevice: true}

// isPageVisit reports whether r asks for a page (a browser or Inertia visit), not for data.
func isPageVisit(r *http.Request) bool {
	if r.Method != http.MethodGet {
		return false
	}
	return inertia.IsRequest(r) || strings.Contains(r.Header.Get("Accept"), "text/html")
}

// toSignedOut sends the browser of a session the server ended to the sign-in
// page with the reason, once: the session forgets it. It answers whether it
// answered the request (false when the request is that sign-in page already).
func (s *Server) toSignedOut(w http.ResponseWriter, r *http.Request, sess *sessions.Session, reason string) bool {
	delete(sess.Values, session.KeySignedOut)
	if err := sess.Save(r, w); err != nil {
		s.fail(w, r, err)
		return true
	}
	target := "/login"
	if signOutReasons[reason] {
		target += "?reason=" + url.QueryEscape(reason)
	}
	if r.URL.RequestURI() == target {
		return false
	}
	s.in.Redirect(w, r, target)
	return true
}

// signOutReason is why the server ended the session of r, read again from the
// store (for the event stream, whose request is older than the change), or "".
func (s *Server) signOutReason(r *http.Request) string {
	sess, err := s.Sessions.New(r, session.CookieName)
	if err != nil {
		return ""
	}
	reason, _ := sess.Values[session.KeySignedOut].(string)
	if !signOutReasons[reason] {
		return ""
	}
	return reason
}

// loginReason is the reason the sign-in page shows, when the query names a known one.
func loginReason(r *http.Request) string {
	if reason := r.URL.Query().Get("reason"); signOutReasons[reason] {
		return reason
	}
	return ""
}
