package controllers_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"partage/app/auth"
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
