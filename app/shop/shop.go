// Package shop is the cooperative's shop: the catalogue (categories, brands,
// products with colours, stock and images kept in the sizes the pages use),
// each person's wishlist and cart (rows, kept on the server), coupons an
// admin configures, saved delivery addresses, and orders: placing one
// reserves the stock in the same transaction as the invoice it creates (and
// the payment from a member's account, when that is how it is paid), and
// every later change of its status is recorded.
//
// Money is in integer cents (euros); prices are what the buyer pays, taxes
// included. Dates are the cooperative's (Europe/Paris), times UTC.
package shop

import (
	"time"

	"partage/app/db"
	"partage/app/files"
	"partage/app/invoice"
	"partage/app/money"
)

// Store is the shop's data and rules over the database.
type Store struct {
	db       *db.DB
	files    *files.Store
	invoices *invoice.Store
	money    *money.Store
	now      func() time.Time
}

// New returns the shop on d: images in fs, invoices made in inv, member
// accounts paid from through m.
func New(d *db.DB, fs *files.Store, inv *invoice.Store, m *money.Store) *Store {
	return &Store{db: d, files: fs, invoices: inv, money: m, now: time.Now}
}

// SetClock makes the store read the time from now (tests).
func (s *Store) SetClock(now func() time.Time) { s.now = now }

// ImagePath is where the shop's images are served from: ImagePath + sum + ".jpg".
const ImagePath = "/media/shop/"

// ImageURL is the address of a stored image (a resized JPEG) by its SHA-256.
func ImageURL(sum string) string { return ImagePath + sum + ".jpg" }

// Paris is the cooperative's time zone: "today", delivery dates and coupon
// validity are counted in it.
var Paris = func() *time.Location {
	if loc, err := time.LoadLocation("Europe/Paris"); err == nil {
		return loc
	}
	return time.UTC
}()

// Today is the cooperative's date at t, YYYY-MM-DD.
func Today(t time.Time) string { return t.In(Paris).Format(time.DateOnly) }
