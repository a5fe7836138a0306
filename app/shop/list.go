package shop

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"partage/app"
	"partage/app/cache"
	"partage/app/db"
)

// ProductsList is the catalogue's list version (list_versions): every write
// to products moves it, so totals and searches kept under it are never stale.
const ProductsList = "products"

// Sorts of the catalogue: the shop's (spec §7) and, for staff, by name and
// by stock (the fewest first).
var (
	ShopSorts  = []string{SortFeatured, SortPriceAsc, SortPriceDesc}
	StaffSorts = []string{SortFeatured, SortPriceAsc, SortPriceDesc, "name", "stock"}
)

var sortOrders = map[string]string{
	SortFeatured:  "p.id DESC",
	SortPriceAsc:  "p.price_cents ASC, p.id ASC",
	SortPriceDesc: "p.price_cents DESC, p.id DESC",
	"name":        "p.sort_name ASC, p.id ASC",
	"stock":       "p.stock ASC, p.id ASC",
}

// Staff's stock filter.
const (
	StockOut = "out" // none left
	StockLow = "low" // 1 to LowStockAt left
)

// MaxSearch is the longest search text the catalogue takes.
const MaxSearch = 100

// ProductFilter selects a page of the catalogue. The shop shows the
// published products only; staff (Staff) see them all, and may filter on
// Published and Stock.
type ProductFilter struct {
	Q            string
	SortBy       string // one of ShopSorts (StaffSorts for staff); featured when empty
	Category     string // a category's slug
	Brands       []int64
	PriceMin     *int64 // cents, inclusive
	PriceMax     *int64
	Rating       int // 1 to 4: that many stars and up; 0: any
	FreeShipping bool
	InStock      bool
	Staff        bool
	Published    *bool  // staff only
	Stock        string // staff only: StockOut, StockLow or ""
	Page         int
	PerPage      int // DefaultPerPage when 0, at most MaxPerPage
}

// Normalize fills the defaults and checks every field; an invalid one is an
// EINVALID error naming it.
func (f *ProductFilter) Normalize() error {
	fields := app.Fields{}
	f.Q = strings.TrimSpace(f.Q)
	if len([]rune(f.Q)) > MaxSearch {
		fields.Set("q", "searchTooLong", app.Params{"max": MaxSearch})
	}
	sorts := ShopSorts
	if f.Staff {
		sorts = StaffSorts
	}
	app.CheckSort(fields, &f.SortBy, SortFeatured, sorts)
	if f.PerPage == 0 {
		f.PerPage = DefaultPerPage
	}
	if f.PerPage < 1 || f.PerPage > MaxPerPage {
		fields.Set("perPage", "perPageRange", app.Params{"min": 1, "max": MaxPerPage})
	}
	app.CheckPage(fields, &f.Page)
	for _, c := range []struct {
		name string
		v    *int64
	}{{"priceMin", f.PriceMin}, {"priceMax", f.PriceMax}} {
		if c.v != nil && (*c.v < 0 || *c.v > MaxPriceCents) {
			fields.Set(c.name, "shopPriceRange", app.Params{"min": 0, "max": MaxPriceCents})
		}
	}
	if f.PriceMin != nil && f.PriceMax != nil && *f.PriceMax < *f.PriceMin {
		fields.Set("priceMax", "shopPriceMaxBelowMin", nil)
	}
	if f.Rating < 0 || f.Rating > 4 {
		fields.Set("rating", "shopRatingRange", nil)
	}
	if err := app.CheckIDs("brand", len(f.Brands)); err != nil {
		return err
	}
	slices.Sort(f.Brands)
	f.Brands = slices.Compact(f.Brands)
	if !f.Staff {
		f.Published, f.Stock = nil, ""
	}
	if f.Stock != "" && f.Stock != StockOut && f.Stock != StockLow {
		fields.Set("stock", "shopStockChoice", nil)
	}
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

// key is the filter's rows as a cache key (every field but the page).
func (f ProductFilter) key() string {
	num := func(v *int64) string {
		if v == nil {
			return "-"
		}
		return fmt.Sprint(*v)
	}
	pub := "-"
	if f.Published != nil {
		pub = fmt.Sprint(*f.Published)
	}
	return fmt.Sprintf("%q|%s|%q|%v|%s|%s|%d|%t|%t|%t|%s|%s", f.Q, f.SortBy, f.Category, f.Brands, num(f.PriceMin), num(f.PriceMax),
		f.Rating, f.FreeShipping, f.InStock, f.Staff, pub, f.Stock)
}

// nameSearch is the catalogue's search: the product's name, accents aside.
var nameSearch = db.Search{Keys: []string{"p.sort_name"}, FTS: "products_fts", ID: "p.id"}

// where is the filter's condition over products p (categoryID resolved).
func (s *Store) where(f ProductFilter, categoryID int64) (string, []any) {
	var conds []string
	var args []any
	arg := func(cond string, v any) {
		args = append(args, v)
		conds = append(conds, fmt.Sprintf(cond, len(args)))
	}
	if !f.Staff {
		conds = append(conds, "p.published = TRUE")
	} else if f.Published != nil {
		arg("p.published = $%d", *f.Published)
	}
	if categoryID != 0 {
		arg("p.category_id = $%d", categoryID)
	}
	if len(f.Brands) > 0 {
		conds = append(conds, "p.brand_id IN ("+idList(f.Brands)+")")
	}
	if f.PriceMin != nil {
		arg("p.price_cents >= $%d", *f.PriceMin)
	}
	if f.PriceMax != nil {
		arg("p.price_cents <= $%d", *f.PriceMax)
	}
	if f.Rating > 0 {
		arg("p.rating >= $%d", f.Rating)
	}
	if f.FreeShipping {
		conds = append(conds, "p.free_shipping = TRUE")
	}
	switch {
	case f.Stock == StockOut:
		conds = append(conds, "p.stock = 0")
	case f.Stock == StockLow:
		arg("p.stock BETWEEN 1 AND $%d", LowStockAt)
	case f.InStock:
		conds = append(conds, "p.stock > 0")
	}
	if f.Q != "" {
		var cond string
		cond, args = s.db.Matches(nameSearch, f.Q, args) // last: its arguments are numbered after the others
		conds = append(conds, cond)
	}
	if len(conds) == 0 {
		return "", args
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// catalogueKept is what the catalogue keeps under its version: the totals
// of filters, the ids of the filters that match few enough products (paging
// through them reads only the page's rows), and the price bounds.
type catalogueKept struct {
	totals *cache.Versioned[int]
	ids    *cache.Versioned[[]int64]
	bounds *cache.Versioned[PriceBounds]
}

const keptFilters = 512 // filters kept per instance

// maxKeptIDs is the most ids of a filter kept: one matching more is paged by the database.
var maxKeptIDs = 20000

// kept holds each store's catalogueKept (a store is made once per process).
var kept sync.Map // *Store → *catalogueKept

func (s *Store) kept() *catalogueKept {
	if k, ok := kept.Load(s); ok {
		return k.(*catalogueKept)
	}
	k, _ := kept.LoadOrStore(s, &catalogueKept{totals: cache.New[int](keptFilters), ids: cache.New[[]int64](keptFilters),
		bounds: cache.New[PriceBounds](1)})
	return k.(*catalogueKept)
}

// ListProducts returns a page of the catalogue and how many products match
// in all. The total is kept under the catalogue's version; a filter matching
// at most maxKeptIDs products is run once for all its ids in order, which
// every page then reads from; a larger one is paged by the database along
// its indexes.
func (s *Store) ListProducts(ctx context.Context, f ProductFilter) ([]Product, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	version, err := s.db.Version(ctx, ProductsList)
	if err != nil {
		return nil, 0, err
	}
	// The category's id, read the first time a query needs it: a kept
	// answer needs none.
	var categoryID int64
	category := func() (int64, error) {
		if f.Category == "" || categoryID != 0 {
			return categoryID, nil
		}
		err := s.db.QueryRowContext(ctx, `SELECT id FROM shop_categories WHERE slug = $1`, f.Category).Scan(&categoryID)
		if errors.Is(err, sql.ErrNoRows) {
			return 0, app.Invalid("checkFilter", nil, app.Fields{"category": app.T("shopCategoryUnknown", nil)})
		}
		if err != nil {
			return 0, fmt.Errorf("shop: category: %w", err)
		}
		return categoryID, nil
	}
	k, key := s.kept(), f.key()
	order := sortOrders[f.SortBy]
	ids, ok := k.ids.Get(key, version)
	total := len(ids)
	if !ok {
		if total, ok = k.totals.Get(key, version); !ok {
			if _, err := category(); err != nil {
				return nil, 0, err
			}
			where, args := s.where(f, categoryID)
			if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM products p`+where, args...).Scan(&total); err != nil {
				return nil, 0, fmt.Errorf("shop: count products: %w", err)
			}
			k.totals.Put(key, version, total)
		}
		if total <= maxKeptIDs {
			where, args := s.where(f, categoryID)
			if ids, err = queryIDs(ctx, s.db, `SELECT p.id FROM products p`+where+` ORDER BY `+order, args...); err != nil {
				return nil, 0, fmt.Errorf("shop: list products: %w", err)
			}
			k.ids.Put(key, version, ids)
			total = len(ids)
		}
	}
	from := (f.Page - 1) * f.PerPage
	if ids == nil {
		if _, err := category(); err != nil {
			return nil, 0, err
		}
		query, args := s.pageQuery(f, categoryID, from)
		// The page's ids first, then their rows: two simple queries plan
		// faster on PostgreSQL than one that joins and sorts.
		page, err := queryIDs(ctx, s.db, query, args...)
		if err != nil {
			return nil, 0, fmt.Errorf("shop: list products: %w", err)
		}
		list, err := s.productsByIDs(ctx, page)
		return list, total, err
	}
	if from >= len(ids) {
		return []Product{}, total, nil
	}
	list, err := s.productsByIDs(ctx, ids[from:min(from+f.PerPage, len(ids))])
	return list, total, err
}

// pageQuery is the query of the ids of a page of f's products, from the
// from-th on, when the database pages them. A search in the featured order
// (the newest first) reads SQLite's full-text index newest first and stops
// at the page's end, instead of collecting every match before sorting.
func (s *Store) pageQuery(f ProductFilter, categoryID int64, from int) (string, []any) {
	order := sortOrders[f.SortBy]
	if match, ok := s.db.FTSMatch(nameSearch, f.Q); ok && f.SortBy == SortFeatured {
		unsearched := f
		unsearched.Q = ""
		where, args := s.where(unsearched, categoryID)
		args = append(args, match)
		cond := fmt.Sprintf("products_fts MATCH $%d", len(args))
		if where == "" {
			where = " WHERE " + cond
		} else {
			where += " AND " + cond
		}
		args = append(args, f.PerPage, from)
		return `SELECT p.id FROM products_fts JOIN products p ON p.id = products_fts.rowid` + where +
			fmt.Sprintf(` ORDER BY products_fts.rowid DESC LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args
	}
	where, args := s.where(f, categoryID)
	args = append(args, f.PerPage, from)
	return `SELECT p.id FROM products p` + where + ` ORDER BY ` + order + fmt.Sprintf(` LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args
}
