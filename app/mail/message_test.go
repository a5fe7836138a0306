package mail_test

import (
	"bytes"
	"mime"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"partage/app/mail"
	"partage/app/mail/mailtest"
)

// A long file name that is not ASCII survives in RFC 2231 continuations, and
// the encoded subject and names in RFC 2047 words, all in short 7-bit lines.
func TestMessageEncodesLongNames(t *testing.T) {
	name := "Procès-verbal de l'assemblée générale extraordinaire du 12 décembre 2026 (version définitive, signée).pdf"
	body := bytes.Repeat([]byte{0, 1, 2, 250, 251, 252}, 5000)
	m := &mail.Message{
		From:    netmail.Address{Name: strings.Repeat("Coopérative d'habitants ", 6), Address: "noreply@coop.example"},
		To:      []netmail.Address{{Name: "Ünïcödé, \"Q\"", Address: "a@example.org"}},
		Subject: strings.Repeat("Réunion très importante ", 10), Date: time.Now(), MessageID: "x@coop.example", HTML: "<p>é</p>", Text: "é",
	}
	var out bytes.Buffer
	if err := m.WriteTo(&out, []mail.Part{{Name: name, Mime: "application/pdf", Body: bytes.NewReader(body)}}); err != nil {
		t.Fatal(err)
	}
	h, leaves := mailtest.Parse(t, out.Bytes())
	if len(leaves) != 3 || leaves[2].FileName != name || !bytes.Equal(leaves[2].Body, body) {
		t.Fatalf("attachment %q (%d bytes)", leaves[2].FileName, len(leaves[2].Body))
	}
	subject, _ := new(mime.WordDecoder).DecodeHeader(h.Get("Subject"))
	from, _ := h.AddressList("From")
	to, _ := h.AddressList("To")
	if subject != strings.TrimSpace(m.Subject) || len(from) != 1 || from[0].Name != strings.TrimSpace(m.From.Name) || len(to) != 1 || to[0].Name != m.To[0].Name {
		t.Fatalf("subject %q from %v to %v", subject, from, to)
	}
}
