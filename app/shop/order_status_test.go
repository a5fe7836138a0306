package shop_test

import (
	"testing"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/invoice"
	"partage/app/shop"
)

func TestOrderTransitions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newOrdEnv(t, d)
		b := e.buyer(auth.RoleClient, "Hugo Martin")
		other := e.buyer(auth.RoleClient, "Léa Petit")
		staff := e.buyer(auth.RoleAccountant, "Comptable")
		addr := e.address(b)
		p := e.product("Savon", 500, 100, true)
		order := func() shop.OrderDetail {
			e.add(b, p, 1)
			return e.place(b, addr, shop.PayTransfer)
		}
		steps := []struct {
			path []string // the moves made first
			to   string
			code string // "" when allowed
		}{
			{nil, shop.StatusPaid, ""},
			{nil, shop.StatusShipped, app.ECONFLICT},
			{nil, shop.StatusDelivered, app.ECONFLICT},
			{nil, shop.StatusPlaced, app.EINVALID},
			{nil, "lost", app.EINVALID},
			{[]string{shop.StatusPaid}, shop.StatusShipped, ""},
			{[]string{shop.StatusPaid}, shop.StatusCancelled, ""},
			{[]string{shop.StatusPaid}, shop.StatusDelivered, app.ECONFLICT},
			{[]string{shop.StatusPaid, shop.StatusShipped}, shop.StatusDelivered, ""},
			{[]string{shop.StatusPaid, shop.StatusShipped}, shop.StatusCancelled, app.ECONFLICT},
			{[]string{shop.StatusPaid, shop.StatusShipped, shop.StatusDelivered}, shop.StatusCancelled, app.ECONFLICT},
			{[]string{shop.StatusCancelled}, shop.StatusPaid, app.ECONFLICT},
		}
		for _, st := range steps {
			o := order()
			for _, to := range st.path {
				if _, err := e.s.MoveOrder(e.ctx, staff, o.ID, to, ""); err != nil {
					t.Fatalf("%v: %v", st.path, err)
				}
			}
			before := e.stock(p)
			got, err := e.s.MoveOrder(e.ctx, staff, o.ID, st.to, "")
			if st.code != "" {
				wantCode(t, err, st.code)
				if e.stock(p) != before {
					t.Errorf("%v → %s refused but the stock moved", st.path, st.to)
				}
				continue
			}
			if err != nil || got.Status != st.to || len(got.Events) != len(st.path)+2 {
				t.Fatalf("%v → %s: %v %+v", st.path, st.to, err, got.Order)
			}
			inv, _ := e.inv.FindInvoiceByID(e.ctx, o.InvoiceID)
			switch st.to {
			case shop.StatusPaid:
				if inv.Status != invoice.StatusPaid || len(inv.Payments) != 1 || inv.Payments[0].Method != "transfer" || got.Transfer != nil {
					t.Errorf("paid: invoice %s %+v", inv.Status, inv.Payments)
				}
			case shop.StatusCancelled:
				if inv.Status != invoice.StatusCancelled || e.stock(p) != before+1 {
					t.Errorf("cancelled: invoice %s stock %d (was %d)", inv.Status, e.stock(p), before)
				}
			}
		}
		if _, err := e.s.MoveOrder(e.ctx, staff, 99999, shop.StatusPaid, ""); app.ErrorCode(err) != app.ENOTFOUND {
			t.Errorf("unknown order: %v", err)
		}

		// The buyer cancels their own order while placed, not once paid, never someone else's.
		o := order()
		if _, err := e.s.CancelOwnOrder(e.ctx, other, o.Number); app.ErrorCode(err) != app.ENOTFOUND {
			t.Errorf("someone else's cancel: %v", err)
		}
		got, err := e.s.CancelOwnOrder(e.ctx, b, o.Number)
		if err != nil || got.Status != shop.StatusCancelled || got.Events[1].ByName != b.Name {
			t.Fatalf("own cancel: %v %+v", err, got.Order)
		}
		paid := order()
		if _, err := e.s.MoveOrder(e.ctx, staff, paid.ID, shop.StatusPaid, ""); err != nil {
			t.Fatal(err)
		}
		_, err = e.s.CancelOwnOrder(e.ctx, b, paid.Number)
		wantCode(t, err, app.ECONFLICT)
	})
}
