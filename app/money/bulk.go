package money

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
	"time"

	"partage/app"
	"partage/app/audit"
)

// BookInput is a past movement to book at once (the demo cooperative, the bench).
type BookInput struct {
	Kind        string `json:"kind"`
	AmountCents int64  `json:"amountCents"` // its size: the kind gives the direction (a negative amount is read as its size)
	Label       string `json:"label"`
	Date        string `json:"date"` // YYYY-MM-DD, "" for today; not before the account's last line
}

// bulkRows is how many lines one statement of BulkBook writes.
const bulkRows = 200

// BulkBook books lines on tiersID's account as executed movements, in one
// transaction, in the order of their dates (then as given): the demo's
// past and the bench. Each line gets its executed movement and its chained
// account line, written a few hundred to a statement; the audit log gets
// one entry for the whole booking (its lines, money in and out, the first
// and last movement). The balance never goes below what withdrawals hold
// back, and no line is dated before the account's last one (a statement
// reads the balances in date order).
func (s *Store) BulkBook(ctx context.Context, a audit.Actor, tiersID int64, lines []BookInput) error {
	if len(lines) == 0 {
		return nil
	}
	lines = slices.Clone(lines)
	today := s.now().UTC().Format(time.DateOnly)
	for i := range lines {
		l := &lines[i]
		if l.Date == "" {
			l.Date = today
		}
		if l.AmountCents < 0 {
			l.AmountCents = -l.AmountCents
		}
		l.Label = strings.TrimSpace(l.Label)
		if err := checkBook(*l); err != nil {
			return err
		}
	}
	sortByDate(lines)
	now := s.now().UTC()
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := ensureAccount(ctx, tx, tiersID, now); err != nil {
			return err
		}
		var last string
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(max(booked_on), '') FROM account_entries WHERE tiers_id = $1`, tiersID).Scan(&last); err != nil {
			return fmt.Errorf("money: last line of %d: %w", tiersID, err)
		}
		if lines[0].Date < last {
			return app.InvalidField("date", "bookBeforeLastLine", app.Params{"date": last})
		}
		// The numbers first (see bookTx), then the balance they follow.
		first, err := takeIDs(ctx, tx, int64(len(lines)))
		if err != nil {
			return err
		}
		var start, pending int64
		if err := tx.QueryRowContext(ctx, `SELECT balance_cents, pending_withdrawals_cents FROM accounts WHERE tiers_id = $1`, tiersID).Scan(&start, &pending); err != nil {
			return fmt.Errorf("money: account %d: %w", tiersID, err)
		}
		prev, err := hashOf(ctx, tx, first-1)
		if err != nil {
			return fmt.Errorf("money: previous line: %w", err)
		}
		b := bulk{tx: tx, a: a, tiersID: tiersID, balance: start, pending: pending, prev: prev, next: first}
		for i := 0; i < len(lines); i += bulkRows {
			if err := b.book(ctx, lines[i:min(i+bulkRows, len(lines))]); err != nil {
				return err
			}
		}
		res, err := tx.ExecContext(ctx, `UPDATE accounts SET balance_cents = balance_cents + $1, updated_at = $2
			WHERE tiers_id = $3 AND balance_cents + $1 >= pending_withdrawals_cents`, b.balance-start, now, tiersID)
		if err != nil {
			return fmt.Errorf("money: account %d: %w", tiersID, err)
		} else if n, _ := res.RowsAffected(); n == 0 {
			return insufficient(start - pending)
		}
		return audit.Write(ctx, tx, a, audit.RecordMovement, b.firstMovement, "booked", []audit.Change{
			{Field: "tiers", After: tiersID}, {Field: "lines", After: len(lines)}, {Field: "in", After: b.in}, {Field: "out", After: b.out},
			{Field: "from", After: lines[0].Date}, {Field: "to", After: lines[len(lines)-1].Date},
			{Field: "lastMovement", After: b.lastMovement}, {Field: "balance", Before: start, After: b.balance}})
	})
}

// bulk is a BulkBook under way: the running balance and chain.
type bulk struct {
	tx                          *sql.Tx
	a                           audit.Actor
	tiersID                     int64
	balance, pending            int64
	in, out                     int64
	prev                        string
	next                        int64 // the next line's number
	firstMovement, lastMovement int64
}

// book writes one batch of lines: their movements in one statement, then
// their account lines in another.
func (b *bulk) book(ctx context.Context, lines []BookInput) error {
	var q strings.Builder
	q.WriteString(`INSERT INTO money_movements (tiers_id, kind, amount_cents, label, status, approvals_needed, requested_by, requested_name,
		requested_at, decided_at, executed_at, updated_at) VALUES `)
	args := make([]any, 0, 7*len(lines))
	at := make([]time.Time, len(lines))
	for i, in := range lines {
		d, _ := time.Parse(time.DateOnly, in.Date)
		at[i] = d.Add(12 * time.Hour)
		n := len(args)
		if i > 0 {
			q.WriteString(", ")
		}
		fmt.Fprintf(&q, "($%d, $%d, $%d, $%d, 'executed', 0, $%d, $%d, $%d, $%d, $%d, $%d)", n+1, n+2, n+3, n+4, n+5, n+6, n+7, n+7, n+7, n+7)
		args = append(args, b.tiersID, in.Kind, in.AmountCents, in.Label, nullID(b.a.ID), b.a.Name, at[i])
	}
	q.WriteString(" RETURNING id")
	rows, err := b.tx.QueryContext(ctx, q.String(), args...)
	if err != nil {
		return fmt.Errorf("money: book movements: %w", err)
	}
	ids := make([]int64, 0, len(lines))
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return fmt.Errorf("money: book movements: %w", err)
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil || len(ids) != len(lines) {
		return fmt.Errorf("money: book movements: %d of %d (%v)", len(ids), len(lines), err)
	}
	slices.Sort(ids) // the rows' ids are given in the order of the values
	if b.firstMovement == 0 {
		b.firstMovement = ids[0]
	}
	b.lastMovement = ids[len(ids)-1]

	q.Reset()
	q.WriteString(`INSERT INTO account_entries (id, tiers_id, movement_id, kind, amount_cents, balance_cents, label, booked_on, booked_at, prev_hash, hash) VALUES `)
	args = args[:0]
	for i, in := range lines {
		signed := Signed(in.Kind, in.AmountCents)
		if b.balance+signed < b.pending {
			return insufficient(b.balance - b.pending)
		}
		b.balance += signed
		if signed > 0 {
			b.in += signed
		} else {
			b.out -= signed
		}
		l := Line{ID: b.next, TiersID: b.tiersID, MovementID: ids[i], Kind: in.Kind, AmountCents: signed, BalanceCents: b.balance,
			Label: in.Label, Date: in.Date, BookedAt: at[i].Format(time.RFC3339Nano), PrevHash: b.prev}
		l.Hash = chainHash(b.prev, l)
		b.prev, b.next = l.Hash, b.next+1
		n := len(args)
		if i > 0 {
			q.WriteString(", ")
		}
		fmt.Fprintf(&q, "($%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d, $%d)", n+1, n+2, n+3, n+4, n+5, n+6, n+7, n+8, n+9, n+10, n+11)
		args = append(args, l.ID, l.TiersID, l.MovementID, l.Kind, l.AmountCents, l.BalanceCents, l.Label, l.Date, l.BookedAt, l.PrevHash, l.Hash)
	}
	if _, err := b.tx.ExecContext(ctx, q.String(), args...); err != nil {
		return fmt.Errorf("money: book lines: %w", err)
	}
	return nil
}
