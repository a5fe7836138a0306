package shop

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"partage/app"
	"partage/app/db"
)

// transitions are the moves staff make: placed → paid → shipped →
// delivered, or cancelled while placed or paid.
var transitions = map[string][]string{
	StatusPlaced:  {StatusPaid, StatusCancelled},
	StatusPaid:    {StatusShipped, StatusCancelled},
	StatusShipped: {StatusDelivered},
}

// NextStatuses are the statuses an order in status may be moved to.
func NextStatuses(status string) []string {
	next := slices.Clone(transitions[status])
	if next == nil {
		return []string{}
	}
	return next
}

// Refused moves: one the order's status does not allow (staff), a buyer's
// cancel of an order already paid.
var (
	errMoveRefused   = app.E(app.ECONFLICT, "orderMoveRefused", nil)
	errCancelRefused = app.E(app.ECONFLICT, "orderCancelRefused", nil)
)

// MoveOrder moves order id to status to (staff): allowed moves only, else a
// conflict. Marking it paid records the payment on its invoice (by bank
// transfer); cancelling it puts its stock back, cancels its invoice and, when
// it was paid from a member's account, gives the money back to the account
// by a counter-entry. Each move is an event of the order, by actor.
func (s *Store) MoveOrder(ctx context.Context, actor Buyer, id int64, to, note string) (OrderDetail, error) {
	to, note = strings.TrimSpace(to), strings.TrimSpace(note)
	f := app.Fields{}
	if !slices.Contains(Statuses, to) || to == StatusPlaced {
		f.Set("status", "orderStatusChoice", nil)
	}
	if utf8.RuneCountInString(note) > MaxOrderNote {
		f.Set("note", "noteTooLong", app.Params{"max": MaxOrderNote})
	}
	if len(f) > 0 {
		return OrderDetail{}, app.Invalid("checkFields", nil, f)
	}
	return s.move(ctx, actor, `o.id = $1`, []any{id}, to, note, nil)
}

// CancelOwnOrder cancels the buyer's own order while it is still placed
// (nothing paid yet); someone else's order is ErrOrderNotFound, one already
// paid is a conflict (staff cancel those).
func (s *Store) CancelOwnOrder(ctx context.Context, b Buyer, number string) (OrderDetail, error) {
	return s.move(ctx, b, `o.number = $1 AND o.user_id = $2`, []any{number, b.UserID}, StatusCancelled, "", []string{StatusPlaced})
}

// move moves the order cond selects to status to, when its status allows it
// (and is one of from, when from is given).
func (s *Store) move(ctx context.Context, actor Buyer, cond string, args []any, to, note string, from []string) (OrderDetail, error) {
	var out OrderDetail
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		now := s.now().UTC()
		var o Order
		var tiers, inv, movement sql.NullInt64
		err := tx.QueryRowContext(ctx, `SELECT o.id FROM orders o WHERE `+cond, args...).Scan(&o.ID)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrOrderNotFound
		} else if err != nil {
			return fmt.Errorf("shop: find order: %w", err)
		}
		// The update takes the order's row for the transaction (PostgreSQL),
		// so two moves of one order queue and the second sees the first.
		err = tx.QueryRowContext(ctx, `UPDATE orders SET updated_at = $1 WHERE id = $2
			RETURNING number, status, payment_method, total_cents, tiers_id, invoice_id, movement_id`, now, o.ID).
			Scan(&o.Number, &o.Status, &o.PaymentMethod, &o.Total, &tiers, &inv, &movement)
		if err != nil {
			return fmt.Errorf("shop: lock order: %w", err)
		}
		o.TiersID, o.InvoiceID = tiers.Int64, inv.Int64
		switch {
		case from != nil && !slices.Contains(from, o.Status):
			return errCancelRefused
		case !slices.Contains(transitions[o.Status], to):
			return errMoveRefused
		}
		switch to {
		case StatusPaid:
			if err := s.payInvoice(ctx, tx, actor.UserID, o, "transfer", "Virement — commande "+o.Number, now); err != nil {
				return err
			}
		case StatusCancelled:
			if err := s.restock(ctx, tx, o.ID); err != nil {
				return err
			}
			if o.InvoiceID != 0 {
				if err := s.invoices.CancelInvoiceTx(ctx, tx, o.InvoiceID); err != nil && app.ErrorCode(err) != app.ENOTFOUND {
					return err
				}
			}
			if o.PaymentMethod == PayAccount && movement.Valid && o.TiersID != 0 && o.Total > 0 {
				label := "Remboursement de la commande " + o.Number
				if _, err := s.money.RefundToAccountTx(ctx, tx, actor.actor(), o.TiersID, o.Total, label, o.Number); err != nil {
					return err
				}
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE orders SET status = $1 WHERE id = $2`, to, o.ID); err != nil {
			return fmt.Errorf("shop: move order: %w", err)
		}
		if err := addEvent(ctx, tx, o.ID, o.Status, to, note, actor, now); err != nil {
			return err
		}
		out, err = s.orderTx(ctx, tx, `o.id = $1`, o.ID)
		return err
	})
	return out, err
}

// restock puts an order's quantities back in the stock of its products that
// still exist. On PostgreSQL their rows are locked first in the order of
// their ids, the order a checkout locks them in: the two never wait on each
// other in a circle.
func (s *Store) restock(ctx context.Context, tx *sql.Tx, orderID int64) error {
	if s.db.Engine == db.Postgres {
		rows, err := tx.QueryContext(ctx, `SELECT id FROM products WHERE id IN (SELECT product_id FROM order_lines WHERE order_id = $1) ORDER BY id FOR UPDATE`, orderID)
		if err != nil {
			return fmt.Errorf("shop: lock products: %w", err)
		}
		for rows.Next() { // each row read is a row locked
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("shop: lock products: %w", err)
		}
	}
	_, err := tx.ExecContext(ctx, `UPDATE products SET stock = stock + (SELECT SUM(l.qty) FROM order_lines l WHERE l.order_id = $1 AND l.product_id = products.id)
		WHERE id IN (SELECT product_id FROM order_lines WHERE order_id = $1 AND product_id IS NOT NULL)`, orderID)
	if err != nil {
		return fmt.Errorf("shop: restock: %w", err)
	}
	return nil
}
