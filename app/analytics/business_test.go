package analytics_test

import (
	"context"
	"net/url"
	"testing"
	"time"

	"partage/app/analytics"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/seed"
)

// bizFigures reads the business metrics over one day.
func bizFigures(t *testing.T, s *analytics.Store, day string) map[string]int64 {
	t.Helper()
	ctx := context.Background()
	p, err := analytics.ParsePeriod(url.Values{"period": {"custom"}, "from": {day}, "to": {day}}, s.Today())
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int64{}
	for _, m := range []string{analytics.MetricInvoices, analytics.MetricInvoicedCents, analytics.MetricPayments, analytics.MetricCollectedCents,
		analytics.MetricRefundedCents, analytics.MetricOrders, analytics.MetricOrdersCents, analytics.MetricSales, analytics.MetricSalesCents,
		analytics.MetricUsersNew, analytics.MetricCustomersNew} {
		if out[m], err = s.Total(ctx, m, "", p); err != nil {
			t.Fatal(err)
		}
	}
	for _, src := range []string{analytics.SourceInvoice, analytics.SourceShop} {
		if out["source:"+src], err = s.Total(ctx, analytics.MetricCollectedSource, src, p); err != nil {
			t.Fatal(err)
		}
	}
	for _, st := range []string{"placed", "paid", "cancelled"} {
		if out["status:"+st], err = s.Total(ctx, analytics.MetricOrdersStatus, st, p); err != nil {
			t.Fatal(err)
		}
	}
	if out["customers"], err = s.Distinct(ctx, analytics.SetCustomers, p); err != nil {
		t.Fatal(err)
	}
	return out
}

func bizExec(t *testing.T, d *db.DB, q string, args ...any) {
	t.Helper()
	if _, err := d.ExecContext(context.Background(), q, args...); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

func bizInsert(t *testing.T, d *db.DB, q string, args ...any) int64 {
	t.Helper()
	var id int64
	if err := d.QueryRowContext(context.Background(), q+` RETURNING id`, args...).Scan(&id); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return id
}

func bizCheck(t *testing.T, got map[string]int64, want map[string]int64) {
	t.Helper()
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %d, want %d (all: %v)", k, got[k], v, got)
		}
	}
}

// Each roller follows every change of its tables: an insert, an update, a
// delete, an order cancelled after it was paid from an account; days are
// the cooperative's (an order at 23:30 UTC in summer is the next day's).
func TestBusinessRollersFollowChanges(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := analytics.New(d)
		roll := func() {
			t.Helper()
			if err := s.RollNow(ctx); err != nil {
				t.Fatal(err)
			}
		}
		now := time.Now().UTC()
		day := "2025-07-14"
		evening := time.Date(2025, 7, 13, 23, 30, 0, 0, time.UTC) // 01:30 on the 14th in Paris
		user := bizInsert(t, d, `INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at) VALUES ('A', 'a', 'a@x.test', '', 'member', $1, $1)`, evening)
		client := bizInsert(t, d, `INSERT INTO clients (name, email, created_at, updated_at) VALUES ('C', 'c@x.test', $1, $1)`, now)
		other := bizInsert(t, d, `INSERT INTO clients (name, email, created_at, updated_at) VALUES ('D', 'd@x.test', $1, $1)`, now)
		invoice := bizInsert(t, d, `INSERT INTO invoices (client_id, status, issued_date, due_date, subtotal_cents, discount_cents, tax_rate_bp, tax_cents,
			total_cents, paid_cents, balance_cents, created_at, updated_at) VALUES ($1, 'sent', $2, $2, 10000, 0, 0, 0, 10000, 0, 10000, $3, $3)`, client, day, now)
		payment := bizInsert(t, d, `INSERT INTO invoice_payments (invoice_id, amount_cents, paid_on, method, created_at) VALUES ($1, 4000, $2, 'transfer', $3)`, invoice, day, now)
		shopInvoice := bizInsert(t, d, `INSERT INTO invoices (client_id, status, issued_date, due_date, subtotal_cents, discount_cents, tax_rate_bp, tax_cents,
			total_cents, paid_cents, balance_cents, created_at, updated_at) VALUES ($1, 'paid', $2, $2, 2500, 0, 0, 0, 2500, 2500, 0, $3, $3)`, other, day, now)
		bizExec(t, d, `INSERT INTO invoice_payments (invoice_id, amount_cents, paid_on, method, created_at) VALUES ($1, 2500, $2, 'debit', $3)`, shopInvoice, day, now)
		order := bizInsert(t, d, `INSERT INTO orders (number, user_id, tiers_id, buyer_name, buyer_email, status, payment_method, subtotal_cents, total_cents,
			delivery_method, delivery_date, ship_name, ship_line1, ship_postal_code, ship_city, ship_country, invoice_id, movement_id, placed_at, updated_at)
			VALUES ('CMD-1', $1, $2, 'B', 'b@x.test', 'paid', 'account', 2500, 2500, 'standard', '2025-07-20', 'B', '1 rue', '69001', 'Lyon', 'FR', $3, 77, $4, $4)`,
			user, other, shopInvoice, evening)
		roll()
		bizCheck(t, bizFigures(t, s, day), map[string]int64{"invoices": 2, "invoiced_cents": 12500, "payments": 2, "collected_cents": 6500,
			"source:invoice": 4000, "source:shop": 2500, "orders": 1, "orders_cents": 2500, "sales": 1, "sales_cents": 2500, "status:paid": 1,
			"refunded_cents": 0, "users_new": 1, "customers": 2, "customers_new": 2})
		if got := bizFigures(t, s, "2025-07-13"); got["orders"] != 0 || got["users_new"] != 0 {
			t.Errorf("the 13th in Paris: %v", got)
		}

		// An invoice edited, a payment deleted, the order cancelled the next day and given back.
		bizExec(t, d, `UPDATE invoices SET total_cents = 12000, updated_at = $1 WHERE id = $2`, now.Add(time.Second), invoice)
		bizExec(t, d, `DELETE FROM invoice_payments WHERE id = $1`, payment)
		bizExec(t, d, `UPDATE orders SET status = 'cancelled', updated_at = $1 WHERE id = $2`, time.Date(2025, 7, 15, 9, 0, 0, 0, time.UTC), order)
		bizExec(t, d, `UPDATE invoices SET status = 'cancelled', updated_at = $1 WHERE id = $2`, now.Add(2*time.Second), shopInvoice)
		roll()
		bizCheck(t, bizFigures(t, s, day), map[string]int64{"invoices": 1, "invoiced_cents": 12000, "payments": 1, "collected_cents": 2500,
			"source:invoice": 0, "source:shop": 2500, "orders": 1, "orders_cents": 2500, "sales": 0, "sales_cents": 0, "status:paid": 0,
			"status:cancelled": 1, "customers": 1, "customers_new": 1})
		bizCheck(t, bizFigures(t, s, "2025-07-15"), map[string]int64{"refunded_cents": 2500})

		// An account deleted; the same client buying again later is not new then.
		bizExec(t, d, `DELETE FROM users WHERE id = $1`, user)
		bizExec(t, d, `INSERT INTO invoices (client_id, status, issued_date, due_date, subtotal_cents, discount_cents, tax_rate_bp, tax_cents,
			total_cents, paid_cents, balance_cents, created_at, updated_at) VALUES ($1, 'draft', '2025-08-01', '2025-08-01', 500, 0, 0, 0, 500, 0, 500, $2, $2)`, client, now)
		roll()
		bizCheck(t, bizFigures(t, s, day), map[string]int64{"users_new": 0})
		bizCheck(t, bizFigures(t, s, "2025-08-01"), map[string]int64{"invoices": 1, "customers": 1, "customers_new": 0})
	})
}

// The rollers recompute 100,000 invoices and their payments in well under two seconds.
func TestBusinessRollSpeed(t *testing.T) {
	if testing.Short() {
		t.Skip("loads 100,000 invoices")
	}
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := seed.ScaleInvoices(ctx, d, 100000); err != nil {
			t.Fatal(err)
		}
		bizExec(t, d, `INSERT INTO invoice_payments (invoice_id, amount_cents, paid_on, method, created_at)
			SELECT id, paid_cents, issued_date, 'transfer', created_at FROM invoices WHERE paid_cents > 0`)
		s := analytics.New(d)
		start := time.Now()
		if err := s.RollNow(ctx); err != nil {
			t.Fatal(err)
		}
		took := time.Since(start)
		var n int64
		if err := d.QueryRowContext(ctx, `SELECT COALESCE(SUM(value), 0) FROM analytics_daily WHERE metric = $1`, analytics.MetricInvoices).Scan(&n); err != nil {
			t.Fatal(err)
		}
		var want int64
		if err := d.QueryRowContext(ctx, `SELECT count(*) FROM invoices WHERE status <> 'cancelled'`).Scan(&want); err != nil {
			t.Fatal(err)
		}
		if n != want || want < 100000 {
			t.Errorf("rolled %d invoices of %d", n, want)
		}
		t.Logf("%s: rollup of 100,000 invoices in %v", d.Engine, took)
		if took > 2*time.Second {
			t.Errorf("the rollup took %v", took)
		}
	})
}
