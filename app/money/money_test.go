package money

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"partage/app"
	"partage/app/audit"
	"partage/app/config"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
	"partage/app/ledger"
	"partage/app/registry"
)

// today is the stores' clock in these tests.
var today = time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)

// env is a store over a fresh database with three staff members (a maker
// and two checkers), a member and their tiers.
type env struct {
	d                *db.DB
	s                *Store
	l                *ledger.Store
	maker, one, two  audit.Actor
	member           audit.Actor
	tiers, otherTier int64
}

func newEnv(t testing.TB, d *db.DB) *env {
	t.Helper()
	cfg := coopconfig.New(d, files.New(d, t.TempDir()), coopconfig.Defaults(config.Coop{Name: "Coop", PartsMin: 1, PartsMax: 100}, true))
	l := ledger.New(d, cfg)
	l.SetClock(func() time.Time { return today })
	s := New(d, cfg, l)
	s.SetClock(func() time.Time { return today })
	e := &env{d: d, s: s, l: l}
	e.maker, e.one, e.two, e.member = addUser(t, d, "Alice Maker", "manager"), addUser(t, d, "Bruno Checker", "accountant"),
		addUser(t, d, "Chloé Checker", "admin"), addUser(t, d, "Zoé Membre", "member")
	e.tiers, e.otherTier = addTiers(t, d, "Zoé", "Membre", "fr"), addTiers(t, d, "Otto", "Anders", "de")
	return e
}

func addUser(t testing.TB, d *db.DB, name, role string) audit.Actor {
	t.Helper()
	var id int64
	err := d.QueryRowContext(context.Background(), `INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at)
		VALUES ($1, $2, $2, 'x', $3, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP) RETURNING id`, name, fmt.Sprintf("%s@exemple.coop", role), role).Scan(&id)
	if err != nil {
		t.Fatal(err)
	}
	return audit.Actor{ID: id, Name: name, IP: "192.0.2.1"}
}

func addTiers(t testing.TB, d *db.DB, first, last, lng string) int64 {
	t.Helper()
	tr, err := registry.New(d).CreateTiers(context.Background(), audit.Actor{Name: "Test"}, registry.Input{Kind: registry.KindPerson,
		FirstName: first, LastName: last, Email: first + "@exemple.coop", Address: "12 rue des Lilas", PostalCode: "69001", City: "Lyon",
		Language: lng, IsClient: true})
	if err != nil {
		t.Fatal(err)
	}
	return tr.ID
}

// fund books a deposit of cents on tiers' account, dated date.
func (e *env) fund(t testing.TB, tiers, cents int64, date string) {
	t.Helper()
	if err := e.s.BulkBook(context.Background(), e.maker, tiers, []BookInput{{Kind: KindDeposit, AmountCents: cents, Label: "Apport", Date: date}}); err != nil {
		t.Fatal(err)
	}
}

func (e *env) account(t testing.TB, tiers int64) Account {
	t.Helper()
	a, err := e.s.Account(context.Background(), tiers)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func (e *env) count(t testing.TB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := e.d.QueryRowContext(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func mustRequest(t testing.TB, e *env, a audit.Actor, in RequestInput, key string) Movement {
	t.Helper()
	m, created, err := e.s.Request(context.Background(), a, in, key)
	if err != nil || !created {
		t.Fatalf("request %+v: %v (created %v)", in, err, created)
	}
	return m
}

func isErr(err, want error) bool {
	return errors.Is(err, want) || (err != nil && app.ErrorText(err).Key == app.ErrorText(want).Key)
}

func fieldOf(err error) map[string]string { return app.ErrorFields(err) }

func (e *env) verify(t testing.TB) {
	t.Helper()
	v, err := e.s.VerifyAccounts(context.Background())
	if err != nil || !v.OK {
		t.Fatalf("verify: %+v %v", v, err)
	}
}

// A movement needs someone other than its author; above the threshold two
// different people, and nobody counts twice.
func TestFourEyes(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		e := newEnv(t, d)
		m := mustRequest(t, e, e.maker, RequestInput{TiersID: e.tiers, Kind: KindDeposit, AmountCents: 10000, Label: "Chèque"}, "")
		if m.ApprovalsNeeded != 1 || m.Status != StatusRequested || m.RequestedBy != e.maker.ID {
			t.Fatalf("requested: %+v", m)
		}
		if _, err := e.s.Approve(ctx, e.maker, m.ID, ""); !isErr(err, ErrOwnRequest) || app.ErrorCode(err) != app.ECONFLICT {
			t.Fatalf("maker approving their own: %v", err)
		}
		if _, err := e.s.Reject(ctx, e.maker, m.ID, "non"); !isErr(err, ErrOwnRequest) {
			t.Fatalf("maker rejecting their own: %v", err)
		}
		if got := e.account(t, e.tiers); got.BalanceCents != 0 {
			t.Fatalf("nothing moves before approval: %+v", got)
		}
		m, err := e.s.Approve(ctx, e.one, m.ID, "vu")
		if err != nil || m.Status != StatusExecuted || m.ExecutedAt == nil || len(m.Approvals) != 1 {
			t.Fatalf("approved: %+v %v", m, err)
		}
		if got := e.account(t, e.tiers); got.BalanceCents != 10000 || got.AvailableCents != 10000 {
			t.Fatalf("balance after the deposit: %+v", got)
		}
		if _, err := e.s.Approve(ctx, e.two, m.ID, ""); !isErr(err, ErrNotRequested) {
			t.Fatalf("approving an executed movement: %v", err)
		}

		big := mustRequest(t, e, e.maker, RequestInput{TiersID: e.tiers, Kind: KindDeposit, AmountCents: 500001}, "")
		if big.ApprovalsNeeded != 2 {
			t.Fatalf("above the threshold: %+v", big)
		}
		if big, err = e.s.Approve(ctx, e.one, big.ID, ""); err != nil || big.Status != StatusRequested || big.ApprovalsCount != 1 {
			t.Fatalf("first of two: %+v %v", big, err)
		}
		if _, err := e.s.Approve(ctx, e.one, big.ID, ""); !isErr(err, ErrAlreadyDecided) {
			t.Fatalf("same approver twice: %v", err)
		}
		if got := e.account(t, e.tiers); got.BalanceCents != 10000 {
			t.Fatalf("one approval of two moves nothing: %+v", got)
		}
		if big, err = e.s.Approve(ctx, e.two, big.ID, ""); err != nil || big.Status != StatusExecuted || big.ApprovalsCount != 2 {
			t.Fatalf("second approval: %+v %v", big, err)
		}
		if got := e.account(t, e.tiers); got.BalanceCents != 510001 {
			t.Fatalf("after the big deposit: %+v", got)
		}
		exact := mustRequest(t, e, e.maker, RequestInput{TiersID: e.tiers, Kind: KindDeposit, AmountCents: 500000}, "")
		if exact.ApprovalsNeeded != 1 {
			t.Fatalf("at the threshold one approver: %+v", exact)
		}
		// Every transition is in the audit log, with who.
		if n := e.count(t, `SELECT count(*) FROM audit_log WHERE record_type = 'movement' AND record_id = $1 AND action IN ('requested', 'approved', 'executed')`, big.ID); n != 4 {
			t.Fatalf("audit of the big deposit: %d entries", n)
		}
		e.verify(t)
	})
}

// Bad input changes nothing and says which field is wrong.
func TestRequestChecks(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		e := newEnv(t, d)
		for _, c := range []struct {
			in    RequestInput
			key   string
			field string
		}{
			{RequestInput{TiersID: e.tiers, Kind: KindInterest, AmountCents: 100}, "", "kind"},
			{RequestInput{TiersID: e.tiers, Kind: KindRedemption, AmountCents: 100}, "", "kind"},
			{RequestInput{TiersID: e.tiers, Kind: KindDeposit, AmountCents: 0}, "", "amountCents"},
			{RequestInput{TiersID: e.tiers, Kind: KindDeposit, AmountCents: -5}, "", "amountCents"},
			{RequestInput{TiersID: e.tiers, Kind: KindDeposit, AmountCents: MaxAmountCents + 1}, "", "amountCents"},
			{RequestInput{TiersID: 0, Kind: KindDeposit, AmountCents: 100}, "", "tiersId"},
			{RequestInput{TiersID: 999999, Kind: KindDeposit, AmountCents: 100}, "", "tiersId"},
			{RequestInput{TiersID: e.tiers, Kind: KindDeposit, AmountCents: 100, Label: string(make([]rune, 201))}, "", "label"},
			{RequestInput{TiersID: e.tiers, Kind: KindWithdrawal, AmountCents: 100, SubscriptionID: 1}, "", "subscriptionId"},
			{RequestInput{TiersID: e.tiers, Kind: KindDeposit, AmountCents: 100, SubscriptionID: 424242}, "", "subscriptionId"},
			{RequestInput{TiersID: e.tiers, Kind: KindDeposit, AmountCents: 100}, string(make([]byte, 101)) + "x", "idempotencyKey"},
			{RequestInput{TiersID: e.tiers, Kind: KindWithdrawal, AmountCents: 100}, "", "amountCents"}, // nothing available
		} {
			_, _, err := e.s.Request(ctx, e.maker, c.in, c.key)
			if _, ok := fieldOf(err)[c.field]; !ok {
				t.Errorf("%+v: want an error on %s, got %v", c.in, c.field, err)
			}
		}
		if n := e.count(t, `SELECT count(*) FROM money_movements`); n != 0 {
			t.Fatalf("refused requests wrote %d movements", n)
		}
		if _, _, err := e.s.RequestSelf(ctx, e.member, e.tiers, 100, "", ""); fieldOf(err)["amountCents"] == "" || app.ErrorCode(err) != app.ECONFLICT {
			t.Fatalf("a member's withdrawal above the available: %v", err)
		}
	})
}

// N withdrawals at once on one account never hold back more than its balance.
func TestConcurrentWithdrawalsNeverOverdraw(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		e := newEnv(t, d)
		e.fund(t, e.tiers, 10000, "2026-06-01")
		const n = 20
		var wg sync.WaitGroup
		var mu sync.Mutex
		var ok []int64
		var refused int
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				amount := int64(700 + 100*(i%5)) // 700 … 1100
				m, _, err := e.s.RequestSelf(ctx, e.member, e.tiers, amount, "Retrait", fmt.Sprintf("w-%d", i))
				mu.Lock()
				defer mu.Unlock()
				if err == nil {
					ok = append(ok, m.ID)
				} else if fieldOf(err)["amountCents"] != "" {
					refused++
				} else {
					t.Errorf("withdrawal %d: %v", i, err)
				}
			}()
		}
		wg.Wait()
		var sum int64
		if err := d.QueryRowContext(ctx, `SELECT COALESCE(sum(amount_cents), 0) FROM money_movements WHERE kind = 'withdrawal' AND status = 'requested'`).Scan(&sum); err != nil {
			t.Fatal(err)
		}
		acc := e.account(t, e.tiers)
		if sum > 10000 || acc.PendingCents != sum || acc.AvailableCents < 0 || len(ok)+refused != n || refused == 0 {
			t.Fatalf("requested %d of %d (sum %d), account %+v", len(ok), n, sum, acc)
		}
		// Approving them all at once, by two checkers, executes each once.
		for _, id := range ok {
			wg.Add(2)
			for _, who := range []audit.Actor{e.one, e.two} {
				go func() {
					defer wg.Done()
					if _, err := e.s.Approve(ctx, who, id, ""); err != nil && !isErr(err, ErrNotRequested) {
						t.Errorf("approve %d: %v", id, err)
					}
				}()
			}
		}
		wg.Wait()
		acc = e.account(t, e.tiers)
		if acc.BalanceCents != 10000-sum || acc.PendingCents != 0 {
			t.Fatalf("after executing %d: %+v", sum, acc)
		}
		if got := e.count(t, `SELECT count(*) FROM account_entries WHERE kind = 'withdrawal'`); got != len(ok) {
			t.Fatalf("%d withdrawals booked %d lines", len(ok), got)
		}
		e.verify(t)
	})
}

// A retried request with the same key is the same movement; the same key
// with another request is refused; retries at once make one movement.
func TestIdempotency(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		e := newEnv(t, d)
		e.fund(t, e.tiers, 5000, "2026-06-01")
		in := RequestInput{TiersID: e.tiers, Kind: KindWithdrawal, AmountCents: 3000, Label: "Retrait"}
		first := mustRequest(t, e, e.maker, in, "key-1")
		again, created, err := e.s.Request(ctx, e.maker, in, "key-1")
		if err != nil || created || again.ID != first.ID {
			t.Fatalf("retry: %+v created %v %v", again, created, err)
		}
		other := in
		other.AmountCents = 2000
		if _, _, err := e.s.Request(ctx, e.maker, other, "key-1"); !isErr(err, ErrKeyReused) || app.ErrorCode(err) != app.ECONFLICT {
			t.Fatalf("same key, another request: %v", err)
		}
		// Another person's key is theirs.
		if _, made, err := e.s.Request(ctx, e.one, other, "key-1"); err != nil || !made {
			t.Fatalf("another requester's key: %v", err)
		}
		if acc := e.account(t, e.tiers); acc.PendingCents != 5000 {
			t.Fatalf("reserved once each: %+v", acc)
		}
		// Concurrent retries.
		e.fund(t, e.otherTier, 100000, "2026-06-01")
		retry := RequestInput{TiersID: e.otherTier, Kind: KindWithdrawal, AmountCents: 60000, Label: "Retrait"}
		var wg sync.WaitGroup
		ids := make([]int64, 10)
		fresh := make([]bool, 10)
		for i := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				m, c, err := e.s.Request(ctx, e.two, retry, "retry-key")
				if err != nil {
					t.Errorf("retry %d: %v", i, err)
				}
				ids[i], fresh[i] = m.ID, c
			}()
		}
		wg.Wait()
		made := 0
		for i := range ids {
			if ids[i] != ids[0] {
				t.Fatalf("retries gave movements %v", ids)
			}
			if fresh[i] {
				made++
			}
		}
		if made != 1 || e.count(t, `SELECT count(*) FROM money_movements WHERE tiers_id = $1`, e.otherTier) != 2 {
			t.Fatalf("created %d times", made)
		}
		if _, err := e.s.Approve(ctx, e.one, ids[0], ""); err != nil {
			t.Fatal(err)
		}
		if _, _, err := e.s.Request(ctx, e.two, retry, "retry-key"); err != nil {
			t.Fatal(err)
		}
		if acc := e.account(t, e.otherTier); acc.BalanceCents != 40000 || acc.PendingCents != 0 {
			t.Fatalf("money moved once: %+v", acc)
		}
	})
}

// Rejecting or cancelling a withdrawal gives back what it held.
func TestRejectAndCancelRelease(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		e := newEnv(t, d)
		e.fund(t, e.tiers, 5000, "2026-06-01")
		m, _, err := e.s.RequestSelf(ctx, e.member, e.tiers, 4000, "Retrait", "")
		if err != nil {
			t.Fatal(err)
		}
		if acc := e.account(t, e.tiers); acc.AvailableCents != 1000 {
			t.Fatalf("held back: %+v", acc)
		}
		if _, err := e.s.Reject(ctx, e.one, m.ID, " "); fieldOf(err)["reason"] == "" {
			t.Fatalf("reject without a reason: %v", err)
		}
		if _, err := e.s.Cancel(ctx, e.one, m.ID); !isErr(err, ErrNotYours) {
			t.Fatalf("cancel by another: %v", err)
		}
		if m, err = e.s.Reject(ctx, e.one, m.ID, "IBAN manquant"); err != nil || m.Status != StatusRejected || m.Reason != "IBAN manquant" {
			t.Fatalf("rejected: %+v %v", m, err)
		}
		if acc := e.account(t, e.tiers); acc.AvailableCents != 5000 || acc.PendingCents != 0 {
			t.Fatalf("released on reject: %+v", acc)
		}
		if _, err := e.s.Cancel(ctx, e.member, m.ID); !isErr(err, ErrNotRequested) {
			t.Fatalf("cancel a rejected one: %v", err)
		}
		m, _, err = e.s.RequestSelf(ctx, e.member, e.tiers, 5000, "Tout", "")
		if err != nil {
			t.Fatal(err)
		}
		if m, err = e.s.Cancel(ctx, e.member, m.ID); err != nil || m.Status != StatusCancelled {
			t.Fatalf("cancelled: %+v %v", m, err)
		}
		if acc := e.account(t, e.tiers); acc.AvailableCents != 5000 || acc.BalanceCents != 5000 {
			t.Fatalf("released on cancel: %+v", acc)
		}
		if _, err := e.s.Approve(ctx, e.one, m.ID, ""); !isErr(err, ErrNotRequested) {
			t.Fatalf("approve a cancelled one: %v", err)
		}
		if n := e.count(t, `SELECT count(*) FROM audit_log WHERE record_type = 'movement' AND action IN ('rejected', 'cancelled')`); n != 2 {
			t.Fatalf("audited: %d", n)
		}
	})
}

// A deposit naming a subscription issues its parts when executed, and the
// statement shows the money coming in and going to the capital.
func TestDepositPaysSubscription(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		e := newEnv(t, d)
		sub, err := e.l.OpenSubscription(ctx, e.maker, e.tiers, "", 3, "Admission du 2026-06-01")
		if err != nil {
			t.Fatal(err)
		}
		in := RequestInput{TiersID: e.tiers, Kind: KindDeposit, AmountCents: sub.TotalCents - 1, SubscriptionID: sub.ID, Label: "Libération"}
		if _, _, err := e.s.Request(ctx, e.maker, in, ""); fieldOf(err)["amountCents"] == "" {
			t.Fatalf("wrong amount: %v", err)
		}
		other := in
		other.TiersID, other.AmountCents = e.otherTier, sub.TotalCents
		if _, _, err := e.s.Request(ctx, e.maker, other, ""); fieldOf(err)["subscriptionId"] == "" {
			t.Fatalf("another tiers' subscription: %v", err)
		}
		in.AmountCents = sub.TotalCents
		m := mustRequest(t, e, e.maker, in, "")
		if m, err = e.s.Approve(ctx, e.one, m.ID, ""); err != nil || m.ShareEntry == 0 {
			t.Fatalf("executed: %+v %v", m, err)
		}
		paid, err := e.l.FindSubscription(ctx, sub.ID)
		if err != nil || paid.Status != ledger.SubscriptionPaid || paid.MovementID != m.ID {
			t.Fatalf("subscription: %+v %v", paid, err)
		}
		h, err := e.l.HoldingsOf(ctx, e.tiers, "")
		if err != nil || len(h) != 1 || h[0].Parts != 3 {
			t.Fatalf("holdings: %+v %v", h, err)
		}
		st, err := e.s.Statement(ctx, e.tiers, "2026-01-01", "2026-12-31")
		if err != nil || len(st.Lines) != 2 || st.Lines[0].AmountCents != sub.TotalCents || st.Lines[1].Kind != KindPurchase ||
			st.Lines[1].AmountCents != -sub.TotalCents || st.ClosingCents != 0 || st.InCents != sub.TotalCents || st.OutCents != sub.TotalCents {
			t.Fatalf("statement: %+v %v", st, err)
		}
		// The exit redeems the parts and credits their value.
		err = d.Tx(ctx, func(tx *sql.Tx) error {
			return e.s.RedeemOnExitTx(ctx, tx, e.maker, e.tiers, "2026-06-30", "Sortie validée le 2026-06-30")
		})
		if err != nil {
			t.Fatal(err)
		}
		if acc := e.account(t, e.tiers); acc.BalanceCents != sub.TotalCents {
			t.Fatalf("redemption credited: %+v", acc)
		}
		list, _, err := e.s.ListMovements(ctx, Filter{Kind: KindRedemption})
		if err != nil || len(list) != 1 || list[0].Status != StatusExecuted || list[0].ApprovalsNeeded != 0 || list[0].ShareEntry == 0 ||
			list[0].RequestedBy != e.maker.ID || list[0].Label != "Sortie validée le 2026-06-30" {
			t.Fatalf("redemption movement: %+v %v", list, err)
		}
		if h, _ := e.l.HoldingsOf(ctx, e.tiers, ""); len(h) != 0 {
			t.Fatalf("holdings after exit: %+v", h)
		}
		// An exit without parts books nothing.
		if err := d.Tx(ctx, func(tx *sql.Tx) error {
			return e.s.RedeemOnExitTx(ctx, tx, e.maker, e.otherTier, "2026-06-30", "Sortie")
		}); err != nil || e.count(t, `SELECT count(*) FROM money_movements WHERE tiers_id = $1`, e.otherTier) != 0 {
			t.Fatalf("exit without parts: %v", err)
		}
		e.verify(t)
	})
}

// The dry run writes nothing; the run credits every holder once a year, capped.
func TestInterest(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		e := newEnv(t, d)
		for _, in := range []ledger.EntryInput{
			{Date: "2025-03-01", Kind: ledger.KindSubscription, Category: "A", Parts: 10, ToTiers: e.tiers, Decision: "AG"},
			{Date: "2025-04-01", Kind: ledger.KindSubscription, Category: "B", Parts: 3, ToTiers: e.otherTier, Decision: "AG"},
			{Date: "2026-01-15", Kind: ledger.KindSubscription, Category: "A", Parts: 5, ToTiers: e.otherTier, Decision: "AG"}, // after 31 Dec
		} {
			if _, err := e.l.Append(ctx, e.maker, in); err != nil {
				t.Fatal(err)
			}
		}
		p, err := e.s.InterestPreview(ctx, 2025, 333)
		if err != nil || p.Count != 2 || p.AsOf != "2025-12-31" {
			t.Fatalf("preview: %+v %v", p, err)
		}
		want := map[int64]int64{e.tiers: 50000 * 333 / 10000, e.otherTier: 30000 * 333 / 10000} // 1665, 999
		for _, h := range p.Holders {
			if h.AmountCents != want[h.TiersID] {
				t.Fatalf("holder %+v, want %d", h, want[h.TiersID])
			}
		}
		if p.TotalCents != 1665+999 || e.count(t, `SELECT count(*) FROM money_movements`) != 0 || e.count(t, `SELECT count(*) FROM interest_runs`) != 0 {
			t.Fatalf("dry run wrote something or total %d", p.TotalCents)
		}
		if _, err := e.s.InterestPreview(ctx, 2025, 401); fieldOf(err)["rateBasisPoints"] == "" {
			t.Fatalf("above the cap: %v", err)
		}
		if _, err := e.s.InterestPreview(ctx, 2026, 100); fieldOf(err)["year"] == "" {
			t.Fatalf("an unfinished year: %v", err)
		}
		if _, err := e.s.RunInterest(ctx, e.one, 2025, 333, " "); fieldOf(err)["decision"] == "" {
			t.Fatalf("no decision: %v", err)
		}
		run, err := e.s.RunInterest(ctx, e.one, 2025, 333, "AG du 2026-06-12, résolution 3")
		if err != nil || run.Holders != 2 || run.TotalCents != 2664 {
			t.Fatalf("run: %+v %v", run, err)
		}
		if a := e.account(t, e.tiers); a.BalanceCents != 1665 {
			t.Fatalf("credited: %+v", a)
		}
		if _, err := e.s.RunInterest(ctx, e.two, 2025, 200, "encore"); !isErr(err, ErrInterestRun) {
			t.Fatalf("second run of a year: %v", err)
		}
		if p, _ := e.s.InterestPreview(ctx, 2025, 333); !p.AlreadyRun {
			t.Fatal("the preview says it ran")
		}
		if n := e.count(t, `SELECT count(*) FROM money_movements WHERE kind = 'interest' AND status = 'executed' AND interest_year = 2025`); n != 2 {
			t.Fatalf("interest movements: %d", n)
		}
		if n := e.count(t, `SELECT count(*) FROM audit_log WHERE record_type = 'interest_run' AND record_id = 2025`); n != 1 {
			t.Fatalf("audited: %d", n)
		}
		e.verify(t)
	})
}

// A statement's opening balance is the balance before its period; its
// closing one the balance after its last line.
func TestStatement(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		e := newEnv(t, d)
		lines := []BookInput{
			{Kind: KindDeposit, AmountCents: 10000, Date: "2025-12-20", Label: "Avant"},
			{Kind: KindWithdrawal, AmountCents: 2500, Date: "2025-12-31", Label: "Avant aussi"},
			{Kind: KindDeposit, AmountCents: 4000, Date: "2026-01-01", Label: "Premier jour"},
			{Kind: KindWithdrawal, AmountCents: -1000, Date: "2026-03-15", Label: "Retrait"}, // a signed amount is read as its size
			{Kind: KindInterest, AmountCents: 300, Date: "2026-04-01", Label: "Intérêts"},
			{Kind: KindDeposit, AmountCents: 9999, Date: "2026-05-02", Label: "Après"},
		}
		if err := e.s.BulkBook(ctx, e.maker, e.tiers, lines); err != nil {
			t.Fatal(err)
		}
		st, err := e.s.Statement(ctx, e.tiers, "2026-01-01", "2026-04-30")
		if err != nil {
			t.Fatal(err)
		}
		if st.OpeningCents != 7500 || st.ClosingCents != 10800 || st.InCents != 4300 || st.OutCents != 1000 || len(st.Lines) != 3 ||
			st.Lines[0].Label != "Premier jour" || st.Lines[1].AmountCents != -1000 || st.Language != "fr" {
			t.Fatalf("statement: %+v", st)
		}
		if st, _ := e.s.Statement(ctx, e.tiers, "2027-01-01", "2027-02-01"); st.OpeningCents != 20799 || st.ClosingCents != 20799 || len(st.Lines) != 0 {
			t.Fatalf("a period without lines: %+v", st)
		}
		if _, err := e.s.Statement(ctx, e.tiers, "2026-05-01", "2026-04-01"); fieldOf(err)["from"] == "" {
			t.Fatalf("backwards period: %v", err)
		}
		if _, err := e.s.Statement(ctx, e.tiers, "yesterday", ""); fieldOf(err)["from"] == "" {
			t.Fatalf("bad date: %v", err)
		}
		// Lines never go before the account's last, nor below zero.
		if err := e.s.BulkBook(ctx, e.maker, e.tiers, []BookInput{{Kind: KindDeposit, AmountCents: 1, Date: "2026-01-01"}}); fieldOf(err)["date"] == "" {
			t.Fatalf("booked before the last line: %v", err)
		}
		if err := e.s.BulkBook(ctx, e.maker, e.tiers, []BookInput{{Kind: KindWithdrawal, AmountCents: 20800, Date: "2026-06-01"}}); fieldOf(err)["amountCents"] == "" {
			t.Fatalf("overdrawn: %v", err)
		}
		if acc := e.account(t, e.tiers); acc.BalanceCents != 20799 {
			t.Fatalf("refused books changed the account: %+v", acc)
		}
		e.verify(t)
	})
}

// The booked lines are append-only: the database refuses a change, and a
// change made behind its back is found by the verification.
func TestAccountEntriesAppendOnly(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		e := newEnv(t, d)
		e.fund(t, e.tiers, 1000, "2026-01-01")
		e.fund(t, e.tiers, 2000, "2026-01-02")
		e.fund(t, e.otherTier, 3000, "2026-01-03")
		if _, err := d.ExecContext(ctx, `UPDATE account_entries SET amount_cents = 999999 WHERE id = 1`); err == nil {
			t.Fatal("update allowed")
		}
		if _, err := d.ExecContext(ctx, `DELETE FROM account_entries WHERE id = 2`); err == nil {
			t.Fatal("delete allowed")
		}
		e.verify(t)
		if d.Engine == db.SQLite {
			_, err := d.ExecContext(ctx, `DROP TRIGGER account_entries_no_update`)
			if err != nil {
				t.Fatal(err)
			}
		} else if _, err := d.ExecContext(ctx, `ALTER TABLE account_entries DISABLE TRIGGER account_entries_no_change`); err != nil {
			t.Fatal(err)
		}
		if _, err := d.ExecContext(ctx, `UPDATE account_entries SET label = 'changé' WHERE id = 2`); err != nil {
			t.Fatal(err)
		}
		v, err := e.s.VerifyAccounts(ctx)
		if err != nil || v.OK || v.BrokenAt != 2 || v.Reason != "hash" {
			t.Fatalf("tampering found: %+v %v", v, err)
		}
	})
}

// Lists: filter, search by the holder's name without accents, counts, and
// what waits for whom.
func TestListsAndPending(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		e := newEnv(t, d)
		a := mustRequest(t, e, e.maker, RequestInput{TiersID: e.tiers, Kind: KindDeposit, AmountCents: 100}, "")
		b := mustRequest(t, e, e.one, RequestInput{TiersID: e.otherTier, Kind: KindDeposit, AmountCents: 600000}, "")
		if _, err := e.s.Approve(ctx, e.two, b.ID, ""); err != nil {
			t.Fatal(err)
		}
		list, total, err := e.s.ListMovements(ctx, Filter{Q: "zoe"})
		if err != nil || total != 1 || list[0].ID != a.ID || list[0].TiersName != "Zoé Membre" {
			t.Fatalf("search: %+v %d %v", list, total, err)
		}
		if list, total, _ := e.s.ListMovements(ctx, Filter{}); total != 2 || list[0].ID != b.ID {
			t.Fatalf("newest first: %+v", list)
		}
		if _, _, err := e.s.ListMovements(ctx, Filter{Status: "lost"}); fieldOf(err)["status"] == "" {
			t.Fatalf("bad status: %v", err)
		}
		c, err := e.s.Counts(ctx)
		if err != nil || c["requested"] != 2 || c["all"] != 2 || c["executed"] != 0 {
			t.Fatalf("counts: %v %v", c, err)
		}
		for _, w := range []struct {
			who  audit.Actor
			want []int64
		}{{e.maker, []int64{b.ID}}, {e.one, []int64{a.ID}}, {e.two, []int64{a.ID}}} {
			got, err := e.s.PendingFor(ctx, w.who.ID)
			ids := []int64{}
			for _, m := range got {
				ids = append(ids, m.ID)
			}
			if err != nil || fmt.Sprint(ids) != fmt.Sprint(w.want) {
				t.Errorf("pending for %s: %v, want %v (%v)", w.who.Name, ids, w.want, err)
			}
		}
		all, _, _ := e.s.ListMovements(ctx, Filter{})
		if err := e.s.MarkApprovable(ctx, all, e.two.ID); err != nil || all[0].CanApprove || !all[1].CanApprove {
			t.Fatalf("approvable for the second checker: %+v %v", all, err)
		}
		if _, err := e.s.Approve(ctx, e.maker, b.ID, ""); err != nil {
			t.Fatal(err)
		}
		if c, _ := e.s.Counts(ctx); c["executed"] != 1 || c["requested"] != 1 {
			t.Fatalf("counts after a write: %v", c)
		}
		accounts, total, err := e.s.ListAccounts(ctx, "anders", 1, 10)
		if err != nil || total != 1 || accounts[0].BalanceCents != 600000 || accounts[0].Name != "Otto Anders" {
			t.Fatalf("accounts: %+v %v", accounts, err)
		}
	})
}
