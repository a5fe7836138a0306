package controllers

import (
	"net/http"
	"strings"
	"time"

	"partage/app"
	"partage/app/knowledge"
)

// The spec's JSON calls of the knowledge base (§7), kept in their shapes
// for API clients.

// kbCard is a card of GET /faq/data/knowledge_base: a category, or with
// ?q= an article found (category is then its category's slug). img is the
// name of the category's lucide icon.
type kbCard struct {
	ID        int64  `json:"id"`
	Category  string `json:"category"`
	Slug      string `json:"slug"`
	Img       string `json:"img"`
	IconColor string `json:"iconColor"`
	Title     string `json:"title"`
	Desc      string `json:"desc"`
	Count     int    `json:"articleCount,omitempty"`
}

// kbQuestion is an article in a list of the calls: {id, question, slug}.
type kbQuestion struct {
	ID       int64  `json:"id"`
	Question string `json:"question"`
	Slug     string `json:"slug"`
}

func kbQuestions(list []knowledge.Summary) []kbQuestion {
	out := make([]kbQuestion, 0, len(list))
	for _, a := range list {
		out = append(out, kbQuestion{a.ID, a.Title, a.Slug})
	}
	return out
}

// kbCardsCall is GET /faq/data/knowledge_base[?q=]: the categories' cards,
// or the cards of the articles whose title or text hold q.
func (s *Server) kbCardsCall(w http.ResponseWriter, r *http.Request) {
	v, err := s.kbViewer(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	cards := []kbCard{}
	if q := strings.TrimSpace(r.URL.Query().Get("q")); q != "" {
		list, err := s.Knowledge.Articles(r.Context(), v, knowledge.Filter{Q: q, Limit: 50})
		if err != nil {
			s.fail(w, r, err)
			return
		}
		for _, a := range list {
			cards = append(cards, kbCard{ID: a.ID, Category: a.Category, Slug: a.Slug, Img: a.Icon, IconColor: a.Color, Title: a.Title, Desc: a.Excerpt})
		}
		writeJSON(w, http.StatusOK, cards)
		return
	}
	cats, err := s.Knowledge.Categories(r.Context(), v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	for _, c := range cats {
		cards = append(cards, kbCard{ID: c.ID, Category: c.Slug, Slug: c.Slug, Img: c.Icon, IconColor: c.Color, Title: c.Title, Desc: c.Description, Count: c.Articles})
	}
	writeJSON(w, http.StatusOK, cards)
}

// kbCategoryOf reads ?category= and finds it: 400 without it, 404 unknown.
func (s *Server) kbCategoryOf(r *http.Request) (knowledge.Viewer, knowledge.Category, error) {
	v, err := s.kbViewer(r)
	if err != nil {
		return v, knowledge.Category{}, err
	}
	slug := r.URL.Query().Get("category")
	if slug == "" {
		return v, knowledge.Category{}, app.InvalidField("category", "kbCategoryParam", nil)
	}
	c, err := s.Knowledge.CategoryBySlug(r.Context(), v, slug)
	return v, c, err
}

// kbCategoryCall is GET /faq/data/category?category=<slug>:
// {title, icon, iconColor, questions: [{id, question, slug}]}.
func (s *Server) kbCategoryCall(w http.ResponseWriter, r *http.Request) {
	v, c, err := s.kbCategoryOf(r)
	var list []knowledge.Summary
	if err == nil {
		list, err = s.Knowledge.Articles(r.Context(), v, knowledge.Filter{CategoryID: c.ID})
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": c.ID, "slug": c.Slug, "title": c.Title, "icon": c.Icon, "iconColor": c.Color,
		"description": c.Description, "questions": kbQuestions(list)})
}

// kbQuestionCall is GET /faq/data/question?category=<slug>&question=<slug>:
// {title, lastUpdated, relatedQuestions: [{id, question, slug}], content}.
func (s *Server) kbQuestionCall(w http.ResponseWriter, r *http.Request) {
	v, c, err := s.kbCategoryOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	slug := r.URL.Query().Get("question")
	if slug == "" {
		s.fail(w, r, app.InvalidField("question", "kbQuestionParam", nil))
		return
	}
	a, err := s.Knowledge.ArticleBySlug(r.Context(), v, c.Slug, slug)
	var related []knowledge.Summary
	if err == nil {
		related, err = s.Knowledge.Related(r.Context(), v, a, 5)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": a.ID, "slug": a.Slug, "category": c.Slug, "title": a.Title,
		"lastUpdated": a.UpdatedAt.UTC().Format(time.RFC3339), "relatedQuestions": kbQuestions(related), "content": a.Body,
		"helpful": a.Helpful, "notHelpful": a.NotHelpful, "published": a.Published})
}
