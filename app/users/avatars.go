package users

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"

	"partage/app"
	"partage/app/files"
)

// MaxAvatarBytes is the largest avatar image accepted.
const MaxAvatarBytes = 800 << 10

// AvatarPath is where avatars are served from.
const AvatarPath = "/media/avatars/"

var avatarTypes = map[string]string{"image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp"}

var avatarName = regexp.MustCompile(`^([0-9a-f]{64})\.(jpg|png|webp)$`)

// Avatars keeps uploaded avatar images in the product's file store, named by their content.
type Avatars struct{ store *files.Store }

// NewAvatars keeps avatars in the file store fs.
func NewAvatars(fs *files.Store) *Avatars { return &Avatars{store: fs} }

// Save checks an uploaded image (JPEG, PNG or WebP by its content, at most
// MaxAvatarBytes) and stores it; it returns the URL to show it at.
func (a *Avatars) Save(ctx context.Context, data []byte) (string, error) {
	if len(data) == 0 {
		return "", app.InvalidField("avatar", "imageRequired", nil)
	}
	if len(data) > MaxAvatarBytes {
		return "", app.InvalidField("avatar", "imageTooLarge", app.Params{"max": MaxAvatarBytes >> 10})
	}
	ext, ok := avatarTypes[http.DetectContentType(data)]
	if !ok {
		return "", app.InvalidField("avatar", "imageType", nil)
	}
	info, err := a.store.Put(ctx, bytes.NewReader(data), MaxAvatarBytes)
	if err != nil {
		return "", fmt.Errorf("users: avatar: %w", err)
	}
	return AvatarPath + info.SHA256 + ext, nil
}

// Open opens the avatar image of a name that Save returned, or ENOTFOUND.
// Only an image of the type its name says is served: the store is shared
// with other uploads, and this route shows avatars only.
func (a *Avatars) Open(ctx context.Context, name string) (*files.File, error) {
	m := avatarName.FindStringSubmatch(name)
	if m == nil {
		return nil, app.E(app.ENOTFOUND, "imageNotFound", nil)
	}
	f, err := a.store.Open(ctx, m[1])
	if errors.Is(err, files.ErrNotFound) {
		return nil, app.E(app.ENOTFOUND, "imageNotFound", nil)
	} else if err != nil {
		return nil, fmt.Errorf("users: avatar: %w", err)
	}
	head := make([]byte, files.HeadSize)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		f.Close()
		return nil, fmt.Errorf("users: avatar: %w", err)
	}
	if avatarTypes[http.DetectContentType(head[:n])] != "."+m[2] {
		f.Close()
		return nil, app.E(app.ENOTFOUND, "imageNotFound", nil)
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		f.Close()
		return nil, fmt.Errorf("users: avatar: %w", err)
	}
	return f, nil
}
