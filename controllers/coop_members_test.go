package controllers_test

import (
	"fmt"
	"strings"
	"testing"

	"partage/app/auth"
)

// memberFixture moves a membership to status directly, with a number and
// an admission date once admitted: admission is another part's route.
func (e *env) memberFixture(t *testing.T, id float64, status string, number int) {
	t.Helper()
	var n any
	if number > 0 {
		n = number
	}
	if _, err := e.db.Exec(`UPDATE memberships SET status = $1, number = $2, admitted_on = '2026-03-14' WHERE tiers_id = $3`, status, n, int64(id)); err != nil {
		t.Fatal(err)
	}
	if _, err := e.db.Exec(`UPDATE clients SET member_status = $1 WHERE id = $2`, status, int64(id)); err != nil {
		t.Fatal(err)
	}
}

// The members' pages and calls: adding, listing, filtering, each
// transition's contract, who may do what, the CSV, the card, the shareholders.
func TestMemberScenarios(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		viewer := e.invite(t, admin, "Vivi", auth.RoleViewer)
		viewerToken, _ := e.token(viewer.email, staffPassword)
		as := map[string]map[string]string{"admin": bearerH(admin), "viewer": bearerH(viewerToken)}

		add := func(first, last string) float64 {
			r := e.do(nil, "POST", "/coop/membres", map[string]any{"tiers": map[string]any{"firstName": first, "lastName": last,
				"email": strings.ToLower(last) + "@membres.example.org"}, "partsWished": 2}, as["admin"])
			if r.status != 201 || at(r.json(t), "member.membership.status") != "candidat" {
				t.Fatalf("add %s: %d %s", last, r.status, r.body)
			}
			return at(r.json(t), "member.tiers.id").(float64)
		}
		elodie := add("Élodie", "Zéphyrin")
		jules := add("Jules", "Quenouille")
		marc := add("Marc", "Actifard")
		e.memberFixture(t, marc, "actif", 4242)

		path := func(id float64, rest string) string { return fmt.Sprintf("/coop/membres/%d%s", int64(id), rest) }
		for _, c := range []struct {
			name, who, method, path string
			body                    any
			status                  int
			want                    string // a path of the JSON answer and its value, "path=value"
		}{
			{"list", "viewer", "GET", "/coop/membres?q=zephyrin", nil, 200, "total=1"},
			{"list by status", "admin", "GET", "/coop/membres?status=actif&q=actifard", nil, 200, "members.0.membership.number=4242"},
			{"bad status filter", "admin", "GET", "/coop/membres?status=member", nil, 400, "error.code=invalid"},
			{"bad sort", "admin", "GET", "/coop/membres?sortBy=email", nil, 400, "error.code=invalid"},
			{"member page", "viewer", "GET", path(elodie, ""), nil, 200, "member.membership.status=candidat"},
			{"unknown member", "admin", "GET", "/coop/membres/999999", nil, 404, "error.code=not_found"},
			{"viewer may not move", "viewer", "POST", path(elodie, "/review"), map[string]any{"from": "candidat"}, 403, ""},
			{"viewer may not add", "viewer", "POST", "/coop/membres", map[string]any{"tiersId": elodie}, 403, ""},
			{"wrong state", "admin", "POST", path(elodie, "/activate"), map[string]any{"from": "candidat"}, 409, "error.key=server.transitionNotAllowed"},
			{"review", "admin", "POST", path(elodie, "/review"), map[string]any{"from": "candidat"}, 200, "membership.status=examen"},
			{"stale from", "admin", "POST", path(elodie, "/review"), map[string]any{"from": "candidat"}, 409, "error.key=server.membershipChanged"},
			{"no from", "admin", "POST", path(jules, "/review"), map[string]any{}, 400, "error.fields.from"},
			{"reject without reason", "admin", "POST", path(jules, "/reject"), map[string]any{"from": "candidat"}, 400, "error.fields.reason"},
			{"reject", "admin", "POST", path(jules, "/reject"), map[string]any{"from": "candidat", "reason": "Hors du territoire"}, 200, "membership.rejectedReason=Hors du territoire"},
			{"reject again", "admin", "POST", path(jules, "/reject"), map[string]any{"from": "rejete", "reason": "x"}, 409, "error.key=server.transitionNotAllowed"},
			{"exit bad kind", "admin", "POST", path(marc, "/exit"), map[string]any{"from": "actif", "exitKind": "fuite", "date": "2026-09-30", "reason": "x"}, 400, "error.fields.exitKind"},
			{"admitting is not here", "admin", "POST", path(elodie, "/promote"), map[string]any{"from": "examen"}, 404, ""},
			{"added twice", "admin", "POST", "/coop/membres", map[string]any{"tiersId": elodie}, 409, "error.key=server.alreadyMember"},
			{"add nobody", "admin", "POST", "/coop/membres", map[string]any{}, 400, "error.fields.tiersId"},
			{"add bad e-mail", "admin", "POST", "/coop/membres", map[string]any{"tiers": map[string]any{"firstName": "A", "lastName": "B", "email": "nope"}}, 400, "error.fields.email"},
			{"card of a candidate", "admin", "GET", path(elodie, "/card.pdf"), nil, 409, "error.key=server.memberCardUnavailable"},
			{"shareholders", "viewer", "GET", "/coop/actionnaires", nil, 200, "registerReady=true"},
			{"bad category", "admin", "GET", "/coop/actionnaires?category=friends", nil, 400, "error.fields.category"},
		} {
			t.Run(c.name, func(t *testing.T) {
				h := map[string]string{"Accept": "application/json"}
				for k, v := range as[c.who] {
					h[k] = v
				}
				r := e.do(nil, c.method, c.path, c.body, h)
				if r.status != c.status {
					t.Fatalf("%s %s: %d, want %d: %s", c.method, c.path, r.status, c.status, r.body)
				}
				if c.want == "" {
					return
				}
				key, want, hasValue := strings.Cut(c.want, "=")
				got := at(r.value(t), key)
				if got == nil || (hasValue && fmt.Sprint(got) != want) {
					t.Fatalf("%s: %s = %v, want %q: %s", c.name, key, got, want, r.body)
				}
			})
		}

		// What the transitions left: the rejection's reason, the history, the counts.
		m := e.do(nil, "GET", path(jules, ""), nil, as["admin"]).json(t)
		if at(m, "member.membership.rejectedReason") != "Hors du territoire" || at(m, "history.0.action") != "reject" || at(m, "history.1.action") != "created" {
			t.Fatalf("rejected member page: %v", m)
		}
		if acts, _ := at(e.do(nil, "GET", path(elodie, ""), nil, as["admin"]).json(t), "actions").([]any); fmt.Sprint(acts) != "[admit reject]" {
			t.Fatalf("actions from examen: %v", acts)
		}
		list := e.do(nil, "GET", "/coop/membres", nil, as["admin"]).json(t)
		if at(list, "counts.examen").(float64) < 1 || at(list, "counts.rejete").(float64) < 1 || at(list, "counts.all").(float64) < 3 {
			t.Fatalf("counts: %v", at(list, "counts"))
		}

		// The CSV: what the list shows, every page.
		csv := e.do(nil, "GET", "/coop/membres/export.csv?status=rejete", nil, as["viewer"])
		if csv.status != 200 || !strings.HasPrefix(csv.header.Get("Content-Type"), "text/csv") || !strings.Contains(string(csv.body), "Quenouille") ||
			strings.Contains(string(csv.body), "Zéphyrin") || !strings.Contains(string(csv.body), "Hors du territoire") {
			t.Fatalf("csv: %d %s", csv.status, csv.body)
		}
		if r := e.do(nil, "GET", "/coop/actionnaires/export.csv", nil, as["viewer"]); r.status != 200 || !strings.HasPrefix(r.header.Get("Content-Type"), "text/csv") {
			t.Fatalf("holders csv: %d %s", r.status, r.body)
		}

		// The card of an active member: a PDF with the number, the name and the cooperative.
		card := e.do(nil, "GET", path(marc, "/card.pdf?lng=fr"), nil, as["viewer"])
		if card.status != 200 || card.header.Get("Content-Type") != "application/pdf" || !strings.Contains(card.header.Get("Content-Disposition"), "4242") {
			t.Fatalf("card: %d %v %s", card.status, card.header, card.body)
		}
		text := pdfText(t, card.body)
		for _, want := range []string{"4242", "Marc Actifard", "Coopérative Partage", "14/03/2026", "Carte de membre"} {
			if !strings.Contains(text, want) {
				t.Fatalf("card text lacks %q:\n%s", want, text)
			}
		}

		// The front end: an Inertia visit renders the pages, a refused
		// transition comes back as the form's error.
		for _, p := range []string{"/coop/membres", path(marc, ""), "/coop/actionnaires"} {
			c, _ := e.signIn("admin@demo.com", "admin", false)
			r := e.do(c, "GET", p, nil, e.inertia())
			want := map[bool]string{true: "Coop/Member", false: "Coop/Membres"}[strings.Count(p, "/") == 3]
			if p == "/coop/actionnaires" {
				want = "Coop/Actionnaires"
			}
			if r.status != 200 || page(t, r)["component"] != want {
				t.Fatalf("visit %s: %d %s", p, r.status, r.body)
			}
		}
	})
}
