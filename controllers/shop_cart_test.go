package controllers_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"partage/app/db"
)

// cartProducts are products of the cart's tests, in a category and brand of
// their own: honey (8.90 €, 5 left, two colours), oil (12.90 €, 20 left),
// gone (sold out) and hidden (unpublished).
type cartProducts struct{ honey, oil, gone, hidden int64 }

func newCartProducts(t *testing.T, e *env) cartProducts {
	t.Helper()
	ctx := context.Background()
	var cat, brand int64
	if err := e.db.QueryRowContext(ctx, `INSERT INTO shop_categories (slug, name, position) VALUES ('tests-cart', 'Panier', 98) RETURNING id`).Scan(&cat); err != nil {
		t.Fatal(err)
	}
	if err := e.db.QueryRowContext(ctx, `INSERT INTO shop_brands (name) VALUES ('Marque du panier') RETURNING id`).Scan(&brand); err != nil {
		t.Fatal(err)
	}
	add := func(name string, price int64, stock int, published bool) int64 {
		var id int64
		if err := e.db.QueryRowContext(ctx, `INSERT INTO products (slug, name, sort_name, brand_id, category_id, price_cents, stock,
			published, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
			"tests-cart-"+strings.ToLower(strings.Fields(name)[0]), name, db.SortKey(name), brand, cat, price, stock, published, time.Now().UTC()).Scan(&id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	p := cartProducts{honey: add("Miel de châtaignier", 890, 5, true), oil: add("Huile d’olive", 1290, 20, true),
		gone: add("Confiture épuisée", 450, 0, true), hidden: add("Savon retiré", 300, 9, false)}
	for i, c := range []string{"#FFAA00", "#663300"} {
		if _, err := e.db.ExecContext(ctx, `INSERT INTO product_colors (product_id, position, color) VALUES ($1, $2, $3)`, p.honey, i, c); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// cartCall is one call of a contract table: who calls what, and what comes back.
type cartCall struct {
	name         string
	method, path string
	body         any
	who          map[string]string
	status       int
	want         map[string]any // dotted paths of the JSON answer and their values
}

// run makes the calls in order, each seeing what the ones before it did.
func (e *env) runCartCalls(t *testing.T, calls []cartCall) {
	t.Helper()
	for _, c := range calls {
		r := e.do(nil, c.method, c.path, c.body, c.who)
		if r.status != c.status {
			t.Fatalf("%s: %s %s: %d, want %d\n%s", c.name, c.method, c.path, r.status, c.status, r.body)
		}
		if len(c.want) == 0 {
			continue
		}
		v := r.value(t)
		for path, want := range c.want {
			if got := at(v, path); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s: %s = %v, want %v\n%s", c.name, path, got, want, r.body)
			}
		}
	}
}

func TestShopCartCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := newCartProducts(t, e)
		// The demo's coupons would count among the cart's offers.
		if _, err := e.db.ExecContext(context.Background(), `DELETE FROM shop_coupons`); err != nil {
			t.Fatal(err)
		}
		_, me := e.addUser(t, "client", "acheteuse@exemple.fr")
		_, other := e.addUser(t, "member", "voisin@exemple.fr")
		admin, _ := e.token("admin@demo.com", "admin")
		staff := bearerH(admin)
		cart, wishlist := "/apps/ecommerce/cart", "/apps/ecommerce/wishlist"
		honey, oil := fmt.Sprint(p.honey), fmt.Sprint(p.oil)
		e.runCartCalls(t, []cartCall{
			{"signed out", "GET", cart, nil, nil, 401, nil},
			{"an empty cart", "GET", cart, nil, me, 200, map[string]any{"cart.count": 0, "cart.items": []any{}, "cart.total": 0, "cart.coupon": nil}},
			{"add", "POST", cart, map[string]any{"productId": p.honey, "qty": 2, "color": "#ffaa00"}, me, 201,
				map[string]any{"item.productId": p.honey, "item.qty": 2, "item.color": "#FFAA00", "item.name": "Miel de châtaignier",
					"cart.count": 2, "cart.subtotal": 1780, "cart.total": 1780}},
			{"one by default", "POST", cart, map[string]any{"productId": p.oil}, me, 201, map[string]any{"item.qty": 1, "cart.count": 3}},
			{"above the stock", "POST", cart, map[string]any{"productId": p.honey, "qty": 4}, me, 400,
				map[string]any{"error.fields.qty": "Only 5 left.", "error.field_keys.qty.key": "server.cartOnlyLeft", "error.field_keys.qty.params.n": 5}},
			{"sold out", "POST", cart, map[string]any{"productId": p.gone}, me, 400, map[string]any{"error.field_keys.qty.key": "server.cartOutOfStock"}},
			{"a colour it has not", "POST", cart, map[string]any{"productId": p.honey, "color": "#000000"}, me, 400,
				map[string]any{"error.field_keys.color.key": "server.cartColorChoice"}},
			{"no quantity", "POST", cart, map[string]any{"productId": p.oil, "qty": 0}, me, 400, map[string]any{"error.field_keys.qty.key": "server.cartQtyRange"}},
			{"no product", "POST", cart, map[string]any{"qty": 1}, me, 400, map[string]any{"error.field_keys.productId.key": "server.shopProductRequired"}},
			{"an unknown product", "POST", cart, map[string]any{"productId": 999999}, me, 404, nil},
			{"an unpublished product", "POST", cart, map[string]any{"productId": p.hidden}, me, 404, nil},
			{"a quantity", "PATCH", cart + "/" + honey, map[string]any{"qty": 5}, me, 200, map[string]any{"cart.count": 6, "cart.subtotal": 5740}},
			{"a quantity above the stock", "PATCH", cart + "/" + honey, map[string]any{"qty": 6}, me, 400, map[string]any{"error.field_keys.qty.key": "server.cartOnlyLeft"}},
			{"another's cart line", "PATCH", cart + "/" + honey, map[string]any{"qty": 1}, other, 404, nil},
			{"removing another's line", "DELETE", cart + "/" + honey, nil, other, 404, nil},
			{"unchanged", "GET", cart, nil, me, 200, map[string]any{"cart.count": 6, "cart.items.0.productId": p.honey, "cart.items.1.productId": p.oil}},

			{"a coupon for staff", "POST", "/apps/ecommerce/manage/coupons", map[string]any{"code": "dix", "percentOff": 10}, staff, 201,
				map[string]any{"coupon.code": "DIX", "coupon.active": true}},
			{"an ended coupon", "POST", "/apps/ecommerce/manage/coupons", map[string]any{"code": "FINI", "amountOff": 500, "endsOn": "2020-01-31"}, staff, 201, nil},
			{"an expired coupon", "POST", cart + "/coupon", map[string]any{"code": "fini"}, me, 400,
				map[string]any{"error.field_keys.code.key": "server.couponExpired", "error.field_keys.code.params.date": "2020-01-31"}},
			{"an unknown coupon", "POST", cart + "/coupon", map[string]any{"code": "NOPE"}, me, 400, map[string]any{"error.field_keys.code.key": "server.couponUnknown"}},
			{"a coupon", "POST", cart + "/coupon", map[string]any{"code": "dix"}, me, 200,
				map[string]any{"cart.coupon.code": "DIX", "cart.discount": 574, "cart.total": 5166, "cart.discountPercentage": 10, "cart.offers": 1}},
			{"no coupon", "DELETE", cart + "/coupon", nil, me, 200, map[string]any{"cart.coupon": nil, "cart.total": 5740}},

			{"wish", "POST", wishlist, map[string]any{"productId": p.oil}, me, 201, map[string]any{"productId": p.oil}},
			{"wish again", "POST", wishlist, map[string]any{"productId": p.oil}, me, 201, map[string]any{"productId": p.oil}},
			{"wish an unknown product", "POST", wishlist, map[string]any{"productId": 999999}, me, 404, nil},
			{"wish an unpublished product", "POST", wishlist, map[string]any{"productId": p.hidden}, me, 404, nil},
			{"the wishlist", "GET", wishlist, nil, me, 200, map[string]any{"wishlist.0.id": p.oil, "wishlist.0.isInCart": true, "wishlist.0.isInWishlist": true}},
			{"another's wishlist", "GET", wishlist, nil, other, 200, map[string]any{"wishlist": []any{}}},
			{"to the wishlist", "POST", cart + "/" + oil + "/to-wishlist", nil, me, 200, map[string]any{"item.productId": p.oil, "cart.count": 5}},
			{"not in the cart any more", "POST", cart + "/" + oil + "/to-wishlist", nil, me, 404, nil},
			{"to the cart", "POST", wishlist + "/" + oil + "/to-cart", nil, me, 200, map[string]any{"item.qty": 1, "cart.count": 6}},
			{"not on the wishlist any more", "POST", wishlist + "/" + oil + "/to-cart", nil, me, 404, nil},
			{"unwish", "POST", wishlist, map[string]any{"productId": p.honey}, me, 201, nil},
			{"unwish another's", "DELETE", wishlist + "/" + honey, nil, other, 404, nil},
			{"unwished", "DELETE", wishlist + "/" + honey, nil, me, 200, nil},
			{"unwished twice", "DELETE", wishlist + "/" + honey, nil, me, 404, nil},
			{"remove", "DELETE", cart + "/" + honey, nil, me, 200, map[string]any{"cart.count": 1}},
			{"removed twice", "DELETE", cart + "/" + honey, nil, me, 404, nil},
		})
		// The count is the user's extras at sign-in.
		login := e.do(nil, "POST", "/jwt/login", map[string]string{"email": "acheteuse@exemple.fr", "password": "secret-client"}, nil).json(t)
		if got := at(login, "userData.extras.eCommerceCartItemsCount"); got != float64(1) {
			t.Fatalf("extras: %v", got)
		}
	})
}

func TestShopCouponsAreStaffs(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		_, client := e.addUser(t, "client", "cliente@exemple.fr")
		_, member := e.addUser(t, "member", "membre@exemple.fr")
		admin, _ := e.token("admin@demo.com", "admin")
		staff := bearerH(admin)
		coupons := "/apps/ecommerce/manage/coupons"
		e.runCartCalls(t, []cartCall{
			{"a client reads", "GET", coupons, nil, client, 403, nil},
			{"a client writes", "POST", coupons, map[string]any{"code": "MOI", "percentOff": 50}, client, 403, nil},
			{"a member writes", "POST", coupons, map[string]any{"code": "MOI", "percentOff": 50}, member, 403, nil},
			{"a member deletes", "DELETE", coupons + "/1", nil, member, 403, nil},
			{"created", "POST", coupons, map[string]any{"code": "coop-5", "amountOff": 500, "minSubtotal": 3000, "description": "5 € dès 30 €"}, staff, 201,
				map[string]any{"coupon.code": "COOP-5", "coupon.amountOff": 500, "coupon.minSubtotal": 3000}},
			{"taken", "POST", coupons, map[string]any{"code": "COOP-5", "percentOff": 5}, staff, 400, map[string]any{"error.field_keys.code.key": "server.couponCodeTaken"}},
			{"both", "POST", coupons, map[string]any{"code": "LES2", "percentOff": 5, "amountOff": 100}, staff, 400,
				map[string]any{"error.field_keys.percentOff.key": "server.couponOffOne"}},
			{"backwards", "POST", coupons, map[string]any{"code": "ENVERS", "percentOff": 5, "startsOn": "2026-05-02", "endsOn": "2026-05-01"}, staff, 400,
				map[string]any{"error.field_keys.endsOn.key": "server.couponEndsBeforeStarts"}},
			{"not a number", "POST", coupons, map[string]any{"code": "TEXTE", "percentOff": "dix"}, staff, 400, nil},
		})
		list := e.do(nil, "GET", coupons, nil, staff).json(t)
		id := fmt.Sprint(at(list, "coupons.0.id"))
		e.runCartCalls(t, []cartCall{
			{"changed", "PUT", coupons + "/" + id, map[string]any{"code": "COOP-5", "amountOff": 700, "active": false}, staff, 200,
				map[string]any{"coupon.amountOff": 700, "coupon.active": false}},
			{"a client changes", "PUT", coupons + "/" + id, map[string]any{"code": "COOP-5", "amountOff": 9000}, client, 403, nil},
			{"an unknown one", "PUT", coupons + "/999999", map[string]any{"code": "X-Y-Z", "amountOff": 700}, staff, 404, nil},
			{"deleted", "DELETE", coupons + "/" + id, nil, staff, 200, nil},
			{"deleted twice", "DELETE", coupons + "/" + id, nil, staff, 404, nil},
		})
	})
}
