package shop_test

import (
	"fmt"
	"sync"
	"testing"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/shop"
)

// TestCheckoutLastItems: 20 buyers check out the last 5 items at once, each
// in their own transaction on the real database. Exactly 5 orders are
// placed, the stock ends at zero, and the 15 others get a clean conflict
// (too few left) with nothing of theirs written.
func TestCheckoutLastItems(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newOrdEnv(t, d)
		last := e.product("Dernière cuvée", 1500, 5, false)
		const buyers = 20
		type buyer struct {
			b    shop.Buyer
			addr int64
		}
		all := make([]buyer, buyers)
		for i := range all {
			b := e.buyer(auth.RoleClient, fmt.Sprintf("Acheteur %d", i+1))
			all[i] = buyer{b, e.address(b)}
			e.add(b, last, 1)
		}
		start := make(chan struct{})
		errs := make([]error, buyers)
		var wg sync.WaitGroup
		for i, x := range all {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, errs[i] = e.s.PlaceOrder(e.ctx, x.b, shop.CheckoutInput{AddressID: x.addr, DeliveryMethod: "standard", PaymentMethod: shop.PayTransfer})
			}()
		}
		close(start)
		wg.Wait()
		placed, refused := 0, 0
		for i, err := range errs {
			switch {
			case err == nil:
				placed++
			case app.ErrorCode(err) == app.ECONFLICT:
				refused++
				if k := app.ErrorText(err).Key; k != "checkoutSoldOut" && k != "checkoutStockShort" {
					t.Errorf("buyer %d: %v", i+1, err)
				}
			default:
				t.Errorf("buyer %d: %v", i+1, err)
			}
		}
		if placed != 5 || refused != 15 {
			t.Fatalf("%d orders placed, %d refused; want 5 and 15", placed, refused)
		}
		for what, want := range map[string]int64{
			fmt.Sprintf(`SELECT stock FROM products WHERE id = %d`, last):  0,
			`SELECT count(*) FROM orders`:                                  5,
			`SELECT COALESCE(SUM(qty), 0) FROM order_lines`:                5,
			`SELECT count(*) FROM invoices`:                                5,
			`SELECT count(DISTINCT number) FROM orders`:                    5,
			`SELECT value FROM sequences WHERE name = 'order_number'`:      5,
			`SELECT count(*) FROM cart_items`:                              15,
			`SELECT count(*) FROM clients WHERE user_id IS NOT NULL`:       5,
			`SELECT count(*) FROM order_events WHERE to_status = 'placed'`: 5,
			`SELECT n_all FROM invoice_counts WHERE status = 'sent'`:       5,
		} {
			if got := e.int(what); got != want {
				t.Errorf("%s = %d, want %d", what, got, want)
			}
		}
	})
}

// TestCheckoutCrossedCarts: buyers whose carts hold the same two products,
// added in either order, check out at once while staff cancel earlier
// orders of both: the rows are always locked in one order, so every
// checkout goes through and the stock adds up.
func TestCheckoutCrossedCarts(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newOrdEnv(t, d)
		a, b := e.product("Farine de seigle", 450, 100, false), e.product("Levain séché", 320, 100, false)
		staff := e.buyer(auth.RoleManager, "Gérant")
		first := e.buyer(auth.RoleClient, "Première")
		firstAddr := e.address(first)
		var earlier []int64
		for range 4 {
			e.add(first, a, 1)
			e.add(first, b, 1)
			earlier = append(earlier, e.place(first, firstAddr, shop.PayTransfer).ID)
		}
		const buyers = 12
		type buyer struct {
			b    shop.Buyer
			addr int64
		}
		all := make([]buyer, buyers)
		for i := range all {
			x := e.buyer(auth.RoleClient, fmt.Sprintf("Acheteuse %d", i+1))
			all[i] = buyer{x, e.address(x)}
			if i%2 == 0 {
				e.add(x, a, 2)
				e.add(x, b, 1)
			} else {
				e.add(x, b, 1)
				e.add(x, a, 2)
			}
		}
		start := make(chan struct{})
		errs := make(chan error, buyers+len(earlier))
		var wg sync.WaitGroup
		for _, x := range all {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, err := e.s.PlaceOrder(e.ctx, x.b, shop.CheckoutInput{AddressID: x.addr, DeliveryMethod: "pickup", PaymentMethod: shop.PayTransfer})
				errs <- err
			}()
		}
		for _, id := range earlier {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, err := e.s.MoveOrder(e.ctx, staff, id, shop.StatusCancelled, "")
				errs <- err
			}()
		}
		close(start)
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Error(err)
			}
		}
		if sa, sb := e.stock(a), e.stock(b); sa != 100-2*buyers || sb != 100-buyers {
			t.Errorf("stock %d and %d, want %d and %d", sa, sb, 100-2*buyers, 100-buyers)
		}
	})
}
