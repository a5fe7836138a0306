package ledger

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"partage/app/audit"
	"partage/app/coopconfig"
)

// entryColumns are share_entries' columns as scanEntry reads them.
const entryColumns = `e.number, e.entry_date, e.kind, e.category, e.parts, e.unit_cents, e.total_cents,
	e.from_tiers, e.to_tiers, e.from_name, e.to_name, e.decision, e.corrects, e.created_by, e.created_by_name,
	e.created_at, e.prev_hash, e.hash`

type scanner interface{ Scan(dest ...any) error }

// scanEntry reads entryColumns (and the extra destinations after them).
func scanEntry(sc scanner, e *Entry, extra ...any) error {
	var from, to, corrects, by sql.NullInt64
	var at string
	dest := append([]any{&e.Number, &e.Date, &e.Kind, &e.Category, &e.Parts, &e.UnitCents, &e.TotalCents,
		&from, &to, &e.FromName, &e.ToName, &e.Decision, &corrects, &by, &e.CreatedByName, &at, &e.PrevHash, &e.Hash}, extra...)
	if err := sc.Scan(dest...); err != nil {
		return err
	}
	e.FromTiers, e.ToTiers, e.Corrects, e.CreatedBy = from.Int64, to.Int64, corrects.Int64, by.Int64
	e.CreatedAt, _ = parseCreatedAt(at)
	return nil
}

// Append records a movement in a transaction of its own.
func (s *Store) Append(ctx context.Context, a audit.Actor, in EntryInput) (Entry, error) {
	var e Entry
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var err error
		e, err = s.AppendTx(ctx, tx, a, in)
		return err
	})
	return e, err
}

// Correct records the annulation of entry number, dated date, resting on decision.
func (s *Store) Correct(ctx context.Context, a audit.Actor, number int64, date, decision string) (Entry, error) {
	return s.Append(ctx, a, EntryInput{Kind: KindCancellation, Corrects: number, Date: date, Decision: decision})
}

// AppendTx records a movement in tx: the next number, the chain's hash, the
// holdings (refused below zero), the month totals, a checkpoint when due, and
// its audit entry. The number is taken first, so writers of the register
// wait for each other on both engines.
func (s *Store) AppendTx(ctx context.Context, tx *sql.Tx, a audit.Actor, in EntryInput) (Entry, error) {
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return Entry{}, err
	}
	var number int64
	if err := tx.QueryRowContext(ctx, `UPDATE sequences SET value = value + 1 WHERE name = 'share_entry' RETURNING value`).Scan(&number); err != nil {
		return Entry{}, fmt.Errorf("ledger: number: %w", err)
	}
	e, err := s.appendNumbered(ctx, tx, a, number, set, in)
	if err != nil {
		// Give the number back, so that a caller going on without this entry leaves no gap.
		if _, err2 := tx.ExecContext(ctx, `UPDATE sequences SET value = value - 1 WHERE name = 'share_entry' AND value = $1`, number); err2 != nil {
			return Entry{}, errors.Join(err, err2)
		}
		return Entry{}, err
	}
	return e, nil
}

func (s *Store) appendNumbered(ctx context.Context, tx *sql.Tx, a audit.Actor, number int64, set coopconfig.Settings, in EntryInput) (Entry, error) {
	st := &dbState{ctx: ctx, q: tx, prevHash: GenesisHash}
	if number > 1 {
		err := tx.QueryRowContext(ctx, `SELECT entry_date, hash FROM share_entries WHERE number = $1`, number-1).Scan(&st.last, &st.prevHash)
		if err != nil {
			return Entry{}, fmt.Errorf("ledger: entry %d before %d: %w", number-1, number, err)
		}
	}
	e, err := build(set, st, a, number, s.now(), s.now().Format(day), in)
	if err != nil {
		return Entry{}, err
	}
	e.PrevHash = st.prevHash
	var h hasher
	e.Hash = h.sum(e.PrevHash, &e)
	if err := s.applyHoldings(ctx, tx, &e); err != nil {
		return Entry{}, err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO share_entries (`+insertColumns+`) VALUES (`+insertValues(1)+`)`, entryArgs(&e)...); err != nil {
		return Entry{}, fmt.Errorf("ledger: insert entry: %w", err)
	}
	if n := net(&e); n != 0 {
		if _, err := tx.ExecContext(ctx, `INSERT INTO share_month_totals (month, category, net_parts) VALUES ($1, $2, $3)
			ON CONFLICT (month, category) DO UPDATE SET net_parts = share_month_totals.net_parts + excluded.net_parts`, e.Date[:7], e.Category, n); err != nil {
			return Entry{}, fmt.Errorf("ledger: month totals: %w", err)
		}
	}
	if err := s.checkpointIfDue(ctx, tx, number); err != nil {
		return Entry{}, err
	}
	if err := audit.Write(ctx, tx, a, audit.RecordShareEntry, number, "recorded", entryChanges(&e)); err != nil {
		return Entry{}, err
	}
	return e, nil
}

// applyHoldings moves the parts of e in share_holdings: a conditional
// update that never takes more than the seller has (0 rows: refused), and
// an insert-or-add for the receiver, who becomes a shareholder.
func (s *Store) applyHoldings(ctx context.Context, tx *sql.Tx, e *Entry) error {
	if e.FromTiers != 0 {
		res, err := tx.ExecContext(ctx, `UPDATE share_holdings SET parts = parts - $1 WHERE tiers_id = $2 AND category = $3 AND parts >= $1`,
			e.Parts, e.FromTiers, e.Category)
		if err != nil {
			return fmt.Errorf("ledger: holdings: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("ledger: holdings: %w", err)
		} else if n == 0 {
			st := &dbState{ctx: ctx, q: tx}
			have, err := st.holding(e.FromTiers, e.Category)
			if err != nil {
				return err
			}
			return notEnough(e.FromName, have, e.Category)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM share_holdings WHERE tiers_id = $1 AND category = $2 AND parts = 0`, e.FromTiers, e.Category); err != nil {
			return fmt.Errorf("ledger: holdings: %w", err)
		}
	}
	if e.ToTiers != 0 {
		if _, err := tx.ExecContext(ctx, `INSERT INTO share_holdings (tiers_id, category, parts) VALUES ($1, $2, $3)
			ON CONFLICT (tiers_id, category) DO UPDATE SET parts = share_holdings.parts + excluded.parts`, e.ToTiers, e.Category, e.Parts); err != nil {
			return fmt.Errorf("ledger: holdings: %w", err)
		}
		if err := markHolder(ctx, tx, e.ToTiers); err != nil {
			return err
		}
	}
	return nil
}

// markHolder makes a tiers receiving parts a shareholder, in "members" when
// it has a membership and "investors" otherwise unless it has a category.
func markHolder(ctx context.Context, tx execer, id int64) error {
	_, err := tx.ExecContext(ctx, `UPDATE clients SET is_shareholder = TRUE,
		holder_category = CASE WHEN holder_category <> '' THEN holder_category
			WHEN EXISTS (SELECT 1 FROM memberships m WHERE m.tiers_id = clients.id) THEN 'members' ELSE 'investors' END
		WHERE id = $1 AND (is_shareholder = FALSE OR holder_category = '')`, id)
	if err != nil {
		return fmt.Errorf("ledger: shareholder: %w", err)
	}
	return nil
}

// checkpointIfDue copies the holdings after entry number when enough entries
// passed since the last checkpoint: at least CheckpointEvery, and at least as
// many as there are holdings (so copying them costs at most one row per entry).
func (s *Store) checkpointIfDue(ctx context.Context, tx *sql.Tx, number int64) error {
	var upto, rows int64
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(upto), 0) FROM share_checkpoints`).Scan(&upto); err != nil {
		return fmt.Errorf("ledger: checkpoint: %w", err)
	}
	if number-upto < s.CheckpointEvery {
		return nil
	}
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM share_holdings`).Scan(&rows); err != nil {
		return fmt.Errorf("ledger: checkpoint: %w", err)
	}
	if number-upto < max(s.CheckpointEvery, rows) {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO share_checkpoints (upto, tiers_id, category, parts)
		SELECT $1, tiers_id, category, parts FROM share_holdings WHERE parts > 0`, number); err != nil {
		return fmt.Errorf("ledger: checkpoint: %w", err)
	}
	return nil
}

const insertColumns = `number, entry_date, kind, category, parts, unit_cents, total_cents, from_tiers, to_tiers,
	from_name, to_name, decision, corrects, created_by, created_by_name, created_at, prev_hash, hash`

const insertWidth = 18

// insertValues is the VALUES placeholders of rows entries.
func insertValues(rows int) string { return placeholders(rows, insertWidth) }

// entryArgs are e's values for insertColumns.
func entryArgs(e *Entry) []any {
	return appendEntryArgs(make([]any, 0, insertWidth), e)
}

func appendEntryArgs(args []any, e *Entry) []any {
	return append(args, e.Number, e.Date, e.Kind, e.Category, e.Parts, e.UnitCents, e.TotalCents,
		nullID(e.FromTiers), nullID(e.ToTiers), e.FromName, e.ToName, e.Decision, nullID(e.Corrects), nullID(e.CreatedBy),
		e.CreatedByName, e.CreatedAt.UTC().Format(createdAtFormat), e.PrevHash, e.Hash)
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

// entryChanges is a recorded entry as the audit log keeps it.
func entryChanges(e *Entry) []audit.Change {
	out := []audit.Change{}
	add := func(f string, v any) { out = append(out, audit.Change{Field: f, After: v}) }
	add("date", e.Date)
	add("kind", e.Kind)
	add("category", e.Category)
	add("parts", e.Parts)
	add("unitCents", e.UnitCents)
	add("totalCents", e.TotalCents)
	if e.FromTiers != 0 {
		add("from", e.FromName)
	}
	if e.ToTiers != 0 {
		add("to", e.ToName)
	}
	add("decision", e.Decision)
	if e.Corrects != 0 {
		add("corrects", e.Corrects)
	}
	add("hash", e.Hash)
	return out
}
