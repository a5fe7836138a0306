package controllers

import (
	"errors"
	"net/http"
	"slices"
	"time"

	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/invoice"
	"partage/app/registry"
	"partage/app/shop"
)

// checkoutSteps are the checkout's steps, in their order (?step=).
var checkoutSteps = []string{"cart", "address", "payment"}

// checkoutAccount is what a member's account holds for the checkout (cents).
type checkoutAccount struct {
	Balance   int64 `json:"balance"`
	Available int64 `json:"available"`
}

// checkoutPage is GET /apps/ecommerce/checkout?step=cart|address|payment: the
// cart with its price details, the buyer's addresses, the delivery methods
// with their price for this cart and their date from today, and the ways to
// pay — by transfer, and from the member's account for a member with a
// record of their own.
func (s *Server) checkoutPage(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	u := auth.UserFrom(ctx)
	cart, err := s.Shop.Cart(ctx, u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	addresses, err := s.Shop.Addresses(ctx, u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	methods := []string{shop.PayTransfer}
	var account *checkoutAccount
	if u.Role == auth.RoleMember {
		t, err := s.Registry.FindTiersByUser(ctx, u.ID)
		switch {
		case err == nil:
			acc, err := s.Money.Account(ctx, t.ID)
			if err != nil {
				s.fail(w, r, err)
				return
			}
			methods = append(methods, shop.PayAccount)
			account = &checkoutAccount{Balance: acc.BalanceCents, Available: acc.AvailableCents}
		case !errors.Is(err, registry.ErrNotFound):
			s.fail(w, r, err)
			return
		}
	}
	step := r.URL.Query().Get("step")
	if !slices.Contains(checkoutSteps, step) {
		step = checkoutSteps[0]
	}
	bank := invoice.Seller.Bank
	s.render(w, r, "Apps/Ecommerce/Checkout", inertia.Props{"cart": cart, "addresses": addresses,
		"deliveries": shop.DeliveriesFor(cart, time.Now()),
		"payment": map[string]any{"methods": methods, "account": account,
			"bank": map[string]string{"bankName": bank.BankName, "iban": bank.IBAN, "swiftCode": bank.SwiftCode}},
		"step": step})
}

// checkoutPlace is POST /apps/ecommerce/checkout {addressId, deliveryMethod,
// paymentMethod}: the order is placed from the cart in one transaction
// (app/shop PlaceOrder), then confirmed by mail in the buyer's language, and
// the buyer's tabs learn that their cart is empty. JSON clients get 201
// {order}; the browser goes to the order's page.
func (s *Server) checkoutPlace(w http.ResponseWriter, r *http.Request) {
	var in shop.CheckoutInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	b := buyerOf(r)
	o, err := s.Shop.PlaceOrder(r.Context(), b, in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.sendOrderConfirmation(r, b, o); err != nil {
		s.Log.Error("order confirmation mail", "request_id", RequestIDFrom(r.Context()), "order", o.Number, "err", err)
	}
	s.publishCart(r, b.UserID)
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"order": o})
		return
	}
	s.flash(w, r, "success", "orders.flash.placed", map[string]any{"number": o.Number})
	s.in.Redirect(w, r, orderPath(o.Number))
}
