// Package contact is the cooperative's contact inbox: messages sent from the
// public /contact form, assigned to staff, answered by mail, and closed.
package contact

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"partage/app"
	"partage/app/db"
	"partage/app/mail"
)

// Statuses of a message, in the order of its life.
const (
	StatusNew        = "new"
	StatusInProgress = "in_progress"
	StatusClosed     = "closed"
)

// Statuses lists every status, for filters and stat cards.
var Statuses = []string{StatusNew, StatusInProgress, StatusClosed}

// MaxBody is the longest message (in characters) the form takes.
const MaxBody = 5000

// ErrNotFound is the answer about a message that does not exist.
var ErrNotFound = app.E(app.ENOTFOUND, "contactNotFound", nil)

// Store reads and writes contact messages and their replies.
type Store struct {
	db   *db.DB
	mail *mail.Service
	now  func() time.Time
}

// New returns the contact inbox over d. Replies leave through m (the mail
// app's store), so they sit in the author's Sent folder and go through the outbox.
func New(d *db.DB, m *mail.Service) *Store { return &Store{db: d, mail: m, now: time.Now} }

// Message is one message of the inbox.
type Message struct {
	ID           int64      `json:"id"`
	Name         string     `json:"name"`
	Email        string     `json:"email"`
	Subject      string     `json:"subject"`
	Body         string     `json:"body"`
	Language     string     `json:"language"`
	Status       string     `json:"status"`
	AssignedTo   int64      `json:"assignedTo"`
	AssigneeName string     `json:"assigneeName"`
	TiersID      int64      `json:"tiersId"`
	Replies      int        `json:"replyCount"`
	CreatedAt    time.Time  `json:"createdAt"`
	UpdatedAt    time.Time  `json:"updatedAt"`
	FirstReplyAt *time.Time `json:"firstReplyAt"`
}

// Reply is one answer of staff to a message, sent as a mail.
type Reply struct {
	ID         int64     `json:"id"`
	MessageID  int64     `json:"messageId"`
	AuthorID   int64     `json:"authorId"`
	AuthorName string    `json:"authorName"`
	Body       string    `json:"body"`
	EmailID    int64     `json:"emailId"`
	CreatedAt  time.Time `json:"createdAt"`
}

// Thread is a message with its replies, oldest first.
type Thread struct {
	Message
	Thread []Reply `json:"replies"`
}

// columns is the select list of a message over contact_messages m, in the order scan reads it.
const columns = `m.id, m.name, m.email, m.subject, m.body, m.language, m.status, m.assigned_to,
	coalesce(u.full_name, ''), m.tiers_id, (SELECT count(*) FROM contact_replies r WHERE r.message_id = m.id),
	m.created_at, m.updated_at, m.first_reply_at`

// from joins the assignee's name.
const from = ` FROM contact_messages m LEFT JOIN users u ON u.id = m.assigned_to`

func scan(row interface{ Scan(...any) error }) (Message, error) {
	var m Message
	var assigned, tiers sql.NullInt64
	var first sql.NullTime
	err := row.Scan(&m.ID, &m.Name, &m.Email, &m.Subject, &m.Body, &m.Language, &m.Status, &assigned,
		&m.AssigneeName, &tiers, &m.Replies, &m.CreatedAt, &m.UpdatedAt, &first)
	m.AssignedTo, m.TiersID = assigned.Int64, tiers.Int64
	m.CreatedAt, m.UpdatedAt = m.CreatedAt.UTC(), m.UpdatedAt.UTC()
	if first.Valid {
		t := first.Time.UTC()
		m.FirstReplyAt = &t
	}
	return m, err
}

// ListForTiers returns the messages linked to a tiers (by its e-mail when they
// were sent), newest first: for the tiers' page and a member's own page.
func (s *Store) ListForTiers(ctx context.Context, tiersID int64) ([]Message, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+from+` WHERE m.tiers_id = $1 ORDER BY m.created_at DESC, m.id DESC`, tiersID)
	if err != nil {
		return nil, fmt.Errorf("contact: messages of tiers %d: %w", tiersID, err)
	}
	defer rows.Close()
	out := []Message{}
	for rows.Next() {
		m, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("contact: messages of tiers %d: %w", tiersID, err)
		}
		out = append(out, m)
	}
	return out, rows.Err()
}
