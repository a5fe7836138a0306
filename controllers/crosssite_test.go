package controllers_test

import (
	"fmt"
	"testing"
)

// crossSite is what a browser sends on a navigation started by another site's
// link: SameSite=Lax still carries the session cookie.
var crossSite = map[string]string{"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Accept": "application/json"}

// lookOnly are visits this origin did not start: another site, a sibling
// subdomain, and an old browser (no Fetch Metadata) coming from another site.
var lookOnly = map[string]map[string]string{
	"cross-site":      crossSite,
	"same-site":       {"Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "no-cors", "Accept": "application/json"},
	"foreign referer": {"Referer": "https://elsewhere.example/page", "Accept": "application/json"},
	"foreign origin":  {"Origin": "https://elsewhere.example", "Accept": "application/json"},
}

// sameOrigin is what the product's own pages send on their calls.
var sameOrigin = map[string]string{"Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors", "Accept": "application/json"}

// newestInboxMail is the id and read mark of the admin's newest inbox mail.
func newestInboxMail(t *testing.T, e *env, token string) (int64, bool) {
	t.Helper()
	m := e.do(nil, "GET", "/apps/email/emails?folder=inbox", nil, bearerH(token)).json(t)
	read, _ := at(m, "emails.0.isRead").(bool)
	id, _ := at(m, "emails.0.id").(float64)
	return int64(id), read
}

// A link on another site to get-email or paginate-email shows the mail but
// leaves it unread; the product's own call, and an API client's, mark it read (spec §7).
func TestCrossSiteVisitDoesNotMarkMailRead(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		token, _ := e.token("admin@demo.com", "admin")
		id, read := newestInboxMail(t, e, token)
		if id == 0 || read {
			t.Fatalf("the seeded newest inbox mail is unread: id %d, read %v", id, read)
		}
		admin := signedInAdmin(e)
		for kind, headers := range lookOnly {
			for _, path := range []string{
				fmt.Sprintf("/apps/email/get-email?id=%d", id),
				fmt.Sprintf("/apps/email/get-email?id=%d&folder=inbox", id),
			} {
				r := e.do(admin, "GET", path, nil, headers)
				if r.status != 200 || at(r.json(t), "id") != float64(id) {
					t.Fatalf("%s %s: %d %s", kind, path, r.status, r.body)
				}
				if _, read := newestInboxMail(t, e, token); read {
					t.Fatalf("a %s GET %s marked the mail read", kind, path)
				}
			}
		}
		// paginate-email opens the neighbour: from the second mail, "previous" is the newest.
		second := int64(at(e.do(nil, "GET", "/apps/email/emails?folder=inbox", nil, bearerH(token)).json(t), "emails.1.id").(float64))
		if r := e.do(admin, "GET", fmt.Sprintf("/apps/email/paginate-email?dir=previous&emailId=%d&folder=inbox", second), nil, crossSite); r.status != 200 {
			t.Fatalf("cross-site paginate: %d %s", r.status, r.body)
		}
		if _, read := newestInboxMail(t, e, token); read {
			t.Fatal("a cross-site paginate-email marked the mail read")
		}
		// The product's own call (same origin) marks it read.
		if r := e.do(admin, "GET", fmt.Sprintf("/apps/email/get-email?id=%d", id), nil, sameOrigin); r.status != 200 || at(r.json(t), "isRead") != true {
			t.Fatalf("same-origin get-email: %d %s", r.status, r.body)
		}
		if _, read := newestInboxMail(t, e, token); !read {
			t.Fatal("a same-origin get-email left the mail unread")
		}
		// An API client (Bearer, no browser headers) marks read as spec §7 says, even when a header says cross-site.
		e.do(nil, "POST", "/apps/email/update-emails", map[string]any{"emailIds": []int64{id}, "dataToUpdate": map[string]any{"isRead": false}}, bearerH(token))
		h := bearerH(token)
		h["Sec-Fetch-Site"] = "cross-site"
		if r := e.do(nil, "GET", fmt.Sprintf("/apps/email/get-email?id=%d", id), nil, h); r.status != 200 || at(r.json(t), "isRead") != true {
			t.Fatalf("bearer get-email: %d %s", r.status, r.body)
		}
	})
}

// unseenWithThomas is the admin's unseen count in the seeded chat with Thomas Girard (user 4).
func unseenWithThomas(t *testing.T, e *env, token string) any {
	t.Helper()
	m := e.do(nil, "GET", "/apps/chat/chats-and-contacts", nil, bearerH(token)).json(t)
	if at(m, "chatsContacts.0.id") != float64(4) {
		t.Fatalf("the seeded first chat is Thomas Girard's: %v", at(m, "chatsContacts.0"))
	}
	return at(m, "chatsContacts.0.chat.unseenMsgs")
}

// A link on another site to get-chat or to the chat page (?contact=) shows the
// chat but leaves its messages unseen; the product's own visit marks them seen.
func TestCrossSiteVisitDoesNotMarkChatRead(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		token, _ := e.token("admin@demo.com", "admin")
		if n := unseenWithThomas(t, e, token); n != float64(1) {
			t.Fatalf("seeded unseen count: %v", n)
		}
		admin := signedInAdmin(e)
		r := e.do(admin, "GET", "/apps/chat/get-chat?id=4", nil, crossSite)
		if r.status != 200 || at(r.json(t), "contact.fullName") != "Thomas Girard" || at(r.json(t), "chat.unseenMsgs") != float64(1) {
			t.Fatalf("cross-site get-chat: %d %s", r.status, r.body)
		}
		if n := unseenWithThomas(t, e, token); n != float64(1) {
			t.Fatalf("a cross-site get-chat marked the chat seen: %v", n)
		}
		// The page itself, as a top-level navigation from another site.
		nav := map[string]string{"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Accept": "text/html"}
		p := page(t, e.do(admin, "GET", "/apps/chat?contact=4", nil, nav))
		if at(p, "props.active.contact.fullName") != "Thomas Girard" || at(p, "props.chatsContacts.0.chat.unseenMsgs") != float64(1) {
			t.Fatalf("cross-site chat page: %v", p["props"])
		}
		if n := unseenWithThomas(t, e, token); n != float64(1) {
			t.Fatalf("a cross-site visit of the chat page marked the chat seen: %v", n)
		}
		// The same page visited from the product (same origin) marks it seen.
		h := e.inertia()
		h["Sec-Fetch-Site"] = "same-origin"
		p = page(t, e.do(admin, "GET", "/apps/chat?contact=4", nil, h))
		if at(p, "props.active.chat.unseenMsgs") != float64(0) {
			t.Fatalf("same-origin chat page: %v", at(p, "props.active"))
		}
		if n := unseenWithThomas(t, e, token); n != float64(0) {
			t.Fatalf("a same-origin visit left the chat unseen: %v", n)
		}
	})
}
