package app

import (
	"slices"
	"strings"
	"time"
)

// Limits every list and request shares, so that no input reaches the
// database as a query it cannot run (an offset past 64 bits, more bound
// variables than the engine takes).
const (
	// MaxIDs is the most ids (or other items) one request may send in a list:
	// as many as the to-do order takes, far more than a page selects.
	MaxIDs = 500
	// MaxPage is the highest page number a list accepts: a million pages of
	// the largest page size is past any table the product holds.
	MaxPage = 1_000_000
)

// CheckIDs refuses a list of n ids sent under field when it is longer than
// MaxIDs, with a message that names the field.
func CheckIDs(field string, n int) error {
	if n <= MaxIDs {
		return nil
	}
	return E(EINVALID, "fieldListTooLong", Params{"field": field, "max": MaxIDs}).WithField(field, "listTooLong", Params{"max": MaxIDs})
}

// CheckPage fills a list's page number (1 when unset) and records on fields
// a page outside 1..MaxPage, so that no offset overflows the query.
func CheckPage(fields Fields, page *int) {
	if *page == 0 {
		*page = 1
	}
	if *page < 1 || *page > MaxPage {
		fields.Set("page", "pageRange", Params{"min": 1, "max": MaxPage})
	}
}

// CheckPerPage fills a list's page size (10 when unset) and records on fields
// a size the list does not offer in perPages: each list keeps its own sizes.
func CheckPerPage(fields Fields, perPage *int, perPages []int) {
	if *perPage == 0 {
		*perPage = 10
	}
	if !slices.Contains(perPages, *perPage) {
		fields.Set("perPage", "rowsPerPage", nil)
	}
}

// CheckPaging is CheckPage and CheckPerPage together, the paging every
// list filter shares.
func CheckPaging(fields Fields, page, perPage *int, perPages []int) {
	CheckPage(fields, page)
	CheckPerPage(fields, perPage, perPages)
}

// CheckSort fills a list's order (def when unset) and records on fields an
// order the list does not offer in sorts, naming the ones it does.
func CheckSort(fields Fields, sortBy *string, def string, sorts []string) {
	if *sortBy == "" {
		*sortBy = def
	} else if !slices.Contains(sorts, *sortBy) {
		fields.Set("sortBy", "sortChoice", Params{"choices": strings.Join(sorts, ", ")})
	}
}

// CheckDay reads an optional filter day (YYYY-MM-DD) sent under field: ""
// is no day (ok); a day that does not parse is a dayFormat error under
// field (not ok). The day is midnight UTC.
func CheckDay(fields Fields, field, v string) (day time.Time, ok bool) {
	if v == "" {
		return time.Time{}, true
	}
	d, err := time.Parse(time.DateOnly, v)
	if err != nil {
		fields.Set(field, "dayFormat", nil)
		return time.Time{}, false
	}
	return d, true
}
