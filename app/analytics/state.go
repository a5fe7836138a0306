package analytics

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"time"

	"partage/app/db"
)

// Names of the job's bookkeeping rows in analytics_state.
const (
	stateLease        = "lease"         // value: the instance holding it; until_ms: until when
	stateVisitsDay    = "visits_day"    // the last day the visits were rolled for (always re-rolled)
	stateVisitsMaxID  = "visits_max_id" // the last raw row seen: a row added later for an older day re-rolls that day
	statePurgedBefore = "purged_before" // raw rows before this day were purged: their days are rolled for good
	stateRolledAt     = "rolled_at"     // when the job last finished (RFC 3339)
	stateChangesFloor = "changes_floor" // the set changes up to this seq were trimmed
	fingerprintPrefix = "fp:"           // + a roller's name: its source's fingerprint at its last roll
)

// newOwner names this instance in the lease.
func newOwner() string {
	b := make([]byte, 8)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// getState reads a bookkeeping value ("" when there is none).
func getState(ctx context.Context, q db.Execer, name string) (string, error) {
	var v string
	err := q.QueryRowContext(ctx, `SELECT value FROM analytics_state WHERE name = $1`, name).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	} else if err != nil {
		return "", fmt.Errorf("analytics: read %s: %w", name, err)
	}
	return v, nil
}

// putState writes a bookkeeping value.
func putState(ctx context.Context, q db.Execer, name, value string) error {
	_, err := q.ExecContext(ctx, `INSERT INTO analytics_state (name, value) VALUES ($1, $2)
		ON CONFLICT (name) DO UPDATE SET value = excluded.value`, name, value)
	if err != nil {
		return fmt.Errorf("analytics: write %s: %w", name, err)
	}
	return nil
}

// getInt reads a bookkeeping number (0 when there is none).
func getInt(ctx context.Context, q db.Execer, name string) (int64, error) {
	v, err := getState(ctx, q, name)
	if err != nil || v == "" {
		return 0, err
	}
	return strconv.ParseInt(v, 10, 64)
}

// LeaseTTL is how long a lease holds without being given back: an instance
// that dies mid-rollup leaves it to the others after that.
const LeaseTTL = 10 * time.Minute

// takeLease makes this instance the one rolling up, unless another holds a
// lease that has not expired: one UPDATE, which the database runs one at a
// time, so two instances never both get it.
func (s *Store) takeLease(ctx context.Context, now time.Time) (bool, error) {
	res, err := s.db.ExecContext(ctx, `UPDATE analytics_state SET value = $1, until_ms = $2
		WHERE name = $3 AND (until_ms < $4 OR value = $1)`, s.owner, now.Add(LeaseTTL).UnixMilli(), stateLease, now.UnixMilli())
	if err != nil {
		return false, fmt.Errorf("analytics: take the lease: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("analytics: take the lease: %w", err)
	}
	return n == 1, nil
}

// releaseLease gives the lease back, if this instance still holds it.
func (s *Store) releaseLease(ctx context.Context) error {
	_, err := s.db.ExecContext(ctx, `UPDATE analytics_state SET until_ms = 0 WHERE name = $1 AND value = $2`, stateLease, s.owner)
	if err != nil {
		return fmt.Errorf("analytics: give the lease back: %w", err)
	}
	return nil
}

// RolledAt is when the rollup last finished (zero before the first).
func (s *Store) RolledAt(ctx context.Context) (time.Time, error) {
	v, err := getState(ctx, s.db, stateRolledAt)
	if err != nil || v == "" {
		return time.Time{}, err
	}
	t, err := time.Parse(time.RFC3339Nano, v)
	if err != nil {
		return time.Time{}, fmt.Errorf("analytics: rolled at: %w", err)
	}
	return t, nil
}
