package users

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"

	"partage/app"
)

// MaxAvatarBytes is the largest avatar image accepted.
const MaxAvatarBytes = 800 << 10

// AvatarPath is where avatars are served from.
const AvatarPath = "/media/avatars/"

var avatarTypes = map[string]string{"image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp"}

var avatarName = regexp.MustCompile(`^[0-9a-f]{64}\.(jpg|png|webp)$`)

// Avatars keeps uploaded avatar images on disk, named by their content.
type Avatars struct{ dir string }

// NewAvatars keeps avatars under dir.
func NewAvatars(dir string) *Avatars { return &Avatars{dir: dir} }

// Save checks an uploaded image (JPEG, PNG or WebP by its content, at most
// MaxAvatarBytes) and stores it; it returns the URL to show it at.
func (a *Avatars) Save(data []byte) (string, error) {
	if len(data) == 0 {
		return "", app.Invalid("Choose an image.", map[string]string{"avatar": "Choose an image."})
	}
	if len(data) > MaxAvatarBytes {
		return "", app.Invalid("The image is over 800 KB.", map[string]string{"avatar": "The image is over 800 KB."})
	}
	ext, ok := avatarTypes[http.DetectContentType(data)]
	if !ok {
		return "", app.Invalid("Only JPEG, PNG or WebP images.", map[string]string{"avatar": "Only JPEG, PNG or WebP images."})
	}
	sum := sha256.Sum256(data)
	name := hex.EncodeToString(sum[:]) + ext
	if err := os.MkdirAll(a.dir, 0o750); err != nil {
		return "", fmt.Errorf("users: avatars: %w", err)
	}
	path := filepath.Join(a.dir, name)
	if _, err := os.Stat(path); err != nil {
		tmp, err := os.CreateTemp(a.dir, "upload-*")
		if err != nil {
			return "", fmt.Errorf("users: avatars: %w", err)
		}
		_, werr := tmp.Write(data)
		cerr := tmp.Close()
		if werr != nil || cerr != nil {
			os.Remove(tmp.Name())
			return "", fmt.Errorf("users: avatars: write: %v %v", werr, cerr)
		}
		if err := os.Rename(tmp.Name(), path); err != nil {
			return "", fmt.Errorf("users: avatars: %w", err)
		}
	}
	return AvatarPath + name, nil
}

// Path returns the file of an avatar name, or ENOTFOUND.
func (a *Avatars) Path(name string) (string, error) {
	if !avatarName.MatchString(name) {
		return "", app.Errorf(app.ENOTFOUND, "No such image.")
	}
	path := filepath.Join(a.dir, name)
	if _, err := os.Stat(path); err != nil {
		return "", app.Errorf(app.ENOTFOUND, "No such image.")
	}
	return path, nil
}
