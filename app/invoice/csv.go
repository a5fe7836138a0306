package invoice

import (
	"io"

	"partage/app/export"
)

// CSVHeader names the export's columns.
var CSVHeader = []string{"id", "client", "email", "issued", "due", "total", "balance", "status"}

// CSV writes invoices as rows of a CSV file for a reader of one language,
// amounts as plain decimals of euros in that language ("1234,50" in French).
type CSV struct{ w *export.CSV }

// NewCSV starts a CSV file on w for a reader of lng, with its header row.
func NewCSV(w io.Writer, lng string) (*CSV, error) {
	c, err := export.NewCSV(w, lng, CSVHeader...)
	return &CSV{w: c}, err
}

// Write adds one invoice's row.
func (c *CSV) Write(v Invoice) error {
	return c.w.Write(c.w.Int(v.ID), v.Client.Name, v.Client.CompanyEmail, v.IssuedDate, v.DueDate,
		c.w.Cents(v.TotalCents), c.w.Cents(v.BalanceCents), v.InvoiceStatus)
}

// Flush sends the buffered rows on and reports a write error.
func (c *CSV) Flush() error { return c.w.Flush() }
