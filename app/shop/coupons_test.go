package shop

import (
	"context"
	"database/sql"
	"errors"
	"testing"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
)

// couponFixture is a shop whose clock reads *now, with one client whose
// cart holds 3 items at 10 € (a subtotal of 30 €).
func couponFixture(t *testing.T, d *db.DB, now *time.Time) (*Store, int64) {
	t.Helper()
	ctx := context.Background()
	s := New(d, nil, nil, nil)
	s.SetClock(func() time.Time { return *now })
	u := &auth.User{FullName: "Client", Username: "client", Email: "client@exemple.fr", PasswordHash: "x", Role: auth.RoleClient}
	if err := auth.NewStore(d).CreateUser(ctx, u); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{`INSERT INTO shop_categories (slug, name) VALUES ('epicerie', 'Épicerie')`,
		`INSERT INTO shop_brands (name) VALUES ('Les Canuts')`} {
		if _, err := d.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	var product int64
	if err := d.QueryRowContext(ctx, `INSERT INTO products (slug, name, sort_name, brand_id, category_id, price_cents, stock,
		created_at, updated_at) VALUES ('miel', 'Miel', 'miel', 1, 1, 1000, 10, $1, $1) RETURNING id`, *now).Scan(&product); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddToCart(ctx, u.ID, product, 3, ""); err != nil {
		t.Fatal(err)
	}
	return s, u.ID
}

// wantCouponField fails unless err is an EINVALID error with key on field.
func wantCouponField(t *testing.T, err error, field, key string) *app.Error {
	t.Helper()
	var e *app.Error
	if !errors.As(err, &e) || e.Code != app.EINVALID || e.FieldTexts[field].Key != key {
		t.Fatalf("want %s on %s, got %v", key, field, err)
	}
	return e
}

func TestCouponInputIsChecked(t *testing.T) {
	for _, c := range []struct {
		in         CouponInput
		field, key string
	}{
		{CouponInput{Code: "AB", PercentOff: 10}, "code", "couponCodeFormat"},
		{CouponInput{Code: "NOËL", PercentOff: 10}, "code", "couponCodeFormat"},
		{CouponInput{Code: "A B C", PercentOff: 10}, "code", "couponCodeFormat"},
		{CouponInput{Code: "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345", PercentOff: 10}, "code", "couponCodeFormat"},
		{CouponInput{Code: "RIEN"}, "percentOff", "couponOffOne"},
		{CouponInput{Code: "LES2", PercentOff: 10, AmountOff: 500}, "percentOff", "couponOffOne"},
		{CouponInput{Code: "TROP", PercentOff: 101}, "percentOff", "couponPercentRange"},
		{CouponInput{Code: "MOINS", PercentOff: -1}, "percentOff", "couponPercentRange"},
		{CouponInput{Code: "NEGATIF", AmountOff: -5}, "amountOff", "amountRange"},
		{CouponInput{Code: "MINI", PercentOff: 5, MinSubtotal: -1}, "minSubtotal", "couponMinRange"},
		{CouponInput{Code: "DATE", PercentOff: 5, StartsOn: "2026-02-30"}, "startsOn", "dayFormat"},
		{CouponInput{Code: "DATE", PercentOff: 5, EndsOn: "31/12/2026"}, "endsOn", "dayFormat"},
		{CouponInput{Code: "ENVERS", PercentOff: 5, StartsOn: "2026-05-02", EndsOn: "2026-05-01"}, "endsOn", "couponEndsBeforeStarts"},
		{CouponInput{Code: "USES", PercentOff: 5, MaxUses: -1}, "maxUses", "couponMaxUsesRange"},
	} {
		wantCouponField(t, c.in.clean(), c.field, c.key)
	}
	ok := CouponInput{Code: " noel-2026_a ", PercentOff: 100, StartsOn: "2026-12-01", EndsOn: "2026-12-01"}
	if err := ok.clean(); err != nil || ok.Code != "NOEL-2026_A" {
		t.Fatalf("a good coupon: %+v %v", ok, err)
	}
}

func TestCouponDiscounts(t *testing.T) {
	for _, c := range []struct {
		coupon   Coupon
		subtotal int64
		want     int64
	}{
		{Coupon{PercentOff: 10}, 2997, 299},
		{Coupon{PercentOff: 100}, 2997, 2997},
		{Coupon{PercentOff: 15}, 0, 0},
		{Coupon{AmountOff: 500}, 2997, 500},
		{Coupon{AmountOff: 5000}, 2997, 2997},
	} {
		if got := discountOf(c.coupon, c.subtotal); got != c.want {
			t.Errorf("%+v on %d: %d, want %d", c.coupon, c.subtotal, got, c.want)
		}
	}
}

func TestCouponsAreSaved(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		now := time.Date(2026, 3, 11, 9, 30, 0, 0, time.UTC)
		s, _ := couponFixture(t, d, &now)
		ctx := context.Background()
		c, err := s.SaveCoupon(ctx, 0, CouponInput{Code: "printemps", Description: " Printemps ", PercentOff: 12, MaxUses: 100})
		if err != nil || c.Code != "PRINTEMPS" || c.Description != "Printemps" || !c.Active || c.CreatedAt != "2026-03-11T09:30:00Z" {
			t.Fatalf("created: %+v %v", c, err)
		}
		_, err = s.SaveCoupon(ctx, 0, CouponInput{Code: "Printemps", AmountOff: 100})
		wantCouponField(t, err, "code", "couponCodeTaken")
		off := false
		if c, err = s.SaveCoupon(ctx, c.ID, CouponInput{Code: "PRINTEMPS", AmountOff: 300, Active: &off}); err != nil || c.Active || c.AmountOff != 300 || c.PercentOff != 0 {
			t.Fatalf("updated: %+v %v", c, err)
		}
		// Without active, an update keeps the state.
		if c, err = s.SaveCoupon(ctx, c.ID, CouponInput{Code: "PRINTEMPS", AmountOff: 400}); err != nil || c.Active {
			t.Fatalf("kept inactive: %+v %v", c, err)
		}
		if _, err := s.SaveCoupon(ctx, 999999, CouponInput{Code: "AUTRE", AmountOff: 400}); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("an unknown coupon: %v", err)
		}
		if list, err := s.Coupons(ctx); err != nil || len(list) != 1 {
			t.Fatalf("list: %+v %v", list, err)
		}
		if err := s.DeleteCoupon(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteCoupon(ctx, c.ID); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("deleted twice: %v", err)
		}
	})
}

func TestCouponRefusalsSayWhy(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		now := time.Date(2026, 3, 11, 9, 30, 0, 0, time.UTC)
		s, me := couponFixture(t, d, &now)
		ctx := context.Background()
		no := false
		for _, in := range []CouponInput{
			{Code: "ETEINT", PercentOff: 5, Active: &no},
			{Code: "BIENTOT", PercentOff: 5, StartsOn: "2026-04-01"},
			{Code: "FINI", PercentOff: 5, EndsOn: "2026-03-10"},
			{Code: "EPUISE", PercentOff: 5, MaxUses: 2},
			{Code: "GROSPANIER", AmountOff: 1000, MinSubtotal: 5000},
		} {
			if _, err := s.SaveCoupon(ctx, 0, in); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := d.ExecContext(ctx, `UPDATE shop_coupons SET uses = 2 WHERE code = 'EPUISE'`); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			code, key string
			params    app.Params
		}{
			{"  ", "couponRequired", nil},
			{"INCONNU", "couponUnknown", app.Params{"code": "INCONNU"}},
			{"eteint", "couponInactive", app.Params{"code": "ETEINT"}},
			{"BIENTOT", "couponNotYet", app.Params{"code": "BIENTOT", "date": "2026-04-01"}},
			{"FINI", "couponExpired", app.Params{"code": "FINI", "date": "2026-03-10"}},
			{"EPUISE", "couponUsedUp", app.Params{"code": "EPUISE"}},
			{"GROSPANIER", "couponBelowMin", app.Params{"code": "GROSPANIER", "amount": 50.0}},
		} {
			e := wantCouponField(t, func() error { _, err := s.ApplyCoupon(ctx, me, c.code); return err }(), "code", c.key)
			for k, v := range c.params {
				if e.FieldTexts["code"].Params[k] != v {
					t.Errorf("%s: params %v, want %v", c.code, e.FieldTexts["code"].Params, c.params)
				}
			}
		}
		var n int
		if err := d.QueryRowContext(ctx, `SELECT COUNT(*) FROM cart_coupons`).Scan(&n); err != nil || n != 0 {
			t.Fatalf("a refused coupon was kept: %d %v", n, err)
		}
		// The last day of a coupon is still in it.
		if _, err := s.SaveCoupon(ctx, 0, CouponInput{Code: "AUJOURDHUI", PercentOff: 20, EndsOn: "2026-03-11"}); err != nil {
			t.Fatal(err)
		}
		if cart, err := s.ApplyCoupon(ctx, me, "AUJOURDHUI"); err != nil || cart.Discount != 600 {
			t.Fatalf("on its last day: %+v %v", cart, err)
		}
		// The next day the checkout's read refuses it; the cart shows it without a discount.
		now = now.Add(24 * time.Hour)
		err := d.Tx(ctx, func(tx *sql.Tx) error { _, _, err := s.cartTx(ctx, tx, me); return err })
		wantCouponField(t, err, "code", "couponExpired")
		if cart, err := s.Cart(ctx, me); err != nil || cart.Coupon == nil || cart.Discount != 0 || cart.Total != 3000 {
			t.Fatalf("the cart the next day: %+v %v", cart, err)
		}
	})
}

func TestSeedCoupons(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		now := time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)
		s, me := couponFixture(t, d, &now)
		ctx := context.Background()
		for range 2 {
			if err := SeedCoupons(ctx, d, now); err != nil {
				t.Fatal(err)
			}
		}
		if list, err := s.Coupons(ctx); err != nil || len(list) != 3 {
			t.Fatalf("seeded: %+v %v", list, err)
		}
		if cart, err := s.ApplyCoupon(ctx, me, "COOP5"); err != nil || cart.Discount != 500 {
			t.Fatalf("COOP5: %+v %v", cart, err)
		}
		err := d.Tx(ctx, func(tx *sql.Tx) error {
			cart, coupon, err := s.cartTx(ctx, tx, me)
			if err == nil && (coupon == nil || coupon.Code != "COOP5" || cart.Total != 2500) {
				t.Errorf("the checkout's cart: %+v %+v", cart, coupon)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if cart, err := s.ApplyCoupon(ctx, me, "BIENVENUE10"); err != nil || cart.Discount != 300 {
			t.Fatalf("BIENVENUE10: %+v %v", cart, err)
		}
		_, err = s.ApplyCoupon(ctx, me, "ETE2026")
		wantCouponField(t, err, "code", "couponExpired")
	})
}

func TestCheckoutCartRefusesWithdrawnProducts(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		now := time.Date(2026, 3, 11, 9, 30, 0, 0, time.UTC)
		s, me := couponFixture(t, d, &now)
		ctx := context.Background()
		if _, err := d.ExecContext(ctx, `UPDATE products SET published = FALSE`); err != nil {
			t.Fatal(err)
		}
		err := d.Tx(ctx, func(tx *sql.Tx) error { _, _, err := s.cartTx(ctx, tx, me); return err })
		if app.ErrorCode(err) != app.ECONFLICT || app.ErrorText(err).Params["name"] != "Miel" {
			t.Fatalf("a withdrawn product at the checkout: %v", err)
		}
	})
}
