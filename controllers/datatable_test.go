package controllers_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// employee is a row of the data table as the calls answer it (spec §3 names).
type employee struct {
	ID          int64       `json:"id"`
	Avatar      string      `json:"avatar"`
	FullName    string      `json:"full_name"`
	Post        string      `json:"post"`
	Email       string      `json:"email"`
	City        string      `json:"city"`
	StartDate   string      `json:"start_date"`
	Salary      json.Number `json:"salary"`
	SalaryCents int64       `json:"salary_cents"`
	Age         int         `json:"age"`
	Experience  int         `json:"experience"`
	Status      int         `json:"status"`
}

// dataAnswer is GET /api/datatables/data's answer.
type dataAnswer struct {
	AllData  []employee `json:"allData"`
	Invoices []employee `json:"invoices"`
	Total    int        `json:"total"`
}

// plain folds a text the way a person reads past accents and case, written
// here apart from the product's own folding (app/db), for the letters the
// demo's employees hold.
var plain = strings.NewReplacer(
	"à", "a", "á", "a", "â", "a", "ä", "a", "ã", "a", "å", "a", "ç", "c", "è", "e", "é", "e", "ê", "e", "ë", "e",
	"ì", "i", "í", "i", "î", "i", "ï", "i", "ı", "i", "ñ", "n", "ń", "n", "ò", "o", "ó", "o", "ô", "o", "ö", "o", "õ", "o", "ø", "o",
	"ù", "u", "ú", "u", "û", "u", "ü", "u", "ÿ", "y", "ł", "l", "ś", "s", "ş", "s", "ğ", "g", "œ", "oe", "æ", "ae", "’", "'",
)

func fold(s string) string { return plain.Replace(strings.ToLower(s)) }

// matchesFilter is spec §7's filter, told independently: the text, folded, is
// in the name, the post, the e-mail, the age, the salary in euros (1234.50 or
// 1234,50) or the start date (2021-03-15, 15/03/2021 or 15.03.2021).
func matchesFilter(e employee, q string) bool {
	q = fold(strings.TrimSpace(q))
	d := strings.Split(e.StartDate, "-")
	euros := fmt.Sprintf("%d.%02d", e.SalaryCents/100, e.SalaryCents%100)
	for _, field := range []string{fold(e.FullName), fold(e.Post), fold(e.Email), strconv.Itoa(e.Age), euros, strings.Replace(euros, ".", ",", 1),
		e.StartDate, d[2] + "/" + d[1] + "/" + d[0], d[2] + "." + d[1] + "." + d[0]} {
		if strings.Contains(field, q) {
			return true
		}
	}
	return false
}

// allEmployees reads the whole demo table through initial-data (500 rows, under its cap).
func allEmployees(t *testing.T, e *env, h map[string]string) []employee {
	t.Helper()
	r := e.do(nil, "GET", "/api/datatables/initial-data", nil, h)
	if r.status != 200 {
		t.Fatalf("initial-data: %d %s", r.status, r.body)
	}
	var all []employee
	if err := json.Unmarshal(r.body, &all); err != nil {
		t.Fatal(err)
	}
	if len(all) != 500 || r.header.Get("X-Total-Count") != "500" {
		t.Fatalf("initial-data: %d rows, X-Total-Count %q", len(all), r.header.Get("X-Total-Count"))
	}
	return all
}

func getData(t *testing.T, e *env, h map[string]string, query string) dataAnswer {
	t.Helper()
	r := e.do(nil, "GET", "/api/datatables/data?"+query, nil, h)
	if r.status != 200 {
		t.Fatalf("data?%s: %d %s", query, r.status, r.body)
	}
	var a dataAnswer
	if err := json.Unmarshal(r.body, &a); err != nil {
		t.Fatal(err)
	}
	return a
}

func employeeIDs(list []employee) []int64 {
	out := []int64{}
	for _, e := range list {
		out = append(out, e.ID)
	}
	return out
}

// The demo's 500 employees: initial-data lists them by id with every field
// of spec §3; the data call pages them, ten by default, with allData the
// table's first hundred.
func TestDataTableRows(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		h := e.bearerOf("admin@demo.com", "admin")
		all := allEmployees(t, e, h)
		withAvatar, accented := 0, 0
		for i, row := range all {
			if row.ID != int64(i+1) || row.FullName == "" || row.Post == "" || !strings.Contains(row.Email, "@") || row.City == "" ||
				len(row.StartDate) != 10 || row.SalaryCents <= 0 || row.Salary != json.Number(fmt.Sprintf("%d.%02d", row.SalaryCents/100, row.SalaryCents%100)) ||
				row.Age < 18 || row.Experience < 0 || row.Experience > row.Age || row.Status < 1 || row.Status > 5 {
				t.Fatalf("row %d: %+v", i, row)
			}
			if row.Avatar != "" {
				withAvatar++
			}
			if fold(row.FullName) != strings.ToLower(row.FullName) {
				accented++
			}
		}
		if withAvatar < 100 || withAvatar > 250 || accented < 150 {
			t.Errorf("%d with a portrait, %d with accented names", withAvatar, accented)
		}
		a := getData(t, e, h, "")
		if a.Total != 500 || !slices.Equal(employeeIDs(a.Invoices), []int64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}) || len(a.AllData) != 100 || a.AllData[99].ID != 100 {
			t.Errorf("first page: total %d, %v, allData %d", a.Total, employeeIDs(a.Invoices), len(a.AllData))
		}
		if a.Invoices[0] != all[0] {
			t.Errorf("a row differs between the calls: %+v / %+v", a.Invoices[0], all[0])
		}
		a = getData(t, e, h, "perPage=25&page=3")
		if a.Total != 500 || len(a.Invoices) != 25 || a.Invoices[0].ID != 51 || a.Invoices[24].ID != 75 {
			t.Errorf("page 3 of 25: total %d, %v", a.Total, employeeIDs(a.Invoices))
		}
		a = getData(t, e, h, "perPage=100&page=5")
		if len(a.Invoices) != 100 || a.Invoices[99].ID != 500 {
			t.Errorf("last page of 100: %v", employeeIDs(a.Invoices))
		}
		a = getData(t, e, h, "perPage=100&page=6")
		if a.Total != 500 || len(a.Invoices) != 0 {
			t.Errorf("page past the end: total %d, %d rows", a.Total, len(a.Invoices))
		}
	})
}

// The filter finds each field whatever its accents and case: the matches and
// their total are those counted here, independently, over the 500 rows, and
// they page on.
func TestDataTableFilter(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		h := e.bearerOf("admin@demo.com", "admin")
		all := allEmployees(t, e, h)
		// Searches built from the rows: an accented name typed plain and in
		// capitals, a post without its accents, part of an e-mail, an age, a
		// salary as typed, and start dates in each written form.
		var name, post employee
		for _, row := range all {
			if name.ID == 0 && fold(row.FullName) != strings.ToLower(row.FullName) {
				name = row
			}
			if post.ID == 0 && fold(row.Post) != strings.ToLower(row.Post) {
				post = row
			}
		}
		d := all[41]
		day := strings.Split(d.StartDate, "-")
		searches := []string{
			strings.ToUpper(fold(strings.Fields(name.FullName)[len(strings.Fields(name.FullName))-1])), // "LEFEVRE" finds "Lefèvre"
			name.FullName, // as written, accents and all
			fold(strings.Fields(name.FullName)[0]),
			fold(post.Post),
			strings.ToUpper(post.Post),
			strings.Split(all[7].Email, "@")[0],
			"@example.net",
			strconv.Itoa(all[3].Age),
			strconv.FormatInt(all[12].SalaryCents/100, 10),
			fmt.Sprintf("%d,%02d", all[12].SalaryCents/100, all[12].SalaryCents%100),
			d.StartDate,
			day[0] + "-" + day[1],
			day[1] + "/" + day[0],
			day[2] + "/" + day[1] + "/" + day[0],
			day[2] + "." + day[1] + "." + day[0],
			"zoe", "ZOÉ", "cheffe", "ingenieure", "o’connor",
			"nobody at all",
		}
		for _, q := range searches {
			var want []int64
			for _, row := range all {
				if matchesFilter(row, q) {
					want = append(want, row.ID)
				}
			}
			if len(want) == 0 && q != "nobody at all" {
				t.Errorf("%q finds nobody here: the search is not a test", q)
			}
			a := getData(t, e, h, "q="+url.QueryEscape(q)+"&perPage=10")
			if a.Total != len(want) || !slices.Equal(employeeIDs(a.Invoices), want[:min(10, len(want))]) {
				t.Errorf("%q: total %d %v, want %d %v", q, a.Total, employeeIDs(a.Invoices), len(want), want[:min(10, len(want))])
			}
			if len(want) > 10 {
				b := getData(t, e, h, "q="+url.QueryEscape(q)+"&perPage=10&page=2")
				if b.Total != len(want) || !slices.Equal(employeeIDs(b.Invoices), want[10:min(20, len(want))]) {
					t.Errorf("%q page 2: %v, want %v", q, employeeIDs(b.Invoices), want[10:min(20, len(want))])
				}
			}
		}
		// The city is not one of the searched fields (spec §7).
		if a := getData(t, e, h, "q=Bruxelles"); a.Total != 0 {
			t.Errorf("a city was searched: %d", a.Total)
		}
	})
}

// Every column sorts both ways, the id breaking ties in the same direction,
// with and without a filter.
func TestDataTableSort(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		h := e.bearerOf("admin@demo.com", "admin")
		all := allEmployees(t, e, h)
		pad := func(n int64) string { return fmt.Sprintf("%015d", n) }
		key := map[string]func(r employee) string{
			"id": func(r employee) string { return pad(r.ID) }, "full_name": func(r employee) string { return fold(r.FullName) },
			"post": func(r employee) string { return fold(r.Post) }, "email": func(r employee) string { return r.Email },
			"city": func(r employee) string { return fold(r.City) }, "start_date": func(r employee) string { return r.StartDate },
			"salary": func(r employee) string { return pad(r.SalaryCents) }, "age": func(r employee) string { return pad(int64(r.Age)) },
			"experience": func(r employee) string { return pad(int64(r.Experience)) }, "status": func(r employee) string { return pad(int64(r.Status)) },
		}
		for col, k := range key {
			for _, desc := range []bool{false, true} {
				for _, q := range []string{"", "example.org"} {
					var want []employee
					for _, row := range all {
						if q == "" || matchesFilter(row, q) {
							want = append(want, row)
						}
					}
					slices.SortFunc(want, func(a, b employee) int {
						c := strings.Compare(k(a), k(b))
						if c == 0 {
							c = int(a.ID - b.ID)
						}
						if desc {
							c = -c
						}
						return c
					})
					got := getData(t, e, h, fmt.Sprintf("q=%s&sortBy=%s&sortDesc=%v&perPage=50&page=2", url.QueryEscape(q), col, desc))
					if !slices.Equal(employeeIDs(got.Invoices), employeeIDs(want[50:100])) {
						t.Errorf("sort %s desc %v q %q: %v…, want %v…", col, desc, q, employeeIDs(got.Invoices)[:5], employeeIDs(want[50:55]))
					}
				}
			}
		}
	})
}

// Paging and sorting the table does not offer is refused with the field
// named, and only staff read the table: clients and members are refused.
func TestDataTableRefusals(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		e.run(t, []jsonCase{
			{name: "a page size not offered", method: "GET", path: "/api/datatables/data?perPage=7", as: "admin", status: 400, want: map[string]any{"error.fields.perPage": "<set>", "error.code": "invalid"}},
			{name: "a page size that is no number", method: "GET", path: "/api/datatables/data?perPage=ten", as: "admin", status: 400, want: map[string]any{"error.fields.perPage": "<set>"}},
			{name: "page 0", method: "GET", path: "/api/datatables/data?page=0", as: "admin", status: 400, want: map[string]any{"error.fields.page": "<set>"}},
			{name: "a negative page", method: "GET", path: "/api/datatables/data?page=-2", as: "admin", status: 400, want: map[string]any{"error.fields.page": "<set>"}},
			{name: "a page that is no number", method: "GET", path: "/api/datatables/data?page=x", as: "admin", status: 400, want: map[string]any{"error.fields.page": "<set>"}},
			{name: "a page past any table", method: "GET", path: "/api/datatables/data?page=1000001", as: "admin", status: 400, want: map[string]any{"error.fields.page": "<set>"}},
			{name: "a sort not offered", method: "GET", path: "/api/datatables/data?sortBy=search", as: "admin", status: 400, want: map[string]any{"error.fields.sortBy": "<set>"}},
			{name: "a search too long", method: "GET", path: "/api/datatables/data?q=" + strings.Repeat("a", 101), as: "admin", status: 400, want: map[string]any{"error.fields.q": "<set>"}},
			{name: "the export's paging is its own", method: "GET", path: "/tables/data-table/export.csv?sortBy=search", as: "admin", status: 400, want: map[string]any{"error.fields.sortBy": "<set>"}},
			{name: "client: initial data", method: "GET", path: "/api/datatables/initial-data", as: "client", status: 403},
			{name: "client: data", method: "GET", path: "/api/datatables/data", as: "client", status: 403},
			{name: "client: columns", method: "GET", path: "/api/datatables/columns", as: "client", status: 403},
			{name: "client: set columns", method: "PUT", path: "/api/datatables/columns", as: "client", status: 403, body: map[string]any{"hidden": []string{}}},
			{name: "client: export", method: "GET", path: "/tables/data-table/export.csv", as: "client", status: 403},
			{name: "client: page", method: "GET", path: "/tables/data-table", as: "client", status: 403},
			{name: "client: portrait", method: "GET", path: "/tables/data-table/portraits/1.svg", as: "client", status: 403},
			{name: "signed out", method: "GET", path: "/api/datatables/data", status: 401},
			{name: "signed out: initial data", method: "GET", path: "/api/datatables/initial-data", status: 401},
		})
		member := e.bearerOf("member@demo.com", "member")
		viewer := e.bearerOf("viewer@demo.com", "viewer")
		for _, path := range []string{"/api/datatables/initial-data", "/api/datatables/data?q=zoe", "/api/datatables/columns", "/tables/data-table/export.csv", "/tables/data-table"} {
			if r := e.do(nil, "GET", path, nil, member); r.status != 403 {
				t.Errorf("member: %s: %d", path, r.status)
			}
			if r := e.do(nil, "GET", path, nil, viewer); r.status != 200 {
				t.Errorf("viewer (staff): %s: %d", path, r.status)
			}
		}
		if r := e.do(nil, "PUT", "/api/datatables/columns", map[string]any{"hidden": []string{"age"}}, member); r.status != 403 {
			t.Errorf("member: set columns: %d", r.status)
		}
	})
}
