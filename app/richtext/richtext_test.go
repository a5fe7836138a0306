package richtext

import (
	"strings"
	"testing"
	"time"
)

func TestMailTextKeepsLinksAndStructure(t *testing.T) {
	for _, c := range []struct{ html, want string }{
		{`<p>See <a href="https://coop.example/a?b=1&amp;c=2">the minutes</a>.</p><p>Bye</p>`, "See the minutes (https://coop.example/a?b=1&c=2).\n\nBye"},
		{`<p><a href="https://coop.example">https://coop.example</a></p>`, "https://coop.example"},
		{`<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>`, "- one\n- two\n\n1. first"},
		{`line<br>next &lt;b&gt;`, "line\nnext <b>"},
		{`<p>a <a href="mailto:x@example.org">x@example.org</a></p>`, "a x@example.org"},
	} {
		if got := MailText(c.html); got != c.want {
			t.Errorf("MailText(%q) = %q, want %q", c.html, got, c.want)
		}
	}
}

func TestMailTextEdgesOfLines(t *testing.T) {
	for _, c := range []struct{ html, want string }{
		{`<ul><li></li><li>two </li></ul>end`, "-\n- two\n\nend"},
		{`<p>a  </p><p></p><p>b</p>`, "a\n\nb"},
		{`a <br> <br><br>b`, "a\nb"},
		{`<ul><li>one<ul><li>deep</li></ul></li></ul>`, "- one\n\n  - deep"},
	} {
		if got := MailText(c.html); got != c.want {
			t.Errorf("MailText(%q) = %q, want %q", c.html, got, c.want)
		}
	}
}

// A long mail's text is made in linear time: it is built inside the Send
// transaction, which holds SQLite's write lock.
func TestMailTextOfALongMailIsFast(t *testing.T) {
	for _, unit := range []string{"x<br>", "<p>x</p>", "<li>x</li>", "x <br> "} {
		body := strings.Repeat(unit, (1<<20)/len(unit))
		start := time.Now()
		got := MailText(body)
		if took := time.Since(start); took > time.Second {
			t.Errorf("MailText of 1 MiB of %q took %s", unit, took)
		}
		if n := strings.Count(got, "x"); n != (1<<20)/len(unit) {
			t.Errorf("MailText of %q kept %d x, want %d", unit, n, (1<<20)/len(unit))
		}
	}
}
