package blog

import (
	"regexp"
	"strings"

	"partage/app/db"
)

// slugPattern is a slug: lower-case letters and digits in words joined by hyphens.
var slugPattern = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// ValidSlug reports whether slug is lower-case letters, digits and single
// hyphens, at most MaxSlug long.
func ValidSlug(slug string) bool { return len(slug) <= MaxSlug && slugPattern.MatchString(slug) }

// Slugify suggests a slug for a title: accents removed, lower-case, every
// other run of characters a hyphen ("Assemblée générale" → "assemblee-generale").
func Slugify(title string) string {
	folded := db.SortKey(title)
	var b strings.Builder
	hyphen := false
	for _, r := range folded {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(r)
			if b.Len() >= MaxSlug {
				break
			}
			continue
		}
		hyphen = true
	}
	return strings.TrimRight(b.String()[:min(b.Len(), MaxSlug)], "-")
}
