package seed

import (
	"context"
	"strings"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/employees"
)

// The demo's 500 employees are the same on every load, no two with one name;
// the benchmark's add to them, with addresses of their own, in the search.
func TestDemoAndScaledEmployees(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := demoEmployees(ctx, d); err != nil {
			t.Fatal(err)
		}
		var n, names, first int
		var firstName string
		if err := d.QueryRowContext(ctx, `SELECT count(*), count(DISTINCT full_name) FROM employees`).Scan(&n, &names); err != nil {
			t.Fatal(err)
		}
		if n != 500 || names != 500 {
			t.Fatalf("%d employees, %d names", n, names)
		}
		if err := d.QueryRowContext(ctx, `SELECT id, full_name FROM employees ORDER BY id LIMIT 1`).Scan(&first, &firstName); err != nil {
			t.Fatal(err)
		}
		if want := employeeAt(0, false).FullName; firstName != want {
			t.Errorf("first employee %q, want %q (the same on every load)", firstName, want)
		}
		if err := ScaleEmployees(ctx, d, 6200); err != nil {
			t.Fatal(err)
		}
		var emails int
		if err := d.QueryRowContext(ctx, `SELECT count(*), count(DISTINCT email) FROM employees WHERE id > 500`).Scan(&n, &emails); err != nil {
			t.Fatal(err)
		}
		if n != 6200 || emails != 6200 {
			t.Fatalf("scaled: %d employees, %d addresses", n, emails)
		}
		list, total, err := employees.New(d).ListEmployees(ctx, employees.Filter{Q: "ZOE", PerPage: 100})
		if err != nil || total < 50 || len(list) != min(100, total) || !strings.HasPrefix(list[0].FullName, "Zoé") {
			t.Fatalf("search in the scaled table: %d of %d (%v)", len(list), total, err)
		}
	})
}
