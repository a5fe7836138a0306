package files

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// tempPrefix names files being written, in the root folder, until they are complete.
const tempPrefix = "upload-"

func (s *Store) diskPath(sum string) string { return filepath.Join(s.root, sum[:2], sum) }

// legacyPaths are where earlier versions kept a file with this hash on disk:
// mail attachments in fan-out folders, avatars flat with their extension.
func (s *Store) legacyPaths(sum string) []string {
	avatars := filepath.Join(s.dataDir, "avatars", sum)
	return []string{
		filepath.Join(s.dataDir, "attachments", sum[:2], sum),
		avatars + ".jpg", avatars + ".png", avatars + ".webp",
	}
}

// putDisk writes r to a temporary file while hashing it, then renames it into
// place: a reader never sees a half-written file.
func (s *Store) putDisk(r io.Reader, limit int64) (Info, error) {
	if err := os.MkdirAll(s.root, 0o750); err != nil {
		return Info{}, fmt.Errorf("files: folder: %w", err)
	}
	tmp, err := os.CreateTemp(s.root, tempPrefix+"*")
	if err != nil {
		return Info{}, fmt.Errorf("files: temporary file: %w", err)
	}
	defer os.Remove(tmp.Name()) // a no-op once renamed
	h, head := sha256.New(), &headWriter{}
	n, err := io.Copy(io.MultiWriter(tmp, h, head), io.LimitReader(source{r}, limit+1))
	if err == nil && n <= limit {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if errors.Is(err, ErrRead) {
		return Info{}, err
	} else if err != nil {
		return Info{}, fmt.Errorf("files: write: %w", err)
	}
	if n > limit {
		return Info{}, fmt.Errorf("%w (%d bytes)", ErrTooLarge, limit)
	}
	info := Info{SHA256: hex.EncodeToString(h.Sum(nil)), Size: n, Head: head.head}
	dst := s.diskPath(info.SHA256)
	if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
		return Info{}, fmt.Errorf("files: folder: %w", err)
	}
	// Renaming over an existing copy is atomic and leaves the same bytes.
	if err := os.Rename(tmp.Name(), dst); err != nil {
		return Info{}, fmt.Errorf("files: store: %w", err)
	}
	return info, nil
}

// openDisk opens a file of the store, or one kept where earlier versions put it.
func (s *Store) openDisk(sum string) (*File, error) {
	for _, path := range append([]string{s.diskPath(sum)}, s.legacyPaths(sum)...) {
		f, err := os.Open(path)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		} else if err != nil {
			return nil, fmt.Errorf("files: open %s: %w", sum, err)
		}
		st, err := f.Stat()
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("files: open %s: %w", sum, err)
		}
		return &File{ReadSeekCloser: f, Size: st.Size()}, nil
	}
	return nil, fmt.Errorf("%w: %s", ErrNotFound, sum)
}

// adoptLegacy copies into the database a file that an earlier version kept on
// this instance's disk, so that every instance sees it from now on; without
// one it returns notFound.
func (s *Store) adoptLegacy(ctx context.Context, sum string, notFound error) (*File, error) {
	for _, path := range s.legacyPaths(sum) {
		f, err := os.Open(path)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		} else if err != nil {
			return nil, fmt.Errorf("files: open %s: %w", sum, err)
		}
		st, err := f.Stat()
		if err == nil {
			var info Info
			info, err = s.putChunks(ctx, f, st.Size())
			if err == nil && info.SHA256 != sum {
				err = fmt.Errorf("%s holds other content (%s)", path, info.SHA256)
			}
		}
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("files: adopt %s: %w", sum, err)
		}
		return s.openChunks(ctx, sum)
	}
	return nil, notFound
}

// sweepDisk removes temporary files left by a process that stopped mid-upload.
func (s *Store) sweepDisk() {
	entries, err := os.ReadDir(s.root)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), tempPrefix) {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > abandoned {
			os.Remove(filepath.Join(s.root, e.Name()))
		}
	}
}

// source marks the errors of the content's reader with ErrRead, to tell them from the store's own.
type source struct{ r io.Reader }

func (s source) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	if err != nil && err != io.EOF {
		err = fmt.Errorf("%w: %w", ErrRead, err)
	}
	return n, err
}
