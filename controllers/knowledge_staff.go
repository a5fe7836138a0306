package controllers

import (
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/knowledge"
)

// kbStaffRoutes are the staff's pages and writes, under /manage (a slug no
// category may take): articles and categories.
func (s *Server) kbStaffRoutes(r *mux.Router) {
	m := kbBase + "/manage"
	s.page(r, http.MethodGet, m+"/articles/new", kbManage, s.kbArticleNew)
	s.page(r, http.MethodGet, m+"/articles/{id}/edit", kbManage, s.kbArticleEdit)
	s.page(r, http.MethodPost, m+"/articles", kbManage, s.kbArticleCreate)
	s.page(r, http.MethodPut, m+"/articles/{id}", kbManage, s.kbArticleUpdate)
	s.page(r, http.MethodPost, m+"/articles/{id}/publish", kbManage, s.kbPublish(true))
	s.page(r, http.MethodPost, m+"/articles/{id}/unpublish", kbManage, s.kbPublish(false))
	s.page(r, http.MethodDelete, m+"/articles/{id}", kbManage, s.kbArticleDelete)
	s.page(r, http.MethodPost, m+"/categories", kbManage, s.kbCategorySave)
	s.page(r, http.MethodPut, m+"/categories/{id}", kbManage, s.kbCategorySave)
	s.page(r, http.MethodDelete, m+"/categories/{id}", kbManage, s.kbCategoryDelete)
}

// kbID is the {id} of the URL; a bad one is the article not found.
func kbID(r *http.Request, notFound string) (int64, error) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil || id <= 0 {
		return 0, app.E(app.ENOTFOUND, notFound, nil)
	}
	return id, nil
}

// kbArticleURL is the reader's address of a.
func kbArticleURL(a knowledge.Article) string { return kbBase + "/" + a.Category + "/" + a.Slug }

// kbArticleForm shows the article editor: a nil for a new article.
func (s *Server) kbArticleForm(w http.ResponseWriter, r *http.Request, v knowledge.Viewer, a *knowledge.Article) {
	cats, err := s.Knowledge.Categories(r.Context(), v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := kbCommon(v)
	p["article"], p["categories"] = a, cats
	p["categoryId"], _ = strconv.ParseInt(r.URL.Query().Get("category"), 10, 64)
	p["limits"] = map[string]int{"title": knowledge.MaxTitle, "slug": knowledge.MaxSlug, "excerpt": knowledge.MaxExcerpt}
	s.render(w, r, "Content/KnowledgeBase/Edit", p)
}

// kbArticleNew is /pages/knowledge-base/manage/articles/new[?lang=&category=<id>].
func (s *Server) kbArticleNew(w http.ResponseWriter, r *http.Request) {
	v, err := s.kbViewer(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.kbArticleForm(w, r, v, nil)
}

// kbArticleEdit is /pages/knowledge-base/manage/articles/{id}/edit, in the article's language.
func (s *Server) kbArticleEdit(w http.ResponseWriter, r *http.Request) {
	v, err := s.kbViewer(r)
	var a knowledge.Article
	var id int64
	if err == nil {
		id, err = kbID(r, "kbArticleNotFound")
	}
	if err == nil {
		a, err = s.Knowledge.ArticleByID(r.Context(), v, id)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v.Lang = a.Lang
	s.kbArticleForm(w, r, v, &a)
}

// kbArticleBody is an article as the editor or an API client sends it.
type kbArticleBody struct {
	CategoryID int64    `json:"categoryId"`
	Title      string   `json:"title"`
	Slug       string   `json:"slug"`
	Excerpt    string   `json:"excerpt"`
	Body       string   `json:"body"`
	Published  flexBool `json:"published"`
}

func (b kbArticleBody) input() knowledge.ArticleInput {
	return knowledge.ArticleInput{CategoryID: b.CategoryID, Title: b.Title, Slug: b.Slug, Excerpt: b.Excerpt, Body: b.Body, Published: bool(b.Published)}
}

// kbArticleSave creates (id 0) or updates an article: 201 or 200 {article}
// to an API client, the article's page with a toast to the editor.
func (s *Server) kbArticleSave(w http.ResponseWriter, r *http.Request, id int64) {
	var body kbArticleBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	a, err := s.Knowledge.SaveArticle(r.Context(), auth.UserFrom(r.Context()).ID, id, body.input())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		status := http.StatusOK
		if id == 0 {
			status = http.StatusCreated
		}
		writeJSON(w, status, map[string]any{"article": a})
		return
	}
	s.flash(w, r, "success", "knowledge.flash.saved", map[string]any{"title": a.Title})
	s.in.Redirect(w, r, kbArticleURL(a)+"?lang="+a.Lang)
}

// kbArticleCreate is POST /pages/knowledge-base/manage/articles.
func (s *Server) kbArticleCreate(w http.ResponseWriter, r *http.Request) { s.kbArticleSave(w, r, 0) }

// kbArticleUpdate is PUT /pages/knowledge-base/manage/articles/{id}.
func (s *Server) kbArticleUpdate(w http.ResponseWriter, r *http.Request) {
	id, err := kbID(r, "kbArticleNotFound")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.kbArticleSave(w, r, id)
}

// kbPublish is POST …/articles/{id}/publish (or unpublish) → {article}.
func (s *Server) kbPublish(published bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := kbID(r, "kbArticleNotFound")
		var a knowledge.Article
		if err == nil {
			a, err = s.Knowledge.SetPublished(r.Context(), auth.UserFrom(r.Context()).ID, id, published)
		}
		if err != nil {
			s.fail(w, r, err)
			return
		}
		key := "knowledge.flash.unpublished"
		if published {
			key = "knowledge.flash.published"
		}
		s.saved(w, r, "article", a, key, map[string]any{"title": a.Title})
	}
}

// kbArticleDelete is DELETE …/articles/{id}: {deleted: true}, or the category's page.
func (s *Server) kbArticleDelete(w http.ResponseWriter, r *http.Request) {
	id, err := kbID(r, "kbArticleNotFound")
	var a knowledge.Article
	if err == nil {
		a, err = s.Knowledge.ArticleByID(r.Context(), knowledge.Viewer{Staff: true}, id)
	}
	if err == nil {
		err = s.Knowledge.DeleteArticle(r.Context(), id)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{"deleted": true})
		return
	}
	s.flash(w, r, "success", "knowledge.flash.deleted", map[string]any{"title": a.Title})
	s.in.Redirect(w, r, kbBase+"/"+a.Category+"?lang="+a.Lang)
}

// kbCategoryBody is a category as the dialog or an API client sends it.
type kbCategoryBody struct {
	Lang        string `json:"lang"`
	Title       string `json:"title"`
	Slug        string `json:"slug"`
	Description string `json:"description"`
	Icon        string `json:"icon"`
	Color       string `json:"color"`
	Position    int    `json:"position"`
}

// kbCategorySave is POST …/categories (201) or PUT …/categories/{id} → {category}.
func (s *Server) kbCategorySave(w http.ResponseWriter, r *http.Request) {
	var id int64
	if _, ok := mux.Vars(r)["id"]; ok {
		var err error
		if id, err = kbID(r, "kbCategoryNotFound"); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	var b kbCategoryBody
	if err := decode(r, &b); err != nil {
		s.fail(w, r, err)
		return
	}
	c, err := s.Knowledge.SaveCategory(r.Context(), id, knowledge.CategoryInput{Lang: b.Lang, Title: b.Title, Slug: b.Slug,
		Description: b.Description, Icon: b.Icon, Color: b.Color, Position: b.Position})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) && id == 0 {
		writeJSON(w, http.StatusCreated, map[string]any{"category": c})
		return
	}
	s.saved(w, r, "category", c, "knowledge.flash.categorySaved", map[string]any{"title": c.Title})
}

// kbCategoryDelete is DELETE …/categories/{id}: only an empty category goes.
func (s *Server) kbCategoryDelete(w http.ResponseWriter, r *http.Request) {
	id, err := kbID(r, "kbCategoryNotFound")
	if err == nil {
		err = s.Knowledge.DeleteCategory(r.Context(), id)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{"deleted": true})
		return
	}
	s.flash(w, r, "success", "knowledge.flash.categoryDeleted", nil)
	s.in.Back(w, r)
}

// kbVote is POST /pages/knowledge-base/articles/{id}/vote {helpful: true|false}:
// the reader's one answer on a published article (a new one replaces it) →
// {votes: {helpful, notHelpful, myVote}}, or back to the article.
func (s *Server) kbVote(w http.ResponseWriter, r *http.Request) {
	id, err := kbID(r, "kbArticleNotFound")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var body struct {
		Helpful *bool `json:"helpful"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	if body.Helpful == nil {
		s.fail(w, r, app.InvalidField("helpful", "kbHelpfulRequired", nil))
		return
	}
	votes, err := s.Knowledge.Vote(r.Context(), auth.UserFrom(r.Context()).ID, id, *body.Helpful)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{"votes": votes})
		return
	}
	s.flash(w, r, "success", "knowledge.flash.voted", nil)
	s.in.Back(w, r)
}
