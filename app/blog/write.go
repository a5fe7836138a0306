package blog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/db"
	"partage/app/richtext"
)

// Input is a post as its form or an API client writes it. Categories are
// slugs; PublishedAt is the scheduled time (status scheduled), in UTC.
type Input struct {
	Title       string
	Slug        string
	Body        string
	Excerpt     string
	Status      string
	Lang        string
	PublishedAt *time.Time
	Categories  []string
	Tags        []string
	ImageID     *int64
}

// clean is an input checked: its text trimmed, its body sanitized.
type clean struct {
	Input
	searchKey string
	catIDs    []int64
	tags      []string
}

// check validates in (every field's error at once, EINVALID) for the post of
// id (0: a new one) whose stored schedule is was.
func (s *Store) check(ctx context.Context, q db.Execer, id int64, in Input, was sql.NullTime, wasStatus string, now time.Time) (clean, error) {
	c := clean{Input: in}
	f := app.Fields{}
	c.Title = strings.TrimSpace(in.Title)
	switch n := utf8.RuneCountInString(c.Title); {
	case n == 0:
		f.Set("title", "blogTitleRequired", nil)
	case n > MaxTitle:
		f.Set("title", "blogTooLong", app.Params{"max": MaxTitle})
	}
	c.Slug = strings.TrimSpace(in.Slug)
	if c.Slug == "" {
		c.Slug = Slugify(c.Title)
	}
	if !ValidSlug(c.Slug) {
		if _, bad := f["title"]; !bad || in.Slug != "" {
			f.Set("slug", "blogSlugFormat", app.Params{"max": MaxSlug})
		}
	} else {
		var other int64
		err := q.QueryRowContext(ctx, `SELECT id FROM blog_posts WHERE slug = $1 AND id <> $2`, c.Slug, id).Scan(&other)
		if err == nil {
			f.Set("slug", "blogSlugTaken", nil)
		} else if !errors.Is(err, sql.ErrNoRows) {
			return c, fmt.Errorf("blog: slug: %w", err)
		}
	}
	c.Body = richtext.Sanitize(in.Body)
	if len(c.Body) > MaxBody {
		f.Set("body", "blogBodyTooLong", app.Params{"max": MaxBody / 1000})
	}
	plain := richtext.PlainText(c.Body)
	c.Excerpt = strings.TrimSpace(in.Excerpt)
	if utf8.RuneCountInString(c.Excerpt) > MaxExcerpt {
		f.Set("excerpt", "blogTooLong", app.Params{"max": MaxExcerpt})
	}
	if c.Lang = strings.TrimSpace(in.Lang); c.Lang == "" {
		c.Lang = "fr"
	} else if !slices.Contains(Langs, c.Lang) {
		f.Set("lang", "blogLangChoice", nil)
	}
	c.PublishedAt = nil
	switch c.Status = strings.TrimSpace(in.Status); c.Status {
	case "", StatusDraft:
		c.Status = StatusDraft
	case StatusPublished: // keeps its date once published
		t := now
		if wasStatus == StatusPublished && was.Valid || wasStatus == StatusScheduled && was.Valid && !was.Time.After(now) {
			t = was.Time.UTC()
		}
		c.PublishedAt = &t
	case StatusScheduled:
		switch {
		case in.PublishedAt == nil:
			f.Set("publishedAt", "blogScheduleRequired", nil)
		case wasStatus == StatusScheduled && was.Valid && in.PublishedAt.UTC().Truncate(time.Second).Equal(was.Time.UTC()):
			t := was.Time.UTC() // unchanged: the post keeps its time, come or not
			c.PublishedAt = &t
		case !in.PublishedAt.After(now):
			f.Set("publishedAt", "blogSchedulePast", nil)
		default:
			t := in.PublishedAt.UTC().Truncate(time.Second)
			c.PublishedAt = &t
		}
	default:
		f.Set("status", "blogStatusChoice", nil)
	}
	if len(in.Categories) > MaxCategories {
		f.Set("categories", "blogTooManyCategories", app.Params{"max": MaxCategories})
	} else {
		for _, slug := range in.Categories {
			var cid int64
			err := q.QueryRowContext(ctx, `SELECT id FROM blog_categories WHERE slug = $1`, strings.TrimSpace(slug)).Scan(&cid)
			if errors.Is(err, sql.ErrNoRows) {
				f.Set("categories", "blogCategoryUnknown", nil)
				break
			} else if err != nil {
				return c, fmt.Errorf("blog: category: %w", err)
			}
			if !slices.Contains(c.catIDs, cid) {
				c.catIDs = append(c.catIDs, cid)
			}
		}
	}
	seen := map[string]bool{}
	for _, t := range in.Tags {
		t = strings.Join(strings.Fields(t), " ")
		key := strings.ToLower(t)
		if t == "" || seen[key] {
			continue
		}
		seen[key] = true
		if utf8.RuneCountInString(t) > MaxTag {
			f.Set("tags", "blogTagTooLong", app.Params{"max": MaxTag})
		}
		c.tags = append(c.tags, key)
	}
	if len(c.tags) > MaxTags {
		f.Set("tags", "blogTooManyTags", app.Params{"max": MaxTags})
	}
	if in.ImageID != nil && *in.ImageID != 0 {
		var one int
		err := q.QueryRowContext(ctx, `SELECT 1 FROM blog_images WHERE id = $1`, *in.ImageID).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			f.Set("imageId", "blogImageUnknown", nil)
		} else if err != nil {
			return c, fmt.Errorf("blog: image: %w", err)
		}
	} else {
		c.ImageID = nil
	}
	if len(f) > 0 {
		return c, app.Invalid("checkFields", nil, f)
	}
	if c.Excerpt == "" { // the list shows the beginning of the text
		c.Excerpt = shorten(strings.Join(strings.Fields(plain), " "), 200)
	}
	c.searchKey = db.SortKey(c.Title + "\n" + c.Excerpt + "\n" + plain)
	return c, nil
}

// shorten cuts s at a word before n characters and marks the cut.
func shorten(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)[:n]
	cut := string(r)
	if i := strings.LastIndex(cut, " "); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:.") + "…"
}

// Save writes the post of id (0: a new one, written by authorID) and
// returns it as staff see it. Bad input is EINVALID with every field's
// error; a taken slug is an error on "slug".
func (s *Store) Save(ctx context.Context, authorID, id int64, in Input) (Post, error) {
	now := s.clock()
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var was sql.NullTime
		var wasStatus string
		if id != 0 {
			var err error
			if wasStatus, was, err = s.postByID(ctx, tx, id); err != nil {
				return err
			}
		}
		c, err := s.check(ctx, tx, id, in, was, wasStatus, now)
		if err != nil {
			return err
		}
		var published any
		if c.PublishedAt != nil {
			published = *c.PublishedAt
		}
		var image any
		if c.ImageID != nil {
			image = *c.ImageID
		}
		if id == 0 {
			var author any
			if authorID != 0 {
				author = authorID
			}
			err = tx.QueryRowContext(ctx, `INSERT INTO blog_posts (slug, title, body, excerpt, search_key, status, published_at, author_id, lang, image_id, created_at, updated_at)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
				c.Slug, c.Title, c.Body, c.Excerpt, c.searchKey, c.Status, published, author, c.Lang, image, now).Scan(&id)
		} else {
			var res sql.Result
			res, err = tx.ExecContext(ctx, `UPDATE blog_posts SET slug = $1, title = $2, body = $3, excerpt = $4, search_key = $5, status = $6,
				published_at = $7, lang = $8, image_id = $9, updated_at = $10 WHERE id = $11`,
				c.Slug, c.Title, c.Body, c.Excerpt, c.searchKey, c.Status, published, c.Lang, image, now, id)
			// A post deleted since it was read (by a colleague, meanwhile) is not found, rather than labelled.
			if n, _ := rowsOf(res, err); err == nil && n == 0 {
				return app.E(app.ENOTFOUND, "blogPostNotFound", nil)
			}
		}
		if err != nil {
			if postUniqueViolation(err) {
				return app.InvalidField("slug", "blogSlugTaken", nil)
			}
			return fmt.Errorf("blog: save post: %w", err)
		}
		return s.writeLabels(ctx, tx, id, c)
	})
	if err != nil {
		return Post{}, err
	}
	return s.VisiblePost(ctx, id, true)
}

// writeLabels replaces the categories and tags of post id.
func (s *Store) writeLabels(ctx context.Context, tx *sql.Tx, id int64, c clean) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM blog_post_categories WHERE post_id = $1`, id); err != nil {
		return fmt.Errorf("blog: categories: %w", err)
	}
	for _, cid := range c.catIDs {
		if _, err := tx.ExecContext(ctx, `INSERT INTO blog_post_categories (post_id, category_id) VALUES ($1, $2)`, id, cid); err != nil {
			return fmt.Errorf("blog: categories: %w", err)
		}
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM blog_post_tags WHERE post_id = $1`, id); err != nil {
		return fmt.Errorf("blog: tags: %w", err)
	}
	for _, name := range c.tags {
		var tid int64
		err := tx.QueryRowContext(ctx, `SELECT id FROM blog_tags WHERE name = $1`, name).Scan(&tid)
		if errors.Is(err, sql.ErrNoRows) {
			err = tx.QueryRowContext(ctx, `INSERT INTO blog_tags (name) VALUES ($1) RETURNING id`, name).Scan(&tid)
		}
		if err != nil {
			return fmt.Errorf("blog: tag: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO blog_post_tags (post_id, tag_id) VALUES ($1, $2)`, id, tid); err != nil {
			return fmt.Errorf("blog: tags: %w", err)
		}
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM blog_tags WHERE NOT EXISTS (SELECT 1 FROM blog_post_tags pt WHERE pt.tag_id = blog_tags.id)`)
	if err != nil {
		return fmt.Errorf("blog: tags: %w", err)
	}
	return nil
}

// Delete removes the post of id with its labels (ENOTFOUND when there is none).
func (s *Store) Delete(ctx context.Context, id int64) error {
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, _, err := s.postByID(ctx, tx, id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM blog_posts WHERE id = $1`, id); err != nil {
			return fmt.Errorf("blog: delete post: %w", err)
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM blog_tags WHERE NOT EXISTS (SELECT 1 FROM blog_post_tags pt WHERE pt.tag_id = blog_tags.id)`)
		return err
	})
}

// CategoryInput is a category as staff write it.
type CategoryInput struct {
	Slug, NameFr, NameEn, Icon string
}

// SaveCategory adds (id 0) or renames a category.
func (s *Store) SaveCategory(ctx context.Context, id int64, in CategoryInput) (Category, error) {
	f := app.Fields{}
	in.NameFr, in.NameEn, in.Icon = strings.TrimSpace(in.NameFr), strings.TrimSpace(in.NameEn), strings.TrimSpace(in.Icon)
	if in.NameFr == "" {
		f.Set("nameFr", "blogNameRequired", nil)
	} else if utf8.RuneCountInString(in.NameFr) > 60 {
		f.Set("nameFr", "blogTooLong", app.Params{"max": 60})
	}
	if in.NameEn == "" {
		in.NameEn = in.NameFr
	} else if utf8.RuneCountInString(in.NameEn) > 60 {
		f.Set("nameEn", "blogTooLong", app.Params{"max": 60})
	}
	if in.Slug = strings.TrimSpace(in.Slug); in.Slug == "" {
		in.Slug = Slugify(in.NameFr)
	}
	if !ValidSlug(in.Slug) {
		f.Set("slug", "blogSlugFormat", app.Params{"max": MaxSlug})
	}
	if in.Icon == "" {
		in.Icon = "folder"
	} else if !iconPattern.MatchString(in.Icon) {
		f.Set("icon", "blogIconFormat", nil)
	}
	if len(f) > 0 {
		return Category{}, app.Invalid("checkFields", nil, f)
	}
	var err error
	if id == 0 {
		err = s.db.QueryRowContext(ctx, `INSERT INTO blog_categories (slug, name_fr, name_en, icon, position)
			VALUES ($1, $2, $3, $4, (SELECT COALESCE(MAX(position) + 1, 0) FROM blog_categories)) RETURNING id`,
			in.Slug, in.NameFr, in.NameEn, in.Icon).Scan(&id)
	} else {
		var res sql.Result
		res, err = s.db.ExecContext(ctx, `UPDATE blog_categories SET slug = $1, name_fr = $2, name_en = $3, icon = $4 WHERE id = $5`,
			in.Slug, in.NameFr, in.NameEn, in.Icon, id)
		if err == nil {
			if n, _ := res.RowsAffected(); n == 0 {
				return Category{}, app.E(app.ENOTFOUND, "blogCategoryUnknown", nil)
			}
		}
	}
	if postUniqueViolation(err) {
		return Category{}, app.InvalidField("slug", "blogSlugTaken", nil)
	} else if err != nil {
		return Category{}, fmt.Errorf("blog: save category: %w", err)
	}
	return Category{CategoryRef: CategoryRef{ID: id, Slug: in.Slug, NameFr: in.NameFr, NameEn: in.NameEn, Icon: in.Icon, Category: in.NameEn}}, nil
}

// iconPattern is a Lucide icon's name (lower-case words joined by hyphens).
var iconPattern = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// postUniqueViolation reports whether err is a unique constraint's refusal, on either engine.
func postUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	msg := err.Error()
	return strings.Contains(msg, "UNIQUE constraint failed") || strings.Contains(msg, "SQLSTATE 23505")
}

// rowsOf is how many rows res changed, 0 after err.
func rowsOf(res sql.Result, err error) (int64, error) {
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
