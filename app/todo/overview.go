package todo

import (
	"context"
	"fmt"
)

// DueTask is an open task due today or overdue, as the dashboard lists it.
type DueTask struct {
	ID          int64  `json:"id"`
	Title       string `json:"title"`
	DueDate     string `json:"dueDate"`
	Overdue     bool   `json:"overdue"`
	IsImportant bool   `json:"isImportant"`
	Assignee    string `json:"assignee"` // "" when nobody has it
}

// DueSummary is how many of the viewer's open tasks are due by today, how
// many of them are overdue, and the first few.
type DueSummary struct {
	Count   int       `json:"count"`
	Overdue int       `json:"overdue"`
	Items   []DueTask `json:"items"`
}

// dueFor is the viewer's ($2) open tasks due on or before today ($1):
// assigned to them or to nobody, neither completed nor deleted.
const dueFor = ` FROM tasks t LEFT JOIN users u ON u.id = t.assignee_id
	WHERE NOT t.is_deleted AND NOT t.is_completed AND t.due_date IS NOT NULL AND t.due_date <= $1
	AND (t.assignee_id = $2 OR t.assignee_id IS NULL)`

// DueToday returns userID's tasks due by today (YYYY-MM-DD), overdue first,
// then the important ones, at most n listed.
func (s *Store) DueToday(ctx context.Context, userID int64, today string, n int) (DueSummary, error) {
	out := DueSummary{Items: []DueTask{}}
	err := s.db.QueryRowContext(ctx, `SELECT count(*), COALESCE(SUM(CASE WHEN t.due_date < $1 THEN 1 ELSE 0 END), 0)`+dueFor, today, userID).
		Scan(&out.Count, &out.Overdue)
	if err != nil || out.Count == 0 {
		return out, wrapDue(err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT t.id, t.title, t.due_date, t.is_important, COALESCE(u.full_name, '')`+dueFor+`
		ORDER BY t.due_date, CASE WHEN t.is_important THEN 0 ELSE 1 END, t.position LIMIT $3`, today, userID, n)
	if err != nil {
		return out, wrapDue(err)
	}
	defer rows.Close()
	for rows.Next() {
		var d DueTask
		if err := rows.Scan(&d.ID, &d.Title, &d.DueDate, &d.IsImportant, &d.Assignee); err != nil {
			return out, wrapDue(err)
		}
		d.Overdue = d.DueDate < today
		out.Items = append(out.Items, d)
	}
	return out, wrapDue(rows.Err())
}

func wrapDue(err error) error {
	if err != nil {
		return fmt.Errorf("todo: due today: %w", err)
	}
	return nil
}
