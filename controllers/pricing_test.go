package controllers_test

import (
	"fmt"
	"strings"
	"testing"
)

// planID is the id of the plan of code, read from /pricing/data.
func planID(t *testing.T, e *env, token, code string) string {
	t.Helper()
	r := e.do(nil, "GET", "/pricing/data", nil, map[string]string{"Authorization": "Bearer " + token})
	plans, _ := r.json(t)["pricingPlans"].([]any)
	for _, p := range plans {
		if at(p, "code") == code {
			return fmt.Sprint(int64(idOf(p)))
		}
	}
	t.Fatalf("no plan %s: %s", code, r.body)
	return ""
}

func TestPricingCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		standard, enterprise := planID(t, e, admin, "standard"), planID(t, e, admin, "enterprise")
		var basicUsers int
		if err := e.db.QueryRow(`SELECT count(*) FROM users WHERE current_plan = 'basic'`).Scan(&basicUsers); err != nil {
			t.Fatal(err)
		}
		good := map[string]any{"lang": "en", "title": "Standard+", "subtitle": "For teams", "monthlyPrice": 59.5, "yearlyPerMonth": "45,25",
			"planBenefits": []string{"Mail", " ", "Calendar"}, "popular": true}
		with := func(k string, v any) map[string]any {
			out := map[string]any{}
			for key, val := range good {
				out[key] = val
			}
			out[k] = v
			return out
		}
		e.run(t, []jsonCase{
			{name: "spec plans", method: "GET", path: "/pricing/data", as: "client", status: 200,
				want: map[string]any{"pricingPlans.0.code": "basic", "pricingPlans.0.monthlyPrice": 0, "pricingPlans.0.users": basicUsers,
					"pricingPlans.1.title": "Standard", "pricingPlans.1.monthlyPrice": 49, "pricingPlans.1.yearlyPlan.perMonth": 40,
					"pricingPlans.1.yearlyPlan.totalAnnual": 480, "pricingPlans.1.popular": true, "pricingPlans.1.users": 0,
					"pricingPlans.1.planBenefits.0": "<set>", "pricingPlans.2.monthlyPrice": 99, "pricingPlans.2.yearlyPlan.perMonth": 80,
					"pricingPlans.2.yearlyPlan.totalAnnual": 960, "pricingPlans.2.popular": false, "pricingPlans.2.id": "<set>",
					"faq.0.question": "<set>", "faq.0.answer": "<set>"}},
			{name: "signed out", method: "GET", path: "/pricing/data", status: 401},
			{name: "a client cannot edit a plan", method: "PUT", path: "/pricing/plans/" + standard, as: "client", body: good, status: 403},
			{name: "unknown plan", method: "PUT", path: "/pricing/plans/999999", as: "admin", body: good, status: 404},
			{name: "negative price", method: "PUT", path: "/pricing/plans/" + standard, as: "admin", body: with("monthlyPrice", -1), status: 400,
				want: map[string]any{"error.field_keys.monthlyPrice.key": "server.planPriceFormat"}},
			{name: "three decimals", method: "PUT", path: "/pricing/plans/" + standard, as: "admin", body: with("yearlyPerMonth", "40,125"), status: 400,
				want: map[string]any{"error.field_keys.yearlyPerMonth.key": "server.planPriceFormat"}},
			{name: "not a number", method: "PUT", path: "/pricing/plans/" + standard, as: "admin", body: with("monthlyPrice", true), status: 400,
				want: map[string]any{"error.field_keys.monthlyPrice.key": "server.planPriceFormat"}},
			{name: "missing price", method: "PUT", path: "/pricing/plans/" + standard, as: "admin", body: with("monthlyPrice", ""), status: 400,
				want: map[string]any{"error.field_keys.monthlyPrice.key": "server.planPriceFormat"}},
			{name: "yearly above monthly", method: "PUT", path: "/pricing/plans/" + standard, as: "admin", body: with("yearlyPerMonth", 60), status: 400,
				want: map[string]any{"error.field_keys.yearlyPerMonth.key": "server.planYearlyAboveMonthly"}},
			{name: "no title, bad language, long benefit", method: "PUT", path: "/pricing/plans/" + standard, as: "admin", status: 400,
				body: map[string]any{"lang": "pt", "title": "", "monthlyPrice": 1, "yearlyPerMonth": 1, "planBenefits": []string{strings.Repeat("b", 121)}},
				want: map[string]any{"error.field_keys.title.key": "server.planTitleRequired", "error.field_keys.lang.key": "server.planLangChoice",
					"error.field_keys.planBenefits.key": "server.planBenefitTooLong"}},
			{name: "price too high", method: "PUT", path: "/pricing/plans/" + standard, as: "admin", body: with("monthlyPrice", 200000), status: 400,
				want: map[string]any{"error.field_keys.monthlyPrice.key": "server.planPriceMax"}},
			{name: "saved", method: "PUT", path: "/pricing/plans/" + enterprise, as: "admin", body: good, status: 200,
				want: map[string]any{"plan.title": "Standard+", "plan.monthlyPrice": 59.5, "plan.yearlyPlan.perMonth": 45.25,
					"plan.yearlyPlan.totalAnnual": 543, "plan.planBenefits.1": "Calendar", "plan.popular": true}, absent: []string{"plan.planBenefits.2"}},
			{name: "only one popular; French kept", method: "GET", path: "/pricing/data?lang=fr", as: "admin", status: 200,
				want: map[string]any{"lang": "fr", "pricingPlans.1.popular": false, "pricingPlans.2.popular": true, "pricingPlans.2.title": "Entreprise",
					"pricingPlans.2.monthlyPrice": 59.5}},
		})
	})
}
