package export

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"
)

func write(t *testing.T, lng string, rows ...[]string) string {
	t.Helper()
	var b bytes.Buffer
	c, err := NewCSV(&b, lng, "id", "name", "total")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if err := c.Write(r...); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.Flush(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestCSVPerLanguage(t *testing.T) {
	for _, c := range []struct {
		lng, want string
	}{
		{"en", "\ufeffid,name,total\r\n7,Élodie,1234.50\r\n8,\"Dupont, Zoé\",-0.05\r\n"},
		{"fr", "\ufeffid;name;total\r\n7;Élodie;1234,50\r\n8;Dupont, Zoé;-0,05\r\n"},
		{"de", "\ufeffid;name;total\r\n7;Élodie;1234,50\r\n8;Dupont, Zoé;-0,05\r\n"},
		{"pt", "\ufeffid;name;total\r\n7;Élodie;1234,50\r\n8;Dupont, Zoé;-0,05\r\n"},
	} {
		var b bytes.Buffer
		w, err := NewCSV(&b, c.lng, "id", "name", "total")
		if err != nil {
			t.Fatal(err)
		}
		_ = w.Write(w.Int(7), "Élodie", w.Cents(123450))
		_ = w.Write(w.Int(8), "Dupont, Zoé", w.Cents(-5))
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		if got := b.String(); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.lng, got, c.want)
		}
	}
}

func TestCSVQuoting(t *testing.T) {
	out := write(t, "fr", []string{"1", "Le \"Grand\" Café; Lyon", "ligne 1\nligne 2"})
	if formula := write(t, "en", []string{"2", "=HYPERLINK(\"http://x\")", "+33 6 12 34 56 78"}); !strings.HasSuffix(formula, "\r\n2,\"'=HYPERLINK(\"\"http://x\"\")\",+33 6 12 34 56 78\r\n") {
		t.Errorf("every written cell goes through Safe: %q", formula)
	}
	r := csv.NewReader(strings.NewReader(strings.TrimPrefix(out, bom)))
	r.Comma = ';'
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[1][1] != "Le \"Grand\" Café; Lyon" || rows[1][2] != "ligne 1\nligne 2" {
		t.Fatalf("rows: %q", rows)
	}
	if !strings.Contains(out, "\"Le \"\"Grand\"\" Café; Lyon\"") {
		t.Errorf("a cell holding the separator or a quote is quoted, its quotes doubled: %q", out)
	}
}

func TestSafe(t *testing.T) {
	for in, want := range map[string]string{
		"":                         "",
		"Élodie":                   "Élodie",
		"+33 6 12 34 56 78":        "+33 6 12 34 56 78",
		"+1 (555) 010-9999":        "+1 (555) 010-9999",
		"-12,50":                   "-12,50",
		"-42":                      "-42",
		"-0.5":                     "-0.5",
		"=1+2":                     "'=1+2",
		"=HYPERLINK(\"http://x\")": "'=HYPERLINK(\"http://x\")",
		"@SUM(A1:A2)":              "'@SUM(A1:A2)",
		"+cmd|' /C calc'!A0":       "'+cmd|' /C calc'!A0",
		"+A1":                      "'+A1",
		"-2+3*cmd|' /C calc'!A0":   "'-2+3*cmd|' /C calc'!A0",
		"-SUM(A1:A9)":              "'-SUM(A1:A9)",
		"-":                        "'-",
		"+":                        "'+",
		"\t=1+2":                   "'\t=1+2",
		"\r=1+2":                   "'\r=1+2",
		"a=1":                      "a=1",
		"Dupont - Zoé":             "Dupont - Zoé",
	} {
		if got := Safe(in); got != want {
			t.Errorf("Safe(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSeparator(t *testing.T) {
	for lng, want := range map[string]rune{"en": ',', "fr": ';', "de": ';', "pt": ';', "": ','} {
		if got := Separator(lng); got != want {
			t.Errorf("Separator(%q) = %q, want %q", lng, got, want)
		}
	}
}
