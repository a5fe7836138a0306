package db

import "context"

// CountBy runs query, which answers rows of (key, count), into a list's stat
// cards: "all" and each of keys, at 0 when no row names it, so that a card
// shows 0 rather than vanishing.
func CountBy(ctx context.Context, q Execer, query string, keys []string, args ...any) (map[string]int, error) {
	out := map[string]int{"all": 0}
	for _, k := range keys {
		out[k] = 0
	}
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var k string
		var n int
		if err := rows.Scan(&k, &n); err != nil {
			return nil, err
		}
		out[k] += n
		out["all"] += n
	}
	return out, rows.Err()
}
