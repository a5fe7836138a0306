package invoice

import (
	"encoding/json"
	"testing"
)

func TestParseCents(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int64
		ok   bool
	}{
		{"12", 1200, true}, {"12.5", 1250, true}, {"12,50", 1250, true}, {"0.01", 1, true}, {"1 234.56", 123456, true},
		{"€ 3", 300, true}, {"-4.2", -420, true}, {".5", 50, true}, {"7.", 700, true},
		{"12.345", 0, false}, {"1e3", 0, false}, {"", 0, false}, {".", 0, false}, {"abc", 0, false}, {"1.2.3", 0, false}, {"9999999999999", 0, false},
	} {
		got, ok := ParseCents(c.in)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("ParseCents(%q) = %d, %v; want %d, %v", c.in, got, ok, c.want, c.ok)
		}
	}
	if bp, ok := ParseRate("5.5"); !ok || bp != 550 {
		t.Errorf("ParseRate(5.5) = %d %v", bp, ok)
	}
	for bp, want := range map[int]string{2000: "20", 550: "5.5", 1: "0.01", 0: "0", 1999: "19.99"} {
		if got := RateString(bp); got != want {
			t.Errorf("RateString(%d) = %q, want %q", bp, got, want)
		}
	}
}

func TestMoneyShapes(t *testing.T) {
	raw, _ := json.Marshal(struct {
		Total   json.Number `json:"total"`
		Balance any         `json:"balance"`
		Zero    any         `json:"zero"`
	}{Number(342850), BalanceOf(72405), BalanceOf(0)})
	if string(raw) != `{"total":3428.50,"balance":"€724.05","zero":0}` {
		t.Errorf("JSON: %s", raw)
	}
	for _, c := range []struct {
		cents int64
		lng   string
		want  string
	}{
		{123456789, "en", "€1,234,567.89"}, {5, "en", "€0.05"}, {-2500, "en", "-€25.00"},
		{123456, "fr", "1\u00a0234,56\u00a0€"}, {123456, "de", "1.234,56\u00a0€"}, {123456, "pt", "1234,56\u00a0€"}, {12345678, "pt", "123\u00a0456,78\u00a0€"},
	} {
		if got := FormatMoney(c.cents, c.lng); got != c.want {
			t.Errorf("FormatMoney(%d, %s) = %q, want %q", c.cents, c.lng, got, c.want)
		}
	}
	var a struct{ A, B, C Amount }
	if err := json.Unmarshal([]byte(`{"A": 12.10, "B": "3,5", "C": null}`), &a); err != nil || a.A != "12.10" || a.B != "3,5" || a.C != "" {
		t.Errorf("Amount: %+v %v", a, err)
	}
}

func TestCompute(t *testing.T) {
	lines := []Line{{CostCents: 1999, Qty: 3}, {CostCents: 12050, Qty: 1}}
	// 59.97 + 120.50 = 180.47; less 10.00 = 170.47; 20 % = 34.094 → 34.09; total 204.56.
	got := Compute(lines, 1000, 2000)
	if got != (Totals{Subtotal: 18047, Discount: 1000, Tax: 3409, Total: 20456}) {
		t.Errorf("Compute: %+v", got)
	}
	// Half a cent rounds up: 0.25 × 10 % = 0.025 → 0.03.
	if got := Compute([]Line{{CostCents: 25, Qty: 1}}, 0, 1000); got.Tax != 3 || got.Total != 28 {
		t.Errorf("rounding: %+v", got)
	}
}

func TestInputCheck(t *testing.T) {
	ok := Input{ClientID: 1, IssuedDate: "2026-01-10", DueDate: "2026-02-10", TaxRate: "20", Discount: "5",
		Lines: []LineInput{{Item: " Audit ", Cost: "100", Qty: "2"}}}
	c, err := ok.check()
	if err != nil || c.totals.Total != 23400 || c.lines[0].Item != "Audit" || c.lines[0].PriceCents != 20000 {
		t.Fatalf("check: %+v %v", c.totals, err)
	}
	bad := ok
	bad.ClientID, bad.DueDate, bad.TaxRate, bad.Discount = 0, "2026-01-01", "120", "x"
	bad.Lines = []LineInput{{Item: "", Cost: "1.234", Qty: "0"}}
	_, err = bad.check()
	fields := appFields(err)
	for _, f := range []string{"clientId", "dueDate", "taxRate", "discount", "lines.0.item", "lines.0.cost", "lines.0.qty"} {
		if fields[f] == "" {
			t.Errorf("no error for %s: %v", f, fields)
		}
	}
	over := ok
	over.Discount = "300"
	if _, err := over.check(); appFields(err)["discount"] == "" {
		t.Errorf("a discount above the subtotal: %v", err)
	}
	if _, err := (Input{ClientID: 1, IssuedDate: "2026-01-10", DueDate: "2026-01-10"}).check(); appFields(err)["lines"] == "" {
		t.Errorf("no lines: %v", err)
	}
}

func TestParseFilter(t *testing.T) {
	q := map[string]string{"status": "partial payment", "page": "3", "perPage": "25", "sortBy": "total", "sortDesc": "false", "q": " ann "}
	f, err := ParseFilter(func(k string) string { return q[k] })
	if err != nil || f.Status != StatusPartial || f.Page != 3 || f.PerPage != 25 || f.SortBy != "total" || f.SortDesc || f.Q != "ann" {
		t.Fatalf("%+v %v", f, err)
	}
	for k, v := range map[string]string{"status": "Lost", "page": "0", "perPage": "1000", "sortBy": "color", "sortDesc": "maybe"} {
		if _, err := ParseFilter(func(key string) string { return map[string]string{k: v}[key] }); appFields(err)[k] == "" {
			t.Errorf("%s=%s accepted: %v", k, v, err)
		}
	}
	for _, v := range []string{"Past Due", "past-due", "PAID", "Draft"} {
		if _, ok := StatusKey(v); !ok {
			t.Errorf("StatusKey(%q) refused", v)
		}
	}
}
