package controllers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"partage/app/audit"
	"partage/app/auth"
	"partage/app/config"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/realtime"
	"partage/app/users"
	"partage/app/wire"
	"partage/seed"
)

// staffMember is a staff member a test made: their id, e-mail and password.
type staffMember struct {
	id    int64
	email string
}

const staffPassword = "a staff password"

// invite has the admin (bearer adminToken) invite someone with role on
// /coop/admins, then accepts the invitation with staffPassword.
func (e *env) invite(t *testing.T, adminToken, name, role string) staffMember {
	t.Helper()
	email := strings.ToLower(name) + "@staff.example.org"
	r := e.do(nil, "POST", "/coop/admins", map[string]any{"email": email, "fullName": name + " Staff", "role": role}, bearerH(adminToken))
	if r.status != 201 {
		t.Fatalf("invite %s as %s: %d %s", name, role, r.status, r.body)
	}
	m := r.json(t)
	if at(m, "user.role") != role || at(m, "link.purpose") != "invite" {
		t.Fatalf("invite answer: %s", r.body)
	}
	token := tokenOf(t, at(m, "link.url").(string))
	in := map[string]string{"token": token, "email": email, "password": staffPassword, "password_confirmation": staffPassword}
	if a := e.do(nil, "POST", "/accept-invitation", in, map[string]string{"Accept": "application/json"}); a.status != 200 {
		t.Fatalf("accept %s: %d %s", email, a.status, a.body)
	}
	return staffMember{id: int64(idOf(m["user"])), email: email}
}

// auditOf is the staff entries of a user, oldest first.
func (e *env) auditOf(t *testing.T, id int64) []audit.Entry {
	t.Helper()
	out, _, err := audit.New(e.db).ListEntries(context.Background(), audit.Filter{RecordType: audit.RecordStaff, RecordID: id, PerPage: 100})
	if err != nil {
		t.Fatal(err)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

func (e *env) roleAndStatus(t *testing.T, id int64) string {
	t.Helper()
	var role, status string
	if err := e.db.QueryRow(`SELECT role, status FROM users WHERE id = $1`, id).Scan(&role, &status); err != nil {
		t.Fatal(err)
	}
	return role + "/" + status
}

// The staff list, the invitation, and who may write what on /coop/admins and elsewhere.
func TestStaffScenarios(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		viewer := e.invite(t, admin, "Vera", auth.RoleViewer)
		manager := e.invite(t, admin, "Marc", auth.RoleManager)
		accountant := e.invite(t, admin, "Anne", auth.RoleAccountant)
		vTok, _ := e.token(viewer.email, staffPassword)
		mTok, _ := e.token(manager.email, staffPassword)
		aTok, _ := e.token(accountant.email, staffPassword)
		cTok, _ := e.token("client@demo.com", "client")

		// The invitation made a staff member whose link worked: listed, no longer pending, signed in once.
		r := e.do(nil, "GET", "/coop/admins?q=vera", nil, bearerH(admin))
		if r.status != 200 || at(r.value(t), "total") != float64(1) || at(r.value(t), "staff.0.role") != "viewer" ||
			at(r.value(t), "staff.0.pending") != false || at(r.value(t), "staff.0.lastSignIn") == nil {
			t.Fatalf("the staff list found: %d %s", r.status, r.body)
		}
		if entries := e.auditOf(t, viewer.id); len(entries) != 1 || entries[0].Action != "invited" || entries[0].ActorName == "" {
			t.Fatalf("the invitation's audit entry: %+v", entries)
		}
		// Only staff roles are offered; the filter refuses others.
		if r := e.do(nil, "POST", "/coop/admins", map[string]any{"email": "x@y.org", "fullName": "X", "role": "client"}, bearerH(admin)); r.status != 422 && r.status != 400 {
			t.Fatalf("invite a client from the staff page: %d %s", r.status, r.body)
		} else if at(r.value(t), "error.fields.role") == nil {
			t.Fatalf("no role error: %s", r.body)
		}
		if r := e.do(nil, "GET", "/coop/admins?role=client", nil, bearerH(admin)); r.status < 400 {
			t.Fatalf("filter by a role that is not staff: %d", r.status)
		}

		path := fmt.Sprintf("/coop/admins/%d", viewer.id)
		for _, c := range []struct {
			who, token, method, path string
			body                     any
			want                     int
		}{
			{"viewer reads the staff", vTok, "GET", "/coop/admins", nil, 200},
			{"manager reads the staff", mTok, "GET", "/coop/admins", nil, 200},
			{"a client reads the staff", cTok, "GET", "/coop/admins", nil, 403},
			{"viewer invites", vTok, "POST", "/coop/admins", map[string]any{"email": "v@x.org", "fullName": "V", "role": "admin"}, 403},
			{"manager invites", mTok, "POST", "/coop/admins", map[string]any{"email": "m@x.org", "fullName": "M", "role": "viewer"}, 403},
			{"manager changes a role", mTok, "POST", path + "/role", map[string]any{"role": "admin"}, 403},
			{"manager suspends", mTok, "POST", path + "/status", map[string]any{"status": "inactive"}, 403},
			{"manager signs out", mTok, "POST", path + "/sign-out", nil, 403},
			{"accountant changes a role", aTok, "POST", path + "/role", map[string]any{"role": "admin"}, 403},
			{"viewer adds a task", vTok, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": "x"}}, 403},
			{"viewer adds an event", vTok, "POST", "/apps/calendar/add-event", map[string]any{"event": map[string]any{"title": "x"}}, 403},
			{"viewer deletes an invoice", vTok, "DELETE", "/apps/invoice/delete?id=4987", nil, 403},
			{"viewer opens the invoice form", vTok, "GET", "/apps/invoice/add", nil, 403},
			{"viewer edits a user", vTok, "POST", "/apps/users/1/status", map[string]any{"status": "inactive"}, 403},
			{"manager edits a user (roles live there)", mTok, "POST", fmt.Sprintf("/apps/users/%d/account", viewer.id), map[string]any{"role": "admin"}, 403},
			{"viewer writes their own chat profile", vTok, "POST", "/apps/chat/users/profile-user", map[string]any{"about": "bonjour"}, 200},
			{"viewer reads invoices", vTok, "GET", "/apps/invoice/invoices", nil, 200},
			{"viewer reads the to-do", vTok, "GET", "/apps/todo/tasks", nil, 200},
			{"accountant deletes an unknown invoice", aTok, "DELETE", "/apps/invoice/delete?id=999999", nil, 404},
			{"unknown staff member", admin, "POST", "/coop/admins/999999/role", map[string]any{"role": "viewer"}, 404},
			{"a client is not staff", admin, "POST", "/coop/admins/2/status", map[string]any{"status": "inactive"}, 404},
			{"a role that is not staff", admin, "POST", path + "/role", map[string]any{"role": "client"}, 422},
		} {
			r := e.do(nil, c.method, c.path, c.body, bearerH(c.token))
			if r.status != c.want && !(c.want == 422 && r.status == 400) {
				t.Errorf("%s: %d, want %d: %s", c.who, r.status, c.want, r.body)
			}
		}
		if got := e.roleAndStatus(t, viewer.id); got != "viewer/active" {
			t.Fatalf("the refused calls changed the viewer: %s", got)
		}
	})
}

// Changing a role is audited with before and after, from where; the last
// active admin can be neither demoted nor suspended, and nothing changes.
func TestStaffRoleAndLastAdmin(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		v := e.invite(t, admin, "Victor", auth.RoleViewer)
		r := e.do(nil, "POST", fmt.Sprintf("/coop/admins/%d/role", v.id), map[string]any{"role": "accountant"}, bearerH(admin))
		if r.status != 200 || at(r.value(t), "user.role") != "accountant" {
			t.Fatalf("change a role: %d %s", r.status, r.body)
		}
		entries := e.auditOf(t, v.id)
		last := entries[len(entries)-1]
		if last.Action != "role" || len(last.Changes) != 1 || last.Changes[0].Field != "role" ||
			last.Changes[0].Before != "viewer" || last.Changes[0].After != "accountant" || last.ActorName == "" || last.IP == "" {
			t.Fatalf("the role change's audit entry: %+v", last)
		}

		// Make admin@demo.com the only active admin.
		var me int64
		e.db.QueryRow(`SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&me)
		if _, err := e.db.Exec(`UPDATE users SET role = 'viewer' WHERE role = 'admin' AND id <> $1`, me); err != nil {
			t.Fatal(err)
		}
		before := len(e.auditOf(t, me))
		r = e.do(nil, "POST", fmt.Sprintf("/coop/admins/%d/role", me), map[string]any{"role": "manager"}, bearerH(admin))
		if r.status != 409 || at(r.value(t), "error.fields.role") == nil {
			t.Fatalf("demote the last admin: %d %s", r.status, r.body)
		}
		r = e.do(nil, "POST", fmt.Sprintf("/coop/admins/%d/status", me), map[string]any{"status": "inactive"}, bearerH(admin))
		if r.status != 403 || at(r.value(t), "error.fields.status") == nil {
			t.Fatalf("suspend oneself: %d %s", r.status, r.body)
		}
		store := users.NewStore(e.db)
		if _, err := store.SetStaffStatus(context.Background(), audit.Actor{Name: "system"}, me, "inactive"); err != users.ErrLastActive {
			t.Fatalf("suspend the last active admin: %v", err)
		}
		if _, err := store.SetStatus(context.Background(), 0, me, "inactive"); err != users.ErrLastAdmin {
			t.Fatalf("suspend the last active admin from the users app: %v", err)
		}
		// A suspended admin does not count: with the only other admin suspended, still refused.
		e.db.Exec(`UPDATE users SET role = 'admin', status = 'inactive' WHERE id = $1`, v.id)
		if _, err := store.SetStaffRole(context.Background(), audit.Actor{Name: "system"}, me, "viewer"); err != users.ErrLastRole {
			t.Fatalf("demote the last active admin beside a suspended one: %v", err)
		}
		if got := e.roleAndStatus(t, me); got != "admin/active" || len(e.auditOf(t, me)) != before {
			t.Fatalf("a refused change left a trace: %s, %d entries (was %d)", got, len(e.auditOf(t, me)), before)
		}
		// Reactivating the other admin lets the first step down.
		if _, err := store.SetStaffStatus(context.Background(), audit.Actor{Name: "system"}, v.id, "active"); err != nil {
			t.Fatal(err)
		}
		if _, err := store.SetStaffRole(context.Background(), audit.Actor{Name: "system"}, me, "manager"); err != nil {
			t.Fatalf("demote with another active admin: %v", err)
		}
	})
}

// Signing a staff member out everywhere ends their browser sessions and
// API tokens, and is audited; suspending does too.
func TestStaffSignOutEverywhere(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		m := e.invite(t, admin, "Mila", auth.RoleManager)
		browser, r := e.signIn(m.email, staffPassword, true)
		if r.status != 303 {
			t.Fatalf("sign in: %d", r.status)
		}
		access, refresh := e.token(m.email, staffPassword)
		json := map[string]string{"Accept": "application/json"}
		if r := e.do(browser, "GET", "/coop/admins", nil, json); r.status != 200 {
			t.Fatalf("before: %d", r.status)
		}
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/admins/%d/sign-out", m.id), nil, bearerH(admin)); r.status != 200 {
			t.Fatalf("sign out everywhere: %d %s", r.status, r.body)
		}
		if r := e.do(browser, "GET", "/coop/admins", nil, json); r.status != 401 {
			t.Fatalf("the browser after: %d", r.status)
		}
		if r := e.do(browser, "GET", "/coop/admins", nil, e.inertia()); r.status != 409 && !strings.Contains(r.header.Get("Location")+r.header.Get("X-Inertia-Location"), "reason=revoked") {
			t.Fatalf("the browser's next page does not say why: %d %v", r.status, r.header)
		}
		if r := e.do(nil, "GET", "/coop/admins", nil, bearerH(access)); r.status != 401 {
			t.Fatalf("the access token after: %d", r.status)
		}
		if r := e.do(nil, "POST", "/jwt/refresh-token", map[string]string{"refreshToken": refresh}, nil); r.status == 200 {
			t.Fatalf("the refresh token still works: %s", r.body)
		}
		entries := e.auditOf(t, m.id)
		if entries[len(entries)-1].Action != "signedOut" {
			t.Fatalf("not audited: %+v", entries)
		}
		// They may sign in again; the admin cannot sign themself out from here.
		if _, r := e.signIn(m.email, staffPassword, false); r.status != 303 {
			t.Fatalf("sign in again: %d", r.status)
		}
		var me int64
		e.db.QueryRow(`SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&me)
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/admins/%d/sign-out", me), nil, bearerH(admin)); r.status != 403 {
			t.Fatalf("sign oneself out from the staff page: %d", r.status)
		}
	})
}

// startSlowBeat is start with heartbeats an hour apart: a stream that ends at
// once can only have heard the session's end from the event, not a beat.
func startSlowBeat(t *testing.T, d *db.DB) *env {
	t.Helper()
	dataDir := t.TempDir()
	if _, err := seed.Demo(context.Background(), d, dataDir); err != nil {
		t.Fatal(err)
	}
	cfg := &config.Config{AppName: "Partage", Env: "production", AppKey: []byte("0123456789abcdef0123456789abcdef"),
		MaxBodyBytes: 1 << 20, BaseURL: "http://127.0.0.1", DataDir: dataDir, Coop: config.Coop{Name: "Coopérative Partage", PartsMin: 1, PartsMax: 100}}
	app, err := wire.Build(cfg, d, slog.New(slog.DiscardHandler), wire.Options{
		Public: os.DirFS("../public"), Views: os.DirFS("../views"), Lang: os.DirFS("../resources/lang"),
		Realtime: realtime.Options{Grace: 150 * time.Millisecond, Refresh: time.Second}, Heartbeat: time.Hour,
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(app.Handler)
	t.Cleanup(srv.Close)
	t.Cleanup(app.Close)
	return &env{t: t, db: d, srv: srv, version: app.Assets.Version(), hub: app.Realtime}
}

// A suspended staff member's open tab hears it at once: their stream gets the
// signout event with the reason and ends, long before any heartbeat. Another
// user's stream is left alone.
func TestStaffSuspensionEndsOpenStream(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e := startSlowBeat(t, d)
		admin, _ := e.token("admin@demo.com", "admin")
		m := e.invite(t, admin, "Sacha", auth.RoleViewer)
		o := e.invite(t, admin, "Olga", auth.RoleViewer)
		browser, _ := e.signIn(m.email, staffPassword, false)
		other, _ := e.signIn(o.email, staffPassword, false)
		stream := open(t, e.srv.URL, nil, browser)
		bystander := open(t, e.srv.URL, nil, other)
		if stream.status != 200 || bystander.status != 200 {
			t.Fatalf("streams: %d %d", stream.status, bystander.status)
		}
		time.Sleep(100 * time.Millisecond) // subscribed
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/admins/%d/status", m.id), map[string]any{"status": "inactive"}, bearerH(admin)); r.status != 200 {
			t.Fatalf("suspend: %d %s", r.status, r.body)
		}
		ev := stream.next(t, "signout", 3*time.Second)
		if ev.data["reason"] != "suspended" {
			b, _ := json.Marshal(ev.data)
			t.Fatalf("signout event: %s", b)
		}
		stream.ended(t, 2*time.Second)
		select {
		case ev, ok := <-bystander.events:
			if !ok || ev.typ == "signout" {
				t.Fatalf("another user's stream ended too")
			}
		case <-time.After(300 * time.Millisecond):
		}
	})
}

// An admin turns off the two-step sign-in of a staff member who lost their
// authenticator and their recovery codes: audited, their password alone signs
// them in again; never one's own from here, never twice.
func TestStaffTwoStepOff(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		m := e.invite(t, admin, "Tove", auth.RoleManager)
		browser, r := e.signIn(m.email, staffPassword, false)
		if r.status != 303 {
			t.Fatalf("sign in: %d", r.status)
		}
		enableTwoStep(t, e, browser)
		twoStepOf := func() any {
			r := e.do(nil, "GET", "/coop/admins?q=Tove", nil, bearerH(admin))
			return at(r.value(t), "staff.0.twoStep")
		}
		if got := twoStepOf(); got != true {
			t.Fatalf("the list does not show two-step on: %v", got)
		}
		if _, r := e.signIn(m.email, staffPassword, false); r.header.Get("Location") != "/login/two-step" {
			t.Fatalf("the password alone signed in: %d %s", r.status, r.header.Get("Location"))
		}
		var me int64
		e.db.QueryRow(`SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&me)
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/admins/%d/two-step/off", me), nil, bearerH(admin)); r.status != 403 {
			t.Fatalf("one's own from the staff page: %d", r.status)
		}
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/admins/%d/two-step/off", m.id), nil, bearerH(admin)); r.status != 200 {
			t.Fatalf("turn off: %d %s", r.status, r.body)
		}
		if got := twoStepOf(); got != false {
			t.Fatalf("the list still shows two-step on: %v", got)
		}
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/admins/%d/two-step/off", m.id), nil, bearerH(admin)); r.status != 409 {
			t.Fatalf("turn off twice: %d %s", r.status, r.body)
		}
		if _, r := e.signIn(m.email, staffPassword, false); r.status != 303 || r.header.Get("Location") == "/login/two-step" {
			t.Fatalf("the password alone after: %d %s", r.status, r.header.Get("Location"))
		}
		entries := e.auditOf(t, m.id)
		if entries[len(entries)-1].Action != "twoStepOff" {
			t.Fatalf("not audited: %+v", entries)
		}
		manager, _ := e.token(m.email, staffPassword)
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/admins/%d/two-step/off", me), nil, bearerH(manager)); r.status != 403 {
			t.Fatalf("a manager: %d", r.status)
		}
	})
}
