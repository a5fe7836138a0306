package controllers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"partage/app/auth"
)

// moneyFixture is two staff members who may manage money (a maker and a
// checker), a viewer who may only read, a member with a record of their own
// (in German) and someone else's record.
type moneyFixture struct {
	asAdmin, asMaker, asChecker, asViewer, asMember map[string]string
	makerID, memberID                               int64
	own, other                                      int64
}

func newMoneyFixture(t *testing.T, e *env) moneyFixture {
	t.Helper()
	admin, _ := e.token("admin@demo.com", "admin")
	f := moneyFixture{asAdmin: map[string]string{"Authorization": "Bearer " + admin}}
	f.makerID, f.asMaker = e.addUser(t, auth.RoleManager, "maker.money@exemple.coop")
	_, f.asChecker = e.addUser(t, auth.RoleAccountant, "checker.money@exemple.coop")
	_, f.asViewer = e.addUser(t, auth.RoleViewer, "viewer.money@exemple.coop")
	f.memberID, f.asMember = e.addUser(t, auth.RoleMember, "jonas.money@exemple.coop")
	create := func(body map[string]any) int64 {
		r := e.do(nil, "POST", "/coop/clients", body, f.asAdmin)
		if r.status != 201 {
			t.Fatalf("create tiers: %d %s", r.status, r.body)
		}
		return int64(idOf(at(r.value(t), "tiers")))
	}
	f.own = create(map[string]any{"firstName": "Jonas", "lastName": "Müller", "email": "jonas.money@exemple.coop", "language": "de",
		"address": "Lindenstraße 4", "postalCode": "79098", "city": "Freiburg"})
	f.other = create(map[string]any{"firstName": "Bérénice", "lastName": "Autrui", "email": "berenice.money@exemple.coop", "city": "Dole"})
	if _, err := e.db.ExecContext(context.Background(), `UPDATE clients SET user_id = $1 WHERE id = $2`, f.memberID, f.own); err != nil {
		t.Fatal(err)
	}
	return f
}

// withHeader is h plus one more header.
func withHeader(h map[string]string, k, v string) map[string]string {
	out := map[string]string{k: v}
	for a, b := range h {
		out[a] = b
	}
	return out
}

func (e *env) moneyCount(t *testing.T, query string, args ...any) int {
	t.Helper()
	var n int
	if err := e.db.QueryRowContext(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// deposit requests and approves a deposit of cents on tiers; it returns the movement's id.
func (f moneyFixture) deposit(t *testing.T, e *env, tiers int64, cents int) float64 {
	t.Helper()
	r := e.do(nil, "POST", "/coop/depot-retrait/movements", map[string]any{"tiersId": tiers, "kind": "deposit", "amountCents": cents, "label": "Virement"}, f.asMaker)
	if r.status != 201 {
		t.Fatalf("deposit: %d %s", r.status, r.body)
	}
	id := idOf(at(r.value(t), "movement"))
	if r := e.do(nil, "POST", fmt.Sprintf("/coop/depot-retrait/movements/%d/approve", int(id)), map[string]any{}, f.asChecker); r.status != 200 ||
		at(r.value(t), "movement.status") != "executed" {
		t.Fatalf("approve the deposit: %d %s", r.status, r.body)
	}
	return id
}

// The four eyes through the API: a request is replayed under its key, its
// author cannot approve it, a reader cannot decide, another manager can.
func TestCoopMoneyFourEyes(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		f := newMoneyFixture(t, e)
		body := map[string]any{"tiersId": f.other, "kind": "deposit", "amountCents": 12345, "label": "Chèque n° 42"}
		r := e.do(nil, "POST", "/coop/depot-retrait/movements", body, withHeader(f.asMaker, "Idempotency-Key", "k-1"))
		if r.status != 201 || at(r.value(t), "movement.status") != "requested" || at(r.value(t), "movement.approvalsNeeded") != 1.0 {
			t.Fatalf("request: %d %s", r.status, r.body)
		}
		id := int(idOf(at(r.value(t), "movement")))
		again := e.do(nil, "POST", "/coop/depot-retrait/movements", body, withHeader(f.asMaker, "Idempotency-Key", "k-1"))
		if again.status != 200 || int(idOf(at(again.value(t), "movement"))) != id {
			t.Fatalf("replay: %d %s", again.status, again.body)
		}
		body["amountCents"] = 999
		if r := e.do(nil, "POST", "/coop/depot-retrait/movements", body, withHeader(f.asMaker, "Idempotency-Key", "k-1")); r.status != 409 ||
			at(r.value(t), "error.key") != "server.idempotencyKeyReused" {
			t.Fatalf("key reused: %d %s", r.status, r.body)
		}
		path := fmt.Sprintf("/coop/depot-retrait/movements/%d", id)
		if r := e.do(nil, "POST", path+"/approve", map[string]any{}, f.asMaker); r.status != 409 || at(r.value(t), "error.key") != "server.ownRequest" {
			t.Fatalf("maker approving: %d %s", r.status, r.body)
		}
		for _, h := range []map[string]string{f.asViewer, f.asMember} {
			if r := e.do(nil, "POST", path+"/approve", map[string]any{}, h); r.status != 403 {
				t.Fatalf("approve without the right: %d %s", r.status, r.body)
			}
		}
		if r := e.do(nil, "GET", "/coop/depot-retrait", nil, f.asMember); r.status != 403 {
			t.Fatalf("member on the staff page: %d", r.status)
		}
		// The checker sees it waiting for them, with canApprove.
		p := e.do(nil, "GET", "/coop/depot-retrait?status=requested", nil, f.asChecker)
		if p.status != 200 {
			t.Fatalf("page: %d %s", p.status, p.body)
		}
		v := p.value(t)
		pending, _ := at(v, "pending").([]any)
		if !hasID(pending, float64(id)) || at(v, "filter.status") != "requested" || at(v, "counts.requested") == nil || at(v, "settings.secondAboveCents") != 500000.0 {
			t.Fatalf("page props: %s", p.body)
		}
		for _, m := range at(v, "movements").([]any) {
			if idOf(m) == float64(id) && at(m, "canApprove") != true {
				t.Fatalf("canApprove for the checker: %v", m)
			}
		}
		if r := e.do(nil, "GET", "/coop/depot-retrait", nil, f.asMaker); !strings.Contains(string(r.body), `"movements"`) {
			t.Fatalf("maker's page: %d", r.status)
		} else if pending, _ := at(r.value(t), "pending").([]any); hasID(pending, float64(id)) {
			t.Fatal("the maker's own request waits for the maker")
		}
		if r := e.do(nil, "GET", "/coop/depot-retrait", nil, f.asViewer); r.status != 200 || len(at(r.value(t), "pending").([]any)) != 0 {
			t.Fatalf("viewer's page: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", path+"/reject", map[string]any{"reason": ""}, f.asChecker); r.status != 400 || at(r.value(t), "error.fields.reason") == nil {
			t.Fatalf("reject without a reason: %d %s", r.status, r.body)
		}
		r = e.do(nil, "POST", path+"/approve", map[string]any{"reason": "Chèque encaissé"}, f.asChecker)
		if r.status != 200 || at(r.value(t), "movement.status") != "executed" {
			t.Fatalf("checker approving: %d %s", r.status, r.body)
		}
		show := e.do(nil, "GET", path, nil, f.asViewer)
		if show.status != 200 || at(show.value(t), "movement.approvals.0.reason") != "Chèque encaissé" || at(show.value(t), "movement.canApprove") != false {
			t.Fatalf("movement: %d %s", show.status, show.body)
		}
		st := e.do(nil, "GET", fmt.Sprintf("/coop/tiers/%d/statement", f.other), nil, f.asViewer)
		if st.status != 200 || at(st.value(t), "account.balanceCents") != 12345.0 || at(st.value(t), "statement.closingCents") != 12345.0 {
			t.Fatalf("statement: %d %s", st.status, st.body)
		}
		if r := e.do(nil, "GET", "/coop/depot-retrait/accounts?q=autrui", nil, f.asViewer); r.status != 200 || at(r.value(t), "total") != 1.0 ||
			at(r.value(t), "accounts.0.balanceCents") != 12345.0 {
			t.Fatalf("accounts: %d %s", r.status, r.body)
		}
		// Above the threshold: two approvers, each once.
		r = e.do(nil, "POST", "/coop/depot-retrait/movements", map[string]any{"tiersId": f.other, "kind": "deposit", "amountCents": 600000}, f.asMaker)
		big := fmt.Sprintf("/coop/depot-retrait/movements/%d", int(idOf(at(r.value(t), "movement"))))
		if r := e.do(nil, "POST", big+"/approve", map[string]any{}, f.asChecker); r.status != 200 || at(r.value(t), "movement.status") != "requested" {
			t.Fatalf("first approval: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", big+"/approve", map[string]any{}, f.asChecker); r.status != 409 || at(r.value(t), "error.key") != "server.alreadyApproved" {
			t.Fatalf("second approval by the same: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", big+"/approve", map[string]any{}, f.asAdmin); r.status != 200 || at(r.value(t), "movement.status") != "executed" {
			t.Fatalf("second approver: %d %s", r.status, r.body)
		}
		// The Inertia form comes back to the page with a toast.
		browser, _ := e.signIn("admin@demo.com", "admin", false)
		h := withHeader(e.inertia(), "Referer", e.srv.URL+"/coop/depot-retrait")
		r = e.do(browser, "POST", "/coop/depot-retrait/movements", map[string]any{"tiersId": f.other, "kind": "withdrawal", "amountCents": 100, "idempotencyKey": "form-1"}, h)
		if r.status != 302 && r.status != 303 {
			t.Fatalf("page form: %d %s", r.status, r.body)
		}
		if n := e.moneyCount(t, `SELECT count(*) FROM money_movements WHERE idempotency_key = 'form-1' AND status = 'requested'`); n != 1 {
			t.Fatalf("the form's request: %d", n)
		}
	})
}

// Bad input is refused field by field and changes nothing.
func TestCoopMoneyBadInput(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		f := newMoneyFixture(t, e)
		before := e.moneyCount(t, `SELECT count(*) FROM money_movements`)
		for _, c := range []struct {
			body  any
			field string
		}{
			{map[string]any{"tiersId": f.other, "kind": "interest", "amountCents": 100}, "kind"},
			{map[string]any{"tiersId": f.other, "kind": "deposit", "amountCents": 0}, "amountCents"},
			{map[string]any{"tiersId": f.other, "kind": "deposit", "amountCents": "cent"}, "amountCents"},
			{map[string]any{"tiersId": 0, "kind": "deposit", "amountCents": 100}, "tiersId"},
			{map[string]any{"tiersId": f.other, "kind": "deposit", "amountCents": 100, "label": strings.Repeat("x", 201)}, "label"},
		} {
			r := e.do(nil, "POST", "/coop/depot-retrait/movements", c.body, f.asMaker)
			if r.status != 400 || at(r.value(t), "error.fields."+c.field) == nil {
				t.Errorf("%v: %d %s", c.body, r.status, r.body)
			}
		}
		if r := e.do(nil, "POST", "/coop/depot-retrait/movements", map[string]any{"tiersId": f.other, "kind": "withdrawal", "amountCents": 100}, f.asMaker); r.status != 409 ||
			at(r.value(t), "error.fields.amountCents") == nil {
			t.Errorf("withdrawal above the balance: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", "/coop/depot-retrait?status=lost", nil, f.asViewer); r.status != 400 || at(r.value(t), "error.fields.status") == nil {
			t.Errorf("bad filter: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", fmt.Sprintf("/coop/tiers/%d/statement?from=2026-05-01&to=2026-01-01", f.other), nil, f.asViewer); r.status != 400 {
			t.Errorf("backwards period: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", "/coop/depot-retrait/movements/99999999", nil, f.asViewer); r.status != 404 {
			t.Errorf("unknown movement: %d", r.status)
		}
		if n := e.moneyCount(t, `SELECT count(*) FROM money_movements`); n != before {
			t.Fatalf("refused requests wrote %d movements", n-before)
		}
		if r := e.do(nil, "POST", "/coop/depot-retrait/movements", map[string]any{"tiersId": f.other, "kind": "deposit", "amountCents": 100}, f.asViewer); r.status != 403 {
			t.Errorf("viewer requesting: %d", r.status)
		}
	})
}

// A member asks for a withdrawal from their page, sees their account, and
// downloads their statement in their own language.
func TestCoopMoneyMemberWithdrawal(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		f := newMoneyFixture(t, e)
		f.deposit(t, e, f.own, 50000)
		otherID := f.deposit(t, e, f.other, 7000)
		r := e.do(nil, "POST", "/coop/profil/withdrawals", map[string]any{"amountCents": 60000, "label": "Zu viel"}, f.asMember)
		if r.status != 409 || at(r.value(t), "error.fields.amountCents") == nil {
			t.Fatalf("above the available: %d %s", r.status, r.body)
		}
		r = e.do(nil, "POST", "/coop/profil/withdrawals", map[string]any{"amountCents": 20000, "label": "Auf mein Konto"}, withHeader(f.asMember, "Idempotency-Key", "w-1"))
		if r.status != 201 || at(r.value(t), "account.availableCents") != 30000.0 || at(r.value(t), "movement.kind") != "withdrawal" ||
			at(r.value(t), "movement.tiersId") != float64(f.own) {
			t.Fatalf("withdrawal: %d %s", r.status, r.body)
		}
		wid := int(idOf(at(r.value(t), "movement")))
		if r := e.do(nil, "POST", "/coop/profil/withdrawals", map[string]any{"amountCents": 20000, "label": "Auf mein Konto"}, withHeader(f.asMember, "Idempotency-Key", "w-1")); r.status != 200 ||
			int(idOf(at(r.value(t), "movement"))) != wid {
			t.Fatalf("replayed withdrawal: %d %s", r.status, r.body)
		}
		prof := e.do(nil, "GET", "/coop/profil", nil, f.asMember)
		v := prof.value(t)
		if prof.status != 200 || at(v, "account.pendingCents") != 20000.0 || at(v, "account.balanceCents") != 50000.0 ||
			at(v, "movements.0.status") != "requested" || at(v, "statement.0.amountCents") != 50000.0 || at(v, "parts.asOf") == nil ||
			at(v, "withdrawal.maxCents") != 30000.0 {
			t.Fatalf("profile: %d %s", prof.status, prof.body)
		}
		if strings.Contains(string(prof.body), "Autrui") {
			t.Fatal("the profile shows someone else's money")
		}
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/profil/withdrawals/%d/cancel", int(otherID)), map[string]any{}, f.asMember); r.status != 404 {
			t.Fatalf("cancel someone else's: %d %s", r.status, r.body)
		}
		// A second withdrawal is approved by staff: balance and statement change.
		r = e.do(nil, "POST", "/coop/profil/withdrawals", map[string]any{"amountCents": 5000, "label": "Bar"}, f.asMember)
		second := int(idOf(at(r.value(t), "movement")))
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/profil/withdrawals/%d/cancel", wid), map[string]any{}, f.asMember); r.status != 200 || at(r.value(t), "movement.status") != "cancelled" {
			t.Fatalf("cancel own: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/depot-retrait/movements/%d/approve", second), map[string]any{}, f.asChecker); r.status != 200 {
			t.Fatalf("approve the member's: %d %s", r.status, r.body)
		}
		st := e.do(nil, "GET", "/coop/profil/statement", nil, f.asMember)
		if st.status != 200 || at(st.value(t), "account.balanceCents") != 45000.0 || at(st.value(t), "account.pendingCents") != 0.0 ||
			at(st.value(t), "statement.lines.1.amountCents") != -5000.0 {
			t.Fatalf("member's statement: %d %s", st.status, st.body)
		}
		// The PDF is in the holder's language (German) whoever reads it.
		for _, c := range []struct {
			path string
			h    map[string]string
		}{{"/coop/profil/statement.pdf", f.asMember}, {fmt.Sprintf("/coop/tiers/%d/statement.pdf", f.own), f.asViewer}} {
			r := e.do(nil, "GET", c.path, nil, c.h)
			if r.status != 200 || r.header.Get("Content-Type") != "application/pdf" || !strings.Contains(r.header.Get("Content-Disposition"), "kontoauszug") {
				t.Fatalf("%s: %d %v", c.path, r.status, r.header)
			}
			text := pdfText(t, r.body)
			for _, want := range []string{"Kontoauszug", "Jonas Müller", "Lindenstraße 4", "79098 Freiburg", "Anfangssaldo", "Schlusssaldo", "Einzahlung", "Auszahlung", "Bar", "450,00"} {
				if !strings.Contains(text, want) {
					t.Errorf("%s: no %q in\n%s", c.path, want, text)
				}
			}
		}
		csv := e.do(nil, "GET", "/coop/profil/statement.csv", nil, f.asMember)
		if csv.status != 200 || !strings.Contains(string(csv.body), "Datum;Art;Buchungstext;Betrag;Saldo") || !strings.Contains(string(csv.body), "-50,00;450,00") {
			t.Fatalf("CSV: %d %s", csv.status, csv.body)
		}
		if r := e.do(nil, "GET", fmt.Sprintf("/coop/tiers/%d/statement.pdf", f.own), nil, f.asMember); r.status != 403 {
			t.Fatalf("member on the staff statement: %d", r.status)
		}
		// The tiers' page shows the account to staff.
		tp := e.do(nil, "GET", fmt.Sprintf("/coop/tiers/%d", f.own), nil, f.asAdmin)
		if tp.status != 200 || at(tp.value(t), "account.balanceCents") != 45000.0 || at(tp.value(t), "movements.0.id") != float64(second) ||
			at(tp.value(t), "parts.asOf") == nil {
			t.Fatalf("tiers page: %d %s", tp.status, tp.body)
		}
	})
}

// The interest: a dry run writes nothing, the run credits once a year.
func TestCoopMoneyInterest(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		f := newMoneyFixture(t, e)
		// The demo credited last year's interest: the year before is still open.
		last := time.Now().UTC().Year() - 1
		if r := e.do(nil, "GET", fmt.Sprintf("/coop/depot-retrait/interest?year=%d&rate=100", last), nil, f.asChecker); r.status != 200 || at(r.value(t), "alreadyRun") != true {
			t.Fatalf("last year: %d %s", r.status, r.body)
		}
		year := last - 1
		before := e.moneyCount(t, `SELECT count(*) FROM money_movements`)
		p := e.do(nil, "GET", fmt.Sprintf("/coop/depot-retrait/interest?year=%d&rate=250", year), nil, f.asChecker)
		if p.status != 200 || at(p.value(t), "count").(float64) < 1 || at(p.value(t), "totalCents").(float64) <= 0 {
			t.Fatalf("dry run: %d %s", p.status, p.body)
		}
		if n := e.moneyCount(t, `SELECT count(*) FROM money_movements`); n != before {
			t.Fatal("the dry run wrote movements")
		}
		if r := e.do(nil, "GET", fmt.Sprintf("/coop/depot-retrait/interest?year=%d&rate=401", year), nil, f.asChecker); r.status != 400 ||
			at(r.value(t), "error.fields.rateBasisPoints") == nil {
			t.Fatalf("above the cap: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", fmt.Sprintf("/coop/depot-retrait/interest?year=%d&rate=100", last+1), nil, f.asChecker); r.status != 400 ||
			at(r.value(t), "error.fields.year") == nil {
			t.Fatalf("this year: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", fmt.Sprintf("/coop/depot-retrait/interest?year=%d&rate=100", year), nil, f.asViewer); r.status != 403 {
			t.Fatalf("viewer: %d", r.status)
		}
		run := e.do(nil, "POST", "/coop/depot-retrait/interest", map[string]any{"year": year, "rateBasisPoints": 250, "decision": "AG, résolution 4"}, f.asChecker)
		if run.status != 201 || at(run.value(t), "run.totalCents") != at(p.value(t), "totalCents") {
			t.Fatalf("run: %d %s", run.status, run.body)
		}
		if n := e.moneyCount(t, `SELECT count(*) FROM money_movements WHERE kind = 'interest' AND interest_year = $1`, year); float64(n) != at(run.value(t), "run.holders") {
			t.Fatalf("%d interest movements", n)
		}
		if r := e.do(nil, "POST", "/coop/depot-retrait/interest", map[string]any{"year": year, "rateBasisPoints": 100, "decision": "encore"}, f.asAdmin); r.status != 409 ||
			at(r.value(t), "error.key") != "server.interestAlreadyRun" {
			t.Fatalf("second run: %d %s", r.status, r.body)
		}
	})
}

// The list's period (from, to: days, both included) chooses by the day a
// movement was executed, or was requested while it is not executed: a
// deposit executed last month is out of this month and in last month, a
// request made today is in today; a bad day or a backwards period is a 400
// naming the field, and a browser gets the whole list instead.
func TestCoopMoneyPeriodFilter(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		f := newMoneyFixture(t, e)
		old := int64(f.deposit(t, e, f.other, 1100))
		recent := int64(f.deposit(t, e, f.other, 2200))
		r := e.do(nil, "POST", "/coop/depot-retrait/movements", map[string]any{"tiersId": f.other, "kind": "deposit", "amountCents": 3300, "label": "En attente"}, f.asMaker)
		if r.status != 201 {
			t.Fatalf("request: %d %s", r.status, r.body)
		}
		waiting := int64(idOf(at(r.value(t), "movement")))
		// The first deposit was asked for and executed last month.
		now := time.Now().UTC()
		first := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
		lastMonth := first.AddDate(0, 0, -3).Add(15 * time.Hour)
		if _, err := e.db.ExecContext(context.Background(), `UPDATE money_movements SET requested_at = $1, decided_at = $1, executed_at = $1 WHERE id = $2`,
			lastMonth, old); err != nil {
			t.Fatal(err)
		}
		day := func(t time.Time) string { return t.Format(time.DateOnly) }
		thisFrom, thisTo := day(first), day(first.AddDate(0, 1, -1))
		prevFrom, prevTo := day(first.AddDate(0, -1, 0)), day(first.AddDate(0, 0, -1))
		list := func(query string) ([]int64, float64) {
			t.Helper()
			r := e.do(nil, "GET", fmt.Sprintf("/coop/depot-retrait?tiers=%d&%s", f.other, query), nil, f.asViewer)
			if r.status != 200 {
				t.Fatalf("%s: %d %s", query, r.status, r.body)
			}
			v := r.value(t)
			var ids []int64
			rows, _ := at(v, "movements").([]any)
			for _, m := range rows {
				ids = append(ids, int64(idOf(m)))
			}
			total, _ := at(v, "total").(float64)
			return ids, total
		}
		for _, c := range []struct {
			query string
			want  []int64 // newest first
		}{
			{"kind=deposit&status=executed&from=" + thisFrom + "&to=" + thisTo, []int64{recent}},
			{"kind=deposit&status=executed&from=" + prevFrom + "&to=" + prevTo, []int64{old}},
			{"kind=deposit&from=" + thisFrom + "&to=" + thisTo, []int64{waiting, recent}},
			{"kind=deposit&from=" + day(now), []int64{waiting, recent}},
			{"kind=deposit&to=" + prevTo, []int64{old}},
			{"kind=deposit&from=" + prevTo + "&to=" + prevTo, nil},
			{"kind=deposit&status=requested&from=" + prevFrom + "&to=" + prevTo, nil},
			{"kind=deposit", []int64{waiting, recent, old}},
		} {
			ids, total := list(c.query)
			if fmt.Sprint(ids) != fmt.Sprint(c.want) || int(total) != len(c.want) {
				t.Errorf("%s: %v (total %v), want %v", c.query, ids, total, c.want)
			}
		}
		// The page says the period back.
		p := e.do(nil, "GET", "/coop/depot-retrait?from="+thisFrom+"&to="+thisTo, nil, f.asViewer)
		if at(p.value(t), "filter.from") != thisFrom || at(p.value(t), "filter.to") != thisTo {
			t.Errorf("filter props: %.300s", p.body)
		}
		for _, c := range []struct{ query, field, key string }{
			{"from=2026-13-01", "from", "dayFormat"},
			{"to=01/11/2026", "to", "dayFormat"},
			{"from=2026-02-30", "from", "dayFormat"},
			{"from=2026-11-02&to=2026-11-01", "to", "endBeforeStart"},
		} {
			r := e.do(nil, "GET", "/coop/depot-retrait?"+c.query, nil, f.asViewer)
			if r.status != 400 || fieldKey(t, r, c.field) != c.key {
				t.Errorf("%s: %d %s", c.query, r.status, r.body)
			}
		}
		if r := e.do(nil, "GET", "/coop/depot-retrait?from=2026-11-01&to=2026-11-01", nil, f.asViewer); r.status != 200 {
			t.Errorf("one day: %d %s", r.status, r.body)
		}
		// A browser with a bad period sees the whole list, its filter empty.
		c, _ := e.signIn("admin@demo.com", "admin", false)
		page := e.do(c, "GET", "/coop/depot-retrait?from=2026-11-02&to=2026-11-01", nil, e.inertia())
		var po map[string]any
		json.Unmarshal(page.body, &po)
		if page.status != 200 || at(po, "props.filter.from") != "" || at(po, "props.filter.to") != "" {
			t.Errorf("a browser's bad period: %d %.300s", page.status, page.body)
		}
	})
}
