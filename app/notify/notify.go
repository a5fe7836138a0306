// Package notify keeps the notifications each user sees in the navbar.
package notify

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math"
	"time"

	"partage/app"
	"partage/app/db"
)

// Text is a translation key with its parameters; the client words it in the reader's language.
type Text struct {
	Key    string         `json:"key"`
	Params map[string]any `json:"params,omitempty"`
}

// Notification is one message for one user.
type Notification struct {
	ID        int64     `json:"id"`
	UserID    int64     `json:"-"`
	Title     Text      `json:"title"`
	Body      Text      `json:"body"`
	Link      string    `json:"link"`
	Read      bool      `json:"read"`
	CreatedAt time.Time `json:"createdAt"`
	// Quiet marks a notification whose news an open page already had by its
	// own live event (a new mail): it waits in the bell, no toast says it again.
	Quiet bool `json:"quiet,omitempty"`
}

// Store reads and writes notifications.
type Store struct {
	db     *db.DB
	live   Publisher // nil: nobody is told live
	mailer Mailer    // nil: no notification is mailed (see MailWith)
}

// Publisher delivers live events to a user's open pages (app/realtime).
type Publisher interface {
	Publish(ctx context.Context, userID int64, typ string, data any) error
}

// EventNew is the live event of a new notification.
const EventNew = "notification"

// TellLive makes the store announce each new notification through p.
func (s *Store) TellLive(p Publisher) { s.live = p }

// NewStore returns a store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

// Create saves n for its user and sets its ID, as its user chose for its
// kind (see KindOf, Prefs): a kind they turned off in the product is not
// stored (its ID stays 0); a kind they want by e-mail is also mailed when a
// mailer is set (MailWith). A failure to mail is answered after the
// notification is stored.
func (s *Store) Create(ctx context.Context, n *Notification) error {
	pref := Pref{InApp: true}
	if kind := KindOf(n.Title.Key); kind != "" {
		var err error
		if pref, err = s.PrefOf(ctx, n.UserID, kind); err != nil {
			return err
		}
	}
	if pref.InApp {
		if err := s.store(ctx, n); err != nil {
			return err
		}
	}
	if pref.Email && s.mailer != nil {
		if err := s.mailer.MailNotification(ctx, n); err != nil {
			return fmt.Errorf("notify: mail: %w", err)
		}
	}
	return nil
}

// store saves n and tells its user's open pages.
func (s *Store) store(ctx context.Context, n *Notification) error {
	title, _ := json.Marshal(n.Title)
	body, _ := json.Marshal(n.Body)
	if n.CreatedAt.IsZero() {
		n.CreatedAt = time.Now().UTC().Truncate(time.Second)
	}
	err := s.db.QueryRowContext(ctx, `INSERT INTO notifications (user_id, title, body, link, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
		n.UserID, string(title), string(body), n.Link, n.CreatedAt).Scan(&n.ID)
	if err != nil {
		return fmt.Errorf("notify: create: %w", err)
	}
	if s.live != nil {
		// The notification is stored; failing to tell an open page now only delays it to the next visit.
		_ = s.live.Publish(ctx, n.UserID, EventNew, n)
	}
	return nil
}

// List returns the user's newest notifications, at most limit, and how many are unread in all.
func (s *Store) List(ctx context.Context, userID int64, limit int) ([]Notification, int, error) {
	return s.Older(ctx, userID, 0, limit)
}

// Older returns the user's notifications older than the one whose id is before
// (0: from the newest), newest first, at most limit, and how many are unread in all.
func (s *Store) Older(ctx context.Context, userID, before int64, limit int) ([]Notification, int, error) {
	var unread int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NULL`, userID).Scan(&unread); err != nil {
		return nil, 0, fmt.Errorf("notify: count unread: %w", err)
	}
	if before <= 0 {
		before = math.MaxInt64
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id, title, body, link, read_at, created_at FROM notifications
		WHERE user_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3`, userID, before, limit)
	if err != nil {
		return nil, 0, fmt.Errorf("notify: list: %w", err)
	}
	defer rows.Close()
	out := []Notification{}
	for rows.Next() {
		n := Notification{UserID: userID}
		var title, body string
		var readAt sql.NullInt64
		if err := rows.Scan(&n.ID, &title, &body, &n.Link, &readAt, &n.CreatedAt); err != nil {
			return nil, 0, fmt.Errorf("notify: list: %w", err)
		}
		json.Unmarshal([]byte(title), &n.Title)
		json.Unmarshal([]byte(body), &n.Body)
		n.Read = readAt.Valid
		n.CreatedAt = n.CreatedAt.UTC()
		out = append(out, n)
	}
	return out, unread, rows.Err()
}

// MarkRead marks one of the user's notifications read, or all of them when id
// is 0. Another user's or an unknown id is ENOTFOUND.
func (s *Store) MarkRead(ctx context.Context, userID, id int64) error {
	now := time.Now().Unix()
	if id == 0 {
		if _, err := s.db.ExecContext(ctx, `UPDATE notifications SET read_at = $1 WHERE user_id = $2 AND read_at IS NULL`, now, userID); err != nil {
			return fmt.Errorf("notify: mark all read: %w", err)
		}
		return nil
	}
	res, err := s.db.ExecContext(ctx, `UPDATE notifications SET read_at = COALESCE(read_at, $1) WHERE user_id = $2 AND id = $3`, now, userID, id)
	if err != nil {
		return fmt.Errorf("notify: mark read: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return app.E(app.ENOTFOUND, "notificationNotFound", nil)
	}
	return nil
}
