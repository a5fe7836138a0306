// Package search answers the navbar's global search: the pages a user may
// open, files, and contacts (the platform's users), each group capped.
package search

import (
	"context"
	"fmt"
	"strings"
	"time"

	"partage/app/auth"
	"partage/app/db"
	"partage/app/menu"
)

// Limit is how many results each group shows (spec §9: searchLimit 4).
const Limit = 4

// Group is one group of results in the spec's searchArr shape.
type Group struct {
	GroupTitle  string `json:"groupTitle"`
	SearchLimit int    `json:"searchLimit"`
	Data        any    `json:"data"`
}

// Contact is a user found by the search.
type Contact struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
	Email string `json:"email"`
	Img   string `json:"img"`
	Date  string `json:"date"`
	Link  string `json:"link"`
}

// File is a document found by the search.
type File struct {
	Title string `json:"title"`
	By    string `json:"by"`
	Size  string `json:"size"`
	File  string `json:"file"`
	Link  string `json:"link"`
}

// Article is a piece of the cooperative's content found by the search: an
// article of the knowledge base (Kind "article", Section its category) or a
// post of the blog (Kind "post").
type Article struct {
	Kind    string `json:"kind"`
	Title   string `json:"title"`
	Excerpt string `json:"excerpt"`
	Section string `json:"section,omitempty"`
	Link    string `json:"link"`
}

// Suggestion is an autocomplete entry (spec §7: title, rank, id).
type Suggestion struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Rank  int    `json:"rank"`
}

// Service searches on one database.
type Service struct{ db *db.DB }

// NewService returns a search service on d.
func NewService(d *db.DB) *Service { return &Service{db: d} }

// Query is one search: what was typed, who asks, and how to word page titles.
type Query struct {
	Text      string
	Rules     []auth.Rule
	Translate func(key string) string
	Bookmarks map[string]bool // the asker's bookmark choices
}

// Main answers the global search: pages, files and contacts matching the text.
func (s *Service) Main(ctx context.Context, q Query) ([]Group, error) {
	pages := []menu.Bookmark{}
	for _, it := range menu.Pages(q.Rules) {
		if len(pages) < Limit && it.Matches(q.Text, q.Translate) {
			pages = append(pages, it.AsBookmark(q.Translate, q.Bookmarks))
		}
	}
	contacts, err := s.contacts(ctx, q)
	if err != nil {
		return nil, err
	}
	// No searchable documents exist yet; mail attachments will be searched here once mail keeps them.
	files := []File{}
	return []Group{
		{GroupTitle: "Pages", SearchLimit: Limit, Data: pages},
		{GroupTitle: "Files", SearchLimit: Limit, Data: files},
		{GroupTitle: "Contacts", SearchLimit: Limit, Data: contacts},
	}, nil
}

// contacts finds users by name, username or e-mail; only for those who may read users.
func (s *Service) contacts(ctx context.Context, q Query) ([]Contact, error) {
	if !auth.Can(q.Rules, "read", "User") {
		return []Contact{}, nil
	}
	return s.People(ctx, q.Text, Limit)
}

// People finds up to limit users whose name, username or e-mail contains text.
func (s *Service) People(ctx context.Context, text string, limit int) ([]Contact, error) {
	if strings.TrimSpace(text) == "" {
		return []Contact{}, nil
	}
	return s.Pick(ctx, text, limit)
}

// peopleSearch looks for people by name, username or e-mail.
var peopleSearch = db.Search{Keys: []string{"u.sort_name"}, Plain: []string{"u.username", "u.email"}, FTS: "users_fts", ID: "u.id"}

// Pick is People for a picker: with no text it offers the first users by name.
func (s *Service) Pick(ctx context.Context, text string, limit int) ([]Contact, error) {
	out := []Contact{}
	args, match, order := []any{}, "TRUE", "u.sort_name"
	if text = strings.TrimSpace(text); text != "" {
		match, args = s.db.Matches(peopleSearch, text, args)
		// Sort the few people found rather than read everyone in name order
		// until some match: those named "Zoé" would come after all the others.
		order = "u.sort_name || ''"
	}
	args = append(args, limit)
	rows, err := s.db.QueryContext(ctx, `SELECT u.id, u.full_name, u.email, u.avatar, u.created_at FROM users u
		WHERE `+match+` ORDER BY `+order+fmt.Sprintf(`, u.id LIMIT $%d`, len(args)), args...)
	if err != nil {
		return nil, fmt.Errorf("search: people: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var c Contact
		var created time.Time
		if err := rows.Scan(&c.ID, &c.Title, &c.Email, &c.Img, &created); err != nil {
			return nil, fmt.Errorf("search: people: %w", err)
		}
		c.Date = created.UTC().Format("2006-01-02")
		c.Link = fmt.Sprintf("/apps/user/view/%d", c.ID)
		out = append(out, c)
	}
	return out, rows.Err()
}

// Autocomplete suggests page titles and people's names that start with, then
// contain, the text, whatever the accents and case.
func (s *Service) Autocomplete(ctx context.Context, q Query) ([]Suggestion, error) {
	out := []Suggestion{}
	text := db.SortKey(strings.TrimSpace(q.Text))
	if text == "" {
		return out, nil
	}
	for _, it := range menu.Pages(q.Rules) {
		if title := it.FullTitle(q.Translate); strings.Contains(db.SortKey(title), text) {
			out = append(out, Suggestion{ID: it.Key, Title: title})
		}
	}
	contacts, err := s.contacts(ctx, q)
	if err != nil {
		return nil, err
	}
	for _, c := range contacts {
		out = append(out, Suggestion{ID: fmt.Sprintf("user-%d", c.ID), Title: c.Title})
	}
	// Titles that start with the text rank before those that only contain it.
	ranked := make([]Suggestion, 0, len(out))
	for _, pass := range []bool{true, false} {
		for _, sg := range out {
			if strings.HasPrefix(db.SortKey(sg.Title), text) == pass {
				sg.Rank = len(ranked) + 1
				ranked = append(ranked, sg)
			}
		}
	}
	if len(ranked) > 10 {
		ranked = ranked[:10]
	}
	return ranked, nil
}
