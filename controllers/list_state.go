package controllers

import (
	"net/http"
	"strconv"
)

// The lists (users, staff, tiers, members, holders) keep their state in the
// URL; these read the parts they all share the same way.

// pageOf reads page and perPage from the URL; a value that is not a number
// is refused rather than read as the first page.
func pageOf(r *http.Request) (page, perPage int) {
	q := r.URL.Query()
	page, _ = strconv.Atoi(q.Get("page"))
	perPage, _ = strconv.Atoi(q.Get("perPage"))
	if q.Get("page") != "" && page == 0 {
		page = -1
	}
	if q.Get("perPage") != "" && perPage == 0 {
		perPage = -1
	}
	return page, perPage
}

// sortDescOf reads sortDesc from the URL: "true" or "1" orders downwards.
func sortDescOf(r *http.Request) bool {
	v := r.URL.Query().Get("sortDesc")
	return v == "true" || v == "1"
}
