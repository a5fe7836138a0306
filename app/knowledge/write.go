package knowledge

import (
	"context"
	"database/sql"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"partage/app"
	"partage/app/db"
	"partage/app/richtext"
)

// Limits of what staff write.
const (
	MaxTitle       = 160
	MaxSlug        = 80
	MaxExcerpt     = 300
	MaxBody        = 100_000
	MaxCatTitle    = 80
	MaxDescription = 300
)

// reservedSlugs are the paths of the knowledge base's own pages, which no category may take.
var reservedSlugs = []string{"manage", "articles", "new"}

var slugFormat = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Slugify suggests a slug for title: folded, letters and digits, hyphens between words.
func Slugify(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range db.SortKey(title) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	s := b.String()
	if len(s) > MaxSlug {
		s = strings.TrimRight(s[:MaxSlug], "-")
	}
	return s
}

// ArticleInput is an article as staff write it.
type ArticleInput struct {
	CategoryID int64
	Title      string
	Slug       string
	Excerpt    string
	Body       string
	Published  bool
}

// check trims in, sanitizes its body, and returns the texts of its bad fields.
func (in *ArticleInput) check() app.Fields {
	f := app.Fields{}
	in.Title, in.Slug, in.Excerpt = strings.TrimSpace(in.Title), strings.TrimSpace(in.Slug), strings.TrimSpace(in.Excerpt)
	switch n := utf8.RuneCountInString(in.Title); {
	case n == 0:
		f.Set("title", "kbTitleRequired", nil)
	case n > MaxTitle:
		f.Set("title", "kbTooLong", app.Params{"max": MaxTitle})
	}
	if in.Slug == "" {
		in.Slug = Slugify(in.Title)
	}
	if in.Title != "" && (len(in.Slug) > MaxSlug || !slugFormat.MatchString(in.Slug)) {
		f.Set("slug", "kbSlugFormat", app.Params{"max": MaxSlug})
	}
	if utf8.RuneCountInString(in.Excerpt) > MaxExcerpt {
		f.Set("excerpt", "kbTooLong", app.Params{"max": MaxExcerpt})
	}
	if in.CategoryID <= 0 {
		f.Set("categoryId", "kbCategoryRequired", nil)
	}
	if utf8.RuneCountInString(in.Body) > MaxBody {
		f.Set("body", "kbTooLong", app.Params{"max": MaxBody})
	} else {
		in.Body = strings.TrimSpace(richtext.Sanitize(in.Body))
		if strings.TrimSpace(richtext.PlainText(in.Body)) == "" {
			f.Set("body", "kbBodyRequired", nil)
		}
	}
	return f
}

// searchText is what the search reads of an article: its words folded.
func searchText(title, excerpt, body string) string {
	return db.SortKey(strings.Join(strings.Fields(title+" "+excerpt+" "+richtext.PlainText(body)), " "))
}

// SaveArticle creates (id 0) or updates the article id as actor wrote it.
func (s *Store) SaveArticle(ctx context.Context, actor, id int64, in ArticleInput) (Article, error) {
	fields := in.check()
	if len(fields) > 0 {
		return Article{}, app.Invalid("checkFields", nil, fields)
	}
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := s.categoryByID(ctx, tx, in.CategoryID); err != nil {
			if app.ErrorCode(err) == app.ENOTFOUND {
				return app.Invalid("checkFields", nil, app.Fields{"categoryId": app.T("kbCategoryNotFound", nil)})
			}
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM kb_articles WHERE category_id = $1 AND slug = $2 AND id <> $3`,
			in.CategoryID, in.Slug, id).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return app.Invalid("checkFields", nil, app.Fields{"slug": app.T("kbSlugTaken", nil)})
		}
		now := s.now().UTC()
		search := searchText(in.Title, in.Excerpt, in.Body)
		if id == 0 {
			return tx.QueryRowContext(ctx, `INSERT INTO kb_articles (category_id, slug, title, excerpt, body, search_text, published, position,
				created_by, updated_by, created_at, updated_at)
				VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT coalesce(max(position), 0) + 1 FROM kb_articles WHERE category_id = $1), $8, $8, $9, $9)
				RETURNING id`, in.CategoryID, in.Slug, in.Title, in.Excerpt, in.Body, search, in.Published, nullID(actor), now).Scan(&id)
		}
		res, err := tx.ExecContext(ctx, `UPDATE kb_articles SET category_id = $1, slug = $2, title = $3, excerpt = $4, body = $5, search_text = $6,
			published = $7, updated_by = $8, updated_at = $9 WHERE id = $10`,
			in.CategoryID, in.Slug, in.Title, in.Excerpt, in.Body, search, in.Published, nullID(actor), now, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errArticleNotFound
		}
		return nil
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return Article{}, err
		}
		return Article{}, fmt.Errorf("knowledge: save article: %w", err)
	}
	return s.ArticleByID(ctx, Viewer{UserID: actor, Staff: true}, id)
}

// SetPublished publishes or unpublishes the article id.
func (s *Store) SetPublished(ctx context.Context, actor, id int64, published bool) (Article, error) {
	res, err := s.db.ExecContext(ctx, `UPDATE kb_articles SET published = $1, updated_by = $2, updated_at = $3 WHERE id = $4`,
		published, nullID(actor), s.now().UTC(), id)
	if err != nil {
		return Article{}, fmt.Errorf("knowledge: publish: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return Article{}, errArticleNotFound
	}
	return s.ArticleByID(ctx, Viewer{UserID: actor, Staff: true}, id)
}

// DeleteArticle deletes the article id with its votes.
func (s *Store) DeleteArticle(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM kb_articles WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("knowledge: delete article: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return errArticleNotFound
	}
	return nil
}

// CategoryInput is a category as staff write it.
type CategoryInput struct {
	Lang        string
	Title       string
	Slug        string
	Description string
	Icon        string
	Color       string
	Position    int
}

func (in *CategoryInput) check() app.Fields {
	f := app.Fields{}
	in.Title, in.Slug, in.Description = strings.TrimSpace(in.Title), strings.TrimSpace(in.Slug), strings.TrimSpace(in.Description)
	if !slices.Contains(Langs, in.Lang) {
		f.Set("lang", "kbLangChoice", nil)
	}
	switch n := utf8.RuneCountInString(in.Title); {
	case n == 0:
		f.Set("title", "kbTitleRequired", nil)
	case n > MaxCatTitle:
		f.Set("title", "kbTooLong", app.Params{"max": MaxCatTitle})
	}
	if in.Slug == "" {
		in.Slug = Slugify(in.Title)
	}
	if in.Title != "" && (len(in.Slug) > MaxSlug || !slugFormat.MatchString(in.Slug)) {
		f.Set("slug", "kbSlugFormat", app.Params{"max": MaxSlug})
	} else if slices.Contains(reservedSlugs, in.Slug) {
		f.Set("slug", "kbSlugReserved", nil)
	}
	if utf8.RuneCountInString(in.Description) > MaxDescription {
		f.Set("description", "kbTooLong", app.Params{"max": MaxDescription})
	}
	if !slices.Contains(Icons, in.Icon) {
		f.Set("icon", "kbIconChoice", nil)
	}
	if !slices.Contains(Colors, in.Color) {
		f.Set("color", "kbColorChoice", nil)
	}
	if in.Position < 0 || in.Position > 1000 {
		f.Set("position", "kbPositionRange", app.Params{"max": 1000})
	}
	return f
}

// SaveCategory creates (id 0) or updates the category id.
func (s *Store) SaveCategory(ctx context.Context, id int64, in CategoryInput) (Category, error) {
	fields := in.check()
	if len(fields) > 0 {
		return Category{}, app.Invalid("checkFields", nil, fields)
	}
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM kb_categories WHERE lang = $1 AND slug = $2 AND id <> $3`,
			in.Lang, in.Slug, id).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return app.Invalid("checkFields", nil, app.Fields{"slug": app.T("kbCategorySlugTaken", nil)})
		}
		now := s.now().UTC()
		if id == 0 {
			if in.Position == 0 {
				if err := tx.QueryRowContext(ctx, `SELECT coalesce(max(position), 0) + 1 FROM kb_categories WHERE lang = $1`, in.Lang).Scan(&in.Position); err != nil {
					return err
				}
			}
			return tx.QueryRowContext(ctx, `INSERT INTO kb_categories (lang, slug, title, description, icon, color, position, created_at, updated_at)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
				in.Lang, in.Slug, in.Title, in.Description, in.Icon, in.Color, in.Position, now).Scan(&id)
		}
		res, err := tx.ExecContext(ctx, `UPDATE kb_categories SET lang = $1, slug = $2, title = $3, description = $4, icon = $5, color = $6,
			position = $7, updated_at = $8 WHERE id = $9`, in.Lang, in.Slug, in.Title, in.Description, in.Icon, in.Color, in.Position, now, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errCategoryNotFound
		}
		return nil
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return Category{}, err
		}
		return Category{}, fmt.Errorf("knowledge: save category: %w", err)
	}
	return s.categoryByID(ctx, s.db, id)
}

// DeleteCategory deletes the category id, which must hold no article.
func (s *Store) DeleteCategory(ctx context.Context, id int64) error {
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := s.categoryByID(ctx, tx, id); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM kb_articles WHERE category_id = $1`, id).Scan(&n); err != nil {
			return fmt.Errorf("knowledge: delete category: %w", err)
		}
		if n > 0 {
			return app.E(app.ECONFLICT, "kbCategoryNotEmpty", app.Params{"n": n})
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM kb_categories WHERE id = $1`, id); err != nil {
			return fmt.Errorf("knowledge: delete category: %w", err)
		}
		return nil
	})
}

// Votes are the readers' answers to "was this helpful?" on one article.
type Votes struct {
	Helpful    int   `json:"helpful"`
	NotHelpful int   `json:"notHelpful"`
	MyVote     *bool `json:"myVote"`
}

// Vote keeps user's answer on the published article id (a second answer
// replaces the first) and returns the article's counts.
func (s *Store) Vote(ctx context.Context, user, id int64, helpful bool) (Votes, error) {
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM kb_articles WHERE id = $1 AND published`, id).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return errArticleNotFound
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO kb_votes (article_id, user_id, helpful, voted_at) VALUES ($1, $2, $3, $4)
			ON CONFLICT (article_id, user_id) DO UPDATE SET helpful = excluded.helpful, voted_at = excluded.voted_at`,
			id, user, helpful, s.now().UTC())
		return err
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return Votes{}, err
		}
		return Votes{}, fmt.Errorf("knowledge: vote: %w", err)
	}
	a, err := s.ArticleByID(ctx, Viewer{UserID: user}, id)
	if err != nil {
		return Votes{}, err
	}
	return Votes{Helpful: a.Helpful, NotHelpful: a.NotHelpful, MyVote: a.MyVote}, nil
}

// nullID is id, or NULL for 0.
func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}
