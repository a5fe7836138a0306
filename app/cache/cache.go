// Package cache keeps values under the version of the list they were read
// from (db.Version): a value is handed back only while the version it was kept
// under is still the list's version, so it is never stale, and instances need
// no messages to forget what changed.
package cache

import "sync"

// Versioned is a bounded map of values, each kept under a version. The zero
// value is not usable: make one with New.
type Versioned[T any] struct {
	mu      sync.Mutex
	entries map[string]entry[T]
	max     int
}

type entry[T any] struct {
	version int64
	value   T
}

// New returns a cache of at most max values.
func New[T any](max int) *Versioned[T] {
	return &Versioned[T]{entries: make(map[string]entry[T]), max: max}
}

// Get returns the value kept under key if it was kept under version.
func (c *Versioned[T]) Get(key string, version int64) (T, bool) {
	c.mu.Lock()
	e, ok := c.entries[key]
	c.mu.Unlock()
	if !ok || e.version != version {
		var zero T
		return zero, false
	}
	return e.value, true
}

// Put keeps value under key and version. A full cache first forgets the
// values of other versions, then any, down to half its size.
func (c *Versioned[T]) Put(key string, version int64, value T) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.entries[key]; !ok && len(c.entries) >= c.max {
		for k, e := range c.entries {
			if e.version != version {
				delete(c.entries, k)
			}
		}
		for k := range c.entries {
			if len(c.entries) < c.max/2 {
				break
			}
			delete(c.entries, k)
		}
	}
	c.entries[key] = entry[T]{version: version, value: value}
}

// Len is how many values are kept.
func (c *Versioned[T]) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries)
}
