package shop

import (
	"context"
	"os"
	"testing"

	"partage/app/db"
)

// BenchmarkProductsFor measures the products call's store work on a database
// made by `partage seed --scale 100000` (CATALOGUE_BENCH_DB names its file),
// with the queries of bench/run.sh's products lines, as user 1.
func BenchmarkProductsFor(b *testing.B) {
	path := os.Getenv("CATALOGUE_BENCH_DB")
	if path == "" {
		b.Skip("CATALOGUE_BENCH_DB unset")
	}
	ctx := context.Background()
	d, err := db.Open(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	s := New(d, nil, nil, nil)
	lo, hi := int64(1000), int64(20000)
	for name, f := range map[string]ProductFilter{
		"p1": {}, "catprice": {Category: "epicerie", PriceMin: &lo, PriceMax: &hi, SortBy: SortPriceAsc, Page: 3},
		"q": {Q: "confiture", Page: 3}, "qcatprice": {Q: "confiture", Category: "epicerie", PriceMin: &lo, PriceMax: &hi},
	} {
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := s.ProductsFor(db.WithVersions(ctx), 1, f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
