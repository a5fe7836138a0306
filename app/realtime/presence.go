package realtime

import (
	"context"
	"database/sql"
	"fmt"
	"maps"
	"time"

	"partage/app/db"
)

// Presence is kept in the database, a row per (instance, user) with open
// streams, renewed by each instance every Refresh, so every instance can tell
// who is connected anywhere, and an instance that died stops counting once
// its rows go stale.
//
// Arrivals and departures are not written one by one: a stream opening or
// the grace after a user's last one marks the user, and every Coalesce the
// marked users' rows are written in one transaction and their changes
// announced together (OnPresence gets them as one batch). Who is online is
// answered from memory: this instance's own streams, and the other
// instances' users as last read from the table or announced by them.

// Change is a user coming online (their first stream on any instance) or going
// offline (their last one closed, after the grace).
type Change struct {
	UserID int64
	Online bool
}

type presenceState struct {
	fn     func([]Change) error
	dirty  map[int64]struct{}            // users whose presence here may have changed since the last recording
	untold map[int64]bool                // recorded changes not told yet (telling failed): online or not, by user
	here   map[int64]struct{}            // users with a presence row of this instance, as last recorded
	remote map[string]map[int64]struct{} // other instances' users, by instance
	heard  []remoteNotice                // notices met while the table is read again
	reload bool
	kick   chan struct{}
}

type remoteNotice struct {
	instance string
	on, off  []int64
}

func newPresenceState() presenceState {
	return presenceState{dirty: map[int64]struct{}{}, untold: map[int64]bool{}, here: map[int64]struct{}{},
		remote: map[string]map[int64]struct{}{}, kick: make(chan struct{}, 1)}
}

// OnPresence sets what to call with each batch of users who came online or
// went offline. It runs on the hub's own goroutine, one batch at a time; a
// batch it fails to tell comes again, with the changes since, a moment later.
func (h *Hub) OnPresence(fn func([]Change) error) {
	h.mu.Lock()
	h.presence.fn = fn
	h.mu.Unlock()
}

// markLocked notes that userID's presence here may have changed.
func (h *Hub) markLocked(userID int64) {
	h.presence.dirty[userID] = struct{}{}
	select {
	case h.presence.kick <- struct{}{}:
	default:
	}
}

// leave runs when the grace after a user's last stream here, timed by t, has
// passed. A stream that opened and closed again meanwhile started another
// grace: t is then no longer the user's, and the newer one decides.
func (h *Hub) leave(userID int64, t *time.Timer) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed || h.leaving[userID] != t || len(h.subs[userID]) > 0 {
		return
	}
	delete(h.leaving, userID)
	h.markLocked(userID)
}

// retryMax is the longest pause between tries while presence cannot be recorded or told.
const retryMax = 5 * time.Second

// recordPresence writes and announces the marked users' presence, a batch
// every Coalesce. While that fails (the database is away, say), it tries again
// after a pause that doubles up to retryMax, and logs once per outage.
func (h *Hub) recordPresence() {
	defer h.wg.Done()
	var wait time.Duration // the pause before the next try, while failing
	for {
		select {
		case <-h.ctx.Done():
			return
		case <-h.presence.kick:
		}
		select { // let the others of a burst join
		case <-h.ctx.Done():
			return
		case <-time.After(max(h.opts.Coalesce, wait)):
		}
		err := h.flushPresence(h.ctx)
		if terr := h.tellUntold(h.ctx); err == nil {
			err = terr
		}
		switch {
		case h.ctx.Err() != nil:
			return
		case err == nil:
			if wait > 0 {
				h.log.Info("realtime: presence recorded again")
			}
			wait = 0
			continue
		case wait == 0:
			h.log.Error("realtime: presence; trying again until it works", "err", err)
			wait = h.opts.Coalesce
		}
		wait = min(2*wait, retryMax)
		select { // try again
		case h.presence.kick <- struct{}{}:
		default:
		}
	}
}

// flushPresence records the marked users' presence; those it fails to record stay marked.
func (h *Hub) flushPresence(ctx context.Context) error {
	h.mu.Lock()
	var arrive, depart []int64
	for id := range h.presence.dirty {
		_, had := h.presence.here[id]
		switch on := h.localLocked(id); {
		case on && !had:
			arrive = append(arrive, id)
		case !on && had:
			depart = append(depart, id)
		}
	}
	clear(h.presence.dirty)
	h.mu.Unlock()
	if len(arrive)+len(depart) == 0 {
		return nil
	}
	err := h.db.Tx(ctx, func(tx *sql.Tx) error {
		now := time.Now().UnixMilli()
		if len(arrive) > 0 {
			if _, err := tx.ExecContext(ctx, `INSERT INTO presence (instance_id, user_id, seen_at)
				SELECT CAST($1 AS TEXT), ids.id, CAST($2 AS BIGINT) FROM (SELECT `+h.idsFrom(3)+`) AS ids WHERE TRUE
				ON CONFLICT (instance_id, user_id) DO UPDATE SET seen_at = excluded.seen_at`, h.instance, now, IDList(arrive)); err != nil {
				return err
			}
		}
		if len(depart) > 0 {
			if _, err := tx.ExecContext(ctx, `DELETE FROM presence WHERE instance_id = $1 AND user_id IN (SELECT `+h.idsFrom(2)+`)`, h.instance, IDList(depart)); err != nil {
				return err
			}
		}
		return h.announcePresence(ctx, tx, arrive, depart)
	})
	if err != nil {
		h.mu.Lock()
		for _, id := range append(arrive, depart...) {
			h.presence.dirty[id] = struct{}{} // tried again at the next round
		}
		h.mu.Unlock()
		return fmt.Errorf("realtime: presence: %w", err)
	}
	h.mu.Lock()
	for _, id := range arrive {
		h.presence.here[id] = struct{}{}
		h.presence.untold[id] = true
	}
	for _, id := range depart {
		delete(h.presence.here, id)
		h.presence.untold[id] = false
	}
	h.mu.Unlock()
	return nil
}

// tellUntold announces the recorded changes not told yet: every arrival
// (another instance getting the user at the same moment may count on this one
// to tell it; a second "online" is harmless), and the departures of the users
// no other instance has (for them, the change is real).
func (h *Hub) tellUntold(ctx context.Context) error {
	h.tellMu.Lock()
	defer h.tellMu.Unlock()
	h.mu.Lock()
	untold := maps.Clone(h.presence.untold)
	h.mu.Unlock()
	if len(untold) == 0 {
		return nil
	}
	var departed []int64
	for id, online := range untold {
		if !online {
			departed = append(departed, id)
		}
	}
	elsewhere, err := h.elsewhere(ctx, departed)
	if err != nil {
		return err
	}
	changes := make([]Change, 0, len(untold))
	for id, online := range untold {
		if online || !elsewhere[id] {
			changes = append(changes, Change{UserID: id, Online: online})
		}
	}
	if err := h.tell(changes); err != nil {
		return fmt.Errorf("realtime: presence: %w", err)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for id, online := range untold {
		if now, ok := h.presence.untold[id]; ok && now == online { // not changed again meanwhile
			delete(h.presence.untold, id)
		}
	}
	return nil
}

// tell gives a batch of changes to OnPresence's function.
func (h *Hub) tell(changes []Change) error {
	if len(changes) == 0 {
		return nil
	}
	h.mu.Lock()
	fn := h.presence.fn
	h.mu.Unlock()
	if fn == nil {
		return nil
	}
	return fn(changes)
}

// elsewhere returns which of ids another instance has fresh rows for.
func (h *Hub) elsewhere(ctx context.Context, ids []int64) (map[int64]bool, error) {
	out := map[int64]bool{}
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := h.db.QueryContext(ctx, `SELECT DISTINCT user_id FROM presence WHERE instance_id <> $1 AND seen_at > $2
		AND user_id IN (SELECT `+h.idsFrom(3)+`)`, h.instance, h.freshSince(), IDList(ids))
	if err != nil {
		return nil, fmt.Errorf("realtime: presence: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("realtime: presence: %w", err)
		}
		out[id] = true
	}
	return out, rows.Err()
}

func (h *Hub) freshSince() int64 { return time.Now().Add(-h.opts.Stale).UnixMilli() }

// departAll forgets this instance's presence as it closes: its users go
// offline unless another instance has them.
func (h *Hub) departAll(ctx context.Context) {
	h.mu.Lock()
	var ids []int64
	for id := range h.presence.here {
		ids = append(ids, id)
	}
	clear(h.presence.here)
	h.mu.Unlock()
	err := h.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM presence WHERE instance_id = $1`, h.instance); err != nil {
			return err
		}
		return h.announcePresence(ctx, tx, nil, ids)
	})
	if err != nil {
		h.log.Error("realtime: presence", "err", err)
		return
	}
	if h.db.Engine != db.Postgres {
		return // one process: nobody is left to tell, and the next one starts afresh
	}
	h.mu.Lock()
	clear(h.presence.untold) // what this instance has not told yet concerns its users, who go now
	for _, id := range ids {
		h.presence.untold[id] = false
	}
	h.mu.Unlock()
	if err := h.tellUntold(ctx); err != nil {
		h.log.Error("realtime: presence", "err", err)
	}
}
