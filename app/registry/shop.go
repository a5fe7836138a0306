package registry

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"partage/app/audit"
)

// ClientOfUserTx is the tiers whose own account is userID, read in tx; when
// the user has none yet (a client who buys in the shop for the first time),
// q is added as a client of the register, linked to the user, and recorded
// in the audit log. The shop makes its invoices out to it.
func ClientOfUserTx(ctx context.Context, tx *sql.Tx, a audit.Actor, userID int64, q QuickClient, now time.Time) (int64, error) {
	var id int64
	err := tx.QueryRowContext(ctx, `SELECT id FROM clients WHERE user_id = $1`, userID).Scan(&id)
	if err == nil {
		return id, nil
	} else if !errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("registry: tiers of user %d: %w", userID, err)
	}
	if id, err = CreateClientTx(ctx, tx, a, q, now); err != nil {
		return 0, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE clients SET user_id = $1 WHERE id = $2`, userID, id); err != nil {
		return 0, fmt.Errorf("registry: link tiers %d to user %d: %w", id, userID, err)
	}
	return id, audit.Write(ctx, tx, a, audit.RecordTiers, id, "updated", []audit.Change{{Field: "userId", After: userID}})
}
