package mail

import (
	"bufio"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	netmail "net/mail"
	"net/textproto"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"
)

// Message is one outgoing mail as it is written to the relay: every line
// 7-bit and at most 78 characters (headers folded, bodies quoted-printable,
// attachments base64), so a relay without 8BITMIME and with the 998-byte line
// limit of RFC 5321 takes it.
type Message struct {
	From      netmail.Address
	ReplyTo   string // the author's own address, when it is not From's
	To, Cc    []netmail.Address
	Subject   string
	Date      time.Time
	MessageID string // without the angle brackets
	HTML      string
	Text      string
}

// Part is an attachment as the message carries it.
type Part struct {
	Name, Mime string
	Body       io.Reader
}

// newMessageID returns a globally unique Message-ID for a mail leaving from domain.
func newMessageID(domain string) string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b) + "@" + domain
}

// WriteTo writes m with its attachments in Internet Message Format (CRLF lines).
func (m *Message) WriteTo(w io.Writer, attachments []Part) error {
	bw := bufio.NewWriter(w)
	h := &headerWriter{w: bw}
	h.addresses("From", []netmail.Address{m.From})
	if m.ReplyTo != "" && !strings.EqualFold(m.ReplyTo, m.From.Address) {
		h.addresses("Reply-To", []netmail.Address{{Address: m.ReplyTo}})
	}
	if len(m.To) > 0 {
		h.addresses("To", m.To)
	} else if len(m.Cc) == 0 {
		// Every recipient is blind: say so rather than leave no destination header.
		h.raw("To", "undisclosed-recipients:;")
	}
	if len(m.Cc) > 0 {
		h.addresses("Cc", m.Cc)
	}
	h.text("Subject", m.Subject)
	h.raw("Date", m.Date.Format(time.RFC1123Z))
	h.raw("Message-ID", "<"+m.MessageID+">")
	h.raw("MIME-Version", "1.0")
	if h.err != nil {
		return h.err
	}
	var body *multipart.Writer
	if len(attachments) > 0 {
		body = multipart.NewWriter(bw)
		h.raw("Content-Type", `multipart/mixed; boundary="`+body.Boundary()+`"`)
		bw.WriteString("\r\n")
		alt := multipart.NewWriter(nil)
		part, err := body.CreatePart(textproto.MIMEHeader{"Content-Type": {"multipart/alternative;\r\n boundary=\"" + alt.Boundary() + `"`}})
		if err != nil {
			return fmt.Errorf("mail: write message: %w", err)
		}
		if err := writeAlternative(part, alt.Boundary(), m.Text, m.HTML); err != nil {
			return err
		}
		for _, a := range attachments {
			if err := writeAttachment(body, a); err != nil {
				return err
			}
		}
		if err := body.Close(); err != nil {
			return fmt.Errorf("mail: write message: %w", err)
		}
	} else {
		alt := multipart.NewWriter(nil)
		h.raw("Content-Type", `multipart/alternative; boundary="`+alt.Boundary()+`"`)
		bw.WriteString("\r\n")
		if err := writeAlternative(bw, alt.Boundary(), m.Text, m.HTML); err != nil {
			return err
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("mail: write message: %w", err)
	}
	return nil
}

// writeAlternative writes the text and HTML versions, quoted-printable.
func writeAlternative(w io.Writer, boundary, text, html string) error {
	mw := multipart.NewWriter(w)
	if err := mw.SetBoundary(boundary); err != nil {
		return fmt.Errorf("mail: write message: %w", err)
	}
	for _, p := range []struct{ typ, body string }{{"text/plain", text}, {"text/html", html}} {
		part, err := mw.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {p.typ + "; charset=utf-8"},
			"Content-Transfer-Encoding": {"quoted-printable"},
		})
		if err != nil {
			return fmt.Errorf("mail: write message: %w", err)
		}
		qp := quotedprintable.NewWriter(part)
		if _, err := io.WriteString(qp, strings.ReplaceAll(strings.ReplaceAll(p.body, "\r\n", "\n"), "\n", "\r\n")); err != nil {
			return fmt.Errorf("mail: write message: %w", err)
		}
		if err := qp.Close(); err != nil {
			return fmt.Errorf("mail: write message: %w", err)
		}
	}
	if err := mw.Close(); err != nil {
		return fmt.Errorf("mail: write message: %w", err)
	}
	return nil
}

// writeAttachment writes one file, base64 in lines of 76 characters.
func writeAttachment(mw *multipart.Writer, a Part) error {
	typ := a.Mime
	if typ == "" {
		typ = "application/octet-stream"
	}
	// The name parameter of Content-Type is for readers that predate RFC 2231:
	// encoded words in quotes, as they expect it.
	name := a.Name
	if !isPlain(name) || len(name) > 60 {
		name = strings.ReplaceAll(encodeWords(name), " ", "\r\n ")
	}
	part, err := mw.CreatePart(textproto.MIMEHeader{
		"Content-Type":              {typ + ";\r\n name=" + quoteParam(name)},
		"Content-Disposition":       {"attachment" + dispositionName(a.Name)},
		"Content-Transfer-Encoding": {"base64"},
	})
	if err != nil {
		return fmt.Errorf("mail: write attachment: %w", err)
	}
	lw := &lineWrapper{w: part, width: 76}
	enc := base64.NewEncoder(base64.StdEncoding, lw)
	if _, err := io.Copy(enc, a.Body); err != nil {
		return fmt.Errorf("mail: read attachment %q: %w", a.Name, err)
	}
	if err := enc.Close(); err != nil {
		return fmt.Errorf("mail: write attachment: %w", err)
	}
	if _, err := io.WriteString(part, "\r\n"); err != nil {
		return fmt.Errorf("mail: write attachment: %w", err)
	}
	return nil
}

// dispositionName is the filename parameter: quoted when it is plain ASCII,
// otherwise RFC 2231 (percent-encoded UTF-8) in continuations of short lines.
func dispositionName(name string) string {
	if isPlain(name) && len(name) <= 60 {
		return ";\r\n filename=" + quoteParam(name)
	}
	enc := strings.ReplaceAll(url.PathEscape(name), "'", "%27")
	for _, c := range []string{"*", "=", ";", ",", "(", ")", "<", ">", "@", ":", "&", "+", "$"} {
		enc = strings.ReplaceAll(enc, c, fmt.Sprintf("%%%02X", c[0]))
	}
	var b strings.Builder
	for i := 0; len(enc) > 0; i++ {
		n := min(50, len(enc))
		// Never cut a %XX escape in two.
		if k := strings.LastIndexByte(enc[:n], '%'); k >= 0 && k > n-3 && n < len(enc) {
			n = k
		}
		if i == 0 {
			fmt.Fprintf(&b, ";\r\n filename*0*=utf-8''%s", enc[:n])
		} else {
			fmt.Fprintf(&b, ";\r\n filename*%d*=%s", i, enc[:n])
		}
		enc = enc[n:]
	}
	return b.String()
}

// isPlain reports whether s is printable ASCII.
func isPlain(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

func quoteParam(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// lineWrapper cuts what it is given into CRLF lines of width characters.
type lineWrapper struct {
	w     io.Writer
	width int
	col   int
}

func (l *lineWrapper) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		if l.col == l.width {
			if _, err := io.WriteString(l.w, "\r\n"); err != nil {
				return 0, err
			}
			l.col = 0
		}
		k := min(l.width-l.col, len(p))
		if _, err := l.w.Write(p[:k]); err != nil {
			return 0, err
		}
		l.col += k
		p = p[k:]
	}
	return n, nil
}

// headerWriter writes header fields folded at 78 characters where they have spaces.
type headerWriter struct {
	w   *bufio.Writer
	err error
}

// raw writes a field whose value is already 7-bit.
func (h *headerWriter) raw(name, value string) {
	if h.err == nil {
		_, h.err = h.w.WriteString(fold(name+": "+value) + "\r\n")
	}
}

// text writes an unstructured field, RFC 2047-encoded when it is not plain ASCII.
func (h *headerWriter) text(name, value string) {
	value = strings.Join(strings.Fields(value), " ")
	if !isPlain(value) || longestWord(value) > 70 {
		value = encodeWords(value)
	}
	h.raw(name, value)
}

// addresses writes an address list, one address a line: RFC 5322 quoting and
// RFC 2047 encoding of the names come from net/mail.
func (h *headerWriter) addresses(name string, list []netmail.Address) {
	parts := make([]string, len(list))
	for i, a := range list {
		a.Name = strings.Join(strings.Fields(a.Name), " ")
		s := a.String()
		if len(s) > 76 && a.Name != "" {
			s = encodeWords(a.Name) + " <" + a.Address + ">"
		}
		parts[i] = fold(s)
	}
	if h.err == nil {
		_, h.err = h.w.WriteString(name + ": " + strings.Join(parts, ",\r\n ") + "\r\n")
	}
}

// encodeWords writes value as RFC 2047 encoded words of at most 75 characters,
// separated by spaces so the field can be folded between them.
func encodeWords(value string) string {
	var words []string
	for len(value) > 0 {
		// 30 bytes of UTF-8 make at most 40 base64 characters: a word well under 75.
		n := min(30, len(value))
		for n < len(value) && !utf8.RuneStart(value[n]) {
			n--
		}
		words = append(words, mime.BEncoding.Encode("utf-8", value[:n]))
		if words[len(words)-1] == value[:n] {
			words[len(words)-1] = "=?utf-8?b?" + base64.StdEncoding.EncodeToString([]byte(value[:n])) + "?="
		}
		value = value[n:]
	}
	return strings.Join(words, " ")
}

func longestWord(s string) int {
	n := 0
	for _, w := range strings.Fields(s) {
		n = max(n, len(w))
	}
	return n
}

// fold breaks a header line at spaces so that its lines stay within 78 characters.
func fold(line string) string {
	var b strings.Builder
	for len(line) > 78 {
		cut := strings.LastIndexByte(line[:78], ' ')
		if cut <= 0 {
			cut = strings.IndexByte(line, ' ')
			if cut <= 0 {
				break
			}
		}
		b.WriteString(line[:cut] + "\r\n")
		line = line[cut:]
	}
	b.WriteString(line)
	return b.String()
}
