package money

import (
	"fmt"
	"io"

	"partage/app/export"
	"partage/app/invoice"
	"partage/app/printed"
)

// WriteStatementPDF prints st on the cooperative's letterhead in the
// holder's language (t translates in it): the holder's name and address,
// the period, the opening balance, every line with the balance after it,
// what came in and went out, and the closing balance.
func WriteStatementPDF(w io.Writer, head printed.Letterhead, st Statement, t func(string) string) error {
	lng := st.Language
	money := func(c int64) string { return invoice.FormatMoney(c, lng) }
	day := func(d string) string { return invoice.FormatDate(d, lng) }
	d := printed.New(head, t("coop.money.statement.title"), "P", lng, t)
	d.Font(true, 11, printed.Ink)
	d.Text(0, 6, st.TiersName, "L", 1)
	d.Font(false, 9.5, printed.Muted)
	if st.Address != "" {
		d.MultiCell(90, 4.5, printed.Printable(st.Address), "", "L", false)
	}
	d.Ln(3)
	d.Pairs([][2]string{
		{t("coop.money.statement.period"), day(st.From) + " – " + day(st.To)},
		{t("coop.money.statement.opening"), money(st.OpeningCents)},
	})
	rows := make([][]string, 0, len(st.Lines))
	for _, l := range st.Lines {
		rows = append(rows, []string{day(l.Date), t("coop.money.kinds." + l.Kind), l.Label, money(l.AmountCents), money(l.BalanceCents)})
	}
	if len(rows) == 0 {
		d.Font(false, 9.5, printed.Muted)
		d.Text(0, 6, t("coop.money.statement.none"), "L", 1)
	} else {
		d.Table([]string{t("coop.money.statement.date"), t("coop.money.statement.kind"), t("coop.money.statement.label"),
			t("coop.money.statement.amount"), t("coop.money.statement.balance")},
			[]float64{24, 36, 60, 30, 30}, "LLLRR", rows)
	}
	d.Ln(4)
	d.Pairs([][2]string{
		{t("coop.money.statement.totalIn"), money(st.InCents)},
		{t("coop.money.statement.totalOut"), money(-st.OutCents)},
		{t("coop.money.statement.closing"), money(st.ClosingCents)},
	})
	return d.Write(w)
}

// StatementFileName is the statement's file name without its extension:
// "releve-compte-7-2026-01-01-2026-12-31" in French.
func StatementFileName(st Statement, t func(string) string) string {
	return fmt.Sprintf("%s-%d-%s-%s", t("coop.money.statement.file"), st.TiersID, st.From, st.To)
}

// WriteStatementCSV writes st as a CSV file in the holder's language: the
// opening balance, one row a line, and the closing balance.
func WriteStatementCSV(w io.Writer, st Statement, t func(string) string) error {
	out, err := export.NewCSV(w, st.Language, t("coop.money.statement.date"), t("coop.money.statement.kind"), t("coop.money.statement.label"),
		t("coop.money.statement.amount"), t("coop.money.statement.balance"))
	if err != nil {
		return err
	}
	if err := out.Write(st.From, t("coop.money.statement.opening"), st.TiersName, "", out.Cents(st.OpeningCents)); err != nil {
		return err
	}
	for _, l := range st.Lines {
		if err := out.Write(l.Date, t("coop.money.kinds."+l.Kind), l.Label, out.Cents(l.AmountCents), out.Cents(l.BalanceCents)); err != nil {
			return err
		}
	}
	if err := out.Write(st.To, t("coop.money.statement.closing"), st.TiersName, "", out.Cents(st.ClosingCents)); err != nil {
		return err
	}
	return out.Flush()
}
