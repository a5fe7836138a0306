// Package knowledge keeps the knowledge base (/pages/knowledge-base):
// categories of articles that staff write and publish, and readers' votes.
//
// Each category is written in one language (fr or en) and its articles with
// it. A draft (an unpublished article) exists only for staff: every read
// query of a reader asks for published articles, so a draft is missing from
// lists, counts, search and its own address alike.
package knowledge

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"partage/app"
	"partage/app/db"
)

// Store reads and writes the knowledge base.
type Store struct {
	db  *db.DB
	now func() time.Time
}

// New returns the knowledge base's store on d.
func New(d *db.DB) *Store { return &Store{db: d, now: time.Now} }

// Langs are the languages the knowledge base is written in.
var Langs = []string{"fr", "en"}

// Icons are the lucide icons a category may show.
var Icons = []string{"book-open", "user-plus", "coins", "arrow-left-right", "landmark", "user-cog",
	"help-circle", "file-text", "shield-check", "wallet", "users", "settings", "scale", "piggy-bank"}

// Colors are the skin's palette names a category's icon may take.
var Colors = []string{"primary", "success", "info", "warning", "danger", "secondary"}

// Viewer is who reads: their id, whether they manage the knowledge base
// (and so see drafts), and the language of the knowledge base they read.
type Viewer struct {
	UserID int64
	Staff  bool
	Lang   string
}

// Category is a group of articles, with the number of articles its viewer sees.
type Category struct {
	ID          int64     `json:"id"`
	Lang        string    `json:"lang"`
	Slug        string    `json:"slug"`
	Title       string    `json:"title"`
	Description string    `json:"description"`
	Icon        string    `json:"icon"`
	Color       string    `json:"color"`
	Position    int       `json:"position"`
	Articles    int       `json:"articleCount"`
	UpdatedAt   time.Time `json:"updatedAt"`
}

// Summary is an article in a list.
type Summary struct {
	ID            int64     `json:"id"`
	CategoryID    int64     `json:"categoryId"`
	Category      string    `json:"category"`
	CategoryTitle string    `json:"categoryTitle"`
	Icon          string    `json:"icon"`
	Color         string    `json:"color"`
	Lang          string    `json:"lang"`
	Slug          string    `json:"slug"`
	Title         string    `json:"title"`
	Excerpt       string    `json:"excerpt"`
	Published     bool      `json:"published"`
	Position      int       `json:"position"`
	Helpful       int       `json:"helpful"`
	UpdatedAt     time.Time `json:"updatedAt"`
}

// Article is an article with its body and its readers' answers.
type Article struct {
	Summary
	Body       string `json:"body"`
	NotHelpful int    `json:"notHelpful"`
	// MyVote is the viewer's answer: nil when they gave none.
	MyVote *bool `json:"myVote"`
}

// Sorts of Articles.
const (
	SortPosition = "position"
	SortRecent   = "recent"
	SortPopular  = "popular"
)

// Filter chooses articles: in one category (0: all of the viewer's
// language), matching Q, in a sort order, at most Limit (0: all).
type Filter struct {
	CategoryID int64
	Q          string
	Sort       string
	Limit      int
}

var errCategoryNotFound = app.E(app.ENOTFOUND, "kbCategoryNotFound", nil)
var errArticleNotFound = app.E(app.ENOTFOUND, "kbArticleNotFound", nil)

// Categories are the categories of v's language in their order, each with
// the number of articles v sees in it.
func (s *Store) Categories(ctx context.Context, v Viewer) ([]Category, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT c.id, c.lang, c.slug, c.title, c.description, c.icon, c.color, c.position, c.updated_at,
		(SELECT count(*) FROM kb_articles a WHERE a.category_id = c.id AND (a.published OR $1))
		FROM kb_categories c WHERE c.lang = $2 ORDER BY c.position, c.id`, v.Staff, v.Lang)
	if err != nil {
		return nil, fmt.Errorf("knowledge: categories: %w", err)
	}
	defer rows.Close()
	out := []Category{}
	for rows.Next() {
		var c Category
		if err := rows.Scan(&c.ID, &c.Lang, &c.Slug, &c.Title, &c.Description, &c.Icon, &c.Color, &c.Position, &c.UpdatedAt, &c.Articles); err != nil {
			return nil, fmt.Errorf("knowledge: categories: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// CategoryBySlug is the category of v's language named slug.
func (s *Store) CategoryBySlug(ctx context.Context, v Viewer, slug string) (Category, error) {
	list, err := s.Categories(ctx, v)
	if err != nil {
		return Category{}, err
	}
	for _, c := range list {
		if c.Slug == slug {
			return c, nil
		}
	}
	return Category{}, errCategoryNotFound
}

// categoryByID is the category id, in any language.
func (s *Store) categoryByID(ctx context.Context, q db.Execer, id int64) (Category, error) {
	var c Category
	err := q.QueryRowContext(ctx, `SELECT id, lang, slug, title, description, icon, color, position, updated_at FROM kb_categories WHERE id = $1`, id).
		Scan(&c.ID, &c.Lang, &c.Slug, &c.Title, &c.Description, &c.Icon, &c.Color, &c.Position, &c.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return c, errCategoryNotFound
	}
	if err != nil {
		return c, fmt.Errorf("knowledge: category: %w", err)
	}
	return c, nil
}

// summaryColumns are a Summary's columns over kb_articles a and kb_categories c.
const summaryColumns = `a.id, a.category_id, c.slug, c.title, c.icon, c.color, c.lang, a.slug, a.title, a.excerpt, a.published, a.position,
	(SELECT count(*) FROM kb_votes h WHERE h.article_id = a.id AND h.helpful), a.updated_at`

func scanSummary(sc interface{ Scan(...any) error }, a *Summary, more ...any) error {
	return sc.Scan(append([]any{&a.ID, &a.CategoryID, &a.Category, &a.CategoryTitle, &a.Icon, &a.Color, &a.Lang, &a.Slug, &a.Title,
		&a.Excerpt, &a.Published, &a.Position, &a.Helpful, &a.UpdatedAt}, more...)...)
}

// Articles are the articles of v's language that v sees and f chooses.
func (s *Store) Articles(ctx context.Context, v Viewer, f Filter) ([]Summary, error) {
	args := []any{v.Lang, v.Staff}
	where := []string{"c.lang = $1", "(a.published OR $2)"}
	if f.CategoryID != 0 {
		args = append(args, f.CategoryID)
		where = append(where, fmt.Sprintf("a.category_id = $%d", len(args)))
	}
	if q := strings.TrimSpace(f.Q); q != "" {
		var cond string
		cond, args = s.db.Matches(db.Search{Keys: []string{"a.search_text"}, FTS: "kb_articles_fts", ID: "a.id"}, q, args)
		where = append(where, cond)
	}
	order := "c.position, a.position, a.id"
	switch f.Sort {
	case SortRecent:
		order = "a.updated_at DESC, a.id DESC"
	case SortPopular:
		order = "13 DESC, a.updated_at DESC, a.id DESC"
	}
	query := `SELECT ` + summaryColumns + ` FROM kb_articles a JOIN kb_categories c ON c.id = a.category_id
		WHERE ` + strings.Join(where, " AND ") + ` ORDER BY ` + order
	// A search ranks the articles whose title holds the words first (in Go,
	// accent-blind: a language's base has tens of articles), so it reads them all.
	ranked := strings.TrimSpace(f.Q) != "" && f.Sort == ""
	if f.Limit > 0 && !ranked {
		query += fmt.Sprintf(" LIMIT %d", f.Limit)
	}
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("knowledge: articles: %w", err)
	}
	defer rows.Close()
	out := []Summary{}
	for rows.Next() {
		var a Summary
		if err := scanSummary(rows, &a); err != nil {
			return nil, fmt.Errorf("knowledge: articles: %w", err)
		}
		out = append(out, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("knowledge: articles: %w", err)
	}
	if ranked {
		words := db.SortKey(strings.TrimSpace(f.Q))
		slices.SortStableFunc(out, func(x, y Summary) int {
			return cmp.Compare(titleRank(x.Title, words), titleRank(y.Title, words))
		})
		if f.Limit > 0 && len(out) > f.Limit {
			out = out[:f.Limit]
		}
	}
	return out, nil
}

// titleRank is 0 when title holds the folded words, 1 otherwise.
func titleRank(title, words string) int {
	if strings.Contains(db.SortKey(title), words) {
		return 0
	}
	return 1
}

// article reads one article that v sees, chosen by cond over a and c.
// (SQLite numbers $N parameters in the order they appear: they are written in order.)
func (s *Store) article(ctx context.Context, q db.Execer, v Viewer, cond string, args ...any) (Article, error) {
	var a Article
	args = append(args, v.Staff)
	err := scanSummary(q.QueryRowContext(ctx, `SELECT `+summaryColumns+`, a.body,
		(SELECT count(*) FROM kb_votes h WHERE h.article_id = a.id AND NOT h.helpful)
		FROM kb_articles a JOIN kb_categories c ON c.id = a.category_id
		WHERE `+cond+` AND (a.published OR $`+fmt.Sprint(len(args))+`)`, args...), &a.Summary, &a.Body, &a.NotHelpful)
	if errors.Is(err, sql.ErrNoRows) {
		return a, errArticleNotFound
	}
	if err != nil {
		return a, fmt.Errorf("knowledge: article: %w", err)
	}
	var mine bool
	err = q.QueryRowContext(ctx, `SELECT helpful FROM kb_votes WHERE article_id = $1 AND user_id = $2`, a.ID, v.UserID).Scan(&mine)
	switch {
	case err == nil:
		a.MyVote = &mine
	case !errors.Is(err, sql.ErrNoRows):
		return a, fmt.Errorf("knowledge: article's vote: %w", err)
	}
	return a, nil
}

// ArticleBySlug is the article slug of the category category in v's language.
func (s *Store) ArticleBySlug(ctx context.Context, v Viewer, category, slug string) (Article, error) {
	return s.article(ctx, s.db, v, "c.lang = $1 AND c.slug = $2 AND a.slug = $3", v.Lang, category, slug)
}

// ArticleByID is the article id, in whatever language, if v sees it.
func (s *Store) ArticleByID(ctx context.Context, v Viewer, id int64) (Article, error) {
	return s.article(ctx, s.db, v, "a.id = $1", id)
}

// Related are up to n other articles of a's category that v sees.
func (s *Store) Related(ctx context.Context, v Viewer, a Article, n int) ([]Summary, error) {
	list, err := s.Articles(ctx, Viewer{UserID: v.UserID, Staff: v.Staff, Lang: a.Lang}, Filter{CategoryID: a.CategoryID})
	if err != nil {
		return nil, err
	}
	out := []Summary{}
	for _, o := range list {
		if o.ID != a.ID && len(out) < n {
			out = append(out, o)
		}
	}
	return out, nil
}
