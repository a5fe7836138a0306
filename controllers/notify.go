package controllers

import (
	"net/http"
	"strconv"

	"partage/app"
	"partage/app/auth"
	"partage/app/notify"
)

// The bell's pages: how many it shows at first, and at most per "load more".
const (
	bellFirst = 10
	bellMore  = 50
)

// notificationsList answers GET /api/notifications?before={id}&limit=:
// {items, unread, hasMore}, the user's notifications older than before
// (newest first; without before, from the newest), for the bell's "load more".
func (s *Server) notificationsList(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var before int64
	if v := q.Get("before"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n <= 0 {
			s.fail(w, r, app.InvalidField("before", "notificationId", nil))
			return
		}
		before = n
	}
	limit := bellFirst
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 || n > bellMore {
			s.fail(w, r, app.InvalidField("limit", "limitRange", app.Params{"min": 1, "max": bellMore}))
			return
		}
		limit = n
	}
	// One more than asked tells whether older ones remain.
	items, unread, err := s.Notify.Older(r.Context(), auth.UserFrom(r.Context()).ID, before, limit+1)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	more := len(items) > limit
	if more {
		items = items[:limit]
	}
	writeJSON(w, http.StatusOK, map[string]any{"items": items, "unread": unread, "hasMore": more})
}

// tell stores notifications for a change already saved: a failure is logged,
// never the user's, whose save stands.
func (s *Server) tell(r *http.Request, what string, notes []*notify.Notification) {
	if len(notes) == 0 {
		return
	}
	if err := s.Notify.Send(r.Context(), notes...); err != nil {
		s.Log.Error("notify", "request_id", RequestIDFrom(r.Context()), "what", what, "err", err)
	}
}

// actorName is how notifications name the user who made the change.
func actorName(u *auth.User) string {
	if u.FullName != "" {
		return u.FullName
	}
	return u.Username
}

// linkFor is link when role may read subject, else "": a notification never
// sends its reader to a page they would be refused.
func linkFor(role, subject, link string) string {
	if auth.Can(auth.RulesFor(role), "read", subject) {
		return link
	}
	return ""
}

// people turns recipients into notifications under key, each linked to the
// page when that recipient may open it; the actor is never among them.
func people(to []notify.Person, actor int64, key string, params map[string]any, subject, link string) []*notify.Notification {
	out := []*notify.Notification{}
	seen := map[int64]bool{actor: true}
	for _, p := range to {
		if seen[p.ID] {
			continue
		}
		seen[p.ID] = true
		out = append(out, notify.New(p.ID, key, params, linkFor(p.Role, subject, link)))
	}
	return out
}

// findPeople looks up users by id for their roles, skipping those gone.
func (s *Server) findPeople(r *http.Request, ids []int64) ([]notify.Person, error) {
	out := []notify.Person{}
	for _, id := range ids {
		p, ok, err := s.Notify.Find(r.Context(), id)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, p)
		}
	}
	return out, nil
}
