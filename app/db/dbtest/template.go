package dbtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"partage/app/db"
)

// Template is a database built once per test process and engine — migrated,
// then filled by a build function that may also write files into its data
// folder — and copied for every test that asks for one. Copying a database
// and its folder takes milliseconds on SQLite and a fraction of a second on
// PostgreSQL, where migrating and loading the demo data again took seconds
// per test. Close drops what it built (from TestMain).
type Template struct {
	build func(ctx context.Context, d *db.DB, dataDir string) error

	mu    sync.Mutex
	built map[string]*built // per engine
}

type built struct {
	once    sync.Once
	err     error
	dir     string // the process's folder: the SQLite file and the data folder
	file    string // SQLite: the template's file
	name    string // PostgreSQL: the template database
	dataDir string
}

// NewTemplate returns a template that build fills on first use.
func NewTemplate(build func(ctx context.Context, d *db.DB, dataDir string) error) *Template {
	return &Template{build: build, built: map[string]*built{}}
}

// Each runs fn once per available engine (subtests "sqlite" and "postgres",
// as Each), with a fresh copy of the template and of its data folder.
func (tp *Template) Each(t *testing.T, fn func(t *testing.T, d *db.DB, dataDir string)) {
	t.Helper()
	t.Run(db.SQLite, func(t *testing.T) { d, dir := tp.copy(t, db.SQLite); fn(t, d, dir) })
	if os.Getenv("TEST_DATABASE_URL") != "" {
		t.Run(db.Postgres, func(t *testing.T) { d, dir := tp.copy(t, db.Postgres); fn(t, d, dir) })
	}
}

// Close removes the template databases and folders.
func (tp *Template) Close() {
	tp.mu.Lock()
	defer tp.mu.Unlock()
	for _, b := range tp.built {
		if b.name != "" {
			if root, err := db.Open(context.Background(), os.Getenv("TEST_DATABASE_URL")); err == nil {
				root.ExecContext(context.Background(), `DROP DATABASE IF EXISTS `+b.name+` WITH (FORCE)`)
				root.Close()
			}
		}
		if b.dir != "" {
			os.RemoveAll(b.dir)
		}
	}
	tp.built = map[string]*built{}
}

func (tp *Template) of(engine string) *built {
	tp.mu.Lock()
	defer tp.mu.Unlock()
	b := tp.built[engine]
	if b == nil {
		b = &built{}
		tp.built[engine] = b
	}
	return b
}

// copy returns a fresh copy of the template on engine, and of its data folder.
func (tp *Template) copy(t *testing.T, engine string) (*db.DB, string) {
	t.Helper()
	b := tp.of(engine)
	b.once.Do(func() { b.err = tp.make(b, engine) })
	if b.err != nil {
		t.Fatalf("dbtest: template on %s: %v", engine, b.err)
	}
	dataDir := t.TempDir()
	if err := copyTree(b.dataDir, dataDir); err != nil {
		t.Fatalf("dbtest: copy the template's data folder: %v", err)
	}
	ctx := context.Background()
	if engine == db.SQLite {
		path := filepath.Join(t.TempDir(), "test.db")
		if err := copyFile(b.file, path); err != nil {
			t.Fatalf("dbtest: copy the template: %v", err)
		}
		d, err := db.Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { d.Close() })
		return d, dataDir
	}
	admin := os.Getenv("TEST_DATABASE_URL")
	root, err := db.Open(ctx, admin)
	if err != nil {
		t.Fatalf("dbtest: connect to TEST_DATABASE_URL: %v", err)
	}
	name := "partage_t_" + randomHex()
	if _, err := root.ExecContext(ctx, `CREATE DATABASE `+name+` TEMPLATE `+b.name); err != nil {
		root.Close()
		t.Fatalf("dbtest: copy the template: %v", err)
	}
	d, err := db.Open(ctx, withDatabase(admin, name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		d.Close()
		root.ExecContext(context.Background(), `DROP DATABASE IF EXISTS `+name+` WITH (FORCE)`)
		root.Close()
	})
	return d, dataDir
}

// make builds the template of engine.
func (tp *Template) make(b *built, engine string) error {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "partage-template-")
	if err != nil {
		return err
	}
	b.dir, b.dataDir = dir, filepath.Join(dir, "data")
	if err := os.Mkdir(b.dataDir, 0o755); err != nil {
		return err
	}
	var d *db.DB
	if engine == db.SQLite {
		if d, err = db.Open(ctx, filepath.Join(dir, "build.db")); err != nil {
			return err
		}
	} else {
		admin := os.Getenv("TEST_DATABASE_URL")
		root, err := db.Open(ctx, admin)
		if err != nil {
			return err
		}
		defer root.Close()
		b.name = "partage_tpl_" + randomHex()
		if _, err := root.ExecContext(ctx, `CREATE DATABASE `+b.name); err != nil {
			b.name = ""
			return err
		}
		if d, err = db.Open(ctx, withDatabase(admin, b.name)); err != nil {
			return err
		}
	}
	defer d.Close()
	if _, err := d.Migrate(ctx); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	if err := tp.build(ctx, d, b.dataDir); err != nil {
		return fmt.Errorf("build: %w", err)
	}
	if engine == db.SQLite {
		// One self-contained file, whatever the write-ahead log still holds.
		b.file = filepath.Join(dir, "template.db")
		if _, err := d.ExecContext(ctx, `VACUUM INTO '`+b.file+`'`); err != nil {
			return fmt.Errorf("vacuum into: %w", err)
		}
	}
	return nil // d closes: a PostgreSQL template must have no connection left
}

func randomHex() string {
	buf := make([]byte, 6)
	rand.Read(buf)
	return hex.EncodeToString(buf)
}

func withDatabase(admin, name string) string {
	u, err := url.Parse(admin)
	if err != nil {
		return admin
	}
	u.Path = "/" + name
	return u.String()
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	info, err := in.Stat()
	if err != nil {
		return err
	}
	out, err := os.OpenFile(to, os.O_CREATE|os.O_EXCL|os.O_WRONLY, info.Mode().Perm())
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// copyTree copies the files and folders under from into to (which exists).
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil || rel == "." {
			return err
		}
		target := filepath.Join(to, rel)
		if e.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		return copyFile(path, target)
	})
}
