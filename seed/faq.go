package seed

import (
	"context"
	"fmt"

	"partage/app/db"
	"partage/app/faq"
)

// demoFAQGroup is a group of data/faq.json with its questions.
type demoFAQGroup struct {
	Code     string              `json:"code"`
	Icon     string              `json:"icon"`
	Title    string              `json:"title"`
	Subtitle string              `json:"subtitle"`
	QandA    []faq.QuestionInput `json:"qandA"`
}

// demoFAQ loads the FAQ's groups and questions, in French and English
// (data/faq.json: 28 answers in each), through the store, which sanitizes
// and indexes them; the groups keep the codes of spec §3.
func demoFAQ(ctx context.Context, d *db.DB) error {
	var byLang map[string][]demoFAQGroup
	if err := readJSON("data/faq.json", &byLang); err != nil {
		return err
	}
	store := faq.New(d)
	for _, lng := range faq.Langs {
		for _, g := range byLang[lng] {
			group, err := store.CreateGroup(ctx, faq.GroupInput{Lang: lng, Icon: g.Icon, Title: g.Title, Subtitle: g.Subtitle})
			if err != nil {
				return fmt.Errorf("seed: faq group %s: %w", g.Code, err)
			}
			if _, err := d.ExecContext(ctx, `UPDATE faq_groups SET code = $1 WHERE id = $2`, g.Code, group.ID); err != nil {
				return fmt.Errorf("seed: faq group code %s: %w", g.Code, err)
			}
			for _, q := range g.QandA {
				q.GroupID = group.ID
				if _, err := store.CreateQuestion(ctx, q); err != nil {
					return fmt.Errorf("seed: faq question %q: %w", q.Question, err)
				}
			}
		}
	}
	return nil
}
