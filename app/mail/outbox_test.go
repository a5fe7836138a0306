package mail_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"mime"
	netmail "net/mail"
	"net/url"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/invoice"
	"partage/app/lang"
	"partage/app/mail"
	"partage/app/mail/mailtest"
	"partage/seed"
)

// An invoice sent with its PDF arrives with the PDF, byte for byte.
func TestInvoiceArrivesWithItsPDF(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := seed.Demo(ctx, d, t.TempDir()); err != nil {
			t.Fatal(err)
		}
		r := mailtest.StartRelay(t, "127.0.0.1:0")
		s := service(t, d, r.Addr, true, quickOutbox)
		texts, err := lang.Load(os.DirFS("../../resources/lang"))
		if err != nil {
			t.Fatal(err)
		}
		var invoiceID, adminID int64
		d.QueryRowContext(ctx, `SELECT min(id) FROM invoices WHERE status = 'draft'`).Scan(&invoiceID)
		d.QueryRowContext(ctx, `SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&adminID)
		inv := invoice.NewStore(d)
		sent, err := inv.SendInvoice(ctx, s, mail.Person{ID: adminID, Name: "Admin", Email: "admin@demo.com"}, invoiceID,
			invoice.SendInput{To: "accounts@client.example", Lng: "en"}, invoice.SellerHead(), texts.Translator("en"))
		if err != nil {
			t.Fatal(err)
		}
		if sent.Invoice.InvoiceStatus != "Sent" || sent.Delivery != invoice.DeliveredSMTP || sent.Mail == nil || (sent.Mail.State != mail.DeliveryQueued && sent.Mail.State != mail.DeliverySent) {
			t.Fatalf("sent %+v, mail %+v", sent, sent.Mail)
		}
		eventually(t, "the invoice mail", func() bool { return len(r.Arrivals()) == 1 })
		a := r.Arrivals()[0]
		if !slices.Equal(a.Rcpts, []string{"accounts@client.example"}) || a.From != "noreply@coop.example" {
			t.Fatalf("envelope from %s to %v", a.From, a.Rcpts)
		}
		_, leaves := mailtest.Parse(t, a.Data)
		var pdf *mailtest.Leaf
		for i := range leaves {
			if leaves[i].Disposition == "attachment" {
				pdf = &leaves[i]
			}
		}
		if pdf == nil || pdf.Type != "application/pdf" || !strings.HasSuffix(pdf.FileName, ".pdf") {
			t.Fatalf("no PDF attachment among %d parts", len(leaves))
		}
		var attID int64
		d.QueryRowContext(ctx, `SELECT attachment_id FROM outbox_attachments`).Scan(&attID)
		_, _, body, err := s.Store().AttachmentContent(ctx, s.Files(), attID)
		if err != nil {
			t.Fatal(err)
		}
		stored, _ := io.ReadAll(body)
		body.Close()
		if !bytes.HasPrefix(stored, []byte("%PDF")) || !bytes.Equal(pdf.Body, stored) {
			t.Fatalf("the PDF that arrived (%d bytes) is not the one generated (%d bytes)", len(pdf.Body), len(stored))
		}
		eventually(t, "the delivery state", func() bool {
			st, _ := s.Store().DeliveryOf(ctx, invoice.MailRef(invoiceID))
			return st != nil && st.State == mail.DeliverySent && strings.HasPrefix(st.Answer, "250")
		})
	})
}

// A 5,000-character HTML mail arrives whole through a relay that refuses long
// lines, its text part keeping the links' addresses.
func TestLongHTMLArrivesWhole(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := mailtest.StartRelay(t, "127.0.0.1:0")
		s := service(t, d, r.Addr, true, quickOutbox)
		from := addUser(t, d, "Léa Martin", "lea@coop.example")
		html := `<p>Bonjour, voici <a href="https://coop.example/docs/assemblée" rel="nofollow">le compte rendu</a>.</p><p>` +
			strings.Repeat("Une ligne sans fin, été comme hiver ; ", 130) + `</p>`
		if len(html) < 5000 {
			t.Fatalf("the HTML has only %d characters", len(html))
		}
		m, _, err := s.Send(ctx, from, mail.Input{To: []string{"ext@example.org"}, Subject: "Compte rendu de l'assemblée générale annuelle de la coopérative, avec les annexes", Message: html})
		if err != nil {
			t.Fatal(err)
		}
		eventually(t, "the long mail", func() bool { return len(r.Arrivals()) == 1 })
		h, leaves := mailtest.Parse(t, r.Arrivals()[0].Data)
		if len(leaves) != 2 || leaves[0].Type != "text/plain" || leaves[1].Type != "text/html" {
			t.Fatalf("parts %+v", leaves)
		}
		if got := string(leaves[1].Body); got != m.Message {
			t.Fatalf("the HTML did not arrive whole:\n got %d bytes\nwant %d bytes", len(got), len(m.Message))
		}
		if text := string(leaves[0].Body); !strings.Contains(text, "le compte rendu (https://coop.example/docs/assembl") {
			t.Fatalf("the text part lost the link's address: %.200s", text)
		}
		subject, err := new(mime.WordDecoder).DecodeHeader(h.Get("Subject"))
		if err != nil || subject != m.Subject {
			t.Fatalf("subject %q (%v), want %q", subject, err, m.Subject)
		}
		if h.Get("Date") == "" || !strings.HasSuffix(h.Get("Message-ID"), "@coop.example>") {
			t.Fatalf("Date %q, Message-ID %q", h.Get("Date"), h.Get("Message-ID"))
		}
		eventually(t, "sent", func() bool { st, _, _ := outboxState(t, d, m.ID); return st == mail.DeliverySent })
		got, err := s.Store().FindEmailByID(ctx, from.ID, m.ID)
		if err != nil || got.Delivery != mail.DeliverySent || got.Outgoing == nil || got.Outgoing.SentAt == nil {
			t.Fatalf("the Sent copy says %q %+v (%v)", got.Delivery, got.Outgoing, err)
		}
	})
}

// A display name with a comma and quotes stays one address; Cc is a header,
// Bcc only an envelope recipient; internal recipients are named, not sent to.
func TestAddressesOnArrival(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := mailtest.StartRelay(t, "127.0.0.1:0")
		s := service(t, d, r.Addr, true, quickOutbox)
		from := addUser(t, d, `Doe, John "JD"`, "john@coop.example")
		addUser(t, d, "Martin, Léa", "lea@coop.example")
		m, _, err := s.Send(ctx, from, mail.Input{To: []string{"ext@example.org"}, Cc: []string{"lea@coop.example", "cc@example.org"},
			Bcc: []string{"hidden@example.org"}, Subject: "Adresses", Message: "<p>hi</p>"})
		if err != nil {
			t.Fatal(err)
		}
		eventually(t, "the mail", func() bool { return len(r.Arrivals()) == 1 })
		a := r.Arrivals()[0]
		if !slices.Equal(a.Rcpts, []string{"ext@example.org", "cc@example.org", "hidden@example.org"}) {
			t.Fatalf("RCPT %v", a.Rcpts)
		}
		h, _ := mailtest.Parse(t, a.Data)
		fromList, err := h.AddressList("From")
		if err != nil || len(fromList) != 1 || fromList[0].Name != `Doe, John "JD"` || fromList[0].Address != "noreply@coop.example" {
			t.Fatalf("From %q parses as %v (%v)", h.Get("From"), fromList, err)
		}
		if reply, err := h.AddressList("Reply-To"); err != nil || len(reply) != 1 || reply[0].Address != "john@coop.example" {
			t.Fatalf("Reply-To %q", h.Get("Reply-To"))
		}
		cc, err := h.AddressList("Cc")
		if err != nil || len(cc) != 2 || cc[0].Name != "Martin, Léa" || cc[0].Address != "lea@coop.example" || cc[1].Address != "cc@example.org" {
			t.Fatalf("Cc %q parses as %v (%v)", h.Get("Cc"), cc, err)
		}
		if to, err := h.AddressList("To"); err != nil || len(to) != 1 || to[0].Address != "ext@example.org" {
			t.Fatalf("To %q", h.Get("To"))
		}
		if h.Get("Bcc") != "" || strings.Contains(string(a.Data), "hidden@") {
			t.Fatalf("the Bcc recipient shows in the message")
		}
		eventually(t, "sent", func() bool { st, _, _ := outboxState(t, d, m.ID); return st == mail.DeliverySent })
	})
}

// A relay that is down, then up, gets the mail exactly once; a recipient it
// refuses for good is reported in the answer.
func TestRelayDownThenUpDeliversOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		addr := mailtest.FreeAddr(t)
		s := service(t, d, addr, true, quickOutbox)
		from := addUser(t, d, "Léa", "lea@coop.example")
		m, notDelivered, err := s.Send(ctx, from, mail.Input{To: []string{"ext@example.org", "nobody@example.org"}, Subject: "Retry", Message: "<p>x</p>"})
		// The copy Send returns is read back after the commit: the worker may
		// already have met the closed port, so "retrying" is as right as
		// "queued". Anything else (sent, failed) would be wrong.
		if err != nil || len(notDelivered) != 0 || (m.Delivery != mail.DeliveryQueued && m.Delivery != mail.DeliveryRetrying) {
			t.Fatalf("send: %v, not delivered %v, delivery %q", err, notDelivered, m.Delivery)
		}
		eventually(t, "a failed try", func() bool { st, _, _ := outboxState(t, d, m.ID); return st == mail.DeliveryRetrying })
		_, answer, _ := outboxState(t, d, m.ID)
		got, _ := s.Store().FindEmailByID(ctx, from.ID, m.ID)
		if !strings.Contains(answer, "connect") || got.Delivery != mail.DeliveryRetrying || got.Outgoing == nil || got.Outgoing.NextAttempt == nil {
			t.Fatalf("answer %q, copy %q %+v", answer, got.Delivery, got.Outgoing)
		}
		r := mailtest.StartRelay(t, addr)
		eventually(t, "sent", func() bool { st, _, _ := outboxState(t, d, m.ID); return st == mail.DeliverySent })
		time.Sleep(300 * time.Millisecond) // time for a second, wrong, delivery to show
		if n := len(r.Arrivals()); n != 1 {
			t.Fatalf("%d arrivals, want 1", n)
		}
		state, answer, attempts := outboxState(t, d, m.ID)
		if attempts < 2 || !strings.Contains(answer, "nobody@example.org") {
			t.Fatalf("%s after %d attempts: %q", state, attempts, answer)
		}
	})
}

// Sending never waits on a relay that hangs; the worker gives up on the
// dialog after its timeout and tries again later.
func TestHangingRelayHoldsNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		opts := quickOutbox
		opts.Timeout = 300 * time.Millisecond
		opts.Backoff = func(int) time.Duration { return time.Hour }
		s := service(t, d, mailtest.HangingRelay(t), true, opts)
		from := addUser(t, d, "Léa", "lea@coop.example")
		start := time.Now()
		m, _, err := s.Send(ctx, from, mail.Input{To: []string{"ext@example.org"}, Subject: "x", Message: "<p>x</p>"})
		if err := s.SendNotice(ctx, mail.Notice{UserID: from.ID, ToEmail: "lea@coop.example", Subject: "Reset", HTML: "<p>r</p>"}); err != nil {
			t.Fatal(err)
		}
		if err != nil || time.Since(start) > 2*time.Second {
			t.Fatalf("sending took %s (%v)", time.Since(start), err)
		}
		eventually(t, "the dialog to time out", func() bool { st, _, _ := outboxState(t, d, m.ID); return st == mail.DeliveryRetrying })
		if _, answer, _ := outboxState(t, d, m.ID); !strings.Contains(answer, "no answer in time") {
			t.Fatalf("answer %q", answer)
		}
	})
}

// Two instances on one database never send the same mail twice.
func TestTwoInstancesSendEachMailOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := mailtest.StartRelay(t, "127.0.0.1:0")
		from := addUser(t, d, "Léa", "lea@coop.example")
		// Each instance has its own connection pool, as two processes would.
		other := d
		if d.Engine == db.Postgres {
			var name string
			d.QueryRowContext(ctx, `SELECT current_database()`).Scan(&name)
			u, err := url.Parse(os.Getenv("TEST_DATABASE_URL"))
			if err != nil {
				t.Fatal(err)
			}
			u.Path = "/" + name
			if other, err = db.Open(ctx, u.String()); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { other.Close() })
		}
		opts := quickOutbox
		opts.Workers = 3
		a := service(t, d, r.Addr, false, opts)
		b := service(t, other, r.Addr, false, opts)
		const n = 60
		var wg sync.WaitGroup
		for i := 0; i < n; i++ {
			svc := a
			if i%2 == 1 {
				svc = b
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, _, err := svc.Send(ctx, from, mail.Input{To: []string{fmt.Sprintf("p%d@example.org", i)}, Subject: fmt.Sprint(i), Message: "<p>x</p>"}); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		t.Cleanup(a.StartOutbox())
		t.Cleanup(b.StartOutbox())
		eventually(t, "every mail sent", func() bool {
			var left int
			d.QueryRowContext(ctx, `SELECT count(*) FROM outbox WHERE state <> 'sent'`).Scan(&left)
			return left == 0
		})
		time.Sleep(200 * time.Millisecond)
		seen := map[string]int{}
		for _, a := range r.Arrivals() {
			m, err := netmail.ReadMessage(bytes.NewReader(a.Data))
			if err != nil {
				t.Fatal(err)
			}
			seen[m.Header.Get("Message-ID")]++
		}
		if len(r.Arrivals()) != n || len(seen) != n {
			t.Fatalf("%d arrivals of %d different mails, want %d", len(r.Arrivals()), len(seen), n)
		}
	})
}

// A notice with SMTP configured is only queued: the request that sends it
// never meets the relay, up or down.
func TestNoticeIsQueued(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := service(t, d, mailtest.FreeAddr(t), false, quickOutbox)
		u := addUser(t, d, "Léa", "lea@coop.example")
		if err := s.SendNotice(ctx, mail.Notice{UserID: u.ID, ToEmail: u.Email, Subject: "Réinitialiser", HTML: `<p><a href="https://coop.example/reset?t=1">Reset</a></p>`}); err != nil {
			t.Fatal(err)
		}
		var state, text string
		var inbox int
		d.QueryRowContext(ctx, `SELECT state, text FROM outbox`).Scan(&state, &text)
		d.QueryRowContext(ctx, `SELECT count(*) FROM emails`).Scan(&inbox)
		if state != mail.DeliveryQueued || text != "Reset (https://coop.example/reset?t=1)" || inbox != 0 {
			t.Fatalf("state %q text %q, %d in-app copies", state, text, inbox)
		}
	})
}
