package session

import (
	"fmt"
	"net/http"
)

// Flash adapts the store to the Inertia adapter's needs: small values kept for
// the next request of the same browser (flash messages, validation errors).
type Flash struct{ Store *Store }

const flashPrefix = "_next:"

// Put keeps value under key until the next Pull.
func (f Flash) Put(w http.ResponseWriter, r *http.Request, key string, value []byte) error {
	sess, err := f.Store.Get(r, CookieName)
	if err != nil {
		return fmt.Errorf("session: flash put: %w", err)
	}
	sess.Values[flashPrefix+key] = value
	return sess.Save(r, w)
}

// Pull returns and forgets the value under key; nil when there is none.
func (f Flash) Pull(w http.ResponseWriter, r *http.Request, key string) ([]byte, error) {
	sess, err := f.Store.Get(r, CookieName)
	if err != nil {
		return nil, fmt.Errorf("session: flash pull: %w", err)
	}
	v, ok := sess.Values[flashPrefix+key].([]byte)
	if !ok {
		return nil, nil
	}
	delete(sess.Values, flashPrefix+key)
	if err := sess.Save(r, w); err != nil {
		return nil, err
	}
	return v, nil
}
