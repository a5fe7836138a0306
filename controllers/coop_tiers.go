package controllers

import (
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/export"
	"partage/app/inertia"
	"partage/app/registry"
)

// tiersRoutes are the register's pages and calls: the Clients list, a
// tiers' page, its changes and documents, and the autocomplete other pages
// use. Staff who read the register read them; who manages it writes. A
// document is downloaded by such staff or by the person it belongs to, which
// the store's query checks. A tiers' page answers anyone else (a member, a
// client) 404, as for a tiers that does not exist: it tells nobody whom the
// register holds. A member asking for their own is sent to their profile.
func (s *Server) tiersRoutes(r *mux.Router) {
	read, write := can("read", auth.SubjectTiers), can("manage", auth.SubjectTiers)
	s.page(r, "GET", "/coop/clients", read, s.clientsPage)
	s.page(r, "GET", "/coop/clients/export.csv", read, s.clientsExport)
	s.page(r, "POST", "/coop/clients", write, s.clientCreate)
	s.api(r, "GET", "/api/coop/tiers", read, s.tiersSuggest)
	s.page(r, "GET", "/coop/tiers/{id:[0-9]+}", signedIn, s.tiersPage) // staff who read the register; anyone else 404
	s.page(r, "PUT", "/coop/tiers/{id:[0-9]+}", write, s.tiersUpdate)
	s.page(r, "POST", "/coop/tiers/{id:[0-9]+}", write, s.tiersUpdate)
	s.api(r, "GET", "/coop/tiers/{id:[0-9]+}/documents", read, s.documentList)
	s.page(r, "POST", "/coop/tiers/{id:[0-9]+}/documents", write, s.documentAdd)
	s.page(r, "GET", "/coop/tiers/{id:[0-9]+}/documents/{doc:[0-9]+}", signedIn, s.documentDownload)
	s.page(r, "DELETE", "/coop/tiers/{id:[0-9]+}/documents/{doc:[0-9]+}", write, s.documentDelete)
}

// tiersFilter reads a list's state from the URL: q, kind, sortBy, sortDesc,
// page, perPage (a role's page fixes the role).
func tiersFilter(r *http.Request, role string) registry.Filter {
	q := r.URL.Query()
	f := registry.Filter{Role: role, Q: q.Get("q"), Kind: q.Get("kind"), SortBy: q.Get("sortBy")}
	f.SortDesc = sortDescOf(r)
	f.Page, f.PerPage = pageOf(r)
	return f
}

// tiersOptions are the choices of the register's forms and filters.
func tiersOptions() map[string]any {
	return map[string]any{"kinds": registry.Kinds, "civilities": registry.Civilities, "legalForms": registry.LegalForms,
		"languages": registry.Languages, "holderCategories": registry.HolderCategories, "documentKinds": registry.DocumentKinds,
		"perPages": registry.PerPages, "sorts": registry.Sorts}
}

// filterProp is a list's state as its page reads it.
func filterProp(f registry.Filter) map[string]any {
	return map[string]any{"q": f.Q, "kind": f.Kind, "page": f.Page, "perPage": f.PerPage, "sortBy": f.SortBy, "sortDesc": f.SortDesc}
}

// clientsPage is /coop/clients: the register's clients, a page at a time,
// with the stat cards. API clients get the same props as JSON, and a bad
// filter as a 400; the front end shows a hand-edited URL's list as it starts.
func (s *Server) clientsPage(w http.ResponseWriter, r *http.Request) {
	f := tiersFilter(r, registry.RoleClient)
	list, total, err := s.Registry.ListTiers(r.Context(), f)
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		f = registry.Filter{Role: registry.RoleClient}
		list, total, err = s.Registry.ListTiers(r.Context(), f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f.Normalize()
	counts, err := s.Registry.Counts(r.Context(), registry.RoleClient)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Coop/Clients", inertia.Props{"tiers": list, "total": total, "counts": counts, "filter": filterProp(f), "options": tiersOptions()})
}

// clientsExport is GET /coop/clients/export.csv: the filtered list, every
// page, for the reader's spreadsheet (app/export).
func (s *Server) clientsExport(w http.ResponseWriter, r *http.Request) {
	f := tiersFilter(r, registry.RoleClient)
	f.Page, f.PerPage = 1, 10
	if err := f.Normalize(); err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="clients.csv"`)
	w.Header().Set("Cache-Control", privateNoStore)
	out, err := export.NewCSV(w, s.languageOf(r).Code, "id", "kind", "name", "civility", "firstName", "lastName", "companyName", "legalForm",
		"siren", "email", "phone", "address", "postalCode", "city", "country", "iban", "language", "createdAt")
	if err == nil {
		err = s.Registry.EachTiers(r.Context(), f, func(t registry.Tiers) error {
			return out.Write(out.Int(t.ID), t.Kind, t.Name, t.Civility, t.FirstName, t.LastName, t.CompanyName, t.LegalForm, t.SIREN,
				t.Email, t.Phone, t.Address, t.PostalCode, t.City, t.Country, registry.FormatIBAN(t.IBAN), t.Language, t.CreatedAt.Format("2006-01-02"))
		})
	}
	if err == nil {
		err = out.Flush()
	}
	if err != nil && r.Context().Err() == nil {
		s.Log.Error("clients export", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// clientCreate is POST /coop/clients {tiers fields}: 201 {tiers}; the front
// end goes back to the list with a toast. A tiers added here is a client.
func (s *Server) clientCreate(w http.ResponseWriter, r *http.Request) {
	var in registry.Input
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	in.IsClient = true
	t, err := s.Registry.CreateTiers(r.Context(), s.actor(r), in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"tiers": t})
		return
	}
	s.flash(w, r, "success", "coop.tiers.flash.created", map[string]any{"name": t.Name})
	s.in.Back(w, r)
}

// tiersUpdate is PUT (or POST) /coop/tiers/{id} {tiers fields}: {tiers}.
// Fields left out keep their values; each change is in the audit log.
func (s *Server) tiersUpdate(w http.ResponseWriter, r *http.Request) {
	before, ok := s.tiersOf(w, r)
	if !ok {
		return
	}
	in := registry.InputOf(before)
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	t, err := s.Registry.UpdateTiers(r.Context(), s.actor(r), before.ID, in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "tiers", t, "coop.tiers.flash.updated", map[string]any{"name": t.Name})
}

// tiersSuggest is GET /api/coop/tiers?q=: up to 20 tiers whose name,
// e-mail, SIREN or city holds q ({tiers: [{id, name, email, kind}]}).
func (s *Server) tiersSuggest(w http.ResponseWriter, r *http.Request) {
	list, err := s.Registry.Suggest(r.Context(), r.URL.Query().Get("q"), 20)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"tiers": list})
}

// tiersOf reads {id} from the path; the tiers must exist.
func (s *Server) tiersOf(w http.ResponseWriter, r *http.Request) (registry.Tiers, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, registry.ErrNotFound)
		return registry.Tiers{}, false
	}
	t, err := s.Registry.FindTiersByID(r.Context(), id)
	if err != nil {
		s.fail(w, r, err)
		return registry.Tiers{}, false
	}
	return t, true
}
