package registry

import (
	"math/big"
	"strings"
	"unicode"
)

// compact drops spaces, dots and dashes people type inside identifiers.
func compact(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '.' || r == '-' {
			return -1
		}
		return r
	}, s)
}

func digitsOnly(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// luhn reports whether the digits of s pass the Luhn key.
func luhn(s string) bool {
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if (len(s)-1-i)%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

// laPosteSIREN is the one SIREN whose establishments' SIRETs do not pass the
// Luhn key: theirs have digits that sum to a multiple of 5 instead.
const laPosteSIREN = "356000000"

// ValidSIREN reports whether s (spaces allowed) is a SIREN (9 digits) or a
// SIRET (14 digits) whose Luhn key holds.
func ValidSIREN(s string) bool {
	s = compact(s)
	if !digitsOnly(s) || (len(s) != 9 && len(s) != 14) {
		return false
	}
	if len(s) == 14 && s[:9] == laPosteSIREN && s != laPosteSIREN+"00000" {
		sum := 0
		for _, r := range s {
			sum += int(r - '0')
		}
		return sum%5 == 0
	}
	return luhn(s)
}

// ibanLengths are the IBAN lengths of the countries a French cooperative's
// members bank in (SEPA); another country's IBAN is checked by its key alone.
var ibanLengths = map[string]int{
	"FR": 27, "MC": 27, "BE": 16, "LU": 20, "CH": 21, "DE": 22, "ES": 24, "IT": 27, "PT": 25, "NL": 18,
	"AT": 20, "IE": 22, "GB": 22, "PL": 28, "SE": 24, "DK": 18, "FI": 18, "NO": 15, "GR": 27, "CZ": 24,
}

// NormalizeIBAN returns s without spaces, in capitals.
func NormalizeIBAN(s string) string { return strings.ToUpper(compact(s)) }

// ValidIBAN reports whether s (spaces allowed) is an IBAN whose ISO 13616
// mod-97 check holds and whose length is its country's.
func ValidIBAN(s string) bool {
	s = NormalizeIBAN(s)
	if len(s) < 15 || len(s) > 34 {
		return false
	}
	for i, r := range s {
		switch {
		case i < 2 && (r < 'A' || r > 'Z'):
			return false
		case i >= 2 && i < 4 && (r < '0' || r > '9'):
			return false
		case (r < '0' || r > '9') && (r < 'A' || r > 'Z'):
			return false
		}
	}
	if n, ok := ibanLengths[s[:2]]; ok && len(s) != n {
		return false
	}
	var b strings.Builder
	for _, r := range s[4:] + s[:4] {
		if r >= 'A' {
			b.WriteString(big.NewInt(int64(r - 'A' + 10)).String())
		} else {
			b.WriteRune(r)
		}
	}
	n, _ := new(big.Int).SetString(b.String(), 10)
	return new(big.Int).Mod(n, big.NewInt(97)).Int64() == 1
}

// FormatIBAN groups an IBAN by four characters, as it is printed.
func FormatIBAN(s string) string {
	s = NormalizeIBAN(s)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}
