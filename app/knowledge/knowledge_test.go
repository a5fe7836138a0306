package knowledge_test

import (
	"context"
	"strings"
	"testing"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/knowledge"
)

func newUser(t *testing.T, d *db.DB, name string) int64 {
	t.Helper()
	u := &auth.User{FullName: name, Username: name, Email: name + "@example.org", PasswordHash: "x", Role: auth.RoleClient}
	if err := auth.NewStore(d).CreateUser(context.Background(), u); err != nil {
		t.Fatal(err)
	}
	return u.ID
}

func TestKnowledgeBaseStore(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx, s := context.Background(), knowledge.New(d)
		staff, reader := newUser(t, d, "redactrice"), newUser(t, d, "lecteur")
		cat, err := s.SaveCategory(ctx, 0, knowledge.CategoryInput{Lang: "fr", Title: "Assemblée générale", Icon: "landmark", Color: "warning"})
		if err != nil {
			t.Fatal(err)
		}
		if cat.Slug != "assemblee-generale" {
			t.Errorf("slug %q", cat.Slug)
		}
		pub, err := s.SaveArticle(ctx, staff, 0, knowledge.ArticleInput{CategoryID: cat.ID, Title: "Voter à l’Assemblée",
			Body: `<p>Le <strong>quorum</strong> est atteint.</p><script>alert(1)</script><img src=x onerror="alert(2)">`, Published: true})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(pub.Body, "<script") || strings.Contains(pub.Body, "onerror") || !strings.Contains(pub.Body, "<strong>quorum</strong>") {
			t.Errorf("body not sanitized: %q", pub.Body)
		}
		draft, err := s.SaveArticle(ctx, staff, 0, knowledge.ArticleInput{CategoryID: cat.ID, Title: "Brouillon secret", Body: "<p>Élection du conseil</p>"})
		if err != nil {
			t.Fatal(err)
		}
		me := knowledge.Viewer{UserID: reader, Lang: "fr"}
		boss := knowledge.Viewer{UserID: staff, Staff: true, Lang: "fr"}
		count := func(v knowledge.Viewer, q string) int {
			list, err := s.Articles(ctx, v, knowledge.Filter{Q: q})
			if err != nil {
				t.Fatal(err)
			}
			return len(list)
		}
		for _, c := range []struct {
			v    knowledge.Viewer
			q    string
			want int
		}{{me, "", 1}, {boss, "", 2}, {me, "assemblee", 1}, {me, "QUORUM", 1}, {me, "vo", 1}, {me, "election", 0}, {boss, "election", 1},
			{knowledge.Viewer{Lang: "en"}, "", 0}, {me, "alert", 0}} {
			if got := count(c.v, c.q); got != c.want {
				t.Errorf("staff %v, q %q: %d articles, want %d", c.v.Staff, c.q, got, c.want)
			}
		}
		if cats, err := s.Categories(ctx, me); err != nil || len(cats) != 1 || cats[0].Articles != 1 {
			t.Log(err)
			t.Errorf("reader's categories %+v", cats)
		}
		if _, err := s.ArticleBySlug(ctx, me, cat.Slug, draft.Slug); app.ErrorCode(err) != app.ENOTFOUND {
			t.Errorf("a draft for a reader: %v", err)
		}
		if _, err := s.Vote(ctx, reader, draft.ID, true); app.ErrorCode(err) != app.ENOTFOUND {
			t.Errorf("a vote on a draft: %v", err)
		}
		for _, helpful := range []bool{true, true, false} {
			if _, err := s.Vote(ctx, reader, pub.ID, helpful); err != nil {
				t.Fatal(err)
			}
		}
		v, err := s.Vote(ctx, staff, pub.ID, true)
		if err != nil || v.Helpful != 1 || v.NotHelpful != 1 || v.MyVote == nil || !*v.MyVote {
			t.Errorf("votes %+v %v", v, err)
		}
		// Renamed, the search follows.
		if _, err := s.SaveArticle(ctx, staff, pub.ID, knowledge.ArticleInput{CategoryID: cat.ID, Title: "Procurations", Body: "<p>Deux au plus.</p>", Published: true}); err != nil {
			t.Fatal(err)
		}
		if count(me, "quorum") != 0 || count(me, "procuration") != 1 {
			t.Error("the search did not follow the update")
		}
		_, err = s.SaveArticle(ctx, staff, 0, knowledge.ArticleInput{CategoryID: cat.ID, Title: "Autre", Slug: "procurations", Body: "<p>x</p>"})
		if f := app.ErrorFieldTexts(err); f["slug"].Key != "kbSlugTaken" {
			t.Errorf("a slug taken: %v", err)
		}
		_, err = s.SaveArticle(ctx, staff, 0, knowledge.ArticleInput{CategoryID: cat.ID, Title: " ", Slug: "Pas Bon", Body: "<script>x</script>"})
		if f := app.ErrorFieldTexts(err); f["title"].Key != "kbTitleRequired" || f["body"].Key != "kbBodyRequired" {
			t.Errorf("bad input: %v", err)
		}
		if err := s.DeleteCategory(ctx, cat.ID); app.ErrorCode(err) != app.ECONFLICT {
			t.Errorf("deleting a full category: %v", err)
		}
	})
}
