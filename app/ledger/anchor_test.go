package ledger

import (
	"context"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
)

// unlock lets plain SQL change and delete entries, as someone with the
// database in hand would.
func unlock(t *testing.T, d *db.DB) {
	t.Helper()
	stmts := []string{`ALTER TABLE share_entries DISABLE TRIGGER USER`}
	if d.Engine == db.SQLite {
		stmts = []string{`DROP TRIGGER share_entries_no_update`, `DROP TRIGGER share_entries_no_delete`}
	}
	for _, q := range stmts {
		if _, err := d.ExecContext(context.Background(), q); err != nil {
			t.Fatal(err)
		}
	}
}

// deleteNewest deletes the entries from number on with plain SQL, and puts
// the holdings and the sequence back as if they had never been recorded:
// what remains is a whole, shorter chain.
func deleteNewest(t *testing.T, d *db.DB, s *Store, from int64) {
	t.Helper()
	ctx := context.Background()
	last, err := s.Last(ctx)
	if err != nil {
		t.Fatal(err)
	}
	move := func(tiers int64, category string, n int64) {
		q := `UPDATE share_holdings SET parts = parts + $3 WHERE tiers_id = $1 AND category = $2`
		if n > 0 {
			q = `INSERT INTO share_holdings (tiers_id, category, parts) VALUES ($1, $2, $3)
				ON CONFLICT (tiers_id, category) DO UPDATE SET parts = share_holdings.parts + excluded.parts`
		}
		if _, err := d.ExecContext(ctx, q, tiers, category, n); err != nil {
			t.Fatal(err)
		}
	}
	for n := last.Number; n >= from; n-- {
		e, err := s.FindEntry(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		if e.FromTiers != 0 {
			move(e.FromTiers, e.Category, e.Parts)
		}
		if e.ToTiers != 0 {
			move(e.ToTiers, e.Category, -e.Parts)
		}
	}
	for _, q := range []string{`DELETE FROM share_entries WHERE number >= $1`, `DELETE FROM share_checkpoints WHERE upto >= $1`,
		`UPDATE sequences SET value = $1 - 1 WHERE name = 'share_entry'`} {
		if _, err := d.ExecContext(ctx, q, from); err != nil {
			t.Fatal(err)
		}
	}
}

// Deleting the newest entries and the holdings they made leaves a whole
// chain; the audit log still knows the last number, so Verify names it
// missing. Rewriting an entry and hashing the chain again after it leaves
// a whole chain too; the audit log's hash of the last entry tells.
func TestVerifyAnchorsTheEnd(t *testing.T) {
	t.Run("deleted", func(t *testing.T) {
		dbtest.Each(t, func(t *testing.T, d *db.DB) {
			ctx := context.Background()
			s := newStore(t, d)
			ids := newTiers(t, d, 3)
			mustAppend(t, s, EntryInput{Date: "2026-03-01", Kind: KindSubscription, Category: "B", Parts: 5, ToTiers: ids[0], Decision: "CA"})
			mustAppend(t, s, EntryInput{Date: "2026-03-01", Kind: KindSubscription, Category: "A", Parts: 3, ToTiers: ids[1], Decision: "CA"})
			mustAppend(t, s, EntryInput{Date: "2026-03-02", Kind: KindSubscription, Category: "B", Parts: 2, ToTiers: ids[2], Decision: "CA"})
			mustAppend(t, s, EntryInput{Date: "2026-03-03", Kind: KindTransfer, Category: "B", Parts: 5, FromTiers: ids[0], ToTiers: ids[1], Decision: "cession"})
			mustAppend(t, s, EntryInput{Date: "2026-03-04", Kind: KindRedemption, Category: "A", Parts: 1, FromTiers: ids[1], Decision: "AG"})
			if v, err := s.Verify(ctx); err != nil || !v.OK || v.Entries != 5 {
				t.Fatalf("verify: %+v %v", v, err)
			}
			unlock(t, d)
			deleteNewest(t, d, s, 4)
			v, err := s.Verify(ctx)
			if err != nil || v.OK || v.Reason != BrokenMissing || v.BrokenAt != 5 || v.Entries != 3 {
				t.Fatalf("after deleting entries 4 and 5: %+v %v", v, err)
			}
			// Nothing else shows it: the holdings are the shorter register's.
			var wrong int
			d.QueryRowContext(ctx, `SELECT count(*) FROM share_holdings WHERE tiers_id = $1 AND category = 'B' AND parts <> 5`, ids[0]).Scan(&wrong)
			if wrong != 0 {
				t.Fatal("the holdings were not put back")
			}
		})
	})
	t.Run("imported", func(t *testing.T) {
		dbtest.Each(t, func(t *testing.T, d *db.DB) {
			ctx := context.Background()
			s := newStore(t, d)
			ids := newTiers(t, d, 10)
			if err := s.BulkAppend(ctx, staff, bulkMovements(ids, 60, time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC))); err != nil {
				t.Fatal(err)
			}
			if v, err := s.Verify(ctx); err != nil || !v.OK || v.Entries != 60 {
				t.Fatalf("verify: %+v %v", v, err)
			}
			unlock(t, d)
			deleteNewest(t, d, s, 58)
			if v, err := s.Verify(ctx); err != nil || v.OK || v.Reason != BrokenMissing || v.BrokenAt != 60 || v.Entries != 57 {
				t.Fatalf("after deleting the import's last entries: %+v %v", v, err)
			}
		})
	})
	t.Run("rewritten", func(t *testing.T) {
		dbtest.Each(t, func(t *testing.T, d *db.DB) {
			ctx := context.Background()
			s := newStore(t, d)
			ids := newTiers(t, d, 2)
			for i := 0; i < 5; i++ {
				mustAppend(t, s, EntryInput{Date: "2026-03-01", Kind: KindSubscription, Category: "B", Parts: 2, ToTiers: ids[i%2], Decision: "CA"})
			}
			unlock(t, d)
			rewrite(t, d, s, 3)
			v, err := s.Verify(ctx)
			if err != nil || v.OK || v.Reason != BrokenHash || v.BrokenAt != 5 || v.Entries != 5 {
				t.Fatalf("after rewriting the chain from entry 3: %+v %v", v, err)
			}
		})
	})
	t.Run("imported and rewritten", func(t *testing.T) {
		dbtest.Each(t, func(t *testing.T, d *db.DB) {
			ctx := context.Background()
			s := newStore(t, d)
			ids := newTiers(t, d, 10)
			if err := s.BulkAppend(ctx, staff, bulkMovements(ids, 40, time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC))); err != nil {
				t.Fatal(err)
			}
			unlock(t, d)
			rewrite(t, d, s, 30)
			v, err := s.Verify(ctx)
			if err != nil || v.OK || v.Reason != BrokenHash || v.BrokenAt != 40 || v.Entries != 40 {
				t.Fatalf("after rewriting the imported chain from entry 30: %+v %v", v, err)
			}
		})
	})
}

// rewrite gives entry from another decision and hashes the chain again
// from it to the end, as someone who knows the rule would: every entry
// names the hash before it and matches its own.
func rewrite(t *testing.T, d *db.DB, s *Store, from int64) {
	t.Helper()
	ctx := context.Background()
	last, err := s.Last(ctx)
	if err != nil {
		t.Fatal(err)
	}
	prev := ""
	for n := from; n <= last.Number; n++ {
		e, err := s.FindEntry(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		if n == from {
			e.Decision, prev = "AG extraordinaire", e.PrevHash
		}
		e.PrevHash, e.Hash = prev, HashOf(prev, e)
		if _, err := d.ExecContext(ctx, `UPDATE share_entries SET decision = $1, prev_hash = $2, hash = $3 WHERE number = $4`,
			e.Decision, e.PrevHash, e.Hash, n); err != nil {
			t.Fatal(err)
		}
		prev = e.Hash
	}
}

// A change made to the holdings alone is named: whose, in which category.
func TestVerifyHoldingsChanged(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newStore(t, d)
		ids := newTiers(t, d, 2)
		mustAppend(t, s, EntryInput{Date: "2026-03-01", Kind: KindSubscription, Category: "B", Parts: 4, ToTiers: ids[0], Decision: "CA"})
		mustAppend(t, s, EntryInput{Date: "2026-03-01", Kind: KindSubscription, Category: "A", Parts: 2, ToTiers: ids[1], Decision: "CA"})
		if _, err := d.ExecContext(ctx, `UPDATE share_holdings SET parts = 3 WHERE tiers_id = $1 AND category = 'A'`, ids[1]); err != nil {
			t.Fatal(err)
		}
		v, err := s.Verify(ctx)
		if err != nil || v.OK || v.Reason != BrokenHoldings || v.TiersID != ids[1] || v.Category != "A" || v.Entries != 2 {
			t.Fatalf("after changing a holding: %+v %v", v, err)
		}
		// A holding the register never made is named too.
		d.ExecContext(ctx, `UPDATE share_holdings SET parts = 2 WHERE tiers_id = $1 AND category = 'A'`, ids[1])
		if _, err := d.ExecContext(ctx, `INSERT INTO share_holdings (tiers_id, category, parts) VALUES ($1, 'A', 1)`, ids[0]); err != nil {
			t.Fatal(err)
		}
		if v, err := s.Verify(ctx); err != nil || v.OK || v.Reason != BrokenHoldings || v.TiersID != ids[0] || v.Category != "A" {
			t.Fatalf("after adding a holding: %+v %v", v, err)
		}
	})
}
