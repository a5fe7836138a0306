package employees

import (
	"context"
	"fmt"
	"strings"

	"partage/app/db"
)

// InsertEmployees writes list to the table through q (a transaction for a
// large list), db.InsertBatch a statement, with the sort keys and the search text it derives from each
// employee, the e-mail lower-cased; the ids are the table's.
func InsertEmployees(ctx context.Context, q db.Execer, list []Employee) error {
	err := db.InsertRows(ctx, q, `INSERT INTO employees (avatar, full_name, post, email, city, start_date, salary_cents, age, experience, status,
		sort_name, sort_post, sort_city, search) VALUES `, len(list), 14, func(i int) []any {
		e := list[i]
		e.Email = strings.ToLower(e.Email)
		return []any{e.Avatar, e.FullName, e.Post, e.Email, e.City, e.StartDate, e.SalaryCents, e.Age, e.Experience, e.Status,
			db.SortKey(e.FullName), db.SortKey(e.Post), db.SortKey(e.City), SearchText(e)}
	})
	if err != nil {
		return fmt.Errorf("employees: insert: %w", err)
	}
	return nil
}
