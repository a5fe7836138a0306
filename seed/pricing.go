package seed

import (
	"context"
	"fmt"
	"strings"

	"partage/app/db"
)

// demoPlanTexts are a plan's words in one language.
type demoPlanTexts struct {
	Title    string   `json:"title"`
	Subtitle string   `json:"subtitle"`
	Benefits []string `json:"benefits"`
}

// demoPricingData is data/pricing.json: the plans and the pricing FAQ by language.
type demoPricingData struct {
	Plans []struct {
		Code             string        `json:"code"`
		MonthlyCents     int64         `json:"monthlyCents"`
		YearlyMonthCents int64         `json:"yearlyMonthCents"`
		Popular          bool          `json:"popular"`
		FR               demoPlanTexts `json:"fr"`
		EN               demoPlanTexts `json:"en"`
	} `json:"plans"`
	FAQ map[string][]struct {
		Question string `json:"question"`
		Answer   string `json:"answer"`
	} `json:"faq"`
}

// demoPricing loads the three plans of spec §9 (basic free; standard 49 € a
// month or 40 € a month yearly, the popular one; enterprise 99 € or 80 €),
// their benefits and the pricing FAQ, in French and English.
func demoPricing(ctx context.Context, d *db.DB) error {
	var in demoPricingData
	if err := readJSON("data/pricing.json", &in); err != nil {
		return err
	}
	for i, p := range in.Plans {
		if _, err := d.ExecContext(ctx, `INSERT INTO pricing_plans (code, title_fr, title_en, subtitle_fr, subtitle_en,
			benefits_fr, benefits_en, monthly_cents, yearly_month_cents, popular, position)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
			p.Code, p.FR.Title, p.EN.Title, p.FR.Subtitle, p.EN.Subtitle, strings.Join(p.FR.Benefits, "\n"),
			strings.Join(p.EN.Benefits, "\n"), p.MonthlyCents, p.YearlyMonthCents, p.Popular, i); err != nil {
			return fmt.Errorf("seed: plan %s: %w", p.Code, err)
		}
	}
	for _, lng := range []string{"fr", "en"} {
		for i, e := range in.FAQ[lng] {
			if _, err := d.ExecContext(ctx, `INSERT INTO pricing_faq (lang, question, answer, position) VALUES ($1, $2, $3, $4)`,
				lng, e.Question, e.Answer, i); err != nil {
				return fmt.Errorf("seed: pricing faq: %w", err)
			}
		}
	}
	return nil
}
