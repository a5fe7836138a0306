package seed_test

import (
	"context"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/invoice"
	"partage/seed"
)

// The demo's 50 invoices start at 4987 and show every status; the generator
// adds invoices whose counters and search work like the store's own.
func TestDemoAndScaledInvoices(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := seed.Demo(ctx, d, t.TempDir()); err != nil {
			t.Fatal(err)
		}
		s := invoice.NewStore(d)
		counts, err := s.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if counts[""] != 59 { // the demo's 50, then the 9 of the shop's demo orders
			t.Fatalf("%d demo invoices", counts[""])
		}
		for _, st := range invoice.Statuses {
			if counts[st] < 8 {
				t.Errorf("%s: %d demo invoices, want at least 8", st, counts[st])
			}
		}
		p, err := s.ListInvoices(ctx, invoice.Filter{Page: 6, PerPage: 10, SortBy: "id", SortDesc: true})
		if err != nil || len(p.Invoices) != 9 || p.Invoices[8].ID != 4987 {
			t.Fatalf("the oldest demo invoice: %+v %v", p.Invoices, err)
		}
		if err := seed.ScaleInvoices(ctx, d, 10000); err != nil {
			t.Fatal(err)
		}
		// One company in a hundred: a search for it selects 1% of the synthetic invoices.
		p, err = s.ListInvoices(ctx, invoice.Filter{Q: "atelier-lyon", Page: 3, PerPage: 10, SortBy: "id", SortDesc: true})
		if err != nil || p.Total != 100 || len(p.Invoices) != 10 {
			t.Errorf("1%% search: %d %v", p.Total, err)
		}
		if err := seed.ScaleInvoices(ctx, d, 1000); err != nil { // a second run adds to the first
			t.Fatal(err)
		}
		if counts, _ = s.Counts(ctx); counts[""] != 11059 {
			t.Fatalf("%d invoices after scaling", counts[""])
		}
		var sum int64
		for _, st := range invoice.Statuses {
			sum += counts[st]
		}
		// Beside the shown statuses, the two demo orders the shop cancelled.
		var cancelled int64
		if err := d.QueryRowContext(ctx, `SELECT count(*) FROM invoices WHERE status = $1`, invoice.StatusCancelled).Scan(&cancelled); err != nil || cancelled != 2 {
			t.Errorf("%d cancelled invoices, want the 2 of the demo orders: %v", cancelled, err)
		}
		if sum += cancelled; sum != 11059 {
			t.Errorf("the statuses add up to %d", sum)
		}
		var lines int
		d.QueryRowContext(ctx, `SELECT count(*) FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id AND i.subtotal_cents = l.price_cents`).Scan(&lines)
		if lines < 11000 {
			t.Errorf("%d synthetic lines match their invoice", lines)
		}
	})
}
