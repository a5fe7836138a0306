// Package employees is the data table's sample of employees (spec §3 "Demo
// employee record"): the seed writes them, staff page, sort, filter and
// export them, and each person chooses which of the table's columns to show.
package employees

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"partage/app"
	"partage/app/db"
)

// List is the name of the table's row in list_versions: answers about it are
// kept under that version.
const List = "employees"

// Table is the name the column choices are kept under (table_columns.table_name).
const Table = "employees"

// The statuses (1 to 5), named as the template names them.
const (
	StatusCurrent      = 1
	StatusProfessional = 2
	StatusRejected     = 3
	StatusResigned     = 4
	StatusApplied      = 5
)

// StatusNames are the statuses' names by number (index 0 unused).
var StatusNames = []string{"", "current", "professional", "rejected", "resigned", "applied"}

// StatusName is the name of status s ("" for a number out of range).
func StatusName(s int) string {
	if s < 1 || s >= len(StatusNames) {
		return ""
	}
	return StatusNames[s]
}

// Employee is one row of the table, with the spec's field names. Salary is
// written in euros as a decimal number beside its integer cents.
type Employee struct {
	ID          int64       `json:"id"`
	Avatar      string      `json:"avatar"`
	FullName    string      `json:"full_name"`
	Post        string      `json:"post"`
	Email       string      `json:"email"`
	City        string      `json:"city"`
	StartDate   string      `json:"start_date"` // YYYY-MM-DD
	Salary      json.Number `json:"salary"`
	SalaryCents int64       `json:"salary_cents"`
	Age         int         `json:"age"`
	Experience  int         `json:"experience"` // years
	Status      int         `json:"status"`
}

// Columns are the table's columns in display order, each also a sort.
var Columns = []string{"id", "full_name", "post", "email", "city", "start_date", "salary", "age", "experience", "status"}

// Hideable are the columns a person may hide: all but the name, which says
// which row is which.
var Hideable = []string{"id", "post", "email", "city", "start_date", "salary", "age", "experience", "status"}

// DefaultHidden are the columns hidden until a person shows them, so that
// the others fit a laptop's screen: the id, the e-mail (the filter still
// looks through it), the city and the experience.
var DefaultHidden = []string{"id", "email", "city", "experience"}

// PerPages are the page sizes offered; others are refused.
var PerPages = []int{10, 25, 50, 100}

// MaxQuery is the longest filter accepted, in characters.
const MaxQuery = 100

// sortColumns are the SQL expressions each sort orders by (then by id).
var sortColumns = map[string]string{
	"id": "e.id", "full_name": "e.sort_name", "post": "e.sort_post", "email": "e.email", "city": "e.sort_city",
	"start_date": "e.start_date", "salary": "e.salary_cents", "age": "e.age", "experience": "e.experience", "status": "e.status",
}

// Filter selects, orders and pages the table.
type Filter struct {
	Q        string
	SortBy   string
	SortDesc bool
	Page     int
	PerPage  int
}

// Normalize fills the defaults (by id, page 1 of 10) and checks the rest.
func (f *Filter) Normalize() error {
	fields := app.Fields{}
	f.Q = strings.TrimSpace(f.Q)
	if utf8.RuneCountInString(f.Q) > MaxQuery {
		fields.Set("q", "employeeQueryTooLong", app.Params{"max": MaxQuery})
	}
	app.CheckSort(fields, &f.SortBy, "id", Columns)
	app.CheckPage(fields, &f.Page)
	if f.PerPage == 0 {
		f.PerPage = PerPages[0]
	}
	if !slices.Contains(PerPages, f.PerPage) {
		fields.Set("perPage", "employeeRowsPerPage", app.Params{"choices": joinInts(PerPages)})
	}
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

// order is the filter's ORDER BY: its column, then the id, the same way.
func (f Filter) order() string {
	dir := " ASC"
	if f.SortDesc {
		dir = " DESC"
	}
	if f.SortBy == "id" {
		return "e.id" + dir
	}
	return sortColumns[f.SortBy] + dir + ", e.id" + dir
}

func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}

// SearchText is what the filter looks through for e, folded as db.SortKey
// folds (lower-case, no accents), one field per line so that no match runs
// from one field into the next: the name, the post, the e-mail, the age, the
// salary in euros as people type it ("4250", "4250.00", "4250,00") and the
// start date in the forms they write it: ISO ("2021-03-15", so "2021-03"
// finds a month), day/month/year ("15/03/2021", so "03/2021" finds a month)
// and with dots ("15.03.2021").
func SearchText(e Employee) string {
	euros := fmt.Sprintf("%d.%02d", e.SalaryCents/100, e.SalaryCents%100)
	var day string
	if y, m, d, ok := splitDay(e.StartDate); ok {
		day = d + "/" + m + "/" + y + "\n" + d + "." + m + "." + y
	}
	return strings.Join([]string{
		db.SortKey(e.FullName), db.SortKey(e.Post), strings.ToLower(e.Email), strconv.Itoa(e.Age),
		euros, strings.Replace(euros, ".", ",", 1), e.StartDate, day,
	}, "\n")
}

// splitDay cuts "2021-03-15" into its year, month and day.
func splitDay(s string) (y, m, d string, ok bool) {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return "", "", "", false
	}
	return s[:4], s[5:7], s[8:], true
}

// Euros writes cents as a JSON decimal number of euros ("38450.00").
func Euros(cents int64) json.Number {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return json.Number(fmt.Sprintf("%s%d.%02d", sign, cents/100, cents%100))
}
