package invoice

import (
	"context"
	"database/sql"

	"partage/app"
)

// The shop makes an invoice for every order in the order's own transaction:
// these work in the caller's tx, so the order, its stock and its invoice are
// written together or not at all.

// ErrCancelled refuses a change to a cancelled invoice.
var ErrCancelled = app.E(app.ECONFLICT, "invoiceCancelled", nil)

// CreateInvoiceTx adds a Sent invoice in tx (the shop issues it with its
// order), its totals computed from its lines, and returns its id.
func (s *Store) CreateInvoiceTx(ctx context.Context, tx *sql.Tx, by int64, in Input) (int64, error) {
	c, err := in.check()
	if err != nil {
		return 0, err
	}
	id, err := s.insert(ctx, tx, by, c, StatusSent)
	return id, internal(err, "invoice store: create in tx")
}

// AddPaymentTx records a payment in tx, as AddPayment does.
func (s *Store) AddPaymentTx(ctx context.Context, tx *sql.Tx, by, id int64, in PaymentInput) (Payment, error) {
	cents, err := in.check()
	if err != nil {
		return Payment{}, err
	}
	p, err := s.addPayment(ctx, tx, by, id, cents, in)
	return p, internal(err, "invoice store: payment of %d in tx", id)
}

// CancelInvoiceTx cancels an invoice in tx: it asks for nothing any more
// (its balance is zero, so it is never Past Due and counts in no open
// total), and keeps its lines and the payments it received. Cancelling it
// again changes nothing.
func (s *Store) CancelInvoiceTx(ctx context.Context, tx *sql.Tx, id int64) error {
	old, err := lock(ctx, tx, id, s.now().UTC())
	if err != nil || old.status == StatusCancelled {
		return err
	}
	// The counters' row of the status, the first time an invoice takes it.
	if _, err := tx.ExecContext(ctx, `INSERT INTO invoice_counts (status) VALUES ($1) ON CONFLICT (status) DO NOTHING`, StatusCancelled); err != nil {
		return internal(err, "invoice store: cancel %d", id)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE invoices SET status = $1, balance_cents = 0 WHERE id = $2`, StatusCancelled, id); err != nil {
		return internal(err, "invoice store: cancel %d", id)
	}
	next := old
	next.status, next.balance = StatusCancelled, 0
	return internal(move(ctx, tx, old.bucket(), next.bucket()), "invoice store: cancel %d", id)
}
