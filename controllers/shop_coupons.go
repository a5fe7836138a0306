package controllers

import (
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/inertia"
	"partage/app/shop"
)

// couponRoutes are the coupons staff configure: read by the catalogue's
// readers, written by those who edit it.
func (s *Server) couponRoutes(r *mux.Router) {
	const coupons = "/apps/ecommerce/manage/coupons"
	s.page(r, "GET", coupons, catalogue, s.couponsPage)
	s.page(r, "POST", coupons, editCatalog, s.couponAdd)
	s.page(r, "PUT", coupons+"/{id:[0-9]+}", editCatalog, s.couponUpdate)
	s.page(r, "DELETE", coupons+"/{id:[0-9]+}", editCatalog, s.couponDelete)
}

// couponIDOf is the {id} of the path; one past int64 is not found.
func (s *Server) couponIDOf(w http.ResponseWriter, r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, app.E(app.ENOTFOUND, "couponNotFound", nil))
		return 0, false
	}
	return id, true
}

// couponsPage is GET /apps/ecommerce/manage/coupons: the page
// Apps/Ecommerce/Manage/Coupons {coupons}, newest first.
func (s *Server) couponsPage(w http.ResponseWriter, r *http.Request) {
	list, err := s.Shop.Coupons(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Apps/Ecommerce/Manage/Coupons", inertia.Props{"coupons": list})
}

// couponSave saves the coupon of the body as id (0: a new one).
func (s *Server) couponSave(w http.ResponseWriter, r *http.Request, id int64) {
	var in shop.CouponInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	c, err := s.Shop.SaveCoupon(r.Context(), id, in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if id == 0 && wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"coupon": c})
		return
	}
	s.saved(w, r, "coupon", c, "shopAdmin.couponFlash.saved", map[string]any{"code": c.Code})
}

// couponAdd is POST /apps/ecommerce/manage/coupons: 201 {coupon}.
func (s *Server) couponAdd(w http.ResponseWriter, r *http.Request) { s.couponSave(w, r, 0) }

// couponUpdate is PUT /apps/ecommerce/manage/coupons/{id}: {coupon}.
func (s *Server) couponUpdate(w http.ResponseWriter, r *http.Request) {
	if id, ok := s.couponIDOf(w, r); ok {
		s.couponSave(w, r, id)
	}
}

// couponDelete is DELETE /apps/ecommerce/manage/coupons/{id}: {}; the carts
// holding it lose it.
func (s *Server) couponDelete(w http.ResponseWriter, r *http.Request) {
	id, ok := s.couponIDOf(w, r)
	if !ok {
		return
	}
	if err := s.Shop.DeleteCoupon(r.Context(), id); err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{})
		return
	}
	s.flash(w, r, "success", "shopAdmin.couponFlash.deleted", nil)
	s.in.Back(w, r)
}
