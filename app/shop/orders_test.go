package shop_test

import (
	"context"
	"database/sql"
	"fmt"
	"testing"
	"time"

	"partage/app"
	"partage/app/audit"
	"partage/app/auth"
	"partage/app/config"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
	"partage/app/invoice"
	"partage/app/ledger"
	"partage/app/money"
	"partage/app/registry"
	"partage/app/shop"
)

// ordEnv is a shop on a fresh database with what orders need: buyers,
// products, addresses, accounts.
type ordEnv struct {
	t     *testing.T
	d     *db.DB
	s     *shop.Store
	inv   *invoice.Store
	money *money.Store
	ctx   context.Context
	n     int
}

// ordNow is a Wednesday in Paris: deliveries are 5, 2 and 1 working days later.
var ordNow = time.Date(2026, 3, 11, 9, 30, 0, 0, time.UTC)

func newOrdEnv(t *testing.T, d *db.DB) *ordEnv {
	t.Helper()
	fs := files.New(d, t.TempDir())
	cfg := coopconfig.New(d, fs, coopconfig.Defaults(config.Coop{Name: "Coopérative Partage", PartsMin: 1, PartsMax: 100}, true))
	m := money.New(d, cfg, ledger.New(d, cfg))
	inv := invoice.NewStore(d)
	s := shop.New(d, fs, inv, m)
	s.SetClock(func() time.Time { return ordNow })
	e := &ordEnv{t: t, d: d, s: s, inv: inv, money: m, ctx: context.Background()}
	for _, q := range []string{`INSERT INTO shop_categories (slug, name, position) VALUES ('epicerie', 'Épicerie', 1)`,
		`INSERT INTO shop_brands (name) VALUES ('Les Canuts')`} {
		e.exec(q)
	}
	return e
}

func (e *ordEnv) exec(q string, args ...any) {
	e.t.Helper()
	if _, err := e.d.ExecContext(e.ctx, q, args...); err != nil {
		e.t.Fatalf("%s: %v", q, err)
	}
}

// int reads one number.
func (e *ordEnv) int(q string, args ...any) int64 {
	e.t.Helper()
	var n int64
	if err := e.d.QueryRowContext(e.ctx, q, args...).Scan(&n); err != nil {
		e.t.Fatalf("%s: %v", q, err)
	}
	return n
}

// buyer adds a user of role named name.
func (e *ordEnv) buyer(role, name string) shop.Buyer {
	e.t.Helper()
	e.n++
	u := &auth.User{FullName: name, Username: fmt.Sprintf("buyer%d", e.n), Email: fmt.Sprintf("buyer%d@exemple.fr", e.n), PasswordHash: "x", Role: role}
	if err := auth.NewStore(e.d).CreateUser(e.ctx, u); err != nil {
		e.t.Fatal(err)
	}
	return shop.Buyer{UserID: u.ID, Name: name, Email: u.Email, Language: "fr", Role: role}
}

// product adds a published product.
func (e *ordEnv) product(name string, price int64, stock int, free bool) int64 {
	e.t.Helper()
	e.n++
	var id int64
	err := e.d.QueryRowContext(e.ctx, `INSERT INTO products (slug, name, sort_name, brand_id, category_id, price_cents, stock, free_shipping, published, created_at, updated_at)
		VALUES ($1, $2, $3, 1, 1, $4, $5, $6, TRUE, $7, $7) RETURNING id`, fmt.Sprintf("p-%d", e.n), name, db.SortKey(name), price, stock, free, ordNow).Scan(&id)
	if err != nil {
		e.t.Fatal(err)
	}
	return id
}

// address saves an address of b.
func (e *ordEnv) address(b shop.Buyer) int64 {
	e.t.Helper()
	a, err := e.s.SaveAddress(e.ctx, b.UserID, 0, shop.Address{FullName: b.Name, Line1: "12 rue des Tisserands", PostalCode: "69004", City: "Lyon", Country: "FR"})
	if err != nil {
		e.t.Fatal(err)
	}
	return a.ID
}

// add puts qty of product in b's cart.
func (e *ordEnv) add(b shop.Buyer, product int64, qty int) {
	e.t.Helper()
	if _, err := e.s.AddToCart(e.ctx, b.UserID, product, qty, ""); err != nil {
		e.t.Fatal(err)
	}
}

// account gives b a tiers of their own with cents on its account.
func (e *ordEnv) account(b shop.Buyer, cents int64) int64 {
	e.t.Helper()
	var tiers int64
	err := e.d.Tx(e.ctx, func(tx *sql.Tx) error {
		var err error
		tiers, err = registry.ClientOfUserTx(e.ctx, tx, audit.Actor{Name: "test"}, b.UserID, registry.QuickClient{Name: b.Name, Email: b.Email}, ordNow)
		return err
	})
	if err != nil {
		e.t.Fatal(err)
	}
	if err := e.money.BulkBook(e.ctx, audit.Actor{Name: "test"}, tiers, []money.BookInput{{Kind: money.KindDeposit, AmountCents: cents, Label: "Dépôt"}}); err != nil {
		e.t.Fatal(err)
	}
	return tiers
}

func (e *ordEnv) balance(tiers int64) int64 {
	e.t.Helper()
	a, err := e.money.Account(e.ctx, tiers)
	if err != nil {
		e.t.Fatal(err)
	}
	return a.BalanceCents
}

func (e *ordEnv) stock(product int64) int64 {
	return e.int(`SELECT stock FROM products WHERE id = $1`, product)
}

// place checks out b's cart to address by method, delivered as standard.
func (e *ordEnv) place(b shop.Buyer, address int64, method string) shop.OrderDetail {
	e.t.Helper()
	o, err := e.s.PlaceOrder(e.ctx, b, shop.CheckoutInput{AddressID: address, DeliveryMethod: "standard", PaymentMethod: method})
	if err != nil {
		e.t.Fatalf("place order: %v", err)
	}
	return o
}

func wantCode(t *testing.T, err error, code string) {
	t.Helper()
	if app.ErrorCode(err) != code {
		t.Fatalf("error %v, want code %q", err, code)
	}
}

func TestOrderPlacedByTransfer(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newOrdEnv(t, d)
		b := e.buyer(auth.RoleClient, "Élodie Roussel")
		addr := e.address(b)
		jam, tea := e.product("Confiture de mûres", 650, 10, false), e.product("Thé vert", 1200, 3, false)
		e.add(b, jam, 2)
		e.add(b, tea, 3)
		o := e.place(b, addr, shop.PayTransfer)

		if o.Number != "CMD-2026-000001" || o.Status != shop.StatusPlaced || o.PaymentMethod != shop.PayTransfer {
			t.Fatalf("order %+v", o.Order)
		}
		// 2 × 6.50 + 3 × 12.00 = 49.00 < 50.00: standard delivery is paid.
		if o.Subtotal != 4900 || o.Shipping != 490 || o.Total != 5390 || o.ItemCount != 5 || len(o.Lines) != 2 {
			t.Fatalf("amounts %+v", o.Order)
		}
		if o.DeliveryMethod != "standard" || o.DeliveryDate != "2026-03-18" {
			t.Errorf("delivery %s %s", o.DeliveryMethod, o.DeliveryDate)
		}
		if o.Address.City != "Lyon" || o.Address.FullName != "Élodie Roussel" {
			t.Errorf("address %+v", o.Address)
		}
		if o.Transfer == nil || o.Transfer.Reference != o.Number || o.Transfer.Amount != 5390 || o.Transfer.IBAN == "" {
			t.Errorf("transfer %+v", o.Transfer)
		}
		if len(o.Events) != 1 || o.Events[0].To != shop.StatusPlaced || o.Events[0].ByName != b.Name {
			t.Errorf("events %+v", o.Events)
		}
		if len(o.Next) != 2 || o.Next[0] != shop.StatusPaid || o.Next[1] != shop.StatusCancelled {
			t.Errorf("next %v", o.Next)
		}
		if e.stock(jam) != 8 || e.stock(tea) != 0 {
			t.Errorf("stock %d %d", e.stock(jam), e.stock(tea))
		}
		if n := e.int(`SELECT count(*) FROM cart_items WHERE user_id = $1`, b.UserID); n != 0 {
			t.Errorf("%d lines left in the cart", n)
		}
		// The invoice: made out to the buyer's own tiers, Sent, due in 14 days, products and delivery.
		inv, err := e.inv.FindInvoiceByID(e.ctx, o.InvoiceID)
		if err != nil {
			t.Fatal(err)
		}
		if inv.Status != invoice.StatusSent || inv.TotalCents != 5390 || inv.BalanceCents != 5390 || inv.TaxCents != 0 ||
			inv.IssuedDate != "2026-03-11" || inv.DueDate != "2026-03-25" || len(inv.Lines) != 3 || inv.Lines[2].CostCents != 490 {
			t.Fatalf("invoice %+v", inv)
		}
		if e.int(`SELECT user_id FROM clients WHERE id = $1`, inv.Client.ID) != b.UserID || o.TiersID != inv.Client.ID {
			t.Error("the invoice is not made out to the buyer's tiers")
		}
		// A second order: the same tiers, the next number.
		e.add(b, jam, 1)
		o2 := e.place(b, addr, shop.PayTransfer)
		if o2.Number != "CMD-2026-000002" || o2.TiersID != o.TiersID {
			t.Errorf("second order %s tiers %d (first %d)", o2.Number, o2.TiersID, o.TiersID)
		}
	})
}

func TestOrderPaidFromAccountAndCancelled(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newOrdEnv(t, d)
		b := e.buyer(auth.RoleMember, "Sébastien Weber")
		staff := e.buyer(auth.RoleManager, "Gérante")
		tiers := e.account(b, 10000)
		addr := e.address(b)
		beer := e.product("Bière de saison", 2500, 10, false)
		e.add(b, beer, 2) // 50.00: standard delivery is free
		o := e.place(b, addr, shop.PayAccount)
		if o.Status != shop.StatusPaid || o.Total != 5000 || o.Shipping != 0 || o.Transfer != nil {
			t.Fatalf("order %+v", o.Order)
		}
		if e.balance(tiers) != 5000 {
			t.Fatalf("balance %d after paying 50.00 of 100.00", e.balance(tiers))
		}
		if e.int(`SELECT count(*) FROM money_movements WHERE tiers_id = $1 AND kind = 'shop_payment' AND status = 'executed'`, tiers) != 1 {
			t.Error("no executed shop payment")
		}
		inv, _ := e.inv.FindInvoiceByID(e.ctx, o.InvoiceID)
		if inv.Status != invoice.StatusPaid || inv.BalanceCents != 0 || len(inv.Payments) != 1 {
			t.Fatalf("invoice %+v", inv)
		}

		moved, err := e.s.MoveOrder(e.ctx, staff, o.ID, shop.StatusCancelled, "Rupture chez le brasseur")
		if err != nil {
			t.Fatal(err)
		}
		if moved.Status != shop.StatusCancelled || len(moved.Events) != 2 || moved.Events[1].Note != "Rupture chez le brasseur" || moved.Events[1].ByName != "Gérante" {
			t.Fatalf("cancelled %+v %+v", moved.Order, moved.Events)
		}
		if e.stock(beer) != 10 {
			t.Errorf("stock %d after the cancel", e.stock(beer))
		}
		if e.balance(tiers) != 10000 {
			t.Errorf("balance %d after the refund", e.balance(tiers))
		}
		// A counter-entry: the payment's line stays, the refund is another.
		if n := e.int(`SELECT count(*) FROM account_entries WHERE tiers_id = $1`, tiers); n != 3 {
			t.Errorf("%d account lines, want deposit + payment + refund", n)
		}
		if v, err := e.money.VerifyAccounts(e.ctx); err != nil || !v.OK {
			t.Errorf("ledger %+v %v", v, err)
		}
		inv, _ = e.inv.FindInvoiceByID(e.ctx, o.InvoiceID)
		if inv.Status != invoice.StatusCancelled || inv.InvoiceStatus != "Cancelled" || inv.BalanceCents != 0 {
			t.Errorf("invoice %s %s %d", inv.Status, inv.InvoiceStatus, inv.BalanceCents)
		}
		// Counted among all invoices, in no open total, found by its status.
		if n, err := e.inv.Count(e.ctx, "", e.inv.Today()); err != nil || n != e.int(`SELECT count(*) FROM invoices`) {
			t.Errorf("all invoices: %d %v", n, err)
		}
		if due, err := e.inv.PastDueOverview(e.ctx, "2099-01-01"); err != nil || due.Count != 0 {
			t.Errorf("past due: %+v %v", due, err)
		}
		if p, err := e.inv.ListInvoices(e.ctx, invoice.Filter{Status: invoice.StatusCancelled, Page: 1, PerPage: 10, SortBy: "id"}); err != nil || p.Total != 1 || len(p.Invoices) != 1 {
			t.Errorf("cancelled invoices: %+v %v", p, err)
		}
		// A cancelled invoice changes no more.
		_, _, err = e.inv.AddPayment(e.ctx, 0, o.InvoiceID, invoice.PaymentInput{Amount: "1", Date: "2026-03-11", Method: "cash"})
		wantCode(t, err, app.ECONFLICT)
	})
}

func TestOrderLists(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := newOrdEnv(t, d)
		elodie, hugo := e.buyer(auth.RoleClient, "Élodie Roussel"), e.buyer(auth.RoleClient, "Hugo Martin")
		staff := e.buyer(auth.RoleAdmin, "Admin")
		p := e.product("Miel", 900, 100, false)
		var last shop.OrderDetail
		for i, b := range []shop.Buyer{elodie, hugo, elodie} {
			addr := e.address(b)
			e.add(b, p, i+1)
			last = e.place(b, addr, shop.PayTransfer)
		}
		if _, err := e.s.MoveOrder(e.ctx, staff, last.ID, shop.StatusPaid, ""); err != nil {
			t.Fatal(err)
		}
		list := func(f shop.OrderFilter) ([]shop.Order, int) {
			t.Helper()
			out, n, err := e.s.ListOrders(e.ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			return out, n
		}
		if own, n := list(shop.OrderFilter{UserID: elodie.UserID}); n != 2 || own[0].ID != last.ID || own[0].ItemCount != 3 {
			t.Errorf("own orders: %d %+v", n, own)
		}
		if _, n := list(shop.OrderFilter{UserID: elodie.UserID, Status: shop.StatusPlaced}); n != 1 {
			t.Errorf("own placed orders: %d", n)
		}
		for q, want := range map[string]int{"elodie": 2, "ROUSSEL": 2, "hugo": 1, "cmd-2026-000002": 1, "buyer1@": 2, "nobody": 0} {
			if _, n := list(shop.OrderFilter{Q: q}); n != want {
				t.Errorf("search %q: %d orders, want %d", q, n, want)
			}
		}
		if all, n := list(shop.OrderFilter{SortBy: "total", PerPage: 10}); n != 3 || all[0].Total > all[2].Total {
			t.Errorf("by total: %+v", all)
		}
		counts, err := e.s.OrderCounts(e.ctx, shop.OrderFilter{})
		if err != nil || counts["all"] != 3 || counts[shop.StatusPlaced] != 2 || counts[shop.StatusPaid] != 1 || counts[shop.StatusShipped] != 0 {
			t.Errorf("counts %v %v", counts, err)
		}
		for _, f := range []shop.OrderFilter{{Status: "lost"}, {SortBy: "colour"}, {PerPage: 7}, {Page: -1}} {
			_, _, err := e.s.ListOrders(e.ctx, f)
			wantCode(t, err, app.EINVALID)
		}
		if _, err := e.s.OwnOrder(e.ctx, hugo.UserID, last.Number); app.ErrorCode(err) != app.ENOTFOUND {
			t.Errorf("someone else's order: %v", err)
		}
		if o, err := e.s.OwnOrder(e.ctx, elodie.UserID, last.Number); err != nil || o.ID != last.ID || o.Lines[0].Slug == "" {
			t.Errorf("own order: %v %+v", err, o)
		}
	})
}
