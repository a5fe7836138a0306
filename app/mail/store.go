package mail

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"partage/app"
	"partage/app/db"
)

// Store reads and writes mailboxes.
type Store struct{ db *db.DB }

// NewStore returns a mailbox store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// ErrNotFound answers an id that is not in the asker's mailbox.
var ErrNotFound = app.E(app.ENOTFOUND, "mailNotFound", nil)

const emailColumns = `e.id, e.owner_id, e.folder, e.from_name, e.from_email, COALESCE(u.avatar, ''), e.subject, e.message,
	e.is_read, e.is_starred, e.thread_key, e.delivery, e.created_at`

// emailJoin brings the sender's avatar when the sender is a user.
const emailJoin = ` LEFT JOIN users u ON lower(u.email) = lower(e.from_email)`

const emailFrom = ` FROM emails e` + emailJoin + ` `

func scanEmail(row interface{ Scan(...any) error }) (Email, error) {
	var m Email
	err := row.Scan(&m.ID, &m.OwnerID, &m.Folder, &m.From.Name, &m.From.Email, &m.From.Avatar, &m.Subject, &m.Message,
		&m.IsRead, &m.IsStarred, &m.ThreadKey, &m.Delivery, &m.Time)
	m.Time = m.Time.UTC()
	m.To, m.Cc, m.Bcc, m.Labels, m.Attachments, m.Replies = []Address{}, []string{}, []string{}, []string{}, []Attachment{}, []Email{}
	return m, err
}

// subjectSearch is the search of mail by subject.
var subjectSearch = db.Search{Texts: []string{"e.subject"}, FTS: "emails_subject_fts", ID: "e.id"}

// FindEmailByID returns one mail of the owner's mailbox with its thread, or ErrNotFound.
func (s *Store) FindEmailByID(ctx context.Context, ownerID, id int64) (Email, error) {
	m, err := scanEmail(s.db.QueryRowContext(ctx, `SELECT `+emailColumns+emailFrom+` WHERE e.id = $1 AND e.owner_id = $2`, id, ownerID))
	if errors.Is(err, sql.ErrNoRows) {
		return Email{}, ErrNotFound
	} else if err != nil {
		return Email{}, fmt.Errorf("mail store: get: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+emailColumns+emailFrom+`
		WHERE e.owner_id = $1 AND e.thread_key = $2 AND e.id <> $3 AND e.id < $3 AND e.folder <> 'draft' ORDER BY e.id DESC LIMIT 50`,
		ownerID, m.ThreadKey, m.ID)
	if err != nil {
		return Email{}, fmt.Errorf("mail store: thread: %w", err)
	}
	for rows.Next() {
		r, err := scanEmail(rows)
		if err != nil {
			rows.Close()
			return Email{}, fmt.Errorf("mail store: thread: %w", err)
		}
		m.Replies = append(m.Replies, r)
	}
	rows.Close()
	all := append([]Email{m}, m.Replies...)
	if err := s.details(ctx, all, 0, nil); err != nil {
		return Email{}, err
	}
	m, m.Replies = all[0], all[1:]
	return m, nil
}

// Counts counts unread inbox and spam mail and all drafts of a mailbox.
func (s *Store) Counts(ctx context.Context, ownerID int64) (Counts, error) {
	var m Counts
	// The counts kept by triggers (migration 0008), not a count of the mailbox.
	rows, err := s.db.QueryContext(ctx, `SELECT folder, total, unread FROM mailbox_counts WHERE owner_id = $1 AND folder IN ('inbox', 'draft', 'spam')`, ownerID)
	if err != nil {
		return m, fmt.Errorf("mail store: counts: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var folder string
		var total, unread int
		if err := rows.Scan(&folder, &total, &unread); err != nil {
			return m, fmt.Errorf("mail store: counts: %w", err)
		}
		m.add(folder, total, unread)
	}
	return m, rows.Err()
}

// add counts a row of mailbox_counts.
func (m *Counts) add(folder string, total, unread int) {
	switch folder {
	case "inbox":
		m.Inbox = unread
	case "draft":
		m.Draft = total
	case "spam":
		m.Spam = unread
	}
}

// placeholders returns "$n,$n+1,…" for count values after start arguments.
func placeholders(start, count int) string {
	p := make([]string, count)
	for i := range p {
		p[i] = fmt.Sprintf("$%d", start+i+1)
	}
	return strings.Join(p, ",")
}

func idArgs(ids []int64) []any {
	out := make([]any, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
}
