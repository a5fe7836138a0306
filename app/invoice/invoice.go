// Package invoice is the cooperative's invoicing: clients, invoices with
// their lines and payments (all rows, money in integer cents), the list with
// server-side filter, sort and paging that stays fast at 100,000 invoices,
// the PDF a client receives, and the CSV export.
package invoice

import (
	"encoding/json"
	"strings"
	"time"
	_ "time/tzdata" // "today" is the cooperative's, in Paris, wherever the server runs
)

// Stored statuses. "Past Due" is not stored: it is shown when an invoice
// with a balance is past its due date.
const (
	StatusDraft      = "draft"
	StatusSent       = "sent"
	StatusDownloaded = "downloaded"
	StatusPartial    = "partial"
	StatusPaid       = "paid"
	// StatusCancelled is an invoice the shop cancelled with its order: it
	// asks for nothing any more (no balance), so it is never Past Due.
	StatusCancelled = "cancelled"
	// PastDue is the filter key of the shown-only status.
	PastDue = "pastdue"
)

// Stored lists the stored statuses in a fixed order.
var Stored = []string{StatusDraft, StatusSent, StatusDownloaded, StatusPartial, StatusPaid, StatusCancelled}

// Labels are the spec's invoiceStatus values, by status key.
var Labels = map[string]string{
	StatusDraft: "Draft", StatusSent: "Sent", StatusDownloaded: "Downloaded",
	StatusPartial: "Partial Payment", StatusPaid: "Paid", StatusCancelled: "Cancelled", PastDue: "Past Due",
}

// Statuses are the list's status filters, in the spec's order (spec §3).
var Statuses = []string{StatusPaid, StatusDownloaded, StatusSent, StatusDraft, StatusPartial, PastDue}

// Methods are the ways a payment is made.
var Methods = []string{"transfer", "card", "cash", "cheque", "debit"}

// Limits of what an invoice holds.
const (
	MaxLines       = 100
	MaxItem        = 200
	MaxDescription = 1000
	MaxQty         = 100000
	MaxCost        = 100_000_000 // cents: one million euros a unit
	// MaxSubtotal keeps subtotal × tax rate within exact integers here and in browsers (2^53).
	MaxSubtotal    = 100_000_000_000
	MaxNote        = 2000
	MaxTerms       = 500
	MaxSalesperson = 100
	DefaultPerPage = 10
	MaxPerPage     = 100
)

// Client is who an invoice is made out to (spec §3's client, with an id).
type Client struct {
	ID           int64  `json:"id"`
	Name         string `json:"name"`
	Company      string `json:"company"`
	CompanyEmail string `json:"companyEmail"`
	Address      string `json:"address"`
	Country      string `json:"country"`
	Contact      string `json:"contact"`
}

// Invoice is one invoice as the list shows it (spec §3). Amounts keep the
// spec's shapes (total a number of euros, balance 0 or a money string) and
// are also given in integer cents.
type Invoice struct {
	ID            int64       `json:"id"`
	IssuedDate    string      `json:"issuedDate"` // YYYY-MM-DD
	DueDate       string      `json:"dueDate"`
	Client        Client      `json:"client"`
	Service       string      `json:"service"`
	Total         json.Number `json:"total"`
	TotalCents    int64       `json:"totalCents"`
	Balance       any         `json:"balance"` // 0 or a money string
	BalanceCents  int64       `json:"balanceCents"`
	Avatar        string      `json:"avatar"`
	InvoiceStatus string      `json:"invoiceStatus"`
	// Status is the stored status key; InvoiceStatus may say Past Due instead.
	Status string `json:"status"`
}

// Line is one line of an invoice: price = cost × qty.
type Line struct {
	Item        string      `json:"item"`
	Description string      `json:"description"`
	Cost        json.Number `json:"cost"`
	CostCents   int64       `json:"costCents"`
	Qty         int64       `json:"qty"`
	Price       json.Number `json:"price"`
	PriceCents  int64       `json:"priceCents"`
}

// Payment is a sum received for an invoice.
type Payment struct {
	ID          int64       `json:"id"`
	Amount      json.Number `json:"amount"`
	AmountCents int64       `json:"amountCents"`
	Date        string      `json:"date"`
	Method      string      `json:"method"`
	Note        string      `json:"note"`
}

// Detail is an invoice with everything on it: lines, payments, totals.
type Detail struct {
	Invoice
	Salesperson   string      `json:"salesperson"`
	Note          string      `json:"note"`
	Terms         string      `json:"terms"`
	Subtotal      json.Number `json:"subtotal"`
	SubtotalCents int64       `json:"subtotalCents"`
	Discount      json.Number `json:"discount"`
	DiscountCents int64       `json:"discountCents"`
	TaxRate       json.Number `json:"taxRate"` // a percentage: 20, 5.5
	TaxRateBP     int         `json:"-"`
	Tax           json.Number `json:"tax"`
	TaxCents      int64       `json:"taxCents"`
	Paid          json.Number `json:"paid"`
	PaidCents     int64       `json:"paidCents"`
	Lines         []Line      `json:"lines"`
	Payments      []Payment   `json:"payments"`
}

// PaymentDetails are where the client pays: the cooperative's bank (spec §3).
type PaymentDetails struct {
	TotalDue  string `json:"totalDue"`
	BankName  string `json:"bankName"`
	Country   string `json:"country"`
	IBAN      string `json:"iban"`
	SwiftCode string `json:"swiftCode"`
}

// Seller is the cooperative as its invoices name it.
var Seller = struct {
	Name, Address, City, Email, Phone string
	Bank                              PaymentDetails
}{
	Name: "Partage — Société coopérative", Address: "12 rue des Tisserands", City: "69004 Lyon, France",
	Email: "factures@partage.coop", Phone: "+33 4 78 00 12 34",
	Bank: PaymentDetails{BankName: "Crédit Coopératif", Country: "France", IBAN: "FR76 4255 9100 0008 0123 4567 890", SwiftCode: "CCOPFRPPXXX"},
}

// PaymentDetailsOf are the bank details with what the invoice still asks for.
func PaymentDetailsOf(d Detail) PaymentDetails {
	p := Seller.Bank
	p.TotalDue = MoneyString(d.BalanceCents)
	return p
}

var paris = func() *time.Location {
	if loc, err := time.LoadLocation("Europe/Paris"); err == nil {
		return loc
	}
	return time.UTC
}()

// DateOf is the cooperative's calendar date (in Paris) at t, as YYYY-MM-DD.
func DateOf(t time.Time) string { return t.In(paris).Format(time.DateOnly) }

// shown is the status an invoice shows today: Past Due when it has a balance
// and its due date has passed, else its stored status.
func shown(status string, balance int64, due, today string) string {
	if balance > 0 && due < today {
		return Labels[PastDue]
	}
	return Labels[status]
}

// StatusKey reads a status filter: a label ("Partial Payment", any case) or a key ("partial", "past-due").
func StatusKey(v string) (string, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return "", true
	}
	norm := strings.NewReplacer(" ", "", "-", "", "_", "").Replace(strings.ToLower(v))
	for key, label := range Labels {
		if norm == key || norm == strings.ReplaceAll(strings.ToLower(label), " ", "") {
			return key, true
		}
	}
	return "", false
}

func oneOf(v string, set []string) bool {
	for _, s := range set {
		if s == v {
			return true
		}
	}
	return false
}
