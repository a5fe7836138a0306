package contact

import (
	"context"
	"fmt"
)

// OpenCounts returns how many messages are new and how many in progress,
// counted over the status index (the closed ones are never read).
func (s *Store) OpenCounts(ctx context.Context) (newCount, inProgress int, err error) {
	rows, err := s.db.QueryContext(ctx, `SELECT status, count(*) FROM contact_messages WHERE status IN ($1, $2) GROUP BY status`, StatusNew, StatusInProgress)
	if err != nil {
		return 0, 0, fmt.Errorf("contact: open counts: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var st string
		var n int
		if err := rows.Scan(&st, &n); err != nil {
			return 0, 0, fmt.Errorf("contact: open counts: %w", err)
		}
		if st == StatusNew {
			newCount = n
		} else {
			inProgress = n
		}
	}
	return newCount, inProgress, rows.Err()
}
