package controllers

import (
	"context"
	"net/http"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/account"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/notify"
	"partage/app/users"
)

// accountRoutes registers this file's routes (see routes.go): one's own
// account settings (the account, notifications and billing tabs; security
// and devices are account_security.go's and account_devices.go's), and the
// link that confirms a new e-mail address.
func (s *Server) accountRoutes(r *mux.Router) {
	s.page(r, "GET", "/pages/account-settings", signedIn, s.accountPage)
	s.api(r, "GET", "/api/account", signedIn, s.accountData)
	s.page(r, "POST", "/pages/account-settings/account", signedIn, s.accountSave)
	s.page(r, "POST", "/pages/account-settings/avatar", signedIn, s.accountAvatar)
	s.page(r, "DELETE", "/pages/account-settings/avatar", signedIn, s.accountAvatar)
	s.page(r, "POST", "/pages/account-settings/email", signedIn, s.accountEmail)
	s.page(r, "DELETE", "/pages/account-settings/email", signedIn, s.accountEmailCancel)
	s.page(r, "GET", "/account/confirm-email", public, s.accountEmailConfirm)
	s.page(r, "POST", "/pages/account-settings/delete", signedIn, s.accountDelete)
	s.page(r, "POST", "/pages/account-settings/notifications", signedIn, s.accountNotifications)
}

// accountTabs are the settings page's tabs; another ?tab= opens the first.
var accountTabs = []string{"account", "security", "notifications", "billing"}

// notificationState is the notifications tab: every kind's choice, and
// whether mail can leave the product at all.
func (s *Server) notificationState(ctx context.Context, userID int64) (map[string]any, error) {
	prefs, err := s.Account.Prefs(ctx, userID)
	if err != nil {
		return nil, err
	}
	return map[string]any{"kinds": prefs, "emailAvailable": s.Mail.SMTPConfigured()}, nil
}

// billingState is the billing tab: the user's plan and the invoices
// addressed to their e-mail; nil for a member of the cooperative, whose
// money is on their cooperative page (/coop/profil), not on a plan.
func (s *Server) billingState(r *http.Request, a account.Account) (any, error) {
	if a.Role == auth.RoleMember {
		return nil, nil
	}
	u, err := s.Users.FindUserByID(r.Context(), a.ID)
	if err != nil {
		return nil, err
	}
	invoices, err := s.userInvoices(r, u)
	if err != nil {
		return nil, err
	}
	p := users.PlanOf(u.CurrentPlan)
	return map[string]any{
		"plan":     map[string]any{"id": p.Name, "name": p.Name, "price": p.Price, "features": p.Features},
		"invoices": invoices,
	}, nil
}

// accountView is the account as the settings show it: with whether the
// sign-in e-mail can be changed here, which needs a configured relay to
// carry the link that proves the new address is the person's.
type accountView struct {
	account.Account
	EmailChangeAvailable bool `json:"emailChangeAvailable"`
}

func (s *Server) accountView(a account.Account) accountView {
	return accountView{Account: a, EmailChangeAvailable: s.Mail.SMTPConfigured()}
}

// accountState is every tab's state for the signed-in user.
func (s *Server) accountState(r *http.Request) (map[string]any, error) {
	ctx := r.Context()
	me := auth.UserFrom(ctx)
	a, err := s.Account.Get(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	security, err := s.securityState(r)
	if err != nil {
		return nil, err
	}
	devices, err := s.deviceState(r)
	if err != nil {
		return nil, err
	}
	notes, err := s.notificationState(ctx, me.ID)
	if err != nil {
		return nil, err
	}
	billing, err := s.billingState(r, a)
	if err != nil {
		return nil, err
	}
	return map[string]any{"account": s.accountView(a), "security": security, "devices": devices, "notifications": notes, "billing": billing}, nil
}

// accountPage is GET /pages/account-settings?tab=: the settings page ("Account/Settings").
func (s *Server) accountPage(w http.ResponseWriter, r *http.Request) {
	state, err := s.accountState(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	tab := r.URL.Query().Get("tab")
	known := false
	for _, t := range accountTabs {
		known = known || t == tab
	}
	if !known {
		tab = accountTabs[0]
	}
	props := inertia.Props{"tab": tab, "timeZones": account.TimeZones()}
	for k, v := range state {
		props[k] = v
	}
	s.render(w, r, "Account/Settings", props)
}

// accountData is GET /api/account: {account, security, devices, notifications, billing}.
func (s *Server) accountData(w http.ResponseWriter, r *http.Request) {
	state, err := s.accountState(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, state)
}

// accountSave is POST /pages/account-settings/account: names, phone,
// organisation, address, language (as the language switcher saves it on the
// account, and kept in the browser) and time zone. JSON: {account}.
func (s *Server) accountSave(w http.ResponseWriter, r *http.Request) {
	var in account.Input
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	a, err := s.Account.Update(r.Context(), auth.UserFrom(r.Context()).ID, in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if _, token := bearer(r); !token && a.Language != "" {
		s.keepLanguage(w, a.Language)
	}
	s.saved(w, r, "account", s.accountView(a), "account.flash.saved", nil)
}

// accountAvatar is POST /pages/account-settings/avatar (multipart, field
// avatar; the admin's rules: JPEG, PNG or WebP of at most 800 KB) and DELETE
// (back to the initials). JSON: {account}.
func (s *Server) accountAvatar(w http.ResponseWriter, r *http.Request) {
	me := auth.UserFrom(r.Context())
	url, ok := s.avatarSent(w, r)
	if !ok {
		return
	}
	if _, err := s.Users.SetAvatar(r.Context(), me.ID, me.ID, url); err != nil {
		s.fail(w, r, err)
		return
	}
	a, err := s.Account.Get(r.Context(), me.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	key := "account.flash.avatarSaved"
	if url == "" {
		key = "account.flash.avatarReset"
	}
	s.saved(w, r, "account", s.accountView(a), key, nil)
}

// accountEmail is POST /pages/account-settings/email {email, password}: a
// link to the new address confirms it (and a notice goes to the old one);
// nothing changes before. Without a mail relay nothing could prove the
// address is the person's: refused under email, before the password is
// checked or anything recorded (an administrator changes it instead).
// JSON: {pendingEmail}.
func (s *Server) accountEmail(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	if !s.Mail.SMTPConfigured() {
		s.fail(w, r, app.InvalidField("email", "emailChangeNeedsMail", nil))
		return
	}
	me := auth.UserFrom(r.Context())
	c, err := s.Account.RequestEmailChange(r.Context(), me.ID, in.Email, in.Password, s.clientAddress(r))
	if err != nil {
		s.securityFail(w, r, err, "password") // account_security.go: too many attempts answer 429
		return
	}
	if err := s.sendEmailChange(r.Context(), me.ID, c, requestLang(r)); err != nil {
		s.Log.Error("send e-mail change link", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
	s.saved(w, r, "pendingEmail", c.Pending, "account.flash.emailSent", map[string]any{"email": c.Pending.Email})
}

// accountEmailCancel is DELETE /pages/account-settings/email: the change
// waiting is forgotten. JSON: {pendingEmail: null}.
func (s *Server) accountEmailCancel(w http.ResponseWriter, r *http.Request) {
	if err := s.Account.CancelEmailChange(r.Context(), auth.UserFrom(r.Context()).ID); err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "pendingEmail", nil, "account.flash.emailCancelled", nil)
}

// accountEmailConfirm is GET /account/confirm-email?token=: the link sent to
// a new address. It applies the change (see account.ConfirmEmailChange) and
// goes to the settings (signed in) or the sign-in page, with a toast saying
// what happened. JSON: {email}.
func (s *Server) accountEmailConfirm(w http.ResponseWriter, r *http.Request) {
	c, err := s.Account.ConfirmEmailChange(r.Context(), r.URL.Query().Get("token"))
	if wantsJSON(r) {
		if err != nil {
			s.fail(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"email": c.NewEmail})
		return
	}
	target := "/login"
	if me := auth.UserFrom(r.Context()); me != nil {
		target = accountSettings
	}
	if err != nil {
		if app.ErrorCode(err) == app.EINTERNAL {
			s.fail(w, r, err)
			return
		}
		s.flash(w, r, "error", app.ErrorText(err).LangKey(), nil)
	} else {
		s.flash(w, r, "success", "account.flash.emailChanged", map[string]any{"email": c.NewEmail})
	}
	s.in.Redirect(w, r, target)
}

// accountDelete is POST /pages/account-settings/delete {password}: the
// account is deleted as an admin deletes one (app/users), its sessions and
// tokens end, and the browser goes to the sign-in page. Refused: a wrong
// password (field password), the last admin (409), a member of the
// cooperative, who leaves through its exit procedure (409).
func (s *Server) accountDelete(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Password string `json:"password"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	ctx := r.Context()
	me := auth.UserFrom(ctx)
	if err := s.Account.CanDelete(ctx, me.ID, in.Password, s.clientAddress(r)); err != nil {
		s.securityFail(w, r, err, "password") // account_security.go: too many attempts answer 429
		return
	}
	// The admin's deletion: one's mailbox, chats, sessions and tokens go with
	// the account (cascades); the last admin is checked again in its transaction.
	if _, err := s.Users.DeleteUser(ctx, 0, me.ID); err != nil {
		if err == users.ErrLastAdmin {
			err = account.ErrLastAdmin
		}
		s.fail(w, r, err)
		return
	}
	s.Log.Info("account deleted by its owner", "request_id", RequestIDFrom(ctx), "user_id", me.ID)
	// Open tabs hear it and find their session gone.
	if err := s.Realtime.Publish(ctx, me.ID, sessionEnded, map[string]string{"reason": ""}); err != nil {
		s.Log.Error("publish session end", "request_id", RequestIDFrom(ctx), "err", err)
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{"ok": true})
		return
	}
	s.signOutTo(w, r, "success", "account.flash.deleted")
}

// accountNotifications is POST /pages/account-settings/notifications
// {prefs: [{kind, inApp, email}]}: an unknown kind is refused (400) and
// nothing changes. JSON: {notifications}.
func (s *Server) accountNotifications(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Prefs []notify.Pref `json:"prefs"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	me := auth.UserFrom(r.Context())
	if _, err := s.Account.SetPrefs(r.Context(), me.ID, in.Prefs); err != nil {
		s.fail(w, r, err)
		return
	}
	state, err := s.notificationState(r.Context(), me.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "notifications", state, "account.flash.notificationsSaved", nil)
}
