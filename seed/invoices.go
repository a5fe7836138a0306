package seed

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"time"

	"partage/app/auth"
	"partage/app/db"
	"partage/app/invoice"
)

type demoInvoice struct {
	Client        int    `json:"client"`
	IssuedDaysAgo int    `json:"issuedDaysAgo"`
	TermDays      int    `json:"termDays"`
	Status        string `json:"status"` // draft, sent or downloaded before any payment
	Salesperson   string `json:"salesperson"`
	TaxRate       string `json:"taxRate"`
	Discount      string `json:"discount"`
	Note          string `json:"note"`
	Terms         string `json:"terms"`
	Lines         []struct {
		Item        string `json:"item"`
		Description string `json:"description"`
		Cost        string `json:"cost"`
		Qty         int    `json:"qty"`
	} `json:"lines"`
	Payments []struct {
		DaysAgo int    `json:"daysAgo"`
		Amount  string `json:"amount"` // "all", a share of the total ("40%"), or an amount
		Method  string `json:"method"`
		Note    string `json:"note"`
	} `json:"payments"`
}

// demoInvoices adds the demo's clients and 50 invoices (ids from 4987), dated
// around today so that each of the six statuses shows, Past Due included.
func demoInvoices(ctx context.Context, d *db.DB) error {
	var data struct {
		Clients  []invoice.ClientInput `json:"clients"`
		Invoices []demoInvoice         `json:"invoices"`
	}
	if err := readJSON("data/invoices.json", &data); err != nil {
		return err
	}
	admin, err := auth.NewStore(d).FindUserByEmail(ctx, "admin@demo.com")
	if err != nil {
		return fmt.Errorf("seed: invoices: %w", err)
	}
	store := invoice.NewStore(d)
	clients := make([]int64, len(data.Clients))
	for i, c := range data.Clients {
		made, err := store.CreateClient(ctx, admin.ID, c)
		if err != nil {
			return fmt.Errorf("seed: client %s: %w", c.Name, err)
		}
		clients[i] = made.ID
	}
	today, _ := time.Parse(time.DateOnly, store.Today())
	day := func(ago int) string { return today.AddDate(0, 0, -ago).Format(time.DateOnly) }
	for _, di := range data.Invoices {
		in := invoice.Input{ClientID: clients[di.Client], IssuedDate: day(di.IssuedDaysAgo), DueDate: day(di.IssuedDaysAgo - di.TermDays),
			Salesperson: di.Salesperson, Note: di.Note, Terms: di.Terms, TaxRate: invoice.Amount(di.TaxRate), Discount: invoice.Amount(di.Discount)}
		for _, l := range di.Lines {
			in.Lines = append(in.Lines, invoice.LineInput{Item: l.Item, Description: l.Description, Cost: invoice.Amount(l.Cost), Qty: invoice.Amount(strconv.Itoa(l.Qty))})
		}
		v, err := store.CreateInvoice(ctx, admin.ID, in)
		if err != nil {
			return fmt.Errorf("seed: invoice: %w", err)
		}
		switch di.Status {
		case invoice.StatusSent:
			_, err = store.MarkSent(ctx, v.ID)
		case invoice.StatusDownloaded:
			_, err = store.MarkDownloaded(ctx, v.ID)
		}
		if err != nil {
			return fmt.Errorf("seed: invoice %d: %w", v.ID, err)
		}
		for _, p := range di.Payments {
			amount := p.Amount
			switch {
			case amount == "all":
				amount = invoice.Decimal(v.TotalCents)
			case strings.HasSuffix(amount, "%"):
				share, _ := strconv.ParseInt(strings.TrimSuffix(amount, "%"), 10, 64)
				amount = invoice.Decimal(v.TotalCents * share / 100 / 100 * 100) // whole euros
			}
			in := invoice.PaymentInput{Amount: invoice.Amount(amount), Date: day(p.DaysAgo), Method: p.Method, Note: p.Note}
			if v, _, err = store.AddPayment(ctx, admin.ID, v.ID, in); err != nil {
				return fmt.Errorf("seed: payment of invoice %d: %w", v.ID, err)
			}
		}
	}
	return nil
}

var (
	scaleTrades = []string{"Atelier", "Ferme", "Coop", "Jardin", "Forge", "Café", "Imprimerie", "Librairie", "Fournil", "Brasserie"}
	scaleTowns  = []string{"Lyon", "Nantes", "Lille", "Rennes", "Brest", "Dijon", "Tours", "Nancy", "Metz", "Albi"}
	scaleItems  = []string{"Accompagnement comptable", "Formation gouvernance", "Location de salle", "Maintenance informatique", "Animation d'assemblée"}
)

// slug is a company's name as an e-mail domain part: "Café Lyon" → "cafe-lyon".
func slug(s string) string {
	return strings.ToLower(strings.NewReplacer(" ", "-", "é", "e").Replace(s))
}

// ScaleInvoices adds n synthetic invoices (one line each) for n/100 synthetic
// clients, for benchmarks, then rebuilds the counters. The clients belong to
// 100 companies, one in a hundred each, so a search for a company's name in
// the e-mail ("atelier-lyon") selects 1% of the invoices. Issue dates spread
// over three years, newest id newest; older invoices are mostly paid.
func ScaleInvoices(ctx context.Context, d *db.DB, n int) error {
	if n <= 0 {
		return nil
	}
	store := invoice.NewStore(d)
	today, _ := time.Parse(time.DateOnly, store.Today())
	now := time.Now().UTC()
	k := max(10, n/100)
	var clients []int64
	err := d.Tx(ctx, func(tx *sql.Tx) error {
		var first int64
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(max(id), 0) FROM clients`).Scan(&first); err != nil {
			return err
		}
		if err := bulk(ctx, tx, `INSERT INTO clients (created_at, updated_at, name, company, email, country, sort_name) VALUES `, k, 5, now,
			func(j int) []any {
				company := scaleTrades[j%10] + " " + scaleTowns[(j/10)%10]
				first, last := firstNames[j%len(firstNames)], lastNames[(j/len(firstNames))%len(lastNames)]
				name := first + " " + last
				return []any{name, company, fmt.Sprintf("%s.%s%d@%s.example", slug(first), slug(last), j, slug(company)), "France", db.SortKey(name)}
			}); err != nil {
			return fmt.Errorf("seed: scale clients: %w", err)
		}
		var err error
		clients, err = newIDs(ctx, tx, "clients", first)
		return err
	})
	if err != nil {
		return err
	}
	cycle := []string{invoice.StatusDraft, invoice.StatusSent, invoice.StatusDownloaded, invoice.StatusPartial, invoice.StatusPaid}
	err = bulkLoad(ctx, d, []string{"invoices", "invoice_lines"}, func() error {
		return d.Tx(ctx, func(tx *sql.Tx) error {
			var first int64
			if err := tx.QueryRowContext(ctx, `SELECT COALESCE(max(id), 0) FROM invoices`).Scan(&first); err != nil {
				return err
			}
			if err := bulk(ctx, tx, `INSERT INTO invoices (created_at, updated_at, client_id, status, issued_date, due_date, service,
			subtotal_cents, discount_cents, tax_rate_bp, tax_cents, total_cents, paid_cents, balance_cents) VALUES `, n, 12, now,
				func(i int) []any {
					ago := (n - 1 - i) * 1095 / n
					issued := today.AddDate(0, 0, -ago)
					status := cycle[i%len(cycle)]
					if ago > 45 {
						status = invoice.StatusPaid
						if i%10 == 0 {
							status = []string{invoice.StatusSent, invoice.StatusPartial}[i/10%2]
						}
					}
					subtotal := int64(5000 + (i*7919)%400000)
					tax := (subtotal*2000 + 5000) / 10000
					total := subtotal + tax
					paid := map[string]int64{invoice.StatusPaid: total, invoice.StatusPartial: total / 2}[status]
					return []any{clients[i%len(clients)], status, issued.Format(time.DateOnly), issued.AddDate(0, 0, 30).Format(time.DateOnly),
						scaleItems[i%len(scaleItems)], subtotal, 0, 2000, tax, total, paid, total - paid}
				}); err != nil {
				return fmt.Errorf("seed: scale invoices: %w", err)
			}
			ids, err := newIDs(ctx, tx, "invoices", first)
			if err != nil || len(ids) != n {
				return fmt.Errorf("seed: scale invoices: %d ids read back: %v", len(ids), err)
			}
			return bulk(ctx, tx, `INSERT INTO invoice_lines (position, qty, invoice_id, item, description, cost_cents, price_cents) VALUES `, n, 5, 1,
				func(i int) []any {
					subtotal := int64(5000 + (i*7919)%400000)
					return []any{ids[i], scaleItems[i%len(scaleItems)], "Prestation de démonstration pour les mesures de charge.", subtotal, subtotal}
				})
		})
	})
	if err != nil {
		return err
	}
	return store.Recount(ctx)
}

// newIDs are the ids of table above after, in order: the rows a bulk insert just added.
func newIDs(ctx context.Context, tx *sql.Tx, table string, after int64) ([]int64, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id FROM `+table+` WHERE id > $1 ORDER BY id`, after)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// bulk inserts rows rows of width values each, after the shared value
// written twice (created_at, updated_at).
func bulk(ctx context.Context, tx *sql.Tx, insert string, rows, width int, shared any, row func(int) []any) error {
	return db.InsertRows(ctx, tx, insert, rows, width+2, func(i int) []any {
		return append([]any{shared, shared}, row(i)...)
	})
}
