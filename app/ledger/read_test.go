package ledger

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/registry"
)

// plain is an entry as the recounts below read it.
type plain struct {
	number   int64
	date     string
	kind     string
	category string
	parts    int64
	from, to int64
}

func readPlain(t *testing.T, d *db.DB) []plain {
	t.Helper()
	rows, err := d.QueryContext(context.Background(), `SELECT number, entry_date, kind, category, parts, COALESCE(from_tiers, 0), COALESCE(to_tiers, 0) FROM share_entries ORDER BY number`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []plain
	for rows.Next() {
		var p plain
		if err := rows.Scan(&p.number, &p.date, &p.kind, &p.category, &p.parts, &p.from, &p.to); err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// The cap table, a holder's holdings and totals as of many dates (from a
// checkpoint before, a checkpoint after or the holdings now) equal a
// recount of the register, in every order, page, category and search; and
// a page of the register and its count, for periods and filters, equal the
// entries chosen one by one.
func TestReadsMatchRecount(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newStore(t, d)
		s.CheckpointEvery = 40
		reg := registry.New(d)
		var ids []int64
		names := map[int64]string{}
		for i, last := range []string{"Dupont", "Zèbre", "dupont", "Àlvarez", "Martin", "Martin", "Bérénice", "Durand", "Élan", "Ouest", "Nord", "Sud"} {
			tr, err := reg.CreateTiers(ctx, staff, registry.Input{Kind: registry.KindPerson, FirstName: "Camille", LastName: last,
				Email: fmt.Sprintf("r%d@exemple.coop", i), IsClient: true})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, tr.ID)
			names[tr.ID] = tr.Name
		}
		if err := s.BulkAppend(ctx, staff, bulkMovements(ids, 380, time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC))); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 30; i++ {
			mustAppend(t, s, EntryInput{Date: "2026-02-01", Kind: KindSubscription, Category: "B", Parts: int64(1 + i%3), ToTiers: ids[i%len(ids)], Decision: "CA"})
		}
		all := readPlain(t, d)
		set, err := s.cfg.Get(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, asOf := range []string{"2024-12-31", "2025-01-01", "2025-02-10", "2025-04-01", "2025-04-02", "2025-06-15", "2026-01-31", "2026-02-01", ""} {
			s.tables = newTables()
			want := map[holdingKey]int64{}
			for _, e := range all {
				if asOf != "" && e.date > asOf {
					break
				}
				if e.from != 0 {
					want[holdingKey{e.from, e.category}] -= e.parts
				}
				if e.to != 0 {
					want[holdingKey{e.to, e.category}] += e.parts
				}
			}
			var rows []held
			totals, holders, distinct := map[string]int64{}, map[string]int{}, map[int64]bool{}
			for k, p := range want {
				if p != 0 {
					rows = append(rows, held{k.tiers, k.category, p})
					totals[k.category] += p
					holders[k.category]++
					distinct[k.tiers] = true
				}
			}
			filters := []CapFilter{{PerPage: 10}, {PerPage: 10, Page: 2}, {PerPage: 10, Page: 3}, {SortBy: "parts", PerPage: 10, Page: 2},
				{SortBy: "name", PerPage: 10}, {SortBy: "name", SortDesc: true, PerPage: 10, Page: 2}, {Category: "A", PerPage: 10},
				{Q: "DUPONT", PerPage: 10}, {Q: "martin", SortBy: "name", PerPage: 10}, {Page: 9, PerPage: 10}}
			for _, f := range filters {
				f.AsOf = asOf
				got, err := s.CapTable(ctx, f)
				if err != nil {
					t.Fatal(err)
				}
				f.Normalize(today.Format(day))
				exp := expectCap(rows, names, f)
				var page []string
				for _, h := range got.Rows {
					page = append(page, fmt.Sprintf("%s/%s/%d", h.Name, h.Category, h.Parts))
					if h.Percentage != float64(h.Parts)*100/float64(totals[h.Category]) {
						t.Fatalf("as of %q: percentage of %+v", asOf, h)
					}
				}
				if got.Total != len(exp.all) || strings.Join(page, " ") != strings.Join(exp.page, " ") {
					t.Fatalf("as of %q, %+v:\n got %d %v\nwant %d %v", asOf, f, got.Total, page, len(exp.all), exp.page)
				}
				if got.Holders != len(distinct) {
					t.Fatalf("as of %q: %d holders, want %d", asOf, got.Holders, len(distinct))
				}
				for _, c := range got.Categories {
					if c.Parts != totals[c.Category] || c.Holders != holders[c.Category] {
						t.Fatalf("as of %q: category %+v, want %d parts %d holders", asOf, c, totals[c.Category], holders[c.Category])
					}
				}
			}
			sums, err := s.TotalsOf(ctx, ids, asOf)
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range ids {
				hs, err := s.HoldingsOf(ctx, id, asOf)
				if err != nil {
					t.Fatal(err)
				}
				var n, votes int64
				for _, h := range hs {
					if h.Parts != want[holdingKey{id, h.Category}] || h.Name != names[id] {
						t.Fatalf("as of %q: holding %+v, want %d", asOf, h, want[holdingKey{id, h.Category}])
					}
					n += h.Parts
					votes += int64(h.Votes)
				}
				if cat, _ := set.Category("A"); cat.Voting && want[holdingKey{id, "A"}] > 0 && votes != 1 {
					t.Fatalf("as of %q: %d votes for %d", asOf, votes, id)
				}
				if len(hs) != len(slices.DeleteFunc([]int64{want[holdingKey{id, "A"}], want[holdingKey{id, "B"}]}, func(p int64) bool { return p == 0 })) || sums[id].Parts != n {
					t.Fatalf("as of %q: holdings of %d: %+v, totals %+v", asOf, id, hs, sums[id])
				}
			}
		}
		for _, f := range []EntryFilter{{}, {Page: 3}, {From: "2025-02-01", To: "2025-02-28"}, {From: "2025-02-01", To: "2025-02-28", Page: 2, PerPage: 10},
			{From: "2025-02-01", To: "2025-02-28", Page: 20}, {From: "2025-05-01"}, {To: "2025-01-03"}, {From: "2027-01-01"}, {To: "2024-01-01"},
			{From: "2025-03-01", To: "2025-02-01"}, {From: "2025-02-01", To: "2025-03-31", Kind: KindTransfer, Page: 2, PerPage: 10},
			{From: "2025-02-01", Category: "A"}, {TiersID: ids[2], To: "2025-06-01"}} {
			got, total, err := s.ListEntries(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			f.Normalize()
			var chosen []int64
			for _, e := range slices.Backward(all) {
				if (f.From == "" || e.date >= f.From) && (f.To == "" || e.date <= f.To) && (f.Kind == "" || e.kind == f.Kind) &&
					(f.Category == "" || e.category == f.Category) && (f.TiersID == 0 || e.from == f.TiersID || e.to == f.TiersID) {
					chosen = append(chosen, e.number)
				}
			}
			var numbers []int64
			for _, e := range got {
				numbers = append(numbers, e.Number)
			}
			start := min(len(chosen), (f.Page-1)*f.PerPage)
			if want := chosen[start:min(len(chosen), start+f.PerPage)]; total != len(chosen) || !slices.Equal(numbers, want) {
				t.Fatalf("%+v: got %d %v, want %d %v", f, total, numbers, len(chosen), want)
			}
			var exported int
			if err := s.EachEntry(ctx, f, func(Entry) error { exported++; return nil }); err != nil || exported != len(chosen) {
				t.Fatalf("%+v: exported %d of %d: %v", f, exported, len(chosen), err)
			}
		}
	})
}

type capExpect struct {
	all  []held
	page []string
}

// expectCap orders and pages rows as the cap table must: by parts then
// name (the folded name), holder and category, or by name.
func expectCap(rows []held, names map[int64]string, f CapFilter) capExpect {
	q := db.SortKey(strings.TrimSpace(f.Q))
	var out capExpect
	for _, h := range rows {
		if (f.Category == "" || h.category == f.Category) && (q == "" || strings.Contains(db.SortKey(names[h.tiers]), q)) {
			out.all = append(out.all, h)
		}
	}
	slices.SortFunc(out.all, func(a, b held) int {
		if f.SortBy == "parts" && a.parts != b.parts {
			if (a.parts > b.parts) == f.SortDesc {
				return -1
			}
			return 1
		}
		if c := strings.Compare(db.SortKey(names[a.tiers]), db.SortKey(names[b.tiers])); c != 0 {
			if f.SortBy == "name" && f.SortDesc {
				return -c
			}
			return c
		}
		return compareHeld(a, b)
	})
	start := min(len(out.all), (f.Page-1)*f.PerPage)
	for _, h := range out.all[start:min(len(out.all), start+f.PerPage)] {
		out.page = append(out.page, fmt.Sprintf("%s/%s/%d", names[h.tiers], h.category, h.parts))
	}
	return out
}

// Verify reads in batches and, on PostgreSQL, in chunks read side by side:
// with tiny ones, the chain is still followed in order and the first
// broken entry named, whatever chunk it falls in.
func TestVerifyInChunks(t *testing.T) {
	batchWas, chunkWas := verifyBatch, verifyChunk
	verifyBatch, verifyChunk = 2, 3
	t.Cleanup(func() { verifyBatch, verifyChunk = batchWas, chunkWas })
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newStore(t, d)
		ids := newTiers(t, d, 3)
		for i := 0; i < 20; i++ {
			mustAppend(t, s, EntryInput{Date: "2026-03-01", Kind: KindSubscription, Category: "B", Parts: 1, ToTiers: ids[i%3], Decision: "CA"})
		}
		if v, err := s.Verify(ctx); err != nil || !v.OK || v.Entries != 20 {
			t.Fatalf("verify: %+v %v", v, err)
		}
		disable := `ALTER TABLE share_entries DISABLE TRIGGER USER`
		if d.Engine == db.SQLite {
			disable = `DROP TRIGGER share_entries_no_update`
		}
		if _, err := d.ExecContext(ctx, disable); err != nil {
			t.Fatal(err)
		}
		var at string
		d.QueryRowContext(ctx, `SELECT created_at FROM share_entries WHERE number = 14`).Scan(&at)
		for _, c := range []struct {
			change string
			at     int64
			reason string
		}{
			{`UPDATE share_entries SET hash = prev_hash WHERE number = 17`, 17, BrokenHash},
			{`UPDATE share_entries SET created_at = replace(created_at, 'Z', '+00:00') WHERE number = 14`, 14, BrokenHash},
			{`UPDATE share_entries SET number = 100 WHERE number = 8`, 8, BrokenGap},
		} {
			if _, err := d.ExecContext(ctx, c.change); err != nil {
				t.Fatal(err)
			}
			if v, err := s.Verify(ctx); err != nil || v.OK || v.BrokenAt != c.at || v.Reason != c.reason {
				t.Fatalf("after %s: %+v %v", c.change, v, err)
			}
		}
		if !strings.HasSuffix(at, "Z") {
			t.Fatalf("created_at is stored as %q", at)
		}
	})
}

// A holder's first row is found whether the holders' ids are dense or not.
func TestFirstRows(t *testing.T) {
	for _, ids := range [][]int64{{3, 3, 4, 9, 9, 9, 12}, {3, 3, 4, 1 << 40, 1 << 40, 1<<40 + 7}} {
		var rows []held
		for _, id := range ids {
			rows = append(rows, held{tiers: id})
		}
		first := firstRows(rows)
		for i, id := range ids {
			if j, ok := first(id); !ok || rows[j].tiers != id || (j > 0 && rows[j-1].tiers == id) || j > i {
				t.Fatalf("%v: %d at %d %v", ids, id, j, ok)
			}
		}
		for _, id := range []int64{0, 2, 5, 13, 1<<40 + 1} {
			if _, ok := first(id); ok {
				t.Fatalf("%v: %d found", ids, id)
			}
		}
	}
	if _, ok := firstRows(nil)(1); ok {
		t.Fatal("found in nothing")
	}
}

// The canonical content writes the documented fields, in their order, and
// the hash Verify recomputes from the stored created_at is the one written.
func TestCanonicalFields(t *testing.T) {
	e := Entry{Number: 7, Date: "2026-03-01", Kind: KindTransfer, Category: "A", Parts: 2, UnitCents: 100, TotalCents: 200,
		FromTiers: 1, ToTiers: 2, FromName: "Zoé\nX", ToName: "B", Decision: "CA", CreatedByName: "Test", CreatedAt: today}
	var names []string
	for line := range strings.SplitSeq(string(canonical(nil, &e)), "\n") {
		if name, _, ok := strings.Cut(line, "="); ok && !strings.Contains(name, ":") {
			names = append(names, name)
		}
	}
	if !slices.Equal(names, canonicalFields) {
		t.Fatalf("fields %v, want %v", names, canonicalFields)
	}
	e.Hash = HashOf(GenesisHash, e)
	var h hasher
	if !h.matches(GenesisHash, &e, today.Format(createdAtFormat)) || h.matches(GenesisHash, &e, "2026-06-30T12:00:01Z") {
		t.Fatal("the hash from the stored created_at differs")
	}
}

// Inside one long transaction (the demo data's load), where one connection
// serves every statement, the holdings as of a date and Verify still read
// (one statement at a time, through database/sql).
func TestReadsInOneTransaction(t *testing.T) {
	batchWas, chunkWas := verifyBatch, verifyChunk
	verifyBatch, verifyChunk = 2, 3
	t.Cleanup(func() { verifyBatch, verifyChunk = batchWas, chunkWas })
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		err := d.Atomically(context.Background(), func(ctx context.Context, one *db.DB) error {
			s := newStore(t, one)
			s.CheckpointEvery = 4
			ids := newTiers(t, one, 3)
			for i := 0; i < 12; i++ {
				mustAppend(t, s, EntryInput{Date: fmt.Sprintf("2026-03-%02d", i+1), Kind: KindSubscription, Category: "B", Parts: 1, ToTiers: ids[i%3], Decision: "CA"})
			}
			if v, err := s.Verify(ctx); err != nil || !v.OK || v.Entries != 12 {
				return fmt.Errorf("verify: %+v %v", v, err)
			}
			for _, asOf := range []string{"2026-03-06", "2026-03-11", ""} {
				s.tables = newTables()
				ct, err := s.CapTable(ctx, CapFilter{AsOf: asOf})
				if err != nil || ct.Holders != 3 {
					return fmt.Errorf("cap table as of %q: %+v %v", asOf, ct, err)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	})
}
