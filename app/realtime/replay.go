package realtime

import (
	"context"
	"encoding/json"
	"fmt"
)

// since returns the events for userID (and broadcasts when asked) after id,
// oldest first. Each half reads along the index on (user_id, id). A client
// that saw the newest event this hub knows of for it costs no query at all:
// what comes after is delivered live, the stream being subscribed already
// (ten thousand tabs coming back after a restart ask no replay of the
// database when nothing was meant for them meanwhile).
func (h *Hub) since(ctx context.Context, userID int64, broadcasts bool, after int64) ([]Event, error) {
	h.mu.Lock()
	newest := h.newest[userID]
	if broadcasts {
		newest = max(newest, h.newest[Everyone])
	}
	h.mu.Unlock()
	if after >= newest {
		return nil, nil
	}
	// Casts and a LIMIT in the text: parameters SQLite would recompile the query for at every run.
	q := `SELECT id, user_id, type, data FROM realtime_events WHERE user_id = CAST($1 AS BIGINT) AND id > CAST($2 AS BIGINT) ORDER BY id LIMIT 1000`
	if broadcasts {
		q = `SELECT id, user_id, type, data FROM (
			SELECT id, user_id, type, data FROM realtime_events WHERE user_id = CAST($1 AS BIGINT) AND id > CAST($2 AS BIGINT)
			UNION ALL
			SELECT id, user_id, type, data FROM realtime_events WHERE user_id = 0 AND id > CAST($2 AS BIGINT)
		) AS e ORDER BY id LIMIT 1000`
	}
	rows, err := h.db.QueryContext(ctx, q, userID, after)
	if err != nil {
		return nil, fmt.Errorf("realtime: replay: %w", err)
	}
	defer rows.Close()
	var out []Event
	for rows.Next() {
		var ev Event
		var data string
		if err := rows.Scan(&ev.ID, &ev.UserID, &ev.Type, &data); err != nil {
			return nil, fmt.Errorf("realtime: replay: %w", err)
		}
		ev.Data = json.RawMessage(data)
		out = append(out, ev)
	}
	return out, rows.Err()
}

// loadNewest reads the newest event id, overall and by addressee, of the
// events kept for replay.
func (h *Hub) loadNewest(ctx context.Context) error {
	rows, err := h.db.QueryContext(ctx, `SELECT user_id, max(id) FROM realtime_events GROUP BY user_id`)
	if err != nil {
		return err
	}
	defer rows.Close()
	newest := map[int64]int64{}
	var last int64
	for rows.Next() {
		var user, id int64
		if err := rows.Scan(&user, &id); err != nil {
			return err
		}
		newest[user], last = id, max(last, id)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.lastID = max(h.lastID, last)
	for user, id := range newest {
		h.newest[user] = max(h.newest[user], id)
	}
	return nil
}
