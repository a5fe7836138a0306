package realtime

import (
	"context"
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/stdlib"
)

// channel is the PostgreSQL NOTIFY channel the instances share.
const channel = "partage_events"

// maxPayload keeps NOTIFY payloads under PostgreSQL's 8,000-byte limit; a
// bigger event is announced by id and read back by each listener.
const maxPayload = 7000

// notice is an Event as it travels in a NOTIFY payload: the same fields, short names.
type notice struct {
	ID     int64           `json:"id"`
	UserID int64           `json:"u"`
	Type   string          `json:"t,omitempty"`
	Data   json.RawMessage `json:"d,omitempty"`
}

// announce tells every instance, this one included, about ev.
func (h *Hub) announce(ctx context.Context, ev Event) error {
	payload, _ := json.Marshal(notice(ev))
	if len(payload) > maxPayload {
		payload, _ = json.Marshal(notice{ID: ev.ID, UserID: ev.UserID})
	}
	if _, err := h.db.ExecContext(ctx, `SELECT pg_notify($1, $2)`, channel, string(payload)); err != nil {
		return fmt.Errorf("realtime: notify: %w", err)
	}
	return nil
}

// listen holds one connection in LISTEN for the hub's life, reconnecting
// after a failure and catching up on what was published meanwhile. ready gets
// the outcome of the first attempt.
func (h *Hub) listen(ready chan<- error) {
	defer h.wg.Done()
	first := true
	wait := 100 * time.Millisecond
	for {
		err := h.listenOnce(func() {
			if first {
				first = false
				ready <- nil
			}
			wait = 100 * time.Millisecond
		})
		if first {
			ready <- fmt.Errorf("realtime: listen: %w", err)
			return
		}
		if h.ctx.Err() != nil {
			return
		}
		h.log.Warn("realtime: listening connection lost; reconnecting", "err", err, "in", wait)
		select {
		case <-h.ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, 5*time.Second)
	}
}

func (h *Hub) listenOnce(listening func()) error {
	conn, err := h.db.Conn(h.ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	// Returning ErrBadConn makes database/sql discard the connection instead
	// of handing a connection still in LISTEN to an ordinary query.
	return conn.Raw(func(dc any) error {
		c, ok := dc.(*stdlib.Conn)
		if !ok {
			return fmt.Errorf("%w: not a pgx connection", driver.ErrBadConn)
		}
		pc := c.Conn()
		if _, err := pc.Exec(h.ctx, "LISTEN "+channel); err != nil {
			return fmt.Errorf("%w: %w", driver.ErrBadConn, err)
		}
		listening()
		if err := h.catchUp(h.ctx); err != nil {
			return fmt.Errorf("%w: %w", driver.ErrBadConn, err)
		}
		for {
			n, err := pc.WaitForNotification(h.ctx)
			if err != nil {
				return fmt.Errorf("%w: %w", driver.ErrBadConn, err)
			}
			if err := h.receive(h.ctx, n.Payload); err != nil {
				h.log.Error("realtime: notification", "err", err)
			}
		}
	})
}

// receive dispatches an announced event, reading it back when it came by id only.
func (h *Hub) receive(ctx context.Context, payload string) error {
	var n notice
	if err := json.Unmarshal([]byte(payload), &n); err != nil {
		return err
	}
	ev := Event(n)
	if ev.Type == "" {
		var data string
		err := h.db.QueryRowContext(ctx, `SELECT type, data FROM realtime_events WHERE id = $1`, ev.ID).Scan(&ev.Type, &data)
		if err != nil {
			return fmt.Errorf("read back event %d: %w", ev.ID, err)
		}
		ev.Data = json.RawMessage(data)
	}
	h.dispatch(ev)
	return nil
}

// catchUp dispatches the events published while this instance was not listening.
func (h *Hub) catchUp(ctx context.Context) error {
	h.mu.Lock()
	after := h.lastID
	h.mu.Unlock()
	rows, err := h.db.QueryContext(ctx, `SELECT id, user_id, type, data FROM realtime_events WHERE id > $1 ORDER BY id`, after)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var ev Event
		var data string
		if err := rows.Scan(&ev.ID, &ev.UserID, &ev.Type, &data); err != nil {
			return err
		}
		ev.Data = json.RawMessage(data)
		h.dispatch(ev)
	}
	return rows.Err()
}
