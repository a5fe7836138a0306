// Package ledger is the register of parts (registre des mouvements de
// titres): every movement of parts is an entry numbered from an unbroken
// sequence, dated, typed (souscription, cession, remboursement, annulation),
// with its category, parts, unit price, total, parties and the decision it
// rests on. Entries are only ever appended (the database refuses an update
// or a delete); a mistake is corrected by an annulation entry. Each entry
// carries the SHA-256 of the previous entry's hash and its own canonical
// content, so Verify finds the first entry changed behind the product's back.
// Holdings are derived from the register: now (share_holdings, kept in the
// entry's transaction, never below zero) and as of any date (checkpoints plus
// the entries since).
package ledger

import (
	"sync/atomic"
	"time"

	"partage/app/cache"
	"partage/app/coopconfig"
	"partage/app/db"
)

// Kinds of entry, as stored and printed.
const (
	KindSubscription = "souscription"  // parts issued to a holder (from nobody)
	KindTransfer     = "cession"       // parts moved from one holder to another
	KindRedemption   = "remboursement" // parts bought back from a holder (to nobody)
	KindCancellation = "annulation"    // the exact reverse of the entry it corrects
)

// Kinds lists every kind.
var Kinds = []string{KindSubscription, KindTransfer, KindRedemption, KindCancellation}

// Entry is one line of the register.
type Entry struct {
	Number        int64     `json:"number"`
	Date          string    `json:"date"` // YYYY-MM-DD
	Kind          string    `json:"kind"`
	Category      string    `json:"category"`
	Parts         int64     `json:"parts"`
	UnitCents     int64     `json:"unitCents"`
	TotalCents    int64     `json:"totalCents"`
	FromTiers     int64     `json:"fromTiers"` // 0: parts issued
	FromName      string    `json:"fromName"`
	ToTiers       int64     `json:"toTiers"` // 0: parts redeemed or cancelled
	ToName        string    `json:"toName"`
	Decision      string    `json:"decision"`
	Corrects      int64     `json:"corrects"` // the entry an annulation reverses, else 0
	CreatedBy     int64     `json:"createdBy"`
	CreatedByName string    `json:"createdByName"`
	CreatedAt     time.Time `json:"createdAt"`
	PrevHash      string    `json:"prevHash"`
	Hash          string    `json:"hash"`
	// CorrectedBy is the annulation that reverses this entry (0: none); read
	// with the entry, never part of its hash.
	CorrectedBy int64 `json:"correctedBy"`
}

// EntryInput is a movement to record. For an annulation only Corrects,
// Date and Decision are read: the rest is the reverse of the corrected entry.
// UnitCents 0 means the category's nominal value.
type EntryInput struct {
	Date      string `json:"date"`
	Kind      string `json:"kind"`
	Category  string `json:"category"`
	Parts     int64  `json:"parts"`
	UnitCents int64  `json:"unitCents"`
	FromTiers int64  `json:"fromTiers"`
	ToTiers   int64  `json:"toTiers"`
	Decision  string `json:"decision"`
	Corrects  int64  `json:"corrects"`
}

// Holding is what one holder holds in one category at a date.
type Holding struct {
	TiersID      int64   `json:"tiersId"`
	Name         string  `json:"name"`
	Category     string  `json:"category"`
	Parts        int64   `json:"parts"`
	CapitalCents int64   `json:"capitalCents"`
	Percentage   float64 `json:"percentage"` // of the category's parts
	Voting       bool    `json:"voting"`
	// Votes is 1 on a holder's first voting category (one holder, one vote).
	Votes        int     `json:"votes"`
	VotingWeight float64 `json:"votingWeight"` // % of the votes
}

// Subscription statuses.
const (
	SubscriptionPending   = "pending"
	SubscriptionPaid      = "paid"
	SubscriptionCancelled = "cancelled"
)

// Subscription is parts waiting for their payment.
type Subscription struct {
	ID          int64     `json:"id"`
	TiersID     int64     `json:"tiersId"`
	TiersName   string    `json:"tiersName"`
	Category    string    `json:"category"`
	Parts       int64     `json:"parts"`
	UnitCents   int64     `json:"unitCents"`
	TotalCents  int64     `json:"totalCents"`
	Status      string    `json:"status"`
	Decision    string    `json:"decision"`
	EntryNumber int64     `json:"entryNumber"`
	MovementID  int64     `json:"movementId"`
	CreatedAt   time.Time `json:"createdAt"`
}

// MonthTotal is a category's parts at the end of a month.
type MonthTotal struct {
	Month        string `json:"month"` // YYYY-MM
	Category     string `json:"category"`
	Parts        int64  `json:"parts"`
	CapitalCents int64  `json:"capitalCents"`
}

// Store reads and appends to the register.
type Store struct {
	db  *db.DB
	cfg *coopconfig.Store
	now func() time.Time
	// CheckpointEvery is how many entries pass between two checkpoints of
	// the holdings (at least; more when there are more holdings than that).
	CheckpointEvery int64
	// tables keeps computed holdings by entry number: holdings after an
	// entry never change once it is written.
	tables *cache.Versioned[*snapshot]
	// checkpoints keeps the checkpoints read last, by their entry number:
	// a checkpoint never changes either.
	checkpoints *cache.Versioned[[]held]
	pages       *cache.Versioned[entryPage]
	conn        atomic.Int32 // the kind of driver connection, once known
}

// New returns the register over d, its categories from cfg.
func New(d *db.DB, cfg *coopconfig.Store) *Store {
	return &Store{db: d, cfg: cfg, now: time.Now, CheckpointEvery: 10000,
		tables: newTables(), checkpoints: cache.New[[]held](4), pages: cache.New[entryPage](64)}
}

func newTables() *cache.Versioned[*snapshot] { return cache.New[*snapshot](8) }

// SetClock makes the store read the time from now (the seed writes a past).
func (s *Store) SetClock(now func() time.Time) { s.now = now }
