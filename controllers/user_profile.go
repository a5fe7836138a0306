package controllers

import (
	"io"
	"net/http"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/users"
)

// userViewPage is /apps/user/view/{id}: the card, plan, activity, permissions and invoices.
func (s *Server) userViewPage(w http.ResponseWriter, r *http.Request) {
	u, ok := s.userID(w, r)
	if !ok {
		return
	}
	ctx := r.Context()
	details, err := s.Users.Details(ctx, u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	social, err := s.Users.Social(ctx, u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	activity, err := s.Users.Activity(ctx, u.ID, 30)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	invoices, err := s.userInvoices(r, u)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	invitation, err := s.Auth.InvitationOf(ctx, u.ID) // nil once they chose a password
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Apps/User/View", inertia.Props{
		"user": u, "details": details, "social": social, "activity": activity, "invoices": invoices,
		"permissions": users.Permissions(u.Role), "plan": users.PlanOf(u.CurrentPlan),
		"me": auth.UserFrom(ctx).ID == u.ID, "invitation": invitation, "mailEnabled": s.Mail.SMTPConfigured(),
	})
}

// userEditPage is /apps/user/edit/{id}?tab=account|information|social.
func (s *Server) userEditPage(w http.ResponseWriter, r *http.Request) {
	u, ok := s.userID(w, r)
	if !ok {
		return
	}
	details, err := s.Users.Details(r.Context(), u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	social, err := s.Users.Social(r.Context(), u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	tab := r.URL.Query().Get("tab")
	if tab != "information" && tab != "social" {
		tab = "account"
	}
	s.render(w, r, "Apps/User/Edit", inertia.Props{"user": u, "details": details, "social": social, "tab": tab, "options": userOptions()})
}

// saved answers a saved change: JSON clients get the value under name, the front end goes back with a toast.
func (s *Server) saved(w http.ResponseWriter, r *http.Request, name string, v any, flashKey string, params map[string]any) {
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{name: v})
		return
	}
	s.flash(w, r, "success", flashKey, params)
	s.in.Back(w, r)
}

// userAccount is POST /apps/users/{id}/account: the account tab.
func (s *Server) userAccount(w http.ResponseWriter, r *http.Request) {
	u, ok := s.userID(w, r)
	if !ok {
		return
	}
	var a users.Account
	if err := decode(r, &a); err != nil {
		s.fail(w, r, err)
		return
	}
	me := auth.UserFrom(r.Context())
	if me.ID == u.ID && a.Status != "" && a.Status != "active" {
		s.fail(w, r, app.InvalidField("status", "cannotSuspendSelf", nil))
		return
	}
	updated, err := s.Users.UpdateAccount(r.Context(), me.ID, u.ID, a)
	if err == users.ErrLastAdmin {
		err = app.InvalidField("role", "lastAdmin", nil)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if updated.Status == "inactive" {
		s.endSessions(r, updated.ID)
	}
	s.saved(w, r, "user", updated, "users.flash.saved", map[string]any{"name": updated.FullName})
}

// userInformation is POST /apps/users/{id}/information: the information tab.
func (s *Server) userInformation(w http.ResponseWriter, r *http.Request) {
	u, ok := s.userID(w, r)
	if !ok {
		return
	}
	var d users.Details
	if err := decode(r, &d); err != nil {
		s.fail(w, r, err)
		return
	}
	saved, err := s.Users.SetDetails(r.Context(), auth.UserFrom(r.Context()).ID, u.ID, d)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "details", saved, "users.flash.saved", map[string]any{"name": u.FullName})
}

// userSocial is POST /apps/users/{id}/social: the social tab ({network: url}).
func (s *Server) userSocial(w http.ResponseWriter, r *http.Request) {
	u, ok := s.userID(w, r)
	if !ok {
		return
	}
	var links users.Social
	if err := decode(r, &links); err != nil {
		s.fail(w, r, err)
		return
	}
	saved, err := s.Users.SetSocial(r.Context(), auth.UserFrom(r.Context()).ID, u.ID, links)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "social", saved, "users.flash.saved", map[string]any{"name": u.FullName})
}

// userStatus is POST /apps/users/{id}/status {status}: suspend (inactive) or activate.
// A suspended user's sessions and tokens end at once.
func (s *Server) userStatus(w http.ResponseWriter, r *http.Request) {
	u, ok := s.userID(w, r)
	if !ok {
		return
	}
	var in struct {
		Status string `json:"status"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	updated, err := s.Users.SetStatus(r.Context(), auth.UserFrom(r.Context()).ID, u.ID, in.Status)
	if err != nil {
		s.refuse(w, r, err)
		return
	}
	s.answerStatus(w, r, updated, "users.flash.activated", "users.flash.suspended")
}

// answerStatus answers a status change ({user} and the toast of the new
// status); a suspended person is signed out everywhere at once.
func (s *Server) answerStatus(w http.ResponseWriter, r *http.Request, updated users.User, activatedKey, suspendedKey string) {
	key := activatedKey
	if updated.Status == "inactive" {
		s.endSessions(r, updated.ID)
		key = suspendedKey
	}
	s.saved(w, r, "user", updated, key, map[string]any{"name": updated.FullName})
}

// endSessions signs a suspended user out everywhere; see endSessionsFor.
func (s *Server) endSessions(r *http.Request, id int64) { s.endSessionsFor(r, id, signedOutSuspended) }

// endSessionsFor signs a user out everywhere for reason (a signOutReasons
// key): their browser sessions, API refresh and access tokens. Each open tab
// hears it at once through its event stream (events.go: sessionEnded) and goes
// to the sign-in page, which says why; a browser with no stream open is told
// at its next page (see loadUser).
func (s *Server) endSessionsFor(r *http.Request, id int64, reason string) {
	if err := s.Sessions.EndUserSessions(r.Context(), id, reason); err != nil {
		s.Log.Error("end sessions", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
	if err := s.Auth.RevokeAllRefreshTokens(r.Context(), id); err != nil {
		s.Log.Error("revoke tokens", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
	if err := s.Realtime.Publish(r.Context(), id, sessionEnded, map[string]string{"reason": reason}); err != nil {
		s.Log.Error("publish session end", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// avatarSent stores the avatar a POST sends (multipart, field avatar: a JPEG,
// PNG or WebP image of at most 800 KB) and answers its URL; a DELETE answers
// "" (back to the initials). When it answers false it has answered the request.
func (s *Server) avatarSent(w http.ResponseWriter, r *http.Request) (string, bool) {
	if r.Method != http.MethodPost {
		return "", true
	}
	file, _, err := r.FormFile("avatar")
	if err != nil {
		if isBodyTooLarge(err) {
			s.fail(w, r, app.InvalidField("avatar", "imageTooLarge", app.Params{"max": users.MaxAvatarBytes >> 10}))
			return "", false
		}
		s.fail(w, r, app.InvalidField("avatar", "imageRequired", nil))
		return "", false
	}
	defer file.Close()
	data, err := io.ReadAll(io.LimitReader(file, users.MaxAvatarBytes+1))
	if err != nil {
		s.fail(w, r, err)
		return "", false
	}
	url, err := s.Avatars.Save(r.Context(), data)
	if err != nil {
		s.fail(w, r, err)
		return "", false
	}
	return url, true
}

// userAvatar is POST /apps/users/{id}/avatar (multipart, field avatar): a
// JPEG, PNG or WebP image of at most 800 KB. DELETE resets to the initials.
func (s *Server) userAvatar(w http.ResponseWriter, r *http.Request) {
	u, ok := s.userID(w, r)
	if !ok {
		return
	}
	url, ok := s.avatarSent(w, r)
	if !ok {
		return
	}
	updated, err := s.Users.SetAvatar(r.Context(), auth.UserFrom(r.Context()).ID, u.ID, url)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "user", updated, "users.flash.saved", map[string]any{"name": updated.FullName})
}

// avatarFile serves an uploaded avatar; names are content hashes, so they never change.
func (s *Server) avatarFile(w http.ResponseWriter, r *http.Request) {
	name := mux.Vars(r)["name"]
	f, err := s.Avatars.Open(r.Context(), name)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	defer f.Close()
	w.Header().Set("Cache-Control", "private, max-age=31536000, immutable")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	http.ServeContent(w, r, name, time.Time{}, f)
}

// userInvoices are the newest invoices addressed to the user's e-mail.
func (s *Server) userInvoices(r *http.Request, u users.User) (any, error) {
	return s.Invoices.InvoicesFor(r.Context(), u.Email, 20)
}
