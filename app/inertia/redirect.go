package inertia

import (
	"net/http"
	"net/url"
	"strings"
)

// Redirect sends an internal redirect to target: 302 after GET/HEAD and 303
// after any other method, so the client follows it with a GET. For an
// Inertia request (not a prefetch) whose target has a #fragment it answers
// 409 with X-Inertia-Redirect instead, so the client keeps the fragment.
func (in *Inertia) Redirect(w http.ResponseWriter, r *http.Request, target string) {
	if IsRequest(r) && strings.Contains(target, "#") && r.Header.Get("Purpose") != "prefetch" {
		w.Header().Set(headerRedirect, target)
		w.WriteHeader(http.StatusConflict)
		return
	}
	w.Header().Set("Location", target)
	w.WriteHeader(redirectStatus(r))
}

// Back redirects to the Referer when it is on the same host, else to "/".
func (in *Inertia) Back(w http.ResponseWriter, r *http.Request) {
	in.Redirect(w, r, backTarget(r))
}

// Location sends an external redirect: 409 with X-Inertia-Location for
// Inertia requests (the client then sets window.location), a plain redirect
// otherwise.
func (in *Inertia) Location(w http.ResponseWriter, r *http.Request, target string) {
	if IsRequest(r) {
		w.Header().Set(headerLocation, target)
		w.WriteHeader(http.StatusConflict)
		return
	}
	w.Header().Set("Location", target)
	w.WriteHeader(redirectStatus(r))
}

// redirectStatus is 302 after GET/HEAD and 303 See Other after any other
// method.
func redirectStatus(r *http.Request) int {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		return http.StatusFound
	}
	return http.StatusSeeOther
}

// backTarget returns the Referer's path and query when it names this host
// (Host or X-Forwarded-Host), else "/"; only a local path is ever returned.
func backTarget(r *http.Request) string {
	ref := r.Referer()
	if ref == "" {
		return "/"
	}
	u, err := url.Parse(ref)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return "/"
	}
	if !strings.EqualFold(u.Host, r.Host) && !strings.EqualFold(u.Host, forwardedHost(r)) {
		return "/"
	}
	target := u.RequestURI()
	if !strings.HasPrefix(target, "/") || strings.HasPrefix(target, "//") || strings.HasPrefix(target, "/\\") {
		return "/" // a protocol-relative path would leave the site
	}
	return target
}

// forwardedHost returns the first X-Forwarded-Host value set by a proxy.
func forwardedHost(r *http.Request) string {
	h, _, _ := strings.Cut(r.Header.Get("X-Forwarded-Host"), ",")
	return strings.TrimSpace(h)
}
