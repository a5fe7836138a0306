package controllers_test

import (
	"fmt"
	"testing"
)

// A shop buyer who later joins: their account belongs to the tiers the shop
// made for their orders; admitting them moves it to the member's tiers and
// makes it a member's account (their own page opens), the buyer's record
// keeps its history, and both moves are in the audit log. An account that
// is another candidate's own still refuses the admission, changing nothing.
func TestJoinAdmitAdoptsShopBuyer(t *testing.T) {
	eachJoin(t, func(t *testing.T, e *env) {
		var userID, shopTiers int64
		if err := e.db.QueryRow(`SELECT id FROM users WHERE email = 'client@demo.com'`).Scan(&userID); err != nil {
			t.Fatal(err)
		}
		// The tiers the shop links to a buyer: a client record, no membership, no parts.
		if err := e.db.QueryRow(`SELECT COALESCE((SELECT id FROM clients WHERE user_id = $1), 0)`, userID).Scan(&shopTiers); err != nil {
			t.Fatal(err)
		}
		if shopTiers == 0 {
			if err := e.db.QueryRow(`SELECT min(c.id) FROM clients c WHERE c.user_id IS NULL AND NOT c.is_shareholder
				AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.tiers_id = c.id)`).Scan(&shopTiers); err != nil {
				t.Fatal(err)
			}
			if _, err := e.db.Exec(`UPDATE clients SET user_id = $1 WHERE id = $2`, userID, shopTiers); err != nil {
				t.Fatal(err)
			}
		}
		if n := e.joinCount(`SELECT count(*) FROM memberships WHERE tiers_id = $1`, shopTiers); n != 0 {
			t.Fatalf("the buyer's tiers has %d memberships", n)
		}
		client, _ := e.token("client@demo.com", "client")
		if r := e.do(nil, "GET", "/coop/profil", nil, acctH(client)); r.status != 403 && r.status != 404 {
			t.Fatalf("a client reads the member's page: %d", r.status)
		}

		token, _ := e.token("admin@demo.com", "admin")
		bearer := map[string]string{"Authorization": "Bearer " + token, "Accept": "application/json"}
		candidate := e.joinCandidate("10.4.0.1", "client@demo.com")
		tiersAudits := e.joinCount(`SELECT count(*) FROM audit_log WHERE record_type = 'tiers' AND record_id = $1 AND action = 'updated'`, shopTiers)
		roleAudits := e.joinCount(`SELECT count(*) FROM audit_log WHERE record_type = 'staff' AND record_id = $1 AND action = 'role'`, userID)
		r := e.do(nil, "POST", fmt.Sprintf("/coop/membres/%d/admit", candidate), map[string]any{}, bearer)
		if r.status != 200 || at(r.value(t), "linked") != true || at(r.value(t), "user.role") != "member" {
			t.Fatalf("admit the shop's buyer: %d %s", r.status, r.body)
		}
		if n := e.joinCount(`SELECT count(*) FROM clients WHERE id = $1 AND user_id = $2`, candidate, userID); n != 1 {
			t.Fatal("the account is not the member's")
		}
		if n := e.joinCount(`SELECT count(*) FROM clients WHERE id = $1 AND user_id IS NULL`, shopTiers); n != 1 {
			t.Fatal("the buyer's record still holds the account")
		}
		if n := e.joinCount(`SELECT count(*) FROM audit_log WHERE record_type = 'tiers' AND record_id = $1 AND action = 'updated'`, shopTiers) - tiersAudits; n != 1 {
			t.Fatalf("the buyer's record's change is audited %d times", n)
		}
		if n := e.joinCount(`SELECT count(*) FROM audit_log WHERE record_type = 'staff' AND record_id = $1 AND action = 'role'`, userID) - roleAudits; n != 1 {
			t.Fatalf("the role's change is audited %d times", n)
		}
		// The same person, now a member: their own page opens to the token
		// they had (the role is read at each request).
		if r := e.do(nil, "GET", "/coop/profil", nil, acctH(client)); r.status != 200 {
			t.Fatalf("the new member reads their page: %d %s", r.status, r.body)
		}

		// An account that is another candidate's own is never taken from them.
		taken := e.joinCandidate("10.4.0.2", "premier@example.org")
		if _, err := e.db.Exec(`UPDATE clients SET user_id = (SELECT id FROM users WHERE email = 'viewer@demo.com') WHERE id = $1`, taken); err != nil {
			t.Fatal(err)
		}
		second := e.joinCandidate("10.4.0.3", "viewer@demo.com")
		before := e.joinRows()
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/membres/%d/admit", second), map[string]any{}, bearer); r.status != 409 {
			t.Fatalf("admit with an account that is another candidate's: %d %s", r.status, r.body)
		}
		if after := e.joinRows(); after != before {
			t.Fatalf("a refused admission wrote: %s → %s", before, after)
		}
		if n := e.joinCount(`SELECT count(*) FROM users WHERE email = 'viewer@demo.com' AND role = 'viewer'`); n != 1 {
			t.Fatal("the viewer lost their role")
		}
	})
}
