package auth

// Rule is one ability in CASL's rule format: an action on a subject, where
// "manage" means any action and "all" any subject.
type Rule struct {
	Action  string `json:"action"`
	Subject string `json:"subject"`
}

// Roles a user may sign in with. admin and client are the spec's; manager,
// accountant and viewer are the cooperative's staff; member is a member of
// the cooperative, who sees their own records only. The user list's other
// roles (author, editor, maintainer, subscriber) are labels that get the
// client's abilities.
const (
	RoleAdmin      = "admin"
	RoleClient     = "client"
	RoleManager    = "manager"
	RoleAccountant = "accountant"
	RoleViewer     = "viewer"
	RoleMember     = "member"
)

// StaffRoles are the roles of the cooperative's staff, most powerful first.
var StaffRoles = []string{RoleAdmin, RoleManager, RoleAccountant, RoleViewer}

// IsStaff reports whether role is one of StaffRoles.
func IsStaff(role string) bool {
	for _, r := range StaffRoles {
		if r == role {
			return true
		}
	}
	return false
}

// GuestRules are the abilities of a visitor who is not signed in.
var GuestRules = []Rule{{Action: "read", Subject: "Auth"}}

// Subjects of the cooperative: the register of tiers (clients, shareholders),
// memberships, applications from /rejoindre, contact messages, the staff,
// the configuration, the audit log, shares and money (the ledgers), and a
// member's own page (Self).
const (
	SubjectTiers       = "Tiers"
	SubjectMember      = "Member"
	SubjectApplication = "Application"
	SubjectContact     = "Contact"
	SubjectStaff       = "Staff"
	SubjectConfig      = "Config"
	SubjectAudit       = "Audit"
	SubjectShares      = "Shares"
	SubjectMoney       = "Money"
	SubjectSelf        = "Self"
)

// Subjects of the shop: buying (the shop, one's wishlist, cart, checkout and
// orders), held by everyone signed in; the catalogue (products, coupons),
// "Ecommerce"; and the orders of all buyers, which staff follow and move.
const (
	SubjectShop    = "Shop"
	SubjectCatalog = "Ecommerce"
	SubjectOrders  = "Order"
)

// Subjects of what the cooperative writes for its people: the FAQ, the
// knowledge base and the blog ("Content"), read by everyone signed in and
// written by admins and managers (who also moderate comments); and the plans
// of the pricing page ("Pricing"), read by everyone signed in and changed by
// admins only.
const (
	SubjectContent = "Content"
	SubjectPricing = "Pricing"
)

// SubjectFeedback is what a reader says back: their comments on the blog's
// posts and their answer to "was this helpful?" under an article. Everyone
// who reads the content gives it; the stores keep each person to their own
// (moderation is managing Content).
const SubjectFeedback = "Feedback"

// readers are the subjects everyone signed in reads: the cooperative's content and plans.
var readers = []string{SubjectContent, SubjectPricing}

// readerRules are the abilities of everyone signed in over the content: read it, and give feedback.
var readerRules = join(rules("read", readers...), rules("manage", SubjectFeedback))

// staffReads are the subjects every staff member reads.
var staffReads = []string{"Auth", "ACL", "Dashboard", "Page", "Email", "Chat", "Todo", "Calendar", "User", "Invoice",
	"Ecommerce", "DataTable", "Coop", SubjectTiers, SubjectMember, SubjectApplication, SubjectContact, SubjectStaff,
	SubjectShares, SubjectMoney, SubjectSelf, SubjectShop, SubjectOrders, SubjectContent, SubjectPricing}

func rules(action string, subjects ...string) []Rule {
	out := make([]Rule, len(subjects))
	for i, s := range subjects {
		out[i] = Rule{Action: action, Subject: s}
	}
	return out
}

func join(sets ...[]Rule) []Rule {
	var out []Rule
	for _, s := range sets {
		out = append(out, s...)
	}
	return out
}

// personalTools are the subjects that are one's own rather than the
// cooperative's: one's mailbox, chats and shopping. Every staff role writes in them,
// the viewer too; everything shared (tasks, events, invoices, users, the
// register) a viewer only reads.
var personalTools = []string{"Email", "Chat", SubjectShop, SubjectFeedback}

// roleRules are the abilities of each role. A manager does everything but
// the staff, the users' accounts (where roles are given), the configuration
// and the audit log; an accountant manages money, shares and invoices and
// reads the rest; a viewer reads. Everyone on the staff writes in their own
// mail and chat; the shared to-do and calendar are for those who act.
var roleRules = map[string][]Rule{
	RoleAdmin: {{Action: "manage", Subject: "all"}},
	RoleManager: join(rules("read", staffReads...), rules("manage", personalTools...), rules("manage", "Todo", "Calendar", "Invoice", SubjectCatalog, SubjectOrders, SubjectContent,
		SubjectTiers, SubjectMember, SubjectApplication, SubjectContact, SubjectShares, SubjectMoney, SubjectSelf)),
	RoleAccountant: join(rules("read", staffReads...), rules("manage", personalTools...), rules("manage", "Todo", "Calendar", "Invoice", SubjectOrders,
		SubjectShares, SubjectMoney, SubjectSelf)),
	RoleViewer: join(rules("read", staffReads...), rules("manage", personalTools...)),
	RoleMember: join([]Rule{{Action: "read", Subject: "Auth"}, {Action: "read", Subject: SubjectSelf}, {Action: "update", Subject: SubjectSelf},
		{Action: "manage", Subject: SubjectShop}}, readerRules),
}

// RulesFor returns the abilities of a role: spec §6's for admin and client,
// and the cooperative's for its staff and members.
func RulesFor(role string) []Rule {
	if r, ok := roleRules[role]; ok {
		return r
	}
	return join([]Rule{{Action: "read", Subject: "ACL"}, {Action: "read", Subject: "Auth"}, {Action: "manage", Subject: SubjectShop}}, readerRules)
}

// Can reports whether rules allow action on subject.
func Can(rules []Rule, action, subject string) bool {
	for _, r := range rules {
		if (r.Action == action || r.Action == "manage") && (r.Subject == subject || r.Subject == "all") {
			return true
		}
	}
	return false
}

// HomeFor is the page a user lands on after signing in: staff on the
// dashboard, a member on their own page, everyone else on the
// access-control page they may read.
func HomeFor(u *User) string {
	switch {
	case u != nil && Can(RulesFor(u.Role), "read", "Dashboard"):
		return "/"
	case u != nil && u.Role == RoleMember:
		return "/coop/profil"
	}
	return "/access-control"
}
