package seed_test

import (
	"context"
	"io"
	"strings"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
	"partage/seed"
)

// The demo catalogue has its 60 products, each with at least one image whose
// three sizes are in the file store, a few of them unpublished, out of stock
// or nearly, and its categories and brands.
func TestDemoShop(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		dir := t.TempDir()
		if _, err := seed.Demo(ctx, d, dir); err != nil {
			t.Fatal(err)
		}
		var products, hidden, out, low, categories, brands, withoutImage int
		d.QueryRowContext(ctx, `SELECT COUNT(*), COALESCE(SUM(CASE WHEN published THEN 0 ELSE 1 END), 0),
			COALESCE(SUM(CASE WHEN stock = 0 THEN 1 ELSE 0 END), 0), COALESCE(SUM(CASE WHEN stock BETWEEN 1 AND 5 THEN 1 ELSE 0 END), 0),
			(SELECT COUNT(*) FROM shop_categories), (SELECT COUNT(*) FROM shop_brands)
			FROM products`).Scan(&products, &hidden, &out, &low, &categories, &brands)
		d.QueryRowContext(ctx, `SELECT COUNT(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)`).Scan(&withoutImage)
		if products != 60 || withoutImage != 0 || hidden < 2 || out < 2 || low < 2 || categories < 8 || brands < 12 {
			t.Fatalf("%d products (%d without image, %d hidden, %d out, %d low), %d categories, %d brands",
				products, withoutImage, hidden, out, low, categories, brands)
		}
		rows, err := d.QueryContext(ctx, `SELECT thumb_sum, card_sum, large_sum FROM product_images`)
		if err != nil {
			t.Fatal(err)
		}
		var sums []string
		for rows.Next() {
			var a, b, c string
			if err := rows.Scan(&a, &b, &c); err != nil {
				t.Fatal(err)
			}
			sums = append(sums, a, b, c)
		}
		rows.Close()
		fs := files.New(d, dir)
		for _, sum := range sums {
			f, err := fs.Open(ctx, sum)
			if err != nil {
				t.Fatalf("image %s: %v", sum, err)
			}
			head := make([]byte, 3)
			io.ReadFull(f, head)
			f.Close()
			if string(head) != "\xff\xd8\xff" {
				t.Fatalf("image %s is not a JPEG", sum)
			}
		}
		var slug string
		d.QueryRowContext(ctx, `SELECT slug FROM products WHERE slug = 'confiture-abricot-bio'`).Scan(&slug)
		if slug == "" || strings.ToLower(slug) != slug {
			t.Fatalf("slug %q", slug)
		}
	})
}
