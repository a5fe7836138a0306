package menu

import (
	"strings"
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

// A client shops, reads what the cooperative writes (FAQ, knowledge base,
// plans, blog) and the access-control page; nothing of the staff's, and no
// page for writing a post.
func TestClientSeesTheShopAndAccessControl(t *testing.T) {
	got := Visible(auth.RulesFor(auth.RoleClient), nil)
	want := "ecommerce-shop ecommerce-details ecommerce-wishlist ecommerce-checkout ecommerce-my-orders " +
		"pages-account-settings pages-faq pages-knowledge-base pages-pricing blog-list blog-detail access-control"
	if ids := strings.Join(links(got), " "); ids != want {
		t.Fatalf("client menu: %s, want %s", ids, want)
	}
	// Everyone signed in looks after their own account, from the user menu.
	pages := Pages(auth.RulesFor(auth.RoleClient))
	if len(pages) != 12 || pages[0].Key != "ecommerce-shop" || pages[5].Key != "pages-account-settings" || pages[11].Key != "access-control" {
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
