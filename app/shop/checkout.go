package shop

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"partage/app"
	"partage/app/audit"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/invoice"
	"partage/app/registry"
)

// Buyer is who places an order, or moves one: the signed-in user as the
// order records them.
type Buyer struct {
	UserID   int64
	Name     string
	Email    string
	Language string
	Role     string
}

// actor is the buyer as the audit log names them.
func (b Buyer) actor() audit.Actor { return audit.Actor{ID: b.UserID, Name: b.Name} }

// CheckoutInput is what the checkout's last step sends.
type CheckoutInput struct {
	AddressID      int64  `json:"addressId"`
	DeliveryMethod string `json:"deliveryMethod"`
	PaymentMethod  string `json:"paymentMethod"`
}

// PaymentMethods are the ways an order is paid, in the order the checkout offers them.
var PaymentMethods = []string{PayTransfer, PayAccount}

// InvoiceDueDays is how long an order's invoice gives to pay it.
const InvoiceDueDays = 14

// ErrCartEmpty refuses to check out an empty cart.
var ErrCartEmpty = app.E(app.EINVALID, "checkoutCartEmpty", nil)

// check reads the input; the address, the cart and the balance are checked in the transaction.
func (in *CheckoutInput) check(b Buyer) error {
	in.DeliveryMethod, in.PaymentMethod = strings.TrimSpace(in.DeliveryMethod), strings.TrimSpace(in.PaymentMethod)
	f := app.Fields{}
	if in.AddressID <= 0 {
		f.Set("addressId", "checkoutAddressRequired", nil)
	}
	if !slices.ContainsFunc(Deliveries, func(d Delivery) bool { return d.Key == in.DeliveryMethod }) {
		f.Set("deliveryMethod", "checkoutDeliveryChoice", nil)
	}
	switch {
	case !slices.Contains(PaymentMethods, in.PaymentMethod):
		f.Set("paymentMethod", "checkoutPaymentChoice", nil)
	case in.PaymentMethod == PayAccount && b.Role != auth.RoleMember:
		f.Set("paymentMethod", "checkoutAccountMembersOnly", nil)
	}
	if len(f) > 0 {
		return app.Invalid("checkFields", nil, f)
	}
	return nil
}

// PlaceOrder makes an order of the buyer's cart in one transaction: it takes
// each line's quantity from the stock (a product with too few left refuses
// the whole order: 409, nothing written), numbers the order, copies the lines
// and the address, counts the coupon's use, makes the invoice out to the
// buyer's tiers (created and linked to the user the first time), pays it
// from the member's account when that is the method (the order is then paid
// at once), records the first event and empties the cart.
func (s *Store) PlaceOrder(ctx context.Context, b Buyer, in CheckoutInput) (OrderDetail, error) {
	if err := in.check(b); err != nil {
		return OrderDetail{}, err
	}
	var out OrderDetail
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		now := s.now().UTC()
		if err := s.lockBuyer(ctx, tx, b.UserID); err != nil {
			return err
		}
		cart, coupon, err := s.cartTx(ctx, tx, b.UserID)
		if err != nil {
			return err
		}
		if len(cart.Items) == 0 {
			return ErrCartEmpty
		}
		addr, err := s.AddressOf(ctx, tx, b.UserID, in.AddressID)
		if app.ErrorCode(err) == app.ENOTFOUND {
			return app.InvalidField("addressId", "checkoutAddressUnknown", nil)
		} else if err != nil {
			return err
		}
		delivery, _ := DeliveryOf(cart, now, in.DeliveryMethod)
		if err := s.reserveStock(ctx, tx, cart.Items); err != nil {
			return err
		}
		o := Order{UserID: b.UserID, BuyerName: b.Name, BuyerEmail: b.Email, Status: StatusPlaced, PaymentMethod: in.PaymentMethod,
			Subtotal: cart.Subtotal, Discount: cart.Discount, Shipping: delivery.Price, Total: cart.Total + delivery.Price,
			DeliveryMethod: delivery.Key, DeliveryDate: delivery.Date}
		if coupon != nil {
			o.CouponCode = coupon.Code
			if err := useCoupon(ctx, tx, coupon, now); err != nil {
				return err
			}
		}
		var n int64
		if err := tx.QueryRowContext(ctx, `UPDATE sequences SET value = value + 1 WHERE name = 'order_number' RETURNING value`).Scan(&n); err != nil {
			return fmt.Errorf("shop: order number: %w", err)
		}
		o.Number = orderNumber(now, n)
		if o.TiersID, err = registry.ClientOfUserTx(ctx, tx, b.actor(), b.UserID, registry.QuickClient{Name: b.Name, Email: b.Email,
			Address: addressLine(addr), Country: addr.Country, Phone: addr.Phone}, now); err != nil {
			return err
		}
		if o.InvoiceID, err = s.invoices.CreateInvoiceTx(ctx, tx, b.UserID, orderInvoice(o, cart.Items, now)); err != nil {
			return err
		}
		if o.ID, err = insertOrder(ctx, tx, o, addr, cart.Items, now); err != nil {
			return err
		}
		if err := s.payAtOnce(ctx, tx, b, &o, now); err != nil {
			return err
		}
		if err := addEvent(ctx, tx, o.ID, "", o.Status, "", b, now); err != nil {
			return err
		}
		for _, q := range []string{`DELETE FROM cart_items WHERE user_id = $1`, `DELETE FROM cart_coupons WHERE user_id = $1`} {
			if _, err := tx.ExecContext(ctx, q, b.UserID); err != nil {
				return fmt.Errorf("shop: empty cart: %w", err)
			}
		}
		out, err = s.orderTx(ctx, tx, `o.id = $1`, o.ID)
		return err
	})
	return out, err
}

// lockBuyer queues a buyer's checkouts one after the other (a second click
// finds the cart already emptied): SQLite's write transactions are serial
// already, PostgreSQL locks the user's row.
func (s *Store) lockBuyer(ctx context.Context, tx *sql.Tx, userID int64) error {
	if s.db.Engine != db.Postgres {
		return nil
	}
	var id int64
	err := tx.QueryRowContext(ctx, `SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE`, userID).Scan(&id)
	if err != nil {
		return fmt.Errorf("shop: lock buyer %d: %w", userID, err)
	}
	return nil
}

// reserveStock takes each line's quantity from its product's stock, the
// products in the order of their ids. The stock is checked by the update
// itself, so two buyers of the last item cannot both have it: the second
// finds too few left and the whole order is refused.
func (s *Store) reserveStock(ctx context.Context, tx *sql.Tx, items []CartItem) error {
	items = slices.Clone(items)
	slices.SortFunc(items, func(a, b CartItem) int { return int(a.ProductID - b.ProductID) })
	if s.db.Engine == db.Postgres {
		// Every row first, before the catalogue's version (a statement trigger
		// of products) is taken: a product edited meanwhile waits here rather
		// than in a circle.
		ids := make([]string, len(items))
		for i, it := range items {
			ids[i] = strconv.FormatInt(it.ProductID, 10)
		}
		rows, err := tx.QueryContext(ctx, `SELECT id FROM products WHERE id IN (`+strings.Join(ids, ",")+`) ORDER BY id FOR UPDATE`)
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
	for _, it := range items {
		res, err := tx.ExecContext(ctx, `UPDATE products SET stock = stock - $1 WHERE id = $2 AND stock >= $1 AND published`, it.Qty, it.ProductID)
		if err != nil {
			return fmt.Errorf("shop: reserve stock: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 1 {
			continue
		}
		var (
			left      int
			name      string
			published bool
		)
		err = tx.QueryRowContext(ctx, `SELECT stock, name, published FROM products WHERE id = $1`, it.ProductID).Scan(&left, &name, &published)
		switch {
		case errors.Is(err, sql.ErrNoRows) || (err == nil && !published):
			return app.E(app.ECONFLICT, "checkoutProductGone", app.Params{"name": it.Name})
		case err != nil:
			return fmt.Errorf("shop: stock of %d: %w", it.ProductID, err)
		case left == 0:
			return app.E(app.ECONFLICT, "checkoutSoldOut", app.Params{"name": name})
		}
		return app.E(app.ECONFLICT, "checkoutStockShort", app.Params{"n": left, "name": name})
	}
	return nil
}

// useCoupon counts one use of the coupon, as long as it has uses left.
func useCoupon(ctx context.Context, tx *sql.Tx, c *Coupon, now time.Time) error {
	res, err := tx.ExecContext(ctx, `UPDATE shop_coupons SET uses = uses + 1, updated_at = $1 WHERE id = $2 AND (max_uses = 0 OR uses < max_uses)`, now, c.ID)
	if err != nil {
		return fmt.Errorf("shop: use coupon: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return app.E(app.ECONFLICT, "checkoutCouponUsedUp", app.Params{"code": c.Code})
	}
	return nil
}

// addressLine is an address on one line, as the register keeps a client's.
func addressLine(a Address) string {
	parts := []string{a.Line1}
	if a.Line2 != "" {
		parts = append(parts, a.Line2)
	}
	return strings.Join(append(parts, strings.TrimSpace(a.PostalCode+" "+a.City)), ", ")
}

// deliveryItems are the delivery lines of the invoices, in the cooperative's language.
var deliveryItems = map[string]string{"standard": "Livraison standard", "express": "Livraison express", "pickup": "Retrait à la coopérative"}

// orderInvoice is the invoice of order o: its products and its delivery at
// their prices with taxes (no tax added), the coupon as the discount, issued
// on the day it is placed and due InvoiceDueDays later.
func orderInvoice(o Order, items []CartItem, now time.Time) invoice.Input {
	day := now.In(Paris)
	in := invoice.Input{ClientID: o.TiersID, IssuedDate: day.Format(time.DateOnly), DueDate: day.AddDate(0, 0, InvoiceDueDays).Format(time.DateOnly),
		Salesperson: "Boutique", Note: "Commande " + o.Number + " — Prix TTC", TaxRate: "0",
		Discount: invoice.Amount(invoice.Decimal(o.Discount))}
	if o.PaymentMethod == PayTransfer {
		in.Terms = "Virement sous " + strconv.Itoa(InvoiceDueDays) + " jours, référence " + o.Number + "."
	}
	for _, it := range items {
		desc := ""
		if it.Color != "" {
			desc = "Couleur " + it.Color
		}
		in.Lines = append(in.Lines, invoice.LineInput{Item: it.Name, Description: desc,
			Cost: invoice.Amount(invoice.Decimal(it.Price)), Qty: invoice.Amount(strconv.Itoa(it.Qty))})
	}
	in.Lines = append(in.Lines, invoice.LineInput{Item: deliveryItems[o.DeliveryMethod], Description: "Livraison prévue le " + o.DeliveryDate,
		Cost: invoice.Amount(invoice.Decimal(o.Shipping)), Qty: "1"})
	return in
}

// insertOrder writes order o with its lines and the address it goes to.
func insertOrder(ctx context.Context, tx *sql.Tx, o Order, a Address, items []CartItem, now time.Time) (int64, error) {
	var id int64
	err := tx.QueryRowContext(ctx, `INSERT INTO orders (number, user_id, tiers_id, buyer_name, buyer_email, status, payment_method,
		subtotal_cents, discount_cents, coupon_code, shipping_cents, total_cents, delivery_method, delivery_date, ship_name, ship_phone,
		ship_line1, ship_line2, ship_postal_code, ship_city, ship_country, invoice_id, placed_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $23) RETURNING id`,
		o.Number, o.UserID, o.TiersID, o.BuyerName, o.BuyerEmail, o.Status, o.PaymentMethod, o.Subtotal, o.Discount, o.CouponCode,
		o.Shipping, o.Total, o.DeliveryMethod, o.DeliveryDate, a.FullName, a.Phone, a.Line1, a.Line2, a.PostalCode, a.City, a.Country,
		o.InvoiceID, now).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("shop: insert order: %w", err)
	}
	for _, it := range items {
		if _, err := tx.ExecContext(ctx, `INSERT INTO order_lines (order_id, product_id, name, color, unit_cents, qty) VALUES ($1, $2, $3, $4, $5, $6)`,
			id, it.ProductID, it.Name, it.Color, it.Price, it.Qty); err != nil {
			return 0, fmt.Errorf("shop: insert order line: %w", err)
		}
	}
	return id, nil
}

// payAtOnce settles o when it is paid as it is placed: from the member's
// account (refused when the account has less available than the total), or
// because there is nothing to pay.
func (s *Store) payAtOnce(ctx context.Context, tx *sql.Tx, b Buyer, o *Order, now time.Time) error {
	switch {
	case o.Total == 0:
	case o.PaymentMethod == PayAccount:
		mv, err := s.money.PayFromAccountTx(ctx, tx, b.actor(), o.TiersID, o.Total, "Commande "+o.Number, o.Number)
		if app.ErrorCode(err) == app.ECONFLICT {
			p := app.ErrorText(err).Params
			return app.InvalidField("paymentMethod", "checkoutBalanceShort", app.Params{"amountAvailable": p["amountAvailable"], "amountTotal": float64(o.Total) / 100})
		} else if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE orders SET movement_id = $1 WHERE id = $2`, mv, o.ID); err != nil {
			return fmt.Errorf("shop: order payment: %w", err)
		}
		if err := s.payInvoice(ctx, tx, b.UserID, *o, "debit", "Compte d’associé — commande "+o.Number, now); err != nil {
			return err
		}
	default:
		return nil
	}
	o.Status = StatusPaid
	_, err := tx.ExecContext(ctx, `UPDATE orders SET status = $1 WHERE id = $2`, o.Status, o.ID)
	return err
}

// payInvoice records what o's invoice still asks for as paid by method.
func (s *Store) payInvoice(ctx context.Context, tx *sql.Tx, by int64, o Order, method, note string, now time.Time) error {
	if o.InvoiceID == 0 {
		return nil
	}
	var balance int64
	err := tx.QueryRowContext(ctx, `SELECT balance_cents FROM invoices WHERE id = $1`, o.InvoiceID).Scan(&balance)
	if errors.Is(err, sql.ErrNoRows) || balance <= 0 {
		return nil // deleted from the invoices app, or already paid there
	} else if err != nil {
		return fmt.Errorf("shop: invoice of %s: %w", o.Number, err)
	}
	_, err = s.invoices.AddPaymentTx(ctx, tx, by, o.InvoiceID, invoice.PaymentInput{Amount: invoice.Amount(invoice.Decimal(balance)),
		Date: Today(now), Method: method, Note: note})
	return err
}

// addEvent records a change of an order's status by b.
func addEvent(ctx context.Context, tx *sql.Tx, orderID int64, from, to, note string, b Buyer, now time.Time) error {
	var by any
	if b.UserID != 0 {
		by = b.UserID
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO order_events (order_id, from_status, to_status, note, by_user, by_name, at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		orderID, from, to, note, by, b.Name, now)
	if err != nil {
		return fmt.Errorf("shop: order event: %w", err)
	}
	return nil
}
