package controllers

import (
	"net/http"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
)

// wishlistPage is spec §7's GET /apps/ecommerce/wishlist: the page
// Apps/Ecommerce/Wishlist, or {wishlist} for API clients; each product says
// whether it is in the cart.
func (s *Server) wishlistPage(w http.ResponseWriter, r *http.Request) {
	list, err := s.Shop.Wishlist(r.Context(), auth.UserFrom(r.Context()).ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Apps/Ecommerce/Wishlist", inertia.Props{"wishlist": list})
}

// wishlistAdd is spec §7's POST /apps/ecommerce/wishlist {productId}: 201
// {id, productId}, the same line when it is there already.
func (s *Server) wishlistAdd(w http.ResponseWriter, r *http.Request) {
	var body struct {
		ProductID int64 `json:"productId"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	if body.ProductID <= 0 {
		s.fail(w, r, app.InvalidField("productId", "shopProductRequired", nil))
		return
	}
	item, err := s.Shop.AddToWishlist(r.Context(), auth.UserFrom(r.Context()).ID, body.ProductID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, item)
		return
	}
	s.flash(w, r, "success", "shop.wishlistFlash.added", nil)
	s.in.Back(w, r)
}

// wishlistRemove is spec §7's DELETE /apps/ecommerce/wishlist/{productId}: {}.
func (s *Server) wishlistRemove(w http.ResponseWriter, r *http.Request) {
	id, ok := s.productIDOf(w, r)
	if !ok {
		return
	}
	if err := s.Shop.RemoveFromWishlist(r.Context(), auth.UserFrom(r.Context()).ID, id); err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{})
		return
	}
	s.flash(w, r, "success", "shop.wishlistFlash.removed", nil)
	s.in.Back(w, r)
}

// wishlistToCart is POST /apps/ecommerce/wishlist/{productId}/to-cart: the
// product leaves the wishlist for the cart (one item, or the line the cart
// has); {item, cart}.
func (s *Server) wishlistToCart(w http.ResponseWriter, r *http.Request) {
	id, ok := s.productIDOf(w, r)
	if !ok {
		return
	}
	ctx, u := r.Context(), auth.UserFrom(r.Context())
	item, err := s.Shop.MoveToCart(ctx, u.ID, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	cart, err := s.Shop.Cart(ctx, u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.cartDone(w, r, http.StatusOK, map[string]any{"item": item, "cart": cart}, "shop.wishlistFlash.toCart", map[string]any{"name": item.Name})
}
