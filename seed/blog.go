package seed

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"
	"time"

	"partage/app/blog"
	"partage/app/db"
	"partage/app/files"
)

// demoBlogData is seed/data/blog.json: the categories and the posts.
type demoBlogData struct {
	Categories []struct {
		Slug, NameFr, NameEn, Icon string
	}
	Posts []struct {
		Slug, Lang, Author, Motif, Title, Excerpt, Body, Status string
		DaysAgo                                                 int
		Categories, Tags                                        []string
	}
}

// demoBlog loads the twelve demo posts with their generated images: most
// published over the last weeks, one draft and one scheduled a few days
// ahead (the staff see both, marked; the others see neither yet).
func demoBlog(ctx context.Context, d *db.DB, dataDir string) error {
	raw, err := data.ReadFile("data/blog.json")
	if err != nil {
		return fmt.Errorf("seed: blog: %w", err)
	}
	var in demoBlogData
	if err := json.Unmarshal(raw, &in); err != nil {
		return fmt.Errorf("seed: blog: %w", err)
	}
	store := blog.New(d, files.New(d, dataDir))
	for _, c := range in.Categories {
		if _, err := store.SaveCategory(ctx, 0, blog.CategoryInput{Slug: c.Slug, NameFr: c.NameFr, NameEn: c.NameEn, Icon: c.Icon}); err != nil {
			return fmt.Errorf("seed: blog category: %w", err)
		}
	}
	now := time.Now().UTC().Truncate(time.Minute)
	for i, p := range in.Posts {
		var author int64
		if err := d.QueryRowContext(ctx, `SELECT id FROM users WHERE email = $1`, p.Author).Scan(&author); err != nil {
			if err := d.QueryRowContext(ctx, `SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1`).Scan(&author); err != nil {
				return fmt.Errorf("seed: blog author: %w", err)
			}
		}
		r, err := demoBlogPicture(i, p.Motif)
		if err != nil {
			return err
		}
		img, err := store.AddImage(ctx, author, r)
		if err != nil {
			return err
		}
		at := now.Add(-time.Duration(p.DaysAgo)*24*time.Hour + time.Duration(i)*time.Minute)
		status := p.Status
		if status == "" {
			status = blog.StatusPublished
		}
		input := blog.Input{Title: p.Title, Slug: p.Slug, Body: p.Body, Excerpt: p.Excerpt, Status: status, Lang: p.Lang,
			Categories: p.Categories, Tags: p.Tags, ImageID: &img.ID}
		if status == blog.StatusScheduled {
			input.PublishedAt = &at
		}
		post, err := store.Save(ctx, author, 0, input)
		if err != nil {
			return fmt.Errorf("seed: blog post %s: %w", p.Slug, err)
		}
		var published any
		if status != blog.StatusDraft {
			published = at
		}
		if _, err := d.ExecContext(ctx, `UPDATE blog_posts SET published_at = $1, created_at = $2, updated_at = $2 WHERE id = $3`,
			published, at.Add(-time.Hour), post.ID); err != nil {
			return fmt.Errorf("seed: blog post %s: %w", p.Slug, err)
		}
	}
	return nil
}

// demoBlogPictures are the demo posts' rendered pictures by post and motif,
// painted once per process: tests load the demo many times, and the
// pictures are always the same (painting them was most of a demo's load).
var demoBlogPictures sync.Map

// demoBlogPicture is the rendered picture of the i-th demo post, of motif.
func demoBlogPicture(i int, motif string) ([3][]byte, error) {
	key := strconv.Itoa(i) + "/" + motif
	if r, ok := demoBlogPictures.Load(key); ok {
		return r.([3][]byte), nil
	}
	r, err := blog.Render(blog.Picture(int64(i), motif, 1280, 720))
	if err != nil {
		return r, err
	}
	demoBlogPictures.Store(key, r)
	return r, nil
}
