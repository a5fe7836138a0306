package controllers

import (
	"context"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/lang"
)

// healthz says the process is up.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// readyz says whether the database answers, for load balancers.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.DB.PingContext(ctx); err != nil {
		s.Log.Warn("not ready", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "database unreachable"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready", "database": s.DB.Engine})
}

// translations serves resources/lang/{lng}.json, never cached, so a deploy shows new texts at once.
func (s *Server) translations(w http.ResponseWriter, r *http.Request) {
	lng := mux.Vars(r)["lng"]
	if !lang.Known(lng) {
		writeError(w, app.E(app.ENOTFOUND, "unknownLanguage", nil))
		return
	}
	b, err := fs.ReadFile(s.Lang, lng+".json")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", privateNoStore)
	w.Write(b)
}

// assetsFirst answers the front end's files before sessions, users and the
// Inertia checks: a page loads a dozen of them, and none needs to know who asks.
func (s *Server) assetsFirst(next http.Handler) http.Handler {
	files := s.buildFiles()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/build/") && (r.Method == http.MethodGet || r.Method == http.MethodHead) {
			files.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// buildFiles serves Vite's hashed output; a hashed name never changes content, so it is cached for a year.
func (s *Server) buildFiles() http.Handler {
	files := http.FileServerFS(s.Public)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/") || path.Base(r.URL.Path) == "manifest.json" {
			s.notFound(w, r)
			return
		}
		if _, err := fs.Stat(s.Public, strings.TrimPrefix(path.Clean(r.URL.Path), "/")); err != nil {
			writeError(w, app.E(app.ENOTFOUND, "notFound", nil))
			return
		}
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		files.ServeHTTP(w, r)
	})
}

// servePublicFile serves a file of public/ outside build/ (favicon, robots.txt); false when there is none.
func (s *Server) servePublicFile(w http.ResponseWriter, r *http.Request) bool {
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	if name == "" || name == "." || strings.HasPrefix(name, "build/") {
		return false
	}
	st, err := fs.Stat(s.Public, name)
	if err != nil || st.IsDir() {
		return false
	}
	w.Header().Set("Cache-Control", "public, max-age=3600")
	http.ServeFileFS(w, r, s.Public, name)
	return true
}
