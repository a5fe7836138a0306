package controllers

import (
	"net/http"
	"strconv"

	"partage/app/auth"
	"partage/app/blog"
	"partage/app/knowledge"
	"partage/app/lang"
	"partage/app/search"
)

// searchArticles is the navbar search's fourth group: the knowledge base's
// articles, then the blog's posts, that the caller may read and that match
// the text (accent-blind, as each store searches), search.Limit in all.
// Someone who types "assemblee" finds the article on the general assembly.
func (s *Server) searchArticles(r *http.Request, text string) ([]search.Article, error) {
	out := []search.Article{}
	u := auth.UserFrom(r.Context())
	if u == nil || !auth.Can(auth.RulesOf(u), "read", auth.SubjectContent) || len([]rune(text)) < 2 {
		return out, nil
	}
	v, err := s.kbViewer(r)
	if err != nil {
		return nil, err
	}
	// The knowledge base in the language the search is made in (English for the languages it is not written in).
	if lng := r.URL.Query().Get("lng"); lang.Known(lng) {
		v.Lang = map[bool]string{true: "fr", false: "en"}[lng == "fr"]
	}
	found, err := s.Knowledge.Articles(r.Context(), v, knowledge.Filter{Q: text, Limit: search.Limit})
	if err != nil {
		return nil, err
	}
	for _, a := range found {
		out = append(out, search.Article{Kind: "article", Title: a.Title, Excerpt: a.Excerpt, Section: a.CategoryTitle,
			Link: kbBase + "/" + a.Category + "/" + a.Slug})
	}
	if len(out) >= search.Limit {
		return out[:search.Limit], nil
	}
	posts, _, err := s.Blog.List(r.Context(), blog.ListQuery{Q: text, PerPage: search.Limit - len(out), Staff: v.Staff})
	if err != nil {
		return nil, err
	}
	for _, p := range posts {
		out = append(out, search.Article{Kind: "post", Title: p.Title, Excerpt: p.Excerpt, Link: "/pages/blog/detail/" + strconv.FormatInt(p.ID, 10)})
	}
	return out, nil
}
