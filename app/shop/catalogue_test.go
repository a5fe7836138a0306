package shop

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"partage/app"
	"partage/app/db"
	"partage/app/db/dbtest"
)

func TestSlugOf(t *testing.T) {
	for in, want := range map[string]string{
		"Savon à l’huile d’olive": "savon-a-l-huile-d-olive",
		"  Crème brûlée — 250 g ": "creme-brulee-250-g",
		"Œufs frais":              "oeufs-frais",
		"!!!":                     "",
	} {
		if got := SlugOf(in); got != want {
			t.Errorf("SlugOf(%q) = %q, want %q", in, got, want)
		}
	}
	if got := SlugOf(fmt.Sprintf("%090d", 0)); len(got) != MaxSlug {
		t.Errorf("a long name's slug has %d characters, want %d", len(got), MaxSlug)
	}
}

func TestProductFilterNormalize(t *testing.T) {
	f := ProductFilter{Brands: []int64{3, 1, 3}}
	if err := f.Normalize(); err != nil {
		t.Fatal(err)
	}
	if f.SortBy != SortFeatured || f.Page != 1 || f.PerPage != DefaultPerPage || !reflect.DeepEqual(f.Brands, []int64{1, 3}) {
		t.Errorf("defaults: %+v", f)
	}
	yes, low, high := true, int64(900), int64(100)
	for _, c := range []struct {
		f     ProductFilter
		field string
	}{
		{ProductFilter{SortBy: "name"}, "sortBy"}, // staff only
		{ProductFilter{PerPage: MaxPerPage + 1}, "perPage"},
		{ProductFilter{Page: -1}, "page"},
		{ProductFilter{PriceMin: &low, PriceMax: &high}, "priceMax"},
		{ProductFilter{Rating: 5}, "rating"},
		{ProductFilter{Staff: true, Stock: "many"}, "stock"},
	} {
		err := c.f.Normalize()
		if _, ok := app.ErrorFieldTexts(err)[c.field]; !ok {
			t.Errorf("%+v: %v, want an error on %s", c.f, err, c.field)
		}
	}
	buyer := ProductFilter{Published: &yes, Stock: StockOut}
	if err := buyer.Normalize(); err != nil || buyer.Published != nil || buyer.Stock != "" {
		t.Errorf("a buyer's filter keeps staff's fields: %+v %v", buyer, err)
	}
}

// TestListProductsPaths checks that a filter paged from its kept ids and
// one paged by the database answer the same, and that a write is seen at
// once (the totals are kept under the catalogue's version).
func TestListProductsPaths(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := New(d, nil, nil, nil)
		s.SetClock(func() time.Time { return time.Date(2026, 3, 11, 9, 0, 0, 0, time.UTC) })
		for _, q := range []string{`INSERT INTO shop_categories (slug, name, position) VALUES ('epicerie', 'Épicerie', 1)`,
			`INSERT INTO shop_categories (slug, name, position) VALUES ('maison', 'Maison', 2)`} {
			if _, err := d.ExecContext(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		for i := 0; i < 30; i++ {
			in := ProductInput{Name: fmt.Sprintf("%s n°%d", []string{"Café", "Thé", "Savon"}[i%3], i), BrandName: "Marque " + fmt.Sprint(i%2),
				CategoryID: int64(1 + i%2), Price: int64(100 * (30 - i)), Stock: i % 4, FreeShipping: i%5 == 0, Published: i%7 != 0}
			if _, err := s.SaveProduct(ctx, 0, 0, in); err != nil {
				t.Fatal(err)
			}
		}
		lo := int64(500)
		filters := []ProductFilter{
			{}, {SortBy: SortPriceAsc}, {SortBy: SortPriceDesc, InStock: true}, {Category: "maison", PriceMin: &lo},
			{Q: "cafe"}, {Q: "th", FreeShipping: true}, {Staff: true, SortBy: "name"}, {Staff: true, Stock: StockOut}, {Brands: []int64{2}},
			{Q: "café", Staff: true}, {Q: "savon", Category: "maison", PriceMin: &lo}, {Q: "savon", SortBy: SortPriceAsc},
		}
		list := func(s *Store, f ProductFilter) ([]int64, int) {
			var ids []int64
			total := 0
			for page := 1; ; page++ {
				f.Page, f.PerPage = page, 4
				got, n, err := s.ListProducts(ctx, f)
				if err != nil {
					t.Fatal(err)
				}
				total = n
				if len(got) == 0 {
					return ids, total
				}
				for _, p := range got {
					if !f.Staff && !p.Published {
						t.Errorf("%+v: an unpublished product for a buyer", f)
					}
					ids = append(ids, p.ID)
				}
			}
		}
		saved := maxKeptIDs
		defer func() { maxKeptIDs = saved }()
		for _, f := range filters {
			maxKeptIDs = saved
			kept, keptTotal := list(s, f)
			maxKeptIDs = 0 // a store of its own: nothing kept yet
			paged, pagedTotal := list(New(d, nil, nil, nil), f)
			if !reflect.DeepEqual(kept, paged) || keptTotal != pagedTotal || keptTotal != len(kept) {
				t.Errorf("%+v: kept %v (%d), paged %v (%d)", f, kept, keptTotal, paged, pagedTotal)
			}
		}
		maxKeptIDs = saved
		_, before, _ := s.ListProducts(ctx, ProductFilter{Q: "cafe"})
		if _, err := s.SaveProduct(ctx, 0, 0, ProductInput{Name: "Café en grains", BrandID: 1, CategoryID: 1, Price: 990, Published: true}); err != nil {
			t.Fatal(err)
		}
		if _, after, _ := s.ListProducts(ctx, ProductFilter{Q: "cafe"}); after != before+1 {
			t.Errorf("after adding a product: %d, want %d", after, before+1)
		}
		if b, err := s.Bounds(ctx); err != nil || b.Min != 100 || b.Max != 2900 {
			t.Errorf("bounds %+v %v", b, err)
		}
	})
}

// A search in the featured order is paged along SQLite's full-text index,
// newest first, without collecting and sorting every match.
func TestSearchPageReadsTheIndexInOrder(t *testing.T) {
	d := dbtest.SQLite(t)
	s := New(d, nil, nil, nil)
	f := ProductFilter{Q: "confiture", Category: "epicerie", Page: 3}
	if err := f.Normalize(); err != nil {
		t.Fatal(err)
	}
	query, args := s.pageQuery(f, 1, 2*f.PerPage)
	rows, err := d.QueryContext(context.Background(), "EXPLAIN QUERY PLAN "+query, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	text := strings.Join(plan, "\n")
	if len(plan) == 0 || !strings.Contains(plan[0], "VIRTUAL TABLE") || strings.Contains(text, "TEMP B-TREE") {
		t.Errorf("plan of the featured search page:\n%s", text)
	}
}
