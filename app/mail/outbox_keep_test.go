package mail_test

import (
	"context"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/mail"
	"partage/app/mail/mailtest"
)

// A relay may answer in bytes that are not UTF-8 and at any length: the
// answer is kept valid and cut between characters, the mail recorded as sent
// (PostgreSQL refused the row before, which left it leased and sent it again).
func TestRelayAnswerNotUTF8IsRecorded(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := mailtest.StartRelay(t, "127.0.0.1:0")
		// "250 2.0.0 queued as " (20 bytes), the invalid bytes (one U+FFFD, 3
		// bytes), a space, then é straddles byte 1000 of the cleaned answer.
		r.SetAnswer("queued as \xff\xfe " + strings.Repeat("a", 975) + "é" + strings.Repeat("b", 50) + "\x00")
		s := service(t, d, r.Addr, false, quickOutbox)
		from := addUser(t, d, "Léa", "lea@coop.example")
		m, _, err := s.Send(ctx, from, mail.Input{To: []string{"ext@example.org"}, Subject: "x", Message: "<p>x</p>"})
		if err != nil {
			t.Fatal(err)
		}
		if n, err := s.SendDue(ctx); n != 1 || err != nil {
			t.Fatalf("sent %d (%v)", n, err)
		}
		state, answer, _ := outboxState(t, d, m.ID)
		if state != mail.DeliverySent {
			t.Fatalf("state %s, want sent", state)
		}
		want := "250 2.0.0 queued as \uFFFD " + strings.Repeat("a", 975)
		if answer != want || !utf8.ValidString(answer) {
			t.Fatalf("answer (%d bytes) %q, want %q", len(answer), answer, want)
		}
		var holder string
		if err := d.QueryRowContext(ctx, `SELECT lease_holder FROM outbox WHERE email_id = $1`, m.ID).Scan(&holder); err != nil || holder != "" {
			t.Fatalf("still leased by %q (%v)", holder, err)
		}
		if n, err := s.SendDue(ctx); n != 0 || err != nil || len(r.Arrivals()) != 1 {
			t.Fatalf("tried %d more (%v), %d arrivals", n, err, len(r.Arrivals()))
		}
	})
}

// loudLog counts the errors logged and runs onError at each, synchronously.
type loudLog struct {
	errors  atomic.Int32
	onError func(msg string)
}

func (h *loudLog) Enabled(context.Context, slog.Level) bool { return true }
func (h *loudLog) WithAttrs([]slog.Attr) slog.Handler       { return h }
func (h *loudLog) WithGroup(string) slog.Handler            { return h }
func (h *loudLog) Handle(_ context.Context, r slog.Record) error {
	if r.Level >= slog.LevelError {
		h.errors.Add(1)
		h.onError(r.Message)
	}
	return nil
}

// When recording a sent mail fails, the record is tried again: the row does
// not stay leased, and the mail is not sent a second time.
func TestSentMailIsRecordedAfterAFailedWrite(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := mailtest.StartRelay(t, "127.0.0.1:0")
		ddl := []string{`CREATE TABLE fail_finish (x INTEGER)`, `INSERT INTO fail_finish VALUES (1)`}
		if d.Engine == db.Postgres {
			ddl = append(ddl, `CREATE FUNCTION outbox_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
				IF NEW.state = 'sent' AND EXISTS (SELECT 1 FROM fail_finish) THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`,
				`CREATE TRIGGER outbox_fail BEFORE UPDATE ON outbox FOR EACH ROW EXECUTE FUNCTION outbox_fail()`)
		} else {
			ddl = append(ddl, `CREATE TRIGGER outbox_fail BEFORE UPDATE ON outbox WHEN NEW.state = 'sent' AND EXISTS (SELECT 1 FROM fail_finish)
				BEGIN SELECT RAISE(ABORT, 'disk full'); END`)
		}
		for _, q := range ddl {
			if _, err := d.ExecContext(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		// The first failure is logged; the database is then well again.
		h := &loudLog{onError: func(string) {
			if _, err := d.ExecContext(ctx, `DELETE FROM fail_finish`); err != nil {
				t.Error(err)
			}
		}}
		s, err := mail.NewService(d, r.URL(), "Partage", t.TempDir(), slog.New(h))
		if err != nil {
			t.Fatal(err)
		}
		s.TuneOutbox(quickOutbox)
		from := addUser(t, d, "Léa", "lea@coop.example")
		m, _, err := s.Send(ctx, from, mail.Input{To: []string{"ext@example.org"}, Subject: "x", Message: "<p>x</p>"})
		if err != nil {
			t.Fatal(err)
		}
		if n, err := s.SendDue(ctx); n != 1 || err != nil {
			t.Fatalf("sent %d (%v)", n, err)
		}
		if state, _, _ := outboxState(t, d, m.ID); state != mail.DeliverySent || h.errors.Load() != 1 {
			t.Fatalf("state %s after %d logged errors, want sent after 1", state, h.errors.Load())
		}
		var holder, delivery string
		d.QueryRowContext(ctx, `SELECT lease_holder FROM outbox WHERE email_id = $1`, m.ID).Scan(&holder)
		d.QueryRowContext(ctx, `SELECT delivery FROM emails WHERE id = $1`, m.ID).Scan(&delivery)
		if holder != "" || delivery != mail.DeliverySent {
			t.Fatalf("lease holder %q, Sent copy %q", holder, delivery)
		}
		if _, err := d.ExecContext(ctx, `UPDATE outbox SET lease_until = $1`, time.Now().UTC().Add(-time.Second)); err != nil {
			t.Fatal(err)
		}
		if n, _ := s.SendDue(ctx); n != 0 || len(r.Arrivals()) != 1 {
			t.Fatalf("tried %d more, %d arrivals", n, len(r.Arrivals()))
		}
	})
}

// outboxBodies returns the html and text of every notice row (no Sent copy), by subject.
func outboxBodies(t *testing.T, d *db.DB) map[string]string {
	t.Helper()
	rows, err := d.QueryContext(context.Background(), `SELECT subject, html || text FROM outbox WHERE email_id IS NULL`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var subject, body string
		if err := rows.Scan(&subject, &body); err != nil {
			t.Fatal(err)
		}
		out[subject] = body
	}
	return out
}

// A notice's body (its link) is blanked once it is sent or failed; finished
// mails are deleted after OutboxKeep, except the latest of a ref.
func TestFinishedMailIsEmptiedThenPruned(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		r := mailtest.StartRelay(t, "127.0.0.1:0")
		s := service(t, d, r.Addr, false, quickOutbox)
		from := addUser(t, d, "Léa", "lea@coop.example")
		link := `<p><a href="https://coop.example/reset/secret">Reset</a></p>`
		for _, n := range []mail.Notice{
			{ToEmail: "lea@coop.example", Subject: "reset", HTML: link},
			{ToEmail: "nobody@coop.example", Subject: "invite", HTML: link},
		} {
			if err := s.SendNotice(ctx, n); err != nil {
				t.Fatal(err)
			}
		}
		if got := outboxBodies(t, d); !strings.Contains(got["reset"], "secret") {
			t.Fatalf("a queued notice lost its body: %q", got)
		}
		for i := 0; i < 2; i++ {
			if _, _, err := s.Send(ctx, from, mail.Input{To: []string{"ext@example.org"}, Subject: "invoice", Message: "<p>x</p>", Ref: "invoice:9"}); err != nil {
				t.Fatal(err)
			}
		}
		if n, err := s.SendDue(ctx); n != 4 || err != nil {
			t.Fatalf("sent %d (%v)", n, err)
		}
		if got := outboxBodies(t, d); len(got) != 2 || got["reset"] != "" || got["invite"] != "" {
			t.Fatalf("finished notices kept their bodies: %q", got)
		}
		// A mail still queued, and a notice finished before bodies were blanked.
		if _, _, err := service(t, d, mailtest.FreeAddr(t), false, quickOutbox).Send(ctx, from, mail.Input{To: []string{"late@example.org"}, Subject: "late", Message: "<p>x</p>"}); err != nil {
			t.Fatal(err)
		}
		if _, err := d.ExecContext(ctx, `UPDATE outbox SET html = $1 WHERE subject = 'reset'`, link); err != nil {
			t.Fatal(err)
		}
		count := func() (n int) {
			d.QueryRowContext(ctx, `SELECT count(*) FROM outbox`).Scan(&n)
			return n
		}
		if err := s.PruneOutbox(ctx); err != nil || count() != 5 || outboxBodies(t, d)["reset"] != "" {
			t.Fatalf("recent prune: %v, %d rows, %q", err, count(), outboxBodies(t, d))
		}
		old := time.Now().UTC().Add(-mail.OutboxKeep - time.Hour)
		if _, err := d.ExecContext(ctx, `UPDATE outbox SET updated_at = $1, created_at = $1`, old); err != nil {
			t.Fatal(err)
		}
		if err := s.PruneOutbox(ctx); err != nil {
			t.Fatal(err)
		}
		rows, err := d.QueryContext(ctx, `SELECT subject, state, ref FROM outbox ORDER BY id`)
		if err != nil {
			t.Fatal(err)
		}
		var left []string
		for rows.Next() {
			var subject, state, ref string
			rows.Scan(&subject, &state, &ref)
			left = append(left, subject+" "+state+" "+ref)
		}
		rows.Close()
		if strings.Join(left, ", ") != "invoice sent invoice:9, late queued " {
			t.Fatalf("left after prune: %q", left)
		}
		var recipients int
		d.QueryRowContext(ctx, `SELECT count(*) FROM outbox_recipients`).Scan(&recipients)
		if recipients != 2 {
			t.Fatalf("%d recipients left, want those of the 2 mails kept", recipients)
		}
		if st, err := s.Store().DeliveryOf(ctx, "invoice:9"); err != nil || st == nil || st.State != mail.DeliverySent {
			t.Fatalf("invoice delivery after prune: %+v (%v)", st, err)
		}
	})
}
