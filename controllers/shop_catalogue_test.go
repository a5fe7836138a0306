package controllers_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// catalogueFixture adds two categories of its own and four products made
// through the staff's API (so the demo's catalogue does not change the
// counts): A "Café moulu d’Éthiopie" 12.50 € free shipping rated 4, B "Thé
// vert" 5.00 € sold out rated 2, C "Cafetière italienne" unpublished, all
// three in tests-cat; D "Miel de lavande" in tests-other.
type catalogueFixture struct {
	a, b, c, d float64
	brand      float64
	slugA      string
}

func newCatalogueFixture(t *testing.T, e *env, admin string) catalogueFixture {
	t.Helper()
	ctx := context.Background()
	var cat, other int64
	for _, c := range []struct {
		slug, name string
		id         *int64
	}{{"tests-cat", "Catégorie de test", &cat}, {"tests-other", "Autre catégorie", &other}} {
		if err := e.db.QueryRowContext(ctx, `INSERT INTO shop_categories (slug, name, position) VALUES ($1, $2, 99) RETURNING id`,
			c.slug, c.name).Scan(c.id); err != nil {
			t.Fatal(err)
		}
	}
	h := map[string]string{"Authorization": "Bearer " + admin}
	create := func(body map[string]any) map[string]any {
		r := e.do(nil, "POST", "/apps/ecommerce/manage/products", body, h)
		if r.status != 201 {
			t.Fatalf("create %v: %d %s", body["name"], r.status, r.body)
		}
		return r.json(t)["product"].(map[string]any)
	}
	var f catalogueFixture
	a := create(map[string]any{"name": "Café moulu d’Éthiopie", "brandName": "Marque de test", "categoryId": cat, "price": 1250, "stock": 10,
		"freeShipping": true, "published": true, "colors": []string{"#aa0000", "#00AA00"}, "features": []string{"Bio", "250 g"},
		"description": "Un café doux."})
	f.a, f.brand, f.slugA = a["id"].(float64), a["brandId"].(float64), a["slug"].(string)
	f.b = idOf(create(map[string]any{"name": "Thé vert", "brandId": f.brand, "categoryId": cat, "price": 500, "stock": 0, "published": true}))
	f.c = idOf(create(map[string]any{"name": "Cafetière italienne", "brandName": "marque DE TEST", "categoryId": cat, "price": 3000, "stock": 3, "published": false}))
	f.d = idOf(create(map[string]any{"name": "Miel de lavande", "brandName": "Ruchers du test", "categoryId": other, "price": 800, "stock": 50, "published": "on"}))
	for id, rating := range map[float64]int{f.a: 4, f.b: 2} {
		if _, err := e.db.ExecContext(ctx, `UPDATE products SET rating = $1 WHERE id = $2`, rating, int64(id)); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

func TestShopCatalogueCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		f := newCatalogueFixture(t, e, admin)
		const list = "/apps/ecommerce/products?category=tests-cat"
		id := func(v float64) string { return fmt.Sprint(int64(v)) }
		ctx, now := context.Background(), time.Now().UTC()
		for _, q := range []string{
			`INSERT INTO wishlist_items (user_id, product_id, created_at) SELECT id, $1, $2 FROM users WHERE email = 'client@demo.com'`,
			`INSERT INTO cart_items (user_id, product_id, qty, created_at) SELECT id, $1, 1, $2 FROM users WHERE email = 'client@demo.com'`,
		} {
			product := map[bool]float64{true: f.a, false: f.b}[strings.Contains(q, "wishlist")]
			if _, err := e.db.ExecContext(ctx, q, int64(product), now); err != nil {
				t.Fatal(err)
			}
		}
		e.run(t, []jsonCase{
			{name: "marked for the caller", method: "GET", path: list, as: "client", status: 200,
				want: map[string]any{"products.1.isInWishlist": true, "products.1.isInCart": false, "products.0.isInWishlist": false,
					"products.0.isInCart": true, "userWishlist.0.productId": f.a, "userWishlist.0.id": "<set>", "userCart.0.productId": f.b,
					"userCart.0.qty": 1}, absent: []string{"userWishlist.1", "userCart.1"}},
			{name: "marked for another", method: "GET", path: list, as: "admin", status: 200,
				want: map[string]any{"products.1.isInWishlist": false, "products.0.isInCart": false}, absent: []string{"userWishlist.0", "userCart.0"}},
			{name: "one product, marked", method: "GET", path: "/apps/ecommerce/products/" + id(f.a), as: "client", status: 200,
				want: map[string]any{"product.isInWishlist": true, "product.isInCart": false}},

			{name: "the category: published only, newest first, with wishlist and cart", method: "GET", path: list, as: "client", status: 200,
				want: map[string]any{"total": 2, "products.0.id": f.b, "products.1.id": f.a, "products.1.slug": "cafe-moulu-d-ethiopie",
					"products.1.brand": "Marque de test", "products.1.category": "tests-cat", "products.1.categoryName": "Catégorie de test",
					"products.1.price": 1250, "products.1.hasFreeShipping": true, "products.1.rating": 4, "products.1.colorOptions.0": "#AA0000",
					"products.1.availability": "in_stock", "products.0.availability": "out",
					"userWishlist": "<set>", "userCart": "<set>"},
				absent: []string{"products.2"}},
			{name: "the demo's products with their card image", method: "GET", path: "/apps/ecommerce/products?category=epicerie&perPage=1", as: "client",
				status: 200, want: map[string]any{"products.0.image": "<set>", "products.0.category": "epicerie"}},
			{name: "price ascending", method: "GET", path: list + "&sortBy=price-asc", as: "client", status: 200,
				want: map[string]any{"products.0.id": f.b, "products.1.id": f.a}},
			{name: "price descending", method: "GET", path: list + "&sortBy=price-desc", as: "client", status: 200,
				want: map[string]any{"products.0.id": f.a, "products.1.id": f.b}},
			{name: "search, accents aside", method: "GET", path: list + "&q=CAFE%20moulu", as: "client", status: 200,
				want: map[string]any{"total": 1, "products.0.id": f.a}},
			{name: "search with its accents", method: "GET", path: list + "&q=%C3%A9thiopie", as: "client", status: 200,
				want: map[string]any{"total": 1, "products.0.id": f.a}},
			{name: "search of two letters", method: "GET", path: list + "&q=VE", as: "client", status: 200,
				want: map[string]any{"total": 1, "products.0.id": f.b}},
			{name: "search: the unpublished is not found", method: "GET", path: list + "&q=cafeti", as: "client", status: 200,
				want: map[string]any{"total": 0}, absent: []string{"products.0"}},
			{name: "price range, inclusive", method: "GET", path: list + "&priceMin=501&priceMax=1250", as: "client", status: 200,
				want: map[string]any{"total": 1, "products.0.id": f.a}},
			{name: "rating 3 and up", method: "GET", path: list + "&rating=3", as: "client", status: 200, want: map[string]any{"total": 1, "products.0.id": f.a}},
			{name: "free shipping", method: "GET", path: list + "&freeShipping=1", as: "client", status: 200, want: map[string]any{"total": 1, "products.0.id": f.a}},
			{name: "in stock", method: "GET", path: list + "&inStock=true", as: "client", status: 200, want: map[string]any{"total": 1, "products.0.id": f.a}},
			{name: "brands", method: "GET", path: "/apps/ecommerce/products?brand=" + id(f.brand) + "&brand=" + id(f.brand), as: "client", status: 200,
				want: map[string]any{"total": 2}},
			{name: "paging", method: "GET", path: list + "&perPage=1&page=2", as: "client", status: 200,
				want: map[string]any{"total": 2, "products.0.id": f.a}, absent: []string{"products.1"}},
			{name: "past the end", method: "GET", path: list + "&perPage=1&page=3", as: "client", status: 200,
				want: map[string]any{"total": 2}, absent: []string{"products.0"}},
			{name: "an unknown sort", method: "GET", path: list + "&sortBy=popular", as: "client", status: 400, want: map[string]any{"error.fields.sortBy": "<set>"}},
			{name: "an unknown category", method: "GET", path: "/apps/ecommerce/products?category=nope", as: "client", status: 400,
				want: map[string]any{"error.fields.category": "No such category."}},
			{name: "a price that is no number", method: "GET", path: list + "&priceMin=abc", as: "client", status: 400, want: map[string]any{"error.fields.priceMin": "<set>"}},
			{name: "a range upside down", method: "GET", path: list + "&priceMin=900&priceMax=100", as: "client", status: 400, want: map[string]any{"error.fields.priceMax": "<set>"}},
			{name: "rating 5", method: "GET", path: list + "&rating=5", as: "client", status: 400, want: map[string]any{"error.fields.rating": "<set>"}},
			{name: "perPage too large", method: "GET", path: list + "&perPage=49", as: "client", status: 400, want: map[string]any{"error.fields.perPage": "<set>"}},
			{name: "a bad brand", method: "GET", path: list + "&brand=x", as: "client", status: 400, want: map[string]any{"error.fields.brand": "<set>"}},
			{name: "signed out", method: "GET", path: list, status: 401},

			{name: "one product with its features", method: "GET", path: "/apps/ecommerce/products/" + id(f.a), as: "client", status: 200,
				want: map[string]any{"product.id": f.a, "product.features.0": "Bio", "product.features.1": "250 g", "product.colorOptions.1": "#00AA00",
					"product.description": "Un café doux.", "product.createdAt": "<set>", "product.images": "<set>"}},
			{name: "an unpublished product: 404 for a buyer", method: "GET", path: "/apps/ecommerce/products/" + id(f.c), as: "client", status: 404},
			{name: "an unpublished product: staff see it", method: "GET", path: "/apps/ecommerce/products/" + id(f.c), as: "admin", status: 200,
				want: map[string]any{"product.published": false}},
			{name: "an unknown product", method: "GET", path: "/apps/ecommerce/products/99999999", as: "client", status: 404,
				want: map[string]any{"error.code": "not_found"}},
			{name: "not an id", method: "GET", path: "/apps/ecommerce/products/abc", as: "client", status: 404},
		})
	})
}

func TestShopCatalogueStaff(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		f := newCatalogueFixture(t, e, admin)
		id := func(v float64) string { return fmt.Sprint(int64(v)) }
		const manage = "/apps/ecommerce/manage/products"
		var cat int64
		if err := e.db.QueryRowContext(context.Background(), `SELECT id FROM shop_categories WHERE slug = 'tests-cat'`).Scan(&cat); err != nil {
			t.Fatal(err)
		}
		good := func(change map[string]any) map[string]any {
			b := map[string]any{"name": "Savon au lait d’ânesse", "brandId": f.brand, "categoryId": cat, "price": 450, "stock": 7}
			for k, v := range change {
				b[k] = v
			}
			return b
		}
		e.run(t, []jsonCase{
			{name: "staff list: unpublished too", method: "GET", path: manage + "?category=tests-cat", as: "admin", status: 200,
				want: map[string]any{"total": 3, "products.0.id": f.c, "categories": "<set>", "brands": "<set>"}},
			{name: "staff list: unpublished only", method: "GET", path: manage + "?category=tests-cat&published=0", as: "admin", status: 200,
				want: map[string]any{"total": 1, "products.0.id": f.c}},
			{name: "staff list: sold out", method: "GET", path: manage + "?category=tests-cat&stock=out", as: "admin", status: 200,
				want: map[string]any{"total": 1, "products.0.id": f.b}},
			{name: "staff list: low stock", method: "GET", path: manage + "?category=tests-cat&stock=low", as: "admin", status: 200,
				want: map[string]any{"total": 1, "products.0.id": f.c}},
			{name: "staff list: by name", method: "GET", path: manage + "?category=tests-cat&sort=name", as: "admin", status: 200,
				want: map[string]any{"products.0.id": f.a, "products.1.id": f.c, "products.2.id": f.b}},
			{name: "staff list: a bad stock filter", method: "GET", path: manage + "?stock=many", as: "admin", status: 400, want: map[string]any{"error.fields.stock": "<set>"}},
			{name: "client: staff list", method: "GET", path: manage, as: "client", status: 403},
			{name: "client: create", method: "POST", path: manage, body: good(nil), as: "client", status: 403},
			{name: "client: update", method: "PUT", path: manage + "/" + id(f.a), body: good(nil), as: "client", status: 403},
			{name: "client: delete", method: "DELETE", path: manage + "/" + id(f.d), as: "client", status: 403},

			{name: "create: the slug from the name", method: "POST", path: manage, body: good(nil), as: "admin", status: 201,
				want: map[string]any{"product.slug": "savon-au-lait-d-anesse", "product.published": false, "product.stock": 7}},
			{name: "create: a derived slug taken takes a number", method: "POST", path: manage, body: good(nil), as: "admin", status: 201,
				want: map[string]any{"product.slug": "savon-au-lait-d-anesse-2"}},
			{name: "create: a given slug taken", method: "POST", path: manage, body: good(map[string]any{"slug": f.slugA}), as: "admin", status: 400,
				want: map[string]any{"error.fields.slug": "Another product already has this slug."}},
			{name: "create: nothing", method: "POST", path: manage, body: map[string]any{}, as: "admin", status: 400,
				want: map[string]any{"error.fields.name": "<set>", "error.fields.brandId": "<set>", "error.fields.categoryId": "<set>"}},
			{name: "create: every field wrong", method: "POST", path: manage, as: "admin", status: 400,
				body: good(map[string]any{"name": strings.Repeat("n", 121), "slug": "Pas un slug", "description": strings.Repeat("d", 5001),
					"features": strings.Split(strings.Repeat("f\n", 13), "\n"), "price": -1, "stock": 1000001, "colors": []string{"red"}}),
				want: map[string]any{"error.fields.name": "<set>", "error.fields.slug": "<set>", "error.fields.description": "<set>",
					"error.fields.features": "<set>", "error.fields.price": "<set>", "error.fields.stock": "<set>", "error.fields.colors": "<set>"}},
			{name: "create: too many colours", method: "POST", path: manage, as: "admin", status: 400,
				body: good(map[string]any{"colors": strings.Split(strings.Repeat("#000000,", 9)[:71], ",")}), want: map[string]any{"error.fields.colors": "<set>"}},
			{name: "create: an unknown category", method: "POST", path: manage, body: good(map[string]any{"categoryId": 999999}), as: "admin", status: 400,
				want: map[string]any{"error.fields.categoryId": "No such category."}},
			{name: "create: an unknown brand", method: "POST", path: manage, body: good(map[string]any{"brandId": 999999}), as: "admin", status: 400,
				want: map[string]any{"error.fields.brandId": "<set>"}},
			{name: "create: a price that is no number", method: "POST", path: manage, body: good(map[string]any{"price": "cher"}), as: "admin", status: 400,
				want: map[string]any{"error.fields.price": "<set>"}},
			{name: "update", method: "PUT", path: manage + "/" + id(f.a), as: "admin", status: 200,
				body: good(map[string]any{"name": "Café moulu d’Éthiopie", "slug": f.slugA, "price": 1300, "colors": []string{}, "published": true}),
				want: map[string]any{"product.price": 1300, "product.slug": f.slugA, "product.colorOptions": []any{}}},
			{name: "update: an unknown product", method: "PUT", path: manage + "/99999999", body: good(nil), as: "admin", status: 404},
			{name: "update: invalid changes nothing", method: "PUT", path: manage + "/" + id(f.a), body: good(map[string]any{"price": -5}), as: "admin", status: 400},
			{name: "after the update", method: "GET", path: "/apps/ecommerce/products/" + id(f.a), as: "client", status: 200,
				want: map[string]any{"product.price": 1300}},
			{name: "delete", method: "DELETE", path: manage + "/" + id(f.d), as: "admin", status: 200,
				want: map[string]any{"deleted": true, "unpublished": false, "key": "server.shopProductDeleted"}},
			{name: "deleted", method: "GET", path: "/apps/ecommerce/products/" + id(f.d), as: "admin", status: 404},
			{name: "delete: an unknown product", method: "DELETE", path: manage + "/99999999", as: "admin", status: 404},
		})

		// Who created a product is recorded.
		var by int64
		if err := e.db.QueryRowContext(context.Background(), `SELECT created_by FROM products WHERE id = $1`, int64(f.a)).Scan(&by); err != nil || by != 1 {
			t.Errorf("created_by = %d (%v), want the admin (1)", by, err)
		}

		// A product an order holds is unpublished instead of deleted.
		ctx, now := context.Background(), time.Now().UTC()
		var order int64
		err := e.db.QueryRowContext(ctx, `INSERT INTO orders (number, buyer_name, buyer_email, status, payment_method, subtotal_cents, total_cents,
			delivery_method, delivery_date, ship_name, ship_line1, ship_postal_code, ship_city, ship_country, placed_at, updated_at)
			VALUES ('CMD-TEST-1', 'Test', 'test@demo.com', 'placed', 'transfer', 500, 500, 'standard', '2026-01-01', 'Test', '1 rue', '75001', 'Paris', 'FR', $1, $1)
			RETURNING id`, now).Scan(&order)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.db.ExecContext(ctx, `INSERT INTO order_lines (order_id, product_id, name, unit_cents, qty) VALUES ($1, $2, 'Thé vert', 500, 1)`,
			order, int64(f.b)); err != nil {
			t.Fatal(err)
		}
		e.run(t, []jsonCase{
			{name: "delete a product in an order: unpublished", method: "DELETE", path: manage + "/" + id(f.b), as: "admin", status: 200,
				want: map[string]any{"deleted": false, "unpublished": true, "key": "server.shopProductUnpublished"}},
			{name: "hidden from buyers", method: "GET", path: "/apps/ecommerce/products/" + id(f.b), as: "client", status: 404},
			{name: "kept for staff", method: "GET", path: "/apps/ecommerce/products/" + id(f.b), as: "admin", status: 200,
				want: map[string]any{"product.published": false}},
		})
	})
}

func TestShopCataloguePages(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		f := newCatalogueFixture(t, e, admin)
		c, r := e.signIn("client@demo.com", "client", false)
		if r.status >= 400 {
			t.Fatalf("sign in: %d", r.status)
		}
		r = e.do(c, "GET", "/apps/ecommerce/shop?category=tests-cat&sortBy=price-asc&brand="+fmt.Sprint(int64(f.brand))+"&priceMax=2000&view=list", nil, e.inertia())
		p := page(t, r)
		if r.status != 200 || p["component"] != "Apps/Ecommerce/Shop" {
			t.Fatalf("shop: %d %v", r.status, p["component"])
		}
		props := p["props"].(map[string]any)
		for path, want := range map[string]any{"total": 2, "page": 1, "perPage": 9, "products.0.id": f.b, "filters.sortBy": "price-asc",
			"filters.category": "tests-cat", "filters.brands.0": f.brand, "filters.priceMax": 2000, "filters.priceMin": nil, "filters.view": "list",
			"filters.inStock": false, "filters.rating": nil} {
			if got := at(props, path); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("shop %s = %v, want %v", path, got, want)
			}
		}
		for _, path := range []string{"categories.0.slug", "brands.0.name", "priceBounds.max"} {
			if at(props, path) == nil {
				t.Errorf("shop %s is missing", path)
			}
		}
		// A hand-edited URL shows the shop as it starts.
		if r = e.do(c, "GET", "/apps/ecommerce/shop?sortBy=nope", nil, e.inertia()); r.status != 200 || at(page(t, r), "props.filters.sortBy") != "featured" {
			t.Errorf("bad sort: %d", r.status)
		}

		r = e.do(c, "GET", "/apps/ecommerce/product-detail/"+f.slugA, nil, e.inertia())
		p = page(t, r)
		if r.status != 200 || p["component"] != "Apps/Ecommerce/Product" || at(p, "props.product.id") != f.a || at(p, "props.related.0.id") == nil {
			t.Fatalf("product page: %d %s", r.status, r.body)
		}
		if at(p, "props.related.0.category") != "tests-cat" {
			t.Errorf("related: its category first, got %v", at(p, "props.related.0.category"))
		}
		r = e.do(c, "GET", "/apps/ecommerce/product-detail/"+fmt.Sprint(int64(f.a)), nil, nil)
		if loc := r.header.Get("Location"); r.status/100 != 3 || loc != "/apps/ecommerce/product-detail/"+f.slugA {
			t.Errorf("a product's id: %d to %q", r.status, loc)
		}
		for _, path := range []string{"/apps/ecommerce/product-detail/no-such-product", "/apps/ecommerce/product-detail/" + fmt.Sprint(int64(f.c))} {
			if r = e.do(c, "GET", path, nil, e.inertia()); r.status != 404 {
				t.Errorf("%s: %d, want 404", path, r.status)
			}
		}
		if r = e.do(c, "GET", "/apps/ecommerce/manage/products", nil, e.inertia()); r.status != 403 {
			t.Errorf("client: staff list %d, want 403", r.status)
		}

		s, _ := e.signIn("admin@demo.com", "admin", false)
		r = e.do(s, "GET", "/apps/ecommerce/manage/products?published=1&q=cafe", nil, e.inertia())
		if p = page(t, r); p["component"] != "Apps/Ecommerce/Manage/Products" || at(p, "props.filters.published") != true || at(p, "props.products.0.id") != f.a {
			t.Errorf("staff list: %d %s", r.status, r.body)
		}
		r = e.do(s, "GET", "/apps/ecommerce/manage/products/new", nil, e.inertia())
		if p = page(t, r); p["component"] != "Apps/Ecommerce/Manage/ProductForm" || at(p, "props.product") != nil || at(p, "props.categories.0") == nil {
			t.Errorf("new product form: %d %s", r.status, r.body)
		}
		r = e.do(s, "GET", "/apps/ecommerce/manage/products/"+fmt.Sprint(int64(f.c))+"/edit", nil, e.inertia())
		if p = page(t, r); at(p, "props.product.id") != f.c {
			t.Errorf("edit form: %d %s", r.status, r.body)
		}
		// The form's create goes to the new product's edit page; its errors come back to the form.
		r = e.do(s, "POST", "/apps/ecommerce/manage/products", map[string]any{"name": "Tisane du soir", "brandId": f.brand,
			"categoryId": at(props, "categories.0.id"), "price": 390, "stock": 4, "published": true}, e.inertia())
		if loc := r.header.Get("Location"); r.status/100 != 3 || !strings.HasSuffix(loc, "/edit") {
			t.Errorf("create from the form: %d %q %s", r.status, loc, r.body)
		}
	})
}
