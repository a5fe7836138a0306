package controllers_test

import (
	"fmt"
	"testing"
	"time"
)

// The membership hooks through the real server: admitting a candidate opens
// a pending subscription of the parts they wished; a deposit naming it,
// approved by a second person, issues the parts (libération); completing
// the member's exit redeems every part they hold, one remboursement per
// category, and credits their value at nominal to their account. A
// completion the register refuses changes nothing. The chain stays whole.
func TestCoopMembershipHooks(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		f := newMoneyFixture(t, e)
		today := time.Now().Format(time.DateOnly)
		yesterday := time.Now().AddDate(0, 0, -1).Format(time.DateOnly)

		r := e.do(nil, "POST", "/coop/membres", map[string]any{"tiers": map[string]any{"firstName": "Odile", "lastName": "Crochetière",
			"email": "odile.crochetiere@membres.example.org"}, "partsWished": 3}, f.asAdmin)
		if r.status != 201 {
			t.Fatalf("add the candidate: %d %s", r.status, r.body)
		}
		id := int64(at(r.value(t), "member.tiers.id").(float64))
		member := func(rest string) string { return fmt.Sprintf("/coop/membres/%d%s", id, rest) }
		subscriptions := func(status string) []any {
			t.Helper()
			r := e.do(nil, "GET", fmt.Sprintf("/coop/parts/subscriptions?tiers=%d&status=%s", id, status), nil, f.asViewer)
			if r.status != 200 {
				t.Fatalf("subscriptions: %d %s", r.status, r.body)
			}
			list, _ := at(r.value(t), "subscriptions").([]any)
			return list
		}
		held := func() map[string]int {
			t.Helper()
			rows, err := e.db.Query(`SELECT category, parts FROM share_holdings WHERE tiers_id = $1 AND parts <> 0 ORDER BY category`, id)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			out := map[string]int{}
			for rows.Next() {
				var c string
				var n int
				rows.Scan(&c, &n)
				out[c] = n
			}
			return out
		}
		if len(subscriptions("")) != 0 {
			t.Fatal("a candidate has a subscription before admission")
		}

		// Admission: the wished parts wait for their payment, in the members' category at nominal.
		if r := e.do(nil, "POST", member("/admit"), map[string]any{"from": "candidat", "decisionRef": "CA du 12 mai"}, f.asAdmin); r.status != 200 {
			t.Fatalf("admit: %d %s", r.status, r.body)
		}
		pending := subscriptions("pending")
		if len(pending) != 1 {
			t.Fatalf("pending subscriptions after admission: %v", pending)
		}
		sub := pending[0]
		for path, want := range map[string]any{"tiersId": float64(id), "category": "A", "parts": 3.0, "unitCents": 5000.0,
			"totalCents": 15000.0, "status": "pending", "decision": "CA du 12 mai", "entryNumber": 0.0} {
			if got := at(sub, path); got != want {
				t.Fatalf("subscription %s = %v, want %v: %v", path, got, want, sub)
			}
		}
		subID := idOf(sub)
		if len(held()) != 0 {
			t.Fatal("parts were issued before the payment")
		}

		// The payment: its amount must be the subscription's; it waits for a second person.
		deposit := map[string]any{"tiersId": id, "kind": "deposit", "amountCents": 14999, "label": "Virement souscription", "subscriptionId": subID}
		if r := e.do(nil, "POST", "/coop/depot-retrait/movements", deposit, f.asMaker); r.status != 400 {
			t.Fatalf("a deposit of another amount: %d %s", r.status, r.body)
		}
		deposit["amountCents"] = 15000
		r = e.do(nil, "POST", "/coop/depot-retrait/movements", deposit, f.asMaker)
		if r.status != 201 || at(r.value(t), "movement.status") != "requested" {
			t.Fatalf("deposit: %d %s", r.status, r.body)
		}
		movement := fmt.Sprintf("/coop/depot-retrait/movements/%d", int(idOf(at(r.value(t), "movement"))))
		if r := e.do(nil, "POST", movement+"/approve", map[string]any{}, f.asMaker); r.status != 409 {
			t.Fatalf("the maker approving: %d %s", r.status, r.body)
		}
		if len(held()) != 0 || len(subscriptions("pending")) != 1 {
			t.Fatal("parts were issued before the approval")
		}
		r = e.do(nil, "POST", movement+"/approve", map[string]any{"reason": "Virement reçu"}, f.asChecker)
		if r.status != 200 || at(r.value(t), "movement.status") != "executed" {
			t.Fatalf("approve: %d %s", r.status, r.body)
		}
		issued := at(r.value(t), "movement.shareEntry")
		if n, _ := issued.(float64); n == 0 {
			t.Fatalf("the executed deposit names no entry: %s", r.body)
		}
		paid := subscriptions("paid")
		if len(paid) != 1 || idOf(paid[0]) != subID || at(paid[0], "entryNumber") != issued || len(subscriptions("pending")) != 0 {
			t.Fatalf("the subscription once paid: %v", paid)
		}
		r = e.do(nil, "GET", fmt.Sprintf("/coop/parts?holder=%d", id), nil, f.asViewer)
		if r.status != 200 || at(r.value(t), "total") != 1.0 || at(r.value(t), "entries.0.number") != issued ||
			at(r.value(t), "entries.0.kind") != "souscription" || at(r.value(t), "entries.0.parts") != 3.0 || at(r.value(t), "entries.0.toTiers") != float64(id) {
			t.Fatalf("the register after the payment: %d %s", r.status, r.body)
		}
		// Some parts B too, recorded directly, so that the exit redeems two categories.
		r = e.do(nil, "POST", "/coop/parts/entries", map[string]any{"date": today, "kind": "souscription", "category": "B", "parts": 2,
			"toTiers": id, "decision": "CA du 12 mai"}, f.asAdmin)
		if r.status != 201 {
			t.Fatalf("parts B: %d %s", r.status, r.body)
		}
		if h := held(); h["A"] != 3 || h["B"] != 2 || len(h) != 2 {
			t.Fatalf("holdings before the exit: %v", h)
		}
		statement := func() (balance float64, lines []any) {
			t.Helper()
			r := e.do(nil, "GET", fmt.Sprintf("/coop/tiers/%d/statement?from=%s&to=%s", id, yesterday, today), nil, f.asViewer)
			if r.status != 200 {
				t.Fatalf("statement: %d %s", r.status, r.body)
			}
			lines, _ = at(r.value(t), "statement.lines").([]any)
			balance, _ = at(r.value(t), "account.balanceCents").(float64)
			return balance, lines
		}
		// The deposit went in and straight to the capital.
		if balance, lines := statement(); balance != 0 || len(lines) != 2 || at(lines[0], "amountCents") != 15000.0 || at(lines[1], "amountCents") != -15000.0 {
			t.Fatalf("the account after the payment: %v %v", balance, lines)
		}

		// The exit: leaving keeps the parts until the exit is completed.
		if r := e.do(nil, "POST", member("/activate"), map[string]any{"from": "admis"}, f.asAdmin); r.status != 200 {
			t.Fatalf("activate: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", member("/exit"), map[string]any{"from": "actif", "exitKind": "demission", "date": today, "reason": "Déménagement"}, f.asAdmin); r.status != 200 {
			t.Fatalf("exit: %d %s", r.status, r.body)
		}
		if h := held(); h["A"] != 3 || h["B"] != 2 {
			t.Fatalf("holdings of a leaving member: %v", h)
		}
		entries := e.countOf(t, `SELECT count(*) FROM share_entries`)
		// Dated before the register's last entry: the redemption is refused, and with it the completion.
		if r := e.do(nil, "POST", member("/complete"), map[string]any{"from": "sortant", "date": yesterday, "decisionRef": "CA du 30 juin"}, f.asAdmin); r.status < 400 {
			t.Fatalf("a completion the register refuses: %d %s", r.status, r.body)
		}
		if e.countOf(t, `SELECT count(*) FROM share_entries`) != entries || e.countOf(t, `SELECT count(*) FROM memberships WHERE tiers_id = $1 AND status = 'sortant'`, id) != 1 {
			t.Fatal("a refused completion changed something")
		}
		if h := held(); h["A"] != 3 || h["B"] != 2 {
			t.Fatalf("holdings after a refused completion: %v", h)
		}
		r = e.do(nil, "POST", member("/complete"), map[string]any{"from": "sortant", "date": today, "decisionRef": "CA du 30 juin"}, f.asAdmin)
		if r.status != 200 || at(r.value(t), "membership.status") != "sorti" {
			t.Fatalf("complete: %d %s", r.status, r.body)
		}

		// Every part redeemed, one remboursement per category, at nominal.
		if h := held(); len(h) != 0 {
			t.Fatalf("holdings after the exit: %v", h)
		}
		r = e.do(nil, "GET", fmt.Sprintf("/coop/parts?holder=%d&kind=remboursement", id), nil, f.asViewer)
		redeemed, _ := at(r.value(t), "entries").([]any)
		if r.status != 200 || len(redeemed) != 2 {
			t.Fatalf("the remboursements: %d %s", r.status, r.body)
		}
		want := map[string][2]float64{"A": {3, 15000}, "B": {2, 20000}}
		numbers := map[float64]bool{}
		for _, en := range redeemed {
			w, ok := want[fmt.Sprint(at(en, "category"))]
			if !ok || at(en, "parts") != w[0] || at(en, "totalCents") != w[1] || at(en, "fromTiers") != float64(id) ||
				at(en, "toTiers") != 0.0 || at(en, "date") != today || at(en, "decision") != "CA du 30 juin" {
				t.Fatalf("remboursement: %v", en)
			}
			delete(want, fmt.Sprint(at(en, "category")))
			numbers[at(en, "number").(float64)] = true
		}
		r = e.do(nil, "GET", "/coop/parts/holdings?q=crochetiere", nil, f.asViewer)
		if r.status != 200 || at(r.value(t), "total") != 0.0 {
			t.Fatalf("the cap table after the exit: %d %s", r.status, r.body)
		}

		// Their value credited to the account, each line linked to its entry.
		balance, lines := statement()
		if balance != 35000 || len(lines) != 4 {
			t.Fatalf("the account after the exit: %v %v", balance, lines)
		}
		credited := 0.0
		for _, l := range lines[2:] {
			if at(l, "kind") != "share_redemption" {
				t.Fatalf("a line after the exit: %v", l)
			}
			credited += at(l, "amountCents").(float64)
		}
		if credited != 35000 {
			t.Fatalf("credited %v", credited)
		}
		rows, err := e.db.Query(`SELECT share_entry FROM money_movements WHERE tiers_id = $1 AND kind = 'share_redemption' AND status = 'executed'`, id)
		if err != nil {
			t.Fatal(err)
		}
		linked := 0
		for rows.Next() {
			var n float64
			rows.Scan(&n)
			if !numbers[n] {
				t.Fatalf("a redemption's movement names entry %v", n)
			}
			linked++
		}
		rows.Close()
		if linked != 2 {
			t.Fatalf("%d redemption movements", linked)
		}

		// The register is whole, up to its last entry.
		r = e.do(nil, "GET", "/coop/parts/verify", nil, f.asViewer)
		if r.status != 200 || at(r.value(t), "ok") != true || at(r.value(t), "entries") != float64(e.countOf(t, `SELECT count(*) FROM share_entries`)) {
			t.Fatalf("verify: %d %s", r.status, r.body)
		}
	})
}
