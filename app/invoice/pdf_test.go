package invoice

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"
)

var shownText = regexp.MustCompile(`\(((?:\\.|[^\\)])*)\)\s*Tj`)

// PDFText returns the strings a PDF written by WritePDF shows, in order, as UTF-8.
func PDFText(t *testing.T, pdf []byte) string {
	t.Helper()
	var out []string
	for _, m := range shownText.FindAllSubmatch(pdf, -1) {
		s := regexp.MustCompile(`\\(.)`).ReplaceAll(m[1], []byte("$1"))
		u, err := charmap.Windows1252.NewDecoder().Bytes(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, string(u))
	}
	return strings.Join(out, "\n")
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
		if !strings.Contains(text, want) {
			t.Errorf("the PDF does not say %q:\n%s", want, text)
		}
	}
}
