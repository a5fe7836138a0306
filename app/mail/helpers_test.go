package mail_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"partage/app/db"
	"partage/app/mail"
	"partage/app/mail/mailtest"
)

// eventually waits up to 15 s for ok.
func eventually(t *testing.T, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// quickOutbox is the worker's tuning for tests: short dialogs, quick retries.
var quickOutbox = mail.OutboxOptions{Timeout: 2 * time.Second, Poll: 50 * time.Millisecond, Backoff: func(int) time.Duration { return 100 * time.Millisecond }}

// service returns a mail service on d sending through the relay at addr; its
// workers run until the test ends when run is true.
func service(t *testing.T, d *db.DB, addr string, run bool, opts mail.OutboxOptions) *mail.Service {
	t.Helper()
	s, err := mail.NewService(d, mailtest.URL(addr), "Partage", t.TempDir(), slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	s.TuneOutbox(opts)
	if run {
		t.Cleanup(s.StartOutbox())
	}
	return s
}

// addUser makes an account and returns it as mail knows people.
func addUser(t *testing.T, d *db.DB, name, email string) mail.Person {
	t.Helper()
	var id int64
	err := d.QueryRowContext(context.Background(), `INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at)
		VALUES ($1, $2, $2, 'x', 'client', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP) RETURNING id`, name, email).Scan(&id)
	if err != nil {
		t.Fatal(err)
	}
	return mail.Person{ID: id, Name: name, Email: email}
}

// outboxState reads the state and answer of the outbox row of a Sent copy.
func outboxState(t *testing.T, d *db.DB, emailID int64) (state, answer string, attempts int) {
	t.Helper()
	err := d.QueryRowContext(context.Background(), `SELECT state, answer, attempts FROM outbox WHERE email_id = $1`, emailID).Scan(&state, &answer, &attempts)
	if err != nil {
		t.Fatal(err)
	}
	return state, answer, attempts
}
