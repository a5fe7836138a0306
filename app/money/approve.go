package money

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/audit"
)

// lockRequestedTx marks movement id as touched while it is still requested,
// which takes its row: two decisions on one movement run one after the
// other, the second seeing the first's approval. It returns the movement.
func lockRequestedTx(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (Movement, error) {
	m, err := findTx(ctx, tx, id)
	if err != nil {
		return m, err
	}
	res, err := tx.ExecContext(ctx, `UPDATE money_movements SET updated_at = $1 WHERE id = $2 AND status = 'requested'`, now, id)
	if err != nil {
		return m, fmt.Errorf("money: movement %d: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return m, ErrNotRequested
	}
	return findTx(ctx, tx, id) // as it is now that it is ours
}

// checkReason trims a decision's reason and checks its length.
func checkReason(reason string, required bool) (string, error) {
	reason = strings.TrimSpace(reason)
	if required && reason == "" {
		return reason, app.InvalidField("reason", "reasonRequired", nil)
	}
	if utf8.RuneCountInString(reason) > MaxLabel {
		return reason, app.InvalidField("reason", "atMostCharacters", app.Params{"max": MaxLabel})
	}
	return reason, nil
}

// decideTx records a's decision on m: refused to its author and to someone
// who decided already.
func decideTx(ctx context.Context, tx *sql.Tx, a audit.Actor, m Movement, decision, reason string, now time.Time) error {
	if a.ID == 0 || m.RequestedBy == a.ID {
		return ErrOwnRequest
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO money_approvals (movement_id, user_id, user_name, decision, reason, at)
		VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (movement_id, user_id) DO NOTHING`, m.ID, a.ID, a.Name, decision, reason, now)
	if err != nil {
		return fmt.Errorf("money: decision on %d: %w", m.ID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrAlreadyDecided
	}
	return nil
}

// Approve records a's approval of a requested movement. When it is the last
// one needed the movement is executed in the same transaction: its line
// booked, the account's balance moved, a subscription it pays issued.
func (s *Store) Approve(ctx context.Context, a audit.Actor, id int64, reason string) (Movement, error) {
	reason, err := checkReason(reason, false)
	if err != nil {
		return Movement{}, err
	}
	now := s.now().UTC()
	var m Movement
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if m, err = lockRequestedTx(ctx, tx, id, now); err != nil {
			return err
		}
		if err := decideTx(ctx, tx, a, m, DecisionApproved, reason, now); err != nil {
			return err
		}
		count := m.ApprovalsCount + 1
		if err := audit.Write(ctx, tx, a, audit.RecordMovement, id, DecisionApproved, []audit.Change{
			{Field: "approvalCount", Before: m.ApprovalsCount, After: count}, {Field: "reason", After: reason}}); err != nil {
			return err
		}
		if count >= m.ApprovalsNeeded {
			if err := s.executeTx(ctx, tx, a, m, now); err != nil {
				return err
			}
		}
		m, err = findTx(ctx, tx, id)
		return err
	})
	return m, err
}

// executeTx executes an approved movement m in tx.
func (s *Store) executeTx(ctx context.Context, tx *sql.Tx, a audit.Actor, m Movement, now time.Time) error {
	res, err := tx.ExecContext(ctx, `UPDATE money_movements SET status = 'executed', decided_at = $1, executed_at = $1, updated_at = $1
		WHERE id = $2 AND status = 'requested'`, now, m.ID)
	if err != nil {
		return fmt.Errorf("money: execute %d: %w", m.ID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotRequested
	}
	var release int64
	if Outflow(m.Kind) {
		release = m.AmountCents
	}
	label := m.Label
	l, err := s.bookTx(ctx, tx, m.TiersID, m.ID, m.Kind, Signed(m.Kind, m.AmountCents), release, label, now)
	if err != nil {
		return err
	}
	ch := []audit.Change{{Field: "status", Before: StatusRequested, After: StatusExecuted}, {Field: "balance", After: l.BalanceCents}, {Field: "line", After: l.ID}}
	if m.SubscriptionID != 0 {
		entry, err := s.ledger.PaySubscriptionTx(ctx, tx, a, m.SubscriptionID, m.ID, l.Date)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE money_movements SET share_entry = $1 WHERE id = $2`, entry.Number, m.ID); err != nil {
			return fmt.Errorf("money: share entry of %d: %w", m.ID, err)
		}
		ch = append(ch, audit.Change{Field: "shareEntry", After: entry.Number})
		if m.Kind == KindDeposit {
			// The money came in and went to the capital: the statement shows both.
			p, err := s.bookTx(ctx, tx, m.TiersID, m.ID, KindPurchase, -m.AmountCents, 0, label, now)
			if err != nil {
				return err
			}
			ch = append(ch, audit.Change{Field: "balance", Before: l.BalanceCents, After: p.BalanceCents})
		}
	}
	return audit.Write(ctx, tx, a, audit.RecordMovement, m.ID, StatusExecuted, ch)
}

// Reject records a's refusal of a requested movement, with its reason
// (required): the movement is rejected and what it held back released.
// Its author cancels it instead.
func (s *Store) Reject(ctx context.Context, a audit.Actor, id int64, reason string) (Movement, error) {
	reason, err := checkReason(reason, true)
	if err != nil {
		return Movement{}, err
	}
	now := s.now().UTC()
	var m Movement
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if m, err = lockRequestedTx(ctx, tx, id, now); err != nil {
			return err
		}
		if err := decideTx(ctx, tx, a, m, DecisionRejected, reason, now); err != nil {
			return err
		}
		if err := s.closeTx(ctx, tx, m, StatusRejected, reason, now); err != nil {
			return err
		}
		if err := audit.Write(ctx, tx, a, audit.RecordMovement, id, StatusRejected, []audit.Change{
			{Field: "status", Before: StatusRequested, After: StatusRejected}, {Field: "reason", After: reason}}); err != nil {
			return err
		}
		m, err = findTx(ctx, tx, id)
		return err
	})
	return m, err
}

// Cancel withdraws a requested movement: only its author, only while it
// waits; what it held back is released.
func (s *Store) Cancel(ctx context.Context, a audit.Actor, id int64) (Movement, error) {
	now := s.now().UTC()
	var m Movement
	var err error
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if m, err = lockRequestedTx(ctx, tx, id, now); err != nil {
			return err
		}
		if a.ID == 0 || m.RequestedBy != a.ID {
			return ErrNotYours
		}
		if err := s.closeTx(ctx, tx, m, StatusCancelled, "", now); err != nil {
			return err
		}
		if err := audit.Write(ctx, tx, a, audit.RecordMovement, id, StatusCancelled, []audit.Change{
			{Field: "status", Before: StatusRequested, After: StatusCancelled}}); err != nil {
			return err
		}
		m, err = findTx(ctx, tx, id)
		return err
	})
	return m, err
}

// closeTx ends a requested movement without moving money (rejected or
// cancelled) and releases what a withdrawal held back.
func (s *Store) closeTx(ctx context.Context, tx *sql.Tx, m Movement, status, reason string, now time.Time) error {
	res, err := tx.ExecContext(ctx, `UPDATE money_movements SET status = $1, reason = $2, decided_at = $3, updated_at = $3
		WHERE id = $4 AND status = 'requested'`, status, reason, now, m.ID)
	if err != nil {
		return fmt.Errorf("money: %s %d: %w", status, m.ID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotRequested
	}
	if Outflow(m.Kind) {
		return releaseTx(ctx, tx, m.TiersID, m.AmountCents, now)
	}
	return nil
}
