package controllers_test

import (
	"strings"
	"testing"
	"time"

	"partage/app/config"
	"partage/app/db"
)

// The mails carrying a link are in their recipient's language when their
// information tab names one the product speaks, else in the language of
// whoever sent them (the admin's, the visitor's), else in English.
func TestLinkMailsInTheRecipientsLanguage(t *testing.T) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		e := startIn(t, d, dataDir, func(c *config.Config) { c.SMTPURL = deadRelay })
		speaks := func(email string, langs ...string) {
			t.Helper()
			if _, err := e.db.Exec(`DELETE FROM user_languages WHERE user_id = (SELECT id FROM users WHERE email = $1)`, email); err != nil {
				t.Fatal(err)
			}
			for _, l := range langs {
				if _, err := e.db.Exec(`INSERT INTO user_languages (user_id, language) SELECT id, $1 FROM users WHERE email = $2`, l, email); err != nil {
					t.Fatal(err)
				}
			}
		}
		// lastMail is the newest mail queued for email: its subject and HTML.
		lastMail := func(email string, after int) (string, string) {
			t.Helper()
			for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
				var id int
				var subject, html string
				err := e.db.QueryRow(`SELECT o.id, o.subject, o.html FROM outbox o JOIN outbox_recipients p ON p.outbox_id = o.id
					WHERE p.address = $1 AND o.id > $2 ORDER BY o.id DESC LIMIT 1`, email, after).Scan(&id, &subject, &html)
				if err == nil {
					return subject, html
				}
			}
			t.Fatalf("no mail queued for %s", email)
			return "", ""
		}
		newest := func() int {
			var n int
			if err := e.db.QueryRow(`SELECT coalesce(max(id), 0) FROM outbox`).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		admin, _ := e.token("admin@demo.com", "admin")
		german := map[string]string{"Authorization": "Bearer " + admin, "Accept-Language": "de-CH, de;q=0.9, en;q=0.5"}

		// A French speaker gets a French reset link from a German-speaking admin.
		speaks("client@demo.com", "fr", "es")
		mark := newest()
		if r := e.do(nil, "POST", "/apps/users/2/reset-link", map[string]any{"send": true}, german); r.status != 201 || at(r.value(t), "link.sent") != true {
			t.Fatalf("reset link: %d %s", r.status, r.body)
		}
		subject, html := lastMail("client@demo.com", mark)
		if subject != "Réinitialisez votre mot de passe Partage" || !strings.Contains(html, "Un administrateur de Partage vous a envoyé") ||
			!strings.Contains(html, `href="http://127.0.0.1/reset-password?`) {
			t.Fatalf("the handed reset mail: %q %q", subject, html)
		}

		// A new user, whose languages are unknown, is invited in the admin's.
		mark = newest()
		add := newUser("de")
		add["send"] = true
		if r := e.do(nil, "POST", "/apps/users/add-user", add, german); r.status != 201 {
			t.Fatalf("add: %d %s", r.status, r.body)
		}
		if subject, html := lastMail("nora.de@example.org", mark); subject != "Sie sind zu Partage eingeladen" || !strings.Contains(html, "Hallo Nora de,") ||
			!strings.Contains(html, `href="http://127.0.0.1/accept-invitation?`) {
			t.Fatalf("the invitation: %q %q", subject, html)
		}

		// Forgot password: the visitor's language, or English.
		speaks("admin@demo.com")
		for _, c := range []struct{ accept, subject string }{
			{"pt-PT,pt;q=0.9", "Redefina a sua palavra-passe de Partage"},
			{"", "Reset your Partage password"},
		} {
			mark = newest()
			r := e.do(nil, "POST", "/forgot-password", map[string]string{"email": "admin@demo.com"}, map[string]string{"Accept": "application/json", "Accept-Language": c.accept})
			if r.status != 202 {
				t.Fatalf("forgot: %d %s", r.status, r.body)
			}
			if subject, _ := lastMail("admin@demo.com", mark); subject != c.subject {
				t.Fatalf("Accept-Language %q: %q, want %q", c.accept, subject, c.subject)
			}
		}
	})
}
