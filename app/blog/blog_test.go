package blog_test

import (
	"context"
	"math"
	"strings"
	"testing"
	"time"

	"partage/app"
	"partage/app/blog"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
)

// newBlog is a store on d with an author and two categories, its clock at start.
func newBlog(t *testing.T, d *db.DB, clock *time.Time) (*blog.Store, int64) {
	t.Helper()
	ctx := context.Background()
	s := blog.New(d, files.New(d, t.TempDir()))
	s.SetClock(func() time.Time { return *clock })
	var author int64
	if err := d.QueryRowContext(ctx, `INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at)
		VALUES ('Élodie Martin', 'elodie', 'elodie@example.org', 'x', 'manager', $1, $1) RETURNING id`, *clock).Scan(&author); err != nil {
		t.Fatal(err)
	}
	for _, c := range []blog.CategoryInput{{Slug: "vie-cooperative", NameFr: "Vie coopérative", NameEn: "Cooperative life", Icon: "users"},
		{Slug: "finances", NameFr: "Finances", NameEn: "Finances", Icon: "piggy-bank"}} {
		if _, err := s.SaveCategory(ctx, 0, c); err != nil {
			t.Fatal(err)
		}
	}
	return s, author
}

func fieldOf(err error) map[string]string { return app.ErrorFields(err) }

func TestBlogVisibilityScheduleAndSearch(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		now := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
		s, author := newBlog(t, d, &now)
		pub, err := s.Save(ctx, author, 0, blog.Input{Title: "Assemblée générale 2026", Body: "<p>Les comptes <script>alert(1)</script>approuvés</p>",
			Status: "published", Categories: []string{"vie-cooperative"}, Tags: []string{"AG", "vote", "ag"}})
		if err != nil {
			t.Fatal(err)
		}
		if pub.Slug != "assemblee-generale-2026" || strings.Contains(pub.Body, "script") || len(pub.Tags) != 2 {
			t.Fatalf("published post: %+v", pub)
		}
		draft, err := s.Save(ctx, author, 0, blog.Input{Title: "Brouillon", Body: "<p>pas prêt</p>"})
		if err != nil {
			t.Fatal(err)
		}
		at := now.Add(time.Minute)
		later, err := s.Save(ctx, author, 0, blog.Input{Title: "Intérêts versés", Body: "<p>Le taux</p>", Status: "scheduled", PublishedAt: &at,
			Categories: []string{"finances"}})
		if err != nil {
			t.Fatal(err)
		}
		count := func(staff bool, q string) int {
			t.Helper()
			_, total, err := s.List(ctx, blog.ListQuery{Staff: staff, Q: q})
			if err != nil {
				t.Fatal(err)
			}
			return total
		}
		if n := count(false, ""); n != 1 {
			t.Fatalf("a reader sees %d posts, want 1", n)
		}
		if n := count(true, ""); n != 3 {
			t.Fatalf("staff see %d posts, want 3", n)
		}
		for _, id := range []int64{draft.ID, later.ID} {
			if _, err := s.VisiblePost(ctx, id, false); app.ErrorCode(err) != app.ENOTFOUND {
				t.Fatalf("post %d before its time: %v", id, err)
			}
		}
		now = now.Add(61 * time.Second) // the time comes: no job, the next query sees it
		if n := count(false, ""); n != 2 {
			t.Fatalf("after the time a reader sees %d posts, want 2", n)
		}
		if _, err := s.VisiblePost(ctx, later.ID, false); err != nil {
			t.Fatal(err)
		}
		for q, want := range map[string]int{"assemblee": 1, "GÉNÉRALE": 1, "interets": 1, "approuves": 1, "zzz": 0} {
			if n := count(false, q); n != want {
				t.Errorf("search %q: %d, want %d", q, n, want)
			}
		}
		// bad input: every field at once; a taken slug; a time passed.
		past := now.Add(-time.Hour)
		_, err = s.Save(ctx, author, 0, blog.Input{Title: "", Slug: "Bad Slug", Status: "scheduled", PublishedAt: &past, Categories: []string{"nope"}})
		f := fieldOf(err)
		for _, k := range []string{"title", "slug", "publishedAt", "categories"} {
			if f[k] == "" {
				t.Errorf("no error on %s: %v", k, err)
			}
		}
		_, err = s.Save(ctx, author, 0, blog.Input{Title: "Assemblée générale 2026"})
		if fieldOf(err)["slug"] == "" {
			t.Errorf("taken slug: %v", err)
		}
		related, err := s.Related(ctx, pub, false, 3)
		if err != nil || len(related) != 1 {
			t.Fatalf("related: %v %v", related, err)
		}
		cats, err := s.Categories(ctx, false)
		if err != nil || len(cats) != 2 || cats[0].Count != 1 {
			t.Fatalf("categories: %+v %v", cats, err)
		}
		if err := s.Delete(ctx, draft.ID); err != nil {
			t.Fatal(err)
		}
	})
}

func TestBlogSlugify(t *testing.T) {
	for in, want := range map[string]string{"Assemblée générale": "assemblee-generale", "  L'œuvre -- d'été !": "l-oeuvre-d-ete", "": ""} {
		if got := blog.Slugify(in); got != want {
			t.Errorf("Slugify(%q) = %q, want %q", in, got, want)
		}
	}
}

// A page far past the last answers empty on both engines, never an offset
// that overflows (PostgreSQL refuses a negative one).
func TestBlogListFarPage(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		now := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
		s, author := newBlog(t, d, &now)
		if _, err := s.Save(context.Background(), author, 0, blog.Input{Title: "Une nouvelle", Body: "<p>Texte</p>", Status: "published"}); err != nil {
			t.Fatal(err)
		}
		for _, page := range []int{math.MaxInt64, math.MaxInt32, -5} {
			items, total, err := s.List(context.Background(), blog.ListQuery{Page: page, PerPage: 50})
			if err != nil || total != 1 || (page > 0) != (len(items) == 0) {
				t.Fatalf("page %d: %d items of %d, %v", page, len(items), total, err)
			}
		}
	})
}
