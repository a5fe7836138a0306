package invoice

import (
	"context"
	"fmt"
)

// InvoicesFor returns the newest invoices addressed to e-mail (a client with
// that address), at most limit: a user's invoices on their page.
func (s *Store) InvoicesFor(ctx context.Context, email string, limit int) ([]Invoice, error) {
	today := s.Today()
	rows, err := s.db.QueryContext(ctx, `SELECT `+invoiceColumns+invoiceFrom+` WHERE lower(c.email) = lower($1) ORDER BY i.id DESC LIMIT $2`, email, limit)
	if err != nil {
		return nil, fmt.Errorf("invoice: invoices for %s: %w", email, err)
	}
	defer rows.Close()
	out := []Invoice{}
	for rows.Next() {
		v, err := scanInvoice(rows, today)
		if err != nil {
			return nil, fmt.Errorf("invoice: invoices for %s: %w", email, err)
		}
		out = append(out, v)
	}
	return out, rows.Err()
}
