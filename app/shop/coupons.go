package shop

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/db"
)

// Limits of coupons.
const (
	MinCouponCode  = 3
	MaxCouponCode  = 30
	MaxCouponText  = 200
	MaxCouponUses  = 1_000_000
	MaxCouponCount = 500 // listed on the coupons page
)

// CouponInput is a coupon as an admin writes it. PercentOff (1 to 100) or
// AmountOff (cents, above 0), not both; dates YYYY-MM-DD or "" (open);
// Active nil keeps the coupon's state (a new one is active).
type CouponInput struct {
	Code        string `json:"code"`
	Description string `json:"description"`
	PercentOff  int    `json:"percentOff"`
	AmountOff   int64  `json:"amountOff"`
	MinSubtotal int64  `json:"minSubtotal"`
	StartsOn    string `json:"startsOn"`
	EndsOn      string `json:"endsOn"`
	MaxUses     int    `json:"maxUses"`
	Active      *bool  `json:"active"`
}

var (
	couponCode    = regexp.MustCompile(`^[A-Z0-9_-]+$`)
	errCouponNone = app.E(app.ENOTFOUND, "couponNotFound", nil)
)

const (
	couponColumns  = `id, code, description, percent_off, amount_off_cents, min_subtotal_cents, starts_on, ends_on, max_uses, uses, active, created_at`
	maxCouponCents = int64(MaxPriceCents)
)

// eurosOf is cents as the euros a message's "amount…" parameter takes.
func eurosOf(cents int64) float64 { return float64(cents) / 100 }

// couponOpen is the condition of the coupons a cart could use on the day $1
// with the subtotal $2.
const couponOpen = `active AND (starts_on = '' OR starts_on <= $1) AND (ends_on = '' OR ends_on >= $1)
	AND (max_uses = 0 OR uses < max_uses) AND min_subtotal_cents <= $2`

func scanCoupon(row interface{ Scan(...any) error }) (Coupon, error) {
	var c Coupon
	var created time.Time
	err := row.Scan(&c.ID, &c.Code, &c.Description, &c.PercentOff, &c.AmountOff, &c.MinSubtotal, &c.StartsOn, &c.EndsOn,
		&c.MaxUses, &c.Uses, &c.Active, &created)
	c.CreatedAt = created.UTC().Format(time.RFC3339)
	return c, err
}

// Coupons are the coupons, newest first.
func (s *Store) Coupons(ctx context.Context) ([]Coupon, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+couponColumns+` FROM shop_coupons ORDER BY id DESC LIMIT $1`, MaxCouponCount)
	if err != nil {
		return nil, fmt.Errorf("shop: coupons: %w", err)
	}
	defer rows.Close()
	out := []Coupon{}
	for rows.Next() {
		c, err := scanCoupon(rows)
		if err != nil {
			return nil, fmt.Errorf("shop: coupons: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// couponBy is the coupon of a column's value (id or code).
func couponBy(ctx context.Context, q db.Execer, column string, v any) (Coupon, error) {
	c, err := scanCoupon(q.QueryRowContext(ctx, `SELECT `+couponColumns+` FROM shop_coupons WHERE `+column+` = $1`, v))
	if errors.Is(err, sql.ErrNoRows) {
		return Coupon{}, errCouponNone
	} else if err != nil {
		return Coupon{}, fmt.Errorf("shop: coupon: %w", err)
	}
	return c, nil
}

// checkDay reports whether s is "" or a date YYYY-MM-DD.
func checkDay(s string) bool {
	if s == "" {
		return true
	}
	_, err := time.Parse(time.DateOnly, s)
	return err == nil
}

// clean trims in, upper-cases its code and checks it, every field's problem at once.
func (in *CouponInput) clean() error {
	in.Code = strings.ToUpper(strings.TrimSpace(in.Code))
	in.Description = strings.TrimSpace(in.Description)
	in.StartsOn, in.EndsOn = strings.TrimSpace(in.StartsOn), strings.TrimSpace(in.EndsOn)
	f := app.Fields{}
	if n := len(in.Code); n < MinCouponCode || n > MaxCouponCode || !couponCode.MatchString(in.Code) {
		f.Set("code", "couponCodeFormat", app.Params{"min": MinCouponCode, "max": MaxCouponCode})
	}
	if utf8.RuneCountInString(in.Description) > MaxCouponText {
		f.Set("description", "descriptionTooLong", app.Params{"max": MaxCouponText})
	}
	switch {
	case in.PercentOff < 0 || in.PercentOff > 100:
		f.Set("percentOff", "couponPercentRange", app.Params{"min": 1, "max": 100})
	case in.AmountOff < 0 || in.AmountOff > maxCouponCents:
		f.Set("amountOff", "amountRange", app.Params{"amountMax": eurosOf(maxCouponCents)})
	case (in.PercentOff > 0) == (in.AmountOff > 0):
		f.Set("percentOff", "couponOffOne", nil)
	}
	if in.MinSubtotal < 0 || in.MinSubtotal > maxCouponCents {
		f.Set("minSubtotal", "couponMinRange", app.Params{"amountMax": eurosOf(maxCouponCents)})
	}
	if !checkDay(in.StartsOn) {
		f.Set("startsOn", "dayFormat", nil)
	}
	if !checkDay(in.EndsOn) {
		f.Set("endsOn", "dayFormat", nil)
	} else if in.EndsOn != "" && in.StartsOn != "" && checkDay(in.StartsOn) && in.EndsOn < in.StartsOn {
		f.Set("endsOn", "couponEndsBeforeStarts", nil)
	}
	if in.MaxUses < 0 || in.MaxUses > MaxCouponUses {
		f.Set("maxUses", "couponMaxUsesRange", app.Params{"max": MaxCouponUses})
	}
	if len(f) > 0 {
		return app.Invalid("checkFields", nil, f)
	}
	return nil
}

// SaveCoupon creates (id 0) or replaces coupon id with in; codes are unique.
func (s *Store) SaveCoupon(ctx context.Context, id int64, in CouponInput) (Coupon, error) {
	if err := in.clean(); err != nil {
		return Coupon{}, err
	}
	var saved Coupon
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		active := true
		if id != 0 {
			old, err := couponBy(ctx, tx, "id", id)
			if err != nil {
				return err
			}
			active = old.Active
		}
		if in.Active != nil {
			active = *in.Active
		}
		var other int64
		err := tx.QueryRowContext(ctx, `SELECT id FROM shop_coupons WHERE code = $1 AND id <> $2`, in.Code, id).Scan(&other)
		if err == nil {
			return app.InvalidField("code", "couponCodeTaken", nil)
		} else if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("shop: save coupon: %w", err)
		}
		now := s.now().UTC()
		args := []any{in.Code, in.Description, in.PercentOff, in.AmountOff, in.MinSubtotal, in.StartsOn, in.EndsOn, in.MaxUses, active, now}
		if id == 0 {
			err = tx.QueryRowContext(ctx, `INSERT INTO shop_coupons (code, description, percent_off, amount_off_cents, min_subtotal_cents,
				starts_on, ends_on, max_uses, active, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
				args...).Scan(&id)
		} else {
			_, err = tx.ExecContext(ctx, `UPDATE shop_coupons SET code = $1, description = $2, percent_off = $3, amount_off_cents = $4,
				min_subtotal_cents = $5, starts_on = $6, ends_on = $7, max_uses = $8, active = $9, updated_at = $10 WHERE id = $11`,
				append(args, id)...)
		}
		if err != nil {
			return fmt.Errorf("shop: save coupon: %w", err)
		}
		saved, err = couponBy(ctx, tx, "id", id)
		return err
	})
	return saved, err
}

// DeleteCoupon deletes coupon id; the carts holding it lose it, the orders
// that used it keep its code.
func (s *Store) DeleteCoupon(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM shop_coupons WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("shop: delete coupon: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("shop: delete coupon: %w", err)
	} else if n == 0 {
		return errCouponNone
	}
	return nil
}

// couponProblem says why c does not apply on the day today to a cart of
// subtotal (nil when it does), as an error on the field code.
func couponProblem(c Coupon, today string, subtotal int64) error {
	p := app.Params{"code": c.Code}
	key := ""
	switch {
	case !c.Active:
		key = "couponInactive"
	case c.StartsOn != "" && today < c.StartsOn:
		key, p["date"] = "couponNotYet", c.StartsOn
	case c.EndsOn != "" && today > c.EndsOn:
		key, p["date"] = "couponExpired", c.EndsOn
	case c.MaxUses > 0 && c.Uses >= c.MaxUses:
		key = "couponUsedUp"
	case subtotal < c.MinSubtotal:
		key, p["amount"] = "couponBelowMin", eurosOf(c.MinSubtotal)
	default:
		return nil
	}
	return app.InvalidField("code", key, p)
}

// discountOf is what c takes off subtotal: a percentage rounded down, or an
// amount up to the subtotal.
func discountOf(c Coupon, subtotal int64) int64 {
	if c.PercentOff > 0 {
		return subtotal * int64(c.PercentOff) / 100
	}
	return min(c.AmountOff, subtotal)
}

// cartCoupon is the coupon on userID's cart, nil when none.
func cartCoupon(ctx context.Context, q db.Execer, userID int64) (*Coupon, error) {
	var id int64
	err := q.QueryRowContext(ctx, `SELECT coupon_id FROM cart_coupons WHERE user_id = $1`, userID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	} else if err != nil {
		return nil, fmt.Errorf("shop: cart coupon: %w", err)
	}
	c, err := couponBy(ctx, q, "id", id)
	if err != nil {
		return nil, err
	}
	return &c, nil
}

// ApplyCoupon puts the coupon of code on userID's cart, in place of the one
// it had, when it applies to the cart today; otherwise it says why on the
// field code and nothing changes.
func (s *Store) ApplyCoupon(ctx context.Context, userID int64, code string) (Cart, error) {
	code = strings.ToUpper(strings.TrimSpace(code))
	if code == "" {
		return Cart{}, app.InvalidField("code", "couponRequired", nil)
	}
	if r := []rune(code); len(r) > MaxCouponCode {
		return Cart{}, app.InvalidField("code", "couponUnknown", app.Params{"code": string(r[:MaxCouponCode]) + "…"})
	}
	var cart Cart
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		c, err := couponBy(ctx, tx, "code", code)
		if errors.Is(err, errCouponNone) {
			return app.InvalidField("code", "couponUnknown", app.Params{"code": code})
		} else if err != nil {
			return err
		}
		items, err := s.cartLines(ctx, tx, userID, 0)
		if err != nil {
			return err
		}
		_, subtotal := totals(items)
		if err := couponProblem(c, Today(s.now()), subtotal); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO cart_coupons (user_id, coupon_id) VALUES ($1, $2)
			ON CONFLICT (user_id) DO UPDATE SET coupon_id = excluded.coupon_id`, userID, c.ID); err != nil {
			return fmt.Errorf("shop: apply coupon: %w", err)
		}
		read, err := s.readCart(ctx, tx, userID)
		cart = read.cart
		return err
	})
	return cart, err
}

// RemoveCoupon takes the coupon off userID's cart (none is fine).
func (s *Store) RemoveCoupon(ctx context.Context, userID int64) (Cart, error) {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM cart_coupons WHERE user_id = $1`, userID); err != nil {
		return Cart{}, fmt.Errorf("shop: remove coupon: %w", err)
	}
	return s.Cart(ctx, userID)
}

// SeedCoupons adds the demo's coupons when they are missing: BIENVENUE10
// (10 % off), COOP5 (5 € off from 30 €) and ETE2026, a summer's that has ended.
func SeedCoupons(ctx context.Context, q db.Execer, now time.Time) error {
	coupons := []CouponInput{
		{Code: "BIENVENUE10", Description: "Bienvenue\u00a0: 10\u00a0% sur votre commande", PercentOff: 10},
		{Code: "COOP5", Description: "5\u00a0€ offerts dès 30\u00a0€ d’achats", AmountOff: 500, MinSubtotal: 3000},
		{Code: "ETE2026", Description: "Soldes d’été 2026\u00a0: 15\u00a0%", PercentOff: 15, StartsOn: "2026-06-21", EndsOn: "2026-09-22"},
	}
	for _, c := range coupons {
		if _, err := q.ExecContext(ctx, `INSERT INTO shop_coupons (code, description, percent_off, amount_off_cents, min_subtotal_cents,
			starts_on, ends_on, max_uses, active, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, 0, TRUE, $8, $8)
			ON CONFLICT (code) DO NOTHING`,
			c.Code, c.Description, c.PercentOff, c.AmountOff, c.MinSubtotal, c.StartsOn, c.EndsOn, now.UTC()); err != nil {
			return fmt.Errorf("shop: seed coupons: %w", err)
		}
	}
	return nil
}
