package mail

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"partage/app/db"
)

// States of a mail in the outbox, also written on the author's Sent copy.
const (
	DeliveryQueued   = "queued"   // waiting for its first try
	DeliveryRetrying = "retrying" // a try failed; another comes at NextAttempt
	DeliverySent     = "sent"     // the relay took it
)

// EventDelivery is the live event telling a sender how their mail is doing.
const EventDelivery = "mail.delivery"

// DeliveryState is how an outgoing mail is doing on its way to the relay.
type DeliveryState struct {
	State       string     `json:"state"` // queued, retrying, sent, failed
	Attempts    int        `json:"attempts"`
	NextAttempt *time.Time `json:"nextAttempt,omitempty"` // when retrying
	Answer      string     `json:"answer"`                // the relay's last answer, or why it could not be reached
	SentAt      *time.Time `json:"sentAt,omitempty"`
	UpdatedAt   time.Time  `json:"updatedAt"`
}

// Recipient is one address of an outgoing mail.
type Recipient struct {
	Name, Address string
	Envelope      bool // given to the relay; false: delivered in the product, only named in the headers
}

// Outgoing is a mail to queue for the relay.
type Outgoing struct {
	EmailID       int64  // the author's Sent copy; 0 for the product's notices
	OwnerID       int64  // who sent it; 0 for the product
	Ref           string // what it was sent for, e.g. "invoice:5001"
	FromName      string
	ReplyTo       string
	To, Cc, Bcc   []Recipient
	Subject       string
	HTML, Text    string
	AttachmentIDs []int64
}

// enqueue writes o into the outbox inside tx.
func enqueue(ctx context.Context, tx *sql.Tx, o Outgoing, messageID string, now time.Time) (int64, error) {
	var id int64
	err := tx.QueryRowContext(ctx, `INSERT INTO outbox (email_id, owner_id, ref, message_id, from_name, reply_to, subject, html, text,
		state, next_attempt_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'queued', $10, $10, $10) RETURNING id`,
		nullID(o.EmailID), nullID(o.OwnerID), o.Ref, messageID, o.FromName, o.ReplyTo, o.Subject, o.HTML, o.Text, now).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("mail outbox: queue: %w", err)
	}
	for _, k := range []struct {
		kind string
		list []Recipient
	}{{"to", o.To}, {"cc", o.Cc}, {"bcc", o.Bcc}} {
		for i, r := range k.list {
			if _, err := tx.ExecContext(ctx, `INSERT INTO outbox_recipients (outbox_id, kind, position, name, address, envelope) VALUES ($1, $2, $3, $4, $5, $6)`,
				id, k.kind, i, r.Name, r.Address, r.Envelope); err != nil {
				return 0, fmt.Errorf("mail outbox: queue recipients: %w", err)
			}
		}
	}
	for i, a := range o.AttachmentIDs {
		if _, err := tx.ExecContext(ctx, `INSERT INTO outbox_attachments (outbox_id, attachment_id, position) VALUES ($1, $2, $3)`, id, a, i); err != nil {
			return 0, fmt.Errorf("mail outbox: queue attachments: %w", err)
		}
	}
	return id, nil
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

// claimed is an outbox row a worker holds the lease of.
type claimed struct {
	id, emailID, ownerID int64
	ref, messageID       string
	fromName, replyTo    string
	subject, html, text  string
	attempts             int
	created              time.Time
	to, cc               []Recipient
	envelope             []string
	attachments          []int64
}

// claim takes the lease of the next mail due, or returns nil when none is.
// On PostgreSQL the row is locked with SKIP LOCKED, so instances claiming at
// once take different mails; on SQLite the one writer makes the conditional
// UPDATE the claim.
func claim(ctx context.Context, d *db.DB, holder string, lease time.Duration) (*claimed, error) {
	now := time.Now().UTC()
	lock := ""
	if d.Engine == db.Postgres {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	var c claimed
	var emailID, ownerID sql.NullInt64
	err := d.QueryRowContext(ctx, `UPDATE outbox SET lease_until = $1, lease_holder = $2, attempts = attempts + 1, updated_at = $3
		WHERE id = (SELECT id FROM outbox WHERE state IN ('queued', 'retrying') AND next_attempt_at <= $3
			AND (lease_until IS NULL OR lease_until < $3) ORDER BY next_attempt_at, id LIMIT 1`+lock+`)
		AND state IN ('queued', 'retrying') AND (lease_until IS NULL OR lease_until < $3)
		RETURNING id, email_id, owner_id, ref, message_id, from_name, reply_to, subject, html, text, attempts, created_at`,
		now.Add(lease), holder, now).Scan(&c.id, &emailID, &ownerID, &c.ref, &c.messageID, &c.fromName, &c.replyTo,
		&c.subject, &c.html, &c.text, &c.attempts, &c.created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	} else if err != nil {
		return nil, fmt.Errorf("mail outbox: claim: %w", err)
	}
	c.emailID, c.ownerID, c.created = emailID.Int64, ownerID.Int64, c.created.UTC()
	rows, err := d.QueryContext(ctx, `SELECT kind, name, address, envelope FROM outbox_recipients WHERE outbox_id = $1
		ORDER BY CASE kind WHEN 'to' THEN 0 WHEN 'cc' THEN 1 ELSE 2 END, position`, c.id)
	if err != nil {
		return nil, fmt.Errorf("mail outbox: recipients: %w", err)
	}
	seen := map[string]bool{}
	for rows.Next() {
		var kind string
		var r Recipient
		if err := rows.Scan(&kind, &r.Name, &r.Address, &r.Envelope); err != nil {
			rows.Close()
			return nil, fmt.Errorf("mail outbox: recipients: %w", err)
		}
		switch kind {
		case "to":
			c.to = append(c.to, r)
		case "cc":
			c.cc = append(c.cc, r)
		}
		if r.Envelope && !seen[strings.ToLower(r.Address)] {
			seen[strings.ToLower(r.Address)] = true
			c.envelope = append(c.envelope, r.Address)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("mail outbox: recipients: %w", err)
	}
	rows, err = d.QueryContext(ctx, `SELECT attachment_id FROM outbox_attachments WHERE outbox_id = $1 ORDER BY position`, c.id)
	if err != nil {
		return nil, fmt.Errorf("mail outbox: attachments: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var a int64
		if err := rows.Scan(&a); err != nil {
			return nil, fmt.Errorf("mail outbox: attachments: %w", err)
		}
		c.attachments = append(c.attachments, a)
	}
	return &c, rows.Err()
}

// finish records the outcome of a try, on the outbox row and on the author's
// Sent copy, if the lease is still this worker's.
func finish(ctx context.Context, d *db.DB, c *claimed, holder string, st DeliveryState) (bool, error) {
	next := st.UpdatedAt
	if st.NextAttempt != nil {
		next = *st.NextAttempt
	}
	var kept bool
	err := d.Tx(ctx, func(tx *sql.Tx) error {
		// A notice (a reset or invitation mail: no Sent copy) is not kept
		// once it is done with: its body holds a working link.
		done := st.State == DeliverySent || st.State == DeliveryFailed
		res, err := tx.ExecContext(ctx, `UPDATE outbox SET state = $1, answer = $2, next_attempt_at = $3, sent_at = $4, updated_at = $5,
			lease_until = NULL, lease_holder = '',
			html = CASE WHEN $6 AND email_id IS NULL THEN '' ELSE html END,
			text = CASE WHEN $6 AND email_id IS NULL THEN '' ELSE text END
			WHERE id = $7 AND lease_holder = $8`,
			st.State, st.Answer, next, st.SentAt, st.UpdatedAt, done, c.id, holder)
		if err != nil {
			return fmt.Errorf("mail outbox: record try: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		kept = true
		if c.emailID != 0 {
			if _, err := tx.ExecContext(ctx, `UPDATE emails SET delivery = $1 WHERE id = $2`, st.State, c.emailID); err != nil {
				return fmt.Errorf("mail outbox: record delivery: %w", err)
			}
		}
		return nil
	})
	return kept, err
}

// OutboxKeep is how long a mail that was sent or failed stays in the outbox.
const OutboxKeep = 30 * 24 * time.Hour

// PruneOutbox empties the notices that are done with (older rows finished
// before their body was blanked on the spot) and deletes the mails finished
// more than OutboxKeep ago, except the latest of each ref, which its page
// shows (an invoice's "sent by mail"). Run it now and then (main's prune loop).
func (s *Service) PruneOutbox(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `UPDATE outbox SET html = '', text = ''
		WHERE email_id IS NULL AND state IN ('sent', 'failed') AND (html <> '' OR text <> '')`); err != nil {
		return fmt.Errorf("mail outbox: empty finished notices: %w", err)
	}
	if _, err := s.db.ExecContext(ctx, `DELETE FROM outbox WHERE state IN ('sent', 'failed') AND updated_at < $1
		AND (ref = '' OR id < (SELECT max(o2.id) FROM outbox o2 WHERE o2.ref = outbox.ref))`, time.Now().UTC().Add(-OutboxKeep)); err != nil {
		return fmt.Errorf("mail outbox: delete finished mails: %w", err)
	}
	return nil
}

// scanState reads a DeliveryState from the outbox columns state, attempts,
// next_attempt_at, answer, sent_at, updated_at.
func scanState(row interface{ Scan(...any) error }, extra ...any) (DeliveryState, error) {
	var st DeliveryState
	var next time.Time
	var sent sql.NullTime
	err := row.Scan(append(extra, &st.State, &st.Attempts, &next, &st.Answer, &sent, &st.UpdatedAt)...)
	if err != nil {
		return st, err
	}
	st.UpdatedAt = st.UpdatedAt.UTC()
	if st.State == DeliveryRetrying {
		next = next.UTC()
		st.NextAttempt = &next
	}
	if sent.Valid {
		t := sent.Time.UTC()
		st.SentAt = &t
	}
	return st, nil
}

const stateColumns = `o.state, o.attempts, o.next_attempt_at, o.answer, o.sent_at, o.updated_at`

// DeliveryOf returns how the latest mail queued for ref is doing, or nil when
// none was (an invoice sent only inside the product, or never sent).
func (s *Store) DeliveryOf(ctx context.Context, ref string) (*DeliveryState, error) {
	st, err := scanState(s.db.QueryRowContext(ctx, `SELECT `+stateColumns+` FROM outbox o WHERE o.ref = $1 ORDER BY o.id DESC LIMIT 1`, ref))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	} else if err != nil {
		return nil, fmt.Errorf("mail outbox: delivery of %s: %w", ref, err)
	}
	return &st, nil
}

// outgoingStates fills the delivery state of the mails that left by SMTP.
func (s *Store) outgoingStates(ctx context.Context, byID map[int64]*Email) error {
	var ids []int64
	for id, m := range byID {
		if m.Folder == "sent" && (m.Delivery == DeliveryQueued || m.Delivery == DeliveryRetrying || m.Delivery == DeliverySent || m.Delivery == DeliveryFailed) {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT o.email_id, `+stateColumns+` FROM outbox o WHERE o.email_id IN (`+placeholders(0, len(ids))+`)`, idArgs(ids)...)
	if err != nil {
		return fmt.Errorf("mail store: delivery states: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		st, err := scanState(rows, &id)
		if err != nil {
			return fmt.Errorf("mail store: delivery states: %w", err)
		}
		// The emails row and the outbox row are read apart: a try recorded
		// between the two reads would show "queued" beside its outcome. The
		// outbox row is the later read and the one the state comes from.
		byID[id].Outgoing = &st
		byID[id].Delivery = st.State
	}
	return rows.Err()
}

// recipientsOf turns addresses into outbox recipients, named from names
// (address in lower case → name), given to the relay when external says so.
func recipientsOf(addrs []string, names map[string]string, external map[string]bool) []Recipient {
	out := make([]Recipient, 0, len(addrs))
	for _, a := range addrs {
		key := strings.ToLower(a)
		out = append(out, Recipient{Name: names[key], Address: a, Envelope: external[key]})
	}
	return out
}
