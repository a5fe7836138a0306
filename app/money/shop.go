package money

import (
	"context"
	"database/sql"
	"fmt"

	"partage/app"
	"partage/app/audit"
)

// Kinds of the shop's movements: a member pays an order from their account
// (money out), and gets it back when the order is cancelled (a counter-entry:
// the payment's line stays).
const (
	KindShopPayment = "shop_payment"
	KindShopRefund  = "shop_refund"
)

// PayFromAccountTx takes amount out of tiersID's account now, in the
// caller's transaction tx, for the shop (label says what for, ref is the
// order's number): an executed movement with its booked line and audit
// entry. More than the account has available (its balance less the
// withdrawals waiting) is refused with the insufficient-balance error.
func (s *Store) PayFromAccountTx(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID, amount int64, label, ref string) (int64, error) {
	if amount <= 0 || amount > MaxAmountCents {
		return 0, app.InvalidField("amountCents", "amountRange", app.Params{"amountMax": euros(MaxAmountCents)})
	}
	now := s.now().UTC()
	e := executed{TiersID: tiersID, Kind: KindShopPayment, AmountCents: amount, Label: label}
	id, err := insertExecutedTx(ctx, tx, a, e, now)
	if err != nil {
		return 0, err
	}
	// Booked first, checked after: bookTx takes the line's number before the
	// account's row, the order every booking follows.
	l, err := s.bookTx(ctx, tx, tiersID, id, e.Kind, -amount, 0, label, now)
	if app.ErrorCode(err) == app.ECONFLICT {
		return 0, s.refusal(ctx, tx, tiersID, 0)
	} else if err != nil {
		return 0, err
	}
	var pending int64
	if err := tx.QueryRowContext(ctx, `SELECT pending_withdrawals_cents FROM accounts WHERE tiers_id = $1`, tiersID).Scan(&pending); err != nil {
		return 0, fmt.Errorf("money: account %d: %w", tiersID, err)
	}
	if l.BalanceCents < pending {
		return 0, s.refusal(ctx, tx, tiersID, amount)
	}
	return id, audit.Write(ctx, tx, a, audit.RecordMovement, id, StatusExecuted,
		append(executedChanges(e, l), audit.Change{Field: "ref", After: ref}))
}

// refusal is the insufficient-balance error with what the account had
// available before a payment of paid (0 when it was not booked).
func (s *Store) refusal(ctx context.Context, tx *sql.Tx, tiersID, paid int64) error {
	var available int64
	err := tx.QueryRowContext(ctx, `SELECT balance_cents - pending_withdrawals_cents FROM accounts WHERE tiers_id = $1`, tiersID).Scan(&available)
	if err != nil {
		return fmt.Errorf("money: account %d: %w", tiersID, err)
	}
	return insufficient(available + paid)
}

// RefundToAccountTx gives amount back to tiersID's account now, in the
// caller's transaction tx: the counter-entry of a shop payment (ref is the
// order's number), never a deletion of it.
func (s *Store) RefundToAccountTx(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID, amount int64, label, ref string) (int64, error) {
	if amount <= 0 || amount > MaxAmountCents {
		return 0, app.InvalidField("amountCents", "amountRange", app.Params{"amountMax": euros(MaxAmountCents)})
	}
	now := s.now().UTC()
	e := executed{TiersID: tiersID, Kind: KindShopRefund, AmountCents: amount, Label: label}
	id, err := insertExecutedTx(ctx, tx, a, e, now)
	if err != nil {
		return 0, err
	}
	l, err := s.bookTx(ctx, tx, tiersID, id, e.Kind, amount, 0, label, now)
	if err != nil {
		return 0, err
	}
	return id, audit.Write(ctx, tx, a, audit.RecordMovement, id, StatusExecuted,
		append(executedChanges(e, l), audit.Change{Field: "ref", After: ref}))
}
