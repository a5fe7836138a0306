package seed_test

import (
	"context"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/shop"
	"partage/seed"
)

// Synthetic products spread over the demo's categories and brands, and the
// shop's search and filters find them.
func TestScaleProducts(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := seed.Demo(ctx, d, t.TempDir()); err != nil {
			t.Fatal(err)
		}
		var before int
		if err := d.QueryRowContext(ctx, `SELECT count(*) FROM products`).Scan(&before); err != nil {
			t.Fatal(err)
		}
		if err := seed.ScaleProducts(ctx, d, 2000); err != nil {
			t.Fatal(err)
		}
		var n, categories, brands int
		if err := d.QueryRowContext(ctx, `SELECT count(*), count(DISTINCT category_id), count(DISTINCT brand_id) FROM products`).Scan(&n, &categories, &brands); err != nil {
			t.Fatal(err)
		}
		if n != before+2000 || categories < 9 || brands < 15 {
			t.Errorf("products, categories, brands = %d, %d, %d", n, categories, brands)
		}
		s := shop.New(d, nil, nil, nil)
		lo, hi := int64(1000), int64(20000)
		list, total, err := s.ListProducts(ctx, shop.ProductFilter{Q: "confiture", Category: "epicerie", PriceMin: &lo, PriceMax: &hi})
		if err != nil || total == 0 || len(list) == 0 || list[0].Category != "epicerie" {
			t.Errorf("search + category + price: %d products, first %+v, %v", total, list, err)
		}
		if _, all, err := s.ListProducts(ctx, shop.ProductFilter{Q: "confiture"}); err != nil || all < 90 || all > 120 {
			t.Errorf("confiture: %d of 2,000 (%v), want about 5%%", all, err)
		}
	})
}
