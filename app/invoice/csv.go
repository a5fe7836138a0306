package invoice

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"
)

// CSVHeader names the export's columns.
var CSVHeader = []string{"id", "client", "email", "issued", "due", "total", "balance", "status"}

// CSV writes invoices as rows of a CSV file, amounts as plain decimals of euros.
type CSV struct{ w *csv.Writer }

// NewCSV starts a CSV file on w with its header row.
func NewCSV(w io.Writer) (*CSV, error) {
	c := &CSV{w: csv.NewWriter(w)}
	return c, c.w.Write(CSVHeader)
}

// Write adds one invoice's row.
func (c *CSV) Write(v Invoice) error {
	return c.w.Write([]string{strconv.FormatInt(v.ID, 10), cell(v.Client.Name), cell(v.Client.CompanyEmail), v.IssuedDate, v.DueDate,
		Decimal(v.TotalCents), Decimal(v.BalanceCents), v.InvoiceStatus})
}

// Flush sends the buffered rows on and reports a write error.
func (c *CSV) Flush() error {
	c.w.Flush()
	return c.w.Error()
}

// cell keeps a spreadsheet from reading a text as a formula (CSV injection).
func cell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
