package files_test

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"partage/app/files"
)

// A copy of the disk store holds every complete file, those of earlier
// versions too, and nothing half-written; put back as DATA_DIR/files it serves
// them all.
func TestCopyToHoldsEveryFile(t *testing.T) {
	ctx := context.Background()
	dataDir := t.TempDir()
	s := files.New(nil, dataDir)
	var stored [][]byte
	for i, b := range [][]byte{[]byte("ordre du jour"), randomBytes(files.ChunkSize+17, 3), {}} {
		info, err := s.Put(ctx, bytes.NewReader(b), 1<<20)
		if err != nil {
			t.Fatalf("put %d: %v", i, err)
		}
		if info.SHA256 != sum(b) {
			t.Fatalf("put %d: hash %s", i, info.SHA256)
		}
		stored = append(stored, b)
	}
	attachment, avatar := []byte("old attachment"), []byte("\x89PNG\r\n\x1a\n old avatar")
	write := func(path string, b []byte) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b, 0o640); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(dataDir, "attachments", sum(attachment)[:2], sum(attachment)), attachment)
	write(filepath.Join(dataDir, "avatars", sum(avatar)+".png"), avatar)
	write(filepath.Join(dataDir, "files", "upload-123"), []byte("half an upl"))     // an upload being written
	write(filepath.Join(dataDir, "files", "ab", "notes.txt"), []byte("not a file")) // not a stored file's name

	backup := filepath.Join(t.TempDir(), "partage.db.files")
	n, err := s.CopyTo(backup)
	if err != nil || n != len(stored)+2 {
		t.Fatalf("copied %d (%v), want %d", n, err, len(stored)+2)
	}
	var names []string
	filepath.WalkDir(backup, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(backup, path)
			names = append(names, rel)
		}
		return err
	})
	if len(names) != n {
		t.Fatalf("the copy holds %v", names)
	}
	for _, name := range names {
		if dir, file := filepath.Split(name); !strings.HasPrefix(file, strings.TrimSuffix(dir, string(filepath.Separator))) || !files.ValidSum(file) {
			t.Errorf("%s is not in the store's layout", name)
		}
	}

	// Put back into a new DATA_DIR, without the folders of earlier versions.
	restored := t.TempDir()
	if err := os.Rename(backup, filepath.Join(restored, "files")); err != nil {
		t.Fatal(err)
	}
	r := files.New(nil, restored)
	for _, b := range append(stored, attachment, avatar) {
		if got := readAll(t, r, sum(b)); !bytes.Equal(got, b) {
			t.Fatalf("%s: %d bytes back, want %d", sum(b), len(got), len(b))
		}
	}

	// A copy never writes over an earlier one.
	if _, err := s.CopyTo(filepath.Join(restored, "files")); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("copy onto an existing folder: %v", err)
	}
}

// A store with no file yet copies to an empty folder.
func TestCopyToOfAnEmptyStore(t *testing.T) {
	backup := filepath.Join(t.TempDir(), "copy")
	if n, err := files.New(nil, t.TempDir()).CopyTo(backup); n != 0 || err != nil {
		t.Fatalf("copied %d (%v)", n, err)
	}
	if entries, err := os.ReadDir(backup); err != nil || len(entries) != 0 {
		t.Fatalf("the copy holds %v (%v)", entries, err)
	}
}
