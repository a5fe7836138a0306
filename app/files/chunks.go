package files

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"time"
)

// ErrRead is returned (wrapped) by Put when the content itself could not be read.
var ErrRead = errors.New("files: the content could not be read")

// putChunks streams r into the database: each chunk is written as soon as it
// is read, under a staging key (the hash is known only at the end), and the
// file is published under its hash in one transaction. Only one chunk is
// ever held in memory.
func (s *Store) putChunks(ctx context.Context, r io.Reader, limit int64) (Info, error) {
	key := make([]byte, 16)
	rand.Read(key)
	staging := tempPrefix + hex.EncodeToString(key)
	now := time.Now().UTC()
	if _, err := s.db.ExecContext(ctx, `INSERT INTO files (file_key, size, chunk_size, complete, created_at)
		VALUES ($1, 0, $2, FALSE, $3)`, staging, ChunkSize, now); err != nil {
		return Info{}, fmt.Errorf("files: begin upload: %w", err)
	}
	published := false
	defer func() {
		if !published { // the chunks go with their row (ON DELETE CASCADE)
			s.db.ExecContext(context.WithoutCancel(ctx), `DELETE FROM files WHERE file_key = $1`, staging)
		}
	}()
	h, head := sha256.New(), &headWriter{}
	buf := make([]byte, ChunkSize)
	src := io.LimitReader(r, limit+1)
	var size int64
	for pos := 0; ; pos++ {
		n, err := io.ReadFull(src, buf)
		if n > 0 {
			if size += int64(n); size > limit {
				return Info{}, fmt.Errorf("%w (%d bytes)", ErrTooLarge, limit)
			}
			h.Write(buf[:n])
			head.Write(buf[:n])
			if _, err := s.db.ExecContext(ctx, `INSERT INTO file_chunks (file_key, position, data) VALUES ($1, $2, $3)`,
				staging, pos, buf[:n]); err != nil {
				return Info{}, fmt.Errorf("files: write chunk %d: %w", pos, err)
			}
		}
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			break
		} else if err != nil {
			return Info{}, fmt.Errorf("%w: %w", ErrRead, err)
		}
	}
	info := Info{SHA256: hex.EncodeToString(h.Sum(nil)), Size: size, Head: head.head}
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		// A concurrent upload of the same bytes waits here on the key until the
		// first commits, then finds the file there and drops its own copy.
		res, err := tx.ExecContext(ctx, `INSERT INTO files (file_key, size, chunk_size, complete, created_at)
			VALUES ($1, $2, $3, TRUE, $4) ON CONFLICT (file_key) DO NOTHING`, info.SHA256, size, ChunkSize, now)
		if err != nil {
			return fmt.Errorf("files: publish: %w", err)
		}
		if added, _ := res.RowsAffected(); added == 1 {
			if _, err := tx.ExecContext(ctx, `UPDATE file_chunks SET file_key = $1 WHERE file_key = $2`, info.SHA256, staging); err != nil {
				return fmt.Errorf("files: publish chunks: %w", err)
			}
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM files WHERE file_key = $1`, staging); err != nil {
			return fmt.Errorf("files: drop staging: %w", err)
		}
		return nil
	})
	if err != nil {
		return Info{}, err
	}
	published = true
	return info, nil
}

// openChunks opens a complete file of the database.
func (s *Store) openChunks(ctx context.Context, sum string) (*File, error) {
	c := &chunkReader{ctx: ctx, s: s, key: sum, cur: -1}
	err := s.db.QueryRowContext(ctx, `SELECT size, chunk_size FROM files WHERE file_key = $1 AND complete`, sum).Scan(&c.size, &c.chunkSize)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, sum)
	} else if err != nil {
		return nil, fmt.Errorf("files: open %s: %w", sum, err)
	}
	if c.chunkSize <= 0 {
		return nil, fmt.Errorf("files: open %s: chunk size %d", sum, c.chunkSize)
	}
	return &File{ReadSeekCloser: c, Size: c.size}, nil
}

// chunkReader reads a file of the database, fetching one chunk at a time as the offset reaches it.
type chunkReader struct {
	ctx       context.Context
	s         *Store
	key       string
	size      int64
	chunkSize int64
	off       int64
	cur       int64 // the position of the chunk in buf, -1 for none
	buf       []byte
	closed    bool
}

// Read implements io.Reader.
func (c *chunkReader) Read(p []byte) (int, error) {
	if c.closed {
		return 0, fmt.Errorf("files: read %s: closed", c.key)
	}
	if c.off >= c.size {
		return 0, io.EOF
	}
	pos := c.off / c.chunkSize
	if pos != c.cur {
		c.cur = -1
		err := c.s.db.QueryRowContext(c.ctx, `SELECT data FROM file_chunks WHERE file_key = $1 AND position = $2`, c.key, pos).Scan(&c.buf)
		if err != nil {
			return 0, fmt.Errorf("files: read %s chunk %d: %w", c.key, pos, err)
		}
		c.cur = pos
	}
	start := c.off - pos*c.chunkSize
	if start >= int64(len(c.buf)) {
		return 0, fmt.Errorf("files: read %s: chunk %d is short", c.key, pos)
	}
	n := copy(p, c.buf[start:])
	c.off += int64(n)
	return n, nil
}

// Seek implements io.Seeker.
func (c *chunkReader) Seek(offset int64, whence int) (int64, error) {
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		offset += c.off
	case io.SeekEnd:
		offset += c.size
	default:
		return 0, fmt.Errorf("files: seek %s: whence %d", c.key, whence)
	}
	if offset < 0 {
		return 0, fmt.Errorf("files: seek %s: negative offset", c.key)
	}
	c.off = offset
	return offset, nil
}

// Close implements io.Closer; the reader holds no connection between reads.
func (c *chunkReader) Close() error {
	c.closed = true
	c.buf = nil
	return nil
}
