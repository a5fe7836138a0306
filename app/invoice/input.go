package invoice

import (
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
	f := app.Fields{}
	c := checked{Input: in}
	c.Salesperson = strings.TrimSpace(in.Salesperson)
	c.Note = strings.TrimSpace(in.Note)
	c.Terms = strings.TrimSpace(in.Terms)
	c.IssuedDate = strings.TrimSpace(in.IssuedDate)
	c.DueDate = strings.TrimSpace(in.DueDate)
	if in.ClientID <= 0 {
		f.Set("clientId", "clientRequired", nil)
	}
	if !validDate(c.IssuedDate) {
		f.Set("issuedDate", "issuedDateFormat", nil)
	}
	switch {
	case !validDate(c.DueDate):
		f.Set("dueDate", "dueDateFormat", nil)
	case f["issuedDate"].Key == "" && c.DueDate < c.IssuedDate:
		f.Set("dueDate", "dueBeforeIssue", nil)
	}
	if tooLong(c.Salesperson, MaxSalesperson) {
		f.Set("salesperson", "salespersonTooLong", app.Params{"max": MaxSalesperson})
	}
	if tooLong(c.Note, MaxNote) {
		f.Set("note", "noteTooLong", app.Params{"max": MaxNote})
	}
	if tooLong(c.Terms, MaxTerms) {
		f.Set("terms", "termsTooLong", app.Params{"max": MaxTerms})
	}
	switch {
	case len(in.Lines) == 0:
		f.Set("lines", "lineRequired", nil)
	case len(in.Lines) > MaxLines:
		f.Set("lines", "tooManyLines", app.Params{"max": MaxLines})
	}
	for i, l := range in.Lines {
		if i >= MaxLines {
			break
		}
		key := "lines." + strconv.Itoa(i) + "."
		line := Line{Item: strings.TrimSpace(l.Item), Description: strings.TrimSpace(l.Description)}
		switch {
		case line.Item == "":
			f.Set(key+"item", "itemRequired", nil)
		case tooLong(line.Item, MaxItem):
			f.Set(key+"item", "itemTooLong", app.Params{"max": MaxItem})
		}
		if tooLong(line.Description, MaxDescription) {
			f.Set(key+"description", "descriptionTooLong", app.Params{"max": MaxDescription})
		}
		cost, ok := ParseCents(string(l.Cost))
		if !ok || cost < 0 || cost > MaxCost {
			f.Set(key+"cost", "costFormat", app.Params{"min": 0, "max": MaxCost / 100})
		}
		qty, ok := parseFixed(string(l.Qty), 0)
		if !ok || qty < 1 || qty > MaxQty {
			f.Set(key+"qty", "qtyFormat", app.Params{"min": 1, "max": MaxQty})
		}
		line.CostCents, line.Qty = cost, qty
		line.PriceCents = cost * qty
		line.Cost, line.Price = Number(line.CostCents), Number(line.PriceCents)
		c.lines = append(c.lines, line)
	}
	if strings.TrimSpace(string(in.Discount)) != "" {
		d, ok := ParseCents(string(in.Discount))
		if !ok || d < 0 {
			f.Set("discount", "discountFormat", nil)
		}
		c.discount = d
	}
	if strings.TrimSpace(string(in.TaxRate)) != "" {
		bp, ok := ParseRate(string(in.TaxRate))
		if !ok || bp < 0 || bp > 10000 {
			f.Set("taxRate", "taxFormat", app.Params{"min": 0, "max": 100})
		}
		c.taxBP = bp
	}
	if len(f) == 0 {
		c.totals = Compute(c.lines, c.discount, c.taxBP)
		if c.discount > c.totals.Subtotal {
			f.Set("discount", "discountOverSubtotal", nil)
		}
		if c.totals.Subtotal > MaxSubtotal {
			f.Set("lines", "invoiceTooLarge", app.Params{"max": MaxSubtotal / 100})
		}
	}
	if len(f) > 0 {
		return checked{}, app.Invalid("checkFields", nil, f)
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
	f := app.Fields{}
	for _, p := range []*string{&in.Name, &in.Company, &in.Email, &in.Address, &in.Country, &in.Contact} {
		*p = strings.TrimSpace(*p)
	}
	switch {
	case in.Name == "":
		f.Set("name", "nameRequired", nil)
	case tooLong(in.Name, 100):
		f.Set("name", "nameTooLong", app.Params{"max": 100})
	}
	if a, err := netmail.ParseAddress(in.Email); err != nil || a.Address != in.Email || !strings.Contains(in.Email[strings.LastIndex(in.Email, "@"):], ".") || len(in.Email) > 200 {
		f.Set("email", "emailAddressInvalid", nil)
	}
	for _, c := range []struct {
		field, value string
		max          int
	}{{"company", in.Company, 100}, {"address", in.Address, 300}, {"country", in.Country, 60}, {"contact", in.Contact, 40}} {
		if tooLong(c.value, c.max) {
			f.Set(c.field, "atMostCharacters", app.Params{"max": c.max})
		}
	}
	if len(f) > 0 {
		return app.Invalid("checkFields", nil, f)
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
	f := app.Fields{}
	in.Date, in.Method, in.Note = strings.TrimSpace(in.Date), strings.TrimSpace(in.Method), strings.TrimSpace(in.Note)
	cents, ok := ParseCents(string(in.Amount))
	if !ok || cents <= 0 {
		f.Set("amount", "amountFormat", app.Params{"min": 0})
	}
	if !validDate(in.Date) {
		f.Set("date", "paymentDateFormat", nil)
	}
	if !oneOf(in.Method, Methods) {
		f.Set("method", "paymentMethodChoice", nil)
	}
	if tooLong(in.Note, 500) {
		f.Set("note", "noteTooLong", app.Params{"max": 500})
	}
	if len(f) > 0 {
		return 0, app.Invalid("checkFields", nil, f)
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
	fields := app.Fields{}
	if len(f.Q) > 100 {
		fields.Set("q", "searchTooLong", app.Params{"max": 100})
	}
	status, ok := StatusKey(get("status"))
	if !ok {
		fields.Set("status", "invoiceStatusChoice", nil)
	}
	f.Status = status
	if v := get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > app.MaxPage {
			fields.Set("page", "pageRange", app.Params{"min": 1, "max": app.MaxPage})
		}
		f.Page = n
	}
	if v := get("perPage"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxPerPage {
			fields.Set("perPage", "perPageRange", app.Params{"min": 1, "max": MaxPerPage})
		}
		f.PerPage = n
	}
	if v := get("sortBy"); v != "" {
		if !oneOf(v, Sorts) {
			fields.Set("sortBy", "invoiceSortChoice", nil)
		}
		f.SortBy = v
	}
	switch get("sortDesc") {
	case "", "true", "1":
	case "false", "0":
		f.SortDesc = false
	default:
		fields.Set("sortDesc", "sortDescBool", nil)
	}
	if len(fields) > 0 {
		return Filter{}, app.Invalid("checkFilter", nil, fields)
	}
	return f, nil
}
