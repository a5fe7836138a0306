package seed

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"partage/app/audit"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/ledger"
)

// scaleHolders is how many synthetic tiers hold parts in a scaled register.
const scaleHolders = 20000

// scaleBulk is how many movements one import (one transaction) records.
const scaleBulk = 100000

// LedgerScale reports what ScaleLedger wrote.
type LedgerScale struct {
	Entries  int           // movements added to the register
	Holders  int           // synthetic holders they are spread over
	From, To string        // the dates of the first and last movements added
	Took     time.Duration // the register's part
	Account  int64         // the tiers whose account got the booked lines
	Lines    int           // lines booked on it
	LinesOn  string        // the date of its first line
	Booking  time.Duration // the account's part
}

// ScaleLedger adds entries movements to the register, for benchmarks: the
// subscriptions of up to scaleHolders synthetic holders of ScaleTiers (parts
// A, B for the investors), then transfers between holders of a category,
// with a new subscription, a redemption and an annulation now and then;
// dated evenly from the register's last entry (ten years ago when it is
// empty) to today, so the entries never go back in time. Each import of
// scaleBulk movements is one transaction, checked and chained as any entry.
// Then lines lines are booked on the account of the first holder.
func ScaleLedger(ctx context.Context, d *db.DB, dataDir string, entries, lines int) (LedgerScale, error) {
	var out LedgerScale
	settings, register, accounts := coopStores(d, dataDir)
	set, err := settings.Get(ctx)
	if err != nil {
		return out, err
	}
	g, err := newScaleRegister(ctx, d, set)
	if err != nil {
		return out, err
	}
	if len(g.byCat[set.MembersCategory().Code]) < 2 {
		return out, fmt.Errorf("seed: scale register: %d synthetic holders of parts %s: add synthetic tiers first", len(g.byCat[set.MembersCategory().Code]), set.MembersCategory().Code)
	}
	out.Holders, out.Entries = len(g.holders), entries
	now := time.Now().UTC()
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	if g.last == "" {
		g.last = today.AddDate(-10, 0, 0).Format(time.DateOnly)
	}
	first, err := time.Parse(time.DateOnly, g.last)
	if err != nil {
		return out, fmt.Errorf("seed: scale register: last date %q: %w", g.last, err)
	}
	span := int(today.Sub(first).Hours()/24) + 1
	out.From, out.To = first.Format(time.DateOnly), today.Format(time.DateOnly)
	actor := audit.Actor{Name: seedActor.Name}
	start := time.Now()
	batch := make([]ledger.EntryInput, 0, min(entries, scaleBulk))
	for i := 0; i < entries; i++ {
		date := first.AddDate(0, 0, int(int64(i)*int64(span)/int64(entries))).Format(time.DateOnly)
		batch = append(batch, g.next(i, date))
		if len(batch) == cap(batch) || i == entries-1 {
			if err := register.BulkAppend(ctx, actor, batch); err != nil {
				return out, fmt.Errorf("seed: scale register: %w", err)
			}
			batch = batch[:0]
		}
	}
	out.Took = time.Since(start)
	if lines > 0 {
		start = time.Now()
		out.Account = g.holders[0].id
		out.Lines, out.LinesOn = lines, out.From
		if err := scaleAccount(ctx, accounts, out.Account, first, span, lines); err != nil {
			return out, err
		}
		out.Booking = time.Since(start)
	}
	return out, nil
}

// scaleHolder is a synthetic holder, its category and its parts in it.
type scaleHolder struct {
	id       int64
	category string
	parts    int64
}

// scaleRegister makes the movements of a scaled register, keeping the
// holdings they lead to so that every movement is one the register accepts.
type scaleRegister struct {
	holders  []scaleHolder
	byCat    map[string][]int // indexes into holders, by category
	max      map[string]int64 // the category's maximum per holder (0: none)
	rnd      *rand.Rand
	last     string            // the register's last date before the scale
	number   int64             // the register's last number so far
	previous ledger.EntryInput // the movement before, its number and parties
	prevNum  int64
	prevFrom *scaleHolder
	prevTo   *scaleHolder
	decision map[string]string
}

// newScaleRegister reads the synthetic tiers that may hold parts, and the
// register's last entry.
func newScaleRegister(ctx context.Context, d *db.DB, set coopconfig.Settings) (*scaleRegister, error) {
	g := &scaleRegister{byCat: map[string][]int{}, max: map[string]int64{}, rnd: rand.New(rand.NewPCG(15, 2026)), decision: map[string]string{}}
	for _, c := range set.Categories {
		g.max[c.Code] = c.MaxPerHolder
	}
	members, investors := set.MembersCategory().Code, "B"
	if _, ok := set.Category(investors); !ok {
		investors = members
	}
	rows, err := d.QueryContext(ctx, `SELECT id, holder_category FROM clients c WHERE holder_category <> '' AND email LIKE '%@adherents.example'
		AND NOT EXISTS (SELECT 1 FROM share_holdings h WHERE h.tiers_id = c.id) ORDER BY id LIMIT $1`, scaleHolders)
	if err != nil {
		return nil, fmt.Errorf("seed: scale register: holders: %w", err)
	}
	for rows.Next() {
		var h scaleHolder
		var holder string
		if err := rows.Scan(&h.id, &holder); err != nil {
			rows.Close()
			return nil, err
		}
		h.category = members
		if holder == "investors" {
			h.category = investors
		}
		g.byCat[h.category] = append(g.byCat[h.category], len(g.holders))
		g.holders = append(g.holders, h)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	err = d.QueryRowContext(ctx, `SELECT COALESCE(max(entry_date), ''), COALESCE(max(number), 0) FROM share_entries`).Scan(&g.last, &g.number)
	if err != nil {
		return nil, fmt.Errorf("seed: scale register: last entry: %w", err)
	}
	return g, nil
}

// next is movement i of the scale, dated date: first each holder's
// subscription, then mostly transfers.
func (g *scaleRegister) next(i int, date string) ledger.EntryInput {
	g.number++
	var in ledger.EntryInput
	var from, to *scaleHolder
	switch {
	case i < len(g.holders):
		h := &g.holders[i]
		in = g.subscribe(h, 1+int64(g.rnd.IntN(int(g.room(h, 20)))), date)
	case i%1000 == 999 && g.previous.Kind == ledger.KindTransfer:
		in = ledger.EntryInput{Kind: ledger.KindCancellation, Corrects: g.prevNum, Date: date,
			Decision: fmt.Sprintf("Erreur de saisie : l’écriture n° %d est annulée", g.prevNum)}
		g.prevTo.parts -= g.previous.Parts
		g.prevFrom.parts += g.previous.Parts
	case i%200 == 57:
		h := g.pick("", func(h *scaleHolder) bool { return g.room(h, 5) > 0 })
		in = g.subscribe(h, 1+int64(g.rnd.IntN(int(g.room(h, 5)))), date)
	case i%200 == 131:
		h := g.pick("", func(h *scaleHolder) bool { return h.parts > 0 })
		n := 1 + int64(g.rnd.IntN(int(min(h.parts, 5))))
		h.parts -= n
		in = ledger.EntryInput{Kind: ledger.KindRedemption, Category: h.category, Parts: n, FromTiers: h.id, Date: date, Decision: g.board(date)}
	default:
		from = g.pick("", func(h *scaleHolder) bool { return h.parts > 0 && len(g.byCat[h.category]) > 1 })
		to = g.pick(from.category, func(h *scaleHolder) bool { return h != from && g.room(h, 1) > 0 })
		n := 1 + int64(g.rnd.IntN(int(min(from.parts, g.room(to, 10)))))
		from.parts -= n
		to.parts += n
		in = ledger.EntryInput{Kind: ledger.KindTransfer, Category: from.category, Parts: n, FromTiers: from.id, ToTiers: to.id,
			Date: date, Decision: g.board(date) + " — agrément de la cession"}
	}
	g.previous, g.prevNum, g.prevFrom, g.prevTo = in, g.number, from, to
	return in
}

// subscribe issues n parts to h.
func (g *scaleRegister) subscribe(h *scaleHolder, n int64, date string) ledger.EntryInput {
	h.parts += n
	return ledger.EntryInput{Kind: ledger.KindSubscription, Category: h.category, Parts: n, ToTiers: h.id, Date: date, Decision: g.board(date)}
}

// room is how many parts h may still receive, at most upTo.
func (g *scaleRegister) room(h *scaleHolder, upTo int64) int64 {
	if m := g.max[h.category]; m > 0 {
		return max(0, min(upTo, m-h.parts))
	}
	return upTo
}

// pick returns a random holder (of category, when given) that ok accepts.
func (g *scaleRegister) pick(category string, ok func(*scaleHolder) bool) *scaleHolder {
	for {
		var h *scaleHolder
		if category == "" {
			h = &g.holders[g.rnd.IntN(len(g.holders))]
		} else {
			in := g.byCat[category]
			h = &g.holders[in[g.rnd.IntN(len(in))]]
		}
		if ok(h) {
			return h
		}
	}
}

// board is the board meeting a movement of date rests on: the Monday of the
// week its month begins in.
func (g *scaleRegister) board(date string) string {
	month := date[:7]
	if s, ok := g.decision[month]; ok {
		return s
	}
	t, _ := time.Parse("2006-01", month)
	for t.Weekday() != time.Monday {
		t = t.AddDate(0, 0, -1)
	}
	s := "CA du " + t.Format("02/01/2006")
	g.decision[month] = s
	return s
}
