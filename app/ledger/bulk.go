package ledger

import (
	"context"
	"database/sql"
	"fmt"
	"sort"

	"partage/app/audit"
	"partage/app/db"
)

// batchRows is how many entries one INSERT writes during an import.
const batchRows = 100

type holdingKey struct {
	tiers    int64
	category string
}

// memState is the register during an import: the holdings in memory, the
// parties read once, the batch's entries by number.
type memState struct {
	ctx      context.Context
	tx       *sql.Tx
	last     string
	holdings map[holdingKey]int64
	changed  map[holdingKey]bool
	parties  map[int64]party
	missing  map[int64]bool
	batch    map[int64]*Entry // entries of this import, by number
	first    int64            // the import's first number
	// corrected are entries before the import corrected by one of its annulations.
	corrected map[int64]int64
}

type monthKey struct{ month, category string }

func (m *memState) lastDate() string { return m.last }

func (m *memState) holding(tiers int64, category string) (int64, error) {
	return m.holdings[holdingKey{tiers, category}], nil
}

func (m *memState) party(id int64) (party, bool, error) {
	if p, ok := m.parties[id]; ok {
		return p, true, nil
	}
	if m.missing[id] {
		return party{}, false, nil
	}
	p, ok, err := (&dbState{ctx: m.ctx, q: m.tx}).party(id)
	if err != nil {
		return party{}, false, err
	}
	if ok {
		m.parties[id] = p
	} else {
		m.missing[id] = true
	}
	return p, ok, nil
}

func (m *memState) entry(number int64) (Entry, bool, error) {
	if number >= m.first {
		e, ok := m.batch[number]
		if !ok {
			return Entry{}, false, nil
		}
		return *e, true, nil
	}
	e, ok, err := (&dbState{ctx: m.ctx, q: m.tx}).entry(number)
	if err != nil || !ok {
		return e, ok, err
	}
	if by, ok := m.corrected[number]; ok {
		e.CorrectedBy = by
	}
	return e, true, nil
}

func (m *memState) apply(e *Entry) {
	if e.FromTiers != 0 {
		k := holdingKey{e.FromTiers, e.Category}
		m.holdings[k] -= e.Parts
		m.changed[k] = true
	}
	if e.ToTiers != 0 {
		k := holdingKey{e.ToTiers, e.Category}
		m.holdings[k] += e.Parts
		m.changed[k] = true
	}
	if e.Kind == KindCancellation {
		if c, ok := m.batch[e.Corrects]; ok {
			c.CorrectedBy = e.Number
		} else {
			m.corrected[e.Corrects] = e.Number
		}
	}
	m.last = e.Date
}

// BulkAppend records many movements in one transaction, with the same checks
// and chain as Append, in order; one refused movement refuses them all. The
// holdings are kept in memory and written at the end; the audit log gets one
// "imported" entry with the count, the first and last numbers and the last
// entry's hash (where the chain ends after the import).
func (s *Store) BulkAppend(ctx context.Context, a audit.Actor, ins []EntryInput) error {
	if len(ins) == 0 {
		return nil
	}
	set, err := s.cfg.Get(ctx)
	if err != nil {
		return err
	}
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		if s.db.Engine == db.SQLite {
			// The register's indexes outgrow SQLite's default page cache on a
			// large import: keep them in memory for this one, then give it back.
			if _, err := tx.ExecContext(ctx, `PRAGMA cache_size = -262144`); err != nil {
				return fmt.Errorf("ledger: cache: %w", err)
			}
			defer tx.ExecContext(context.WithoutCancel(ctx), `PRAGMA cache_size = -2000`)
		}
		var last int64
		if err := tx.QueryRowContext(ctx, `UPDATE sequences SET value = value + $1 WHERE name = 'share_entry' RETURNING value`, len(ins)).Scan(&last); err != nil {
			return fmt.Errorf("ledger: number: %w", err)
		}
		first := last - int64(len(ins)) + 1
		m := &memState{ctx: ctx, tx: tx, holdings: map[holdingKey]int64{}, changed: map[holdingKey]bool{},
			parties: map[int64]party{}, missing: map[int64]bool{}, corrected: map[int64]int64{}, batch: make(map[int64]*Entry, len(ins)), first: first}
		prev := GenesisHash
		if first > 1 {
			if err := tx.QueryRowContext(ctx, `SELECT entry_date, hash FROM share_entries WHERE number = $1`, first-1).Scan(&m.last, &prev); err != nil {
				return fmt.Errorf("ledger: entry %d: %w", first-1, err)
			}
		}
		if err := m.load(); err != nil {
			return err
		}
		var upto int64
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(upto), 0) FROM share_checkpoints`).Scan(&upto); err != nil {
			return fmt.Errorf("ledger: checkpoint: %w", err)
		}
		w := &batchWriter{ctx: ctx, tx: tx}
		months := map[monthKey]int64{}
		now := s.now()
		today := now.Format(day)
		var h hasher
		entries := make([]Entry, len(ins))
		for i, in := range ins {
			e, err := build(set, m, a, first+int64(i), now, today, in)
			if err != nil {
				return fmt.Errorf("movement %d of %d: %w", i+1, len(ins), err)
			}
			e.PrevHash = prev
			e.Hash = h.sum(prev, &e)
			prev = e.Hash
			entries[i] = e
			m.batch[e.Number] = &entries[i]
			m.apply(&entries[i])
			if n := net(&e); n != 0 {
				months[monthKey{e.Date[:7], e.Category}] += n
			}
			if err := w.add(&entries[i]); err != nil {
				return err
			}
			if e.Number-upto >= max(s.CheckpointEvery, int64(len(m.holdings))) {
				if err := w.flush(); err != nil {
					return err
				}
				if err := m.checkpoint(e.Number); err != nil {
					return err
				}
				upto = e.Number
			}
		}
		if err := w.flush(); err != nil {
			return err
		}
		if err := m.save(months); err != nil {
			return err
		}
		return audit.Write(ctx, tx, a, audit.RecordShareEntry, first, "imported",
			[]audit.Change{{Field: "count", After: len(ins)}, {Field: "first", After: first}, {Field: "last", After: last},
				{Field: "lastHash", After: prev}})
	})
}

// load reads the holdings now.
func (m *memState) load() error {
	rows, err := m.tx.QueryContext(m.ctx, `SELECT tiers_id, category, parts FROM share_holdings`)
	if err != nil {
		return fmt.Errorf("ledger: holdings: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var k holdingKey
		var n int64
		if err := rows.Scan(&k.tiers, &k.category, &n); err != nil {
			return fmt.Errorf("ledger: holdings: %w", err)
		}
		m.holdings[k] = n
	}
	return rows.Err()
}

// sortedHoldings are the non-zero holdings in a stable order.
func (m *memState) sortedHoldings() []holdingKey {
	keys := make([]holdingKey, 0, len(m.holdings))
	for k, n := range m.holdings {
		if n > 0 {
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].tiers != keys[j].tiers {
			return keys[i].tiers < keys[j].tiers
		}
		return keys[i].category < keys[j].category
	})
	return keys
}

// checkpoint writes the holdings in memory as the checkpoint after upto.
func (m *memState) checkpoint(upto int64) error {
	keys := m.sortedHoldings()
	return insertMany(m.ctx, m.tx, `INSERT INTO share_checkpoints (upto, tiers_id, category, parts) VALUES `, 4, len(keys), func(args []any, i int) []any {
		return append(args, upto, keys[i].tiers, keys[i].category, m.holdings[keys[i]])
	})
}

// save writes the changed holdings, the month totals and the new shareholders.
func (m *memState) save(months map[monthKey]int64) error {
	marked := map[int64]bool{}
	for k := range m.changed {
		n := m.holdings[k]
		var err error
		if n == 0 {
			_, err = m.tx.ExecContext(m.ctx, `DELETE FROM share_holdings WHERE tiers_id = $1 AND category = $2`, k.tiers, k.category)
		} else {
			_, err = m.tx.ExecContext(m.ctx, `INSERT INTO share_holdings (tiers_id, category, parts) VALUES ($1, $2, $3)
				ON CONFLICT (tiers_id, category) DO UPDATE SET parts = excluded.parts`, k.tiers, k.category, n)
		}
		if err != nil {
			return fmt.Errorf("ledger: holdings: %w", err)
		}
		if n > 0 && !marked[k.tiers] {
			marked[k.tiers] = true
			if err := markHolder(m.ctx, m.tx, k.tiers); err != nil {
				return err
			}
		}
	}
	for k, n := range months {
		if _, err := m.tx.ExecContext(m.ctx, `INSERT INTO share_month_totals (month, category, net_parts) VALUES ($1, $2, $3)
			ON CONFLICT (month, category) DO UPDATE SET net_parts = share_month_totals.net_parts + excluded.net_parts`, k.month, k.category, n); err != nil {
			return fmt.Errorf("ledger: month totals: %w", err)
		}
	}
	return nil
}

// batchWriter inserts entries batchRows at a time with one prepared statement.
type batchWriter struct {
	ctx     context.Context
	tx      *sql.Tx
	full    *sql.Stmt
	pending []*Entry
	args    []any
}

func (w *batchWriter) add(e *Entry) error {
	w.pending = append(w.pending, e)
	if len(w.pending) < batchRows {
		return nil
	}
	if w.full == nil {
		st, err := w.tx.PrepareContext(w.ctx, `INSERT INTO share_entries (`+insertColumns+`) VALUES (`+insertValues(batchRows)+`)`)
		if err != nil {
			return fmt.Errorf("ledger: prepare: %w", err)
		}
		w.full = st
	}
	w.args = w.args[:0]
	for _, p := range w.pending {
		w.args = appendEntryArgs(w.args, p)
	}
	w.pending = w.pending[:0]
	if _, err := w.full.ExecContext(w.ctx, w.args...); err != nil {
		return fmt.Errorf("ledger: insert entries: %w", err)
	}
	return nil
}

// flush writes the entries still waiting.
func (w *batchWriter) flush() error {
	if len(w.pending) == 0 {
		return nil
	}
	rest := w.pending
	w.pending = nil
	return insertMany(w.ctx, w.tx, `INSERT INTO share_entries (`+insertColumns+`) VALUES `, insertWidth, len(rest), func(args []any, i int) []any {
		return appendEntryArgs(args, rest[i])
	})
}

// insertMany inserts n rows of width values each, batchRows rows per statement.
func insertMany(ctx context.Context, tx *sql.Tx, head string, width, n int, row func(args []any, i int) []any) error {
	args := make([]any, 0, batchRows*width)
	for start := 0; start < n; start += batchRows {
		end := min(n, start+batchRows)
		args = args[:0]
		for i := start; i < end; i++ {
			args = row(args, i)
		}
		if _, err := tx.ExecContext(ctx, head+"("+placeholders(end-start, width)+")", args...); err != nil {
			return fmt.Errorf("ledger: insert: %w", err)
		}
	}
	return nil
}

func placeholders(rows, width int) string {
	b := make([]byte, 0, rows*width*5)
	for r := 0; r < rows; r++ {
		if r > 0 {
			b = append(b, "), ("...)
		}
		for c := 0; c < width; c++ {
			if c > 0 {
				b = append(b, ", "...)
			}
			b = fmt.Appendf(b, "$%d", r*width+c+1)
		}
	}
	return string(b)
}
