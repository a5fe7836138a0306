package controllers_test

import (
	"bytes"
	"fmt"
	"mime"
	"mime/multipart"
	"net/netip"
	"strings"
	"sync"
	"testing"

	"partage/app/config"
	"partage/app/db"
	"partage/app/mail/mailtest"
	"partage/app/publicform"
)

// eachJoin runs fn on every engine with the loopback trusted as a
// proxy, so each test sends its applications from the addresses it names
// (X-Forwarded-For) and the per-address limit is counted per test case.
func eachJoin(t *testing.T, fn func(t *testing.T, e *env)) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		fn(t, startIn(t, d, dataDir, func(c *config.Config) { c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")} }))
	})
}

// joinApplication is a valid bulletin d'adhésion for a person with this e-mail.
func joinApplication(email string) map[string]any {
	return map[string]any{"kind": "person", "civility": "mme", "firstName": "Élise", "lastName": "Martin", "email": email,
		"phone": "06 12 34 56 78", "address": "3 rue des Lilas", "postalCode": "69003", "city": "Lyon", "country": "France",
		"birthDate": "1985-04-23", "partsWished": 3, "iban": "FR76 3000 6000 0112 3456 7890 189",
		"consentStatutes": true, "consentData": true}
}

// joinWith is the application with some fields changed.
func joinWith(m map[string]any, kv ...any) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		out[k] = v
	}
	for i := 0; i+1 < len(kv); i += 2 {
		out[kv[i].(string)] = kv[i+1]
	}
	return out
}

// joinApply posts an application as an API client from address ip.
func (e *env) joinApply(ip string, body any) reply {
	e.t.Helper()
	return e.do(nil, "POST", "/rejoindre", body, map[string]string{"Accept": "application/json", "X-Forwarded-For": ip})
}

// joinCount is the number of rows of a query's count.
func (e *env) joinCount(query string, args ...any) int {
	e.t.Helper()
	var n int
	if err := e.db.QueryRow(query, args...).Scan(&n); err != nil {
		e.t.Fatal(err)
	}
	return n
}

// joinRows are the rows an application writes, to check that a refused one wrote none.
func (e *env) joinRows() string {
	return fmt.Sprint(e.joinCount(`SELECT count(*) FROM clients`), e.joinCount(`SELECT count(*) FROM memberships`),
		e.joinCount(`SELECT count(*) FROM applications`), e.joinCount(`SELECT count(*) FROM audit_log`), e.joinCount(`SELECT count(*) FROM tiers_documents`))
}

func TestJoinApply(t *testing.T) {
	eachJoin(t, func(t *testing.T, e *env) {
		r := e.joinApply("10.0.0.1", joinApplication("elise.martin@example.org"))
		if r.status != 201 || at(r.value(t), "application.status") != "pending" || at(r.value(t), "application.name") != "Élise Martin" {
			t.Fatalf("apply: %d %s", r.status, r.body)
		}
		tiers := int64(at(r.value(t), "application.tiersId").(float64))
		var status, lng, memberStatus string
		var parts int
		if err := e.db.QueryRow(`SELECT m.status, m.parts_wished, c.language, c.member_status FROM memberships m JOIN clients c ON c.id = m.tiers_id WHERE c.id = $1`, tiers).
			Scan(&status, &parts, &lng, &memberStatus); err != nil {
			t.Fatal(err)
		}
		if status != "candidat" || memberStatus != "candidat" || parts != 3 || lng != "fr" {
			t.Fatalf("membership %s/%s, %d parts, language %s", status, memberStatus, parts, lng)
		}
		if n := e.joinCount(`SELECT count(*) FROM applications WHERE tiers_id = $1 AND status = 'pending' AND ip = '10.0.0.1'`, tiers); n != 1 {
			t.Fatalf("%d pending applications", n)
		}
		for _, kind := range []string{"tiers", "membership"} {
			if n := e.joinCount(`SELECT count(*) FROM audit_log WHERE record_type = $1 AND record_id = $2 AND actor_name = 'visitor' AND ip = '10.0.0.1'`, kind, tiers); n != 1 {
				t.Fatalf("%d audit entries for the %s", n, kind)
			}
		}
		if n := e.joinCount(`SELECT count(*) FROM audit_log WHERE record_type = 'application' AND record_id = $1`, idOf(at(r.value(t), "application"))); n != 1 {
			t.Fatalf("%d audit entries for the application", n)
		}

		before := e.joinRows()
		for _, c := range []struct {
			name   string
			body   map[string]any
			status int
			fields []string
		}{
			{"an invalid IBAN", joinWith(joinApplication("a@example.org"), "iban", "FR76 3000 6000 0112 3456 7890 188"), 400, []string{"iban"}},
			{"no IBAN", joinWith(joinApplication("a@example.org"), "iban", ""), 400, []string{"iban"}},
			{"an entity with an invalid SIREN", joinWith(joinApplication("a@example.org"), "kind", "entity", "companyName", "Les Ateliers", "legalForm", "sas", "siren", "732829321"), 400, []string{"siren"}},
			{"too few parts", joinWith(joinApplication("a@example.org"), "partsWished", 0), 400, []string{"partsWished"}},
			{"too many parts", joinWith(joinApplication("a@example.org"), "partsWished", 101), 400, []string{"partsWished"}},
			{"parts that are not a number", joinWith(joinApplication("a@example.org"), "partsWished", "three"), 400, []string{"partsWished"}},
			{"no consent", joinWith(joinApplication("a@example.org"), "consentStatutes", false, "consentData", false), 400, []string{"consentStatutes", "consentData"}},
			{"a bad e-mail", joinWith(joinApplication("not-an-address"), "firstName", ""), 400, []string{"email", "firstName"}},
			{"a duplicate", joinWith(joinApplication("Elise.Martin@example.org"), "firstName", "Lise"), 409, []string{"email"}},
		} {
			r := e.joinApply("10.0.0.2", c.body)
			if r.status != c.status {
				t.Fatalf("%s: %d %s", c.name, r.status, r.body)
			}
			for _, f := range c.fields {
				if at(r.value(t), "error.fields."+f) == nil {
					t.Fatalf("%s: no error on %s: %s", c.name, f, r.body)
				}
			}
			if got := e.joinRows(); got != before {
				t.Fatalf("%s changed the database: %s → %s", c.name, before, got)
			}
		}
		if n := e.joinCount(`SELECT count(*) FROM form_sendings WHERE address = '10.0.0.2'`); n != 1 {
			t.Fatalf("refused applications count against the limit: %d sendings (only the duplicate reached the guard)", n)
		}

		// A robot fills in the honeypot: it is told it worked, and nothing is kept.
		r = e.joinApply("10.0.0.3", joinWith(joinApplication("robot@example.org"), "website", "http://spam.example"))
		if r.status != 201 || at(r.value(t), "application.status") != "pending" {
			t.Fatalf("honeypot: %d %s", r.status, r.body)
		}
		if got := e.joinRows(); got != before || e.joinCount(`SELECT count(*) FROM form_sendings WHERE address = '10.0.0.3'`) != 0 {
			t.Fatalf("the honeypot kept something: %s → %s", before, got)
		}

		// Past the limit, one address is refused for a while.
		for i := 0; i < publicform.Max; i++ {
			if r := e.joinApply("10.0.0.4", joinApplication(fmt.Sprintf("many%d@example.org", i))); r.status != 201 {
				t.Fatalf("application %d: %d %s", i, r.status, r.body)
			}
		}
		r = e.joinApply("10.0.0.4", joinApplication("one.more@example.org"))
		if r.status != 429 || r.header.Get("Retry-After") == "" {
			t.Fatalf("past the limit: %d %q %s", r.status, r.header.Get("Retry-After"), r.body)
		}
		if e.joinCount(`SELECT count(*) FROM clients WHERE email = 'one.more@example.org'`) != 0 {
			t.Fatal("a refused application was kept")
		}
		if r := e.joinApply("10.0.0.5", joinApplication("one.more@example.org")); r.status != 201 {
			t.Fatalf("another address is not limited: %d %s", r.status, r.body)
		}
	})
}

// joinMultipart is the form as a browser sends it, with files.
func joinMultipart(t *testing.T, email string, files map[string][]byte) (string, string) {
	t.Helper()
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	for k, v := range joinApplication(email) {
		switch v := v.(type) {
		case bool:
			if v {
				w.WriteField(k, "on")
			}
		default:
			w.WriteField(k, fmt.Sprint(v))
		}
	}
	for field, data := range files {
		fw, _ := w.CreateFormFile(field, field+".bin")
		fw.Write(data)
	}
	w.Close()
	return b.String(), w.FormDataContentType()
}

// The page's form: multipart with documents (sniffed: a PDF is taken, a text
// is not), French for a visitor whose browser names no language, and the
// thank-you state after an Inertia visit.
func TestJoinPageAndDocuments(t *testing.T) {
	eachJoin(t, func(t *testing.T, e *env) {
		p := page(t, e.do(nil, "GET", "/rejoindre", nil, e.inertia()))
		if p["component"] != "Public/Join" || at(p, "props.partsMin") != 1.0 || at(p, "props.partsMax") != 100.0 || at(p, "props.language.code") != "fr" {
			t.Fatalf("the page: %v %v", p["component"], p["props"])
		}
		h := e.inertia()
		h["Accept-Language"] = "de-DE,de;q=0.9"
		if p := page(t, e.do(nil, "GET", "/rejoindre", nil, h)); at(p, "props.language.code") != "de" {
			t.Fatalf("a German browser: %v", at(p, "props.language"))
		}
		h["Accept-Language"] = "ja"
		if p := page(t, e.do(nil, "GET", "/rejoindre", nil, h)); at(p, "props.language.code") != "fr" {
			t.Fatalf("a browser naming no language of ours: %v", at(p, "props.language"))
		}

		pdf := append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("x"), 2000)...)
		before := e.joinRows()
		body, ct := joinMultipart(t, "doc@example.org", map[string][]byte{"idDocument": pdf, "ribDocument": []byte("just some text")})
		r := e.do(nil, "POST", "/rejoindre", body, map[string]string{"Content-Type": ct, "Accept": "application/json", "X-Forwarded-For": "10.1.0.1"})
		if r.status != 400 || at(r.value(t), "error.fields.ribDocument") == nil || e.joinRows() != before {
			t.Fatalf("a text as a RIB: %d %s", r.status, r.body)
		}
		body, ct = joinMultipart(t, "doc@example.org", map[string][]byte{"idDocument": pdf})
		r = e.do(nil, "POST", "/rejoindre", body, map[string]string{"Content-Type": ct, "Accept": "application/json", "X-Forwarded-For": "10.1.0.1"})
		if r.status != 201 || at(r.value(t), "application.documents.0.kind") != "id" || at(r.value(t), "application.documents.0.contentType") != "application/pdf" {
			t.Fatalf("with an ID: %d %s", r.status, r.body)
		}

		c := e.browser()
		h = e.inertia()
		h["Referer"] = e.srv.URL + "/rejoindre"
		h["X-Forwarded-For"] = "10.1.0.2"
		if r := e.do(c, "POST", "/rejoindre", joinApplication("form@example.org"), h); r.status != 303 || r.header.Get("Location") != "/rejoindre" {
			t.Fatalf("the form: %d %q %s", r.status, r.header.Get("Location"), r.body)
		}
		if p := page(t, e.do(c, "GET", "/rejoindre", nil, e.inertia())); at(p, "flash.joined.email") != "form@example.org" {
			t.Fatalf("no thank-you state: %v", p["flash"])
		}
	})
}

// joinBadge is the count of the menu entry id in a page's menu (0 without a badge).
func joinBadge(entries any, id string) (float64, bool) {
	list, _ := entries.([]any)
	for _, v := range list {
		if at(v, "id") == id {
			n, _ := at(v, "badge.count").(float64)
			return n, true
		}
		if n, ok := joinBadge(at(v, "children"), id); ok {
			return n, true
		}
	}
	return 0, false
}

// joinCandidate applies with this e-mail and returns the candidate's tiers id.
func (e *env) joinCandidate(ip, email string) int64 {
	e.t.Helper()
	r := e.joinApply(ip, joinApplication(email))
	if r.status != 201 {
		e.t.Fatalf("apply %s: %d %s", email, r.status, r.body)
	}
	return int64(at(r.value(e.t), "application.tiersId").(float64))
}

// Admission: the candidate becomes a member numbered from the unbroken
// sequence with an account of their own (role member) and an invitation that
// works once; the badge counts one application less; admitting again, from
// the wrong state, or as a viewer is refused and changes nothing; a refused
// admission leaves no account behind.
func TestJoinAdmit(t *testing.T) {
	eachJoin(t, func(t *testing.T, e *env) {
		tiers := e.joinCandidate("10.2.0.1", "paul.durand@example.org")
		admin, _ := e.signIn("admin@demo.com", "admin", false)
		badge := func() float64 {
			t.Helper()
			p := page(t, e.do(admin, "GET", "/coop/rejoignez-nous", nil, e.inertia()))
			n, ok := joinBadge(at(p, "props.menu"), "coop-rejoignez-nous")
			if !ok {
				t.Fatalf("no Rejoignez-nous in the menu: %v", at(p, "props.menu"))
			}
			if p["component"] != "Coop/Applications" || at(p, "props.counts.pending") != n {
				t.Fatalf("the queue: %v, %v pending, badge %v", p["component"], at(p, "props.counts.pending"), n)
			}
			return n
		}
		pending := badge()
		if pending < 1 {
			t.Fatalf("badge %v with an application pending", pending)
		}
		token, _ := e.token("admin@demo.com", "admin")
		bearer := map[string]string{"Authorization": "Bearer " + token}
		admit := func(id int64, body map[string]any, h map[string]string) reply {
			return e.do(nil, "POST", fmt.Sprintf("/coop/membres/%d/admit", id), body, h)
		}
		seq := e.joinCount(`SELECT value FROM sequences WHERE name = 'member_number'`)
		users := e.joinCount(`SELECT count(*) FROM users`)

		// A viewer may not; a date in the future is refused and leaves no account.
		if _, err := e.db.Exec(`UPDATE users SET role = 'viewer' WHERE email = 'viewer@demo.com'`); err != nil {
			t.Fatal(err)
		}
		viewer, _ := e.token("viewer@demo.com", "viewer")
		if r := admit(tiers, map[string]any{}, map[string]string{"Authorization": "Bearer " + viewer}); r.status != 403 {
			t.Fatalf("a viewer admits: %d %s", r.status, r.body)
		}
		if r := admit(tiers, map[string]any{"admittedOn": "2999-01-01"}, bearer); r.status != 400 || at(r.value(t), "error.fields.admittedOn") == nil {
			t.Fatalf("a future admission: %d %s", r.status, r.body)
		}
		if n := e.joinCount(`SELECT count(*) FROM users`); n != users || e.joinCount(`SELECT count(*) FROM memberships WHERE tiers_id = $1 AND status = 'candidat'`, tiers) != 1 {
			t.Fatalf("a refused admission left %d users (was %d) or moved the membership", n, users)
		}

		r := admit(tiers, map[string]any{"decisionRef": "CA du 12 novembre", "from": "candidat"}, bearer)
		if r.status != 200 || at(r.value(t), "admission.number") != float64(seq+1) || at(r.value(t), "user.role") != "member" || at(r.value(t), "linked") != false {
			t.Fatalf("admit: %d %s", r.status, r.body)
		}
		url, _ := at(r.value(t), "link.url").(string)
		if !strings.Contains(url, "/accept-invitation?") || at(r.value(t), "link.sent") != false {
			t.Fatalf("no invitation to hand over: %s", r.body)
		}
		userID := int64(at(r.value(t), "user.id").(float64))
		var status, decisionRef, admittedOn, memberStatus string
		var number, decidedBy, linked int64
		if err := e.db.QueryRow(`SELECT m.status, m.number, m.decided_by, m.decision_ref, m.admitted_on, c.member_status, c.user_id FROM memberships m
			JOIN clients c ON c.id = m.tiers_id WHERE m.tiers_id = $1`, tiers).Scan(&status, &number, &decidedBy, &decisionRef, &admittedOn, &memberStatus, &linked); err != nil {
			t.Fatal(err)
		}
		if status != "admis" || memberStatus != "admis" || number != int64(seq+1) || decidedBy != 1 || decisionRef != "CA du 12 novembre" || admittedOn == "" || linked != userID {
			t.Fatalf("after admission: %s/%s n°%d by %d ref %q on %q user %d", status, memberStatus, number, decidedBy, decisionRef, admittedOn, linked)
		}
		if e.joinCount(`SELECT count(*) FROM applications WHERE tiers_id = $1 AND status = 'admitted' AND decided_by = 1`, tiers) != 1 {
			t.Fatal("the application is not closed as admitted")
		}
		if e.joinCount(`SELECT count(*) FROM audit_log WHERE record_type = 'membership' AND record_id = $1 AND action = 'admitted' AND actor_id = 1`, tiers) != 1 {
			t.Fatal("no audit entry for the admission")
		}
		if got := badge(); got != pending-1 {
			t.Fatalf("badge %v after admitting, want %v", got, pending-1)
		}
		if r := admit(tiers, map[string]any{}, bearer); r.status != 409 || at(r.value(t), "error.key") != "server.transitionNotAllowed" {
			t.Fatalf("admit twice: %d %s", r.status, r.body)
		}

		// The member opens the invitation once, chooses a password and lands on their page.
		guest := e.browser()
		hg := e.inertia()
		hg["Referer"] = e.srv.URL + "/accept-invitation"
		accept := func() reply {
			in := map[string]string{"token": tokenOf(t, url), "email": "paul.durand@example.org", "password": "mon mot de passe", "password_confirmation": "mon mot de passe"}
			return e.do(guest, "POST", "/accept-invitation", in, hg)
		}
		if r := accept(); r.status != 303 || r.header.Get("Location") != "/coop/profil" {
			t.Fatalf("accept: %d %q", r.status, r.header.Get("Location"))
		}
		if r := accept(); r.status != 303 || r.header.Get("Location") != "/accept-invitation" {
			t.Fatalf("the invitation a second time: %d %q", r.status, r.header.Get("Location"))
		}
		member, _ := e.token("paul.durand@example.org", "mon mot de passe")
		mh := map[string]string{"Authorization": "Bearer " + member}
		for _, path := range []string{"/coop/rejoignez-nous", "/coop/clients"} {
			if r := e.do(nil, "GET", path, nil, mh); r.status != 403 && r.status != 404 {
				t.Fatalf("a member reads %s: %d", path, r.status)
			}
		}
		if r := admit(tiers, map[string]any{}, mh); r.status != 403 {
			t.Fatalf("a member admits: %d", r.status)
		}

		// An e-mail that already has an account: that account is linked, none is made.
		other := e.joinCandidate("10.2.0.2", "VIEWER@demo.com")
		users = e.joinCount(`SELECT count(*) FROM users`)
		r = admit(other, map[string]any{}, bearer)
		if r.status != 200 || at(r.value(t), "linked") != true || at(r.value(t), "link") != nil || at(r.value(t), "admission.number") != float64(seq+2) {
			t.Fatalf("admit an existing account: %d %s", r.status, r.body)
		}
		if e.joinCount(`SELECT count(*) FROM users`) != users || e.joinCount(`SELECT count(*) FROM clients c JOIN users u ON u.id = c.user_id WHERE c.id = $1 AND u.email = 'viewer@demo.com'`, other) != 1 {
			t.Fatal("the existing account is not the one linked")
		}

		// Rejection closes the application with its reason; the person may apply again.
		third := e.joinApply("10.2.0.3", joinApplication("refus@example.org"))
		appID := idOf(at(third.value(t), "application"))
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/rejoignez-nous/%v/reject", appID), map[string]any{"from": "candidat"}, bearer); r.status != 400 {
			t.Fatalf("reject without a reason: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/rejoignez-nous/%v/reject", appID), map[string]any{"from": "candidat", "reason": "Dossier incomplet"}, bearer); r.status != 200 || at(r.value(t), "membership.status") != "rejete" {
			t.Fatalf("reject: %d %s", r.status, r.body)
		}
		if e.joinCount(`SELECT count(*) FROM applications WHERE id = $1 AND status = 'rejected' AND rejected_reason = 'Dossier incomplet'`, appID) != 1 {
			t.Fatal("the application is not closed as rejected")
		}
		if r := admit(int64(at(third.value(t), "application.tiersId").(float64)), map[string]any{}, bearer); r.status != 409 {
			t.Fatalf("admit a rejected candidate: %d %s", r.status, r.body)
		}
		if r := e.joinApply("10.2.0.3", joinApplication("refus@example.org")); r.status != 201 {
			t.Fatalf("apply again after a rejection: %d %s", r.status, r.body)
		}
		p := page(t, e.do(admin, "GET", "/coop/rejoignez-nous?status=rejected", nil, e.inertia()))
		if at(p, "props.total") != 1.0 || at(p, "props.applications.0.rejectedReason") != "Dossier incomplet" {
			t.Fatalf("the rejected applications: %v", at(p, "props"))
		}
	})
}

// Eight admissions at once take eight consecutive numbers, each once; an
// admission that fails after taking its number gives it back.
func TestJoinAdmitConcurrent(t *testing.T) {
	eachJoin(t, func(t *testing.T, e *env) {
		seq := e.joinCount(`SELECT value FROM sequences WHERE name = 'member_number'`)
		// A candidate whose e-mail's account is already another tiers' own:
		// the admission fails after numbering, in its transaction.
		if _, err := e.db.Exec(`UPDATE clients SET user_id = (SELECT id FROM users WHERE email = 'viewer@demo.com') WHERE id = (SELECT min(tiers_id) FROM memberships)`); err != nil {
			t.Fatal(err)
		}
		failing := e.joinCandidate("10.3.0.99", "viewer@demo.com")
		ids := make([]int64, 8)
		for i := range ids {
			ids[i] = e.joinCandidate(fmt.Sprintf("10.3.0.%d", i+1), fmt.Sprintf("membre%d@example.org", i))
		}
		token, _ := e.token("admin@demo.com", "admin")
		bearer := map[string]string{"Authorization": "Bearer " + token}
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/membres/%d/admit", failing), map[string]any{}, bearer); r.status != 409 {
			t.Fatalf("admit with an account linked elsewhere: %d %s", r.status, r.body)
		}
		var wg sync.WaitGroup
		statuses := make([]int, len(ids))
		for i, id := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				statuses[i] = e.do(nil, "POST", fmt.Sprintf("/coop/membres/%d/admit", id), map[string]any{}, bearer).status
			}()
		}
		wg.Wait()
		for i, s := range statuses {
			if s != 200 {
				t.Fatalf("admission %d: %d", i, s)
			}
		}
		rows, err := e.db.Query(`SELECT number FROM memberships WHERE number IS NOT NULL AND number > $1 ORDER BY number`, seq)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var got []int
		for rows.Next() {
			var n int
			rows.Scan(&n)
			got = append(got, n)
		}
		if len(got) != len(ids) {
			t.Fatalf("numbers %v", got)
		}
		for i, n := range got {
			if n != seq+1+i {
				t.Fatalf("numbers %v are not %d… unbroken", got, seq+1)
			}
		}
		if n := e.joinCount(`SELECT count(*) FROM users WHERE role = 'member'`); n < len(ids) {
			t.Fatalf("%d member accounts", n)
		}
	})
}

// With mail configured, the applicant gets a confirmation in the language
// they applied in, and at admission the invitation, in that language too.
func TestJoinMails(t *testing.T) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		relay := mailtest.StartRelay(t, "127.0.0.1:0")
		e := startIn(t, d, dataDir, withSMTP(relay.Addr))
		r := e.do(nil, "POST", "/rejoindre", joinApplication("hanna@example.org"), map[string]string{"Accept": "application/json", "Accept-Language": "de"})
		if r.status != 201 || at(r.value(t), "application.language") != "de" {
			t.Fatalf("apply: %d %s", r.status, r.body)
		}
		// The staff who admit members are told by e-mail too (their notification
		// preferences' default): the applicant's mails are counted apart.
		to := func(addr string) []mailtest.Arrival {
			var out []mailtest.Arrival
			for _, a := range relay.Arrivals() {
				if len(a.Rcpts) > 0 && a.Rcpts[0] == addr {
					out = append(out, a)
				}
			}
			return out
		}
		subject := func(a mailtest.Arrival) string {
			head, _ := mailtest.Parse(t, a.Data)
			s, err := new(mime.WordDecoder).DecodeHeader(head.Get("Subject"))
			if err != nil {
				t.Fatal(err)
			}
			return s
		}
		waitFor(t, "the confirmation", func() bool { return len(to("hanna@example.org")) == 1 })
		if got := subject(to("hanna@example.org")[0]); got != "Ihr Mitgliedsantrag bei Coopérative Partage" {
			t.Fatalf("confirmation %q", got)
		}
		waitFor(t, "the admin's notice of the application", func() bool { return len(to("admin@demo.com")) == 1 })
		token, _ := e.token("admin@demo.com", "admin")
		r = e.do(nil, "POST", fmt.Sprintf("/coop/membres/%v/admit", at(r.value(t), "application.tiersId")), map[string]any{}, bearerH(token))
		if r.status != 200 || at(r.value(t), "link.sent") != true {
			t.Fatalf("admit: %d %s", r.status, r.body)
		}
		waitFor(t, "the invitation", func() bool { return len(to("hanna@example.org")) == 2 })
		if got := subject(to("hanna@example.org")[1]); got != "Sie sind zu Partage eingeladen" {
			t.Fatalf("invitation %q", got)
		}
	})
}
