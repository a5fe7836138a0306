package db_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
)

// InsertRows writes every row once, in order, whatever the batches: whole
// ones, a last short one, and rows so wide that fewer go in a statement.
func TestInsertRowsWritesEveryRowInOrder(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.ExecContext(ctx, `CREATE TABLE insert_rows_test (k INTEGER NOT NULL, w TEXT NOT NULL, pad TEXT NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		n := 2*db.InsertBatch + 7
		err := db.InsertRows(ctx, d, `INSERT INTO insert_rows_test (k, w, pad) VALUES `, n, 3, func(i int) []any {
			return []any{i, fmt.Sprintf("row %d", i), "é"}
		})
		if err != nil {
			t.Fatal(err)
		}
		var count, ordered int
		err = d.QueryRowContext(ctx, `SELECT count(*), count(*) FILTER (WHERE w = 'row ' || k AND pad = 'é') FROM insert_rows_test`).Scan(&count, &ordered)
		if err != nil || count != n || ordered != n {
			t.Fatalf("%d rows, %d as written, want %d (%v)", count, ordered, n, err)
		}
		// 400 values a row: 80 rows a statement, under the engines' limits.
		cols := make([]string, 400)
		for c := range cols {
			cols[c] = fmt.Sprintf("c%d INTEGER", c)
		}
		if _, err := d.ExecContext(ctx, `CREATE TABLE insert_wide_test (`+strings.Join(cols, ", ")+`)`); err != nil {
			t.Fatal(err)
		}
		for c := range cols {
			cols[c] = fmt.Sprintf("c%d", c)
		}
		err = db.InsertRows(ctx, d, `INSERT INTO insert_wide_test (`+strings.Join(cols, ", ")+`) VALUES `, 300, 400, func(i int) []any {
			row := make([]any, 400)
			for c := range row {
				row[c] = i
			}
			return row
		})
		if err != nil {
			t.Fatal(err)
		}
		var sum int
		if err := d.QueryRowContext(ctx, `SELECT sum(c399) FROM insert_wide_test`).Scan(&sum); err != nil || sum != 299*300/2 {
			t.Fatalf("sum of the last column %d, want %d (%v)", sum, 299*300/2, err)
		}
	})
}

// A statement that fails stops the load with its error, and the goroutine
// that prepares the rows does not outlive it.
func TestInsertRowsStopsAtTheFirstError(t *testing.T) {
	d := dbtest.SQLite(t)
	ctx := context.Background()
	if _, err := d.ExecContext(ctx, `CREATE TABLE insert_unique_test (k INTEGER NOT NULL UNIQUE)`); err != nil {
		t.Fatal(err)
	}
	before := runtime.NumGoroutine()
	var built atomic.Int64
	err := db.InsertRows(ctx, d, `INSERT INTO insert_unique_test (k) VALUES `, 100*db.InsertBatch, 1, func(i int) []any {
		built.Add(1)
		return []any{i % (db.InsertBatch + 1)} // the second statement repeats a key
	})
	if err == nil || !strings.Contains(err.Error(), "UNIQUE") {
		t.Fatalf("error %v, want the UNIQUE constraint's", err)
	}
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if runtime.NumGoroutine() > before {
		t.Errorf("%d goroutines after the load, %d before", runtime.NumGoroutine(), before)
	}
	if b := built.Load(); b > 4*db.InsertBatch {
		t.Errorf("%d rows prepared, the first statement failing", b)
	}
	var n int
	if err := d.QueryRowContext(ctx, `SELECT count(*) FROM insert_unique_test`).Scan(&n); err != nil || n != db.InsertBatch {
		t.Errorf("%d rows kept, want the first statement's %d (%v)", n, db.InsertBatch, err)
	}
	if errors.Is(err, context.Canceled) {
		t.Error("the load's error is a cancellation")
	}
}
