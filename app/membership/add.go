package membership

import (
	"context"
	"database/sql"
	"fmt"

	"partage/app"
	"partage/app/audit"
	"partage/app/registry"
)

// AddInput is a member staff add: a tiers of the register (TiersID), or a
// new one (Tiers), with the parts they wish to take.
type AddInput struct {
	TiersID     int64           `json:"tiersId"`
	Tiers       *registry.Input `json:"tiers"`
	PartsWished int             `json:"partsWished"`
}

// AddMember makes a tiers — an existing one or one created here — a
// candidate, in one transaction with the audit entries. partsMin and
// partsMax bound the parts wished (configuration); 0 means the minimum.
func (s *Store) AddMember(ctx context.Context, a audit.Actor, in AddInput, partsMin, partsMax int) (Member, error) {
	if in.PartsWished == 0 {
		in.PartsWished = partsMin
	}
	if in.PartsWished < partsMin || (partsMax > 0 && in.PartsWished > partsMax) {
		return Member{}, app.InvalidField("partsWished", "partsWishedRange", app.Params{"min": partsMin, "max": partsMax})
	}
	if in.TiersID == 0 && in.Tiers == nil {
		return Member{}, app.InvalidField("tiersId", "memberTiersRequired", nil)
	}
	now := s.now().UTC()
	var out Member
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		id := in.TiersID
		if id == 0 {
			t, err := registry.CreateTiersTx(ctx, tx, a, *in.Tiers, now)
			if err != nil {
				return err
			}
			id = t.ID
		}
		m, err := CreateTx(ctx, tx, a, id, in.PartsWished, now)
		if err != nil {
			return err
		}
		t, err := registry.FindTiersTx(ctx, tx, id)
		out = Member{Tiers: t, Membership: m}
		return err
	})
	return out, err
}

// FindMember returns a tiers with its membership, or ErrNotFound.
func (s *Store) FindMember(ctx context.Context, tiersID int64) (Member, error) {
	m, err := scanMember(s.db.QueryRowContext(ctx, `SELECT `+registry.Columns+`, `+membershipColumns+memberFrom+` WHERE c.id = $1`, tiersID))
	if isNoRows(err) {
		return Member{}, ErrNotFound
	} else if err != nil {
		return Member{}, fmt.Errorf("membership: member %d: %w", tiersID, err)
	}
	return m, nil
}
