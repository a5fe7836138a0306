package invoice

import (
	"bytes"
	"context"
	"fmt"
	"html"
	netmail "net/mail"
	"strings"

	"partage/app"
	"partage/app/mail"
	"partage/app/printed"
)

// Ways a sent invoice reached its client.
const (
	DeliveredInApp = "in-app" // the client's address is a Partage user's: it is in their inbox
	DeliveredSMTP  = "smtp"   // queued for the SMTP relay: Mail says how it is doing
)

// SendInput is what the sender may change in the mail; empty fields get defaults in lng.
type SendInput struct {
	To      string `json:"to"`
	Subject string `json:"subject"`
	Message string `json:"message"` // plain text; paragraphs are separated by blank lines
	Lng     string `json:"lng"`
}

// Sent is the outcome of sending an invoice.
type Sent struct {
	Invoice  Detail `json:"invoice"`
	Delivery string `json:"delivery"`
	To       string `json:"to"`
	// Mail is the delivery state of the mail queued for the relay (smtp only).
	Mail *mail.DeliveryState `json:"mail,omitempty"`
}

// fill puts params into a translated text's {{name}} placeholders.
func fill(text string, params map[string]string) string {
	for k, v := range params {
		text = strings.ReplaceAll(text, "{{"+k+"}}", v)
	}
	return text
}

// paragraphs turns plain text into HTML paragraphs.
func paragraphs(text string) string {
	var b strings.Builder
	for _, p := range strings.Split(strings.ReplaceAll(strings.TrimSpace(text), "\r\n", "\n"), "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			b.WriteString("<p>" + strings.ReplaceAll(html.EscapeString(p), "\n", "<br>") + "</p>")
		}
	}
	return b.String()
}

// isUser reports whether email is a Partage user's, who gets the mail in their inbox.
func (s *Store) isUser(ctx context.Context, email string) (bool, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE lower(email) = lower($1)`, email).Scan(&n); err != nil {
		return false, fmt.Errorf("invoice store: recipient: %w", err)
	}
	return n > 0, nil
}

// SendInvoice mails the invoice with its PDF attached, through the mail
// service, from the user from: into the recipient's inbox when they are a
// Partage user, queued for the SMTP relay otherwise. An address outside
// Partage with no SMTP configured is refused before anything is written. A
// Draft or Downloaded invoice becomes Sent once the mail is queued. head is
// the cooperative that sends it (its name and logo on the PDF and in the
// message); t translates keys of resources/lang in in.Lng.
func (s *Store) SendInvoice(ctx context.Context, m *mail.Service, from mail.Person, id int64, in SendInput, head printed.Letterhead, t func(string) string) (Sent, error) {
	if head.Name == "" {
		head = SellerHead()
	}
	d, err := s.FindInvoiceByID(ctx, id)
	if err != nil {
		return Sent{}, err
	}
	to := strings.TrimSpace(in.To)
	if to == "" {
		to = d.Client.CompanyEmail
	}
	if a, err := netmail.ParseAddress(to); err != nil || a.Address != to {
		return Sent{}, app.InvalidField("to", "emailAddressInvalid", nil)
	}
	internal, err := s.isUser(ctx, to)
	if err != nil {
		return Sent{}, err
	}
	if !internal && !m.SMTPConfigured() {
		p := app.Params{"address": to}
		return Sent{}, app.E(app.ECONFLICT, "outsideWithoutSmtp", p).WithField("to", "outsideWithoutSmtp", p)
	}
	params := map[string]string{"id": fmt.Sprint(d.ID), "name": d.Client.Name, "total": FormatMoney(d.BalanceCents, in.Lng),
		"due": FormatDate(d.DueDate, in.Lng), "company": head.Name}
	subject := strings.TrimSpace(in.Subject)
	if subject == "" {
		subject = fill(t("invoice.send.defaultSubject"), params)
	}
	message := strings.TrimSpace(in.Message)
	if message == "" {
		message = fill(t("invoice.send.defaultMessage"), params)
	}
	var pdf bytes.Buffer
	if err := WritePDFOn(&pdf, head, d, in.Lng, t); err != nil {
		return Sent{}, fmt.Errorf("invoice: pdf of %d: %w", id, err)
	}
	att, err := m.Store().Upload(ctx, m.Files(), from.ID, FileName(d.ID, t), &pdf)
	if err != nil {
		return Sent{}, err
	}
	// With SMTP the mail is queued in the same transaction as the Sent copy:
	// the relay's answer, whatever it is, comes later and shows as its delivery state.
	c := mail.Input{To: []string{to}, Subject: subject, Message: paragraphs(message), AttachmentIDs: []int64{att.ID}, Ref: MailRef(id)}
	if _, _, err := m.Send(ctx, from, c); err != nil {
		return Sent{}, err
	}
	if d, err = s.MarkSent(ctx, id); err != nil {
		return Sent{}, err
	}
	out := Sent{Invoice: d, Delivery: DeliveredInApp, To: to}
	if !internal {
		out.Delivery = DeliveredSMTP
		if out.Mail, err = m.Store().DeliveryOf(ctx, MailRef(id)); err != nil {
			return Sent{}, err
		}
	}
	return out, nil
}

// MailRef names the mails of invoice id in the outbox.
func MailRef(id int64) string { return fmt.Sprintf("invoice:%d", id) }

// FileName is the PDF's name: "invoice-5001.pdf", in the reader's words.
func FileName(id int64, t func(string) string) string {
	word := strings.ToLower(strings.ReplaceAll(t("invoice.pdf.title"), " ", "-"))
	return fmt.Sprintf("%s-%d.pdf", word, id)
}
