// Package membership is the cooperative's membership lifecycle — candidat →
// examen → admis → actif → sortant → sorti, or rejete — and the applications
// sent from /rejoindre. Each transition is allowed from its states only, is
// made in one transaction with its audit entry, and admission takes the next
// member number of an unbroken sequence.
package membership

import (
	"time"

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
}

// New returns the memberships over d.
func New(d *db.DB) *Store {
	return &Store{db: d, now: time.Now, counts: cache.New[map[string]int](4), searches: cache.New[[]int64](searchesKept)}
}
