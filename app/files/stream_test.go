package files_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"io"
	"runtime"
	"strconv"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
)

var timeZero time.Time

func itoa(n int) string { return strconv.Itoa(n) }

// heap is the live heap after a collection.
func heap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// generator yields size bytes made up as they are read, hashing them, and
// calls check once when half of them have been read.
type generator struct {
	size, off int64
	h         hash.Hash
	check     func()
	checked   bool
}

func (g *generator) Read(p []byte) (int, error) {
	if g.off >= g.size {
		return 0, io.EOF
	}
	n := int(min(int64(len(p)), g.size-g.off))
	for i := range n {
		x := uint64(g.off+int64(i)) * 0x9E3779B97F4A7C15
		p[i] = byte(x >> 56)
	}
	g.h.Write(p[:n])
	g.off += int64(n)
	if !g.checked && g.off >= g.size/2 {
		g.checked = true
		g.check()
	}
	return n, nil
}

// halfway hashes what is written to it and calls check once half of size has passed.
type halfway struct {
	size, n int64
	h       hash.Hash
	check   func()
}

func (w *halfway) Write(p []byte) (int, error) {
	w.h.Write(p)
	if w.n < w.size/2 && w.n+int64(len(p)) >= w.size/2 {
		w.check()
	}
	w.n += int64(len(p))
	return len(p), nil
}

// A 20 MiB upload and download go through in pieces: halfway through, the
// heap holds far less than what has passed, and on PostgreSQL chunk rows are
// already written. An implementation that loads the whole file fails both.
func TestLargeFileIsStreamed(t *testing.T) {
	if testing.Short() {
		t.Skip("moves 20 MiB")
	}
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		const size = 20 << 20
		const slack = 6 << 20 // a few chunks and the drivers' buffers; the file is 20 MiB
		ctx := context.Background()
		dir := t.TempDir()
		s := files.New(d, dir)
		base := heap()
		g := &generator{size: size, h: sha256.New()}
		g.check = func() {
			if grown := int64(heap()) - int64(base); grown > slack {
				t.Errorf("heap grew by %d MiB with %d MiB read: the upload is held in memory", grown>>20, g.off>>20)
			}
			if d.Engine == db.Postgres {
				var chunks int
				if err := d.QueryRowContext(ctx, `SELECT count(*) FROM file_chunks`).Scan(&chunks); err != nil {
					t.Error(err)
				}
				if chunks < 10 {
					t.Errorf("%d chunk rows written with %d MiB read: chunks are not written as they are read", chunks, g.off>>20)
				}
			}
		}
		info, err := s.Put(ctx, g, size)
		if err != nil {
			t.Fatal(err)
		}
		if want := hex.EncodeToString(g.h.Sum(nil)); info.SHA256 != want || info.Size != size {
			t.Fatalf("stored %s (%d bytes), want %s", info.SHA256, info.Size, want)
		}

		f, err := s.Open(ctx, info.SHA256)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		base = heap()
		w := &halfway{size: size, h: sha256.New()}
		w.check = func() {
			if grown := int64(heap()) - int64(base); grown > slack {
				t.Errorf("heap grew by %d MiB halfway through reading: the file is loaded whole", grown>>20)
			}
		}
		if _, err := io.Copy(w, f); err != nil {
			t.Fatal(err)
		}
		if got := hex.EncodeToString(w.h.Sum(nil)); got != info.SHA256 || w.n != size {
			t.Fatalf("read back %s (%d bytes)", got, w.n)
		}
	})
}
