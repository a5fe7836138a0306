package controllers

import (
	"io"
	"mime"
	"net/http"
	"sort"
	"strconv"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/audit"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/invoice"
	"partage/app/registry"
)

// tiersPageInvoices is how many invoices a tiers' page lists (the newest;
// the invoice list, searched by name, has them all).
const tiersPageInvoices = 10

// timelineEvent is one line of a tiers' timeline: a change from the audit
// log or an invoice. The front end words it by kind.
type timelineEvent struct {
	At     time.Time      `json:"at"`
	Kind   string         `json:"kind"` // tiers.created, tiers.updated, document.created, document.deleted, invoice, …
	Actor  string         `json:"actor,omitempty"`
	Params map[string]any `json:"params,omitempty"`
}

// tiersPageMessages is how many of a tiers' contact messages their page shows, the newest.
const tiersPageMessages = 20

// tiersPage is /coop/tiers/{id}: a tiers' identity and roles, invoices,
// contact messages, documents, timeline, history (its audit entries,
// those of its documents too), the changes the person asked for that
// wait for staff (changeRequests), and for readers of the money and the
// register its account, latest movements and parts.
func (s *Server) tiersPage(w http.ResponseWriter, r *http.Request) {
	if u := auth.UserFrom(r.Context()); !auth.Can(auth.RulesOf(u), "read", auth.SubjectTiers) {
		if own, err := s.Registry.FindTiersByUser(r.Context(), u.ID); err == nil && strconv.FormatInt(own.ID, 10) == mux.Vars(r)["id"] {
			s.in.Redirect(w, r, "/coop/profil")
			return
		}
		s.fail(w, r, registry.ErrNotFound)
		return
	}
	t, ok := s.tiersOf(w, r)
	if !ok {
		return
	}
	ctx := r.Context()
	invoices, invoiceTotal, err := s.Invoices.ClientInvoices(ctx, t.ID, tiersPageInvoices)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	messages, err := s.Contact.ListForTiers(ctx, t.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if len(messages) > tiersPageMessages {
		messages = messages[:tiersPageMessages]
	}
	docs, err := s.Registry.ListDocuments(ctx, t.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	history, err := s.Audit.History(ctx, audit.RecordTiers, t.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	docHistory, err := s.Audit.History(ctx, audit.RecordDocument, t.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	changes, err := s.Registry.PendingChanges(ctx, t.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	history = append(history, docHistory...)
	sort.Slice(history, func(i, j int) bool { return history[i].ID > history[j].ID })
	props := inertia.Props{
		"tiers": t, "iban": registry.FormatIBAN(t.IBAN), "invoices": invoices, "invoiceTotal": invoiceTotal, "messages": messages,
		"documents": docs, "history": history, "timeline": timeline(history, invoices), "changeRequests": changes, "options": tiersOptions(),
	}
	if err := s.tiersMoneyProps(r, t.ID, props); err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Coop/Tiers", props)
}

// timeline merges a tiers' audit entries and invoices, newest first.
func timeline(history []audit.Entry, invoices []invoice.Invoice) []timelineEvent {
	out := make([]timelineEvent, 0, len(history)+len(invoices))
	for _, e := range history {
		ev := timelineEvent{At: e.At.UTC(), Kind: e.RecordType + "." + e.Action, Actor: e.ActorName, Params: map[string]any{"fields": len(e.Changes)}}
		for _, c := range e.Changes {
			if c.Field == "name" && e.RecordType == audit.RecordDocument {
				ev.Params["name"] = c.After
				if c.After == nil {
					ev.Params["name"] = c.Before
				}
			}
		}
		out = append(out, ev)
	}
	for _, v := range invoices {
		at, err := time.Parse(time.DateOnly, v.IssuedDate)
		if err != nil {
			continue
		}
		out = append(out, timelineEvent{At: at, Kind: "invoice", Params: map[string]any{"id": v.ID, "total": v.TotalCents, "status": v.InvoiceStatus}})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].At.After(out[j].At) })
	return out
}

// documentList is GET /coop/tiers/{id}/documents: {documents}, newest first.
func (s *Server) documentList(w http.ResponseWriter, r *http.Request) {
	t, ok := s.tiersOf(w, r)
	if !ok {
		return
	}
	docs, err := s.Registry.ListDocuments(r.Context(), t.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"documents": docs})
}

// documentAdd is POST /coop/tiers/{id}/documents, a multipart form with
// kind (id, kbis, rib, other) then file (a PDF, JPEG or PNG of at most
// 5 MB): 201 {document}; the front end goes back with a toast.
func (s *Server) documentAdd(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	mr, err := r.MultipartReader()
	if err != nil {
		s.fail(w, r, app.E(app.EINVALID, "sendFileField", nil).WithField("file", "chooseFile", nil))
		return
	}
	kind := r.URL.Query().Get("kind") // or a field before the file
	for {
		p, err := mr.NextPart()
		if err != nil {
			if isBodyTooLarge(err) {
				s.fail(w, r, app.E(app.ETOOLARGE, "fileTooLarge", app.Params{"max": registry.MaxDocument >> 20}).
					WithField("file", "fileTooLarge", app.Params{"max": registry.MaxDocument >> 20}))
				return
			}
			s.fail(w, r, app.E(app.EINVALID, "sendFileField", nil).WithField("file", "chooseFile", nil))
			return
		}
		if p.FormName() == "kind" && p.FileName() == "" {
			v, _ := io.ReadAll(io.LimitReader(p, 32))
			kind = string(v)
			p.Close()
			continue
		}
		if p.FormName() != "file" || p.FileName() == "" {
			p.Close()
			continue
		}
		d, err := s.Registry.AddDocument(r.Context(), s.Files, s.actor(r), id, kind, p.FileName(), p)
		p.Close()
		if err != nil {
			s.fail(w, r, err)
			return
		}
		if wantsJSON(r) {
			writeJSON(w, http.StatusCreated, map[string]any{"document": d})
			return
		}
		s.flash(w, r, "success", "coop.tiers.flash.documentAdded", map[string]any{"name": d.Name})
		s.in.Back(w, r)
		return
	}
}

// documentDownload is GET /coop/tiers/{id}/documents/{doc}: the file, always
// as a download, for staff who read the register or for the person whose
// own account the tiers is; anyone else gets 404, as for no document.
func (s *Server) documentDownload(w http.ResponseWriter, r *http.Request) {
	u := auth.UserFrom(r.Context())
	tiersID, _ := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	id, _ := strconv.ParseInt(mux.Vars(r)["doc"], 10, 64)
	staff := auth.IsStaff(u.Role) && auth.Can(auth.RulesOf(u), "read", auth.SubjectTiers)
	d, err := s.Registry.OpenDocument(r.Context(), s.Files, staff, u.ID, tiersID, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	defer d.Body.Close()
	w.Header().Set("Content-Type", d.ContentType)
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": d.Name}))
	w.Header().Set("Cache-Control", privateNoStore)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	http.ServeContent(w, r, d.Name, time.Time{}, d.Body)
}

// documentDelete is DELETE /coop/tiers/{id}/documents/{doc}: {document}.
func (s *Server) documentDelete(w http.ResponseWriter, r *http.Request) {
	tiersID, _ := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	id, _ := strconv.ParseInt(mux.Vars(r)["doc"], 10, 64)
	d, err := s.Registry.DeleteDocument(r.Context(), s.actor(r), tiersID, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "document", d, "coop.tiers.flash.documentDeleted", map[string]any{"name": d.Name})
}
