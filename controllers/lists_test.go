package controllers_test

import (
	"context"
	"testing"

	"partage/app/db"
	"partage/app/invoice"
)

// The big lists' answers, the signed-in user and the totals are kept under
// the lists' versions. Every change must show at once, whoever makes it: this
// server, another instance, or a plain SQL statement that bypasses the app.
func TestKeptAnswersFollowEveryChange(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		get := func(path string) map[string]any {
			t.Helper()
			r := e.do(nil, "GET", path, nil, bearerH(admin))
			if r.status != 200 {
				t.Fatalf("GET %s: %d %s", path, r.status, r.body)
			}
			return r.json(t)
		}
		sql := func(q string, args ...any) {
			t.Helper()
			if _, err := e.db.ExecContext(context.Background(), q, args...); err != nil {
				t.Fatal(err)
			}
		}

		// Users: columns that no search or sort looks at still move the version.
		const users = "/api/users/list/data"
		first := get(users)
		id := at(first, "users.0.id")
		if get(users)["total"] != first["total"] {
			t.Fatal("the same question twice gave two totals")
		}
		sql(`UPDATE users SET contact = '+33 6 00 00 00 01', avatar = '/media/avatars/x.png' WHERE id = $1`, id)
		if m := get(users); at(m, "users.0.contact") != "+33 6 00 00 00 01" || at(m, "users.0.avatar") != "/media/avatars/x.png" {
			t.Fatalf("a kept page outlived a change of contact and avatar: %v", at(m, "users.0"))
		}
		before := get(users + "?status=pending&page=2")["total"].(float64)
		sql(`UPDATE users SET status = 'pending' WHERE id = $1`, id)
		if n := get(users + "?status=pending&page=2")["total"].(float64); n != before+1 {
			t.Fatalf("a kept total outlived a status change: %v then %v", before, n)
		}
		sql(`DELETE FROM users WHERE id = $1`, id)
		if m := get(users); at(m, "users.0.id") == id {
			t.Fatal("a deleted user is still listed")
		}

		// Invoices: the client's name, a payment, a deletion.
		const invoices = "/apps/invoice/invoices"
		inv := get(invoices)
		invID, clientID := at(inv, "invoices.0.id"), at(inv, "invoices.0.client.id")
		sql(`UPDATE clients SET name = 'Coopérative Renommée' WHERE id = $1`, clientID)
		if m := get(invoices); at(m, "invoices.0.client.name") != "Coopérative Renommée" {
			t.Fatalf("a kept page outlived a client's new name: %v", at(m, "invoices.0.client"))
		}
		paidBefore := get(invoices + "?status=Paid")["total"].(float64)
		sql(`UPDATE invoices SET balance_cents = 0, paid_cents = total_cents, status = 'paid' WHERE id = $1`, invID)
		if m := get(invoices); at(m, "invoices.0.balance") != float64(0) || at(m, "invoices.0.invoiceStatus") != "Paid" {
			t.Fatalf("a kept page outlived a payment: %v", at(m, "invoices.0"))
		}
		// The counters are the store's (a plain UPDATE leaves them); rebuilding them shows in the total.
		if err := invoice.NewStore(e.db).Recount(context.Background()); err != nil {
			t.Fatal(err)
		}
		want := paidBefore
		if at(inv, "invoices.0.invoiceStatus") != "Paid" {
			want++
		}
		if n := get(invoices + "?status=Paid")["total"].(float64); n != want {
			t.Fatalf("a kept total outlived a recount: %v, want %v", n, want)
		}
		sql(`DELETE FROM invoices WHERE id = $1`, invID)
		if m := get(invoices); at(m, "invoices.0.id") == invID {
			t.Fatal("a deleted invoice is still listed")
		}

		// The signed-in user: a new role and a suspension count from the next request.
		editor := e.do(nil, "POST", "/jwt/register", map[string]any{"username": "lea.editrice", "email": "lea@exemple.coop", "password": "un mot de passe"}, nil).json(t)
		token, _ := at(editor, "accessToken").(string)
		if r := e.do(nil, "GET", users, nil, bearerH(token)); r.status != 200 {
			t.Fatalf("an admin's token: %d", r.status)
		}
		sql(`UPDATE users SET role = 'client' WHERE email = 'lea@exemple.coop'`)
		if r := e.do(nil, "GET", users, nil, bearerH(token)); r.status != 403 {
			t.Fatalf("after losing the admin role: %d, want 403", r.status)
		}
		sql(`UPDATE users SET status = 'inactive' WHERE email = 'lea@exemple.coop'`)
		if r := e.do(nil, "GET", "/api/bookmarks/data", nil, bearerH(token)); r.status != 401 {
			t.Fatalf("a suspended user's token: %d, want 401", r.status)
		}
	})
}

// Two instances on one PostgreSQL: what one keeps, a change through the other ends.
func TestKeptAnswersAcrossInstances(t *testing.T) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		if d.Engine != db.Postgres {
			t.Skip("instances share a database on PostgreSQL; SQLite is one process")
		}
		one, two := startIn(t, d, dataDir, nil), start(t, d, nil)
		admin, _ := one.token("admin@demo.com", "admin")
		list := func(e *env) map[string]any {
			return e.do(nil, "GET", "/api/users/list/data", nil, bearerH(admin)).json(t)
		}
		before := list(one)
		list(one) // kept
		r := two.do(nil, "POST", "/apps/users/add-user", map[string]any{"user": map[string]any{
			"fullName": "Noé Vidal", "username": "noe.vidal", "email": "noe@exemple.coop", "role": "editor", "currentPlan": "team"}}, bearerH(admin))
		if r.status != 201 {
			t.Fatalf("add through instance two: %d %s", r.status, r.body)
		}
		after := list(one)
		if at(after, "users.0.fullName") != "Noé Vidal" || after["total"].(float64) != before["total"].(float64)+1 {
			t.Fatalf("instance one kept its answer past a change through two: %v", after)
		}
	})
}
