// Package mail delivers the product's messages: into a user's in-app mailbox,
// and out by SMTP when SMTP_URL is configured.
package mail

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"time"

	"partage/app/db"
	"partage/app/richtext"
)

// Notice is a message the product itself sends to one of its users.
type Notice struct {
	UserID  int64
	ToEmail string
	Subject string
	HTML    string
	Text    string // the plain-text body, logged when no SMTP is configured
}

// Service is the mail of the platform: mailboxes, sending, notices.
type Service struct {
	db       *db.DB
	store    *Store
	files    *Files
	smtp     *SMTP // nil when no SMTP is configured
	fromName string
	sender   SenderOf // nil: fromName and the relay's address
	log      *slog.Logger
	live     Publisher // nil: nobody is told live
	outbox   OutboxOptions
	wake     chan struct{} // a mail was queued by this instance

	// delivered is told of each internal delivery of Send (see OnDelivered).
	delivered func(ctx context.Context, userID, emailID int64, from Person, subject string)
}

// Publisher delivers live events to a user's open pages (app/realtime).
type Publisher interface {
	Publish(ctx context.Context, userID int64, typ string, data any) error
}

// EventNew is the live event of a mail arriving in an inbox.
const EventNew = "mail.new"

// TellLive makes the service announce new mail through p.
func (s *Service) TellLive(p Publisher) { s.live = p }

// announce tells a recipient live that mail arrived.
func (s *Service) announce(ctx context.Context, userID, emailID int64, from Person, subject string) {
	if s.live == nil {
		return
	}
	data := map[string]any{"id": emailID, "from": map[string]string{"name": from.Name, "email": from.Email}, "subject": subject}
	if err := s.live.Publish(ctx, userID, EventNew, data); err != nil {
		s.log.Error("mail: live delivery", "err", err)
	}
}

// NewService returns the mail service; smtpURL may be "" (nothing leaves the
// product); attachments are kept in the file store (app/files) of d and dataDir.
func NewService(d *db.DB, smtpURL, fromName, dataDir string, log *slog.Logger) (*Service, error) {
	s := &Service{db: d, store: NewStore(d), files: newFiles(d, dataDir), fromName: fromName, log: log,
		wake: make(chan struct{}, 1)}
	s.outbox.defaults()
	if smtpURL != "" {
		m, err := ParseSMTP(smtpURL)
		if err != nil {
			return nil, err
		}
		s.smtp = m
	}
	return s, nil
}

// Store returns the mailbox store.
func (s *Service) Store() *Store { return s.store }

// Files returns where attachments are kept.
func (s *Service) Files() *Files { return s.files }

// OnDelivered calls f for each copy of a sent mail delivered to an internal
// recipient's mailbox, after the send (the notification of a new mail).
func (s *Service) OnDelivered(f func(ctx context.Context, userID, emailID int64, from Person, subject string)) {
	s.delivered = f
}

// SMTPConfigured reports whether mail leaves the product by SMTP.
func (s *Service) SMTPConfigured() bool { return s.smtp != nil }

// Send delivers c: copies for the author and internal recipients and, when
// SMTP is configured, the mail for external addresses queued in the outbox in
// the same transaction. It returns the author's copy and the external
// addresses that cannot leave (no SMTP configured).
func (s *Service) Send(ctx context.Context, from Person, c Input) (Email, []string, error) {
	domain := ""
	if s.smtp != nil {
		domain = s.smtp.domain()
	}
	sent, err := s.store.Send(ctx, from, c, domain)
	if err != nil {
		return Email{}, nil, err
	}
	for _, d := range sent.Delivered {
		s.announce(ctx, d.UserID, d.EmailID, from, sent.Email.Subject)
		if s.delivered != nil {
			s.delivered(ctx, d.UserID, d.EmailID, from, sent.Email.Subject)
		}
	}
	if len(sent.External) == 0 {
		return sent.Email, []string{}, nil
	}
	if s.smtp == nil {
		return sent.Email, sent.External, nil
	}
	s.wakeOutbox()
	return sent.Email, []string{}, nil
}

// SendNotice queues n for the relay when SMTP is configured (it never waits on
// the relay); otherwise it puts n in the user's in-app inbox and writes it to
// the server log.
func (s *Service) SendNotice(ctx context.Context, n Notice) error {
	if s.smtp != nil {
		text := n.Text
		if text == "" {
			text = richtext.MailText(n.HTML)
		}
		o := Outgoing{FromName: s.senderName(ctx), To: []Recipient{{Address: n.ToEmail, Envelope: true}}, Subject: n.Subject, HTML: n.HTML, Text: text}
		err := s.db.Tx(ctx, func(tx *sql.Tx) error {
			_, err := enqueue(ctx, tx, o, newMessageID(s.smtp.domain()), time.Now().UTC())
			return err
		})
		if err != nil {
			return fmt.Errorf("mail: queue notice: %w", err)
		}
		s.wakeOutbox()
		return nil
	}
	from := Person{Name: s.senderName(ctx), Email: s.senderAddress(ctx, "noreply@partage.local")}
	var id int64
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		c := Input{To: []string{n.ToEmail}, Subject: n.Subject, Message: richtext.Sanitize(n.HTML)}
		var err error
		id, err = s.store.writeCopy(ctx, tx, from, c, newThreadKey(), copyOf{owner: n.UserID, folder: "inbox"}, nil, map[string]string{})
		return err
	})
	if err != nil {
		return fmt.Errorf("mail: deliver notice in app: %w", err)
	}
	s.announce(ctx, n.UserID, id, from, n.Subject)
	s.log.Info("notice delivered in app (no SMTP configured)", "to", n.ToEmail, "subject", n.Subject, "text", n.Text)
	return nil
}

// UnreadCount is how many unread mails are in the user's inbox (the menu badge).
func (s *Service) UnreadCount(ctx context.Context, userID int64) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COALESCE(sum(unread), 0) FROM mailbox_counts WHERE owner_id = $1 AND folder = 'inbox'`, userID).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("mail: count unread: %w", err)
	}
	return n, nil
}
