package controllers

import (
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/faq"
	"partage/app/inertia"
	"partage/app/pricing"
)

// The plans' abilities: everyone signed in reads them, admins change them.
var (
	pricingRead   = can("read", auth.SubjectPricing)
	pricingManage = can("manage", auth.SubjectPricing)
)

// pricingRoutes are the pricing page, spec §7's GET /pricing/data and the
// admins' change of a plan (JSON in, JSON out).
func (s *Server) pricingRoutes(r *mux.Router) {
	s.page(r, "GET", "/pages/pricing", pricingRead, s.pricingPage)
	s.api(r, "GET", "/pricing/data", pricingRead, s.pricingData)
	s.api(r, "PUT", "/pricing/plans/{id}", pricingManage, s.planUpdate)
}

// pricingLang is the language the caller reads the plans in: theirs (French,
// or English for every other), or for admins the one asked by ?lang=.
func (s *Server) pricingLang(r *http.Request) string {
	if lng := r.URL.Query().Get("lang"); faq.KnownLang(lng) &&
		auth.Can(auth.RulesOf(auth.UserFrom(r.Context())), "manage", auth.SubjectPricing) {
		return lng
	}
	return faq.ContentLang(s.languageOf(r).Code)
}

// pricingAnswer is {pricingPlans, faq, lang}.
func (s *Server) pricingAnswer(r *http.Request) (map[string]any, error) {
	lng := s.pricingLang(r)
	plans, err := s.Pricing.Plans(r.Context(), lng)
	if err != nil {
		return nil, err
	}
	entries, err := s.Pricing.FAQ(r.Context(), lng)
	if err != nil {
		return nil, err
	}
	return map[string]any{"pricingPlans": plans, "faq": entries, "lang": lng}, nil
}

// pricingData is spec §7's GET /pricing/data: {pricingPlans: [{id, code,
// title, subtitle, monthlyPrice, yearlyPlan {perMonth, totalAnnual},
// planBenefits, popular, users}], faq: [{question, answer}]}.
func (s *Server) pricingData(w http.ResponseWriter, r *http.Request) {
	answer, err := s.pricingAnswer(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, answer)
}

// pricingPage is /pages/pricing: the plans, the pricing FAQ and the limits of the admins' form.
func (s *Server) pricingPage(w http.ResponseWriter, r *http.Request) {
	answer, err := s.pricingAnswer(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	answer["options"] = map[string]any{"maxTitle": pricing.MaxTitle, "maxSubtitle": pricing.MaxSubtitle,
		"maxBenefits": pricing.MaxBenefits, "maxBenefit": pricing.MaxBenefit, "langs": faq.Langs}
	s.render(w, r, "Content/Pricing", inertia.Props(answer))
}

// planUpdate is PUT /pricing/plans/{id} {lang, title, subtitle, monthlyPrice,
// yearlyPerMonth, planBenefits, popular}: 200 {plan}; bad input is 400 with its fields.
func (s *Server) planUpdate(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil || id <= 0 {
		s.fail(w, r, app.E(app.ENOTFOUND, "planNotFound", nil))
		return
	}
	var in pricing.PlanInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	plan, err := s.Pricing.UpdatePlan(r.Context(), id, in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"plan": plan})
}
