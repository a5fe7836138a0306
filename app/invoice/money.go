package invoice

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// Number is cents at the edge: a JSON number of euros with two decimals
// (342850 → 3428.50), the spec's shape for a total. json.Number is written as
// it is, which is much cheaper than a custom marshaller on a list of 100 rows.
func Number(cents int64) json.Number { return json.Number(Decimal(cents)) }

// BalanceOf is what remains to pay at the edge: 0 when nothing is owed,
// otherwise a money string ("€724.00"), as the spec shows a balance.
func BalanceOf(cents int64) any {
	if cents == 0 {
		return 0
	}
	return MoneyString(cents)
}

// Decimal formats cents as a plain decimal number of euros: "3428.50", "-0.05".
func Decimal(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return sign + strconv.FormatInt(cents/100, 10) + "." + twoDigits(cents%100)
}

func twoDigits(n int64) string {
	if n < 10 {
		return "0" + strconv.FormatInt(n, 10)
	}
	return strconv.FormatInt(n, 10)
}

// MoneyString is the API's money string: "€1234.50" (no grouping, so clients can parse it).
func MoneyString(cents int64) string {
	if cents < 0 {
		return "-€" + Decimal(-cents)
	}
	return "€" + Decimal(cents)
}

// FormatMoney formats cents for people reading lng: "€1,234.50" (en),
// "1 234,50 €" (fr, with no-break spaces), "1.234,50 €" (de), "1234,50 €" (pt).
func FormatMoney(cents int64, lng string) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	units := strconv.FormatInt(cents/100, 10)
	frac := twoDigits(cents % 100)
	group := func(sep string) string {
		var b strings.Builder
		for i, r := range units {
			if i > 0 && (len(units)-i)%3 == 0 {
				b.WriteString(sep)
			}
			b.WriteRune(r)
		}
		return b.String()
	}
	switch lng {
	case "fr":
		return sign + group("\u00a0") + "," + frac + "\u00a0€"
	case "de":
		return sign + group(".") + "," + frac + "\u00a0€"
	case "pt":
		if len(units) > 4 {
			return sign + group("\u00a0") + "," + frac + "\u00a0€"
		}
		return sign + units + "," + frac + "\u00a0€"
	}
	return sign + "€" + group(",") + "." + frac
}

// Amount is a decimal as a client sends it: a JSON number or a string
// ("12.5", "12,50"). Its text is kept, so no float ever rounds it.
type Amount string

// UnmarshalJSON accepts a number, a string or null.
func (a *Amount) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	switch {
	case bytes.Equal(data, []byte("null")):
		*a = ""
	case len(data) > 0 && data[0] == '"':
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		*a = Amount(s)
	default:
		var n json.Number
		if err := json.Unmarshal(data, &n); err != nil {
			return err
		}
		*a = Amount(n.String())
	}
	return nil
}

// parseFixed reads a decimal with at most `places` decimals as an integer
// scaled by 10^places: parseFixed("12.5", 2) = 1250. A comma may stand for
// the point; spaces are ignored. ok is false for anything else, exponents included.
func parseFixed(text string, places int) (int64, bool) {
	s := strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\u00a0', '\u202f', '€':
			return -1
		case ',':
			return '.'
		}
		return r
	}, text)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	whole, frac, dotted := strings.Cut(s, ".")
	if (whole == "" && frac == "") || len(frac) > places || (dotted && frac == "" && whole == "") || len(whole) > 12 {
		return 0, false
	}
	for _, part := range []string{whole, frac} {
		for _, c := range part {
			if c < '0' || c > '9' {
				return 0, false
			}
		}
	}
	var n int64
	for _, c := range whole {
		n = n*10 + int64(c-'0')
	}
	for i := 0; i < places; i++ {
		n *= 10
		if i < len(frac) {
			n += int64(frac[i] - '0')
		}
	}
	if neg {
		n = -n
	}
	return n, true
}

// ParseCents reads an amount of euros with at most two decimals as cents.
func ParseCents(text string) (int64, bool) { return parseFixed(text, 2) }

// ParseRate reads a percentage with at most two decimals as basis points ("20" → 2000, "5.5" → 550).
func ParseRate(text string) (int, bool) {
	n, ok := parseFixed(text, 2)
	return int(n), ok
}

// RateString writes basis points as a percentage without useless zeros: 2000 → "20", 550 → "5.5".
func RateString(bp int) string {
	s := Decimal(int64(bp))
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// Totals are an invoice's computed amounts, all in cents.
type Totals struct {
	Subtotal, Discount, Tax, Total int64
}

// Compute adds the lines (cost × qty each), takes the discount off and adds
// tax on what remains, rounded half up to the cent.
func Compute(lines []Line, discount int64, taxBP int) Totals {
	var t Totals
	for _, l := range lines {
		t.Subtotal += int64(l.CostCents) * l.Qty
	}
	t.Discount = discount
	base := t.Subtotal - discount
	t.Tax = (base*int64(taxBP) + 5000) / 10000
	t.Total = base + t.Tax
	return t
}
