package pricing_test

import (
	"context"
	"encoding/json"
	"testing"

	"partage/app"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/pricing"
)

func TestPlansPricesLanguagesAndPopular(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		for i, code := range []string{"basic", "standard"} {
			if _, err := d.ExecContext(ctx, `INSERT INTO pricing_plans (code, title_fr, title_en, monthly_cents, yearly_month_cents, popular, position)
				VALUES ($1, $2, '', 4900, 4000, $3, $4)`, code, "Plan "+code, i == 1, i); err != nil {
				t.Fatal(err)
			}
		}
		s := pricing.New(d)
		plans, err := s.Plans(ctx, "en")
		if err != nil || len(plans) != 2 {
			t.Fatalf("plans %+v %v", plans, err)
		}
		// No English text: the French one, and its language says so.
		if p := plans[1]; p.Title != "Plan standard" || p.Lang != "fr" || p.MonthlyPrice != 49 || p.YearlyPlan.TotalAnnual != 480 || !p.Popular || p.Users != 0 {
			t.Errorf("standard %+v", p)
		}
		in := func(monthly, yearly string) pricing.PlanInput {
			var in pricing.PlanInput
			raw := `{"lang":"en","title":"Basic","monthlyPrice":` + monthly + `,"yearlyPerMonth":` + yearly + `,"planBenefits":["A"," ","B"],"popular":true}`
			if err := json.Unmarshal([]byte(raw), &in); err != nil {
				t.Fatal(err)
			}
			return in
		}
		for _, c := range []struct{ monthly, yearly, field string }{
			{`-1`, `0`, "monthlyPrice"}, {`1.005`, `1`, "monthlyPrice"}, {`"abc"`, `1`, "monthlyPrice"}, {`null`, `1`, "monthlyPrice"},
			{`10`, `10.01`, "yearlyPerMonth"}, {`1e3`, `1`, "monthlyPrice"},
		} {
			_, err := s.UpdatePlan(ctx, plans[0].ID, in(c.monthly, c.yearly))
			if f := app.ErrorFieldTexts(err); f[c.field].Key == "" {
				t.Errorf("%s/%s: %v, want an error on %s", c.monthly, c.yearly, err, c.field)
			}
		}
		p, err := s.UpdatePlan(ctx, plans[0].ID, in(`"12,5"`, `10.25`))
		if err != nil {
			t.Fatal(err)
		}
		if p.MonthlyPrice != 12.5 || p.YearlyPlan.PerMonth != 10.25 || p.YearlyPlan.TotalAnnual != 123 || len(p.PlanBenefits) != 2 || p.Lang != "en" {
			t.Errorf("saved %+v", p)
		}
		plans, _ = s.Plans(ctx, "fr")
		if !plans[0].Popular || plans[1].Popular {
			t.Errorf("popular: %v %v", plans[0].Popular, plans[1].Popular)
		}
		if plans[0].Title != "Plan basic" {
			t.Errorf("the French title changed: %q", plans[0].Title)
		}
	})
}
