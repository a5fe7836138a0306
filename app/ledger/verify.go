package ledger

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"

	"partage/app/audit"
)

// Verification is what Verify found: how many entries it read, whether the
// register is whole, and the first entry that breaks it and why: "gap" (a
// number is missing before it), "previous hash" (it does not name the hash
// of the entry before it), "hash" (its content is not what its hash says,
// or its hash is not the one the audit log recorded for it), "missing" (the
// audit log recorded it, the register no longer has it: the newest entries
// were deleted), or "holdings" (the holdings kept do not equal the
// register's sums, for TiersID in Category).
type Verification struct {
	Entries  int64  `json:"entries"`
	OK       bool   `json:"ok"`
	BrokenAt int64  `json:"brokenAt"`
	Reason   string `json:"reason"`
	TiersID  int64  `json:"tiersId,omitempty"`
	Category string `json:"category,omitempty"`
}

// Reasons a register is broken.
const (
	BrokenGap      = "gap"
	BrokenPrevious = "previous hash"
	BrokenHash     = "hash"
	BrokenHoldings = "holdings"
	BrokenMissing  = "missing"
)

// verifyBatch is how many entries the reader hands the checkers at a time.
var verifyBatch = 4096

// stored is an entry as read, with its created_at as stored.
type stored struct {
	e  Entry
	at string
}

// batch is entries read in a row, and for each whether its hash is the
// one its stored previous hash and content give (whole is set when done
// is closed).
type batch struct {
	rows  []stored
	whole []bool
	done  chan struct{}
}

// Verify reads the whole register in one query, in numbers' order, checks
// the numbers run 1..N and each entry names the hash of the one before it,
// recomputes each entry's hash from its stored previous hash and content,
// checks the chain reaches the newest entry the audit log recorded, with
// the hash recorded then (a shorter chain, or one rewritten and hashed
// again, is a consistent chain but not the register), and checks the
// holdings kept equal the register's sums. The hash of an entry depends
// only on what it stores, so batches are hashed side by side while the
// chain is followed in order.
func (s *Store) Verify(ctx context.Context) (Verification, error) {
	// The anchor is read before the entries: what the audit log recorded
	// was committed with its entry, so the entries read after include it.
	end, err := s.readAnchor(ctx)
	if err != nil {
		return Verification{}, fmt.Errorf("ledger: verify: %w", err)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	workers := max(1, runtime.GOMAXPROCS(0))
	ordered := make(chan *batch, 2*workers+2)
	work := make(chan *batch, 2*workers+2)
	readErr := make(chan error, 1)
	go func() {
		defer close(ordered)
		defer close(work)
		readErr <- s.readAll(ctx, ordered, work)
	}()
	for i := 0; i < workers; i++ {
		go func() {
			var h hasher
			for b := range work {
				b.whole = hashBatch(&h, b.rows, b.whole)
				close(b.done)
			}
		}()
	}
	out := Verification{OK: true}
	prev := GenesisHash
	totals := sums{}
	for b := range ordered {
		if !out.OK {
			continue
		}
		select {
		case <-b.done:
		case <-ctx.Done():
			continue // the reader stops; a batch read last may never be hashed
		}
		if out = check(out, b, &prev, totals); !out.OK {
			cancel()
		} else if n := len(b.rows); n > 0 && end.number >= b.rows[0].e.Number && end.number <= b.rows[n-1].e.Number {
			end.found = b.rows[end.number-b.rows[0].e.Number].e.Hash
		}
	}
	if err := <-readErr; err != nil && out.OK {
		return Verification{}, fmt.Errorf("ledger: verify: %w", err)
	}
	if err := ctx.Err(); err != nil && out.OK {
		return Verification{}, fmt.Errorf("ledger: verify: %w", err)
	}
	if !out.OK {
		return out, nil
	}
	switch {
	case end.number > out.Entries:
		return broken(out, end.number, BrokenMissing), nil
	case end.hash != "" && end.found != end.hash:
		return broken(out, end.number, BrokenHash), nil
	}
	return s.verifyHoldings(ctx, out, totals)
}

// anchor is the newest entry the audit log recorded: its number and, when
// the audit row carries it, its hash; found is the hash the register has
// for that number.
type anchor struct {
	number      int64
	hash, found string
}

// readAnchor reads the audit log's row about the highest entry number, in
// one query down its (record_type, record_id, id) index: an entry recorded
// alone ("recorded": its number, its hash) or the last of an import
// ("imported": the range's last number, and its hash when recorded). A
// register without audit rows has no anchor (number 0).
func (s *Store) readAnchor(ctx context.Context) (anchor, error) {
	var id int64
	var action, raw string
	err := s.db.QueryRowContext(ctx, `SELECT record_id, action, changes FROM audit_log WHERE record_type = $1
		ORDER BY record_id DESC, id DESC LIMIT 1`, audit.RecordShareEntry).Scan(&id, &action, &raw)
	if errors.Is(err, sql.ErrNoRows) {
		return anchor{}, nil
	}
	if err != nil {
		return anchor{}, fmt.Errorf("audit log: %w", err)
	}
	var changes []struct {
		Field string          `json:"field"`
		After json.RawMessage `json:"after"`
	}
	if err := json.Unmarshal([]byte(raw), &changes); err != nil {
		return anchor{}, fmt.Errorf("audit log of entry %d: %w", id, err)
	}
	after := func(field string, v any) error {
		for _, c := range changes {
			if c.Field == field {
				return json.Unmarshal(c.After, v)
			}
		}
		return nil
	}
	a := anchor{number: id}
	hashField := "hash"
	if action == "imported" {
		hashField = "lastHash"
		if err := after("last", &a.number); err != nil {
			return anchor{}, fmt.Errorf("audit log of entries from %d: %w", id, err)
		}
	}
	if err := after(hashField, &a.hash); err != nil {
		return anchor{}, fmt.Errorf("audit log of entry %d: %w", a.number, err)
	}
	return a, nil
}

// hashBatch says of each entry whether its stored created_at is written
// as the hash writes it and its hash is the one its content gives.
func hashBatch(h *hasher, rows []stored, whole []bool) []bool {
	whole = whole[:0]
	var validAt string
	for i := range rows {
		p := &rows[i]
		if p.at != validAt {
			t, err := parseCreatedAt(p.at)
			if err != nil || t.Format(createdAtFormat) != p.at {
				whole = append(whole, false)
				continue
			}
			validAt = p.at
		}
		whole = append(whole, h.matches(p.e.PrevHash, &p.e, p.at))
	}
	return whole
}

// readAll reads the entries by number and hands them over a batch at a
// time, in order to ordered and to be hashed to work.
func (s *Store) readAll(ctx context.Context, ordered, work chan<- *batch) error {
	send := func(b *batch) bool {
		select {
		case ordered <- b:
		case <-ctx.Done():
			return false
		}
		select {
		case work <- b:
			return true
		case <-ctx.Done():
			return false
		}
	}
	read, readers := chunkReader(readChunkSQLite), 2
	switch s.native(ctx) {
	case connPgx:
		read = readChunkPostgres
	case connShared:
		readers = 1
	}
	return s.readInChunks(ctx, send, read, readers)
}

// readChunkSQLite reads the entries numbered from..to into part.
func readChunkSQLite(ctx context.Context, conn *sql.Conn, part chan<- *batch, from, to int64) error {
	rows, err := conn.QueryContext(ctx, `SELECT `+entryColumns+` FROM share_entries e WHERE e.number >= $1 AND e.number <= $2 ORDER BY e.number`, from, to)
	if err != nil {
		return err
	}
	defer rows.Close()
	var fromT, toT, corrects, by sql.NullInt64
	b := newBatch()
	for rows.Next() {
		b.rows = append(b.rows, stored{})
		p := &b.rows[len(b.rows)-1]
		e := &p.e
		if err := rows.Scan(&e.Number, &e.Date, &e.Kind, &e.Category, &e.Parts, &e.UnitCents, &e.TotalCents,
			&fromT, &toT, &e.FromName, &e.ToName, &e.Decision, &corrects, &by, &e.CreatedByName, &p.at, &e.PrevHash, &e.Hash); err != nil {
			return err
		}
		e.FromTiers, e.ToTiers, e.Corrects, e.CreatedBy = fromT.Int64, toT.Int64, corrects.Int64, by.Int64
		if len(b.rows) == verifyBatch {
			part <- b
			b = newBatch()
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if len(b.rows) > 0 {
		part <- b
	}
	return nil
}

func newBatch() *batch {
	return &batch{rows: make([]stored, 0, verifyBatch), whole: make([]bool, 0, verifyBatch), done: make(chan struct{})}
}

// sums are the register's holdings by category then holder.
type sums map[string]map[int64]int64

func (s sums) add(category string, tiers, n int64) {
	m := s[category]
	if m == nil {
		m = map[int64]int64{}
		s[category] = m
	}
	m[tiers] += n
}

// check follows the chain through a batch after the entry whose hash is
// *prev, and adds the entries' parts to totals.
func check(out Verification, b *batch, prev *string, totals sums) Verification {
	var last string
	var byTiers map[int64]int64
	for i := range b.rows {
		e := &b.rows[i].e
		out.Entries++
		switch {
		case e.Number != out.Entries:
			return broken(out, out.Entries, BrokenGap)
		case e.PrevHash != *prev:
			return broken(out, e.Number, BrokenPrevious)
		case !b.whole[i]:
			return broken(out, e.Number, BrokenHash)
		}
		*prev = e.Hash
		if byTiers == nil || e.Category != last {
			totals.add(e.Category, 0, 0)
			last, byTiers = e.Category, totals[e.Category]
		}
		if e.FromTiers != 0 {
			byTiers[e.FromTiers] -= e.Parts
		}
		if e.ToTiers != 0 {
			byTiers[e.ToTiers] += e.Parts
		}
	}
	return out
}

func broken(v Verification, at int64, reason string) Verification {
	v.OK, v.BrokenAt, v.Reason = false, at, reason
	return v
}

// verifyHoldings compares share_holdings with the register's sums.
func (s *Store) verifyHoldings(ctx context.Context, out Verification, totals sums) (Verification, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT tiers_id, category, parts FROM share_holdings ORDER BY tiers_id, category`)
	if err != nil {
		return Verification{}, fmt.Errorf("ledger: verify holdings: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var k holdingKey
		var n int64
		if err := rows.Scan(&k.tiers, &k.category, &n); err != nil {
			return Verification{}, fmt.Errorf("ledger: verify holdings: %w", err)
		}
		if totals[k.category][k.tiers] != n {
			out = broken(out, 0, BrokenHoldings)
			out.TiersID, out.Category = k.tiers, k.category
			return out, nil
		}
		delete(totals[k.category], k.tiers)
	}
	if err := rows.Err(); err != nil {
		return Verification{}, fmt.Errorf("ledger: verify holdings: %w", err)
	}
	for category, byTiers := range totals {
		for tiers, n := range byTiers {
			if n != 0 {
				out = broken(out, 0, BrokenHoldings)
				out.TiersID, out.Category = tiers, category
				return out, nil
			}
		}
	}
	return out, nil
}
