package mail

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	netmail "net/mail"
	"strings"
	"time"

	"partage/app"
	"partage/app/richtext"
)

// Person is a user as mail needs them.
type Person struct {
	ID    int64
	Name  string
	Email string
}

// Input is a message being written: to send, or to keep as a draft.
type Input struct {
	To            []string `json:"to"`
	Cc            []string `json:"cc"`
	Bcc           []string `json:"bcc"`
	Subject       string   `json:"subject"`
	Message       string   `json:"message"`
	AttachmentIDs []int64  `json:"attachmentIds"`
	DraftID       int64    `json:"draftId"`
	InReplyTo     int64    `json:"inReplyTo"`
	// Ref names what the mail is sent for ("invoice:5001"), to find its delivery state; set by the product, never by a request.
	Ref string `json:"-"`
}

// validate cleans the addresses and checks the fields; sending needs a recipient and some content.
func (c *Input) validate(sending bool) error {
	f := app.Fields{}
	for _, list := range []struct {
		field string
		addrs *[]string
	}{{"to", &c.To}, {"cc", &c.Cc}, {"bcc", &c.Bcc}} {
		var clean []string
		for _, a := range *list.addrs {
			a = strings.TrimSpace(a)
			if a == "" {
				continue
			}
			p, err := netmail.ParseAddress(a)
			if err != nil || p.Address != a || !strings.Contains(a[strings.LastIndex(a, "@"):], ".") {
				f.Set(list.field, "addressInvalid", app.Params{"address": a})
				continue
			}
			clean = append(clean, a)
		}
		*list.addrs = clean
	}
	c.Subject = strings.TrimSpace(c.Subject)
	if len(c.Subject) > 255 {
		f.Set("subject", "subjectTooLong", app.Params{"max": 255})
	}
	c.Message = richtext.Sanitize(c.Message)
	if sending {
		if _, bad := f["to"]; len(c.To)+len(c.Cc)+len(c.Bcc) == 0 && !bad {
			f.Set("to", "recipientRequired", nil)
		}
		if c.Subject == "" && richtext.PlainText(c.Message) == "" {
			f.Set("subject", "subjectOrMessage", nil)
		}
	}
	if len(f) > 0 {
		return app.Invalid("correctFields", nil, f)
	}
	return nil
}

func newThreadKey() string {
	b := make([]byte, 12)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// copyOf is one mailbox copy to write.
type copyOf struct {
	owner    int64
	folder   string
	read     bool
	delivery string
	withBcc  bool
}

func (s *Store) writeCopy(ctx context.Context, tx *sql.Tx, from Person, c Input, thread string, cp copyOf, attachments []int64, names map[string]string) (int64, error) {
	now := time.Now().UTC()
	var id int64
	err := tx.QueryRowContext(ctx, `INSERT INTO emails (owner_id, folder, from_name, from_email, subject, message, is_read, thread_key, delivery, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
		cp.owner, cp.folder, from.Name, from.Email, c.Subject, c.Message, cp.read, thread, cp.delivery, now).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("mail: write copy: %w", err)
	}
	kinds := []struct {
		kind  string
		addrs []string
	}{{"to", c.To}, {"cc", c.Cc}}
	if cp.withBcc {
		kinds = append(kinds, struct {
			kind  string
			addrs []string
		}{"bcc", c.Bcc})
	}
	for _, k := range kinds {
		for i, a := range k.addrs {
			if _, err := tx.ExecContext(ctx, `INSERT INTO email_recipients (email_id, kind, position, name, address) VALUES ($1, $2, $3, $4, $5)`,
				id, k.kind, i, names[strings.ToLower(a)], a); err != nil {
				return 0, fmt.Errorf("mail: write recipients: %w", err)
			}
		}
	}
	for i, a := range attachments {
		if _, err := tx.ExecContext(ctx, `INSERT INTO email_attachments (email_id, attachment_id, position) VALUES ($1, $2, $3)`, id, a, i); err != nil {
			return 0, fmt.Errorf("mail: write attachments: %w", err)
		}
	}
	return id, nil
}

// internal finds the platform's users among addresses: address (lower) → person.
func internal(ctx context.Context, tx *sql.Tx, addrs []string) (map[string]Person, error) {
	out := map[string]Person{}
	for _, a := range addrs {
		var p Person
		err := tx.QueryRowContext(ctx, `SELECT id, full_name, email FROM users WHERE lower(email) = lower($1)`, a).Scan(&p.ID, &p.Name, &p.Email)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		} else if err != nil {
			return nil, fmt.Errorf("mail: find recipient: %w", err)
		}
		out[strings.ToLower(a)] = p
	}
	return out, nil
}

// prepare checks what a compose refers to: the draft it replaces, the mail it answers, its attachments.
func (s *Store) prepare(ctx context.Context, tx *sql.Tx, from Person, c *Input) (thread string, attachments []int64, err error) {
	if c.DraftID != 0 {
		var folder string
		err := tx.QueryRowContext(ctx, `SELECT folder, thread_key FROM emails WHERE id = $1 AND owner_id = $2`, c.DraftID, from.ID).Scan(&folder, &thread)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && folder != "draft") {
			return "", nil, ErrNotFound
		} else if err != nil {
			return "", nil, fmt.Errorf("mail: find draft: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM emails WHERE id = $1`, c.DraftID); err != nil {
			return "", nil, fmt.Errorf("mail: replace draft: %w", err)
		}
	}
	if c.InReplyTo != 0 {
		err := tx.QueryRowContext(ctx, `SELECT thread_key FROM emails WHERE id = $1 AND owner_id = $2`, c.InReplyTo, from.ID).Scan(&thread)
		if errors.Is(err, sql.ErrNoRows) {
			return "", nil, ErrNotFound
		} else if err != nil {
			return "", nil, fmt.Errorf("mail: find replied mail: %w", err)
		}
	}
	if thread == "" {
		thread = newThreadKey()
	}
	attachments, err = s.usable(ctx, tx, from.ID, c.AttachmentIDs)
	return thread, attachments, err
}

// SaveDraft keeps c in the author's Draft folder, replacing the draft it was opened from.
func (s *Store) SaveDraft(ctx context.Context, from Person, c Input) (Email, error) {
	if err := c.validate(false); err != nil {
		return Email{}, err
	}
	var id int64
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		thread, attachments, err := s.prepare(ctx, tx, from, &c)
		if err != nil {
			return err
		}
		id, err = s.writeCopy(ctx, tx, from, c, thread, copyOf{owner: from.ID, folder: "draft", read: true, withBcc: true}, attachments, map[string]string{})
		return err
	})
	if err != nil {
		return Email{}, err
	}
	return s.FindEmailByID(ctx, from.ID, id)
}

// Sent is the outcome of sending: the author's copy, and the external addresses
// that have still to leave by SMTP (when it is configured) or cannot (when not).
type Sent struct {
	Email     Email
	External  []string
	Delivered []Delivered // the inbox copies written for internal recipients
}

// Delivered is an inbox copy of a sent mail.
type Delivered struct {
	UserID, EmailID int64
}

// Send puts c in the author's Sent folder and in each internal recipient's
// inbox, in one transaction. smtpDomain is the domain of the SMTP sender, ""
// when no SMTP is configured; with it, the mail for external addresses is
// queued in the outbox in the same transaction.
func (s *Store) Send(ctx context.Context, from Person, c Input, smtpDomain string) (Sent, error) {
	if err := c.validate(true); err != nil {
		return Sent{}, err
	}
	var out Sent
	var sentID int64
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		thread, attachments, err := s.prepare(ctx, tx, from, &c)
		if err != nil {
			return err
		}
		all := append(append(append([]string{}, c.To...), c.Cc...), c.Bcc...)
		people, err := internal(ctx, tx, all)
		if err != nil {
			return err
		}
		names := map[string]string{}
		external := map[string]bool{}
		for _, a := range all {
			key := strings.ToLower(a)
			p, ok := people[key]
			if ok {
				names[key] = p.Name
			} else if !external[key] {
				out.External = append(out.External, a)
			}
			external[key] = !ok
		}
		delivery := ""
		if len(out.External) > 0 {
			delivery = DeliveryNotDelivered
			if smtpDomain != "" {
				delivery = DeliveryQueued
			}
		}
		sentID, err = s.writeCopy(ctx, tx, from, c, thread, copyOf{owner: from.ID, folder: "sent", read: true, delivery: delivery, withBcc: true}, attachments, names)
		if err != nil {
			return err
		}
		if delivery == DeliveryQueued {
			o := Outgoing{EmailID: sentID, OwnerID: from.ID, Ref: c.Ref, FromName: from.Name, ReplyTo: from.Email,
				To: recipientsOf(c.To, names, external), Cc: recipientsOf(c.Cc, names, external), Bcc: recipientsOf(c.Bcc, names, external),
				Subject: c.Subject, HTML: c.Message, Text: richtext.MailText(c.Message), AttachmentIDs: attachments}
			if _, err := enqueue(ctx, tx, o, newMessageID(smtpDomain), time.Now().UTC()); err != nil {
				return err
			}
		}
		delivered := map[int64]bool{}
		for _, a := range all {
			p, ok := people[strings.ToLower(a)]
			if !ok || delivered[p.ID] {
				continue
			}
			delivered[p.ID] = true
			// Writing to oneself leaves a read Sent copy and a new inbox copy, as mail does.
			id, err := s.writeCopy(ctx, tx, from, c, thread, copyOf{owner: p.ID, folder: "inbox"}, attachments, names)
			if err != nil {
				return err
			}
			out.Delivered = append(out.Delivered, Delivered{UserID: p.ID, EmailID: id})
		}
		return nil
	})
	if err != nil {
		return Sent{}, err
	}
	out.Email, err = s.FindEmailByID(ctx, from.ID, sentID)
	return out, err
}
