package controllers_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"partage/app/auth"
	"partage/app/db"
	"partage/app/mail/mailtest"
)

// configOf reads the settings as an admin's API client sees them.
func (e *env) configOf(t *testing.T, h map[string]string) map[string]any {
	t.Helper()
	r := e.do(nil, "GET", "/coop/configuration", nil, h)
	if r.status != 200 {
		t.Fatalf("read the configuration: %d %s", r.status, r.body)
	}
	s, _ := at(r.value(t), "settings").(map[string]any)
	return s
}

// with is a deep copy of settings with the value at a dotted path changed
// ("categories.1.code"); a nil value removes a category ("categories.1").
func with(t *testing.T, settings map[string]any, path string, v any) map[string]any {
	t.Helper()
	raw, _ := json.Marshal(settings)
	var out map[string]any
	json.Unmarshal(raw, &out)
	parts := strings.Split(path, ".")
	var node any = out
	for _, p := range parts[:len(parts)-1] {
		node = at(node, p)
	}
	last := parts[len(parts)-1]
	switch n := node.(type) {
	case map[string]any:
		n[last] = v
	case []any:
		var i int
		fmt.Sscan(last, &i)
		if v == nil {
			list := append(append([]any{}, n[:i]...), n[i+1:]...)
			return with(t, out, strings.Join(parts[:len(parts)-1], "."), list)
		}
		n[i] = v
	}
	return out
}

// countOf is a count(*) query's answer.
func (e *env) countOf(t *testing.T, query string, args ...any) int {
	t.Helper()
	var n int
	if err := e.db.QueryRow(query, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// pngLogo is a small PNG image.
func pngLogo(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 40, 20))
	for x := range 40 {
		for y := range 20 {
			img.Set(x, y, color.RGBA{102, 88, 230, 255})
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// uploadLogo posts a file as the multipart field "logo".
func (e *env) uploadLogo(t *testing.T, h map[string]string, name string, content []byte) reply {
	t.Helper()
	body, ct := multipartBody(t, formField{name: "logo", file: name, content: content})
	req, _ := http.NewRequest("POST", e.srv.URL+"/coop/configuration/logo", bytes.NewReader(body))
	req.Header.Set("Content-Type", ct)
	for k, v := range h {
		req.Header.Set(k, v)
	}
	return e.send(t, req)
}

// send sends a request already built.
func (e *env) send(t *testing.T, req *http.Request) reply {
	t.Helper()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(res.Body)
	return reply{status: res.StatusCode, header: res.Header, body: b.Bytes()}
}

// The configuration: admins only; every bad field refused under its name
// with nothing changed; a save read back and audited field by field; a
// category of the register kept; the logo.
func TestCoopConfig(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		asAdmin := bearerH(admin)
		for _, role := range []string{auth.RoleManager, auth.RoleAccountant, auth.RoleViewer, auth.RoleMember} {
			_, h := e.addUser(t, role, role+".config@exemple.coop")
			for _, c := range []struct{ method, path string }{{"GET", "/coop/configuration"}, {"PUT", "/coop/configuration"},
				{"POST", "/coop/configuration/logo"}, {"DELETE", "/coop/configuration/logo"}} {
				if r := e.do(nil, c.method, c.path, map[string]any{}, h); r.status != 403 {
					t.Errorf("%s %s %s: %d", role, c.method, c.path, r.status)
				}
			}
		}
		set := e.configOf(t, asAdmin)
		if at(set, "identity.name") != "Coopérative Partage" || at(set, "categories.0.code") != "A" || at(set, "approvals.secondAboveCents") != 500000.0 ||
			len(at(set, "requiredDocuments").([]any)) != 0 || at(set, "updatedAt") != nil {
			t.Fatalf("the defaults: %v", set)
		}

		// Bad input: a 400 naming the field; nothing saved, nothing audited.
		member := set["categories"].([]any)[0]
		for _, c := range []struct {
			path, field string
			value       any
		}{
			{"identity.name", "identity.name", "  "},
			{"identity.name", "identity.name", strings.Repeat("n", 121)},
			{"identity.siren", "identity.siren", "123456789"},
			{"identity.email", "identity.email", "pas une adresse"},
			{"identity.iban", "identity.iban", "FR76 3000 6000 0112 3456 7890 188"},
			{"categories", "categories", []any{}},
			{"categories", "categories", []any{member, member, member, member, member, member, member}},
			{"categories.1.code", "categories.1.code", "A"},
			{"categories.1.code", "categories.1.code", "b-c"},
			{"categories.1.label", "categories.1.label", ""},
			{"categories.1.nominalCents", "categories.1.nominalCents", 0},
			{"categories.1.minPerHolder", "categories.1.minPerHolder", -1},
			{"categories.1.maxPerHolder", "categories.1.maxPerHolder", -2},
			{"categories.1.members", "categories", true},
			{"categories.0.members", "categories", false},
			{"approvals.secondAboveCents", "approvals.secondAboveCents", -1},
			{"interest.capBasisPoints", "interest.capBasisPoints", 2001},
			{"interest.capBasisPoints", "interest.capBasisPoints", -5},
			{"requiredDocuments", "requiredDocuments", []any{"id", "passport"}},
			{"mail.senderAddress", "mail.senderAddress", "noreply@"},
		} {
			r := e.do(nil, "PUT", "/coop/configuration", with(t, set, c.path, c.value), asAdmin)
			if r.status != 400 || !hasFieldKey(r, t, c.field) {
				t.Errorf("%s = %v: %d %s", c.path, c.value, r.status, r.body)
			}
		}
		if n := e.countOf(t, `SELECT count(*) FROM coop_settings`); n != 0 {
			t.Fatalf("refused saves wrote %d rows", n)
		}
		if n := e.countOf(t, `SELECT count(*) FROM audit_log WHERE record_type = 'settings'`); n != 0 {
			t.Fatalf("refused saves wrote %d audit entries", n)
		}

		// A save, read back; its audit entry names each field that changed.
		next := with(t, set, "identity.name", "Coopérative des Tisserands")
		next = with(t, next, "approvals.secondAboveCents", 250000)
		next = with(t, next, "identity.siren", "732 829 320")
		next = with(t, next, "identity.iban", "fr76 3000 6000 0112 3456 7890 189")
		r := e.do(nil, "PUT", "/coop/configuration", next, asAdmin)
		if r.status != 200 || at(r.value(t), "settings.identity.name") != "Coopérative des Tisserands" || at(r.value(t), "settings.identity.iban") != "FR7630006000011234567890189" {
			t.Fatalf("save: %d %s", r.status, r.body)
		}
		got := e.configOf(t, asAdmin)
		if at(got, "approvals.secondAboveCents") != 250000.0 || at(got, "identity.siren") != "732829320" || at(got, "updatedBy") == "" || at(got, "updatedAt") == nil {
			t.Fatalf("read back: %v", got)
		}
		l := e.do(nil, "GET", "/coop/audit?recordType=settings&recordId=1", nil, asAdmin).value(t)
		changes := at(l, "entries.0.changes")
		if at(l, "total") != 1.0 || at(l, "entries.0.action") != "updated" ||
			!hasChange(changes, "identity.name", "Coopérative Partage", "Coopérative des Tisserands") ||
			!hasChange(changes, "approvals.secondAboveCents", 500000.0, 250000.0) || len(changes.([]any)) != 4 {
			t.Fatalf("the audit entry: %v", l)
		}
		// Saving the same again changes nothing and records nothing.
		if r := e.do(nil, "PUT", "/coop/configuration", got, asAdmin); r.status != 200 || e.countOf(t, `SELECT count(*) FROM audit_log WHERE record_type = 'settings'`) != 1 {
			t.Fatalf("a save without change: %d, %d entries", r.status, e.countOf(t, `SELECT count(*) FROM audit_log WHERE record_type = 'settings'`))
		}

		// An API client may send only what changes.
		if r := e.do(nil, "PUT", "/coop/configuration", map[string]any{"approvals": map[string]any{"secondAboveCents": 300000}}, asAdmin); r.status != 200 ||
			at(r.value(t), "settings.approvals.secondAboveCents") != 300000.0 || at(r.value(t), "settings.identity.name") != "Coopérative des Tisserands" {
			t.Fatalf("a partial save: %d %s", r.status, r.body)
		}

		// The front end: a 303 back with a toast; a bad field comes back under its name.
		c, _ := e.signIn("admin@demo.com", "admin", false)
		if r := e.do(c, "PUT", "/coop/configuration", with(t, got, "interest.capBasisPoints", 350), e.inertia()); r.status != 303 {
			t.Fatalf("inertia save: %d %s", r.status, r.body)
		}
		if r := e.do(c, "PUT", "/coop/configuration", with(t, got, "identity.name", ""), e.inertia()); r.status != 303 {
			t.Fatalf("inertia bad save: %d %s", r.status, r.body)
		}
		p := page(t, e.do(c, "GET", "/coop/configuration", nil, e.inertia()))
		if errs, _ := at(p, "props.errors").(map[string]any); p["component"] != "Coop/Configuration" || errs["identity.name"] == nil {
			t.Fatalf("the page after a refused save: %v", p["props"])
		}
		if at(p, "props.settings.interest.capBasisPoints") != 350.0 {
			t.Fatalf("the page: %v", at(p, "props.settings"))
		}

		// A category whose parts are in the register keeps its place and its value.
		e.registerEntry(t, "B")
		current := e.configOf(t, asAdmin)
		for _, c := range []struct {
			body  map[string]any
			field string
		}{
			{with(t, current, "categories.1", nil), "categories"},
			{with(t, current, "categories.1.nominalCents", 20000), "categories.1.nominalCents"},
		} {
			r := e.do(nil, "PUT", "/coop/configuration", c.body, asAdmin)
			if r.status != 400 || !hasFieldKey(r, t, c.field) {
				t.Errorf("change a category in use (%s): %d %s", c.field, r.status, r.body)
			}
		}
		if r := e.do(nil, "PUT", "/coop/configuration", with(t, current, "categories.1.label", "Parts B — soutien"), asAdmin); r.status != 200 {
			t.Fatalf("relabel a category in use: %d %s", r.status, r.body)
		}
		used := e.do(nil, "GET", "/coop/configuration", nil, asAdmin).value(t)
		if list, _ := at(used, "usedCategories").([]any); len(list) == 0 || list[len(list)-1] != "B" {
			t.Fatalf("used categories: %v", at(used, "usedCategories"))
		}

		// The logo: a PNG is kept and served to staff; another file is refused.
		if r := e.uploadLogo(t, asAdmin, "logo.png", []byte("%PDF-1.4 not an image")); r.status != 400 || !hasFieldKey(r, t, "logo") {
			t.Fatalf("a PDF as logo: %d %s", r.status, r.body)
		}
		if r := e.uploadLogo(t, asAdmin, "logo.png", bytes.Repeat([]byte{0x89}, 2<<20)); r.status != 413 {
			t.Fatalf("a logo of 2 MB: %d %.200s", r.status, r.body)
		}
		logo := pngLogo(t)
		if r := e.uploadLogo(t, asAdmin, "logo.png", logo); r.status != 200 || at(r.value(t), "settings.identity.hasLogo") != true {
			t.Fatalf("upload a logo: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", "/coop/configuration/logo", nil, asAdmin); r.status != 200 || r.header.Get("Content-Type") != "image/png" || !bytes.Equal(r.body, logo) {
			t.Fatalf("the logo: %d %v", r.status, r.header)
		}
		_, member2 := e.addUser(t, auth.RoleMember, "membre.logo@exemple.coop")
		if r := e.do(nil, "GET", "/coop/configuration/logo", nil, member2); r.status != 403 {
			t.Fatalf("a member reads the logo: %d", r.status)
		}
		if r := e.do(nil, "DELETE", "/coop/configuration/logo", nil, asAdmin); r.status != 200 || at(r.value(t), "settings.identity.hasLogo") != false {
			t.Fatalf("remove the logo: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", "/coop/configuration/logo", nil, asAdmin); r.status != 404 {
			t.Fatalf("the logo once removed: %d", r.status)
		}
		if n := e.countOf(t, `SELECT count(*) FROM audit_log WHERE record_type = 'settings' AND changes LIKE '%identity.logo%'`); n != 2 {
			t.Fatalf("%d audit entries of the logo", n)
		}
	})
}

// hasFieldKey reports whether an error answer names field.
func hasFieldKey(r reply, t *testing.T, field string) bool {
	keys, _ := at(r.value(t), "error").(map[string]any)["field_keys"].(map[string]any)
	_, ok := keys[field]
	return ok
}

// registerEntry writes an entry of parts of category into the register,
// as a subscription of the register would.
func (e *env) registerEntry(t *testing.T, category string) {
	t.Helper()
	var next int64
	if err := e.db.QueryRow(`SELECT COALESCE(MAX(number), 0) + 1 FROM share_entries`).Scan(&next); err != nil {
		t.Fatal(err)
	}
	if _, err := e.db.Exec(`INSERT INTO share_entries (number, entry_date, kind, category, parts, unit_cents, total_cents, decision,
		created_by_name, created_at, prev_hash, hash) VALUES ($1, '2026-01-02', 'souscription', $2, 1, 10000, 10000, 'AG', 'test', $3, '', 'x')`,
		next, category, time.Now().UTC().Format(time.RFC3339)); err != nil {
		t.Fatal(err)
	}
}

// The switches: /rejoindre and registration closed refuse, admission waits
// for the required documents.
func TestCoopConfigSwitches(t *testing.T) {
	eachJoin(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		asAdmin := bearerH(admin)
		set := e.configOf(t, asAdmin)
		save := func(body map[string]any) {
			t.Helper()
			if r := e.do(nil, "PUT", "/coop/configuration", body, asAdmin); r.status != 200 {
				t.Fatalf("save: %d %s", r.status, r.body)
			}
		}
		tiers := e.joinCandidate("10.9.0.1", "candidate.docs@example.org")

		// Applications closed: the page says so, an application is 409.
		save(with(t, set, "joinOpen", false))
		if p := page(t, e.do(nil, "GET", "/rejoindre", nil, e.inertia())); at(p, "props.closed") != true {
			t.Fatalf("the page while closed: %v", at(p, "props"))
		}
		rows := e.joinRows()
		if r := e.joinApply("10.9.0.2", joinApplication("closed@example.org")); r.status != 409 || at(r.value(t), "error.key") != "server.joinClosed" {
			t.Fatalf("apply while closed: %d %s", r.status, r.body)
		}
		if e.joinRows() != rows {
			t.Fatal("a refused application wrote something")
		}

		// Registration closed: the page sends to sign in, both calls refuse.
		save(with(t, with(t, set, "joinOpen", true), "registrationOpen", false))
		in := map[string]any{"username": "nouvelle", "email": "nouvelle@example.org", "password": "a long password", "fullName": "Nouvelle Venue"}
		if r := e.do(nil, "POST", "/jwt/register", in, nil); r.status != 403 {
			t.Fatalf("jwt register while closed: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", "/register", in, map[string]string{"Accept": "application/json"}); r.status != 403 {
			t.Fatalf("register while closed: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", "/register", nil, e.inertia()); r.status != 302 && r.status != 303 {
			t.Fatalf("the register page while closed: %d", r.status)
		}
		if p := page(t, e.do(nil, "GET", "/login", nil, e.inertia())); at(p, "props.app.canRegister") != false {
			t.Errorf("the login page offers to register: %v", at(p, "props.app"))
		}
		if n := e.countOf(t, `SELECT count(*) FROM users WHERE email = 'nouvelle@example.org'`); n != 0 {
			t.Fatal("an account was made while registration is closed")
		}
		save(with(t, set, "registrationOpen", true))
		if r := e.do(nil, "POST", "/jwt/register", in, nil); r.status != 200 {
			t.Fatalf("jwt register once open: %d %s", r.status, r.body)
		}

		// Required documents: the candidate sent none, so admission waits.
		save(with(t, set, "requiredDocuments", []any{"id", "rib"}))
		users := e.countOf(t, `SELECT count(*) FROM users`)
		r := e.do(nil, "POST", fmt.Sprintf("/coop/membres/%d/admit", tiers), map[string]any{"from": "candidat"}, asAdmin)
		if r.status != 409 || at(r.value(t), "error.key") != "server.documentsMissing" || fmt.Sprint(at(r.value(t), "error.params.missing")) != "[id rib]" {
			t.Fatalf("admit without documents: %d %s", r.status, r.body)
		}
		if e.countOf(t, `SELECT count(*) FROM users`) != users || e.countOf(t, `SELECT count(*) FROM memberships WHERE tiers_id = $1 AND status = 'candidat'`, tiers) != 1 {
			t.Fatal("a refused admission changed something")
		}
		save(with(t, set, "requiredDocuments", []any{}))
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/membres/%d/admit", tiers), map[string]any{"from": "candidat"}, asAdmin); r.status != 200 {
			t.Fatalf("admit once no document is required: %d %s", r.status, r.body)
		}
	})
}

// The PDFs print the cooperative's saved name.
func TestCoopConfigPDFs(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		h := bearerH(admin)
		set := e.configOf(t, h)
		if r := e.do(nil, "PUT", "/coop/configuration", with(t, set, "identity.name", "Coopérative des Tisserands"), h); r.status != 200 {
			t.Fatalf("save: %d %s", r.status, r.body)
		}
		if r := e.uploadLogo(t, h, "logo.png", pngLogo(t)); r.status != 200 {
			t.Fatalf("logo: %d %s", r.status, r.body)
		}
		c := e.do(nil, "POST", "/apps/invoice/clients", map[string]any{"client": map[string]any{"name": "Thomas Girard", "email": "thomas.girard@partage.coop"}}, h).json(t)
		r := e.do(nil, "POST", "/apps/invoice/add", map[string]any{"invoice": map[string]any{"clientId": at(c, "client.id"), "issuedDate": "2026-03-01", "dueDate": "2099-03-31",
			"taxRate": 20, "lines": []any{map[string]any{"item": "Cotisation", "cost": 40, "qty": 1}}}}, h)
		pdf := e.do(nil, "GET", fmt.Sprintf("/apps/invoice/%v/pdf?lng=fr", at(r.json(t), "invoice.id")), nil, h)
		if text := pdfText(t, pdf.body); pdf.status != 200 || !strings.Contains(text, "Coopérative des Tisserands") {
			t.Fatalf("the invoice PDF: %d\n%s", pdf.status, text)
		}
		var member int64
		if err := e.db.QueryRow(`SELECT tiers_id FROM memberships WHERE status = 'actif' ORDER BY tiers_id LIMIT 1`).Scan(&member); err != nil {
			t.Fatal(err)
		}
		card := e.do(nil, "GET", fmt.Sprintf("/coop/membres/%d/card.pdf?lng=fr", member), nil, h)
		if text := pdfText(t, card.body); card.status != 200 || !strings.Contains(text, "Coopérative des Tisserands") {
			t.Fatalf("the card: %d\n%s", card.status, text)
		}
	})
}

// The product's own mail leaves under the saved sender's name and address;
// the envelope keeps the relay's sender.
func TestCoopConfigMailSender(t *testing.T) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		relay := mailtest.StartRelay(t, "127.0.0.1:0")
		e := startIn(t, d, dataDir, withSMTP(relay.Addr))
		admin, _ := e.token("admin@demo.com", "admin")
		set := e.configOf(t, bearerH(admin))
		body := with(t, set, "mail", map[string]any{"senderName": "Les Tisserands", "senderAddress": "bonjour@tisserands.example"})
		if r := e.do(nil, "PUT", "/coop/configuration", body, bearerH(admin)); r.status != 200 {
			t.Fatalf("save: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", "/forgot-password", map[string]any{"email": "client@demo.com"}, map[string]string{"Accept": "application/json"}); r.status >= 300 {
			t.Fatalf("forgot password: %d %s", r.status, r.body)
		}
		waitFor(t, "the reset mail", func() bool { return len(relay.Arrivals()) == 1 })
		a := relay.Arrivals()[0]
		head, _ := mailtest.Parse(t, a.Data)
		from, err := netmail.ParseAddress(head.Get("From"))
		if err != nil || from.Name != "Les Tisserands" || from.Address != "bonjour@tisserands.example" || a.From != mailtest.From {
			t.Fatalf("the mail comes from %q (envelope %s): %v", head.Get("From"), a.From, err)
		}
	})
}
