package controllers

import (
	"context"
	"database/sql"
	"errors"
	"html"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/mail"
)

// The Security tab of the account settings: changing one's password and
// two-step sign-in (an authenticator app's codes, recovery codes). The sign-in
// second step itself is in twostep.go.

// securityRoutes registers this file's routes (see routes.go).
func (s *Server) securityRoutes(r *mux.Router) {
	s.page(r, "POST", "/pages/account-settings/password", signedIn, s.changePassword)
	s.api(r, "POST", "/pages/account-settings/two-step/setup", signedIn, s.twoStepSetup)
	s.page(r, "POST", "/pages/account-settings/two-step/confirm", signedIn, s.twoStepConfirm)
	s.page(r, "POST", "/pages/account-settings/two-step/disable", signedIn, s.twoStepDisable)
	s.page(r, "POST", "/pages/account-settings/two-step/recovery-codes", signedIn, s.twoStepRecoveryCodes)
	// The sign-in second step, in the browser and for API clients.
	s.page(r, "GET", "/login/two-step", guest, s.twoStepPage)
	s.page(r, "POST", "/login/two-step", public, s.twoStepLogin)
	s.api(r, "POST", "/jwt/two-step", public, s.jwtTwoStep)
}

// securityView is the Security tab's state.
type securityView struct {
	TwoStep           auth.TwoStepState `json:"twoStep"`
	PasswordChangedAt *time.Time        `json:"passwordChangedAt"`
}

// securityState is the Security tab's state for the signed-in user (two-step
// sign-in), for the account settings page and GET /api/account.
func (s *Server) securityState(r *http.Request) (any, error) {
	u := auth.UserFrom(r.Context())
	if u == nil {
		return nil, app.E(app.EUNAUTHENTICATED, "signInToContinue", nil)
	}
	return s.securityOf(r.Context(), u.ID)
}

func (s *Server) securityOf(ctx context.Context, userID int64) (securityView, error) {
	st, err := s.Auth.TwoStepStateOf(ctx, userID)
	if err != nil {
		return securityView{}, err
	}
	v := securityView{TwoStep: st}
	var at time.Time
	err = s.DB.QueryRowContext(ctx, `SELECT created_at FROM user_activity WHERE user_id = $1 AND kind = 'password' ORDER BY id DESC LIMIT 1`, userID).Scan(&at)
	if err == nil {
		at = at.UTC()
		v.PasswordChangedAt = &at
	} else if !errors.Is(err, sql.ErrNoRows) {
		return v, err
	}
	return v, nil
}

// me is the signed-in user as stored (with the password hash), fresh.
func (s *Server) me(r *http.Request) (*auth.User, error) {
	u := auth.UserFrom(r.Context())
	if u == nil {
		return nil, app.E(app.EUNAUTHENTICATED, "signInToContinue", nil)
	}
	return s.Auth.Store().FindUserByID(r.Context(), u.ID)
}

// securityFail answers err; too many password or code attempts answer 429
// with Retry-After and the wait under field.
func (s *Server) securityFail(w http.ResponseWriter, r *http.Request, err error, field string) {
	var t *auth.Throttled
	if !errors.As(err, &t) {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Retry-After", strconv.Itoa(t.Seconds()))
	text := t.Text()
	e := app.E(app.ETOOMANY, text.Key, text.Params).WithField(field, text.Key, text.Params)
	if wantsJSON(r) {
		writeError(w, e)
		return
	}
	if s.in.WithErrors(w, r, pageErrors(e)) == nil {
		s.in.Back(w, r)
		return
	}
	writeError(w, e)
}

// record writes a line of the user's activity; failing to only loses the line.
func (s *Server) recordSecurity(r *http.Request, userID int64, kind string) {
	if err := s.Users.Record(r.Context(), userID, userID, kind, nil); err != nil {
		s.Log.Error("record "+kind, "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// changePassword is POST /pages/account-settings/password {currentPassword,
// password, passwordConfirmation}: the new password, every other browser
// session and every API token ended, this session kept.
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) {
	var in struct {
		CurrentPassword      string `json:"currentPassword"`
		Password             string `json:"password"`
		PasswordConfirmation string `json:"passwordConfirmation"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	u, err := s.me(r)
	if err == nil {
		err = s.Auth.ChangePassword(r.Context(), u, in.CurrentPassword, in.Password, in.PasswordConfirmation, s.clientAddress(r))
	}
	if err == nil {
		err = s.passwordChosen(r, u) // other browser sessions end; the in-app notice
	}
	if err == nil {
		err = s.Auth.RevokeAllRefreshTokens(r.Context(), u.ID)
	}
	if err != nil {
		s.securityFail(w, r, err, "currentPassword")
		return
	}
	s.recordSecurity(r, u.ID, "password")
	s.mailPasswordChanged(r, u)
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{"ok": true})
		return
	}
	s.flash(w, r, "success", "server.passwordChangedDone", nil)
	s.in.Back(w, r)
}

// mailPasswordChanged tells the user by mail that their password changed, when mail can leave.
func (s *Server) mailPasswordChanged(r *http.Request, u *auth.User) {
	if !s.Mail.SMTPConfigured() {
		return
	}
	lng := requestLang(r)
	s.later(r, "send password changed notice", func(ctx context.Context) error {
		t := s.Texts.Translator(s.recipientLang(ctx, u.ID, lng))
		fill := func(key string, escape bool) string {
			appName, who, email := s.Config.AppName, u.FullName, u.Email
			if escape {
				appName, who, email = html.EscapeString(appName), html.EscapeString(who), html.EscapeString(email)
			}
			return strings.NewReplacer("{{app}}", appName, "{{name}}", who, "{{email}}", email).Replace(t("authMail." + key))
		}
		link := strings.TrimRight(s.Config.BaseURL, "/") + "/forgot-password"
		body := "<p>" + fill("hello", true) + "</p><p>" + fill("passwordChanged.body", true) + "</p><p>" +
			fill("passwordChanged.notYou", true) + ` <a href="` + html.EscapeString(link) + `">` + html.EscapeString(link) + "</a></p>"
		text := fill("hello", false) + "\n\n" + fill("passwordChanged.body", false) + "\n\n" + fill("passwordChanged.notYou", false) + " " + link + "\n"
		return s.Mail.SendNotice(ctx, mail.Notice{UserID: u.ID, ToEmail: u.Email, Subject: fill("passwordChanged.subject", false), HTML: body, Text: text})
	})
}

// twoStepSetup is POST /pages/account-settings/two-step/setup: a new pending
// secret, its otpauth:// address and its QR code.
func (s *Server) twoStepSetup(w http.ResponseWriter, r *http.Request) {
	u, err := s.me(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	setup, err := s.Auth.SetupTwoStep(r.Context(), u, s.Config.AppName)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	svg, err := auth.QRSVG(setup.URI)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"secret": setup.Secret, "otpauthUri": setup.URI, "qrSvg": svg})
}

// twoStepConfirm is POST /pages/account-settings/two-step/confirm {code}:
// a first right code turns two-step sign-in on; the recovery codes come back once.
func (s *Server) twoStepConfirm(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Code string `json:"code"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	u := auth.UserFrom(r.Context())
	codes, err := s.Auth.ConfirmTwoStep(r.Context(), u.ID, in.Code)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.recordSecurity(r, u.ID, "twostep_enabled")
	s.recoveryCodesAnswer(w, r, codes, "server.twoStepEnabledDone")
}

// recoveryCodesAnswer gives the codes to a JSON client; the page gets them flashed (shown once).
func (s *Server) recoveryCodesAnswer(w http.ResponseWriter, r *http.Request, codes []string, flashKey string) {
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{"recoveryCodes": codes})
		return
	}
	if err := s.in.Flash(w, r, "recoveryCodes", codes); err != nil {
		s.Log.Error("flash recovery codes", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
	s.flash(w, r, "success", flashKey, nil)
	s.in.Back(w, r)
}

// twoStepDisable is POST /pages/account-settings/two-step/disable {password}.
func (s *Server) twoStepDisable(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Password string `json:"password"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	u, err := s.me(r)
	if err == nil {
		err = s.Auth.DisableTwoStep(r.Context(), u, in.Password, s.clientAddress(r))
	}
	if err != nil {
		s.securityFail(w, r, err, "password")
		return
	}
	s.recordSecurity(r, u.ID, "twostep_disabled")
	v, err := s.securityOf(r.Context(), u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "security", v, "server.twoStepDisabledDone", nil)
}

// twoStepRecoveryCodes is POST /pages/account-settings/two-step/recovery-codes
// {password}: ten new recovery codes, the old ones ended.
func (s *Server) twoStepRecoveryCodes(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Password string `json:"password"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	u, err := s.me(r)
	var codes []string
	if err == nil {
		codes, err = s.Auth.NewRecoveryCodes(r.Context(), u, in.Password, s.clientAddress(r))
	}
	if err != nil {
		s.securityFail(w, r, err, "password")
		return
	}
	s.recordSecurity(r, u.ID, "recovery_codes")
	s.recoveryCodesAnswer(w, r, codes, "server.twoStepRecoveryCodesDone")
}
