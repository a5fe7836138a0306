package controllers

import (
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/blog"
	"partage/app/inertia"
)

// blogWriteRoutes are the staff's writes: posts, their featured images, the
// categories; and the images' files, which every reader sees.
func (s *Server) blogWriteRoutes(r *mux.Router) {
	const posts = "/pages/blog/posts"
	s.page(r, "POST", posts, blogWriting, s.blogPostCreate)
	s.page(r, "PUT", posts+"/{id}", blogWriting, s.blogPostUpdate)
	s.page(r, "PATCH", posts+"/{id}", blogWriting, s.blogPostUpdate)
	s.page(r, "DELETE", posts+"/{id}", blogWriting, s.blogPostDelete)
	s.api(r, "POST", posts+"/{id}/image", blogWriting, s.blogPostImage)
	s.api(r, "POST", "/pages/blog/images", blogWriting, s.blogImageUpload)
	s.api(r, "POST", "/pages/blog/categories", blogWriting, s.blogCategorySave)
	s.api(r, "PUT", "/pages/blog/categories/{id}", blogWriting, s.blogCategorySave)
	s.page(r, "GET", blog.ImagePath+"{name}", signedIn, s.blogImageFile)
}

// blogEditShape is a post as spec §3's edit answers it (blogTitle,
// blogCategories [{value, label}], slug, status, excerpt, featuredImage),
// with the rest of what the form writes.
func blogEditShape(p blog.Post) map[string]any {
	cats := make([]map[string]any, len(p.Categories))
	for i, c := range p.Categories {
		cats[i] = map[string]any{"value": c.Slug, "label": c.Category}
	}
	return map[string]any{"id": p.ID, "blogTitle": p.Title, "blogCategories": cats, "slug": p.Slug, "status": p.Status,
		"excerpt": p.Excerpt, "featuredImage": p.Image, "body": p.Body, "tags": p.Tags, "publishedAt": p.BlogPosted,
		"lang": p.Lang, "upcoming": p.Upcoming}
}

// blogEditProps are the edit form's: the post (nil for a new one), the
// categories to choose from and the limits.
func (s *Server) blogEditProps(r *http.Request, raw string) (inertia.Props, error) {
	var post any
	if raw != "" && raw != "new" {
		id, err := strconv.ParseInt(raw, 10, 64)
		if err != nil {
			return nil, app.E(app.ENOTFOUND, "blogPostNotFound", nil)
		}
		p, err := s.Blog.VisiblePost(r.Context(), id, true)
		if err != nil {
			return nil, err
		}
		blog.Localize(s.languageOf(r).Code, p.Categories)
		post = blogEditShape(p)
	}
	cats, err := s.Blog.Categories(r.Context(), true)
	if err != nil {
		return nil, err
	}
	lang := s.languageOf(r).Code
	options := make([]map[string]any, len(cats))
	for i, c := range cats {
		label := c.NameEn
		if lang == "fr" {
			label = c.NameFr
		}
		options[i] = map[string]any{"value": c.Slug, "label": label, "icon": c.Icon, "nameFr": c.NameFr, "nameEn": c.NameEn}
	}
	return inertia.Props{"post": post, "categories": options, "langs": blog.Langs,
		"limits": map[string]any{"title": blog.MaxTitle, "slug": blog.MaxSlug, "excerpt": blog.MaxExcerpt, "tags": blog.MaxTags,
			"tag": blog.MaxTag, "categories": blog.MaxCategories, "imageBytes": blog.MaxImageBytes}}, nil
}

// blogEditData is spec §7's GET /blog/list/data/edit?id=: the post in the
// edit shape ({post: null} without id), the categories and limits.
func (s *Server) blogEditData(w http.ResponseWriter, r *http.Request) {
	props, err := s.blogEditProps(r, r.URL.Query().Get("id"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, inertia.Values(props))
}

// blogEditPage is /pages/blog/edit/{id} and /pages/blog/edit/new.
func (s *Server) blogEditPage(w http.ResponseWriter, r *http.Request) {
	raw, ok := mux.Vars(r)["id"]
	if !ok {
		raw = "new"
	}
	props, err := s.blogEditProps(r, raw)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Content/Blog/Edit", props)
}

// blogPostBody is a post as the form or an API client writes it; with
// PATCH, a field left out keeps its value. blogTitle is read as title.
type blogPostBody struct {
	Title       *string   `json:"title"`
	BlogTitle   *string   `json:"blogTitle"`
	Slug        *string   `json:"slug"`
	Body        *string   `json:"body"`
	Excerpt     *string   `json:"excerpt"`
	Status      *string   `json:"status"`
	Lang        *string   `json:"lang"`
	PublishedAt *string   `json:"publishedAt"`
	Categories  *[]string `json:"categories"`
	Tags        *[]string `json:"tags"`
	ImageID     *int64    `json:"imageId"`
}

// input overlays b on was (PATCH) or on nothing (POST, PUT).
func (b blogPostBody) input(was *blog.Post) (blog.Input, error) {
	var in blog.Input
	if was != nil {
		in = blog.Input{Title: was.Title, Slug: was.Slug, Body: was.Body, Excerpt: was.Excerpt, Status: was.Status, Lang: was.Lang,
			PublishedAt: was.BlogPosted, Tags: was.Tags}
		for _, c := range was.Categories {
			in.Categories = append(in.Categories, c.Slug)
		}
		if was.Image != nil {
			in.ImageID = &was.Image.ID
		}
	}
	set := func(dst *string, v *string) {
		if v != nil {
			*dst = *v
		}
	}
	set(&in.Title, b.BlogTitle)
	set(&in.Title, b.Title)
	set(&in.Slug, b.Slug)
	set(&in.Body, b.Body)
	set(&in.Excerpt, b.Excerpt)
	set(&in.Status, b.Status)
	set(&in.Lang, b.Lang)
	if b.Categories != nil {
		in.Categories = *b.Categories
	}
	if b.Tags != nil {
		in.Tags = *b.Tags
	}
	if b.ImageID != nil {
		in.ImageID = b.ImageID
	}
	if b.PublishedAt != nil {
		in.PublishedAt = nil
		if raw := strings.TrimSpace(*b.PublishedAt); raw != "" {
			t, err := time.Parse(time.RFC3339, raw)
			if err != nil {
				return in, app.InvalidField("publishedAt", "blogScheduleRequired", nil)
			}
			in.PublishedAt = &t
		}
	}
	return in, nil
}

// blogPostCreate is POST /pages/blog/posts → 201 {blog} (JSON), or the new
// post's edit page with a toast.
func (s *Server) blogPostCreate(w http.ResponseWriter, r *http.Request) {
	var body blogPostBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	in, err := body.input(nil)
	var p blog.Post
	if err == nil {
		p, err = s.Blog.Save(r.Context(), auth.UserFrom(r.Context()).ID, 0, in)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"blog": p})
		return
	}
	s.flash(w, r, "success", "blog.flash.created", map[string]any{"title": p.Title})
	s.in.Redirect(w, r, "/pages/blog/edit/"+strconv.FormatInt(p.ID, 10))
}

// blogPostID reads the {id} of the URL; a malformed one is no such post.
func (s *Server) blogPostID(w http.ResponseWriter, r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, app.E(app.ENOTFOUND, "blogPostNotFound", nil))
		return 0, false
	}
	return id, true
}

// blogPostUpdate is PUT (every field) or PATCH (those given) /pages/blog/posts/{id} → {blog}.
func (s *Server) blogPostUpdate(w http.ResponseWriter, r *http.Request) {
	id, ok := s.blogPostID(w, r)
	if !ok {
		return
	}
	was, err := s.Blog.VisiblePost(r.Context(), id, true)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var body blogPostBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	base := &was
	if r.Method == http.MethodPut {
		base = nil
	}
	in, err := body.input(base)
	var p blog.Post
	if err == nil {
		p, err = s.Blog.Save(r.Context(), auth.UserFrom(r.Context()).ID, id, in)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "blog", p, "blog.flash.saved", map[string]any{"title": p.Title})
}

// blogPostDelete is DELETE /pages/blog/posts/{id} → {deleted, message}, or the list with a toast.
func (s *Server) blogPostDelete(w http.ResponseWriter, r *http.Request) {
	id, ok := s.blogPostID(w, r)
	if !ok {
		return
	}
	if err := s.Blog.Delete(r.Context(), id); err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		body := textBody(app.T("blogPostDeleted", nil))
		body["deleted"] = id
		writeJSON(w, http.StatusOK, body)
		return
	}
	s.flash(w, r, "success", "blog.flash.deleted", nil)
	s.in.Redirect(w, r, "/pages/blog/list")
}

// blogUpload reads and stores the multipart field "image" (a JPEG, PNG or
// WebP of at most blog.MaxImageBytes): too large is 413, not an image 400.
func (s *Server) blogUpload(w http.ResponseWriter, r *http.Request) (blog.Image, bool) {
	r.Body = http.MaxBytesReader(w, r.Body, blog.MaxImageBytes+1<<20)
	file, _, err := r.FormFile("image")
	if err != nil {
		if isBodyTooLarge(err) {
			p := app.Params{"max": blog.MaxImageBytes >> 10}
			s.fail(w, r, app.E(app.ETOOLARGE, "imageTooLarge", p).WithField("image", "imageTooLarge", p))
			return blog.Image{}, false
		}
		s.fail(w, r, app.InvalidField("image", "imageRequired", nil))
		return blog.Image{}, false
	}
	defer file.Close()
	data, err := io.ReadAll(io.LimitReader(file, blog.MaxImageBytes+1))
	if err != nil {
		s.fail(w, r, app.InvalidField("image", "fileUnreadable", nil))
		return blog.Image{}, false
	}
	img, err := s.Blog.Upload(r.Context(), auth.UserFrom(r.Context()).ID, data)
	if err != nil {
		s.fail(w, r, err)
		return img, false
	}
	return img, true
}

// blogImageUpload is POST /pages/blog/images (multipart: image): the image,
// resized on the server, for a post's form to choose → 201 {image}.
func (s *Server) blogImageUpload(w http.ResponseWriter, r *http.Request) {
	if img, ok := s.blogUpload(w, r); ok {
		writeJSON(w, http.StatusCreated, map[string]any{"image": img})
	}
}

// blogPostImage is POST /pages/blog/posts/{id}/image (multipart: image):
// the post's featured image replaced → {blog}.
func (s *Server) blogPostImage(w http.ResponseWriter, r *http.Request) {
	id, ok := s.blogPostID(w, r)
	if !ok {
		return
	}
	if _, err := s.Blog.VisiblePost(r.Context(), id, true); err != nil {
		s.fail(w, r, err)
		return
	}
	img, ok := s.blogUpload(w, r)
	if !ok {
		return
	}
	if err := s.Blog.SetImage(r.Context(), id, img.ID); err != nil {
		s.fail(w, r, err)
		return
	}
	p, err := s.Blog.VisiblePost(r.Context(), id, true)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"blog": p})
}

// blogCategorySave is POST /pages/blog/categories or PUT …/{id} {slug,
// nameFr, nameEn, icon} → {category} (201 when added).
func (s *Server) blogCategorySave(w http.ResponseWriter, r *http.Request) {
	var id int64
	if raw, has := mux.Vars(r)["id"]; has {
		var err error
		if id, err = strconv.ParseInt(raw, 10, 64); err != nil {
			s.fail(w, r, app.E(app.ENOTFOUND, "blogCategoryUnknown", nil))
			return
		}
	}
	var body struct {
		Slug   string `json:"slug"`
		NameFr string `json:"nameFr"`
		NameEn string `json:"nameEn"`
		Icon   string `json:"icon"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	c, err := s.Blog.SaveCategory(r.Context(), id, blog.CategoryInput{Slug: body.Slug, NameFr: body.NameFr, NameEn: body.NameEn, Icon: body.Icon})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	status := http.StatusOK
	if id == 0 {
		status = http.StatusCreated
	}
	writeJSON(w, status, map[string]any{"category": c})
}

// blogImageFile serves a blog image (GET /media/blog/{sum}.jpg).
func (s *Server) blogImageFile(w http.ResponseWriter, r *http.Request) {
	s.serveImage(w, r, s.Blog.OpenImage)
}
