package controllers

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/blog"
	"partage/app/inertia"
)

// The blog's abilities: everyone signed in reads it (the posts they see);
// admins and managers write it and see drafts and posts still to come.
var (
	blogReading = can("read", auth.SubjectContent)
	blogWriting = can("manage", auth.SubjectContent)
)

// blogRoutes registers the blog's posts: spec §7's calls (/blog/list/data…),
// the list, detail and edit pages, and the writes (blog_write.go).
func (s *Server) blogRoutes(r *mux.Router) {
	s.api(r, "GET", "/blog/list/data", blogReading, s.blogListData)
	s.api(r, "GET", "/blog/list/data/sidebar", blogReading, s.blogSidebarData)
	s.api(r, "GET", "/blog/list/data/detail", blogReading, s.blogDetailData)
	s.api(r, "GET", "/blog/list/data/edit", blogWriting, s.blogEditData)
	s.page(r, "GET", "/pages/blog/list", blogReading, s.blogListPage)
	s.page(r, "GET", "/pages/blog/detail/{id}", blogReading, s.blogDetailPage)
	s.page(r, "GET", "/pages/blog/edit/new", blogWriting, s.blogEditPage)
	s.page(r, "GET", "/pages/blog/edit/{id}", blogWriting, s.blogEditPage)
	s.blogWriteRoutes(r)
}

// blogStaff reports whether the caller writes the blog (and so sees every post).
func blogStaff(r *http.Request) bool {
	return auth.Can(auth.RulesOf(auth.UserFrom(r.Context())), "manage", auth.SubjectContent)
}

// blogQuery reads the list's state from the URL: q, category, tag, page,
// perPage; a page or size that is not a number in bounds is a field error.
func blogQuery(r *http.Request) (blog.ListQuery, error) {
	v := r.URL.Query()
	q := blog.ListQuery{Q: v.Get("q"), Category: v.Get("category"), Tag: v.Get("tag"), Staff: blogStaff(r)}
	q.Page, q.PerPage = pageOf(r)
	f := app.Fields{}
	if q.Page < 0 {
		f.Set("page", "invalidValue", nil)
	}
	if q.PerPage < 0 || q.PerPage > blog.MaxPerPage {
		f.Set("perPage", "invalidValue", nil)
	}
	if len([]rune(q.Q)) > 100 {
		f.Set("q", "blogTooLong", app.Params{"max": 100})
	}
	if len(f) > 0 {
		return q, app.Invalid("checkFields", nil, f)
	}
	q.Normalize()
	return q, nil
}

// blogItems is a page of the list with each post's comment count: {blogs,
// total, page, perPage}.
func (s *Server) blogItems(r *http.Request, q blog.ListQuery) (map[string]any, error) {
	items, total, err := s.Blog.List(r.Context(), q)
	if err != nil {
		return nil, err
	}
	if err := s.blogCountComments(r, items); err != nil {
		return nil, err
	}
	lang := s.languageOf(r).Code
	for i := range items {
		blog.Localize(lang, items[i].Categories)
	}
	if items == nil {
		items = []blog.Item{}
	}
	return map[string]any{"blogs": items, "total": total, "page": q.Page, "perPage": q.PerPage}, nil
}

// blogCountComments fills the comment field of items.
func (s *Server) blogCountComments(r *http.Request, items []blog.Item) error {
	ids := make([]int64, len(items))
	for i, it := range items {
		ids[i] = it.ID
	}
	counts, err := s.Blog.CommentCounts(r.Context(), ids, blogStaff(r))
	if err != nil {
		return err
	}
	for i := range items {
		items[i].Comment = counts[items[i].ID]
	}
	return nil
}

// blogListData is spec §7's GET /blog/list/data: {blogs, total, page, perPage}.
func (s *Server) blogListData(w http.ResponseWriter, r *http.Request) {
	q, err := blogQuery(r)
	var out map[string]any
	if err == nil {
		out, err = s.blogItems(r, q)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// blogSidebar is the list's and the post's side column: the recent posts,
// the categories with their icon and count, the most used tags.
func (s *Server) blogSidebar(r *http.Request) (map[string]any, error) {
	staff, lang := blogStaff(r), s.languageOf(r).Code
	recent, err := s.Blog.Recent(r.Context(), staff, 4)
	if err != nil {
		return nil, err
	}
	cats, err := s.Blog.Categories(r.Context(), staff)
	if err != nil {
		return nil, err
	}
	for i := range cats {
		if lang == "fr" {
			cats[i].Category = cats[i].NameFr
		}
	}
	tags, err := s.Blog.Tags(r.Context(), staff, 20)
	if err != nil {
		return nil, err
	}
	if recent == nil {
		recent = []blog.Item{}
	}
	return map[string]any{"recentPosts": recent, "categories": cats, "tags": tags}, nil
}

// blogSidebarData is spec §7's GET /blog/list/data/sidebar: {recentPosts, categories, tags}.
func (s *Server) blogSidebarData(w http.ResponseWriter, r *http.Request) {
	out, err := s.blogSidebar(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// blogListPage is /pages/blog/list: a page of the posts the reader sees,
// with the filters as read (a hand-edited URL that is not valid shows the
// list as it starts) and the side column.
func (s *Server) blogListPage(w http.ResponseWriter, r *http.Request) {
	q, err := blogQuery(r)
	if err != nil && !wantsJSON(r) {
		q, err = blog.ListQuery{Staff: blogStaff(r)}, nil
		q.Normalize()
	}
	var list, side map[string]any
	if err == nil {
		list, err = s.blogItems(r, q)
	}
	if err == nil {
		side, err = s.blogSidebar(r)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	list["filters"] = map[string]any{"q": q.Q, "category": q.Category, "tag": q.Tag}
	list["sidebar"] = side
	list["canManage"] = q.Staff
	s.render(w, r, "Content/Blog/List", inertia.Props(list))
}

// blogPostOf reads the post of id (a number, or a slug for the detail page)
// as the caller sees it; anything else is not found.
func (s *Server) blogPostOf(r *http.Request, raw string, staff bool) (blog.Post, error) {
	id, err := strconv.ParseInt(strings.TrimSpace(raw), 10, 64)
	if err != nil {
		if id, err = s.Blog.IDOfSlug(r.Context(), raw); err != nil {
			return blog.Post{}, err
		}
	}
	p, err := s.Blog.VisiblePost(r.Context(), id, staff)
	if err != nil {
		return p, err
	}
	blog.Localize(s.languageOf(r).Code, p.Categories)
	one := []blog.Item{p.Item}
	if err := s.blogCountComments(r, one); err != nil {
		return p, err
	}
	p.Comment = one[0].Comment
	return p, nil
}

// blogDetail is the post of raw with its comments, related posts and the
// side column: the detail page's props.
func (s *Server) blogDetail(r *http.Request, raw string) (inertia.Props, error) {
	staff := blogStaff(r)
	p, err := s.blogPostOf(r, raw, staff)
	if err != nil {
		return nil, err
	}
	comments, err := s.blogCommentsFor(r, p.ID)
	if err != nil {
		return nil, err
	}
	related, err := s.Blog.Related(r.Context(), p, staff, 3)
	if err != nil {
		return nil, err
	}
	if related == nil {
		related = []blog.Item{}
	}
	return inertia.Props{"blog": p, "comments": comments, "related": related, "canManage": staff}, nil
}

// blogDetailData is spec §7's GET /blog/list/data/detail?id=: {blog,
// comments, related}; a post the caller does not see is 404.
func (s *Server) blogDetailData(w http.ResponseWriter, r *http.Request) {
	props, err := s.blogDetail(r, r.URL.Query().Get("id"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, inertia.Values(props))
}

// blogDetailPage is /pages/blog/detail/{id}: the post, its author, comments
// and related posts, with the side column; 404 for a post the reader does
// not see (a draft, or one whose time has not come).
func (s *Server) blogDetailPage(w http.ResponseWriter, r *http.Request) {
	props, err := s.blogDetail(r, mux.Vars(r)["id"])
	var side map[string]any
	if err == nil {
		side, err = s.blogSidebar(r)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	props["sidebar"] = side
	s.render(w, r, "Content/Blog/Detail", props)
}
