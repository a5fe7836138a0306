package controllers

import (
	"context"
	"net/http"
	"strings"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/notify"
	"partage/app/session"
)

const keyIntended = "intended"

func (s *Server) loginPage(variant string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		// reason: why the server signed this browser out (an admin suspended the account).
		s.render(w, r, "Auth/Login", inertia.Props{"variant": variant, "reason": loginReason(r)})
	}
}

func (s *Server) registerPage(variant string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !s.Auth.RegistrationOpenAt(r.Context()) {
			s.flash(w, r, "info", "flash.registrationClosed", nil)
			s.in.Redirect(w, r, "/login")
			return
		}
		s.render(w, r, "Auth/Register", inertia.Props{"variant": variant})
	}
}

// forgotPasswordPage offers a reset link by mail, or says that no mail can
// leave (no SMTP configured) and to ask an administrator for a link.
func (s *Server) forgotPasswordPage(variant string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s.render(w, r, "Auth/ForgotPassword", inertia.Props{"variant": variant, "mailEnabled": s.Mail.SMTPConfigured()})
	}
}

func (s *Server) resetPasswordPage(variant string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		s.render(w, r, "Auth/ResetPassword", inertia.Props{"variant": variant, "token": q.Get("token"), "email": q.Get("email")})
	}
}

// login signs a browser in: a new session id, "remember me" choosing a
// persistent cookie, then back to where the visitor was going or their home.
func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email    string   `json:"email"`
		Password string   `json:"password"`
		Remember flexBool `json:"remember"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	u, err := s.Auth.SignIn(r.Context(), in.Email, in.Password, s.clientAddress(r))
	if s.throttled(w, r, err) {
		return
	} else if err != nil {
		s.fail(w, r, err)
		return
	}
	if on, err := s.Auth.TwoStepEnabled(r.Context(), u.ID); err != nil {
		s.fail(w, r, err)
		return
	} else if on {
		s.startTwoStep(w, r, u, bool(in.Remember)) // twostep.go: the code first
		return
	}
	s.completeSignIn(w, r, u, bool(in.Remember))
}

// completeSignIn signs u in once every step passed (the password, and the
// code when two-step sign-in is on): a fresh session, the welcome toast, then
// where the visitor was going or their home.
func (s *Server) completeSignIn(w http.ResponseWriter, r *http.Request, u *auth.User, remember bool) {
	target, err := s.signIn(w, r, u, remember)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.flash(w, r, "success", "flash.welcome", map[string]any{"name": u.FullName})
	s.in.Redirect(w, r, target)
}

// signIn starts a fresh session for u and returns where to go next.
func (s *Server) signIn(w http.ResponseWriter, r *http.Request, u *auth.User, remember bool) (string, error) {
	sess, err := s.Sessions.Get(r, session.CookieName)
	if err != nil {
		return "", err
	}
	target, _ := sess.Values[keyIntended].(string)
	if err := s.Sessions.Renew(r.Context(), sess); err != nil {
		return "", err
	}
	for k := range sess.Values {
		delete(sess.Values, k)
	}
	sess.Values[session.KeyUserID] = u.ID
	sess.Values[session.KeyRemember] = remember
	if err := sess.Save(r, w); err != nil {
		return "", err
	}
	if target = safeLocal(target); target == "" {
		target = auth.HomeFor(u)
	}
	s.adoptBrowserLanguage(r, u)
	s.recordSignIn(r, u, "browser")
	return target, nil
}

// recordSignIn counts a sign-in and writes it to the user's activity; failing to only loses the line.
func (s *Server) recordSignIn(r *http.Request, u *auth.User, via string) {
	// The count tells a first sign-in ("Welcome") from the next ones ("Welcome back").
	if err := s.Users.CountSignIn(r.Context(), u.ID); err != nil {
		s.Log.Error("count sign-in", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
	if err := s.Users.Record(r.Context(), u.ID, u.ID, "signed_in", map[string]any{"via": via}); err != nil {
		s.Log.Error("record sign-in", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
	s.recordSignInActivity(r, u, via) // the analytics' activity (analytics_activity.go)
}

func (s *Server) rememberIntended(w http.ResponseWriter, r *http.Request, target string) {
	sess, err := s.Sessions.Get(r, session.CookieName)
	if err != nil || safeLocal(target) == "" {
		return
	}
	sess.Values[keyIntended] = target
	if err := sess.Save(r, w); err != nil {
		s.Log.Error("remember intended page", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// register creates an account and signs it in.
func (s *Server) register(w http.ResponseWriter, r *http.Request) {
	var in auth.RegisterInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	in.NameRequired = true // the page asks for it; /jwt/register keeps spec §7's parameters
	var u *auth.User
	var err error
	if in.Language, err = s.newAccountLanguage(r, in.Language); err == nil {
		u, err = s.Auth.Register(r.Context(), in)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	target, err := s.signIn(w, r, u, false)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.flash(w, r, "success", "flash.registered", map[string]any{"app": s.Config.AppName, "name": u.FullName})
	s.in.Redirect(w, r, target)
}

// logout ends the session on the server, then starts a clean one for the goodbye toast.
func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	s.signOutTo(w, r, "info", "flash.signedOut")
}

// signOutTo ends the browser's session (a new, empty one under a new ID, the
// history of the signed-in pages cleared) and sends it to the sign-in page
// with a toast: signing out, or after deleting one's account.
func (s *Server) signOutTo(w http.ResponseWriter, r *http.Request, level, key string) {
	sess, err := s.Sessions.Get(r, session.CookieName)
	if err == nil {
		err = s.Sessions.Renew(r.Context(), sess)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	for k := range sess.Values {
		delete(sess.Values, k)
	}
	if err := s.in.ClearHistory(w, r); err != nil {
		s.fail(w, r, err)
		return
	}
	s.flash(w, r, level, key, nil)
	s.in.Redirect(w, r, "/login")
}

// resetSent is said whether or not the address has an account, so the form
// does not tell who has one.
const resetSent = "resetRequested"

// resetNoMail is said to everyone when no mail can leave the product.
const resetNoMail = "resetNoMail"

// forgotPassword sends a one-hour, single-use reset link. Every address gets
// the same answer in the same time, whatever the relay does: the answer is
// sent before anything is looked up; after it, known and unknown addresses
// run the same statement, and a known one's mail is queued.
func (s *Server) forgotPassword(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email string `json:"email"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	in.Email = strings.TrimSpace(in.Email)
	if !auth.ValidEmail(in.Email) {
		s.fail(w, r, app.InvalidField("email", "emailInvalid", nil))
		return
	}
	message := resetNoMail
	if s.Mail.SMTPConfigured() {
		message = resetSent
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusAccepted, textBody(app.T(message, nil)))
	} else {
		// The page itself says to check the inbox once the request succeeded.
		s.in.Back(w, r)
	}
	if !s.Mail.SMTPConfigured() {
		return
	}
	lng := requestLang(r)
	http.NewResponseController(w).Flush() // the answer leaves before the work starts
	s.later(r, "send reset link", func(ctx context.Context) error {
		userID, token, err := s.Auth.RequestPasswordReset(ctx, in.Email)
		if err != nil || userID == 0 {
			return err // no account, or its resets for the hour are used up
		}
		return s.sendResetLink(ctx, userID, auth.Link{Purpose: auth.PurposeReset, Token: token}, false, lng)
	})
}

// resetPassword sets a new password from a reset link and ends the user's other sessions.
func (s *Server) resetPassword(w http.ResponseWriter, r *http.Request) {
	_, ok := s.choosePassword(w, r, s.Auth.ResetPassword)
	if !ok {
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, textBody(app.T("passwordResetDone", nil)))
		return
	}
	s.flash(w, r, "success", "flash.passwordReset", nil)
	s.in.Redirect(w, r, "/login")
}

// choosePassword reads the form of a link that sets a password (a reset or an
// invitation), checks that both passwords match, spends the link with spend,
// and ends the user's other sessions; on failure it has answered and ok is false.
func (s *Server) choosePassword(w http.ResponseWriter, r *http.Request, spend func(ctx context.Context, token, email, password string) (*auth.User, error)) (u *auth.User, ok bool) {
	var in struct {
		Token                string `json:"token"`
		Email                string `json:"email"`
		Password             string `json:"password"`
		PasswordConfirmation string `json:"password_confirmation"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return nil, false
	}
	if in.Password != in.PasswordConfirmation {
		s.fail(w, r, app.InvalidField("password_confirmation", "passwordsDiffer", nil))
		return nil, false
	}
	u, err := spend(r.Context(), in.Token, strings.TrimSpace(in.Email), in.Password)
	if err == nil {
		err = s.passwordChosen(r, u)
	}
	if err != nil {
		s.fail(w, r, err)
		return nil, false
	}
	return u, true
}

// passwordChosen ends the user's other browser sessions once a link set
// their password (their API tokens ended with it), and tells them.
func (s *Server) passwordChosen(r *http.Request, u *auth.User) error {
	sess, err := s.Sessions.Get(r, session.CookieName)
	if err != nil {
		return err
	}
	if err := s.Sessions.DeleteUserSessions(r.Context(), u.ID, sess.ID); err != nil {
		return err
	}
	changed := &notify.Notification{UserID: u.ID, Link: "/pages/account-settings",
		Title: notify.Text{Key: "notifications.passwordChanged.title"},
		Body:  notify.Text{Key: "notifications.passwordChanged.body", Params: map[string]any{"email": u.Email}}}
	if err := s.Notify.Create(r.Context(), changed); err != nil {
		s.Log.Error("notify password change", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
	return nil
}
