package controllers

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/audit"
	"partage/app/auth"
	"partage/app/export"
	"partage/app/inertia"
	"partage/app/membership"
	"partage/app/registry"
)

// memberRoutes are the members' and shareholders' pages and calls: the
// Membres list, a member's page with its lifecycle, each transition (but
// admission: coop_join.go), the membership card, and the Actionnaires list.
func (s *Server) memberRoutes(r *mux.Router) {
	read, write := can("read", auth.SubjectMember), can("manage", auth.SubjectMember)
	s.page(r, "GET", "/coop/membres", read, s.membersPage)
	s.page(r, "GET", "/coop/membres/export.csv", read, s.membersExport)
	s.page(r, "POST", "/coop/membres", write, s.memberAdd)
	s.page(r, "GET", "/coop/membres/{id:[0-9]+}", read, s.memberPage)
	s.page(r, "GET", "/coop/membres/{id:[0-9]+}/card.pdf", read, s.memberCard)
	for action := range membership.Transitions {
		if action != membership.ActionAdmit {
			s.page(r, "POST", "/coop/membres/{id:[0-9]+}/"+action, write, s.memberTransition(action))
		}
	}
	s.page(r, "GET", "/coop/actionnaires", can("read", auth.SubjectTiers), s.holdersPage) // coop_holders.go
	s.page(r, "GET", "/coop/actionnaires/export.csv", can("read", auth.SubjectTiers), s.holdersExport)
}

// memberFilter reads the members' list state from the URL: status, q,
// sortBy, sortDesc, page, perPage.
func memberFilter(r *http.Request) membership.Filter {
	q := r.URL.Query()
	f := membership.Filter{Status: q.Get("status"), Q: q.Get("q"), SortBy: q.Get("sortBy")}
	f.SortDesc = sortDescOf(r)
	f.Page, f.PerPage = pageOf(r)
	return f
}

// membersPage is /coop/membres: the members and candidates, a page at a
// time, with the stat cards by status. API clients get the props as JSON and
// a bad filter as a 400; the front end shows a hand-edited URL's list as it starts.
func (s *Server) membersPage(w http.ResponseWriter, r *http.Request) {
	f := memberFilter(r)
	list, total, err := s.Members.ListMembers(r.Context(), f)
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		f = membership.Filter{}
		list, total, err = s.Members.ListMembers(r.Context(), f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f.Normalize()
	counts, err := s.Members.Counts(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Coop/Membres", inertia.Props{"members": list, "total": total, "counts": counts,
		"filter":  map[string]any{"status": f.Status, "q": f.Q, "sortBy": f.SortBy, "sortDesc": f.SortDesc, "page": f.Page, "perPage": f.PerPage},
		"options": memberOptions(s), "transitions": membership.Transitions})
}

// memberOptions are the choices of the members' pages and forms.
func memberOptions(s *Server) map[string]any {
	return map[string]any{"statuses": membership.Statuses, "sorts": membership.Sorts, "perPages": membership.PerPages,
		"exitKinds": membership.ExitKinds, "partsMin": s.Config.Coop.PartsMin, "partsMax": s.Config.Coop.PartsMax,
		"kinds": registry.Kinds, "civilities": registry.Civilities, "legalForms": registry.LegalForms, "languages": registry.Languages}
}

// membersExport is GET /coop/membres/export.csv: the filtered list, every page.
func (s *Server) membersExport(w http.ResponseWriter, r *http.Request) {
	f := memberFilter(r)
	f.Page, f.PerPage = 1, 10
	if err := f.Normalize(); err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="membres.csv"`)
	w.Header().Set("Cache-Control", privateNoStore)
	out, err := export.NewCSV(w, s.languageOf(r).Code, "id", "number", "name", "email", "status", "partsWished", "appliedAt",
		"admittedOn", "decisionRef", "exitKind", "exitDate", "exitReason", "rejectedReason")
	if err == nil {
		err = s.Members.EachMember(r.Context(), f, func(m membership.Member) error {
			number, ms := "", m.Membership
			if ms.Number != 0 {
				number = out.Int(ms.Number)
			}
			return out.Write(out.Int(m.Tiers.ID), number, m.Tiers.Name, m.Tiers.Email, ms.Status, out.Int(int64(ms.PartsWished)),
				ms.AppliedAt.Format("2006-01-02"), ms.AdmittedOn, ms.DecisionRef, ms.ExitKind, ms.ExitDate, ms.ExitReason, ms.RejectedReason)
		})
	}
	if err == nil {
		err = out.Flush()
	}
	if err != nil && r.Context().Err() == nil {
		s.Log.Error("members export", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// memberAdd is POST /coop/membres {tiersId | tiers: {tiers fields}, partsWished}:
// 201 {member}. The tiers — one of the register, or a new one — becomes a
// candidate; the front end goes back to the list with a toast.
func (s *Server) memberAdd(w http.ResponseWriter, r *http.Request) {
	var in membership.AddInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	m, err := s.Members.AddMember(r.Context(), s.actor(r), in, s.Config.Coop.PartsMin, s.Config.Coop.PartsMax)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"member": m})
		return
	}
	s.flash(w, r, "success", "coop.members.flash.added", map[string]any{"name": m.Tiers.Name})
	s.in.Back(w, r)
}

// memberOf reads {id} from the path; the tiers must hold a membership.
func (s *Server) memberOf(w http.ResponseWriter, r *http.Request) (membership.Member, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err == nil {
		var m membership.Member
		if m, err = s.Members.FindMember(r.Context(), id); err == nil {
			return m, true
		}
	} else {
		err = membership.ErrNotFound
	}
	s.fail(w, r, err)
	return membership.Member{}, false
}

// memberPage is /coop/membres/{id}: the membership, its lifecycle as the
// audit log tells it, and the transitions its status allows.
func (s *Server) memberPage(w http.ResponseWriter, r *http.Request) {
	m, ok := s.memberOf(w, r)
	if !ok {
		return
	}
	history, err := s.Audit.History(r.Context(), audit.RecordMembership, m.Tiers.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	u := auth.UserFrom(r.Context())
	s.render(w, r, "Coop/Member", inertia.Props{"member": m, "history": history,
		"actions":   membership.ActionsFrom(m.Membership.Status),
		"canManage": auth.Can(auth.RulesOf(u), "manage", auth.SubjectMember),
		"hasCard":   oneOfStrings(m.Membership.Status, membership.CardStatuses),
		"options":   memberOptions(s)})
}

func oneOfStrings(v string, set []string) bool {
	for _, s := range set {
		if s == v {
			return true
		}
	}
	return false
}

// memberTransition is POST /coop/membres/{id}/{action} {from, reason?,
// date?, exitKind?}: {membership}. from is the status the person saw; a
// membership that moved since, or a transition its status does not allow,
// is a 409 that changes nothing.
func (s *Server) memberTransition(action string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
		if err != nil {
			s.fail(w, r, membership.ErrNotFound)
			return
		}
		var in membership.Input
		if err := decode(r, &in); err != nil {
			s.fail(w, r, err)
			return
		}
		m, err := s.Members.Transition(r.Context(), s.actor(r), id, action, in)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		s.saved(w, r, "membership", m, "coop.members.flash."+action, nil)
	}
}

// memberCard is GET /coop/membres/{id}/card.pdf: the membership card, for an
// admitted, active or leaving member (409 otherwise).
func (s *Server) memberCard(w http.ResponseWriter, r *http.Request) {
	m, ok := s.memberOf(w, r)
	if !ok {
		return
	}
	head, err := s.Settings.Letterhead(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	lng := lngOf(r, "")
	t := s.Texts.Translator(lng)
	var buf bytes.Buffer
	if err := membership.WriteCardOn(&buf, head, m, lng, t); err != nil {
		if app.ErrorCode(err) != app.ECONFLICT {
			err = fmt.Errorf("member card %d: %w", m.Tiers.ID, err)
		}
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, membership.CardFileName(m.Membership.Number, t)))
	w.Header().Set("Content-Length", strconv.Itoa(buf.Len()))
	w.Header().Set("Cache-Control", privateNoStore)
	w.Write(buf.Bytes())
}
