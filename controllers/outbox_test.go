package controllers_test

import (
	"bytes"
	"fmt"
	"io"
	"net"
	netmail "net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	"partage/app/config"
	"partage/app/db"
	"partage/app/db/dbtest"
)

// smtpRelay is a real SMTP server (go-smtp's server side) on loopback keeping what it gets.
type smtpRelay struct {
	mu   sync.Mutex
	got  [][]byte
	addr string
}

func (r *smtpRelay) NewSession(*smtp.Conn) (smtp.Session, error) { return &relaySession{r: r}, nil }

func (r *smtpRelay) messages() [][]byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([][]byte{}, r.got...)
}

type relaySession struct{ r *smtpRelay }

func (s *relaySession) Reset()                               {}
func (s *relaySession) Logout() error                        { return nil }
func (s *relaySession) Mail(string, *smtp.MailOptions) error { return nil }
func (s *relaySession) Rcpt(string, *smtp.RcptOptions) error { return nil }
func (s *relaySession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.r.mu.Lock()
	s.r.got = append(s.r.got, b)
	s.r.mu.Unlock()
	return nil
}

func newRelay(t *testing.T) *smtpRelay {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	r := &smtpRelay{addr: ln.Addr().String()}
	srv := smtp.NewServer(r)
	srv.Domain, srv.MaxLineLength = "relay.test", 1000
	srv.ReadTimeout, srv.WriteTimeout = 10*time.Second, 10*time.Second
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return r
}

// silentRelay accepts connections and never answers, like a relay that hangs.
func silentRelay(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	return ln.Addr().String()
}

func withSMTP(addr string) func(*config.Config) {
	return func(c *config.Config) { c.SMTPURL = "smtp://" + addr + "?from=noreply@coop.example" }
}

func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(25 * time.Millisecond)
	}
}

// A relay that hangs does not hold the request: the send answers at once with
// the mail queued, and the Sent copy later shows the try that timed out.
func TestSendDoesNotWaitForAHangingRelay(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := start(t, d, withSMTP(silentRelay(t)))
		token, _ := e.token("admin@demo.com", "admin")
		h := bearerH(token)
		began := time.Now()
		r := e.do(nil, "POST", "/apps/email/send", map[string]any{"to": []string{"ext@example.org"}, "subject": "Hello", "message": "<p>hi</p>"}, h)
		if took := time.Since(began); r.status != 201 || took > 3*time.Second {
			t.Fatalf("send: %d after %s: %s", r.status, took, r.body)
		}
		m := r.json(t)
		if at(m, "email.delivery") != "queued" || fmt.Sprint(at(m, "notDelivered")) != "[]" {
			t.Fatalf("send answered %s", r.body)
		}
		id := at(m, "email.id")
		var got map[string]any
		waitFor(t, "the try to time out", func() bool {
			got = e.do(nil, "GET", fmt.Sprintf("/apps/email/get-email?id=%v&folder=sent", id), nil, h).json(t)
			return at(got, "outgoing.state") == "retrying"
		})
		if at(got, "delivery") != "retrying" || !strings.Contains(fmt.Sprint(at(got, "outgoing.answer")), "no answer in time") || at(got, "outgoing.nextAttempt") == nil {
			t.Fatalf("the Sent copy: %v", got)
		}
	})
}

// Sending an invoice queues its mail and marks it Sent; the invoice page shows
// how the mail is doing, and the PDF arrives.
func TestInvoiceSendQueuesItsMail(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		relay := newRelay(t)
		e := start(t, d, withSMTP(relay.addr))
		token, _ := e.token("admin@demo.com", "admin")
		h := bearerH(token)
		var id int64
		if err := e.db.QueryRow(`SELECT min(id) FROM invoices WHERE status = 'draft'`).Scan(&id); err != nil {
			t.Fatal(err)
		}
		r := e.do(nil, "POST", fmt.Sprintf("/apps/invoice/%d/send", id), map[string]any{"to": "accounts@client.example"}, h)
		m := r.json(t)
		if r.status != 200 || at(m, "delivery") != "smtp" || at(m, "invoice.invoiceStatus") != "Sent" || at(m, "mail.state") == nil {
			t.Fatalf("send: %d %s", r.status, r.body)
		}
		waitFor(t, "the invoice mail", func() bool { return len(relay.messages()) == 1 })
		msg, err := netmail.ReadMessage(bytes.NewReader(relay.messages()[0]))
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(msg.Body)
		if !strings.HasPrefix(msg.Header.Get("Content-Type"), "multipart/mixed") || !bytes.Contains(raw, []byte("Content-Type: application/pdf")) {
			t.Fatalf("the mail has no PDF: %s", msg.Header.Get("Content-Type"))
		}
		waitFor(t, "the page to show it sent", func() bool {
			p := e.do(nil, "GET", fmt.Sprintf("/apps/invoice/preview/%d", id), nil, h).json(t)
			return at(p, "mail.state") == "sent"
		})
	})
}
