package db

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"sync"
)

// Atomically runs fn with a handle on which every statement, including those of
// the transactions fn's stores open with Tx, belongs to one transaction of one
// connection: what fn writes is committed when it returns nil and rolled back
// entirely otherwise (a process killed mid-way leaves nothing either). The
// handle's transactions become savepoints of that one. It suits a long series
// of writes through ordinary stores, such as loading the demo data; fn must
// use only the handle it is given, and nothing concurrently.
func (db *DB) Atomically(ctx context.Context, fn func(ctx context.Context, d *DB) error) error {
	conn, err := db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("db: atomically: connect: %w", err)
	}
	defer conn.Close()
	return db.atomicallyOn(ctx, conn, fn)
}

// atomicallyOn is Atomically on a connection the caller holds.
func (db *DB) atomicallyOn(ctx context.Context, conn *sql.Conn, fn func(ctx context.Context, d *DB) error) error {
	var fnErr error
	err := conn.Raw(func(raw any) error {
		dc, ok := raw.(driver.Conn)
		if !ok {
			return errors.New("db: atomically: not a driver connection")
		}
		begin, ok := dc.(driver.ConnBeginTx)
		if !ok {
			return errors.New("db: atomically: the driver cannot begin a transaction")
		}
		tx, err := begin.BeginTx(ctx, driver.TxOptions{})
		if err != nil {
			return fmt.Errorf("db: atomically: begin: %w", err)
		}
		shared := &sharedConn{conn: dc}
		one := sql.OpenDB(shared)
		// database/sql may open several handles on the one connection, and they
		// all speak through the same transaction; but a statement must not run
		// while another's rows are still open (PostgreSQL answers "conn busy"):
		// fn reads its rows to the end before it writes.
		one.SetMaxIdleConns(8)
		fnErr = fn(ctx, &DB{DB: one, Engine: db.Engine})
		one.Close()
		if fnErr != nil {
			tx.Rollback()
			return nil
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("db: atomically: commit: %w", err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	return fnErr
}

// sharedConn is a driver.Connector whose every connection is the same driver
// connection, already inside a transaction.
type sharedConn struct {
	conn driver.Conn
	mu   sync.Mutex // one statement at a time on the connection
	next int        // savepoint counter
}

// Connect returns a handle on the shared connection.
func (s *sharedConn) Connect(context.Context) (driver.Conn, error) { return &sharedHandle{s: s}, nil }

// Driver is required by driver.Connector; the handle is never opened by name.
func (s *sharedConn) Driver() driver.Driver { return sharedDriver{} }

type sharedDriver struct{}

func (sharedDriver) Open(string) (driver.Conn, error) {
	return nil, errors.New("db: atomically: no connection by name")
}

// sharedHandle is one database/sql connection onto the shared connection.
type sharedHandle struct{ s *sharedConn }

var (
	_ driver.ExecerContext      = (*sharedHandle)(nil)
	_ driver.QueryerContext     = (*sharedHandle)(nil)
	_ driver.ConnPrepareContext = (*sharedHandle)(nil)
	_ driver.ConnBeginTx        = (*sharedHandle)(nil)
	_ driver.NamedValueChecker  = (*sharedHandle)(nil)
)

func (h *sharedHandle) Prepare(query string) (driver.Stmt, error) {
	return h.PrepareContext(context.Background(), query)
}

func (h *sharedHandle) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	h.s.mu.Lock()
	defer h.s.mu.Unlock()
	if p, ok := h.s.conn.(driver.ConnPrepareContext); ok {
		return p.PrepareContext(ctx, query)
	}
	return h.s.conn.Prepare(query)
}

// Close leaves the shared connection open: Atomically's caller owns it.
func (h *sharedHandle) Close() error { return nil }

func (h *sharedHandle) Begin() (driver.Tx, error) {
	return h.BeginTx(context.Background(), driver.TxOptions{})
}

// BeginTx opens a savepoint in place of a transaction.
func (h *sharedHandle) BeginTx(ctx context.Context, _ driver.TxOptions) (driver.Tx, error) {
	h.s.mu.Lock()
	h.s.next++
	name := fmt.Sprintf("atomically_%d", h.s.next)
	h.s.mu.Unlock()
	if err := h.exec(ctx, "SAVEPOINT "+name); err != nil {
		return nil, err
	}
	return &savepoint{h: h, name: name}, nil
}

func (h *sharedHandle) exec(ctx context.Context, query string) error {
	_, err := h.ExecContext(ctx, query, nil)
	return err
}

func (h *sharedHandle) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	h.s.mu.Lock()
	defer h.s.mu.Unlock()
	if e, ok := h.s.conn.(driver.ExecerContext); ok {
		return e.ExecContext(ctx, query, args)
	}
	return nil, driver.ErrSkip
}

func (h *sharedHandle) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	h.s.mu.Lock()
	defer h.s.mu.Unlock()
	if q, ok := h.s.conn.(driver.QueryerContext); ok {
		return q.QueryContext(ctx, query, args)
	}
	return nil, driver.ErrSkip
}

func (h *sharedHandle) CheckNamedValue(v *driver.NamedValue) error {
	if c, ok := h.s.conn.(driver.NamedValueChecker); ok {
		return c.CheckNamedValue(v)
	}
	return driver.ErrSkip
}

// savepoint is a nested transaction of the shared connection.
type savepoint struct {
	h    *sharedHandle
	name string
}

func (t *savepoint) Commit() error {
	return t.h.exec(context.Background(), "RELEASE SAVEPOINT "+t.name)
}

func (t *savepoint) Rollback() error {
	if err := t.h.exec(context.Background(), "ROLLBACK TO SAVEPOINT "+t.name); err != nil {
		return err
	}
	return t.h.exec(context.Background(), "RELEASE SAVEPOINT "+t.name)
}
