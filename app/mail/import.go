package mail

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"time"

	"partage/app/richtext"
)

// Imported is a mail to place in a mailbox as it is, for the demo data.
type Imported struct {
	Owner     int64
	Folder    string
	From      Person
	To, Cc    []string
	Subject   string
	Message   string
	Labels    []string
	Starred   bool
	Read      bool
	Thread    string
	Time      time.Time
	Files     map[string][]byte // attachments by file name
	Recipient map[string]string // display names by address
}

// Import writes m into its owner's mailbox and returns its id.
func (s *Store) Import(ctx context.Context, files *Files, m Imported) (int64, error) {
	var attachments []int64
	for name, content := range m.Files {
		a, err := s.Upload(ctx, files, m.Owner, name, bytes.NewReader(content))
		if err != nil {
			return 0, err
		}
		attachments = append(attachments, a.ID)
	}
	var id int64
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		c := Input{To: m.To, Cc: m.Cc, Subject: m.Subject, Message: richtext.Sanitize(m.Message)}
		var err error
		id, err = s.writeCopy(ctx, tx, m.From, c, m.Thread, copyOf{owner: m.Owner, folder: m.Folder, read: m.Read, withBcc: true}, attachments, m.Recipient)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE emails SET is_starred = $1, created_at = $2, updated_at = $2 WHERE id = $3`, m.Starred, m.Time.UTC(), id); err != nil {
			return fmt.Errorf("mail: import: %w", err)
		}
		for _, l := range m.Labels {
			if _, err := tx.ExecContext(ctx, `INSERT INTO email_labels (email_id, label, owner_id) VALUES ($1, $2, $3)`, id, l, m.Owner); err != nil {
				return fmt.Errorf("mail: import label: %w", err)
			}
		}
		return nil
	})
	return id, err
}
