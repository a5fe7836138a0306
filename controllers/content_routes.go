package controllers

import "github.com/gorilla/mux"

// contentRoutes serves what the cooperative writes for its people, each part
// in its own file: the FAQ (faq.go), the knowledge base (knowledge.go), the
// plans (pricing.go), the blog's posts (blog.go) and its comments (blog_comments.go).
func (s *Server) contentRoutes(r *mux.Router) {
	s.faqRoutes(r)
	s.knowledgeRoutes(r)
	s.pricingRoutes(r)
	s.blogRoutes(r)
	s.blogCommentRoutes(r)
}
