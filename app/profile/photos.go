package profile

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"

	"partage/app"
	"partage/app/files"
)

// imageTypes are the pictures accepted, by the type their bytes show, with the
// extension their name takes.
var imageTypes = map[string]string{"image/jpeg": "jpg", "image/png": "png", "image/webp": "webp"}

// typeOfExt is the other way round, for serving.
var typeOfExt = map[string]string{"jpg": "image/jpeg", "png": "image/png", "webp": "image/webp"}

var photoName = regexp.MustCompile(`^([0-9a-f]{64})\.(jpg|png|webp)$`)

// Upload is one picture as sent: its bytes (read up to MaxPhotoBytes+1).
type Upload []byte

// checkImage checks an uploaded picture under field: not empty, at most
// MaxPhotoBytes, a JPEG, PNG or WebP by its content (never its name).
func checkImage(field string, data []byte) (string, error) {
	if len(data) == 0 {
		return "", app.InvalidField(field, "imageRequired", nil)
	}
	if len(data) > MaxPhotoBytes {
		return "", app.InvalidField(field, "postPhotoTooLarge", app.Params{"max": MaxPhotoBytes >> 20})
	}
	ext, ok := imageTypes[files.Sniff(data)]
	if !ok {
		return "", app.InvalidField(field, "postPhotoType", nil)
	}
	return ext, nil
}

// store keeps a checked picture in the file store and returns its name.
func (s *Store) store(ctx context.Context, data []byte, ext string) (string, error) {
	info, err := s.files.Put(ctx, bytes.NewReader(data), MaxPhotoBytes)
	if err != nil {
		return "", fmt.Errorf("profile: store picture: %w", err)
	}
	return info.SHA256 + "." + ext, nil
}

// PhotoURL is where a stored picture is served.
func PhotoURL(name string) string {
	if name == "" {
		return ""
	}
	return PhotoPath + name
}

// Photo is an opened picture with its media type (the one its bytes show).
type Photo struct {
	*files.File
	Type string
}

// OpenPhoto opens a picture of a post or a cover for v: it must name a
// picture still used by a post or a cover of a profile v may see, and its
// bytes must be of the type its name says. Anything else is ENOTFOUND.
func (s *Store) OpenPhoto(ctx context.Context, v Viewer, name string) (*Photo, error) {
	m := photoName.FindStringSubmatch(name)
	if m == nil {
		return nil, app.E(app.ENOTFOUND, "imageNotFound", nil)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT author_id FROM post_photos WHERE name = $1
		UNION SELECT user_id FROM profiles WHERE cover = $1`, name)
	if err != nil {
		return nil, fmt.Errorf("profile: photo owners: %w", err)
	}
	var owners []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, fmt.Errorf("profile: photo owners: %w", err)
		}
		owners = append(owners, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("profile: photo owners: %w", err)
	}
	allowed := false
	for _, id := range owners {
		if _, err := s.Visible(ctx, v, id); err == nil {
			allowed = true
			break
		}
	}
	if !allowed {
		return nil, app.E(app.ENOTFOUND, "imageNotFound", nil)
	}
	f, err := s.files.Open(ctx, m[1])
	if errors.Is(err, files.ErrNotFound) {
		return nil, app.E(app.ENOTFOUND, "imageNotFound", nil)
	} else if err != nil {
		return nil, fmt.Errorf("profile: photo: %w", err)
	}
	head := make([]byte, files.HeadSize)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		f.Close()
		return nil, fmt.Errorf("profile: photo: %w", err)
	}
	typ := files.Sniff(head[:n])
	if typ != typeOfExt[m[2]] {
		f.Close()
		return nil, app.E(app.ENOTFOUND, "imageNotFound", nil)
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		f.Close()
		return nil, fmt.Errorf("profile: photo: %w", err)
	}
	return &Photo{File: f, Type: typ}, nil
}

// SetCover saves v's cover picture (nil: back to none).
func (s *Store) SetCover(ctx context.Context, v Viewer, data []byte, reset bool) (Header, error) {
	p, err := s.Visible(ctx, v, v.ID)
	if err != nil {
		return Header{}, err
	}
	name := ""
	if !reset {
		ext, err := checkImage("cover", data)
		if err != nil {
			return Header{}, err
		}
		if name, err = s.store(ctx, data, ext); err != nil {
			return Header{}, err
		}
	}
	_, err = s.db.ExecContext(ctx, `INSERT INTO profiles (user_id, cover, updated_at) VALUES ($1, $2, $3)
		ON CONFLICT (user_id) DO UPDATE SET cover = excluded.cover, updated_at = excluded.updated_at`, v.ID, name, s.now())
	if err != nil {
		return Header{}, fmt.Errorf("profile: cover %d: %w", v.ID, err)
	}
	h, _, err := s.top(ctx, v, p)
	return h, err
}
