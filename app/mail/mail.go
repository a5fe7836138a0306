// Package mail delivers the product's messages: into a user's in-app mailbox,
// and out by SMTP when SMTP_URL is configured.
package mail

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"partage/app/db"
)

// Notice is a message the product itself sends to one of its users.
type Notice struct {
	UserID  int64
	ToEmail string
	Subject string
	HTML    string
	Text    string // the plain-text body, logged when no SMTP is configured
}

// Service delivers notices.
type Service struct {
	db       *db.DB
	smtp     *SMTP // nil when no SMTP is configured
	fromName string
	log      *slog.Logger
}

// NewService returns a mail service; smtpURL may be "" (nothing leaves the product).
func NewService(d *db.DB, smtpURL, fromName string, log *slog.Logger) (*Service, error) {
	s := &Service{db: d, fromName: fromName, log: log}
	if smtpURL != "" {
		m, err := ParseSMTP(smtpURL)
		if err != nil {
			return nil, err
		}
		s.smtp = m
	}
	return s, nil
}

// SMTPConfigured reports whether mail leaves the product by SMTP.
func (s *Service) SMTPConfigured() bool { return s.smtp != nil }

// SendNotice sends n by SMTP when configured; otherwise it puts n in the
// user's in-app inbox and writes it to the server log.
func (s *Service) SendNotice(ctx context.Context, n Notice) error {
	if s.smtp != nil {
		if err := s.smtp.Send(ctx, s.fromName, n.ToEmail, n.Subject, n.HTML, n.Text); err != nil {
			return fmt.Errorf("mail: send notice: %w", err)
		}
		return nil
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO emails (owner_id, folder, from_name, from_email, to_email, subject, message, created_at)
		VALUES ($1, 'inbox', $2, $3, $4, $5, $6, $7)`,
		n.UserID, s.fromName, "noreply@partage.local", n.ToEmail, n.Subject, n.HTML, time.Now().UTC())
	if err != nil {
		return fmt.Errorf("mail: deliver notice in app: %w", err)
	}
	s.log.Info("notice delivered in app (no SMTP configured)", "to", n.ToEmail, "subject", n.Subject, "text", n.Text)
	return nil
}

// UnreadCount is how many unread mails are in the user's inbox (the menu badge).
func (s *Service) UnreadCount(ctx context.Context, userID int64) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM emails WHERE owner_id = $1 AND folder = 'inbox' AND NOT is_read`, userID).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("mail: count unread: %w", err)
	}
	return n, nil
}
