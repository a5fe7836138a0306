// Package faq keeps the cooperative's questions and answers (/pages/faq):
// groups of questions that staff write and order, read by everyone signed in.
// Each group is written in one language (fr or en); readers see the FAQ of
// their language, or of the other one when theirs has none.
package faq

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"partage/app"
	"partage/app/db"
)

// Store reads and writes the FAQ.
type Store struct{ db *db.DB }

// New returns the FAQ's store on d.
func New(d *db.DB) *Store { return &Store{db: d} }

// Langs are the languages the FAQ is written in.
var Langs = []string{"fr", "en"}

// Icons are the lucide icons a group may show.
var Icons = []string{"credit-card", "truck", "rotate-ccw", "package", "boxes", "circle-help", "users",
	"landmark", "piggy-bank", "file-text", "shield-check", "store", "handshake", "calendar", "wallet", "leaf"}

// Limits of what staff write.
const (
	MaxTitle     = 80
	MaxSubtitle  = 160
	MaxQuestion  = 300
	MaxAnswer    = 5000
	MaxGroups    = 20
	MaxQuestions = 100
	MaxQuery     = 200
)

// Question is one question and its answer (sanitized HTML).
type Question struct {
	ID       int64  `json:"id"`
	GroupID  int64  `json:"groupId"`
	Question string `json:"question"`
	Answer   string `json:"answer"`
	search   string
}

// Group is a group of questions in one language.
type Group struct {
	ID        int64      `json:"id"`
	Lang      string     `json:"lang"`
	Code      string     `json:"code"`
	Icon      string     `json:"icon"`
	Title     string     `json:"title"`
	Subtitle  string     `json:"subtitle"`
	Questions []Question `json:"questions"`
}

// KnownLang reports whether lng is a language the FAQ is written in.
func KnownLang(lng string) bool { return lng == "fr" || lng == "en" }

// ContentLang is the language content is shown in to a reader of lng:
// French for French, English otherwise (German and Portuguese readers).
func ContentLang(lng string) string {
	if lng == "fr" {
		return "fr"
	}
	return "en"
}

// Other is the other of fr and en.
func Other(lng string) string {
	if lng == "fr" {
		return "en"
	}
	return "fr"
}

// ReadLang is the language the FAQ is read in for want: want when the FAQ
// has groups in it, else the other one.
func (s *Store) ReadLang(ctx context.Context, want string) (string, error) {
	want = ContentLang(want)
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM faq_groups WHERE lang = $1`, want).Scan(&n); err != nil {
		return "", fmt.Errorf("faq: count groups: %w", err)
	}
	if n == 0 {
		return Other(want), nil
	}
	return want, nil
}

// Groups are the groups of lng in their order, each with its questions in order.
func (s *Store) Groups(ctx context.Context, lng string) ([]Group, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, lang, code, icon, title, subtitle FROM faq_groups
		WHERE lang = $1 ORDER BY position, id`, lng)
	if err != nil {
		return nil, fmt.Errorf("faq: groups: %w", err)
	}
	groups := []Group{}
	at := map[int64]int{}
	for rows.Next() {
		var g Group
		if err := rows.Scan(&g.ID, &g.Lang, &g.Code, &g.Icon, &g.Title, &g.Subtitle); err != nil {
			rows.Close()
			return nil, fmt.Errorf("faq: group: %w", err)
		}
		g.Questions = []Question{}
		at[g.ID] = len(groups)
		groups = append(groups, g)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("faq: groups: %w", err)
	}
	qrows, err := s.db.QueryContext(ctx, `SELECT q.id, q.group_id, q.question, q.answer, q.search_text FROM faq_questions q
		JOIN faq_groups g ON g.id = q.group_id WHERE g.lang = $1 ORDER BY q.group_id, q.position, q.id`, lng)
	if err != nil {
		return nil, fmt.Errorf("faq: questions: %w", err)
	}
	defer qrows.Close()
	for qrows.Next() {
		var q Question
		if err := qrows.Scan(&q.ID, &q.GroupID, &q.Question, &q.Answer, &q.search); err != nil {
			return nil, fmt.Errorf("faq: question: %w", err)
		}
		if i, ok := at[q.GroupID]; ok {
			groups[i].Questions = append(groups[i].Questions, q)
		}
	}
	return groups, qrows.Err()
}

// Filter keeps the questions whose question or answer holds every word of q,
// accents and case ignored, and drops the groups left empty. An empty q keeps all.
func Filter(groups []Group, q string) []Group {
	words := strings.Fields(db.SortKey(q))
	if len(words) == 0 {
		return groups
	}
	out := []Group{}
	for _, g := range groups {
		kept := []Question{}
		for _, question := range g.Questions {
			if matchesAll(question.search, words) {
				kept = append(kept, question)
			}
		}
		if len(kept) > 0 {
			g.Questions = kept
			out = append(out, g)
		}
	}
	return out
}

func matchesAll(text string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(text, w) {
			return false
		}
	}
	return true
}

// CheckQuery refuses a search longer than MaxQuery characters.
func CheckQuery(q string) error {
	if len([]rune(q)) > MaxQuery {
		return app.InvalidField("q", "faqQueryTooLong", app.Params{"max": MaxQuery})
	}
	return nil
}

// group reads one group (without its questions).
func group(ctx context.Context, q db.Execer, id int64) (Group, error) {
	g := Group{ID: id, Questions: []Question{}}
	err := q.QueryRowContext(ctx, `SELECT lang, code, icon, title, subtitle FROM faq_groups WHERE id = $1`, id).
		Scan(&g.Lang, &g.Code, &g.Icon, &g.Title, &g.Subtitle)
	if errors.Is(err, sql.ErrNoRows) {
		return g, app.E(app.ENOTFOUND, "faqGroupNotFound", nil)
	} else if err != nil {
		return g, fmt.Errorf("faq: group %d: %w", id, err)
	}
	return g, nil
}

// question reads one question.
func question(ctx context.Context, q db.Execer, id int64) (Question, error) {
	out := Question{ID: id}
	err := q.QueryRowContext(ctx, `SELECT group_id, question, answer FROM faq_questions WHERE id = $1`, id).
		Scan(&out.GroupID, &out.Question, &out.Answer)
	if errors.Is(err, sql.ErrNoRows) {
		return out, app.E(app.ENOTFOUND, "faqQuestionNotFound", nil)
	} else if err != nil {
		return out, fmt.Errorf("faq: question %d: %w", id, err)
	}
	return out, nil
}
