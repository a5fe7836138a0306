package profile

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"partage/app"
)

// Comment is a comment under a post.
type Comment struct {
	ID        int64     `json:"id"`
	Author    Author    `json:"author"`
	Body      string    `json:"body"`
	CreatedAt time.Time `json:"createdAt"`
	CanDelete bool      `json:"canDelete"`
}

// AddComment writes v's comment under a post; it returns the comment and
// the post's number of comments.
func (s *Store) AddComment(ctx context.Context, v Viewer, postID int64, body string) (Comment, int64, error) {
	if _, err := s.postOwner(ctx, s.db, v, postID); err != nil {
		return Comment{}, 0, err
	}
	body, err := cleanText("body", body, MaxComment, true, "postCommentRequired", "postCommentTooLong")
	if err != nil {
		return Comment{}, 0, err
	}
	now := s.now()
	var id, count int64
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := tx.QueryRowContext(ctx, `INSERT INTO post_comments (post_id, author_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
			postID, v.ID, body, now).Scan(&id); err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, `UPDATE posts SET comment_count = comment_count + 1 WHERE id = $1 RETURNING comment_count`, postID).Scan(&count)
	})
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return Comment{}, 0, errPostNotFound
		}
		return Comment{}, 0, fmt.Errorf("profile: comment on %d: %w", postID, err)
	}
	me, err := s.person(ctx, s.db, v.ID)
	if err != nil {
		return Comment{}, 0, err
	}
	c := Comment{ID: id, Author: Author{ID: me.ID, FullName: me.FullName, Avatar: me.Avatar}, Body: body, CreatedAt: now, CanDelete: true}
	return c, count, nil
}

// DeleteComment deletes a comment: its author, the post's author or an admin.
func (s *Store) DeleteComment(ctx context.Context, v Viewer, id int64) error {
	var postID, author int64
	err := s.db.QueryRowContext(ctx, `SELECT post_id, author_id FROM post_comments WHERE id = $1`, id).Scan(&postID, &author)
	if errors.Is(err, sql.ErrNoRows) {
		return errCommentNotFound
	}
	if err != nil {
		return fmt.Errorf("profile: comment %d: %w", id, err)
	}
	postAuthor, err := s.postOwner(ctx, s.db, v, postID)
	if err != nil {
		if app.ErrorCode(err) == app.ENOTFOUND {
			return errCommentNotFound
		}
		return err
	}
	if author != v.ID && postAuthor != v.ID && !v.IsAdmin() {
		return app.E(app.EFORBIDDEN, "postCommentDeleteNotAllowed", nil)
	}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM post_comments WHERE id = $1`, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errCommentNotFound // deleted meanwhile: counted once
		}
		_, err = tx.ExecContext(ctx, `UPDATE posts SET comment_count = comment_count - 1 WHERE id = $1 AND comment_count > 0`, postID)
		return err
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return err
		}
		return fmt.Errorf("profile: delete comment %d: %w", id, err)
	}
	return nil
}

// Comments are a post's comments older than the one whose id is before (0:
// from the newest), CommentsShown at most, oldest of them first, for whoever
// may see the post; more says whether older ones remain.
func (s *Store) Comments(ctx context.Context, v Viewer, postID, before int64) (list []Comment, more bool, err error) {
	author, err := s.postOwner(ctx, s.db, v, postID)
	if err != nil {
		return nil, false, err
	}
	q := `SELECT c.id, c.body, c.created_at, u.id, u.full_name, u.avatar FROM post_comments c JOIN users u ON u.id = c.author_id
		WHERE c.post_id = $1`
	args := []any{postID}
	if before > 0 {
		q += ` AND c.id < $2`
		args = append(args, before)
	}
	q += ` ORDER BY c.id DESC LIMIT ` + strconv.Itoa(CommentsShown+1)
	list = []Comment{}
	err = s.each(ctx, q, args, func(r *sql.Rows) error {
		var c Comment
		if err := r.Scan(&c.ID, &c.Body, &c.CreatedAt, &c.Author.ID, &c.Author.FullName, &c.Author.Avatar); err != nil {
			return err
		}
		c.CreatedAt = c.CreatedAt.UTC()
		c.CanDelete = c.Author.ID == v.ID || author == v.ID || v.IsAdmin()
		list = append(list, c)
		return nil
	})
	if err != nil {
		return nil, false, fmt.Errorf("profile: comments of %d: %w", postID, err)
	}
	if more = len(list) > CommentsShown; more {
		list = list[:CommentsShown]
	}
	slices.Reverse(list)
	return list, more, nil
}
