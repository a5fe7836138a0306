package seed

import (
	"context"
	"encoding/json"
	"fmt"

	"partage/app/db"
	"partage/app/knowledge"
)

// demoKBCategory is a category of seed/data/knowledge.json with its articles.
type demoKBCategory struct {
	Lang        string `json:"lang"`
	Slug        string `json:"slug"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Icon        string `json:"icon"`
	Color       string `json:"color"`
	Articles    []struct {
		Slug    string `json:"slug"`
		Title   string `json:"title"`
		Excerpt string `json:"excerpt"`
		Body    string `json:"body"`
	} `json:"articles"`
}

// demoKnowledge loads the knowledge base's categories and articles, in
// French and English, all published, through the store (so the search
// text is written as staff writes write it), then a few readers' answers.
func demoKnowledge(ctx context.Context, d *db.DB) error {
	raw, err := data.ReadFile("data/knowledge.json")
	if err != nil {
		return fmt.Errorf("seed: read knowledge: %w", err)
	}
	var cats []demoKBCategory
	if err := json.Unmarshal(raw, &cats); err != nil {
		return fmt.Errorf("seed: parse knowledge: %w", err)
	}
	var admin int64
	if err := d.QueryRowContext(ctx, `SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&admin); err != nil {
		return fmt.Errorf("seed: knowledge author: %w", err)
	}
	var readers []int64
	rows, err := d.QueryContext(ctx, `SELECT id FROM users ORDER BY id LIMIT 12`)
	if err != nil {
		return fmt.Errorf("seed: knowledge readers: %w", err)
	}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		readers = append(readers, id)
	}
	rows.Close()
	store := knowledge.New(d)
	for i, c := range cats {
		cat, err := store.SaveCategory(ctx, 0, knowledge.CategoryInput{Lang: c.Lang, Title: c.Title, Slug: c.Slug,
			Description: c.Description, Icon: c.Icon, Color: c.Color, Position: i%5 + 1})
		if err != nil {
			return fmt.Errorf("seed: knowledge category %s: %w", c.Slug, err)
		}
		for k, a := range c.Articles {
			art, err := store.SaveArticle(ctx, admin, 0, knowledge.ArticleInput{CategoryID: cat.ID, Title: a.Title, Slug: a.Slug,
				Excerpt: a.Excerpt, Body: a.Body, Published: true})
			if err != nil {
				return fmt.Errorf("seed: knowledge article %s: %w", a.Slug, err)
			}
			// Some answers, so that the most helpful articles differ from the latest.
			for n, r := range readers[:min(len(readers), (i*3+k*5)%9)] {
				if _, err := store.Vote(ctx, r, art.ID, n%4 != 3); err != nil {
					return fmt.Errorf("seed: knowledge vote: %w", err)
				}
			}
		}
	}
	return nil
}
