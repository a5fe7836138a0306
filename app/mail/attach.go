package mail

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"time"

	"partage/app"
	"partage/app/db"
	"partage/app/files"
)

// MaxAttachment is the largest file a mail may carry.
const MaxAttachment = 10 << 20

func isImage(mime string) bool {
	return mime == "image/png" || mime == "image/jpeg" || mime == "image/gif" || mime == "image/webp"
}

// Files is where attachment contents are kept: the product's file store
// (app/files), so every instance on one database sees every attachment.
type Files struct{ store *files.Store }

// NewFiles keeps attachment contents in the file store fs.
func NewFiles(fs *files.Store) *Files { return &Files{store: fs} }

// newFiles keeps attachment contents in the file store of d and dataDir.
func newFiles(d *db.DB, dataDir string) *Files { return NewFiles(files.New(d, dataDir)) }

// Upload stores a file from uploaderID and records it. The type is sniffed from
// the content, never taken from the name or the browser.
func (s *Store) Upload(ctx context.Context, fs *Files, uploaderID int64, name string, r io.Reader) (Attachment, error) {
	name = files.CleanName(name, "file")
	info, err := fs.store.Put(ctx, r, MaxAttachment)
	switch {
	case errors.Is(err, files.ErrTooLarge):
		return Attachment{}, app.E(app.ETOOLARGE, "fileTooLarge", app.Params{"max": MaxAttachment >> 20}).WithField("file", "fileTooLarge", app.Params{"max": MaxAttachment >> 20})
	case errors.Is(err, files.ErrRead):
		return Attachment{}, app.E(app.EINVALID, "fileUnreadable", nil)
	case err != nil:
		return Attachment{}, fmt.Errorf("mail: upload: %w", err)
	}
	if info.Size == 0 {
		return Attachment{}, app.InvalidField("file", "fileEmpty", nil)
	}
	mime := files.Sniff(info.Head)
	a := Attachment{FileName: name, Mime: mime, SizeBytes: info.Size, Size: HumanSize(info.Size)}
	err = s.db.QueryRowContext(ctx, `INSERT INTO attachments (uploaded_by, file_name, mime, size, sha256, created_at)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, uploaderID, name, mime, info.Size, info.SHA256, time.Now().UTC()).Scan(&a.ID)
	if err != nil {
		return Attachment{}, fmt.Errorf("mail: record upload: %w", err)
	}
	a.URL = fmt.Sprintf("/apps/email/attachments/%d", a.ID)
	if isImage(mime) {
		a.Thumbnail = a.URL
	}
	return a, nil
}

// StoredFile is an attachment opened to be served.
type StoredFile struct {
	Name, Mime string
	Size       int64
	Body       *files.File // the contents, seekable for Range requests; the caller closes it
}

// OpenAttachment opens the attachment if userID may read it: they uploaded
// it, or it is attached to a mail in their own mailbox. Anyone else gets ErrNotFound.
func (s *Store) OpenAttachment(ctx context.Context, fs *Files, userID, id int64) (StoredFile, error) {
	var f StoredFile
	var sum string
	err := s.db.QueryRowContext(ctx, `SELECT a.file_name, a.mime, a.size, a.sha256 FROM attachments a WHERE a.id = $1 AND (a.uploaded_by = $2
		OR EXISTS (SELECT 1 FROM email_attachments ea JOIN emails e ON e.id = ea.email_id WHERE ea.attachment_id = a.id AND e.owner_id = $2))`,
		id, userID).Scan(&f.Name, &f.Mime, &f.Size, &sum)
	if errors.Is(err, sql.ErrNoRows) {
		return f, app.E(app.ENOTFOUND, "attachmentNotFound", nil)
	} else if err != nil {
		return f, fmt.Errorf("mail: open attachment: %w", err)
	}
	if f.Body, err = openContent(ctx, fs, id, sum); err != nil {
		return f, err
	}
	return f, nil
}

// AttachmentContent opens an attachment's contents for sending, without an access check.
func (s *Store) AttachmentContent(ctx context.Context, files *Files, id int64) (name, mime string, body io.ReadCloser, err error) {
	var sum string
	err = s.db.QueryRowContext(ctx, `SELECT file_name, mime, sha256 FROM attachments WHERE id = $1`, id).Scan(&name, &mime, &sum)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", nil, app.E(app.ENOTFOUND, "attachmentNotFound", nil)
	} else if err != nil {
		return "", "", nil, fmt.Errorf("mail: attachment %d: %w", id, err)
	}
	f, err := openContent(ctx, files, id, sum)
	if err != nil {
		return "", "", nil, err
	}
	return name, mime, f, nil
}

// openContent opens the stored contents of attachment id; contents gone
// missing read as ErrNotFound, anything else is an internal error.
func openContent(ctx context.Context, fs *Files, id int64, sum string) (*files.File, error) {
	f, err := fs.store.Open(ctx, sum)
	if errors.Is(err, files.ErrNotFound) {
		return nil, app.E(app.ENOTFOUND, "attachmentNotFound", nil)
	} else if err != nil {
		return nil, fmt.Errorf("mail: attachment %d contents: %w", id, err)
	}
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
			return nil, app.InvalidField("attachmentIds", "attachmentNotYours", nil)
		} else if err != nil {
			return nil, fmt.Errorf("mail: check attachment: %w", err)
		}
		out = append(out, id)
	}
	return out, nil
}
