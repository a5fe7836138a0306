// Package mailtest serves SMTP on loopback for the tests of the mail that
// leaves the product (app/mail and controllers): a relay that keeps what it is
// given, one that hangs, an address where nothing listens, and a reader of the
// messages as a mail program would read them.
package mailtest

import (
	"bytes"
	"encoding/base64"
	"io"
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
)

// From is the sender address of URL's relay settings.
const From = "noreply@coop.example"

// URL is an SMTP_URL sending through the relay at addr as From.
func URL(addr string) string { return "smtp://" + addr + "?from=" + From }

// Relay is a real SMTP server (go-smtp's server side) on loopback that keeps
// what it is given. Like a relay, it refuses lines over 998 characters, and it
// refuses recipients whose address starts with "nobody@" (550, no such user).
type Relay struct {
	Addr   string
	srv    *smtp.Server
	mu     sync.Mutex
	got    []Arrival
	answer string // the text of the 250 answer to DATA, when set
}

// Arrival is one message as the relay received it: its envelope and its bytes.
type Arrival struct {
	From  string
	Rcpts []string
	Data  []byte
}

// StartRelay serves SMTP on addr ("127.0.0.1:0" for any port) until the test ends.
func StartRelay(t testing.TB, addr string) *Relay {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	r := &Relay{Addr: ln.Addr().String()}
	r.srv = smtp.NewServer(backend{r})
	r.srv.Domain = "relay.test"
	r.srv.MaxLineLength = 1000 // 998 characters and CRLF, RFC 5321 §4.5.3.1.6
	r.srv.ReadTimeout = 10 * time.Second
	r.srv.WriteTimeout = 10 * time.Second
	go r.srv.Serve(ln)
	t.Cleanup(func() { r.srv.Close() })
	return r
}

// URL is an SMTP_URL sending through this relay.
func (r *Relay) URL() string { return URL(r.Addr) }

// Arrivals returns what arrived so far.
func (r *Relay) Arrivals() []Arrival {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Arrival{}, r.got...)
}

// SetAnswer makes the relay accept DATA with this text in its 250 answer.
func (r *Relay) SetAnswer(text string) {
	r.mu.Lock()
	r.answer = text
	r.mu.Unlock()
}

type backend struct{ r *Relay }

func (b backend) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{r: b.r}, nil }

type session struct {
	r     *Relay
	from  string
	rcpts []string
}

func (s *session) Reset()        { s.from, s.rcpts = "", nil }
func (s *session) Logout() error { return nil }

func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	s.from = from
	return nil
}

func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	if strings.HasPrefix(to, "nobody@") {
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "No such user here"}
	}
	s.rcpts = append(s.rcpts, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.r.mu.Lock()
	s.r.got = append(s.r.got, Arrival{From: s.from, Rcpts: append([]string{}, s.rcpts...), Data: b})
	answer := s.r.answer
	s.r.mu.Unlock()
	if answer != "" {
		return &smtp.SMTPError{Code: 250, EnhancedCode: smtp.EnhancedCode{2, 0, 0}, Message: answer}
	}
	return nil
}

// FreeAddr returns a loopback address where nothing listens (yet).
func FreeAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// HangingRelay accepts connections and never says a word, like a relay that
// hangs; it returns its address.
func HangingRelay(t testing.TB) string {
	t.Helper()
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

// Leaf is a part of a message that is not multipart, its body decoded.
type Leaf struct {
	Type, Disposition, FileName string
	Body                        []byte
}

// Parse reads a message as a mail program would and returns its header and
// leaves; it fails the test on a line over 78 characters or an 8-bit byte.
func Parse(t testing.TB, data []byte) (netmail.Header, []Leaf) {
	t.Helper()
	for i, line := range strings.Split(string(data), "\r\n") {
		if len(line) > 78 {
			t.Errorf("line %d has %d characters: %q", i, len(line), line)
		}
	}
	for i, c := range data {
		if c >= 0x80 {
			t.Fatalf("byte %d is 8-bit (%#x): the message must be 7-bit", i, c)
		}
	}
	m, err := netmail.ReadMessage(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the message does not parse: %v", err)
	}
	var leaves []Leaf
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
		l := Leaf{Type: mt, Body: b}
		if disp != "" {
			d, dp, err := mime.ParseMediaType(disp)
			if err != nil {
				t.Fatalf("Content-Disposition %q: %v", disp, err)
			}
			l.Disposition, l.FileName = d, dp["filename"]
		}
		leaves = append(leaves, l)
	}
	walk(m.Header.Get("Content-Type"), m.Header.Get("Content-Transfer-Encoding"), "", m.Body)
	return m.Header, leaves
}
