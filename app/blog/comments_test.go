package blog_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"partage/app"
	"partage/app/blog"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
)

// commentWorld is a store with a published post, a draft, a staff member
// and two readers, its clock at now.
type commentWorld struct {
	s               *blog.Store
	post, draft     int64
	staff, ann, bob blog.CommentReader
	now             *time.Time
}

func newCommentWorld(t *testing.T, d *db.DB) commentWorld {
	t.Helper()
	ctx := context.Background()
	now := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	w := commentWorld{s: blog.New(d, files.New(d, t.TempDir())), now: &now}
	w.s.SetClock(func() time.Time { return *w.now })
	user := func(name, email, role string) int64 {
		var id int64
		if err := d.QueryRowContext(ctx, `INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at)
			VALUES ($1, $2, $3, 'x', $4, $5, $5) RETURNING id`, name, strings.Split(email, "@")[0], email, role, now).Scan(&id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	w.staff = blog.CommentReader{ID: user("Élodie Martin", "elodie@example.org", "manager"), Staff: true}
	w.ann = blog.CommentReader{ID: user("Ann Reader", "ann@example.org", "member")}
	w.bob = blog.CommentReader{ID: user("Bob Client", "bob@example.org", "client")}
	post := func(slug, status string, at *time.Time) int64 {
		var id int64
		if err := d.QueryRowContext(ctx, `INSERT INTO blog_posts (slug, title, status, published_at, author_id, created_at, updated_at)
			VALUES ($1, $1, $2, $3, $4, $5, $5) RETURNING id`, slug, status, at, w.staff.ID, now.Add(-time.Hour)).Scan(&id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	published := now.Add(-time.Hour)
	w.post = post("assemblee", "published", &published)
	w.draft = post("brouillon", "draft", nil)
	return w
}

func commentCode(t *testing.T, err error, code string) {
	t.Helper()
	if app.ErrorCode(err) != code {
		t.Fatalf("error %v, want code %s", err, code)
	}
}

func TestCommentWriteReadModerate(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		w := newCommentWorld(t, d)
		script := "  <script>alert('x')</script>\r\nsecond line  "
		a, err := w.s.AddComment(ctx, w.post, w.ann, script)
		if err != nil {
			t.Fatal(err)
		}
		if a.Body != "<script>alert('x')</script>\nsecond line" || !a.Mine || !a.CanEdit || !a.CanDelete || a.CanModerate || a.EditedAt != nil ||
			a.Author.FullName != "Ann Reader" || a.PostID != w.post || !a.CreatedAt.Equal(*w.now) {
			t.Fatalf("added: %+v", a)
		}
		var stored string
		if err := d.QueryRowContext(ctx, `SELECT body FROM blog_comments WHERE id = $1`, a.ID).Scan(&stored); err != nil || stored != a.Body {
			t.Fatalf("stored %q, %v: the text is kept as it was written", stored, err)
		}
		*w.now = w.now.Add(time.Minute)
		b, err := w.s.AddComment(ctx, w.post, w.bob, "Thanks!")
		if err != nil {
			t.Fatal(err)
		}

		// As Bob sees them: both, oldest first; Ann's is not his.
		list, err := w.s.Comments(ctx, w.post, w.bob)
		if err != nil || len(list) != 2 || list[0].ID != a.ID || list[1].ID != b.ID || list[0].Mine || list[0].CanEdit || list[0].CanDelete || !list[1].Mine {
			t.Fatalf("bob's list %+v, %v", list, err)
		}

		// Someone else's comment: no edit, no delete, no moderation.
		_, err = w.s.EditComment(ctx, a.ID, w.bob, "mine now")
		commentCode(t, err, app.EFORBIDDEN)
		commentCode(t, w.s.DeleteComment(ctx, a.ID, w.bob), app.EFORBIDDEN)
		_, err = w.s.ModerateComment(ctx, a.ID, w.bob, true, "")
		commentCode(t, err, app.EFORBIDDEN)
		_, err = w.s.EditComment(ctx, a.ID, w.staff, "staff do not put words in readers' mouths")
		commentCode(t, err, app.EFORBIDDEN)

		// The author edits: the "edited" mark; the same text again changes nothing.
		*w.now = w.now.Add(time.Minute)
		e, err := w.s.EditComment(ctx, a.ID, w.ann, "Edited text")
		if err != nil || e.Body != "Edited text" || e.EditedAt == nil || !e.EditedAt.Equal(*w.now) {
			t.Fatalf("edited %+v, %v", e, err)
		}
		*w.now = w.now.Add(time.Minute)
		if same, err := w.s.EditComment(ctx, a.ID, w.ann, " Edited text "); err != nil || !same.EditedAt.Equal(*e.EditedAt) {
			t.Fatalf("same text %+v, %v", same, err)
		}

		// The staff hide Ann's: Bob no longer sees it, Ann sees it marked, the staff see it with the reason.
		h, err := w.s.ModerateComment(ctx, a.ID, w.staff, true, "  Hors   sujet ")
		if err != nil || !h.Hidden || h.HiddenReason != "Hors sujet" || h.HiddenAt == nil || !h.CanModerate {
			t.Fatalf("hidden %+v, %v", h, err)
		}
		if list, _ := w.s.Comments(ctx, w.post, w.bob); len(list) != 1 || list[0].ID != b.ID {
			t.Fatalf("bob still sees the hidden comment: %+v", list)
		}
		_, err = w.s.Comment(ctx, a.ID, w.bob)
		commentCode(t, err, app.ENOTFOUND)
		commentCode(t, w.s.DeleteComment(ctx, a.ID, w.bob), app.ENOTFOUND)
		if list, _ := w.s.Comments(ctx, w.post, w.ann); len(list) != 2 || !list[0].Hidden || list[0].HiddenReason != "Hors sujet" {
			t.Fatalf("ann's view of her hidden comment: %+v", list)
		}
		if list, _ := w.s.Comments(ctx, w.post, w.staff); len(list) != 2 || !list[0].Hidden || !list[0].CanDelete || list[0].CanEdit {
			t.Fatalf("staff view: %+v", list)
		}
		counts, err := w.s.CommentCounts(ctx, []int64{w.post, w.draft, 999}, false)
		if err != nil || counts[w.post] != 1 || len(counts) != 1 {
			t.Fatalf("reader counts %v, %v", counts, err)
		}
		if counts, _ := w.s.CommentCounts(ctx, []int64{w.post}, true); counts[w.post] != 2 {
			t.Fatalf("staff counts %v", counts)
		}
		if counts, err := w.s.CommentCounts(ctx, nil, true); err != nil || len(counts) != 0 {
			t.Fatalf("no posts: %v, %v", counts, err)
		}

		// Shown again: no reason left.
		if u, err := w.s.ModerateComment(ctx, a.ID, w.staff, false, ""); err != nil || u.Hidden || u.HiddenReason != "" || u.HiddenAt != nil {
			t.Fatalf("shown %+v, %v", u, err)
		}
		_, err = w.s.ModerateComment(ctx, a.ID, w.staff, true, strings.Repeat("r", blog.MaxCommentReason+1))
		if app.ErrorFields(err)["reason"] == "" {
			t.Fatalf("long reason: %v", err)
		}

		// The author deletes their own; the staff delete anyone's.
		if err := w.s.DeleteComment(ctx, a.ID, w.ann); err != nil {
			t.Fatal(err)
		}
		if err := w.s.DeleteComment(ctx, b.ID, w.staff); err != nil {
			t.Fatal(err)
		}
		commentCode(t, w.s.DeleteComment(ctx, b.ID, w.staff), app.ENOTFOUND)
		if list, err := w.s.Comments(ctx, w.post, w.staff); err != nil || len(list) != 0 {
			t.Fatalf("after deleting: %+v, %v", list, err)
		}
	})
}

func TestCommentRules(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		w := newCommentWorld(t, d)
		for name, c := range map[string]struct {
			body string
			key  string
		}{
			"empty":    {"", "blogCommentRequired"},
			"blank":    {" \n\t ", "blogCommentRequired"},
			"too long": {strings.Repeat("é", blog.MaxCommentBody+1), "blogCommentTooLong"},
		} {
			_, err := w.s.AddComment(ctx, w.post, w.ann, c.body)
			if app.ErrorCode(err) != app.EINVALID || app.ErrorFieldTexts(err)["body"].Key != c.key {
				t.Errorf("%s: %v", name, err)
			}
		}
		if _, err := w.s.AddComment(ctx, w.post, w.ann, strings.Repeat("é", blog.MaxCommentBody)); err != nil {
			t.Fatalf("%d characters: %v", blog.MaxCommentBody, err)
		}

		// A draft is not found for readers; the staff comment on it.
		_, err := w.s.AddComment(ctx, w.draft, w.ann, "hello")
		commentCode(t, err, app.ENOTFOUND)
		_, err = w.s.Comments(ctx, w.draft, w.ann)
		commentCode(t, err, app.ENOTFOUND)
		_, err = w.s.AddComment(ctx, 424242, w.staff, "hello")
		commentCode(t, err, app.ENOTFOUND)
		onDraft, err := w.s.AddComment(ctx, w.draft, w.staff, "Relu, prêt à publier.")
		if err != nil {
			t.Fatal(err)
		}
		_, err = w.s.Comment(ctx, onDraft.ID, w.ann)
		commentCode(t, err, app.ENOTFOUND)

		// Too many in a minute: wait.
		for i := 1; i < blog.CommentBurst; i++ {
			if _, err := w.s.AddComment(ctx, w.post, w.ann, "encore"); err != nil {
				t.Fatal(err)
			}
		}
		_, err = w.s.AddComment(ctx, w.post, w.ann, "one too many")
		commentCode(t, err, app.ETOOMANY)
		*w.now = w.now.Add(time.Minute)
		if _, err := w.s.AddComment(ctx, w.post, w.ann, "a minute later"); err != nil {
			t.Fatal(err)
		}

		// A deleted post takes its comments with it.
		if _, err := d.ExecContext(ctx, `DELETE FROM blog_posts WHERE id = $1`, w.draft); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := d.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_comments WHERE post_id = $1`, w.draft).Scan(&n); err != nil || n != 0 {
			t.Fatalf("%d comments left on a deleted post, %v", n, err)
		}
	})
}
