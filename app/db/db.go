// Package db opens the product's database, SQLite by default or PostgreSQL when
// the URL says so, and applies the migrations of that engine.
//
// Queries are written once for both engines: `$1` placeholders numbered in the
// order they first appear (SQLite binds `$N` by first appearance), RETURNING,
// ON CONFLICT. A list's search is the condition Matches builds (accents and
// case ignored, along the indexes); a list sorted by a name orders by the
// name's sort key column (SortKey), then by id.
package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"runtime"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/mattn/go-sqlite3"      // the driver, registered with a hook below
)

// Engine names.
const (
	SQLite   = "sqlite"
	Postgres = "postgres"
)

// DB is a database handle that knows which engine it speaks to.
type DB struct {
	*sql.DB
	Engine string
}

// IsPostgresURL reports whether dsn selects PostgreSQL.
func IsPostgresURL(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// Open connects to dsn: a postgres:// URL, or a SQLite file path.
func Open(ctx context.Context, dsn string) (*DB, error) { return open(ctx, dsn, false) }

// OpenForLoad is Open for a process that loads a large amount of data and
// nothing else (seed --scale). Its SQLite connections keep up to 256 MB of
// pages in memory instead of 2 MB, and do not wait for the disk at each
// commit (synchronous OFF: a power cut during the load can lose what it
// wrote, a crash of the process cannot). 300,000 synthetic products with
// their indexes went in 19 s instead of 42 s with the defaults.
func OpenForLoad(ctx context.Context, dsn string) (*DB, error) { return open(ctx, dsn, true) }

func open(ctx context.Context, dsn string, load bool) (*DB, error) {
	var (
		sqldb  *sql.DB
		engine string
		err    error
	)
	if IsPostgresURL(dsn) {
		engine = Postgres
		sqldb, err = sql.Open("pgx", dsn)
		if err == nil {
			sqldb.SetMaxOpenConns(4 * runtime.NumCPU())
			sqldb.SetMaxIdleConns(4 * runtime.NumCPU())
		}
	} else {
		engine = SQLite
		sqldb, err = sql.Open(sqliteDriver, sqliteDSN(dsn, load))
		if err == nil {
			// WAL lets readers run beside the one writer; keep enough connections for them.
			// Not many more: 16 connections on 2 cores served a fifth more list reads
			// than 4, but writers then waited in SQLite's busy handler, which sleeps
			// (in make bench, chat send p99 56 → 186 ms, max 191 → 740 ms).
			sqldb.SetMaxOpenConns(max(4, 2*runtime.NumCPU()))
			sqldb.SetMaxIdleConns(max(4, 2*runtime.NumCPU()))
		}
	}
	if err != nil {
		return nil, fmt.Errorf("db: open %s: %w", engine, err)
	}
	if err := ping(ctx, sqldb, engine); err != nil {
		sqldb.Close()
		return nil, fmt.Errorf("db: connect %s: %w", engine, err)
	}
	return &DB{DB: sqldb, Engine: engine}, nil
}

// ping checks the first connection. On SQLite, a connection's first step
// (switching the file to WAL) can answer "database is locked" at once,
// without waiting in the busy handler, while another instance starting on
// the same file holds it: that one is tried again, for up to 10 s.
func ping(ctx context.Context, sqldb *sql.DB, engine string) error {
	deadline := time.Now().Add(10 * time.Second)
	for {
		err := sqldb.PingContext(ctx)
		var lite sqlite3.Error
		if err == nil || engine != SQLite || !errors.As(err, &lite) || (lite.Code != sqlite3.ErrBusy && lite.Code != sqlite3.ErrLocked) || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// sqliteDriver is go-sqlite3 with every connection's temporary tables and
// indexes in memory (PRAGMA temp_store = MEMORY). By default SQLite gives each
// one a temporary file: the sort of a list's page (ORDER BY … LIMIT 10 over
// the rows a filter keeps) then opened, wrote and deleted a file on every
// request, 15 times the query's own cost (0.8 ms against 0.05 ms for the
// dashboard's events of the day). What such a table holds is a page of rows
// or the ids a filter keeps, never a whole table: the lists sort by their
// indexes, and a LIMIT bounds what a sort keeps.
const sqliteDriver = "sqlite3_partage"

func init() {
	sql.Register(sqliteDriver, &sqlite3.SQLiteDriver{ConnectHook: func(c *sqlite3.SQLiteConn) error {
		_, err := c.Exec("PRAGMA temp_store = MEMORY", nil)
		return err
	}})
}

func sqliteDSN(path string, load bool) string {
	path = strings.TrimPrefix(path, "sqlite://")
	path = strings.TrimPrefix(path, "file:")
	q := url.Values{}
	q.Set("_journal_mode", "WAL")
	q.Set("_busy_timeout", "10000")
	q.Set("_foreign_keys", "on")
	q.Set("_synchronous", "NORMAL")
	if load {
		q.Set("_synchronous", "OFF")
		q.Set("_cache_size", "-262144")
	}
	q.Set("_txlock", "immediate")
	// Each connection keeps its prepared statements: preparing the same query
	// again on every request was an eighth of a list request's CPU.
	q.Set("_stmt_cache_size", "256")
	return "file:" + path + "?" + q.Encode()
}

// Tx runs fn inside a transaction, committing when fn returns nil and rolling back otherwise.
func (db *DB) Tx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("db: begin: %w", err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("db: commit: %w", err)
	}
	return nil
}

// Execer is what both *sql.DB and *sql.Tx offer, so stores can run inside or outside a transaction.
type Execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}
