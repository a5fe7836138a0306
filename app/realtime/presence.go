package realtime

import (
	"context"
	"fmt"
	"time"
)

// Presence is kept in the database, a row per (instance, user) with open
// streams, renewed by each instance every Refresh, so every instance can tell
// who is connected anywhere, and an instance that died stops counting once
// its rows go stale.

// arrive records that userID opened a first stream here, and announces them
// online unless another instance already had them.
func (h *Hub) arrive(ctx context.Context, userID int64) error {
	elsewhere, err := h.onlineElsewhere(ctx, userID)
	if err != nil {
		return err
	}
	now := time.Now().UnixMilli()
	_, err = h.db.ExecContext(ctx, `INSERT INTO presence (instance_id, user_id, seen_at) VALUES ($1, $2, $3)
		ON CONFLICT (instance_id, user_id) DO UPDATE SET seen_at = excluded.seen_at`, h.instance, userID, now)
	if err != nil {
		return fmt.Errorf("realtime: presence: %w", err)
	}
	if !elsewhere {
		h.announcePresence(userID, true)
	}
	return nil
}

// leave runs when the grace after a user's last stream here has passed.
func (h *Hub) leave(userID int64) {
	h.mu.Lock()
	if h.closed || len(h.subs[userID]) > 0 {
		h.mu.Unlock()
		return
	}
	delete(h.leaving, userID)
	h.mu.Unlock()
	ctx, cancel := context.WithTimeout(h.ctx, 10*time.Second)
	defer cancel()
	h.depart(ctx, userID)
}

// depart forgets userID's presence here and announces them offline unless
// another instance still has them.
func (h *Hub) depart(ctx context.Context, userID int64) {
	if _, err := h.db.ExecContext(ctx, `DELETE FROM presence WHERE instance_id = $1 AND user_id = $2`, h.instance, userID); err != nil {
		h.log.Error("realtime: presence", "err", err)
		return
	}
	elsewhere, err := h.onlineElsewhere(ctx, userID)
	if err != nil {
		h.log.Error("realtime: presence", "err", err)
		return
	}
	if !elsewhere {
		h.announcePresence(userID, false)
	}
}

func (h *Hub) onlineElsewhere(ctx context.Context, userID int64) (bool, error) {
	var n int
	err := h.db.QueryRowContext(ctx, `SELECT count(*) FROM presence WHERE user_id = $1 AND instance_id <> $2 AND seen_at > $3`,
		userID, h.instance, h.freshSince()).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("realtime: presence: %w", err)
	}
	return n > 0, nil
}

func (h *Hub) freshSince() int64 { return time.Now().Add(-h.opts.Stale).UnixMilli() }

func (h *Hub) announcePresence(userID int64, online bool) {
	h.mu.Lock()
	fn := h.presence
	h.mu.Unlock()
	if fn != nil {
		fn(userID, online)
	}
}

// IsOnline reports whether userID has an open stream on any instance.
func (h *Hub) IsOnline(ctx context.Context, userID int64) (bool, error) {
	var n int
	err := h.db.QueryRowContext(ctx, `SELECT count(*) FROM presence WHERE user_id = $1 AND seen_at > $2`, userID, h.freshSince()).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("realtime: online: %w", err)
	}
	return n > 0, nil
}

// Online returns the users with an open stream on any instance.
func (h *Hub) Online(ctx context.Context) (map[int64]bool, error) {
	rows, err := h.db.QueryContext(ctx, `SELECT DISTINCT user_id FROM presence WHERE seen_at > $1`, h.freshSince())
	if err != nil {
		return nil, fmt.Errorf("realtime: online: %w", err)
	}
	defer rows.Close()
	out := map[int64]bool{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("realtime: online: %w", err)
		}
		out[id] = true
	}
	return out, rows.Err()
}

// maintain renews this instance's presence, clears other instances' stale
// rows (announcing those users offline) and prunes old events.
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
	if _, err := h.db.ExecContext(ctx, `UPDATE presence SET seen_at = $1 WHERE instance_id = $2`, now.UnixMilli(), h.instance); err != nil {
		return fmt.Errorf("renew presence: %w", err)
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
	for _, id := range gone {
		if there, err := h.onlineElsewhere(ctx, id); err == nil && !there {
			h.announcePresence(id, false)
		}
	}
	if _, err := h.db.ExecContext(ctx, `DELETE FROM realtime_events WHERE created_at < $1`, now.Add(-h.opts.Retention).UnixMilli()); err != nil {
		return fmt.Errorf("prune events: %w", err)
	}
	return nil
}
