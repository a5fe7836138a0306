package shop

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"partage/app"
	"partage/app/db"
)

// MaxWishlistRefs is the most products one wishlist holds.
const MaxWishlistRefs = 200

var errWishlistLine = app.E(app.ENOTFOUND, "wishlistItemNotFound", nil)

// Wishlist is the products of userID's wishlist that are in the shop, the
// latest added first, each saying whether it is in the cart too.
func (s *Store) Wishlist(ctx context.Context, userID int64) ([]Product, error) {
	ids, err := queryIDs(ctx, s.db, `SELECT w.product_id FROM wishlist_items w JOIN products p ON p.id = w.product_id
		WHERE w.user_id = $1 AND p.published = TRUE ORDER BY w.id DESC`, userID)
	if err != nil {
		return nil, fmt.Errorf("shop: wishlist: %w", err)
	}
	list, err := s.productsByIDs(ctx, ids)
	if err != nil {
		return nil, err
	}
	return list, s.MarkFor(ctx, userID, list)
}

// AddToWishlist puts productID (in the shop) on userID's wishlist; already
// there, it answers the line it has.
func (s *Store) AddToWishlist(ctx context.Context, userID, productID int64) (WishlistRef, error) {
	var item WishlistRef
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var err error
		item, err = s.addToWishlistTx(ctx, tx, userID, productID)
		return err
	})
	return item, err
}

func (s *Store) addToWishlistTx(ctx context.Context, tx *sql.Tx, userID, productID int64) (WishlistRef, error) {
	if _, _, err := cartProduct(ctx, tx, productID); err != nil {
		return WishlistRef{}, err
	}
	item := WishlistRef{ProductID: productID}
	err := tx.QueryRowContext(ctx, `SELECT id FROM wishlist_items WHERE user_id = $1 AND product_id = $2`, userID, productID).Scan(&item.ID)
	if err == nil {
		return item, nil
	} else if !errors.Is(err, sql.ErrNoRows) {
		return WishlistRef{}, fmt.Errorf("shop: add to wishlist: %w", err)
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM wishlist_items WHERE user_id = $1`, userID).Scan(&n); err != nil {
		return WishlistRef{}, fmt.Errorf("shop: add to wishlist: %w", err)
	}
	if n >= MaxWishlistRefs {
		return WishlistRef{}, app.E(app.EINVALID, "wishlistFull", app.Params{"max": MaxWishlistRefs}).
			WithField("productId", "wishlistFull", app.Params{"max": MaxWishlistRefs})
	}
	// Two adds at once: the second finds the first's line.
	if _, err := tx.ExecContext(ctx, `INSERT INTO wishlist_items (user_id, product_id, created_at) VALUES ($1, $2, $3)
		ON CONFLICT (user_id, product_id) DO NOTHING`, userID, productID, s.now().UTC()); err != nil {
		return WishlistRef{}, fmt.Errorf("shop: add to wishlist: %w", err)
	}
	if err := tx.QueryRowContext(ctx, `SELECT id FROM wishlist_items WHERE user_id = $1 AND product_id = $2`, userID, productID).Scan(&item.ID); err != nil {
		return WishlistRef{}, fmt.Errorf("shop: add to wishlist: %w", err)
	}
	return item, nil
}

// RemoveFromWishlist takes productID off userID's wishlist.
func (s *Store) RemoveFromWishlist(ctx context.Context, userID, productID int64) error {
	return deleteWishlistLine(ctx, s.db, userID, productID)
}

// deleteWishlistLine deletes productID's line of userID's wishlist; none is not found.
func deleteWishlistLine(ctx context.Context, q db.Execer, userID, productID int64) error {
	res, err := q.ExecContext(ctx, `DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2`, userID, productID)
	if err != nil {
		return fmt.Errorf("shop: remove from wishlist: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("shop: remove from wishlist: %w", err)
	} else if n == 0 {
		return errWishlistLine
	}
	return nil
}

// MoveToCart moves productID from userID's wishlist to the cart (one item,
// or the line the cart already has); nothing moves when the cart may not take it.
func (s *Store) MoveToCart(ctx context.Context, userID, productID int64) (CartItem, error) {
	var item CartItem
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := deleteWishlistLine(ctx, tx, userID, productID); err != nil {
			return err
		}
		lines, err := s.cartLines(ctx, tx, userID, productID)
		if err != nil {
			return err
		}
		if len(lines) > 0 {
			item = lines[0]
			return nil
		}
		item, err = s.addToCartTx(ctx, tx, userID, productID, 1, "")
		return err
	})
	return item, err
}

// MoveToWishlist moves productID's line from userID's cart to the wishlist.
func (s *Store) MoveToWishlist(ctx context.Context, userID, productID int64) (WishlistRef, Cart, error) {
	var item WishlistRef
	var cart Cart
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := deleteCartLine(ctx, tx, userID, productID); err != nil {
			return err
		}
		var err error
		if item, err = s.addToWishlistTx(ctx, tx, userID, productID); err != nil {
			return err
		}
		read, err := s.readCart(ctx, tx, userID)
		cart = read.cart
		return err
	})
	return item, cart, err
}
