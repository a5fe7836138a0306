package auth

import (
	"context"
	"strconv"
	"sync"
	"time"

	"partage/app/cache"
	"partage/app/db"
)

// Every signed-in request needs its user and, for an API client, its access
// token checked. Both answers are kept, so that a request costs one reading
// of the list versions rather than a signature check and a user lookup.

// keptUsers is how many signed-in users an instance keeps.
const keptUsers = 4096

// newUserCache keeps users under the users' list version, which every change
// to a user moves (a trigger does): a change of role, a suspension, a
// deletion or a new token generation is seen by the next request, on every
// instance.
func newUserCache() *cache.Versioned[User] { return cache.New[User](keptUsers) }

// SignedInUser returns the user with id as FindUserByID does, from what this
// instance keeps when the user has not changed since.
func (s *Store) SignedInUser(ctx context.Context, id int64) (*User, error) {
	version, err := s.db.Version(ctx, db.UsersList)
	if err != nil {
		return nil, err
	}
	key := strconv.FormatInt(id, 10)
	if u, ok := s.kept.Get(key, version); ok {
		return &u, nil // a copy: callers may change theirs
	}
	u, err := s.FindUserByID(ctx, id)
	if err != nil {
		return nil, err
	}
	s.kept.Put(key, version, *u)
	return u, nil
}

// checkedTokens remembers the access tokens whose signature was checked, with
// their user and expiry: a token is a fixed string, so its check stands until
// it expires. Access tokens live ten minutes, so the map stays small; a full
// one forgets the expired, then everything.
type checkedTokens struct {
	mu     sync.Mutex
	tokens map[string]checkedToken
}

type checkedToken struct {
	userID     int64
	generation int64 // the user's token generation it was signed under
	expires    time.Time
}

const keptTokens = 16384

func (c *checkedTokens) get(token string, now time.Time) (checkedToken, bool) {
	c.mu.Lock()
	t, ok := c.tokens[token]
	c.mu.Unlock()
	if !ok || !now.Before(t.expires) {
		return checkedToken{}, false
	}
	return t, true
}

func (c *checkedTokens) put(token string, t checkedToken, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.tokens == nil {
		c.tokens = map[string]checkedToken{}
	}
	if len(c.tokens) >= keptTokens {
		for k, t := range c.tokens {
			if !now.Before(t.expires) {
				delete(c.tokens, k)
			}
		}
		if len(c.tokens) >= keptTokens {
			clear(c.tokens)
		}
	}
	c.tokens[token] = t
}
