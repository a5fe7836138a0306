package controllers

import (
	"context"
	"net/http"

	"github.com/gorilla/mux"

	"partage/app/auth"
)

// access is what a route demands of its caller: an ability, and for the
// sign-in pages, that nobody is signed in yet.
type access struct {
	action, subject string
	guestOnly       bool
}

// can demands the ability to do action on subject.
func can(action, subject string) access { return access{action: action, subject: subject} }

// Everyone, signed in or not, holds "read Auth" (spec §6), so it marks public routes.
var (
	public = can("read", "Auth")
	guest  = access{action: "read", subject: "Auth", guestOnly: true}
)

// routes lists every URL of the product, the ability it needs, and its action.
func (s *Server) routes(r *mux.Router) {
	// Operations and static files.
	s.api(r, "GET", "/healthz", public, s.healthz)
	s.api(r, "GET", "/readyz", public, s.readyz)
	s.api(r, "GET", "/i18n/{lng}.json", public, s.translations)
	r.PathPrefix("/build/").Methods("GET", "HEAD").Handler(s.buildFiles())

	// Signing in, in the browser.
	for _, v := range []string{"", "-v2"} {
		variant := map[string]string{"": "v1", "-v2": "v2"}[v]
		s.page(r, "GET", "/login"+v, guest, s.loginPage(variant))
		s.page(r, "GET", "/register"+v, guest, s.registerPage(variant))
		s.page(r, "GET", "/forgot-password"+v, guest, s.forgotPasswordPage(variant))
		s.page(r, "GET", "/reset-password"+v, guest, s.resetPasswordPage(variant))
	}
	s.page(r, "POST", "/login", guest, s.login)
	s.page(r, "POST", "/register", guest, s.register)
	s.page(r, "POST", "/forgot-password", guest, s.forgotPassword)
	s.page(r, "POST", "/reset-password", guest, s.resetPassword)
	s.page(r, "POST", "/logout", public, s.logout)

	// Signing in, for API clients (spec §7).
	s.api(r, "POST", "/jwt/login", public, s.jwtLogin)
	s.api(r, "POST", "/jwt/register", public, s.jwtRegister)
	s.api(r, "POST", "/jwt/refresh-token", public, s.jwtRefresh)
	s.api(r, "POST", "/jwt/logout", public, s.jwtLogout)

	// Pages.
	s.page(r, "GET", "/", can("read", "Dashboard"), s.home)
	s.page(r, "GET", "/access-control", can("read", "ACL"), s.accessControl)
	s.page(r, "GET", "/not-authorized", public, s.notAuthorized)
}

// page registers a route the front end visits; API clients may call it too and get JSON.
func (s *Server) page(r *mux.Router, method, path string, a access, h http.HandlerFunc) {
	r.Handle(path, s.guard(a, h)).Methods(method)
}

// api registers a route that always answers JSON.
func (s *Server) api(r *mux.Router, method, path string, a access, h http.HandlerFunc) {
	r.Handle(path, http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		s.guard(a, h).ServeHTTP(w, req.WithContext(context.WithValue(req.Context(), jsonRouteKey{}, true)))
	})).Methods(method)
}

// guard checks the caller's abilities before the action runs. A signed-out
// visitor is sent to sign in (an API client gets 401); a signed-in one who
// lacks the ability gets the not-authorized page (an API client gets 403),
// except on "/", where each user is sent to their own home instead.
func (s *Server) guard(a access, h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u := auth.UserFrom(r.Context())
		if a.guestOnly && u != nil && !wantsJSON(r) {
			s.in.Redirect(w, r, auth.HomeFor(u))
			return
		}
		if auth.Can(auth.RulesOf(u), a.action, a.subject) {
			h(w, r)
			return
		}
		switch {
		case u == nil && wantsJSON(r):
			writeJSON(w, http.StatusUnauthorized, errorBody("unauthenticated", "Sign in to continue."))
		case u == nil:
			s.toLogin(w, r)
		case wantsJSON(r):
			writeJSON(w, http.StatusForbidden, errorBody("forbidden", "You are not authorized to do this."))
		case r.URL.Path == "/" && r.Method == http.MethodGet:
			s.in.Redirect(w, r, auth.HomeFor(u))
		default:
			s.renderError(w, r, http.StatusForbidden)
		}
	})
}

func errorBody(code, message string) map[string]any {
	return map[string]any{"error": map[string]any{"code": code, "message": message}}
}
