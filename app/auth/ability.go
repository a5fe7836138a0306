package auth

// Rule is one ability in CASL's rule format: an action on a subject, where
// "manage" means any action and "all" any subject.
type Rule struct {
	Action  string `json:"action"`
	Subject string `json:"subject"`
}

// Roles a user may sign in with; the user list's other roles (author, editor,
// maintainer, subscriber) are labels that get the client's abilities.
const (
	RoleAdmin  = "admin"
	RoleClient = "client"
)

// GuestRules are the abilities of a visitor who is not signed in.
var GuestRules = []Rule{{Action: "read", Subject: "Auth"}}

// RulesFor returns the abilities of a role, as spec §6 gives them.
func RulesFor(role string) []Rule {
	if role == RoleAdmin {
		return []Rule{{Action: "manage", Subject: "all"}}
	}
	return []Rule{{Action: "read", Subject: "ACL"}, {Action: "read", Subject: "Auth"}}
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

// HomeFor is the page a user lands on after signing in: admins on the
// dashboard, everyone else on the access-control page they may read.
func HomeFor(u *User) string {
	if u != nil && Can(RulesFor(u.Role), "read", "Dashboard") {
		return "/"
	}
	return "/access-control"
}
