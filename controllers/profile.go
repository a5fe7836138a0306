package controllers

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/profile"
)

// profileRoutes registers the social profiles (app/profile): the page, its
// JSON, and the writes. Reading needs "read Self" (the staff and the
// members); the writes are open to whoever is signed in and app/profile
// decides (a client, who has no profile, is refused there with 403): a
// viewer reads everything shared but posts, likes and votes on the profiles.
func (s *Server) profileRoutes(r *mux.Router) {
	read := can("read", auth.SubjectSelf)
	s.page(r, "GET", "/pages/profile", read, s.socialProfilePage)
	s.page(r, "GET", "/pages/profile/{id:[0-9]+}", read, s.socialProfilePage)
	s.api(r, "GET", "/profile/data", read, s.profileData)
	s.api(r, "GET", "/profile/posts", read, s.profilePosts)
	s.api(r, "GET", "/profile/posts/{id:[0-9]+}/comments", read, s.postComments)
	s.page(r, "GET", profile.PhotoPath+"{name}", read, s.profilePhoto)

	s.page(r, "POST", "/profile/posts", signedIn, s.postCreate)
	s.page(r, "DELETE", "/profile/posts/{id:[0-9]+}", signedIn, s.postDelete)
	s.page(r, "POST", "/profile/posts/{id:[0-9]+}/like", signedIn, s.postLike(true))
	s.page(r, "DELETE", "/profile/posts/{id:[0-9]+}/like", signedIn, s.postLike(false))
	s.page(r, "POST", "/profile/posts/{id:[0-9]+}/comments", signedIn, s.commentCreate)
	s.page(r, "DELETE", "/profile/comments/{id:[0-9]+}", signedIn, s.commentDelete)
	s.page(r, "POST", "/profile/about", signedIn, s.profileAbout)
	s.page(r, "POST", "/profile/cover", signedIn, s.profileCover)
	s.page(r, "DELETE", "/profile/cover", signedIn, s.profileCover)
	s.page(r, "POST", "/profile/polls", signedIn, s.pollCreate)
	s.page(r, "POST", "/profile/polls/{id:[0-9]+}/vote", signedIn, s.pollVote)
	s.page(r, "POST", "/profile/polls/{id:[0-9]+}/close", signedIn, s.pollClose)
}

// profileViewer is the signed-in user as app/profile knows them.
func profileViewer(r *http.Request) profile.Viewer {
	u := auth.UserFrom(r.Context())
	return profile.Viewer{ID: u.ID, Role: u.Role}
}

// profilePathID is the {id} of the route.
func profilePathID(r *http.Request) int64 {
	id, _ := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	return id
}

// profileQueryID reads an optional id from the query (0 when absent).
func profileQueryID(r *http.Request, name string) (int64, error) {
	v := r.URL.Query().Get(name)
	if v == "" {
		return 0, nil
	}
	id, err := strconv.ParseInt(v, 10, 64)
	if err != nil || id <= 0 {
		return 0, app.InvalidField(name, "invalidValue", nil)
	}
	return id, nil
}

// socialProfilePage is GET /pages/profile (one's own) and /pages/profile/{id}.
func (s *Server) socialProfilePage(w http.ResponseWriter, r *http.Request) {
	v := profileViewer(r)
	id := v.ID
	if mux.Vars(r)["id"] != "" {
		id = profilePathID(r)
	}
	data, err := s.Profiles.Load(r.Context(), v, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Profile/Show", inertia.Props{"profile": data, "me": map[string]any{"id": v.ID, "isAdmin": v.IsAdmin()}})
}

// profileData is GET /profile/data?id= (spec §7; no id: one's own): ProfileData.
func (s *Server) profileData(w http.ResponseWriter, r *http.Request) {
	v := profileViewer(r)
	id, err := profileQueryID(r, "id")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if id == 0 {
		id = v.ID
	}
	data, err := s.Profiles.Load(r.Context(), v, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, data)
}

// profilePosts is GET /profile/posts?user=&before=: the next page of a profile's posts.
func (s *Server) profilePosts(w http.ResponseWriter, r *http.Request) {
	v := profileViewer(r)
	user, err := profileQueryID(r, "user")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	before, err := profileQueryID(r, "before")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if user == 0 {
		user = v.ID
	}
	posts, next, err := s.Profiles.Posts(r.Context(), v, user, before)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"posts": posts, "postsNext": next})
}

// postComments is GET /profile/posts/{id}/comments?before=: the comments
// older than before (none: the newest), oldest first, and whether more remain.
func (s *Server) postComments(w http.ResponseWriter, r *http.Request) {
	before, err := profileQueryID(r, "before")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	list, more, err := s.Profiles.Comments(r.Context(), profileViewer(r), profilePathID(r), before)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"comments": list, "more": more})
}

// profilePhoto serves a post's photo or a cover to whoever may see its
// profile, typed by its bytes (JPEG, PNG or WebP only), never sniffed by the
// browser nor run as a document.
func (s *Server) profilePhoto(w http.ResponseWriter, r *http.Request) {
	name := mux.Vars(r)["name"]
	f, err := s.Profiles.OpenPhoto(r.Context(), profileViewer(r), name)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	defer f.Close()
	h := w.Header()
	h.Set("Content-Type", f.Type)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	h.Set("Cache-Control", "private, max-age=300") // who may see it can change: not kept for long
	http.ServeContent(w, r, name, time.Time{}, f)
}

// profileAnswered answers a write: JSON clients get body with status, the front
// end goes back (with a toast when flashKey is set).
func (s *Server) profileAnswered(w http.ResponseWriter, r *http.Request, status int, body map[string]any, flashKey string) {
	if wantsJSON(r) {
		writeJSON(w, status, body)
		return
	}
	if flashKey != "" {
		s.flash(w, r, "success", flashKey, nil)
	}
	s.in.Back(w, r)
}
