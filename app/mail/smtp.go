package mail

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"fmt"
	"mime"
	"mime/multipart"
	"net"
	"net/smtp"
	"net/textproto"
	"net/url"
	"strings"
	"time"
)

// SMTP sends mail through one relay given as smtp://user:pass@host:port?from=addr
// (STARTTLS when the relay offers it) or smtps:// (TLS from the start).
type SMTP struct {
	host, port string
	user, pass string
	from       string
	implicit   bool
}

// ParseSMTP reads an SMTP_URL.
func ParseSMTP(raw string) (*SMTP, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
		return nil, fmt.Errorf("mail: SMTP_URL must look like smtp://user:pass@host:587?from=noreply@example.org")
	}
	m := &SMTP{host: u.Hostname(), port: u.Port(), implicit: u.Scheme == "smtps", from: u.Query().Get("from")}
	if m.port == "" {
		m.port = map[bool]string{true: "465", false: "587"}[m.implicit]
	}
	if u.User != nil {
		m.user = u.User.Username()
		m.pass, _ = u.User.Password()
	}
	if m.from == "" {
		m.from = "noreply@" + m.host
	}
	return m, nil
}

// Send delivers one message with an HTML and a plain-text part.
func (m *SMTP) Send(ctx context.Context, fromName, to, subject, html, text string) error {
	addr := net.JoinHostPort(m.host, m.port)
	dialer := &net.Dialer{Timeout: 15 * time.Second}
	var conn net.Conn
	var err error
	if m.implicit {
		conn, err = tls.DialWithDialer(dialer, "tcp", addr, &tls.Config{ServerName: m.host})
	} else {
		conn, err = dialer.DialContext(ctx, "tcp", addr)
	}
	if err != nil {
		return fmt.Errorf("smtp: dial %s: %w", addr, err)
	}
	if deadline, ok := ctx.Deadline(); ok {
		conn.SetDeadline(deadline)
	} else {
		conn.SetDeadline(time.Now().Add(time.Minute))
	}
	c, err := smtp.NewClient(conn, m.host)
	if err != nil {
		conn.Close()
		return fmt.Errorf("smtp: hello: %w", err)
	}
	defer c.Close()
	if ok, _ := c.Extension("STARTTLS"); ok && !m.implicit {
		if err := c.StartTLS(&tls.Config{ServerName: m.host}); err != nil {
			return fmt.Errorf("smtp: starttls: %w", err)
		}
	}
	if m.user != "" {
		if err := c.Auth(smtp.PlainAuth("", m.user, m.pass, m.host)); err != nil {
			return fmt.Errorf("smtp: auth: %w", err)
		}
	}
	if err := c.Mail(m.from); err != nil {
		return fmt.Errorf("smtp: mail from: %w", err)
	}
	if err := c.Rcpt(to); err != nil {
		return fmt.Errorf("smtp: rcpt to: %w", err)
	}
	wc, err := c.Data()
	if err != nil {
		return fmt.Errorf("smtp: data: %w", err)
	}
	if _, err := wc.Write(m.message(fromName, to, subject, html, text)); err != nil {
		return fmt.Errorf("smtp: write: %w", err)
	}
	if err := wc.Close(); err != nil {
		return fmt.Errorf("smtp: end data: %w", err)
	}
	return c.Quit()
}

func (m *SMTP) message(fromName, to, subject, html, text string) []byte {
	var b strings.Builder
	id := make([]byte, 12)
	rand.Read(id)
	mw := multipart.NewWriter(&b)
	fmt.Fprintf(&b, "From: %s <%s>\r\nTo: %s\r\nSubject: %s\r\nDate: %s\r\nMessage-ID: <%s@%s>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/alternative; boundary=%s\r\n\r\n",
		mime.QEncoding.Encode("utf-8", fromName), m.from, to, mime.QEncoding.Encode("utf-8", subject),
		time.Now().UTC().Format(time.RFC1123Z), hex.EncodeToString(id), m.host, mw.Boundary())
	for _, part := range []struct{ typ, body string }{{"text/plain", text}, {"text/html", html}} {
		w, _ := mw.CreatePart(textproto.MIMEHeader{"Content-Type": {part.typ + "; charset=utf-8"}, "Content-Transfer-Encoding": {"8bit"}})
		w.Write([]byte(strings.ReplaceAll(part.body, "\n", "\r\n")))
	}
	mw.Close()
	return []byte(b.String())
}
