package controllers_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"partage/app/audit"
	"partage/app/auth"
	"partage/app/config"
	"partage/app/coopconfig"
	"partage/app/files"
	"partage/app/invoice"
	"partage/app/ledger"
	"partage/app/money"
)

// The register's calls: a movement recorded, refused with field errors and
// nothing changed, the counter-entry, verify, the cap table, the exports,
// the certificates (a member gets only their own), and the roles.
func TestCoopPartsCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		asAdmin := map[string]string{"Authorization": "Bearer " + admin}
		_, asViewer := e.addUser(t, auth.RoleViewer, "viewer.parts@exemple.coop")
		memberID, asMember := e.addUser(t, auth.RoleMember, "member.parts@exemple.coop")
		r := e.do(nil, "POST", "/coop/clients", map[string]any{"kind": "person", "firstName": "Zoé", "lastName": "Quennevilliers", "email": "zoe@parts.coop"}, asAdmin)
		holder := int64(idOf(at(r.value(t), "tiers")))
		var before int64
		e.db.QueryRowContext(context.Background(), `SELECT count(*) FROM share_entries`).Scan(&before)

		day := time.Now().Format("2006-01-02")
		in := map[string]any{"date": day, "kind": "souscription", "category": "B", "parts": 3, "toTiers": holder, "decision": "CA du 2026-01-10"}
		if r := e.do(nil, "POST", "/coop/parts/entries", in, asViewer); r.status != 403 {
			t.Fatalf("a viewer records: %d", r.status)
		}
		bad := map[string]any{"date": "2999-01-01", "kind": "souscription", "category": "Z", "parts": 0, "toTiers": holder}
		r = e.do(nil, "POST", "/coop/parts/entries", bad, asAdmin)
		if r.status != 400 || at(r.value(t), "error.fields.date") == nil || at(r.value(t), "error.fields.category") == nil ||
			at(r.value(t), "error.fields.parts") == nil || at(r.value(t), "error.fields.decision") == nil {
			t.Fatalf("bad input: %d %s", r.status, r.body)
		}
		var after int64
		e.db.QueryRowContext(context.Background(), `SELECT count(*) FROM share_entries`).Scan(&after)
		if after != before {
			t.Fatalf("refused input changed the register: %d → %d", before, after)
		}
		r = e.do(nil, "POST", "/coop/parts/entries", in, asAdmin)
		if r.status != 201 || at(r.value(t), "entry.number") != float64(before+1) || at(r.value(t), "entry.toName") != "Zoé Quennevilliers" {
			t.Fatalf("record: %d %s", r.status, r.body)
		}
		number := int64(at(r.value(t), "entry.number").(float64))
		r = e.do(nil, "POST", fmt.Sprintf("/coop/parts/entries/%d/annulation", number), map[string]any{"date": day}, asAdmin)
		if r.status != 400 || at(r.value(t), "error.fields.decision") == nil {
			t.Fatalf("annulation without decision: %d %s", r.status, r.body)
		}
		r = e.do(nil, "GET", "/coop/parts/holdings?q=quennevilliers", nil, asViewer)
		if r.status != 200 || at(r.value(t), "rows.0.parts") != float64(3) || at(r.value(t), "rows.0.capitalCents") != float64(30000) {
			t.Fatalf("cap table: %d %s", r.status, r.body)
		}
		var holders float64
		e.db.QueryRowContext(context.Background(), `SELECT count(DISTINCT tiers_id) FROM share_holdings WHERE parts > 0`).Scan(&holders)
		if r = e.do(nil, "GET", "/coop/parts/holdings", nil, asViewer); at(r.value(t), "holders") != holders || holders == 0 {
			t.Fatalf("distinct holders: %v, want %v", at(r.value(t), "holders"), holders)
		}
		r = e.do(nil, "GET", "/coop/parts/verify", nil, asViewer)
		if r.status != 200 || at(r.value(t), "ok") != true {
			t.Fatalf("verify: %d %s", r.status, r.body)
		}
		r = e.do(nil, "GET", "/coop/parts?holder="+fmt.Sprint(holder), nil, asAdmin)
		if r.status != 200 || at(r.value(t), "total") != float64(1) || at(r.value(t), "chain.number") == nil || at(r.value(t), "capTable.asOf") == nil {
			t.Fatalf("page: %d %s", r.status, r.body)
		}
		r = e.do(nil, "GET", "/coop/parts/export.csv", nil, asViewer)
		if r.status != 200 || !strings.Contains(string(r.body), "CA du 2026-01-10") {
			t.Fatalf("csv: %d %s", r.status, r.body)
		}
		r = e.do(nil, "GET", "/coop/parts/export.pdf?from="+day+"&to="+day, nil, asViewer)
		chain := e.do(nil, "GET", "/coop/parts", nil, asAdmin)
		hash, _ := at(chain.value(t), "chain.hash").(string)
		if text := pdfText(t, r.body); r.status != 200 || !strings.Contains(text, "Zoé Quennevilliers") || !strings.Contains(text, "CA du 2026-01-10") ||
			!strings.Contains(text, "Totals (1 entries)") || hash == "" || !strings.Contains(strings.ReplaceAll(text, "\n", ""), hash) {
			t.Fatalf("pdf: %d %s", r.status, text)
		}
		r = e.do(nil, "GET", fmt.Sprintf("/coop/tiers/%d/attestation.pdf?asOf="+day, holder), nil, asViewer)
		if text := pdfText(t, r.body); r.status != 200 || !strings.Contains(text, "Zoé Quennevilliers") || !strings.Contains(strings.ReplaceAll(text, "\n", " "), "3 parts of category B") {
			t.Fatalf("certificate: %d %s", r.status, text)
		}
		if r := e.do(nil, "GET", fmt.Sprintf("/coop/tiers/%d/attestation.pdf", holder), nil, asMember); r.status != 403 {
			t.Fatalf("a member asks for someone's certificate: %d", r.status)
		}
		if r := e.do(nil, "GET", "/coop/profil/attestation.pdf", nil, asMember); r.status != 404 {
			t.Fatalf("a member without a tiers: %d", r.status)
		}
		e.db.ExecContext(context.Background(), `UPDATE clients SET user_id = $1 WHERE id = $2`, memberID, holder)
		r = e.do(nil, "GET", "/coop/profil/attestation.pdf", nil, asMember)
		if text := pdfText(t, r.body); r.status != 200 || !strings.Contains(text, "Zoé Quennevilliers") {
			t.Fatalf("own certificate: %d %s", r.status, text)
		}
		r = e.do(nil, "GET", "/coop/actionnaires?q=quennevilliers&asOf="+day, nil, asAdmin)
		if r.status != 200 || at(r.value(t), "registerReady") != true || at(r.value(t), "holders.0.parts") != float64(3) ||
			at(r.value(t), "holders.0.capitalCents") != float64(30000) || at(r.value(t), "asOf") != day {
			t.Fatalf("holders: %d %s", r.status, r.body)
		}
		// The front end's form: a 303 back with a toast, the counter-entry recorded.
		b, _ := e.signIn("admin@demo.com", "admin", false)
		r = e.do(b, "POST", fmt.Sprintf("/coop/parts/entries/%d/annulation", number), map[string]any{"date": day, "decision": "Erreur"}, e.inertia())
		if r.status != 303 {
			t.Fatalf("annulation from the page: %d %s", r.status, r.body)
		}
		if p := page(t, e.do(b, "GET", "/coop/parts", nil, e.inertia())); at(p, "flash.success.key") != "coop.parts.flash.annulled" ||
			at(p, "flash.success.params.number") != float64(number) || at(p, "flash.success.params.annulment") != float64(number+1) {
			t.Fatalf("annulation toast: %v", p["flash"])
		}
		r = e.do(nil, "POST", fmt.Sprintf("/coop/parts/entries/%d/annulation", number), map[string]any{"date": day, "decision": "Erreur"}, asAdmin)
		if r.status != 400 || at(r.value(t), "error.fields.corrects") == nil {
			t.Fatalf("annulation twice: %d %s", r.status, r.body)
		}
		r = e.do(nil, "GET", fmt.Sprintf("/coop/parts?holder=%d&kind=annulation", holder), nil, asAdmin)
		if r.status != 200 || at(r.value(t), "entries.0.corrects") != float64(number) || at(r.value(t), "entries.0.fromTiers") != float64(holder) {
			t.Fatalf("annulation: %d %s", r.status, r.body)
		}
		r = e.do(nil, "POST", "/coop/parts/subscriptions", map[string]any{"tiersId": holder, "category": "B", "parts": 2, "decision": "CA"}, asAdmin)
		if r.status != 201 || at(r.value(t), "subscription.status") != "pending" {
			t.Fatalf("subscription: %d %s", r.status, r.body)
		}
		id := int64(idOf(at(r.value(t), "subscription")))
		r = e.do(nil, "POST", fmt.Sprintf("/coop/parts/subscriptions/%d/cancel", id), map[string]any{"reason": "renonce"}, asAdmin)
		if r.status != 200 || at(r.value(t), "subscription.status") != "cancelled" {
			t.Fatalf("cancel: %d %s", r.status, r.body)
		}
	})
}

// A remboursement recorded on the register credits its value to the holder's
// account in the same transaction (parts × unit price, the nominal value when
// none is given); a refused one writes neither; the annulation of a paid
// redemption is refused, of an unpaid one recorded before still allowed; both
// chains stay intact.
func TestCoopPartsRedemptionCredited(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		admin, _ := e.token("admin@demo.com", "admin")
		asAdmin := map[string]string{"Authorization": "Bearer " + admin}
		r := e.do(nil, "POST", "/coop/clients", map[string]any{"kind": "person", "firstName": "Yves", "lastName": "Rachatier", "email": "yves@parts.coop"}, asAdmin)
		holder := int64(idOf(at(r.value(t), "tiers")))
		day := time.Now().Format("2006-01-02")
		record := func(in map[string]any) reply {
			t.Helper()
			return e.do(nil, "POST", "/coop/parts/entries", in, asAdmin)
		}
		redeem := func(parts, unit int64) map[string]any {
			return map[string]any{"date": day, "kind": "remboursement", "category": "B", "parts": parts, "unitCents": unit, "fromTiers": holder, "decision": "CA — rachat"}
		}
		count := func(query string, args ...any) int64 {
			t.Helper()
			var n int64
			if err := e.db.QueryRowContext(ctx, query, args...).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		balance := func() int64 {
			return count(`SELECT COALESCE(MAX(balance_cents), 0) FROM accounts WHERE tiers_id = $1`, holder)
		}
		movements := func() int64 {
			return count(`SELECT count(*) FROM money_movements WHERE tiers_id = $1 AND kind = 'share_redemption'`, holder)
		}
		if r := record(map[string]any{"date": day, "kind": "souscription", "category": "B", "parts": 20, "toTiers": holder, "decision": "CA"}); r.status != 201 || at(r.value(t), "movement") != nil {
			t.Fatalf("subscription: %d %s", r.status, r.body)
		}
		// Money already on the account stays beside the credit.
		if err := money.New(e.db, nil, nil).BulkBook(ctx, audit.Actor{Name: "Test"}, holder, []money.BookInput{{Kind: money.KindDeposit, AmountCents: 700, Label: "Apport", Date: day}}); err != nil {
			t.Fatal(err)
		}
		before := balance()
		if before != 700 {
			t.Fatalf("balance before: %d", before)
		}

		// At the nominal value (unitCents 0): 3 × 100 €.
		r = record(redeem(3, 0))
		v := r.value(t)
		number := at(v, "entry.number")
		if r.status != 201 || at(v, "entry.totalCents") != 30000.0 || at(v, "movement.kind") != "share_redemption" ||
			at(v, "movement.status") != "executed" || at(v, "movement.amountCents") != 30000.0 || at(v, "movement.shareEntry") != number ||
			at(v, "movement.tiersId") != float64(holder) || at(v, "movement.approvalsNeeded") != 0.0 {
			t.Fatalf("redemption: %d %s", r.status, r.body)
		}
		if got := balance(); got != before+30000 {
			t.Fatalf("balance after: %d, want %d", got, before+30000)
		}
		linked := count(`SELECT count(*) FROM money_movements m JOIN account_entries l ON l.movement_id = m.id
			WHERE m.share_entry = $1 AND m.kind = 'share_redemption' AND m.status = 'executed' AND l.amount_cents = 30000`, number)
		if linked != 1 {
			t.Fatalf("booked lines of entry %v: %d", number, linked)
		}
		// At the price the entry records: 2 × 123.45 €.
		r = record(redeem(2, 12345))
		if r.status != 201 || at(r.value(t), "movement.amountCents") != 24690.0 || at(r.value(t), "movement.shareEntry") != at(r.value(t), "entry.number") {
			t.Fatalf("redemption at a price: %d %s", r.status, r.body)
		}
		if got := balance(); got != before+30000+24690 {
			t.Fatalf("balance after the second: %d", got)
		}

		// Refused: more parts than held (409), and a value above the largest
		// movement (400, the credit fails after the entry): nothing written.
		entries, moved, paid := count(`SELECT count(*) FROM share_entries`), movements(), balance()
		if r := record(redeem(16, 0)); r.status != 409 || at(r.value(t), "error.key") != "server.ledgerNotEnough" {
			t.Fatalf("above holdings: %d %s", r.status, r.body)
		}
		if r := record(redeem(15, 1_000_000_000)); r.status != 400 || at(r.value(t), "error.fields.parts") == nil {
			t.Fatalf("above the largest movement: %d %s", r.status, r.body)
		}
		if count(`SELECT count(*) FROM share_entries`) != entries || movements() != moved || balance() != paid ||
			count(`SELECT value FROM sequences WHERE name = 'share_entry'`) != entries {
			t.Fatalf("a refused redemption wrote something")
		}

		// The annulation of a paid redemption is refused, and writes nothing.
		r = e.do(nil, "POST", fmt.Sprintf("/coop/parts/entries/%v/annulation", number), map[string]any{"date": day, "decision": "Erreur"}, asAdmin)
		if r.status != 409 || at(r.value(t), "error.key") != "server.ledgerRedemptionPaid" || at(r.value(t), "error.params.number") != number ||
			at(r.value(t), "error.params.amount") != 300.0 {
			t.Fatalf("annulling a paid redemption: %d %s", r.status, r.body)
		}
		if count(`SELECT count(*) FROM share_entries`) != entries || balance() != paid {
			t.Fatalf("a refused annulation wrote something")
		}
		// A redemption recorded before its value was credited (no movement)
		// is annulled as before, and so is a subscription.
		cfg := coopconfig.New(e.db, files.New(e.db, t.TempDir()), coopconfig.Defaults(config.Coop{Name: "Coop", PartsMin: 1, PartsMax: 100}, true))
		old, err := ledger.New(e.db, cfg).Append(ctx, audit.Actor{Name: "Test"}, ledger.EntryInput{Date: day, Kind: ledger.KindRedemption, Category: "B", Parts: 1, FromTiers: holder, Decision: "Ancien rachat"})
		if err != nil {
			t.Fatal(err)
		}
		r = e.do(nil, "POST", fmt.Sprintf("/coop/parts/entries/%d/annulation", old.Number), map[string]any{"date": day, "decision": "Erreur"}, asAdmin)
		if r.status != 201 || at(r.value(t), "entry.corrects") != float64(old.Number) {
			t.Fatalf("annulling an unpaid redemption: %d %s", r.status, r.body)
		}

		// From the page: a 303 back and a toast that says the credit.
		b, _ := e.signIn("admin@demo.com", "admin", false)
		if r := e.do(b, "POST", "/coop/parts/entries", redeem(1, 0), e.inertia()); r.status != 303 {
			t.Fatalf("redemption from the page: %d %s", r.status, r.body)
		}
		p := page(t, e.do(b, "GET", "/coop/parts", nil, e.inertia()))
		lng, _ := at(p, "props.language.code").(string)
		if at(p, "flash.success.key") != "coop.parts.flash.redeemed" || lng == "" ||
			at(p, "flash.success.params.amount") != invoice.FormatMoney(10000, lng) || at(p, "flash.success.params.name") != "Yves Rachatier" {
			t.Fatalf("redemption toast: %v", p["flash"])
		}
		if got := balance(); got != paid+10000 {
			t.Fatalf("balance after the page's redemption: %d", got)
		}

		if r := e.do(nil, "GET", "/coop/parts/verify", nil, asAdmin); r.status != 200 || at(r.value(t), "ok") != true {
			t.Fatalf("register verify: %d %s", r.status, r.body)
		}
		if v, err := money.New(e.db, nil, nil).VerifyAccounts(ctx); err != nil || !v.OK {
			t.Fatalf("accounts verify: %+v %v", v, err)
		}
	})
}

// A completed exit redeems every part of the member through the register and
// credits each entry's value once, linked to it; completing it again is
// refused and credits nothing; its entries cannot be annulled.
func TestCoopPartsExitCreditedOnce(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		admin, _ := e.token("admin@demo.com", "admin")
		asAdmin := map[string]string{"Authorization": "Bearer " + admin}
		r := e.do(nil, "POST", "/coop/membres", map[string]any{"tiers": map[string]any{"firstName": "Sophie", "lastName": "Sortante",
			"email": "sophie@sortie.example.org"}, "partsWished": 2}, asAdmin)
		if r.status != 201 {
			t.Fatalf("member: %d %s", r.status, r.body)
		}
		id := at(r.value(t), "member.tiers.id").(float64)
		holder := int64(id)
		e.memberFixture(t, id, "actif", 4343)
		day := time.Now().Format("2006-01-02")
		for _, in := range []map[string]any{
			{"date": day, "kind": "souscription", "category": "A", "parts": 4, "toTiers": holder, "decision": "CA"},
			{"date": day, "kind": "souscription", "category": "B", "parts": 3, "toTiers": holder, "decision": "CA"},
		} {
			if r := e.do(nil, "POST", "/coop/parts/entries", in, asAdmin); r.status != 201 {
				t.Fatalf("subscription: %d %s", r.status, r.body)
			}
		}
		var last int64
		e.db.QueryRowContext(ctx, `SELECT MAX(number) FROM share_entries`).Scan(&last)
		member := fmt.Sprintf("/coop/membres/%d", holder)
		if r := e.do(nil, "POST", member+"/exit", map[string]any{"from": "actif", "exitKind": "demission", "date": day, "reason": "Déménagement"}, asAdmin); r.status != 200 {
			t.Fatalf("exit: %d %s", r.status, r.body)
		}
		complete := map[string]any{"from": "sortant", "date": day, "decisionRef": "CA — sortie de Sophie Sortante"}
		if r := e.do(nil, "POST", member+"/complete", complete, asAdmin); r.status != 200 {
			t.Fatalf("complete: %d %s", r.status, r.body)
		}
		type credit struct{ entry, cents, total int64 }
		credits := func() []credit {
			t.Helper()
			rows, err := e.db.QueryContext(ctx, `SELECT s.number, m.amount_cents, s.total_cents FROM share_entries s
				LEFT JOIN money_movements m ON m.share_entry = s.number AND m.kind = 'share_redemption' AND m.status = 'executed'
				WHERE s.number > $1 AND s.kind = 'remboursement' AND s.from_tiers = $2 ORDER BY s.number`, last, holder)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			var out []credit
			for rows.Next() {
				var c credit
				var cents *int64
				if err := rows.Scan(&c.entry, &cents, &c.total); err != nil {
					t.Fatal(err)
				}
				if cents != nil {
					c.cents = *cents
				}
				out = append(out, c)
			}
			return out
		}
		balance := func() (b int64) {
			e.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(balance_cents), 0) FROM accounts WHERE tiers_id = $1`, holder).Scan(&b)
			return b
		}
		count := func() (n int64) {
			e.db.QueryRowContext(ctx, `SELECT count(*) FROM money_movements WHERE tiers_id = $1 AND kind = 'share_redemption'`, holder).Scan(&n)
			return n
		}
		got := credits()
		if len(got) != 2 || got[0].cents != 20000 || got[0].total != 20000 || got[1].cents != 30000 || got[1].total != 30000 ||
			count() != 2 || balance() != 50000 {
			t.Fatalf("exit credits: %+v, %d movements, balance %d", got, count(), balance())
		}
		if r := e.do(nil, "POST", member+"/complete", complete, asAdmin); r.status != 409 {
			t.Fatalf("complete twice: %d %s", r.status, r.body)
		}
		if count() != 2 || balance() != 50000 {
			t.Fatalf("completing twice credited again: %d movements, balance %d", count(), balance())
		}
		for _, c := range got {
			r := e.do(nil, "POST", fmt.Sprintf("/coop/parts/entries/%d/annulation", c.entry), map[string]any{"date": day, "decision": "Erreur"}, asAdmin)
			if r.status != 409 || at(r.value(t), "error.key") != "server.ledgerRedemptionPaid" {
				t.Fatalf("annulling the exit's entry %d: %d %s", c.entry, r.status, r.body)
			}
		}
		if r := e.do(nil, "GET", "/coop/parts/verify", nil, asAdmin); r.status != 200 || at(r.value(t), "ok") != true {
			t.Fatalf("register verify: %d %s", r.status, r.body)
		}
		if v, err := money.New(e.db, nil, nil).VerifyAccounts(ctx); err != nil || !v.OK {
			t.Fatalf("accounts verify: %+v %v", v, err)
		}
	})
}
