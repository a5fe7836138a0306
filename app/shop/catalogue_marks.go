package shop

import (
	"context"
	"fmt"
)

// MarkFor sets IsInWishlist and IsInCart on list's products for userID.
func (s *Store) MarkFor(ctx context.Context, userID int64, list []Product) error {
	if len(list) == 0 {
		return nil
	}
	ids := make([]int64, len(list))
	for i, p := range list {
		ids[i] = p.ID
	}
	in := idList(ids)
	rows, err := s.db.QueryContext(ctx, `SELECT product_id, 1 FROM wishlist_items WHERE user_id = $1 AND product_id IN (`+in+`)
		UNION ALL SELECT product_id, 2 FROM cart_items WHERE user_id = $1 AND product_id IN (`+in+`)`, userID)
	if err != nil {
		return fmt.Errorf("shop: marks: %w", err)
	}
	defer rows.Close()
	var wished, carted []int64
	for rows.Next() {
		var id int64
		var which int
		if err := rows.Scan(&id, &which); err != nil {
			return fmt.Errorf("shop: marks: %w", err)
		}
		if which == 1 {
			wished = append(wished, id)
		} else {
			carted = append(carted, id)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("shop: marks: %w", err)
	}
	mark(list, wished, carted)
	return nil
}

// mark sets the marks of list's products from the ids wished and in the cart.
func mark(list []Product, wished, carted []int64) {
	for i := range list {
		list[i].IsInWishlist = containsID(wished, list[i].ID)
		list[i].IsInCart = containsID(carted, list[i].ID)
	}
}

// ProductsAnswer is spec §7's answer of the products call: a page of the
// shop marked for the caller, its total, the caller's wishlist and cart.
type ProductsAnswer struct {
	Products     []Product     `json:"products"`
	Total        int           `json:"total"`
	UserWishlist []WishlistRef `json:"userWishlist"`
	UserCart     []CartItem    `json:"userCart"`
}

// ProductsFor answers the products call for userID: ListProducts, with the
// marks taken from the wishlist and cart it reads anyway.
func (s *Store) ProductsFor(ctx context.Context, userID int64, f ProductFilter) (ProductsAnswer, error) {
	var a ProductsAnswer
	var err error
	if a.Products, a.Total, err = s.ListProducts(ctx, f); err != nil {
		return a, err
	}
	if a.UserWishlist, err = s.UserWishlist(ctx, userID); err != nil {
		return a, err
	}
	if a.UserCart, err = s.cartLines(ctx, s.db, userID, 0); err != nil {
		return a, err
	}
	wished := make([]int64, len(a.UserWishlist))
	for i, w := range a.UserWishlist {
		wished[i] = w.ProductID
	}
	carted := make([]int64, len(a.UserCart))
	for i, it := range a.UserCart {
		carted[i] = it.ProductID
	}
	mark(a.Products, wished, carted)
	return a, nil
}

func containsID(ids []int64, id int64) bool {
	for _, v := range ids {
		if v == id {
			return true
		}
	}
	return false
}

// WishlistRef is a line of a person's wishlist as the products call gives
// it (spec §7: userWishlist).
type WishlistRef struct {
	ID        int64 `json:"id"`
	ProductID int64 `json:"productId"`
}

// UserWishlist returns userID's wishlist lines, oldest first.
func (s *Store) UserWishlist(ctx context.Context, userID int64) ([]WishlistRef, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, product_id FROM wishlist_items WHERE user_id = $1 ORDER BY id`, userID)
	if err != nil {
		return nil, fmt.Errorf("shop: wishlist: %w", err)
	}
	defer rows.Close()
	out := []WishlistRef{}
	for rows.Next() {
		var w WishlistRef
		if err := rows.Scan(&w.ID, &w.ProductID); err != nil {
			return nil, fmt.Errorf("shop: wishlist: %w", err)
		}
		out = append(out, w)
	}
	return out, rows.Err()
}
