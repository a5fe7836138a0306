package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"partage/app/db"
)

// Two `partage serve` processes started at the same moment on one empty
// database both become ready, and the demo data is loaded exactly once.
func TestTwoInstancesStartTogether(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and starts the binary")
	}
	bin := buildBinary(t)
	t.Run(db.SQLite, func(t *testing.T) {
		for run := range 3 {
			startTogether(t, bin, run, filepath.Join(t.TempDir(), "partage.db"))
		}
	})
	t.Run(db.Postgres, func(t *testing.T) {
		if os.Getenv("TEST_DATABASE_URL") == "" {
			t.Skip("TEST_DATABASE_URL is not set")
		}
		for run := range 3 {
			startTogether(t, bin, run, emptyPostgres(t))
		}
	})
}

var (
	builtOnce sync.Once
	builtPath string
	builtErr  error
)

// buildBinary builds the binary once for all the tests of the run.
func buildBinary(t *testing.T) string {
	t.Helper()
	builtOnce.Do(func() {
		dir, err := os.MkdirTemp("", "partage-start-")
		if err != nil {
			builtErr = err
			return
		}
		builtPath = filepath.Join(dir, "partage")
		out, err := exec.Command("go", "build", "-tags", "sqlite_fts5", "-o", builtPath, ".").CombinedOutput()
		if err != nil {
			builtErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if builtErr != nil {
		t.Fatal(builtErr)
	}
	return builtPath
}

// TestMain removes the binary the tests built, once they all ran.
func TestMain(m *testing.M) {
	code := m.Run()
	if builtPath != "" {
		os.RemoveAll(filepath.Dir(builtPath))
	}
	os.Exit(code)
}

// emptyPostgres creates a database with no tables on TEST_DATABASE_URL's
// server, dropped when the test ends, and returns its URL.
func emptyPostgres(t *testing.T) string {
	t.Helper()
	ctx := context.Background()
	admin := os.Getenv("TEST_DATABASE_URL")
	root, err := db.Open(ctx, admin)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 6)
	rand.Read(buf)
	name := "partage_start_" + hex.EncodeToString(buf)
	if _, err := root.ExecContext(ctx, `CREATE DATABASE `+name); err != nil {
		root.Close()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		root.ExecContext(context.Background(), `DROP DATABASE IF EXISTS `+name+` WITH (FORCE)`)
		root.Close()
	})
	u, err := url.Parse(admin)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}

type instance struct {
	cmd  *exec.Cmd
	addr string
	out  bytes.Buffer
	done chan error
}

func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

func startTogether(t *testing.T, bin string, run int, dsn string) {
	t.Helper()
	key := hex.EncodeToString(make([]byte, 24)) // 48 characters, the same for both
	var insts []*instance
	for range 2 {
		in := &instance{addr: freeAddr(t), done: make(chan error, 1)}
		in.cmd = exec.Command(bin, "serve")
		in.cmd.Env = append(os.Environ(), "DATABASE_URL="+dsn, "ADDR="+in.addr, "DATA_DIR="+t.TempDir(),
			"APP_KEY="+key, "APP_ENV=production", "SMTP_URL=")
		in.cmd.Stdout = &in.out
		in.cmd.Stderr = &in.out
		insts = append(insts, in)
	}
	for _, in := range insts { // as close together as two starts can be
		if err := in.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		go func(in *instance) { in.done <- in.cmd.Wait() }(in)
	}
	defer func() {
		for _, in := range insts {
			in.cmd.Process.Signal(syscall.SIGTERM)
			select {
			case <-in.done:
			case <-time.After(10 * time.Second):
				in.cmd.Process.Kill()
				<-in.done
			}
		}
	}()
	deadline := time.Now().Add(90 * time.Second)
	for i, in := range insts {
		for {
			select {
			case err := <-in.done:
				in.done <- err
				t.Fatalf("run %d: instance %d exited before it was ready: %v\n%s", run, i, err, in.out.String())
			default:
			}
			res, err := http.Get("http://" + in.addr + "/readyz")
			if err == nil {
				res.Body.Close()
				if res.StatusCode == http.StatusOK {
					break
				}
			}
			if time.Now().After(deadline) {
				t.Fatalf("run %d: instance %d not ready in time\n%s", run, i, in.out.String())
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	d, err := db.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var users, admins int
	if err := d.QueryRowContext(context.Background(), `SELECT count(*), count(*) FILTER (WHERE email = 'admin@demo.com') FROM users`).Scan(&users, &admins); err != nil {
		t.Fatal(err)
	}
	if users != 50 || admins != 1 {
		t.Fatalf("run %d: %d users, %d admin@demo.com after two starts, want the demo's 50 and 1", run, users, admins)
	}
}
