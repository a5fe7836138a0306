package contact_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strconv"
	"testing"
	"time"

	"partage/app"
	"partage/app/audit"
	"partage/app/contact"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/mail"
	"partage/app/mail/mailtest"
)

var visitor = audit.Actor{Name: "visitor", IP: "192.0.2.7"}

// newStore returns the inbox on d, its replies leaving through an SMTP relay
// whose workers do not run: a reply's mail stays queued in the outbox.
func newStore(t *testing.T, d *db.DB) *contact.Store {
	t.Helper()
	m, err := mail.NewService(d, mailtest.URL("127.0.0.1:1"), "Partage", t.TempDir(), slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return contact.New(d, m)
}

// addUser makes an account with role and returns it as the audit log names it.
func addUser(t *testing.T, d *db.DB, name, email, role string) audit.Actor {
	t.Helper()
	var id int64
	err := d.QueryRowContext(context.Background(), `INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at)
		VALUES ($1, $2, $2, 'x', $3, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP) RETURNING id`, name, email, role).Scan(&id)
	if err != nil {
		t.Fatal(err)
	}
	return audit.Actor{ID: id, Name: name, IP: "127.0.0.1"}
}

func count(t *testing.T, d *db.DB, q string, args ...any) int {
	t.Helper()
	var n int
	if err := d.QueryRowContext(context.Background(), q, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func input(name, email, subject, body string) contact.Input {
	return contact.Input{Name: name, Email: email, Subject: subject, Body: body}
}

func TestSubmit(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newStore(t, d)
		m, err := s.Submit(ctx, visitor, input(" Élodie Martin ", "elodie@example.org", "Assemblée générale", "Quand a lieu l’assemblée ?"))
		if err != nil {
			t.Fatal(err)
		}
		if m.Status != contact.StatusNew || m.Name != "Élodie Martin" || m.Language != "fr" || m.TiersID != 0 {
			t.Fatalf("submitted %+v", m)
		}
		if n := count(t, d, `SELECT count(*) FROM audit_log WHERE record_type = 'contact' AND record_id = $1 AND action = 'created'`, m.ID); n != 1 {
			t.Fatalf("%d audit entries", n)
		}

		_, err = s.Submit(ctx, visitor, input("Paul", "pas-une-adresse", "", "x"))
		var e *app.Error
		if !errors.As(err, &e) || e.Code != app.EINVALID || e.FieldTexts["email"].Key != "emailAddressInvalid" || e.FieldTexts["subject"].Key != "contactSubjectRequired" {
			t.Fatalf("invalid e-mail: %v", err)
		}
		long := make([]rune, contact.MaxBody+1)
		for i := range long {
			long[i] = 'é'
		}
		if _, err = s.Submit(ctx, visitor, input("Paul", "paul@example.org", "Trop long", string(long))); !errors.As(err, &e) || e.FieldTexts["body"].Key != "messageTooLong" {
			t.Fatalf("long body: %v", err)
		}
		if n := count(t, d, `SELECT count(*) FROM contact_messages`); n != 1 {
			t.Fatalf("%d messages kept after refusals", n)
		}
	})
}

func TestSubmitLinksTiers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newStore(t, d)
		var tiers int64
		err := d.QueryRowContext(ctx, `INSERT INTO clients (name, email, created_at, updated_at) VALUES ('Coopérative Lumière', 'Contact@Lumiere.example', $1, $1) RETURNING id`,
			time.Now().UTC()).Scan(&tiers)
		if err != nil {
			t.Fatal(err)
		}
		m, err := s.Submit(ctx, visitor, input("Lumière", "contact@lumiere.EXAMPLE", "Facture", "Bonjour"))
		if err != nil {
			t.Fatal(err)
		}
		if m.TiersID != tiers {
			t.Fatalf("tiers %d, want %d", m.TiersID, tiers)
		}
		if _, err := s.Submit(ctx, visitor, input("Autre", "autre@example.org", "Question", "Bonjour")); err != nil {
			t.Fatal(err)
		}
		list, err := s.ListForTiers(ctx, tiers)
		if err != nil || len(list) != 1 || list[0].ID != m.ID {
			t.Fatalf("messages of the tiers: %+v %v", list, err)
		}
	})
}

func TestTransitions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newStore(t, d)
		admin := addUser(t, d, "Anne Admin", "anne@coop.example", "admin")
		m, err := s.Submit(ctx, visitor, input("Jean", "jean@example.org", "Parts", "Combien ?"))
		if err != nil {
			t.Fatal(err)
		}
		steps := []struct {
			to string
			ok bool
		}{
			{contact.StatusClosed, false}, {contact.StatusNew, false}, {contact.StatusInProgress, true},
			{contact.StatusNew, false}, {contact.StatusInProgress, false}, {contact.StatusClosed, true},
			{contact.StatusNew, false}, {contact.StatusInProgress, true}, {"bogus", false},
		}
		for i, st := range steps {
			got, err := s.SetStatus(ctx, admin, m.ID, st.to)
			if st.ok && (err != nil || got.Status != st.to) {
				t.Fatalf("step %d to %s: %+v %v", i, st.to, got.Status, err)
			}
			if !st.ok && app.ErrorCode(err) != app.ECONFLICT {
				t.Fatalf("step %d to %s: want a conflict, got %v", i, st.to, err)
			}
		}
		if n := count(t, d, `SELECT count(*) FROM audit_log WHERE record_type = 'contact' AND record_id = $1 AND action = 'status'`, m.ID); n != 3 {
			t.Fatalf("%d status entries", n)
		}
		if _, err := s.SetStatus(ctx, admin, m.ID+100, contact.StatusClosed); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("unknown message: %v", err)
		}
	})
}

func TestAssignAndList(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newStore(t, d)
		admin := addUser(t, d, "Anne Admin", "anne@coop.example", "admin")
		member := addUser(t, d, "Marc Membre", "marc@example.org", "member")
		a, _ := s.Submit(ctx, visitor, input("Élodie Martin", "elodie@example.org", "Assemblée générale", "Bonjour"))
		b, _ := s.Submit(ctx, visitor, input("Paul", "paul@example.org", "Parts sociales", "Je souhaite œuvrer avec vous."))
		if _, err := s.Assign(ctx, admin, a.ID, member.ID); app.ErrorCode(err) != app.EINVALID {
			t.Fatalf("assigned to a member: %v", err)
		}
		got, err := s.Assign(ctx, admin, a.ID, admin.ID)
		if err != nil || got.AssignedTo != admin.ID || got.AssigneeName != "Anne Admin" {
			t.Fatalf("assign: %+v %v", got.Message, err)
		}
		cases := []struct {
			f    contact.Filter
			want []int64
		}{
			{contact.Filter{}, []int64{b.ID, a.ID}},
			{contact.Filter{Assigned: "none"}, []int64{b.ID}},
			{contact.Filter{Assigned: "1000000"}, nil},
			{contact.Filter{Status: "new", Q: "ELODIE"}, []int64{a.ID}},
			{contact.Filter{Q: "assemblee"}, []int64{a.ID}},
			{contact.Filter{Q: "oeuvrer"}, []int64{b.ID}},
			{contact.Filter{Q: "ÉL"}, []int64{a.ID}},
			{contact.Filter{Q: "paul@"}, []int64{b.ID}},
			{contact.Filter{Status: "closed"}, nil},
		}
		for _, c := range cases {
			list, total, err := s.List(ctx, c.f)
			if err != nil {
				t.Fatalf("%+v: %v", c.f, err)
			}
			var ids []int64
			for _, m := range list {
				ids = append(ids, m.ID)
			}
			if total != len(c.want) || len(ids) != len(c.want) || (len(ids) > 0 && ids[0] != c.want[0]) {
				t.Fatalf("%+v: got %v (total %d), want %v", c.f, ids, total, c.want)
			}
		}
		if _, _, err := s.List(ctx, contact.Filter{Status: "open", Assigned: "x"}); app.ErrorCode(err) != app.EINVALID {
			t.Fatalf("bad filter: %v", err)
		}
		counts, err := s.Counts(ctx)
		if err != nil || counts["all"] != 2 || counts["new"] != 2 || counts["closed"] != 0 {
			t.Fatalf("counts %v %v", counts, err)
		}
	})
}

func TestReply(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := newStore(t, d)
		admin := addUser(t, d, "Anne Admin", "anne@coop.example", "admin")
		m, _ := s.Submit(ctx, visitor, input("Jean", "jean@example.org", "Parts", "Combien coûte une part ?"))
		if _, err := s.Reply(ctx, admin, m.ID, "  "); app.ErrorCode(err) != app.EINVALID {
			t.Fatalf("empty reply: %v", err)
		}
		got, err := s.Reply(ctx, admin, m.ID, "Bonjour,\n\nUne part coûte 50 € & plus <b>rien</b>.")
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != contact.StatusInProgress || got.FirstReplyAt == nil || len(got.Thread) != 1 || got.Thread[0].EmailID == 0 || got.Replies != 1 {
			t.Fatalf("after reply: %+v", got)
		}
		first := *got.FirstReplyAt
		mailID := got.Thread[0].EmailID
		var owner int64
		var folder, subject, message, delivery string
		err = d.QueryRowContext(ctx, `SELECT owner_id, folder, subject, message, delivery FROM emails WHERE id = $1`, mailID).Scan(&owner, &folder, &subject, &message, &delivery)
		if err != nil || owner != admin.ID || folder != "sent" || subject != "Re: Parts" || delivery != mail.DeliveryQueued {
			t.Fatalf("sent copy: %d %s %q %s %v", owner, folder, subject, delivery, err)
		}
		if n := count(t, d, `SELECT count(*) FROM email_recipients WHERE email_id = $1 AND address = 'jean@example.org'`, mailID); n != 1 {
			t.Fatalf("%d recipients", n)
		}
		if n := count(t, d, `SELECT count(*) FROM outbox WHERE email_id = $1 AND ref = $2`, mailID, "contact:"+strconv.FormatInt(m.ID, 10)); n != 1 {
			t.Fatalf("%d outbox rows", n)
		}
		// A second reply keeps the first reply's time.
		got, err = s.Reply(ctx, admin, m.ID, "Et encore une précision.")
		if err != nil || len(got.Thread) != 2 || !got.FirstReplyAt.Equal(first) {
			t.Fatalf("second reply: %+v %v", got, err)
		}
		if n := count(t, d, `SELECT count(*) FROM audit_log WHERE record_type = 'contact' AND record_id = $1 AND action = 'replied'`, m.ID); n != 2 {
			t.Fatalf("%d reply entries", n)
		}
		if _, err := s.SetStatus(ctx, admin, m.ID, contact.StatusClosed); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Reply(ctx, admin, m.ID, "Trop tard"); app.ErrorCode(err) != app.ECONFLICT {
			t.Fatalf("reply to a closed message: %v", err)
		}
	})
}
