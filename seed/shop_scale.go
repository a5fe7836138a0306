package seed

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"

	"partage/app/db"
	"partage/app/shop"
)

// Synthetic products are named "<kind> <quality> <origin>": one kind in
// twenty (a search for "confiture" finds 5% of them), one quality in ten,
// one origin in eight, some with accents ("Café", "Crème", "Ardèche") so that
// the searches of a benchmark are accent-blind ones.
var (
	scaleKinds = []string{"Confiture", "Miel", "Savon", "Café", "Thé", "Huile", "Farine", "Bougie", "Crème", "Tisane",
		"Chocolat", "Sirop", "Biscuits", "Lentilles", "Pâtes", "Vinaigre", "Moutarde", "Cidre", "Terrine", "Granola"}
	scaleQualities = []string{"bio", "artisanal", "équitable", "fermier", "doux", "corsé", "nature", "fumé", "épicé", "vrac"}
	scaleOrigins   = []string{"d’Ardèche", "de Bretagne", "du Vercors", "de Provence", "des Landes", "du Jura", "d’Auvergne", "de Savoie"}
)

// ScaleProducts adds n synthetic products to the catalogue, for benchmarks,
// spread over the seeded categories and brands (round robin), with prices
// from 1 to 500 euros, ratings, stock (one in ten sold out) and free
// shipping for one in three; one in twenty is unpublished. The search index
// and the catalogue's version follow the inserts (triggers, indexes). Each
// transaction adds loadChunk products.
func ScaleProducts(ctx context.Context, d *db.DB, n int) error {
	categories, err := scaleRefIDs(ctx, d, `SELECT id FROM shop_categories ORDER BY id`)
	if err != nil {
		return err
	}
	brands, err := scaleRefIDs(ctx, d, `SELECT id FROM shop_brands ORDER BY id`)
	if err != nil {
		return err
	}
	if len(categories) == 0 || len(brands) == 0 {
		return errors.New("seed: scale products: no categories or brands: load the demo first")
	}
	now := time.Now().UTC().Truncate(time.Second)
	err = bulkLoad(ctx, d, []string{"products"}, func() error {
		for lo, chunk := 0, loadChunk(d); lo < n; lo += chunk {
			hi := min(lo+chunk, n)
			err := d.Tx(ctx, func(tx *sql.Tx) error {
				return bulk(ctx, tx, `INSERT INTO products (created_at, updated_at, slug, name, sort_name, description, features, brand_id,
					category_id, price_cents, rating, rating_count, stock, free_shipping, published) VALUES `, hi-lo, 13, now, func(k int) []any {
					return scaleProductRow(lo+k, categories, brands)
				})
			})
			if err != nil {
				return fmt.Errorf("seed: scale products: %w", err)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if d.Engine == db.Postgres && n > 0 {
		// The planner's statistics and list_versions without the dead rows its
		// triggers left, as autovacuum would a minute later.
		if _, err := d.ExecContext(ctx, `VACUUM (ANALYZE) products, list_versions`); err != nil {
			return fmt.Errorf("seed: scale products: vacuum: %w", err)
		}
	}
	return nil
}

func scaleRefIDs(ctx context.Context, d *db.DB, query string) ([]int64, error) {
	rows, err := d.QueryContext(ctx, query)
	if err != nil {
		return nil, fmt.Errorf("seed: scale products: %w", err)
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// scaleProductRow is synthetic product i: its values after created_at and updated_at.
func scaleProductRow(i int, categories, brands []int64) []any {
	h := uint64(i)*2654435761 + 40503 // spreads the choices that are not round robin
	name := fmt.Sprintf("%s %s %s %d", scaleKinds[i%len(scaleKinds)], scaleQualities[(i/len(scaleKinds))%len(scaleQualities)],
		scaleOrigins[int(h>>7)%len(scaleOrigins)], i+1)
	price := int64(100 + (h>>3)%50000) // 1 to 500 euros
	rating := int((h >> 11) % 6)
	stock := int((h >> 17) % 120)
	if (h>>23)%10 == 0 {
		stock = 0
	}
	return []any{
		"x-" + shop.SlugOf(name) + "-" + strconv.Itoa(i), name, db.SortKey(name),
		"Produit de démonstration pour les mesures de charge.", "Fabriqué en France\nEmballage recyclable",
		brands[i%len(brands)], categories[(i/3)%len(categories)], price, rating, rating * int((h>>29)%40),
		stock, (h>>31)%3 == 0, (h>>37)%20 != 0,
	}
}
