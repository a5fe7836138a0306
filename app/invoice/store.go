package invoice

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"partage/app"
	"partage/app/cache"
	"partage/app/db"
)

// ErrNotFound answers an unknown invoice id.
var ErrNotFound = app.E(app.ENOTFOUND, "invoiceNotFound", nil)

// Store reads and writes invoices and clients.
type Store struct {
	db      *db.DB
	now     func() time.Time
	totals  *cache.Versioned[int64]       // the list's totals by status and day (counts.go), and its searches'
	matches *cache.Versioned[clientMatch] // the clients a search matches, by search
}

// NewStore returns an invoice store on d.
func NewStore(d *db.DB) *Store {
	return &Store{db: d, now: time.Now, totals: cache.New[int64](256), matches: cache.New[clientMatch](256)}
}

// Today is the cooperative's date today (YYYY-MM-DD), which decides what is Past Due.
func (s *Store) Today() string { return DateOf(s.now()) }

const invoiceColumns = `i.id, i.issued_date, i.due_date, i.service, i.total_cents, i.balance_cents, i.status,
	c.id, c.name, c.company, c.email, c.address, c.country, c.contact`

const invoiceFrom = ` FROM invoices i JOIN clients c ON c.id = i.client_id`

func scanInvoice(row interface{ Scan(...any) error }, today string) (Invoice, error) {
	var v Invoice
	c := &v.Client
	err := row.Scan(&v.ID, &v.IssuedDate, &v.DueDate, &v.Service, &v.TotalCents, &v.BalanceCents, &v.Status,
		&c.ID, &c.Name, &c.Company, &c.CompanyEmail, &c.Address, &c.Country, &c.Contact)
	v.Total, v.Balance = Number(v.TotalCents), BalanceOf(v.BalanceCents)
	v.InvoiceStatus = shown(v.Status, v.BalanceCents, v.DueDate, today)
	return v, err
}

// orders are the list's sorts; the id breaks ties, in the same direction. Each
// follows an index, so a page of 100,000 invoices is read, not sorted.
var orders = map[string]string{
	"id":         "i.id %[1]s",
	"client":     "c.sort_name %[1]s, c.id %[1]s, i.id %[1]s", // the order of clients_sort_name_idx, then invoices_client_idx: no sort
	"issuedDate": "i.issued_date %[1]s, i.id %[1]s",
	"dueDate":    "i.due_date %[1]s, i.id %[1]s",
	"total":      "i.total_cents %[1]s, i.id %[1]s",
	"balance":    "i.balance_cents %[1]s, i.id %[1]s",
}

// maxInlined is how many matching clients a search writes into the list's
// query as literal ids; more, and the query searches the clients itself.
var maxInlined = 500

// clientMatch is the clients a search selects, looked up once per list.
type clientMatch struct {
	ids     []int64 // the matching clients, when there are at most maxInlined
	many    bool    // more: the list's query searches the clients itself
	version int64   // the clients' version (clientsList) it was read under
	scan    bool    // the page is read in id order, testing each invoice's client (where)
}

// clientsList is the clients' list version (registry.TiersList, migration
// 0023): every write to clients moves it, so a search's matches kept under
// it are never stale.
const clientsList = "tiers"

// scanAtMost is how many invoices a page may test one by one, in id order,
// for a search's clients, rather than reading all their invoices and
// sorting them: a search matching one invoice in a hundred finds page 3
// among the newest 3,000.
var scanAtMost int64 = 20000

// clientSearch is the search of clients by name or e-mail (spec §7), through
// their indexes (app/db.Search).
var clientSearch = db.Search{Keys: []string{"x.sort_name"}, Plain: []string{"x.email"}, FTS: "clients_fts", FTSColumns: []string{"sort_name", "email"}, ID: "x.id"}

// clientIDs is the query of the client ids whose name or e-mail holds q, with
// its arguments appended to args.
func (s *Store) clientIDs(q string, args []any) (string, []any) {
	cond, args := s.db.Matches(clientSearch, q, args)
	return "SELECT x.id FROM clients x WHERE " + cond, args
}

// matchClients runs the search once, so the page and its total do not both search.
func (s *Store) matchClients(ctx context.Context, q string) (clientMatch, error) {
	query, args := s.clientIDs(q, nil)
	rows, err := s.db.QueryContext(ctx, query+fmt.Sprintf(" LIMIT %d", maxInlined+1), args...)
	if err != nil {
		return clientMatch{}, fmt.Errorf("invoice store: search clients: %w", err)
	}
	defer rows.Close()
	m := clientMatch{ids: []int64{}}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return clientMatch{}, fmt.Errorf("invoice store: search clients: %w", err)
		}
		m.ids = append(m.ids, id)
	}
	if len(m.ids) > maxInlined {
		return clientMatch{many: true}, rows.Err()
	}
	return m, rows.Err()
}

// where builds the filter's conditions (status, and the clients a search
// matched when f.Q is set); args continue from the given ones.
func (s *Store) where(f Filter, m clientMatch, today string, args []any) (string, []any) {
	var cond []string
	switch f.Status {
	case "":
	case PastDue:
		args = append(args, today)
		cond = append(cond, fmt.Sprintf("i.balance_cents > 0 AND i.due_date < $%d", len(args)))
	default:
		args = append(args, f.Status, today)
		cond = append(cond, fmt.Sprintf("i.status = $%d AND (i.balance_cents = 0 OR i.due_date >= $%d)", len(args)-1, len(args)))
	}
	if q := strings.TrimSpace(f.Q); q != "" {
		column := "i.client_id"
		if m.scan {
			column = "+i.client_id" // not along invoices_client_idx: along the ids
		}
		if m.many {
			var query string
			query, args = s.clientIDs(q, args)
			cond = append(cond, column+" IN ("+query+")")
		} else {
			ids := make([]string, len(m.ids))
			for i, id := range m.ids {
				ids[i] = strconv.FormatInt(id, 10)
			}
			cond = append(cond, column+" IN ("+strings.Join(ids, ",")+")")
		}
	}
	if len(cond) == 0 {
		return "", args
	}
	return " WHERE " + strings.Join(cond, " AND "), args
}

func orderOf(f Filter) string {
	dir := "ASC"
	if f.SortDesc {
		dir = "DESC"
	}
	o, ok := orders[f.SortBy]
	if !ok {
		o = orders["id"]
	}
	return " ORDER BY " + fmt.Sprintf(o, dir)
}

// Page is one page of the list and how many invoices the filter selects.
type Page struct {
	Invoices []Invoice
	Total    int64
}

// ListInvoices returns the page f asks for and the filter's total: from the
// counters when there is no search, by counting the search's matches
// otherwise. A search's matching clients and its totals are kept under the
// clients' and the invoices' versions, so that paging through it, or asking
// it again, does neither again.
func (s *Store) ListInvoices(ctx context.Context, f Filter) (Page, error) {
	today := s.Today()
	p := Page{Invoices: []Invoice{}}
	m, searched, err := s.search(ctx, f)
	if err != nil || (searched && !m.many && len(m.ids) == 0) {
		return p, err // nobody matches: no invoice either
	}
	if !searched {
		p.Total, err = s.Count(ctx, f.Status, today)
	} else {
		p.Total, err = s.searchTotal(ctx, f, m, today)
	}
	if err != nil {
		return Page{}, fmt.Errorf("invoice store: list total: %w", err)
	}
	if searched && s.db.Engine == db.SQLite && (f.SortBy == "" || f.SortBy == "id") && p.Total > 0 {
		// SQLite reads every invoice of the clients and sorts them, unless
		// told to test the newest (or oldest) one by one: worth it when the
		// page is among the first scanAtMost.
		all, err := s.Count(ctx, "", today)
		if err != nil {
			return Page{}, fmt.Errorf("invoice store: list total: %w", err)
		}
		m.scan = int64(f.Page*f.PerPage)*all/p.Total <= scanAtMost
	}
	where, args := s.where(f, m, today, nil)
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	rows, err := s.db.QueryContext(ctx, `SELECT `+invoiceColumns+invoiceFrom+where+orderOf(f)+
		fmt.Sprintf(` LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	if err != nil {
		return Page{}, fmt.Errorf("invoice store: list: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		v, err := scanInvoice(rows, today)
		if err != nil {
			return Page{}, fmt.Errorf("invoice store: list: %w", err)
		}
		p.Invoices = append(p.Invoices, v)
	}
	if err := rows.Err(); err != nil {
		return Page{}, fmt.Errorf("invoice store: list: %w", err)
	}
	return p, nil
}

// searchTotal is how many invoices f's search (its clients m) selects,
// kept under the invoices' version for the clients' version m was read under.
func (s *Store) searchTotal(ctx context.Context, f Filter, m clientMatch, today string) (int64, error) {
	version, err := s.db.Version(ctx, db.InvoicesList)
	if err != nil {
		return 0, err
	}
	key := fmt.Sprintf("q|%d|%s|%s|%s", m.version, f.Status, today, strings.TrimSpace(f.Q))
	if n, ok := s.totals.Get(key, version); ok {
		return n, nil
	}
	var n int64
	where, args := s.where(f, m, today, nil)
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM invoices i`+where, args...).Scan(&n); err != nil {
		return 0, err
	}
	s.totals.Put(key, version, n)
	return n, nil
}

// search looks up the clients f's search matches (kept under the clients'
// version); searched is false when f has no search.
func (s *Store) search(ctx context.Context, f Filter) (m clientMatch, searched bool, err error) {
	q := strings.TrimSpace(f.Q)
	if q == "" {
		return clientMatch{}, false, nil
	}
	version, err := s.db.Version(ctx, clientsList)
	if err != nil {
		return clientMatch{}, true, err
	}
	if m, ok := s.matches.Get(q, version); ok {
		return m, true, nil
	}
	if m, err = s.matchClients(ctx, q); err != nil {
		return m, true, err
	}
	m.version = version
	s.matches.Put(q, version, m)
	return m, true, nil
}

// EachInvoice calls fn with every invoice f selects, in f's order, without
// paging: the CSV export streams them as they are read.
func (s *Store) EachInvoice(ctx context.Context, f Filter, fn func(Invoice) error) error {
	today := s.Today()
	m, searched, err := s.search(ctx, f)
	if err != nil || (searched && !m.many && len(m.ids) == 0) {
		return err
	}
	where, args := s.where(f, m, today, nil)
	rows, err := s.db.QueryContext(ctx, `SELECT `+invoiceColumns+invoiceFrom+where+orderOf(f), args...)
	if err != nil {
		return fmt.Errorf("invoice store: export: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		v, err := scanInvoice(rows, today)
		if err != nil {
			return fmt.Errorf("invoice store: export: %w", err)
		}
		if err := fn(v); err != nil {
			return err
		}
	}
	return rows.Err()
}

// FindInvoiceByID returns an invoice with its lines and payments, or ErrNotFound.
func (s *Store) FindInvoiceByID(ctx context.Context, id int64) (Detail, error) {
	return s.find(ctx, s.db, id)
}

func (s *Store) find(ctx context.Context, q db.Execer, id int64) (Detail, error) {
	var d Detail
	var taxBP int
	v, err := scanInvoice(scanTail{q.QueryRowContext(ctx, `SELECT `+invoiceColumns+`, i.salesperson, i.note, i.terms,
		i.subtotal_cents, i.discount_cents, i.tax_rate_bp, i.tax_cents, i.paid_cents`+invoiceFrom+` WHERE i.id = $1`, id),
		[]any{&d.Salesperson, &d.Note, &d.Terms, &d.SubtotalCents, &d.DiscountCents, &taxBP, &d.TaxCents, &d.PaidCents}}, s.Today())
	if errors.Is(err, sql.ErrNoRows) {
		return Detail{}, ErrNotFound
	} else if err != nil {
		return Detail{}, fmt.Errorf("invoice store: find %d: %w", id, err)
	}
	d.Invoice = v
	d.TaxRateBP, d.TaxRate = taxBP, json.Number(RateString(taxBP))
	d.Subtotal, d.Discount, d.Tax, d.Paid = Number(d.SubtotalCents), Number(d.DiscountCents), Number(d.TaxCents), Number(d.PaidCents)
	d.Lines, d.Payments = []Line{}, []Payment{}
	rows, err := q.QueryContext(ctx, `SELECT item, description, cost_cents, qty, price_cents FROM invoice_lines WHERE invoice_id = $1 ORDER BY position`, id)
	if err != nil {
		return Detail{}, fmt.Errorf("invoice store: lines of %d: %w", id, err)
	}
	for rows.Next() {
		var l Line
		if err := rows.Scan(&l.Item, &l.Description, &l.CostCents, &l.Qty, &l.PriceCents); err != nil {
			rows.Close()
			return Detail{}, fmt.Errorf("invoice store: lines of %d: %w", id, err)
		}
		l.Cost, l.Price = Number(l.CostCents), Number(l.PriceCents)
		d.Lines = append(d.Lines, l)
	}
	rows.Close()
	rows, err = q.QueryContext(ctx, `SELECT id, amount_cents, paid_on, method, note FROM invoice_payments WHERE invoice_id = $1 ORDER BY paid_on, id`, id)
	if err != nil {
		return Detail{}, fmt.Errorf("invoice store: payments of %d: %w", id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var p Payment
		if err := rows.Scan(&p.ID, &p.AmountCents, &p.Date, &p.Method, &p.Note); err != nil {
			return Detail{}, fmt.Errorf("invoice store: payments of %d: %w", id, err)
		}
		p.Amount = Number(p.AmountCents)
		d.Payments = append(d.Payments, p)
	}
	return d, rows.Err()
}

// scanTail scans a row whose first columns are an invoice's and whose last ones go to tail.
type scanTail struct {
	row  *sql.Row
	tail []any
}

func (t scanTail) Scan(dest ...any) error { return t.row.Scan(append(dest, t.tail...)...) }
