package money

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/audit"
	"partage/app/ledger"
)

// RequestInput is a movement someone asks for.
type RequestInput struct {
	TiersID        int64  `json:"tiersId"`
	Kind           string `json:"kind"`
	AmountCents    int64  `json:"amountCents"`
	Label          string `json:"label"`
	SubscriptionID int64  `json:"subscriptionId"` // a deposit or a share purchase paying a pending subscription
}

// RequestKinds are the kinds staff may ask for: interest comes from the
// yearly run and a share redemption from an exit (or the register's
// redemption of parts), both executed by the product.
var RequestKinds = []string{KindDeposit, KindWithdrawal, KindPurchase}

// selfKinds are what a member asks for from their own page.
var selfKinds = []string{KindWithdrawal}

// Request records a movement asked for by a staff member, waiting for its
// approval; a withdrawal or a share purchase reserves its amount at once
// (refused above the available balance). key is the request's
// Idempotency-Key ("" for none): the same key with the same request returns
// the first movement and created false; with another request, ErrKeyReused.
func (s *Store) Request(ctx context.Context, a audit.Actor, in RequestInput, key string) (Movement, bool, error) {
	return s.request(ctx, a, in, key, RequestKinds)
}

// RequestSelf records a member's withdrawal from their own account
// tiersID (the caller has checked it is theirs).
func (s *Store) RequestSelf(ctx context.Context, a audit.Actor, tiersID, amountCents int64, label, key string) (Movement, bool, error) {
	return s.request(ctx, a, RequestInput{TiersID: tiersID, Kind: KindWithdrawal, AmountCents: amountCents, Label: label}, key, selfKinds)
}

// check trims in and checks its fields (those the database answers aside).
func (in *RequestInput) check(kinds []string, key string) error {
	fields := app.Fields{}
	in.Label = strings.TrimSpace(in.Label)
	if in.TiersID <= 0 {
		fields.Set("tiersId", "moneyTiersRequired", nil)
	}
	if !oneOf(in.Kind, kinds) {
		fields.Set("kind", "invalidValue", nil)
	}
	if in.AmountCents <= 0 || in.AmountCents > MaxAmountCents {
		fields.Set("amountCents", "amountRange", app.Params{"amountMax": euros(MaxAmountCents)})
	}
	if utf8.RuneCountInString(in.Label) > MaxLabel {
		fields.Set("label", "atMostCharacters", app.Params{"max": MaxLabel})
	}
	if in.SubscriptionID < 0 || (in.SubscriptionID > 0 && in.Kind != KindDeposit && in.Kind != KindPurchase) {
		fields.Set("subscriptionId", "invalidValue", nil)
	}
	if utf8.RuneCountInString(key) > MaxKey {
		fields.Set("idempotencyKey", "atMostCharacters", app.Params{"max": MaxKey})
	}
	if len(fields) > 0 {
		return app.Invalid("checkFields", nil, fields)
	}
	return nil
}

// sum is the fingerprint of a request, kept with its idempotency key.
func (in RequestInput) sum() string {
	h := sha256.Sum256(fmt.Appendf(nil, "%d\n%s\n%d\n%s\n%d", in.TiersID, in.Kind, in.AmountCents, in.Label, in.SubscriptionID))
	return hex.EncodeToString(h[:])
}

func (s *Store) request(ctx context.Context, a audit.Actor, in RequestInput, key string, kinds []string) (Movement, bool, error) {
	key = strings.TrimSpace(key)
	if err := in.check(kinds, key); err != nil {
		return Movement{}, false, err
	}
	sum := in.sum()
	if key != "" && a.ID != 0 {
		if m, err := s.replay(ctx, a.ID, key, sum); !errors.Is(err, ErrNotFound) {
			return m, false, err
		}
	} else {
		key = ""
	}
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return Movement{}, false, err
	}
	needed := 1
	if set.Approvals.SecondAboveCents > 0 && in.AmountCents > set.Approvals.SecondAboveCents {
		needed = 2
	}
	now := s.now().UTC()
	var m Movement
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := checkTiersTx(ctx, tx, in); err != nil {
			return err
		}
		var id int64
		err := tx.QueryRowContext(ctx, `INSERT INTO money_movements (tiers_id, kind, amount_cents, label, status, approvals_needed,
				subscription_id, requested_by, requested_name, requested_at, idempotency_key, request_sum, updated_at)
			VALUES ($1, $2, $3, $4, 'requested', $5, $6, $7, $8, $9, $10, $11, $9) RETURNING id`,
			in.TiersID, in.Kind, in.AmountCents, in.Label, needed, nullID(in.SubscriptionID), nullID(a.ID), a.Name, now, nullKey(key), sum).Scan(&id)
		if err != nil {
			return fmt.Errorf("money: request: %w", err)
		}
		// After the insert: a retry waits on the key's index, not on the balance.
		if Outflow(in.Kind) {
			if err := reserveTx(ctx, tx, in.TiersID, in.AmountCents, now); err != nil {
				return err
			}
		}
		ch := []audit.Change{{Field: "tiers", After: in.TiersID}, {Field: "kind", After: in.Kind}, {Field: "amount", After: in.AmountCents},
			{Field: "label", After: in.Label}, {Field: "approvalsNeeded", After: needed}}
		if in.SubscriptionID > 0 {
			ch = append(ch, audit.Change{Field: "subscription", After: in.SubscriptionID})
		}
		if err := audit.Write(ctx, tx, a, audit.RecordMovement, id, StatusRequested, ch); err != nil {
			return err
		}
		m, err = findTx(ctx, tx, id)
		return err
	})
	if key != "" && err != nil {
		// The same request, sent again while the first was being recorded.
		if m, again := s.replay(ctx, a.ID, key, sum); !errors.Is(again, ErrNotFound) {
			return m, false, again
		}
	}
	if err != nil {
		return Movement{}, false, err
	}
	return m, true, nil
}

func nullKey(k string) any {
	if k == "" {
		return nil
	}
	return k
}

// replay returns the movement requested by userID under key when its request
// had the fingerprint sum, ErrKeyReused for another, ErrNotFound for none.
func (s *Store) replay(ctx context.Context, userID int64, key, sum string) (Movement, error) {
	id, err := s.keyed(ctx, `SELECT id, request_sum FROM money_movements WHERE requested_by = $1 AND idempotency_key = $2`, userID, key, sum)
	if err != nil {
		return Movement{}, err
	}
	return s.Find(ctx, id)
}

// keyed runs query, which selects (id, request fingerprint) by a user and
// an Idempotency-Key, and returns the id when the fingerprint is sum:
// ErrKeyReused for another request under that key, ErrNotFound for none.
func (s *Store) keyed(ctx context.Context, query string, userID int64, key, sum string) (int64, error) {
	var id int64
	var was string
	err := s.db.QueryRowContext(ctx, query, userID, key).Scan(&id, &was)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrNotFound
	} else if err != nil {
		return 0, fmt.Errorf("money: idempotency key: %w", err)
	}
	if was != sum {
		return 0, ErrKeyReused
	}
	return id, nil
}

// checkTiersTx checks in's tiers exists and, when it names a subscription,
// that the subscription is this tiers', pending, and for this exact amount.
func checkTiersTx(ctx context.Context, tx *sql.Tx, in RequestInput) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM clients WHERE id = $1`, in.TiersID).Scan(&n); err != nil {
		return fmt.Errorf("money: tiers %d: %w", in.TiersID, err)
	}
	if n == 0 {
		return app.InvalidField("tiersId", "moneyTiersRequired", nil)
	}
	if in.SubscriptionID == 0 {
		return nil
	}
	var tiers, total int64
	var status string
	err := tx.QueryRowContext(ctx, `SELECT tiers_id, status, total_cents FROM share_subscriptions WHERE id = $1`, in.SubscriptionID).Scan(&tiers, &status, &total)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && (tiers != in.TiersID || status != ledger.SubscriptionPending)) {
		return app.InvalidField("subscriptionId", "subscriptionNotPending", nil)
	} else if err != nil {
		return fmt.Errorf("money: subscription %d: %w", in.SubscriptionID, err)
	}
	if total != in.AmountCents {
		p := app.Params{"amount": euros(total)}
		return app.InvalidField("amountCents", "subscriptionAmount", p)
	}
	return nil
}

// reserveTx holds amount of tiersID's available balance back for a
// requested withdrawal, in one conditional update: two requests at once
// can never hold back more than the balance.
func reserveTx(ctx context.Context, tx *sql.Tx, tiersID, amount int64, now time.Time) error {
	if err := ensureAccount(ctx, tx, tiersID, now); err != nil {
		return err
	}
	res, err := tx.ExecContext(ctx, `UPDATE accounts SET pending_withdrawals_cents = pending_withdrawals_cents + $1, updated_at = $2
		WHERE tiers_id = $3 AND balance_cents - pending_withdrawals_cents >= $1`, amount, now, tiersID)
	if err != nil {
		return fmt.Errorf("money: reserve on %d: %w", tiersID, err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return nil
	}
	var available int64
	if err := tx.QueryRowContext(ctx, `SELECT balance_cents - pending_withdrawals_cents FROM accounts WHERE tiers_id = $1`, tiersID).Scan(&available); err != nil {
		return fmt.Errorf("money: account %d: %w", tiersID, err)
	}
	return insufficient(available)
}

// releaseTx gives back what a requested withdrawal held back.
func releaseTx(ctx context.Context, tx *sql.Tx, tiersID, amount int64, now time.Time) error {
	_, err := tx.ExecContext(ctx, `UPDATE accounts SET pending_withdrawals_cents = pending_withdrawals_cents - $1, updated_at = $2
		WHERE tiers_id = $3`, amount, now, tiersID)
	if err != nil {
		return fmt.Errorf("money: release on %d: %w", tiersID, err)
	}
	return nil
}
