package menu

import (
	"strings"
	"testing"

	"partage/app/auth"
)

// links are the ids of the visible links, groups opened, in order.
func links(entries []Entry) []string {
	var out []string
	for _, e := range entries {
		if e.Type == "link" {
			out = append(out, e.ID)
		}
		out = append(out, links(e.Children)...)
	}
	return out
}

// Each role's menu follows its abilities: a member sees their own page under
// the cooperative's header, the shop, and the pages everyone reads (their
// account, FAQ, knowledge base, plans, blog), nothing else; who only reads sees no form for
// writing; the staff and the configuration are for admins.
func TestMenuFollowsRoles(t *testing.T) {
	member := Visible(auth.RulesFor(auth.RoleMember), nil)
	if len(member) != 10 || member[0].Type != "header" || member[0].Title != "menu.headers.coop" || member[1].ID != "coop-profil" ||
		member[2].Title != "menu.headers.apps" || member[3].ID != "apps-ecommerce" || member[4].Title != "menu.headers.pages" || member[9].ID != "pages-blog" {
		t.Fatalf("member menu: %+v", member)
	}
	if ids := strings.Join(links(member), " "); ids != "coop-profil ecommerce-shop ecommerce-details ecommerce-wishlist ecommerce-checkout ecommerce-my-orders "+
		"pages-account-settings pages-faq pages-knowledge-base pages-pricing blog-list blog-detail" {
		t.Fatalf("member links: %s", ids)
	}
	for _, c := range []struct {
		role      string
		has, hasn []string
	}{
		{auth.RoleAdmin, []string{"coop-admins", "coop-configuration", "coop-audit", "invoice-add", "user-edit"}, nil},
		{auth.RoleManager, []string{"coop-admins", "coop-clients", "coop-membres", "invoice-add", "apps-todo"}, []string{"coop-configuration", "coop-audit", "user-edit"}},
		{auth.RoleAccountant, []string{"coop-parts", "coop-depot-retrait", "invoice-add", "invoice-list"}, []string{"coop-configuration", "coop-audit", "user-edit"}},
		{auth.RoleViewer, []string{"coop-admins", "coop-clients", "invoice-list", "invoice-preview", "user-list", "apps-email"}, []string{"invoice-add", "invoice-edit", "user-edit", "coop-configuration", "coop-audit"}},
		{auth.RoleClient, []string{"access-control", "ecommerce-shop"}, []string{"coop-profil", "coop-admins", "apps-email", "ecommerce-orders", "ecommerce-products"}},
		{auth.RoleAccountant, []string{"ecommerce-orders", "ecommerce-shop", "ecommerce-products"}, nil},
		{auth.RoleManager, []string{"ecommerce-orders", "ecommerce-products", "ecommerce-coupons"}, nil},
		// Content: staff who manage it write posts; readers (viewer, member, client) read only.
		{auth.RoleManager, []string{"pages-faq", "blog-list", "blog-edit"}, nil},
		{auth.RoleViewer, []string{"pages-faq", "pages-pricing", "blog-list"}, []string{"blog-edit"}},
		{auth.RoleMember, []string{"pages-faq", "pages-knowledge-base", "pages-pricing", "blog-detail"}, []string{"blog-edit", "auth-login-v1"}},
	} {
		got := map[string]bool{}
		for _, id := range links(Visible(auth.RulesFor(c.role), nil)) {
			got[id] = true
		}
		for _, id := range c.has {
			if !got[id] {
				t.Errorf("%s does not see %s", c.role, id)
			}
		}
		for _, id := range c.hasn {
			if got[id] {
				t.Errorf("%s sees %s", c.role, id)
			}
		}
	}
	// Every header shown has an entry under it.
	for _, role := range append([]string{auth.RoleMember, auth.RoleClient}, auth.StaffRoles...) {
		es := Visible(auth.RulesFor(role), nil)
		for i, e := range es {
			if e.Type == "header" && (i+1 == len(es) || es[i+1].Type == "header") {
				t.Errorf("%s: header %s with nothing under it", role, e.Title)
			}
		}
	}
}
