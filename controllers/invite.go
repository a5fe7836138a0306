package controllers

import (
	"context"
	"net/http"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/users"
)

// People get in by a link that sets their password: an invitation made when
// an admin adds them, or a reset link an admin makes on their page. The admin
// has it mailed (when SMTP is configured) or copies it to hand it over.

// invitationPage is /accept-invitation?token&email: the reset-password page
// worded as a welcome.
func (s *Server) invitationPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	s.render(w, r, "Auth/ResetPassword", inertia.Props{"variant": "v1", "mode": "invite", "token": q.Get("token"), "email": q.Get("email")})
}

// acceptInvitation sets an invited user's first password and signs them in.
func (s *Server) acceptInvitation(w http.ResponseWriter, r *http.Request) {
	u, ok := s.choosePassword(w, r, s.Auth.AcceptInvitation)
	if !ok {
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, textBody(app.T("passwordSetSignIn", nil)))
		return
	}
	if u.Suspended() {
		s.flash(w, r, "success", "flash.passwordReset", nil)
		s.in.Redirect(w, r, "/login")
		return
	}
	target, err := s.signIn(w, r, u, false)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.flash(w, r, "success", "flash.invitationAccepted", map[string]any{"app": s.Config.AppName, "name": u.FullName})
	s.in.Redirect(w, r, target)
}

// linkRequest is what an admin asks of a link: to have it mailed, or (send
// false, or no SMTP configured) to be given it to hand over.
type linkRequest struct {
	Send flexBool `json:"send"`
}

// userInvitation is POST /apps/users/{id}/invitation {send}: a new
// invitation for a user who has not chosen a password yet.
func (s *Server) userInvitation(w http.ResponseWriter, r *http.Request) {
	u, ok := s.userID(w, r)
	if !ok {
		return
	}
	var in linkRequest
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	l, err := s.Auth.CreateInvitation(r.Context(), u.ID, false)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.answerLink(w, r, u, l, bool(in.Send), "users.flash.invited")
}

// userResetLink is POST /apps/users/{id}/reset-link {send}: a reset link (a day) for the user.
func (s *Server) userResetLink(w http.ResponseWriter, r *http.Request) {
	u, ok := s.userID(w, r)
	if !ok {
		return
	}
	var in linkRequest
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	l, err := s.Auth.CreateResetLink(r.Context(), u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.answerLink(w, r, u, l, bool(in.Send), "users.flash.resetSent")
}

// linkAnswer is a link as admins get it: the JSON answer, and the flash the
// user pages show in a dialog with a copy button.
type linkAnswer struct {
	Purpose   string    `json:"purpose"`
	URL       string    `json:"url"`
	ExpiresAt time.Time `json:"expiresAt"`
	Sent      bool      `json:"sent"` // queued for the user's mailbox
	Email     string    `json:"email"`
	Name      string    `json:"name"`
}

// sendLink mails the link when asked and mail can leave, in the user's
// language, else in lng (the admin's); it reports whether it did.
func (s *Server) sendLink(ctx context.Context, u users.User, l auth.Link, send bool, lng string) (bool, error) {
	if !send || !s.Mail.SMTPConfigured() {
		return false, nil
	}
	var err error
	if l.Purpose == auth.PurposeInvite {
		err = s.sendInvitation(ctx, u.ID, u.Email, u.FullName, l, lng)
	} else {
		err = s.sendResetLink(ctx, u.ID, l, true, lng)
	}
	return err == nil, err
}

// answerLink mails the link when asked, then answers: JSON clients get the
// link; the front end goes back with a toast when it was mailed, or with the
// link to copy.
func (s *Server) answerLink(w http.ResponseWriter, r *http.Request, u users.User, l auth.Link, send bool, sentKey string) {
	sent, err := s.sendLink(r.Context(), u, l, send, requestLang(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	out := linkAnswer{Purpose: l.Purpose, URL: l.URL(s.Config.BaseURL, u.Email), ExpiresAt: l.ExpiresAt, Sent: sent, Email: u.Email, Name: u.FullName}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"link": out})
		return
	}
	s.flashLink(w, r, out, sentKey)
	s.in.Back(w, r)
}

// flashLink shows a link on the next page: a toast when it was mailed, the
// dialog to copy it otherwise.
func (s *Server) flashLink(w http.ResponseWriter, r *http.Request, l linkAnswer, sentKey string) {
	if l.Sent {
		s.flash(w, r, "success", sentKey, map[string]any{"name": l.Name, "email": l.Email})
		return
	}
	if err := s.in.Flash(w, r, "link", l); err != nil {
		s.Log.Error("flash link", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// invitedKeys are what one way of adding people says once the account is
// made: the log line when the mail fails, the toast when it was not sent, the
// toast when it was.
type invitedKeys struct{ logMsg, added, sent string }

// answerInvited gives the new account u its invitation link, mails it when
// asked, and answers: JSON clients get {user, link} (201), the front end goes
// back with a toast, or with the link to copy. A mail that fails is logged,
// not refused: the account is made and the link works, the admin copies it.
func (s *Server) answerInvited(w http.ResponseWriter, r *http.Request, u users.User, send bool, k invitedKeys) {
	l, err := s.Auth.CreateInvitation(r.Context(), u.ID, true)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	sent, err := s.sendLink(r.Context(), u, l, send, requestLang(r))
	if err != nil {
		s.Log.Error(k.logMsg, "request_id", RequestIDFrom(r.Context()), "err", err)
	}
	link := linkAnswer{Purpose: l.Purpose, URL: l.URL(s.Config.BaseURL, u.Email), ExpiresAt: l.ExpiresAt, Sent: sent, Email: u.Email, Name: u.FullName}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"user": u, "link": link})
		return
	}
	if !sent {
		s.flash(w, r, "success", k.added, map[string]any{"name": u.FullName})
	}
	s.flashLink(w, r, link, k.sent)
	s.in.Back(w, r)
}
