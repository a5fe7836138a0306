package controllers

import (
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/shop"
)

// staffProductFilter reads the staff's list of products from the URL: q,
// category, brand, published (1/0), stock (out|low), sort (or sortBy),
// page, perPage.
func staffProductFilter(r *http.Request) (shop.ProductFilter, error) {
	q := r.URL.Query()
	f := shop.ProductFilter{Staff: true, Q: q.Get("q"), SortBy: q.Get("sort"), Category: q.Get("category"), Stock: q.Get("stock")}
	if f.SortBy == "" {
		f.SortBy = q.Get("sortBy")
	}
	f.Page, f.PerPage = pageOf(r)
	switch q.Get("published") {
	case "":
	case "1", "true":
		f.Published = new(bool)
		*f.Published = true
	case "0", "false":
		f.Published = new(bool)
	default:
		return f, app.InvalidField("published", "invalidValue", nil)
	}
	var err error
	f.Brands, err = brandsOf(r)
	return f, err
}

// staffProductsPage is /apps/ecommerce/manage/products: the list pattern
// over every product, published or not.
func (s *Server) staffProductsPage(w http.ResponseWriter, r *http.Request) {
	f, err := staffProductFilter(r)
	var list []shop.Product
	var total int
	if err == nil {
		list, total, err = s.Shop.ListProducts(r.Context(), f)
	}
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		f = shop.ProductFilter{Staff: true}
		list, total, err = s.Shop.ListProducts(r.Context(), f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	_ = f.Normalize()
	categories, brands, _, err := s.catalogueChoices(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	brandIDs := f.Brands
	if brandIDs == nil {
		brandIDs = []int64{}
	}
	s.render(w, r, "Apps/Ecommerce/Manage/Products", inertia.Props{"products": list, "total": total, "page": f.Page, "perPage": f.PerPage,
		"filters": map[string]any{"q": f.Q, "category": f.Category, "brands": brandIDs, "published": f.Published, "stock": f.Stock, "sort": f.SortBy},
		"sorts":   shop.StaffSorts, "categories": categories, "brands": brands})
}

// staffProductForm shows the product form: p nil for a new product.
func (s *Server) staffProductForm(w http.ResponseWriter, r *http.Request, p *shop.ProductDetail) {
	categories, brands, _, err := s.catalogueChoices(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Apps/Ecommerce/Manage/ProductForm", inertia.Props{"product": p, "categories": categories, "brands": brands,
		"limits": map[string]any{"name": shop.MaxName, "slug": shop.MaxSlug, "description": shop.MaxDescription, "features": shop.MaxFeatures,
			"feature": shop.MaxFeature, "colors": shop.MaxColors, "price": shop.MaxPriceCents, "stock": shop.MaxStock,
			"images": shop.MaxImages, "imageBytes": shop.MaxImageBytes}})
}

// staffProductNew is /apps/ecommerce/manage/products/new.
func (s *Server) staffProductNew(w http.ResponseWriter, r *http.Request) {
	s.staffProductForm(w, r, nil)
}

// staffProductID reads the product of the URL, as staff see it.
func (s *Server) staffProductID(w http.ResponseWriter, r *http.Request) (shop.ProductDetail, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, app.E(app.ENOTFOUND, "productNotFound", nil))
		return shop.ProductDetail{}, false
	}
	p, err := s.Shop.ProductByID(r.Context(), id, true)
	if err != nil {
		s.fail(w, r, err)
		return p, false
	}
	return p, true
}

// staffProductEdit is /apps/ecommerce/manage/products/{id}/edit.
func (s *Server) staffProductEdit(w http.ResponseWriter, r *http.Request) {
	if p, ok := s.staffProductID(w, r); ok {
		s.staffProductForm(w, r, &p)
	}
}

// productBody is a product as the form or an API client sends it (the
// checkboxes as JSON booleans or as a form's "on").
type productBody struct {
	Name         string   `json:"name"`
	Slug         string   `json:"slug"`
	Description  string   `json:"description"`
	Features     []string `json:"features"`
	BrandID      int64    `json:"brandId"`
	BrandName    string   `json:"brandName"`
	CategoryID   int64    `json:"categoryId"`
	Price        int64    `json:"price"`
	Stock        int      `json:"stock"`
	Colors       []string `json:"colors"`
	FreeShipping flexBool `json:"freeShipping"`
	Published    flexBool `json:"published"`
}

func (b productBody) input() shop.ProductInput {
	return shop.ProductInput{Name: b.Name, Slug: b.Slug, Description: b.Description, Features: b.Features, BrandID: b.BrandID,
		BrandName: b.BrandName, CategoryID: b.CategoryID, Price: b.Price, Stock: b.Stock, Colors: b.Colors,
		FreeShipping: bool(b.FreeShipping), Published: bool(b.Published)}
}

// staffProductCreate is POST /apps/ecommerce/manage/products → 201 {product}
// (JSON) or the new product's edit page, where its images are added.
func (s *Server) staffProductCreate(w http.ResponseWriter, r *http.Request) {
	var body productBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	p, err := s.Shop.SaveProduct(r.Context(), auth.UserFrom(r.Context()).ID, 0, body.input())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"product": p})
		return
	}
	s.flash(w, r, "success", "shopAdmin.flash.productCreated", map[string]any{"name": p.Name})
	s.in.Redirect(w, r, "/apps/ecommerce/manage/products/"+strconv.FormatInt(p.ID, 10)+"/edit")
}

// staffProductUpdate is PUT /apps/ecommerce/manage/products/{id} → {product}.
func (s *Server) staffProductUpdate(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, app.E(app.ENOTFOUND, "productNotFound", nil))
		return
	}
	var body productBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	p, err := s.Shop.SaveProduct(r.Context(), auth.UserFrom(r.Context()).ID, id, body.input())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "product", p, "shopAdmin.flash.productSaved", map[string]any{"name": p.Name})
}

// staffProductDelete is DELETE /apps/ecommerce/manage/products/{id}: a
// product that orders hold is unpublished instead, and the answer says so:
// {deleted, unpublished, message} (JSON) or the list with a toast.
func (s *Server) staffProductDelete(w http.ResponseWriter, r *http.Request) {
	p, ok := s.staffProductID(w, r)
	if !ok {
		return
	}
	unpublished, err := s.Shop.DeleteProduct(r.Context(), p.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	key, flashKey := "shopProductDeleted", "shopAdmin.flash.productDeleted"
	if unpublished {
		key, flashKey = "shopProductUnpublished", "shopAdmin.flash.productUnpublished"
	}
	if wantsJSON(r) {
		body := textBody(app.T(key, nil))
		body["deleted"], body["unpublished"] = !unpublished, unpublished
		writeJSON(w, http.StatusOK, body)
		return
	}
	s.flash(w, r, "success", flashKey, map[string]any{"name": p.Name})
	s.in.Redirect(w, r, "/apps/ecommerce/manage/products")
}
