package invoice

import "testing"

// French typography's narrow no-break space (which the Go fonts lack) prints
// as a no-break space, never as "?"; letters the fonts lack still do.
func TestPrintableSpaces(t *testing.T) {
	for in, want := range map[string]string{
		"Facturé à\u202f:":    "Facturé à\u00a0:",
		"«\u202fDevis\u202f»": "«\u00a0Devis\u00a0»",
		"n°\u00a04987":        "n°\u00a04987",
		"a\tb\nc":             "a b\nc",
		"\U0001F600 ok":       "? ok",
	} {
		if got := printable(in); got != want {
			t.Errorf("printable(%q) = %q, want %q", in, got, want)
		}
	}
}
