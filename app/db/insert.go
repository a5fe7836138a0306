package db

import (
	"context"
	"strconv"
	"strings"
)

// InsertBatch is how many rows one statement of InsertRows carries at most:
// large enough to be fast, small enough to stay under both engines' limits
// on a statement's parameters (SQLite 32,766, PostgreSQL 65,535).
const InsertBatch = 500

// maxParams is the most parameters InsertRows puts in one statement.
const maxParams = 32000

// InsertRows adds n rows to a table: insert is the statement up to its
// values ("INSERT INTO t (a, b) VALUES "), row(i) the width values of row i.
// Rows go InsertBatch to a statement, each statement in the order of its
// rows. The values of the next statement are worked out while the database
// runs the last one, so that on SQLite, whose work is done in C on the
// calling goroutine, the Go share of a large load (formatting, folding the
// sort keys) runs on another core. row must therefore not use q.
func InsertRows(ctx context.Context, q Execer, insert string, n, width int, row func(i int) []any) error {
	if n <= 0 {
		return nil
	}
	per := max(1, min(InsertBatch, maxParams/width))
	type batch struct {
		size int
		args []any
	}
	batches := make(chan batch, 1)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		defer close(batches)
		for lo := 0; lo < n; lo += per {
			size := min(per, n-lo)
			args := make([]any, 0, size*width)
			for i := lo; i < lo+size; i++ {
				args = append(args, row(i)...)
			}
			select {
			case batches <- batch{size, args}:
			case <-stop:
				return
			}
		}
	}()
	var full string // the statement of a whole batch, the same every time
	for b := range batches {
		query := full
		if b.size != per || full == "" {
			query = insert + placeholders(b.size, width)
			if b.size == per {
				full = query
			}
		}
		if _, err := q.ExecContext(ctx, query, b.args...); err != nil {
			return err
		}
	}
	return nil
}

// placeholders is "($1,$2),($3,$4)" for rows rows of width values.
func placeholders(rows, width int) string {
	var sb strings.Builder
	sb.Grow(rows * width * 7)
	p := 0
	for r := 0; r < rows; r++ {
		if r > 0 {
			sb.WriteByte(',')
		}
		sb.WriteByte('(')
		for c := 0; c < width; c++ {
			if c > 0 {
				sb.WriteByte(',')
			}
			p++
			sb.WriteByte('$')
			sb.WriteString(strconv.Itoa(p))
		}
		sb.WriteByte(')')
	}
	return sb.String()
}
