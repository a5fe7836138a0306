package controllers

import (
	"context"
	"net/http"
	"strings"
	"time"

	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/lang"
)

// The language a page is read in follows the person, in this order:
//
//  1. the language saved on the signed-in user's account (the switcher saves it
//     there, so it follows them into any browser);
//  2. the switcher's last choice in this browser, kept in the partage_language
//     cookie (so the sign-in pages keep a choice made while signed out);
//  3. the browser's Accept-Language, by weight (fr-CA reads French);
//  4. DEFAULT_LANGUAGE (en unless set).
//
// The switcher's choice is kept in the browser whether or not someone is
// signed in: after signing out, the sign-in page stays in the language last
// chosen there. It becomes the account's at sign-in only when the account has
// none yet, so a person who chose a language once on their account keeps it
// in every browser, and a choice made on a shared computer never overwrites it.
// A registered account starts in the language its page was read in. Someone an
// admin adds starts with none (the admin's language is not theirs) unless the
// call names one: their browser decides until they choose, and the choice made
// on the sign-in page becomes the account's at their first sign-in.

// languageCookie keeps the switcher's choice in the browser.
const languageCookie = "partage_language"

// languageCookieAge is how long a browser keeps that choice.
const languageCookieAge = 365 * 24 * time.Hour

// Where a page's language comes from, in the order above.
const (
	languageFromAccount = "account"
	languageFromBrowser = "browser"
	languageFromHeader  = "accept-language"
	languageFromDefault = "default"
)

// pageLanguage is the language a request is answered in, and where it comes from.
type pageLanguage struct {
	Code   string `json:"code"`
	Source string `json:"source"`
}

type languageKey struct{}

// resolveLanguage applies the order above to r.
func (s *Server) resolveLanguage(r *http.Request) pageLanguage {
	if u := auth.UserFrom(r.Context()); u != nil && lang.Known(u.Language) {
		return pageLanguage{u.Language, languageFromAccount}
	}
	if lng := browserLanguage(r); lng != "" {
		return pageLanguage{lng, languageFromBrowser}
	}
	if lng, ok := lang.FromAcceptLanguage(r.Header.Get("Accept-Language")); ok {
		return pageLanguage{lng, languageFromHeader}
	}
	if frenchFirst[r.URL.Path] {
		return pageLanguage{"fr", languageFromDefault}
	}
	return pageLanguage{s.defaultLanguage(), languageFromDefault}
}

// frenchFirst are the cooperative's public forms: a visitor who has chosen
// no language and whose browser names none of the product's reads them in
// French, the cooperative's language, whatever DEFAULT_LANGUAGE says.
var frenchFirst = map[string]bool{"/rejoindre": true, "/contact": true}

// defaultLanguage is DEFAULT_LANGUAGE (config.Load refuses an unknown one), else English.
func (s *Server) defaultLanguage() string {
	if s.Config != nil && lang.Known(s.Config.DefaultLanguage) {
		return s.Config.DefaultLanguage
	}
	return lang.Languages[0]
}

// browserLanguage is the switcher's choice kept in r's browser, or "".
func browserLanguage(r *http.Request) string {
	if c, err := r.Cookie(languageCookie); err == nil && lang.Known(c.Value) {
		return c.Value
	}
	return ""
}

// chooseLanguage settles the request's language once the user is known: the
// shared props give it to the client, and the root template's <html lang>.
func (s *Server) chooseLanguage(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		l := s.resolveLanguage(r)
		ctx := context.WithValue(r.Context(), languageKey{}, l)
		next.ServeHTTP(w, r.WithContext(inertia.WithViewData(ctx, "lang", l.Code)))
	})
}

// languageOf is the language r is answered in.
func (s *Server) languageOf(r *http.Request) pageLanguage {
	if l, ok := r.Context().Value(languageKey{}).(pageLanguage); ok {
		return l
	}
	return s.resolveLanguage(r)
}

// keepLanguage remembers lng in the browser (see languageCookie).
func (s *Server) keepLanguage(w http.ResponseWriter, lng string) {
	http.SetCookie(w, &http.Cookie{
		Name: languageCookie, Value: lng, Path: "/", MaxAge: int(languageCookieAge / time.Second),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: strings.HasPrefix(s.Config.BaseURL, "https://"),
	})
}

// adoptBrowserLanguage saves the switcher's choice kept in the browser onto
// u's account at sign-in, when the account has no language yet.
func (s *Server) adoptBrowserLanguage(r *http.Request, u *auth.User) {
	lng := browserLanguage(r)
	if u.Language != "" || lng == "" {
		return
	}
	if _, err := s.Auth.Store().AdoptLanguage(r.Context(), u.ID, lng); err != nil {
		s.Log.Error("save the browser's language on the account", "request_id", RequestIDFrom(r.Context()), "err", err)
		return
	}
	u.Language = lng
}

// newAccountLanguage is the language a new account starts with: the one its
// caller named, else the one the page was read in. A named language the
// product lacks is an EINVALID error on the field "language".
func (s *Server) newAccountLanguage(r *http.Request, given string) (string, error) {
	if given == "" {
		return s.languageOf(r).Code, nil
	}
	if !lang.Known(given) {
		return "", lang.InvalidChoice("language")
	}
	return given, nil
}

// languageUpdate is POST (or PUT) /api/language {language}: the switcher's
// choice. It is kept in the browser and, for a signed-in user, saved on the
// account. A language the product lacks is refused (400, field "language")
// and nothing changes. It answers {language}.
func (s *Server) languageUpdate(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Language string `json:"language"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	if !lang.Known(in.Language) {
		s.fail(w, r, lang.InvalidChoice("language"))
		return
	}
	if u := auth.UserFrom(r.Context()); u != nil {
		if err := s.Auth.Store().SetLanguage(r.Context(), u.ID, in.Language); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	if _, token := bearer(r); !token {
		s.keepLanguage(w, in.Language) // an API client's choice is its account's only
	}
	writeJSON(w, http.StatusOK, map[string]string{"language": in.Language})
}
