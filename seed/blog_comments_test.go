package seed_test

import (
	"context"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/seed"
)

func TestDemoBlogComments(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := seed.Demo(ctx, d, t.TempDir()); err != nil {
			t.Fatal(err)
		}
		var posts, bare, hidden, reasons, authors, english, early int
		for q, n := range map[string]*int{
			`SELECT COUNT(*) FROM blog_posts WHERE status = 'published'`: &posts,
			`SELECT COUNT(*) FROM blog_posts p WHERE p.status = 'published'
				AND (SELECT COUNT(*) FROM blog_comments c WHERE c.post_id = p.id) < 3`: &bare,
			`SELECT COUNT(*) FROM blog_comments WHERE hidden = TRUE`:                                                         &hidden,
			`SELECT COUNT(*) FROM blog_comments WHERE hidden = TRUE AND hidden_reason <> '' AND hidden_by IS NOT NULL`:       &reasons,
			`SELECT COUNT(DISTINCT author_id) FROM blog_comments`:                                                            &authors,
			`SELECT COUNT(*) FROM blog_comments WHERE body LIKE '%Thanks%' OR body LIKE '%Great%'`:                           &english,
			`SELECT COUNT(*) FROM blog_comments c JOIN blog_posts p ON p.id = c.post_id WHERE c.created_at < p.published_at`: &early,
		} {
			if err := d.QueryRowContext(ctx, q).Scan(n); err != nil {
				t.Fatal(err)
			}
		}
		if posts == 0 || bare != 0 || hidden != 1 || reasons != 1 || authors < 8 || english == 0 || early != 0 {
			t.Fatalf("posts %d, with fewer than 3 comments %d, hidden %d (with reason %d), authors %d, english %d, before their post %d",
				posts, bare, hidden, reasons, authors, english, early)
		}
	})
}
