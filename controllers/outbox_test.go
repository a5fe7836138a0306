package controllers_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"partage/app/config"
	"partage/app/db"
	"partage/app/mail/mailtest"
)

// withSMTP sends the mail that leaves through the SMTP relay at addr.
func withSMTP(addr string) func(*config.Config) {
	return func(c *config.Config) { c.SMTPURL = mailtest.URL(addr) }
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
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		e := startIn(t, d, dataDir, withSMTP(mailtest.HangingRelay(t)))
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
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		relay := mailtest.StartRelay(t, "127.0.0.1:0")
		e := startIn(t, d, dataDir, withSMTP(relay.Addr))
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
		waitFor(t, "the invoice mail", func() bool { return len(relay.Arrivals()) == 1 })
		a := relay.Arrivals()[0]
		if !slices.Equal(a.Rcpts, []string{"accounts@client.example"}) {
			t.Fatalf("the mail went to %v", a.Rcpts)
		}
		head, leaves := mailtest.Parse(t, a.Data)
		var pdf *mailtest.Leaf
		for i := range leaves {
			if leaves[i].Type == "application/pdf" {
				pdf = &leaves[i]
			}
		}
		if !strings.HasPrefix(head.Get("Content-Type"), "multipart/mixed") || pdf == nil || !bytes.HasPrefix(pdf.Body, []byte("%PDF")) {
			t.Fatalf("the mail has no PDF: %s, %d parts", head.Get("Content-Type"), len(leaves))
		}
		waitFor(t, "the page to show it sent", func() bool {
			p := e.do(nil, "GET", fmt.Sprintf("/apps/invoice/preview/%d", id), nil, h).json(t)
			return at(p, "mail.state") == "sent"
		})
	})
}
