package controllers

import (
	"net/http"

	"partage/app/cache"
)

// Big lists answer the same questions again and again (the first page of the
// users, the unpaid invoices). Their JSON answers are kept under the list's
// version (see db.Version and package cache): asked again before anything in
// the list changed, the question is answered from memory, on any instance;
// after a change, it is asked of the database again.
//
// A kept answer must depend on nothing but its key: the list's rows, the
// request's query string and whatever the handler adds to the key (the
// invoice list's date). Only answers that are the same for every caller
// allowed on the route may be kept.

const (
	keptAnswers     = 256       // answers kept per list and instance
	keptAnswerBytes = 256 << 10 // larger answers are not kept
)

// keptLists are the lists whose answers are kept, by list version name.
type keptLists map[string]*cache.Versioned[[]byte]

func newKeptLists(names ...string) keptLists {
	k := keptLists{}
	for _, n := range names {
		k[n] = cache.New[[]byte](keptAnswers)
	}
	return k
}

// keptJSON answers r with the kept JSON answer of list under key, or with
// what build returns, which it then keeps. build's error is answered as s.fail
// answers it, and nothing is kept.
func (s *Server) keptJSON(w http.ResponseWriter, r *http.Request, list, key string, build func() (any, error)) {
	kept := s.kept[list]
	version, err := s.DB.Version(r.Context(), list)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if body, ok := kept.Get(key, version); ok {
		writeJSONBody(w, http.StatusOK, body)
		return
	}
	v, err := build()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	body, err := marshalJSON(v)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if len(body) <= keptAnswerBytes {
		kept.Put(key, version, body)
	}
	writeJSONBody(w, http.StatusOK, body)
}
