package seed

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"time"

	"partage/app/db"
	"partage/app/files"
	"partage/app/shop"
)

// demoShop loads the catalogue: categories, brands, 60 products with
// generated images, stored as uploads are (resized into the three sizes,
// in the file store under dataDir).
func demoShop(ctx context.Context, d *db.DB, dataDir string) error {
	pictures, err := demoPictures()
	if err != nil {
		return err
	}
	categories := map[string]int64{}
	for i, c := range demoCategories {
		var id int64
		if err := d.QueryRowContext(ctx, `INSERT INTO shop_categories (slug, name, position) VALUES ($1, $2, $3) RETURNING id`,
			c[0], c[1], i).Scan(&id); err != nil {
			return fmt.Errorf("seed: shop category: %w", err)
		}
		categories[c[0]] = id
	}
	brands := map[string]int64{}
	for _, name := range demoBrands {
		var id int64
		if err := d.QueryRowContext(ctx, `INSERT INTO shop_brands (name) VALUES ($1) RETURNING id`, name).Scan(&id); err != nil {
			return fmt.Errorf("seed: shop brand: %w", err)
		}
		brands[name] = id
	}
	var admin int64
	if err := d.QueryRowContext(ctx, `SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&admin); err != nil {
		return fmt.Errorf("seed: shop admin: %w", err)
	}
	fs := files.New(d, dataDir)
	if err := preStore(ctx, fs, pictures); err != nil {
		return err
	}
	store := shop.New(d, fs, nil, nil)
	now := time.Now().UTC().Truncate(time.Second)
	for i, p := range demoProducts {
		at := now.Add(-time.Duration(i) * 7 * time.Hour) // the first is the newest
		var id int64
		err := d.QueryRowContext(ctx, `INSERT INTO products (slug, name, sort_name, description, features, brand_id, category_id,
			price_cents, rating, rating_count, stock, free_shipping, published, created_by, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) RETURNING id`,
			p.slug, p.name, db.SortKey(p.name), p.description, strings.Join(p.features, "\n"), brands[p.brand], categories[p.category],
			p.price, p.rating, p.ratings, p.stock, p.free, !p.hidden, admin, at).Scan(&id)
		if err != nil {
			return fmt.Errorf("seed: product %s: %w", p.slug, err)
		}
		for pos, c := range p.colors {
			if _, err := d.ExecContext(ctx, `INSERT INTO product_colors (product_id, position, color) VALUES ($1, $2, $3)`, id, pos, c); err != nil {
				return fmt.Errorf("seed: product %s: %w", p.slug, err)
			}
		}
		for k, r := range pictures[i] {
			if _, err := store.AddRendition(ctx, id, r, demoAlt(p.name, k)); err != nil {
				return fmt.Errorf("seed: product %s: %w", p.slug, err)
			}
		}
	}
	return nil
}

// preStore writes the pictures' files on disk many at a time, where each
// waits for the disk to keep it (the database, on PostgreSQL, takes them one
// at a time through the demo's transaction: AddRendition stores them then).
// AddRendition finds them stored.
func preStore(ctx context.Context, fs *files.Store, pictures [][]shop.Rendition) error {
	if fs.InDatabase() {
		return nil
	}
	var all [][]byte
	for _, p := range pictures {
		for _, r := range p {
			f := r.Files()
			all = append(all, f[:]...)
		}
	}
	const writers = 32
	errs := make([]error, writers)
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() {
			for i := w; i < len(all) && errs[w] == nil; i += writers {
				_, errs[w] = fs.Put(ctx, bytes.NewReader(all[i]), int64(len(all[i])))
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("seed: shop pictures: %w", err)
	}
	return nil
}

// demoAlt describes the k-th picture of a product (shop.Picture's shots).
func demoAlt(name string, k int) string {
	switch k {
	case 1:
		return name + ", avec un autre de la gamme"
	case 2:
		return name + ", vue rapprochée"
	}
	return name
}

// demoPictureSeed is the seed of shop.Picture for the k-th picture of the
// i-th product: its colour, shot k, and a backdrop that changes with i.
func demoPictureSeed(i, k int, color int) int64 {
	return int64(color + shop.NumPictureColors*(3*i+k))
}

// demoPictures paints and renders the catalogue's pictures, once per
// process and on every processor: tests load the demo many times, and the
// pictures are always the same.
var demoPictures = sync.OnceValues(func() ([][]shop.Rendition, error) {
	type job struct{ i, k int }
	out := make([][]shop.Rendition, len(demoProducts))
	jobs := make(chan job)
	errs := make(chan error, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for range cap(errs) {
		wg.Go(func() {
			for j := range jobs {
				p := demoProducts[j.i]
				r, err := shop.Render(shop.Picture(demoPictureSeed(j.i, j.k, p.color), p.kind, shop.LargeSize))
				if err != nil {
					select {
					case errs <- err:
					default:
					}
					continue
				}
				out[j.i][j.k] = r
			}
		})
	}
	for i, p := range demoProducts {
		out[i] = make([]shop.Rendition, p.images)
		for k := range p.images {
			jobs <- job{i, k}
		}
	}
	close(jobs)
	wg.Wait()
	select {
	case err := <-errs:
		return nil, fmt.Errorf("seed: shop pictures: %w", err)
	default:
		return out, nil
	}
})
