package pricing

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"

	"partage/app"
)

// PlanInput is what an admin writes of a plan: its texts in Lang (fr or en),
// its prices in euros (the yearly price per month, the year's total being
// twelve times it) and whether it is the popular one.
type PlanInput struct {
	Lang           string   `json:"lang"`
	Title          string   `json:"title"`
	Subtitle       string   `json:"subtitle"`
	MonthlyPrice   Amount   `json:"monthlyPrice"`
	YearlyPerMonth Amount   `json:"yearlyPerMonth"`
	PlanBenefits   []string `json:"planBenefits"`
	Popular        bool     `json:"popular"`
}

func tooLong(s string, max int) bool { return len([]rune(s)) > max }

// check cleans in and answers its prices in cents.
func (in *PlanInput) check() (monthly, yearly int64, err error) {
	f := app.Fields{}
	in.Title, in.Subtitle = strings.TrimSpace(in.Title), strings.TrimSpace(in.Subtitle)
	if in.Lang != "fr" && in.Lang != "en" {
		f.Set("lang", "planLangChoice", nil)
	}
	if in.Title == "" {
		f.Set("title", "planTitleRequired", nil)
	} else if tooLong(in.Title, MaxTitle) {
		f.Set("title", "planTooLong", app.Params{"max": MaxTitle})
	}
	if tooLong(in.Subtitle, MaxSubtitle) {
		f.Set("subtitle", "planTooLong", app.Params{"max": MaxSubtitle})
	}
	var ok bool
	price := func(field string, n Amount) int64 {
		c, good := cents(n)
		if !good {
			f.Set(field, "planPriceFormat", nil)
		} else if c > MaxPriceCents {
			f.Set(field, "planPriceMax", app.Params{"amountMax": MaxPriceCents / 100})
			good = false
		}
		ok = ok && good
		return c
	}
	ok = true
	monthly = price("monthlyPrice", in.MonthlyPrice)
	yearly = price("yearlyPerMonth", in.YearlyPerMonth)
	if ok && yearly > monthly {
		f.Set("yearlyPerMonth", "planYearlyAboveMonthly", nil)
	}
	benefits := []string{}
	for _, b := range in.PlanBenefits {
		if b = strings.TrimSpace(strings.ReplaceAll(b, "\n", " ")); b == "" {
			continue
		}
		if tooLong(b, MaxBenefit) {
			f.Set("planBenefits", "planBenefitTooLong", app.Params{"max": MaxBenefit})
		}
		benefits = append(benefits, b)
	}
	if len(benefits) > MaxBenefits {
		f.Set("planBenefits", "planTooManyBenefits", app.Params{"max": MaxBenefits})
	}
	in.PlanBenefits = benefits
	if len(f) > 0 {
		return 0, 0, app.Invalid("planInvalid", nil, f)
	}
	return monthly, yearly, nil
}

// Amount is a sum of euros as sent: a JSON number, or a string of one (a
// form's text, a comma taken as the decimal point). Anything else reads as
// no amount, which check refuses under its field.
type Amount string

// UnmarshalJSON keeps the number's text.
func (a *Amount) UnmarshalJSON(data []byte) error {
	var v any
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return err
	}
	switch t := v.(type) {
	case json.Number:
		*a = Amount(t.String())
	case string:
		*a = Amount(strings.Replace(strings.TrimSpace(t), ",", ".", 1))
	default:
		*a = ""
	}
	return nil
}

// UpdatePlan changes a plan: its texts in in.Lang, its prices and its
// popular mark (marking one plan popular unmarks the others).
func (s *Store) UpdatePlan(ctx context.Context, id int64, in PlanInput) (Plan, error) {
	if _, err := s.Plan(ctx, id, "en"); err != nil {
		return Plan{}, err
	}
	monthly, yearly, err := in.check()
	if err != nil {
		return Plan{}, err
	}
	suffix := in.Lang // checked above: fr or en
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if in.Popular {
			if _, err := tx.ExecContext(ctx, `UPDATE pricing_plans SET popular = FALSE WHERE id <> $1`, id); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `UPDATE pricing_plans SET title_`+suffix+` = $1, subtitle_`+suffix+` = $2, benefits_`+suffix+` = $3,
			monthly_cents = $4, yearly_month_cents = $5, popular = $6 WHERE id = $7`,
			in.Title, in.Subtitle, strings.Join(in.PlanBenefits, "\n"), monthly, yearly, in.Popular, id)
		return err
	})
	if err != nil {
		return Plan{}, fmt.Errorf("pricing: update plan %d: %w", id, err)
	}
	return s.Plan(ctx, id, in.Lang)
}
