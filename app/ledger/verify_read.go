package ledger

import (
	"context"
	"database/sql"
	"encoding/binary"
	"fmt"
	"strconv"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/stdlib"
)

// verifyChunk is how many entries one PostgreSQL query of Verify reads.
var verifyChunk int64 = 32768

// readInChunks reads the entries in chunks of numbers, readers at a time
// on as many connections (the database's work runs side by side), and
// hands them over in order.
func (s *Store) readInChunks(ctx context.Context, send func(*batch) bool, read chunkReader, readers int) error {
	var last int64
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(number), 0) FROM share_entries`).Scan(&last); err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	chunks := int((last + verifyChunk - 1) / verifyChunk)
	parts := make([]chan *batch, chunks)
	for i := range parts {
		parts[i] = make(chan *batch, int(verifyChunk)/verifyBatch+1)
	}
	// A chunk is read once the chunk readers+1 before it is handed over:
	// the readers never run far ahead of the chain.
	window := readers + 1
	gates := make([]chan struct{}, chunks)
	for i := range gates {
		gates[i] = make(chan struct{})
		if i < window {
			close(gates[i])
		}
	}
	errs := make(chan error, readers)
	for r := 0; r < readers; r++ {
		go func() {
			errs <- s.readChunks(ctx, read, parts, gates, r, readers)
		}()
	}
	for j, part := range parts {
		for b := range part {
			if !send(b) {
				cancel()
				break
			}
		}
		if j+window < chunks {
			close(gates[j+window])
		}
	}
	var err error
	for r := 0; r < readers; r++ {
		if e := <-errs; e != nil && err == nil && ctx.Err() == nil {
			err = e
		}
	}
	return err
}

// chunkReader reads the entries numbered from..to into part, in batches.
type chunkReader func(ctx context.Context, conn *sql.Conn, part chan<- *batch, from, to int64) error

// readChunks reads the chunks first, first+step… into parts, each once
// its gate is open, closing each when read (all of them, even after a
// failure).
func (s *Store) readChunks(ctx context.Context, read chunkReader, parts []chan *batch, gates []chan struct{}, first, step int) error {
	j := first
	defer func() {
		for ; j < len(parts); j += step {
			close(parts[j])
		}
	}()
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	for ; j < len(parts); j += step {
		select {
		case <-gates[j]:
		case <-ctx.Done():
			return nil
		}
		from := int64(j)*verifyChunk + 1
		if err := read(ctx, conn, parts[j], from, from+verifyChunk-1); err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return err
		}
		close(parts[j])
	}
	return nil
}

// readChunkPostgres reads with the driver's own rows: each batch's text is
// copied into one string and its fields are parts of it.
func readChunkPostgres(ctx context.Context, conn *sql.Conn, part chan<- *batch, from, to int64) error {
	return conn.Raw(func(dc any) error {
		c, ok := dc.(*stdlib.Conn)
		if !ok {
			return fmt.Errorf("unexpected driver connection %T", dc)
		}
		return readChunk(ctx, c, part, from, to)
	})
}

// readChunk reads the entries numbered from..to into part.
func readChunk(ctx context.Context, c *stdlib.Conn, part chan<- *batch, from, to int64) error {
	rows, err := c.Conn().Query(ctx, `SELECT `+entryColumns+` FROM share_entries e WHERE e.number >= $1 AND e.number <= $2 ORDER BY e.number`, from, to)
	if err != nil {
		return err
	}
	defer rows.Close()
	r := rawReader{fields: rows.FieldDescriptions()}
	b := newBatch()
	for rows.Next() {
		if err := r.add(b, rows.RawValues()); err != nil {
			return err
		}
		if len(b.rows) == verifyBatch {
			r.finish(b)
			part <- b
			b = newBatch()
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if len(b.rows) > 0 {
		r.finish(b)
		part <- b
	}
	return nil
}

// rawReader turns raw rows of entryColumns into stored entries: numbers
// at once, texts as spans of the batch's text until finish.
type rawReader struct {
	fields []pgconn.FieldDescription
	text   []byte
	spans  [][10][2]int32
}

// textColumns are the positions of entryColumns' texts, in stored order.
var textColumns = [10]int{1, 2, 3, 9, 10, 11, 14, 15, 16, 17}

func (r *rawReader) add(b *batch, vals [][]byte) error {
	if len(vals) != 18 {
		return fmt.Errorf("%d columns", len(vals))
	}
	var nums [8]int64
	for i, col := range [8]int{0, 4, 5, 6, 7, 8, 12, 13} {
		n, err := rawInt(vals[col], r.fields[col].Format)
		if err != nil {
			return fmt.Errorf("column %s: %w", r.fields[col].Name, err)
		}
		nums[i] = n
	}
	var sp [10][2]int32
	for i, col := range textColumns {
		sp[i][0] = int32(len(r.text))
		r.text = append(r.text, vals[col]...)
		sp[i][1] = int32(len(r.text))
	}
	r.spans = append(r.spans, sp)
	b.rows = append(b.rows, stored{e: Entry{Number: nums[0], Parts: nums[1], UnitCents: nums[2], TotalCents: nums[3],
		FromTiers: nums[4], ToTiers: nums[5], Corrects: nums[6], CreatedBy: nums[7]}})
	return nil
}

// finish gives the batch's entries their texts.
func (r *rawReader) finish(b *batch) {
	text := string(r.text)
	for i := range b.rows {
		sp := &r.spans[i]
		t := func(k int) string { return text[sp[k][0]:sp[k][1]] }
		e := &b.rows[i].e
		e.Date, e.Kind, e.Category, e.FromName, e.ToName, e.Decision, e.CreatedByName = t(0), t(1), t(2), t(3), t(4), t(5), t(6)
		b.rows[i].at, e.PrevHash, e.Hash = t(7), t(8), t(9)
	}
	r.text, r.spans = r.text[:0], r.spans[:0]
}

// rawInt reads an integer column (NULL: 0) in the text or binary format.
func rawInt(v []byte, format int16) (int64, error) {
	switch {
	case v == nil:
		return 0, nil
	case format == pgtype.TextFormatCode:
		return strconv.ParseInt(string(v), 10, 64)
	case len(v) == 8:
		return int64(binary.BigEndian.Uint64(v)), nil
	case len(v) == 4:
		return int64(int32(binary.BigEndian.Uint32(v))), nil
	case len(v) == 2:
		return int64(int16(binary.BigEndian.Uint16(v))), nil
	}
	return 0, fmt.Errorf("an integer of %d bytes", len(v))
}
