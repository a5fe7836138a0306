package shop_test

import (
	"testing"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/shop"
)

func TestDeliveriesFor(t *testing.T) {
	friday := time.Date(2026, 3, 13, 22, 30, 0, 0, time.UTC) // Saturday already in Paris
	small := shop.Cart{Items: []shop.CartItem{{Qty: 1, Price: 1000}}, Subtotal: 1000, Total: 1000}
	got := shop.DeliveriesFor(small, friday)
	want := []shop.Delivery{{Key: "standard", Price: 490, Days: 5, Date: "2026-03-20"}, {Key: "express", Price: 1290, Days: 2, Date: "2026-03-17"},
		{Key: "pickup", Price: 0, Days: 1, Date: "2026-03-16"}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("%s: %+v, want %+v", want[i].Key, got[i], want[i])
		}
	}
	for name, c := range map[string]shop.Cart{
		"from the threshold": {Items: []shop.CartItem{{Qty: 1}}, Total: shop.FreeShippingFrom},
		"every item free":    {Items: []shop.CartItem{{Qty: 1, HasFreeShipping: true}, {Qty: 2, HasFreeShipping: true}}, Total: 100},
	} {
		if d := shop.DeliveriesFor(c, friday); d[0].Price != 0 || d[1].Price != 1290 {
			t.Errorf("%s: %+v", name, d)
		}
	}
	mixed := shop.Cart{Items: []shop.CartItem{{Qty: 1, HasFreeShipping: true}, {Qty: 1}}, Total: shop.FreeShippingFrom - 1}
	if d := shop.DeliveriesFor(mixed, friday); d[0].Price != 490 {
		t.Errorf("a cart with one item that does not ship free: %+v", d[0])
	}
}

// TestCheckoutRefusals: each refusal says why and changes nothing — no
// order, no invoice, the stock, the cart and the account as they were.
func TestCheckoutRefusals(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newOrdEnv(t, d)
		client := e.buyer(auth.RoleClient, "Camille Durand")
		member := e.buyer(auth.RoleMember, "Jules Moreau")
		other := e.buyer(auth.RoleClient, "Inès Leroy")
		tiers := e.account(member, 1000)
		clientAddr, memberAddr, otherAddr := e.address(client), e.address(member), e.address(other)
		soap := e.product("Savon au lait d’ânesse", 800, 4, false)
		e.exec(`INSERT INTO shop_coupons (code, percent_off, ends_on, active, created_at, updated_at) VALUES ('HIVER', 10, '2026-03-31', TRUE, $1, $1)`, ordNow)
		e.add(client, soap, 2)
		e.add(member, soap, 2)
		if _, err := e.s.ApplyCoupon(e.ctx, client.UserID, "HIVER"); err != nil {
			t.Fatal(err)
		}
		in := func(addr int64, delivery, pay string) shop.CheckoutInput {
			return shop.CheckoutInput{AddressID: addr, DeliveryMethod: delivery, PaymentMethod: pay}
		}
		cases := []struct {
			name  string
			buyer shop.Buyer
			in    shop.CheckoutInput
			setup string // SQL run first, undone after
			undo  string
			code  string
			field string
		}{
			{"no address", client, in(0, "standard", shop.PayTransfer), "", "", app.EINVALID, "addressId"},
			{"unknown address", client, in(99999, "standard", shop.PayTransfer), "", "", app.EINVALID, "addressId"},
			{"someone else's address", client, in(otherAddr, "standard", shop.PayTransfer), "", "", app.EINVALID, "addressId"},
			{"bad delivery", client, in(clientAddr, "drone", shop.PayTransfer), "", "", app.EINVALID, "deliveryMethod"},
			{"bad payment", client, in(clientAddr, "standard", "card"), "", "", app.EINVALID, "paymentMethod"},
			{"account of a client", client, in(clientAddr, "standard", shop.PayAccount), "", "", app.EINVALID, "paymentMethod"},
			{"insufficient balance", member, in(memberAddr, "standard", shop.PayAccount), "", "", app.EINVALID, "paymentMethod"},
			{"empty cart", other, in(otherAddr, "standard", shop.PayTransfer), "", "", app.EINVALID, ""},
			{"above the stock", client, in(clientAddr, "standard", shop.PayTransfer),
				`UPDATE products SET stock = 1`, `UPDATE products SET stock = 4`, app.ECONFLICT, ""},
			{"sold out", client, in(clientAddr, "standard", shop.PayTransfer),
				`UPDATE products SET stock = 0`, `UPDATE products SET stock = 4`, app.ECONFLICT, ""},
			{"no longer sold", client, in(clientAddr, "standard", shop.PayTransfer),
				`UPDATE products SET published = FALSE`, `UPDATE products SET published = TRUE`, app.ECONFLICT, ""},
			{"expired coupon", client, in(clientAddr, "standard", shop.PayTransfer),
				`UPDATE shop_coupons SET ends_on = '2026-03-10'`, `UPDATE shop_coupons SET ends_on = '2026-03-31'`, app.EINVALID, "code"},
		}
		for _, c := range cases {
			if c.setup != "" {
				e.exec(c.setup)
			}
			stock := e.stock(soap)
			_, err := e.s.PlaceOrder(e.ctx, c.buyer, c.in)
			if app.ErrorCode(err) != c.code {
				t.Errorf("%s: %v, want %s", c.name, err, c.code)
			} else if c.field != "" && app.ErrorFields(err)[c.field] == "" {
				t.Errorf("%s: %v, want an error on %s", c.name, err, c.field)
			}
			if e.stock(soap) != stock {
				t.Errorf("%s: the stock moved", c.name)
			}
			if c.undo != "" {
				e.exec(c.undo)
			}
		}
		for what, n := range map[string]int64{
			"orders":      e.int(`SELECT count(*) FROM orders`),
			"invoices":    e.int(`SELECT count(*) FROM invoices`),
			"coupon uses": e.int(`SELECT uses FROM shop_coupons`),
			"movements":   e.int(`SELECT count(*) FROM money_movements WHERE kind = 'shop_payment'`),
			"sequence":    e.int(`SELECT value FROM sequences WHERE name = 'order_number'`),
		} {
			if n != 0 {
				t.Errorf("%d %s after refusals", n, what)
			}
		}
		if e.int(`SELECT count(*) FROM cart_items`) != 2 || e.balance(tiers) != 1000 {
			t.Error("a refusal changed a cart or an account")
		}
		msg := func(err error) string { return app.ErrorText(err).Key }
		e.exec(`UPDATE products SET stock = 1`)
		_, err := e.s.PlaceOrder(e.ctx, client, in(clientAddr, "standard", shop.PayTransfer))
		if msg(err) != "checkoutStockShort" || app.ErrorText(err).Params["n"] != 1 {
			t.Errorf("above the stock: %v", err)
		}
		e.exec(`UPDATE products SET stock = 4`)

		// The coupon counts one use, and its last use goes to one order only.
		e.exec(`UPDATE shop_coupons SET max_uses = 1`)
		o, err := e.s.PlaceOrder(e.ctx, client, in(clientAddr, "pickup", shop.PayTransfer))
		if err != nil || o.CouponCode != "HIVER" || o.Discount != 160 || o.Total != 1440 || o.Shipping != 0 {
			t.Fatalf("with the coupon: %v %+v", err, o.Order)
		}
		if e.int(`SELECT uses FROM shop_coupons`) != 1 || e.int(`SELECT count(*) FROM cart_coupons`) != 0 {
			t.Error("the coupon's use was not counted, or it stayed on the cart")
		}
		// With enough on the account, the member pays from it.
		e.account(member, 1000)
		if o, err := e.s.PlaceOrder(e.ctx, member, in(memberAddr, "pickup", shop.PayAccount)); err != nil || o.Status != shop.StatusPaid {
			t.Fatalf("member: %v", err)
		}
		if e.balance(tiers) != 400 {
			t.Errorf("balance %d after paying 16.00 of 20.00", e.balance(tiers))
		}
	})
}
