package analytics

import (
	"net/url"
	"reflect"
	"strings"
	"testing"

	"partage/app"
)

func TestParsePeriod(t *testing.T) {
	const today = "2026-03-15"
	q := func(s string) url.Values { v, _ := url.ParseQuery(s); return v }
	good := []struct {
		query string
		want  Period
		n     int // buckets
	}{
		{"", Period{"30d", "2026-02-14", "2026-03-15", "day"}, 30},
		{"period=30d", Period{"30d", "2026-02-14", "2026-03-15", "day"}, 30},
		{"period=7d", Period{"7d", "2026-03-09", "2026-03-15", "day"}, 7},
		{"period=12m", Period{"12m", "2025-04-01", "2026-03-15", "month"}, 12},
		{"period=custom&from=2026-03-01&to=2026-03-01", Period{"custom", "2026-03-01", "2026-03-01", "day"}, 1},
		{"period=custom&from=2026-01-13&to=2026-03-15", Period{"custom", "2026-01-13", "2026-03-15", "day"}, 62},
		{"period=custom&from=2026-01-12&to=2026-03-15", Period{"custom", "2026-01-12", "2026-03-15", "month"}, 3},
		{"period=custom&from=2023-03-16&to=2026-03-15", Period{"custom", "2023-03-16", "2026-03-15", "month"}, 37},
		// from and to are read only for a custom period.
		{"period=7d&from=nonsense", Period{"7d", "2026-03-09", "2026-03-15", "day"}, 7},
	}
	for _, c := range good {
		p, err := ParsePeriod(q(c.query), today)
		if err != nil {
			t.Errorf("%q: %v", c.query, err)
			continue
		}
		if p != c.want {
			t.Errorf("%q: %+v, want %+v", c.query, p, c.want)
		}
		if b := p.Buckets(); len(b) != c.n {
			t.Errorf("%q: %d buckets %v, want %d", c.query, len(b), b, c.n)
		}
	}
	bad := []struct{ query, field, key string }{
		{"period=1y", "period", "analyticsPeriodInvalid"},
		{"period=30D", "period", "analyticsPeriodInvalid"},
		{"period=custom", "from", "analyticsPeriodFrom"},
		{"period=custom&from=2026-03-01", "to", "analyticsPeriodTo"},
		{"period=custom&from=2026-02-30&to=2026-03-01", "from", "analyticsPeriodFrom"},
		{"period=custom&from=01/03/2026&to=2026-03-02", "from", "analyticsPeriodFrom"},
		{"period=custom&from=2026-03-01&to=2026-03-16", "to", "analyticsPeriodTo"},
		{"period=custom&from=2026-03-10&to=2026-03-09", "from", "analyticsPeriodFrom"},
		{"period=custom&from=2023-03-15&to=2026-03-15", "to", "analyticsPeriodTooLong"},
	}
	for _, c := range bad {
		_, err := ParsePeriod(q(c.query), today)
		if app.ErrorCode(err) != app.EINVALID {
			t.Errorf("%q: %v, want invalid", c.query, err)
			continue
		}
		if got := app.ErrorFieldTexts(err)[c.field].Key; got != c.key {
			t.Errorf("%q: field %s says %q, want %q (%v)", c.query, c.field, got, c.key, app.ErrorFieldTexts(err))
		}
	}
	if _, err := ParsePeriod(url.Values{}, "yesterday"); app.ErrorCode(err) != app.EINVALID {
		t.Errorf("a bad today: %v", err)
	}
}

func TestPeriodPreviousAndBuckets(t *testing.T) {
	p := Period{"30d", "2026-02-14", "2026-03-15", "day"}
	if got := p.Previous(); got != (Period{"30d", "2026-01-15", "2026-02-13", "day"}) {
		t.Errorf("previous of 30d: %+v", got)
	}
	if got := p.Previous().Days(); got != 30 {
		t.Errorf("previous has %d days", got)
	}
	y := Period{"12m", "2025-04-01", "2026-03-15", "month"}
	prev := y.Previous()
	if prev.To != "2025-03-31" || prev.Days() != y.Days() || prev.Unit != "month" {
		t.Errorf("previous of 12m: %+v (%d days, want %d)", prev, prev.Days(), y.Days())
	}
	if got := y.Buckets(); got[0] != "2025-04" || got[11] != "2026-03" {
		t.Errorf("months %v", got)
	}
	w := Period{"7d", "2026-02-26", "2026-03-04", "day"}
	if got := strings.Join(w.Buckets(), " "); got != "2026-02-26 2026-02-27 2026-02-28 2026-03-01 2026-03-02 2026-03-03 2026-03-04" {
		t.Errorf("days across a month: %s", got)
	}
	if got := (Period{"custom", "2026-03-02", "2026-03-01", "day"}).Buckets(); !reflect.DeepEqual(got, []string{}) {
		t.Errorf("an empty period has buckets %v", got)
	}
}

func TestDeviceOf(t *testing.T) {
	cases := map[string]string{
		"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36":                  Desktop,
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15": Desktop,
		"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148":      Mobile,
		"Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36":  Mobile,
		"Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148":  Tablet,
		"Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36":         Tablet,
		"Mozilla/5.0 (Android 14; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0":                                               Tablet,
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0":                                   Desktop,
		"Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54":         Mobile,
		"":           Desktop,
		"curl/8.5.0": Desktop,
	}
	for ua, want := range cases {
		if got := DeviceOf(ua); got != want {
			t.Errorf("DeviceOf(%q) = %s, want %s", ua, got, want)
		}
	}
}

func TestSessionHash(t *testing.T) {
	a := SessionHash([]byte("key-one"), "session-id")
	if len(a) != SessionLen || strings.Contains(a, "session") {
		t.Errorf("hash %q", a)
	}
	if a != SessionHash([]byte("key-one"), "session-id") {
		t.Error("the hash changes")
	}
	if a == SessionHash([]byte("key-two"), "session-id") || a == SessionHash([]byte("key-one"), "session-id2") {
		t.Error("the hash ignores its key or its id")
	}
	if SessionHash([]byte("k"), "") != "" {
		t.Error("no session hashes to something")
	}
}
