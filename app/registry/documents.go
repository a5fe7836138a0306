package registry

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"partage/app"
	"partage/app/audit"
	"partage/app/files"
)

// Kinds of documents a tiers holds.
var DocumentKinds = []string{"id", "kbis", "rib", "other"}

// documentTypes are the contents a document may have, as sniffed from its
// first bytes (never as the browser named them).
var documentTypes = map[string]bool{"application/pdf": true, "image/jpeg": true, "image/png": true}

// IsDocumentType reports whether a file sniffed as ct may be a tiers'
// document or an application's (PDF, JPEG, PNG).
func IsDocumentType(ct string) bool { return documentTypes[ct] }

// ErrDocumentNotFound answers a document that does not exist or that the
// caller may not see.
var ErrDocumentNotFound = app.E(app.ENOTFOUND, "documentNotFound", nil)

// Document is one file of a tiers (an ID, a Kbis, a RIB…).
type Document struct {
	ID          int64     `json:"id"`
	TiersID     int64     `json:"tiersId"`
	Kind        string    `json:"kind"`
	Name        string    `json:"name"`
	ContentType string    `json:"contentType"`
	Size        int64     `json:"size"`
	UploadedBy  int64     `json:"uploadedBy"`
	CreatedAt   time.Time `json:"createdAt"`
	URL         string    `json:"url"`
}

// FileStore is where documents' bytes are kept (app/files).
type FileStore interface {
	Put(ctx context.Context, r io.Reader, limit int64) (files.Info, error)
	Open(ctx context.Context, sum string) (*files.File, error)
}

// DocumentURL is where a document is downloaded.
func DocumentURL(tiersID, id int64) string {
	return fmt.Sprintf("/coop/tiers/%d/documents/%d", tiersID, id)
}

// tooLargeDocument is the error of a file over MaxDocument, under the form's field.
func tooLargeDocument() error {
	p := app.Params{"max": MaxDocument >> 20}
	return app.E(app.ETOOLARGE, "fileTooLarge", p).WithField("file", "fileTooLarge", p)
}

// AddDocument stores a document of a tiers: its kind is one of
// DocumentKinds, its content (at most MaxDocument bytes) a PDF, a JPEG or a
// PNG as its first bytes say. The file is kept by its sum in fs and the row
// and its audit entry are written in one transaction. Document entries of the
// audit log are recorded under the tiers' id (record "document"), so a tiers'
// history finds them, deleted documents too.
func (s *Store) AddDocument(ctx context.Context, fs FileStore, a audit.Actor, tiersID int64, kind, name string, r io.Reader) (Document, error) {
	if !oneOf(kind, DocumentKinds) {
		return Document{}, app.InvalidField("kind", "documentKindChoice", nil)
	}
	if _, err := s.FindTiersByID(ctx, tiersID); err != nil {
		return Document{}, err
	}
	head := make([]byte, files.HeadSize)
	n, err := io.ReadFull(r, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return Document{}, readError(err)
	}
	head = head[:n]
	if n == 0 {
		return Document{}, app.InvalidField("file", "fileEmpty", nil)
	}
	ct := files.Sniff(head)
	if !IsDocumentType(ct) {
		return Document{}, app.InvalidField("file", "documentType", nil)
	}
	info, err := fs.Put(ctx, io.MultiReader(bytes.NewReader(head), r), MaxDocument)
	if err != nil {
		return Document{}, readError(err)
	}
	d := Document{TiersID: tiersID, Kind: kind, Name: files.CleanName(name, "document"), ContentType: ct, Size: info.Size, UploadedBy: a.ID, CreatedAt: s.now().UTC()}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		var by any
		if a.ID != 0 {
			by = a.ID
		}
		if err := tx.QueryRowContext(ctx, `INSERT INTO tiers_documents (tiers_id, kind, name, content_type, size, sum, uploaded_by, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`, tiersID, kind, d.Name, ct, info.Size, info.SHA256, by, d.CreatedAt).Scan(&d.ID); err != nil {
			return fmt.Errorf("registry: add document: %w", err)
		}
		return audit.Write(ctx, tx, a, audit.RecordDocument, tiersID, "created", documentChanges(d, true))
	})
	if err != nil {
		return Document{}, err
	}
	d.URL = DocumentURL(tiersID, d.ID)
	return d, nil
}

// readError is a failed upload as people are told it.
func readError(err error) error {
	var appErr *app.Error
	var capped *http.MaxBytesError
	switch {
	case errors.As(err, &appErr):
		return err
	case errors.Is(err, files.ErrTooLarge) || errors.As(err, &capped):
		return tooLargeDocument()
	case errors.Is(err, files.ErrRead):
		return app.InvalidField("file", "fileUnreadable", nil)
	}
	return fmt.Errorf("registry: store document: %w", err)
}

// documentChanges are a document as the audit log records it: every field
// after (added) or before (deleted).
func documentChanges(d Document, added bool) []audit.Change {
	fields := map[string]any{"document": d.ID, "kind": d.Kind, "name": d.Name, "size": d.Size}
	if added {
		return audit.Diff(nil, fields)
	}
	return audit.Diff(fields, nil)
}

const documentColumns = `d.id, d.tiers_id, d.kind, d.name, d.content_type, d.size, d.uploaded_by, d.created_at`

func scanDocument(row interface{ Scan(...any) error }) (Document, error) {
	var d Document
	var by sql.NullInt64
	err := row.Scan(&d.ID, &d.TiersID, &d.Kind, &d.Name, &d.ContentType, &d.Size, &by, &d.CreatedAt)
	d.UploadedBy, d.CreatedAt, d.URL = by.Int64, d.CreatedAt.UTC(), DocumentURL(d.TiersID, d.ID)
	return d, err
}

// ListDocuments returns a tiers' documents, newest first.
func (s *Store) ListDocuments(ctx context.Context, tiersID int64) ([]Document, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+documentColumns+` FROM tiers_documents d WHERE d.tiers_id = $1 ORDER BY d.id DESC`, tiersID)
	if err != nil {
		return nil, fmt.Errorf("registry: documents of %d: %w", tiersID, err)
	}
	defer rows.Close()
	out := []Document{}
	for rows.Next() {
		d, err := scanDocument(rows)
		if err != nil {
			return nil, fmt.Errorf("registry: documents of %d: %w", tiersID, err)
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

// StoredDocument is a document opened to be served; the caller closes Body.
type StoredDocument struct {
	Document
	Body *files.File
}

// OpenDocument opens a document of a tiers for a reader who is staff
// allowed to read the register (staff), or whose own account the tiers is
// (userID): the query itself checks it, and anyone else gets
// ErrDocumentNotFound, as for a document that does not exist.
func (s *Store) OpenDocument(ctx context.Context, fs FileStore, staff bool, userID, tiersID, id int64) (StoredDocument, error) {
	var sum string
	var by sql.NullInt64
	var d Document
	err := s.db.QueryRowContext(ctx, `SELECT `+documentColumns+`, d.sum FROM tiers_documents d JOIN clients c ON c.id = d.tiers_id
		WHERE d.id = $1 AND d.tiers_id = $2 AND ($3 OR c.user_id = $4)`, id, tiersID, staff, userID).
		Scan(&d.ID, &d.TiersID, &d.Kind, &d.Name, &d.ContentType, &d.Size, &by, &d.CreatedAt, &sum)
	if errors.Is(err, sql.ErrNoRows) {
		return StoredDocument{}, ErrDocumentNotFound
	} else if err != nil {
		return StoredDocument{}, fmt.Errorf("registry: document %d: %w", id, err)
	}
	d.UploadedBy, d.CreatedAt, d.URL = by.Int64, d.CreatedAt.UTC(), DocumentURL(d.TiersID, d.ID)
	f, err := fs.Open(ctx, sum)
	if errors.Is(err, files.ErrNotFound) {
		return StoredDocument{}, ErrDocumentNotFound
	} else if err != nil {
		return StoredDocument{}, fmt.Errorf("registry: open document %d: %w", id, err)
	}
	return StoredDocument{Document: d, Body: f}, nil
}

// DeleteDocument removes a document of a tiers and records it. The bytes
// stay in the file store, which keeps content by its sum and may hold the
// same file for someone else.
func (s *Store) DeleteDocument(ctx context.Context, a audit.Actor, tiersID, id int64) (Document, error) {
	var d Document
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var err error
		d, err = scanDocument(tx.QueryRowContext(ctx, `SELECT `+documentColumns+` FROM tiers_documents d WHERE d.id = $1 AND d.tiers_id = $2`, id, tiersID))
		if errors.Is(err, sql.ErrNoRows) {
			return ErrDocumentNotFound
		} else if err != nil {
			return fmt.Errorf("registry: document %d: %w", id, err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM tiers_documents WHERE id = $1`, id); err != nil {
			return fmt.Errorf("registry: delete document %d: %w", id, err)
		}
		return audit.Write(ctx, tx, a, audit.RecordDocument, tiersID, "deleted", documentChanges(d, false))
	})
	return d, err
}
