package membership

import (
	"fmt"
	"io"
	"strings"

	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"partage/app"
	"partage/app/invoice"
	"partage/app/printed"
)

// CardStatuses are the statuses a membership card is made for: the member
// has been admitted and has not left yet.
var CardStatuses = []string{StatusAdmis, StatusActif, StatusSortant}

// ErrNoCard refuses a card to a candidate, a rejected one or a former member.
var ErrNoCard = app.E(app.ECONFLICT, "memberCardUnavailable", nil)

// CardFileName is the card's file name: "carte-membre-42.pdf" in French.
func CardFileName(number int64, t func(string) string) string {
	return fmt.Sprintf("%s-%d.pdf", t("coop.members.card.file"), number)
}

// WriteCard writes the membership card of m as a PDF from the cooperative
// named coop (WriteCardOn, without a logo).
func WriteCard(w io.Writer, coop string, m Member, lng string, t func(string) string) error {
	return WriteCardOn(w, printed.Letterhead{Name: coop}, m, lng, t)
}

// WriteCardOn writes the membership card of m as a PDF, in the Go fonts
// embedded as Unicode fonts so that every name prints as written: a card
// (85.6 × 54 mm, the size of a bank card) with the cooperative's name and
// logo as head says (app/coopconfig's Letterhead), the member's name,
// number and admission date, in lng's words.
func WriteCardOn(w io.Writer, head printed.Letterhead, m Member, lng string, t func(string) string) error {
	coop := head.Name
	if !oneOf(m.Membership.Status, CardStatuses) {
		return ErrNoCard
	}
	f := fpdf.New("P", "mm", "A4", "")
	f.AddUTF8FontFromBytes("Go", "", goregular.TTF)
	f.AddUTF8FontFromBytes("Go", "B", gobold.TTF)
	title := t("coop.members.card.title")
	f.SetTitle(fmt.Sprintf("%s %d — %s", title, m.Membership.Number, m.Tiers.Name), true)
	f.SetAuthor(coop, true)
	f.SetCreator("Partage", false)
	f.AddPage()
	const x, y, cw, ch = 20.0, 20.0, 85.6, 54.0
	f.SetDrawColor(102, 88, 230)
	f.SetLineWidth(0.4)
	f.RoundedRect(x, y, cw, ch, 3, "1234", "D")
	f.SetFillColor(102, 88, 230)
	f.Rect(x, y+3, cw, 10, "F")
	f.SetTextColor(255, 255, 255)
	f.SetFont("Go", "B", 11)
	f.SetXY(x+4, y+3)
	f.CellFormat(cw-8, 10, clean(coop), "", 0, "L", false, 0, "")
	// The logo sits in the card's bottom corner, beside the number and the date.
	invoice.DrawLogo(f, head.Logo, x+cw-24, y+ch-16, 20, 12)
	textW := cw - 8
	f.SetTextColor(109, 107, 119)
	f.SetFont("Go", "", 8)
	f.SetXY(x+4, y+16)
	f.CellFormat(textW, 4, clean(title), "", 0, "L", false, 0, "")
	f.SetTextColor(47, 43, 61)
	f.SetFont("Go", "B", 13)
	f.SetXY(x+4, y+22)
	f.CellFormat(textW, 7, clean(m.Tiers.Name), "", 0, "L", false, 0, "")
	f.SetFont("Go", "", 9)
	rows := [][2]string{
		{t("coop.members.card.number"), fmt.Sprintf("%d", m.Membership.Number)},
		{t("coop.members.card.admittedOn"), invoice.FormatDate(m.Membership.AdmittedOn, lng)},
	}
	for i, r := range rows {
		f.SetXY(x+4, y+34+float64(i)*6)
		f.SetTextColor(109, 107, 119)
		f.CellFormat(35, 5, clean(r[0]), "", 0, "L", false, 0, "")
		f.SetTextColor(47, 43, 61)
		f.SetFont("Go", "B", 9)
		f.CellFormat(cw-43, 5, clean(r[1]), "", 0, "L", false, 0, "")
		f.SetFont("Go", "", 9)
	}
	return f.Output(w)
}

// clean keeps control characters out of the PDF's text.
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, s)
}
