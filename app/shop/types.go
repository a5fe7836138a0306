package shop

import "errors"

// Availability of a product, from its stock.
const (
	InStock    = "in_stock"
	LowStock   = "low" // 1 to LowStockAt items left
	OutOfStock = "out"
	LowStockAt = 5
)

// AvailabilityOf says how available stock items are.
func AvailabilityOf(stock int) string {
	switch {
	case stock <= 0:
		return OutOfStock
	case stock <= LowStockAt:
		return LowStock
	}
	return InStock
}

// Sorts of the shop (spec §7): featured is the newest first.
const (
	SortFeatured  = "featured"
	SortPriceAsc  = "price-asc"
	SortPriceDesc = "price-desc"
)

// Limits of the shop.
const (
	DefaultPerPage = 9 // spec §9
	MaxPerPage     = 48
	MaxQty         = 99 // of one product in a cart
	MaxCartLines   = 50
	MaxName        = 120
	MaxDescription = 5000
	MaxFeatures    = 12 // lines of features
	MaxFeature     = 200
	MaxColors      = 8
	MaxImages      = 8
	MaxImageBytes  = 8 << 20
	MaxPriceCents  = 10_000_000 // 100,000 euros
	MaxStock       = 1_000_000
)

// Product is a product as the shop lists it (spec §3), prices in cents.
type Product struct {
	ID              int64    `json:"id"`
	Name            string   `json:"name"`
	Slug            string   `json:"slug"`
	Description     string   `json:"description"`
	Brand           string   `json:"brand"`
	BrandID         int64    `json:"brandId"`
	Category        string   `json:"category"` // the category's slug
	CategoryName    string   `json:"categoryName"`
	Price           int64    `json:"price"` // cents
	Image           string   `json:"image"` // the card size; "" when it has none
	HasFreeShipping bool     `json:"hasFreeShipping"`
	Rating          int      `json:"rating"` // 1 to 5 (0: not rated yet)
	RatingCount     int      `json:"ratingCount"`
	IsInWishlist    bool     `json:"isInWishlist"`
	IsInCart        bool     `json:"isInCart"`
	ColorOptions    []string `json:"colorOptions"` // CSS colours (#RRGGBB)
	Stock           int      `json:"stock"`
	Availability    string   `json:"availability"`
	Published       bool     `json:"published"`
}

// Image is one image of a product in its three sizes (URLs).
type Image struct {
	ID    int64  `json:"id"`
	Thumb string `json:"thumb"` // 160 px
	Card  string `json:"card"`  // 480 px
	Large string `json:"large"` // 1000 px
	Alt   string `json:"alt"`
}

// ProductDetail is a product with everything its page shows.
type ProductDetail struct {
	Product
	Features  []string `json:"features"`
	Images    []Image  `json:"images"`
	CreatedAt string   `json:"createdAt"`
	UpdatedAt string   `json:"updatedAt"`
}

// Category is a category of the catalogue.
type Category struct {
	ID   int64  `json:"id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
}

// Brand is a brand of the catalogue.
type Brand struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// CartItem is a line of a cart (spec §3: id, productId, qty) with what the
// pages show of its product.
type CartItem struct {
	ID              int64  `json:"id"`
	ProductID       int64  `json:"productId"`
	Qty             int    `json:"qty"`
	Color           string `json:"color"`
	Name            string `json:"name"`
	Slug            string `json:"slug"`
	Brand           string `json:"brand"`
	Image           string `json:"image"` // thumb size
	Price           int64  `json:"price"` // cents, the unit price now
	Stock           int    `json:"stock"`
	Availability    string `json:"availability"`
	HasFreeShipping bool   `json:"hasFreeShipping"`
	Published       bool   `json:"published"`
}

// Cart is a person's cart with its price details. A cart listing adds
// shippingDate, offers and discountPercentage (spec §3): the earliest
// delivery date of the standard method, how many coupons are open to the
// cart, and the coupon's percentage.
type Cart struct {
	Items              []CartItem     `json:"items"`
	Count              int            `json:"count"` // the sum of the quantities
	Subtotal           int64          `json:"subtotal"`
	Discount           int64          `json:"discount"`
	Total              int64          `json:"total"` // subtotal - discount, before delivery
	Coupon             *AppliedCoupon `json:"coupon"`
	ShippingDate       string         `json:"shippingDate"`
	Offers             int            `json:"offers"`
	DiscountPercentage int            `json:"discountPercentage"`
}

// AppliedCoupon is the coupon on a cart.
type AppliedCoupon struct {
	Code        string `json:"code"`
	Description string `json:"description"`
	PercentOff  int    `json:"percentOff"`
	AmountOff   int64  `json:"amountOff"`
}

// Coupon is a coupon as an admin configures it.
type Coupon struct {
	ID          int64  `json:"id"`
	Code        string `json:"code"` // upper case, A-Z 0-9 - _
	Description string `json:"description"`
	PercentOff  int    `json:"percentOff"`
	AmountOff   int64  `json:"amountOff"`   // cents
	MinSubtotal int64  `json:"minSubtotal"` // cents
	StartsOn    string `json:"startsOn"`    // YYYY-MM-DD or ""
	EndsOn      string `json:"endsOn"`      // YYYY-MM-DD or ""
	MaxUses     int    `json:"maxUses"`     // 0: no limit
	Uses        int    `json:"uses"`
	Active      bool   `json:"active"`
	CreatedAt   string `json:"createdAt"`
}

// Address is a saved delivery address.
type Address struct {
	ID         int64  `json:"id"`
	Label      string `json:"label"` // home | office | other
	FullName   string `json:"fullName"`
	Phone      string `json:"phone"`
	Line1      string `json:"line1"`
	Line2      string `json:"line2"`
	PostalCode string `json:"postalCode"`
	City       string `json:"city"`
	Country    string `json:"country"` // ISO 3166-1 alpha-2, FR by default
	IsDefault  bool   `json:"isDefault"`
}

// Delivery is a way an order is delivered: its price and how many working
// days it takes (the delivery date skips weekends).
type Delivery struct {
	Key   string `json:"key"`   // standard | express | pickup
	Price int64  `json:"price"` // cents; standard is free for free-shipping carts and from FreeShippingFrom
	Days  int    `json:"days"`
	Date  string `json:"date"` // YYYY-MM-DD, computed for today
}

// Deliveries are the delivery methods, in the order the checkout offers them.
var Deliveries = []Delivery{
	{Key: "standard", Price: 490, Days: 5},
	{Key: "express", Price: 1290, Days: 2},
	{Key: "pickup", Price: 0, Days: 1}, // at the cooperative's shop
}

// FreeShippingFrom is the subtotal (after discount) from which standard delivery is free.
const FreeShippingFrom = 5000

// Payment methods that are real here.
const (
	PayTransfer = "transfer" // bank transfer: the order shows the IBAN and its reference; staff mark it paid
	PayAccount  = "account"  // from the member's account, when the balance allows: paid at once
)

// Order statuses: placed → paid → shipped → delivered, or cancelled (from
// placed or paid; the stock comes back and the invoice is cancelled).
const (
	StatusPlaced    = "placed"
	StatusPaid      = "paid"
	StatusShipped   = "shipped"
	StatusDelivered = "delivered"
	StatusCancelled = "cancelled"
)

// Statuses lists the order statuses in their order.
var Statuses = []string{StatusPlaced, StatusPaid, StatusShipped, StatusDelivered, StatusCancelled}

// Order is an order as its lists show it.
type Order struct {
	ID             int64  `json:"id"`
	Number         string `json:"number"` // CMD-2026-000042
	UserID         int64  `json:"userId"`
	TiersID        int64  `json:"tiersId"`
	BuyerName      string `json:"buyerName"`
	BuyerEmail     string `json:"buyerEmail"`
	Status         string `json:"status"`
	PaymentMethod  string `json:"paymentMethod"`
	Subtotal       int64  `json:"subtotal"`
	Discount       int64  `json:"discount"`
	CouponCode     string `json:"couponCode"`
	Shipping       int64  `json:"shipping"`
	Total          int64  `json:"total"`
	DeliveryMethod string `json:"deliveryMethod"`
	DeliveryDate   string `json:"deliveryDate"`
	ItemCount      int    `json:"itemCount"`
	InvoiceID      int64  `json:"invoiceId"`
	PlacedAt       string `json:"placedAt"` // RFC 3339, UTC
	UpdatedAt      string `json:"updatedAt"`
}

// OrderLine is a line of an order, as sold.
type OrderLine struct {
	ID        int64  `json:"id"`
	ProductID int64  `json:"productId"` // 0 once the product is deleted
	Slug      string `json:"slug"`      // "" once the product is deleted
	Image     string `json:"image"`
	Name      string `json:"name"`
	Color     string `json:"color"`
	Unit      int64  `json:"unit"`
	Qty       int    `json:"qty"`
	Amount    int64  `json:"amount"`
}

// OrderEvent is one change of an order's status.
type OrderEvent struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Note   string `json:"note"`
	ByName string `json:"byName"`
	At     string `json:"at"`
}

// OrderDetail is an order with its lines, address, history and what the
// buyer needs to pay it (bank transfer: the IBAN and the reference).
type OrderDetail struct {
	Order
	Lines    []OrderLine  `json:"lines"`
	Address  Address      `json:"address"`
	Events   []OrderEvent `json:"events"`
	Transfer *Transfer    `json:"transfer"` // for PayTransfer while not paid
	Next     []string     `json:"next"`     // the statuses staff may move it to now
}

// Transfer is what a buyer paying by bank transfer writes on it.
type Transfer struct {
	BankName  string `json:"bankName"`
	IBAN      string `json:"iban"`
	SwiftCode string `json:"swiftCode"`
	Reference string `json:"reference"` // the order's number
	Amount    int64  `json:"amount"`
}

// Errors a caller tells apart (each also an app error with a message key).
var (
	ErrNotFound = errors.New("shop: not found")
)
