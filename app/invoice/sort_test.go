package invoice

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
)

// The invoice list sorted by client orders the names as a French reader
// expects ("Élan" with the E's, "Œuvre" with OE, "Ça" with C, whatever the
// case), ties by client then invoice, and its pages follow one another.
func TestListSortsClientsTheFrenchWay(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := NewStore(d)
		at(s, "2026-03-10")
		for i, n := range []string{"Zèbre et Cie", "Œuvre Commune", "Élan Vital", "Ça Va Coop", "Atelier Bleu", "élagueurs Réunis", "Olivier Roux"} {
			c := newClient(t, s, n, fmt.Sprintf("contact@c%d.example", i))
			for i := 0; i < 2; i++ {
				if _, err := s.CreateInvoice(ctx, 0, input(c.ID, "2026-03-01", "2026-03-31", "100")); err != nil {
					t.Fatal(err)
				}
			}
		}
		want := []string{"Atelier Bleu", "Ça Va Coop", "élagueurs Réunis", "Élan Vital", "Œuvre Commune", "Olivier Roux", "Zèbre et Cie"}
		for _, desc := range []bool{false, true} {
			var got []string
			var ids []int64
			for page := 1; page <= 3; page++ {
				p, err := s.ListInvoices(ctx, Filter{Page: page, PerPage: 5, SortBy: "client", SortDesc: desc})
				if err != nil {
					t.Fatal(err)
				}
				for _, v := range p.Invoices {
					if len(got) == 0 || got[len(got)-1] != v.Client.Name {
						got = append(got, v.Client.Name)
					}
					ids = append(ids, v.ID)
				}
			}
			w := slices.Clone(want)
			if desc {
				slices.Reverse(w)
			}
			if !slices.Equal(got, w) {
				t.Errorf("desc=%v: clients in order %q, want %q", desc, got, w)
			}
			if len(ids) != 14 || len(slices.Compact(slices.Sorted(slices.Values(ids)))) != 14 {
				t.Errorf("desc=%v: the pages hold %d invoices, some twice or missing: %v", desc, len(ids), ids)
			}
		}
		found, err := s.SearchClients(ctx, "", 10)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, c := range found {
			names = append(names, c.Name)
		}
		if !slices.Equal(names, want) {
			t.Errorf("the client picker: %q, want %q", names, want)
		}
	})
}
