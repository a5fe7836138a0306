// Package membership is the cooperative's membership lifecycle — candidat →
// examen → admis → actif → sortant → sorti, or rejete — and the applications
// sent from /rejoindre. Each transition is allowed from its states only, is
// made in one transaction with its audit entry, and admission takes the next
// member number of an unbroken sequence.
package membership

import (
	"context"
	"database/sql"
	"time"

	"partage/app/audit"

	"partage/app/cache"
	"partage/app/db"
)

// Store reads and writes memberships and applications.
type Store struct {
	db  *db.DB
	now func() time.Time
	// counts keeps the stat cards, and searches a search's ids in the list's
	// order, under the register's version (db.Version "tiers", moved by every
	// write to a tiers, and every membership write also writes its tiers):
	// the totals and a search's pages then cost no query of their own.
	counts   *cache.Versioned[map[string]int]
	searches *cache.Versioned[[]int64]
	hooks    Hooks
}

// Hooks are what other parts of the cooperative do inside the lifecycle's
// transactions, so that the two happen together or not at all: the register
// of parts opens an admitted member's subscription, and redeems the parts of
// a member whose exit is completed, crediting their account.
type Hooks struct {
	// Admitted runs in the admission's transaction, with the parts the candidate wished.
	Admitted func(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID int64, partsWished int, decisionRef string) error
	// Completed runs in the transaction that completes an exit (sortant → sorti), dated date.
	Completed func(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID int64, date, decisionRef string) error
}

// SetHooks sets the hooks (the wiring does, once, before serving).
func (s *Store) SetHooks(h Hooks) { s.hooks = h }

// New returns the memberships over d.
func New(d *db.DB) *Store {
	return &Store{db: d, now: time.Now, counts: cache.New[map[string]int](4), searches: cache.New[[]int64](searchesKept)}
}
