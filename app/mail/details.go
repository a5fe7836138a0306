package mail

import (
	"context"
	"fmt"
)

// details fills recipients, labels and attachments of the mails, three queries for all of them.
func (s *Store) details(ctx context.Context, mails []Email) error {
	if len(mails) == 0 {
		return nil
	}
	byID := map[int64]*Email{}
	ids := make([]int64, 0, len(mails))
	for i := range mails {
		byID[mails[i].ID] = &mails[i]
		ids = append(ids, mails[i].ID)
	}
	in := placeholders(0, len(ids))
	rows, err := s.db.QueryContext(ctx, `SELECT email_id, kind, name, address FROM email_recipients
		WHERE email_id IN (`+in+`) ORDER BY email_id, kind, position`, idArgs(ids)...)
	if err != nil {
		return fmt.Errorf("mail store: recipients: %w", err)
	}
	for rows.Next() {
		var id int64
		var kind, name, address string
		if err := rows.Scan(&id, &kind, &name, &address); err != nil {
			rows.Close()
			return fmt.Errorf("mail store: recipients: %w", err)
		}
		m := byID[id]
		switch kind {
		case "to":
			m.To = append(m.To, Address{Name: name, Email: address})
		case "cc":
			m.Cc = append(m.Cc, address)
		case "bcc":
			m.Bcc = append(m.Bcc, address)
		}
	}
	rows.Close()
	rows, err = s.db.QueryContext(ctx, `SELECT email_id, label FROM email_labels WHERE email_id IN (`+in+`) ORDER BY email_id, label`, idArgs(ids)...)
	if err != nil {
		return fmt.Errorf("mail store: labels: %w", err)
	}
	for rows.Next() {
		var id int64
		var label string
		if err := rows.Scan(&id, &label); err != nil {
			rows.Close()
			return fmt.Errorf("mail store: labels: %w", err)
		}
		byID[id].Labels = append(byID[id].Labels, label)
	}
	rows.Close()
	rows, err = s.db.QueryContext(ctx, `SELECT ea.email_id, a.id, a.file_name, a.mime, a.size FROM email_attachments ea
		JOIN attachments a ON a.id = ea.attachment_id WHERE ea.email_id IN (`+in+`) ORDER BY ea.email_id, ea.position`, idArgs(ids)...)
	if err != nil {
		return fmt.Errorf("mail store: attachments: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var a Attachment
		if err := rows.Scan(&id, &a.ID, &a.FileName, &a.Mime, &a.SizeBytes); err != nil {
			return fmt.Errorf("mail store: attachments: %w", err)
		}
		a.Size = HumanSize(a.SizeBytes)
		a.URL = fmt.Sprintf("/apps/email/attachments/%d", a.ID)
		if isImage(a.Mime) {
			a.Thumbnail = a.URL
		}
		byID[id].Attachments = append(byID[id].Attachments, a)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("mail store: attachments: %w", err)
	}
	return s.outgoingStates(ctx, byID)
}
