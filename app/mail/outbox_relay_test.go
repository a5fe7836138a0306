package mail_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	netmail "net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	"partage/app/db"
	"partage/app/mail"
)

// relay is a real SMTP server (go-smtp's server side) on loopback that keeps
// what it is given. Like a relay, it refuses lines over 998 characters.
type relay struct {
	addr   string
	srv    *smtp.Server
	mu     sync.Mutex
	got    []arrival
	answer string // the text of the 250 answer to DATA, when set
}

// arrival is one message as the relay received it.
type arrival struct {
	from  string
	rcpts []string
	data  []byte
}

type relayBackend struct{ r *relay }

func (b relayBackend) NewSession(*smtp.Conn) (smtp.Session, error) {
	return &relaySession{r: b.r}, nil
}

type relaySession struct {
	r     *relay
	from  string
	rcpts []string
}

func (s *relaySession) Reset()        { s.from, s.rcpts = "", nil }
func (s *relaySession) Logout() error { return nil }
func (s *relaySession) Mail(from string, _ *smtp.MailOptions) error {
	s.from = from
	return nil
}
func (s *relaySession) Rcpt(to string, _ *smtp.RcptOptions) error {
	if strings.HasPrefix(to, "nobody@") {
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "No such user here"}
	}
	s.rcpts = append(s.rcpts, to)
	return nil
}
func (s *relaySession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.r.mu.Lock()
	s.r.got = append(s.r.got, arrival{from: s.from, rcpts: append([]string{}, s.rcpts...), data: b})
	answer := s.r.answer
	s.r.mu.Unlock()
	if answer != "" {
		return &smtp.SMTPError{Code: 250, EnhancedCode: smtp.EnhancedCode{2, 0, 0}, Message: answer}
	}
	return nil
}

// startRelay serves SMTP on addr ("127.0.0.1:0" for any port) until the test ends.
func startRelay(t *testing.T, addr string) *relay {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	r := &relay{addr: ln.Addr().String()}
	r.srv = smtp.NewServer(relayBackend{r})
	r.srv.Domain = "relay.test"
	r.srv.MaxLineLength = 1000 // 998 characters and CRLF, RFC 5321 §4.5.3.1.6
	r.srv.ReadTimeout = 10 * time.Second
	r.srv.WriteTimeout = 10 * time.Second
	go r.srv.Serve(ln)
	t.Cleanup(func() { r.srv.Close() })
	return r
}

// arrivals returns what arrived so far.
func (r *relay) arrivals() []arrival {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]arrival{}, r.got...)
}

// freeAddr returns a loopback address where nothing listens (yet).
func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// hangingRelay accepts connections and never says a word.
func hangingRelay(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var conns []net.Conn
	var mu sync.Mutex
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
		for _, c := range conns {
			c.Close()
		}
		mu.Unlock()
	})
	return ln.Addr().String()
}

// leaf is a non-multipart part of a message, its body decoded.
type leaf struct {
	typ, disposition, filename string
	body                       []byte
}

// parse reads an arrival as a mail reader would and returns its header and leaves.
func parse(t *testing.T, a arrival) (netmail.Header, []leaf) {
	t.Helper()
	for i, line := range strings.Split(string(a.data), "\r\n") {
		if len(line) > 78 {
			t.Errorf("line %d has %d characters: %q", i, len(line), line)
		}
	}
	for i, c := range a.data {
		if c >= 0x80 {
			t.Fatalf("byte %d is 8-bit (%#x): the message must be 7-bit", i, c)
		}
	}
	m, err := netmail.ReadMessage(bytes.NewReader(a.data))
	if err != nil {
		t.Fatalf("the message does not parse: %v", err)
	}
	var leaves []leaf
	var walk func(typ, cte, disp string, body io.Reader)
	walk = func(typ, cte, disp string, body io.Reader) {
		mt, params, err := mime.ParseMediaType(typ)
		if err != nil {
			t.Fatalf("Content-Type %q: %v", typ, err)
		}
		if strings.HasPrefix(mt, "multipart/") {
			mr := multipart.NewReader(body, params["boundary"])
			for {
				p, err := mr.NextRawPart()
				if err == io.EOF {
					return
				} else if err != nil {
					t.Fatalf("multipart: %v", err)
				}
				walk(p.Header.Get("Content-Type"), p.Header.Get("Content-Transfer-Encoding"), p.Header.Get("Content-Disposition"), p)
			}
		}
		var r io.Reader = body
		switch strings.ToLower(cte) {
		case "quoted-printable":
			r = quotedprintable.NewReader(body)
		case "base64":
			r = base64.NewDecoder(base64.StdEncoding, body)
		}
		b, err := io.ReadAll(r)
		if err != nil {
			t.Fatalf("decode %s part: %v", mt, err)
		}
		l := leaf{typ: mt, body: b}
		if disp != "" {
			d, dp, err := mime.ParseMediaType(disp)
			if err != nil {
				t.Fatalf("Content-Disposition %q: %v", disp, err)
			}
			l.disposition, l.filename = d, dp["filename"]
		}
		leaves = append(leaves, l)
	}
	walk(m.Header.Get("Content-Type"), m.Header.Get("Content-Transfer-Encoding"), "", m.Body)
	return m.Header, leaves
}

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
	s, err := mail.NewService(d, "smtp://"+addr+"?from=noreply@coop.example", "Partage", t.TempDir(), slog.New(slog.NewTextHandler(io.Discard, nil)))
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
