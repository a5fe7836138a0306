// Package export writes the lists people download (users, invoices) as CSV
// files that open right in their spreadsheet, in their language.
package export

import (
	"encoding/csv"
	"io"
	"regexp"
	"strconv"
)

// bom marks the file as UTF-8: without it a spreadsheet reads "Élodie" as "Ã‰lodie".
const bom = "\ufeff"

// CSV writes rows of a CSV file for a reader of one language: UTF-8 with a
// byte order mark, CRLF line ends, and the separator and decimal mark that
// language's spreadsheets expect: in French, German and Portuguese `;` and a
// decimal comma ("1234,50"), in English `,` and a decimal point. Every cell
// is kept from being read as a formula (see Safe).
type CSV struct {
	w       *csv.Writer
	decimal string
}

// commaDecimal lists the languages whose spreadsheets write 1234,50 and so separate cells with `;`.
var commaDecimal = map[string]bool{"fr": true, "de": true, "pt": true}

// Separator is the cell separator of lng's spreadsheets.
func Separator(lng string) rune {
	if commaDecimal[lng] {
		return ';'
	}
	return ','
}

// NewCSV starts a file on w for a reader of lng (its byte order mark, then header as the first row).
func NewCSV(w io.Writer, lng string, header ...string) (*CSV, error) {
	c := &CSV{w: csv.NewWriter(w), decimal: "."}
	c.w.Comma = Separator(lng)
	c.w.UseCRLF = true
	if commaDecimal[lng] {
		c.decimal = ","
	}
	if _, err := io.WriteString(w, bom); err != nil {
		return nil, err
	}
	if len(header) > 0 {
		if err := c.Write(header...); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// Write adds one row; each cell goes through Safe.
func (c *CSV) Write(cells ...string) error {
	row := make([]string, len(cells))
	for i, s := range cells {
		row[i] = Safe(s)
	}
	return c.w.Write(row)
}

// Cents writes an amount in integer cents as a plain decimal of the file's
// language ("-1234.50" / "-1234,50"): a spreadsheet reads it as a number.
func (c *CSV) Cents(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	frac := strconv.FormatInt(cents%100, 10)
	if len(frac) == 1 {
		frac = "0" + frac
	}
	return sign + strconv.FormatInt(cents/100, 10) + c.decimal + frac
}

// Int writes a whole number.
func (c *CSV) Int(n int64) string { return strconv.FormatInt(n, 10) }

// Flush sends the buffered rows on and reports a write error.
func (c *CSV) Flush() error {
	c.w.Flush()
	return c.w.Error()
}

// numeric is a signed number or a phone number: digits with spaces, dots,
// commas, dashes, slashes and parentheses ("+33 6 12 34 56 78", "-12,50",
// "+1 (555) 010-9999"). Such a cell calls no function, so it stays as written.
var numeric = regexp.MustCompile(`^[+-][0-9 ().,/-]*[0-9][0-9 ().,/-]*$`)

// Safe keeps a spreadsheet from running a cell as a formula (CSV injection):
// a cell starting with =, @, a tab or a carriage return, or with + or -
// followed by anything but a number or a phone number, is preceded by an
// apostrophe, which spreadsheets read as "text".
func Safe(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '@', '\t', '\r':
		return "'" + s
	case '+', '-':
		if !numeric.MatchString(s) {
			return "'" + s
		}
	}
	return s
}
