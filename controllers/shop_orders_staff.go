package controllers

import (
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/shop"
)

// staffOrderFilter reads the staff list's state from the URL:
// ?q&status&page&perPage&sortBy&sortDesc (newest first by default).
func staffOrderFilter(r *http.Request) shop.OrderFilter {
	q := r.URL.Query()
	f := shop.OrderFilter{Q: q.Get("q"), Status: q.Get("status"), SortBy: q.Get("sortBy"), SortDesc: sortDescOf(r)}
	f.Page, f.PerPage = pageOf(r)
	if f.SortBy == "" && q.Get("sortDesc") != "" {
		f.SortBy = "placedAt" // the default order, in the direction asked
	}
	return f
}

// staffOrdersPage is GET /apps/ecommerce/manage/orders: every buyer's orders
// in the list pattern (search on the number and the buyer's name or e-mail,
// status filter with the count of each, sort, pages). A hand-made URL with
// bad values shows the default list; an API client gets the field errors.
func (s *Server) staffOrdersPage(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	f := staffOrderFilter(r)
	if err := f.Normalize(); err != nil {
		if wantsJSON(r) {
			s.fail(w, r, err)
			return
		}
		f = shop.OrderFilter{}
		f.Normalize()
	}
	orders, total, err := s.Shop.ListOrders(ctx, f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	counts, err := s.Shop.OrderCounts(ctx, f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Apps/Ecommerce/Manage/Orders", inertia.Props{"orders": orders, "total": total, "page": f.Page, "perPage": f.PerPage,
		"filters": map[string]any{"q": f.Q, "status": f.Status, "page": f.Page, "perPage": f.PerPage, "sortBy": f.SortBy, "sortDesc": f.SortDesc},
		"counts":  counts})
}

// staffOrderID reads {id}; past int64 it is no order.
func (s *Server) staffOrderID(w http.ResponseWriter, r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, shop.ErrOrderNotFound)
		return 0, false
	}
	return id, true
}

// staffOrderPage is GET /apps/ecommerce/manage/orders/{id}: one order for
// staff, and whether the reader may move it.
func (s *Server) staffOrderPage(w http.ResponseWriter, r *http.Request) {
	id, ok := s.staffOrderID(w, r)
	if !ok {
		return
	}
	o, err := s.Shop.FindOrder(r.Context(), id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	u := auth.UserFrom(r.Context())
	s.render(w, r, "Apps/Ecommerce/Manage/Order", inertia.Props{"order": o, "canMove": auth.Can(auth.RulesOf(u), "manage", auth.SubjectOrders)})
}

// staffOrderMove is POST /apps/ecommerce/manage/orders/{id}/status {status,
// note?}: the allowed moves only (409 otherwise); the buyer's tabs are told.
func (s *Server) staffOrderMove(w http.ResponseWriter, r *http.Request) {
	id, ok := s.staffOrderID(w, r)
	if !ok {
		return
	}
	var in struct {
		Status string `json:"status"`
		Note   string `json:"note"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	o, err := s.Shop.MoveOrder(r.Context(), buyerOf(r), id, in.Status, in.Note)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.orderMoved(r, o)
	s.saved(w, r, "order", o, "orders.flash.moved."+o.Status, map[string]any{"number": o.Number})
}
