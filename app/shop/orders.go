package shop

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"partage/app"
	"partage/app/db"
	"partage/app/invoice"
)

// ErrOrderNotFound answers an order that does not exist, or that is someone else's.
var ErrOrderNotFound = app.E(app.ENOTFOUND, "orderNotFound", nil)

// Limits of the orders' lists and notes.
const (
	MaxOrdersSearch    = 100
	MaxOrderNote       = 500
	orderNumberPattern = "CMD-%04d-%06d"
)

// OrdersPerPages are the page sizes the orders' lists offer (10 by default).
var OrdersPerPages = []int{10, 25, 50, 100}

// orderSorts are the orders' lists sorts; the id breaks ties in the same direction.
var orderSorts = map[string]string{
	"placedAt": "o.id %[1]s", // ids grow with the time an order is placed
	"number":   "o.number %[1]s, o.id %[1]s",
	"buyer":    "lower(o.buyer_name) %[1]s, o.id %[1]s",
	"total":    "o.total_cents %[1]s, o.id %[1]s",
	"status":   "o.status %[1]s, o.id %[1]s",
}

// OrderSorts are the names of the orders' lists sorts.
var OrderSorts = []string{"placedAt", "number", "buyer", "total", "status"}

// OrderFilter selects, orders and pages orders: a buyer's own (UserID set)
// or everyone's (staff).
type OrderFilter struct {
	UserID   int64
	Q        string // number, buyer's name or e-mail, accents and case ignored
	Status   string
	Page     int
	PerPage  int
	SortBy   string
	SortDesc bool
}

// Normalize fills the defaults (newest first, page 1 of 10) and checks the
// rest; bad values are field errors.
func (f *OrderFilter) Normalize() error {
	fields := app.Fields{}
	f.Q = strings.TrimSpace(f.Q)
	if len([]rune(f.Q)) > MaxOrdersSearch {
		fields.Set("q", "searchTooLong", app.Params{"max": MaxOrdersSearch})
	}
	if f.Status != "" && !slices.Contains(Statuses, f.Status) {
		fields.Set("status", "orderStatusChoice", nil)
	}
	if f.SortBy == "" {
		f.SortDesc = true
	}
	app.CheckSort(fields, &f.SortBy, "placedAt", OrderSorts)
	app.CheckPaging(fields, &f.Page, &f.PerPage, OrdersPerPages)
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

const orderColumns = `o.id, o.number, COALESCE(o.user_id, 0), COALESCE(o.tiers_id, 0), o.buyer_name, o.buyer_email, o.status,
	o.payment_method, o.subtotal_cents, o.discount_cents, o.coupon_code, o.shipping_cents, o.total_cents, o.delivery_method,
	o.delivery_date, (SELECT COALESCE(SUM(l.qty), 0) FROM order_lines l WHERE l.order_id = o.id), COALESCE(o.invoice_id, 0),
	o.placed_at, o.updated_at`

func scanOrder(row interface{ Scan(...any) error }, tail ...any) (Order, error) {
	var o Order
	var placed, updated time.Time
	err := row.Scan(append([]any{&o.ID, &o.Number, &o.UserID, &o.TiersID, &o.BuyerName, &o.BuyerEmail, &o.Status,
		&o.PaymentMethod, &o.Subtotal, &o.Discount, &o.CouponCode, &o.Shipping, &o.Total, &o.DeliveryMethod,
		&o.DeliveryDate, &o.ItemCount, &o.InvoiceID, &placed, &updated}, tail...)...)
	o.PlacedAt, o.UpdatedAt = placed.UTC().Format(time.RFC3339), updated.UTC().Format(time.RFC3339)
	return o, err
}

// orderSearch is where the list looks for q: the number and e-mail (ASCII),
// the buyer's name (accents ignored).
var orderSearch = db.Search{Plain: []string{"o.number", "o.buyer_email"}, Texts: []string{"o.buyer_name"}}

// where is the filter's condition on orders o, with its arguments; withStatus
// leaves out the status (the counts per status share the rest).
func (s *Store) orderWhere(f OrderFilter, withStatus bool) (string, []any) {
	var conds []string
	var args []any
	if f.UserID != 0 {
		args = append(args, f.UserID)
		conds = append(conds, fmt.Sprintf("o.user_id = $%d", len(args)))
	}
	if withStatus && f.Status != "" {
		args = append(args, f.Status)
		conds = append(conds, fmt.Sprintf("o.status = $%d", len(args)))
	}
	if f.Q != "" {
		var cond string
		cond, args = s.db.Matches(orderSearch, f.Q, args)
		conds = append(conds, cond)
	}
	if len(conds) == 0 {
		return "", args
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// ListOrders returns the page of orders f selects, in its order, and how many it selects.
func (s *Store) ListOrders(ctx context.Context, f OrderFilter) ([]Order, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	where, args := s.orderWhere(f, true)
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM orders o`+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("shop: count orders: %w", err)
	}
	out := []Order{}
	if total == 0 || (f.Page-1)*f.PerPage >= total {
		return out, total, nil
	}
	dir := "ASC"
	if f.SortDesc {
		dir = "DESC"
	}
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	rows, err := s.db.QueryContext(ctx, `SELECT `+orderColumns+` FROM orders o`+where+` ORDER BY `+fmt.Sprintf(orderSorts[f.SortBy], dir)+
		fmt.Sprintf(` LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("shop: orders: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		o, err := scanOrder(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("shop: orders: %w", err)
		}
		out = append(out, o)
	}
	return out, total, rows.Err()
}

// OrderCounts are how many orders f selects in each status whatever its own
// status, and all of them under "all".
func (s *Store) OrderCounts(ctx context.Context, f OrderFilter) (map[string]int, error) {
	f.Q = strings.TrimSpace(f.Q)
	where, args := s.orderWhere(f, false)
	rows, err := s.db.QueryContext(ctx, `SELECT o.status, count(*) FROM orders o`+where+` GROUP BY o.status`, args...)
	if err != nil {
		return nil, fmt.Errorf("shop: count orders: %w", err)
	}
	defer rows.Close()
	out := map[string]int{"all": 0}
	for _, st := range Statuses {
		out[st] = 0
	}
	for rows.Next() {
		var st string
		var n int
		if err := rows.Scan(&st, &n); err != nil {
			return nil, fmt.Errorf("shop: count orders: %w", err)
		}
		out[st] += n
		out["all"] += n
	}
	return out, rows.Err()
}

// FindOrder returns an order with everything its page shows (staff).
func (s *Store) FindOrder(ctx context.Context, id int64) (OrderDetail, error) {
	return s.orderTx(ctx, s.db, `o.id = $1`, id)
}

// OwnOrder returns the buyer's order by its number; someone else's is ErrOrderNotFound.
func (s *Store) OwnOrder(ctx context.Context, userID int64, number string) (OrderDetail, error) {
	return s.orderTx(ctx, s.db, `o.number = $1 AND o.user_id = $2`, number, userID)
}

// orderTx reads the order cond selects through q, with its lines, address,
// history, transfer details and next statuses.
func (s *Store) orderTx(ctx context.Context, q db.Execer, cond string, args ...any) (OrderDetail, error) {
	var d OrderDetail
	a := &d.Address
	o, err := scanOrder(q.QueryRowContext(ctx, `SELECT `+orderColumns+`, o.ship_name, o.ship_phone, o.ship_line1, o.ship_line2,
		o.ship_postal_code, o.ship_city, o.ship_country FROM orders o WHERE `+cond, args...),
		&a.FullName, &a.Phone, &a.Line1, &a.Line2, &a.PostalCode, &a.City, &a.Country)
	if errors.Is(err, sql.ErrNoRows) {
		return d, ErrOrderNotFound
	} else if err != nil {
		return d, fmt.Errorf("shop: order: %w", err)
	}
	d.Order = o
	if d.Lines, err = s.orderLines(ctx, q, o.ID); err != nil {
		return d, err
	}
	if d.Events, err = orderEvents(ctx, q, o.ID); err != nil {
		return d, err
	}
	if o.PaymentMethod == PayTransfer && o.Status == StatusPlaced {
		b := invoice.Seller.Bank
		d.Transfer = &Transfer{BankName: b.BankName, IBAN: b.IBAN, SwiftCode: b.SwiftCode, Reference: o.Number, Amount: o.Total}
	}
	d.Next = NextStatuses(o.Status)
	return d, nil
}

// orderLines are an order's lines, with the slug and thumbnail of each
// product that still exists.
func (s *Store) orderLines(ctx context.Context, q db.Execer, orderID int64) ([]OrderLine, error) {
	rows, err := q.QueryContext(ctx, `SELECT l.id, COALESCE(l.product_id, 0), COALESCE(p.slug, ''), l.name, l.color, l.unit_cents, l.qty
		FROM order_lines l LEFT JOIN products p ON p.id = l.product_id WHERE l.order_id = $1 ORDER BY l.id`, orderID)
	if err != nil {
		return nil, fmt.Errorf("shop: order lines: %w", err)
	}
	out := []OrderLine{}
	var ids []int64
	for rows.Next() {
		var l OrderLine
		if err := rows.Scan(&l.ID, &l.ProductID, &l.Slug, &l.Name, &l.Color, &l.Unit, &l.Qty); err != nil {
			rows.Close()
			return nil, fmt.Errorf("shop: order lines: %w", err)
		}
		l.Amount = l.Unit * int64(l.Qty)
		if l.ProductID != 0 {
			ids = append(ids, l.ProductID)
		}
		out = append(out, l)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("shop: order lines: %w", err)
	}
	images, err := s.imagesOf(ctx, q, ids)
	if err != nil {
		return nil, err
	}
	for i, l := range out {
		if imgs := images[l.ProductID]; len(imgs) > 0 {
			out[i].Image = imgs[0].Thumb
		}
	}
	return out, nil
}

// orderEvents are an order's changes of status, oldest first.
func orderEvents(ctx context.Context, q db.Execer, orderID int64) ([]OrderEvent, error) {
	rows, err := q.QueryContext(ctx, `SELECT from_status, to_status, note, by_name, at FROM order_events WHERE order_id = $1 ORDER BY id`, orderID)
	if err != nil {
		return nil, fmt.Errorf("shop: order events: %w", err)
	}
	defer rows.Close()
	out := []OrderEvent{}
	for rows.Next() {
		var e OrderEvent
		var at time.Time
		if err := rows.Scan(&e.From, &e.To, &e.Note, &e.ByName, &at); err != nil {
			return nil, fmt.Errorf("shop: order events: %w", err)
		}
		e.At = at.UTC().Format(time.RFC3339)
		out = append(out, e)
	}
	return out, rows.Err()
}

// orderNumber is the order number n of the year of t (in Paris): CMD-2026-000042.
func orderNumber(t time.Time, n int64) string {
	return fmt.Sprintf(orderNumberPattern, t.In(Paris).Year(), n)
}
