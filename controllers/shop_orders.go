package controllers

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/invoice"
	"partage/app/shop"
)

// orderChanged is the realtime event telling a buyer's open tabs that one of
// their orders moved: {number, status}.
const orderChanged = "order.changed"

// orderRoutes are the checkout (shop_checkout.go), the buyer's own orders
// and the staff's orders (shop_orders_staff.go).
func (s *Server) orderRoutes(r *mux.Router) {
	s.page(r, "GET", "/apps/ecommerce/checkout", shopping, s.checkoutPage)
	s.page(r, "POST", "/apps/ecommerce/checkout", buying, s.checkoutPlace)
	s.page(r, "GET", "/apps/ecommerce/orders", shopping, s.myOrdersPage)
	s.page(r, "GET", "/apps/ecommerce/orders/{number}", shopping, s.myOrderPage)
	s.page(r, "GET", "/apps/ecommerce/orders/{number}/invoice.pdf", shopping, s.myOrderInvoice)
	s.page(r, "POST", "/apps/ecommerce/orders/{number}/cancel", buying, s.myOrderCancel)
	s.page(r, "GET", "/apps/ecommerce/manage/orders", seeOrders, s.staffOrdersPage)
	s.page(r, "GET", "/apps/ecommerce/manage/orders/{id:[0-9]+}", seeOrders, s.staffOrderPage)
	s.page(r, "POST", "/apps/ecommerce/manage/orders/{id:[0-9]+}/status", moveOrders, s.staffOrderMove)
}

// buyerOf is the signed-in user as an order records them.
func buyerOf(r *http.Request) shop.Buyer {
	u := auth.UserFrom(r.Context())
	return shop.Buyer{UserID: u.ID, Name: u.FullName, Email: u.Email, Language: u.Language, Role: u.Role}
}

// orderPath is the buyer's page of the order numbered number.
func orderPath(number string) string { return "/apps/ecommerce/orders/" + url.PathEscape(number) }

// myOrdersPage is GET /apps/ecommerce/orders?page&status: the buyer's own
// orders, newest first, ten a page. A hand-made URL with bad values shows the
// first page of all of them; an API client gets the field errors.
func (s *Server) myOrdersPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := shop.OrderFilter{UserID: auth.UserFrom(r.Context()).ID, Status: q.Get("status")}
	f.Page, _ = pageOf(r)
	orders, total, err := s.Shop.ListOrders(r.Context(), f)
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		f = shop.OrderFilter{UserID: f.UserID}
		orders, total, err = s.Shop.ListOrders(r.Context(), f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if f.Page == 0 {
		f.Page = 1
	}
	s.render(w, r, "Apps/Ecommerce/Orders", inertia.Props{"orders": orders, "total": total, "page": f.Page,
		"perPage": shop.OrdersPerPages[0], "filters": map[string]any{"status": f.Status}})
}

// myOrderPage is GET /apps/ecommerce/orders/{number}: one of the buyer's
// orders; someone else's is not found.
func (s *Server) myOrderPage(w http.ResponseWriter, r *http.Request) {
	o, err := s.Shop.OwnOrder(r.Context(), auth.UserFrom(r.Context()).ID, mux.Vars(r)["number"])
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var pdf any
	if o.InvoiceID != 0 {
		pdf = orderPath(o.Number) + "/invoice.pdf"
	}
	s.render(w, r, "Apps/Ecommerce/Order", inertia.Props{"order": o, "invoicePdf": pdf})
}

// myOrderInvoice is GET /apps/ecommerce/orders/{number}/invoice.pdf: the
// invoice of one of the buyer's orders, as a PDF in the reader's language.
func (s *Server) myOrderInvoice(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	o, err := s.Shop.OwnOrder(ctx, auth.UserFrom(ctx).ID, mux.Vars(r)["number"])
	if err == nil && o.InvoiceID == 0 {
		err = invoice.ErrNotFound
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	d, err := s.Invoices.FindInvoiceByID(ctx, o.InvoiceID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	head, err := s.Settings.Letterhead(ctx)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	lng := requestLang(r)
	t := s.Texts.Translator(lng)
	var buf bytes.Buffer
	if err := invoice.WritePDFOn(&buf, head, d, lng, t); err != nil {
		s.fail(w, r, fmt.Errorf("order %s: invoice pdf: %w", o.Number, err))
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`inline; filename="%s"`, invoice.FileName(d.ID, t)))
	w.Header().Set("Content-Length", strconv.Itoa(buf.Len()))
	w.Header().Set("Cache-Control", privateNoStore)
	w.Write(buf.Bytes())
}

// myOrderCancel is POST /apps/ecommerce/orders/{number}/cancel: the buyer
// cancels their order while it is only placed (409 once it is paid).
func (s *Server) myOrderCancel(w http.ResponseWriter, r *http.Request) {
	o, err := s.Shop.CancelOwnOrder(r.Context(), buyerOf(r), mux.Vars(r)["number"])
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.orderMoved(r, o)
	s.saved(w, r, "order", o, "orders.flash.cancelled", map[string]any{"number": o.Number})
}

// orderMoved tells the buyer's open tabs that their order changed.
func (s *Server) orderMoved(r *http.Request, o shop.OrderDetail) {
	if o.UserID == 0 {
		return
	}
	if err := s.Realtime.Publish(r.Context(), o.UserID, orderChanged, map[string]string{"number": o.Number, "status": o.Status}); err != nil {
		s.Log.Error("publish order", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}
