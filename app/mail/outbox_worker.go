package mail

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	netmail "net/mail"

	"partage/app"
)

// OutboxOptions tune the outbox worker; the zero value is what production uses.
type OutboxOptions struct {
	Workers     int                             // SMTP dialogs at once on this instance (2)
	Timeout     time.Duration                   // the longest one SMTP dialog may last (60 s)
	Lease       time.Duration                   // how long a claim holds before another worker may take the mail over (Timeout + 1 min)
	Poll        time.Duration                   // how often the table is looked at when nothing was queued here (15 s)
	MaxAttempts int                             // tries before a mail is failed (8)
	Backoff     func(attempt int) time.Duration // the wait after the attempt-th failed try (1 min, 5, 15, 1 h, 2 h, 4 h, 8 h)
}

var backoffSteps = []time.Duration{time.Minute, 5 * time.Minute, 15 * time.Minute, time.Hour, 2 * time.Hour, 4 * time.Hour, 8 * time.Hour}

// Backoff is the production wait after the attempt-th failed try.
func Backoff(attempt int) time.Duration {
	return backoffSteps[min(max(attempt, 1), len(backoffSteps))-1]
}

func (o *OutboxOptions) defaults() {
	if o.Workers <= 0 {
		o.Workers = 2
	}
	if o.Timeout <= 0 {
		o.Timeout = dialogTimeout
	}
	if o.Lease <= o.Timeout {
		o.Lease = o.Timeout + time.Minute
	}
	if o.Poll <= 0 {
		o.Poll = 15 * time.Second
	}
	if o.MaxAttempts <= 0 {
		o.MaxAttempts = 8
	}
	if o.Backoff == nil {
		o.Backoff = Backoff
	}
}

// TuneOutbox sets the worker's options; call it before StartOutbox.
func (s *Service) TuneOutbox(o OutboxOptions) {
	o.defaults()
	s.outbox = o
}

// wakeOutbox tells a waiting worker of this instance that a mail was queued.
func (s *Service) wakeOutbox() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// StartOutbox starts the workers that send the queued mail by SMTP; stop ends
// them, abandoning a dialog in progress (its mail is tried again). Without
// SMTP it starts nothing.
func (s *Service) StartOutbox() (stop func()) {
	if s.smtp == nil {
		return func() {}
	}
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	id := make([]byte, 8)
	rand.Read(id)
	for i := 0; i < s.outbox.Workers; i++ {
		holder := fmt.Sprintf("%s-%d", hex.EncodeToString(id), i)
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.work(ctx, holder)
		}()
	}
	return func() {
		cancel()
		wg.Wait()
	}
}

// work sends mail while some is due, then waits for a signal or the next poll.
func (s *Service) work(ctx context.Context, holder string) {
	poll := time.NewTimer(0)
	defer poll.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.wake:
		case <-poll.C:
		}
		for ctx.Err() == nil {
			did, err := s.sendOne(ctx, holder)
			if err != nil {
				if ctx.Err() == nil {
					s.log.Error("mail outbox", "err", err)
				}
				break
			}
			if !did {
				break
			}
		}
		poll.Reset(s.outbox.Poll)
	}
}

// SendDue sends the mails due now, one after the other, and says how many it
// tried; the workers do this on their own, tests and commands may call it.
func (s *Service) SendDue(ctx context.Context) (int, error) {
	if s.smtp == nil {
		return 0, nil
	}
	id := make([]byte, 8)
	rand.Read(id)
	holder := "once-" + hex.EncodeToString(id)
	n := 0
	for {
		did, err := s.sendOne(ctx, holder)
		if err != nil || !did {
			return n, err
		}
		n++
	}
}

// sendOne claims the next mail due, tries it and records how it went.
func (s *Service) sendOne(ctx context.Context, holder string) (bool, error) {
	c, err := claim(ctx, s.db, holder, s.outbox.Lease)
	if err != nil || c == nil {
		return false, err
	}
	// Another mail may be due: let a sibling worker look while this one sends.
	s.wakeOutbox()
	answer, refused, sendErr := s.try(ctx, c)
	// Record the outcome even when the server is stopping.
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if sendErr != nil && ctx.Err() != nil {
		// Stopped mid-dialog: the try does not count, the mail waits for the next worker.
		if _, err := s.db.ExecContext(rctx, `UPDATE outbox SET lease_until = NULL, lease_holder = '', attempts = attempts - 1
			WHERE id = $1 AND lease_holder = $2`, c.id, holder); err != nil {
			return true, fmt.Errorf("mail outbox: release %d: %w", c.id, err)
		}
		return true, nil
	}
	now := time.Now().UTC()
	st := DeliveryState{Attempts: c.attempts, UpdatedAt: now}
	var re *RelayError
	switch {
	case sendErr == nil:
		st.State, st.Answer, st.SentAt = DeliverySent, answer, &now
		if len(refused) > 0 {
			st.Answer += " (refused: " + strings.Join(refused, ", ") + ")"
		}
	case (errors.As(sendErr, &re) && re.Permanent()) || app.ErrorCode(sendErr) == app.ENOTFOUND || c.attempts >= s.outbox.MaxAttempts:
		st.State, st.Answer = DeliveryFailed, sendErr.Error()
	default:
		next := now.Add(s.outbox.Backoff(c.attempts))
		st.State, st.Answer, st.NextAttempt = DeliveryRetrying, sendErr.Error(), &next
	}
	st.Answer = cleanAnswer(st.Answer, maxAnswer)
	level := s.log.Info
	if st.State != DeliverySent {
		level = s.log.Warn
	}
	level("mail outbox: try", "outbox_id", c.id, "state", st.State, "attempt", c.attempts, "answer", st.Answer)
	kept, err := finish(rctx, s.db, c, holder, st)
	if err != nil && st.State == DeliverySent {
		// The relay has the mail: were the row left leased, it would be sent
		// again when the lease runs out. Try harder to record it.
		kept, err = s.finishSent(ctx, c, holder, st, err)
	}
	if err != nil {
		return true, err
	}
	if kept && c.ownerID != 0 && s.live != nil {
		data := map[string]any{"id": c.emailID, "ref": c.ref, "delivery": st.State, "outgoing": st}
		pctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		if err := s.live.Publish(pctx, c.ownerID, EventDelivery, data); err != nil {
			s.log.Error("mail: live delivery state", "err", err)
		}
	}
	return true, nil
}

// maxAnswer is the most bytes of a relay's answer kept on the outbox row.
const maxAnswer = 1000

// cleanAnswer makes a relay's answer fit the outbox row: valid UTF-8 (a relay
// may answer in any bytes, which PostgreSQL refuses in a TEXT column) and at
// most max bytes, cut between two characters.
func cleanAnswer(answer string, max int) string {
	answer = strings.ToValidUTF8(answer, "\uFFFD")
	answer = strings.ReplaceAll(answer, "\x00", "") // PostgreSQL refuses NUL in text too
	if len(answer) <= max {
		return answer
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(answer[cut]) {
		cut--
	}
	return answer[:cut]
}

// finishRetries is how many more times the outcome of a mail the relay took
// is written when the first write fails, and finishPause the wait between them.
var (
	finishRetries = 4
	finishPause   = 500 * time.Millisecond
)

// finishSent records a mail the relay took after recording it failed with
// first: each retry has its own short context (even when the server is
// stopping). When every one fails the mail may be sent twice; that is logged
// as an error naming it.
func (s *Service) finishSent(ctx context.Context, c *claimed, holder string, st DeliveryState, first error) (bool, error) {
	err := first
	for i := 0; i < finishRetries; i++ {
		s.log.Error("mail outbox: a sent mail could not be recorded as sent; trying again",
			"outbox_id", c.id, "message_id", c.messageID, "attempt", i+1, "err", err)
		time.Sleep(finishPause)
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		var kept bool
		kept, err = finish(rctx, s.db, c, holder, st)
		cancel()
		if err == nil {
			return kept, nil
		}
	}
	s.log.Error("mail outbox: A SENT MAIL COULD NOT BE RECORDED AS SENT: it will be sent again when its lease runs out",
		"outbox_id", c.id, "message_id", c.messageID, "lease_until", time.Now().Add(s.outbox.Lease), "err", err)
	return false, fmt.Errorf("mail outbox: record sent mail %d: %w", c.id, err)
}

// try runs the SMTP dialog of one claimed mail, its attachments read from the file store.
func (s *Service) try(ctx context.Context, c *claimed) (string, []string, error) {
	if len(c.envelope) == 0 {
		return "", nil, app.E(app.ENOTFOUND, "noRecipientLeft", nil)
	}
	var parts []Part
	for _, id := range c.attachments {
		name, typ, body, err := s.store.AttachmentContent(ctx, s.files, id)
		if err != nil {
			return "", nil, fmt.Errorf("mail outbox: attachment %d: %w", id, err)
		}
		defer body.Close()
		parts = append(parts, Part{Name: name, Mime: typ, Body: body})
	}
	msg := &Message{
		From:    netmail.Address{Name: c.fromName, Address: s.senderAddress(ctx, s.smtp.From())},
		ReplyTo: c.replyTo, To: addresses(c.to), Cc: addresses(c.cc),
		Subject: c.subject, Date: c.created, MessageID: c.messageID, HTML: c.html, Text: c.text,
	}
	dctx, cancel := context.WithTimeout(ctx, s.outbox.Timeout)
	defer cancel()
	return s.smtp.Deliver(dctx, c.envelope, func(w io.Writer) error { return msg.WriteTo(w, parts) })
}

func addresses(list []Recipient) []netmail.Address {
	out := make([]netmail.Address, len(list))
	for i, r := range list {
		out[i] = netmail.Address{Name: r.Name, Address: r.Address}
	}
	return out
}
