package controllers_test

import (
	"fmt"
	"net/netip"
	"testing"

	"partage/app/config"
	"partage/app/db"
)

// eachContact runs fn on every engine with the loopback trusted as a proxy,
// so each case sends from the address it names (X-Forwarded-For) and the
// per-address limit is counted per case.
func eachContact(t *testing.T, fn func(t *testing.T, e *env)) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		fn(t, startIn(t, d, dataDir, func(c *config.Config) { c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")} }))
	})
}

// contactWith is the message with some fields changed.
func contactWith(m map[string]any, kv ...any) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		out[k] = v
	}
	for i := 0; i+1 < len(kv); i += 2 {
		out[kv[i].(string)] = kv[i+1]
	}
	return out
}

// contactCount is a query's count.
func (e *env) contactCount(query string, args ...any) int {
	e.t.Helper()
	var n int
	if err := e.db.QueryRow(query, args...).Scan(&n); err != nil {
		e.t.Fatal(err)
	}
	return n
}

// contactMessage is a valid message of the public form.
func contactMessage(email string) map[string]any {
	return map[string]any{"name": "Hélène Dupré", "email": email, "subject": "Assemblée générale",
		"body": "Bonjour,\n\nQuand aura lieu la prochaine assemblée ?"}
}

// sendContact posts the public form as an API client from address ip.
func (e *env) sendContact(ip string, body any) reply {
	e.t.Helper()
	return e.do(nil, "POST", "/contact", body, map[string]string{"Accept": "application/json", "X-Forwarded-For": ip})
}

// contactRows are the rows a message writes, to check that a refused one wrote none.
func (e *env) contactRows() string {
	return fmt.Sprint(e.contactCount(`SELECT count(*) FROM contact_messages`), e.contactCount(`SELECT count(*) FROM audit_log`))
}

func TestContactPublicForm(t *testing.T) {
	eachContact(t, func(t *testing.T, e *env) {
		if r := e.do(nil, "GET", "/contact", nil, e.inertia()); r.status != 200 || page(t, r)["component"] != "Public/Contact" {
			t.Fatalf("page: %d %s", r.status, r.body)
		}
		before := e.contactRows()
		for _, c := range []struct {
			name   string
			ip     string
			body   map[string]any
			status int
			fields []string
			kept   bool
		}{
			{"a message", "10.1.0.1", contactMessage("helene@example.org"), 201, nil, true},
			{"a bad e-mail and no subject", "10.1.0.2", contactWith(contactMessage("pas-une-adresse"), "subject", " "), 400, []string{"email", "subject"}, false},
			{"no message", "10.1.0.2", contactWith(contactMessage("helene@example.org"), "body", ""), 400, []string{"body"}, false},
			{"a message too long", "10.1.0.2", contactWith(contactMessage("helene@example.org"), "body", string(make([]byte, 5001))), 400, []string{"body"}, false},
			{"a robot", "10.1.0.3", contactWith(contactMessage("robot@example.org"), "website", "http://spam.example"), 201, nil, false},
		} {
			r := e.sendContact(c.ip, c.body)
			if r.status != c.status {
				t.Fatalf("%s: %d %s", c.name, r.status, r.body)
			}
			for _, f := range c.fields {
				if at(r.value(t), "error.fields."+f) == nil {
					t.Fatalf("%s: no error on %s: %s", c.name, f, r.body)
				}
			}
			if got := e.contactRows(); (got != before) != c.kept {
				t.Fatalf("%s: rows %s → %s", c.name, before, got)
			}
			before = e.contactRows()
		}
		if n := e.contactCount(`SELECT count(*) FROM contact_messages WHERE email = 'helene@example.org' AND status = 'new' AND language = 'fr' AND ip = '10.1.0.1'`); n != 1 {
			t.Fatalf("%d messages kept", n)
		}
		if n := e.contactCount(`SELECT count(*) FROM form_sendings WHERE address IN ('10.1.0.2', '10.1.0.3')`); n != 0 {
			t.Fatalf("refused messages count against the limit: %d", n)
		}
		// Past the limit, one address is refused for a while.
		for i := 1; i < 5; i++ {
			if r := e.sendContact("10.1.0.1", contactMessage("helene@example.org")); r.status != 201 {
				t.Fatalf("sending %d: %d %s", i+1, r.status, r.body)
			}
		}
		r := e.sendContact("10.1.0.1", contactMessage("helene@example.org"))
		if r.status != 429 || r.header.Get("Retry-After") == "" {
			t.Fatalf("past the limit: %d %q %s", r.status, r.header.Get("Retry-After"), r.body)
		}
		if r := e.sendContact("10.1.0.9", contactMessage("helene@example.org")); r.status != 201 {
			t.Fatalf("another address: %d %s", r.status, r.body)
		}
		// The page's form comes back to the page.
		h := e.inertia()
		h["X-Forwarded-For"] = "10.1.0.20"
		r = e.do(nil, "POST", "/contact", contactMessage("paul@example.org"), h)
		if r.status != 302 && r.status != 303 || r.header.Get("Location") != "/contact" {
			t.Fatalf("page form: %d %v", r.status, r.header)
		}
	})
}

func TestContactInbox(t *testing.T) {
	eachContact(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		viewer, _ := e.token("viewer@demo.com", "viewer")
		member, _ := e.token("member@demo.com", "member")
		r := e.sendContact("10.2.0.1", contactWith(contactMessage("helene@example.org"), "name", "Élodie Trésor"))
		if r.status != 201 {
			t.Fatalf("send: %d %s", r.status, r.body)
		}
		var id int64
		if err := e.db.QueryRow(`SELECT id FROM contact_messages WHERE name = 'Élodie Trésor'`).Scan(&id); err != nil {
			t.Fatal(err)
		}
		var adminID int64
		if err := e.db.QueryRow(`SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&adminID); err != nil {
			t.Fatal(err)
		}
		path := fmt.Sprintf("/coop/contact/%d", id)
		for _, c := range []struct {
			name, token, method, path string
			body                      any
			status                    int
			check                     func(v any) bool
		}{
			{"the inbox", admin, "GET", "/coop/contact", nil, 200, func(v any) bool { return at(v, "messages.0.id") == float64(id) && at(v, "counts.new") != nil }},
			{"an accent-blind search", admin, "GET", "/coop/contact?q=ELODIE%20TRESOR", nil, 200, func(v any) bool { return at(v, "total") == float64(1) && at(v, "messages.0.id") == float64(id) }},
			{"a short search", admin, "GET", "/coop/contact?q=tr%C3%A9", nil, 200, func(v any) bool { return hasID(at(v, "messages").([]any), float64(id)) }},
			{"a bad filter", admin, "GET", "/coop/contact?status=opened", nil, 400, nil},
			{"the viewer reads", viewer, "GET", path, nil, 200, func(v any) bool { return at(v, "message.status") == "new" }},
			{"the viewer replies", viewer, "POST", path + "/reply", map[string]any{"body": "Bonjour"}, 403, nil},
			{"the viewer assigns", viewer, "POST", path + "/assign", map[string]any{"assignedTo": adminID}, 403, nil},
			{"a member reads the inbox", member, "GET", "/coop/contact", nil, 403, nil},
			{"a member reads a message", member, "GET", path, nil, 403, nil},
			{"an unknown message", admin, "GET", "/coop/contact/999999", nil, 404, nil},
			{"closing a new message", admin, "POST", path + "/status", map[string]any{"status": "closed"}, 409, nil},
			{"assigning to a member", admin, "POST", path + "/assign", map[string]any{"assignedTo": "x"}, 400, nil},
			{"assigning to oneself", admin, "POST", path + "/assign", map[string]any{"assignedTo": adminID}, 200, func(v any) bool { return at(v, "message.assignedTo") == float64(adminID) }},
			{"mine", admin, "GET", "/coop/contact?assigned=me&perPage=50", nil, 200, func(v any) bool {
				list := at(v, "messages").([]any)
				for _, m := range list {
					if at(m, "assignedTo") != float64(adminID) {
						return false
					}
				}
				return hasID(list, float64(id)) && at(v, "filter.assigned") == "me"
			}},
			{"unassigned", admin, "GET", "/coop/contact?assigned=none&perPage=50", nil, 200, func(v any) bool { return !hasID(at(v, "messages").([]any), float64(id)) }},
			{"an empty reply", admin, "POST", path + "/reply", map[string]any{"body": " "}, 400, nil},
			{"a reply", admin, "POST", path + "/reply", map[string]any{"body": "Bonjour Élodie,\nle 12 juin."}, 200, func(v any) bool {
				return at(v, "message.status") == "in_progress" && at(v, "message.replies.0.body") == "Bonjour Élodie,\nle 12 juin."
			}},
			{"closing it", admin, "POST", path + "/status", map[string]any{"status": "closed"}, 200, func(v any) bool { return at(v, "message.status") == "closed" }},
			{"replying to it closed", admin, "POST", path + "/reply", map[string]any{"body": "Encore"}, 409, nil},
			{"reopening it", admin, "POST", path + "/status", map[string]any{"status": "in_progress"}, 200, nil},
		} {
			h := bearerH(c.token)
			h["Accept"] = "application/json"
			r := e.do(nil, c.method, c.path, c.body, h)
			if r.status != c.status {
				t.Fatalf("%s: %d %s", c.name, r.status, r.body)
			}
			if c.check != nil && !c.check(r.value(t)) {
				t.Fatalf("%s: %s", c.name, r.body)
			}
		}
		// The reply left through the mail app: a Sent copy of the admin's, to the sender.
		if n := e.contactCount(`SELECT count(*) FROM emails m JOIN contact_replies r ON r.email_id = m.id
			JOIN email_recipients er ON er.email_id = m.id AND er.address = 'helene@example.org'
			WHERE r.message_id = $1 AND m.owner_id = $2 AND m.folder = 'sent'`, id, adminID); n != 1 {
			t.Fatalf("%d sent copies", n)
		}
		if n := e.contactCount(`SELECT count(*) FROM audit_log WHERE record_type = 'contact' AND record_id = $1`, id); n != 5 {
			t.Fatalf("%d audit entries", n)
		}
		// The page: an Inertia form comes back to the message.
		browser, _ := e.signIn("admin@demo.com", "admin", false)
		if r := e.do(browser, "GET", path, nil, e.inertia()); r.status != 200 || page(t, r)["component"] != "Coop/ContactMessage" {
			t.Fatalf("message page: %d %s", r.status, r.body)
		}
		r = e.do(browser, "POST", path+"/status", map[string]any{"status": "closed"}, e.inertia())
		if r.status != 302 && r.status != 303 || r.header.Get("Location") != path {
			t.Fatalf("page form: %d %v", r.status, r.header)
		}
		if r := e.do(browser, "GET", "/coop/contact?status=closed", nil, e.inertia()); r.status != 200 || page(t, r)["component"] != "Coop/Contact" {
			t.Fatalf("inbox page: %d %s", r.status, r.body)
		}
	})
}
