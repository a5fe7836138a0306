package lang

import "testing"

func TestFromAcceptLanguage(t *testing.T) {
	for _, c := range []struct {
		header, want string
	}{
		{"fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", "fr"},
		{"fr-CA", "fr"},
		{"pt-BR,pt;q=0.9", "pt"},
		{"DE-at", "de"},
		{"en-GB;q=0.4, de;q=0.8", "de"},        // weight, not order
		{"es, it;q=0.9, fr;q=0.5", "fr"},       // languages the product lacks are passed over
		{"fr;q=0, en", "en"},                   // q=0: not acceptable
		{"de;q=0.5, fr;q=0.5", "de"},           // a tie keeps the header's order
		{"fr;q=abc, pt;q=2, de ; q=0.3", "de"}, // malformed weights are passed over
		{"*, fr;q=0.1", "fr"},                  // the wildcard names no language
		{" fr-ch ; q=1.0 ", "fr"},
		{"", ""},
		{"es-ES,ja", ""},
		{"*", ""},
	} {
		got, ok := FromAcceptLanguage(c.header)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("FromAcceptLanguage(%q) = %q, %v; want %q", c.header, got, ok, c.want)
		}
	}
}
