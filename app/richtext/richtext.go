// Package richtext makes HTML written in the product's rich-text editors
// (mail, task descriptions, blog posts) safe to store and show.
package richtext

import (
	"html"
	"regexp"
	"strconv"
	"strings"

	"github.com/microcosm-cc/bluemonday"
	xhtml "golang.org/x/net/html"
)

// policy keeps the formatting a rich-text editor produces and drops scripts,
// event handlers, styles and anything that can run or track.
var policy = func() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	p.RequireNoFollowOnLinks(true)
	p.AddTargetBlankToFullyQualifiedLinks(true)
	p.AllowElements("u", "s")
	return p
}()

// Sanitize returns HTML safe to store and show.
func Sanitize(htmlText string) string { return policy.Sanitize(htmlText) }

var tags = regexp.MustCompile(`<[^>]*>`)

// PlainText returns the text of sanitized HTML, for previews and plain-text mail parts.
func PlainText(htmlText string) string {
	t := tags.ReplaceAllString(strings.NewReplacer("<br>", "\n", "<br/>", "\n", "</p>", "\n\n").Replace(htmlText), "")
	return strings.TrimSpace(html.UnescapeString(t))
}

// MailText returns the plain-text alternative of sanitized HTML for a mail:
// paragraphs and line breaks kept, list items marked, and each link written
// "label (https://…)" so that its address survives without HTML.
func MailText(htmlText string) string {
	z := xhtml.NewTokenizer(strings.NewReader(htmlText))
	var b textBuffer
	var links []string // the open links' addresses, innermost last
	var label []int    // where each open link's label starts in b
	lists := []bool{}  // the open lists: true when ordered
	counters := []int{}
	newline := func(n int) {
		b.trimSpaces()
		if b.Len() == 0 {
			return
		}
		for end := b.newlines(); end < n; end++ {
			b.writeByte('\n')
		}
	}
	for {
		tt := z.Next()
		switch tt {
		case xhtml.ErrorToken:
			return strings.TrimSpace(b.String())
		case xhtml.TextToken:
			text := spaces.ReplaceAllString(string(z.Text()), " ")
			if b.newlines() > 0 || b.Len() == 0 {
				text = strings.TrimLeft(text, " ")
			}
			b.writeString(text)
		case xhtml.StartTagToken, xhtml.SelfClosingTagToken, xhtml.EndTagToken:
			name, hasAttr := z.TagName()
			tag := string(name)
			end := tt == xhtml.EndTagToken
			switch tag {
			case "br":
				newline(1)
			case "p", "div", "blockquote", "pre", "table", "h1", "h2", "h3", "h4", "h5", "h6":
				newline(2)
			case "tr":
				newline(1)
			case "ul", "ol":
				if end && len(lists) > 0 {
					lists, counters = lists[:len(lists)-1], counters[:len(counters)-1]
				} else if !end {
					lists, counters = append(lists, tag == "ol"), append(counters, 0)
				}
				newline(2)
			case "li":
				newline(1)
				if !end && len(lists) > 0 {
					b.writeString(strings.Repeat("  ", len(lists)-1))
					if lists[len(lists)-1] {
						counters[len(counters)-1]++
						b.writeString(strconv.Itoa(counters[len(counters)-1]) + ". ")
					} else {
						b.writeString("- ")
					}
				}
			case "a":
				if !end {
					href := ""
					for hasAttr {
						var k, v []byte
						k, v, hasAttr = z.TagAttr()
						if string(k) == "href" {
							href = strings.TrimSpace(string(v))
						}
					}
					links, label = append(links, href), append(label, b.Len())
				} else if len(links) > 0 {
					href, start := links[len(links)-1], label[len(label)-1]
					links, label = links[:len(links)-1], label[:len(label)-1]
					text := strings.TrimSpace(b.String()[min(start, b.Len()):])
					if href != "" && !strings.HasPrefix(href, "#") && text != href && "mailto:"+text != href {
						if text == "" {
							b.writeString(href)
						} else {
							b.writeString(" (" + href + ")")
						}
					}
				}
			case "img":
				for hasAttr {
					var k, v []byte
					k, v, hasAttr = z.TagAttr()
					if string(k) == "alt" && len(v) > 0 {
						b.writeString("[" + string(v) + "]")
					}
				}
			}
		}
	}
}

var spaces = regexp.MustCompile(`[ \t\r\n\f]+`)

// textBuffer is the text MailText builds. It keeps count of the newlines at
// its end, so that a line break costs the same however long the text already
// is (rewriting the whole text at each one made long mails quadratic).
type textBuffer struct {
	buf []byte
	nl  int // the newlines the text ends with
}

// writeString appends s.
func (t *textBuffer) writeString(s string) {
	if s == "" {
		return
	}
	t.buf = append(t.buf, s...)
	if rest := strings.TrimRight(s, "\n"); rest == "" {
		t.nl += len(s)
	} else {
		t.nl = len(s) - len(rest)
	}
}

// writeByte appends c.
func (t *textBuffer) writeByte(c byte) {
	t.buf = append(t.buf, c)
	if c == '\n' {
		t.nl++
	} else {
		t.nl = 0
	}
}

// Len is the length of the text in bytes.
func (t *textBuffer) Len() int { return len(t.buf) }

// String returns the text.
func (t *textBuffer) String() string { return string(t.buf) }

// newlines is how many newlines the text ends with.
func (t *textBuffer) newlines() int { return t.nl }

// trimSpaces drops the spaces and tabs the text ends with; each byte is
// dropped at most once, and the newlines before them are counted again only
// when some were dropped.
func (t *textBuffer) trimSpaces() {
	n := len(t.buf)
	for n > 0 && (t.buf[n-1] == ' ' || t.buf[n-1] == '\t') {
		n--
	}
	if n == len(t.buf) {
		return
	}
	t.buf = t.buf[:n]
	t.nl = 0
	for i := n - 1; i >= 0 && t.buf[i] == '\n'; i-- {
		t.nl++
	}
}
