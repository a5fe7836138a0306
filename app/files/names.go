package files

import (
	"net/http"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// Sniff is the media type of a file as its first bytes (up to HeadSize) show
// it, without parameters ("text/plain", not "text/plain; charset=utf-8"):
// uploads are typed by their content, never by their name or the browser.
func Sniff(head []byte) string {
	return strings.SplitN(http.DetectContentType(head), ";", 2)[0]
}

// CleanName keeps an uploaded file's own name: no folders, no control
// characters, no quotes, at most 200 bytes cut from the front so that the
// extension stays. A name left empty becomes fallback.
func CleanName(name, fallback string) string {
	name = filepath.Base(strings.ReplaceAll(name, `\`, "/"))
	name = strings.Map(func(r rune) rune {
		if r < 32 || r == '"' || r == '/' || r == 0x7f {
			return -1
		}
		return r
	}, name)
	if name == "" || name == "." {
		name = fallback
	}
	for len(name) > 200 {
		_, size := utf8.DecodeRuneInString(name) // cut between characters
		name = name[size:]
	}
	return name
}
