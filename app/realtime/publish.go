package realtime

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"partage/app/db"
)

// Outgoing is an event to publish: for UserID (or Everyone), of Type, with
// Data as its JSON.
type Outgoing struct {
	UserID int64
	Type   string
	Data   any
}

// Publish records an event for userID (or Everyone) and delivers it to that user's open streams.
func (h *Hub) Publish(ctx context.Context, userID int64, typ string, data any) error {
	return h.PublishMany(ctx, []Outgoing{{UserID: userID, Type: typ, Data: data}})
}

// PublishMany records the events in one transaction, then delivers them in order.
func (h *Hub) PublishMany(ctx context.Context, out []Outgoing) error {
	if len(out) == 0 {
		return nil
	}
	var evs []Event
	err := h.db.Tx(ctx, func(tx *sql.Tx) error {
		var err error
		evs, err = h.Record(ctx, tx, out...)
		return err
	})
	if err != nil {
		return err
	}
	h.Deliver(evs)
	return nil
}

// Record writes the events within tx, the caller's transaction, so that they
// exist exactly when what they tell of does; once tx has committed, the caller
// hands them to Deliver. On PostgreSQL they are announced within tx too:
// NOTIFY reaches the instances at commit, and never after a rollback.
func (h *Hub) Record(ctx context.Context, tx *sql.Tx, out ...Outgoing) ([]Event, error) {
	evs := make([]Event, len(out))
	now := time.Now().UnixMilli()
	for i, o := range out {
		raw, err := json.Marshal(o.Data)
		if err != nil {
			return nil, fmt.Errorf("realtime: publish %s: %w", o.Type, err)
		}
		ev := Event{UserID: o.UserID, Type: o.Type, Data: raw}
		err = tx.QueryRowContext(ctx, `INSERT INTO realtime_events (user_id, type, data, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
			o.UserID, o.Type, string(raw), now).Scan(&ev.ID)
		if err != nil {
			return nil, fmt.Errorf("realtime: publish %s: %w", o.Type, err)
		}
		evs[i] = ev
	}
	if h.db.Engine == db.Postgres {
		if err := h.announce(ctx, tx, evs); err != nil {
			return nil, err
		}
	}
	return evs, nil
}

// Deliver hands events that Record wrote, their transaction committed, to
// this instance's streams. On PostgreSQL every instance, this one included,
// delivers them as their announcement arrives.
func (h *Hub) Deliver(evs []Event) {
	if h.db.Engine == db.Postgres {
		return
	}
	for _, ev := range evs {
		h.dispatch(ev)
	}
}
