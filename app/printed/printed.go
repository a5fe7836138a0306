// Package printed draws the cooperative's PDF documents — the register of
// parts, certificates of holding, account statements — on one letterhead:
// the cooperative's logo and identity at the top of the first page, the
// document's title, and a footer with the page number. Text is set in the Go
// fonts embedded as Unicode fonts, so every name prints as written.
package printed

import (
	"bytes"
	"fmt"
	"image"
	_ "image/jpeg" // logos may be JPEG
	_ "image/png"  // or PNG
	"io"
	"strings"
	"unicode"

	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Letterhead is who the document comes from, as the configuration says.
type Letterhead struct {
	Name      string
	LegalForm string
	SIREN     string
	Address   string // street
	City      string // postal code and city
	Email     string
	Logo      []byte // PNG or JPEG, nil for none
	LogoType  string // "image/png" or "image/jpeg"
}

// Doc is one document being drawn.
type Doc struct {
	*fpdf.Fpdf
	Lng string
	T   func(string) string // translates a key of resources/lang in Lng
}

const (
	family = "Go"
	// Left margin and usable width of an A4 page (mm).
	Left  = 15.0
	Width = 180.0
)

// Colours of the house style.
var (
	Accent = [3]int{102, 88, 230}
	Ink    = [3]int{47, 43, 61}
	Muted  = [3]int{109, 107, 119}
)

// New starts a document titled title on head's letterhead, portrait or
// landscape ("P", "L"), and draws its first page's head.
func New(head Letterhead, title, orientation, lng string, t func(string) string) *Doc {
	f := fpdf.New(orientation, "mm", "A4", "")
	f.AddUTF8FontFromBytes(family, "", goregular.TTF)
	f.AddUTF8FontFromBytes(family, "B", gobold.TTF)
	d := &Doc{Fpdf: f, Lng: lng, T: t}
	d.SetMargins(Left, 15, Left)
	d.SetAutoPageBreak(true, 18)
	d.SetTitle(title, true)
	d.SetAuthor(head.Name, true)
	d.SetCreator("Partage", false)
	d.AliasNbPages("{nb}")
	d.SetFooterFunc(func() {
		d.SetY(-13)
		d.Font(false, 7.5, Muted)
		d.Text(0, 4, head.Name+" — "+title, "L", 0)
		d.Text(0, 4, fmt.Sprintf("%d/{nb}", d.PageNo()), "R", 0)
	})
	d.AddPage()
	top := d.GetY()
	x := Left
	if head.Logo != nil {
		if cfg, kind, err := image.DecodeConfig(bytes.NewReader(head.Logo)); err == nil && cfg.Height > 0 {
			h := 16.0
			w := h * float64(cfg.Width) / float64(cfg.Height)
			if w > 40 {
				w, h = 40, 40*float64(cfg.Height)/float64(cfg.Width)
			}
			opt := fpdf.ImageOptions{ImageType: strings.ToUpper(kind), ReadDpi: false}
			d.RegisterImageOptionsReader("logo", opt, bytes.NewReader(head.Logo))
			if d.Ok() {
				d.ImageOptions("logo", Left, top, w, h, false, opt, 0, "")
				x = Left + w + 4
			} else {
				d.ClearError()
			}
		}
	}
	d.SetXY(x, top)
	d.Font(true, 13, Accent)
	d.Text(110, 6, head.Name, "L", 2)
	d.Font(false, 8.5, Muted)
	var lines []string
	if head.LegalForm != "" || head.SIREN != "" {
		lines = append(lines, strings.Trim(head.LegalForm+" — SIREN "+head.SIREN, " —"))
	}
	lines = append(lines, head.Address, head.City, head.Email)
	for _, l := range lines {
		if strings.TrimSpace(l) != "" && !strings.HasSuffix(l, "SIREN ") {
			d.SetX(x)
			d.Text(110, 4.2, l, "L", 2)
		}
	}
	d.SetY(max(d.GetY(), top+18) + 4)
	d.Font(true, 15, Ink)
	d.Text(0, 8, title, "L", 1)
	d.Ln(2)
	return d
}

// Font sets the font: bold or not, its size, its colour.
func (d *Doc) Font(bold bool, size float64, c [3]int) {
	style := ""
	if bold {
		style = "B"
	}
	d.SetFont(family, style, size)
	d.SetTextColor(c[0], c[1], c[2])
}

// Text writes a cell of s at the current position (ln as in CellFormat).
func (d *Doc) Text(w, h float64, s, align string, ln int) {
	d.CellFormat(w, h, Printable(s), "", ln, align, false, 0, "")
}

// Pairs writes label: value lines, the labels in a column as wide as the widest.
func (d *Doc) Pairs(rows [][2]string) {
	d.Font(false, 9.5, Muted)
	w := 0.0
	for _, r := range rows {
		w = max(w, d.GetStringWidth(Printable(r[0]))+4)
	}
	for _, r := range rows {
		d.SetX(Left)
		d.Font(false, 9.5, Muted)
		d.Text(w, 5.5, r[0], "L", 0)
		d.Font(true, 9.5, Ink)
		d.Text(0, 5.5, r[1], "L", 1)
	}
	d.Ln(2)
}

// Table writes a table: a header row, then rows, each cell cut to its
// column's width; aligns has one letter per column (L, C, R). The header is
// repeated at the top of every new page.
func (d *Doc) Table(headers []string, widths []float64, aligns string, rows [][]string) {
	head := func() {
		d.Font(true, 8, Ink)
		d.SetFillColor(243, 242, 252)
		for i, h := range headers {
			d.CellFormat(widths[i], 7, Printable(h), "B", 0, string(aligns[i]), true, 0, "")
		}
		d.Ln(-1)
		d.Font(false, 8, Ink)
	}
	head()
	_, pageH := d.GetPageSize()
	_, _, _, bottom := d.GetMargins()
	for _, r := range rows {
		if d.GetY()+6 > pageH-bottom-4 {
			d.AddPage()
			head()
		}
		for i, c := range r {
			d.CellFormat(widths[i], 6, fit(d, Printable(c), widths[i]-1), "B", 0, string(aligns[i]), false, 0, "")
		}
		d.Ln(-1)
	}
	d.SetDrawColor(230, 230, 232)
}

// fit cuts s to width w (mm), ending it with "…" when cut.
func fit(d *Doc, s string, w float64) string {
	if d.GetStringWidth(s) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && d.GetStringWidth(string(r)+"…") > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// Printable is s with control characters as spaces and the spaces the Go
// fonts lack (narrow no-break spaces of French typography) as no-break spaces.
func Printable(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\n':
			return r
		case r < ' ' || r == 0x7f:
			return ' '
		case r == '\u202f' || r == '\u2009' || (r != ' ' && r != '\u00a0' && unicode.Is(unicode.Zs, r)):
			return '\u00a0'
		}
		return r
	}, s)
}

// Write finishes the document into w.
func (d *Doc) Write(w io.Writer) error { return d.Output(w) }
