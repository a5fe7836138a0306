package controllers

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/shop"
)

// catalogueRoutes are the shop's catalogue: spec §7's products calls, the
// Shop and Product pages for buyers, and the staff's list and form of the
// products (shop_catalogue_staff.go).
func (s *Server) catalogueRoutes(r *mux.Router) {
	s.api(r, "GET", "/apps/ecommerce/products", shopping, s.shopProductsData)
	s.api(r, "GET", "/apps/ecommerce/products/{id}", shopping, s.shopProductData)
	s.page(r, "GET", "/apps/ecommerce/shop", shopping, s.shopPage)
	s.page(r, "GET", "/apps/ecommerce/product-detail/{slug}", shopping, s.shopProductPage)

	const manage = "/apps/ecommerce/manage/products"
	s.page(r, "GET", manage, catalogue, s.staffProductsPage)
	s.page(r, "GET", manage+"/new", editCatalog, s.staffProductNew)
	s.page(r, "GET", manage+"/{id}/edit", editCatalog, s.staffProductEdit)
	s.page(r, "POST", manage, editCatalog, s.staffProductCreate)
	s.page(r, "PUT", manage+"/{id}", editCatalog, s.staffProductUpdate)
	s.page(r, "DELETE", manage+"/{id}", editCatalog, s.staffProductDelete)
}

// queryInt64 reads an optional whole number of the URL: nil when absent, a
// field error when it is not a number.
func queryInt64(r *http.Request, name string) (*int64, error) {
	raw := strings.TrimSpace(r.URL.Query().Get(name))
	if raw == "" {
		return nil, nil
	}
	v, err := strconv.ParseInt(raw, 10, 64)
	if err != nil {
		return nil, app.InvalidField(name, "invalidValue", nil)
	}
	return &v, nil
}

// queryFlag reads a checkbox of the URL: 1, true, on or yes.
func queryFlag(r *http.Request, name string) bool {
	switch strings.ToLower(r.URL.Query().Get(name)) {
	case "1", "true", "on", "yes":
		return true
	}
	return false
}

// brandsOf reads the repeatable brand filter (brand=1&brand=2 or brand=1,2).
func brandsOf(r *http.Request) ([]int64, error) {
	var out []int64
	for _, v := range r.URL.Query()["brand"] {
		for _, part := range strings.Split(v, ",") {
			if part = strings.TrimSpace(part); part == "" {
				continue
			}
			id, err := strconv.ParseInt(part, 10, 64)
			if err != nil || id <= 0 {
				return nil, app.InvalidField("brand", "invalidValue", nil)
			}
			out = append(out, id)
		}
	}
	return out, nil
}

// productFilter reads the catalogue's state from the URL (spec §7: q,
// sortBy, perPage, page; the shop's filters: category, brand, priceMin,
// priceMax, rating, freeShipping, inStock).
func productFilter(r *http.Request) (shop.ProductFilter, error) {
	q := r.URL.Query()
	f := shop.ProductFilter{Q: q.Get("q"), SortBy: q.Get("sortBy"), Category: q.Get("category"),
		FreeShipping: queryFlag(r, "freeShipping"), InStock: queryFlag(r, "inStock")}
	f.Page, f.PerPage = pageOf(r)
	var err error
	if f.Brands, err = brandsOf(r); err != nil {
		return f, err
	}
	if f.PriceMin, err = queryInt64(r, "priceMin"); err != nil {
		return f, err
	}
	if f.PriceMax, err = queryInt64(r, "priceMax"); err != nil {
		return f, err
	}
	rating, err := queryInt64(r, "rating")
	if err != nil {
		return f, err
	}
	if rating != nil {
		if *rating < 1 || *rating > 4 {
			return f, app.InvalidField("rating", "shopRatingRange", nil)
		}
		f.Rating = int(*rating)
	}
	return f, nil
}

// shopProductsData is spec §7's GET /apps/ecommerce/products: a page of the
// published products, marked for the caller, with their total, wishlist and
// cart: {products, total, userWishlist, userCart}.
func (s *Server) shopProductsData(w http.ResponseWriter, r *http.Request) {
	f, err := productFilter(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	answer, err := s.Shop.ProductsFor(r.Context(), auth.UserFrom(r.Context()).ID, f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, answer)
}

// seesUnpublished reports whether the caller reads the catalogue as staff.
func seesUnpublished(r *http.Request) bool {
	return auth.Can(auth.RulesOf(auth.UserFrom(r.Context())), "read", auth.SubjectCatalog)
}

// shopProductData is spec §7's GET /apps/ecommerce/products/{id}: {product}
// or 404 (an unpublished product too, for a buyer).
func (s *Server) shopProductData(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, app.E(app.ENOTFOUND, "productNotFound", nil))
		return
	}
	p, err := s.Shop.ProductByID(r.Context(), id, seesUnpublished(r))
	if err == nil {
		one := []shop.Product{p.Product}
		err = s.Shop.MarkFor(r.Context(), auth.UserFrom(r.Context()).ID, one)
		p.Product = one[0]
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"product": p})
}

// shopPage is /apps/ecommerce/shop: the filtered page of the catalogue, the
// filters as read (a hand-edited URL that is not valid shows the shop as it
// starts; API clients get the field error), the categories, brands and the
// price slider's ends.
func (s *Server) shopPage(w http.ResponseWriter, r *http.Request) {
	ctx, u := r.Context(), auth.UserFrom(r.Context())
	f, err := productFilter(r)
	var answer shop.ProductsAnswer
	if err == nil {
		answer, err = s.Shop.ProductsFor(ctx, u.ID, f)
	}
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		f = shop.ProductFilter{}
		answer, err = s.Shop.ProductsFor(ctx, u.ID, f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	_ = f.Normalize() // the defaults, as the list used them
	categories, brands, bounds, err := s.catalogueChoices(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	view := "grid"
	if r.URL.Query().Get("view") == "list" {
		view = "list"
	}
	brandIDs := f.Brands
	if brandIDs == nil {
		brandIDs = []int64{}
	}
	rating := any(nil)
	if f.Rating > 0 {
		rating = f.Rating
	}
	s.render(w, r, "Apps/Ecommerce/Shop", inertia.Props{"products": answer.Products, "total": answer.Total, "page": f.Page, "perPage": f.PerPage,
		"filters": map[string]any{"q": f.Q, "sortBy": f.SortBy, "category": f.Category, "brands": brandIDs, "priceMin": f.PriceMin,
			"priceMax": f.PriceMax, "rating": rating, "freeShipping": f.FreeShipping, "inStock": f.InStock, "view": view},
		"categories": categories, "brands": brands, "priceBounds": bounds})
}

// catalogueChoices are the categories, brands and price bounds the shop's
// filters offer.
func (s *Server) catalogueChoices(r *http.Request) ([]shop.Category, []shop.Brand, shop.PriceBounds, error) {
	categories, err := s.Shop.Categories(r.Context())
	if err != nil {
		return nil, nil, shop.PriceBounds{}, err
	}
	brands, err := s.Shop.Brands(r.Context())
	if err != nil {
		return nil, nil, shop.PriceBounds{}, err
	}
	bounds, err := s.Shop.Bounds(r.Context())
	return categories, brands, bounds, err
}

// productDetailPath is a product's page.
func productDetailPath(slug string) string { return "/apps/ecommerce/product-detail/" + slug }

// shopProductPage is /apps/ecommerce/product-detail/{slug}: the product and
// up to 8 related ones (its category's first). A number that is no slug but
// a product's id sends to the product's page under its slug; anything else
// unknown is a 404.
func (s *Server) shopProductPage(w http.ResponseWriter, r *http.Request) {
	ctx, u := r.Context(), auth.UserFrom(r.Context())
	slug := mux.Vars(r)["slug"]
	p, err := s.Shop.ProductBySlug(ctx, slug)
	if app.ErrorCode(err) == app.ENOTFOUND {
		if id, perr := strconv.ParseInt(slug, 10, 64); perr == nil {
			if byID, ierr := s.Shop.ProductByID(ctx, id, false); ierr == nil {
				s.in.Redirect(w, r, productDetailPath(byID.Slug))
				return
			}
		}
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	related, err := s.Shop.Related(ctx, p.Product)
	if err == nil {
		one := []shop.Product{p.Product}
		if err = s.Shop.MarkFor(ctx, u.ID, one); err == nil {
			p.Product = one[0]
			err = s.Shop.MarkFor(ctx, u.ID, related)
		}
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Apps/Ecommerce/Product", inertia.Props{"product": p, "related": related})
}
