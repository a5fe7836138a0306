package controllers_test

import (
	"testing"
)

// Pages named alike in several groups ("List" of invoices, of users) are told
// apart by their group's name, in the visitor's language, in Ctrl+K and the bookmarks.
func TestSearchNamesTheSection(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		e.run(t, []jsonCase{
			{name: "search: list pages carry their group", method: "GET", path: "/api/main-search/data?q=list&lng=en", as: "admin", status: 200,
				want: map[string]any{"searchArr.0.data.0.title": "Invoice › List", "searchArr.0.data.1.title": "eCommerce › Wishlist", "searchArr.0.data.2.title": "User › List"}},
			{name: "search: in French", method: "GET", path: "/api/main-search/data?q=liste&lng=fr", as: "admin", status: 200,
				want: map[string]any{"searchArr.0.data.0.title": "Factures › Liste", "searchArr.0.data.2.title": "Utilisateurs › Liste"}},
			{name: "search: the group's name finds its pages", method: "GET", path: "/api/main-search/data?q=factures&lng=fr", as: "admin", status: 200,
				want: map[string]any{"searchArr.0.data.0.title": "Factures › Liste", "searchArr.0.data.3.title": "Factures › Ajouter"}},
			{name: "search: a page out of any group keeps its name", method: "GET", path: "/api/main-search/data?q=calen", as: "admin", status: 200,
				want: map[string]any{"searchArr.0.data.0.title": "Calendar"}},
			{name: "bookmarks: suggestions name the group", method: "GET", path: "/api/bookmarks/data?lng=fr", as: "admin", status: 200,
				want: map[string]any{"suggestions.19.title": "Factures › Liste", "suggestions.20.title": "Factures › Aperçu"}},
			{name: "autocomplete: the full title", method: "GET", path: "/api/autocomplete/data?q=invoice", as: "admin", status: 200,
				want: map[string]any{"autoComplete.0.title": "Invoice › List"}},
		})
	})
}
