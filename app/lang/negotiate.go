package lang

import (
	"slices"
	"strconv"
	"strings"
)

// maxRanges is how many language ranges of an Accept-Language header are
// read; browsers send a handful, and a longer list is not worth sorting.
const maxRanges = 32

// FromAcceptLanguage picks the product's language a browser asks for in its
// Accept-Language header (RFC 9110 §12.5.4): the ranges by weight (q=),
// heaviest first, the earlier first on a tie; a range matches by its primary
// subtag (fr-CA → fr, pt-BR → pt). Ranges of weight 0, malformed weights,
// the wildcard and languages the product lacks are passed over; ok is false
// when nothing matched.
func FromAcceptLanguage(header string) (lng string, ok bool) {
	type ranged struct {
		tag string
		q   float64
	}
	var ranges []ranged
	for i, part := range strings.Split(header, ",") {
		if i == maxRanges {
			break
		}
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		if params != "" {
			name, value, _ := strings.Cut(strings.TrimSpace(params), "=")
			if !strings.EqualFold(strings.TrimSpace(name), "q") {
				continue
			}
			v, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
			if err != nil || v < 0 || v > 1 {
				continue
			}
			q = v
		}
		if q == 0 {
			continue
		}
		ranges = append(ranges, ranged{tag: strings.TrimSpace(tag), q: q})
	}
	slices.SortStableFunc(ranges, func(a, b ranged) int {
		switch {
		case a.q > b.q:
			return -1
		case a.q < b.q:
			return 1
		}
		return 0
	})
	for _, r := range ranges {
		primary, _, _ := strings.Cut(strings.ToLower(r.tag), "-")
		if Known(primary) {
			return primary, true
		}
	}
	return "", false
}
