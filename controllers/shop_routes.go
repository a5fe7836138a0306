package controllers

import (
	"github.com/gorilla/mux"

	"partage/app/auth"
)

// The shop's abilities: everyone signed in buys (Shop: reading the shop,
// writing one's own wishlist, cart, addresses and orders); the catalogue and
// coupons are the Ecommerce subject's; the orders of every buyer, Order's.
var (
	shopping    = can("read", auth.SubjectShop)
	buying      = can("manage", auth.SubjectShop)
	catalogue   = can("read", auth.SubjectCatalog)
	editCatalog = can("manage", auth.SubjectCatalog)
	seeOrders   = can("read", auth.SubjectOrders)
	moveOrders  = can("manage", auth.SubjectOrders)
)

// shopRoutes lists the shop's URLs: the spec's calls and pages of the shop
// (shop_catalogue.go), its images (shop_images.go), wishlist, cart, coupons
// and addresses (shop_cart.go), checkout and orders (shop_orders.go).
func (s *Server) shopRoutes(r *mux.Router) {
	s.catalogueRoutes(r)
	s.shopImageRoutes(r)
	s.cartRoutes(r)
	s.orderRoutes(r)
}
