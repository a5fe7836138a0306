package mail

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"partage/app"
)

// UpdateInput is what spec §7's update-emails may change: read, star and folder, nothing else.
type UpdateInput struct {
	IsRead    *bool   `json:"isRead"`
	IsStarred *bool   `json:"isStarred"`
	Folder    *string `json:"folder"`
}

// owned checks that every id is a mail of the owner, inside tx.
func owned(ctx context.Context, tx *sql.Tx, ownerID int64, ids []int64) error {
	if len(ids) == 0 {
		return app.InvalidField("emailIds", "selectMail", nil)
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

// UpdateEmails applies p to every mail of ids, all or none: an id that is not the
// owner's is ErrNotFound and an unknown folder EINVALID.
func (s *Store) UpdateEmails(ctx context.Context, ownerID int64, ids []int64, p UpdateInput) error {
	if p.IsRead == nil && p.IsStarred == nil && p.Folder == nil {
		return app.InvalidField("dataToUpdate", "giveUpdate", nil)
	}
	if p.Folder != nil && !oneOf(*p.Folder, Folders) {
		return app.InvalidField("dataToUpdate.folder", "unknownFolder", nil)
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
		if p.Folder != nil && *p.Folder == "trash" {
			// Assignments read the row as it was: the folder it leaves is kept.
			set += ", trashed_from = CASE WHEN folder <> 'trash' THEN folder ELSE trashed_from END"
		} else if p.Folder != nil {
			set += ", trashed_from = ''"
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

// RestoreEmails moves each mail of ids that is in the trash back to the folder it
// was moved from (the inbox when that is not known); mail elsewhere stays.
// An id that is not the owner's is ErrNotFound, and nothing changes.
func (s *Store) RestoreEmails(ctx context.Context, ownerID int64, ids []int64) error {
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := owned(ctx, tx, ownerID, ids); err != nil {
			return err
		}
		args := append([]any{time.Now().UTC(), ownerID}, idArgs(ids)...)
		_, err := tx.ExecContext(ctx, `UPDATE emails SET updated_at = $1,
			folder = CASE WHEN trashed_from IN ('inbox', 'sent', 'draft', 'spam') THEN trashed_from ELSE 'inbox' END, trashed_from = ''
			WHERE owner_id = $2 AND folder = 'trash' AND id IN (`+placeholders(2, len(ids))+`)`, args...)
		if err != nil {
			return fmt.Errorf("mail store: restore: %w", err)
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
		return app.InvalidField("label", "unknownLabel", nil)
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
				if _, err := tx.ExecContext(ctx, `INSERT INTO email_labels (email_id, label, owner_id) VALUES ($1, $2, $3)`, id, label, ownerID); err != nil {
					return fmt.Errorf("mail store: toggle label: %w", err)
				}
			}
		}
		return nil
	})
}
