// Package money is dépôt-retrait: every tiers has an account in cents, and
// money moves only under four eyes. A movement (deposit, withdrawal, share
// purchase, share redemption, interest) is requested by one person — a staff
// member, or a member for a withdrawal from their own page — and approved or
// rejected by a different staff member who may approve; above the configured
// threshold it needs two approvers. requested → approved → executed, or
// rejected, or cancelled by its author while still requested. A withdrawal
// never exceeds the available balance (balance minus the withdrawals waiting),
// checked in the transaction that records it, and a retried request with the
// same Idempotency-Key is the same movement. Booked lines are append-only and
// chained by hash like the register of parts.
package money

import (
	"time"

	"partage/app/cache"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/ledger"
)

// Kinds of movement, as stored.
const (
	KindDeposit    = "deposit"
	KindWithdrawal = "withdrawal"
	KindPurchase   = "share_purchase"
	KindRedemption = "share_redemption"
	KindInterest   = "interest"
)

// Kinds lists every kind.
var Kinds = []string{KindDeposit, KindWithdrawal, KindPurchase, KindRedemption, KindInterest, KindShopPayment, KindShopRefund}

// Statuses of a movement, as stored.
const (
	StatusRequested = "requested"
	StatusApproved  = "approved"
	StatusExecuted  = "executed"
	StatusRejected  = "rejected"
	StatusCancelled = "cancelled"
)

// Statuses lists every status in the lifecycle's order.
var Statuses = []string{StatusRequested, StatusApproved, StatusExecuted, StatusRejected, StatusCancelled}

// Store keeps the accounts and their movements.
type Store struct {
	db     *db.DB
	cfg    *coopconfig.Store
	ledger *ledger.Store
	now    func() time.Time
	counts *cache.Versioned[map[string]int]
}

// New returns the accounts over d: thresholds from cfg, parts from l.
func New(d *db.DB, cfg *coopconfig.Store, l *ledger.Store) *Store {
	return &Store{db: d, cfg: cfg, ledger: l, now: time.Now, counts: cache.New[map[string]int](1)}
}

// SetClock makes the store read the time from now (the seed writes a past).
func (s *Store) SetClock(now func() time.Time) { s.now = now }
