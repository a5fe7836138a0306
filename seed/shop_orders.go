package seed

import (
	"context"
	"fmt"
	"sort"
	"time"

	"partage/app"
	"partage/app/db"
	"partage/app/files"
	"partage/app/invoice"
	"partage/app/shop"
)

// demoOrder is an order of the demo: who buys, how many days ago, what (the
// n-th products in stock, one or two of each), how it is paid, and its later
// moves (status, days ago, by the buyer or by staff).
type demoOrder struct {
	buyer    string
	days     float64
	products []int
	pay      string
	delivery string
	coupon   string
	moves    []demoOrderMove
}

type demoOrderMove struct {
	to    string
	days  float64
	buyer bool // the buyer cancels their own order
	note  string
}

// demoOrderList are the demo's orders, over the last months so that the
// dashboards' year shows them: client@demo.com pays by transfer,
// member@demo.com mostly from their member account (within the last days,
// after the account's latest booked line, so its statement stays in date
// order). Every state appears, each with its real invoice.
var demoOrderList = []demoOrder{
	{"client@demo.com", 160, []int{0, 3}, shop.PayTransfer, "standard", "", []demoOrderMove{
		{shop.StatusPaid, 158, false, "Virement reçu"}, {shop.StatusShipped, 157, false, "Colissimo 6A123456789"}, {shop.StatusDelivered, 152, false, ""}}},
	{"client@demo.com", 95, []int{5}, shop.PayTransfer, "express", "BIENVENUE10", []demoOrderMove{
		{shop.StatusPaid, 94, false, ""}, {shop.StatusShipped, 93.5, false, "Chronopost XY987654321FR"}}},
	{"client@demo.com", 12, []int{7, 8}, shop.PayTransfer, "standard", "", []demoOrderMove{
		{shop.StatusCancelled, 11, true, ""}}},
	{"client@demo.com", 6, []int{2}, shop.PayTransfer, "pickup", "", []demoOrderMove{{shop.StatusPaid, 5, false, ""}}},
	{"client@demo.com", 2, []int{9, 10, 11}, shop.PayTransfer, "standard", "", nil},
	{"member@demo.com", 9, []int{1, 4}, shop.PayAccount, "standard", "", []demoOrderMove{
		{shop.StatusShipped, 8, false, ""}, {shop.StatusDelivered, 5, false, ""}}},
	{"member@demo.com", 7, []int{6}, shop.PayAccount, "express", "", []demoOrderMove{
		{shop.StatusCancelled, 6.5, false, "Produit abîmé au stock : commande remboursée sur le compte"}}},
	{"member@demo.com", 3, []int{12, 13}, shop.PayAccount, "pickup", "", nil},
	{"member@demo.com", 1, []int{14}, shop.PayTransfer, "standard", "", nil},
}

// demoBuyerOf reads the buyer whose e-mail is email.
func demoBuyerOf(ctx context.Context, d *db.DB, email string) (shop.Buyer, error) {
	b := shop.Buyer{Email: email}
	err := d.QueryRowContext(ctx, `SELECT id, full_name, COALESCE(language, ''), role FROM users WHERE email = $1`, email).Scan(&b.UserID, &b.Name, &b.Language, &b.Role)
	if err != nil {
		return b, fmt.Errorf("seed: buyer %s: %w", email, err)
	}
	return b, nil
}

// demoAddresses are the demo buyers' delivery addresses.
var demoAddresses = map[string]shop.Address{
	"client@demo.com": {Label: "home", FullName: "Julien Moreau", Phone: "+33 6 12 34 56 78", Line1: "8 montée de la Grande-Côte", PostalCode: "69001", City: "Lyon", Country: "FR"},
	"member@demo.com": {Label: "office", FullName: "Sébastien Weber", Phone: "+33 6 33 72 18 49", Line1: "14 rue des Tonneliers", Line2: "Brasserie des Ateliers", PostalCode: "67000", City: "Strasbourg", Country: "FR"},
}

// demoOrders places the demo's orders through the shop as a buyer would (cart,
// address, checkout) and moves them as staff would, each at its own past
// time, so that each has its invoice, its stock taken and, paid from an
// account, its booked lines.
func demoOrders(ctx context.Context, d *db.DB, dataDir string) error {
	_, _, accounts := coopStores(d, dataDir)
	store := shop.New(d, files.New(d, dataDir), invoice.NewStore(d), accounts)
	now := time.Now().UTC().Truncate(time.Minute)
	at := now
	clock := func() time.Time { return at }
	store.SetClock(clock)
	accounts.SetClock(clock)
	defer accounts.SetClock(time.Now)

	var products []int64
	rows, err := d.QueryContext(ctx, `SELECT id FROM products WHERE published AND stock >= 10 ORDER BY id LIMIT 15`)
	if err != nil {
		return fmt.Errorf("seed: order products: %w", err)
	}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return fmt.Errorf("seed: order products: %w", err)
		}
		products = append(products, id)
	}
	rows.Close()
	if len(products) < 15 {
		return nil // no catalogue to buy from
	}
	staff, err := demoBuyerOf(ctx, d, "manager@demo.com")
	if err != nil {
		return err
	}
	buyers, addresses := map[string]shop.Buyer{}, map[string]int64{}
	for email, a := range demoAddresses {
		b, err := demoBuyerOf(ctx, d, email)
		if err != nil {
			return err
		}
		saved, err := store.SaveAddress(ctx, b.UserID, 0, a)
		if err != nil {
			return fmt.Errorf("seed: address of %s: %w", email, err)
		}
		buyers[email], addresses[email] = b, saved.ID
	}

	// Every step at its time, in the order of time: an account's lines are booked in date order.
	type step struct {
		days float64
		run  func() error
	}
	var steps []step
	ids := make([]int64, len(demoOrderList))
	for i, o := range demoOrderList {
		b := buyers[o.buyer]
		steps = append(steps, step{o.days, func() error {
			for k, p := range o.products {
				if _, err := store.AddToCart(ctx, b.UserID, products[p], 1+k%2, firstColor(ctx, d, products[p])); err != nil {
					return err
				}
			}
			if o.coupon != "" {
				if _, err := store.ApplyCoupon(ctx, b.UserID, o.coupon); err != nil && !isNoCoupon(err) {
					return err
				}
			}
			placed, err := store.PlaceOrder(ctx, b, shop.CheckoutInput{AddressID: addresses[o.buyer], DeliveryMethod: o.delivery, PaymentMethod: o.pay})
			ids[i] = placed.ID
			return err
		}})
		for _, m := range o.moves {
			steps = append(steps, step{m.days, func() error {
				if m.buyer {
					number := ""
					if err := d.QueryRowContext(ctx, `SELECT number FROM orders WHERE id = $1`, ids[i]).Scan(&number); err != nil {
						return err
					}
					_, err := store.CancelOwnOrder(ctx, b, number)
					return err
				}
				_, err := store.MoveOrder(ctx, staff, ids[i], m.to, m.note)
				return err
			}})
		}
	}
	sort.SliceStable(steps, func(i, j int) bool { return steps[i].days > steps[j].days })
	for _, s := range steps {
		at = now.Add(-time.Duration(s.days * float64(24*time.Hour)))
		if err := s.run(); err != nil {
			return fmt.Errorf("seed: orders %.1f days ago: %w", s.days, err)
		}
	}
	return nil
}

// firstColor is the first of a product's colours, "" when it has none.
func firstColor(ctx context.Context, d *db.DB, product int64) string {
	var c string
	if err := d.QueryRowContext(ctx, `SELECT color FROM product_colors WHERE product_id = $1 ORDER BY position LIMIT 1`, product).Scan(&c); err != nil {
		return ""
	}
	return c
}

// isNoCoupon reports whether err says the demo has no such coupon (an
// instance seeded without them): the order goes without.
func isNoCoupon(err error) bool { return app.ErrorText(err).Key == "couponUnknown" }
