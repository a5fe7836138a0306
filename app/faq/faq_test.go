package faq_test

import (
	"context"
	"testing"

	"partage/app"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/faq"
)

func TestFaqStoreLanguagesSearchAndOrder(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := faq.New(d)
		// An empty FAQ in French reads as the English one, and the other way round.
		if lng, err := s.ReadLang(ctx, "fr"); err != nil || lng != "en" {
			t.Fatalf("read lang of an empty FAQ: %q %v", lng, err)
		}
		g, err := s.CreateGroup(ctx, faq.GroupInput{Lang: "fr", Icon: "landmark", Title: "Vie de la coopérative", Subtitle: "Assemblées"})
		if err != nil {
			t.Fatal(err)
		}
		if g.Code != "vieDeLaCooperative" {
			t.Errorf("code %q", g.Code)
		}
		twin, err := s.CreateGroup(ctx, faq.GroupInput{Lang: "fr", Icon: "users", Title: "Vie de la coopérative"})
		if err != nil || twin.Code != "vieDeLaCooperative2" {
			t.Fatalf("second code %q %v", twin.Code, err)
		}
		for _, lng := range []string{"en", "de", "pt"} {
			if got, _ := s.ReadLang(ctx, lng); got != "fr" {
				t.Errorf("a reader of %s reads %s, want fr (English is empty)", lng, got)
			}
		}
		a, err := s.CreateQuestion(ctx, faq.QuestionInput{GroupID: g.ID, Question: "Quand a lieu l’Assemblée générale ?", Answer: "En <b>juin</b>.<script>alert(1)</script>"})
		if err != nil {
			t.Fatal(err)
		}
		if a.Answer != "En <b>juin</b>." {
			t.Errorf("answer kept as %q", a.Answer)
		}
		b, err := s.CreateQuestion(ctx, faq.QuestionInput{GroupID: g.ID, Question: "Qui peut voter ?", Answer: "Chaque membre, une voix, dès sa première part."})
		if err != nil {
			t.Fatal(err)
		}
		groups, err := s.Groups(ctx, "fr")
		if err != nil || len(groups) != 2 || len(groups[0].Questions) != 2 {
			t.Fatalf("groups %+v %v", groups, err)
		}
		// With no search every group shows, an empty one too (staff fill it).
		for q, want := range map[string]int{"assemblee": 1, "ASSEMBLÉE": 1, "premiere part": 1, "juin": 1, "voix membre": 1, "xyz": 0, "": 2} {
			got := faq.Filter(groups, q)
			n := 0
			for _, g := range got {
				n += len(g.Questions)
				if len(g.Questions) == 0 && q != "" {
					t.Errorf("%q keeps an empty group", q)
				}
			}
			if n != want {
				t.Errorf("search %q finds %d, want %d", q, n, want)
			}
		}
		if err := s.MoveQuestion(ctx, b.ID, -1); err != nil {
			t.Fatal(err)
		}
		if err := s.MoveQuestion(ctx, b.ID, -1); err != nil { // already first: nothing moves
			t.Fatal(err)
		}
		groups, _ = s.Groups(ctx, "fr")
		if groups[0].Questions[0].ID != b.ID || groups[0].Questions[1].ID != a.ID {
			t.Errorf("order after the move: %+v", groups[0].Questions)
		}
		if err := s.MoveGroup(ctx, twin.ID, -1); err != nil {
			t.Fatal(err)
		}
		groups, _ = s.Groups(ctx, "fr")
		if groups[0].ID != twin.ID {
			t.Errorf("group order: %d first", groups[0].ID)
		}
		// Moving a question into another group puts it at its end.
		if _, err := s.UpdateQuestion(ctx, a.ID, faq.QuestionInput{GroupID: twin.ID, Question: a.Question, Answer: a.Answer}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.DeleteGroup(ctx, twin.ID, false); app.ErrorCode(err) != app.ECONFLICT {
			t.Fatalf("deleting a group with questions: %v", err)
		}
		if n, err := s.DeleteGroup(ctx, twin.ID, true); err != nil || n != 1 {
			t.Fatalf("delete with questions: %d %v", n, err)
		}
		if err := s.DeleteQuestion(ctx, a.ID); app.ErrorCode(err) != app.ENOTFOUND {
			t.Errorf("the group's question survived: %v", err)
		}
	})
}
