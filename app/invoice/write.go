package invoice

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"partage/app"
)

// state is what decides where an invoice is counted and what may happen to it.
type state struct {
	status               string
	total, paid, balance int64
	due                  string
}

func (st state) bucket() *bucket { return bucketOf(st.status, st.balance, st.due) }

// statusAfterPayments is the status once paid of total has been received:
// Paid or Partial Payment when something was, else the status it had.
func statusAfterPayments(current string, paid, balance int64) string {
	switch {
	case paid > 0 && balance == 0:
		return StatusPaid
	case paid > 0:
		return StatusPartial
	case current == StatusPaid || current == StatusPartial:
		return StatusSent // cannot happen while payments are kept; never leave a paid status without one
	}
	return current
}

// lock takes the invoice's row for this transaction (the UPDATE locks it on
// PostgreSQL; SQLite's write transactions are exclusive) and reads its state.
func lock(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (state, error) {
	res, err := tx.ExecContext(ctx, `UPDATE invoices SET updated_at = $1 WHERE id = $2`, now, id)
	if err != nil {
		return state{}, fmt.Errorf("invoice store: lock %d: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return state{}, ErrNotFound
	}
	var st state
	err = tx.QueryRowContext(ctx, `SELECT status, total_cents, paid_cents, balance_cents, due_date FROM invoices WHERE id = $1`, id).
		Scan(&st.status, &st.total, &st.paid, &st.balance, &st.due)
	if err != nil {
		return state{}, fmt.Errorf("invoice store: read %d: %w", id, err)
	}
	return st, nil
}

func checkClient(ctx context.Context, tx *sql.Tx, id int64) error {
	var one int
	err := tx.QueryRowContext(ctx, `SELECT 1 FROM clients WHERE id = $1`, id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return app.InvalidField("clientId", "clientAmongClients", nil)
	}
	return err
}

func writeLines(ctx context.Context, tx *sql.Tx, id int64, lines []Line) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM invoice_lines WHERE invoice_id = $1`, id); err != nil {
		return err
	}
	for i, l := range lines {
		if _, err := tx.ExecContext(ctx, `INSERT INTO invoice_lines (invoice_id, position, item, description, cost_cents, qty, price_cents)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, id, i, l.Item, l.Description, l.CostCents, l.Qty, l.PriceCents); err != nil {
			return err
		}
	}
	return nil
}

// service is what the list says an invoice is for: its first line's item.
func service(lines []Line) string {
	if len(lines) == 0 {
		return ""
	}
	return lines[0].Item
}

// internal wraps an unexpected error with context; the errors of app pass as they are.
func internal(err error, format string, args ...any) error {
	if err == nil || app.ErrorCode(err) != app.EINTERNAL {
		return err
	}
	return fmt.Errorf(format+": %w", append(args, err)...)
}

// CreateInvoice adds a Draft invoice, its totals computed from its lines.
func (s *Store) CreateInvoice(ctx context.Context, by int64, in Input) (Detail, error) {
	c, err := in.check()
	if err != nil {
		return Detail{}, err
	}
	var out Detail
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		id, err := s.insert(ctx, tx, by, c, StatusDraft)
		if err != nil {
			return err
		}
		out, err = s.find(ctx, tx, id)
		return err
	})
	return out, internal(err, "invoice store: create")
}

// insert adds the checked invoice c with status in tx and counts it.
func (s *Store) insert(ctx context.Context, tx *sql.Tx, by int64, c checked, status string) (int64, error) {
	if err := checkClient(ctx, tx, c.ClientID); err != nil {
		return 0, err
	}
	now := s.now().UTC()
	t := c.totals
	var id int64
	err := tx.QueryRowContext(ctx, `INSERT INTO invoices (client_id, status, issued_date, due_date, service, salesperson, note, terms,
		subtotal_cents, discount_cents, tax_rate_bp, tax_cents, total_cents, paid_cents, balance_cents, created_by, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 0, $13, $14, $15, $15) RETURNING id`,
		c.ClientID, status, c.IssuedDate, c.DueDate, service(c.lines), c.Salesperson, c.Note, c.Terms,
		t.Subtotal, t.Discount, c.taxBP, t.Tax, t.Total, nullID(by), now).Scan(&id)
	if err != nil {
		return 0, err
	}
	if err := writeLines(ctx, tx, id, c.lines); err != nil {
		return 0, err
	}
	return id, move(ctx, tx, nil, bucketOf(status, t.Total, c.DueDate))
}

// UpdateInvoice replaces an invoice's client, dates, lines and texts. Its
// payments stay: a total below what was already received is refused.
func (s *Store) UpdateInvoice(ctx context.Context, id int64, in Input) (Detail, error) {
	c, err := in.check()
	if err != nil {
		return Detail{}, err
	}
	var out Detail
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		now := s.now().UTC()
		old, err := lock(ctx, tx, id, now)
		if err != nil {
			return err
		}
		if old.status == StatusCancelled {
			return ErrCancelled
		}
		if err := checkClient(ctx, tx, c.ClientID); err != nil {
			return err
		}
		t := c.totals
		if t.Total < old.paid {
			return app.InvalidField("lines", "totalBelowPaid", app.Params{"amount": float64(old.paid) / 100})
		}
		next := state{total: t.Total, paid: old.paid, balance: t.Total - old.paid, due: c.DueDate}
		next.status = statusAfterPayments(old.status, next.paid, next.balance)
		_, err = tx.ExecContext(ctx, `UPDATE invoices SET client_id = $1, status = $2, issued_date = $3, due_date = $4, service = $5,
			salesperson = $6, note = $7, terms = $8, subtotal_cents = $9, discount_cents = $10, tax_rate_bp = $11, tax_cents = $12,
			total_cents = $13, balance_cents = $14 WHERE id = $15`,
			c.ClientID, next.status, c.IssuedDate, c.DueDate, service(c.lines), c.Salesperson, c.Note, c.Terms,
			t.Subtotal, t.Discount, c.taxBP, t.Tax, t.Total, next.balance, id)
		if err != nil {
			return err
		}
		if err := writeLines(ctx, tx, id, c.lines); err != nil {
			return err
		}
		if err := move(ctx, tx, old.bucket(), next.bucket()); err != nil {
			return err
		}
		out, err = s.find(ctx, tx, id)
		return err
	})
	return out, internal(err, "invoice store: update %d", id)
}

// DeleteInvoice removes an invoice with its lines and payments, for good (spec §4).
func (s *Store) DeleteInvoice(ctx context.Context, id int64) error {
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		old, err := lock(ctx, tx, id, s.now().UTC())
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM invoices WHERE id = $1`, id); err != nil {
			return err
		}
		return move(ctx, tx, old.bucket(), nil)
	})
	return internal(err, "invoice store: delete %d", id)
}

// DuplicateInvoice makes a new Draft with the same client, lines and texts,
// issued today and due after as many days as the original.
func (s *Store) DuplicateInvoice(ctx context.Context, by, id int64) (Detail, error) {
	d, err := s.FindInvoiceByID(ctx, id)
	if err != nil {
		return Detail{}, err
	}
	issued, _ := time.Parse(time.DateOnly, d.IssuedDate)
	due, _ := time.Parse(time.DateOnly, d.DueDate)
	today, _ := time.Parse(time.DateOnly, s.Today())
	in := Input{ClientID: d.Client.ID, IssuedDate: today.Format(time.DateOnly), DueDate: today.Add(due.Sub(issued)).Format(time.DateOnly),
		Salesperson: d.Salesperson, Note: d.Note, Terms: d.Terms,
		Discount: Amount(Decimal(d.DiscountCents)), TaxRate: Amount(RateString(d.TaxRateBP))}
	for _, l := range d.Lines {
		in.Lines = append(in.Lines, LineInput{Item: l.Item, Description: l.Description, Cost: Amount(Decimal(l.CostCents)), Qty: Amount(fmt.Sprint(l.Qty))})
	}
	return s.CreateInvoice(ctx, by, in)
}

// AddPayment records a payment: the balance falls and the invoice becomes
// Partial Payment or Paid. More than the balance is refused.
func (s *Store) AddPayment(ctx context.Context, by, id int64, in PaymentInput) (Detail, Payment, error) {
	cents, err := in.check()
	if err != nil {
		return Detail{}, Payment{}, err
	}
	var out Detail
	var p Payment
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if p, err = s.addPayment(ctx, tx, by, id, cents, in); err != nil {
			return err
		}
		out, err = s.find(ctx, tx, id)
		return err
	})
	return out, p, internal(err, "invoice store: payment of %d", id)
}

// addPayment records a checked payment of cents in tx.
func (s *Store) addPayment(ctx context.Context, tx *sql.Tx, by, id, cents int64, in PaymentInput) (Payment, error) {
	var p Payment
	now := s.now().UTC()
	old, err := lock(ctx, tx, id, now)
	if err != nil {
		return p, err
	}
	if old.status == StatusCancelled {
		return p, ErrCancelled
	}
	if cents > old.balance {
		if old.balance == 0 {
			return p, app.InvalidField("amount", "invoicePaid", nil)
		}
		return p, app.InvalidField("amount", "paymentOverBalance", app.Params{"amount": float64(old.balance) / 100})
	}
	err = tx.QueryRowContext(ctx, `INSERT INTO invoice_payments (invoice_id, amount_cents, paid_on, method, note, created_by, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`, id, cents, in.Date, in.Method, in.Note, nullID(by), now).Scan(&p.ID)
	if err != nil {
		return p, err
	}
	p.AmountCents, p.Amount, p.Date, p.Method, p.Note = cents, Number(cents), in.Date, in.Method, in.Note
	next := old
	next.paid, next.balance = old.paid+cents, old.balance-cents
	next.status = statusAfterPayments(old.status, next.paid, next.balance)
	if _, err := tx.ExecContext(ctx, `UPDATE invoices SET status = $1, paid_cents = $2, balance_cents = $3 WHERE id = $4`,
		next.status, next.paid, next.balance, id); err != nil {
		return p, err
	}
	return p, move(ctx, tx, old.bucket(), next.bucket())
}

// MarkSent records that the invoice was sent: a Draft or Downloaded one becomes Sent;
// one with payments keeps its status.
func (s *Store) MarkSent(ctx context.Context, id int64) (Detail, error) {
	return s.mark(ctx, id, StatusSent, StatusDraft, StatusDownloaded)
}

// MarkDownloaded records that the PDF was downloaded: a Draft becomes Downloaded
// (it left the product by hand); any later status stays.
func (s *Store) MarkDownloaded(ctx context.Context, id int64) (Detail, error) {
	return s.mark(ctx, id, StatusDownloaded, StatusDraft)
}

func (s *Store) mark(ctx context.Context, id int64, to string, from ...string) (Detail, error) {
	var out Detail
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		old, err := lock(ctx, tx, id, s.now().UTC())
		if err != nil {
			return err
		}
		if oneOf(old.status, from) {
			next := old
			next.status = to
			if _, err := tx.ExecContext(ctx, `UPDATE invoices SET status = $1 WHERE id = $2`, to, id); err != nil {
				return err
			}
			if err := move(ctx, tx, old.bucket(), next.bucket()); err != nil {
				return err
			}
		}
		out, err = s.find(ctx, tx, id)
		return err
	})
	return out, internal(err, "invoice store: mark %d %s", id, to)
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}
