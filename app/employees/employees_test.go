package employees_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"partage/app"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/employees"
)

// staff are six employees whose names, posts, e-mails, ages, salaries and
// dates each answer some searches and not others; the ids are 1 to 6.
var staff = []employees.Employee{
	{FullName: "Zoé Lefèvre", Post: "Chargée de communication", Email: "Zoe.Lefevre@example.org", City: "Paris", StartDate: "2021-03-15", SalaryCents: 4250000, Age: 34, Experience: 8, Status: 1},
	{FullName: "Élodie Côté", Post: "Développeuse web", Email: "elodie.cote@example.com", City: "Montréal", StartDate: "2019-11-02", SalaryCents: 3870000, Age: 29, Experience: 5, Status: 2},
	{FullName: "Jürgen Müller", Post: "Comptable", Email: "jurgen.muller@example.net", City: "Genève", StartDate: "2021-07-01", SalaryCents: 4250050, Age: 45, Experience: 20, Status: 4},
	{FullName: "Søren Østergaard", Post: "Analyste de données", Email: "soren.ostergaard@example.org", City: "Bruxelles", StartDate: "2015-03-20", SalaryCents: 5100000, Age: 52, Experience: 28, Status: 1},
	{FullName: "Łukasz Wiśniewski", Post: "Chef de projet numérique", Email: "lukasz.w@example.org", City: "Lyon", StartDate: "2023-01-09", SalaryCents: 3999900, Age: 34, Experience: 3, Status: 5, Avatar: employees.PortraitPath(3)},
	{FullName: "Ayşe Yılmaz", Post: "Juriste", Email: "ayse.yilmaz@example.com", City: "Liège", StartDate: "2010-12-31", SalaryCents: 6120000, Age: 61, Experience: 35, Status: 3},
}

func load(t *testing.T, d *db.DB) *employees.Store {
	t.Helper()
	if err := employees.InsertEmployees(context.Background(), d, staff); err != nil {
		t.Fatal(err)
	}
	return employees.New(d)
}

func ids(list []employees.Employee) []int64 {
	out := []int64{}
	for _, e := range list {
		out = append(out, e.ID)
	}
	return out
}

// The filter finds a name, a post, an e-mail, an age, a salary or a start
// date whatever the accents and case, on both engines, through the index
// (three characters or more) and without it (fewer).
func TestFilterFindsEachField(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := load(t, d)
		for _, c := range []struct {
			q    string
			want []int64
		}{
			{"zoe", []int64{1}}, {"ZOÉ", []int64{1}}, {"lefevre", []int64{1}}, {"LefÈvre", []int64{1}},
			{"cote", []int64{2}}, {"Côté", []int64{2}}, {"muller", []int64{3}}, {"ostergaard", []int64{4}}, {"Søren", []int64{4}},
			{"lukasz", []int64{5}}, {"wisniewski", []int64{5}}, {"yilmaz", []int64{6}}, {"ayse", []int64{6}},
			{"developpeuse", []int64{2}}, {"communication", []int64{1}}, {"NUMÉRIQUE", []int64{5}}, {"comptable", []int64{3}},
			{"@example.com", []int64{2, 6}}, {"zoe.lefevre@", []int64{1}},
			{"34", []int64{1, 5}}, {"61", []int64{6}},
			{"42500", []int64{1, 3}}, {"42500.50", []int64{3}}, {"42500,50", []int64{3}}, {"61200", []int64{6}}, {"39999", []int64{5}},
			{"2021-03", []int64{1}}, {"03/2021", []int64{1}}, {"15/03/2021", []int64{1}}, {"15.03.2021", []int64{1}}, {"2021", []int64{1, 3}},
			{"2010-12-31", []int64{6}}, {"31/12/2010", []int64{6}},
			{"  zoe  ", []int64{1}},
			{"Paris", []int64{}}, {"nobody", []int64{}}, {"34 2021", []int64{}}, {"%", []int64{}}, {"_", []int64{}},
		} {
			for _, desc := range []bool{false, true} {
				list, total, err := s.ListEmployees(context.Background(), employees.Filter{Q: c.q, SortDesc: desc, SortBy: "id", PerPage: 10})
				if err != nil {
					t.Fatalf("%q: %v", c.q, err)
				}
				want := slices.Clone(c.want)
				if desc {
					slices.Reverse(want)
				}
				if got := ids(list); !slices.Equal(got, want) || total != len(want) {
					t.Errorf("%q (desc %v): %v of %d, want %v", c.q, desc, got, total, want)
				}
			}
		}
	})
}

// Every column sorts both ways, the id breaking ties the same way; a page
// past the end is empty with the total.
func TestSortEveryColumn(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := load(t, d)
		key := map[string]func(e employees.Employee) string{
			"id":         func(e employees.Employee) string { return fmt.Sprintf("%09d", e.ID) },
			"full_name":  func(e employees.Employee) string { return db.SortKey(e.FullName) },
			"post":       func(e employees.Employee) string { return db.SortKey(e.Post) },
			"email":      func(e employees.Employee) string { return strings.ToLower(e.Email) },
			"city":       func(e employees.Employee) string { return db.SortKey(e.City) },
			"start_date": func(e employees.Employee) string { return e.StartDate },
			"salary":     func(e employees.Employee) string { return fmt.Sprintf("%015d", e.SalaryCents) },
			"age":        func(e employees.Employee) string { return fmt.Sprintf("%03d", e.Age) },
			"experience": func(e employees.Employee) string { return fmt.Sprintf("%03d", e.Experience) },
			"status":     func(e employees.Employee) string { return fmt.Sprint(e.Status) },
		}
		for _, col := range employees.Columns {
			for _, desc := range []bool{false, true} {
				want := slices.Clone(staff)
				for i := range want {
					want[i].ID = int64(i + 1)
				}
				slices.SortFunc(want, func(a, b employees.Employee) int {
					c := strings.Compare(key[col](a), key[col](b))
					if c == 0 {
						c = int(a.ID - b.ID)
					}
					if desc {
						c = -c
					}
					return c
				})
				list, total, err := s.ListEmployees(context.Background(), employees.Filter{SortBy: col, SortDesc: desc})
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(ids(list), ids(want)) || total != 6 {
					t.Errorf("sort %s desc %v: %v, want %v", col, desc, ids(list), ids(want))
				}
				// The same order through a search (the kept ids).
				found, _, err := s.ListEmployees(context.Background(), employees.Filter{Q: "example", SortBy: col, SortDesc: desc})
				if err != nil || !slices.Equal(ids(found), ids(want)) {
					t.Errorf("searched, sort %s desc %v: %v, want %v (%v)", col, desc, ids(found), ids(want), err)
				}
			}
		}
		list, total, err := s.ListEmployees(context.Background(), employees.Filter{Page: 2})
		if err != nil || len(list) != 0 || total != 6 {
			t.Errorf("page past the end: %v of %d (%v)", ids(list), total, err)
		}
		list, total, err = s.ListEmployees(context.Background(), employees.Filter{Q: "example", Page: 2})
		if err != nil || len(list) != 0 || total != 6 {
			t.Errorf("searched page past the end: %v of %d (%v)", ids(list), total, err)
		}
	})
}

// The rows come back as written, salary in euros beside its cents, the e-mail lower-cased.
func TestRowsAsWritten(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := load(t, d)
		list, _, err := s.ListEmployees(context.Background(), employees.Filter{Q: "lukasz"})
		if err != nil || len(list) != 1 {
			t.Fatalf("%v %v", list, err)
		}
		e := list[0]
		if e.FullName != "Łukasz Wiśniewski" || e.Post != "Chef de projet numérique" || e.City != "Lyon" || e.StartDate != "2023-01-09" ||
			e.SalaryCents != 3999900 || e.Salary != "39999.00" || e.Age != 34 || e.Experience != 3 || e.Status != 5 || e.Avatar != "/tables/data-table/portraits/3.svg" {
			t.Errorf("row %+v", e)
		}
		z, _, _ := s.ListEmployees(context.Background(), employees.Filter{Q: "zoe"})
		if len(z) != 1 || z[0].Email != "zoe.lefevre@example.org" {
			t.Errorf("e-mail %+v", z)
		}
	})
}

// The export reads every match in the filter's order, or only the selected ids.
func TestEachEmployee(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := load(t, d)
		read := func(f employees.Filter, sel []int64) []int64 {
			var got []int64
			if err := s.EachEmployee(context.Background(), f, sel, func(e employees.Employee) error { got = append(got, e.ID); return nil }); err != nil {
				t.Fatal(err)
			}
			return got
		}
		if got := read(employees.Filter{Q: "example.org", SortBy: "age", SortDesc: true}, nil); !slices.Equal(got, []int64{4, 5, 1}) {
			t.Errorf("filtered export %v", got)
		}
		if got := read(employees.Filter{SortBy: "salary"}, []int64{6, 2, 99}); !slices.Equal(got, []int64{2, 6}) {
			t.Errorf("selected export %v", got)
		}
		if got := read(employees.Filter{}, []int64{}); len(got) != 0 {
			t.Errorf("an empty selection exported %v", got)
		}
	})
}

// A filter the table does not offer is refused, naming the field.
func TestFilterRefusals(t *testing.T) {
	for _, c := range []struct {
		f     employees.Filter
		field string
	}{
		{employees.Filter{PerPage: 20}, "perPage"},
		{employees.Filter{PerPage: -1}, "perPage"},
		{employees.Filter{Page: -1}, "page"},
		{employees.Filter{Page: app.MaxPage + 1}, "page"},
		{employees.Filter{SortBy: "search"}, "sortBy"},
		{employees.Filter{Q: strings.Repeat("é", employees.MaxQuery+1)}, "q"},
	} {
		err := c.f.Normalize()
		if app.ErrorCode(err) != app.EINVALID || app.ErrorFields(err)[c.field] == "" {
			t.Errorf("%+v: %v, want a refusal of %s", c.f, err, c.field)
		}
	}
	f := employees.Filter{Q: strings.Repeat("é", employees.MaxQuery), PerPage: 100}
	if err := f.Normalize(); err != nil || f.SortBy != "id" || f.Page != 1 {
		t.Errorf("longest search: %v %+v", err, f)
	}
}

func TestSearchText(t *testing.T) {
	got := employees.SearchText(employees.Employee{FullName: "Zoé L’Œillet", Post: "Cheffe", Email: "Z@Example.org", Age: 7, SalaryCents: 105, StartDate: "2021-03-05"})
	want := "zoe l'oeillet\ncheffe\nz@example.org\n7\n1.05\n1,05\n2021-03-05\n05/03/2021\n05.03.2021"
	if got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

func TestPortraits(t *testing.T) {
	for n := 1; n <= employees.Portraits; n++ {
		svg, ok := employees.Portrait(n)
		if !ok || !strings.HasPrefix(string(svg), "<svg ") || !strings.HasSuffix(string(svg), "</svg>") {
			t.Errorf("portrait %d: %v %s", n, ok, svg)
		}
	}
	for _, n := range []int{0, employees.Portraits + 1} {
		if _, ok := employees.Portrait(n); ok {
			t.Errorf("portrait %d drawn", n)
		}
	}
}
