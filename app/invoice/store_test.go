package invoice

import (
	"context"
	"fmt"
	"math/rand"
	"testing"
	"time"

	"partage/app"
	"partage/app/db"
	"partage/app/db/dbtest"
)

func appFields(err error) map[string]string {
	if f := app.ErrorFields(err); f != nil {
		return f
	}
	return map[string]string{}
}

// at sets the store's clock to noon (Paris) on day.
func at(s *Store, day string) {
	t, _ := time.ParseInLocation(time.DateOnly, day, paris)
	s.now = func() time.Time { return t.Add(12 * time.Hour) }
}

func newClient(t *testing.T, s *Store, name, email string) Client {
	t.Helper()
	c, err := s.CreateClient(context.Background(), 0, ClientInput{Name: name, Email: email, Company: name + " SCOP", Country: "France"})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func input(client int64, issued, due string, costs ...string) Input {
	in := Input{ClientID: client, IssuedDate: issued, DueDate: due, TaxRate: "20"}
	for i, c := range costs {
		in.Lines = append(in.Lines, LineInput{Item: fmt.Sprintf("Ligne %d", i+1), Cost: Amount(c), Qty: "1"})
	}
	return in
}

// bruteCount counts what the counters answer by looking at every invoice.
func bruteCount(t *testing.T, s *Store, status string) int64 {
	t.Helper()
	today := s.Today()
	var n int64
	err := s.EachInvoice(context.Background(), Filter{SortBy: "id"}, func(v Invoice) error {
		if status == "" || v.InvoiceStatus == Labels[status] {
			n++
		}
		return nil
	})
	if err != nil || today == "" {
		t.Fatal(err)
	}
	return n
}

func checkCounts(t *testing.T, s *Store, when string) {
	t.Helper()
	counts, err := s.Counts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range append([]string{""}, Statuses...) {
		if want := bruteCount(t, s, st); counts[st] != want {
			t.Errorf("%s: count of %q = %d, brute force %d", when, st, counts[st], want)
		}
	}
}

// The counters stay equal to a count of the rows through every kind of write, and as days pass.
func TestCountersFollowEveryWrite(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := NewStore(d)
		at(s, "2026-03-10")
		c := newClient(t, s, "Léa Moreau", "lea@atelier.example")
		rng := rand.New(rand.NewSource(7))
		var ids []int64
		for i := 0; i < 60; i++ {
			due := time.Date(2026, 3, 1+rng.Intn(20), 0, 0, 0, 0, time.UTC).Format(time.DateOnly)
			switch op := rng.Intn(7); {
			case op <= 1 || len(ids) == 0:
				v, err := s.CreateInvoice(ctx, 0, input(c.ID, "2026-02-20", due, fmt.Sprint(10+rng.Intn(90))))
				if err != nil {
					t.Fatal(err)
				}
				ids = append(ids, v.ID)
			case op == 2:
				id := ids[rng.Intn(len(ids))]
				cur, _ := s.FindInvoiceByID(ctx, id)
				in := input(c.ID, "2026-02-20", due, Decimal(cur.PaidCents+int64(rng.Intn(3))*500))
				in.TaxRate = "0"
				if _, err := s.UpdateInvoice(ctx, id, in); err != nil {
					t.Fatal(err)
				}
			case op == 3:
				id := ids[rng.Intn(len(ids))]
				cur, _ := s.FindInvoiceByID(ctx, id)
				if cur.BalanceCents > 0 {
					amount := cur.BalanceCents
					if rng.Intn(2) == 0 && amount > 1 {
						amount /= 2
					}
					if _, _, err := s.AddPayment(ctx, 0, id, PaymentInput{Amount: Amount(Decimal(amount)), Date: "2026-03-05", Method: "transfer"}); err != nil {
						t.Fatal(err)
					}
				}
			case op == 4:
				if _, err := s.MarkSent(ctx, ids[rng.Intn(len(ids))]); err != nil {
					t.Fatal(err)
				}
			case op == 5:
				if _, err := s.MarkDownloaded(ctx, ids[rng.Intn(len(ids))]); err != nil {
					t.Fatal(err)
				}
			default:
				k := rng.Intn(len(ids))
				if err := s.DeleteInvoice(ctx, ids[k]); err != nil {
					t.Fatal(err)
				}
				ids = append(ids[:k], ids[k+1:]...)
			}
		}
		checkCounts(t, s, "after the writes")
		for _, day := range []string{"2026-03-01", "2026-03-15", "2026-04-30"} {
			at(s, day)
			checkCounts(t, s, day)
		}
		// A rebuild from the rows gives the same counters.
		if err := s.Recount(ctx); err != nil {
			t.Fatal(err)
		}
		checkCounts(t, s, "after a recount")
	})
}

func TestPaymentsAndStatuses(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := NewStore(d)
		at(s, "2026-03-10")
		c := newClient(t, s, "Hugo Petit", "hugo@petit.example")
		in := input(c.ID, "2026-03-01", "2026-03-31", "100", "50.50")
		in.Discount = "10.50"
		v, err := s.CreateInvoice(ctx, 0, in)
		if err != nil {
			t.Fatal(err)
		}
		// 150.50 − 10.50 = 140.00 + 20 % = 168.00
		if v.ID < 4987 || v.SubtotalCents != 15050 || v.TaxCents != 2800 || v.TotalCents != 16800 || v.BalanceCents != 16800 || v.InvoiceStatus != "Draft" || v.Service != "Ligne 1" {
			t.Fatalf("created: %+v", v)
		}
		if v, _ = s.MarkDownloaded(ctx, v.ID); v.InvoiceStatus != "Downloaded" {
			t.Fatalf("downloaded: %s", v.InvoiceStatus)
		}
		if v, _ = s.MarkSent(ctx, v.ID); v.InvoiceStatus != "Sent" {
			t.Fatalf("sent: %s", v.InvoiceStatus)
		}
		if v, _ = s.MarkDownloaded(ctx, v.ID); v.InvoiceStatus != "Sent" {
			t.Fatalf("a sent invoice downloaded stays Sent: %s", v.InvoiceStatus)
		}
		_, _, err = s.AddPayment(ctx, 0, v.ID, PaymentInput{Amount: "168.01", Date: "2026-03-09", Method: "card"})
		if appFields(err)["amount"] == "" {
			t.Fatalf("overpaying: %v", err)
		}
		v, p, err := s.AddPayment(ctx, 0, v.ID, PaymentInput{Amount: "68", Date: "2026-03-09", Method: "cheque", Note: "Chèque n°12"})
		if err != nil || p.AmountCents != 6800 || v.BalanceCents != 10000 || v.PaidCents != 6800 || v.InvoiceStatus != "Partial Payment" || len(v.Payments) != 1 {
			t.Fatalf("partial: %+v %+v %v", v, p, err)
		}
		// An edit that would bring the total under what was received is refused.
		low := input(c.ID, "2026-03-01", "2026-03-31", "10")
		if _, err := s.UpdateInvoice(ctx, v.ID, low); appFields(err)["lines"] == "" {
			t.Fatalf("total under the paid: %v", err)
		}
		// Past its due date with a balance: Past Due, whatever its stored status.
		at(s, "2026-04-01")
		if v, _ = s.FindInvoiceByID(ctx, v.ID); v.InvoiceStatus != "Past Due" || v.Status != StatusPartial {
			t.Fatalf("past due: %s %s", v.InvoiceStatus, v.Status)
		}
		if v, _, err = s.AddPayment(ctx, 0, v.ID, PaymentInput{Amount: "100", Date: "2026-04-01", Method: "transfer"}); err != nil || v.InvoiceStatus != "Paid" || v.BalanceCents != 0 {
			t.Fatalf("paid: %+v %v", v, err)
		}
		if _, _, err := s.AddPayment(ctx, 0, v.ID, PaymentInput{Amount: "1", Date: "2026-04-01", Method: "transfer"}); appFields(err)["amount"] == "" {
			t.Fatalf("paying a paid invoice: %v", err)
		}
		dup, err := s.DuplicateInvoice(ctx, 0, v.ID)
		if err != nil || dup.ID == v.ID || dup.InvoiceStatus != "Draft" || dup.TotalCents != 16800 || dup.IssuedDate != "2026-04-01" || dup.DueDate != "2026-05-01" || len(dup.Lines) != 2 || dup.DiscountCents != 1050 {
			t.Fatalf("duplicate: %+v %v", dup, err)
		}
		if err := s.DeleteInvoice(ctx, v.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.FindInvoiceByID(ctx, v.ID); err != ErrNotFound {
			t.Fatalf("after delete: %v", err)
		}
		if err := s.DeleteInvoice(ctx, v.ID); err != ErrNotFound {
			t.Fatalf("deleting twice: %v", err)
		}
		if _, err := s.CreateInvoice(ctx, 0, input(9999, "2026-03-01", "2026-03-31", "1")); appFields(err)["clientId"] == "" {
			t.Fatalf("unknown client: %v", err)
		}
		checkCounts(t, s, "end")
	})
}

// annAndBruno adds two clients and n invoices of March, one in three
// Bruno's, and returns the clients and the invoices' ids in order.
func annAndBruno(t *testing.T, s *Store, n int) (ann, bob Client, ids []int64) {
	t.Helper()
	ann = newClient(t, s, "Anne Roux", "anne@roux.example")
	bob = newClient(t, s, "Bruno Leroy", "b.leroy@vignes.example")
	for i := 0; i < n; i++ {
		c := ann.ID
		if i%3 == 0 {
			c = bob.ID
		}
		v, err := s.CreateInvoice(context.Background(), 0, input(c, "2026-03-01", "2026-03-31", fmt.Sprint(100+i)))
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, v.ID)
	}
	return ann, bob, ids
}

func TestListSearchSortAndPages(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := NewStore(d)
		at(s, "2026-03-10")
		ann, _, ids := annAndBruno(t, s, 12)
		p, err := s.ListInvoices(ctx, Filter{Page: 1, PerPage: 5, SortBy: "id", SortDesc: true})
		if err != nil || p.Total != 12 || len(p.Invoices) != 5 || p.Invoices[0].ID != ids[11] {
			t.Fatalf("page 1: %+v %v", p, err)
		}
		if p, _ = s.ListInvoices(ctx, Filter{Page: 3, PerPage: 5, SortBy: "id", SortDesc: true}); len(p.Invoices) != 2 || p.Invoices[1].ID != ids[0] {
			t.Fatalf("page 3: %+v", p)
		}
		for _, q := range []string{"VIGNES", "leroy", "Br", "ru"} {
			p, err := s.ListInvoices(ctx, Filter{Q: q, Page: 1, PerPage: 10, SortBy: "id", SortDesc: true})
			if err != nil || p.Total != 4 || p.Invoices[0].Client.Name != "Bruno Leroy" {
				t.Errorf("q=%s: total %d %v", q, p.Total, err)
			}
		}
		// A search matching more clients than are written into the query searches them in the query itself.
		maxInlined = 1
		if p, err := s.ListInvoices(ctx, Filter{Q: "e", Page: 2, PerPage: 10, SortBy: "id", SortDesc: true}); err != nil || p.Total != 12 || len(p.Invoices) != 2 {
			t.Errorf("a search of many clients: %d %d %v", p.Total, len(p.Invoices), err)
		}
		if p, err := s.ListInvoices(ctx, Filter{Q: "example", Page: 1, PerPage: 10, SortBy: "id", SortDesc: true}); err != nil || p.Total != 12 {
			t.Errorf("a trigram search of many clients: %d %v", p.Total, err)
		}
		maxInlined = 500
		if p, _ := s.ListInvoices(ctx, Filter{Q: "zz%", Page: 1, PerPage: 10, SortBy: "id"}); p.Total != 0 || len(p.Invoices) != 0 {
			t.Errorf("a search for nothing: %+v", p)
		}
		if p, _ := s.ListInvoices(ctx, Filter{Page: 1, PerPage: 3, SortBy: "total", SortDesc: false}); p.Invoices[0].TotalCents != 12000 {
			t.Errorf("by total: %+v", p.Invoices[0])
		}
		if p, _ := s.ListInvoices(ctx, Filter{Page: 1, PerPage: 3, SortBy: "client", SortDesc: true}); p.Invoices[0].Client.Name != "Bruno Leroy" {
			t.Errorf("by client: %+v", p.Invoices[0])
		}
		s.MarkSent(ctx, ids[0])
		s.MarkSent(ctx, ids[1])
		at(s, "2026-04-02")
		s.MarkSent(ctx, ids[2])
		for status, want := range map[string]int64{StatusSent: 0, PastDue: 12, StatusDraft: 0} {
			if p, _ := s.ListInvoices(ctx, Filter{Status: status, Page: 1, PerPage: 20, SortBy: "id", SortDesc: true}); p.Total != want || int64(len(p.Invoices)) != want {
				t.Errorf("status %s: %d/%d rows, want %d", status, p.Total, len(p.Invoices), want)
			}
		}
		at(s, "2026-03-10")
		if p, _ := s.ListInvoices(ctx, Filter{Status: StatusSent, Q: "anne", Page: 1, PerPage: 20, SortBy: "id", SortDesc: true}); p.Total != 2 {
			t.Errorf("sent and anne: %d", p.Total)
		}
		recent, err := s.RecentClients(ctx)
		if err != nil || len(recent) != 2 || recent[0].Name != "Anne Roux" {
			t.Errorf("recent clients: %+v %v", recent, err)
		}
		found, err := s.SearchClients(ctx, "roux", 10)
		if err != nil || len(found) != 1 || found[0].ID != ann.ID {
			t.Errorf("client search: %+v %v", found, err)
		}
		if _, err := s.CreateClient(ctx, 0, ClientInput{Name: " ", Email: "nope"}); appFields(err)["name"] == "" || appFields(err)["email"] == "" {
			t.Errorf("bad client: %v", err)
		}
	})
}

// A search's clients and totals are kept, and follow every write: a new
// invoice, a client renamed. A page read in id order testing each invoice's
// client answers as one read from the clients' invoices and sorted.
func TestKeptSearchFollowsWrites(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := NewStore(d)
		at(s, "2026-03-10")
		ann, bob, _ := annAndBruno(t, s, 30)
		total := func(q string) int64 {
			t.Helper()
			p, err := s.ListInvoices(ctx, Filter{Q: q, Page: 1, PerPage: 10, SortBy: "id", SortDesc: true})
			if err != nil {
				t.Fatal(err)
			}
			return p.Total
		}
		if n := total("leroy"); n != 10 {
			t.Fatalf("leroy: %d, want 10", n)
		}
		if _, err := s.CreateInvoice(ctx, 0, input(bob.ID, "2026-03-02", "2026-03-31", "50")); err != nil {
			t.Fatal(err)
		}
		if n := total("leroy"); n != 11 {
			t.Errorf("leroy after a new invoice: %d, want 11", n)
		}
		if _, err := d.ExecContext(ctx, `UPDATE clients SET name = 'Anne Leroy', sort_name = 'anne leroy' WHERE id = $1`, ann.ID); err != nil {
			t.Fatal(err)
		}
		if n := total("leroy"); n != 31 {
			t.Errorf("leroy after Anne took the name: %d, want 31", n)
		}
		if n := total("roux"); n != 20 {
			t.Errorf("roux (her e-mail): %d, want 20", n)
		}
		pages := func(q string, desc bool) []int64 {
			var ids []int64
			for page := 1; ; page++ {
				p, err := s.ListInvoices(ctx, Filter{Q: q, Page: page, PerPage: 4, SortBy: "id", SortDesc: desc})
				if err != nil {
					t.Fatal(err)
				}
				if len(p.Invoices) == 0 {
					return ids
				}
				for _, v := range p.Invoices {
					ids = append(ids, v.ID)
				}
			}
		}
		saved := scanAtMost
		defer func() { scanAtMost = saved }()
		for _, q := range []string{"vignes", "anne", "example"} {
			for _, desc := range []bool{true, false} {
				scanAtMost = 0
				sorted := pages(q, desc)
				scanAtMost = 1 << 40
				scanned := pages(q, desc)
				if fmt.Sprint(sorted) != fmt.Sprint(scanned) || len(sorted) == 0 {
					t.Errorf("%s desc=%t: sorted %v, scanned %v", q, desc, sorted, scanned)
				}
			}
		}
	})
}
