// Package menu is the product's map: every page the vertical menu offers, with
// the ability it needs. The same map filters the menu per user, feeds the
// "Pages" group of the global search and the bookmarks, and tells the router
// which pages are not built yet (they show "coming soon").
package menu

import (
	"strings"

	"partage/app/auth"
	"partage/app/db"
)

// Item is a menu entry: a section header, a link to a page, or a group of items.
type Item struct {
	Header   bool
	Key      string // stable identifier (bookmark target, search id)
	ID       int    // stable number for the spec's bookmark and search items
	Title    string // i18n key
	Icon     string // lucide icon name, kebab-case
	Path     string // where the link goes
	Route    string // the route pattern when Path holds a sample id ("/apps/invoice/preview/{id}")
	Action   string // ability needed, with Subject
	Subject  string
	Badge    string   // source of the badge count, e.g. BadgeUnreadMail
	Covers   []string // other pages this link stands for in the menu (its tabs elsewhere)
	Children []*Item
}

// Badge sources a request can count.
const (
	BadgeUnreadMail = "mail.unread"
	BadgeUnseenChat = "chat.unseen"
	// BadgeApplications counts the applications from /rejoindre waiting for a decision.
	BadgeApplications = "coop.applications"
)

func header(title, subject string) *Item { return &Item{Header: true, Title: title, Subject: subject} }

func link(id int, key, title, icon, path, subject string) *Item {
	return &Item{ID: id, Key: key, Title: title, Icon: icon, Path: path, Action: "read", Subject: subject}
}

func group(key, title, icon, subject string, children ...*Item) *Item {
	return &Item{Key: key, Title: title, Icon: icon, Action: "read", Subject: subject, Children: children}
}

func (it *Item) route(pattern string) *Item { it.Route = pattern; return it }

func (it *Item) badge(source string) *Item { it.Badge = source; return it }

// covers marks the pages under other paths that this link stands for: the
// menu highlights it there too (the profile's "Ma coopérative" tab).
func (it *Item) covers(paths ...string) *Item { it.Covers = paths; return it }

// writes marks a page that is a form for changing things (adding or editing an
// invoice, editing a user): it needs "manage", so who only reads never sees it.
func (it *Item) writes() *Item { it.Action = "manage"; return it }

// Tree is the whole menu in display order. IDs never change once given: users'
// bookmarks refer to them.
var Tree = []*Item{
	// The cooperative's section is for whoever has a place in it: the staff and the members (Self).
	header("menu.headers.coop", auth.SubjectSelf),
	link(1, "coop-dashboard", "menu.coop.dashboard", "layout-dashboard", "/", "Dashboard"),
	link(2, "coop-clients", "menu.coop.clients", "users", "/coop/clients", auth.SubjectTiers),
	link(3, "coop-actionnaires", "menu.coop.actionnaires", "landmark", "/coop/actionnaires", auth.SubjectTiers),
	link(4, "coop-membres", "menu.coop.membres", "user-check", "/coop/membres", auth.SubjectMember),
	link(5, "coop-parts", "menu.coop.parts", "chart-pie", "/coop/parts", auth.SubjectShares),
	link(6, "coop-depot-retrait", "menu.coop.depotRetrait", "arrow-left-right", "/coop/depot-retrait", auth.SubjectMoney),
	link(7, "coop-taches", "menu.coop.taches", "list-checks", "/apps/todo", "Todo"),
	link(8, "coop-contact", "menu.coop.contact", "phone", "/coop/contact", auth.SubjectContact),
	link(9, "coop-rejoignez-nous", "menu.coop.rejoignezNous", "user-plus", "/coop/rejoignez-nous", auth.SubjectApplication).badge(BadgeApplications),
	link(10, "coop-admins", "menu.coop.admins", "shield-check", "/coop/admins", auth.SubjectStaff),
	link(11, "coop-configuration", "menu.coop.configuration", "settings", "/coop/configuration", auth.SubjectConfig),
	// One entry for one's profile: the social page, whose "Ma coopérative" tab is /coop/profil.
	link(12, "coop-profil", "menu.coop.profil", "circle-user", "/pages/profile", auth.SubjectSelf).covers("/coop/profil"),
	link(82, "coop-audit", "menu.coop.audit", "history", "/coop/audit", auth.SubjectAudit),

	header("menu.headers.dashboards", "Dashboard"),
	group("dashboards", "menu.dashboards.title", "house", "Dashboard",
		link(20, "dashboard-analytics", "menu.dashboards.analytics", "activity", "/dashboard/analytics", "Dashboard"),
		link(21, "dashboard-ecommerce", "menu.dashboards.ecommerce", "shopping-cart", "/dashboard/ecommerce", "Dashboard"),
	),

	// Everyone signed in shops; the rest of the section is the staff's (an empty section is hidden).
	header("menu.headers.apps", "Auth"),
	link(30, "apps-email", "menu.apps.email", "mail", "/apps/email", "Email").badge(BadgeUnreadMail),
	link(31, "apps-chat", "menu.apps.chat", "message-square", "/apps/chat", "Chat").badge(BadgeUnseenChat),
	link(32, "apps-todo", "menu.apps.todo", "square-check", "/apps/todo", "Todo"),
	link(33, "apps-calendar", "menu.apps.calendar", "calendar", "/apps/calendar", "Calendar"),
	group("apps-invoice", "menu.apps.invoice.title", "file-text", "Invoice",
		link(34, "invoice-list", "menu.apps.invoice.list", "circle", "/apps/invoice/list", "Invoice"),
		link(35, "invoice-preview", "menu.apps.invoice.preview", "circle", "/apps/invoice/preview/4987", "Invoice").route("/apps/invoice/preview/{id}"),
		link(36, "invoice-edit", "menu.apps.invoice.edit", "circle", "/apps/invoice/edit/4987", "Invoice").route("/apps/invoice/edit/{id}").writes(),
		link(37, "invoice-add", "menu.apps.invoice.add", "circle", "/apps/invoice/add", "Invoice").writes(),
	),
	group("apps-ecommerce", "menu.apps.ecommerce.title", "shopping-cart", auth.SubjectShop,
		link(38, "ecommerce-shop", "menu.apps.ecommerce.shop", "circle", "/apps/ecommerce/shop", auth.SubjectShop),
		link(39, "ecommerce-details", "menu.apps.ecommerce.details", "circle", "/apps/ecommerce/product-detail/huile-olive-vierge", auth.SubjectShop).route("/apps/ecommerce/product-detail/{slug}"),
		link(40, "ecommerce-wishlist", "menu.apps.ecommerce.wishlist", "circle", "/apps/ecommerce/wishlist", auth.SubjectShop),
		link(41, "ecommerce-checkout", "menu.apps.ecommerce.checkout", "circle", "/apps/ecommerce/checkout", auth.SubjectShop),
		link(45, "ecommerce-my-orders", "menu.apps.ecommerce.myOrders", "circle", "/apps/ecommerce/orders", auth.SubjectShop),
		link(46, "ecommerce-orders", "menu.apps.ecommerce.orders", "circle", "/apps/ecommerce/manage/orders", auth.SubjectOrders),
		link(47, "ecommerce-products", "menu.apps.ecommerce.products", "circle", "/apps/ecommerce/manage/products", auth.SubjectCatalog),
		link(48, "ecommerce-coupons", "menu.apps.ecommerce.coupons", "circle", "/apps/ecommerce/manage/coupons", auth.SubjectCatalog),
	),
	group("apps-user", "menu.apps.user.title", "user", "User",
		link(42, "user-list", "menu.apps.user.list", "circle", "/apps/user/list", "User"),
		link(43, "user-view", "menu.apps.user.view", "circle", "/apps/user/view/1", "User").route("/apps/user/view/{id}"),
		link(44, "user-edit", "menu.apps.user.edit", "circle", "/apps/user/edit/1", "User").route("/apps/user/edit/{id}").writes(),
	),

	// The Pages heading opens for everyone signed in who reads the cooperative's content; each page below keeps its own ability.
	header("menu.headers.pages", "Content"),
	// Everyone signed in looks after their own account (read Auth); 51, the profile, is 12 now.
	link(50, "pages-account-settings", "menu.pages.accountSettings", "settings", "/pages/account-settings", "Auth"),
	link(52, "pages-faq", "menu.pages.faq", "circle-help", "/pages/faq", "Content"),
	link(53, "pages-knowledge-base", "menu.pages.knowledgeBase", "info", "/pages/knowledge-base", "Content"),
	link(54, "pages-pricing", "menu.pages.pricing", "dollar-sign", "/pages/pricing", "Pricing"),
	group("pages-blog", "menu.pages.blog.title", "book-open", "Content",
		link(55, "blog-list", "menu.pages.blog.list", "circle", "/pages/blog/list", "Content"),
		link(56, "blog-detail", "menu.pages.blog.detail", "circle", "/pages/blog/detail/1", "Content").route("/pages/blog/detail/{id}"),
		link(57, "blog-edit", "menu.pages.blog.edit", "circle", "/pages/blog/edit/1", "Content").route("/pages/blog/edit/{id}").writes(),
	),
	group("pages-auth", "menu.pages.auth.title", "lock", "Page",
		link(60, "auth-login-v1", "menu.pages.auth.loginV1", "circle", "/pages/authentication/login-v1", "Page"),
		link(61, "auth-login-v2", "menu.pages.auth.loginV2", "circle", "/pages/authentication/login-v2", "Page"),
		link(62, "auth-register-v1", "menu.pages.auth.registerV1", "circle", "/pages/authentication/register-v1", "Page"),
		link(63, "auth-register-v2", "menu.pages.auth.registerV2", "circle", "/pages/authentication/register-v2", "Page"),
		link(64, "auth-forgot-password-v1", "menu.pages.auth.forgotPasswordV1", "circle", "/pages/authentication/forgot-password-v1", "Page"),
		link(65, "auth-forgot-password-v2", "menu.pages.auth.forgotPasswordV2", "circle", "/pages/authentication/forgot-password-v2", "Page"),
		link(66, "auth-reset-password-v1", "menu.pages.auth.resetPasswordV1", "circle", "/pages/authentication/reset-password-v1", "Page"),
		link(67, "auth-reset-password-v2", "menu.pages.auth.resetPasswordV2", "circle", "/pages/authentication/reset-password-v2", "Page"),
	),
	group("pages-misc", "menu.pages.misc.title", "circle-help", "Page",
		link(70, "misc-coming-soon", "menu.pages.misc.comingSoon", "circle", "/misc/coming-soon", "Page"),
		link(71, "misc-not-authorized", "menu.pages.misc.notAuthorized", "circle", "/misc/not-authorized", "Page"),
		link(72, "misc-maintenance", "menu.pages.misc.maintenance", "circle", "/misc/maintenance", "Page"),
		link(73, "misc-error", "menu.pages.misc.error", "circle", "/misc/error", "Page"),
	),

	header("menu.headers.other", "ACL"),
	link(80, "access-control", "menu.accessControl", "shield", "/access-control", "ACL"),
	link(81, "data-table", "menu.dataTable", "table", "/tables/data-table", "DataTable"),
}

// UserMenu lists, by key, the pages the user dropdown offers.
var UserMenu = []string{"coop-profil", "apps-email", "apps-todo", "apps-chat", "pages-account-settings", "pages-pricing", "pages-faq"}

// DefaultBookmarks are bookmarked for a user who never changed them.
var DefaultBookmarks = map[string]bool{"apps-email": true, "apps-chat": true, "apps-calendar": true, "apps-todo": true}

// Leaves returns every page of the tree (links, not headers or groups), in order.
func Leaves() []*Item {
	var out []*Item
	var walk func([]*Item)
	walk = func(items []*Item) {
		for _, it := range items {
			if it.Header {
				continue
			}
			if len(it.Children) > 0 {
				walk(it.Children)
			} else {
				out = append(out, it)
			}
		}
	}
	walk(Tree)
	return out
}

// Pages returns the pages the rules allow, each page key once.
func Pages(rules []auth.Rule) []*Item {
	var out []*Item
	seen := map[string]bool{}
	for _, it := range Leaves() {
		if auth.Can(rules, it.Action, it.Subject) && !seen[it.Key] {
			seen[it.Key] = true
			out = append(out, it)
		}
	}
	return out
}

// ByKey finds a page by its key.
func ByKey(key string) *Item {
	for _, it := range Leaves() {
		if it.Key == key {
			return it
		}
	}
	return nil
}

// ByID finds a page by its number.
func ByID(id int) *Item {
	for _, it := range Leaves() {
		if it.ID == id {
			return it
		}
	}
	return nil
}

// Parent returns the group that holds it, or nil for a top-level page.
func Parent(it *Item) *Item {
	var find func(items []*Item, parent *Item) *Item
	find = func(items []*Item, parent *Item) *Item {
		for _, c := range items {
			if c == it {
				return parent
			}
			if p := find(c.Children, c); p != nil {
				return p
			}
		}
		return nil
	}
	return find(Tree, nil)
}

// Pattern is the route that serves the page.
func (it *Item) Pattern() string {
	if it.Route != "" {
		return it.Route
	}
	return it.Path
}

// Entry is a menu entry as the client renders it.
type Entry struct {
	Type  string `json:"type"` // header, link or group
	ID    string `json:"id,omitempty"`
	Title string `json:"title"`
	Icon  string `json:"icon,omitempty"`
	Href  string `json:"href,omitempty"`
	Badge *Badge `json:"badge,omitempty"`
	// Covers are other paths the link is highlighted on (see Item.Covers).
	Covers   []string `json:"covers,omitempty"`
	Children []Entry  `json:"children,omitempty"`
}

// Badge is a count shown beside a menu entry.
type Badge struct {
	Count int    `json:"count"`
	Tone  string `json:"tone"`
}

// Visible returns the menu the rules allow: items the user may open, groups
// with at least one of them, and headers followed by at least one entry. A
// section shows only to who reads its header's subject, so that a page listed
// in two sections (the profile, under the cooperative and under Pages) shows
// once to who reads only that page: a member sees "Mon profil" under the
// cooperative and nothing else. count gives the number for a badge source;
// zero hides the badge.
func Visible(rules []auth.Rule, count func(source string) int) []Entry {
	var shown []*Item
	open := false
	for _, it := range Tree {
		if it.Header {
			open = auth.Can(rules, "read", it.Subject)
		}
		if open {
			shown = append(shown, it)
		}
	}
	entries := visible(shown, rules, count)
	out := entries[:0]
	for i, e := range entries {
		if e.Type == "header" && (i+1 == len(entries) || entries[i+1].Type == "header") {
			continue
		}
		out = append(out, e)
	}
	return out
}

func visible(items []*Item, rules []auth.Rule, count func(string) int) []Entry {
	var out []Entry
	for _, it := range items {
		switch {
		case it.Header:
			out = append(out, Entry{Type: "header", Title: it.Title})
		case len(it.Children) > 0:
			children := visible(it.Children, rules, count)
			if len(children) > 0 {
				out = append(out, Entry{Type: "group", ID: it.Key, Title: it.Title, Icon: it.Icon, Children: children})
			}
		case auth.Can(rules, it.Action, it.Subject):
			e := Entry{Type: "link", ID: it.Key, Title: it.Title, Icon: it.Icon, Href: it.Path, Covers: it.Covers}
			if it.Badge != "" && count != nil {
				if n := count(it.Badge); n > 0 {
					e.Badge = &Badge{Count: n, Tone: "danger"}
				}
			}
			out = append(out, e)
		}
	}
	return out
}

// Matches reports whether the page's title (translated by tr) or its path
// contains q, whatever the accents and case ("parametres" finds "Paramètres").
func (it *Item) Matches(q string, tr func(key string) string) bool {
	q = db.SortKey(strings.TrimSpace(q))
	return q == "" || strings.Contains(db.SortKey(it.FullTitle(tr)), q) || strings.Contains(db.SortKey(it.Path), q)
}
