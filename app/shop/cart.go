package shop

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"partage/app"
	"partage/app/db"
)

// CartSummary is what the navbar shows of a cart: its lines, the sum of
// their quantities and their subtotal (the shell's cart prop).
type CartSummary struct {
	Count    int        `json:"count"`
	Items    []CartItem `json:"items"`
	Subtotal int64      `json:"subtotal"`
}

// Errors of the cart, each an app error with its message key.
var (
	errProductUnknown = app.E(app.ENOTFOUND, "shopProductUnknown", nil)
	errCartLine       = app.E(app.ENOTFOUND, "cartLineNotFound", nil)
)

// cartColumns are a cart line with its product, FROM cartFrom.
const cartColumns = `c.id, c.product_id, c.qty, c.color, p.name, p.slug, b.name, p.price_cents, p.stock, p.free_shipping, p.published`

const cartFrom = ` FROM cart_items c JOIN products p ON p.id = c.product_id JOIN shop_brands b ON b.id = p.brand_id `

// cartLines are the lines of userID's cart in the order they were added
// (only the one of productID when it is not 0), each with its thumbnail.
func (s *Store) cartLines(ctx context.Context, q db.Execer, userID, productID int64) ([]CartItem, error) {
	where, args := `c.user_id = $1`, []any{userID}
	if productID != 0 {
		where, args = where+` AND c.product_id = $2`, append(args, productID)
	}
	rows, err := q.QueryContext(ctx, `SELECT `+cartColumns+cartFrom+`WHERE `+where+` ORDER BY c.id`, args...)
	if err != nil {
		return nil, fmt.Errorf("shop: cart: %w", err)
	}
	defer rows.Close()
	items := []CartItem{}
	var ids []int64
	for rows.Next() {
		var it CartItem
		if err := rows.Scan(&it.ID, &it.ProductID, &it.Qty, &it.Color, &it.Name, &it.Slug, &it.Brand, &it.Price, &it.Stock,
			&it.HasFreeShipping, &it.Published); err != nil {
			return nil, fmt.Errorf("shop: cart: %w", err)
		}
		it.Availability = AvailabilityOf(it.Stock)
		items = append(items, it)
		ids = append(ids, it.ProductID)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("shop: cart: %w", err)
	}
	images, err := s.imagesOf(ctx, q, ids)
	if err != nil {
		return nil, err
	}
	for i, it := range items {
		if imgs := images[it.ProductID]; len(imgs) > 0 {
			items[i].Image = imgs[0].Thumb
		}
	}
	return items, nil
}

// totals are the sum of the lines' quantities and the subtotal of those that
// can be bought (a product taken out of the shop stays in the cart, shown
// as such, but costs nothing until it is back).
func totals(items []CartItem) (count int, subtotal int64) {
	for _, it := range items {
		count += it.Qty
		if it.Published {
			subtotal += it.Price * int64(it.Qty)
		}
	}
	return count, subtotal
}

// CartCount is the sum of the quantities in userID's cart: the navbar's badge.
func (s *Store) CartCount(ctx context.Context, userID int64) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE(SUM(qty), 0) FROM cart_items WHERE user_id = $1`, userID).Scan(&n); err != nil {
		return 0, fmt.Errorf("shop: cart count: %w", err)
	}
	return n, nil
}

// CartSummaryOf is what the navbar shows of userID's cart.
func (s *Store) CartSummaryOf(ctx context.Context, userID int64) (CartSummary, error) {
	items, err := s.cartLines(ctx, s.db, userID, 0)
	if err != nil {
		return CartSummary{}, err
	}
	count, subtotal := totals(items)
	return CartSummary{Count: count, Items: items, Subtotal: subtotal}, nil
}

// Cart is userID's cart with its prices: the coupon's discount when it
// applies to the cart today (an applied coupon that no longer does is shown
// with no discount; placing the order then says why), the standard
// delivery's date and how many coupons the cart could use.
func (s *Store) Cart(ctx context.Context, userID int64) (Cart, error) {
	read, err := s.readCart(ctx, s.db, userID)
	return read.cart, err
}

// cartTx is userID's cart read in tx for the checkout, with its coupon when
// it has one; a coupon that no longer applies is its app error (field code),
// a line whose product left the shop a conflict that names it.
func (s *Store) cartTx(ctx context.Context, tx *sql.Tx, userID int64) (Cart, *Coupon, error) {
	read, err := s.readCart(ctx, tx, userID)
	if err != nil {
		return Cart{}, nil, err
	}
	if read.problem != nil {
		return Cart{}, nil, read.problem
	}
	for _, it := range read.cart.Items {
		if !it.Published {
			return Cart{}, nil, app.E(app.ECONFLICT, "cartLineUnpublished", app.Params{"name": it.Name})
		}
	}
	return read.cart, read.coupon, nil
}

// cartRead is a cart as read, with its coupon (nil when none) and why that
// coupon does not apply now (nil when it does).
type cartRead struct {
	cart    Cart
	coupon  *Coupon
	problem error
}

// readCart reads userID's cart with its prices.
func (s *Store) readCart(ctx context.Context, q db.Execer, userID int64) (cartRead, error) {
	items, err := s.cartLines(ctx, q, userID, 0)
	if err != nil {
		return cartRead{}, err
	}
	now := s.now()
	today := Today(now)
	cart := Cart{Items: items, ShippingDate: WorkingDaysAfter(now, Deliveries[0].Days)}
	cart.Count, cart.Subtotal = totals(items)
	coupon, err := cartCoupon(ctx, q, userID)
	if err != nil {
		return cartRead{}, err
	}
	var problem error
	if coupon != nil {
		cart.Coupon = &AppliedCoupon{Code: coupon.Code, Description: coupon.Description, PercentOff: coupon.PercentOff, AmountOff: coupon.AmountOff}
		if problem = couponProblem(*coupon, today, cart.Subtotal); problem == nil {
			cart.Discount = discountOf(*coupon, cart.Subtotal)
			cart.DiscountPercentage = coupon.PercentOff
		}
	}
	cart.Total = cart.Subtotal - cart.Discount
	if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM shop_coupons WHERE `+couponOpen, today, cart.Subtotal).Scan(&cart.Offers); err != nil {
		return cartRead{}, fmt.Errorf("shop: cart offers: %w", err)
	}
	return cartRead{cart: cart, coupon: coupon, problem: problem}, nil
}

// cartProduct is what adding productID to a cart needs of it: its stock and
// colours; an unknown or unpublished product is not found.
func cartProduct(ctx context.Context, q db.Execer, productID int64) (stock int, colors []string, err error) {
	var published bool
	err = q.QueryRowContext(ctx, `SELECT stock, published FROM products WHERE id = $1`, productID).Scan(&stock, &published)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && !published) {
		return 0, nil, errProductUnknown
	} else if err != nil {
		return 0, nil, fmt.Errorf("shop: cart product: %w", err)
	}
	rows, err := q.QueryContext(ctx, `SELECT color FROM product_colors WHERE product_id = $1 ORDER BY position`, productID)
	if err != nil {
		return 0, nil, fmt.Errorf("shop: cart product colors: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			return 0, nil, fmt.Errorf("shop: cart product colors: %w", err)
		}
		colors = append(colors, c)
	}
	return stock, colors, rows.Err()
}

// colorOf is the product's colour that color names ("" stays ""), or a field error.
func colorOf(colors []string, color string) (string, error) {
	color = strings.TrimSpace(color)
	if color == "" {
		return "", nil
	}
	for _, c := range colors {
		if strings.EqualFold(c, color) {
			return c, nil
		}
	}
	return "", app.InvalidField("color", "cartColorChoice", nil)
}

// qtyProblem says why a cart may not hold want items of a product with stock left.
func qtyProblem(stock, want int) error {
	switch {
	case stock <= 0:
		return app.InvalidField("qty", "cartOutOfStock", nil)
	case want > stock:
		return app.InvalidField("qty", "cartOnlyLeft", app.Params{"n": stock})
	case want > MaxQty:
		return app.InvalidField("qty", "cartQtyMax", app.Params{"max": MaxQty})
	}
	return nil
}

// checkQty refuses a quantity outside 1..MaxQty.
func checkQty(qty int) error {
	if qty < 1 || qty > MaxQty {
		return app.InvalidField("qty", "cartQtyRange", app.Params{"min": 1, "max": MaxQty})
	}
	return nil
}

// AddToCart adds qty items of productID (in color, "" for none) to userID's
// cart, to the line it already has: never more than its stock nor MaxQty,
// never more than MaxCartLines products.
func (s *Store) AddToCart(ctx context.Context, userID, productID int64, qty int, color string) (CartItem, error) {
	if err := checkQty(qty); err != nil {
		return CartItem{}, err
	}
	var item CartItem
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var err error
		item, err = s.addToCartTx(ctx, tx, userID, productID, qty, color)
		return err
	})
	return item, err
}

func (s *Store) addToCartTx(ctx context.Context, tx *sql.Tx, userID, productID int64, qty int, color string) (CartItem, error) {
	stock, colors, err := cartProduct(ctx, tx, productID)
	if err != nil {
		return CartItem{}, err
	}
	if color, err = colorOf(colors, color); err != nil {
		return CartItem{}, err
	}
	var have, lines int
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(SUM(CASE WHEN product_id = $1 THEN qty ELSE 0 END), 0), COUNT(*)
		FROM cart_items WHERE user_id = $2`, productID, userID).Scan(&have, &lines); err != nil {
		return CartItem{}, fmt.Errorf("shop: add to cart: %w", err)
	}
	if have == 0 && lines >= MaxCartLines {
		return CartItem{}, app.E(app.EINVALID, "cartFull", app.Params{"max": MaxCartLines}).WithField("productId", "cartFull", app.Params{"max": MaxCartLines})
	}
	if err := qtyProblem(stock, have+qty); err != nil {
		return CartItem{}, err
	}
	// The condition keeps the cap when two adds of the same line race.
	var id int64
	err = tx.QueryRowContext(ctx, `INSERT INTO cart_items (user_id, product_id, qty, color, created_at) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (user_id, product_id) DO UPDATE SET qty = cart_items.qty + excluded.qty,
			color = CASE WHEN excluded.color = '' THEN cart_items.color ELSE excluded.color END
		WHERE cart_items.qty + excluded.qty <= $6 RETURNING id`,
		userID, productID, qty, color, s.now().UTC(), min(stock, MaxQty)).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return CartItem{}, app.InvalidField("qty", "cartOnlyLeft", app.Params{"n": stock})
	} else if err != nil {
		return CartItem{}, fmt.Errorf("shop: add to cart: %w", err)
	}
	items, err := s.cartLines(ctx, tx, userID, productID)
	if err != nil {
		return CartItem{}, err
	}
	return items[0], nil
}

// SetCartQty sets the quantity (1 to the stock, at most MaxQty) and, when
// color is not nil, the colour of productID's line in userID's cart.
func (s *Store) SetCartQty(ctx context.Context, userID, productID int64, qty int, color *string) (Cart, error) {
	if err := checkQty(qty); err != nil {
		return Cart{}, err
	}
	var cart Cart
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var id int64
		if err := tx.QueryRowContext(ctx, `SELECT id FROM cart_items WHERE user_id = $1 AND product_id = $2`, userID, productID).Scan(&id); errors.Is(err, sql.ErrNoRows) {
			return errCartLine
		} else if err != nil {
			return fmt.Errorf("shop: cart quantity: %w", err)
		}
		stock, colors, err := cartProduct(ctx, tx, productID)
		if err != nil {
			return err
		}
		if err := qtyProblem(stock, qty); err != nil {
			return err
		}
		query, args := `UPDATE cart_items SET qty = $1 WHERE id = $2`, []any{qty, id}
		if color != nil {
			c, err := colorOf(colors, *color)
			if err != nil {
				return err
			}
			query, args = `UPDATE cart_items SET qty = $1, color = $2 WHERE id = $3`, []any{qty, c, id}
		}
		if _, err := tx.ExecContext(ctx, query, args...); err != nil {
			return fmt.Errorf("shop: cart quantity: %w", err)
		}
		read, err := s.readCart(ctx, tx, userID)
		cart = read.cart
		return err
	})
	return cart, err
}

// RemoveFromCart takes productID's line out of userID's cart.
func (s *Store) RemoveFromCart(ctx context.Context, userID, productID int64) (Cart, error) {
	var cart Cart
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := deleteCartLine(ctx, tx, userID, productID); err != nil {
			return err
		}
		var err error
		read, err := s.readCart(ctx, tx, userID)
		cart = read.cart
		return err
	})
	return cart, err
}

// deleteCartLine deletes productID's line of userID's cart; none is not found.
func deleteCartLine(ctx context.Context, q db.Execer, userID, productID int64) error {
	res, err := q.ExecContext(ctx, `DELETE FROM cart_items WHERE user_id = $1 AND product_id = $2`, userID, productID)
	if err != nil {
		return fmt.Errorf("shop: remove from cart: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("shop: remove from cart: %w", err)
	} else if n == 0 {
		return errCartLine
	}
	return nil
}
