package blog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
)

// Limits of a comment: its body in characters, the moderator's reason, and
// how many comments one person may write in a minute.
const (
	MaxCommentBody   = 2000
	MaxCommentReason = 200
	CommentBurst     = 10
)

// CommentAuthor is who wrote a comment, as the list shows them.
type CommentAuthor struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
	Avatar   string `json:"avatar"`
}

// Comment is one reader's comment on a post, as one reader sees it: its
// marks (mine, canEdit, canDelete, canModerate) are the reader's. Body is
// plain text, newlines kept, never HTML. HiddenReason and HiddenAt are only
// filled for the staff and the author, the only readers of a hidden comment.
type Comment struct {
	ID           int64         `json:"id"`
	PostID       int64         `json:"postId"`
	Body         string        `json:"body"`
	Author       CommentAuthor `json:"author"`
	CreatedAt    time.Time     `json:"createdAt"`
	EditedAt     *time.Time    `json:"editedAt"`
	Hidden       bool          `json:"hidden"`
	HiddenReason string        `json:"hiddenReason,omitempty"`
	HiddenAt     *time.Time    `json:"hiddenAt,omitempty"`
	Mine         bool          `json:"mine"`
	CanEdit      bool          `json:"canEdit"`
	CanDelete    bool          `json:"canDelete"`
	CanModerate  bool          `json:"canModerate"`
}

// CommentReader is who reads or writes comments: their user id, and whether
// they are on the staff that writes the blog (and moderates its comments).
type CommentReader struct {
	ID    int64
	Staff bool
}

var (
	errCommentNotFound = app.E(app.ENOTFOUND, "blogCommentNotFound", nil)
	errCommentNotYours = app.E(app.EFORBIDDEN, "blogCommentNotYours", nil)
	errCommentStaff    = app.E(app.EFORBIDDEN, "blogCommentStaffOnly", nil)
)

// CleanCommentBody is body as it is kept: trimmed, its line ends made "\n";
// empty or longer than MaxCommentBody characters is a field error on "body".
func CleanCommentBody(body string) (string, error) {
	body = strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(body, "\r\n", "\n"), "\r", "\n"))
	switch n := utf8.RuneCountInString(body); {
	case n == 0:
		return "", app.InvalidField("body", "blogCommentRequired", nil)
	case n > MaxCommentBody:
		return "", app.InvalidField("body", "blogCommentTooLong", app.Params{"max": MaxCommentBody, "n": n})
	}
	return body, nil
}

const commentColumns = `c.id, c.post_id, c.body, c.author_id, u.full_name, u.avatar, c.created_at, c.edited_at,
	c.hidden, c.hidden_reason, c.hidden_at`

const commentFrom = ` FROM blog_comments c JOIN users u ON u.id = c.author_id`

func commentScan(sc interface{ Scan(...any) error }, c *Comment) error {
	var edited, hiddenAt sql.NullTime
	if err := sc.Scan(&c.ID, &c.PostID, &c.Body, &c.Author.ID, &c.Author.FullName, &c.Author.Avatar, &c.CreatedAt, &edited,
		&c.Hidden, &c.HiddenReason, &hiddenAt); err != nil {
		return err
	}
	c.CreatedAt = c.CreatedAt.UTC()
	if edited.Valid {
		t := edited.Time.UTC()
		c.EditedAt = &t
	}
	if hiddenAt.Valid {
		t := hiddenAt.Time.UTC()
		c.HiddenAt = &t
	}
	return nil
}

// commentMark fills c's marks for reader.
func commentMark(c *Comment, reader CommentReader) {
	c.Mine = c.Author.ID == reader.ID
	c.CanEdit = c.Mine
	c.CanDelete = c.Mine || reader.Staff
	c.CanModerate = reader.Staff
	if !c.Hidden {
		c.HiddenReason, c.HiddenAt = "", nil
	}
}

// commentPost checks that reader sees postID; a post they do not see is not found.
func (s *Store) commentPost(ctx context.Context, postID int64, reader CommentReader) error {
	if _, err := s.VisiblePost(ctx, postID, reader.Staff); err != nil {
		if app.ErrorCode(err) == app.ENOTFOUND {
			return err
		}
		return fmt.Errorf("blog: comments: post %d: %w", postID, err)
	}
	return nil
}

// Comments is the comments of postID that reader sees, oldest first: all of
// them for the staff, the others' visible ones and all of one's own for
// everyone else. A post reader does not see is not found.
func (s *Store) Comments(ctx context.Context, postID int64, reader CommentReader) ([]Comment, error) {
	if err := s.commentPost(ctx, postID, reader); err != nil {
		return nil, err
	}
	return s.PostComments(ctx, postID, reader)
}

// PostComments is Comments for a caller that already checked that reader sees postID.
func (s *Store) PostComments(ctx context.Context, postID int64, reader CommentReader) ([]Comment, error) {
	q := `SELECT ` + commentColumns + commentFrom + ` WHERE c.post_id = $1`
	args := []any{postID}
	if !reader.Staff {
		q += ` AND (c.hidden = FALSE OR c.author_id = $2)`
		args = append(args, reader.ID)
	}
	rows, err := s.db.QueryContext(ctx, q+` ORDER BY c.created_at, c.id`, args...)
	if err != nil {
		return nil, fmt.Errorf("blog: comments: %w", err)
	}
	defer rows.Close()
	out := []Comment{}
	for rows.Next() {
		var c Comment
		if err := commentScan(rows, &c); err != nil {
			return nil, fmt.Errorf("blog: comments: %w", err)
		}
		commentMark(&c, reader)
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("blog: comments: %w", err)
	}
	return out, nil
}

// Comment is comment id as reader sees it: one they may not see (hidden and
// not theirs, or on a post they do not see) is not found.
func (s *Store) Comment(ctx context.Context, id int64, reader CommentReader) (Comment, error) {
	var c Comment
	err := commentScan(s.db.QueryRowContext(ctx, `SELECT `+commentColumns+commentFrom+` WHERE c.id = $1`, id), &c)
	if errors.Is(err, sql.ErrNoRows) {
		return Comment{}, errCommentNotFound
	} else if err != nil {
		return Comment{}, fmt.Errorf("blog: comment %d: %w", id, err)
	}
	if c.Hidden && !reader.Staff && c.Author.ID != reader.ID {
		return Comment{}, errCommentNotFound
	}
	if err := s.commentPost(ctx, c.PostID, reader); err != nil {
		return Comment{}, err
	}
	commentMark(&c, reader)
	return c, nil
}

// AddComment saves reader's comment on postID (a post they see) and answers
// it. Body is cleaned by CleanCommentBody; past CommentBurst comments in a
// minute, a person must wait.
func (s *Store) AddComment(ctx context.Context, postID int64, reader CommentReader, body string) (Comment, error) {
	body, err := CleanCommentBody(body)
	if err != nil {
		return Comment{}, err
	}
	if err := s.commentPost(ctx, postID, reader); err != nil {
		return Comment{}, err
	}
	now := s.clock()
	var recent int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_comments WHERE author_id = $1 AND created_at > $2`,
		reader.ID, now.Add(-time.Minute)).Scan(&recent); err != nil {
		return Comment{}, fmt.Errorf("blog: add comment: %w", err)
	}
	if recent >= CommentBurst {
		return Comment{}, app.E(app.ETOOMANY, "blogCommentTooFast", app.Params{"max": CommentBurst})
	}
	var id int64
	if err := s.db.QueryRowContext(ctx, `INSERT INTO blog_comments (post_id, author_id, body, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $4) RETURNING id`, postID, reader.ID, body, now).Scan(&id); err != nil {
		return Comment{}, fmt.Errorf("blog: add comment: %w", err)
	}
	return s.Comment(ctx, id, reader)
}

// EditComment replaces the body of reader's own comment id and marks it
// edited; someone else's comment is forbidden.
func (s *Store) EditComment(ctx context.Context, id int64, reader CommentReader, body string) (Comment, error) {
	body, err := CleanCommentBody(body)
	if err != nil {
		return Comment{}, err
	}
	c, err := s.Comment(ctx, id, reader)
	if err != nil {
		return Comment{}, err
	}
	if !c.Mine {
		return Comment{}, errCommentNotYours
	}
	if body == c.Body {
		return c, nil // nothing changed: no "edited" mark
	}
	now := s.clock()
	if _, err := s.db.ExecContext(ctx, `UPDATE blog_comments SET body = $1, edited_at = $2, updated_at = $2 WHERE id = $3`,
		body, now, id); err != nil {
		return Comment{}, fmt.Errorf("blog: edit comment %d: %w", id, err)
	}
	return s.Comment(ctx, id, reader)
}

// DeleteComment deletes comment id: the author's own, or any for the staff.
func (s *Store) DeleteComment(ctx context.Context, id int64, reader CommentReader) error {
	c, err := s.Comment(ctx, id, reader)
	if err != nil {
		return err
	}
	if !c.CanDelete {
		return errCommentNotYours
	}
	res, err := s.db.ExecContext(ctx, `DELETE FROM blog_comments WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("blog: delete comment %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return errCommentNotFound // deleted by someone else meanwhile
	}
	return nil
}

// ModerateComment hides comment id (with an optional reason, at most
// MaxCommentReason characters) or shows it again; the staff only.
func (s *Store) ModerateComment(ctx context.Context, id int64, reader CommentReader, hidden bool, reason string) (Comment, error) {
	if !reader.Staff {
		return Comment{}, errCommentStaff
	}
	reason = strings.Join(strings.Fields(reason), " ")
	if n := utf8.RuneCountInString(reason); n > MaxCommentReason {
		return Comment{}, app.InvalidField("reason", "blogCommentReasonTooLong", app.Params{"max": MaxCommentReason})
	}
	if _, err := s.Comment(ctx, id, reader); err != nil {
		return Comment{}, err
	}
	now := s.clock()
	var err error
	if hidden {
		_, err = s.db.ExecContext(ctx, `UPDATE blog_comments SET hidden = TRUE, hidden_by = $1, hidden_reason = $2, hidden_at = $3,
			updated_at = $3 WHERE id = $4`, reader.ID, reason, now, id)
	} else {
		_, err = s.db.ExecContext(ctx, `UPDATE blog_comments SET hidden = FALSE, hidden_by = NULL, hidden_reason = '', hidden_at = NULL,
			updated_at = $1 WHERE id = $2`, now, id)
	}
	if err != nil {
		return Comment{}, fmt.Errorf("blog: moderate comment %d: %w", id, err)
	}
	return s.Comment(ctx, id, reader)
}
