package controllers_test

import (
	"bytes"
	"testing"
	"time"

	"partage/app/config"
	"partage/app/db"
)

// One account gets at most five reset mails an hour: the sixth request is
// answered exactly as the others, but no link is made and no mail queued.
// Another account is not held back by it.
func TestForgotPasswordLimitPerAccount(t *testing.T) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		e := startIn(t, d, dataDir, func(c *config.Config) { c.SMTPURL = deadRelay })
		json := map[string]string{"Accept": "application/json"}
		mails := func(to string) (links, queued int) {
			t.Helper()
			if err := e.db.QueryRow(`SELECT count(*) FROM password_resets r JOIN users u ON u.id = r.user_id
				WHERE u.email = $1 AND r.purpose = 'reset'`, to).Scan(&links); err != nil {
				t.Fatal(err)
			}
			if err := e.db.QueryRow(`SELECT count(DISTINCT o.id) FROM outbox o JOIN outbox_recipients p ON p.outbox_id = o.id
				WHERE p.address = $1`, to).Scan(&queued); err != nil {
				t.Fatal(err)
			}
			return links, queued
		}
		waitFor := func(to string, want int) {
			t.Helper()
			var links, queued int
			for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
				if links, queued = mails(to); links == want && queued == want {
					return
				}
			}
			t.Fatalf("%s: %d links, %d mails queued, want %d", to, links, queued, want)
		}
		var first reply
		for i := 1; i <= 5; i++ {
			r := e.do(nil, "POST", "/forgot-password", map[string]string{"email": "client@demo.com"}, json)
			if i == 1 {
				first = r
			}
			if r.status != 202 {
				t.Fatalf("request %d: %d %s", i, r.status, r.body)
			}
			waitFor("client@demo.com", i)
		}
		sixth := e.do(nil, "POST", "/forgot-password", map[string]string{"email": " CLIENT@demo.com "}, json)
		if sixth.status != first.status || !bytes.Equal(sixth.body, first.body) {
			t.Fatalf("the sixth request is answered otherwise: %d %s, first %d %s", sixth.status, sixth.body, first.status, first.body)
		}
		time.Sleep(300 * time.Millisecond) // the work after the answer
		if links, queued := mails("client@demo.com"); links != 5 || queued != 5 {
			t.Fatalf("after the sixth request: %d links, %d mails queued, want 5", links, queued)
		}
		// Another account still gets its mail.
		e.do(nil, "POST", "/forgot-password", map[string]string{"email": "admin@demo.com"}, json)
		waitFor("admin@demo.com", 1)
		// An hour later the account gets mail again.
		if _, err := e.db.Exec(`UPDATE sign_in_attempts SET last_at = last_at - $1`, time.Hour.Milliseconds()+1000); err != nil {
			t.Fatal(err)
		}
		e.do(nil, "POST", "/forgot-password", map[string]string{"email": "client@demo.com"}, json)
		waitFor("client@demo.com", 6)
	})
}
