package invoice

import (
	"net/url"
	"strings"
	"testing"

	"partage/app"
)

// The invoice decoders under go test -fuzz (their seeds run in every go test):
// go test ./app/invoice/ -run '^$' -fuzz '^FuzzParseCents$' -fuzztime 20s -fuzzminimizetime 200x

// FuzzParseCents: an amount is refused or read back exactly, never overflowing.
func FuzzParseCents(f *testing.F) {
	for _, s := range []string{"12.5", "12,50", "-1", "0", "1e309", "9223372036854775807", "999999999999.99", "1 000,00 €",
		".5", "5.", ".", "-", "", "a\x00b", "\xff", "12.345", "+3", "--1", "٣"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		n, ok := ParseCents(text)
		if !ok {
			return
		}
		if n > 1_000_000_000_000_00 || n < -1_000_000_000_000_00 {
			t.Fatalf("ParseCents(%q) = %d: past the 12 digits it allows", text, n)
		}
		if back, ok := ParseCents(Decimal(n)); !ok || back != n {
			t.Fatalf("ParseCents(%q) = %d, but %q reads back as %d, %v", text, n, Decimal(n), back, ok)
		}
	})
}

// FuzzParseRate: a tax rate is refused or a whole number of basis points.
func FuzzParseRate(f *testing.F) {
	for _, s := range []string{"20", "5.5", "0", "-1", "100.001", "1e309", "9223372036854775807", "", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		bp, ok := ParseRate(text)
		if !ok {
			return
		}
		if back, ok := ParseRate(RateString(bp)); !ok || back != bp {
			t.Fatalf("ParseRate(%q) = %d, but %q reads back as %d, %v", text, bp, RateString(bp), back, ok)
		}
	})
}

// FuzzAmount: any JSON value is read as an amount's text or refused.
func FuzzAmount(f *testing.F) {
	for _, s := range []string{`12.5`, `"12,50"`, `null`, `1e309`, `-9223372036854775809`, `"\u0000"`, `[]`, `{`, `""`, `true`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		var a Amount
		_ = a.UnmarshalJSON([]byte(raw))
	})
}

// FuzzParseFilter: the list's query is refused (EINVALID) or pages within app.MaxPage and MaxPerPage.
func FuzzParseFilter(f *testing.F) {
	for _, s := range []string{"", "page=2&perPage=10", "page=9223372036854775807", "page=1000001", "page=-1", "page=1e309",
		"perPage=9223372036854775807", "perPage=101", "q=" + strings.Repeat("é", 60), "status=Paid&sortBy=client&sortDesc=false",
		"sortBy=%00", "sortDesc=maybe", "status=%FF"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		q, _ := url.ParseQuery(raw)
		fl, err := ParseFilter(q.Get)
		if err != nil {
			if app.ErrorCode(err) != app.EINVALID {
				t.Fatalf("ParseFilter(%q): %v", raw, err)
			}
			return
		}
		if fl.Page < 1 || fl.Page > app.MaxPage || fl.PerPage < 1 || fl.PerPage > MaxPerPage {
			t.Fatalf("ParseFilter(%q) accepted page %d of %d", raw, fl.Page, fl.PerPage)
		}
	})
}
