package controllers

import (
	"context"
	"errors"
	"fmt"
	"html"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/mail"
	"partage/app/membership"
	"partage/app/users"
)

// Admission makes a candidate a member: the membership is numbered and
// decided (membership.Admit) and the member gets an account of their own
// with the role "member", invited to choose a password (seven days, once).
// The account is made first and the admission links it in its own
// transaction; if the admission is refused, an account made for it is
// deleted again, so there is never a member without the account link nor an
// account left over.

// admitAnswer is what staff (and API clients) get back from an admission.
type admitAnswer struct {
	Admission membership.Admission `json:"admission"`
	User      users.User           `json:"user"`
	// Linked says the e-mail already had an account, which was linked instead of a new one.
	Linked bool        `json:"linked"`
	Link   *linkAnswer `json:"link"` // the invitation, when the account still has no password
}

// memberAdmit is POST /coop/membres/{id}/admit {admittedOn, decisionRef, from}:
// 200 {admission, user, linked, link}; the page goes back with a toast, and
// the invitation to copy when no mail could take it. From any status but
// candidat or examen it is 409 and nothing changes.
func (s *Server) memberAdmit(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, membership.ErrNotFound)
		return
	}
	var in membership.AdmitInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	ctx := r.Context()
	t, err := s.Registry.FindTiersByID(ctx, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.Members.CheckAdmittable(ctx, id, strings.TrimSpace(in.From)); err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.requiredDocuments(r, id); err != nil {
		s.fail(w, r, err)
		return
	}
	account, created, err := s.memberAccount(ctx, t.Name, t.Email, t.CompanyName, t.Country, t.Phone, t.Language)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	in.UserID = account.ID
	adm, err := s.Members.Admit(ctx, s.actor(r), id, in)
	if err != nil {
		if created {
			// Compensation: the account was made for this admission only.
			if _, derr := s.Users.DeleteUser(context.WithoutCancel(ctx), auth.UserFrom(ctx).ID, account.ID); derr != nil {
				s.Log.Error("admission refused: delete the account made for it", "request_id", RequestIDFrom(ctx), "user_id", account.ID, "err", derr)
			}
		}
		s.fail(w, r, err)
		return
	}
	if !created {
		// The admission may have made a client's account a member's.
		if again, err := s.Users.FindUserByID(ctx, account.ID); err == nil {
			account = again
		}
	}
	out := admitAnswer{Admission: adm, User: account, Linked: !created}
	if l, ok := s.memberInvitation(ctx, account, created, t.Language); ok {
		out.Link = &l
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, out)
		return
	}
	params := map[string]any{"name": t.Name, "number": adm.Number, "email": account.Email}
	switch {
	case out.Linked:
		s.flash(w, r, "success", "coop.join.flash.admittedLinked", params)
	case out.Link != nil && out.Link.Sent:
		s.flash(w, r, "success", "coop.join.flash.admittedInvited", params)
	default:
		s.flash(w, r, "success", "coop.join.flash.admitted", params)
	}
	if out.Link != nil && !out.Link.Sent {
		s.flashLink(w, r, *out.Link, "")
	}
	s.in.Back(w, r)
}

// requiredDocuments refuses (409 documentsMissing) to admit a candidate
// who lacks one of the documents the configuration requires, naming the
// missing kinds (params missing: the kinds; kinds: their names in the
// reader's language).
func (s *Server) requiredDocuments(r *http.Request, tiersID int64) error {
	set, err := s.Settings.Get(r.Context())
	if err != nil || len(set.RequiredDocuments) == 0 {
		return err
	}
	docs, err := s.Registry.ListDocuments(r.Context(), tiersID)
	if err != nil {
		return err
	}
	held := map[string]bool{}
	for _, d := range docs {
		held[d.Kind] = true
	}
	t := s.Texts.Translator(s.languageOf(r).Code)
	var missing, names []string
	for _, k := range set.RequiredDocuments {
		if !held[k] {
			missing, names = append(missing, k), append(names, t("coop.tiers.documentKinds."+k))
		}
	}
	if len(missing) == 0 {
		return nil
	}
	return app.E(app.ECONFLICT, "documentsMissing", app.Params{"missing": missing, "kinds": strings.Join(names, ", ")})
}

// memberAccount is the account of the member-to-be with this e-mail: the
// existing one (created false), or a new one with the role member, no
// password yet, in the member's language.
func (s *Server) memberAccount(ctx context.Context, name, email, company, country, phone, lng string) (users.User, bool, error) {
	if existing, err := s.Auth.Store().FindUserByEmail(ctx, email); err == nil {
		u, err := s.Users.FindUserByID(ctx, existing.ID)
		return u, false, err
	} else if app.ErrorCode(err) != app.ENOTFOUND && app.ErrorCode(err) != app.EUNAUTHENTICATED {
		return users.User{}, false, err
	}
	username, err := s.memberUsername(ctx, email)
	if err != nil {
		return users.User{}, false, err
	}
	if !contactFits.MatchString(phone) {
		phone = ""
	}
	if r := []rune(name); len(r) > 120 {
		name = string(r[:120])
	}
	u, err := s.Users.CreateUser(ctx, auth.UserFrom(ctx).ID, users.Account{
		FullName: name, Username: username, Email: email, Company: company, Country: country, Contact: phone,
		Role: auth.RoleMember, CurrentPlan: "basic", Status: "active", Language: lng,
	})
	return u, err == nil, err
}

// contactFits is the phone numbers a user's contact field takes.
var contactFits = regexp.MustCompile(`^[0-9+()./ -]{0,30}$`)

// usernameChars are the characters a username is made of.
var usernameChars = regexp.MustCompile(`[^a-z0-9._-]+`)

// memberUsername makes a free username from the e-mail's local part.
func (s *Server) memberUsername(ctx context.Context, email string) (string, error) {
	base := strings.ToLower(email)
	if i := strings.IndexByte(base, '@'); i >= 0 {
		base = base[:i]
	}
	base = strings.Trim(usernameChars.ReplaceAllString(base, ""), "._-")
	if len(base) > 24 {
		base = base[:24]
	}
	if len(base) < 3 {
		base = "membre" + base
	}
	for i := 1; i <= 100; i++ {
		name := base
		if i > 1 {
			name = fmt.Sprintf("%s%d", base, i)
		}
		taken, err := s.Auth.Store().UsernameTaken(ctx, name)
		if err != nil {
			return "", err
		}
		if !taken {
			return name, nil
		}
	}
	return "", errors.New("admission: no free username for " + base)
}

// memberInvitation makes the invitation of a member whose account has no
// password yet and mails it when mail can leave, in the member's language.
// A failure leaves the admission made: staff send a new invitation from the
// user's page.
func (s *Server) memberInvitation(ctx context.Context, u users.User, created bool, lng string) (linkAnswer, bool) {
	if !created {
		if au, err := s.Auth.Store().FindUserByID(ctx, u.ID); err != nil || !au.PasswordPending {
			return linkAnswer{}, false
		}
	}
	l, err := s.Auth.CreateInvitation(ctx, u.ID, created)
	if err != nil {
		s.Log.Error("admission: invitation", "request_id", RequestIDFrom(ctx), "user_id", u.ID, "err", err)
		return linkAnswer{}, false
	}
	sent, err := s.sendLink(ctx, u, l, true, lng)
	if err != nil {
		s.Log.Error("admission: send invitation", "request_id", RequestIDFrom(ctx), "user_id", u.ID, "err", err)
	}
	return linkAnswer{Purpose: l.Purpose, URL: l.URL(s.Config.BaseURL, u.Email), ExpiresAt: l.ExpiresAt, Sent: sent, Email: u.Email, Name: u.FullName}, true
}

// applicationReject is POST /coop/rejoignez-nous/{id}/reject {from, reason}:
// the candidate is rejected with the reason and the application closed
// (200 {membership}); from a status that does not allow it, 409.
func (s *Server) applicationReject(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, membership.ErrApplicationNotFound)
		return
	}
	var in membership.Input
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	m, err := s.Members.RejectApplication(r.Context(), s.actor(r), id, in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{"membership": m})
		return
	}
	s.flash(w, r, "success", "coop.join.flash.rejected", nil)
	s.in.Back(w, r)
}

// sendJoinConfirmation mails the applicant that their application arrived,
// in their language. Without SMTP nothing can reach them (they have no
// mailbox here): the notice is only logged.
func (s *Server) sendJoinConfirmation(r *http.Request, a membership.Application) {
	t := s.Texts.Translator(a.Language)
	fill := func(key string, escape bool) string {
		coop, who := s.Config.Coop.Name, a.Name
		if escape {
			coop, who = html.EscapeString(coop), html.EscapeString(who)
		}
		return strings.NewReplacer("{{coop}}", coop, "{{name}}", who, "{{parts}}", strconv.Itoa(a.PartsWished)).Replace(t("joinMail." + key))
	}
	subject := fill("subject", false)
	body := "<p>" + fill("hello", true) + "</p><p>" + fill("body", true) + "</p><p>" + fill("next", true) + "</p>"
	text := fill("hello", false) + "\n\n" + fill("body", false) + "\n\n" + fill("next", false) + "\n"
	if !s.Mail.SMTPConfigured() {
		s.Log.Info("application confirmation not sent (no SMTP configured)", "request_id", RequestIDFrom(r.Context()), "to", a.Email, "subject", subject)
		return
	}
	if err := s.Mail.SendNotice(r.Context(), mail.Notice{ToEmail: a.Email, Subject: subject, HTML: body, Text: text}); err != nil {
		s.Log.Error("application confirmation", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}
