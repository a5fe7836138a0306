package seed_test

import (
	"context"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/seed"
)

// TestDemoOrders: the demo has orders in every state, each with its invoice
// (cancelled with its order), the member's payments booked on a ledger that
// still verifies, and the stock of what was sold taken.
func TestDemoOrders(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := seed.Demo(ctx, d, t.TempDir()); err != nil {
			t.Fatal(err)
		}
		count := func(q string, args ...any) int {
			t.Helper()
			var n int
			if err := d.QueryRowContext(ctx, q, args...).Scan(&n); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
			return n
		}
		for _, st := range []string{"placed", "paid", "shipped", "delivered", "cancelled"} {
			if n := count(`SELECT count(*) FROM orders WHERE status = $1`, st); n == 0 {
				t.Errorf("no %s order", st)
			}
		}
		for what, n := range map[string]int{
			"orders without an invoice":   count(`SELECT count(*) FROM orders o LEFT JOIN invoices i ON i.id = o.invoice_id WHERE i.id IS NULL`),
			"invoices of another total":   count(`SELECT count(*) FROM orders o JOIN invoices i ON i.id = o.invoice_id WHERE i.total_cents <> o.total_cents`),
			"cancelled, invoice not":      count(`SELECT count(*) FROM orders o JOIN invoices i ON i.id = o.invoice_id WHERE o.status = 'cancelled' AND i.status <> 'cancelled'`),
			"paid, invoice not":           count(`SELECT count(*) FROM orders o JOIN invoices i ON i.id = o.invoice_id WHERE o.status IN ('paid', 'shipped', 'delivered') AND i.balance_cents <> 0`),
			"orders without events":       count(`SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id)`),
			"account orders not refunded": count(`SELECT count(*) FROM orders WHERE status = 'cancelled' AND payment_method = 'account'`) - count(`SELECT count(*) FROM money_movements WHERE kind = 'shop_refund'`),
		} {
			if n != 0 {
				t.Errorf("%d %s", n, what)
			}
		}
		if n := count(`SELECT count(*) FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email IN ('client@demo.com', 'member@demo.com')`); n < 8 {
			t.Errorf("%d orders of the demo buyers", n)
		}
		if n := count(`SELECT count(*) FROM money_movements WHERE kind = 'shop_payment' AND status = 'executed'`); n < 3 {
			t.Errorf("%d payments from an account", n)
		}
		if n := count(`SELECT count(*) FROM cart_items c JOIN users u ON u.id = c.user_id WHERE u.email IN ('client@demo.com', 'member@demo.com')`); n != 0 {
			t.Errorf("%d lines left in the demo buyers' carts", n)
		}
	})
}
