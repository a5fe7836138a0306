package controllers

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/cache"
	"partage/app/employees"
	"partage/app/export"
	"partage/app/inertia"
)

// dataTable serves the employees' table: spec §7's two calls, the page, its
// CSV export, each person's choice of columns, and the avatars' portraits.
type dataTable struct {
	*Server
	store *employees.Store
}

// Sizes of the bounded answers (the table may hold 100,000 employees).
const (
	// initialDataLimit caps GET /api/datatables/initial-data: the first
	// employees by id, the full count in X-Total-Count; a client that needs
	// them all pages /api/datatables/data or downloads the export.
	initialDataLimit = 1000
	// employeesAllDataLimit caps allData in GET /api/datatables/data.
	employeesAllDataLimit = 100
)

func (s *Server) dataTableRoutes(r *mux.Router) {
	t := &dataTable{Server: s, store: employees.New(s.DB)}
	// The data call's answers are the same for all staff: kept under the
	// table's version (lists.go). A server built bare, to list its routes, keeps none.
	if s.kept != nil {
		s.kept[employees.List] = cache.New[[]byte](keptAnswers)
	}
	staff := can("read", "DataTable")
	s.api(r, "GET", "/api/datatables/initial-data", staff, t.initialData)
	s.api(r, "GET", "/api/datatables/data", staff, t.data)
	// One's own choice of columns, a preference like one's bookmarks: whoever
	// reads the table arranges it (setColumns checks it).
	s.api(r, "GET", "/api/datatables/columns", staff, t.columns)
	s.api(r, "PUT", "/api/datatables/columns", signedIn, t.setColumns)
	s.page(r, "GET", "/tables/data-table/export.csv", staff, t.export)
	s.page(r, "GET", "/tables/data-table/portraits/{n:[0-9]+}.svg", staff, t.portrait)
	s.page(r, "GET", "/tables/data-table", staff, t.page)
}

// employeeFilter reads the table's state from the URL (spec §7 names: q, page, perPage; and sortBy, sortDesc).
func employeeFilter(r *http.Request) employees.Filter {
	q := r.URL.Query()
	f := employees.Filter{Q: q.Get("q"), SortBy: q.Get("sortBy"), SortDesc: sortDescOf(r)}
	f.Page, f.PerPage = pageOf(r)
	return f
}

// initialData answers spec §7's GET /api/datatables/initial-data: the list of
// employees, by id, at most initialDataLimit of them (X-Total-Count: all).
func (t *dataTable) initialData(w http.ResponseWriter, r *http.Request) {
	total, err := t.store.Count(r.Context())
	if err != nil {
		t.fail(w, r, err)
		return
	}
	list, err := t.store.First(r.Context(), initialDataLimit)
	if err != nil {
		t.fail(w, r, err)
		return
	}
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	writeJSON(w, http.StatusOK, list)
}

// data answers spec §7's GET /api/datatables/data?q&perPage&page (and
// sortBy, sortDesc): {allData, invoices, total}. invoices is the page of the
// employees the filter finds and total how many it finds. The template's
// allData was its whole (small) table, unfiltered; ours may hold 100,000
// employees, so allData is the table's first employeesAllDataLimit employees by id,
// unfiltered: the whole table while it is that small. Answers are kept under
// the table's version.
func (t *dataTable) data(w http.ResponseWriter, r *http.Request) {
	t.keptJSON(w, r, employees.List, r.URL.RawQuery, func() (any, error) {
		list, total, err := t.store.ListEmployees(r.Context(), employeeFilter(r))
		if err != nil {
			return nil, err
		}
		all, err := t.store.First(r.Context(), employeesAllDataLimit)
		return map[string]any{"allData": all, "invoices": list, "total": total}, err
	})
}

// columnsBody is the column choice: the columns hidden, those that may be, and the defaults.
func columnsBody(hidden []string) map[string]any {
	return map[string]any{"hidden": hidden, "hideable": employees.Hideable, "defaultHidden": employees.DefaultHidden}
}

// columns answers GET /api/datatables/columns: the caller's column choice.
func (t *dataTable) columns(w http.ResponseWriter, r *http.Request) {
	hidden, err := t.store.HiddenColumns(r.Context(), auth.UserFrom(r.Context()).ID)
	if err != nil {
		t.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, columnsBody(hidden))
}

// setColumns answers PUT /api/datatables/columns {hidden: [...]}: exactly
// those columns hidden for the caller, on every device, from now on.
func (t *dataTable) setColumns(w http.ResponseWriter, r *http.Request) {
	u := auth.UserFrom(r.Context())
	if !auth.Can(auth.RulesOf(u), "read", "DataTable") {
		t.fail(w, r, app.E(app.EFORBIDDEN, "notAuthorized", nil))
		return
	}
	var body struct {
		Hidden *[]string `json:"hidden"`
	}
	if err := decode(r, &body); err != nil {
		t.fail(w, r, err)
		return
	}
	if body.Hidden == nil {
		t.fail(w, r, app.InvalidField("hidden", "employeeColumnChoice", app.Params{"choices": strings.Join(employees.Hideable, ", ")}))
		return
	}
	hidden, err := t.store.SetHiddenColumns(r.Context(), u.ID, *body.Hidden)
	if err != nil {
		t.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, columnsBody(hidden))
}

// page is /tables/data-table: the page of employees the URL asks for, its
// total, and the caller's columns.
func (t *dataTable) page(w http.ResponseWriter, r *http.Request) {
	f := employeeFilter(r)
	list, total, err := t.store.ListEmployees(r.Context(), f)
	if app.ErrorCode(err) == app.EINVALID {
		// A hand-edited URL: show the table as it starts rather than an error page.
		f = employees.Filter{}
		list, total, err = t.store.ListEmployees(r.Context(), f)
	}
	if err != nil {
		t.fail(w, r, err)
		return
	}
	f.Normalize()
	hidden, err := t.store.HiddenColumns(r.Context(), auth.UserFrom(r.Context()).ID)
	if err != nil {
		t.fail(w, r, err)
		return
	}
	t.render(w, r, "Tables/DataTable", inertia.Props{
		"employees": list, "total": total,
		"filter":  map[string]any{"q": f.Q, "page": f.Page, "perPage": f.PerPage, "sortBy": f.SortBy, "sortDesc": f.SortDesc},
		"columns": columnsBody(hidden),
		"options": map[string]any{"perPages": employees.PerPages, "sorts": employees.Columns, "statuses": employees.StatusNames[1:],
			"maxSelected": app.MaxIDs},
	})
}

// exportIDs reads the selection to export (ids=3,17,42), nil for none; at most app.MaxIDs.
func exportIDs(r *http.Request) ([]int64, error) {
	raw := r.URL.Query().Get("ids")
	if !r.URL.Query().Has("ids") {
		return nil, nil
	}
	parts := strings.Split(raw, ",")
	if err := app.CheckIDs("ids", len(parts)); err != nil {
		return nil, err
	}
	ids := make([]int64, 0, len(parts))
	for _, p := range parts {
		id, err := strconv.ParseInt(strings.TrimSpace(p), 10, 64)
		if err != nil || id <= 0 {
			return nil, app.InvalidField("ids", "employeeIDs", nil)
		}
		ids = append(ids, id)
	}
	return ids, nil
}

// export is GET /tables/data-table/export.csv?q&sortBy&sortDesc[&ids]: every
// employee the filter finds (all pages), or the selected ones (ids), in the
// table's order, as a CSV file streamed for the reader's spreadsheet (app/export:
// a byte order mark, `;` in French, cells kept from being read as formulas).
func (t *dataTable) export(w http.ResponseWriter, r *http.Request) {
	f := employeeFilter(r)
	f.Page, f.PerPage = 1, employees.PerPages[0]
	ids, err := exportIDs(r)
	if err == nil {
		err = f.Normalize()
	}
	if err != nil {
		t.fail(w, r, err)
		return
	}
	name := "employees.csv"
	if ids != nil {
		name = "employees-selected.csv"
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.Header().Set("Cache-Control", privateNoStore)
	out, err := export.NewCSV(w, t.languageOf(r).Code, "id", "full_name", "post", "email", "city", "start_date", "salary", "age", "experience", "status")
	if err == nil {
		err = t.store.EachEmployee(r.Context(), f, ids, func(e employees.Employee) error {
			return out.Write(out.Int(e.ID), e.FullName, e.Post, e.Email, e.City, e.StartDate, out.Cents(e.SalaryCents),
				out.Int(int64(e.Age)), out.Int(int64(e.Experience)), employees.StatusName(e.Status))
		})
	}
	if err == nil {
		err = out.Flush()
	}
	if err != nil && r.Context().Err() == nil {
		t.Log.Error("employees export", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// portrait is GET /tables/data-table/portraits/{n}.svg: one of the drawn
// portraits the sample's avatars use. They never change.
func (t *dataTable) portrait(w http.ResponseWriter, r *http.Request) {
	n, _ := strconv.Atoi(mux.Vars(r)["n"])
	svg, ok := employees.Portrait(n)
	if !ok {
		t.fail(w, r, app.E(app.ENOTFOUND, "employeePortraitNotFound", nil))
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "private, max-age=31536000, immutable")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
	_, _ = w.Write(svg)
}
