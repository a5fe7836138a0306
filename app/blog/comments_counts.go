package blog

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// CommentCounts is the number of comments each of postIDs shows its reader,
// in one query: every comment for the staff (staff true), the comments not
// hidden by moderation for everyone else. A post without comments is absent
// from the map (its count is 0).
func (s *Store) CommentCounts(ctx context.Context, postIDs []int64, staff bool) (map[int64]int, error) {
	out := make(map[int64]int, len(postIDs))
	if len(postIDs) == 0 {
		return out, nil
	}
	ids := make([]string, len(postIDs))
	for i, id := range postIDs {
		ids[i] = strconv.FormatInt(id, 10) // integers only: nothing of the caller's text reaches the SQL
	}
	q := `SELECT post_id, COUNT(*) FROM blog_comments WHERE post_id IN (` + strings.Join(ids, ",") + `)`
	if !staff {
		q += ` AND hidden = FALSE`
	}
	rows, err := s.db.QueryContext(ctx, q+` GROUP BY post_id`)
	if err != nil {
		return nil, fmt.Errorf("blog: comment counts: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var n int
		if err := rows.Scan(&id, &n); err != nil {
			return nil, fmt.Errorf("blog: comment counts: %w", err)
		}
		out[id] = n
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("blog: comment counts: %w", err)
	}
	return out, nil
}
