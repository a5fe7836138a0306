package money

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"partage/app"
	"partage/app/audit"
	"partage/app/ledger"
)

// RecordEntry records a movement of parts in the register. A remboursement's
// value (its parts × its unit price, the category's nominal value when none
// is given) is credited to the holder's account as an executed share
// redemption linked to the entry, in the entry's transaction: both are
// written or neither. An annulation of a remboursement whose value was
// credited is refused (409 ledgerRedemptionPaid). The movement is nil when no
// money moved.
func (s *Store) RecordEntry(ctx context.Context, a audit.Actor, in ledger.EntryInput) (ledger.Entry, *Movement, error) {
	var e ledger.Entry
	var m *Movement
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var err error
		e, m, err = s.recordEntryTx(ctx, tx, a, in)
		return err
	})
	if err != nil {
		return ledger.Entry{}, nil, err
	}
	return e, m, nil
}

// Annul records the annulation of entry number, dated date, resting on
// decision: the register's counter-entry, refused for a redemption whose
// value was credited to the holder's account.
func (s *Store) Annul(ctx context.Context, a audit.Actor, number int64, date, decision string) (ledger.Entry, error) {
	e, _, err := s.RecordEntry(ctx, a, ledger.EntryInput{Kind: ledger.KindCancellation, Corrects: number, Date: date, Decision: decision})
	return e, err
}

func (s *Store) recordEntryTx(ctx context.Context, tx *sql.Tx, a audit.Actor, in ledger.EntryInput) (ledger.Entry, *Movement, error) {
	switch in.Kind {
	case ledger.KindCancellation:
		if err := refusePaidTx(ctx, tx, in.Corrects); err != nil {
			return ledger.Entry{}, nil, err
		}
	case ledger.KindRedemption:
		if err := lockBookingsTx(ctx, tx); err != nil {
			return ledger.Entry{}, nil, err
		}
	}
	e, err := s.ledger.AppendTx(ctx, tx, a, in)
	if err != nil || e.Kind != ledger.KindRedemption {
		return e, nil, err
	}
	id, err := s.creditEntryTx(ctx, tx, a, e)
	if err != nil || id == 0 {
		return e, nil, err
	}
	m, err := findTx(ctx, tx, id)
	if err != nil {
		return e, nil, err
	}
	return e, &m, nil
}

// creditEntryTx credits the value of remboursement entry e to its holder's
// account in tx, as an executed share redemption whose share entry is e's
// number; it returns the movement's id (0: the entry is worth nothing).
func (s *Store) creditEntryTx(ctx context.Context, tx *sql.Tx, a audit.Actor, e ledger.Entry) (int64, error) {
	if e.TotalCents <= 0 {
		return 0, nil
	}
	if e.TotalCents > MaxAmountCents {
		return 0, app.InvalidField("parts", "amountRange", app.Params{"amountMax": euros(MaxAmountCents)})
	}
	return s.CreditRedemptionTx(ctx, tx, a, e.FromTiers, e.TotalCents, e.Number, e.Decision)
}

// lockBookingsTx takes the accounts' line numbers before the register's
// number, in the order an approval paying a subscription takes them (its line
// first, then the parts it issues), so that a redemption and a payment never
// wait on each other in opposite orders.
func lockBookingsTx(ctx context.Context, tx *sql.Tx) error {
	if _, err := tx.ExecContext(ctx, `UPDATE sequences SET value = value WHERE name = 'account_entry'`); err != nil {
		return fmt.Errorf("money: account entry number: %w", err)
	}
	return nil
}

// redemptionPaid refuses the annulation of a redemption whose value was
// credited to the holder's account: the parts would come back while the money
// stays. A new subscription (paid from the account) is recorded instead.
func redemptionPaid(number, amountCents int64) error {
	return app.E(app.ECONFLICT, "ledgerRedemptionPaid", app.Params{"number": number, "amount": euros(amountCents)})
}

// refusePaidTx refuses the annulation of entry number when it is a
// redemption whose value was credited. A credit is written in its entry's
// transaction, so an entry that exists has its credit already.
func refusePaidTx(ctx context.Context, tx *sql.Tx, number int64) error {
	var paid int64
	err := tx.QueryRowContext(ctx, `SELECT COALESCE(SUM(m.amount_cents), 0) FROM share_entries e
		JOIN money_movements m ON m.tiers_id = e.from_tiers AND m.share_entry = e.number
		WHERE e.number = $1 AND e.kind = $2 AND m.kind = $3 AND m.status = $4`,
		number, ledger.KindRedemption, KindRedemption, StatusExecuted).Scan(&paid)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && paid == 0) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("money: redemption of entry %d: %w", number, err)
	}
	return redemptionPaid(number, paid)
}

// RecordEntryOnce is RecordEntry under an Idempotency-Key (key "" or an
// actor without an account: RecordEntry). The same key and the same entry
// again answer the entry first recorded and its movement, created false;
// the same key with another entry is ErrKeyReused. The key is written in the
// entry's transaction, so two requests sent at once record one entry.
func (s *Store) RecordEntryOnce(ctx context.Context, a audit.Actor, in ledger.EntryInput, key string) (ledger.Entry, *Movement, bool, error) {
	key = strings.TrimSpace(key)
	if key == "" || a.ID == 0 {
		e, m, err := s.RecordEntry(ctx, a, in)
		return e, m, err == nil, err
	}
	if utf8.RuneCountInString(key) > MaxKey {
		return ledger.Entry{}, nil, false, app.InvalidField("idempotencyKey", "atMostCharacters", app.Params{"max": MaxKey})
	}
	sum := entrySum(in)
	if e, m, err := s.replayEntry(ctx, a.ID, key, sum); !errors.Is(err, ErrNotFound) {
		return e, m, false, err
	}
	var e ledger.Entry
	var m *Movement
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		var err error
		if e, m, err = s.recordEntryTx(ctx, tx, a, in); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO share_entry_keys (user_id, idem_key, request_sum, number, created_at) VALUES ($1, $2, $3, $4, $5)`,
			a.ID, key, sum, e.Number, s.now().UTC())
		if err != nil {
			return fmt.Errorf("money: entry key: %w", err)
		}
		return nil
	})
	if err != nil {
		// The same request, recorded by another one sent at the same time.
		if e, m, again := s.replayEntry(ctx, a.ID, key, sum); !errors.Is(again, ErrNotFound) {
			return e, m, false, again
		}
		return ledger.Entry{}, nil, false, err
	}
	return e, m, true, nil
}

// entrySum is the fingerprint of an entry's request.
func entrySum(in ledger.EntryInput) string {
	h := sha256.Sum256(fmt.Appendf(nil, "%s\n%s\n%s\n%d\n%d\n%d\n%d\n%s\n%d", strings.TrimSpace(in.Date), in.Kind, in.Category,
		in.Parts, in.UnitCents, in.FromTiers, in.ToTiers, strings.TrimSpace(in.Decision), in.Corrects))
	return hex.EncodeToString(h[:])
}

// replayEntry returns the entry userID recorded under key, with the credit
// it made, when its request had the fingerprint sum; ErrKeyReused for
// another request, ErrNotFound for none.
func (s *Store) replayEntry(ctx context.Context, userID int64, key, sum string) (ledger.Entry, *Movement, error) {
	number, err := s.keyed(ctx, `SELECT number, request_sum FROM share_entry_keys WHERE user_id = $1 AND idem_key = $2`, userID, key, sum)
	if err != nil {
		return ledger.Entry{}, nil, err
	}
	e, err := s.ledger.FindEntry(ctx, number)
	if err != nil {
		return ledger.Entry{}, nil, err
	}
	var id int64
	err = s.db.QueryRowContext(ctx, `SELECT id FROM money_movements WHERE share_entry = $1 AND kind = $2 AND tiers_id = $3`,
		number, KindRedemption, e.FromTiers).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return e, nil, nil
	} else if err != nil {
		return ledger.Entry{}, nil, fmt.Errorf("money: entry key: %w", err)
	}
	m, err := s.Find(ctx, id)
	if err != nil {
		return ledger.Entry{}, nil, err
	}
	return e, &m, nil
}
