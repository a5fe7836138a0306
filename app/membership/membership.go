// Package membership is the cooperative's membership lifecycle — candidat →
// examen → admis → actif → sortant → sorti, or rejete — and the applications
// sent from /rejoindre. Each transition is allowed from its states only, is
// made in one transaction with its audit entry, and admission takes the next
// member number of an unbroken sequence.
package membership

import (
	"time"

	"partage/app/db"
)

// Store reads and writes memberships and applications.
type Store struct {
	db  *db.DB
	now func() time.Time
}

// New returns the memberships over d.
func New(d *db.DB) *Store { return &Store{db: d, now: time.Now} }
