package controllers_test

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"partage/app/config"
	"partage/app/db"
)

// acctH are an API client's headers with a bearer token.
func acctH(token string) map[string]string {
	return map[string]string{"Authorization": "Bearer " + token, "Accept": "application/json"}
}

// eachMailing runs fn on every engine with an SMTP relay configured (one that
// never answers: mail stays queued in the outbox, where tests read it).
func eachMailing(t *testing.T, fn func(t *testing.T, e *env)) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		fn(t, startIn(t, d, dataDir, func(c *config.Config) { c.SMTPURL = deadRelay }))
	})
}

// outboxTo are the subjects and bodies (HTML) queued for address, oldest first.
func (e *env) outboxTo(t *testing.T, address string) (subjects, bodies []string) {
	t.Helper()
	rows, err := e.db.Query(`SELECT o.subject, o.html FROM outbox o JOIN outbox_recipients p ON p.outbox_id = o.id
		WHERE lower(p.address) = lower($1) ORDER BY o.id`, address)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var s, b string
		if err := rows.Scan(&s, &b); err != nil {
			t.Fatal(err)
		}
		subjects, bodies = append(subjects, s), append(bodies, b)
	}
	return subjects, bodies
}

// avatarUpload posts a file as one's avatar, as an API client.
func (e *env) avatarUpload(t *testing.T, token, name string, data []byte) reply {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, _ := w.CreateFormFile("avatar", name)
	part.Write(data)
	w.Close()
	req, _ := http.NewRequest("POST", e.srv.URL+"/pages/account-settings/avatar", &body)
	req.Header.Set("Content-Type", w.FormDataContentType())
	for k, v := range acctH(token) {
		req.Header.Set(k, v)
	}
	return e.send(t, req)
}

var confirmToken = regexp.MustCompile(`/account/confirm-email\?token=([0-9a-f]{64})`)

func TestAccountPageAndJSON(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		c, r := e.signIn("admin@demo.com", "admin", false)
		if r.status >= 400 {
			t.Fatalf("sign in: %d %s", r.status, r.body)
		}
		r = e.do(c, "GET", "/pages/account-settings?tab=notifications", nil, e.inertia())
		if r.status != 200 {
			t.Fatalf("page: %d %s", r.status, r.body)
		}
		p := page(t, r)
		if p["component"] != "Account/Settings" || at(p, "props.tab") != "notifications" {
			t.Fatalf("page: %v %v", p["component"], at(p, "props.tab"))
		}
		if at(p, "props.timeZones.0") != "Europe/Paris" || at(p, "props.account.email") != "admin@demo.com" ||
			at(p, "props.account.firstName") == "" || at(p, "props.account.pendingEmail") != nil || at(p, "props.account.isMember") != false {
			t.Fatalf("props: %v", at(p, "props.account"))
		}
		for _, k := range []string{"security", "devices", "notifications", "billing"} {
			if _, ok := at(p, "props").(map[string]any)[k]; !ok {
				t.Errorf("no prop %s", k)
			}
		}
		if at(p, "props.billing.plan.name") == nil {
			t.Errorf("billing: %v", at(p, "props.billing"))
		}
		if r := e.do(c, "GET", "/pages/account-settings?tab=nope", nil, e.inertia()); at(page(t, r), "props.tab") != "account" {
			t.Errorf("unknown tab: %v", at(page(t, r), "props.tab"))
		}
		// Defaults: in the product for all; by e-mail for what waits for one.
		want := "mail:true/false chat:true/false task:true/true event:true/true approval:true/true application:true/true contact:true/false"
		if got := prefsOf(at(p, "props.notifications")); got != want {
			t.Errorf("defaults: %s", got)
		}
		if at(p, "props.notifications.emailAvailable") != false {
			t.Errorf("emailAvailable without SMTP")
		}

		token, _ := e.token("member@demo.com", "member")
		r = e.do(nil, "GET", "/api/account", nil, acctH(token))
		if r.status != 200 {
			t.Fatalf("api: %d %s", r.status, r.body)
		}
		m := r.json(t)
		if at(m, "account.email") != "member@demo.com" || at(m, "account.isMember") != true || at(m, "billing") != nil || m["notifications"] == nil {
			t.Fatalf("api: %s", r.body)
		}
		if r := e.do(nil, "GET", "/api/account", nil, map[string]string{"Accept": "application/json"}); r.status != 401 {
			t.Errorf("signed out: %d", r.status)
		}
	})
}

// prefsOf writes the notifications tab's kinds as "kind:inApp/email …".
func prefsOf(v any) string {
	var out []string
	kinds, _ := at(v, "kinds").([]any)
	for _, k := range kinds {
		out = append(out, fmt.Sprintf("%v:%v/%v", at(k, "kind"), at(k, "inApp"), at(k, "email")))
	}
	return strings.Join(out, " ")
}

func TestAccountSaveValidation(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		_, token := e.newcomer(t, "ines")
		good := map[string]any{"firstName": "Inès", "lastName": "Da Silva", "phone": "+33 (0)6 12.34-56", "organisation": "Coop Lyon",
			"addressLine": "3 rue des Lilas", "city": "Lyon", "postcode": "69003", "country": "France", "language": "fr", "timeZone": "Europe/Lisbon"}
		with := func(k string, v any) map[string]any {
			out := map[string]any{}
			for kk, vv := range good {
				out[kk] = vv
			}
			out[k] = v
			return out
		}
		before := e.do(nil, "GET", "/api/account", nil, acctH(token)).json(t)["account"]
		long := func(n int) string { return strings.Repeat("é", n) }
		for _, c := range []struct {
			field string
			value any
		}{
			{"firstName", ""}, {"firstName", "   "}, {"firstName", long(61)}, {"firstName", "Inès\u0007"},
			{"lastName", ""}, {"lastName", long(61)}, {"lastName", "Da\u2028Silva"},
			{"phone", "06 12 34 56 78 ext"}, {"phone", strings.Repeat("1", 31)},
			{"organisation", long(121)}, {"organisation", "Coop\x00"},
			{"addressLine", long(121)}, {"city", long(121)}, {"postcode", "1234567890123"}, {"country", long(121)},
			{"language", "es"}, {"timeZone", "Mars/Olympus"}, {"timeZone", "Local"},
		} {
			r := e.do(nil, "POST", "/pages/account-settings/account", with(c.field, c.value), acctH(token))
			if r.status != 422 && r.status != 400 {
				t.Errorf("%s=%q: %d %s", c.field, c.value, r.status, r.body)
				continue
			}
			errs, _ := at(r.json(t), "error.fields").(map[string]any)
			if _, ok := errs[c.field]; !ok || len(errs) != 1 {
				t.Errorf("%s=%q: errors %v", c.field, c.value, errs)
			}
		}
		if after := e.do(nil, "GET", "/api/account", nil, acctH(token)).json(t)["account"]; fmt.Sprint(after) != fmt.Sprint(before) {
			t.Fatalf("a refused save changed the account:\n%v\n%v", before, after)
		}
		r := e.do(nil, "POST", "/pages/account-settings/account", good, acctH(token))
		if r.status != 200 {
			t.Fatalf("save: %d %s", r.status, r.body)
		}
		a := r.json(t)["account"]
		for k, v := range map[string]any{"fullName": "Inès Da Silva", "firstName": "Inès", "lastName": "Da Silva", "organisation": "Coop Lyon",
			"city": "Lyon", "postcode": "69003", "language": "fr", "timeZone": "Europe/Lisbon", "phone": "+33 (0)6 12.34-56"} {
			if at(a, k) != v {
				t.Errorf("%s = %v, want %v", k, at(a, k), v)
			}
		}
		if e.accountLanguage("ines@example.org") != "fr" {
			t.Errorf("language not saved on the account")
		}
		var kinds string
		if err := e.db.QueryRow(`SELECT kind FROM user_activity WHERE user_id = (SELECT id FROM users WHERE email = 'ines@example.org') AND kind = 'updated'
			ORDER BY id DESC LIMIT 1`).Scan(&kinds); err != nil {
			t.Errorf("no activity: %v", err)
		}
		// The names of an older account are its full name cut at the first space.
		admin, _ := e.token("admin@demo.com", "admin")
		a = e.do(nil, "GET", "/api/account", nil, acctH(admin)).json(t)["account"]
		if first, _ := at(a, "firstName").(string); first == "" || first+" "+at(a, "lastName").(string) != at(a, "fullName") {
			t.Errorf("split: %v / %v / %v", at(a, "firstName"), at(a, "lastName"), at(a, "fullName"))
		}
		// Clearing the language and time zone is allowed.
		if r := e.do(nil, "POST", "/pages/account-settings/account", with("language", ""), acctH(token)); r.status != 200 || at(r.json(t), "account.language") != "" {
			t.Errorf("no language: %d %s", r.status, r.body)
		}
	})
}

func TestAccountAvatar(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		_, token := e.newcomer(t, "olga")
		png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N\x00\x00\x00\x00IEND\xaeB`\x82")
		r := e.avatarUpload(t, token, "me.png", png)
		if r.status != 200 || !strings.HasPrefix(fmt.Sprint(at(r.json(t), "account.avatar")), "/media/avatars/") {
			t.Fatalf("upload: %d %s", r.status, r.body)
		}
		r = e.avatarUpload(t, token, "me.txt", []byte("hello"))
		if r.status != 422 && r.status != 400 || at(r.json(t), "error.fields.avatar") == nil {
			t.Fatalf("not an image: %d %s", r.status, r.body)
		}
		r = e.do(nil, "DELETE", "/pages/account-settings/avatar", nil, acctH(token))
		if r.status != 200 || at(r.json(t), "account.avatar") != "" {
			t.Fatalf("reset: %d %s", r.status, r.body)
		}
	})
}

func TestAccountEmailChange(t *testing.T) {
	eachMailing(t, func(t *testing.T, e *env) {
		_, token := e.newcomer(t, "paula")
		change := func(email, password string) reply {
			return e.do(nil, "POST", "/pages/account-settings/email", map[string]string{"email": email, "password": password}, acctH(token))
		}
		for _, c := range []struct{ email, password, field string }{
			{"paula.new@example.org", "wrong-password", "password"},
			{"not an address", "long-enough", "email"},
			{"PAULA@example.org", "long-enough", "email"},
			{"admin@demo.com", "long-enough", "email"},
		} {
			r := change(c.email, c.password)
			if r.status != 422 && r.status != 400 || at(r.json(t), "error.fields."+c.field) == nil {
				t.Errorf("%s/%s: %d %s", c.email, c.password, r.status, r.body)
			}
		}
		if n := e.countOf(t, `SELECT count(*) FROM email_changes`); n != 0 {
			t.Fatalf("%d changes recorded by refused requests", n)
		}
		if a := e.do(nil, "GET", "/api/account", nil, acctH(token)).json(t); at(a, "account.emailChangeAvailable") != true {
			t.Fatalf("emailChangeAvailable with a relay: %v", at(a, "account"))
		}
		r := change("paula.new@example.org", "long-enough")
		if r.status != 200 || at(r.json(t), "pendingEmail.email") != "paula.new@example.org" {
			t.Fatalf("change: %d %s", r.status, r.body)
		}
		if exp, err := time.Parse(time.RFC3339, fmt.Sprint(at(r.json(t), "pendingEmail.expiresAt"))); err != nil || exp.Before(time.Now().Add(23*time.Hour)) {
			t.Errorf("expiresAt: %v %v", exp, err)
		}
		subjects, bodies := e.outboxTo(t, "paula.new@example.org")
		if len(bodies) != 1 || !confirmToken.MatchString(bodies[0]) {
			t.Fatalf("confirmation mail: %v %v", subjects, bodies)
		}
		link := confirmToken.FindStringSubmatch(bodies[0])
		if old, _ := e.outboxTo(t, "paula@example.org"); len(old) != 1 {
			t.Fatalf("notice to the old address: %v", old)
		} else if _, b := e.outboxTo(t, "paula@example.org"); confirmToken.MatchString(b[0]) {
			t.Fatalf("the old address got the link")
		}
		// Nothing changed yet.
		if r := e.do(nil, "POST", "/jwt/login", map[string]string{"email": "paula.new@example.org", "password": "long-enough"}, nil); r.status == 200 {
			t.Fatalf("signed in with the new address before confirmation")
		}
		e.token("paula@example.org", "long-enough")
		if a := e.do(nil, "GET", "/api/account", nil, acctH(token)).json(t); at(a, "account.email") != "paula@example.org" ||
			at(a, "account.pendingEmail.email") != "paula.new@example.org" {
			t.Fatalf("account before confirmation: %v", at(a, "account"))
		}
		// A new request replaces the first: its link no longer works.
		change("paula.other@example.org", "long-enough")
		_, b2 := e.outboxTo(t, "paula.other@example.org")
		if r := e.do(nil, "GET", "/account/confirm-email?token="+link[1], nil, map[string]string{"Accept": "application/json"}); r.status < 400 {
			t.Fatalf("replaced link worked: %d %s", r.status, r.body)
		}
		link = confirmToken.FindStringSubmatch(b2[0])
		// Opened in a browser signed out: applied, then the sign-in page.
		r = e.do(nil, "GET", "/account/confirm-email?token="+link[1], nil, nil)
		if r.status/100 != 3 || !strings.HasPrefix(r.header.Get("Location"), "/login") {
			t.Fatalf("confirm: %d %v %s", r.status, r.header, r.body)
		}
		if r := e.do(nil, "POST", "/jwt/login", map[string]string{"email": "paula@example.org", "password": "long-enough"}, nil); r.status == 200 {
			t.Fatalf("the old address still signs in")
		}
		e.token("paula.other@example.org", "long-enough")
		// Used once only.
		if r := e.do(nil, "GET", "/account/confirm-email?token="+link[1], nil, map[string]string{"Accept": "application/json"}); r.status < 400 {
			t.Fatalf("reused link: %d %s", r.status, r.body)
		}
		// An expired link is refused; a cancelled change is gone.
		change("paula.third@example.org", "long-enough")
		_, b3 := e.outboxTo(t, "paula.third@example.org")
		if _, err := e.db.Exec(`UPDATE email_changes SET expires_at = 1 WHERE new_email = 'paula.third@example.org'`); err != nil {
			t.Fatal(err)
		}
		if r := e.do(nil, "GET", "/account/confirm-email?token="+confirmToken.FindStringSubmatch(b3[0])[1], nil, map[string]string{"Accept": "application/json"}); r.status < 400 ||
			!strings.Contains(string(r.body), "expired") {
			t.Fatalf("expired link: %d %s", r.status, r.body)
		}
		change("paula.fourth@example.org", "long-enough")
		if r := e.do(nil, "DELETE", "/pages/account-settings/email", nil, acctH(token)); r.status != 200 || at(r.json(t), "pendingEmail") != nil {
			t.Fatalf("cancel: %d %s", r.status, r.body)
		}
		_, b4 := e.outboxTo(t, "paula.fourth@example.org")
		if r := e.do(nil, "GET", "/account/confirm-email?token="+confirmToken.FindStringSubmatch(b4[0])[1], nil, map[string]string{"Accept": "application/json"}); r.status < 400 {
			t.Fatalf("cancelled link worked: %d %s", r.status, r.body)
		}
		// A link whose address was taken meanwhile changes nothing.
		change("paula.fifth@example.org", "long-enough")
		_, b5 := e.outboxTo(t, "paula.fifth@example.org")
		e.newcomer(t, "paula.fifth")
		if r := e.do(nil, "GET", "/account/confirm-email?token="+confirmToken.FindStringSubmatch(b5[0])[1], nil, map[string]string{"Accept": "application/json"}); r.status != 409 {
			t.Fatalf("taken meanwhile: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", "/account/confirm-email?token=nope", nil, nil); r.status/100 != 3 {
			t.Fatalf("bad token in a browser: %d", r.status)
		}
	})
}

// Without a mail relay nothing could prove a new address is the person's:
// the change is refused under email before the password is even checked,
// nothing is recorded, and the page knows it beforehand.
func TestAccountEmailChangeNeedsMail(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		_, token := e.newcomer(t, "renata")
		attempts := func() int { return e.countOf(t, `SELECT COALESCE(sum(attempts), 0) FROM sign_in_attempts`) }
		before := attempts()
		for _, password := range []string{"long-enough", "wrong-password", ""} {
			r := e.do(nil, "POST", "/pages/account-settings/email", map[string]string{"email": "renata.new@example.org", "password": password}, acctH(token))
			if r.status != 400 || fieldKey(t, r, "email") != "emailChangeNeedsMail" || at(r.json(t), "error.fields.password") != nil {
				t.Fatalf("password %q: %d %s", password, r.status, r.body)
			}
		}
		// A browser is sent back to the page with the same field error.
		c, _, _ := newAccount(t, e, "renata2")
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/pages/account-settings"
		if r := e.do(c, "POST", "/pages/account-settings/email", map[string]any{"email": "renata2.new@example.org", "password": "wrong"}, h); r.status != 303 {
			t.Fatalf("browser: %d %s", r.status, r.body)
		}
		p := page(t, e.do(c, "GET", "/pages/account-settings", nil, e.inertia()))
		if at(p, "props.errors.email") != "server.emailChangeNeedsMail" || at(p, "props.account.emailChangeAvailable") != false ||
			at(p, "props.account.pendingEmail") != nil {
			t.Fatalf("page after refusal: %v %v", at(p, "props.errors"), at(p, "props.account"))
		}
		if n := e.countOf(t, `SELECT count(*) FROM email_changes`); n != 0 {
			t.Fatalf("%d changes recorded", n)
		}
		if n := attempts(); n != before {
			t.Fatalf("sign-in attempts %d → %d: the password was checked", before, n)
		}
		// The same count does see a wrong password checked elsewhere.
		e.do(nil, "POST", "/pages/account-settings/delete", map[string]string{"password": "wrong-password"}, acctH(token))
		if n := attempts(); n <= before {
			t.Fatalf("a wrong password is not counted: %d → %d", before, n)
		}
		if a := e.do(nil, "GET", "/api/account", nil, acctH(token)).json(t); at(a, "account.emailChangeAvailable") != false ||
			at(a, "account.email") != "renata@example.org" {
			t.Fatalf("api: %v", at(a, "account"))
		}
		if r := e.do(nil, "POST", "/pages/account-settings/account", map[string]string{"firstName": "Renata", "lastName": "Silva"}, acctH(token)); r.status != 200 ||
			at(r.json(t), "account.emailChangeAvailable") != false {
			t.Fatalf("save: %d %s", r.status, r.body)
		}
	})
}

func TestAccountDelete(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		del := func(token, password string) reply {
			return e.do(nil, "POST", "/pages/account-settings/delete", map[string]string{"password": password}, acctH(token))
		}
		_, token := e.newcomer(t, "quentin")
		if r := del(token, "wrong-password"); (r.status != 422 && r.status != 400) || at(r.json(t), "error.fields.password") == nil {
			t.Fatalf("wrong password: %d %s", r.status, r.body)
		}
		member, _ := e.token("member@demo.com", "member")
		if r := del(member, "member"); r.status != 409 || !strings.Contains(string(r.body), "/coop/profil") {
			t.Fatalf("member: %d %s", r.status, r.body)
		}
		admin, _ := e.token("admin@demo.com", "admin")
		if _, err := e.db.Exec(`UPDATE users SET status = 'inactive' WHERE role = 'admin' AND email <> 'admin@demo.com'`); err != nil {
			t.Fatal(err)
		}
		if r := del(admin, "admin"); r.status != 409 {
			t.Fatalf("last admin: %d %s", r.status, r.body)
		}
		if a := e.do(nil, "GET", "/api/account", nil, acctH(admin)).json(t); at(a, "account.isLastAdmin") != true {
			t.Errorf("isLastAdmin: %v", at(a, "account.isLastAdmin"))
		}
		if _, err := e.db.Exec(`UPDATE users SET status = 'active' WHERE email = 'quentin@example.org'`); err != nil {
			t.Fatal(err)
		}
		if r := del(token, "long-enough"); r.status != 200 {
			t.Fatalf("delete: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", "/jwt/login", map[string]string{"email": "quentin@example.org", "password": "long-enough"}, nil); r.status == 200 {
			t.Fatalf("a deleted account signs in")
		}
		if r := e.do(nil, "GET", "/api/account", nil, acctH(token)); r.status != 401 {
			t.Errorf("its token: %d", r.status)
		}
		// In a browser: signed out, to the sign-in page.
		e.newcomer(t, "rosa")
		c, _ := e.signIn("rosa@example.org", "long-enough", false)
		r := e.do(c, "POST", "/pages/account-settings/delete", map[string]string{"password": "long-enough"}, e.inertia())
		if r.status/100 != 3 && r.status != 409 || !strings.HasPrefix(r.header.Get("Location"), "/login") {
			t.Fatalf("browser delete: %d %v", r.status, r.header)
		}
		if r := e.do(c, "GET", "/pages/account-settings", nil, e.inertia()); r.status == 200 && page(t, r)["component"] == "Account/Settings" {
			t.Fatalf("the browser is still signed in")
		}
	})
}

func TestAccountNotificationPrefs(t *testing.T) {
	eachMailing(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		beaID, bea := e.newcomer(t, "bea")
		save := func(prefs ...map[string]any) reply {
			return e.do(nil, "POST", "/pages/account-settings/notifications", map[string]any{"prefs": prefs}, acctH(bea))
		}
		if r := save(map[string]any{"kind": "task", "inApp": false, "email": false}, map[string]any{"kind": "sms", "inApp": true}); (r.status != 400 && r.status != 422) ||
			at(r.json(t), "error.fields.prefs") == nil {
			t.Fatalf("unknown kind: %d %s", r.status, r.body)
		}
		if n := e.countOf(t, `SELECT count(*) FROM notification_prefs`); n != 0 {
			t.Fatalf("a refused save kept %d rows", n)
		}
		// Task: by e-mail (the default) but not in the product.
		r := save(map[string]any{"kind": "task", "inApp": false, "email": true}, map[string]any{"kind": "mail", "inApp": true, "email": true})
		if r.status != 200 || !strings.Contains(prefsOf(at(r.json(t), "notifications")), "task:false/true") ||
			at(r.json(t), "notifications.emailAvailable") != true {
			t.Fatalf("save: %d %s", r.status, r.body)
		}
		r = e.do(nil, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": "Préparer la salle", "assignee": beaID}}, bearerH(admin))
		if r.status != 201 {
			t.Fatalf("add task: %d %s", r.status, r.body)
		}
		if got := withKey(e.bell(t, bea), "notifications.taskAssigned"); len(got) != 0 {
			t.Fatalf("a kind turned off in the product was stored: %v", got)
		}
		subjects, bodies := e.outboxTo(t, "bea@example.org")
		if len(subjects) != 1 || !strings.Contains(subjects[0], "ask") || !strings.Contains(bodies[0], "http://127.0.0.1/apps/todo?task=") {
			t.Fatalf("task mail: %v %v", subjects, bodies)
		}
		// An internal mail: told in the product and (as chosen) by e-mail.
		r = e.do(nil, "POST", "/apps/email/send", map[string]any{"to": []string{"bea@example.org"}, "subject": "Réunion", "message": "<p>Demain</p>"}, bearerH(admin))
		if r.status >= 300 {
			t.Fatalf("send mail: %d %s", r.status, r.body)
		}
		n := expectOne(t, e.bell(t, bea), "notifications.mailReceived")
		if at(n, "title.params.subject") != "Réunion" {
			t.Errorf("mail notification: %v", n)
		}
		if s, _ := e.outboxTo(t, "bea@example.org"); len(s) != 2 {
			t.Errorf("mails to bea: %v", s)
		}
		// Back to the defaults: no row kept.
		save(map[string]any{"kind": "task", "inApp": true, "email": true}, map[string]any{"kind": "mail", "inApp": true, "email": false})
		if n := e.countOf(t, `SELECT count(*) FROM notification_prefs WHERE user_id = $1`, beaID); n != 0 {
			t.Errorf("%d rows for the defaults", n)
		}
	})
}

func TestAccountNewNotificationKinds(t *testing.T) {
	eachContact(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		viewer, _ := e.token("viewer@demo.com", "viewer")
		if r := e.sendContact("198.51.100.7", contactMessage("helene@example.org")); r.status != 201 {
			t.Fatalf("contact: %d %s", r.status, r.body)
		}
		n := expectOne(t, e.bell(t, admin), "notifications.contactNew")
		if at(n, "title.params.name") != "Hélène Dupré" || !strings.HasPrefix(fmt.Sprint(at(n, "link")), "/coop/contact/") {
			t.Errorf("contact notification: %v", n)
		}
		if got := withKey(e.bell(t, viewer), "notifications.contactNew"); len(got) != 0 {
			t.Errorf("a viewer was told: %v", got)
		}
		if r := e.joinApply("198.51.100.8", joinApplication("elise@example.org")); r.status != 201 {
			t.Fatalf("apply: %d %s", r.status, r.body)
		}
		expectOne(t, e.bell(t, admin), "notifications.applicationNew")

		// Approvals: a money movement requested, a member's change request.
		f := newMoneyFixture(t, e)
		r := e.do(nil, "POST", "/coop/depot-retrait/movements", map[string]any{"tiersId": f.own, "kind": "deposit", "amountCents": 5000, "label": "Virement"}, f.asMaker)
		if r.status != 201 {
			t.Fatalf("movement: %d %s", r.status, r.body)
		}
		n = expectOne(t, e.bell(t, admin), "notifications.movementPending")
		if at(n, "title.params.tiers") == "" || at(n, "link") != "/coop/depot-retrait?status=requested" {
			t.Errorf("movement notification: %v", n)
		}
		if got := withKey(e.bell(t, strings.TrimPrefix(f.asMaker["Authorization"], "Bearer ")), "notifications.movementPending"); len(got) != 0 {
			t.Errorf("the requester was told of their own request")
		}
		member, _ := e.token("member@demo.com", "member")
		if r := e.do(nil, "POST", "/coop/profil/changes", map[string]any{"city": "Dole"}, bearerH(member)); r.status != 201 {
			t.Fatalf("change request: %d %s", r.status, r.body)
		}
		expectOne(t, e.bell(t, admin), "notifications.changePending")
		if got := withKey(e.bell(t, member), "notifications.changePending"); len(got) != 0 {
			t.Errorf("the member was told of their own request")
		}
	})
}
