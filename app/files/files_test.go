package files_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
)

func sum(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

func randomBytes(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, 7))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

func readAll(t *testing.T, s *files.Store, key string) []byte {
	t.Helper()
	f, err := s.Open(context.Background(), key)
	if err != nil {
		t.Fatalf("open %s: %v", key, err)
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		t.Fatalf("read %s: %v", key, err)
	}
	if int64(len(b)) != f.Size {
		t.Fatalf("read %d bytes, size says %d", len(b), f.Size)
	}
	return b
}

// leftovers counts what is stored: complete files and chunk rows on
// PostgreSQL, or every file under the store's folder on disk (temporary ones included).
func leftovers(t *testing.T, d *db.DB, dataDir string) (stored, chunks, staged int) {
	t.Helper()
	ctx := context.Background()
	if d.Engine == db.Postgres {
		if err := d.QueryRowContext(ctx, `SELECT count(*) FILTER (WHERE complete), count(*) FILTER (WHERE NOT complete) FROM files`).Scan(&stored, &staged); err != nil {
			t.Fatal(err)
		}
		if err := d.QueryRowContext(ctx, `SELECT count(*) FROM file_chunks`).Scan(&chunks); err != nil {
			t.Fatal(err)
		}
		return
	}
	filepath.WalkDir(filepath.Join(dataDir, "files"), func(path string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() {
			if strings.HasPrefix(e.Name(), "upload-") {
				staged++
			} else {
				stored++
			}
		}
		return nil
	})
	return
}

func TestRoundTrip(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := files.New(d, t.TempDir())
		content := []byte("Procès-verbal de l'assemblée générale\n")
		info, err := s.Put(ctx, bytes.NewReader(content), 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		if info.SHA256 != sum(content) || info.Size != int64(len(content)) || !bytes.Equal(info.Head, content) {
			t.Fatalf("info = %+v", info)
		}
		if got := readAll(t, s, info.SHA256); !bytes.Equal(got, content) {
			t.Fatalf("read back %q", got)
		}
		if ok, err := s.Has(ctx, info.SHA256); !ok || err != nil {
			t.Fatalf("Has = %v, %v", ok, err)
		}
		for _, key := range []string{sum([]byte("never stored")), "../../etc/passwd", strings.ToUpper(info.SHA256), ""} {
			if _, err := s.Open(ctx, key); !errors.Is(err, files.ErrNotFound) {
				t.Errorf("open %q: %v, want ErrNotFound", key, err)
			}
		}
		empty, err := s.Put(ctx, strings.NewReader(""), 10)
		if err != nil || empty.Size != 0 || len(readAll(t, s, empty.SHA256)) != 0 {
			t.Fatalf("empty file: %+v %v", empty, err)
		}
	})
}

func TestBigFileSeeksAndRanges(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := files.New(d, t.TempDir())
		content := randomBytes(3<<20+12345, 1) // a dozen chunks and a short last one
		info, err := s.Put(ctx, bytes.NewReader(content), 4<<20)
		if err != nil {
			t.Fatal(err)
		}
		if got := readAll(t, s, info.SHA256); !bytes.Equal(got, content) {
			t.Fatal("a 3 MiB file did not read back whole")
		}
		if d.Engine == db.Postgres {
			_, chunks, _ := leftovers(t, d, "")
			if want := (len(content) + files.ChunkSize - 1) / files.ChunkSize; chunks != want {
				t.Fatalf("%d chunk rows, want %d", chunks, want)
			}
		}
		f, err := s.Open(ctx, info.SHA256)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		for _, c := range []struct {
			off    int64
			whence int
			at     int64
			n      int
		}{
			{files.ChunkSize - 10, io.SeekStart, files.ChunkSize - 10, 20},       // across a chunk boundary
			{5*files.ChunkSize + 1, io.SeekStart, 5*files.ChunkSize + 1, 700000}, // over several chunks
			{0, io.SeekStart, 0, 1},
			{-100, io.SeekEnd, int64(len(content)) - 100, 100},
			{-files.ChunkSize, io.SeekCurrent, int64(len(content)) - files.ChunkSize, 50},
		} {
			pos, err := f.Seek(c.off, c.whence)
			if err != nil || pos != c.at {
				t.Fatalf("seek %d/%d: %d, %v; want %d", c.off, c.whence, pos, err, c.at)
			}
			got := make([]byte, c.n)
			if _, err := io.ReadFull(f, got); err != nil {
				t.Fatalf("read %d at %d: %v", c.n, c.at, err)
			}
			if !bytes.Equal(got, content[c.at:c.at+int64(c.n)]) {
				t.Fatalf("bytes at %d differ", c.at)
			}
		}
		if _, err := f.Seek(0, io.SeekEnd); err != nil {
			t.Fatal(err)
		}
		if n, err := f.Read(make([]byte, 10)); n != 0 || err != io.EOF {
			t.Fatalf("read at the end: %d, %v", n, err)
		}
		if _, err := f.Seek(-1, io.SeekStart); err == nil {
			t.Fatal("a negative offset was accepted")
		}

		// What http.ServeContent makes of it: a Range request answered from the middle.
		w := httptest.NewRecorder()
		r := httptest.NewRequest("GET", "/file", nil)
		r.Header.Set("Range", "bytes=1048570-1310730")
		f.Seek(0, io.SeekStart)
		http.ServeContent(w, r, "big.bin", timeZero, f)
		if w.Code != http.StatusPartialContent || !bytes.Equal(w.Body.Bytes(), content[1048570:1310731]) {
			t.Fatalf("range: %d, %d bytes", w.Code, w.Body.Len())
		}
		if cr := w.Header().Get("Content-Range"); cr != "bytes 1048570-1310730/"+itoa(len(content)) {
			t.Fatalf("Content-Range %q", cr)
		}
	})
}

func TestIdenticalContentStoredOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		dir := t.TempDir()
		s := files.New(d, dir)
		content := randomBytes(files.ChunkSize+1000, 2)
		first, err := s.Put(ctx, bytes.NewReader(content), 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		second, err := s.Put(ctx, bytes.NewReader(content), 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		if first.SHA256 != second.SHA256 {
			t.Fatalf("two names for one content: %s, %s", first.SHA256, second.SHA256)
		}
		stored, chunks, staged := leftovers(t, d, dir)
		if stored != 1 || staged != 0 {
			t.Fatalf("%d files stored and %d staged, want 1 and 0", stored, staged)
		}
		if d.Engine == db.Postgres && chunks != 2 {
			t.Fatalf("%d chunk rows, want 2", chunks)
		}
		if got := readAll(t, s, first.SHA256); !bytes.Equal(got, content) {
			t.Fatal("content changed by the second upload")
		}
	})
}

func TestSizeLimit(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		dir := t.TempDir()
		s := files.New(d, dir)
		limit := int64(files.ChunkSize*2 + 10)
		_, err := s.Put(ctx, bytes.NewReader(randomBytes(int(limit)+1, 3)), limit)
		if !errors.Is(err, files.ErrTooLarge) {
			t.Fatalf("one byte over the limit: %v, want ErrTooLarge", err)
		}
		if stored, chunks, staged := leftovers(t, d, dir); stored+chunks+staged != 0 {
			t.Fatalf("a refused file left %d files, %d chunks, %d staged", stored, chunks, staged)
		}
		content := randomBytes(int(limit), 3)
		info, err := s.Put(ctx, bytes.NewReader(content), limit)
		if err != nil || info.Size != limit {
			t.Fatalf("exactly the limit: %+v, %v", info, err)
		}
	})
}

// failingReader breaks after some bytes, as a client that drops mid-upload.
type failingReader struct{ left int }

func (f *failingReader) Read(p []byte) (int, error) {
	if f.left <= 0 {
		return 0, errors.New("connection reset")
	}
	n := min(len(p), f.left)
	f.left -= n
	return n, nil
}

func TestBrokenUploadLeavesNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		dir := t.TempDir()
		s := files.New(d, dir)
		_, err := s.Put(context.Background(), &failingReader{left: files.ChunkSize*3 + 5}, 1<<30)
		if !errors.Is(err, files.ErrRead) {
			t.Fatalf("broken upload: %v, want ErrRead", err)
		}
		if stored, chunks, staged := leftovers(t, d, dir); stored+chunks+staged != 0 {
			t.Fatalf("a broken upload left %d files, %d chunks, %d staged", stored, chunks, staged)
		}
	})
}

func TestConcurrentIdenticalUploads(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		dir := t.TempDir()
		content := randomBytes(files.ChunkSize*4+77, 4)
		const n = 6
		var wg sync.WaitGroup
		sums, errs := make([]string, n), make([]error, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// Separate stores, as separate instances of the product.
				info, err := files.New(d, dir).Put(context.Background(), bytes.NewReader(content), 1<<20*4)
				sums[i], errs[i] = info.SHA256, err
			}()
		}
		wg.Wait()
		for i := range n {
			if errs[i] != nil || sums[i] != sum(content) {
				t.Fatalf("upload %d: %s, %v", i, sums[i], errs[i])
			}
		}
		stored, _, staged := leftovers(t, d, dir)
		if stored != 1 || staged != 0 {
			t.Fatalf("%d files stored and %d staged, want 1 and 0", stored, staged)
		}
		if got := readAll(t, files.New(d, dir), sum(content)); !bytes.Equal(got, content) {
			t.Fatal("content differs after concurrent uploads")
		}
	})
}

// Files kept by earlier versions under DATA_DIR/attachments and DATA_DIR/avatars
// are still found; on PostgreSQL the first read moves them into the database,
// where every instance sees them.
func TestFilesOfEarlierVersions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		dir := t.TempDir()
		attachment, avatar := []byte("old attachment"), []byte("\x89PNG\r\n\x1a\n old avatar")
		a, v := sum(attachment), sum(avatar)
		write := func(path string, b []byte) {
			if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, b, 0o640); err != nil {
				t.Fatal(err)
			}
		}
		write(filepath.Join(dir, "attachments", a[:2], a), attachment)
		write(filepath.Join(dir, "avatars", v+".png"), avatar)
		s := files.New(d, dir)
		if !bytes.Equal(readAll(t, s, a), attachment) || !bytes.Equal(readAll(t, s, v), avatar) {
			t.Fatal("files of an earlier version not found")
		}
		if d.Engine == db.Postgres {
			other := files.New(d, t.TempDir()) // another instance, with a DATA_DIR of its own
			if !bytes.Equal(readAll(t, other, a), attachment) || !bytes.Equal(readAll(t, other, v), avatar) {
				t.Fatal("a file of an earlier version was not moved into the database")
			}
		}
	})
}
