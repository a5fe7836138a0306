package invoice

import (
	"fmt"
	netmail "net/mail"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
)

// LineInput is a line as a user sends it: the cost and quantity, never a price.
type LineInput struct {
	Item        string `json:"item"`
	Description string `json:"description"`
	Cost        Amount `json:"cost"`
	Qty         Amount `json:"qty"`
}

// Input is an invoice as a user sends it to add or change. Totals are never
// taken from the user: the store computes them from the lines.
type Input struct {
	ClientID    int64       `json:"clientId"`
	IssuedDate  string      `json:"issuedDate"`
	DueDate     string      `json:"dueDate"`
	Lines       []LineInput `json:"lines"`
	Salesperson string      `json:"salesperson"`
	Note        string      `json:"note"`
	Terms       string      `json:"terms"`
	// Discount is an amount in euros taken off the subtotal before tax.
	Discount Amount `json:"discount"`
	// TaxRate is a percentage with at most two decimals ("20", "5.5").
	TaxRate Amount `json:"taxRate"`
}

// checked is an input once read: lines with their prices, amounts in cents.
type checked struct {
	Input
	lines    []Line
	discount int64
	taxBP    int
	totals   Totals
}

func tooLong(s string, max int) bool { return utf8.RuneCountInString(s) > max }

func validDate(s string) bool {
	_, err := time.Parse(time.DateOnly, s)
	return err == nil
}

// check validates in and computes its totals; field errors are named like the
// form's fields ("lines.2.cost").
func (in Input) check() (checked, error) {
	f := map[string]string{}
	c := checked{Input: in}
	c.Salesperson = strings.TrimSpace(in.Salesperson)
	c.Note = strings.TrimSpace(in.Note)
	c.Terms = strings.TrimSpace(in.Terms)
	c.IssuedDate = strings.TrimSpace(in.IssuedDate)
	c.DueDate = strings.TrimSpace(in.DueDate)
	if in.ClientID <= 0 {
		f["clientId"] = "Choose a client."
	}
	if !validDate(c.IssuedDate) {
		f["issuedDate"] = "Issue date is a date like 2026-12-31."
	}
	switch {
	case !validDate(c.DueDate):
		f["dueDate"] = "Due date is a date like 2026-12-31."
	case f["issuedDate"] == "" && c.DueDate < c.IssuedDate:
		f["dueDate"] = "Due date must not be before the issue date."
	}
	if tooLong(c.Salesperson, MaxSalesperson) {
		f["salesperson"] = fmt.Sprintf("Salesperson is at most %d characters.", MaxSalesperson)
	}
	if tooLong(c.Note, MaxNote) {
		f["note"] = fmt.Sprintf("Note is at most %d characters.", MaxNote)
	}
	if tooLong(c.Terms, MaxTerms) {
		f["terms"] = fmt.Sprintf("Payment terms are at most %d characters.", MaxTerms)
	}
	switch {
	case len(in.Lines) == 0:
		f["lines"] = "Add at least one line."
	case len(in.Lines) > MaxLines:
		f["lines"] = fmt.Sprintf("An invoice has at most %d lines.", MaxLines)
	}
	for i, l := range in.Lines {
		if i >= MaxLines {
			break
		}
		key := "lines." + strconv.Itoa(i) + "."
		line := Line{Item: strings.TrimSpace(l.Item), Description: strings.TrimSpace(l.Description)}
		switch {
		case line.Item == "":
			f[key+"item"] = "Item is required."
		case tooLong(line.Item, MaxItem):
			f[key+"item"] = fmt.Sprintf("Item is at most %d characters.", MaxItem)
		}
		if tooLong(line.Description, MaxDescription) {
			f[key+"description"] = fmt.Sprintf("Description is at most %d characters.", MaxDescription)
		}
		cost, ok := ParseCents(string(l.Cost))
		if !ok || cost < 0 || cost > MaxCost {
			f[key+"cost"] = "Cost is an amount like 120.50, from 0 to 1,000,000."
		}
		qty, ok := parseFixed(string(l.Qty), 0)
		if !ok || qty < 1 || qty > MaxQty {
			f[key+"qty"] = "Quantity is a whole number from 1 to 100,000."
		}
		line.CostCents, line.Qty = cost, qty
		line.PriceCents = cost * qty
		line.Cost, line.Price = Number(line.CostCents), Number(line.PriceCents)
		c.lines = append(c.lines, line)
	}
	if strings.TrimSpace(string(in.Discount)) != "" {
		d, ok := ParseCents(string(in.Discount))
		if !ok || d < 0 {
			f["discount"] = "Discount is an amount like 50 or 12.50."
		}
		c.discount = d
	}
	if strings.TrimSpace(string(in.TaxRate)) != "" {
		bp, ok := ParseRate(string(in.TaxRate))
		if !ok || bp < 0 || bp > 10000 {
			f["taxRate"] = "Tax is a percentage from 0 to 100, like 20 or 5.5."
		}
		c.taxBP = bp
	}
	if len(f) == 0 {
		c.totals = Compute(c.lines, c.discount, c.taxBP)
		if c.discount > c.totals.Subtotal {
			f["discount"] = "Discount must not be more than the subtotal."
		}
		if c.totals.Subtotal > MaxSubtotal {
			f["lines"] = "An invoice adds up to at most 1,000,000,000."
		}
	}
	if len(f) > 0 {
		return checked{}, app.Invalid("Check the highlighted fields.", f)
	}
	return c, nil
}

// ClientInput is a new client as a user sends it.
type ClientInput struct {
	Name    string `json:"name"`
	Company string `json:"company"`
	Email   string `json:"email"`
	Address string `json:"address"`
	Country string `json:"country"`
	Contact string `json:"contact"`
}

// normalize trims the fields and checks them.
func (in *ClientInput) normalize() error {
	f := map[string]string{}
	for _, p := range []*string{&in.Name, &in.Company, &in.Email, &in.Address, &in.Country, &in.Contact} {
		*p = strings.TrimSpace(*p)
	}
	switch {
	case in.Name == "":
		f["name"] = "Name is required."
	case tooLong(in.Name, 100):
		f["name"] = "Name is at most 100 characters."
	}
	if a, err := netmail.ParseAddress(in.Email); err != nil || a.Address != in.Email || !strings.Contains(in.Email[strings.LastIndex(in.Email, "@"):], ".") || len(in.Email) > 200 {
		f["email"] = "Enter a valid e-mail address."
	}
	for _, c := range []struct {
		field, value string
		max          int
	}{{"company", in.Company, 100}, {"address", in.Address, 300}, {"country", in.Country, 60}, {"contact", in.Contact, 40}} {
		if tooLong(c.value, c.max) {
			f[c.field] = fmt.Sprintf("At most %d characters.", c.max)
		}
	}
	if len(f) > 0 {
		return app.Invalid("Check the highlighted fields.", f)
	}
	return nil
}

// PaymentInput is a payment as a user records it.
type PaymentInput struct {
	Amount Amount `json:"amount"`
	Date   string `json:"date"`
	Method string `json:"method"`
	Note   string `json:"note"`
}

// check reads the payment; the balance is checked by the store, under lock.
func (in *PaymentInput) check() (int64, error) {
	f := map[string]string{}
	in.Date, in.Method, in.Note = strings.TrimSpace(in.Date), strings.TrimSpace(in.Method), strings.TrimSpace(in.Note)
	cents, ok := ParseCents(string(in.Amount))
	if !ok || cents <= 0 {
		f["amount"] = "Amount is more than 0, like 250 or 99.90."
	}
	if !validDate(in.Date) {
		f["date"] = "Payment date is a date like 2026-12-31."
	}
	if !oneOf(in.Method, Methods) {
		f["method"] = "Method is one of transfer, card, cash, cheque, debit."
	}
	if tooLong(in.Note, 500) {
		f["note"] = "Note is at most 500 characters."
	}
	if len(f) > 0 {
		return 0, app.Invalid("Check the highlighted fields.", f)
	}
	return cents, nil
}

// Sorts of the list: the invoice id (the default), the client's name, the dates, the amounts.
var Sorts = []string{"id", "client", "issuedDate", "dueDate", "total", "balance"}

// Filter selects, orders and pages the list (spec §7: q, perPage, page, status).
type Filter struct {
	Q        string
	Status   string // a key of Labels, or ""
	Page     int
	PerPage  int
	SortBy   string
	SortDesc bool
}

// ParseFilter reads a filter from URL values as strings; bad values are field errors.
func ParseFilter(get func(string) string) (Filter, error) {
	f := Filter{Q: strings.TrimSpace(get("q")), Page: 1, PerPage: DefaultPerPage, SortBy: "id", SortDesc: true}
	fields := map[string]string{}
	if len(f.Q) > 100 {
		fields["q"] = "Search at most 100 characters."
	}
	status, ok := StatusKey(get("status"))
	if !ok {
		fields["status"] = "Status is one of Paid, Downloaded, Sent, Draft, Partial Payment, Past Due."
	}
	f.Status = status
	if v := get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > app.MaxPage {
			fields["page"] = fmt.Sprintf("Page is a number from 1 to %d.", app.MaxPage)
		}
		f.Page = n
	}
	if v := get("perPage"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxPerPage {
			fields["perPage"] = fmt.Sprintf("perPage is a number from 1 to %d.", MaxPerPage)
		}
		f.PerPage = n
	}
	if v := get("sortBy"); v != "" {
		if !oneOf(v, Sorts) {
			fields["sortBy"] = "Sort by id, client, issuedDate, dueDate, total or balance."
		}
		f.SortBy = v
	}
	switch get("sortDesc") {
	case "", "true", "1":
	case "false", "0":
		f.SortDesc = false
	default:
		fields["sortDesc"] = "sortDesc is true or false."
	}
	if len(fields) > 0 {
		return Filter{}, app.Invalid("Check the list's filter.", fields)
	}
	return f, nil
}
