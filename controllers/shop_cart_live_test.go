package controllers_test

import (
	"fmt"
	"testing"
	"time"
)

// Every change of a cart reaches the buyer's open tabs as cart.changed {count}.
func TestShopCartChangesAreLive(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := newCartProducts(t, e)
		_, me := e.addUser(t, "client", "acheteuse@exemple.fr")
		stream := open(t, e.srv.URL, me, nil)
		stream.next(t, "ping", time.Second) // subscribed
		for _, c := range []struct {
			method, path string
			body         any
			count        float64
		}{
			{"POST", "/apps/ecommerce/cart", map[string]any{"productId": p.honey, "qty": 2}, 2},
			{"PATCH", fmt.Sprintf("/apps/ecommerce/cart/%d", p.honey), map[string]any{"qty": 3}, 3},
			{"POST", fmt.Sprintf("/apps/ecommerce/cart/%d/to-wishlist", p.honey), nil, 0},
			{"POST", fmt.Sprintf("/apps/ecommerce/wishlist/%d/to-cart", p.honey), nil, 1},
			{"DELETE", fmt.Sprintf("/apps/ecommerce/cart/%d", p.honey), nil, 0},
		} {
			if r := e.do(nil, c.method, c.path, c.body, me); r.status >= 300 {
				t.Fatalf("%s %s: %d %s", c.method, c.path, r.status, r.body)
			}
			if ev := stream.next(t, "cart.changed", time.Second); at(ev.data, "count") != c.count {
				t.Fatalf("after %s %s: %v", c.method, c.path, ev.data)
			}
		}
	})
}

// The browser's writes come back to the page with a message, and the
// shell's cart prop shows the cart.
func TestShopCartInTheBrowser(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := newCartProducts(t, e)
		c, r := e.signIn("client@demo.com", "client", false)
		if r.status >= 400 {
			t.Fatalf("sign in: %d", r.status)
		}
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/apps/ecommerce/wishlist"
		if r := e.do(c, "POST", "/apps/ecommerce/cart", map[string]any{"productId": p.oil, "qty": 2}, h); r.status != 302 && r.status != 303 {
			t.Fatalf("add from the page: %d %s", r.status, r.body)
		}
		if r := e.do(c, "POST", "/apps/ecommerce/wishlist", map[string]any{"productId": p.honey}, h); r.status != 302 && r.status != 303 {
			t.Fatalf("wish from the page: %d %s", r.status, r.body)
		}
		// A refusal comes back as the form's field error.
		if r := e.do(c, "POST", "/apps/ecommerce/cart", map[string]any{"productId": p.oil, "qty": 99}, h); r.status != 302 && r.status != 303 {
			t.Fatalf("refused from the page: %d %s", r.status, r.body)
		}
		pg := page(t, e.do(c, "GET", "/apps/ecommerce/wishlist", nil, e.inertia()))
		if pg["component"] != "Apps/Ecommerce/Wishlist" || at(pg, "props.wishlist.0.id") != float64(p.honey) {
			t.Fatalf("the wishlist page: %v", pg)
		}
		if at(pg, "props.cart.count") != float64(2) || at(pg, "props.cart.subtotal") != float64(2580) || at(pg, "props.cart.items.0.name") != "Huile d’olive" {
			t.Fatalf("the shell's cart: %v", at(pg, "props.cart"))
		}
		if at(pg, "flash.success.key") != "shop.wishlistFlash.added" {
			t.Fatalf("the message: %v", pg["flash"])
		}
		if at(pg, "props.errors.qty") == nil {
			t.Fatalf("the refusal's field error: %v", at(pg, "props.errors"))
		}
	})
}
