package mail

import (
	"cmp"
	"context"
	"fmt"
	"slices"
)

// Parts of a mail read by details, in the order they come.
const (
	partRecipient = iota
	partLabel
	partAttachment
	partCount // a row of mailbox_counts, not of a mail
)

// detailsSQL is the query of details: every row is (email id, part, text
// key, position, two texts, two numbers), sorted by details so that
// recipients come by kind and position, labels by name and attachments by
// position (an ORDER BY would cost SQLite its sorter, as much as the query).
func detailsSQL(ids []int64, owner int64, counts bool) (string, []any) {
	var q string
	args := idArgs(ids)
	if len(ids) > 0 {
		in := placeholders(0, len(ids))
		q = fmt.Sprintf(`SELECT r.email_id, %d, r.kind, r.position, r.name, r.address, 0, 0 FROM email_recipients r WHERE r.email_id IN (%s)
			UNION ALL SELECT l.email_id, %d, l.label, 0, '', '', 0, 0 FROM email_labels l WHERE l.email_id IN (%s)
			UNION ALL SELECT ea.email_id, %d, '', ea.position, a.file_name, a.mime, a.id, a.size FROM email_attachments ea
				JOIN attachments a ON a.id = ea.attachment_id WHERE ea.email_id IN (%s)`,
			partRecipient, in, partLabel, in, partAttachment, in)
	}
	if counts {
		if q != "" {
			q += " UNION ALL "
		}
		args = append(args, owner)
		q += fmt.Sprintf(`SELECT 0, %d, folder, 0, '', '', total, unread FROM mailbox_counts WHERE owner_id = $%d AND folder IN ('inbox', 'draft', 'spam')`,
			partCount, len(args))
	}
	return q, args
}

// detail is a row of details' query.
type detail struct {
	id, n1, n2  int64
	part, pos   int
	key, t1, t2 string
}

// details fills recipients, labels and attachments of the mails in one query
// (one read of the database per page, not one per part), and, when counts is
// not nil, the folder counts of owner's mailbox in the same query.
func (s *Store) details(ctx context.Context, mails []Email, owner int64, counts *Counts) error {
	if len(mails) == 0 && counts == nil {
		return nil
	}
	byID := make(map[int64]*Email, len(mails))
	ids := make([]int64, 0, len(mails))
	for i := range mails {
		byID[mails[i].ID] = &mails[i]
		ids = append(ids, mails[i].ID)
	}
	q, args := detailsSQL(ids, owner, counts != nil)
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("mail store: details: %w", err)
	}
	var parts []detail
	for rows.Next() {
		var d detail
		if err := rows.Scan(&d.id, &d.part, &d.key, &d.pos, &d.t1, &d.t2, &d.n1, &d.n2); err != nil {
			rows.Close()
			return fmt.Errorf("mail store: details: %w", err)
		}
		parts = append(parts, d)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("mail store: details: %w", err)
	}
	slices.SortFunc(parts, func(a, b detail) int {
		return cmp.Or(cmp.Compare(a.id, b.id), cmp.Compare(a.part, b.part), cmp.Compare(a.key, b.key), cmp.Compare(a.pos, b.pos))
	})
	for _, d := range parts {
		id, part, key, t1, t2, n1, n2 := d.id, d.part, d.key, d.t1, d.t2, d.n1, d.n2
		if part == partCount {
			counts.add(key, int(n1), int(n2))
			continue
		}
		m := byID[id]
		switch part {
		case partRecipient:
			switch key {
			case "to":
				m.To = append(m.To, Address{Name: t1, Email: t2})
			case "cc":
				m.Cc = append(m.Cc, t2)
			case "bcc":
				m.Bcc = append(m.Bcc, t2)
			}
		case partLabel:
			m.Labels = append(m.Labels, key)
		case partAttachment:
			a := Attachment{ID: n1, FileName: t1, Mime: t2, SizeBytes: n2, Size: HumanSize(n2)}
			a.URL = fmt.Sprintf("/apps/email/attachments/%d", a.ID)
			if isImage(a.Mime) {
				a.Thumbnail = a.URL
			}
			m.Attachments = append(m.Attachments, a)
		}
	}
	return s.outgoingStates(ctx, byID)
}
