package controllers

import (
	"context"
	"errors"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"partage/app/account"
	"partage/app/auth"
	"partage/app/lang"
	"partage/app/mail"
	"partage/app/notify"
)

// The mails that carry a set-your-password link (an invitation, a reset link
// asked for or handed over by an admin) are worded from the authMail texts of
// resources/lang, in the language of their recipient.

// requestLang is the language of whoever made the request: ?lng=, else the
// language its page is read in (language.go: the account's, the browser's,
// Accept-Language, DEFAULT_LANGUAGE).
func requestLang(r *http.Request) string {
	if l := r.URL.Query().Get("lng"); lang.Known(l) {
		return l
	}
	if l, ok := r.Context().Value(languageKey{}).(pageLanguage); ok {
		return l.Code
	}
	if l, ok := lang.FromAcceptLanguage(r.Header.Get("Accept-Language")); ok {
		return l
	}
	return lang.Languages[0]
}

// recipientLang is the language a mail to the user is written in: the one
// saved on their account; else one of the languages on their information tab
// the product is translated into (fallback, the language of the request that
// sent it, when it is one of them); else fallback.
func (s *Server) recipientLang(ctx context.Context, userID int64, fallback string) string {
	if u, err := s.Auth.Store().FindUserByID(ctx, userID); err == nil && lang.Known(u.Language) {
		return u.Language
	}
	if s.Users != nil {
		d, err := s.Users.Details(ctx, userID)
		if err != nil {
			s.Log.Warn("language of a mail's recipient", "request_id", RequestIDFrom(ctx), "user_id", userID, "err", err)
		}
		known := slices.DeleteFunc(d.Languages, func(l string) bool { return !lang.Known(l) })
		if len(known) > 0 && !slices.Contains(known, fallback) {
			return known[0]
		}
	}
	if lang.Known(fallback) {
		return fallback
	}
	return lang.Languages[0]
}

// linkMail is the worded mail for link l sent to a user named name: kind is
// "invite", "reset" (asked for) or "handed" (made by an admin).
func (s *Server) linkMail(lng, kind, name, link string) (subject, htmlBody, text string) {
	t := s.Texts.Translator(lng)
	fill := func(key string, escape bool) string {
		app, who := s.Config.AppName, name
		if escape {
			app, who = html.EscapeString(app), html.EscapeString(who)
		}
		return strings.NewReplacer("{{app}}", app, "{{name}}", who).Replace(t("authMail." + key))
	}
	subjectKey, action := "reset.subject", "reset.action"
	if kind == "invite" {
		subjectKey, action = "invite.subject", "invite.action"
	}
	subject = fill(subjectKey, false)
	htmlBody = "<p>" + fill("hello", true) + "</p><p>" + fill(kind+".body", true) +
		` <a href="` + html.EscapeString(link) + `">` + fill(action, true) + "</a></p>"
	text = fill("hello", false) + "\n\n" + fill(kind+".body", false) + "\n\n" + fill(action, false) + ": " + link + "\n"
	if kind == "reset" {
		htmlBody += "<p>" + fill("reset.notYou", true) + "</p>"
		text += "\n" + fill("reset.notYou", false) + "\n"
	}
	return subject, htmlBody, text
}

// sendResetLink mails a reset link to its user; handed says an admin made it
// (valid a day) rather than the user asking (valid an hour). The mail is in
// the user's language, else in lng (the request's).
func (s *Server) sendResetLink(ctx context.Context, userID int64, l auth.Link, handed bool, lng string) error {
	u, err := s.Auth.Store().FindUserByID(ctx, userID)
	if err != nil {
		return err
	}
	kind := "reset"
	if handed {
		kind = "handed"
	}
	subject, body, text := s.linkMail(s.recipientLang(ctx, u.ID, lng), kind, u.FullName, l.URL(s.Config.BaseURL, u.Email))
	return s.Mail.SendNotice(ctx, mail.Notice{UserID: u.ID, ToEmail: u.Email, Subject: subject, HTML: body, Text: text})
}

// sendInvitation mails an invitation to the user, in their language, else in
// lng (the admin's).
func (s *Server) sendInvitation(ctx context.Context, userID int64, email, name string, l auth.Link, lng string) error {
	subject, body, text := s.linkMail(s.recipientLang(ctx, userID, lng), "invite", name, l.URL(s.Config.BaseURL, email))
	return s.Mail.SendNotice(ctx, mail.Notice{UserID: userID, ToEmail: email, Subject: subject, HTML: body, Text: text})
}

// fillMail words the authMail text key in lng with {{app}}, {{name}} and
// params, HTML-escaped when escape is set.
func (s *Server) fillMail(lng, key, name string, params map[string]string, escape bool) string {
	t := s.Texts.Translator(lng)
	pairs := []string{"{{app}}", s.Config.AppName, "{{name}}", name}
	for k, v := range params {
		pairs = append(pairs, "{{"+k+"}}", v)
	}
	if escape {
		for i := 1; i < len(pairs); i += 2 {
			pairs[i] = html.EscapeString(pairs[i])
		}
	}
	return strings.NewReplacer(pairs...).Replace(t("authMail." + key))
}

// sendEmailChange mails the link confirming a new address to that address,
// and a notice of the change asked for to the old one, in the user's
// language (else lng, the request's). Only through a configured relay (the
// caller refuses a change without one): the link must reach the new address
// alone, never the user's in-app inbox, or it would prove nothing.
func (s *Server) sendEmailChange(ctx context.Context, userID int64, c account.EmailChange, lng string) error {
	if !s.Mail.SMTPConfigured() {
		return errors.New("e-mail change: no mail relay to send the link")
	}
	u, err := s.Auth.Store().FindUserByID(ctx, userID)
	if err != nil {
		return err
	}
	lng = s.recipientLang(ctx, u.ID, lng)
	link := strings.TrimRight(s.Config.BaseURL, "/") + "/account/confirm-email?" + url.Values{"token": {c.Token}}.Encode()
	params := map[string]string{"email": c.Pending.Email, "old": c.OldEmail}
	f := func(key string, escape bool) string { return s.fillMail(lng, key, u.FullName, params, escape) }
	confirm := mail.Notice{UserID: u.ID, ToEmail: c.Pending.Email, Subject: f("emailChange.subject", false),
		HTML: "<p>" + f("hello", true) + "</p><p>" + f("emailChange.body", true) + ` <a href="` + html.EscapeString(link) + `">` +
			f("emailChange.action", true) + "</a></p><p>" + f("emailChange.notYou", true) + "</p>",
		Text: f("hello", false) + "\n\n" + f("emailChange.body", false) + "\n\n" + f("emailChange.action", false) + ": " + link + "\n\n" +
			f("emailChange.notYou", false) + "\n"}
	notice := mail.Notice{UserID: u.ID, ToEmail: c.OldEmail, Subject: f("emailNotice.subject", false),
		HTML: "<p>" + f("hello", true) + "</p><p>" + f("emailNotice.body", true) + "</p>",
		Text: f("hello", false) + "\n\n" + f("emailNotice.body", false) + "\n"}
	return errors.Join(s.Mail.SendNotice(ctx, confirm), s.Mail.SendNotice(ctx, notice))
}

// notificationMailer mails a notification to a user who wants its kind by
// e-mail (notify.Store.MailWith): its title and body worded in their
// language, with a link to its page. Only through a configured relay: without
// one, the in-app notification is all there is.
type notificationMailer struct{ s *Server }

func (m notificationMailer) MailNotification(ctx context.Context, n *notify.Notification) error {
	s := m.s
	if !s.Mail.SMTPConfigured() {
		return nil
	}
	u, err := s.Auth.Store().FindUserByID(ctx, n.UserID)
	if err != nil || u.Suspended() {
		return err
	}
	lng := s.recipientLang(ctx, u.ID, "")
	t := s.Texts.Translator(lng)
	word := func(x notify.Text, escape bool) string {
		out := t(x.Key)
		for k, v := range x.Params {
			val := fmt.Sprint(v)
			if escape {
				val = html.EscapeString(val)
			}
			out = strings.ReplaceAll(out, "{{"+k+"}}", val)
		}
		return out
	}
	base := strings.TrimRight(s.Config.BaseURL, "/")
	settings := base + accountSettings + "?tab=notifications"
	f := func(key string, escape bool) string { return s.fillMail(lng, key, u.FullName, nil, escape) }
	subject := word(n.Title, false)
	body := "<p>" + f("hello", true) + "</p><p><strong>" + word(n.Title, true) + "</strong></p><p>" + word(n.Body, true) + "</p>"
	text := f("hello", false) + "\n\n" + subject + "\n\n" + word(n.Body, false) + "\n"
	if n.Link != "" {
		link := base + n.Link
		body += `<p><a href="` + html.EscapeString(link) + `">` + f("notification.action", true) + "</a></p>"
		text += "\n" + f("notification.action", false) + ": " + link + "\n"
	}
	body += `<p><small>` + f("notification.why", true) + ` <a href="` + html.EscapeString(settings) + `">` + f("notification.settings", true) + "</a></small></p>"
	text += "\n" + f("notification.why", false) + " " + f("notification.settings", false) + ": " + settings + "\n"
	return s.Mail.SendNotice(ctx, mail.Notice{UserID: u.ID, ToEmail: u.Email, Subject: subject, HTML: body, Text: text})
}
