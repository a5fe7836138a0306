package contact

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"html"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/audit"
	"partage/app/auth"
	"partage/app/mail"
)

// ErrStatus refuses a move the inbox's lifecycle does not have.
var ErrStatus = app.E(app.ECONFLICT, "contactStatusRefused", nil)

// ErrClosed refuses a reply to a closed message: reopen it first.
var ErrClosed = app.E(app.ECONFLICT, "contactClosed", nil)

// moves are the status changes staff may make: take a new message, close
// one in progress, reopen a closed one.
var moves = map[string][]string{
	StatusNew:        {StatusInProgress},
	StatusInProgress: {StatusClosed},
	StatusClosed:     {StatusInProgress},
}

// Moves returns the statuses a message in status may move to, for the page's buttons.
func Moves(status string) []string { return append([]string{}, moves[status]...) }

// Find returns a message with its replies, or ErrNotFound.
func (s *Store) Find(ctx context.Context, id int64) (Thread, error) {
	return s.find(ctx, s.db, id)
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func (s *Store) find(ctx context.Context, q querier, id int64) (Thread, error) {
	m, err := scan(q.QueryRowContext(ctx, `SELECT `+columns+from+` WHERE m.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Thread{}, ErrNotFound
	} else if err != nil {
		return Thread{}, fmt.Errorf("contact: message %d: %w", id, err)
	}
	t := Thread{Message: m, Thread: []Reply{}}
	rows, err := q.QueryContext(ctx, `SELECT r.id, r.message_id, r.author_id, coalesce(u.full_name, ''), r.body, r.email_id, r.created_at
		FROM contact_replies r LEFT JOIN users u ON u.id = r.author_id WHERE r.message_id = $1 ORDER BY r.id`, id)
	if err != nil {
		return Thread{}, fmt.Errorf("contact: replies of %d: %w", id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var r Reply
		var author, email sql.NullInt64
		if err := rows.Scan(&r.ID, &r.MessageID, &author, &r.AuthorName, &r.Body, &email, &r.CreatedAt); err != nil {
			return Thread{}, fmt.Errorf("contact: replies of %d: %w", id, err)
		}
		r.AuthorID, r.EmailID, r.CreatedAt = author.Int64, email.Int64, r.CreatedAt.UTC()
		t.Thread = append(t.Thread, r)
	}
	return t, rows.Err()
}

// change runs fn on the message id in a transaction, after reading it there,
// then records what fn changed in the audit log under action.
func (s *Store) change(ctx context.Context, a audit.Actor, id int64, action string, fn func(tx *sql.Tx, m Message, now time.Time) (before, after map[string]any, err error)) (Thread, error) {
	var t Thread
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		cur, err := s.find(ctx, tx, id)
		if err != nil {
			return err
		}
		now := s.now().UTC()
		before, after, err := fn(tx, cur.Message, now)
		if err != nil {
			return err
		}
		if err := audit.Write(ctx, tx, a, audit.RecordContact, id, action, audit.Diff(before, after)); err != nil {
			return err
		}
		t, err = s.find(ctx, tx, id)
		return err
	})
	return t, err
}

// Assign gives the message to a staff member (userID), or to nobody (0).
func (s *Store) Assign(ctx context.Context, a audit.Actor, id, userID int64) (Thread, error) {
	return s.change(ctx, a, id, "updated", func(tx *sql.Tx, m Message, now time.Time) (map[string]any, map[string]any, error) {
		var to any
		if userID != 0 {
			var role, status string
			err := tx.QueryRowContext(ctx, `SELECT role, status FROM users WHERE id = $1`, userID).Scan(&role, &status)
			if errors.Is(err, sql.ErrNoRows) || (err == nil && (!auth.IsStaff(role) || status != "active")) {
				return nil, nil, app.InvalidField("assignedTo", "contactAssigneeStaff", nil)
			} else if err != nil {
				return nil, nil, fmt.Errorf("contact: assignee %d: %w", userID, err)
			}
			to = userID
		}
		if _, err := tx.ExecContext(ctx, `UPDATE contact_messages SET assigned_to = $1, updated_at = $2 WHERE id = $3`, to, now, id); err != nil {
			return nil, nil, fmt.Errorf("contact: assign %d: %w", id, err)
		}
		return map[string]any{"assignedTo": m.AssignedTo}, map[string]any{"assignedTo": userID}, nil
	})
}

// SetStatus moves the message to status, when its lifecycle allows it
// (Moves); any other move is refused with ErrStatus.
func (s *Store) SetStatus(ctx context.Context, a audit.Actor, id int64, status string) (Thread, error) {
	return s.change(ctx, a, id, "status", func(tx *sql.Tx, m Message, now time.Time) (map[string]any, map[string]any, error) {
		if !slices.Contains(moves[m.Status], status) {
			return nil, nil, ErrStatus
		}
		if _, err := tx.ExecContext(ctx, `UPDATE contact_messages SET status = $1, updated_at = $2 WHERE id = $3`, status, now, id); err != nil {
			return nil, nil, fmt.Errorf("contact: status of %d: %w", id, err)
		}
		return map[string]any{"status": m.Status}, map[string]any{"status": status}, nil
	})
}

// Reply answers the message by mail from the actor's own mailbox: the mail
// goes through the mail app (the author's Sent folder, the outbox), then the
// reply is kept with its mail's id, the first reply's time noted and a new
// message taken (in progress), all audited. body is plain text.
func (s *Store) Reply(ctx context.Context, a audit.Actor, id int64, body string) (Thread, error) {
	body = strings.TrimSpace(body)
	if body == "" {
		return Thread{}, app.InvalidField("body", "messageRequired", nil)
	} else if utf8.RuneCountInString(body) > MaxBody {
		return Thread{}, app.InvalidField("body", "messageTooLong", app.Params{"max": MaxBody})
	}
	cur, err := s.Find(ctx, id)
	if err != nil {
		return Thread{}, err
	}
	if cur.Status == StatusClosed {
		return Thread{}, ErrClosed
	}
	from := mail.Person{ID: a.ID, Name: a.Name}
	if err := s.db.QueryRowContext(ctx, `SELECT full_name, email FROM users WHERE id = $1`, a.ID).Scan(&from.Name, &from.Email); err != nil {
		return Thread{}, fmt.Errorf("contact: reply author %d: %w", a.ID, err)
	}
	// The mail leaves first, in the mail app's own transaction: a reply is
	// only recorded once its mail is in the Sent folder (and the outbox).
	sent, _, err := s.mail.Send(ctx, from, mail.Input{To: []string{cur.Email}, Subject: replySubject(cur.Subject),
		Message: replyHTML(body, cur.Body), Ref: "contact:" + strconv.FormatInt(id, 10)})
	if err != nil {
		return Thread{}, err
	}
	return s.change(ctx, a, id, "replied", func(tx *sql.Tx, m Message, now time.Time) (map[string]any, map[string]any, error) {
		if _, err := tx.ExecContext(ctx, `INSERT INTO contact_replies (message_id, author_id, body, email_id, created_at) VALUES ($1, $2, $3, $4, $5)`,
			id, a.ID, body, sent.ID, now); err != nil {
			return nil, nil, fmt.Errorf("contact: reply to %d: %w", id, err)
		}
		status := m.Status
		if status == StatusNew {
			status = StatusInProgress
		}
		if _, err := tx.ExecContext(ctx, `UPDATE contact_messages SET status = $1, first_reply_at = coalesce(first_reply_at, $2), updated_at = $2 WHERE id = $3`,
			status, now, id); err != nil {
			return nil, nil, fmt.Errorf("contact: reply to %d: %w", id, err)
		}
		return map[string]any{"status": m.Status}, map[string]any{"status": status, "reply": body, "emailId": sent.ID}, nil
	})
}

// replySubject is "Re: subject", kept within a mail subject's 255 characters.
func replySubject(subject string) string {
	s := subject
	if !strings.HasPrefix(strings.ToLower(s), "re:") {
		s = "Re: " + s
	}
	for len(s) > 255 {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}

// replyHTML is the mail of a plain-text reply: its paragraphs, then the
// message it answers, quoted.
func replyHTML(reply, original string) string {
	return paragraphs(reply) + "<blockquote>" + paragraphs(original) + "</blockquote>"
}

// paragraphs writes plain text as HTML: blank lines part paragraphs, single
// line breaks stay.
func paragraphs(text string) string {
	var b strings.Builder
	for _, p := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			b.WriteString("<p>" + strings.ReplaceAll(html.EscapeString(p), "\n", "<br>") + "</p>")
		}
	}
	return b.String()
}

// Assignee is a staff member a message may be given to.
type Assignee struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
}

// Assignees lists the active staff, by name: the choices of the assign select.
func (s *Store) Assignees(ctx context.Context) ([]Assignee, error) {
	marks := make([]string, len(auth.StaffRoles))
	args := make([]any, len(auth.StaffRoles))
	for i, r := range auth.StaffRoles {
		marks[i] = "$" + strconv.Itoa(i+1)
		args[i] = r
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id, full_name FROM users WHERE status = 'active' AND role IN (`+strings.Join(marks, ", ")+`)
		ORDER BY sort_name, id`, args...)
	if err != nil {
		return nil, fmt.Errorf("contact: assignees: %w", err)
	}
	defer rows.Close()
	out := []Assignee{}
	for rows.Next() {
		var a Assignee
		if err := rows.Scan(&a.ID, &a.FullName); err != nil {
			return nil, fmt.Errorf("contact: assignees: %w", err)
		}
		out = append(out, a)
	}
	return out, rows.Err()
}
