package controllers

import (
	"net/http"
	"strings"

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
	s.render(w, r, "Dashboard/Home", inertia.Props{"stats": stats})
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
		writeJSON(w, http.StatusNotFound, errorBody("not_found", "Not found."))
		return
	}
	s.renderError(w, r, http.StatusNotFound)
}

// methodNotAllowed answers a known URL called with the wrong method; the
// /jwt calls are JSON whatever the caller accepts.
func (s *Server) methodNotAllowed(w http.ResponseWriter, r *http.Request) {
	if wantsJSON(r) || strings.HasPrefix(r.URL.Path, "/jwt/") {
		writeJSON(w, http.StatusMethodNotAllowed, errorBody("method_not_allowed", "This method is not allowed here."))
		return
	}
	s.renderError(w, r, http.StatusMethodNotAllowed)
}
