package db

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"syscall"
	"time"
)

// WithMigrationLock runs fn while holding the lock that Migrate takes, so that
// of several instances starting together on one database only one at a time
// migrates or loads its first data. On PostgreSQL the lock is an advisory lock
// held by a dedicated connection; on SQLite it is an flock(2) on a file beside
// the database (instances sharing a SQLite file share a machine). The lock is
// not reentrant: fn must not call Migrate or take the lock again.
func (db *DB) WithMigrationLock(ctx context.Context, fn func(ctx context.Context) error) error {
	return db.withLock(ctx, func(ctx context.Context, _ *sql.Conn) error { return fn(ctx) })
}

// AtomicallyLocked is Atomically under the migration lock, on the lock's own
// connection: the way to load first data once, whole or not at all, however
// many instances start together.
func (db *DB) AtomicallyLocked(ctx context.Context, fn func(ctx context.Context, d *DB) error) error {
	return db.withLock(ctx, func(ctx context.Context, conn *sql.Conn) error {
		return db.atomicallyOn(ctx, conn, fn)
	})
}

// withLock takes one connection of the pool, then the migration lock, and runs
// fn with that connection: a holder needs no second connection, so holders
// waiting for the lock cannot drain the pool from under it.
func (db *DB) withLock(ctx context.Context, fn func(ctx context.Context, conn *sql.Conn) error) error {
	conn, err := db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("db: lock: connect: %w", err)
	}
	defer conn.Close()
	if db.Engine == Postgres {
		if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, migrationLock); err != nil {
			return fmt.Errorf("db: lock: %w", err)
		}
		defer conn.ExecContext(context.Background(), `SELECT pg_advisory_unlock($1)`, migrationLock)
		return fn(ctx, conn)
	}
	var path string
	if err := conn.QueryRowContext(ctx, `SELECT file FROM pragma_database_list WHERE name = 'main'`).Scan(&path); err != nil {
		return fmt.Errorf("db: lock: database file: %w", err)
	}
	if path == "" { // an in-memory database: no other process can open it
		return fn(ctx, conn)
	}
	unlock, err := lockFile(ctx, path+".lock")
	if err != nil {
		return err
	}
	defer unlock()
	return fn(ctx, conn)
}

// lockFile takes an exclusive flock on path, waiting for it until ctx ends.
// The database file itself is never opened for this: closing another
// descriptor of it would drop SQLite's own POSIX locks in this process.
func lockFile(ctx context.Context, path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("db: lock: %w", err)
	}
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if err != syscall.EWOULDBLOCK && err != syscall.EINTR {
			f.Close()
			return nil, fmt.Errorf("db: lock %s: %w", path, err)
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, fmt.Errorf("db: lock %s: %w", path, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
