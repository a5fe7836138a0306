package controllers_test

import (
	"fmt"
	"strings"
	"testing"
)

// ordersFixture is the demo with what the checkout needs: a product in
// stock, the tokens of a client, a member and staff, and an address each.
type ordersFixture struct {
	e                       *env
	client, member, manager map[string]string
	admin, viewer           map[string]string
	product                 float64
	clientAddr, memberAddr  float64
}

func newOrdersFixture(t *testing.T, e *env) *ordersFixture {
	t.Helper()
	f := &ordersFixture{e: e}
	for _, who := range []struct {
		h               *map[string]string
		email, password string
	}{{&f.client, "client@demo.com", "client"}, {&f.member, "member@demo.com", "member"}, {&f.manager, "manager@demo.com", "manager"},
		{&f.admin, "admin@demo.com", "admin"}, {&f.viewer, "viewer@demo.com", "viewer"}} {
		token, _ := e.token(who.email, who.password)
		*who.h = bearerH(token)
	}
	var id int64
	if err := e.db.QueryRow(`SELECT id FROM products WHERE published AND stock >= 20 AND price_cents BETWEEN 500 AND 3000 ORDER BY id LIMIT 1`).Scan(&id); err != nil {
		t.Fatal(err)
	}
	f.product = float64(id)
	f.clientAddr = f.address(t, f.client, "Julien Moreau")
	f.memberAddr = f.address(t, f.member, "Sébastien Weber")
	return f
}

func (f *ordersFixture) address(t *testing.T, h map[string]string, name string) float64 {
	t.Helper()
	r := f.e.do(nil, "POST", "/apps/ecommerce/addresses", map[string]any{"fullName": name, "line1": "3 place des Terreaux", "postalCode": "69001",
		"city": "Lyon", "country": "FR"}, h)
	if r.status != 201 {
		t.Fatalf("address: %d %s", r.status, r.body)
	}
	return idOf(at(r.json(t), "address"))
}

// fill puts qty of the product in the cart of h.
func (f *ordersFixture) fill(t *testing.T, h map[string]string, qty int) {
	t.Helper()
	if r := f.e.do(nil, "POST", "/apps/ecommerce/cart", map[string]any{"productId": f.product, "qty": qty}, h); r.status != 201 {
		t.Fatalf("add to cart: %d %s", r.status, r.body)
	}
}

func (f *ordersFixture) checkout(h map[string]string, addr float64, delivery, pay string) reply {
	return f.e.do(nil, "POST", "/apps/ecommerce/checkout", map[string]any{"addressId": addr, "deliveryMethod": delivery, "paymentMethod": pay}, h)
}

func (f *ordersFixture) stock(t *testing.T) int {
	return f.e.countOf(t, `SELECT stock FROM products WHERE id = $1`, int64(f.product))
}

func (f *ordersFixture) orders(t *testing.T) int {
	return f.e.countOf(t, `SELECT count(*) FROM orders`)
}

// TestShopCheckoutContract: the checkout's refusals (each changes nothing)
// and an order placed by transfer, by JSON and by the browser's form.
func TestShopCheckoutContract(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		f := newOrdersFixture(t, e)
		ordersBefore := f.orders(t)
		// The demo's buyers start with an empty cart.
		if r := f.checkout(f.client, f.clientAddr, "standard", "transfer"); r.status != 400 || at(r.json(t), "error.key") != "server.checkoutCartEmpty" {
			t.Fatalf("empty cart: %d %s", r.status, r.body)
		}
		f.fill(t, f.client, 2)
		f.fill(t, f.member, 1)
		stock := f.stock(t)
		cases := []struct {
			name   string
			h      map[string]string
			body   map[string]any
			setup  string
			undo   string
			status int
			field  string
		}{
			{"unknown address", f.client, map[string]any{"addressId": 999999, "deliveryMethod": "standard", "paymentMethod": "transfer"}, "", "", 400, "addressId"},
			{"someone else's address", f.client, map[string]any{"addressId": f.memberAddr, "deliveryMethod": "standard", "paymentMethod": "transfer"}, "", "", 400, "addressId"},
			{"bad delivery", f.client, map[string]any{"addressId": f.clientAddr, "deliveryMethod": "teleport", "paymentMethod": "transfer"}, "", "", 400, "deliveryMethod"},
			{"bad payment", f.client, map[string]any{"addressId": f.clientAddr, "deliveryMethod": "standard", "paymentMethod": "card"}, "", "", 400, "paymentMethod"},
			{"a client's account", f.client, map[string]any{"addressId": f.clientAddr, "deliveryMethod": "standard", "paymentMethod": "account"}, "", "", 400, "paymentMethod"},
			{"a bad body", f.client, map[string]any{"addressId": "one"}, "", "", 400, "addressId"},
			{"qty above stock", f.client, map[string]any{"addressId": f.clientAddr, "deliveryMethod": "standard", "paymentMethod": "transfer"},
				`UPDATE products SET stock = 1 WHERE id = %d`, fmt.Sprintf(`UPDATE products SET stock = %d WHERE id = %%d`, stock), 409, ""},
			{"insufficient balance", f.member, map[string]any{"addressId": f.memberAddr, "deliveryMethod": "standard", "paymentMethod": "account"},
				`UPDATE products SET price_cents = price_cents * 1000 WHERE id = %d`, `UPDATE products SET price_cents = price_cents / 1000 WHERE id = %d`, 400, "paymentMethod"},
		}
		for _, c := range cases {
			if c.setup != "" {
				e.db.Exec(fmt.Sprintf(c.setup, int64(f.product)))
			}
			r := e.do(nil, "POST", "/apps/ecommerce/checkout", c.body, c.h)
			if r.status != c.status || (c.field != "" && at(r.json(t), "error.fields."+c.field) == nil) {
				t.Errorf("%s: %d %s", c.name, r.status, r.body)
			}
			if c.undo != "" {
				e.db.Exec(fmt.Sprintf(c.undo, int64(f.product)))
			}
		}
		if f.orders(t) != ordersBefore || f.stock(t) != stock || e.countOf(t, `SELECT count(*) FROM cart_items`) != 2 {
			t.Fatal("a refused checkout changed something")
		}
		// An expired coupon is refused at the checkout, on the field code.
		e.db.Exec(`INSERT INTO shop_coupons (code, percent_off, active, created_at, updated_at) VALUES ('AUTOMNE', 10, TRUE, $1, $1)`, "2026-01-01 00:00:00")
		if r := e.do(nil, "POST", "/apps/ecommerce/cart/coupon", map[string]any{"code": "AUTOMNE"}, f.client); r.status != 200 {
			t.Fatalf("coupon: %d %s", r.status, r.body)
		}
		e.db.Exec(`UPDATE shop_coupons SET ends_on = '2020-12-31' WHERE code = 'AUTOMNE'`)
		if r := f.checkout(f.client, f.clientAddr, "standard", "transfer"); r.status != 400 || at(r.json(t), "error.fields.code") == nil {
			t.Errorf("expired coupon: %d %s", r.status, r.body)
		}
		e.db.Exec(`DELETE FROM cart_coupons`)

		e.db.Exec(`UPDATE users SET language = 'fr' WHERE email = 'client@demo.com'`) // the mail is in the buyer's language
		// The order: 201 {order}, the stock taken, the cart emptied, the invoice made, a mail, the cart's event.
		r := f.checkout(f.client, f.clientAddr, "express", "transfer")
		if r.status != 201 {
			t.Fatalf("checkout: %d %s", r.status, r.body)
		}
		o := at(r.json(t), "order").(map[string]any)
		number := o["number"].(string)
		if !strings.HasPrefix(number, "CMD-") || o["status"] != "placed" || at(o, "transfer.reference") != number || o["invoiceId"].(float64) == 0 ||
			o["deliveryMethod"] != "express" || len(o["lines"].([]any)) != 1 {
			t.Fatalf("order %s", r.body)
		}
		if f.stock(t) != stock-2 || e.countOf(t, `SELECT count(*) FROM cart_items c JOIN users u ON u.id = c.user_id WHERE u.email = 'client@demo.com'`) != 0 {
			t.Error("the stock was not taken or the cart not emptied")
		}
		if n := e.countOf(t, `SELECT count(*) FROM invoices WHERE id = $1 AND status = 'sent' AND total_cents = $2`, int64(o["invoiceId"].(float64)), int64(o["total"].(float64))); n != 1 {
			t.Error("no invoice of the order's total")
		}
		if n := e.countOf(t, `SELECT count(*) FROM emails WHERE subject = $1`, "Votre commande "+number); n == 0 {
			t.Error("no confirmation mail in French")
		}
		if n := e.countOf(t, `SELECT count(*) FROM realtime_events e JOIN users u ON u.id = e.user_id WHERE e.type = 'cart.changed' AND u.email = 'client@demo.com'`); n == 0 {
			t.Error("no cart.changed event")
		}

		// The browser's form: a redirect to the order's page, with a flash.
		c, _ := e.signIn("member@demo.com", "member", false)
		page := e.do(c, "GET", "/apps/ecommerce/checkout?step=payment", nil, e.inertia())
		p := pageOf(t, page)
		if p["component"] != "Apps/Ecommerce/Checkout" || at(p, "props.step") != "payment" || at(p, "props.payment.account.available") == nil ||
			len(at(p, "props.deliveries").([]any)) != 3 || at(p, "props.payment.bank.iban") == nil {
			t.Fatalf("checkout page %s", page.body)
		}
		r = e.do(c, "POST", "/apps/ecommerce/checkout", map[string]any{"addressId": f.memberAddr, "deliveryMethod": "pickup", "paymentMethod": "account"}, e.inertia())
		if (r.status != 302 && r.status != 303) || !strings.HasPrefix(r.header.Get("Location"), "/apps/ecommerce/orders/CMD-") {
			t.Fatalf("checkout by the form: %d %v %s", r.status, r.header, r.body)
		}
		if n := e.countOf(t, `SELECT count(*) FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = 'member@demo.com' AND o.status = 'paid' AND o.movement_id IS NOT NULL AND o.placed_at > $1`, "2026-01-01"); n == 0 {
			t.Error("the member's order is not paid from the account")
		}
	})
}

// pageOf is the page object of an Inertia answer.
func pageOf(t *testing.T, r reply) map[string]any {
	t.Helper()
	if r.status != 200 {
		t.Fatalf("page: %d %s", r.status, r.body)
	}
	return page(t, r)
}

// TestShopOrdersContract: the buyer's orders (their own only), the staff's
// list and page (staff only), the moves (allowed ones, by who manages
// orders) with their effects on the invoice and the stock, and the buyer's
// own cancel.
func TestShopOrdersContract(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		f := newOrdersFixture(t, e)
		place := func() map[string]any {
			t.Helper()
			f.fill(t, f.client, 1)
			r := f.checkout(f.client, f.clientAddr, "standard", "transfer")
			if r.status != 201 {
				t.Fatalf("checkout: %d %s", r.status, r.body)
			}
			return at(r.json(t), "order").(map[string]any)
		}
		o := place()
		number, id := o["number"].(string), int64(o["id"].(float64))
		path := fmt.Sprintf("/apps/ecommerce/manage/orders/%d", id)

		// The buyer's own orders, and no one else's.
		r := e.do(nil, "GET", "/apps/ecommerce/orders", nil, f.client)
		if r.status != 200 || at(r.json(t), "orders.0.number") != number || at(r.json(t), "perPage") != float64(10) {
			t.Fatalf("my orders: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", "/apps/ecommerce/orders?status=lost", nil, f.client); r.status != 400 {
			t.Errorf("bad status: %d", r.status)
		}
		for _, c := range []struct {
			name   string
			h      map[string]string
			path   string
			status int
		}{
			{"own order", f.client, "/apps/ecommerce/orders/" + number, 200},
			{"someone else's order", f.member, "/apps/ecommerce/orders/" + number, 404},
			{"unknown order", f.client, "/apps/ecommerce/orders/CMD-1999-000001", 404},
			{"own invoice", f.client, "/apps/ecommerce/orders/" + number + "/invoice.pdf", 200},
			{"someone else's invoice", f.member, "/apps/ecommerce/orders/" + number + "/invoice.pdf", 404},
			{"someone else's cancel", f.member, "/apps/ecommerce/orders/" + number + "/cancel", 404},
			{"staff list: client", f.client, "/apps/ecommerce/manage/orders", 403},
			{"staff list: member", f.member, "/apps/ecommerce/manage/orders", 403},
			{"staff order: client", f.client, path, 403},
			{"staff list: viewer", f.viewer, "/apps/ecommerce/manage/orders", 200},
			{"staff order: viewer", f.viewer, path, 200},
			{"unknown staff order", f.admin, "/apps/ecommerce/manage/orders/999999", 404},
		} {
			method := "GET"
			if strings.HasSuffix(c.path, "/cancel") {
				method = "POST"
			}
			if r := e.do(nil, method, c.path, nil, c.h); r.status != c.status {
				t.Errorf("%s: %d %s", c.name, r.status, r.body)
			}
		}
		if r := e.do(nil, "GET", "/apps/ecommerce/orders/"+number+"/invoice.pdf", nil, f.client); !strings.HasPrefix(string(r.body), "%PDF") {
			t.Error("the invoice is not a PDF")
		}

		// The staff's list: search accent-blind on the buyer, status filter, counts.
		r = e.do(nil, "GET", "/apps/ecommerce/manage/orders?q="+number, nil, f.admin)
		if r.status != 200 || at(r.json(t), "total") != float64(1) || at(r.json(t), "counts.placed") != float64(1) {
			t.Errorf("search by number: %s", r.body)
		}
		r = e.do(nil, "GET", "/apps/ecommerce/manage/orders?q=JULIEN&status=placed&sortBy=total&sortDesc=false", nil, f.admin)
		if r.status != 200 || at(r.json(t), "total").(float64) < 1 || at(r.json(t), "filters.sortBy") != "total" || at(r.json(t), "counts.all").(float64) < 2 {
			t.Errorf("search by name: %s", r.body)
		}
		for _, q := range []string{"status=lost", "sortBy=colour", "perPage=7", "page=x"} {
			if r := e.do(nil, "GET", "/apps/ecommerce/manage/orders?"+q, nil, f.admin); r.status != 400 {
				t.Errorf("?%s: %d", q, r.status)
			}
		}
		if r := e.do(nil, "GET", path, nil, f.viewer); at(r.json(t), "canMove") != false {
			t.Errorf("a viewer may move: %s", r.body)
		}
		if r := e.do(nil, "GET", path, nil, f.manager); at(r.json(t), "canMove") != true || at(r.json(t), "order.next.0") != "paid" {
			t.Errorf("a manager may not move: %s", r.body)
		}

		// The moves: who manages orders, the allowed ones only.
		move := func(h map[string]string, id int64, to string) reply {
			return e.do(nil, "POST", fmt.Sprintf("/apps/ecommerce/manage/orders/%d/status", id), map[string]any{"status": to, "note": "Test"}, h)
		}
		invoiceOf := func(id int64) (status string, balance int) {
			t.Helper()
			if err := e.db.QueryRow(`SELECT i.status, i.balance_cents FROM invoices i JOIN orders o ON o.invoice_id = i.id WHERE o.id = $1`, id).Scan(&status, &balance); err != nil {
				t.Fatal(err)
			}
			return status, balance
		}
		for _, c := range []struct {
			name   string
			h      map[string]string
			to     string
			status int
		}{
			{"client", f.client, "paid", 403},
			{"member", f.member, "paid", 403},
			{"viewer", f.viewer, "paid", 403},
			{"placed → shipped", f.manager, "shipped", 409},
			{"placed → delivered", f.admin, "delivered", 409},
			{"unknown status", f.admin, "lost", 400},
			{"placed → paid", f.manager, "paid", 200},
			{"paid → paid", f.manager, "paid", 409},
		} {
			if r := move(c.h, id, c.to); r.status != c.status {
				t.Errorf("%s: %d %s", c.name, r.status, r.body)
			}
		}
		if st, balance := invoiceOf(id); st != "paid" || balance != 0 {
			t.Errorf("paid order: invoice %s %d", st, balance)
		}
		if n := e.countOf(t, `SELECT count(*) FROM realtime_events ev JOIN users u ON u.id = ev.user_id WHERE ev.type = 'order.changed' AND u.email = 'client@demo.com'`); n == 0 {
			t.Error("no order.changed event for the buyer")
		}
		// The buyer cannot cancel once paid; staff can, and the stock comes back.
		if r := e.do(nil, "POST", "/apps/ecommerce/orders/"+number+"/cancel", nil, f.client); r.status != 409 {
			t.Errorf("buyer's cancel of a paid order: %d %s", r.status, r.body)
		}
		stock := f.stock(t)
		if r := move(f.admin, id, "cancelled"); r.status != 200 || at(r.json(t), "order.status") != "cancelled" || len(at(r.json(t), "order.events").([]any)) != 3 {
			t.Fatalf("staff's cancel: %d %s", r.status, r.body)
		}
		if st, _ := invoiceOf(id); st != "cancelled" || f.stock(t) != stock+1 {
			t.Errorf("cancelled order: invoice %s, stock %d (was %d)", st, f.stock(t), stock)
		}
		if r := move(f.admin, id, "paid"); r.status != 409 {
			t.Errorf("cancelled → paid: %d", r.status)
		}

		// The buyer's own cancel while placed, from the order's page.
		o = place()
		c, _ := e.signIn("client@demo.com", "client", false)
		stock = f.stock(t)
		r = e.do(c, "POST", "/apps/ecommerce/orders/"+o["number"].(string)+"/cancel", map[string]any{}, e.inertia())
		if r.status != 302 && r.status != 303 {
			t.Fatalf("own cancel: %d %s", r.status, r.body)
		}
		if st, _ := invoiceOf(int64(o["id"].(float64))); st != "cancelled" || f.stock(t) != stock+1 {
			t.Errorf("own cancel: invoice %s, stock %d (was %d)", st, f.stock(t), stock)
		}
		p := pageOf(t, e.do(c, "GET", "/apps/ecommerce/orders/"+o["number"].(string), nil, e.inertia()))
		if p["component"] != "Apps/Ecommerce/Order" || at(p, "props.order.status") != "cancelled" || at(p, "props.invoicePdf") == nil {
			t.Errorf("order page %v", p)
		}
		p = pageOf(t, e.do(c, "GET", "/apps/ecommerce/orders?page=x", nil, e.inertia()))
		if p["component"] != "Apps/Ecommerce/Orders" || at(p, "props.page") != float64(1) {
			t.Errorf("orders page %v", p)
		}
	})
}
