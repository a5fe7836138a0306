package users

import (
	"context"
	"fmt"
	"sync"
)

// searchCache keeps the ids a search found, under the list's version in the
// database: any write to users moves the version (a trigger does), so a
// cached answer is only reused while it is still exactly the answer. Each
// instance has its own; the version is shared through the database.
type searchCache struct {
	mu      sync.Mutex
	entries map[string]cachedSearch
}

type cachedSearch struct {
	version int64
	ids     []int64
}

const (
	cacheEntries = 512   // searches kept per instance
	cacheMaxIDs  = 20000 // larger answers (one or two letters) are not kept
)

func (s *Store) version(ctx context.Context) (int64, error) {
	var v int64
	if err := s.db.QueryRowContext(ctx, `SELECT v FROM list_versions WHERE name = 'users'`).Scan(&v); err != nil {
		return 0, fmt.Errorf("users: list version: %w", err)
	}
	return v, nil
}

func (c *searchCache) get(key string, version int64) ([]int64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[key]
	if !ok || e.version != version {
		return nil, false
	}
	return e.ids, true
}

func (c *searchCache) put(key string, version int64, ids []int64) {
	if len(ids) > cacheMaxIDs {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries == nil {
		c.entries = map[string]cachedSearch{}
	}
	if len(c.entries) >= cacheEntries {
		for k, e := range c.entries { // drop the stale first, else any one
			if e.version != version || len(c.entries) >= cacheEntries {
				delete(c.entries, k)
			}
			if len(c.entries) < cacheEntries/2 {
				break
			}
		}
	}
	c.entries[key] = cachedSearch{version: version, ids: ids}
}
