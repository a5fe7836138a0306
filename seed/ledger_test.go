package seed_test

import (
	"context"
	"testing"
	"time"

	"partage/app/config"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
	"partage/app/ledger"
	"partage/seed"
)

// register returns the register of parts over d as the product builds it.
func register(d *db.DB, dir string) *ledger.Store {
	return ledger.New(d, coopconfig.New(d, files.New(d, dir), coopconfig.Defaults(config.Coop{Name: "Coopérative Partage", PartsMin: 1, PartsMax: 100}, true)))
}

// checkRegister checks what must hold of any register: the chain verifies,
// dates never go back, every holding kept is positive and equals the
// register's sums, and each category's parts are the parts issued minus
// those redeemed. It returns the number of entries.
func checkRegister(t *testing.T, d *db.DB, dir string) int64 {
	t.Helper()
	ctx := context.Background()
	v, err := register(d, dir).Verify(ctx)
	if err != nil || !v.OK {
		t.Fatalf("the register does not verify: %+v %v", v, err)
	}
	c := counts(t, d,
		`SELECT count(*) FROM share_entries a JOIN share_entries b ON b.number = a.number + 1 WHERE b.entry_date < a.entry_date`,
		`SELECT count(*) FROM share_holdings WHERE parts <= 0`,
		`SELECT count(*) FROM share_holdings h WHERE h.parts <> (SELECT COALESCE(sum(e.parts), 0) FROM share_entries e WHERE e.to_tiers = h.tiers_id AND e.category = h.category)
			- (SELECT COALESCE(sum(e.parts), 0) FROM share_entries e WHERE e.from_tiers = h.tiers_id AND e.category = h.category)`,
		`SELECT count(*) FROM (SELECT category, sum(parts) AS held FROM share_holdings GROUP BY category) h
			WHERE h.held <> (SELECT COALESCE(sum(CASE WHEN e.from_tiers IS NULL THEN e.parts WHEN e.to_tiers IS NULL THEN -e.parts ELSE 0 END), 0)
				FROM share_entries e WHERE e.category = h.category)`,
		`SELECT count(*) FROM (SELECT category, sum(net_parts) AS net FROM share_month_totals GROUP BY category) m
			WHERE m.net <> (SELECT COALESCE(sum(parts), 0) FROM share_holdings h WHERE h.category = m.category)`)
	for i, what := range []string{"entries dated before the one before them", "holdings not positive", "holdings unlike the register's sums",
		"categories whose parts are not issued minus redeemed", "categories whose month totals are not their parts"} {
		if c[i] != 0 {
			t.Errorf("%d %s", c[i], what)
		}
	}
	return v.Entries
}

// checkAccounts checks that every account's balance is the sum of its
// booked lines, and the last line's balance after it.
func checkAccounts(t *testing.T, d *db.DB) {
	t.Helper()
	c := counts(t, d,
		`SELECT count(*) FROM accounts a WHERE a.balance_cents <> (SELECT COALESCE(sum(l.amount_cents), 0) FROM account_entries l WHERE l.tiers_id = a.tiers_id)`,
		`SELECT count(*) FROM accounts a WHERE a.balance_cents <> COALESCE((SELECT l.balance_cents FROM account_entries l WHERE l.tiers_id = a.tiers_id ORDER BY l.id DESC LIMIT 1), 0)`,
		`SELECT count(*) FROM account_entries WHERE balance_cents < 0`)
	for i, what := range []string{"balances unlike the sum of their lines", "balances unlike their last line's", "lines leaving a negative balance"} {
		if c[i] != 0 {
			t.Errorf("%d accounts: %s", c[i], what)
		}
	}
}

// The demo's register starts two years ago with the founders, goes on with
// each member's subscription, transfers, an annulation and the redemptions
// of the members who left, and verifies; the accounts add up, three
// requests wait for approval, and the member who signs in has money.
func TestDemoRegister(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		dir := t.TempDir()
		if _, err := seed.Demo(ctx, d, dir); err != nil {
			t.Fatal(err)
		}
		if n := checkRegister(t, d, dir); n < 25 {
			t.Errorf("%d entries in the demo's register", n)
		}
		checkAccounts(t, d)
		start := time.Now().UTC().AddDate(-2, 0, 0).Format(time.DateOnly)
		c := counts(t, d,
			`SELECT count(*) FROM share_entries WHERE entry_date = '`+start+`' AND kind = 'souscription'`,
			`SELECT count(*) FROM share_entries WHERE entry_date < '`+start+`'`,
			`SELECT count(DISTINCT kind) FROM share_entries`,
			`SELECT count(*) FROM share_entries WHERE kind = 'cession' AND number NOT IN (SELECT corrects FROM share_entries WHERE corrects IS NOT NULL)`,
			`SELECT count(*) FROM share_entries WHERE kind = 'annulation'`,
			`SELECT count(*) FROM share_entries WHERE kind = 'remboursement'`,
			`SELECT count(*) FROM share_entries WHERE decision NOT LIKE 'AGE du __/__/____%' AND decision NOT LIKE 'CA du __/__/____%' AND kind <> 'annulation'`,
			`SELECT count(*) FROM share_holdings h JOIN memberships m ON m.tiers_id = h.tiers_id AND m.status = 'sorti'`,
			`SELECT count(*) FROM memberships m WHERE m.status IN ('actif', 'sortant') AND NOT EXISTS (SELECT 1 FROM share_holdings h WHERE h.tiers_id = m.tiers_id)`,
			`SELECT count(*) FROM share_subscriptions s JOIN memberships m ON m.tiers_id = s.tiers_id AND m.status = 'admis' WHERE s.status = 'pending'`,
			`SELECT count(*) FROM share_subscriptions WHERE status = 'paid'`,
			`SELECT count(*) FROM share_holdings WHERE category = 'B'`)
		for i, want := range []struct {
			what     string
			min, max int
		}{{"founders' subscriptions", 10, 20}, {"entries before the register starts", 0, 0}, {"kinds of entry", 4, 4},
			{"transfers", 4, 4}, {"annulations", 1, 1}, {"redemptions", 1, 2}, {"entries without a decision of the board or the assembly", 0, 0},
			{"holdings of members who left", 0, 0}, {"active members without parts", 0, 0}, {"pending subscriptions of admitted members", 2, 2},
			{"subscriptions paid from an account", 4, 10}, {"holders of parts B", 3, 3}} {
			if c[i] < want.min || c[i] > want.max {
				t.Errorf("%d %s, want %d to %d", c[i], want.what, want.min, want.max)
			}
		}
		c = counts(t, d,
			`SELECT count(*) FROM money_movements WHERE status = 'requested'`,
			`SELECT count(*) FROM money_movements WHERE status = 'requested' AND amount_cents > 500000`,
			`SELECT count(DISTINCT m.requested_by) FROM money_movements m WHERE m.status = 'requested'`,
			`SELECT count(*) FROM money_movements m JOIN money_approvals a ON a.movement_id = m.id AND a.user_id = m.requested_by`,
			`SELECT count(DISTINCT kind) FROM account_entries`,
			`SELECT count(*) FROM interest_runs`,
			`SELECT COALESCE(max(a.balance_cents), 0) FROM accounts a JOIN clients c ON c.id = a.tiers_id JOIN users u ON u.id = c.user_id AND u.email = 'member@demo.com'`)
		// Seven kinds of line: deposit, withdrawal, share purchase and redemption,
		// interest, and the shop's payments and refund of the member's orders.
		if c[0] != 3 || c[1] != 1 || c[2] != 3 || c[3] != 0 || c[4] != 7 || c[5] != 1 || c[6] <= 0 {
			t.Errorf("requested, of them above the threshold, their authors, approved by their author, kinds of booked line, interest runs, member's balance = %v", c)
		}
	})
}

// A scaled register goes on from the demo's, over synthetic holders, and
// verifies; the account gets its lines.
func TestScaleLedger(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		dir := t.TempDir()
		if _, err := seed.Demo(ctx, d, dir); err != nil {
			t.Fatal(err)
		}
		if err := seed.ScaleTiers(ctx, d, 3000); err != nil {
			t.Fatal(err)
		}
		before := counts(t, d, `SELECT count(*) FROM share_entries`, `SELECT count(*) FROM account_entries`)
		r, err := seed.ScaleLedger(ctx, d, dir, 25000, 500)
		if err != nil {
			t.Fatal(err)
		}
		if r.Holders < 1500 || r.Entries != 25000 || r.Account == 0 || r.Lines != 500 || r.From > r.To {
			t.Fatalf("%+v", r)
		}
		if n := checkRegister(t, d, dir); n != int64(before[0]+25000) {
			t.Errorf("%d entries, want %d", n, before[0]+25000)
		}
		checkAccounts(t, d)
		c := counts(t, d, `SELECT count(DISTINCT kind) FROM share_entries`, `SELECT count(*) FROM share_checkpoints`,
			`SELECT count(*) FROM account_entries`, `SELECT count(DISTINCT to_tiers) FROM share_entries WHERE kind = 'souscription'`)
		if c[0] != 4 || c[1] == 0 || c[2] != before[1]+500 || c[3] < r.Holders {
			t.Errorf("kinds, checkpoint rows, booked lines, subscribers = %v", c)
		}
	})
}
