package controllers

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/audit"
	"partage/app/auth"
	"partage/app/export"
	"partage/app/inertia"
	"partage/app/users"
)

// auditRoutes are the audit log's page and export, for admins only: the
// log tells who changed what on every record, so reading it is an ability
// of its own (Audit) that no other role has. Nothing here writes.
func (s *Server) auditRoutes(r *mux.Router) {
	read := can("read", auth.SubjectAudit)
	s.page(r, "GET", "/coop/audit", read, s.auditPage)
	s.page(r, "GET", "/coop/audit/export.csv", read, s.auditExport)
}

// auditRecordTypes are the record types the page filters on.
var auditRecordTypes = []string{audit.RecordTiers, audit.RecordMembership, audit.RecordApplication, audit.RecordDocument,
	audit.RecordContact, audit.RecordStaff, audit.RecordChange, audit.RecordShareEntry, audit.RecordSubscription, audit.RecordMovement,
	audit.RecordInterestRun, audit.RecordSettings}

// auditExportMax bounds one export: the log only grows, and a spreadsheet of
// more lines than this is better asked for by date range.
const auditExportMax = 50_000

// auditFilter reads the page's state from the URL: actor, recordType,
// recordId, from, to (YYYY-MM-DD), page, perPage. A value that is not a
// number is refused, not read as "all".
func auditFilter(r *http.Request) (audit.Filter, error) {
	q := r.URL.Query()
	f := audit.Filter{RecordType: q.Get("recordType"), From: q.Get("from"), To: q.Get("to")}
	fields := app.Fields{}
	for _, p := range []struct {
		name string
		dst  *int64
	}{{"actor", &f.ActorID}, {"recordId", &f.RecordID}} {
		if v := q.Get(p.name); v != "" {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 1 {
				fields.Set(p.name, "invalidValue", nil)
			}
			*p.dst = n
		}
	}
	for _, p := range []struct {
		name string
		dst  *int
	}{{"page", &f.Page}, {"perPage", &f.PerPage}} {
		if v := q.Get(p.name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil {
				n = -1 // refused by the log's own check
			}
			*p.dst = n
		}
	}
	if f.RecordType != "" && !oneOfStrings(f.RecordType, auditRecordTypes) {
		fields.Set("recordType", "invalidValue", nil)
	}
	if len(fields) > 0 {
		return f, app.Invalid("checkFilter", nil, fields)
	}
	return f, nil
}

// auditFilterProp is the filter as the page reads it back.
func auditFilterProp(f audit.Filter) map[string]any {
	page, perPage := f.Page, f.PerPage
	if page == 0 {
		page = 1
	}
	if perPage == 0 {
		perPage = 25
	}
	return map[string]any{"actor": f.ActorID, "recordType": f.RecordType, "recordId": f.RecordID, "from": f.From, "to": f.To,
		"page": page, "perPage": perPage}
}

// auditActor is a person the page's filter offers.
type auditActor struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	Role string `json:"role"`
}

// auditActors are the staff (the people who change records), and the
// filtered actor when they are someone else (a member).
func (s *Server) auditActors(r *http.Request, f audit.Filter) ([]auditActor, error) {
	staff, _, err := s.Users.ListStaff(r.Context(), users.StaffFilter{PerPage: 50})
	if err != nil {
		return nil, err
	}
	out := make([]auditActor, 0, len(staff)+1)
	found := f.ActorID == 0
	for _, m := range staff {
		out = append(out, auditActor{ID: m.ID, Name: m.FullName, Role: m.Role})
		found = found || m.ID == f.ActorID
	}
	if !found {
		if u, err := s.Users.FindUserByID(r.Context(), f.ActorID); err == nil {
			out = append(out, auditActor{ID: u.ID, Name: u.FullName, Role: u.Role})
		}
	}
	return out, nil
}

// auditPage is /coop/audit: the log's entries, newest first, filtered by
// person, record and day range, a page at a time ({entries, total, filter,
// options}). A hand-edited bad URL shows the unfiltered log on the page and
// answers 400 to an API client.
func (s *Server) auditPage(w http.ResponseWriter, r *http.Request) {
	f, err := auditFilter(r)
	var entries []audit.Entry
	var total int
	if err == nil {
		entries, total, err = s.Audit.ListEntries(r.Context(), f)
	}
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		f = audit.Filter{}
		entries, total, err = s.Audit.ListEntries(r.Context(), f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	actors, err := s.auditActors(r, f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Coop/Audit", inertia.Props{"entries": entries, "total": total, "filter": auditFilterProp(f),
		"options": map[string]any{"actors": actors, "recordTypes": auditRecordTypes, "perPages": []int{25, 50, 100}}})
}

// auditExport is GET /coop/audit/export.csv with the page's filter: one
// line per changed field (an entry without changes is one line), newest
// first, at most auditExportMax entries.
func (s *Server) auditExport(w http.ResponseWriter, r *http.Request) {
	f, err := auditFilter(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f.PerPage = audit.PerPageMax
	f.Page = 1
	first, total, err := s.Audit.ListEntries(r.Context(), f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="audit.csv"`)
	w.Header().Set("Cache-Control", privateNoStore)
	out, err := export.NewCSV(w, s.languageOf(r).Code, "id", "at", "actorId", "actorName", "ip", "recordType", "recordId", "action",
		"field", "before", "after")
	page, written := first, 0
	for err == nil && len(page) > 0 && written < auditExportMax {
		for _, e := range page {
			err = writeAuditLines(out, e)
			if err != nil {
				break
			}
		}
		written += len(page)
		if written >= total || len(page) < f.PerPage {
			break
		}
		f.Page++
		page, _, err = s.Audit.ListEntries(r.Context(), f)
	}
	if err == nil {
		err = out.Flush()
	}
	if err != nil && r.Context().Err() == nil {
		s.Log.Error("audit export", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// writeAuditLines writes one entry: a line per field it changed.
func writeAuditLines(out *export.CSV, e audit.Entry) error {
	head := []string{out.Int(e.ID), e.At.UTC().Format("2006-01-02T15:04:05Z"), out.Int(e.ActorID), e.ActorName, e.IP, e.RecordType,
		out.Int(e.RecordID), e.Action}
	if len(e.Changes) == 0 {
		return out.Write(append(head, "", "", "")...)
	}
	for _, c := range e.Changes {
		if err := out.Write(append(head[:len(head):len(head)], c.Field, auditCell(c.Before), auditCell(c.After))...); err != nil {
			return err
		}
	}
	return nil
}

// auditCell is a value as a spreadsheet cell: text as it is, the rest in JSON.
func auditCell(v any) string {
	switch t := v.(type) {
	case nil:
		return ""
	case string:
		return t
	case bool:
		return strconv.FormatBool(t)
	case float64:
		return strconv.FormatFloat(t, 'f', -1, 64)
	}
	raw, _ := json.Marshal(v)
	return string(raw)
}
