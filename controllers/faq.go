package controllers

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/faq"
	"partage/app/inertia"
)

// The content's abilities: everyone signed in reads it, admins and managers write it.
var (
	faqRead   = can("read", auth.SubjectContent)
	faqManage = can("manage", auth.SubjectContent)
)

// faqRoutes are the FAQ: its page, spec §7's GET /faq/data, and the staff's
// writes of groups and questions (JSON in, JSON out; faq_writes.go).
func (s *Server) faqRoutes(r *mux.Router) {
	s.page(r, "GET", "/pages/faq", faqRead, s.faqPage)
	s.api(r, "GET", "/faq/data", faqRead, s.faqData)
	s.api(r, "POST", "/faq/groups", faqManage, s.faqGroupCreate)
	s.api(r, "PUT", "/faq/groups/{id}", faqManage, s.faqGroupUpdate)
	s.api(r, "DELETE", "/faq/groups/{id}", faqManage, s.faqGroupDelete)
	s.api(r, "POST", "/faq/groups/{id}/move", faqManage, s.faqGroupMove)
	s.api(r, "POST", "/faq/questions", faqManage, s.faqQuestionCreate)
	s.api(r, "PUT", "/faq/questions/{id}", faqManage, s.faqQuestionUpdate)
	s.api(r, "DELETE", "/faq/questions/{id}", faqManage, s.faqQuestionDelete)
	s.api(r, "POST", "/faq/questions/{id}/move", faqManage, s.faqQuestionMove)
}

// faqCanManage reports whether the caller writes the content.
func faqCanManage(r *http.Request) bool {
	return auth.Can(auth.RulesOf(auth.UserFrom(r.Context())), "manage", auth.SubjectContent)
}

// faqWantedLang is the language the caller reads content in: theirs (French,
// or English for every other), or for staff the one asked by ?lang=.
func (s *Server) faqWantedLang(r *http.Request, staff bool) string {
	if lng := r.URL.Query().Get("lang"); staff && faq.KnownLang(lng) {
		return lng
	}
	return faq.ContentLang(s.languageOf(r).Code)
}

// faqRead answers the groups the caller reads, filtered by ?q=, and their
// language. Staff asking for a language (?lang=) get it even when empty, to
// write in it; readers get the other language when theirs has no FAQ.
func (s *Server) faqGroups(r *http.Request) ([]faq.Group, string, error) {
	q := r.URL.Query().Get("q")
	if err := faq.CheckQuery(q); err != nil {
		return nil, "", err
	}
	staff := faqCanManage(r)
	lng := s.faqWantedLang(r, staff)
	if !staff || r.URL.Query().Get("lang") == "" {
		var err error
		if lng, err = s.FAQ.ReadLang(r.Context(), lng); err != nil {
			return nil, "", err
		}
	}
	groups, err := s.FAQ.Groups(r.Context(), lng)
	if err != nil {
		return nil, "", err
	}
	return faq.Filter(groups, q), lng, nil
}

// faqData is spec §7's GET /faq/data?q=: {faqData: {groupCode: {icon, title,
// subtitle, qandA: [{question, answer}]}}, in the groups' order, plus lang.
func (s *Server) faqData(w http.ResponseWriter, r *http.Request) {
	groups, lng, err := s.faqGroups(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"faqData": faqOrdered(groups), "lang": lng})
}

// faqPage is /pages/faq: the FAQ of the caller's language (or, for staff,
// of the one they edit), the search, and the choices of the staff's forms.
func (s *Server) faqPage(w http.ResponseWriter, r *http.Request) {
	groups, lng, err := s.faqGroups(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Content/Faq", inertia.Props{"faqData": faqOrdered(groups), "lang": lng, "q": r.URL.Query().Get("q"),
		"options": map[string]any{"icons": faq.Icons, "langs": faq.Langs, "maxTitle": faq.MaxTitle, "maxSubtitle": faq.MaxSubtitle,
			"maxQuestion": faq.MaxQuestion, "maxAnswer": faq.MaxAnswer}})
}

// faqOrdered writes groups as one JSON object keyed by their codes, in their order.
type faqOrdered []faq.Group

// faqEntry is a question as spec §3 names it, with its id for staff.
type faqEntry struct {
	ID       int64  `json:"id"`
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

// MarshalJSON writes {code: {id, icon, title, subtitle, qandA}, …}.
func (g faqOrdered) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, group := range g {
		if i > 0 {
			b.WriteByte(',')
		}
		key, _ := json.Marshal(group.Code)
		entries := make([]faqEntry, len(group.Questions))
		for j, q := range group.Questions {
			entries[j] = faqEntry{q.ID, q.Question, q.Answer}
		}
		value, err := json.Marshal(map[string]any{"id": group.ID, "icon": group.Icon, "title": group.Title,
			"subtitle": group.Subtitle, "qandA": entries})
		if err != nil {
			return nil, err
		}
		b.Write(key)
		b.WriteByte(':')
		b.Write(value)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// faqID reads the {id} of the path; a bad one is the not-found error of key.
func faqID(r *http.Request, key string) (int64, error) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil || id <= 0 {
		return 0, app.E(app.ENOTFOUND, key, nil)
	}
	return id, nil
}

// faqDirection reads {direction: "up"|"down"} as -1 or +1.
func faqDirection(r *http.Request) (int, error) {
	var in struct {
		Direction string `json:"direction"`
	}
	if err := decode(r, &in); err != nil {
		return 0, err
	}
	switch in.Direction {
	case "up":
		return -1, nil
	case "down":
		return 1, nil
	}
	return 0, app.InvalidField("direction", "faqMoveDirection", nil)
}
