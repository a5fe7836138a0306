package controllers

import (
	"net/http"
	"strings"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
)

// home is the admins' dashboard.
func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	byRole, err := s.Auth.Store().CountUsersByRole(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	total := 0
	for _, n := range byRole {
		total += n
	}
	stats := map[string]int{"users": total, "admins": byRole[auth.RoleAdmin], "clients": byRole[auth.RoleClient]}
	// A new account is welcomed, one that signed in before welcomed back.
	signIns, err := s.Users.SignIns(r.Context(), auth.UserFrom(r.Context()).ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Dashboard/Home", inertia.Props{"stats": stats, "firstSignIn": signIns <= 1})
}

// accessControl shows the signed-in user's abilities.
func (s *Server) accessControl(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, "AccessControl/Index", inertia.Props{})
}

func (s *Server) notAuthorized(w http.ResponseWriter, r *http.Request) {
	s.renderError(w, r, http.StatusForbidden)
}

// notFound is the answer to any unknown URL: a public file when one has that
// name, otherwise the error page (or JSON) with status 404.
func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	if (r.Method == http.MethodGet || r.Method == http.MethodHead) && s.servePublicFile(w, r) {
		return
	}
	if wantsJSON(r) {
		writeError(w, app.E(app.ENOTFOUND, "notFound", nil))
		return
	}
	s.renderError(w, r, http.StatusNotFound)
}

// methodNotAllowed answers a known URL called with the wrong method; the
// /jwt calls are JSON whatever the caller accepts.
func (s *Server) methodNotAllowed(w http.ResponseWriter, r *http.Request) {
	if wantsJSON(r) || strings.HasPrefix(r.URL.Path, "/jwt/") {
		writeError(w, app.E(app.EMETHODNOTALLOWED, "methodNotAllowed", nil))
		return
	}
	s.renderError(w, r, http.StatusMethodNotAllowed)
}
