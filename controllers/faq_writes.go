package controllers

import (
	"net/http"

	"partage/app/faq"
)

// faqGroupCreate is POST /faq/groups {lang, icon, title, subtitle}: 201 {group}.
func (s *Server) faqGroupCreate(w http.ResponseWriter, r *http.Request) {
	var in faq.GroupInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	g, err := s.FAQ.CreateGroup(r.Context(), in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"group": g})
}

// faqGroupUpdate is PUT /faq/groups/{id} {icon, title, subtitle}: 200 {group}.
func (s *Server) faqGroupUpdate(w http.ResponseWriter, r *http.Request) {
	id, err := faqID(r, "faqGroupNotFound")
	var in faq.GroupInput
	if err == nil {
		err = decode(r, &in)
	}
	var g faq.Group
	if err == nil {
		g, err = s.FAQ.UpdateGroup(r.Context(), id, in)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"group": g})
}

// faqGroupDelete is DELETE /faq/groups/{id}: 200 {deleted, questions}. A
// group holding questions is 409 unless ?withQuestions=1 says to delete them too.
func (s *Server) faqGroupDelete(w http.ResponseWriter, r *http.Request) {
	id, err := faqID(r, "faqGroupNotFound")
	var n int
	if err == nil {
		n, err = s.FAQ.DeleteGroup(r.Context(), id, queryFlag(r, "withQuestions"))
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"deleted": id, "questions": n})
}

// faqGroupMove is POST /faq/groups/{id}/move {direction: up|down}: 200 {moved}.
func (s *Server) faqGroupMove(w http.ResponseWriter, r *http.Request) {
	id, err := faqID(r, "faqGroupNotFound")
	var by int
	if err == nil {
		by, err = faqDirection(r)
	}
	if err == nil {
		err = s.FAQ.MoveGroup(r.Context(), id, by)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"moved": id})
}

// faqQuestionCreate is POST /faq/questions {groupId, question, answer}: 201 {question}.
func (s *Server) faqQuestionCreate(w http.ResponseWriter, r *http.Request) {
	var in faq.QuestionInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	q, err := s.FAQ.CreateQuestion(r.Context(), in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"question": q})
}

// faqQuestionUpdate is PUT /faq/questions/{id} {groupId, question, answer}:
// 200 {question}; another group moves the question to its end.
func (s *Server) faqQuestionUpdate(w http.ResponseWriter, r *http.Request) {
	id, err := faqID(r, "faqQuestionNotFound")
	var in faq.QuestionInput
	if err == nil {
		err = decode(r, &in)
	}
	var q faq.Question
	if err == nil {
		q, err = s.FAQ.UpdateQuestion(r.Context(), id, in)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"question": q})
}

// faqQuestionDelete is DELETE /faq/questions/{id}: 200 {deleted}.
func (s *Server) faqQuestionDelete(w http.ResponseWriter, r *http.Request) {
	id, err := faqID(r, "faqQuestionNotFound")
	if err == nil {
		err = s.FAQ.DeleteQuestion(r.Context(), id)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"deleted": id})
}

// faqQuestionMove is POST /faq/questions/{id}/move {direction: up|down}: 200 {moved}.
func (s *Server) faqQuestionMove(w http.ResponseWriter, r *http.Request) {
	id, err := faqID(r, "faqQuestionNotFound")
	var by int
	if err == nil {
		by, err = faqDirection(r)
	}
	if err == nil {
		err = s.FAQ.MoveQuestion(r.Context(), id, by)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"moved": id})
}
