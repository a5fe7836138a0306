package auth

import (
	"fmt"
	"testing"
	"time"
)

// A checked token stands until its expiry, not a moment longer, and a full
// map forgets rather than grows.
func TestCheckedTokens(t *testing.T) {
	var c checkedTokens
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	c.put("a", checkedToken{userID: 7, generation: 2, expires: now.Add(time.Minute)}, now)
	if got, ok := c.get("a", now.Add(59*time.Second)); !ok || got.userID != 7 || got.generation != 2 {
		t.Fatalf("before expiry: %+v %v", got, ok)
	}
	if _, ok := c.get("a", now.Add(time.Minute)); ok {
		t.Fatal("a token was taken at its expiry")
	}
	if _, ok := c.get("b", now); ok {
		t.Fatal("an unknown token was taken")
	}
	for i := range keptTokens + 10 {
		c.put(fmt.Sprint(i), checkedToken{userID: int64(i), expires: now.Add(time.Minute)}, now)
	}
	if n := len(c.tokens); n > keptTokens {
		t.Fatalf("%d tokens kept, at most %d", n, keptTokens)
	}
}
