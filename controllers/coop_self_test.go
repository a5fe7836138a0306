package controllers_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"partage/app/auth"
)

// selfFixture is a member with a record of their own and someone else's
// record, each with a document.
type selfFixture struct {
	asAdmin, asMember, asViewer, asManager map[string]string
	adminID, memberID                      int64
	own, other                             int64
	ownDoc, otherDoc                       string
}

// ownIBAN and newIBAN pass the ISO 13616 key; badIBAN is newIBAN with a wrong key.
const (
	ownIBAN = "FR7630006000011234567890189"
	newIBAN = "FR1420041010050500013M02606"
	badIBAN = "FR1520041010050500013M02606"
)

func newSelfFixture(t *testing.T, e *env) selfFixture {
	t.Helper()
	admin, _ := e.token("admin@demo.com", "admin")
	f := selfFixture{asAdmin: map[string]string{"Authorization": "Bearer " + admin}}
	if err := e.db.QueryRowContext(context.Background(), `SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&f.adminID); err != nil {
		t.Fatal(err)
	}
	f.memberID, f.asMember = e.addUser(t, auth.RoleMember, "camille.self@exemple.coop")
	_, f.asViewer = e.addUser(t, auth.RoleViewer, "viewer.self@exemple.coop")
	_, f.asManager = e.addUser(t, auth.RoleManager, "manager.self@exemple.coop")
	create := func(body map[string]any) int64 {
		r := e.do(nil, "POST", "/coop/clients", body, f.asAdmin)
		if r.status != 201 {
			t.Fatalf("create tiers: %d %s", r.status, r.body)
		}
		return int64(idOf(at(r.value(t), "tiers")))
	}
	f.own = create(map[string]any{"firstName": "Camille", "lastName": "Lefèvre", "email": "camille.self@exemple.coop",
		"iban": ownIBAN, "address": "3 rue des Tanneurs", "postalCode": "25000", "city": "Besançon", "notes": "Note interne du bureau"})
	f.other = create(map[string]any{"firstName": "Bérénice", "lastName": "Autrui", "email": "berenice.autrui@exemple.coop",
		"iban": newIBAN, "city": "Dole"})
	if _, err := e.db.ExecContext(context.Background(), `UPDATE clients SET user_id = $1 WHERE id = $2`, f.memberID, f.own); err != nil {
		t.Fatal(err)
	}
	upload := func(tiers int64, name string) string {
		r := e.uploadDocument(t, fmt.Sprintf("/coop/tiers/%d/documents", tiers), f.asAdmin, "rib", name, testPDF)
		if r.status != 201 {
			t.Fatalf("upload: %d %s", r.status, r.body)
		}
		return fmt.Sprint(at(r.value(t), "document.url"))
	}
	f.ownDoc, f.otherDoc = upload(f.own, "rib-camille.pdf"), upload(f.other, "rib-berenice.pdf")
	return f
}

func (f selfFixture) countRequests(t *testing.T, e *env) int {
	t.Helper()
	var n int
	if err := e.db.QueryRowContext(context.Background(), `SELECT count(*) FROM tiers_change_requests`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// A member sees their own record and nothing of anyone else's: the staff's
// pages and calls answer 403, another tiers and its documents 404, and
// their own JSON holds only their own data (not even staff's notes).
func TestCoopSelfProfileSeesOnlyOwn(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		f := newSelfFixture(t, e)
		r := e.do(nil, "GET", "/coop/profil", nil, f.asMember)
		if r.status != 200 {
			t.Fatalf("profile: %d %s", r.status, r.body)
		}
		p := r.value(t)
		if idOf(at(p, "tiers")) != float64(f.own) || at(p, "tiers.notes") != "" || at(p, "iban") != "FR76 3000 6000 0112 3456 7890 189" {
			t.Errorf("profile: %s", r.body)
		}
		if docs, _ := at(p, "documents").([]any); len(docs) != 1 || at(docs[0], "name") != "rib-camille.pdf" {
			t.Errorf("documents: %v", at(p, "documents"))
		}
		for _, leak := range []string{"Autrui", "berenice", "Note interne", "rib-berenice", newIBAN} {
			if strings.Contains(string(r.body), leak) {
				t.Errorf("own profile holds %q: %s", leak, r.body)
			}
		}
		for _, c := range []struct {
			path   string
			status int
		}{
			{"/coop/clients", 403}, {"/coop/membres", 403}, {"/coop/actionnaires", 403}, {"/coop/audit", 403},
			{"/coop/changes", 403}, {"/api/users/list/data", 403}, {"/api/coop/tiers?q=Autrui", 403},
			{fmt.Sprintf("/coop/tiers/%d", f.other), 404}, {fmt.Sprintf("/coop/tiers/%d/documents", f.other), 403},
			{f.otherDoc, 404}, {fmt.Sprintf("/coop/membres/%d", f.other), 403},
		} {
			if r := e.do(nil, "GET", c.path, nil, f.asMember); r.status != c.status {
				t.Errorf("member GET %s: %d, want %d %s", c.path, r.status, c.status, r.body)
			} else if strings.Contains(string(r.body), "Autrui") {
				t.Errorf("member GET %s leaks the other tiers: %s", c.path, r.body)
			}
		}
		if r := e.do(nil, "GET", f.ownDoc, nil, f.asMember); r.status != 200 {
			t.Errorf("own document: %d", r.status)
		}
		// A member cannot write to anyone's record, their own included, but through a request.
		if r := e.do(nil, "PUT", fmt.Sprintf("/coop/tiers/%d", f.own), map[string]any{"iban": newIBAN}, f.asMember); r.status != 403 {
			t.Errorf("member PUT own tiers: %d", r.status)
		}
		// Staff without a record of their own get the explanation, not someone's page.
		r = e.do(nil, "GET", "/coop/profil", nil, f.asAdmin)
		if r.status != 200 || at(r.value(t), "tiers") != nil || at(r.value(t), "accountUrl") != "/pages/account-settings" {
			t.Errorf("admin profile: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", "/coop/profil/changes", map[string]any{"iban": newIBAN}, f.asAdmin); r.status != 404 {
			t.Errorf("admin without record asks a change: %d %s", r.status, r.body)
		}
	})
}

// A member asks to change their IBAN and address; staff approve (the record
// changes, the audit log has the update naming the request) or refuse (it
// stays). Bad values are refused under their field and save nothing; a new
// request replaces the pending one.
func TestCoopSelfChangeRequests(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		f := newSelfFixture(t, e)
		refused := []struct {
			name  string
			body  map[string]any
			field string
		}{
			{"bad IBAN key", map[string]any{"iban": badIBAN}, "iban"},
			{"IBAN too short", map[string]any{"iban": "FR76 3000"}, "iban"},
			{"postal code", map[string]any{"postalCode": "25000!"}, "postalCode"},
			{"city too long", map[string]any{"city": strings.Repeat("b", 81)}, "city"},
		}
		for _, c := range refused {
			r := e.do(nil, "POST", "/coop/profil/changes", c.body, f.asMember)
			if r.status != 400 || at(r.value(t), "error.fields."+c.field) == nil {
				t.Errorf("%s: %d %s", c.name, r.status, r.body)
			}
		}
		for _, body := range []map[string]any{{}, {"iban": "fr76 3000 6000 0112 3456 7890 189"}} { // nothing, or the same value
			if r := e.do(nil, "POST", "/coop/profil/changes", body, f.asMember); r.status != 400 {
				t.Errorf("nothing to change %v: %d %s", body, r.status, r.body)
			}
		}
		if n := f.countRequests(t, e); n != 0 {
			t.Fatalf("refused requests saved %d rows", n)
		}

		r := e.do(nil, "POST", "/coop/profil/changes", map[string]any{"iban": "fr14 2004 1010 0505 0001 3m02 606"}, f.asMember)
		if r.status != 201 || at(r.value(t), "changeRequest.status") != "pending" || at(r.value(t), "changeRequest.fields.iban") != newIBAN {
			t.Fatalf("request: %d %s", r.status, r.body)
		}
		first := int64(idOf(at(r.value(t), "changeRequest")))
		// A second request replaces the first: one pending request at a time.
		r = e.do(nil, "POST", "/coop/profil/changes", map[string]any{"iban": newIBAN, "address": "8 place du Marché", "city": "Dole", "postalCode": "39100"}, f.asMember)
		if r.status != 201 {
			t.Fatalf("second request: %d %s", r.status, r.body)
		}
		second := int64(idOf(at(r.value(t), "changeRequest")))
		p := e.do(nil, "GET", "/coop/profil", nil, f.asMember).value(t)
		if idOf(at(p, "pendingChange")) != float64(second) || at(p, "tiers.iban") != ownIBAN || at(p, "changes.1.status") != "replaced" {
			t.Errorf("profile after requests: %v", p)
		}
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/changes/%d/approve", first), nil, f.asAdmin); r.status != 409 {
			t.Errorf("approve replaced: %d %s", r.status, r.body)
		}
		// The tiers' page shows the pending request to staff.
		tp := e.do(nil, "GET", fmt.Sprintf("/coop/tiers/%d", f.own), nil, f.asViewer).value(t)
		if list, _ := at(tp, "changeRequests").([]any); len(list) != 1 || idOf(list[0]) != float64(second) || at(list[0], "changes.0.before") != ownIBAN {
			t.Errorf("tiers page requests: %v", at(tp, "changeRequests"))
		}
		// Only who manages the register decides.
		for name, h := range map[string]map[string]string{"member": f.asMember, "viewer": f.asViewer} {
			if r := e.do(nil, "POST", fmt.Sprintf("/coop/changes/%d/approve", second), nil, h); r.status != 403 {
				t.Errorf("%s approves: %d", name, r.status)
			}
		}
		if r := e.do(nil, "POST", "/coop/changes/999999/approve", nil, f.asAdmin); r.status != 404 {
			t.Errorf("approve unknown: %d", r.status)
		}
		r = e.do(nil, "POST", fmt.Sprintf("/coop/changes/%d/approve", second), nil, f.asManager)
		if r.status != 200 || at(r.value(t), "changeRequest.status") != "approved" {
			t.Fatalf("approve: %d %s", r.status, r.body)
		}
		p = e.do(nil, "GET", "/coop/profil", nil, f.asMember).value(t)
		if at(p, "tiers.iban") != newIBAN || at(p, "tiers.address") != "8 place du Marché" || at(p, "tiers.city") != "Dole" || at(p, "pendingChange") != nil {
			t.Errorf("after approval: %v", at(p, "tiers"))
		}
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/changes/%d/reject", second), nil, f.asAdmin); r.status != 409 {
			t.Errorf("reject approved: %d", r.status)
		}
		a := e.do(nil, "GET", fmt.Sprintf("/coop/audit?recordType=tiers&recordId=%d", f.own), nil, f.asAdmin).value(t)
		if at(a, "entries.0.action") != "updated" || !hasChange(at(a, "entries.0.changes"), "iban", ownIBAN, newIBAN) ||
			!hasChange(at(a, "entries.0.changes"), "request", nil, float64(second)) {
			t.Errorf("tiers audit: %v", at(a, "entries.0"))
		}
		a = e.do(nil, "GET", fmt.Sprintf("/coop/audit?recordType=change_request&recordId=%d", second), nil, f.asAdmin).value(t)
		if at(a, "total") != 2.0 || at(a, "entries.0.action") != "approved" || at(a, "entries.1.action") != "requested" {
			t.Errorf("request audit: %v", a)
		}

		// Refused: the record stays, the member sees the reason.
		r = e.do(nil, "POST", "/coop/profil/changes", map[string]any{"city": "Lons-le-Saunier"}, f.asMember)
		third := int64(idOf(at(r.value(t), "changeRequest")))
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/changes/%d/reject", third), map[string]any{"reason": strings.Repeat("x", 501)}, f.asAdmin); r.status != 400 {
			t.Errorf("reject with too long a reason: %d", r.status)
		}
		r = e.do(nil, "POST", fmt.Sprintf("/coop/changes/%d/reject", third), map[string]any{"reason": "Justificatif de domicile manquant"}, f.asAdmin)
		if r.status != 200 || at(r.value(t), "changeRequest.status") != "rejected" {
			t.Fatalf("reject: %d %s", r.status, r.body)
		}
		p = e.do(nil, "GET", "/coop/profil", nil, f.asMember).value(t)
		if at(p, "tiers.city") != "Dole" || at(p, "changes.0.status") != "rejected" || at(p, "changes.0.reason") != "Justificatif de domicile manquant" {
			t.Errorf("after refusal: %v", p)
		}
		if l := e.do(nil, "GET", "/coop/changes?status=pending", nil, f.asAdmin).value(t); at(l, "total") != 0.0 {
			t.Errorf("pending list: %v", l)
		}
		if l := e.do(nil, "GET", "/coop/changes?status=nope", nil, f.asAdmin); l.status != 400 {
			t.Errorf("bad status filter: %d", l.status)
		}
	})
}

// hasChange reports whether a decoded list of changes holds field before → after.
func hasChange(list any, field string, before, after any) bool {
	changes, _ := list.([]any)
	for _, c := range changes {
		if at(c, "field") == field && at(c, "before") == before && at(c, "after") == after {
			return true
		}
	}
	return false
}
