package shop

import (
	"context"
	"fmt"
)

// Categories returns the catalogue's categories in their order.
func (s *Store) Categories(ctx context.Context) ([]Category, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, slug, name FROM shop_categories ORDER BY position, name, id`)
	if err != nil {
		return nil, fmt.Errorf("shop: categories: %w", err)
	}
	defer rows.Close()
	out := []Category{}
	for rows.Next() {
		var c Category
		if err := rows.Scan(&c.ID, &c.Slug, &c.Name); err != nil {
			return nil, fmt.Errorf("shop: categories: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// Brands returns the catalogue's brands by name.
func (s *Store) Brands(ctx context.Context) ([]Brand, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, name FROM shop_brands ORDER BY lower(name), id`)
	if err != nil {
		return nil, fmt.Errorf("shop: brands: %w", err)
	}
	defer rows.Close()
	out := []Brand{}
	for rows.Next() {
		var b Brand
		if err := rows.Scan(&b.ID, &b.Name); err != nil {
			return nil, fmt.Errorf("shop: brands: %w", err)
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// PriceBounds are the lowest and highest prices of the published products
// (cents; both 0 for an empty shop): the ends of the shop's price slider.
type PriceBounds struct {
	Min int64 `json:"min"`
	Max int64 `json:"max"`
}

// Bounds returns the shop's PriceBounds, kept under the catalogue's version.
func (s *Store) Bounds(ctx context.Context) (PriceBounds, error) {
	version, err := s.db.Version(ctx, ProductsList)
	if err != nil {
		return PriceBounds{}, err
	}
	k := s.kept()
	if b, ok := k.bounds.Get("", version); ok {
		return b, nil
	}
	var b PriceBounds
	// Two sub-queries: each reads one end of products_price_idx.
	err = s.db.QueryRowContext(ctx, `SELECT COALESCE((SELECT min(price_cents) FROM products WHERE published = TRUE), 0),
		COALESCE((SELECT max(price_cents) FROM products WHERE published = TRUE), 0)`).Scan(&b.Min, &b.Max)
	if err != nil {
		return b, fmt.Errorf("shop: price bounds: %w", err)
	}
	k.bounds.Put("", version, b)
	return b, nil
}
