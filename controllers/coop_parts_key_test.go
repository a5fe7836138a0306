package controllers_test

import (
	"context"
	"sync"
	"testing"
	"time"
)

// A remboursement moves money, so its request takes an Idempotency-Key: the
// same request again (a retry, a double click, five at once) records one
// entry and pays once, answering the first entry and its credit with 200;
// the key with another request is refused (409) and records nothing.
func TestCoopPartsEntryIdempotencyKey(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		admin, _ := e.token("admin@demo.com", "admin")
		r := e.do(nil, "POST", "/coop/clients", map[string]any{"kind": "person", "firstName": "Inès", "lastName": "Rejouée", "email": "ines@parts.coop"},
			map[string]string{"Authorization": "Bearer " + admin})
		holder := int64(idOf(at(r.value(t), "tiers")))
		day := time.Now().Format("2006-01-02")
		send := func(key string, body map[string]any) reply {
			t.Helper()
			h := map[string]string{"Authorization": "Bearer " + admin}
			if key != "" {
				h["Idempotency-Key"] = key
			}
			return e.do(nil, "POST", "/coop/parts/entries", body, h)
		}
		count := func(query string, args ...any) int64 {
			t.Helper()
			var n int64
			if err := e.db.QueryRowContext(ctx, query, args...).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		state := func() [3]int64 {
			return [3]int64{count(`SELECT count(*) FROM share_entries`),
				count(`SELECT count(*) FROM money_movements WHERE tiers_id = $1`, holder),
				count(`SELECT COALESCE(MAX(balance_cents), 0) FROM accounts WHERE tiers_id = $1`, holder)}
		}
		if r := send("sub-1", map[string]any{"date": day, "kind": "souscription", "category": "B", "parts": 10, "toTiers": holder, "decision": "CA"}); r.status != 201 {
			t.Fatalf("subscription: %d %s", r.status, r.body)
		}
		redeem := map[string]any{"date": day, "kind": "remboursement", "category": "B", "parts": 2, "fromTiers": holder, "decision": "CA — rachat"}
		first := send("rachat-1", redeem)
		if first.status != 201 || at(first.value(t), "movement.amountCents") == nil {
			t.Fatalf("redemption: %d %s", first.status, first.body)
		}
		after := state()
		again := send("rachat-1", redeem)
		if again.status != 200 || at(again.value(t), "entry.number") != at(first.value(t), "entry.number") ||
			at(again.value(t), "movement.id") != at(first.value(t), "movement.id") {
			t.Fatalf("the same request again: %d %s", again.status, again.body)
		}
		if got := state(); got != after {
			t.Fatalf("a replay wrote: %v → %v", after, got)
		}
		other := map[string]any{"date": day, "kind": "remboursement", "category": "B", "parts": 3, "fromTiers": holder, "decision": "CA — rachat"}
		if r := send("rachat-1", other); r.status != 409 || at(r.value(t), "error.key") != "server.idempotencyKeyReused" {
			t.Fatalf("the key with another request: %d %s", r.status, r.body)
		}
		if got := state(); got != after {
			t.Fatalf("a refused key wrote: %v → %v", after, got)
		}

		// Five at once under one key: one entry, one credit; every answer names it.
		var wg sync.WaitGroup
		replies := make([]reply, 5)
		for i := range replies {
			wg.Add(1)
			go func() {
				defer wg.Done()
				replies[i] = send("rachat-2", other)
			}()
		}
		wg.Wait()
		created, number := 0, any(nil)
		for _, r := range replies {
			switch {
			case r.status == 201:
				created++
			case r.status != 200:
				t.Fatalf("a request at once: %d %s", r.status, r.body)
			}
			if number == nil {
				number = at(r.value(t), "entry.number")
			} else if at(r.value(t), "entry.number") != number {
				t.Fatalf("two entries for one key: %v and %v", number, at(r.value(t), "entry.number"))
			}
		}
		if got := state(); created != 1 || got[0] != after[0]+1 || got[1] != after[1]+1 || got[2] != after[2]+30000 {
			t.Fatalf("five at once: %d created, %v → %v", created, after, got)
		}
		// Without a key every request is its own.
		if r := send("", other); r.status != 201 {
			t.Fatalf("without a key: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", "/coop/parts/verify", nil, map[string]string{"Authorization": "Bearer " + admin, "Accept": "application/json"}); at(r.value(t), "ok") != true {
			t.Fatalf("verify: %s", r.body)
		}
	})
}
