package cache

import (
	"fmt"
	"testing"
)

func TestVersioned(t *testing.T) {
	c := New[string](4)
	c.Put("a", 1, "one")
	if v, ok := c.Get("a", 1); !ok || v != "one" {
		t.Fatalf("same version: %q %v", v, ok)
	}
	if _, ok := c.Get("a", 2); ok {
		t.Fatal("a value was handed back under another version")
	}
	if _, ok := c.Get("b", 1); ok {
		t.Fatal("an unknown key was found")
	}
	c.Put("a", 2, "two")
	if v, _ := c.Get("a", 2); v != "two" {
		t.Fatalf("a newer value did not replace the older: %q", v)
	}
	// Full: the values of older versions go first, then any, down to half.
	c.Put("b", 1, "old")
	c.Put("c", 2, "c")
	c.Put("d", 2, "d")
	c.Put("e", 2, "e")
	if _, ok := c.Get("b", 1); ok {
		t.Fatal("a full cache kept a value of an older version")
	}
	for i := range 100 {
		c.Put(fmt.Sprint(i), 3, "x")
		if c.Len() > 4 {
			t.Fatalf("%d values in a cache of 4", c.Len())
		}
	}
	if v, ok := c.Get("99", 3); !ok || v != "x" {
		t.Fatal("the value just kept is gone")
	}
}
