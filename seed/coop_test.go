package seed_test

import (
	"context"
	"database/sql"
	"testing"
	"time"

	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/registry"
	"partage/seed"
)

// counts runs each query (a single count) and returns the results in order.
func counts(t *testing.T, d *db.DB, queries ...string) []int {
	t.Helper()
	out := make([]int, len(queries))
	for i, q := range queries {
		if err := d.QueryRowContext(context.Background(), q).Scan(&out[i]); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	return out
}

// checkMembers checks what must hold of every membership: numbers 1..N with
// none missing or repeated (N in the sequence), held exactly by the admitted
// states, and the register's copy of the status in step; in admission order
// when ordered (synthetic members come after the demo's whatever their dates).
func checkMembers(t *testing.T, d *db.DB, ordered bool) (numbered int) {
	t.Helper()
	ctx := context.Background()
	rows, err := d.QueryContext(ctx, `SELECT m.status, m.number, m.admitted_on, c.member_status FROM memberships m JOIN clients c ON c.id = m.tiers_id
		ORDER BY m.number`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	want, last := int64(1), ""
	for rows.Next() {
		var status, admitted, copied string
		var number sql.NullInt64
		if err := rows.Scan(&status, &number, &admitted, &copied); err != nil {
			t.Fatal(err)
		}
		if copied != status {
			t.Errorf("clients.member_status %q, membership %q", copied, status)
		}
		hasNumber := status == "admis" || status == "actif" || status == "sortant" || status == "sorti"
		if number.Valid != hasNumber {
			t.Errorf("a %s membership with number %v", status, number)
		}
		if number.Valid {
			if number.Int64 != want {
				t.Fatalf("member number %d, want %d: the numbers must run 1..N unbroken", number.Int64, want)
			}
			if want++; admitted == "" || (ordered && admitted < last) {
				t.Errorf("number %d admitted on %q, after %q: numbers follow admission", number.Int64, admitted, last)
			}
			last = admitted
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	var seq int64
	d.QueryRowContext(ctx, `SELECT value FROM sequences WHERE name = 'member_number'`).Scan(&seq)
	if seq != want-1 {
		t.Errorf("sequence at %d, last number %d", seq, want-1)
	}
	var orphans int
	d.QueryRowContext(ctx, `SELECT count(*) FROM clients c WHERE c.member_status <> '' AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.tiers_id = c.id)`).Scan(&orphans)
	if orphans != 0 {
		t.Errorf("%d tiers with a member status and no membership", orphans)
	}
	return int(want - 1)
}

// The cooperative's demo: 40 tiers beside the invoices' 20 clients and the
// shop client's own (61 tiers; 50 invoices, then the 9 of the demo orders), 25
// members over every state, 5 pending applications, 6 contact messages, the
// four staff roles and a member's sign-in; keys that hold; loaded once.
func TestDemoCoop(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		for i, want := range []bool{true, false} { // a second load changes nothing
			if got, err := seed.Demo(ctx, d, t.TempDir()); err != nil || got != want {
				t.Fatalf("Demo run %d: %v %v", i, got, err)
			}
			c := counts(t, d, `SELECT count(*) FROM clients`, `SELECT count(*) FROM memberships`,
				`SELECT count(*) FROM applications WHERE status = 'pending'`, `SELECT count(*) FROM contact_messages`,
				`SELECT count(*) FROM users`, `SELECT count(*) FROM invoices`)
			if c[0] != 61 || c[1] != 25 || c[2] != 5 || c[3] != 6 || c[4] != 50 || c[5] != 59 {
				t.Fatalf("after load %d: tiers, members, pending, messages, users, invoices = %v", i, c)
			}
		}
		// Every state, and the candidates are those with a pending application.
		for _, st := range []string{"candidat", "examen", "admis", "actif", "sortant", "sorti", "rejete"} {
			if n := counts(t, d, `SELECT count(*) FROM memberships WHERE status = '`+st+`'`)[0]; n == 0 {
				t.Errorf("no %s member", st)
			}
		}
		if n := counts(t, d, `SELECT count(*) FROM applications a JOIN memberships m ON m.tiers_id = a.tiers_id AND m.status = 'candidat'
			JOIN clients c ON c.id = a.tiers_id AND lower(c.email) = lower(a.email)`)[0]; n != 5 {
			t.Errorf("%d pending applications of candidates", n)
		}
		if n := checkMembers(t, d, true); n != 15 {
			t.Errorf("%d numbered members", n)
		}
		// Dates and decisions that agree with the state.
		c := counts(t, d,
			`SELECT count(*) FROM memberships WHERE status IN ('admis','actif','sortant','sorti','rejete') AND (decided_by IS NULL OR decided_at IS NULL OR decision_ref NOT LIKE 'CA-____-__')`,
			`SELECT count(*) FROM memberships WHERE decided_at IS NOT NULL AND decided_at < applied_at`,
			`SELECT count(*) FROM memberships WHERE status IN ('sortant','sorti') AND (exit_kind NOT IN ('demission','exclusion','deces') OR exit_date = '' OR exit_reason = '')`,
			`SELECT count(*) FROM memberships WHERE status = 'rejete' AND rejected_reason = ''`,
			`SELECT count(*) FROM memberships WHERE (status = 'sorti') <> (exit_completed_on <> '')`,
			`SELECT count(*) FROM memberships WHERE status IN ('candidat','examen') AND (decided_at IS NOT NULL OR number IS NOT NULL)`)
		for i, n := range c {
			if n != 0 {
				t.Errorf("incoherent memberships (check %d): %d", i, n)
			}
		}
		today := time.Now().UTC().Format(time.DateOnly)
		c = counts(t, d, `SELECT count(*) FROM memberships WHERE status = 'sorti' AND exit_date >= '`+today+`'`,
			`SELECT count(*) FROM memberships WHERE status = 'sortant' AND exit_date < '`+today+`'`)
		if c[0]+c[1] != 0 {
			t.Errorf("exit dates: %d sorti in the future, %d sortant in the past", c[0], c[1])
		}
		// SIRENs and IBANs pass their keys; companies have a SIREN; French is the main language.
		rows, err := d.QueryContext(ctx, `SELECT kind, siren, iban, language, name FROM clients WHERE id > 20`)
		if err != nil {
			t.Fatal(err)
		}
		var entities, ibans, french int
		for rows.Next() {
			var kind, siren, iban, lang, name string
			if err := rows.Scan(&kind, &siren, &iban, &lang, &name); err != nil {
				t.Fatal(err)
			}
			if kind == registry.KindEntity {
				entities++
				if !registry.ValidSIREN(siren) {
					t.Errorf("%s: SIREN %q", name, siren)
				}
			}
			if iban != "" {
				ibans++
				if !registry.ValidIBAN(iban) || iban[:2] != "FR" {
					t.Errorf("%s: IBAN %q", name, iban)
				}
			}
			if lang == "fr" {
				french++
			}
		}
		rows.Close()
		if entities < 10 || ibans < 30 || french < 35 {
			t.Errorf("%d companies, %d IBANs, %d in French", entities, ibans, french)
		}
		// Staff with the four roles, and a member who signs in to their own active membership.
		for email, role := range map[string]string{"admin@demo.com": "admin", "manager@demo.com": "manager", "accountant@demo.com": "accountant",
			"viewer@demo.com": "viewer", "member@demo.com": "member"} {
			u, err := auth.NewStore(d).FindUserByEmail(ctx, email)
			if err != nil || u.Role != role || !auth.CheckPassword(u.PasswordHash, map[bool]string{true: "admin", false: role}[role == "admin"]) {
				t.Errorf("%s: %+v %v", email, u, err)
			}
		}
		if n := counts(t, d, `SELECT count(*) FROM clients c JOIN users u ON u.id = c.user_id AND u.email = 'member@demo.com' AND c.member_status = 'actif'`)[0]; n != 1 {
			t.Errorf("member@demo.com is linked to %d active members", n)
		}
		// Messages: every status, an assignee who replied, one from a member linked to their tiers.
		c = counts(t, d, `SELECT count(DISTINCT status) FROM contact_messages`,
			`SELECT count(*) FROM contact_messages m JOIN contact_replies r ON r.message_id = m.id WHERE m.status = 'in_progress' AND m.assigned_to IS NOT NULL AND m.first_reply_at IS NOT NULL`,
			`SELECT count(*) FROM contact_messages m JOIN clients c ON c.id = m.tiers_id AND c.member_status = 'actif' AND c.email = m.email`)
		if c[0] != 3 || c[1] == 0 || c[2] == 0 {
			t.Errorf("contact messages: %v", c)
		}
		// The audit log tells each seeded row's creation.
		c = counts(t, d, `SELECT count(*) FROM audit_log WHERE action = 'created' AND actor_name = 'seed' AND record_type = 'tiers'`,
			`SELECT count(*) FROM audit_log WHERE action = 'created' AND record_type = 'membership'`,
			`SELECT count(*) FROM audit_log WHERE action = 'created' AND record_type = 'application'`,
			`SELECT count(*) FROM audit_log WHERE action = 'created' AND record_type = 'contact'`,
			`SELECT count(*) FROM audit_log WHERE action = 'created' AND record_type = 'staff'`)
		if c[0] != 40 || c[1] != 25 || c[2] != 5 || c[3] != 6 || c[4] != 3 {
			t.Errorf("audit entries: %v", c)
		}
	})
}

// Synthetic tiers: every state, numbers that go on unbroken from the demo's,
// the register's copy of the status in step, keys that hold, and (SQLite)
// the search index in step with the inserts.
func TestScaleTiers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := seed.Demo(ctx, d, t.TempDir()); err != nil {
			t.Fatal(err)
		}
		for _, n := range []int{6000, 2000} { // two transactions, then a second run that numbers on from the first
			if err := seed.ScaleTiers(ctx, d, n); err != nil {
				t.Fatal(err)
			}
		}
		c := counts(t, d, `SELECT count(*) FROM clients`, `SELECT count(*) FROM memberships`, `SELECT count(DISTINCT status) FROM memberships`,
			`SELECT count(*) FROM memberships WHERE status = 'actif'`)
		if c[0] != 61+8000 || c[1] < 25+7000 || c[2] != 7 || c[3] < 3500 {
			t.Fatalf("tiers, members, states, actif: %v", c)
		}
		checkMembers(t, d, false)
		rows, err := d.QueryContext(ctx, `SELECT siren, iban FROM clients WHERE id > 61 AND (siren <> '' OR iban <> '')`)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var siren, iban string
			rows.Scan(&siren, &iban)
			if (siren != "" && !registry.ValidSIREN(siren)) || (iban != "" && !registry.ValidIBAN(iban)) {
				t.Fatalf("synthetic SIREN %q or IBAN %q", siren, iban)
			}
		}
		rows.Close()
		// "oé ber": Chloé or Zoé, Bernard or Bertrand: 1% of the persons.
		q := `SELECT count(*) FROM clients WHERE id > 60 AND sort_name LIKE '%oe ber%'`
		if d.Engine == db.SQLite {
			q = `SELECT count(*) FROM clients_fts WHERE clients_fts MATCH '"oe ber"' AND rowid > 60`
		}
		if n := counts(t, d, q)[0]; n < 60 || n > 100 {
			t.Errorf("%d synthetic tiers match \"oé ber\", want about 80", n)
		}
	})
}
