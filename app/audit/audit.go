// Package audit is the cooperative's audit log: every change to a tiers, a
// membership, an application, a contact message or a staff role records who
// made it, when, from which address, and each field before and after. Entries
// are only ever added: nothing here updates or deletes one, and the database
// refuses it too (migration 0022).
package audit

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"time"
)

// Record types: what an entry is about.
const (
	RecordTiers        = "tiers"
	RecordMembership   = "membership"
	RecordApplication  = "application"
	RecordDocument     = "document"
	RecordContact      = "contact"
	RecordStaff        = "staff"
	RecordChange       = "change_request"
	RecordShareEntry   = "share_entry"  // an entry of the register of parts
	RecordSubscription = "subscription" // a subscription of parts waiting for its payment
	RecordMovement     = "movement"     // a money movement (dépôt-retrait)
	RecordInterestRun  = "interest_run" // a year's interest on parts
	RecordSettings     = "settings"     // the cooperative's configuration
)

// Actor is who made a change and from where. A zero ID is the product itself
// or a visitor (a public form); Name then says which.
type Actor struct {
	ID   int64
	Name string
	IP   string
}

// Change is one field's value before and after; a created record has no
// before, a deleted one no after.
type Change struct {
	Field  string `json:"field"`
	Before any    `json:"before"`
	After  any    `json:"after"`
}

// Entry is one line of the audit log.
type Entry struct {
	ID         int64     `json:"id"`
	At         time.Time `json:"at"`
	ActorID    int64     `json:"actorId"`
	ActorName  string    `json:"actorName"`
	IP         string    `json:"ip"`
	RecordType string    `json:"recordType"`
	RecordID   int64     `json:"recordId"`
	Action     string    `json:"action"`
	Changes    []Change  `json:"changes"`
}

// Execer is a transaction or a database: an entry is written in the same
// transaction as the change it records, so neither exists without the other.
type Execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// Diff lists the fields whose values differ between before and after, by
// field name. A field missing from one side counts as nil there, and is left
// out when the other side holds its zero value.
func Diff(before, after map[string]any) []Change {
	names := map[string]bool{}
	for k := range before {
		names[k] = true
	}
	for k := range after {
		names[k] = true
	}
	var out []Change
	for k := range names {
		b, inBefore := before[k]
		a, inAfter := after[k]
		if (!inBefore && isZero(a)) || (!inAfter && isZero(b)) {
			continue // a created record's empty fields say nothing
		}
		if !reflect.DeepEqual(b, a) {
			out = append(out, Change{Field: k, Before: before[k], After: after[k]})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Field < out[j].Field })
	return out
}

func isZero(v any) bool { return v == nil || reflect.ValueOf(v).IsZero() }

// Write adds one entry in ex. An update that changed nothing (no changes)
// writes nothing; creations and actions such as a transition always write.
func Write(ctx context.Context, ex Execer, a Actor, recordType string, recordID int64, action string, changes []Change) error {
	if changes == nil {
		changes = []Change{}
	}
	if action == "updated" && len(changes) == 0 {
		return nil
	}
	raw, err := json.Marshal(changes)
	if err != nil {
		return fmt.Errorf("audit: write: %w", err)
	}
	var actor any
	if a.ID != 0 {
		actor = a.ID
	}
	_, err = ex.ExecContext(ctx, `INSERT INTO audit_log (at, actor_id, actor_name, ip, record_type, record_id, action, changes)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, time.Now().UTC(), actor, a.Name, a.IP, recordType, recordID, action, string(raw))
	if err != nil {
		return fmt.Errorf("audit: write %s %d %s: %w", recordType, recordID, action, err)
	}
	return nil
}

type ctxKey struct{}

// WithActor returns a context that names the actor of the changes made in it.
func WithActor(ctx context.Context, a Actor) context.Context {
	return context.WithValue(ctx, ctxKey{}, a)
}

// ActorFrom returns the actor named by WithActor, or the product itself.
func ActorFrom(ctx context.Context) Actor {
	if a, ok := ctx.Value(ctxKey{}).(Actor); ok {
		return a
	}
	return Actor{Name: "system"}
}
