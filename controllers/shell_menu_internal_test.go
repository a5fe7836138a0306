package controllers

import (
	"encoding/json"
	"slices"
	"testing"

	"partage/app/auth"
	"partage/app/menu"
)

// The badge sources of a role's menu are those of the entries it sees: the
// admin's menu counts unread mail, unseen chat and applications; a role that
// may not read the applications does not count them.
func TestMenuCacheSourcesFollowTheRole(t *testing.T) {
	var c menuCache
	admin := c.sourcesOf(auth.RoleAdmin, auth.RulesFor(auth.RoleAdmin))
	for _, want := range []string{menu.BadgeUnreadMail, menu.BadgeUnseenChat, menu.BadgeApplications} {
		if !slices.Contains(admin, want) {
			t.Fatalf("admin's badge sources %v lack %s", admin, want)
		}
	}
	client := c.sourcesOf(auth.RoleClient, auth.RulesFor(auth.RoleClient))
	if slices.Contains(client, menu.BadgeApplications) {
		t.Fatalf("a client's menu counts the applications: %v", client)
	}
	if again := c.sourcesOf(auth.RoleAdmin, nil); !slices.Equal(again, admin) {
		t.Fatalf("the sources are kept by role: %v then %v", admin, again)
	}
}

// Kept menus are bounded: past menuCacheSize they are forgotten, not grown.
func TestMenuCacheIsBounded(t *testing.T) {
	var c menuCache
	for i := range menuCacheSize + 10 {
		c.put(string(rune('a'+i%26))+string(rune(i)), json.RawMessage("[]"))
	}
	if n := len(c.kept); n > menuCacheSize || n == 0 {
		t.Fatalf("%d menus kept", n)
	}
	c.put("admin|1|2|3", json.RawMessage(`[{"type":"header"}]`))
	if b, ok := c.get("admin|1|2|3"); !ok || string(b) != `[{"type":"header"}]` {
		t.Fatalf("kept %q %v", b, ok)
	}
	if _, ok := c.get("admin|1|2|4"); ok {
		t.Fatal("other counts must not answer with these")
	}
}
