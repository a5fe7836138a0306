package mail

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"partage/app"
)

// MaxAttachment is the largest file a mail may carry.
const MaxAttachment = 10 << 20

func isImage(mime string) bool {
	return mime == "image/png" || mime == "image/jpeg" || mime == "image/gif" || mime == "image/webp"
}

// Files keeps attachment contents on disk under dir, named by their SHA-256,
// so the same file attached twice is stored once.
type Files struct{ dir string }

// NewFiles stores attachments under dir.
func NewFiles(dir string) *Files { return &Files{dir: dir} }

func (f *Files) path(sum string) string { return filepath.Join(f.dir, sum[:2], sum) }

// Upload stores a file from uploaderID and records it. The type is sniffed from
// the content, never taken from the name or the browser.
func (s *Store) Upload(ctx context.Context, files *Files, uploaderID int64, name string, r io.Reader) (Attachment, error) {
	name = cleanFileName(name)
	if err := os.MkdirAll(files.dir, 0o750); err != nil {
		return Attachment{}, fmt.Errorf("mail: attachments dir: %w", err)
	}
	tmp, err := os.CreateTemp(files.dir, "upload-*")
	if err != nil {
		return Attachment{}, fmt.Errorf("mail: upload: %w", err)
	}
	defer os.Remove(tmp.Name())
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(tmp, h), io.LimitReader(r, MaxAttachment+1))
	tmp.Close()
	if err != nil {
		return Attachment{}, app.Errorf(app.EINVALID, "The file could not be read.")
	}
	if n == 0 {
		return Attachment{}, app.Invalid("The file is empty.", map[string]string{"file": "The file is empty."})
	}
	if n > MaxAttachment {
		return Attachment{}, &app.Error{Code: "too_large", Message: "Files may be at most 10 MB.", Fields: map[string]string{"file": "Files may be at most 10 MB."}}
	}
	head := make([]byte, 512)
	fh, err := os.Open(tmp.Name())
	if err != nil {
		return Attachment{}, fmt.Errorf("mail: upload: %w", err)
	}
	k, _ := io.ReadFull(fh, head)
	fh.Close()
	mime := strings.SplitN(http.DetectContentType(head[:k]), ";", 2)[0]
	sum := hex.EncodeToString(h.Sum(nil))
	if err := os.MkdirAll(filepath.Dir(files.path(sum)), 0o750); err != nil {
		return Attachment{}, fmt.Errorf("mail: upload: %w", err)
	}
	if err := os.Rename(tmp.Name(), files.path(sum)); err != nil {
		return Attachment{}, fmt.Errorf("mail: upload: %w", err)
	}
	a := Attachment{FileName: name, Mime: mime, SizeBytes: n, Size: HumanSize(n)}
	err = s.db.QueryRowContext(ctx, `INSERT INTO attachments (uploaded_by, file_name, mime, size, sha256, created_at)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, uploaderID, name, mime, n, sum, time.Now().UTC()).Scan(&a.ID)
	if err != nil {
		return Attachment{}, fmt.Errorf("mail: record upload: %w", err)
	}
	a.URL = fmt.Sprintf("/apps/email/attachments/%d", a.ID)
	if isImage(mime) {
		a.Thumbnail = a.URL
	}
	return a, nil
}

func cleanFileName(name string) string {
	name = filepath.Base(strings.ReplaceAll(name, `\`, "/"))
	name = strings.Map(func(r rune) rune {
		if r < 32 || r == '"' || r == '/' {
			return -1
		}
		return r
	}, name)
	if name == "" || name == "." {
		name = "file"
	}
	if len(name) > 200 {
		name = name[len(name)-200:]
	}
	return name
}

// StoredFile is an attachment ready to be served.
type StoredFile struct {
	Name, Mime, Path string
	Size             int64
}

// OpenAttachment returns the attachment if userID may read it: they uploaded
// it, or it is attached to a mail in their own mailbox. Anyone else gets ErrNotFound.
func (s *Store) OpenAttachment(ctx context.Context, files *Files, userID, id int64) (StoredFile, error) {
	var f StoredFile
	var sum string
	err := s.db.QueryRowContext(ctx, `SELECT a.file_name, a.mime, a.size, a.sha256 FROM attachments a WHERE a.id = $1 AND (a.uploaded_by = $2
		OR EXISTS (SELECT 1 FROM email_attachments ea JOIN emails e ON e.id = ea.email_id WHERE ea.attachment_id = a.id AND e.owner_id = $2))`,
		id, userID).Scan(&f.Name, &f.Mime, &f.Size, &sum)
	if errors.Is(err, sql.ErrNoRows) {
		return f, app.Errorf(app.ENOTFOUND, "Attachment not found")
	} else if err != nil {
		return f, fmt.Errorf("mail: open attachment: %w", err)
	}
	f.Path = files.path(sum)
	return f, nil
}

// usable keeps the attachment ids userID may put on a mail (their uploads or files they received).
func (s *Store) usable(ctx context.Context, tx *sql.Tx, userID int64, ids []int64) ([]int64, error) {
	var out []int64
	for _, id := range ids {
		var one int
		err := tx.QueryRowContext(ctx, `SELECT 1 FROM attachments a WHERE a.id = $1 AND (a.uploaded_by = $2
			OR EXISTS (SELECT 1 FROM email_attachments ea JOIN emails e ON e.id = ea.email_id WHERE ea.attachment_id = a.id AND e.owner_id = $2))`,
			id, userID).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, app.Invalid("Unknown attachment.", map[string]string{"attachmentIds": "One of the attachments is not yours."})
		} else if err != nil {
			return nil, fmt.Errorf("mail: check attachment: %w", err)
		}
		out = append(out, id)
	}
	return out, nil
}
