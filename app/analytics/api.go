// Package analytics records what the product's users do (sign-ins and page
// visits, nothing sent anywhere), rolls it up per day with the business
// figures (invoices, payments, orders, accounts), and answers the dashboards
// from the rolled-up rows only.
//
// The files: period.go (the periods the dashboards ask for), record.go and
// device.go (recording), rollup.go (the job), read.go and sets.go (the
// figures), activity.go (the raw activity, for the lists).
package analytics

import (
	"context"
	"database/sql"
	"sync"
	"time"

	"partage/app/db"
)

// DefaultRetentionDays is how long raw activity is kept until the
// configuration says otherwise.
const DefaultRetentionDays = 90

// Store reads the rolled-up rows, records activity and runs the rollup.
type Store struct {
	db        *db.DB
	rec       recorder
	retention func(ctx context.Context) int
	now       func() time.Time
	owner     string // this instance's name in the job's lease
	rollMu    sync.Mutex

	setsMu sync.Mutex
	sets   map[string]*daySet

	dailyMu      sync.Mutex
	dailyCopy    *dailyCopy // the daily figures the cards read (read.go)
	dailyLoading bool       // a request is reading them again
}

// New returns the store over d.
func New(d *db.DB) *Store {
	return &Store{db: d, retention: func(context.Context) int { return DefaultRetentionDays }, now: time.Now,
		owner: newOwner(), sets: map[string]*daySet{}}
}

// FollowRetention makes the job keep raw activity for as many days as days
// says (the configuration's, read at each run).
func (s *Store) FollowRetention(days func(ctx context.Context) int) { s.retention = days }

// RetentionDays is how many days raw activity is kept now.
func (s *Store) RetentionDays(ctx context.Context) int { return s.retention(ctx) }

// SetClock replaces the clock (tests).
func (s *Store) SetClock(now func() time.Time) { s.now = now }

// Today is the current day in Zone.
func (s *Store) Today() string { return DayIn(s.now()) }

// Roller recomputes some business metrics in full, when Fingerprint changed.
// Its Roll rewrites its own metrics of analytics_daily and its own day sets
// (never the visits' metrics nor the day set "users"), inside tx.
type Roller struct {
	Name        string
	Fingerprint func(ctx context.Context, q db.Execer) (string, error)
	Roll        func(ctx context.Context, tx *sql.Tx) error
}

var rollers []Roller

// Register adds a roller (from an init function).
func Register(r Roller) { rollers = append(rollers, r) }
