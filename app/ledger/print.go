package ledger

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"partage/app"
	"partage/app/export"
	"partage/app/invoice"
	"partage/app/printed"
)

// MaxPrinted is the most entries one PDF of the register prints (a longer
// period is exported as CSV, or printed in parts).
const MaxPrinted = 20000

// fill replaces {{name}} placeholders of s by params.
func fill(s string, params map[string]string) string {
	for k, v := range params {
		s = strings.ReplaceAll(s, "{{"+k+"}}", v)
	}
	return s
}

// WriteRegisterCSV writes the entries dated from..to ("" open) as CSV in lng.
func (s *Store) WriteRegisterCSV(ctx context.Context, w io.Writer, from, to, lng string) error {
	out, err := export.NewCSV(w, lng, "number", "date", "kind", "category", "parts", "unit", "total",
		"fromTiers", "from", "toTiers", "to", "decision", "corrects", "correctedBy", "createdBy", "createdAt", "prevHash", "hash")
	if err != nil {
		return err
	}
	id := func(n int64) string {
		if n == 0 {
			return ""
		}
		return out.Int(n)
	}
	err = s.EachEntry(ctx, EntryFilter{From: from, To: to}, func(e Entry) error {
		return out.Write(out.Int(e.Number), e.Date, e.Kind, e.Category, out.Int(e.Parts), out.Cents(e.UnitCents), out.Cents(e.TotalCents),
			id(e.FromTiers), e.FromName, id(e.ToTiers), e.ToName, e.Decision, id(e.Corrects), id(e.CorrectedBy), e.CreatedByName,
			e.CreatedAt.Format(createdAtFormat), e.PrevHash, e.Hash)
	})
	if err != nil {
		return err
	}
	return out.Flush()
}

// WriteRegisterPDF prints the entries dated from..to ("" open) on head's
// letterhead, landscape, in lng: a line per entry, the totals by kind and
// category, and the chain's last hash.
func (s *Store) WriteRegisterPDF(ctx context.Context, w io.Writer, head printed.Letterhead, from, to, lng string, t func(string) string) error {
	f := EntryFilter{From: from, To: to, PerPage: 10}
	if _, n, err := s.ListEntries(ctx, f); err != nil {
		return err
	} else if n > MaxPrinted {
		return app.E(app.ETOOLARGE, "ledgerPrintTooLong", app.Params{"max": MaxPrinted, "count": n})
	}
	k := func(key string) string { return t("coop.parts.pdf." + key) }
	d := printed.New(head, k("registerTitle"), "L", lng, t)
	period := k("allDates")
	if from != "" || to != "" {
		day := func(d string) string {
			if d == "" {
				return "…"
			}
			return invoice.FormatDate(d, lng)
		}
		period = fill(k("period"), map[string]string{"from": day(from), "to": day(to)})
	}
	d.Pairs([][2]string{{k("periodLabel"), period}})
	type total struct{ parts, cents int64 }
	totals := map[string]*total{}
	var order []string
	var rows [][]string
	err := s.EachEntry(ctx, f, func(e Entry) error {
		party := func(id int64, name string) string {
			if id == 0 {
				return "—"
			}
			return name
		}
		decision := e.Decision
		if e.Corrects != 0 {
			decision = fill(k("corrects"), map[string]string{"number": strconv.FormatInt(e.Corrects, 10)}) + " — " + decision
		}
		rows = append(rows, []string{strconv.FormatInt(e.Number, 10), invoice.FormatDate(e.Date, lng), k("kinds." + e.Kind), e.Category,
			strconv.FormatInt(e.Parts, 10), invoice.FormatMoney(e.UnitCents, lng), invoice.FormatMoney(e.TotalCents, lng),
			party(e.FromTiers, e.FromName), party(e.ToTiers, e.ToName), decision})
		key := e.Kind + "\x00" + e.Category
		if totals[key] == nil {
			totals[key] = &total{}
			order = append(order, key)
		}
		totals[key].parts += e.Parts
		totals[key].cents += e.TotalCents
		return nil
	})
	if err != nil {
		return err
	}
	cols := []string{"number", "date", "kind", "category", "parts", "unit", "total", "from", "to", "decision"}
	headers := make([]string, len(cols))
	for i, c := range cols {
		headers[i] = k("columns." + c)
	}
	d.Table(headers, []float64{14, 22, 26, 14, 16, 24, 28, 38, 38, 47}, "RLLCRRRLLL", rows)
	d.Ln(4)
	d.Font(true, 10, printed.Ink)
	d.Text(0, 6, fill(k("totals"), map[string]string{"count": strconv.Itoa(len(rows))}), "L", 1)
	var trows [][]string
	for _, key := range order {
		kind, cat, _ := strings.Cut(key, "\x00")
		trows = append(trows, []string{k("kinds." + kind), cat, strconv.FormatInt(totals[key].parts, 10), invoice.FormatMoney(totals[key].cents, lng)})
	}
	d.Table([]string{k("columns.kind"), k("columns.category"), k("columns.parts"), k("columns.total")}, []float64{50, 30, 30, 40}, "LCRR", trows)
	chain, err := s.Last(ctx)
	if err != nil {
		return err
	}
	d.Ln(4)
	d.Font(false, 8.5, printed.Muted)
	d.MultiCell(0, 5, printed.Printable(fill(k("lastHash"), map[string]string{"number": strconv.FormatInt(chain.Number, 10), "hash": chain.Hash})), "", "L", false)
	return d.Write(w)
}

// WriteCertificatePDF prints the certificate of holding of tiersID as of
// asOf ("" today) on head's letterhead, in lng: per category, the parts held,
// their nominal value and total, and the register's entries that make them.
func (s *Store) WriteCertificatePDF(ctx context.Context, w io.Writer, head printed.Letterhead, place string, tiersID int64, asOf, lng string, t func(string) string) error {
	if asOf == "" {
		asOf = s.now().Format(day)
	}
	holdings, err := s.HoldingsOf(ctx, tiersID, asOf)
	if err != nil {
		return err
	}
	who, ok, err := (&dbState{ctx: ctx, q: s.db}).party(tiersID)
	if err != nil {
		return err
	} else if !ok {
		return app.E(app.ENOTFOUND, "notFound", nil)
	}
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return err
	}
	k := func(key string) string { return t("coop.parts.pdf." + key) }
	d := printed.New(head, k("certificateTitle"), "P", lng, t)
	date := invoice.FormatDate(asOf, lng)
	d.Ln(4)
	d.Font(false, 11, printed.Ink)
	if len(holdings) == 0 {
		d.MultiCell(0, 6, printed.Printable(fill(k("holdsNothing"), map[string]string{"coop": head.Name, "name": who.name, "date": date})), "", "L", false)
	}
	n, err := s.numberAt(ctx, asOf)
	if err != nil {
		return err
	}
	for _, h := range holdings {
		cat, _ := set.Category(h.Category)
		d.MultiCell(0, 6, printed.Printable(fill(k("certifies"), map[string]string{"coop": head.Name, "name": who.name, "parts": strconv.FormatInt(h.Parts, 10),
			"category": h.Category, "label": cat.Label, "nominal": invoice.FormatMoney(cat.NominalCents, lng), "total": invoice.FormatMoney(h.CapitalCents, lng), "date": date})), "", "L", false)
		numbers, err := s.entriesOf(ctx, tiersID, h.Category, n)
		if err != nil {
			return err
		}
		d.Font(false, 9, printed.Muted)
		d.MultiCell(0, 5, printed.Printable(fill(k("entries"), map[string]string{"numbers": numbers})), "", "L", false)
		d.Ln(3)
		d.Font(false, 11, printed.Ink)
	}
	d.Ln(8)
	d.Text(0, 6, fill(k("doneAt"), map[string]string{"place": place, "date": invoice.FormatDate(s.now().Format(day), lng)}), "L", 1)
	d.Ln(10)
	d.Text(0, 6, k("signature"), "L", 1)
	return d.Write(w)
}

// entriesOf lists the numbers of the entries, up to number upto, that moved
// tiersID's parts of category ("12, 40, 41"; the last 200 when more).
func (s *Store) entriesOf(ctx context.Context, tiersID int64, category string, upto int64) (string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT number FROM (
		SELECT number FROM share_entries WHERE to_tiers = $1 AND category = $2 AND number <= $3
		UNION ALL SELECT number FROM share_entries WHERE from_tiers = $1 AND category = $2 AND number <= $3) x
		ORDER BY number DESC LIMIT 201`, tiersID, category, upto)
	if err != nil {
		return "", fmt.Errorf("ledger: entries of %d: %w", tiersID, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var n int64
		if err := rows.Scan(&n); err != nil {
			return "", fmt.Errorf("ledger: entries of %d: %w", tiersID, err)
		}
		out = append(out, strconv.FormatInt(n, 10))
	}
	more := len(out) > 200
	if more {
		out = out[:200]
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	s2 := strings.Join(out, ", ")
	if more {
		s2 = "…, " + s2
	}
	return s2, rows.Err()
}
