package controllers_test

import (
	"encoding/json"
	"fmt"
	"net/netip"
	"strings"
	"testing"

	"partage/app/config"
	"partage/app/db"
)

// eachNotifying runs fn on every engine with an SMTP relay that never answers
// (mail stays queued in the outbox, where the test reads it) and the loopback
// trusted as a proxy (each public form is sent from its own address, so the
// per-address limits never refuse one).
func eachNotifying(t *testing.T, fn func(t *testing.T, e *env)) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		fn(t, startIn(t, d, dataDir, func(c *config.Config) {
			c.SMTPURL = deadRelay
			c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
		}))
	})
}

// notifRecipient is the account whose choices a case sets and checks.
type notifRecipient struct {
	id       int64
	token    string
	username string
	email    string
}

// notifKeysOf counts the user's stored notifications by their title's key
// (without ".title"), read from the rows as written.
func (e *env) notifKeysOf(t *testing.T, userID int64) map[string]int {
	t.Helper()
	rows, err := e.db.Query(`SELECT title FROM notifications WHERE user_id = $1`, userID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var raw string
		if err := rows.Scan(&raw); err != nil {
			t.Fatal(err)
		}
		var title struct {
			Key string `json:"key"`
		}
		if err := json.Unmarshal([]byte(raw), &title); err != nil {
			t.Fatalf("title %q: %v", raw, err)
		}
		out[strings.TrimSuffix(title.Key, ".title")]++
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// Every kind of the Notifications tab, chosen through the real call, then
// its real action done by someone else through its real route: the
// recipient's choice alone decides whether the notification is stored and
// whether it is mailed.
func TestNotifPrefsHonouredPerKind(t *testing.T) {
	eachNotifying(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		f := newMoneyFixture(t, e) // a manager who requests movements, a member with a record of their own

		triggers := []struct {
			kind, key, what string
			fire            func(t *testing.T, to notifRecipient, n int) reply
		}{
			{"mail", "notifications.mailReceived", "an internal mail", func(t *testing.T, to notifRecipient, n int) reply {
				return e.do(nil, "POST", "/apps/email/send", map[string]any{"to": []string{to.email}, "subject": "Réunion", "message": "<p>Demain</p>"}, bearerH(admin))
			}},
			{"chat", "notifications.chatMention", "an @mention in the chat", func(t *testing.T, to notifRecipient, n int) reply {
				body := map[string]any{"obj": map[string]any{"contact": to.id, "message": "@" + to.username + ", peux-tu relire ?"}}
				return e.do(nil, "POST", "/apps/chat/send-msg", body, bearerH(admin))
			}},
			{"task", "notifications.taskAssigned", "a task assigned", func(t *testing.T, to notifRecipient, n int) reply {
				return e.do(nil, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": "Préparer la salle", "assignee": to.id}}, bearerH(admin))
			}},
			{"event", "notifications.eventInvited", "an event invitation", func(t *testing.T, to notifRecipient, n int) reply {
				ev := map[string]any{"title": "Visite du jardin", "start": "2026-12-10", "allDay": true, "extendedProps": map[string]any{"calendar": "ETC", "guests": []int64{to.id}}}
				return e.do(nil, "POST", "/apps/calendar/add-event", map[string]any{"event": ev}, bearerH(admin))
			}},
			{"approval", "notifications.movementPending", "a money movement requested", func(t *testing.T, to notifRecipient, n int) reply {
				return e.do(nil, "POST", "/coop/depot-retrait/movements", map[string]any{"tiersId": f.own, "kind": "deposit", "amountCents": 5000 + n, "label": "Virement"}, f.asMaker)
			}},
			{"approval", "notifications.changePending", "a member's change request", func(t *testing.T, to notifRecipient, n int) reply {
				return e.do(nil, "POST", "/coop/profil/changes", map[string]any{"city": fmt.Sprintf("Dole %d", n)}, f.asMember)
			}},
			{"application", "notifications.applicationNew", "a join application on /rejoindre", func(t *testing.T, to notifRecipient, n int) reply {
				return e.joinApply(fmt.Sprintf("198.51.100.%d", n), joinApplication(fmt.Sprintf("elise%d@example.net", n)))
			}},
			{"contact", "notifications.contactNew", "a contact message", func(t *testing.T, to notifRecipient, n int) reply {
				return e.sendContact(fmt.Sprintf("203.0.113.%d", n), contactMessage(fmt.Sprintf("helene%d@example.net", n)))
			}},
		}
		choices := []struct{ inApp, email bool }{{false, true}, {true, false}, {true, true}, {false, false}}

		n := 0
		for _, tr := range triggers {
			for _, c := range choices {
				n++
				t.Run(fmt.Sprintf("%s/inApp=%v,email=%v", tr.what, c.inApp, c.email), func(t *testing.T) {
					// A new account each case (self-registered accounts are admins: staff who may
					// approve, admit members and read contact messages), so counts start at zero.
					name := fmt.Sprintf("%s%d", tr.kind, n)
					id, token := e.newcomer(t, name)
					to := notifRecipient{id: id, token: token, username: name, email: name + "@example.org"}

					r := e.do(nil, "POST", "/pages/account-settings/notifications",
						map[string]any{"prefs": []map[string]any{{"kind": tr.kind, "inApp": c.inApp, "email": c.email}}}, acctH(to.token))
					want := fmt.Sprintf("%s:%v/%v", tr.kind, c.inApp, c.email)
					if r.status != 200 || !strings.Contains(prefsOf(at(r.json(t), "notifications")), want) {
						t.Fatalf("save %s: %d %s", want, r.status, r.body)
					}

					mailsBefore, _ := e.outboxTo(t, to.email)
					if r := tr.fire(t, to, n); r.status < 200 || r.status >= 300 {
						t.Fatalf("%s: %d %s", tr.what, r.status, r.body)
					}

					stored := e.notifKeysOf(t, to.id)
					if wantStored := map[bool]int{true: 1, false: 0}[c.inApp]; stored[tr.key] != wantStored {
						t.Errorf("in the app: %d notifications %s, want %d (all: %v)", stored[tr.key], tr.key, wantStored, stored)
					}
					mails, _ := e.outboxTo(t, to.email)
					fresh := mails[len(mailsBefore):]
					if wantMailed := map[bool]int{true: 1, false: 0}[c.email]; len(fresh) != wantMailed {
						t.Errorf("by e-mail: %d mails queued to %s %v, want %d", len(fresh), to.email, fresh, wantMailed)
					}
					for _, s := range fresh {
						if s == "" || strings.HasPrefix(s, "notifications.") {
							t.Errorf("mail subject not worded: %q", s)
						}
					}
				})
			}
		}
	})
}
