package controllers

import (
	"net/http"
	"time"

	"partage/app"
	"partage/app/export"
	"partage/app/inertia"
	"partage/app/membership"
)

// holderFilter reads the shareholders' list state from the URL: category,
// q, sortBy, sortDesc, page, perPage.
func holderFilter(r *http.Request) membership.HolderFilter {
	q := r.URL.Query()
	f := membership.HolderFilter{Category: q.Get("category"), Q: q.Get("q"), SortBy: q.Get("sortBy")}
	f.SortDesc = sortDescOf(r)
	f.Page, f.PerPage = pageOf(r)
	return f
}

// holdersPage is /coop/actionnaires?asOf=: the shareholders by category, a
// page at a time, with the stat cards; each one's parts, capital and share of
// all parts as of asOf (default today) come from the register of parts.
func (s *Server) holdersPage(w http.ResponseWriter, r *http.Request) {
	f := holderFilter(r)
	list, total, err := s.Members.ListHolders(r.Context(), f)
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		f = membership.HolderFilter{}
		list, total, err = s.Members.ListHolders(r.Context(), f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f.Normalize()
	asOf := r.URL.Query().Get("asOf")
	if _, perr := time.Parse("2006-01-02", asOf); asOf == "" || (perr != nil && !wantsJSON(r)) {
		asOf = today()
	}
	if err := s.fillHoldings(r, list, asOf); err != nil {
		s.fail(w, r, err)
		return
	}
	counts, err := s.Members.HolderCounts(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Coop/Actionnaires", inertia.Props{"holders": list, "total": total, "counts": counts, "registerReady": true, "asOf": asOf,
		"filter":  map[string]any{"asOf": asOf, "category": f.Category, "q": f.Q, "sortBy": f.SortBy, "sortDesc": f.SortDesc, "page": f.Page, "perPage": f.PerPage},
		"options": map[string]any{"categories": membership.HolderCategories, "sorts": membership.HolderSorts, "perPages": membership.PerPages}})
}

// fillHoldings sets each holder's parts, capital and percentage as of asOf.
func (s *Server) fillHoldings(r *http.Request, list []membership.Holder, asOf string) error {
	ids := make([]int64, len(list))
	for i, h := range list {
		ids[i] = h.Tiers.ID
	}
	totals, err := s.Ledger.TotalsOf(r.Context(), ids, asOf)
	if err != nil {
		return err
	}
	for i := range list {
		t := totals[list[i].Tiers.ID]
		list[i].Parts, list[i].CapitalCents, list[i].Percentage = t.Parts, t.CapitalCents, t.Percentage
	}
	return nil
}

// holdersExport is GET /coop/actionnaires/export.csv: the filtered list, every page.
func (s *Server) holdersExport(w http.ResponseWriter, r *http.Request) {
	f := holderFilter(r)
	f.Page, f.PerPage = 1, 10
	if err := f.Normalize(); err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="actionnaires.csv"`)
	w.Header().Set("Cache-Control", privateNoStore)
	out, err := export.NewCSV(w, s.languageOf(r).Code, "id", "name", "email", "category", "memberStatus", "parts", "capital", "percentage")
	if err == nil {
		asOf := r.URL.Query().Get("asOf")
		err = s.Members.EachHolder(r.Context(), f, func(h membership.Holder) error {
			one := []membership.Holder{h}
			if err := s.fillHoldings(r, one, asOf); err != nil {
				return err
			}
			h = one[0]
			return out.Write(out.Int(h.Tiers.ID), h.Tiers.Name, h.Tiers.Email, h.Tiers.HolderCategory, h.Tiers.MemberStatus,
				out.Int(h.Parts), out.Cents(h.CapitalCents), out.Cents(int64(h.Percentage*100)))
		})
	}
	if err == nil {
		err = out.Flush()
	}
	if err != nil && r.Context().Err() == nil {
		s.Log.Error("holders export", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}
