package controllers_test

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// newUser is what the add-user panel sends.
func newUser(name string) map[string]any {
	return map[string]any{"user": map[string]any{"fullName": "Nora " + name, "username": "nora" + name, "email": "nora." + name + "@example.org",
		"company": "", "country": "", "contact": "", "role": "subscriber", "currentPlan": "basic"}}
}

// tokenOf is the token in a link's URL.
func tokenOf(t *testing.T, url string) string {
	t.Helper()
	m := resetLink.FindStringSubmatch(url)
	if m == nil {
		t.Fatalf("no token in %q", url)
	}
	return m[1]
}

// near checks that a time the server gave is within a minute of want.
func near(t *testing.T, what string, got any, want time.Time) {
	t.Helper()
	s, _ := got.(string)
	at, err := time.Parse(time.RFC3339, s)
	if err != nil || at.Sub(want).Abs() > time.Minute {
		t.Fatalf("%s = %v, want about %s", what, got, want.Format(time.RFC3339))
	}
}

// An admin adds a user without mail: the list shows the invitation link to
// copy; the user's page says the invitation is not accepted yet, until the
// user opens the link, chooses a password and is signed in. The link works
// once, for seven days; a wrong, used or expired one is refused.
func TestInvitation(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.signIn("admin@demo.com", "admin", false)
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/apps/user/list"
		if r := e.do(admin, "POST", "/apps/users/add-user", newUser("a"), h); r.status != 303 {
			t.Fatalf("add: %d %s", r.status, r.body)
		}
		p := page(t, e.do(admin, "GET", "/apps/user/list", nil, e.inertia()))
		link, _ := at(p, "flash.link").(map[string]any)
		url, _ := link["url"].(string)
		if link == nil || link["purpose"] != "invite" || link["sent"] != false || !strings.HasPrefix(url, "http://127.0.0.1/accept-invitation?") {
			t.Fatalf("no invitation link to copy after adding: %v", p["flash"])
		}
		near(t, "the invitation's expiry", link["expiresAt"], time.Now().Add(7*24*time.Hour))
		id := idOf(at(p, "props.users.0"))

		view := page(t, e.do(admin, "GET", fmt.Sprintf("/apps/user/view/%v", id), nil, e.inertia()))
		if at(view, "props.invitation.expired") != false {
			t.Fatalf("the user's page does not say the invitation is pending: %v", at(view, "props.invitation"))
		}
		near(t, "sent", at(view, "props.invitation.sentAt"), time.Now())

		// The new user, in a browser of their own, opens the link.
		guest := e.browser()
		if p := page(t, e.do(guest, "GET", "/accept-invitation?"+strings.SplitN(url, "?", 2)[1], nil, e.inertia())); p["component"] != "Auth/ResetPassword" || at(p, "props.mode") != "invite" {
			t.Fatalf("the invitation page: %v %v", p["component"], at(p, "props.mode"))
		}
		token := tokenOf(t, url)
		hg := e.inertia()
		hg["Referer"] = e.srv.URL + "/accept-invitation"
		accept := func(token, email string) reply {
			in := map[string]string{"token": token, "email": email, "password": "my own password", "password_confirmation": "my own password"}
			return e.do(guest, "POST", "/accept-invitation", in, hg)
		}
		refused := func(what string, r reply) {
			t.Helper()
			if r.status != 303 || r.header.Get("Location") != "/accept-invitation" {
				t.Fatalf("%s: %d %q", what, r.status, r.header.Get("Location"))
			}
			p := page(t, e.do(guest, "GET", "/accept-invitation", nil, e.inertia()))
			if at(p, "props.errors.token") != "server.badInvitation" {
				t.Fatalf("%s: %v", what, at(p, "props.errors"))
			}
		}
		refused("a wrong token", accept(tampered(token), "nora.a@example.org"))
		refused("another account's address", accept(token, "admin@demo.com"))
		refused("a reset link is not an invitation", accept(e.adminLink(t, 2, "reset-link"), "client@demo.com"))

		r := accept(token, "nora.a@example.org")
		if r.status != 303 || r.header.Get("Location") != "/access-control" {
			t.Fatalf("accept: %d %q", r.status, r.header.Get("Location"))
		}
		if p := page(t, e.do(guest, "GET", "/access-control", nil, e.inertia())); at(p, "props.auth.user.email") != "nora.a@example.org" {
			t.Fatalf("not signed in after accepting: %v", at(p, "props.auth.user"))
		}
		refused("the link a second time", accept(token, "nora.a@example.org"))
		if _, r := e.signIn("nora.a@example.org", "my own password", false); r.status != 303 || r.header.Get("Location") != "/access-control" {
			t.Fatalf("sign in with the chosen password: %d %q", r.status, r.header.Get("Location"))
		}
		if view := page(t, e.do(admin, "GET", fmt.Sprintf("/apps/user/view/%v", id), nil, e.inertia())); at(view, "props.invitation") != nil {
			t.Fatalf("still pending after the user chose a password: %v", at(view, "props.invitation"))
		}

		// Through the JSON API: the admin gets the link; past seven days it is refused.
		adminToken, _ := e.token("admin@demo.com", "admin")
		bearer := map[string]string{"Authorization": "Bearer " + adminToken}
		r = e.do(nil, "POST", "/apps/users/add-user", newUser("b"), bearer)
		if r.status != 201 || at(r.value(t), "link.purpose") != "invite" {
			t.Fatalf("add through the API: %d %s", r.status, r.body)
		}
		late := tokenOf(t, at(r.value(t), "link.url").(string))
		lateID := idOf(at(r.value(t), "user"))
		if _, err := e.db.Exec(`UPDATE password_resets SET expires_at = $1 WHERE user_id = $2`, time.Now().Add(-time.Second).Unix(), lateID); err != nil {
			t.Fatal(err)
		}
		refused("an expired invitation", accept(late, "nora.b@example.org"))
		view = page(t, e.do(admin, "GET", fmt.Sprintf("/apps/user/view/%v", lateID), nil, e.inertia()))
		if at(view, "props.invitation.expired") != true {
			t.Fatalf("an expired invitation is not shown as such: %v", at(view, "props.invitation"))
		}
		// A new invitation for them works; none for a user with a password; none from a client.
		fresh := e.do(nil, "POST", fmt.Sprintf("/apps/users/%v/invitation", lateID), map[string]any{}, bearer)
		if fresh.status != 201 {
			t.Fatalf("invite again: %d %s", fresh.status, fresh.body)
		}
		if r := e.do(nil, "POST", fmt.Sprintf("/apps/users/%v/invitation", id), map[string]any{}, bearer); r.status != 409 {
			t.Fatalf("invite a user who chose a password: %d %s", r.status, r.body)
		}
		client, _ := e.token("client@demo.com", "client")
		for _, kind := range []string{"invitation", "reset-link"} {
			if r := e.do(nil, "POST", fmt.Sprintf("/apps/users/%v/%s", lateID, kind), map[string]any{}, map[string]string{"Authorization": "Bearer " + client}); r.status != 403 {
				t.Fatalf("%s by a client: %d", kind, r.status)
			}
		}
		if r := accept(tokenOf(t, at(fresh.value(t), "link.url").(string)), "nora.b@example.org"); r.status != 303 || r.header.Get("Location") != "/access-control" {
			t.Fatalf("accept the new invitation: %d %q", r.status, r.header.Get("Location"))
		}
	})
}

// An admin's reset link from the user's page: shown to copy when no mail can
// leave, a day long, single use.
func TestAdminResetLink(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.signIn("admin@demo.com", "admin", false)
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/apps/user/view/2"
		if r := e.do(admin, "POST", "/apps/users/2/reset-link", map[string]any{"send": true}, h); r.status != 303 || r.header.Get("Location") != "/apps/user/view/2" {
			t.Fatalf("reset link: %d %q", r.status, r.header.Get("Location"))
		}
		p := page(t, e.do(admin, "GET", "/apps/user/view/2", nil, e.inertia()))
		link, _ := at(p, "flash.link").(map[string]any)
		if link == nil || link["purpose"] != "reset" || link["sent"] != false || link["email"] != "client@demo.com" {
			t.Fatalf("no reset link to copy (no mail can leave): %v", p["flash"])
		}
		near(t, "the reset link's expiry", link["expiresAt"], time.Now().Add(24*time.Hour))
		token := tokenOf(t, link["url"].(string))
		in := map[string]string{"token": token, "email": "client@demo.com", "password": "handed over", "password_confirmation": "handed over"}
		json := map[string]string{"Accept": "application/json"}
		if r := e.do(nil, "POST", "/reset-password", in, json); r.status != 200 {
			t.Fatalf("reset: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", "/reset-password", in, json); r.status != 400 {
			t.Fatalf("the link a second time: %d %s", r.status, r.body)
		}
		e.token("client@demo.com", "handed over")
	})
}
