package shop

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"partage/app"
	"partage/app/db"
)

// ProductInput is what staff set on a product. BrandName, when BrandID is
// 0, names a brand: an existing one (case aside) or a new one.
type ProductInput struct {
	Name         string   `json:"name"`
	Slug         string   `json:"slug"`
	Description  string   `json:"description"`
	Features     []string `json:"features"`
	BrandID      int64    `json:"brandId"`
	BrandName    string   `json:"brandName"`
	CategoryID   int64    `json:"categoryId"`
	Price        int64    `json:"price"` // cents
	Stock        int      `json:"stock"`
	Colors       []string `json:"colors"` // #RRGGBB
	FreeShipping bool     `json:"freeShipping"`
	Published    bool     `json:"published"`
}

// MaxSlug is the longest slug.
const MaxSlug = 80

var (
	slugFormat  = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	colorFormat = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)
	notSlug     = regexp.MustCompile(`[^a-z0-9]+`)
)

// SlugOf is name as a slug: lower case, accents removed, every other run of
// characters a hyphen ("Savon à l’huile d’olive" → "savon-a-l-huile-d-olive").
func SlugOf(name string) string {
	s := strings.Trim(notSlug.ReplaceAllString(db.SortKey(name), "-"), "-")
	if len(s) > MaxSlug {
		s = strings.TrimRight(s[:MaxSlug], "-")
	}
	return s
}

// check tidies in and returns the texts of its invalid fields.
func (in *ProductInput) check() app.Fields {
	fields := app.Fields{}
	in.Name = strings.TrimSpace(in.Name)
	in.Slug = strings.TrimSpace(in.Slug)
	in.Description = strings.TrimSpace(in.Description)
	in.BrandName = strings.TrimSpace(in.BrandName)
	switch n := utf8.RuneCountInString(in.Name); {
	case n == 0:
		fields.Set("name", "shopNameRequired", nil)
	case n > MaxName:
		fields.Set("name", "shopNameTooLong", app.Params{"max": MaxName})
	}
	if in.Slug == "" && in.Name != "" {
		if in.Slug = SlugOf(in.Name); in.Slug == "" {
			fields.Set("slug", "shopSlugFormat", nil)
		}
	} else if len(in.Slug) > MaxSlug || !slugFormat.MatchString(in.Slug) {
		fields.Set("slug", "shopSlugFormat", nil)
	}
	if utf8.RuneCountInString(in.Description) > MaxDescription {
		fields.Set("description", "shopDescriptionTooLong", app.Params{"max": MaxDescription})
	}
	var features []string
	for _, f := range in.Features {
		for _, line := range strings.Split(f, "\n") {
			if line = strings.TrimSpace(line); line != "" {
				features = append(features, line)
			}
		}
	}
	in.Features = features
	if len(features) > MaxFeatures {
		fields.Set("features", "shopTooManyFeatures", app.Params{"max": MaxFeatures})
	}
	for _, f := range features {
		if utf8.RuneCountInString(f) > MaxFeature {
			fields.Set("features", "shopFeatureTooLong", app.Params{"max": MaxFeature})
		}
	}
	switch {
	case in.BrandID < 0 || (in.BrandID == 0 && in.BrandName == ""):
		fields.Set("brandId", "shopBrandRequired", nil)
	case in.BrandID == 0 && utf8.RuneCountInString(in.BrandName) > MaxName:
		fields.Set("brandName", "shopNameTooLong", app.Params{"max": MaxName})
	}
	if in.CategoryID <= 0 {
		fields.Set("categoryId", "shopCategoryRequired", nil)
	}
	if in.Price < 0 || in.Price > MaxPriceCents {
		fields.Set("price", "shopPriceRange", app.Params{"min": 0, "max": MaxPriceCents})
	}
	if in.Stock < 0 || in.Stock > MaxStock {
		fields.Set("stock", "shopStockRange", app.Params{"max": MaxStock})
	}
	if len(in.Colors) > MaxColors {
		fields.Set("colors", "shopTooManyColors", app.Params{"max": MaxColors})
	}
	for i, c := range in.Colors {
		if !colorFormat.MatchString(c) {
			fields.Set("colors", "shopColorFormat", nil)
		}
		in.Colors[i] = strings.ToUpper(c)
	}
	return fields
}

// SaveProduct creates (id 0) or updates a product as actorID, and returns it
// as staff see it. Every field is checked first: nothing is written when one
// is invalid. A slug derived from the name takes a number when another
// product has it; a slug given that another product has is refused.
func (s *Store) SaveProduct(ctx context.Context, actorID, id int64, in ProductInput) (ProductDetail, error) {
	givenSlug := strings.TrimSpace(in.Slug) != ""
	fields := in.check()
	if len(fields) > 0 {
		return ProductDetail{}, app.Invalid("checkFields", nil, fields)
	}
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if id != 0 {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM products WHERE id = $1`, id).Scan(&n); err != nil {
				return err
			}
			if n == 0 {
				return errProductNotFound
			}
		}
		if err := s.references(ctx, tx, &in, fields); err != nil {
			return err
		}
		if err := s.freeSlug(ctx, tx, id, &in, givenSlug, fields); err != nil {
			return err
		}
		if len(fields) > 0 {
			return app.Invalid("checkFields", nil, fields)
		}
		now := s.now().UTC()
		features := strings.Join(in.Features, "\n")
		if id == 0 {
			err := tx.QueryRowContext(ctx, `INSERT INTO products (slug, name, sort_name, description, features, brand_id, category_id,
				price_cents, stock, free_shipping, published, created_by, created_at, updated_at)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
				in.Slug, in.Name, db.SortKey(in.Name), in.Description, features, in.BrandID, in.CategoryID,
				in.Price, in.Stock, in.FreeShipping, in.Published, nullID(actorID), now).Scan(&id)
			if err != nil {
				return err
			}
		} else {
			_, err := tx.ExecContext(ctx, `UPDATE products SET slug = $1, name = $2, sort_name = $3, description = $4, features = $5,
				brand_id = $6, category_id = $7, price_cents = $8, stock = $9, free_shipping = $10, published = $11, updated_at = $12
				WHERE id = $13`, in.Slug, in.Name, db.SortKey(in.Name), in.Description, features, in.BrandID, in.CategoryID,
				in.Price, in.Stock, in.FreeShipping, in.Published, now, id)
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `DELETE FROM product_colors WHERE product_id = $1`, id); err != nil {
				return err
			}
		}
		for i, c := range in.Colors {
			if _, err := tx.ExecContext(ctx, `INSERT INTO product_colors (product_id, position, color) VALUES ($1, $2, $3)`, id, i, c); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return ProductDetail{}, err
		}
		return ProductDetail{}, fmt.Errorf("shop: save product: %w", err)
	}
	return s.ProductByID(ctx, id, true)
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

// references checks the category and finds or makes the brand.
func (s *Store) references(ctx context.Context, tx *sql.Tx, in *ProductInput, fields app.Fields) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM shop_categories WHERE id = $1`, in.CategoryID).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		fields.Set("categoryId", "shopCategoryUnknown", nil)
	}
	if in.BrandID > 0 {
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM shop_brands WHERE id = $1`, in.BrandID).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			fields.Set("brandId", "shopBrandUnknown", nil)
		}
		return nil
	}
	err := tx.QueryRowContext(ctx, `SELECT id FROM shop_brands WHERE lower(name) = lower($1) ORDER BY id LIMIT 1`, in.BrandName).Scan(&in.BrandID)
	if errors.Is(err, sql.ErrNoRows) {
		if len(fields) > 0 {
			return nil // no new brand for a product that is not saved
		}
		err = tx.QueryRowContext(ctx, `INSERT INTO shop_brands (name) VALUES ($1) RETURNING id`, in.BrandName).Scan(&in.BrandID)
	}
	return err
}

// freeSlug makes sure no other product has in's slug: a derived one takes
// the first free "-2", "-3"…; a given one taken is a field error.
func (s *Store) freeSlug(ctx context.Context, tx *sql.Tx, id int64, in *ProductInput, given bool, fields app.Fields) error {
	base := in.Slug
	for n := 2; ; n++ {
		var other int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM products WHERE slug = $1 AND id <> $2`, in.Slug, id).Scan(&other); err != nil {
			return err
		}
		if other == 0 {
			return nil
		}
		if given {
			fields.Set("slug", "shopSlugTaken", nil)
			return nil
		}
		suffix := "-" + strconv.Itoa(n)
		in.Slug = strings.TrimRight(base[:min(len(base), MaxSlug-len(suffix))], "-") + suffix
	}
}

// DeleteProduct deletes a product, or unpublishes it when an order holds it
// (the order keeps its lines): unpublished says which.
func (s *Store) DeleteProduct(ctx context.Context, id int64) (unpublished bool, err error) {
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM products WHERE id = $1`, id).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return errProductNotFound
		}
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM order_lines WHERE product_id = $1`, id).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			unpublished = true
			_, err := tx.ExecContext(ctx, `UPDATE products SET published = FALSE, updated_at = $1 WHERE id = $2`, s.now().UTC(), id)
			return err
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM products WHERE id = $1`, id)
		return err
	})
	if err != nil && app.ErrorCode(err) == app.EINTERNAL {
		err = fmt.Errorf("shop: delete product %d: %w", id, err)
	}
	return unpublished, err
}
