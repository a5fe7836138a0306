package controllers_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"

	"partage/app/auth"
)

// addUser adds a signed-up user with role and returns a Bearer header for them.
func (e *env) addUser(t *testing.T, role, email string) (int64, map[string]string) {
	t.Helper()
	hash, err := auth.HashPassword("secret-" + role)
	if err != nil {
		t.Fatal(err)
	}
	var id int64
	now := time.Now().UTC()
	if err := e.db.QueryRowContext(context.Background(), `INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`, "Test "+role, strings.Split(email, "@")[0], email, hash, role, now).Scan(&id); err != nil {
		t.Fatal(err)
	}
	token, _ := e.token(email, "secret-"+role)
	return id, map[string]string{"Authorization": "Bearer " + token}
}

// uploadDocument sends a document as a multipart form.
func (e *env) uploadDocument(t *testing.T, path string, headers map[string]string, kind, name string, content []byte) reply {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	w.WriteField("kind", kind)
	part, _ := w.CreateFormFile("file", name)
	part.Write(content)
	w.Close()
	req, _ := http.NewRequest("POST", e.srv.URL+path, &body)
	req.Header.Set("Content-Type", w.FormDataContentType())
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return reply{status: res.StatusCode, header: res.Header, body: raw}
}

var testPDF = []byte("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n")

// The register's Clients calls: list, filters, accent-blind search, create,
// update with the audit log, refused identifiers, roles, documents, and the
// invoice app's clients, which are tiers with their JSON unchanged.
func TestCoopTiersCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		asAdmin := map[string]string{"Authorization": "Bearer " + admin}
		_, asViewer := e.addUser(t, auth.RoleViewer, "viewer.tiers@exemple.coop")
		memberID, asMember := e.addUser(t, auth.RoleMember, "member.tiers@exemple.coop")

		company := map[string]any{"kind": "entity", "companyName": "Coopérative Quennec", "legalForm": "scop", "siren": "732 829 320",
			"email": "contact@quennec.coop", "city": "Besançon", "iban": "fr76 3000 6000 0112 3456 7890 189"}
		r := e.do(nil, "POST", "/coop/clients", company, asAdmin)
		if r.status != 201 {
			t.Fatalf("create: %d %s", r.status, r.body)
		}
		entityID := int64(idOf(at(r.value(t), "tiers")))
		r = e.do(nil, "POST", "/coop/clients", map[string]any{"kind": "person", "civility": "mme", "firstName": "Anaïs", "lastName": "Dupré-Quennec",
			"email": "anais@quennec.coop", "birthDate": "1984-03-02"}, asAdmin)
		if r.status != 201 {
			t.Fatalf("create person: %d %s", r.status, r.body)
		}
		personID := int64(idOf(at(r.value(t), "tiers")))
		tiers := func(id int64) string { return fmt.Sprintf("/coop/tiers/%d", id) }

		e.run(t, []jsonCase{
			{name: "created: a client, identifiers stored compact", method: "GET", path: tiers(entityID), as: "admin", status: 200,
				want: map[string]any{"tiers.kind": "entity", "tiers.isClient": true, "tiers.siren": "732829320", "tiers.iban": "FR7630006000011234567890189",
					"iban": "FR76 3000 6000 0112 3456 7890 189", "tiers.name": "Coopérative Quennec", "history.0.action": "created", "history.0.ip": "<set>"}},
			{name: "search, accent-blind", method: "GET", path: "/coop/clients?q=dupre-quennec", as: "admin", status: 200,
				want: map[string]any{"total": 1, "tiers.0.name": "Anaïs Dupré-Quennec", "counts.all": "<set>", "filter.q": "dupre-quennec", "options.kinds.0": "person"}},
			{name: "search a city without its cedilla", method: "GET", path: "/coop/clients?q=besancon&kind=entity", as: "admin", status: 200,
				want: map[string]any{"tiers.0.name": "Coopérative Quennec"}},
			{name: "search a SIREN as typed", method: "GET", path: "/coop/clients?q=732%20829%20320", as: "admin", status: 200,
				want: map[string]any{"total": 1, "tiers.0.id": entityID}},
			{name: "kind filter", method: "GET", path: "/coop/clients?q=quennec&kind=person", as: "admin", status: 200,
				want: map[string]any{"total": 1, "tiers.0.id": personID}},
			{name: "sort and page", method: "GET", path: "/coop/clients?q=quennec&sortBy=createdAt&sortDesc=true&perPage=25", as: "admin", status: 200,
				want: map[string]any{"total": 2, "tiers.0.id": personID, "filter.perPage": 25}},
			{name: "a page size not offered", method: "GET", path: "/coop/clients?perPage=1000", as: "admin", status: 400, want: map[string]any{"error.fields.perPage": "<set>"}},
			{name: "an unknown sort", method: "GET", path: "/coop/clients?sortBy=iban", as: "admin", status: 400, want: map[string]any{"error.fields.sortBy": "<set>"}},
			{name: "invalid SIREN", method: "POST", path: "/coop/clients", as: "admin", status: 400,
				body: map[string]any{"kind": "entity", "companyName": "Mauvais Numéro", "legalForm": "sarl", "siren": "732829321", "email": "x@mauvais.coop"},
				want: map[string]any{"error.fields.siren": "<set>", "error.field_keys.siren.key": "server.sirenInvalid"}},
			{name: "invalid IBAN", method: "POST", path: "/coop/clients", as: "admin", status: 400,
				body: map[string]any{"kind": "person", "firstName": "Paul", "lastName": "Mauvais", "email": "paul@mauvais.coop", "iban": "FR76 3000 6000 0112 3456 7890 188"},
				want: map[string]any{"error.fields.iban": "<set>"}, absent: []string{"error.fields.siren"}},
			{name: "refused: nothing saved", method: "GET", path: "/coop/clients?q=mauvais", as: "admin", status: 200, want: map[string]any{"total": 0}},
			{name: "update", method: "PUT", path: tiers(personID), as: "admin", status: 200, body: map[string]any{"city": "Quimper", "phone": "+33 6 12 34 56 78"},
				want: map[string]any{"tiers.city": "Quimper", "tiers.firstName": "Anaïs", "tiers.phone": "+33 6 12 34 56 78"}},
			{name: "update: an invalid IBAN changes nothing", method: "PUT", path: tiers(personID), as: "admin", status: 400,
				body: map[string]any{"city": "Brest", "iban": "FR00 1234"}, want: map[string]any{"error.fields.iban": "<set>"}},
			{name: "history: before and after", method: "GET", path: tiers(personID), as: "admin", status: 200,
				want: map[string]any{"tiers.city": "Quimper", "history.0.action": "updated", "history.0.changes.0.field": "city", "history.0.changes.0.after": "Quimper",
					"history.0.changes.0.before": "", "history.0.actorName": "<set>", "timeline.0.kind": "tiers.updated"}},
			{name: "update an unknown tiers", method: "PUT", path: tiers(999999), as: "admin", status: 404, body: map[string]any{"city": "x"}},
			{name: "autocomplete", method: "GET", path: "/api/coop/tiers?q=quennec", as: "admin", status: 200,
				want: map[string]any{"tiers.0.id": personID, "tiers.0.kind": "person", "tiers.1.email": "contact@quennec.coop", "tiers.1.kind": "entity"}},
			{name: "viewer reads the list", method: "GET", path: "/coop/clients?q=quennec", headers: asViewer, status: 200, want: map[string]any{"total": 2}},
			{name: "viewer reads a tiers", method: "GET", path: tiers(entityID), headers: asViewer, status: 200},
			{name: "viewer creates: 403", method: "POST", path: "/coop/clients", headers: asViewer, status: 403, body: company},
			{name: "viewer updates: 403", method: "PUT", path: tiers(personID), headers: asViewer, status: 403, body: map[string]any{"city": "x"}},
			{name: "member reads another tiers: 404", method: "GET", path: tiers(personID), headers: asMember, status: 404},
			{name: "member reads the list: 403", method: "GET", path: "/coop/clients", headers: asMember, status: 403},
			{name: "member autocompletes: 403", method: "GET", path: "/api/coop/tiers?q=a", headers: asMember, status: 403},
			{name: "client reads a tiers: 404", method: "GET", path: tiers(personID), as: "client", status: 404},
			{name: "signed out", method: "GET", path: "/coop/clients", headers: map[string]string{"Accept": "application/json"}, status: 401},
		})

		// Documents: managed by staff who manage the register, read by staff and by the person.
		docs := tiers(personID) + "/documents"
		if r := e.uploadDocument(t, docs, asAdmin, "rib", "page.html", []byte("<html><body>x</body></html>")); r.status != 400 || !strings.Contains(string(r.body), `"file"`) {
			t.Errorf("html upload: %d %s", r.status, r.body)
		}
		if r := e.uploadDocument(t, docs, asViewer, "rib", "rib.pdf", testPDF); r.status != 403 {
			t.Errorf("viewer upload: %d %s", r.status, r.body)
		}
		r = e.uploadDocument(t, docs, asAdmin, "rib", "RIB Anaïs.pdf", testPDF)
		if r.status != 201 {
			t.Fatalf("upload: %d %s", r.status, r.body)
		}
		doc := at(r.value(t), "document.url").(string)
		for _, c := range []struct {
			name    string
			headers map[string]string
			status  int
		}{{"admin", asAdmin, 200}, {"viewer", asViewer, 200}, {"another member", asMember, 404}, {"signed out", map[string]string{"Accept": "application/json"}, 401}} {
			if r := e.do(nil, "GET", doc, nil, c.headers); r.status != c.status || (c.status == 200 && !bytes.Equal(r.body, testPDF)) {
				t.Errorf("download as %s: %d", c.name, r.status)
			}
		}
		if _, err := e.db.ExecContext(context.Background(), `UPDATE clients SET user_id = $1 WHERE id = $2`, memberID, personID); err != nil {
			t.Fatal(err)
		}
		if r := e.do(nil, "GET", doc, nil, asMember); r.status != 200 || r.header.Get("Content-Disposition") == "" {
			t.Errorf("download as the person: %d", r.status)
		}
		if r := e.do(nil, "GET", tiers(entityID), nil, asMember); r.status != 404 {
			t.Errorf("the person reads another tiers: %d", r.status)
		}
		e.run(t, []jsonCase{
			{name: "documents listed", method: "GET", path: docs, as: "admin", status: 200, want: map[string]any{"documents.0.name": "RIB Anaïs.pdf", "documents.0.kind": "rib"}},
			{name: "viewer deletes: 403", method: "DELETE", path: doc, headers: asViewer, status: 403},
			{name: "delete", method: "DELETE", path: doc, as: "admin", status: 200, want: map[string]any{"document.name": "RIB Anaïs.pdf"}},
			{name: "deleted", method: "GET", path: doc, as: "admin", status: 404},
			{name: "document history", method: "GET", path: tiers(personID), as: "admin", status: 200,
				want: map[string]any{"history.0.recordType": "document", "history.0.action": "deleted", "history.1.action": "created", "documents": []any{}}},
		})

		// The export: the filtered clients, in French with `;`.
		r = e.do(nil, "GET", "/coop/clients/export.csv?q=quennec", nil, asAdmin)
		if r.status != 200 || !strings.Contains(string(r.body), "Coopérative Quennec") || !strings.Contains(string(r.body), "Anaïs Dupré-Quennec") {
			t.Errorf("export: %d %s", r.status, r.body)
		}
	})
}

// The invoice app's clients are tiers: its calls answer as before, and the
// client it adds is in the register, audited.
func TestCoopInvoiceClientIsTiers(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		e.run(t, []jsonCase{
			{name: "add a client", method: "POST", path: "/apps/invoice/clients", as: "admin", status: 201,
				body: map[string]any{"client": map[string]any{"name": "Jean de La Fontaine", "company": "Fables SARL", "email": "jean@fables.fr", "country": "France", "contact": "01 23 45 67 89"}},
				want: map[string]any{"client.name": "Jean de La Fontaine", "client.company": "Fables SARL", "client.companyEmail": "jean@fables.fr",
					"client.country": "France", "client.contact": "01 23 45 67 89", "client.address": "", "client.id": "<set>"}},
			{name: "a bad client: the invoice app's fields", method: "POST", path: "/apps/invoice/clients", as: "admin", status: 400,
				body: map[string]any{"client": map[string]any{"name": " ", "email": "nope"}}, want: map[string]any{"error.fields.name": "<set>", "error.fields.email": "<set>"}},
			{name: "the picker finds it", method: "GET", path: "/apps/invoice/clients?q=fontaine", as: "admin", status: 200,
				want: map[string]any{"0.name": "Jean de La Fontaine", "0.companyEmail": "jean@fables.fr"}},
			{name: "the register lists it", method: "GET", path: "/coop/clients?q=fontaine", as: "admin", status: 200,
				want: map[string]any{"total": 1, "tiers.0.kind": "person", "tiers.0.firstName": "Jean", "tiers.0.lastName": "de La Fontaine",
					"tiers.0.companyName": "Fables SARL", "tiers.0.phone": "01 23 45 67 89", "tiers.0.isClient": true}},
		})
		r := e.do(nil, "GET", "/coop/clients?q=fontaine", nil, map[string]string{"Accept": "application/json", "Authorization": "Bearer " + func() string { a, _ := e.token("admin@demo.com", "admin"); return a }()})
		id := int64(idOf(at(r.value(t), "tiers.0")))
		e.run(t, []jsonCase{
			{name: "audited", method: "GET", path: fmt.Sprintf("/coop/tiers/%d", id), as: "admin", status: 200,
				want: map[string]any{"history.0.action": "created", "history.0.actorId": 1, "history.0.ip": "<set>"}},
		})
	})
}
