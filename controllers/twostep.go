package controllers

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/session"
)

// The sign-in second step: a right password on an account with two-step
// sign-in on does not sign in yet. The browser's session keeps the pending
// sign-in (who, "remember me", until when) and the page asks for a code;
// an API client gets a short-lived two-step token to send back with its code.

// Session values of a pending sign-in.
const (
	keyTwoStepUser     = "two_step_user"
	keyTwoStepRemember = "two_step_remember"
	keyTwoStepUntil    = "two_step_until"
)

// startTwoStep keeps u's pending sign-in in the browser's session (nobody is
// signed in on it meanwhile) and sends the browser to the second step.
func (s *Server) startTwoStep(w http.ResponseWriter, r *http.Request, u *auth.User, remember bool) {
	sess, err := s.Sessions.Get(r, session.CookieName)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	delete(sess.Values, session.KeyUserID)
	sess.Values[keyTwoStepUser] = u.ID
	sess.Values[keyTwoStepRemember] = remember
	sess.Values[keyTwoStepUntil] = time.Now().Add(auth.TwoStepTTL).Unix()
	if err := sess.Save(r, w); err != nil {
		s.fail(w, r, err)
		return
	}
	s.in.Redirect(w, r, "/login/two-step")
}

// pendingTwoStep is the user whose sign-in waits for its second step in this
// browser, and its "remember me"; nil when there is none or it expired.
func (s *Server) pendingTwoStep(r *http.Request) (*auth.User, bool, error) {
	sess, err := s.Sessions.Get(r, session.CookieName)
	if err != nil {
		return nil, false, err
	}
	id, _ := sess.Values[keyTwoStepUser].(int64)
	until, _ := sess.Values[keyTwoStepUntil].(int64)
	remember, _ := sess.Values[keyTwoStepRemember].(bool)
	if id <= 0 || time.Now().Unix() > until {
		return nil, false, nil
	}
	u, err := s.Auth.Store().FindUserByID(r.Context(), id)
	if app.ErrorCode(err) == app.ENOTFOUND {
		return nil, false, nil
	} else if err != nil {
		return nil, false, err
	}
	if u.Suspended() {
		return nil, false, nil
	}
	return u, remember, nil
}

// maskEmail shows enough of an address to recognise it: l•••@example.org.
func maskEmail(email string) string {
	at := strings.LastIndex(email, "@")
	if at <= 0 {
		return "•••"
	}
	local := []rune(email[:at])
	keep := 1
	if len(local) > 4 {
		keep = 2
	}
	return string(local[:keep]) + "•••" + email[at:]
}

// twoStepPage is GET /login/two-step: the code form of a pending sign-in.
func (s *Server) twoStepPage(w http.ResponseWriter, r *http.Request) {
	u, _, err := s.pendingTwoStep(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if u == nil {
		s.in.Redirect(w, r, "/login")
		return
	}
	s.render(w, r, "Auth/TwoStep", inertia.Props{"email": maskEmail(u.Email)})
}

// twoStepLogin is POST /login/two-step {code}: a code from the authenticator
// or a recovery code finishes the pending sign-in as /login would.
func (s *Server) twoStepLogin(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Code string `json:"code"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	u, remember, err := s.pendingTwoStep(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if u == nil {
		if wantsJSON(r) {
			writeError(w, app.E(app.EUNAUTHENTICATED, auth.MsgTwoStepExpired, nil))
			return
		}
		s.flash(w, r, "info", "server."+auth.MsgTwoStepExpired, nil)
		s.in.Redirect(w, r, "/login")
		return
	}
	if _, err := s.Auth.VerifySecondStep(r.Context(), u, in.Code, s.clientAddress(r)); err != nil {
		s.twoStepFail(w, r, u, err)
		return
	}
	s.completeSignIn(w, r, u, remember)
}

// twoStepFail answers a refused code: under "code", 429 with Retry-After
// when too many were tried.
func (s *Server) twoStepFail(w http.ResponseWriter, r *http.Request, u *auth.User, err error) {
	var t *auth.Throttled
	if !errors.As(err, &t) {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Retry-After", strconv.Itoa(t.Seconds()))
	text := t.Text()
	e := app.E(app.ETOOMANY, text.Key, text.Params).WithField("code", text.Key, text.Params)
	if wantsJSON(r) {
		writeError(w, e)
		return
	}
	props := inertia.Props{"email": maskEmail(u.Email), "retryAfter": t.Seconds(), "errors": pageErrors(e)}
	if rerr := s.in.RenderStatus(w, r, app.HTTPStatus(app.ETOOMANY), "Auth/TwoStep", props); rerr != nil {
		s.fail(w, r, rerr)
	}
}

// jwtTwoStep answers POST /jwt/two-step {twoStepToken, code}: the /jwt/login
// answer once the code is right; errors in /jwt/login's shape: 400
// {error: {code}}, 401 {error: {twoStepToken}} for a token that expired,
// 429 {error: {code}} with Retry-After.
func (s *Server) jwtTwoStep(w http.ResponseWriter, r *http.Request) {
	var in struct {
		TwoStepToken string `json:"twoStepToken"`
		Code         string `json:"code"`
	}
	if err := decode(r, &in); err != nil {
		writeJSON(w, app.HTTPStatus(app.ErrorCode(err)), map[string]any{"error": map[string]string{"code": app.ErrorMessage(err)}})
		return
	}
	u, err := s.Auth.TwoStepTokenUser(r.Context(), in.TwoStepToken)
	if app.ErrorCode(err) == app.EUNAUTHENTICATED {
		writeJSON(w, http.StatusUnauthorized, map[string]any{"error": map[string]string{"twoStepToken": app.ErrorMessage(err)}})
		return
	} else if err != nil {
		s.jwtFailure(w, r, err)
		return
	}
	_, err = s.Auth.VerifySecondStep(r.Context(), u, in.Code, s.clientAddress(r))
	var t *auth.Throttled
	switch {
	case errors.As(err, &t):
		w.Header().Set("Retry-After", strconv.Itoa(t.Seconds()))
		writeJSON(w, app.HTTPStatus(app.ETOOMANY), map[string]any{"error": map[string]string{"code": t.Message()}})
		return
	case app.ErrorCode(err) == app.EINVALID:
		writeJSON(w, app.HTTPStatus(app.EINVALID), map[string]any{"error": map[string]string{"code": app.T(auth.MsgTwoStepCodeWrong, nil).English()}})
		return
	case err != nil:
		s.jwtFailure(w, r, err)
		return
	}
	s.issueAPISignIn(w, r, u)
}
