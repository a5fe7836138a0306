package mail

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"partage/app"
)

// Patch is what spec §7's update-emails may change: read, star and folder, nothing else.
type Patch struct {
	IsRead    *bool   `json:"isRead"`
	IsStarred *bool   `json:"isStarred"`
	Folder    *string `json:"folder"`
}

// owned checks that every id is a mail of the owner, inside tx.
func owned(ctx context.Context, tx *sql.Tx, ownerID int64, ids []int64) error {
	if len(ids) == 0 {
		return app.Invalid("No mail selected.", map[string]string{"emailIds": "Select at least one mail."})
	}
	if err := app.CheckIDs("emailIds", len(ids)); err != nil {
		return err // each id is a bound variable: SQLite takes 32,766 at most
	}
	unique := map[int64]bool{}
	for _, id := range ids {
		unique[id] = true
	}
	args := append([]any{ownerID}, idArgs(ids)...)
	var n int
	err := tx.QueryRowContext(ctx, `SELECT count(*) FROM emails WHERE owner_id = $1 AND id IN (`+placeholders(1, len(ids))+`)`, args...).Scan(&n)
	if err != nil {
		return fmt.Errorf("mail store: check owner: %w", err)
	}
	if n != len(unique) {
		return ErrNotFound
	}
	return nil
}

// Update applies p to every mail of ids, all or none: an id that is not the
// owner's is ErrNotFound and an unknown folder EINVALID.
func (s *Store) Update(ctx context.Context, ownerID int64, ids []int64, p Patch) error {
	if p.IsRead == nil && p.IsStarred == nil && p.Folder == nil {
		return app.Invalid("Nothing to update.", map[string]string{"dataToUpdate": "Give isRead, isStarred or folder."})
	}
	if p.Folder != nil && !oneOf(*p.Folder, Folders) {
		return app.Invalid("Unknown folder.", map[string]string{"dataToUpdate.folder": "Unknown folder."})
	}
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := owned(ctx, tx, ownerID, ids); err != nil {
			return err
		}
		// Numbered in the order they stand in the SQL text, as SQLite binds them.
		args := []any{time.Now().UTC()}
		set := "updated_at = $1"
		for _, c := range []struct {
			col string
			val any
			ok  bool
		}{
			{"is_read", deref(p.IsRead), p.IsRead != nil},
			{"is_starred", deref(p.IsStarred), p.IsStarred != nil},
			{"folder", derefS(p.Folder), p.Folder != nil},
		} {
			if c.ok {
				args = append(args, c.val)
				set += fmt.Sprintf(", %s = $%d", c.col, len(args))
			}
		}
		args = append(args, ownerID)
		where := fmt.Sprintf(" WHERE owner_id = $%d AND id IN (%s)", len(args), placeholders(len(args), len(ids)))
		args = append(args, idArgs(ids)...)
		_, err := tx.ExecContext(ctx, `UPDATE emails SET `+set+where, args...)
		if err != nil {
			return fmt.Errorf("mail store: update: %w", err)
		}
		return nil
	})
}

func deref(b *bool) bool {
	return b != nil && *b
}

func derefS(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// ToggleLabel removes label from each mail that has it and adds it to each that does not.
func (s *Store) ToggleLabel(ctx context.Context, ownerID int64, ids []int64, label string) error {
	if !oneOf(label, Labels) {
		return app.Invalid("Unknown label.", map[string]string{"label": "Unknown label."})
	}
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := owned(ctx, tx, ownerID, ids); err != nil {
			return err
		}
		for _, id := range ids {
			res, err := tx.ExecContext(ctx, `DELETE FROM email_labels WHERE email_id = $1 AND label = $2`, id, label)
			if err != nil {
				return fmt.Errorf("mail store: toggle label: %w", err)
			}
			if n, _ := res.RowsAffected(); n == 0 {
				if _, err := tx.ExecContext(ctx, `INSERT INTO email_labels (email_id, label) VALUES ($1, $2)`, id, label); err != nil {
					return fmt.Errorf("mail store: toggle label: %w", err)
				}
			}
		}
		return nil
	})
}
