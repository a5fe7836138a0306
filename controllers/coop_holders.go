package controllers

import (
	"net/http"

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

// holdersPage is /coop/actionnaires: the shareholders by category, a page at
// a time, with the stat cards. Parts, capital and percentage are 0 until the
// share register exists (registerReady false says so to the page).
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
	counts, err := s.Members.HolderCounts(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Coop/Actionnaires", inertia.Props{"holders": list, "total": total, "counts": counts, "registerReady": false,
		"filter":  map[string]any{"category": f.Category, "q": f.Q, "sortBy": f.SortBy, "sortDesc": f.SortDesc, "page": f.Page, "perPage": f.PerPage},
		"options": map[string]any{"categories": membership.HolderCategories, "sorts": membership.HolderSorts, "perPages": membership.PerPages}})
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
		err = s.Members.EachHolder(r.Context(), f, func(h membership.Holder) error {
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
