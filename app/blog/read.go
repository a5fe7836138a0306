package blog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"partage/app"
	"partage/app/db"
)

// ListQuery is what the list asks: a search, a category (its slug), a tag,
// a page; Staff see drafts and posts still to come.
type ListQuery struct {
	Q, Category, Tag string
	Page, PerPage    int
	Staff            bool
}

// maxPage is the last page a list is asked for: past it, the offset would
// overflow (PostgreSQL refuses a negative one) and no blog has that many posts.
const maxPage = math.MaxInt32 / MaxPerPage

// Normalize brings the page within bounds: page from 1 to maxPage, perPage from 1 to MaxPerPage.
func (q *ListQuery) Normalize() {
	q.Q, q.Category, q.Tag = strings.TrimSpace(q.Q), strings.TrimSpace(q.Category), strings.TrimSpace(q.Tag)
	q.Page = min(max(q.Page, 1), maxPage)
	if q.PerPage < 1 {
		q.PerPage = PerPage
	}
	q.PerPage = min(q.PerPage, MaxPerPage)
}

// postSelect reads an Item and the rest of a Post, in postRow's order.
const postSelect = `SELECT p.id, p.slug, p.title, p.excerpt, p.status, p.published_at, p.lang,
	COALESCE(u.id, 0), COALESCE(u.full_name, ''), COALESCE(u.avatar, ''), COALESCE(u.role, ''),
	COALESCE(i.id, 0), COALESCE(i.thumb_sum, ''), COALESCE(i.card_sum, ''), COALESCE(i.large_sum, ''),
	p.created_at, p.updated_at
	FROM blog_posts p LEFT JOIN users u ON u.id = p.author_id LEFT JOIN blog_images i ON i.id = p.image_id`

// visibleTo is the condition "the reader sees p" with its argument (the time
// of the query) numbered n: staff see every post.
func visibleTo(staff bool, n int) string {
	if staff {
		return "TRUE"
	}
	return fmt.Sprintf("(p.status = 'published' OR (p.status = 'scheduled' AND p.published_at <= $%d))", n)
}

// scanPost reads a row of postSelect.
func (s *Store) scanPost(rows interface{ Scan(...any) error }, now time.Time) (Post, error) {
	var (
		p                  Post
		published          sql.NullTime
		thumb, card, large string
		imageID            int64
	)
	err := rows.Scan(&p.ID, &p.Slug, &p.Title, &p.Excerpt, &p.Status, &published, &p.Lang,
		&p.Author.ID, &p.Author.FullName, &p.Author.Avatar, &p.Author.Role,
		&imageID, &thumb, &card, &large, &p.CreatedAt, &p.UpdatedAt)
	if err != nil {
		return p, err
	}
	if published.Valid {
		t := published.Time.UTC()
		p.BlogPosted = &t
		p.Upcoming = p.Status == StatusScheduled && t.After(now)
	}
	p.CreatedAt, p.UpdatedAt = p.CreatedAt.UTC(), p.UpdatedAt.UTC()
	p.UserFullName, p.Avatar = p.Author.FullName, p.Author.Avatar
	if imageID != 0 {
		p.Image = &Image{ID: imageID, Thumb: ImageURL(thumb), Card: ImageURL(card), Large: ImageURL(large)}
		p.Img = p.Image.Card
	}
	p.Tags, p.Categories = []string{}, []CategoryRef{}
	return p, nil
}

// List returns a page of the posts the reader sees, newest first, with
// their total: those of the category, of the tag and matching the search
// (title, excerpt and body, whatever the accents and case).
func (s *Store) List(ctx context.Context, q ListQuery) ([]Item, int, error) {
	q.Normalize()
	now := s.clock()
	args := []any{}
	where := []string{}
	if !q.Staff {
		args = append(args, now)
		where = append(where, visibleTo(false, len(args)))
	}
	if q.Category != "" {
		args = append(args, q.Category)
		where = append(where, fmt.Sprintf(`p.id IN (SELECT pc.post_id FROM blog_post_categories pc
			JOIN blog_categories c ON c.id = pc.category_id WHERE c.slug = $%d)`, len(args)))
	}
	if q.Tag != "" {
		args = append(args, strings.ToLower(q.Tag))
		where = append(where, fmt.Sprintf(`p.id IN (SELECT pt.post_id FROM blog_post_tags pt
			JOIN blog_tags t ON t.id = pt.tag_id WHERE lower(t.name) = $%d)`, len(args)))
	}
	if q.Q != "" {
		var cond string
		cond, args = s.db.Matches(db.Search{Keys: []string{"p.search_key"}, FTS: "blog_posts_fts", ID: "p.id"}, q.Q, args)
		where = append(where, cond)
	}
	cond := "TRUE"
	if len(where) > 0 {
		cond = strings.Join(where, " AND ")
	}
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_posts p WHERE `+cond, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("blog: count posts: %w", err)
	}
	args = append(args, q.PerPage, (q.Page-1)*q.PerPage)
	posts, err := s.query(ctx, now, postSelect+` WHERE `+cond+fmt.Sprintf(` ORDER BY COALESCE(p.published_at, p.updated_at) DESC, p.id DESC LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, err
	}
	items := make([]Item, len(posts))
	for i, p := range posts {
		items[i] = p.Item
	}
	return items, total, nil
}

// query reads the posts of a postSelect query with their tags and categories.
func (s *Store) query(ctx context.Context, now time.Time, query string, args ...any) ([]Post, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("blog: posts: %w", err)
	}
	var posts []Post
	for rows.Next() {
		p, err := s.scanPost(rows, now)
		if err != nil {
			rows.Close()
			return nil, fmt.Errorf("blog: posts: %w", err)
		}
		posts = append(posts, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("blog: posts: %w", err)
	}
	return posts, s.fillLabels(ctx, posts)
}

// idList writes ids for an IN (…) list: numbers only, never text.
func idList(ids []int64) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = strconv.FormatInt(id, 10)
	}
	return strings.Join(out, ",")
}

// fillLabels reads the tags and categories of posts.
func (s *Store) fillLabels(ctx context.Context, posts []Post) error {
	if len(posts) == 0 {
		return nil
	}
	at := map[int64]int{}
	ids := make([]int64, len(posts))
	for i, p := range posts {
		at[p.ID], ids[i] = i, p.ID
	}
	rows, err := s.db.QueryContext(ctx, `SELECT pt.post_id, t.name FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id
		WHERE pt.post_id IN (`+idList(ids)+`) ORDER BY pt.post_id, t.name`)
	if err != nil {
		return fmt.Errorf("blog: tags: %w", err)
	}
	for rows.Next() {
		var id int64
		var name string
		if err := rows.Scan(&id, &name); err != nil {
			rows.Close()
			return fmt.Errorf("blog: tags: %w", err)
		}
		posts[at[id]].Tags = append(posts[at[id]].Tags, name)
	}
	rows.Close()
	rows, err = s.db.QueryContext(ctx, `SELECT pc.post_id, c.id, c.slug, c.name_fr, c.name_en, c.icon FROM blog_post_categories pc
		JOIN blog_categories c ON c.id = pc.category_id WHERE pc.post_id IN (`+idList(ids)+`) ORDER BY pc.post_id, c.position, c.id`)
	if err != nil {
		return fmt.Errorf("blog: categories: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var c CategoryRef
		if err := rows.Scan(&id, &c.ID, &c.Slug, &c.NameFr, &c.NameEn, &c.Icon); err != nil {
			return fmt.Errorf("blog: categories: %w", err)
		}
		c.Category = c.NameEn
		posts[at[id]].Categories = append(posts[at[id]].Categories, c)
	}
	return rows.Err()
}

// VisiblePost returns the post of id if the reader sees it (staff see every
// post); otherwise, or when there is no such post, an ENOTFOUND error.
func (s *Store) VisiblePost(ctx context.Context, id int64, staff bool) (Post, error) {
	now := s.clock()
	args := []any{id}
	if !staff {
		args = append(args, now)
	}
	posts, err := s.query(ctx, now, postSelect+` WHERE p.id = $1 AND `+visibleTo(staff, 2), args...)
	if err != nil {
		return Post{}, err
	}
	if len(posts) == 0 {
		return Post{}, app.E(app.ENOTFOUND, "blogPostNotFound", nil)
	}
	p := posts[0]
	err = s.db.QueryRowContext(ctx, `SELECT body FROM blog_posts WHERE id = $1`, id).Scan(&p.Body)
	if errors.Is(err, sql.ErrNoRows) { // deleted since the first read
		return Post{}, app.E(app.ENOTFOUND, "blogPostNotFound", nil)
	} else if err != nil {
		return Post{}, fmt.Errorf("blog: post: %w", err)
	}
	return p, nil
}

// Related returns up to n other posts the reader sees, those sharing the
// most categories and tags with p first, then the newest.
func (s *Store) Related(ctx context.Context, p Post, staff bool, n int) ([]Item, error) {
	now := s.clock()
	// SQLite numbers the parameters in the order they first appear: $1, $2, $3.
	args := []any{p.ID}
	if !staff {
		args = append(args, now)
	}
	args = append(args, n)
	posts, err := s.query(ctx, now, postSelect+` WHERE p.id <> $1 AND `+visibleTo(staff, 2)+`
		ORDER BY 2 * (SELECT COUNT(*) FROM blog_post_categories a JOIN blog_post_categories b ON b.category_id = a.category_id
			WHERE a.post_id = p.id AND b.post_id = $1)
		+ (SELECT COUNT(*) FROM blog_post_tags a JOIN blog_post_tags b ON b.tag_id = a.tag_id
			WHERE a.post_id = p.id AND b.post_id = $1) DESC,
		COALESCE(p.published_at, p.updated_at) DESC, p.id DESC LIMIT `+fmt.Sprintf("$%d", len(args)), args...)
	if err != nil {
		return nil, err
	}
	items := make([]Item, len(posts))
	for i, p := range posts {
		items[i] = p.Item
	}
	return items, nil
}

// Recent returns the n newest posts the reader sees.
func (s *Store) Recent(ctx context.Context, staff bool, n int) ([]Item, error) {
	items, _, err := s.List(ctx, ListQuery{Staff: staff, PerPage: n})
	return items, err
}

// Categories returns the categories in their order, each with the number
// of posts the reader sees in it.
func (s *Store) Categories(ctx context.Context, staff bool) ([]Category, error) {
	args := []any{}
	if !staff {
		args = append(args, s.clock())
	}
	rows, err := s.db.QueryContext(ctx, `SELECT c.id, c.slug, c.name_fr, c.name_en, c.icon,
		(SELECT COUNT(*) FROM blog_post_categories pc JOIN blog_posts p ON p.id = pc.post_id
			WHERE pc.category_id = c.id AND `+visibleTo(staff, 1)+`)
		FROM blog_categories c ORDER BY c.position, c.id`, args...)
	if err != nil {
		return nil, fmt.Errorf("blog: categories: %w", err)
	}
	defer rows.Close()
	out := []Category{}
	for rows.Next() {
		var c Category
		if err := rows.Scan(&c.ID, &c.Slug, &c.NameFr, &c.NameEn, &c.Icon, &c.Count); err != nil {
			return nil, fmt.Errorf("blog: categories: %w", err)
		}
		c.Category = c.NameEn
		out = append(out, c)
	}
	return out, rows.Err()
}

// TagCount is a tag with the number of posts the reader sees under it.
type TagCount struct {
	Tag   string `json:"tag"`
	Count int    `json:"count"`
}

// Tags returns the tags of the posts the reader sees, the most used first (at most n).
func (s *Store) Tags(ctx context.Context, staff bool, n int) ([]TagCount, error) {
	args := []any{}
	if !staff {
		args = append(args, s.clock())
	}
	args = append(args, n)
	rows, err := s.db.QueryContext(ctx, `SELECT t.name, COUNT(*) FROM blog_tags t JOIN blog_post_tags pt ON pt.tag_id = t.id
		JOIN blog_posts p ON p.id = pt.post_id WHERE `+visibleTo(staff, 1)+`
		GROUP BY t.name ORDER BY COUNT(*) DESC, t.name LIMIT `+fmt.Sprintf("$%d", len(args)), args...)
	if err != nil {
		return nil, fmt.Errorf("blog: tags: %w", err)
	}
	defer rows.Close()
	out := []TagCount{}
	for rows.Next() {
		var t TagCount
		if err := rows.Scan(&t.Tag, &t.Count); err != nil {
			return nil, fmt.Errorf("blog: tags: %w", err)
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// postByID returns the post of id as staff see it, or ENOTFOUND.
func (s *Store) postByID(ctx context.Context, q db.Execer, id int64) (status string, published sql.NullTime, err error) {
	err = q.QueryRowContext(ctx, `SELECT status, published_at FROM blog_posts WHERE id = $1`, id).Scan(&status, &published)
	if errors.Is(err, sql.ErrNoRows) {
		return "", published, app.E(app.ENOTFOUND, "blogPostNotFound", nil)
	} else if err != nil {
		return "", published, fmt.Errorf("blog: post: %w", err)
	}
	return status, published, nil
}

// IDOfSlug is the id of the post of slug, or ENOTFOUND.
func (s *Store) IDOfSlug(ctx context.Context, slug string) (int64, error) {
	var id int64
	err := s.db.QueryRowContext(ctx, `SELECT id FROM blog_posts WHERE slug = $1`, strings.TrimSpace(slug)).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, app.E(app.ENOTFOUND, "blogPostNotFound", nil)
	} else if err != nil {
		return 0, fmt.Errorf("blog: post: %w", err)
	}
	return id, nil
}
