package shop

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"partage/app"
	"partage/app/db"
)

// errProductNotFound is the answer for a product that does not exist, or
// that the caller may not see (unpublished, for a buyer).
var errProductNotFound = app.E(app.ENOTFOUND, "productNotFound", nil)

// productColumns are a Product's columns, in scanProduct's order, over
// products p joined to its brand b and category c (productJoins).
const productColumns = `p.id, p.name, p.slug, p.description, b.name, p.brand_id, c.slug, c.name, p.price_cents,
	p.free_shipping, p.rating, p.rating_count, p.stock, p.published`

const productJoins = ` FROM products p JOIN shop_brands b ON b.id = p.brand_id JOIN shop_categories c ON c.id = p.category_id`

func scanProduct(row interface{ Scan(...any) error }, extra ...any) (Product, error) {
	var p Product
	err := row.Scan(append([]any{&p.ID, &p.Name, &p.Slug, &p.Description, &p.Brand, &p.BrandID, &p.Category, &p.CategoryName,
		&p.Price, &p.HasFreeShipping, &p.Rating, &p.RatingCount, &p.Stock, &p.Published}, extra...)...)
	p.Availability = AvailabilityOf(p.Stock)
	p.ColorOptions = []string{}
	return p, err
}

// idList is ids as a literal SQL list ("1,2,3"): numbers only, never text.
func idList(ids []int64) string {
	marks := make([]string, len(ids))
	for i, id := range ids {
		marks[i] = strconv.FormatInt(id, 10)
	}
	return strings.Join(marks, ",")
}

// pgExtras are, on PostgreSQL, a product's colours ("#AA0000,#00AA00", in
// their order) and its first image's card, read with its row: one round
// trip instead of three. SQLite, in process, reads them in two more queries,
// cheaper there than sub-queries that sort.
const pgExtras = `, COALESCE((SELECT string_agg(pc.color, ',' ORDER BY pc.position) FROM product_colors pc WHERE pc.product_id = p.id), ''),
	COALESCE((SELECT pi.card_sum FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position, pi.id LIMIT 1), '')`

// listProducts runs a query for products (SELECT listColumns(), then
// productJoins and its conditions) and returns them complete.
func (s *Store) listProducts(ctx context.Context, query string, args ...any) ([]Product, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("shop: products: %w", err)
	}
	defer rows.Close()
	pg := s.db.Engine == db.Postgres
	out := []Product{}
	for rows.Next() {
		var p Product
		var colors, card string
		if pg {
			p, err = scanProduct(rows, &colors, &card)
		} else {
			p, err = scanProduct(rows)
		}
		if err != nil {
			return nil, fmt.Errorf("shop: products: %w", err)
		}
		if colors != "" {
			p.ColorOptions = strings.Split(colors, ",")
		}
		if card != "" {
			p.Image = ImageURL(card)
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("shop: products: %w", err)
	}
	if pg {
		return out, nil
	}
	return out, s.complete(ctx, out)
}

// listColumns are the columns listProducts reads.
func (s *Store) listColumns() string {
	if s.db.Engine == db.Postgres {
		return productColumns + pgExtras
	}
	return productColumns
}

// complete fills the colours and the card image of list's products.
func (s *Store) complete(ctx context.Context, list []Product) error {
	if len(list) == 0 {
		return nil
	}
	ids := make([]int64, len(list))
	at := make(map[int64]int, len(list))
	for i, p := range list {
		ids[i], at[p.ID] = p.ID, i
	}
	rows, err := s.db.QueryContext(ctx, `SELECT product_id, color FROM product_colors WHERE product_id IN (`+idList(ids)+`) ORDER BY product_id, position`)
	if err != nil {
		return fmt.Errorf("shop: colours: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var color string
		if err := rows.Scan(&id, &color); err != nil {
			return fmt.Errorf("shop: colours: %w", err)
		}
		list[at[id]].ColorOptions = append(list[at[id]].ColorOptions, color)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("shop: colours: %w", err)
	}
	images, err := s.imagesOf(ctx, s.db, ids)
	if err != nil {
		return err
	}
	for i := range list {
		if imgs := images[list[i].ID]; len(imgs) > 0 {
			list[i].Image = imgs[0].Card
		}
	}
	return nil
}

// productsByIDs returns the products of ids in that order (those that no
// longer exist are left out), complete.
func (s *Store) productsByIDs(ctx context.Context, ids []int64) ([]Product, error) {
	if len(ids) == 0 {
		return []Product{}, nil
	}
	found, err := s.listProducts(ctx, `SELECT `+s.listColumns()+productJoins+` WHERE p.id IN (`+idList(ids)+`)`)
	if err != nil {
		return nil, err
	}
	at := make(map[int64]int, len(found))
	for i, p := range found {
		at[p.ID] = i
	}
	out := make([]Product, 0, len(found))
	for _, id := range ids {
		if i, ok := at[id]; ok {
			out = append(out, found[i])
		}
	}
	return out, nil
}

// ProductByID returns a product with everything its page shows; an
// unpublished one only withUnpublished (staff), otherwise ENOTFOUND.
func (s *Store) ProductByID(ctx context.Context, id int64, withUnpublished bool) (ProductDetail, error) {
	return s.productWhere(ctx, `p.id = $1`, id, withUnpublished)
}

// ProductBySlug returns a published product by its slug, or ENOTFOUND.
func (s *Store) ProductBySlug(ctx context.Context, slug string) (ProductDetail, error) {
	return s.productWhere(ctx, `p.slug = $1`, slug, false)
}

func (s *Store) productWhere(ctx context.Context, cond string, arg any, withUnpublished bool) (ProductDetail, error) {
	var d ProductDetail
	var features string
	var created, updated time.Time
	p, err := scanProduct(s.db.QueryRowContext(ctx, `SELECT `+productColumns+`, p.features, p.created_at, p.updated_at`+productJoins+
		` WHERE `+cond, arg), &features, &created, &updated)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && !p.Published && !withUnpublished) {
		return d, errProductNotFound
	}
	if err != nil {
		return d, fmt.Errorf("shop: product: %w", err)
	}
	list := []Product{p}
	if err := s.complete(ctx, list); err != nil {
		return d, err
	}
	d.Product = list[0]
	d.Features = []string{}
	for _, f := range strings.Split(features, "\n") {
		if f = strings.TrimSpace(f); f != "" {
			d.Features = append(d.Features, f)
		}
	}
	images, err := s.imagesOf(ctx, s.db, []int64{p.ID})
	if err != nil {
		return d, err
	}
	d.Images = images[p.ID]
	if d.Images == nil {
		d.Images = []Image{}
	}
	d.CreatedAt, d.UpdatedAt = created.UTC().Format(time.RFC3339), updated.UTC().Format(time.RFC3339)
	return d, nil
}

// MaxRelated is how many related products a product's page shows.
const MaxRelated = 8

// Related returns up to MaxRelated published products other than p: its
// category's newest first, then the newest of the others.
func (s *Store) Related(ctx context.Context, p Product) ([]Product, error) {
	var ids []int64
	for _, q := range []string{
		`SELECT p.id FROM products p JOIN shop_categories c ON c.id = p.category_id WHERE p.published = TRUE AND c.slug = $1 AND p.id <> $2 ORDER BY p.id DESC LIMIT $3`,
		`SELECT p.id FROM products p JOIN shop_categories c ON c.id = p.category_id WHERE p.published = TRUE AND c.slug <> $1 AND p.id <> $2 ORDER BY p.id DESC LIMIT $3`,
	} {
		if len(ids) >= MaxRelated {
			break
		}
		more, err := queryIDs(ctx, s.db, q, p.Category, p.ID, MaxRelated-len(ids))
		if err != nil {
			return nil, fmt.Errorf("shop: related: %w", err)
		}
		ids = append(ids, more...)
	}
	return s.productsByIDs(ctx, ids)
}

// queryIDs runs a query for ids.
func queryIDs(ctx context.Context, q db.Execer, query string, args ...any) ([]int64, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	ids := []int64{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}
