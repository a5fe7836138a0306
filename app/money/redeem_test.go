package money

import (
	"context"
	"database/sql"
	"testing"

	"partage/app"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/ledger"
)

// The exit credits the value of each remboursement entry once, linked to it;
// an exit run again (nothing left to redeem) credits nothing; the annulation
// of a paid redemption is refused; both chains stay intact.
func TestExitCreditsEachEntryOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		e := newEnv(t, d)
		for _, in := range []ledger.EntryInput{
			{Date: "2026-03-01", Kind: ledger.KindSubscription, Category: "A", Parts: 4, ToTiers: e.tiers, Decision: "AG"},
			{Date: "2026-03-01", Kind: ledger.KindSubscription, Category: "B", Parts: 3, ToTiers: e.tiers, Decision: "AG"},
		} {
			if _, err := e.l.Append(ctx, e.maker, in); err != nil {
				t.Fatal(err)
			}
		}
		exit := func() error {
			return d.Tx(ctx, func(tx *sql.Tx) error {
				return e.s.RedeemOnExitTx(ctx, tx, e.maker, e.tiers, "2026-06-30", "Sortie validée")
			})
		}
		if err := exit(); err != nil {
			t.Fatal(err)
		}
		list, _, err := e.s.ListMovements(ctx, Filter{Kind: KindRedemption})
		if err != nil || len(list) != 2 {
			t.Fatalf("movements: %+v %v", list, err)
		}
		var sum int64
		for _, m := range list {
			en, err := e.l.FindEntry(ctx, m.ShareEntry)
			if err != nil || en.Kind != ledger.KindRedemption || en.TotalCents != m.AmountCents || m.Status != StatusExecuted || m.TiersID != e.tiers {
				t.Fatalf("movement %+v of entry %+v: %v", m, en, err)
			}
			sum += m.AmountCents
			if _, err := e.s.Annul(ctx, e.maker, en.Number, "2026-06-30", "Erreur"); app.ErrorCode(err) != app.ECONFLICT ||
				app.ErrorText(err).Key != "ledgerRedemptionPaid" {
				t.Fatalf("annulling entry %d: %v", en.Number, err)
			}
		}
		if list[0].ShareEntry == list[1].ShareEntry || sum != 4*5000+3*10000 || e.account(t, e.tiers).BalanceCents != sum {
			t.Fatalf("credited %d over %+v, balance %+v", sum, list, e.account(t, e.tiers))
		}
		if err := exit(); err != nil || e.count(t, `SELECT count(*) FROM money_movements WHERE kind = $1`, KindRedemption) != 2 ||
			e.account(t, e.tiers).BalanceCents != sum {
			t.Fatalf("exit again: %v", err)
		}
		e.verify(t)
		if v, err := e.l.Verify(ctx); err != nil || !v.OK {
			t.Fatalf("register: %+v %v", v, err)
		}
	})
}

// RecordEntry writes a redemption and its credit together, or neither; other
// kinds move no money.
func TestExitRecordEntryAtomic(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		e := newEnv(t, d)
		sub, m, err := e.s.RecordEntry(ctx, e.maker, ledger.EntryInput{Date: "2026-03-01", Kind: ledger.KindSubscription, Category: "B", Parts: 20, ToTiers: e.tiers, Decision: "AG"})
		if err != nil || m != nil {
			t.Fatalf("subscription: %+v %v", m, err)
		}
		in := ledger.EntryInput{Date: "2026-06-30", Kind: ledger.KindRedemption, Category: "B", Parts: 11, UnitCents: 1_000_000_000, FromTiers: e.tiers, Decision: "CA"}
		if _, _, err := e.s.RecordEntry(ctx, e.maker, in); app.ErrorFields(err)["parts"] == "" {
			t.Fatalf("above the largest movement: %v", err)
		}
		if last, err := e.l.Last(ctx); err != nil || last.Number != sub.Number ||
			e.count(t, `SELECT count(*) FROM money_movements`) != 0 || e.count(t, `SELECT value FROM sequences WHERE name = 'share_entry'`) != int(sub.Number) {
			t.Fatalf("a refused redemption wrote: %+v %v", last, err)
		}
		in.UnitCents = 0
		en, m, err := e.s.RecordEntry(ctx, e.maker, in)
		if err != nil || m == nil || m.ShareEntry != en.Number || m.AmountCents != 11*10000 || en.TotalCents != 11*10000 ||
			m.Kind != KindRedemption || m.Status != StatusExecuted || m.Label != "CA" || e.account(t, e.tiers).BalanceCents != 11*10000 {
			t.Fatalf("redemption: %+v %+v %v", en, m, err)
		}
		// An annulation of another kind is recorded as before, and moves no money.
		other, _, err := e.s.RecordEntry(ctx, e.maker, ledger.EntryInput{Date: "2026-06-30", Kind: ledger.KindSubscription, Category: "B", Parts: 2, ToTiers: e.otherTier, Decision: "AG"})
		if err != nil {
			t.Fatal(err)
		}
		if c, err := e.s.Annul(ctx, e.maker, other.Number, "2026-06-30", "Erreur"); err != nil || c.Corrects != other.Number ||
			e.count(t, `SELECT count(*) FROM money_movements`) != 1 {
			t.Fatalf("annulling a subscription: %+v %v", c, err)
		}
		e.verify(t)
	})
}
