package controllers

import (
	"net/http"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/menu"
	"partage/app/notify"
	"partage/app/search"
)

// shellProps are the signed-in frame's shared props: the menu the user may
// see with its badges, the user dropdown, notifications and the cart.
func (s *Server) shellProps(r *http.Request, u *auth.User) inertia.Props {
	ctx := r.Context()
	rules := auth.RulesOf(u)
	// Each is worked out only when the answer carries it: a partial reload
	// (only: ['emails', 'menu']) reads neither the bell nor the cart.
	return inertia.Props{
		"menu": func() any { return s.menuJSON(ctx, u, rules) },
		"userMenu": func() any {
			userMenu := []menu.Entry{}
			for _, key := range menu.UserMenu {
				if it := menu.ByKey(key); it != nil && auth.Can(rules, it.Action, it.Subject) {
					userMenu = append(userMenu, menu.Entry{Type: "link", ID: it.Key, Title: it.Title, Icon: it.Icon, Href: it.Path})
				}
			}
			return userMenu
		},
		"notifications": func() any {
			// One more than the bell shows tells whether it offers older ones.
			items, unread, err := s.Notify.List(ctx, u.ID, bellFirst+1)
			if err != nil {
				s.Log.Error("notifications", "request_id", RequestIDFrom(ctx), "err", err)
				items = []notify.Notification{}
			}
			more := len(items) > bellFirst
			if more {
				items = items[:bellFirst]
			}
			return map[string]any{"unread": unread, "items": items, "hasMore": more}
		},
		// The navbar's cart, {count, items, subtotal} in cents; nil for those who may not shop.
		"cart": s.cartProp(r, u),
	}
}

// bookmarksData answers spec §7's GET /api/bookmarks/data: {suggestions, bookmarks}.
func (s *Server) bookmarksData(w http.ResponseWriter, r *http.Request) {
	s.writeBookmarks(w, r, auth.UserFrom(r.Context()))
}

func (s *Server) writeBookmarks(w http.ResponseWriter, r *http.Request, u *auth.User) {
	choices, err := s.Bookmarks.Choices(r.Context(), u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	suggestions, bookmarks := menu.Bookmarks(menu.Pages(auth.RulesOf(u)), s.Texts.Translator(r.URL.Query().Get("lng")), choices)
	writeJSON(w, http.StatusOK, map[string]any{"suggestions": suggestions, "bookmarks": bookmarks})
}

// bookmarksUpdate answers spec §7's POST /api/bookmarks/update {id}: it toggles
// that page's bookmark for this user and answers the new lists.
func (s *Server) bookmarksUpdate(w http.ResponseWriter, r *http.Request) {
	u := auth.UserFrom(r.Context())
	var in struct {
		ID int `json:"id"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	it := menu.ByID(in.ID)
	if it == nil || !auth.Can(auth.RulesOf(u), it.Action, it.Subject) {
		s.fail(w, r, app.E(app.ENOTFOUND, "pageNotFound", nil))
		return
	}
	choices, err := s.Bookmarks.Choices(r.Context(), u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.Bookmarks.Set(r.Context(), u.ID, it.Key, !menu.IsBookmarked(choices, it.Key)); err != nil {
		s.fail(w, r, err)
		return
	}
	s.writeBookmarks(w, r, u)
}

func (s *Server) searchQuery(r *http.Request) (search.Query, error) {
	u := auth.UserFrom(r.Context())
	choices, err := s.Bookmarks.Choices(r.Context(), u.ID)
	q := r.URL.Query()
	return search.Query{Text: q.Get("q"), Rules: auth.RulesOf(u), Translate: s.Texts.Translator(q.Get("lng")), Bookmarks: choices}, err
}

// mainSearch answers spec §7's GET /api/main-search/data: {searchArr} in groups
// Pages, Files and Contacts, filtered by q and capped at searchLimit, then
// Articles: the knowledge base's articles and the blog's posts the caller reads.
func (s *Server) mainSearch(w http.ResponseWriter, r *http.Request) {
	q, err := s.searchQuery(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	groups, err := s.Search.Main(r.Context(), q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	articles, err := s.searchArticles(r, q.Text)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	groups = append(groups, search.Group{GroupTitle: "Articles", SearchLimit: search.Limit, Data: articles})
	writeJSON(w, http.StatusOK, map[string]any{"searchArr": groups})
}

// autocomplete answers spec §7's GET /api/autocomplete/data: {autoComplete: [{title, rank, id}]}.
func (s *Server) autocomplete(w http.ResponseWriter, r *http.Request) {
	q, err := s.searchQuery(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	items, err := s.Search.Autocomplete(r.Context(), q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"autoComplete": items})
}

// notificationsRead marks one notification ({id}) or all ({}) read.
func (s *Server) notificationsRead(w http.ResponseWriter, r *http.Request) {
	var in struct {
		ID int64 `json:"id"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	if in.ID < 0 {
		s.fail(w, r, app.InvalidField("id", "invalidId", nil))
		return
	}
	if err := s.Notify.MarkRead(r.Context(), auth.UserFrom(r.Context()).ID, in.ID); err != nil {
		s.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// comingSoon stands in for a page a later release builds.
func (s *Server) comingSoon(it *menu.Item) http.HandlerFunc {
	props := inertia.Props{"title": it.Title, "path": it.Path}
	if parent := menu.Parent(it); parent != nil {
		props["section"] = parent.Title
	}
	return func(w http.ResponseWriter, r *http.Request) {
		s.render(w, r, "Misc/ComingSoon", props)
	}
}

// miscPage shows one of the miscellaneous pages with its own status.
func (s *Server) miscPage(status int, component string, props inertia.Props) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := s.in.RenderStatus(w, r, status, component, props); err != nil {
			s.fail(w, r, err)
		}
	}
}

// authPreview shows a sign-in page in one of its looks whether or not someone is signed in.
func (s *Server) authPreview(component, variant string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		props := inertia.Props{"variant": variant}
		if component == "Auth/ResetPassword" {
			props["token"], props["email"] = r.URL.Query().Get("token"), r.URL.Query().Get("email")
		}
		s.render(w, r, component, props)
	}
}
