// Package files is the product's one store for uploaded files (mail
// attachments, avatars, and every later upload). Files are content-addressed:
// a file is named by the SHA-256 of its bytes, so the same content is kept
// once however many times it is uploaded.
//
// On SQLite the files live on disk under DATA_DIR/files, in fan-out folders
// named by the first two hex digits of the hash. On PostgreSQL they live in the
// database, split in chunks (table file_chunks), so every instance on that
// database sees every file. Both ways stream: a file is never held whole in
// memory, neither when it is stored nor when it is read.
package files

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"sync"
	"time"

	"partage/app/db"
)

// ChunkSize is the size of the pieces a file is stored in on PostgreSQL.
const ChunkSize = 256 << 10

// HeadSize is how many of a file's first bytes Put returns, enough to sniff its type.
const HeadSize = 512

// ErrTooLarge is returned (wrapped) by Put when the content exceeds the caller's limit; nothing is kept.
var ErrTooLarge = errors.New("files: the file is over the size limit")

// ErrNotFound is returned (wrapped) by Open when no file has that hash.
var ErrNotFound = errors.New("files: no such file")

// abandoned is how old an unfinished upload must be before it is cleared away.
const abandoned = 24 * time.Hour

var sumPattern = regexp.MustCompile(`^[0-9a-f]{64}$`)

// ValidSum reports whether sum is a SHA-256 in lower-case hex, the only names files have.
func ValidSum(sum string) bool { return sumPattern.MatchString(sum) }

// Info describes a stored file.
type Info struct {
	SHA256 string // lower-case hex
	Size   int64
	Head   []byte // the first HeadSize bytes (fewer for a smaller file)
}

// File is a stored file opened for reading; Seek lets http.ServeContent answer Range requests.
type File struct {
	io.ReadSeekCloser
	Size int64
}

// Store keeps files on disk (SQLite) or in the database (PostgreSQL).
type Store struct {
	db      *db.DB // nil: disk only
	dataDir string
	root    string

	mu        sync.Mutex
	lastSweep time.Time
}

// New returns the file store of the product on d, with dataDir as DATA_DIR.
// On SQLite (or when d is nil) files are kept under dataDir/files; on
// PostgreSQL in d. Either way, files kept on disk by earlier versions (under
// dataDir/attachments and dataDir/avatars) are still found.
func New(d *db.DB, dataDir string) *Store {
	return &Store{db: d, dataDir: dataDir, root: filepath.Join(dataDir, "files")}
}

// InDatabase reports whether files are kept in the database rather than on disk.
func (s *Store) InDatabase() bool { return s.db != nil && s.db.Engine == db.Postgres }

// Put stores the content of r, reading at most limit bytes: longer content
// fails with ErrTooLarge and leaves nothing behind. Storing content that is
// already there keeps one copy; concurrent identical uploads both succeed.
func (s *Store) Put(ctx context.Context, r io.Reader, limit int64) (Info, error) {
	s.sweep(ctx)
	if s.InDatabase() {
		return s.putChunks(ctx, r, limit)
	}
	return s.putDisk(r, limit)
}

// Open returns the file named by sum for reading, or ErrNotFound.
func (s *Store) Open(ctx context.Context, sum string) (*File, error) {
	if !ValidSum(sum) {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, sum)
	}
	if s.InDatabase() {
		f, err := s.openChunks(ctx, sum)
		if errors.Is(err, ErrNotFound) {
			return s.adoptLegacy(ctx, sum, err)
		}
		return f, err
	}
	return s.openDisk(sum)
}

// Has reports whether the file named by sum is stored.
func (s *Store) Has(ctx context.Context, sum string) (bool, error) {
	f, err := s.Open(ctx, sum)
	if errors.Is(err, ErrNotFound) {
		return false, nil
	} else if err != nil {
		return false, err
	}
	f.Close()
	return true, nil
}

// sweep clears uploads left unfinished by a process that stopped mid-way, at most once an hour.
func (s *Store) sweep(ctx context.Context) {
	s.mu.Lock()
	due := time.Since(s.lastSweep) > time.Hour
	if due {
		s.lastSweep = time.Now()
	}
	s.mu.Unlock()
	if !due {
		return
	}
	if s.InDatabase() {
		// A failed sweep is retried at the next due upload; it never fails the upload itself.
		s.db.ExecContext(ctx, `DELETE FROM files WHERE NOT complete AND created_at < $1`, time.Now().UTC().Add(-abandoned))
		return
	}
	s.sweepDisk()
}

// headWriter keeps the first HeadSize bytes written to it.
type headWriter struct{ head []byte }

func (h *headWriter) Write(p []byte) (int, error) {
	if room := HeadSize - len(h.head); room > 0 {
		h.head = append(h.head, p[:min(room, len(p))]...)
	}
	return len(p), nil
}
