package controllers_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// readCSV reads an export: its byte order mark, then rows separated by sep.
func readCSV(t *testing.T, r reply, sep rune) [][]string {
	t.Helper()
	if r.status != 200 || !strings.HasPrefix(r.header.Get("Content-Type"), "text/csv") || !strings.Contains(r.header.Get("Content-Disposition"), "attachment") {
		t.Fatalf("export: %d %s %s\n%s", r.status, r.header.Get("Content-Type"), r.header.Get("Content-Disposition"), r.body)
	}
	if !bytes.HasPrefix(r.body, []byte("\ufeff")) {
		t.Fatalf("no byte order mark: %q", r.body[:min(len(r.body), 40)])
	}
	cr := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(r.body, []byte("\ufeff"))))
	cr.Comma = sep
	rows, err := cr.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// The export holds every row the filter finds, all pages, in the table's
// order, with the spec's fields; the selection's export only the rows chosen.
func TestDataTableExport(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		h := e.bearerOf("admin@demo.com", "admin")
		all := allEmployees(t, e, h)
		byID := map[int64]employee{}
		for _, row := range all {
			byID[row.ID] = row
		}
		// English: `,` and a decimal point.
		q := "example.com"
		rows := readCSV(t, e.do(nil, "GET", "/tables/data-table/export.csv?q="+q+"&sortBy=salary&sortDesc=true", nil, h), ',')
		if strings.Join(rows[0], ",") != "id,full_name,post,email,city,start_date,salary,age,experience,status" {
			t.Fatalf("header %v", rows[0])
		}
		var want []employee
		for _, row := range all {
			if matchesFilter(row, q) {
				want = append(want, row)
			}
		}
		slices.SortFunc(want, func(a, b employee) int {
			if a.SalaryCents != b.SalaryCents {
				return int(b.SalaryCents - a.SalaryCents)
			}
			return int(b.ID - a.ID)
		})
		if len(want) <= 10 || len(rows)-1 != len(want) {
			t.Fatalf("exported %d rows, want %d (more than a page)", len(rows)-1, len(want))
		}
		statuses := []string{"", "current", "professional", "rejected", "resigned", "applied"}
		for i, row := range rows[1:] {
			w := want[i]
			wantRow := []string{strconv.FormatInt(w.ID, 10), w.FullName, w.Post, w.Email, w.City, w.StartDate, string(w.Salary),
				strconv.Itoa(w.Age), strconv.Itoa(w.Experience), statuses[w.Status]}
			if !slices.Equal(row, wantRow) {
				t.Fatalf("row %d: %v, want %v", i, row, wantRow)
			}
		}
		// The whole table, when nothing filters it.
		if rows := readCSV(t, e.do(nil, "GET", "/tables/data-table/export.csv", nil, h), ','); len(rows) != 501 || rows[500][0] != "500" {
			t.Errorf("whole export: %d rows", len(rows))
		}
		// In French: `;` and a decimal comma.
		fr := map[string]string{"Authorization": h["Authorization"], "Accept-Language": "fr-FR,fr;q=0.9"}
		rows = readCSV(t, e.do(nil, "GET", "/tables/data-table/export.csv?q="+q+"&sortBy=salary&sortDesc=true", nil, fr), ';')
		if len(rows)-1 != len(want) || rows[1][6] != strings.Replace(string(want[0].Salary), ".", ",", 1) {
			t.Errorf("French export: %d rows, salary %q", len(rows)-1, rows[1][6])
		}
		// The selection, in the table's order, only the rows that exist.
		rows = readCSV(t, e.do(nil, "GET", "/tables/data-table/export.csv?ids=42,7,300,9999&sortBy=id", nil, h), ',')
		if len(rows) != 4 || rows[1][0] != "7" || rows[2][0] != "42" || rows[3][0] != "300" || rows[2][1] != byID[42].FullName {
			t.Errorf("selected export: %v", rows)
		}
		e.run(t, []jsonCase{
			{name: "a selection that is not ids", method: "GET", path: "/tables/data-table/export.csv?ids=7,x", as: "admin", status: 400, want: map[string]any{"error.fields.ids": "<set>"}},
			{name: "an empty id", method: "GET", path: "/tables/data-table/export.csv?ids=", as: "admin", status: 400, want: map[string]any{"error.fields.ids": "<set>"}},
			{name: "a selection too long", method: "GET", path: "/tables/data-table/export.csv?ids=" + strings.Repeat("1,", 500) + "1", as: "admin", status: 400, want: map[string]any{"error.fields.ids": "<set>"}},
		})
	})
}

// Each person's columns are kept on the server: the defaults until they
// choose, then their choice on every device, and nobody else's changes.
func TestDataTableColumns(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin := e.bearerOf("admin@demo.com", "admin")
		viewer := e.bearerOf("viewer@demo.com", "viewer")
		hidden := func(h map[string]string) string {
			t.Helper()
			r := e.do(nil, "GET", "/api/datatables/columns", nil, h)
			if r.status != 200 {
				t.Fatalf("columns: %d %s", r.status, r.body)
			}
			return fmt.Sprint(at(r.json(t), "hidden"))
		}
		if got := hidden(admin); got != "[id email city experience]" {
			t.Errorf("defaults: %s", got)
		}
		r := e.do(nil, "PUT", "/api/datatables/columns", map[string]any{"hidden": []string{"salary", "email", "salary"}}, admin)
		if r.status != 200 || fmt.Sprint(at(r.json(t), "hidden")) != "[email salary]" {
			t.Fatalf("set: %d %s", r.status, r.body)
		}
		// Another sign-in (another device) sees the choice; another person does not.
		if got := hidden(e.bearerOf("admin@demo.com", "admin")); got != "[email salary]" {
			t.Errorf("kept: %s", got)
		}
		if got := hidden(viewer); got != "[id email city experience]" {
			t.Errorf("the viewer's: %s", got)
		}
		// Showing everything is a choice too.
		if r := e.do(nil, "PUT", "/api/datatables/columns", map[string]any{"hidden": []string{}}, viewer); r.status != 200 {
			t.Fatalf("show all: %d %s", r.status, r.body)
		}
		if got := hidden(viewer); got != "[]" {
			t.Errorf("all shown: %s", got)
		}
		// Refusals change nothing.
		for _, body := range []any{map[string]any{"hidden": []string{"full_name"}}, map[string]any{"hidden": []string{"password"}},
			map[string]any{}, map[string]any{"hidden": "email"}, `{"hidden": [1]}`} {
			if r := e.do(nil, "PUT", "/api/datatables/columns", body, admin); r.status != 400 {
				t.Errorf("%v: %d %s", body, r.status, r.body)
			}
		}
		if got := hidden(admin); got != "[email salary]" {
			t.Errorf("after refusals: %s", got)
		}
		// The page shows the choice.
		c, _ := e.signIn("admin@demo.com", "admin", false)
		p := page(t, e.do(c, "GET", "/tables/data-table", nil, e.inertia()))
		if p["component"] != "Tables/DataTable" || fmt.Sprint(at(p, "props.columns.hidden")) != "[email salary]" {
			t.Errorf("page: %v %v", p["component"], at(p, "props.columns"))
		}
	})
}

// The page reads its state from the URL, as the data call does; a
// hand-edited URL shows the table as it starts.
func TestDataTablePage(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		c, _ := e.signIn("admin@demo.com", "admin", false)
		p := page(t, e.do(c, "GET", "/tables/data-table?q="+url.QueryEscape("ZOÉ")+"&sortBy=age&sortDesc=true&perPage=25", nil, e.inertia()))
		api := getData(t, e, e.bearerOf("admin@demo.com", "admin"), "q="+url.QueryEscape("ZOÉ")+"&sortBy=age&sortDesc=true&perPage=25")
		rows, _ := at(p, "props.employees").([]any)
		if p["component"] != "Tables/DataTable" || at(p, "props.filter.q") != "ZOÉ" || at(p, "props.filter.perPage") != float64(25) ||
			at(p, "props.total") != float64(api.Total) || api.Total == 0 || len(rows) != min(25, api.Total) || idOf(rows[0]) != float64(api.Invoices[0].ID) {
			t.Errorf("page: %v total %v (%d), filter %v", p["component"], at(p, "props.total"), api.Total, at(p, "props.filter"))
		}
		p = page(t, e.do(c, "GET", "/tables/data-table?perPage=7&page=x", nil, e.inertia()))
		if at(p, "props.filter.perPage") != float64(10) || at(p, "props.filter.page") != float64(1) || at(p, "props.total") != float64(500) {
			t.Errorf("a bad URL: %v", at(p, "props.filter"))
		}
		// The portraits of the avatars.
		r := e.do(c, "GET", "/tables/data-table/portraits/3.svg", nil, nil)
		if r.status != 200 || r.header.Get("Content-Type") != "image/svg+xml" || !bytes.HasPrefix(r.body, []byte("<svg ")) {
			t.Errorf("portrait: %d %s", r.status, r.header.Get("Content-Type"))
		}
		if r := e.do(c, "GET", "/tables/data-table/portraits/99.svg", nil, nil); r.status != 404 {
			t.Errorf("no such portrait: %d", r.status)
		}
	})
}
