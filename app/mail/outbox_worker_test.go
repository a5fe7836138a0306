package mail_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/mail"
	"partage/app/mail/mailtest"
)

// A relay that refuses for good fails the mail at once with its answer; one
// that is never reachable fails it after the last attempt.
func TestPermanentRefusalAndLastAttempt(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := mailtest.StartRelay(t, "127.0.0.1:0")
		s := service(t, d, r.Addr, false, quickOutbox)
		from := addUser(t, d, "Léa", "lea@coop.example")
		m, _, err := s.Send(ctx, from, mail.Input{To: []string{"nobody@example.org"}, Subject: "x", Message: "<p>x</p>"})
		if err != nil {
			t.Fatal(err)
		}
		if n, err := s.SendDue(ctx); n != 1 || err != nil {
			t.Fatalf("sent %d (%v)", n, err)
		}
		if state, answer, _ := outboxState(t, d, m.ID); state != mail.DeliveryFailed || !strings.Contains(answer, "550") {
			t.Fatalf("%s %q", state, answer)
		}
		opts := quickOutbox
		opts.MaxAttempts, opts.Backoff = 2, func(int) time.Duration { return 0 }
		down := service(t, d, mailtest.FreeAddr(t), false, opts)
		m, _, err = down.Send(ctx, from, mail.Input{To: []string{"ext@example.org"}, Subject: "y", Message: "<p>y</p>"})
		if err != nil {
			t.Fatal(err)
		}
		down.SendDue(ctx)
		if state, _, attempts := outboxState(t, d, m.ID); state != mail.DeliveryFailed || attempts != 2 {
			t.Fatalf("%s after %d attempts", state, attempts)
		}
	})
}

// A mail queued here wakes the workers at once; they do not wait for the next poll.
func TestQueuedMailWakesTheWorker(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		r := mailtest.StartRelay(t, "127.0.0.1:0")
		opts := quickOutbox
		opts.Poll = time.Hour
		s := service(t, d, r.Addr, true, opts)
		from := addUser(t, d, "Léa", "lea@coop.example")
		time.Sleep(100 * time.Millisecond) // the workers' first look at the table is over
		for i := 0; i < 3; i++ {
			if _, _, err := s.Send(context.Background(), from, mail.Input{To: []string{"ext@example.org"}, Subject: fmt.Sprint(i), Message: "<p>x</p>"}); err != nil {
				t.Fatal(err)
			}
			eventually(t, "the mail without a poll", func() bool { return len(r.Arrivals()) == i+1 })
		}
	})
}

// The claim of a worker that died mid-send lasts until its lease runs out;
// then another worker takes the mail over.
func TestExpiredLeaseIsTakenOver(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := mailtest.StartRelay(t, "127.0.0.1:0")
		s := service(t, d, r.Addr, false, quickOutbox)
		from := addUser(t, d, "Léa", "lea@coop.example")
		m, _, err := s.Send(ctx, from, mail.Input{To: []string{"ext@example.org"}, Subject: "x", Message: "<p>x</p>"})
		if err != nil {
			t.Fatal(err)
		}
		// A worker of another instance claimed it, then its process was killed.
		if _, err := d.ExecContext(ctx, `UPDATE outbox SET lease_holder = 'gone-0', lease_until = $1, attempts = 1`, time.Now().UTC().Add(500*time.Millisecond)); err != nil {
			t.Fatal(err)
		}
		if n, err := s.SendDue(ctx); n != 0 || err != nil {
			t.Fatalf("took %d mails under another's lease (%v)", n, err)
		}
		time.Sleep(600 * time.Millisecond)
		if n, err := s.SendDue(ctx); n != 1 || err != nil {
			t.Fatalf("took %d mails after the lease ran out (%v)", n, err)
		}
		if state, _, attempts := outboxState(t, d, m.ID); state != mail.DeliverySent || attempts != 2 || len(r.Arrivals()) != 1 {
			t.Fatalf("%s after %d attempts, %d arrivals", state, attempts, len(r.Arrivals()))
		}
	})
}
