package realtime

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/stdlib"

	"partage/app/db"
)

// channel is the PostgreSQL NOTIFY channel the instances share.
const channel = "partage_events"

// maxPayload keeps NOTIFY payloads under PostgreSQL's 8,000-byte limit; a
// bigger event is announced by id and read back by each listener.
const maxPayload = 7000

// notice is an Event as it travels in a NOTIFY payload: the same fields,
// short names. A notice with P set is instead an instance's presence: the
// users who arrived at it (On) and left it (Off).
type notice struct {
	ID     int64           `json:"id,omitempty"`
	UserID int64           `json:"u,omitempty"`
	Type   string          `json:"t,omitempty"`
	Data   json.RawMessage `json:"d,omitempty"`
	P      string          `json:"p,omitempty"`
	On     []int64         `json:"on,omitempty"`
	Off    []int64         `json:"off,omitempty"`
}

// announce tells every instance, this one included, about evs at tx's
// commit: as few payloads as fit them (a JSON array of notices each).
func (h *Hub) announce(ctx context.Context, tx *sql.Tx, evs []Event) error {
	notices := make([]notice, len(evs))
	for i, ev := range evs {
		notices[i] = notice{ID: ev.ID, UserID: ev.UserID, Type: ev.Type, Data: ev.Data}
		if len(ev.Data)+len(ev.Type) > maxPayload-100 {
			notices[i] = notice{ID: ev.ID, UserID: ev.UserID} // read back by each listener
		}
	}
	return h.notify(ctx, tx, notices)
}

// announcePresence tells the other instances, at tx's commit, who arrived here and who left.
func (h *Hub) announcePresence(ctx context.Context, tx *sql.Tx, on, off []int64) error {
	if h.db.Engine != db.Postgres {
		return nil
	}
	const per = 500 // ids per notice: well within a payload
	var notices []notice
	for len(on) > 0 || len(off) > 0 {
		n := notice{P: h.instance}
		k := min(per, len(on))
		n.On, on = on[:k], on[k:]
		k = min(per-len(n.On), len(off))
		n.Off, off = off[:k], off[k:]
		notices = append(notices, n)
	}
	return h.notify(ctx, tx, notices)
}

func (h *Hub) notify(ctx context.Context, tx *sql.Tx, notices []notice) error {
	var batch []byte
	send := func() error {
		if len(batch) == 0 {
			return nil
		}
		batch = append(batch, ']')
		_, err := tx.ExecContext(ctx, `SELECT pg_notify($1, $2)`, channel, string(batch))
		batch = batch[:0]
		return err
	}
	for _, n := range notices {
		one, _ := json.Marshal(n)
		if len(batch)+len(one)+2 > maxPayload {
			if err := send(); err != nil {
				return fmt.Errorf("realtime: notify: %w", err)
			}
		}
		if len(batch) == 0 {
			batch = append(batch, '[')
		} else {
			batch = append(batch, ',')
		}
		batch = append(batch, one...)
	}
	if err := send(); err != nil {
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
		// What was published, and who came and went on the other instances,
		// while this instance was not listening.
		if err := h.catchUp(h.ctx); err != nil {
			return fmt.Errorf("%w: %w", driver.ErrBadConn, err)
		}
		if err := h.loadRemote(h.ctx); err != nil {
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

// receive dispatches the announced events, reading back those that came by
// id only, and takes the other instances' presence. A payload is a JSON array
// of notices, or a single notice as an instance of an earlier version sends
// it. An event that cannot be read back is logged and skipped (a stream that
// missed it gets it when it comes back with its last id); the rest of the
// payload is still delivered.
func (h *Hub) receive(ctx context.Context, payload string) error {
	var ns []notice
	if p := strings.TrimLeft(payload, " \t\r\n"); strings.HasPrefix(p, "{") {
		ns = make([]notice, 1)
		if err := json.Unmarshal([]byte(p), &ns[0]); err != nil {
			return err
		}
	} else if err := json.Unmarshal([]byte(p), &ns); err != nil {
		return err
	}
	for _, n := range ns {
		if n.P != "" {
			h.heardRemote(remoteNotice{instance: n.P, on: n.On, off: n.Off})
			continue
		}
		ev := Event{ID: n.ID, UserID: n.UserID, Type: n.Type, Data: n.Data}
		if ev.Type == "" {
			var data string
			err := h.db.QueryRowContext(ctx, `SELECT type, data FROM realtime_events WHERE id = $1`, ev.ID).Scan(&ev.Type, &data)
			if err != nil {
				if ctx.Err() == nil {
					h.log.Error("realtime: read back event", "id", ev.ID, "err", err)
				}
				continue
			}
			ev.Data = json.RawMessage(data)
		}
		h.dispatch(ev)
	}
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
