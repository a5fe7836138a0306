package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/smtp"
	"net/textproto"
	"net/url"
	"os"
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

// From is the address mail leaves from (the envelope sender and the From header).
func (m *SMTP) From() string { return m.from }

// domain is the part of From after the @, for Message-IDs.
func (m *SMTP) domain() string { return m.from[strings.LastIndexByte(m.from, '@')+1:] }

// RelayError is an answer of the relay that refused the mail.
type RelayError struct {
	Code    int
	Message string
	Stage   string // the command refused: mail from, rcpt to, data…
}

// Error gives the command and the relay's answer, e.g. "rcpt to x@example.org: 550 No such user".
func (e *RelayError) Error() string {
	return fmt.Sprintf("%s: %d %s", e.Stage, e.Code, e.Message)
}

// Permanent reports whether the relay said not to try again (a 5xx answer).
func (e *RelayError) Permanent() bool { return e.Code >= 500 }

// relayErr keeps the relay's answer when err is one, with the command it answered.
func relayErr(stage string, err error) error {
	var te *textproto.Error
	if errors.As(err, &te) {
		return &RelayError{Code: te.Code, Message: te.Msg, Stage: stage}
	}
	return fmt.Errorf("smtp: %s: %w", stage, err)
}

// Deliver runs one SMTP dialog: the message write writes goes to rcpts from
// the configured sender. The whole dialog ends when ctx does; each recipient the
// relay refuses for good (5xx) is left out and reported in refused. It returns the
// relay's final answer.
func (m *SMTP) Deliver(ctx context.Context, rcpts []string, write func(io.Writer) error) (answer string, refused []string, err error) {
	addr := net.JoinHostPort(m.host, m.port)
	dialer := &net.Dialer{}
	var conn net.Conn
	if m.implicit {
		td := &tls.Dialer{NetDialer: dialer, Config: &tls.Config{ServerName: m.host}}
		conn, err = td.DialContext(ctx, "tcp", addr)
	} else {
		conn, err = dialer.DialContext(ctx, "tcp", addr)
	}
	if err != nil {
		return "", nil, fmt.Errorf("smtp: connect to %s: %w", addr, err)
	}
	// The dialog's deadline is ctx's; closing the connection when ctx ends
	// also stops a relay that stays silent past it.
	if deadline, ok := ctx.Deadline(); ok {
		conn.SetDeadline(deadline)
	}
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()
	defer conn.Close()
	answer, refused, err = m.dialog(conn, rcpts, write)
	if err != nil && (ctx.Err() != nil || errors.Is(err, os.ErrDeadlineExceeded)) {
		var re *RelayError
		if !errors.As(err, &re) {
			err = fmt.Errorf("smtp: %s: no answer in time: %w", addr, context.DeadlineExceeded)
		}
	}
	return answer, refused, err
}

func (m *SMTP) dialog(conn net.Conn, rcpts []string, write func(io.Writer) error) (string, []string, error) {
	c, err := smtp.NewClient(conn, m.host)
	if err != nil {
		return "", nil, relayErr("greeting", err)
	}
	defer c.Close()
	if ok, _ := c.Extension("STARTTLS"); ok && !m.implicit {
		if err := c.StartTLS(&tls.Config{ServerName: m.host}); err != nil {
			return "", nil, relayErr("starttls", err)
		}
	}
	if m.user != "" {
		if err := c.Auth(smtp.PlainAuth("", m.user, m.pass, m.host)); err != nil {
			return "", nil, relayErr("auth", err)
		}
	}
	if err := c.Mail(m.from); err != nil {
		return "", nil, relayErr("mail from", err)
	}
	var refused []string
	var last error
	for _, to := range rcpts {
		if err := c.Rcpt(to); err != nil {
			err = relayErr("rcpt to "+to, err)
			var re *RelayError
			if errors.As(err, &re) && re.Permanent() {
				refused, last = append(refused, to), err
				continue
			}
			// A recipient refused for now: the whole mail is tried again later.
			return "", nil, err
		}
	}
	if len(refused) == len(rcpts) {
		return "", refused, last
	}
	// DATA by hand, to keep the relay's final answer (its queue id).
	id, err := c.Text.Cmd("DATA")
	if err != nil {
		return "", nil, relayErr("data", err)
	}
	c.Text.StartResponse(id)
	_, _, err = c.Text.ReadResponse(354)
	c.Text.EndResponse(id)
	if err != nil {
		return "", nil, relayErr("data", err)
	}
	dw := c.Text.DotWriter()
	if err := write(dw); err != nil {
		dw.Close()
		return "", nil, err
	}
	if err := dw.Close(); err != nil {
		return "", nil, relayErr("data", err)
	}
	code, msg, err := c.Text.ReadResponse(250)
	if err != nil {
		return "", nil, relayErr("end of data", err)
	}
	// The mail is the relay's now: a QUIT that fails changes nothing.
	c.Quit()
	return strings.TrimSpace(fmt.Sprintf("%d %s", code, msg)), refused, nil
}

// dialogTimeout is how long one SMTP dialog may last before it is abandoned.
const dialogTimeout = 60 * time.Second
