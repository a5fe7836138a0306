// Package richtext makes HTML written in the product's rich-text editors
// (mail, task descriptions, blog posts) safe to store and show.
package richtext

import (
	"html"
	"regexp"
	"strings"

	"github.com/microcosm-cc/bluemonday"
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
