package money

import (
	"context"
	"database/sql"

	"partage/app/audit"
)

// RedeemOnExitTx redeems every part of a member whose exit is completed, in
// the exit's transaction: remboursement entries in the register (one per
// category), and the value of each credited once to the member's account as
// an executed share redemption linked to its entry.
func (s *Store) RedeemOnExitTx(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID int64, date, decision string) error {
	if err := lockBookingsTx(ctx, tx); err != nil {
		return err
	}
	entries, _, err := s.ledger.RedeemAllTx(ctx, tx, a, tiersID, date, decision)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if _, err := s.creditEntryTx(ctx, tx, a, e); err != nil {
			return err
		}
	}
	return nil
}

// CreditRedemptionTx credits amountCents of parts bought back from tiersID
// (register entry shareEntry) to their account in tx, as an executed share
// redemption: the product executes it, the register's entry being the
// decision's record. It returns the movement's id.
func (s *Store) CreditRedemptionTx(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID, amountCents, shareEntry int64, decision string) (int64, error) {
	e := executed{TiersID: tiersID, Kind: KindRedemption, AmountCents: amountCents, Label: decision, ShareEntry: shareEntry}
	return s.executeNowTx(ctx, tx, a, e, s.now().UTC())
}
