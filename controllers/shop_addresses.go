package controllers

import (
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/shop"
)

// addressRoutes are each person's saved delivery addresses: only their own
// (another person's is not found).
func (s *Server) addressRoutes(r *mux.Router) {
	const addresses = "/apps/ecommerce/addresses"
	s.api(r, "GET", addresses, shopping, s.addressList)
	s.page(r, "POST", addresses, buying, s.addressAdd)
	s.page(r, "PUT", addresses+"/{id:[0-9]+}", buying, s.addressUpdate)
	s.page(r, "DELETE", addresses+"/{id:[0-9]+}", buying, s.addressDelete)
}

// addressIDOf is the {id} of the path; one past int64 is not found.
func (s *Server) addressIDOf(w http.ResponseWriter, r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, app.E(app.ENOTFOUND, "addressNotFound", nil))
		return 0, false
	}
	return id, true
}

// addressList is GET /apps/ecommerce/addresses: {addresses}, the default first.
func (s *Server) addressList(w http.ResponseWriter, r *http.Request) {
	list, err := s.Shop.Addresses(r.Context(), auth.UserFrom(r.Context()).ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"addresses": list})
}

// addressSave saves the address of the body as id (0: a new one).
func (s *Server) addressSave(w http.ResponseWriter, r *http.Request, id int64) {
	var a shop.Address
	if err := decode(r, &a); err != nil {
		s.fail(w, r, err)
		return
	}
	saved, err := s.Shop.SaveAddress(r.Context(), auth.UserFrom(r.Context()).ID, id, a)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if id == 0 && wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"address": saved})
		return
	}
	s.saved(w, r, "address", saved, "shop.addressFlash.saved", nil)
}

// addressAdd is POST /apps/ecommerce/addresses (an Address without id): 201 {address}.
func (s *Server) addressAdd(w http.ResponseWriter, r *http.Request) { s.addressSave(w, r, 0) }

// addressUpdate is PUT /apps/ecommerce/addresses/{id}: {address}.
func (s *Server) addressUpdate(w http.ResponseWriter, r *http.Request) {
	if id, ok := s.addressIDOf(w, r); ok {
		s.addressSave(w, r, id)
	}
}

// addressDelete is DELETE /apps/ecommerce/addresses/{id}: {}.
func (s *Server) addressDelete(w http.ResponseWriter, r *http.Request) {
	id, ok := s.addressIDOf(w, r)
	if !ok {
		return
	}
	if err := s.Shop.DeleteAddress(r.Context(), auth.UserFrom(r.Context()).ID, id); err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{})
		return
	}
	s.flash(w, r, "success", "shop.addressFlash.deleted", nil)
	s.in.Back(w, r)
}
