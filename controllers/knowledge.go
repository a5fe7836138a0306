package controllers

import (
	"net/http"
	"slices"
	"strings"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/knowledge"
)

// The knowledge base's abilities: everyone signed in reads it and says
// whether an article helped; admins and managers write it.
var (
	kbRead   = can("read", auth.SubjectContent)
	kbManage = can("manage", auth.SubjectContent)
)

// kbBase is the knowledge base's address.
const kbBase = "/pages/knowledge-base"

// knowledgeRoutes registers the knowledge base's pages and calls: the
// spec's JSON calls (knowledge_api.go), the staff's writes
// (knowledge_staff.go), then the readers' pages, whose {category} comes last.
func (s *Server) knowledgeRoutes(r *mux.Router) {
	s.api(r, http.MethodGet, "/faq/data/knowledge_base", kbRead, s.kbCardsCall)
	s.api(r, http.MethodGet, "/faq/data/category", kbRead, s.kbCategoryCall)
	s.api(r, http.MethodGet, "/faq/data/question", kbRead, s.kbQuestionCall)

	s.page(r, http.MethodGet, kbBase, kbRead, s.kbIndexPage)
	s.kbStaffRoutes(r)
	// A vote is a reader's own answer (Feedback), kept one per person by the store.
	s.page(r, http.MethodPost, kbBase+"/articles/{id}/vote", can("manage", auth.SubjectFeedback), s.kbVote)
	s.page(r, http.MethodGet, kbBase+"/{category}", kbRead, s.kbCategoryPage)
	s.page(r, http.MethodGet, kbBase+"/{category}/{article}", kbRead, s.kbArticlePage)
}

// kbViewer is who reads r: staff see drafts and may choose the language
// they browse (?lang=fr|en); everyone else reads the knowledge base of their
// page's language, English for the languages it is not written in.
func (s *Server) kbViewer(r *http.Request) (knowledge.Viewer, error) {
	u := auth.UserFrom(r.Context())
	var v knowledge.Viewer
	if u != nil {
		v.UserID, v.Staff = u.ID, auth.Can(auth.RulesOf(u), "manage", auth.SubjectContent)
	}
	v.Lang = "en"
	if s.languageOf(r).Code == "fr" {
		v.Lang = "fr"
	}
	if l := r.URL.Query().Get("lang"); l != "" && v.Staff {
		if !slices.Contains(knowledge.Langs, l) {
			return v, app.InvalidField("lang", "kbLangChoice", nil)
		}
		v.Lang = l
	}
	return v, nil
}

// kbCommon are the props every page of the knowledge base has.
func kbCommon(v knowledge.Viewer) inertia.Props {
	return inertia.Props{"lang": v.Lang, "langs": knowledge.Langs, "canManage": v.Staff}
}

// kbIndexPage is /pages/knowledge-base: the categories with their counts,
// the most helpful and the latest articles, and with ?q= the articles found.
func (s *Server) kbIndexPage(w http.ResponseWriter, r *http.Request) {
	v, err := s.kbViewer(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	ctx := r.Context()
	cats, err := s.Knowledge.Categories(ctx, v)
	var popular, recent, results []knowledge.Summary
	if err == nil {
		popular, err = s.Knowledge.Articles(ctx, v, knowledge.Filter{Sort: knowledge.SortPopular, Limit: 5})
	}
	if err == nil {
		recent, err = s.Knowledge.Articles(ctx, v, knowledge.Filter{Sort: knowledge.SortRecent, Limit: 5})
	}
	q := strings.TrimSpace(r.URL.Query().Get("q"))
	if err == nil && q != "" {
		results, err = s.Knowledge.Articles(ctx, v, knowledge.Filter{Q: q, Limit: 50})
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := kbCommon(v)
	p["categories"], p["popular"], p["recent"], p["q"], p["results"] = cats, popular, recent, q, results
	p["icons"], p["colors"] = knowledge.Icons, knowledge.Colors
	s.render(w, r, "Content/KnowledgeBase/Index", p)
}

// kbCategoryPage is /pages/knowledge-base/{category}: its articles.
func (s *Server) kbCategoryPage(w http.ResponseWriter, r *http.Request) {
	v, err := s.kbViewer(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	c, err := s.Knowledge.CategoryBySlug(r.Context(), v, mux.Vars(r)["category"])
	var list []knowledge.Summary
	if err == nil {
		list, err = s.Knowledge.Articles(r.Context(), v, knowledge.Filter{CategoryID: c.ID})
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := kbCommon(v)
	p["category"], p["articles"] = c, list
	s.render(w, r, "Content/KnowledgeBase/Category", p)
}

// kbArticlePage is /pages/knowledge-base/{category}/{article}: the
// article, its readers' answers and the other articles of its category.
func (s *Server) kbArticlePage(w http.ResponseWriter, r *http.Request) {
	v, err := s.kbViewer(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	vars := mux.Vars(r)
	c, err := s.Knowledge.CategoryBySlug(r.Context(), v, vars["category"])
	var a knowledge.Article
	var related []knowledge.Summary
	if err == nil {
		a, err = s.Knowledge.ArticleBySlug(r.Context(), v, c.Slug, vars["article"])
	}
	if err == nil {
		related, err = s.Knowledge.Related(r.Context(), v, a, 5)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := kbCommon(v)
	p["category"], p["article"], p["related"] = c, a, related
	s.render(w, r, "Content/KnowledgeBase/Article", p)
}
