package registry

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"partage/app"
	"partage/app/audit"
	"partage/app/db"
)

// Statuses of a change request. A member has at most one pending request: a
// new one replaces the pending one (status replaced), so the member can
// correct a mistake without waiting for staff to refuse the first.
const (
	ChangePending  = "pending"
	ChangeApproved = "approved"
	ChangeRejected = "rejected"
	ChangeReplaced = "replaced"
)

// ChangeStatuses lists the statuses a list of requests filters on.
var ChangeStatuses = []string{ChangePending, ChangeApproved, ChangeRejected, ChangeReplaced}

// ChangeFields are the fields a member may ask to change on their own record,
// by JSON name; everything else is staff's to edit.
var ChangeFields = []string{"iban", "address", "postalCode", "city", "country"}

// MaxChangeReason bounds the reason staff give when they refuse a request.
const MaxChangeReason = 500

// ErrChangeNotFound is the answer about a request that does not exist.
var ErrChangeNotFound = app.E(app.ENOTFOUND, "changeRequestNotFound", nil)

// ChangeInput is what a member asks to change; a nil field is left as it is.
type ChangeInput struct {
	IBAN       *string `json:"iban"`
	Address    *string `json:"address"`
	PostalCode *string `json:"postalCode"`
	City       *string `json:"city"`
	Country    *string `json:"country"`
}

// values are the fields the input names, by JSON name.
func (in ChangeInput) values() map[string]string {
	out := map[string]string{}
	for name, p := range map[string]*string{"iban": in.IBAN, "address": in.Address, "postalCode": in.PostalCode, "city": in.City, "country": in.Country} {
		if p != nil {
			out[name] = *p
		}
	}
	return out
}

// ChangeRequest is a member's request to change their own record. Changes
// compares the requested values with the record as it is now: the before a
// reviewer decides on.
type ChangeRequest struct {
	ID              int64             `json:"id"`
	TiersID         int64             `json:"tiersId"`
	TiersName       string            `json:"tiersName"`
	Fields          map[string]string `json:"fields"`
	Changes         []audit.Change    `json:"changes"`
	Status          string            `json:"status"`
	RequestedBy     int64             `json:"requestedBy"`
	RequestedByName string            `json:"requestedByName"`
	RequestedAt     time.Time         `json:"requestedAt"`
	DecidedBy       int64             `json:"decidedBy"`
	DecidedByName   string            `json:"decidedByName"`
	DecidedAt       *time.Time        `json:"decidedAt"`
	Reason          string            `json:"reason"`
}

// apply sets the requested values on in.
func apply(in *Input, fields map[string]string) {
	for name, v := range fields {
		switch name {
		case "iban":
			in.IBAN = v
		case "address":
			in.Address = v
		case "postalCode":
			in.PostalCode = v
		case "city":
			in.City = v
		case "country":
			in.Country = v
		}
	}
}

// current is the value of a requestable field on t.
func current(t Tiers, name string) string {
	return map[string]string{"iban": t.IBAN, "address": t.Address, "postalCode": t.PostalCode, "city": t.City, "country": t.Country}[name]
}

// checkChange validates the requested values with the register's own rules
// (Normalize), keeping only the errors of the fields asked for: a member is
// not stopped by a field of their record they cannot edit. It returns the
// normalized values that differ from the record.
func checkChange(t Tiers, in ChangeInput, now time.Time) (map[string]string, error) {
	asked := in.values()
	if len(asked) == 0 {
		return nil, app.E(app.EINVALID, "changeNothing", nil)
	}
	merged := InputOf(t)
	apply(&merged, asked)
	if err := merged.Normalize(now); err != nil {
		mine := app.Fields{}
		for name, text := range app.ErrorFieldTexts(err) {
			if _, ok := asked[name]; ok {
				mine[name] = text
			}
		}
		if len(mine) > 0 {
			return nil, app.Invalid("checkFields", nil, mine)
		}
	}
	out := map[string]string{}
	for name := range asked {
		after := map[string]string{"iban": merged.IBAN, "address": merged.Address, "postalCode": merged.PostalCode, "city": merged.City, "country": merged.Country}[name]
		if after != current(t, name) {
			out[name] = after
		}
	}
	if len(out) == 0 {
		return nil, app.E(app.EINVALID, "changeNothing", nil)
	}
	return out, nil
}

// RequestChange records a member's request to change fields of tiersID,
// checked like the register checks them, pending until staff decide. A
// pending request of the same tiers is replaced by this one. The caller has
// made sure tiersID is the actor's own record.
func (s *Store) RequestChange(ctx context.Context, a audit.Actor, tiersID int64, in ChangeInput) (ChangeRequest, error) {
	now := s.now().UTC()
	var id int64
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		// Two requests of one tiers made at once queue here, so the second
		// replaces the first: SQLite's transactions are serial already
		// (immediate), PostgreSQL locks the tiers' row.
		if s.db.Engine == db.Postgres {
			var locked int64
			if err := tx.QueryRowContext(ctx, `SELECT id FROM clients WHERE id = $1 FOR UPDATE`, tiersID).Scan(&locked); errors.Is(err, sql.ErrNoRows) {
				return ErrNotFound
			} else if err != nil {
				return fmt.Errorf("registry: lock tiers %d: %w", tiersID, err)
			}
		}
		t, err := FindTiersTx(ctx, tx, tiersID)
		if err != nil {
			return err
		}
		fields, err := checkChange(t, in, now)
		if err != nil {
			return err
		}
		raw, _ := json.Marshal(fields)
		var by any
		if a.ID != 0 {
			by = a.ID
		}
		if err := tx.QueryRowContext(ctx, `INSERT INTO tiers_change_requests (tiers_id, fields, status, requested_by, requested_at)
			VALUES ($1, $2, $3, $4, $5) RETURNING id`, tiersID, string(raw), ChangePending, by, now).Scan(&id); err != nil {
			return fmt.Errorf("registry: request change: %w", err)
		}
		if err := s.replacePending(ctx, tx, a, tiersID, id, now); err != nil {
			return err
		}
		changes := []audit.Change{{Field: "tiersId", After: tiersID}}
		for name, v := range fields {
			changes = append(changes, audit.Change{Field: name, Before: current(t, name), After: v})
		}
		return audit.Write(ctx, tx, a, audit.RecordChange, id, "requested", sortChanges(changes))
	})
	if err != nil {
		return ChangeRequest{}, err
	}
	return s.FindChangeRequest(ctx, id)
}

// replacePending marks the tiers' other pending requests replaced by id.
func (s *Store) replacePending(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID, id int64, now time.Time) error {
	rows, err := tx.QueryContext(ctx, `SELECT id FROM tiers_change_requests WHERE tiers_id = $1 AND status = $2 AND id <> $3`, tiersID, ChangePending, id)
	if err != nil {
		return fmt.Errorf("registry: pending changes: %w", err)
	}
	var old []int64
	for rows.Next() {
		var o int64
		if err := rows.Scan(&o); err != nil {
			rows.Close()
			return err
		}
		old = append(old, o)
	}
	rows.Close()
	for _, o := range old {
		if _, err := tx.ExecContext(ctx, `UPDATE tiers_change_requests SET status = $1, decided_at = $2 WHERE id = $3`, ChangeReplaced, now, o); err != nil {
			return fmt.Errorf("registry: replace change %d: %w", o, err)
		}
		if err := audit.Write(ctx, tx, a, audit.RecordChange, o, "replaced", []audit.Change{
			{Field: "status", Before: ChangePending, After: ChangeReplaced}, {Field: "replacedBy", After: id}}); err != nil {
			return err
		}
	}
	return nil
}

// decide moves a pending request to status, or says why it cannot: not
// found, or decided already (a conflict: someone else was quicker).
func decide(ctx context.Context, tx *sql.Tx, a audit.Actor, id int64, status, reason string, now time.Time) (ChangeRequest, error) {
	var by any
	if a.ID != 0 {
		by = a.ID
	}
	res, err := tx.ExecContext(ctx, `UPDATE tiers_change_requests SET status = $1, decided_by = $2, decided_at = $3, reason = $4
		WHERE id = $5 AND status = $6`, status, by, now, reason, id, ChangePending)
	if err != nil {
		return ChangeRequest{}, fmt.Errorf("registry: decide change %d: %w", id, err)
	}
	r, err := findChange(ctx, tx, id)
	if err != nil {
		return ChangeRequest{}, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ChangeRequest{}, app.E(app.ECONFLICT, "changeRequestDecided", nil)
	}
	return r, nil
}

// Approve applies a pending request to its tiers through UpdateTiersTx, in
// one transaction: the tiers' entry in the audit log names the request, and
// the request's own entry says who approved it.
func (s *Store) Approve(ctx context.Context, a audit.Actor, id int64) (ChangeRequest, error) {
	now := s.now().UTC()
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		r, err := decide(ctx, tx, a, id, ChangeApproved, "", now)
		if err != nil {
			return err
		}
		t, err := FindTiersTx(ctx, tx, r.TiersID)
		if err != nil {
			return err
		}
		in := InputOf(t)
		apply(&in, r.Fields)
		if _, err := UpdateTiersTx(ctx, tx, a, r.TiersID, in, now, audit.Change{Field: "request", After: id}); err != nil {
			return err
		}
		return audit.Write(ctx, tx, a, audit.RecordChange, id, ChangeApproved, []audit.Change{{Field: "status", Before: ChangePending, After: ChangeApproved}})
	})
	if err != nil {
		return ChangeRequest{}, err
	}
	return s.FindChangeRequest(ctx, id)
}

// Reject refuses a pending request; the record stays as it is and the member
// sees the reason (optional, at most MaxChangeReason characters).
func (s *Store) Reject(ctx context.Context, a audit.Actor, id int64, reason string) (ChangeRequest, error) {
	reason = strings.TrimSpace(reason)
	if tooLong(reason, MaxChangeReason) {
		return ChangeRequest{}, app.InvalidField("reason", "atMostCharacters", app.Params{"max": MaxChangeReason})
	}
	now := s.now().UTC()
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := decide(ctx, tx, a, id, ChangeRejected, reason, now); err != nil {
			return err
		}
		return audit.Write(ctx, tx, a, audit.RecordChange, id, ChangeRejected, audit.Diff(
			map[string]any{"status": ChangePending}, map[string]any{"status": ChangeRejected, "reason": reason}))
	})
	if err != nil {
		return ChangeRequest{}, err
	}
	return s.FindChangeRequest(ctx, id)
}
