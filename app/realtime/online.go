package realtime

import (
	"context"
	"fmt"
)

// Who is online, from memory: this instance's own streams (and the users
// within their grace), and the other instances' users as last read from the
// presence table or announced by those instances (PostgreSQL).

func (h *Hub) localLocked(userID int64) bool {
	return len(h.subs[userID]) > 0 || h.leaving[userID] != nil
}

func (h *Hub) onlineLocked(userID int64) bool {
	if h.localLocked(userID) {
		return true
	}
	for _, set := range h.presence.remote {
		if _, ok := set[userID]; ok {
			return true
		}
	}
	return false
}

// IsOnline reports whether userID has an open stream on any instance.
func (h *Hub) IsOnline(userID int64) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.onlineLocked(userID)
}

// Online returns which of ids have an open stream on any instance.
func (h *Hub) Online(ids []int64) map[int64]bool {
	out := make(map[int64]bool, len(ids))
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, id := range ids {
		if h.onlineLocked(id) {
			out[id] = true
		}
	}
	return out
}

// OnlineAmong sets on[i] to whether ids[i] has an open stream on any instance.
func (h *Hub) OnlineAmong(ids []int64, on []bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for i, id := range ids {
		on[i] = h.onlineLocked(id)
	}
}

// loadRemote reads which users the other instances have.
func (h *Hub) loadRemote(ctx context.Context) error {
	h.mu.Lock()
	h.presence.reload, h.presence.heard = true, nil
	h.mu.Unlock()
	remote := map[string]map[int64]struct{}{}
	err := func() error {
		rows, err := h.db.QueryContext(ctx, `SELECT instance_id, user_id FROM presence WHERE instance_id <> $1 AND seen_at > $2`, h.instance, h.freshSince())
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var inst string
			var id int64
			if err := rows.Scan(&inst, &id); err != nil {
				return err
			}
			if remote[inst] == nil {
				remote[inst] = map[int64]struct{}{}
			}
			remote[inst][id] = struct{}{}
		}
		return rows.Err()
	}()
	h.mu.Lock()
	defer h.mu.Unlock()
	heard := h.presence.heard
	h.presence.reload, h.presence.heard = false, nil
	if err != nil {
		return fmt.Errorf("presence: %w", err)
	}
	h.presence.remote = remote
	for _, n := range heard { // announced while the table was read: maybe not in what was read
		h.applyRemoteLocked(n)
	}
	return nil
}

// heardRemote takes another instance's announcement of its arrivals and departures.
func (h *Hub) heardRemote(n remoteNotice) {
	if n.instance == h.instance {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.presence.reload {
		h.presence.heard = append(h.presence.heard, n)
	}
	h.applyRemoteLocked(n)
}

func (h *Hub) applyRemoteLocked(n remoteNotice) {
	set := h.presence.remote[n.instance]
	if set == nil {
		set = map[int64]struct{}{}
		h.presence.remote[n.instance] = set
	}
	for _, id := range n.on {
		set[id] = struct{}{}
	}
	for _, id := range n.off {
		delete(set, id)
	}
}
