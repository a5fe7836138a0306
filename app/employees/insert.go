package employees

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"partage/app/db"
)

// insertBatch is how many employees one INSERT writes: 15 values each stays
// under both engines' limits on bound parameters.
const insertBatch = 500

// InsertEmployees writes list to the table through q (a transaction for a
// large list), with the sort keys and the search text it derives from each
// employee, the e-mail lower-cased; the ids are the table's.
func InsertEmployees(ctx context.Context, q db.Execer, list []Employee) error {
	for lo := 0; lo < len(list); lo += insertBatch {
		part := list[lo:min(lo+insertBatch, len(list))]
		var sb strings.Builder
		sb.WriteString(`INSERT INTO employees (avatar, full_name, post, email, city, start_date, salary_cents, age, experience, status,
			sort_name, sort_post, sort_city, search) VALUES `)
		args := make([]any, 0, len(part)*14)
		for i, e := range part {
			if i > 0 {
				sb.WriteString(",")
			}
			sb.WriteString("(")
			for c := 1; c <= 14; c++ {
				if c > 1 {
					sb.WriteString(",")
				}
				sb.WriteString("$" + strconv.Itoa(len(args)+c))
			}
			sb.WriteString(")")
			e.Email = strings.ToLower(e.Email)
			args = append(args, e.Avatar, e.FullName, e.Post, e.Email, e.City, e.StartDate, e.SalaryCents, e.Age, e.Experience, e.Status,
				db.SortKey(e.FullName), db.SortKey(e.Post), db.SortKey(e.City), SearchText(e))
		}
		if _, err := q.ExecContext(ctx, sb.String(), args...); err != nil {
			return fmt.Errorf("employees: insert: %w", err)
		}
	}
	return nil
}
