package controllers

import (
	"net/http"
	"strings"

	"partage/app"
	"partage/app/inertia"
)

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
