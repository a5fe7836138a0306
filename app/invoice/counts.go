package invoice

import (
	"context"
	"database/sql"
	"fmt"
	"sort"

	"partage/app/db"
)

// The totals of the list without a search come from two counter tables the
// store keeps in the same transaction as every write:
//
//	invoice_counts(status, n_all, n_open)  every invoice, and those with a balance, per stored status
//	invoice_open_due(status, due_date, n)  invoices with a balance, per stored status and due date
//
// An invoice is Past Due when it has a balance and its due date is before
// today, so what a status shows today is
//
//	shown(X)   = n_all(X) - n_open(X) + Σ n(X, due_date >= today)
//	Past Due   = Σ n_open - Σ n(any, due_date >= today)
//
// Only the due dates from today on are ever summed: a handful of rows, however
// many invoices there are, and right whatever day it is.

// Count is how many invoices show status (a key of Labels, or "" for all) today.
// Totals are kept under the invoices' version (package cache): every page of
// a filter shares one.
func (s *Store) Count(ctx context.Context, status, today string) (int64, error) {
	version, err := s.db.Version(ctx, db.InvoicesList)
	if err != nil {
		return 0, err
	}
	key := status + "|" + today
	if n, ok := s.totals.Get(key, version); ok {
		return n, nil
	}
	var n int64
	switch status {
	case "":
		err = s.db.QueryRowContext(ctx, `SELECT COALESCE(SUM(n_all), 0) FROM invoice_counts`).Scan(&n)
	case PastDue:
		err = s.db.QueryRowContext(ctx, `SELECT (SELECT COALESCE(SUM(n_open), 0) FROM invoice_counts)
			- (SELECT COALESCE(SUM(n), 0) FROM invoice_open_due WHERE due_date >= $1)`, today).Scan(&n)
	default:
		err = s.db.QueryRowContext(ctx, `SELECT n_all - n_open + (SELECT COALESCE(SUM(n), 0) FROM invoice_open_due WHERE status = $1 AND due_date >= $2)
			FROM invoice_counts WHERE status = $1`, status, today).Scan(&n)
		if err == sql.ErrNoRows {
			err = nil
		}
	}
	if err != nil {
		return 0, fmt.Errorf("invoice store: count %q: %w", status, err)
	}
	s.totals.Put(key, version, n)
	return n, nil
}

// Counts are how many invoices show each status today, and all of them under "".
func (s *Store) Counts(ctx context.Context) (map[string]int64, error) {
	today := s.Today()
	out := map[string]int64{}
	for _, st := range append([]string{""}, Statuses...) {
		n, err := s.Count(ctx, st, today)
		if err != nil {
			return nil, err
		}
		out[st] = n
	}
	return out, nil
}

// bucket is where an invoice is counted.
type bucket struct {
	status string
	open   bool // it has a balance
	due    string
}

func bucketOf(status string, balance int64, due string) *bucket {
	return &bucket{status: status, open: balance > 0, due: due}
}

// move counts an invoice out of from and into to (nil: it was created, or deleted).
// The counter rows are changed in a fixed order, so two writers never wait on each other in a circle.
func move(ctx context.Context, tx *sql.Tx, from, to *bucket) error {
	if from != nil && to != nil && *from == *to {
		return nil
	}
	type key struct{ status, due string } // due "" is the status's invoice_counts row
	type delta struct{ all, open int64 }
	deltas := map[key]*delta{}
	add := func(b *bucket, sign int64) {
		if b == nil {
			return
		}
		k := key{b.status, ""}
		if deltas[k] == nil {
			deltas[k] = &delta{}
		}
		deltas[k].all += sign
		if b.open {
			deltas[k].open += sign
			d := key{b.status, b.due}
			if deltas[d] == nil {
				deltas[d] = &delta{}
			}
			deltas[d].open += sign
		}
	}
	add(from, -1)
	add(to, 1)
	keys := make([]key, 0, len(deltas))
	for k := range deltas {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].status != keys[j].status {
			return keys[i].status < keys[j].status
		}
		return keys[i].due < keys[j].due
	})
	for _, k := range keys {
		d := deltas[k]
		var err error
		switch {
		case k.due == "" && (d.all != 0 || d.open != 0):
			_, err = tx.ExecContext(ctx, `UPDATE invoice_counts SET n_all = n_all + $1, n_open = n_open + $2 WHERE status = $3`, d.all, d.open, k.status)
		case k.due != "" && d.open != 0:
			_, err = tx.ExecContext(ctx, `INSERT INTO invoice_open_due (status, due_date, n) VALUES ($1, $2, $3)
				ON CONFLICT (status, due_date) DO UPDATE SET n = invoice_open_due.n + excluded.n`, k.status, k.due, d.open)
		}
		if err != nil {
			return fmt.Errorf("invoice store: counters: %w", err)
		}
	}
	return nil
}

// Recount rebuilds the counters from the invoices (after a bulk load that bypassed the store).
func (s *Store) Recount(ctx context.Context) error {
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		for _, q := range []string{
			`DELETE FROM invoice_open_due`,
			`UPDATE invoice_counts SET
				n_all = (SELECT count(*) FROM invoices i WHERE i.status = invoice_counts.status),
				n_open = (SELECT count(*) FROM invoices i WHERE i.status = invoice_counts.status AND i.balance_cents > 0)`,
			`INSERT INTO invoice_open_due (status, due_date, n)
				SELECT status, due_date, count(*) FROM invoices WHERE balance_cents > 0 GROUP BY status, due_date`,
			// The totals kept under the version were read from the counters just rebuilt.
			`UPDATE list_versions SET v = v + 1 WHERE name = 'invoices'`,
		} {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return fmt.Errorf("invoice store: recount: %w", err)
			}
		}
		return nil
	})
}
