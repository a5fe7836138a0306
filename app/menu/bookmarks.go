package menu

import (
	"context"
	"fmt"
	"time"

	"partage/app/db"
)

// Bookmark is a page as the bookmarks bar and the search list it (spec §3).
type Bookmark struct {
	ID           int    `json:"id"`
	Target       string `json:"target"`
	Title        string `json:"title"`
	Icon         string `json:"icon"`
	Link         string `json:"link"`
	IsBookmarked bool   `json:"isBookmarked"`
}

// BookmarkStore keeps each user's bookmark choices; a page the user never
// toggled follows DefaultBookmarks.
type BookmarkStore struct{ db *db.DB }

// NewBookmarkStore returns a store on d.
func NewBookmarkStore(d *db.DB) *BookmarkStore { return &BookmarkStore{db: d} }

// Choices returns the pages the user toggled, with their current state.
func (s *BookmarkStore) Choices(ctx context.Context, userID int64) (map[string]bool, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT page_key, bookmarked FROM bookmarks WHERE user_id = $1`, userID)
	if err != nil {
		return nil, fmt.Errorf("bookmarks: list: %w", err)
	}
	defer rows.Close()
	out := map[string]bool{}
	for rows.Next() {
		var key string
		var on bool
		if err := rows.Scan(&key, &on); err != nil {
			return nil, fmt.Errorf("bookmarks: list: %w", err)
		}
		out[key] = on
	}
	return out, rows.Err()
}

// Set records the user's choice for a page.
func (s *BookmarkStore) Set(ctx context.Context, userID int64, key string, on bool) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO bookmarks (user_id, page_key, bookmarked, updated_at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (user_id, page_key) DO UPDATE SET bookmarked = excluded.bookmarked, updated_at = excluded.updated_at`,
		userID, key, on, time.Now().UTC())
	if err != nil {
		return fmt.Errorf("bookmarks: set: %w", err)
	}
	return nil
}

// IsBookmarked applies the user's choices over the defaults.
func IsBookmarked(choices map[string]bool, key string) bool {
	if on, ok := choices[key]; ok {
		return on
	}
	return DefaultBookmarks[key]
}

// SectionSeparator stands between a group's name and its page's in a full title.
const SectionSeparator = " › "

// FullTitle is the page's title translated by tr, after its group's when it has
// one ("Invoice › List"), so that pages named alike in several groups can be told apart.
func (it *Item) FullTitle(tr func(string) string) string {
	if p := Parent(it); p != nil {
		return tr(p.Title) + SectionSeparator + tr(it.Title)
	}
	return tr(it.Title)
}

// AsBookmark presents a page with its full title translated by tr.
func (it *Item) AsBookmark(tr func(string) string, choices map[string]bool) Bookmark {
	return Bookmark{ID: it.ID, Target: it.Key, Title: it.FullTitle(tr), Icon: it.Icon, Link: it.Path, IsBookmarked: IsBookmarked(choices, it.Key)}
}

// Bookmarks lists the pages (as suggestions) and, of them, the bookmarked ones.
func Bookmarks(pages []*Item, tr func(string) string, choices map[string]bool) (suggestions, bookmarks []Bookmark) {
	suggestions, bookmarks = []Bookmark{}, []Bookmark{}
	for _, it := range pages {
		b := it.AsBookmark(tr, choices)
		suggestions = append(suggestions, b)
		if b.IsBookmarked {
			bookmarks = append(bookmarks, b)
		}
	}
	return suggestions, bookmarks
}
