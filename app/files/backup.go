package files

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// CopyTo copies every file kept on this instance's disk into dir, a folder it
// creates (it must not exist), in the layout of DATA_DIR/files: put back as
// DATA_DIR/files, it serves them all. Files kept where earlier versions put
// them (DATA_DIR/attachments, DATA_DIR/avatars) are copied into that layout
// too; uploads still being written are left out. It returns how many files it
// copied. On PostgreSQL the files are in the database, and its dump holds them.
func (s *Store) CopyTo(dir string) (int, error) {
	if err := os.Mkdir(dir, 0o750); err != nil {
		return 0, fmt.Errorf("files: copy: %w", err)
	}
	sources := map[string]string{} // hash -> the file to copy; the store's own copy wins over an earlier version's
	err := s.eachLegacy(func(sum, path string) { sources[sum] = path })
	if err == nil {
		err = s.eachStored(func(sum, path string) { sources[sum] = path })
	}
	if err != nil {
		return 0, fmt.Errorf("files: copy: %w", err)
	}
	n := 0
	for sum, path := range sources {
		if err := copyFile(path, filepath.Join(dir, sum[:2], sum)); err != nil {
			return n, fmt.Errorf("files: copy %s: %w", sum, err)
		}
		n++
	}
	return n, nil
}

// eachStored calls fn with every complete file under the store's root.
func (s *Store) eachStored(fn func(sum, path string)) error {
	folders, err := readDir(s.root)
	if err != nil {
		return err
	}
	for _, f := range folders {
		if !f.IsDir() || len(f.Name()) != 2 {
			continue // uploads being written sit at the root, named upload-…
		}
		entries, err := readDir(filepath.Join(s.root, f.Name()))
		if err != nil {
			return err
		}
		for _, e := range entries {
			if e.Type().IsRegular() && ValidSum(e.Name()) && strings.HasPrefix(e.Name(), f.Name()) {
				fn(e.Name(), filepath.Join(s.root, f.Name(), e.Name()))
			}
		}
	}
	return nil
}

// eachLegacy calls fn with every file where earlier versions kept them (legacyPaths).
func (s *Store) eachLegacy(fn func(sum, path string)) error {
	attachments := filepath.Join(s.dataDir, "attachments")
	folders, err := readDir(attachments)
	if err != nil {
		return err
	}
	for _, f := range folders {
		if !f.IsDir() || len(f.Name()) != 2 {
			continue
		}
		entries, err := readDir(filepath.Join(attachments, f.Name()))
		if err != nil {
			return err
		}
		for _, e := range entries {
			if e.Type().IsRegular() && ValidSum(e.Name()) && strings.HasPrefix(e.Name(), f.Name()) {
				fn(e.Name(), filepath.Join(attachments, f.Name(), e.Name()))
			}
		}
	}
	avatars := filepath.Join(s.dataDir, "avatars")
	entries, err := readDir(avatars)
	if err != nil {
		return err
	}
	for _, e := range entries {
		sum, ext, _ := strings.Cut(e.Name(), ".")
		if e.Type().IsRegular() && ValidSum(sum) && (ext == "jpg" || ext == "png" || ext == "webp") {
			fn(sum, filepath.Join(avatars, e.Name()))
		}
	}
	return nil
}

// readDir lists a folder; one that does not exist is empty.
func readDir(dir string) ([]fs.DirEntry, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return entries, err
}

// copyFile copies src to dst, a new file, and flushes it to disk.
func copyFile(src, dst string) (err error) {
	if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
		return err
	}
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := out.Close(); err == nil {
			err = cerr
		}
	}()
	if _, err := io.Copy(out, in); err != nil {
		return err
	}
	return out.Sync()
}
