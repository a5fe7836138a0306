package money

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"partage/app"
	"partage/app/audit"
	"partage/app/db"
)

// Line is one booked line of an account: the money that came in (positive)
// or went out (negative), and the balance after it.
type Line struct {
	ID           int64  `json:"id"`
	TiersID      int64  `json:"-"`
	MovementID   int64  `json:"movementId"`
	Date         string `json:"date"`
	Kind         string `json:"kind"`
	Label        string `json:"label"`
	AmountCents  int64  `json:"amountCents"`
	BalanceCents int64  `json:"balanceCents"`
	BookedAt     string `json:"-"`
	PrevHash     string `json:"-"`
	Hash         string `json:"-"`
}

// canonical is the content a line's hash covers, one field a line, in an
// order that never changes: any change to a stored line changes its hash.
func (l Line) canonical() string {
	var b strings.Builder
	for _, f := range []string{strconv.FormatInt(l.ID, 10), strconv.FormatInt(l.TiersID, 10), strconv.FormatInt(l.MovementID, 10),
		l.Kind, strconv.FormatInt(l.AmountCents, 10), strconv.FormatInt(l.BalanceCents, 10), l.Label, l.Date, l.BookedAt} {
		b.WriteString(f)
		b.WriteByte('\n')
	}
	return b.String()
}

// chainHash is the SHA-256 of the previous line's hash and l's canonical content.
func chainHash(prev string, l Line) string {
	h := sha256.New()
	h.Write([]byte(prev))
	h.Write([]byte{'\n'})
	h.Write([]byte(l.canonical()))
	return hex.EncodeToString(h.Sum(nil))
}

// takeIDs takes n numbers from the account_entry sequence in tx and
// returns the first; the sequence's row stays locked until tx ends, so the
// lines are chained in the order of their numbers.
func takeIDs(ctx context.Context, tx *sql.Tx, n int64) (int64, error) {
	var last int64
	err := tx.QueryRowContext(ctx, `UPDATE sequences SET value = value + $1 WHERE name = 'account_entry' RETURNING value`, n).Scan(&last)
	if err != nil {
		return 0, fmt.Errorf("money: account entry number: %w", err)
	}
	return last - n + 1, nil
}

// hashOf is the hash of line id, "" for none (the chain's start).
func hashOf(ctx context.Context, q db.Execer, id int64) (string, error) {
	var h string
	err := q.QueryRowContext(ctx, `SELECT hash FROM account_entries WHERE id = $1`, id).Scan(&h)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return h, err
}

// ensureAccount opens tiersID's account at zero unless it exists.
func ensureAccount(ctx context.Context, tx *sql.Tx, tiersID int64, now time.Time) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO accounts (tiers_id, balance_cents, pending_withdrawals_cents, updated_at)
		VALUES ($1, 0, 0, $2) ON CONFLICT (tiers_id) DO NOTHING`, tiersID, now)
	if err != nil {
		return fmt.Errorf("money: open account %d: %w", tiersID, err)
	}
	return nil
}

const insertLine = `INSERT INTO account_entries (id, tiers_id, movement_id, kind, amount_cents, balance_cents, label, booked_on, booked_at, prev_hash, hash)
	VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`

// bookTx books one line on tiersID's account in tx: signed is the amount
// with its direction, release what it frees of the requested withdrawals.
// The balance never goes below zero (the account's CHECK refuses it).
func (s *Store) bookTx(ctx context.Context, tx *sql.Tx, tiersID, movementID int64, kind string, signed, release int64, label string, now time.Time) (Line, error) {
	if err := ensureAccount(ctx, tx, tiersID, now); err != nil {
		return Line{}, err
	}
	l := Line{TiersID: tiersID, MovementID: movementID, Kind: kind, AmountCents: signed, Label: label,
		Date: now.UTC().Format(time.DateOnly), BookedAt: now.UTC().Format(time.RFC3339Nano)}
	// The number first: every booking takes the sequence before an account,
	// so two transactions never wait on each other in the opposite order.
	var err error
	if l.ID, err = takeIDs(ctx, tx, 1); err != nil {
		return l, err
	}
	err = tx.QueryRowContext(ctx, `UPDATE accounts SET balance_cents = balance_cents + $1, pending_withdrawals_cents = pending_withdrawals_cents - $2, updated_at = $3
		WHERE tiers_id = $4 AND balance_cents + $1 >= 0 AND pending_withdrawals_cents >= $2 RETURNING balance_cents`,
		signed, release, now, tiersID).Scan(&l.BalanceCents)
	if errors.Is(err, sql.ErrNoRows) {
		return l, insufficient(0)
	} else if err != nil {
		return l, fmt.Errorf("money: account %d: %w", tiersID, err)
	}
	if l.PrevHash, err = hashOf(ctx, tx, l.ID-1); err != nil {
		return l, fmt.Errorf("money: previous line: %w", err)
	}
	l.Hash = chainHash(l.PrevHash, l)
	if _, err := tx.ExecContext(ctx, insertLine, l.ID, l.TiersID, l.MovementID, l.Kind, l.AmountCents, l.BalanceCents,
		l.Label, l.Date, l.BookedAt, l.PrevHash, l.Hash); err != nil {
		return l, fmt.Errorf("money: book line: %w", err)
	}
	return l, nil
}

// executed is a movement the product executes at once (interest, a
// redemption, the demo's past): no approval needed, booked in the same tx.
type executed struct {
	TiersID        int64
	Kind           string
	AmountCents    int64 // positive
	Label          string
	ShareEntry     int64
	InterestYear   int
	SubscriptionID int64
}

// insertExecutedTx writes an executed movement in tx and returns its id.
func insertExecutedTx(ctx context.Context, tx *sql.Tx, a audit.Actor, e executed, at time.Time) (int64, error) {
	var id int64
	err := tx.QueryRowContext(ctx, `INSERT INTO money_movements (tiers_id, kind, amount_cents, label, status, approvals_needed,
			subscription_id, share_entry, interest_year, requested_by, requested_name, requested_at, decided_at, executed_at, updated_at)
		VALUES ($1, $2, $3, $4, 'executed', 0, $5, $6, $7, $8, $9, $10, $10, $10, $10) RETURNING id`,
		e.TiersID, e.Kind, e.AmountCents, e.Label, nullID(e.SubscriptionID), nullID(e.ShareEntry), nullID(int64(e.InterestYear)),
		nullID(a.ID), a.Name, at).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("money: executed movement: %w", err)
	}
	return id, nil
}

// nullID is id, or NULL for 0.
func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

// executeNowTx records e as executed and books it: one movement, one line,
// its audit entry.
func (s *Store) executeNowTx(ctx context.Context, tx *sql.Tx, a audit.Actor, e executed, now time.Time) (int64, error) {
	id, err := insertExecutedTx(ctx, tx, a, e, now)
	if err != nil {
		return 0, err
	}
	l, err := s.bookTx(ctx, tx, e.TiersID, id, e.Kind, Signed(e.Kind, e.AmountCents), 0, e.Label, now)
	if err != nil {
		return 0, err
	}
	return id, audit.Write(ctx, tx, a, audit.RecordMovement, id, StatusExecuted, executedChanges(e, l))
}

func executedChanges(e executed, l Line) []audit.Change {
	ch := []audit.Change{
		{Field: "tiers", After: e.TiersID}, {Field: "kind", After: e.Kind}, {Field: "amount", After: e.AmountCents},
		{Field: "label", After: e.Label}, {Field: "balance", After: l.BalanceCents}, {Field: "line", After: l.ID},
	}
	if e.InterestYear != 0 {
		ch = append(ch, audit.Change{Field: "year", After: e.InterestYear})
	}
	if e.ShareEntry != 0 {
		ch = append(ch, audit.Change{Field: "shareEntry", After: e.ShareEntry})
	}
	return ch
}

// checkBook checks one line of BulkBook.
func checkBook(in BookInput) error {
	fields := app.Fields{}
	if !oneOf(in.Kind, Kinds) {
		fields.Set("kind", "invalidValue", nil)
	}
	if in.AmountCents <= 0 || in.AmountCents > MaxAmountCents {
		fields.Set("amountCents", "amountRange", app.Params{"amountMax": euros(MaxAmountCents)})
	}
	if len([]rune(in.Label)) > MaxLabel {
		fields.Set("label", "atMostCharacters", app.Params{"max": MaxLabel})
	}
	if _, err := time.Parse(time.DateOnly, in.Date); err != nil {
		fields.Set("date", "dayFormat", nil)
	}
	if len(fields) > 0 {
		return app.Invalid("checkFields", nil, fields)
	}
	return nil
}
