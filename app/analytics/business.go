package analytics

// The business figures the dashboards draw, rolled up per day of the
// cooperative (Zone) by the job from the tables they come from. Each Roller
// below recomputes its metrics in full when the fingerprint of its tables
// changed, so an invoice edited, a payment deleted or an order cancelled a
// year ago moves the figures of its own day.
//
// Metrics in analytics_daily (metric / dim), one row per day that has any:
//
//	invoices / ''              invoices issued on their issue date (cancelled ones left out)
//	invoiced_cents / ''        their totals
//	payments / ''              payments recorded, on the day they were paid (invoice_payments.paid_on)
//	collected_cents / ''       their amounts
//	collected_source / source  the same by where the money came from: 'shop' (the invoice of a
//	                           shop order) or 'invoice' (every other invoice)
//	refunded_cents / ''        shop orders paid from a member's account and cancelled: the sum
//	                           given back to the account, on the day of the cancellation
//	orders / ''                shop orders placed, on the day they were placed (any status)
//	orders_cents / ''          their totals
//	orders_status / status     orders placed that day, by their status now
//	sales / ''                 orders placed that day and not cancelled
//	sales_cents / ''           their totals
//	users_new / ''             user accounts created that day (every role)
//	customers_new / ''         customers whose first purchase was that day
//
// Day set analytics_day_sets 'customers': the customers who bought on a day.
// A customer is a tiers (clients.id): the client of an invoice issued that day
// (not cancelled), or the tiers of a shop order placed that day (not
// cancelled), which is the client its invoice is made out to — so a shop
// buyer is counted once, whether seen through the order or its invoice.
//
// Days: invoices and payments carry their day (issued_date, paid_on, already
// the cooperative's dates); orders and accounts carry an instant, read in Go
// and put in the day of Zone, so both engines cut days at the same midnight.

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"partage/app/db"
)

// The business metrics and day set (see above).
const (
	MetricInvoices        = "invoices"
	MetricInvoicedCents   = "invoiced_cents"
	MetricPayments        = "payments"
	MetricCollectedCents  = "collected_cents"
	MetricCollectedSource = "collected_source"
	MetricRefundedCents   = "refunded_cents"
	MetricOrders          = "orders"
	MetricOrdersCents     = "orders_cents"
	MetricOrdersStatus    = "orders_status"
	MetricSales           = "sales"
	MetricSalesCents      = "sales_cents"
	MetricUsersNew        = "users_new"
	MetricCustomersNew    = "customers_new"
	SetCustomers          = "customers"
)

// Sources of collected money (dims of collected_source).
const (
	SourceInvoice = "invoice"
	SourceShop    = "shop"
)

func init() {
	Register(Roller{Name: "invoices", Fingerprint: fingerprintOf(invoicesPrint), Roll: rollInvoices})
	Register(Roller{Name: "payments", Fingerprint: fingerprintOf(paymentsPrint, ordersPrint), Roll: rollPayments})
	Register(Roller{Name: "orders", Fingerprint: fingerprintOf(ordersPrint), Roll: rollOrders})
	Register(Roller{Name: "users", Fingerprint: fingerprintOf(usersPrint), Roll: rollUsers})
	Register(Roller{Name: "customers", Fingerprint: fingerprintOf(invoicesPrint, ordersPrint), Roll: rollCustomers})
}

// Fingerprints: one aggregate row per table that any insert, update or
// delete changes (updates move updated_at; the tables without it are only
// inserted into and deleted from).
const (
	invoicesPrint = `SELECT count(*), max(id), max(updated_at), sum(total_cents) FROM invoices`
	paymentsPrint = `SELECT count(*), max(id), max(created_at), sum(amount_cents) FROM invoice_payments`
	ordersPrint   = `SELECT count(*), max(id), max(updated_at), sum(total_cents) FROM orders`
	usersPrint    = `SELECT count(*), max(id), min(id), max(created_at) FROM users`
)

// fingerprintOf runs each query (one row of four columns) and joins what
// they read.
func fingerprintOf(queries ...string) func(ctx context.Context, q db.Execer) (string, error) {
	return func(ctx context.Context, q db.Execer) (string, error) {
		var parts []string
		for _, query := range queries {
			var cols [4]sql.NullString
			if err := q.QueryRowContext(ctx, query).Scan(&cols[0], &cols[1], &cols[2], &cols[3]); err != nil {
				return "", fmt.Errorf("analytics: fingerprint: %w", err)
			}
			for _, c := range cols {
				parts = append(parts, c.String)
			}
		}
		return strings.Join(parts, "|"), nil
	}
}

// clearMetrics deletes the rolled-up rows of metrics.
func clearMetrics(ctx context.Context, tx *sql.Tx, metrics ...string) error {
	marks := make([]string, len(metrics))
	args := make([]any, len(metrics))
	for i, m := range metrics {
		marks[i], args[i] = fmt.Sprintf("$%d", i+1), m
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM analytics_daily WHERE metric IN (`+strings.Join(marks, ", ")+`)`, args...); err != nil {
		return fmt.Errorf("analytics: clear %v: %w", metrics, err)
	}
	return nil
}

// rollInvoices: invoices and invoiced_cents by issue date.
func rollInvoices(ctx context.Context, tx *sql.Tx) error {
	if err := clearMetrics(ctx, tx, MetricInvoices, MetricInvoicedCents); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO analytics_daily (metric, day, dim, value)
		SELECT CAST($1 AS TEXT), issued_date, '', count(*) FROM invoices WHERE status <> 'cancelled' GROUP BY issued_date`, MetricInvoices)
	if err == nil {
		_, err = tx.ExecContext(ctx, `INSERT INTO analytics_daily (metric, day, dim, value)
			SELECT CAST($1 AS TEXT), issued_date, '', sum(total_cents) FROM invoices WHERE status <> 'cancelled' GROUP BY issued_date`, MetricInvoicedCents)
	}
	if err != nil {
		return fmt.Errorf("analytics: roll invoices: %w", err)
	}
	return nil
}

// rollPayments: payments, collected_cents and collected_source by payment day.
func rollPayments(ctx context.Context, tx *sql.Tx) error {
	if err := clearMetrics(ctx, tx, MetricPayments, MetricCollectedCents, MetricCollectedSource); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO analytics_daily (metric, day, dim, value)
		SELECT CAST($1 AS TEXT), paid_on, '', count(*) FROM invoice_payments GROUP BY paid_on`, MetricPayments)
	if err == nil {
		_, err = tx.ExecContext(ctx, `INSERT INTO analytics_daily (metric, day, dim, value)
			SELECT CAST($1 AS TEXT), paid_on, '', sum(amount_cents) FROM invoice_payments GROUP BY paid_on`, MetricCollectedCents)
	}
	if err == nil {
		_, err = tx.ExecContext(ctx, `INSERT INTO analytics_daily (metric, day, dim, value)
			SELECT CAST($1 AS TEXT), paid_on, source, sum(amount_cents) FROM (
				SELECT p.paid_on, p.amount_cents, CASE WHEN o.invoice_id IS NULL THEN CAST($2 AS TEXT) ELSE CAST($3 AS TEXT) END AS source
				FROM invoice_payments p
				LEFT JOIN (SELECT DISTINCT invoice_id FROM orders WHERE invoice_id IS NOT NULL) o ON o.invoice_id = p.invoice_id
			) x GROUP BY paid_on, source`, MetricCollectedSource, SourceInvoice, SourceShop)
	}
	if err != nil {
		return fmt.Errorf("analytics: roll payments: %w", err)
	}
	return nil
}

// dailyKey is a row of analytics_daily being summed.
type dailyKey struct{ metric, day, dim string }

// dailySums adds up rows in Go before they are written.
type dailySums map[dailyKey]int64

func (s dailySums) add(metric, day, dim string, v int64) { s[dailyKey{metric, day, dim}] += v }

// write inserts the sums, a few hundred rows a statement.
func (s dailySums) write(ctx context.Context, tx *sql.Tx) error {
	rows := make([][]any, 0, len(s))
	for k, v := range s {
		rows = append(rows, []any{k.metric, k.day, k.dim, v})
	}
	return insertRows(ctx, tx, `INSERT INTO analytics_daily (metric, day, dim, value) VALUES `, ``, rows)
}

// insertRows inserts rows (each of the same width) with prefix, in batches.
func insertRows(ctx context.Context, tx *sql.Tx, prefix, suffix string, rows [][]any) error {
	const per = 200
	for start := 0; start < len(rows); start += per {
		chunk := rows[start:min(start+per, len(rows))]
		var b strings.Builder
		b.WriteString(prefix)
		args := make([]any, 0, len(chunk)*len(chunk[0]))
		for i, row := range chunk {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteByte('(')
			for j, v := range row {
				if j > 0 {
					b.WriteString(", ")
				}
				args = append(args, v)
				fmt.Fprintf(&b, "$%d", len(args))
			}
			b.WriteByte(')')
		}
		b.WriteString(suffix)
		if _, err := tx.ExecContext(ctx, b.String(), args...); err != nil {
			return fmt.Errorf("analytics: insert rolled-up rows: %w", err)
		}
	}
	return nil
}

// rollOrders: orders, orders_cents, orders_status, sales, sales_cents by the
// day they were placed, and refunded_cents by the day of the cancellation.
func rollOrders(ctx context.Context, tx *sql.Tx) error {
	if err := clearMetrics(ctx, tx, MetricOrders, MetricOrdersCents, MetricOrdersStatus, MetricSales, MetricSalesCents, MetricRefundedCents); err != nil {
		return err
	}
	rows, err := tx.QueryContext(ctx, `SELECT placed_at, updated_at, status, total_cents,
		CASE WHEN payment_method = 'account' AND movement_id IS NOT NULL THEN 1 ELSE 0 END FROM orders`)
	if err != nil {
		return fmt.Errorf("analytics: roll orders: %w", err)
	}
	defer rows.Close()
	sums := dailySums{}
	for rows.Next() {
		var placed, updated time.Time
		var status string
		var total int64
		var fromAccount int
		if err := rows.Scan(&placed, &updated, &status, &total, &fromAccount); err != nil {
			return fmt.Errorf("analytics: roll orders: %w", err)
		}
		day := DayIn(placed)
		sums.add(MetricOrders, day, "", 1)
		sums.add(MetricOrdersCents, day, "", total)
		sums.add(MetricOrdersStatus, day, status, 1)
		if status != "cancelled" {
			sums.add(MetricSales, day, "", 1)
			sums.add(MetricSalesCents, day, "", total)
		} else if fromAccount == 1 && total > 0 {
			// Cancelling is final: the order's last change is its cancellation.
			sums.add(MetricRefundedCents, DayIn(updated), "", total)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("analytics: roll orders: %w", err)
	}
	rows.Close()
	return sums.write(ctx, tx)
}

// rollUsers: users_new by the day the account was created.
func rollUsers(ctx context.Context, tx *sql.Tx) error {
	if err := clearMetrics(ctx, tx, MetricUsersNew); err != nil {
		return err
	}
	rows, err := tx.QueryContext(ctx, `SELECT created_at FROM users`)
	if err != nil {
		return fmt.Errorf("analytics: roll users: %w", err)
	}
	defer rows.Close()
	sums := dailySums{}
	for rows.Next() {
		var created time.Time
		if err := rows.Scan(&created); err != nil {
			return fmt.Errorf("analytics: roll users: %w", err)
		}
		sums.add(MetricUsersNew, DayIn(created), "", 1)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("analytics: roll users: %w", err)
	}
	rows.Close()
	return sums.write(ctx, tx)
}

// rollCustomers: the day set of customers and customers_new by the day of
// each one's first purchase.
func rollCustomers(ctx context.Context, tx *sql.Tx) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM analytics_day_sets WHERE name = $1`, SetCustomers); err != nil {
		return fmt.Errorf("analytics: clear customers: %w", err)
	}
	if err := clearMetrics(ctx, tx, MetricCustomersNew); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO analytics_day_sets (name, day, member)
		SELECT DISTINCT CAST($1 AS TEXT), issued_date, client_id FROM invoices WHERE status <> 'cancelled'`, SetCustomers); err != nil {
		return fmt.Errorf("analytics: roll customers: %w", err)
	}
	rows, err := tx.QueryContext(ctx, `SELECT placed_at, tiers_id FROM orders WHERE status <> 'cancelled' AND tiers_id IS NOT NULL`)
	if err != nil {
		return fmt.Errorf("analytics: roll customers: %w", err)
	}
	defer rows.Close()
	type visit struct {
		day    string
		member int64
	}
	seen := map[visit]bool{}
	var add [][]any
	for rows.Next() {
		var placed time.Time
		var tiers int64
		if err := rows.Scan(&placed, &tiers); err != nil {
			return fmt.Errorf("analytics: roll customers: %w", err)
		}
		v := visit{DayIn(placed), tiers}
		if !seen[v] {
			seen[v] = true
			add = append(add, []any{SetCustomers, v.day, v.member})
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("analytics: roll customers: %w", err)
	}
	rows.Close()
	if err := insertRows(ctx, tx, `INSERT INTO analytics_day_sets (name, day, member) VALUES `, ` ON CONFLICT (name, day, member) DO NOTHING`, add); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO analytics_daily (metric, day, dim, value)
		SELECT CAST($1 AS TEXT), first_day, '', count(*) FROM (SELECT member, min(day) AS first_day FROM analytics_day_sets WHERE name = $2 GROUP BY member) f
		GROUP BY first_day`, MetricCustomersNew, SetCustomers); err != nil {
		return fmt.Errorf("analytics: roll new customers: %w", err)
	}
	return nil
}
