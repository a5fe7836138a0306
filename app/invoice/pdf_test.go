package invoice

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// PDFText returns the text of a PDF as a standard reader extracts it:
// Poppler's pdftotext (Debian's poppler-utils, which make test installs).
func PDFText(t *testing.T, pdf []byte) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Fatal("pdftotext is missing: apt-get install poppler-utils (make test-go installs it)")
	}
	cmd := exec.Command("pdftotext", "-enc", "UTF-8", "-", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil || stderr.Len() > 0 {
		t.Fatalf("pdftotext: %v %s", err, stderr.String())
	}
	return strings.ReplaceAll(string(out), "\u00a0", " ")
}

func TestWritePDF(t *testing.T) {
	d := Detail{
		Invoice: Invoice{ID: 5012, IssuedDate: "2026-03-01", DueDate: "2026-03-31", InvoiceStatus: "Partial Payment", BalanceCents: 100050, TotalCents: 157195,
			Client: Client{Name: "Léa Müller", Company: "Atelier (Forge) & Cie", CompanyEmail: "lea@forge.example", Address: "3 quai Saint-Vincent", Country: "France"}},
		Salesperson: "Camille Lefèvre", Note: "Merci pour votre confiance.", Terms: "Paiement à 30 jours.",
		SubtotalCents: 150000, DiscountCents: 1000, TaxRateBP: 550, TaxCents: 8195, PaidCents: 57145,
		Lines:    []Line{{Item: "Formation coopérative", Description: strings.Repeat("Une journée d'atelier pour l'équipe. ", 8), CostCents: 75000, Qty: 2, PriceCents: 150000}},
		Payments: []Payment{{Date: "2026-03-05", Method: "transfer", AmountCents: 57145, Note: "Acompte"}},
	}
	words := map[string]string{"invoice.pdf.title": "Facture", "invoice.pdf.total": "Total", "invoice.pdf.balance": "Reste à payer", "invoice.methods.transfer": "Virement"}
	var buf bytes.Buffer
	if err := WritePDF(&buf, d, "fr", func(k string) string {
		if w, ok := words[k]; ok {
			return w
		}
		return k
	}); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-1.")) || !bytes.Contains(buf.Bytes(), []byte("%%EOF")) {
		t.Fatalf("not a PDF: %q", buf.Bytes()[:20])
	}
	text := PDFText(t, buf.Bytes())
	for _, want := range []string{"Facture #5012", "Léa Müller", "Atelier (Forge) & Cie", "Formation coopérative", "01/03/2026",
		"1\u00a0571,95\u00a0€", "Reste à payer", "1\u00a0000,50\u00a0€", "Virement", "Camille Lefèvre", "Paiement à 30 jours.", "invoice.pdf.tax (5,5 %)", "FR76 4255"} {
		if !strings.Contains(text, strings.ReplaceAll(want, "\u00a0", " ")) { // pdftotext reads a no-break space as a space
			t.Errorf("the PDF does not say %q:\n%s", want, text)
		}
	}
}

var embedded = regexp.MustCompile(`CID TrueType\s+Identity-H\s+yes\s+(yes|no)\s+yes\s`)

// A client named in letters beyond Windows-1252 prints as written (the fonts
// are embedded, as subsets, so the file stays small), and a character the
// fonts lack becomes "?" rather than breaking the document.
func TestWritePDFUnicode(t *testing.T) {
	d := Detail{
		Invoice: Invoice{ID: 7, IssuedDate: "2026-03-01", DueDate: "2026-03-31", TotalCents: 1000, BalanceCents: 1000,
			Client: Client{Name: "Łódź Spółka Ćma", Company: "Žluťoučký kůň s.r.o.", Address: "ул. Ленина 5, Θεσσαλονίκη", Country: "Polska 🇵🇱"}},
		Salesperson: "Zoë Øster", Note: "Dziękujemy — ﷽",
		Lines: []Line{{Item: "Śniadanie", Description: strings.Repeat("Źdźbło trawy, gęś i żółw. ", 12), CostCents: 1000, Qty: 1, PriceCents: 1000}},
	}
	var buf bytes.Buffer
	if err := WritePDF(&buf, d, "en", func(k string) string { return k }); err != nil {
		t.Fatal(err)
	}
	text := PDFText(t, buf.Bytes())
	for _, want := range []string{"Łódź Spółka Ćma", "Žluťoučký kůň s.r.o.", "ул. Ленина 5, Θεσσαλονίκη", "Zoë Øster", "Śniadanie", "gęś i żółw", "Dziękujemy — ?"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF does not say %q:\n%s", want, text)
		}
	}
	file := filepath.Join(t.TempDir(), "invoice.pdf")
	if err := os.WriteFile(file, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	fonts, err := exec.Command("pdffonts", file).Output()
	if err != nil {
		t.Fatalf("pdffonts: %v", err)
	}
	// name, type, encoding, then emb sub uni: both fonts embedded and mapped to
	// Unicode. (fpdf keeps only the glyphs used but does not tag the font's name
	// as a subset, so pdffonts says "sub no": the weight below tells.)
	listed := strings.Split(strings.TrimSpace(string(fonts)), "\n")[2:]
	if len(listed) != 2 {
		t.Errorf("fonts:\n%s", fonts)
	}
	for _, l := range listed {
		if !embedded.MatchString(l) {
			t.Errorf("a font not embedded with its Unicode map: %s", l)
		}
	}
	t.Logf("%d bytes\n%s", buf.Len(), fonts)
	// The two whole fonts weigh 300 kB (140 kB compressed); their subsets far less.
	if n := buf.Len(); n > 60_000 {
		t.Errorf("the PDF weighs %d bytes: the fonts are not subset", n)
	}
	if !bytes.Contains(buf.Bytes(), []byte("/FontFile2")) || !bytes.Contains(buf.Bytes(), []byte("/ToUnicode")) {
		t.Error("the fonts are not embedded with their Unicode map")
	}
}
