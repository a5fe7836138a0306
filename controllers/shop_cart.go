package controllers

import (
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/shop"
)

// cartChanged is the live event a person's tabs get when their cart changes: {count}.
const cartChanged = "cart.changed"

// cartRoutes are each person's wishlist (shop_cart_wishlist.go), cart and
// coupon on it, saved addresses (shop_addresses.go), and the staff's coupons
// (shop_coupons.go). The browser's writes come back to the page with a
// message; API clients get JSON (201 for what is created).
func (s *Server) cartRoutes(r *mux.Router) {
	const wishlist, cart = "/apps/ecommerce/wishlist", "/apps/ecommerce/cart"
	s.page(r, "GET", wishlist, shopping, s.wishlistPage)
	s.page(r, "POST", wishlist, buying, s.wishlistAdd)
	s.page(r, "DELETE", wishlist+"/{productId:[0-9]+}", buying, s.wishlistRemove)
	s.page(r, "POST", wishlist+"/{productId:[0-9]+}/to-cart", buying, s.wishlistToCart)

	s.api(r, "GET", cart, shopping, s.cartShow)
	s.page(r, "POST", cart, buying, s.cartAdd)
	s.page(r, "POST", cart+"/coupon", buying, s.cartCouponApply)
	s.page(r, "DELETE", cart+"/coupon", buying, s.cartCouponRemove)
	s.page(r, "PATCH", cart+"/{productId:[0-9]+}", buying, s.cartSetQty)
	s.page(r, "DELETE", cart+"/{productId:[0-9]+}", buying, s.cartRemove)
	s.page(r, "POST", cart+"/{productId:[0-9]+}/to-wishlist", buying, s.cartToWishlist)

	s.addressRoutes(r)
	s.couponRoutes(r)
}

// productIDOf is the {productId} of the path; one past int64 is not found.
func (s *Server) productIDOf(w http.ResponseWriter, r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)["productId"], 10, 64)
	if err != nil {
		s.fail(w, r, app.E(app.ENOTFOUND, "shopProductUnknown", nil))
		return 0, false
	}
	return id, true
}

// publishCart tells userID's open tabs the new count of their cart.
func (s *Server) publishCart(r *http.Request, userID int64) {
	ctx := r.Context()
	n, err := s.Shop.CartCount(ctx, userID)
	if err == nil {
		err = s.Realtime.Publish(ctx, userID, cartChanged, map[string]int{"count": n})
	}
	if err != nil {
		s.Log.Error("publish cart", "request_id", RequestIDFrom(ctx), "err", err)
	}
}

// cartDone answers a change of the cart: JSON status with body to API
// clients, back to the page with flashKey's message (none when "") to the browser.
func (s *Server) cartDone(w http.ResponseWriter, r *http.Request, status int, body map[string]any, flashKey string, params map[string]any) {
	s.publishCart(r, auth.UserFrom(r.Context()).ID)
	if wantsJSON(r) {
		writeJSON(w, status, body)
		return
	}
	if flashKey != "" {
		s.flash(w, r, "success", flashKey, params)
	}
	s.in.Back(w, r)
}

// cartShow is spec §7's GET /apps/ecommerce/cart: {cart}.
func (s *Server) cartShow(w http.ResponseWriter, r *http.Request) {
	cart, err := s.Shop.Cart(r.Context(), auth.UserFrom(r.Context()).ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"cart": cart})
}

// cartAdd is spec §7's POST /apps/ecommerce/cart {productId, qty (1 when
// absent), color}: 201 {item, cart}; the quantity adds to the line the cart has.
func (s *Server) cartAdd(w http.ResponseWriter, r *http.Request) {
	var body struct {
		ProductID int64  `json:"productId"`
		Qty       *int   `json:"qty"`
		Color     string `json:"color"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	if body.ProductID <= 0 {
		s.fail(w, r, app.InvalidField("productId", "shopProductRequired", nil))
		return
	}
	qty := 1
	if body.Qty != nil {
		qty = *body.Qty
	}
	ctx, u := r.Context(), auth.UserFrom(r.Context())
	item, err := s.Shop.AddToCart(ctx, u.ID, body.ProductID, qty, body.Color)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	cart, err := s.Shop.Cart(ctx, u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.cartDone(w, r, http.StatusCreated, map[string]any{"item": item, "cart": cart}, "shop.cartFlash.added", map[string]any{"name": item.Name})
}

// cartSetQty is PATCH /apps/ecommerce/cart/{productId} {qty, color?}: {cart}.
func (s *Server) cartSetQty(w http.ResponseWriter, r *http.Request) {
	id, ok := s.productIDOf(w, r)
	if !ok {
		return
	}
	var body struct {
		Qty   int     `json:"qty"`
		Color *string `json:"color"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	cart, err := s.Shop.SetCartQty(r.Context(), auth.UserFrom(r.Context()).ID, id, body.Qty, body.Color)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.cartDone(w, r, http.StatusOK, map[string]any{"cart": cart}, "", nil)
}

// cartRemove is spec §7's DELETE /apps/ecommerce/cart/{productId}: {cart}.
func (s *Server) cartRemove(w http.ResponseWriter, r *http.Request) {
	id, ok := s.productIDOf(w, r)
	if !ok {
		return
	}
	cart, err := s.Shop.RemoveFromCart(r.Context(), auth.UserFrom(r.Context()).ID, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.cartDone(w, r, http.StatusOK, map[string]any{"cart": cart}, "shop.cartFlash.removed", nil)
}

// cartToWishlist is POST /apps/ecommerce/cart/{productId}/to-wishlist: the
// line leaves the cart for the wishlist; {item (the wishlist's), cart}.
func (s *Server) cartToWishlist(w http.ResponseWriter, r *http.Request) {
	id, ok := s.productIDOf(w, r)
	if !ok {
		return
	}
	item, cart, err := s.Shop.MoveToWishlist(r.Context(), auth.UserFrom(r.Context()).ID, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.cartDone(w, r, http.StatusOK, map[string]any{"item": item, "cart": cart}, "shop.cartFlash.toWishlist", nil)
}

// cartCouponApply is POST /apps/ecommerce/cart/coupon {code}: {cart}, or
// the reason the coupon does not apply on the field code.
func (s *Server) cartCouponApply(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Code string `json:"code"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	cart, err := s.Shop.ApplyCoupon(r.Context(), auth.UserFrom(r.Context()).ID, body.Code)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.cartDone(w, r, http.StatusOK, map[string]any{"cart": cart}, "shop.cartFlash.couponApplied", map[string]any{"code": cart.Coupon.Code})
}

// cartCouponRemove is DELETE /apps/ecommerce/cart/coupon: {cart}.
func (s *Server) cartCouponRemove(w http.ResponseWriter, r *http.Request) {
	cart, err := s.Shop.RemoveCoupon(r.Context(), auth.UserFrom(r.Context()).ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.cartDone(w, r, http.StatusOK, map[string]any{"cart": cart}, "shop.cartFlash.couponRemoved", nil)
}

// cartProp is the shell's cart for u: {count, items, subtotal}, nil for
// those who may not shop. It is read only when the page wants it.
func (s *Server) cartProp(r *http.Request, u *auth.User) any {
	if !auth.Can(auth.RulesOf(u), "read", auth.SubjectShop) {
		return nil
	}
	return func() any {
		sum, err := s.Shop.CartSummaryOf(r.Context(), u.ID)
		if err != nil {
			s.Log.Error("cart", "request_id", RequestIDFrom(r.Context()), "err", err)
			return shop.CartSummary{Items: []shop.CartItem{}}
		}
		return sum
	}
}
