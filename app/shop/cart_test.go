package shop_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/shop"
)

// cartNow is a Wednesday in Paris: standard delivery (5 working days) comes the next Wednesday.
var cartNow = time.Date(2026, 3, 11, 9, 30, 0, 0, time.UTC)

// cartEnv is a shop on a fresh database with a category and a brand.
type cartEnv struct {
	t   *testing.T
	d   *db.DB
	s   *shop.Store
	ctx context.Context
	n   int
}

func newCartEnv(t *testing.T, d *db.DB) *cartEnv {
	t.Helper()
	s := shop.New(d, nil, nil, nil)
	s.SetClock(func() time.Time { return cartNow })
	e := &cartEnv{t: t, d: d, s: s, ctx: context.Background()}
	e.exec(`INSERT INTO shop_categories (slug, name, position) VALUES ('epicerie', 'Épicerie', 1)`)
	e.exec(`INSERT INTO shop_brands (name) VALUES ('Les Canuts')`)
	return e
}

func (e *cartEnv) exec(q string, args ...any) {
	e.t.Helper()
	if _, err := e.d.ExecContext(e.ctx, q, args...); err != nil {
		e.t.Fatalf("%s: %v", q, err)
	}
}

// user adds a client and returns their id.
func (e *cartEnv) user() int64 {
	e.t.Helper()
	e.n++
	u := &auth.User{FullName: fmt.Sprintf("Client %d", e.n), Username: fmt.Sprintf("client%d", e.n),
		Email: fmt.Sprintf("client%d@exemple.fr", e.n), PasswordHash: "x", Role: auth.RoleClient}
	if err := auth.NewStore(e.d).CreateUser(e.ctx, u); err != nil {
		e.t.Fatal(err)
	}
	return u.ID
}

// product adds a product with its stock, colours and one image.
func (e *cartEnv) product(name string, price int64, stock int, published bool, colors ...string) int64 {
	e.t.Helper()
	e.n++
	var id int64
	if err := e.d.QueryRowContext(e.ctx, `INSERT INTO products (slug, name, sort_name, brand_id, category_id, price_cents, stock,
		published, created_at, updated_at) VALUES ($1, $2, $3, 1, 1, $4, $5, $6, $7, $7) RETURNING id`,
		fmt.Sprintf("p-%d", e.n), name, db.SortKey(name), price, stock, published, cartNow).Scan(&id); err != nil {
		e.t.Fatal(err)
	}
	for i, c := range colors {
		e.exec(`INSERT INTO product_colors (product_id, position, color) VALUES ($1, $2, $3)`, id, i, c)
	}
	e.exec(`INSERT INTO product_images (product_id, position, thumb_sum, card_sum, large_sum) VALUES ($1, 0, $2, $3, $4)`,
		id, fmt.Sprint("thumb", id), fmt.Sprint("card", id), fmt.Sprint("large", id))
	return id
}

// wantField fails unless err is an EINVALID error with key on field.
func wantField(t *testing.T, err error, field, key string) {
	t.Helper()
	var e *app.Error
	if !errors.As(err, &e) || e.Code != app.EINVALID || e.FieldTexts[field].Key != key {
		t.Fatalf("want %s on %s, got %v", key, field, err)
	}
}

// wantNotFound fails unless err is an ENOTFOUND error.
func wantNotFound(t *testing.T, err error) {
	t.Helper()
	if app.ErrorCode(err) != app.ENOTFOUND {
		t.Fatalf("want not found, got %v", err)
	}
}

func TestCartAddsWithinStock(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newCartEnv(t, d)
		me, other := e.user(), e.user()
		honey := e.product("Miel de châtaignier", 890, 5, true, "#FFAA00", "#663300")
		gone := e.product("Confiture épuisée", 450, 0, true)
		hidden := e.product("Produit retiré", 450, 10, false)
		many := e.product("Sachet de thé", 120, 500, true)

		item, err := e.s.AddToCart(e.ctx, me, honey, 2, "#ffaa00")
		if err != nil {
			t.Fatal(err)
		}
		if item.Qty != 2 || item.Color != "#FFAA00" || item.Name != "Miel de châtaignier" || item.Brand != "Les Canuts" ||
			item.Image != shop.ImageURL(fmt.Sprint("thumb", honey)) || item.Price != 890 || item.Availability != shop.LowStock || !item.Published {
			t.Fatalf("the line: %+v", item)
		}
		// More of it adds to the line, keeping its colour when none is said.
		if item, err = e.s.AddToCart(e.ctx, me, honey, 3, ""); err != nil || item.Qty != 5 || item.Color != "#FFAA00" {
			t.Fatalf("added to the line: %+v %v", item, err)
		}
		for _, c := range []struct {
			name     string
			product  int64
			qty      int
			color    string
			field    string
			key      string
			notFound bool
		}{
			{"above the stock", honey, 1, "", "qty", "cartOnlyLeft", false},
			{"no quantity", honey, 0, "", "qty", "cartQtyRange", false},
			{"more than a cart takes", many, shop.MaxQty + 1, "", "qty", "cartQtyRange", false},
			{"out of stock", gone, 1, "", "qty", "cartOutOfStock", false},
			{"a colour it has not", honey, 1, "#000000", "color", "cartColorChoice", false},
			{"unpublished", hidden, 1, "", "", "", true},
			{"unknown", 999999, 1, "", "", "", true},
		} {
			who := other
			if c.name == "above the stock" {
				who = me // who has all 5 already
			}
			_, err := e.s.AddToCart(e.ctx, who, c.product, c.qty, c.color)
			if c.notFound {
				wantNotFound(t, err)
			} else {
				wantField(t, err, c.field, c.key)
			}
		}
		if _, err := e.s.AddToCart(e.ctx, me, many, shop.MaxQty, ""); err != nil {
			t.Fatal(err)
		}
		_, err = e.s.AddToCart(e.ctx, me, many, 1, "")
		wantField(t, err, "qty", "cartQtyMax")
		if n, err := e.s.CartCount(e.ctx, me); err != nil || n != 5+shop.MaxQty {
			t.Fatalf("count %d %v", n, err)
		}
		if n, _ := e.s.CartCount(e.ctx, other); n != 0 {
			t.Fatalf("the refused adds left %d items", n)
		}

		// A cart holds at most MaxCartLines products.
		for i := 0; i < shop.MaxCartLines; i++ {
			if _, err := e.s.AddToCart(e.ctx, other, e.product(fmt.Sprint("Article ", i), 100, 3, true), 1, ""); err != nil {
				t.Fatal(err)
			}
		}
		_, err = e.s.AddToCart(e.ctx, other, honey, 1, "")
		wantField(t, err, "productId", "cartFull")
	})
}

func TestCartQuantitiesAndLines(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newCartEnv(t, d)
		me, other := e.user(), e.user()
		soap := e.product("Savon d’Alep", 650, 4, true, "#FFFFFF", "#00AA00")
		if _, err := e.s.AddToCart(e.ctx, me, soap, 1, ""); err != nil {
			t.Fatal(err)
		}
		green := "#00aa00"
		cart, err := e.s.SetCartQty(e.ctx, me, soap, 4, &green)
		if err != nil || cart.Count != 4 || cart.Items[0].Color != "#00AA00" || cart.Subtotal != 2600 {
			t.Fatalf("set: %+v %v", cart, err)
		}
		_, err = e.s.SetCartQty(e.ctx, me, soap, 5, nil)
		wantField(t, err, "qty", "cartOnlyLeft")
		_, err = e.s.SetCartQty(e.ctx, me, soap, 0, nil)
		wantField(t, err, "qty", "cartQtyRange")
		// Another person's cart has no such line.
		_, err = e.s.SetCartQty(e.ctx, other, soap, 1, nil)
		wantNotFound(t, err)
		_, err = e.s.RemoveFromCart(e.ctx, other, soap)
		wantNotFound(t, err)
		if n, _ := e.s.CartCount(e.ctx, me); n != 4 {
			t.Fatalf("a refused change changed the cart: %d", n)
		}
		// Taken out of the shop, it stays in the cart but costs nothing.
		e.exec(`UPDATE products SET published = FALSE WHERE id = $1`, soap)
		sum, err := e.s.CartSummaryOf(e.ctx, me)
		if err != nil || sum.Count != 4 || sum.Subtotal != 0 || len(sum.Items) != 1 || sum.Items[0].Published {
			t.Fatalf("summary: %+v %v", sum, err)
		}
		if cart, err = e.s.RemoveFromCart(e.ctx, me, soap); err != nil || len(cart.Items) != 0 || cart.Count != 0 {
			t.Fatalf("removed: %+v %v", cart, err)
		}
		_, err = e.s.RemoveFromCart(e.ctx, me, soap)
		wantNotFound(t, err)
	})
}

func TestCartPrices(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newCartEnv(t, d)
		me := e.user()
		tea := e.product("Thé vert", 999, 20, true)
		if _, err := e.s.AddToCart(e.ctx, me, tea, 3, ""); err != nil {
			t.Fatal(err)
		}
		cart, err := e.s.Cart(e.ctx, me)
		if err != nil || cart.Subtotal != 2997 || cart.Total != 2997 || cart.Discount != 0 || cart.Coupon != nil ||
			cart.ShippingDate != "2026-03-18" || cart.Offers != 0 || cart.Count != 3 {
			t.Fatalf("no coupon: %+v %v", cart, err)
		}
		for _, in := range []shop.CouponInput{
			{Code: "DIX", PercentOff: 10},
			{Code: "CINQ", AmountOff: 500, MinSubtotal: 2000},
			{Code: "GROS", AmountOff: 5000},
			{Code: "LOIN", PercentOff: 5, MinSubtotal: 10000},
		} {
			if _, err := e.s.SaveCoupon(e.ctx, 0, in); err != nil {
				t.Fatal(err)
			}
		}
		// A percentage is rounded down; the offers are the coupons this cart could use.
		if cart, err = e.s.ApplyCoupon(e.ctx, me, " dix "); err != nil || cart.Discount != 299 || cart.Total != 2698 ||
			cart.DiscountPercentage != 10 || cart.Coupon == nil || cart.Coupon.Code != "DIX" || cart.Offers != 3 {
			t.Fatalf("10 %%: %+v %v", cart, err)
		}
		if cart, err = e.s.ApplyCoupon(e.ctx, me, "CINQ"); err != nil || cart.Discount != 500 || cart.Total != 2497 || cart.DiscountPercentage != 0 {
			t.Fatalf("5 euros: %+v %v", cart, err)
		}
		// An amount never takes more than the subtotal.
		if cart, err = e.s.ApplyCoupon(e.ctx, me, "GROS"); err != nil || cart.Discount != 2997 || cart.Total != 0 {
			t.Fatalf("50 euros: %+v %v", cart, err)
		}
		if cart, err = e.s.RemoveCoupon(e.ctx, me); err != nil || cart.Coupon != nil || cart.Total != 2997 {
			t.Fatalf("removed: %+v %v", cart, err)
		}

		// A coupon that stopped applying shows without its discount (coupons_test.go: the checkout refuses it).
		if _, err := e.s.ApplyCoupon(e.ctx, me, "CINQ"); err != nil {
			t.Fatal(err)
		}
		if _, err := e.s.SetCartQty(e.ctx, me, tea, 1, nil); err != nil {
			t.Fatal(err)
		}
		if cart, err = e.s.Cart(e.ctx, me); err != nil || cart.Coupon == nil || cart.Discount != 0 || cart.Total != 999 {
			t.Fatalf("below its minimum now: %+v %v", cart, err)
		}
	})
}

func TestWishlistAndMoves(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newCartEnv(t, d)
		me, other := e.user(), e.user()
		oil := e.product("Huile d’olive", 1290, 8, true, "#556B2F")
		jam := e.product("Confiture de figues", 560, 0, true)
		hidden := e.product("Produit retiré", 300, 3, false)

		first, err := e.s.AddToWishlist(e.ctx, me, oil)
		if err != nil || first.ProductID != oil || first.ID == 0 {
			t.Fatalf("added: %+v %v", first, err)
		}
		// Adding it again answers the same line.
		if again, err := e.s.AddToWishlist(e.ctx, me, oil); err != nil || again != first {
			t.Fatalf("again: %+v %v", again, err)
		}
		if _, err := e.s.AddToWishlist(e.ctx, me, jam); err != nil {
			t.Fatal(err)
		}
		_, err = e.s.AddToWishlist(e.ctx, me, hidden)
		wantNotFound(t, err)
		_, err = e.s.AddToWishlist(e.ctx, me, 999999)
		wantNotFound(t, err)

		if _, err := e.s.AddToCart(e.ctx, me, oil, 1, ""); err != nil {
			t.Fatal(err)
		}
		list, err := e.s.Wishlist(e.ctx, me)
		if err != nil || len(list) != 2 || list[0].ID != jam || list[1].ID != oil {
			t.Fatalf("wishlist: %+v %v", list, err)
		}
		if p := list[1]; !p.IsInWishlist || !p.IsInCart || p.Image != shop.ImageURL(fmt.Sprint("card", oil)) ||
			len(p.ColorOptions) != 1 || p.Brand != "Les Canuts" || p.Category != "epicerie" {
			t.Fatalf("a product of the wishlist: %+v", p)
		}
		if list[0].IsInCart || list[0].Availability != shop.OutOfStock {
			t.Fatalf("the jam: %+v", list[0])
		}
		if theirs, _ := e.s.Wishlist(e.ctx, other); len(theirs) != 0 {
			t.Fatalf("another's wishlist: %+v", theirs)
		}

		// Out of stock, it cannot move to the cart, and stays on the wishlist.
		_, err = e.s.MoveToCart(e.ctx, me, jam)
		wantField(t, err, "qty", "cartOutOfStock")
		// Already in the cart, moving it only takes it off the wishlist.
		item, err := e.s.MoveToCart(e.ctx, me, oil)
		if err != nil || item.ProductID != oil || item.Qty != 1 {
			t.Fatalf("moved: %+v %v", item, err)
		}
		_, err = e.s.MoveToCart(e.ctx, me, oil)
		wantNotFound(t, err)
		if list, _ = e.s.Wishlist(e.ctx, me); len(list) != 1 || list[0].ID != jam {
			t.Fatalf("after the move: %+v", list)
		}
		back, cart, err := e.s.MoveToWishlist(e.ctx, me, oil)
		if err != nil || back.ProductID != oil || len(cart.Items) != 0 {
			t.Fatalf("back to the wishlist: %+v %+v %v", back, cart, err)
		}
		_, _, err = e.s.MoveToWishlist(e.ctx, other, oil)
		wantNotFound(t, err)
		if err := e.s.RemoveFromWishlist(e.ctx, other, oil); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("another's line: %v", err)
		}
		if err := e.s.RemoveFromWishlist(e.ctx, me, oil); err != nil {
			t.Fatal(err)
		}
		// Unpublished, a product leaves the wishlist's page.
		e.exec(`UPDATE products SET published = FALSE WHERE id = $1`, jam)
		if list, _ = e.s.Wishlist(e.ctx, me); len(list) != 0 {
			t.Fatalf("unpublished still listed: %+v", list)
		}
	})
}
