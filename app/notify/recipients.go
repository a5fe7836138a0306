package notify

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// MaxMentions is how many different @names of one text are looked up; more are ignored.
const MaxMentions = 20

// mentionRe finds @name where name is a username (auth's rule: a letter or
// digit, then 2 to 29 letters, digits, dots, dashes or underscores) and the @
// does not continue a word (an e-mail address is no mention).
var mentionRe = regexp.MustCompile(`(?:^|[^A-Za-z0-9._@-])@([A-Za-z0-9][A-Za-z0-9._-]{2,29})`)

// Mentions are the usernames a text names with @, lower-cased, once each, in
// order, at most MaxMentions. A name ending a sentence ("@camille.") is given
// both with and without its trailing punctuation: the lookup keeps the one that exists.
func Mentions(text string) []string {
	seen := map[string]bool{}
	out := []string{}
	add := func(name string) {
		name = strings.ToLower(name)
		if len(name) >= 3 && !seen[name] && len(out) < MaxMentions {
			seen[name] = true
			out = append(out, name)
		}
	}
	for _, m := range mentionRe.FindAllStringSubmatch(text, -1) {
		add(m[1])
		add(strings.TrimRight(m[1], "._-"))
	}
	return out
}

// Person is a user a notification may go to, with what decides whether they may open its page.
type Person struct {
	ID   int64
	Role string
}

// Named are the users whose usernames are among names (compared without case),
// those suspended left out.
func (s *Store) Named(ctx context.Context, names []string) ([]Person, error) {
	if len(names) == 0 {
		return nil, nil
	}
	if len(names) > MaxMentions {
		names = names[:MaxMentions]
	}
	args := make([]any, len(names))
	marks := make([]string, len(names))
	for i, n := range names {
		args[i] = strings.ToLower(n)
		marks[i] = fmt.Sprintf("$%d", i+1)
	}
	return s.people(ctx, `SELECT id, role FROM users WHERE lower(username) IN (`+strings.Join(marks, ", ")+`) AND status <> 'inactive' ORDER BY id`, args...)
}

// Find is the user whose id is id; ok is false when there is none.
func (s *Store) Find(ctx context.Context, id int64) (Person, bool, error) {
	var p Person
	err := s.db.QueryRowContext(ctx, `SELECT id, role FROM users WHERE id = $1`, id).Scan(&p.ID, &p.Role)
	if errors.Is(err, sql.ErrNoRows) {
		return Person{}, false, nil
	}
	if err != nil {
		return Person{}, false, fmt.Errorf("notify: find user %d: %w", id, err)
	}
	return p, true, nil
}

// InvoiceWatchers are whom an invoice's settlement concerns: the user who
// issued it, or, when nobody did (demo data, an account since deleted), every
// admin; suspended accounts left out.
func (s *Store) InvoiceWatchers(ctx context.Context, invoiceID int64) ([]Person, error) {
	out, err := s.people(ctx, `SELECT u.id, u.role FROM invoices i JOIN users u ON u.id = i.created_by
		WHERE i.id = $1 AND u.status <> 'inactive'`, invoiceID)
	if err != nil || len(out) > 0 {
		return out, err
	}
	return s.people(ctx, `SELECT id, role FROM users WHERE role = 'admin' AND status <> 'inactive' ORDER BY id`)
}

func (s *Store) people(ctx context.Context, query string, args ...any) ([]Person, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("notify: recipients: %w", err)
	}
	defer rows.Close()
	var out []Person
	for rows.Next() {
		var p Person
		if err := rows.Scan(&p.ID, &p.Role); err != nil {
			return nil, fmt.Errorf("notify: recipients: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// WantsChatNotices reports whether the user keeps the chat's notifications on
// (their chat profile's setting; on until they turn it off).
func (s *Store) WantsChatNotices(ctx context.Context, userID int64) (bool, error) {
	var on bool
	err := s.db.QueryRowContext(ctx, `SELECT COALESCE((SELECT notifications_on FROM chat_profiles WHERE user_id = $1), TRUE)`, userID).Scan(&on)
	if err != nil {
		return false, fmt.Errorf("notify: chat setting of %d: %w", userID, err)
	}
	return on, nil
}
