package mail_test

import (
	"context"
	"io"
	"log/slog"
	"mime"
	"slices"
	"strings"
	"testing"

	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/mail"
	"partage/app/mail/mailtest"
)

// A notice queued with SMTP configured leaves by the relay, its subject encoded.
func TestNoticeGoesBySMTPWhenConfigured(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		r := mailtest.StartRelay(t, "127.0.0.1:0")
		s := service(t, d, r.Addr, false, quickOutbox)
		err := s.SendNotice(context.Background(), mail.Notice{UserID: 1, ToEmail: "lea@example.org", Subject: "Réinitialiser", HTML: "<p>hi</p>", Text: "hi"})
		if err != nil {
			t.Fatal(err)
		}
		if n, err := s.SendDue(context.Background()); n != 1 || err != nil {
			t.Fatalf("sent %d (%v)", n, err)
		}
		got := r.Arrivals()
		if len(got) != 1 || got[0].From != "noreply@coop.example" || !slices.Equal(got[0].Rcpts, []string{"lea@example.org"}) {
			t.Fatalf("arrivals %+v", got)
		}
		h, leaves := mailtest.Parse(t, got[0].Data)
		if subject, _ := new(mime.WordDecoder).DecodeHeader(h.Get("Subject")); subject != "Réinitialiser" || h.Get("To") != "<lea@example.org>" ||
			len(leaves) != 2 || string(leaves[0].Body) != "hi" || string(leaves[1].Body) != "<p>hi</p>" {
			t.Fatalf("header %v, parts %+v", h, leaves)
		}
	})
}

func TestNoticeGoesToInboxWithoutSMTP(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var uid int64
		d.QueryRowContext(ctx, `INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at)
			VALUES ('Léa', 'lea', 'lea@example.org', 'x', 'client', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP) RETURNING id`).Scan(&uid)
		var logs strings.Builder
		s, _ := mail.NewService(d, "", "Partage", t.TempDir(), slog.New(slog.NewTextHandler(&logs, nil)))
		if s.SMTPConfigured() {
			t.Fatal("no SMTP_URL, yet SMTP is configured")
		}
		if err := s.SendNotice(ctx, mail.Notice{UserID: uid, ToEmail: "lea@example.org", Subject: "Hello", HTML: "<p>hi</p>", Text: "the text"}); err != nil {
			t.Fatal(err)
		}
		var subject, folder string
		var read bool
		if err := d.QueryRowContext(ctx, `SELECT e.subject, e.folder, e.is_read FROM emails e JOIN email_recipients r ON r.email_id = e.id
			WHERE e.owner_id = $1 AND r.address = 'lea@example.org'`, uid).Scan(&subject, &folder, &read); err != nil {
			t.Fatal(err)
		}
		if subject != "Hello" || folder != "inbox" || read || !strings.Contains(logs.String(), "the text") {
			t.Fatalf("inbox row %q %q %v; log %s", subject, folder, read, logs.String())
		}
	})
}

func TestBadSMTPURL(t *testing.T) {
	for _, u := range []string{"http://host", "smtp://", "mail.example.org"} {
		if _, err := mail.ParseSMTP(u); err == nil {
			t.Errorf("%q accepted", u)
		}
	}
}

// The kept counts (badge and folders) equal a recount after inserts, moves, reads and deletes.
func TestKeptCountsMatchARecount(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var uid int64
		d.QueryRowContext(ctx, `INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at)
			VALUES ('Léa', 'lea', 'lea@example.org', 'x', 'client', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP) RETURNING id`).Scan(&uid)
		s, _ := mail.NewService(d, "", "Partage", t.TempDir(), slog.New(slog.NewTextHandler(io.Discard, nil)))
		for i := 0; i < 5; i++ {
			if err := s.SendNotice(ctx, mail.Notice{UserID: uid, ToEmail: "lea@example.org", Subject: "n", HTML: "<p>x</p>"}); err != nil {
				t.Fatal(err)
			}
		}
		for _, q := range []string{
			`UPDATE emails SET is_read = TRUE WHERE id = (SELECT min(id) FROM emails)`,
			`UPDATE emails SET folder = 'spam' WHERE id = (SELECT max(id) FROM emails)`,
			`UPDATE emails SET folder = 'draft', is_read = TRUE WHERE id = (SELECT max(id) - 1 FROM emails)`,
			`DELETE FROM emails WHERE id = (SELECT max(id) - 2 FROM emails)`,
		} {
			if _, err := d.ExecContext(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		meta, err := s.Store().Counts(ctx, uid)
		if err != nil {
			t.Fatal(err)
		}
		badge, _ := s.UnreadCount(ctx, uid)
		var inbox, draft, spam int
		d.QueryRowContext(ctx, `SELECT count(*) FROM emails WHERE owner_id = $1 AND folder = 'inbox' AND NOT is_read`, uid).Scan(&inbox)
		d.QueryRowContext(ctx, `SELECT count(*) FROM emails WHERE owner_id = $1 AND folder = 'draft'`, uid).Scan(&draft)
		d.QueryRowContext(ctx, `SELECT count(*) FROM emails WHERE owner_id = $1 AND folder = 'spam' AND NOT is_read`, uid).Scan(&spam)
		if meta.Inbox != inbox || meta.Draft != draft || meta.Spam != spam || badge != inbox || inbox != 1 || draft != 1 || spam != 1 {
			t.Fatalf("kept %+v badge %d, recount inbox %d draft %d spam %d", meta, badge, inbox, draft, spam)
		}
	})
}
