package menu

import (
	"testing"

	"partage/app/auth"
)

func TestIDsAndKeysAreUnique(t *testing.T) {
	ids, keys := map[int]string{}, map[string]bool{}
	for _, it := range Leaves() {
		if it.ID == 0 || it.Key == "" || it.Title == "" || it.Path == "" || it.Subject == "" {
			t.Errorf("incomplete item %+v", it)
		}
		if prev, ok := ids[it.ID]; ok {
			t.Errorf("id %d used by %s and %s", it.ID, prev, it.Key)
		}
		if keys[it.Key] {
			t.Errorf("key %s twice", it.Key)
		}
		ids[it.ID], keys[it.Key] = it.Key, true
	}
	for _, k := range UserMenu {
		if ByKey(k) == nil {
			t.Errorf("user menu names unknown page %s", k)
		}
	}
}

func TestClientSeesAccessControlOnly(t *testing.T) {
	got := Visible(auth.RulesFor(auth.RoleClient), nil)
	if len(got) != 2 || got[0].Type != "header" || got[1].ID != "access-control" {
		t.Fatalf("client menu: %+v", got)
	}
	if pages := Pages(auth.RulesFor(auth.RoleClient)); len(pages) != 1 || pages[0].Key != "access-control" {
		t.Fatalf("client pages: %+v", pages)
	}
	if got := Visible(auth.GuestRules, nil); len(got) != 0 {
		t.Fatalf("guest menu: %+v", got)
	}
}

func TestAdminSeesEverythingWithBadges(t *testing.T) {
	got := Visible(auth.RulesFor(auth.RoleAdmin), func(source string) int {
		if source == BadgeUnreadMail {
			return 3
		}
		return 0
	})
	var links, groups, headers int
	var badge *Badge
	var walk func([]Entry)
	walk = func(es []Entry) {
		for _, e := range es {
			switch e.Type {
			case "link":
				links++
				if e.ID == "apps-email" {
					badge = e.Badge
				}
			case "group":
				groups++
				walk(e.Children)
			case "header":
				headers++
			}
		}
	}
	walk(got)
	if links != len(Leaves()) || groups != 7 || headers != 5 {
		t.Fatalf("admin menu: %d links (want %d), %d groups, %d headers", links, len(Leaves()), groups, headers)
	}
	if badge == nil || badge.Count != 3 {
		t.Fatalf("unread mail badge: %+v", badge)
	}
}
