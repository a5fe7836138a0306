package ledger

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func parseCreatedAt(s string) (time.Time, error) {
	t, err := time.Parse(createdAtFormat, s)
	return t.UTC(), err
}

// dbState reads the register and holdings from the database (in a transaction).
type dbState struct {
	ctx      context.Context
	q        execer
	last     string
	prevHash string
}

func (d *dbState) lastDate() string { return d.last }

func (d *dbState) holding(tiers int64, category string) (int64, error) {
	var n int64
	err := d.q.QueryRowContext(d.ctx, `SELECT parts FROM share_holdings WHERE tiers_id = $1 AND category = $2`, tiers, category).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	} else if err != nil {
		return 0, fmt.Errorf("ledger: holding: %w", err)
	}
	return n, nil
}

func (d *dbState) party(id int64) (party, bool, error) {
	var p party
	err := d.q.QueryRowContext(d.ctx, `SELECT c.name, EXISTS (SELECT 1 FROM memberships m WHERE m.tiers_id = c.id)
		FROM clients c WHERE c.id = $1`, id).Scan(&p.name, &p.member)
	if errors.Is(err, sql.ErrNoRows) {
		return party{}, false, nil
	} else if err != nil {
		return party{}, false, fmt.Errorf("ledger: tiers %d: %w", id, err)
	}
	return p, true, nil
}

func (d *dbState) entry(number int64) (Entry, bool, error) {
	e, err := findEntry(d.ctx, d.q, number)
	if errors.Is(err, sql.ErrNoRows) {
		return Entry{}, false, nil
	} else if err != nil {
		return Entry{}, false, err
	}
	return e, true, nil
}

// findEntry reads entry number with the annulation correcting it (sql.ErrNoRows when none).
func findEntry(ctx context.Context, q execer, number int64) (Entry, error) {
	var e Entry
	err := scanEntry(q.QueryRowContext(ctx, `SELECT `+entryColumns+`, COALESCE(c.number, 0) FROM share_entries e
		LEFT JOIN share_entries c ON c.corrects = e.number WHERE e.number = $1`, number), &e, &e.CorrectedBy)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		err = fmt.Errorf("ledger: entry %d: %w", number, err)
	}
	return e, err
}
