package money

import (
	"context"
	"fmt"
)

// Verification is what VerifyAccounts found: how many lines it read and,
// when the chain breaks, the first line that breaks it and why — "gap" (a
// number missing), "previous hash" (the line does not follow the one
// before), "hash" (its content was changed), "balance" (its balance is not
// the one before plus its amount) or "account" (an account's balance is not
// its last line's; BrokenAt is then 0 and TiersID names it).
type Verification struct {
	Entries  int64  `json:"entries"`
	OK       bool   `json:"ok"`
	BrokenAt int64  `json:"brokenAt"`
	Reason   string `json:"reason"`
	TiersID  int64  `json:"tiersId,omitempty"`
}

// VerifyAccounts reads every booked line in order and checks the chain:
// numbers without a gap, each line's previous hash, its own hash over its
// content, each account's running balance, and the accounts' balances now.
func (s *Store) VerifyAccounts(ctx context.Context) (Verification, error) {
	var v Verification
	rows, err := s.db.QueryContext(ctx, `SELECT id, tiers_id, movement_id, kind, amount_cents, balance_cents, label, booked_on, booked_at, prev_hash, hash
		FROM account_entries ORDER BY id`)
	if err != nil {
		return v, fmt.Errorf("money: verify: %w", err)
	}
	defer rows.Close()
	balances := map[int64]int64{}
	prev := ""
	for rows.Next() {
		var l Line
		if err := rows.Scan(&l.ID, &l.TiersID, &l.MovementID, &l.Kind, &l.AmountCents, &l.BalanceCents, &l.Label, &l.Date, &l.BookedAt, &l.PrevHash, &l.Hash); err != nil {
			return v, fmt.Errorf("money: verify: %w", err)
		}
		v.Entries++
		switch {
		case l.ID != v.Entries:
			v.BrokenAt, v.Reason = v.Entries, "gap"
		case l.PrevHash != prev:
			v.BrokenAt, v.Reason = l.ID, "previous hash"
		case chainHash(l.PrevHash, l) != l.Hash:
			v.BrokenAt, v.Reason = l.ID, "hash"
		case balances[l.TiersID]+l.AmountCents != l.BalanceCents:
			v.BrokenAt, v.Reason = l.ID, "balance"
		}
		if v.Reason != "" {
			return v, nil
		}
		balances[l.TiersID] = l.BalanceCents
		prev = l.Hash
	}
	if err := rows.Err(); err != nil {
		return v, fmt.Errorf("money: verify: %w", err)
	}
	rows.Close()
	acc, err := s.db.QueryContext(ctx, `SELECT tiers_id, balance_cents FROM accounts ORDER BY tiers_id`)
	if err != nil {
		return v, fmt.Errorf("money: verify accounts: %w", err)
	}
	defer acc.Close()
	for acc.Next() {
		var id, balance int64
		if err := acc.Scan(&id, &balance); err != nil {
			return v, fmt.Errorf("money: verify accounts: %w", err)
		}
		if balances[id] != balance {
			v.Reason, v.TiersID = "account", id
			return v, nil
		}
	}
	v.OK = true
	return v, acc.Err()
}
