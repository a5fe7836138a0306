package main

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"partage/app/db"
)

// `partage backup FILE` copies the SQLite database to FILE and the stored
// files to FILE.files; the two put back as a DATA_DIR serve the same data.
// It never writes over an earlier backup.
func TestBackupCopiesTheStoredFiles(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	dataDir := t.TempDir()
	run := func(args ...string) (string, error) {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "DATABASE_URL=", "DATA_DIR="+dataDir, "APP_KEY="+strings.Repeat("k", 32), "APP_ENV=production", "SMTP_URL=")
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := run("seed"); err != nil {
		t.Fatalf("seed: %v\n%s", err, out)
	}
	stored := tree(t, filepath.Join(dataDir, "files"))
	if len(stored) == 0 {
		t.Fatal("the demo data stored no file")
	}

	file := filepath.Join(t.TempDir(), "partage-backup.db")
	out, err := run("backup", file)
	if err != nil || !strings.Contains(out, file+".files") {
		t.Fatalf("backup: %v\n%s", err, out)
	}
	copied := tree(t, file+".files")
	if len(copied) != len(stored) {
		t.Fatalf("%d files copied, %d stored", len(copied), len(stored))
	}
	for name, b := range stored {
		if !bytes.Equal(copied[name], b) {
			t.Fatalf("%s differs in the copy", name)
		}
	}
	// Every file the copied database names is in the copied files.
	d, err := db.Open(context.Background(), file)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	rows, err := d.QueryContext(context.Background(), `SELECT sha256 FROM attachments`)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for rows.Next() {
		var sum string
		if err := rows.Scan(&sum); err != nil {
			t.Fatal(err)
		}
		if _, ok := copied[filepath.Join(sum[:2], sum)]; !ok {
			t.Errorf("attachment %s is not in the copy", sum)
		}
		n++
	}
	rows.Close()
	if n == 0 {
		t.Fatal("the copied database names no attachment")
	}

	if out, err := run("backup", file); err == nil || !strings.Contains(out, "exists already") {
		t.Fatalf("a second backup to %s: %v\n%s", file, err, out)
	}
}

// tree reads every file under dir, by its path inside dir; uploads still being written are left out.
func tree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(path string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || strings.HasPrefix(e.Name(), "upload-") {
			return err
		}
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(dir, path)
		out[rel] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
