package realtime

import (
	"context"
	"fmt"
	"time"
)

// maintain renews this instance's presence, clears other instances' stale
// rows (announcing those users offline), reads the others' presence again
// and prunes old events.
func (h *Hub) maintain() {
	defer h.wg.Done()
	t := time.NewTicker(h.opts.Refresh)
	defer t.Stop()
	for {
		select {
		case <-h.ctx.Done():
			return
		case <-t.C:
		}
		if err := h.tidy(h.ctx); err != nil && h.ctx.Err() == nil {
			h.log.Error("realtime: maintenance", "err", err)
		}
	}
}

func (h *Hub) tidy(ctx context.Context) error {
	now := time.Now()
	h.mu.Lock()
	here := make([]int64, 0, len(h.presence.here))
	for id := range h.presence.here {
		here = append(here, id)
	}
	h.mu.Unlock()
	res, err := h.db.ExecContext(ctx, `UPDATE presence SET seen_at = $1 WHERE instance_id = $2`, now.UnixMilli(), h.instance)
	if err != nil {
		return fmt.Errorf("renew presence: %w", err)
	}
	if n, err := res.RowsAffected(); err == nil && n < int64(len(here)) {
		// Rows of ours went missing (cleared as stale while this instance stalled): write them again.
		if _, err := h.db.ExecContext(ctx, `INSERT INTO presence (instance_id, user_id, seen_at)
			SELECT CAST($1 AS TEXT), ids.id, CAST($2 AS BIGINT) FROM (SELECT `+h.idsFrom(3)+`) AS ids WHERE TRUE
			ON CONFLICT (instance_id, user_id) DO UPDATE SET seen_at = excluded.seen_at`, h.instance, now.UnixMilli(), IDList(here)); err != nil {
			return fmt.Errorf("renew presence: %w", err)
		}
	}
	rows, err := h.db.QueryContext(ctx, `DELETE FROM presence WHERE seen_at <= $1 RETURNING user_id`, h.freshSince())
	if err != nil {
		return fmt.Errorf("clear stale presence: %w", err)
	}
	var gone []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		gone = append(gone, id)
	}
	rows.Close()
	if err := h.loadRemote(ctx); err != nil {
		return err
	}
	h.mu.Lock()
	for _, id := range gone { // another instance's users, now offline unless some instance still has them
		if !h.onlineLocked(id) {
			h.presence.untold[id] = false
		}
	}
	h.mu.Unlock()
	select {
	case h.presence.kick <- struct{}{}: // told by the recording goroutine
	default:
	}
	if _, err := h.db.ExecContext(ctx, `DELETE FROM realtime_events WHERE created_at < $1`, now.Add(-h.opts.Retention).UnixMilli()); err != nil {
		return fmt.Errorf("prune events: %w", err)
	}
	// Forget the newest ids of those whose events are all gone.
	var oldest int64
	if err := h.db.QueryRowContext(ctx, `SELECT COALESCE(min(id), 0) FROM realtime_events`).Scan(&oldest); err != nil {
		return fmt.Errorf("prune events: %w", err)
	}
	h.mu.Lock()
	for user, id := range h.newest {
		if id < oldest {
			delete(h.newest, user)
		}
	}
	h.mu.Unlock()
	return nil
}
