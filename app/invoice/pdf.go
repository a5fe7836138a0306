package invoice

import (
	"fmt"
	_ "image/jpeg" // a logo may be a JPEG
	_ "image/png"  // or a PNG
	"io"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"

	"partage/app/printed"
)

// FormatDate writes a YYYY-MM-DD date for people reading lng.
func FormatDate(iso, lng string) string {
	t, err := time.Parse(time.DateOnly, iso)
	if err != nil {
		return iso
	}
	switch lng {
	case "fr", "pt":
		return t.Format("02/01/2006")
	case "de":
		return t.Format("02.01.2006")
	}
	return t.Format("Jan 2, 2006")
}

// pdfDoc draws one invoice in the Go fonts, embedded as Unicode TrueType
// fonts (fpdf keeps only the glyphs used): any name in Latin, Greek or
// Cyrillic letters prints as written, Łódź Spółka as well as Müller.
type pdfDoc struct {
	*fpdf.Fpdf
	tr   func(string) string
	t    func(string) string
	lng  string
	head printed.Letterhead
}

// fontFamily is the name the document gives the Go fonts.
const fontFamily = "Go"

// glyphs reports whether the Go fonts draw r; read once from the regular
// font, whose letters the bold one shares.
var glyphs = sync.OnceValue(func() func(r rune) bool {
	f, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		panic(fmt.Sprintf("invoice: the Go font does not parse: %v", err))
	}
	var buf sfnt.Buffer
	return func(r rune) bool {
		i, err := f.GlyphIndex(&buf, r)
		return err == nil && i != 0
	}
})

// printable is s with what the fonts cannot draw replaced: control
// characters by spaces (line breaks stay), spaces the fonts lack (French
// typography's narrow no-break space before « : ») by a no-break space,
// other missing letters by "?".
func printable(s string) string {
	has := glyphs()
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\n':
			return r
		case r < ' ' || r == 0x7f:
			return ' '
		case !has(r) && unicode.Is(unicode.Zs, r):
			return '\u00a0'
		case !has(r):
			return '?'
		}
		return r
	}, s)
}

const (
	pageLeft  = 15.0
	pageWidth = 180.0 // A4 less the margins
)

var (
	accent = [3]int{102, 88, 230}
	ink    = [3]int{47, 43, 61}
	muted  = [3]int{109, 107, 119}
)

func (p *pdfDoc) color(c [3]int) { p.SetTextColor(c[0], c[1], c[2]) }

// text writes a cell of s (UTF-8) at the current position.
func (p *pdfDoc) text(w, h float64, s, align string, ln int) {
	p.CellFormat(w, h, p.tr(s), "", ln, align, false, 0, "")
}

// wrapped writes s in a box w wide from (x, y), wrapping words; it returns the height used.
func (p *pdfDoc) wrapped(x, y, w, lineH float64, s, align string) float64 {
	lines := p.SplitText(p.tr(s), w)
	for i, l := range lines {
		p.SetXY(x, y+float64(i)*lineH)
		p.CellFormat(w, lineH, l, "", 0, align, false, 0, "")
	}
	return float64(len(lines)) * lineH
}

func (p *pdfDoc) money(cents int64) string { return FormatMoney(cents, p.lng) }

// SellerHead is the seller as an invoice prints it when the cooperative's
// configuration names nobody: Seller.
func SellerHead() printed.Letterhead {
	return printed.Letterhead{Name: Seller.Name, Address: Seller.Address, City: Seller.City, Email: Seller.Email}
}

// WritePDF writes the invoice as the client receives it: the same content as
// the preview page, in lng's words (t translates keys of resources/lang),
// from Seller.
func WritePDF(w io.Writer, d Detail, lng string, t func(string) string) error {
	return WritePDFOn(w, SellerHead(), d, lng, t)
}

// WritePDFOn writes the invoice from the cooperative that head names, with
// its logo (app/coopconfig's Letterhead).
func WritePDFOn(w io.Writer, head printed.Letterhead, d Detail, lng string, t func(string) string) error {
	if head.Name == "" {
		head.Name = Seller.Name
	}
	f := fpdf.New("P", "mm", "A4", "")
	f.AddUTF8FontFromBytes(fontFamily, "", goregular.TTF)
	f.AddUTF8FontFromBytes(fontFamily, "B", gobold.TTF)
	p := &pdfDoc{Fpdf: f, tr: printable, t: t, lng: lng, head: head}
	p.SetMargins(pageLeft, 15, pageLeft)
	p.SetAutoPageBreak(true, 20)
	title := fmt.Sprintf("%s #%d", t("invoice.pdf.title"), d.ID)
	p.SetTitle(title, true)
	p.SetAuthor(head.Name, true)
	p.SetCreator("Partage", false)
	p.AliasNbPages("{nb}")
	p.SetFooterFunc(func() {
		p.SetY(-14)
		p.SetFont(fontFamily, "", 8)
		p.color(muted)
		p.text(0, 5, strings.Join(nonEmpty(head.Name, head.Email, title), " — "), "L", 0)
		p.text(0, 5, fmt.Sprintf("%d/{nb}", p.PageNo()), "R", 0)
	})
	p.AddPage()
	p.header(d, title)
	p.parties(d)
	p.lines(d)
	p.totals(d)
	p.notes(d)
	p.payments(d)
	return p.Output(w)
}

func (p *pdfDoc) header(d Detail, title string) {
	top := p.GetY()
	if w := DrawLogo(p.Fpdf, p.head.Logo, pageLeft, top, 30, 14); w > 0 {
		p.SetY(top + 16)
	}
	p.SetFont(fontFamily, "B", 14)
	p.color(accent)
	p.text(100, 7, p.head.Name, "L", 2)
	p.SetFont(fontFamily, "", 9)
	p.color(muted)
	lines := []string{p.head.Address, p.head.City, p.head.Email}
	if p.head.Name == Seller.Name {
		lines = []string{Seller.Address, Seller.City, Seller.Phone, Seller.Email}
	}
	for _, l := range nonEmpty(lines...) {
		p.text(100, 4.5, l, "L", 2)
	}
	bottom := p.GetY()
	p.SetXY(pageLeft+100, top)
	p.SetFont(fontFamily, "B", 16)
	p.color(ink)
	p.text(80, 8, title, "R", 2)
	p.SetFont(fontFamily, "", 9.5)
	for _, row := range [][2]string{{"invoice.pdf.issued", d.IssuedDate}, {"invoice.pdf.due", d.DueDate}} {
		p.SetX(pageLeft + 100)
		p.text(80, 5, p.t(row[0])+": "+FormatDate(row[1], p.lng), "R", 2)
	}
	p.SetY(max(bottom, p.GetY()) + 4)
	p.SetDrawColor(230, 230, 232)
	p.Line(pageLeft, p.GetY(), pageLeft+pageWidth, p.GetY())
	p.SetY(p.GetY() + 5)
}

func (p *pdfDoc) parties(d Detail) {
	top := p.GetY()
	c := d.Client
	p.SetFont(fontFamily, "B", 10)
	p.color(ink)
	p.text(90, 6, p.t("invoice.pdf.to"), "L", 2)
	p.SetFont(fontFamily, "", 9.5)
	p.color(muted)
	for _, l := range []string{c.Name, c.Company, c.Address, c.Country, c.Contact, c.CompanyEmail} {
		if strings.TrimSpace(l) != "" {
			p.SetX(pageLeft)
			p.wrapped(pageLeft, p.GetY(), 90, 4.8, l, "L")
			p.SetY(p.GetY() + 4.8)
		}
	}
	left := p.GetY()
	x := pageLeft + 100
	p.SetXY(x, top)
	p.SetFont(fontFamily, "B", 10)
	p.color(ink)
	p.text(80, 6, p.t("invoice.pdf.billTo"), "L", 2)
	p.SetFont(fontFamily, "", 9.5)
	bank := PaymentDetailsOf(d)
	rows := [][2]string{
		{"invoice.pdf.totalDue", p.money(d.BalanceCents)}, {"invoice.pdf.bank", bank.BankName}, {"invoice.pdf.country", bank.Country},
		{"invoice.pdf.iban", bank.IBAN}, {"invoice.pdf.swift", bank.SwiftCode},
	}
	labelW := 0.0
	for _, row := range rows {
		labelW = max(labelW, p.GetStringWidth(p.tr(p.t(row[0])+":"))+3)
	}
	for _, row := range rows {
		p.SetX(x)
		p.SetFontSize(9.5)
		p.color(muted)
		p.text(labelW, 4.8, p.t(row[0])+":", "L", 0)
		p.color(ink)
		if w := 80 - labelW; p.GetStringWidth(p.tr(row[1])) > w-2 {
			p.SetFontSize(8) // a long IBAN beside a long label stays on its line
		}
		p.text(80-labelW, 4.8, row[1], "L", 2)
	}
	p.SetY(max(left, p.GetY()) + 6)
}

var columns = []struct {
	key   string
	width float64
	align string
}{{"invoice.pdf.item", 45, "L"}, {"invoice.pdf.description", 69, "L"}, {"invoice.pdf.cost", 25, "R"}, {"invoice.pdf.qty", 14, "R"}, {"invoice.pdf.price", 27, "R"}}

func (p *pdfDoc) tableHead() {
	p.SetFont(fontFamily, "B", 9)
	p.SetFillColor(243, 242, 247)
	p.color(ink)
	p.SetX(pageLeft)
	for _, c := range columns {
		p.CellFormat(c.width, 8, p.tr(p.t(c.key)), "", 0, c.align, true, 0, "")
	}
	p.Ln(8)
}

func (p *pdfDoc) lines(d Detail) {
	p.tableHead()
	p.SetFont(fontFamily, "", 9)
	_, pageH := p.GetPageSize()
	_, _, _, bottom := p.GetMargins()
	for _, l := range d.Lines {
		cells := []string{l.Item, l.Description, p.money(l.CostCents), fmt.Sprint(l.Qty), p.money(l.PriceCents)}
		rows := 1
		for i, c := range cells {
			rows = max(rows, len(p.SplitText(p.tr(c), columns[i].width)))
		}
		h := float64(rows)*4.8 + 3
		if p.GetY()+h > pageH-bottom-6 {
			p.AddPage()
			p.tableHead()
			p.SetFont(fontFamily, "", 9)
		}
		y, x := p.GetY(), pageLeft
		for i, c := range cells {
			p.color(ink)
			if i == 1 {
				p.color(muted)
			}
			p.wrapped(x, y+1.5, columns[i].width, 4.8, c, columns[i].align)
			x += columns[i].width
		}
		p.SetY(y + h)
		p.Line(pageLeft, p.GetY(), pageLeft+pageWidth, p.GetY())
	}
	p.SetY(p.GetY() + 5)
}

func (p *pdfDoc) totals(d Detail) {
	top := p.GetY()
	if d.Salesperson != "" {
		p.SetFont(fontFamily, "B", 9.5)
		p.color(ink)
		p.text(0, 5, p.t("invoice.pdf.salesperson")+": ", "L", 0)
		p.SetFont(fontFamily, "", 9.5)
		p.SetX(pageLeft + p.GetStringWidth(p.tr(p.t("invoice.pdf.salesperson")+": ")) + 2)
		p.text(80, 5, d.Salesperson, "L", 0)
	}
	rows := [][2]string{
		{p.t("invoice.pdf.subtotal"), p.money(d.SubtotalCents)},
		{p.t("invoice.pdf.discount"), p.money(-d.DiscountCents)},
		{fmt.Sprintf("%s (%s %%)", p.t("invoice.pdf.tax"), strings.ReplaceAll(RateString(d.TaxRateBP), ".", decimalSep(p.lng))), p.money(d.TaxCents)},
		{p.t("invoice.pdf.total"), p.money(d.TotalCents)},
	}
	if d.PaidCents > 0 {
		rows = append(rows, [2]string{p.t("invoice.pdf.paid"), p.money(-d.PaidCents)})
	}
	rows = append(rows, [2]string{p.t("invoice.pdf.balance"), p.money(d.BalanceCents)})
	p.SetY(top)
	for i, r := range rows {
		bold := r[0] == p.t("invoice.pdf.total") || i == len(rows)-1
		p.SetFont(fontFamily, map[bool]string{true: "B", false: ""}[bold], 9.5)
		p.SetX(pageLeft + 100)
		p.color(muted)
		p.text(45, 6, r[0], "L", 0)
		p.color(ink)
		p.text(35, 6, r[1], "R", 2)
	}
	p.SetY(p.GetY() + 6)
}

func decimalSep(lng string) string {
	if lng == "en" || lng == "" {
		return "."
	}
	return ","
}

func (p *pdfDoc) notes(d Detail) {
	for _, n := range [][2]string{{"invoice.pdf.note", d.Note}, {"invoice.pdf.terms", d.Terms}} {
		if strings.TrimSpace(n[1]) == "" {
			continue
		}
		p.SetFont(fontFamily, "B", 9.5)
		p.color(ink)
		p.text(0, 6, p.t(n[0]), "L", 2)
		p.SetFont(fontFamily, "", 9.5)
		p.color(muted)
		p.MultiCell(0, 4.8, p.tr(n[1]), "", "L", false)
		p.Ln(3)
	}
}

func (p *pdfDoc) payments(d Detail) {
	if len(d.Payments) == 0 {
		return
	}
	p.Ln(2)
	p.SetFont(fontFamily, "B", 9.5)
	p.color(ink)
	p.text(0, 6, p.t("invoice.pdf.payments"), "L", 2)
	p.SetFont(fontFamily, "", 9)
	for _, pay := range d.Payments {
		p.color(muted)
		p.text(30, 5, FormatDate(pay.Date, p.lng), "L", 0)
		p.text(40, 5, p.t("invoice.methods."+pay.Method), "L", 0)
		p.color(ink)
		p.text(30, 5, p.money(pay.AmountCents), "R", 0)
		p.color(muted)
		p.text(0, 5, "  "+pay.Note, "L", 2)
	}
}

// nonEmpty is the strings of list that say something.
func nonEmpty(list ...string) []string {
	out := make([]string, 0, len(list))
	for _, s := range list {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}
