package controllers

import (
	"net/http"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/analytics"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/session"
)

// activityRoutes are the recorded activity: the staff's list of it (the
// dashboards' figures link there) and each user's own.
func (s *Server) activityRoutes(r *mux.Router) {
	s.page(r, "GET", "/dashboard/analytics/activity", can("read", "Dashboard"), s.activityPage)
	s.api(r, "GET", "/api/account/activity", signedIn, s.ownActivity)
}

// activityFilter reads a list's state from the URL: user (a name or an
// e-mail to search), kind, route, from, to (YYYY-MM-DD), page, perPage.
func activityFilter(r *http.Request) analytics.ActivityFilter {
	q := r.URL.Query()
	page, perPage := pageOf(r)
	return analytics.ActivityFilter{User: q.Get("user"), Kind: q.Get("kind"), Route: q.Get("route"),
		From: q.Get("from"), To: q.Get("to"), Page: page, PerPage: perPage}
}

// activityFilterProp is the filter as the page reads it back.
func activityFilterProp(f analytics.ActivityFilter) map[string]any {
	page, perPage := f.Page, f.PerPage
	if page <= 0 {
		page = 1
	}
	if perPage <= 0 {
		perPage = analytics.DefaultPerPage
	}
	return map[string]any{"user": f.User, "kind": f.Kind, "route": f.Route, "from": f.From, "to": f.To, "page": page, "perPage": perPage}
}

// activityPage is GET /dashboard/analytics/activity, for staff: the raw
// activity kept (the retention's days), newest first, filtered and paged
// ({activity, total, capped, filter, options}). A hand-edited bad URL shows
// the unfiltered list on the page and answers 400 to an API client.
func (s *Server) activityPage(w http.ResponseWriter, r *http.Request) {
	f := activityFilter(r)
	list, err := s.Analytics.ListActivity(r.Context(), f)
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		f = analytics.ActivityFilter{}
		list, err = s.Analytics.ListActivity(r.Context(), f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	routes, err := s.Analytics.Routes(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Dashboard/Activity", inertia.Props{"activity": list.Rows, "total": list.Total, "capped": list.Capped,
		"filter": activityFilterProp(f), "options": map[string]any{"kinds": analytics.Kinds, "routes": routes,
			"perPages": analytics.PerPages, "retentionDays": s.Analytics.RetentionDays(r.Context())}})
}

// ownActivity is GET /api/account/activity?page&perPage: the signed-in
// user's own sign-ins and visits kept, newest first ({rows, total, capped,
// page, perPage, retentionDays}); nobody else's.
func (s *Server) ownActivity(w http.ResponseWriter, r *http.Request) {
	page, perPage := pageOf(r)
	f := analytics.ActivityFilter{UserID: auth.UserFrom(r.Context()).ID, Page: page, PerPage: perPage}
	list, err := s.Analytics.ListActivity(r.Context(), f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	prop := activityFilterProp(f)
	writeJSON(w, http.StatusOK, map[string]any{"rows": list.Rows, "total": list.Total, "capped": list.Capped,
		"page": prop["page"], "perPage": prop["perPage"], "retentionDays": s.Analytics.RetentionDays(r.Context())})
}

// recordVisits records the page visits a route answers: a signed-in
// browser's GET of a page (the first HTML or an Inertia visit) that
// succeeded. Not recorded: HEAD, prefetches, partial reloads (a page
// refreshing some of its props), programs' JSON calls, files (a PDF, a CSV),
// redirects (the page they lead to is) and errors.
func (s *Server) recordVisits(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !isRecordedVisit(r) {
			next.ServeHTTP(w, r)
			return
		}
		vw := &visitWriter{ResponseWriter: w}
		next.ServeHTTP(vw, r)
		u := auth.UserFrom(r.Context())
		if u == nil || vw.status < 200 || vw.status >= 300 || !vw.page {
			return
		}
		route := ""
		if cur := mux.CurrentRoute(r); cur != nil {
			route, _ = cur.GetPathTemplate()
		}
		s.Analytics.Record(analytics.Event{Kind: analytics.KindVisit, UserID: u.ID, Route: route,
			Device: analytics.DeviceOf(r.UserAgent()), Session: s.sessionHash(r), At: time.Now()})
	})
}

// isRecordedVisit reports whether r is a browser's visit of a page, before it is answered.
func isRecordedVisit(r *http.Request) bool {
	if r.Method != http.MethodGet || wantsJSON(r) {
		return false
	}
	h := r.Header
	if h.Get("Purpose") == "prefetch" || h.Get("Sec-Purpose") == "prefetch" {
		return false
	}
	return h.Get("X-Inertia-Partial-Data") == "" && h.Get("X-Inertia-Partial-Except") == ""
}

// recordSignInActivity records a sign-in in the activity: in the browser's
// new session, or (an API client's) in one of its own.
func (s *Server) recordSignInActivity(r *http.Request, u *auth.User, via string) {
	sess := ""
	if via == "browser" {
		sess = s.sessionHash(r)
	} else {
		sess = analytics.SessionHash(s.Config.AppKey, "api "+RequestIDFrom(r.Context()))
	}
	s.Analytics.Record(analytics.Event{Kind: analytics.KindSignIn, UserID: u.ID, Device: analytics.DeviceOf(r.UserAgent()),
		Session: sess, At: time.Now()})
}

// sessionHash is the recorded name of the request's browser session.
func (s *Server) sessionHash(r *http.Request) string {
	sess, err := s.Sessions.Get(r, session.CookieName)
	if err != nil || sess.ID == "" {
		return ""
	}
	return analytics.SessionHash(s.Config.AppKey, sess.ID)
}

// visitWriter notes the status of an answer and whether it is a page: HTML,
// or an Inertia page object.
type visitWriter struct {
	http.ResponseWriter
	status int
	page   bool
}

func (w *visitWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
		h := w.Header()
		ct := h.Get("Content-Type")
		w.page = h.Get("X-Inertia") == "true" || len(ct) >= 9 && ct[:9] == "text/html"
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *visitWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the real writer.
func (w *visitWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
