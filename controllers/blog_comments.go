package controllers

import (
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/blog"
	"partage/app/notify"
)

// Who comments and who moderates: everyone who reads the blog writes
// comments (Feedback) on the posts they see, and edits or deletes their own
// (the store keeps each to their own); those who write the blog hide, show
// again and delete anyone's.
var (
	blogCommentReading    = can("read", auth.SubjectContent)
	blogCommentWriting    = can("manage", auth.SubjectFeedback)
	blogCommentModerating = can("manage", auth.SubjectContent)
)

// blogCommentRoutes registers the calls of the blog's comments. Each answers
// JSON to an API client and a redirect back with a flash to the pages.
func (s *Server) blogCommentRoutes(r *mux.Router) {
	const post, one = "/pages/blog/detail/{id:[0-9]+}/comments", "/pages/blog/comments/{id:[0-9]+}"
	s.api(r, "GET", post, blogCommentReading, s.blogCommentList)
	s.page(r, "POST", post, blogCommentWriting, s.blogCommentAdd)
	s.page(r, "PATCH", one, blogCommentWriting, s.blogCommentEdit)
	s.page(r, "DELETE", one, blogCommentWriting, s.blogCommentDelete)
	s.page(r, "POST", one+"/hide", blogCommentModerating, s.blogCommentHide)
	s.page(r, "POST", one+"/unhide", blogCommentModerating, s.blogCommentUnhide)
}

// blogCommentReader is the signed-in caller of r as the comments know them.
func blogCommentReader(r *http.Request) blog.CommentReader {
	u := auth.UserFrom(r.Context())
	if u == nil {
		return blog.CommentReader{}
	}
	return blog.CommentReader{ID: u.ID, Staff: auth.Can(auth.RulesOf(u), "manage", auth.SubjectContent)}
}

// blogCommentIDOf is the {id} of the path; one past int64 is not found.
func (s *Server) blogCommentIDOf(w http.ResponseWriter, r *http.Request, notFound string) (int64, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, app.E(app.ENOTFOUND, notFound, nil))
		return 0, false
	}
	return id, true
}

// blogCommentsFor is the comments of postID as the signed-in reader of r sees
// them, oldest first: the "comments" prop of the post's page, whose caller
// has checked that the reader sees the post.
func (s *Server) blogCommentsFor(r *http.Request, postID int64) (any, error) {
	return s.Blog.PostComments(r.Context(), postID, blogCommentReader(r))
}

// blogCommentList is GET /pages/blog/detail/{id}/comments: {comments}, as
// the caller sees them; a post they do not see is not found.
func (s *Server) blogCommentList(w http.ResponseWriter, r *http.Request) {
	id, ok := s.blogCommentIDOf(w, r, "notFound")
	if !ok {
		return
	}
	list, err := s.Blog.Comments(r.Context(), id, blogCommentReader(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"comments": list})
}

// blogCommentBody is the body of the calls that write a comment.
type blogCommentBody struct {
	Body   string `json:"body"`
	Reason string `json:"reason"`
}

// blogCommentAdd is POST /pages/blog/detail/{id}/comments {body}: 201 {comment}.
func (s *Server) blogCommentAdd(w http.ResponseWriter, r *http.Request) {
	id, ok := s.blogCommentIDOf(w, r, "notFound")
	if !ok {
		return
	}
	var in blogCommentBody
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	c, err := s.Blog.AddComment(r.Context(), id, blogCommentReader(r), in.Body)
	if err != nil && app.ErrorCode(err) == app.ETOOMANY && !wantsJSON(r) {
		// The form shows "wait a moment" under the comment rather than an error page.
		if s.in.WithErrors(w, r, map[string]string{"body": app.ErrorText(err).Encoded()}) == nil {
			s.in.Back(w, r)
			return
		}
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.blogCommentTellAuthor(r, c)
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"comment": c})
		return
	}
	s.flash(w, r, "success", "blogComments.flash.added", nil)
	s.in.Back(w, r)
}

// blogCommentEdit is PATCH /pages/blog/comments/{id} {body}: {comment}, the
// author's own only.
func (s *Server) blogCommentEdit(w http.ResponseWriter, r *http.Request) {
	id, ok := s.blogCommentIDOf(w, r, "blogCommentNotFound")
	if !ok {
		return
	}
	var in blogCommentBody
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	c, err := s.Blog.EditComment(r.Context(), id, blogCommentReader(r), in.Body)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "comment", c, "blogComments.flash.edited", nil)
}

// blogCommentDelete is DELETE /pages/blog/comments/{id}: {}; the author's
// own, or anyone's for the staff.
func (s *Server) blogCommentDelete(w http.ResponseWriter, r *http.Request) {
	id, ok := s.blogCommentIDOf(w, r, "blogCommentNotFound")
	if !ok {
		return
	}
	if err := s.Blog.DeleteComment(r.Context(), id, blogCommentReader(r)); err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{})
		return
	}
	s.flash(w, r, "success", "blogComments.flash.deleted", nil)
	s.in.Back(w, r)
}

// blogCommentHide is POST /pages/blog/comments/{id}/hide {reason?}: {comment}.
func (s *Server) blogCommentHide(w http.ResponseWriter, r *http.Request) {
	s.blogCommentModerate(w, r, true)
}

// blogCommentUnhide is POST /pages/blog/comments/{id}/unhide: {comment}.
func (s *Server) blogCommentUnhide(w http.ResponseWriter, r *http.Request) {
	s.blogCommentModerate(w, r, false)
}

func (s *Server) blogCommentModerate(w http.ResponseWriter, r *http.Request, hidden bool) {
	id, ok := s.blogCommentIDOf(w, r, "blogCommentNotFound")
	if !ok {
		return
	}
	var in blogCommentBody
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	c, err := s.Blog.ModerateComment(r.Context(), id, blogCommentReader(r), hidden, in.Reason)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	key := "blogComments.flash.hidden"
	if !hidden {
		key = "blogComments.flash.shown"
	}
	s.saved(w, r, "comment", c, key, nil)
}

// blogCommentTellAuthor tells the post's author (in the bell) of a new
// comment by someone else; a failure to tell is logged, the comment stays.
func (s *Server) blogCommentTellAuthor(r *http.Request, c blog.Comment) {
	p, err := s.Blog.VisiblePost(r.Context(), c.PostID, true)
	if err != nil {
		s.Log.Error("notify", "request_id", RequestIDFrom(r.Context()), "what", "blog comment", "err", err)
		return
	}
	if p.Author.ID == 0 || p.Author.ID == c.Author.ID {
		return
	}
	params := map[string]any{"name": c.Author.FullName, "title": p.Title}
	s.tell(r, "blog comment", []*notify.Notification{notify.New(p.Author.ID, "blogComments.notification", params,
		"/pages/blog/detail/"+strconv.FormatInt(p.ID, 10))})
}
