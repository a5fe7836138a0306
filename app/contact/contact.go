// Package contact is the cooperative's contact inbox: messages sent from the
// public /contact form, assigned to staff, answered by mail, and closed.
package contact

import (
	"time"

	"partage/app/db"
)

// Store reads and writes contact messages and their replies.
type Store struct {
	db  *db.DB
	now func() time.Time
}

// New returns the contact inbox over d.
func New(d *db.DB) *Store { return &Store{db: d, now: time.Now} }
