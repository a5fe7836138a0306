package registry

import "testing"

func TestValidSIREN(t *testing.T) {
	for _, c := range []struct {
		in string
		ok bool
	}{
		{"732 829 320", true},       // a SIREN whose key holds
		{"732829321", false},        // one digit off
		{"73282932000074", true},    // a SIRET of it
		{"73282932000075", false},   //
		{"356 000 000 00001", true}, // La Poste: digits sum to a multiple of 5
		{"35600000000002", false},   //
		{"12345678", false},         // too short
		{"7328293200007", false},    // 13 digits
		{"73282932A", false},        // a letter
		{"", false},                 //
	} {
		if got := ValidSIREN(c.in); got != c.ok {
			t.Errorf("ValidSIREN(%q) = %v, want %v", c.in, got, c.ok)
		}
	}
}

func TestValidIBAN(t *testing.T) {
	for _, c := range []struct {
		in string
		ok bool
	}{
		{"FR76 3000 6000 0112 3456 7890 189", true},
		{"fr7630006000011234567890189", true},
		{"FR76 3000 6000 0112 3456 7890 188", false}, // key broken
		{"FR76 3000 6000 0112 3456 7890 18", false},  // short for France
		{"DE89 3704 0044 0532 0130 00", true},
		{"GB82 WEST 1234 5698 7654 32", true},
		{"BE71 0961 2345 6769", true},
		{"XX00", false},
		{"FR7é30006000011234567890189", false},
		{"", false},
	} {
		if got := ValidIBAN(c.in); got != c.ok {
			t.Errorf("ValidIBAN(%q) = %v, want %v", c.in, got, c.ok)
		}
	}
	if got := FormatIBAN("fr7630006000011234567890189"); got != "FR76 3000 6000 0112 3456 7890 189" {
		t.Errorf("FormatIBAN = %q", got)
	}
}
