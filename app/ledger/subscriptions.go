package ledger

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/audit"
)

const subscriptionColumns = `s.id, s.tiers_id, c.name, s.category, s.parts, s.unit_cents, s.total_cents, s.status, s.decision,
	COALESCE(s.entry_number, 0), COALESCE(s.movement_id, 0), s.created_at`

func scanSubscription(sc scanner, out *Subscription) error {
	err := sc.Scan(&out.ID, &out.TiersID, &out.TiersName, &out.Category, &out.Parts, &out.UnitCents, &out.TotalCents,
		&out.Status, &out.Decision, &out.EntryNumber, &out.MovementID, &out.CreatedAt)
	out.CreatedAt = out.CreatedAt.UTC()
	return err
}

// OpenSubscription opens a pending subscription in a transaction of its own.
func (s *Store) OpenSubscription(ctx context.Context, a audit.Actor, tiersID int64, category string, parts int64, decision string) (Subscription, error) {
	var out Subscription
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var err error
		out, err = s.OpenSubscriptionTx(ctx, tx, a, tiersID, category, parts, decision)
		return err
	})
	return out, err
}

// OpenSubscriptionTx opens a pending subscription of parts in category for
// tiersID in tx ("" category: the members' category). The parts must keep
// the holder within the category's minimum (for a first subscription) and
// maximum; one pending subscription per holder and category.
func (s *Store) OpenSubscriptionTx(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID int64, category string, parts int64, decision string) (Subscription, error) {
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return Subscription{}, err
	}
	if category == "" {
		category = set.MembersCategory().Code
	}
	decision = strings.TrimSpace(decision)
	fields := app.Fields{}
	cat, ok := set.Category(category)
	if !ok {
		fields.Set("category", "ledgerCategory", nil)
	}
	if utf8.RuneCountInString(decision) > MaxDecision {
		fields.Set("decision", "atMostCharacters", app.Params{"max": MaxDecision})
	}
	st := &dbState{ctx: ctx, q: tx}
	who, known, err := st.party(tiersID)
	if err != nil {
		return Subscription{}, err
	}
	if !known {
		fields.Set("tiersId", "ledgerUnknownTiers", nil)
	}
	if parts <= 0 || parts > maxParts {
		fields.Set("parts", "ledgerParts", app.Params{"max": maxParts})
	} else if ok && known {
		held, err := st.holding(tiersID, category)
		if err != nil {
			return Subscription{}, err
		}
		hi := cat.MaxPerHolder
		if hi <= 0 {
			hi = maxParts
		}
		if (held == 0 && parts < cat.MinPerHolder) || held+parts > hi {
			fields.Set("parts", "ledgerPartsRange", app.Params{"min": max(1, cat.MinPerHolder-held), "max": max(0, hi-held), "category": category})
		}
	}
	if len(fields) > 0 {
		return Subscription{}, app.Invalid("checkFields", nil, fields)
	}
	var pending int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM share_subscriptions WHERE tiers_id = $1 AND category = $2 AND status = 'pending'`,
		tiersID, category).Scan(&pending); err != nil {
		return Subscription{}, fmt.Errorf("ledger: subscription: %w", err)
	}
	if pending > 0 {
		return Subscription{}, app.E(app.ECONFLICT, "subscriptionExists", app.Params{"name": who.name, "category": category}).
			WithField("category", "subscriptionExists", app.Params{"name": who.name, "category": category})
	}
	now := s.now().UTC().Truncate(time.Second)
	out := Subscription{TiersID: tiersID, TiersName: who.name, Category: category, Parts: parts, UnitCents: cat.NominalCents,
		TotalCents: parts * cat.NominalCents, Status: SubscriptionPending, Decision: decision, CreatedAt: now}
	if err := tx.QueryRowContext(ctx, `INSERT INTO share_subscriptions (tiers_id, category, parts, unit_cents, total_cents, status, decision, created_by, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`, tiersID, category, parts, out.UnitCents, out.TotalCents,
		SubscriptionPending, decision, nullID(a.ID), now).Scan(&out.ID); err != nil {
		return Subscription{}, fmt.Errorf("ledger: subscription: %w", err)
	}
	return out, audit.Write(ctx, tx, a, audit.RecordSubscription, out.ID, "opened", []audit.Change{
		{Field: "tiers", After: who.name}, {Field: "category", After: category}, {Field: "parts", After: parts},
		{Field: "totalCents", After: out.TotalCents}, {Field: "decision", After: decision}})
}

// FindSubscription returns a subscription by id.
func (s *Store) FindSubscription(ctx context.Context, id int64) (Subscription, error) {
	return findSubscription(ctx, s.db, id)
}

func findSubscription(ctx context.Context, q execer, id int64) (Subscription, error) {
	var out Subscription
	query := `SELECT ` + subscriptionColumns + ` FROM share_subscriptions s JOIN clients c ON c.id = s.tiers_id WHERE s.id = $1`
	err := scanSubscription(q.QueryRowContext(ctx, query, id), &out)
	if errors.Is(err, sql.ErrNoRows) {
		return Subscription{}, app.E(app.ENOTFOUND, "notFound", nil)
	} else if err != nil {
		return Subscription{}, fmt.Errorf("ledger: subscription %d: %w", id, err)
	}
	return out, nil
}

// ListSubscriptions returns the subscriptions of a status ("" any) and of a
// tiers (0 any), newest first (at most 500).
func (s *Store) ListSubscriptions(ctx context.Context, status string, tiersID int64) ([]Subscription, error) {
	if status != "" && !oneOf(status, SubscriptionPending, SubscriptionPaid, SubscriptionCancelled) {
		return nil, app.InvalidField("status", "statusChoice", app.Params{"choices": "pending, paid, cancelled"})
	}
	where, args := []string{"TRUE"}, []any{}
	if status != "" {
		args = append(args, status)
		where = append(where, fmt.Sprintf("s.status = $%d", len(args)))
	}
	if tiersID != 0 {
		args = append(args, tiersID)
		where = append(where, fmt.Sprintf("s.tiers_id = $%d", len(args)))
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+subscriptionColumns+` FROM share_subscriptions s JOIN clients c ON c.id = s.tiers_id
		WHERE `+strings.Join(where, " AND ")+` ORDER BY s.id DESC LIMIT 500`, args...)
	if err != nil {
		return nil, fmt.Errorf("ledger: subscriptions: %w", err)
	}
	defer rows.Close()
	out := []Subscription{}
	for rows.Next() {
		var sub Subscription
		if err := scanSubscription(rows, &sub); err != nil {
			return nil, fmt.Errorf("ledger: subscriptions: %w", err)
		}
		out = append(out, sub)
	}
	return out, rows.Err()
}

// PaySubscriptionTx issues the parts of a pending subscription (libération)
// in tx, the payment being movementID, dated date: a souscription entry, and
// the subscription marked paid.
func (s *Store) PaySubscriptionTx(ctx context.Context, tx *sql.Tx, a audit.Actor, id, movementID int64, date string) (Entry, error) {
	sub, err := findSubscription(ctx, tx, id)
	if err != nil {
		return Entry{}, err
	}
	if sub.Status != SubscriptionPending {
		return Entry{}, app.E(app.ECONFLICT, "subscriptionNotPending", nil)
	}
	decision := sub.Decision
	if decision == "" {
		decision = fmt.Sprintf("Souscription n° %d", sub.ID)
	}
	e, err := s.AppendTx(ctx, tx, a, EntryInput{Date: date, Kind: KindSubscription, Category: sub.Category, Parts: sub.Parts,
		UnitCents: sub.UnitCents, ToTiers: sub.TiersID, Decision: decision})
	if err != nil {
		return Entry{}, err
	}
	res, err := tx.ExecContext(ctx, `UPDATE share_subscriptions SET status = $1, entry_number = $2, movement_id = $3, updated_at = $4
		WHERE id = $5 AND status = $6`, SubscriptionPaid, e.Number, nullID(movementID), s.now().UTC(), id, SubscriptionPending)
	if err != nil {
		return Entry{}, fmt.Errorf("ledger: pay subscription: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return Entry{}, app.E(app.ECONFLICT, "subscriptionNotPending", nil)
	}
	return e, audit.Write(ctx, tx, a, audit.RecordSubscription, id, "paid", []audit.Change{
		{Field: "status", Before: SubscriptionPending, After: SubscriptionPaid}, {Field: "entryNumber", After: e.Number}, {Field: "movementId", After: movementID}})
}

// CancelSubscription cancels a pending subscription, for reason.
func (s *Store) CancelSubscription(ctx context.Context, a audit.Actor, id int64, reason string) (Subscription, error) {
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return Subscription{}, app.InvalidField("reason", "reasonRequired", nil)
	} else if utf8.RuneCountInString(reason) > MaxDecision {
		return Subscription{}, app.InvalidField("reason", "atMostCharacters", app.Params{"max": MaxDecision})
	}
	var out Subscription
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE share_subscriptions SET status = $1, updated_at = $2 WHERE id = $3 AND status = $4`,
			SubscriptionCancelled, s.now().UTC(), id, SubscriptionPending)
		if err != nil {
			return fmt.Errorf("ledger: cancel subscription: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			if _, err := findSubscription(ctx, tx, id); err != nil {
				return err
			}
			return app.E(app.ECONFLICT, "subscriptionNotPending", nil)
		}
		if out, err = findSubscription(ctx, tx, id); err != nil {
			return err
		}
		return audit.Write(ctx, tx, a, audit.RecordSubscription, id, "cancelled", []audit.Change{
			{Field: "status", Before: SubscriptionPending, After: SubscriptionCancelled}, {Field: "reason", After: reason}})
	})
	return out, err
}

// RedeemAllTx buys back every part tiersID holds (remboursement entries at
// the nominal value, dated date), in tx; it returns the entries and their total.
func (s *Store) RedeemAllTx(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID int64, date, decision string) ([]Entry, int64, error) {
	rows, err := tx.QueryContext(ctx, `SELECT category, parts FROM share_holdings WHERE tiers_id = $1 AND parts > 0 ORDER BY category`, tiersID)
	if err != nil {
		return nil, 0, fmt.Errorf("ledger: redeem: %w", err)
	}
	type held struct {
		category string
		parts    int64
	}
	var all []held
	for rows.Next() {
		var h held
		if err := rows.Scan(&h.category, &h.parts); err != nil {
			rows.Close()
			return nil, 0, fmt.Errorf("ledger: redeem: %w", err)
		}
		all = append(all, h)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("ledger: redeem: %w", err)
	}
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return nil, 0, err
	}
	out, total := []Entry{}, int64(0)
	for _, h := range all {
		cat, _ := set.Category(h.category)
		e, err := s.AppendTx(ctx, tx, a, EntryInput{Date: date, Kind: KindRedemption, Category: h.category, Parts: h.parts,
			UnitCents: cat.NominalCents, FromTiers: tiersID, Decision: decision})
		if err != nil {
			return nil, 0, err
		}
		out = append(out, e)
		total += e.TotalCents
	}
	return out, total, nil
}
