package notify

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"partage/app"
	"partage/app/auth"
)

// Kinds of notification a person chooses to be told of, in the product
// and by e-mail (the account settings' Notifications tab), in their order.
const (
	KindMail        = "mail"        // a new message in one's mailbox
	KindChat        = "chat"        // a chat mention
	KindTask        = "task"        // a task assigned, a mention in a task
	KindEvent       = "event"       // an invitation, an event moved, changed, cancelled
	KindApproval    = "approval"    // a money movement or a change request waiting for one's decision
	KindApplication = "application" // a new application from "Rejoignez-nous"
	KindContact     = "contact"     // a new contact message
)

// Kinds are the kinds in the order the settings list them.
var Kinds = []string{KindMail, KindChat, KindTask, KindEvent, KindApproval, KindApplication, KindContact}

// Keys of the notifications written for the kinds that had none before.
const (
	KeyMailReceived    = "notifications.mailReceived"
	KeyMovementPending = "notifications.movementPending"
	KeyChangePending   = "notifications.changePending"
	KeyApplicationNew  = "notifications.applicationNew"
	KeyContactNew      = "notifications.contactNew"
)

// kindOfKey maps each notification key to the kind a person's preferences
// name. A key not here (the welcome, a password changed, an invoice paid)
// is always delivered in the product and never mailed: it is about one's
// own account or one's own invoice, not something one subscribes to.
var kindOfKey = map[string]string{
	KeyTaskAssigned: KindTask, KeyTaskMention: KindTask,
	KeyEventInvited: KindEvent, KeyEventMoved: KindEvent, KeyEventChanged: KindEvent, KeyEventCancelled: KindEvent,
	KeyChatMention:     KindChat,
	KeyMailReceived:    KindMail,
	KeyMovementPending: KindApproval, KeyChangePending: KindApproval,
	KeyApplicationNew: KindApplication,
	KeyContactNew:     KindContact,
}

// KindOf is the kind of the notification key (its title's key without
// ".title" also works), or "" when its readers cannot turn it off.
func KindOf(key string) string {
	return kindOfKey[strings.TrimSuffix(strings.TrimSuffix(key, ".title"), ".body")]
}

// Pref is whether a person is told of one kind in the product and by e-mail.
type Pref struct {
	Kind  string `json:"kind"`
	InApp bool   `json:"inApp"`
	Email bool   `json:"email"`
}

// Default is the choice of a person who never chose for kind: everything in
// the product; by e-mail what waits for them (tasks, events, approvals,
// applications), not the chatter (mail, chat, contact messages, which
// already have their own inbox).
func Default(kind string) Pref {
	switch kind {
	case KindTask, KindEvent, KindApproval, KindApplication:
		return Pref{Kind: kind, InApp: true, Email: true}
	}
	return Pref{Kind: kind, InApp: true, Email: false}
}

// Defaults are the default choices of every kind, in order.
func Defaults() []Pref {
	out := make([]Pref, len(Kinds))
	for i, k := range Kinds {
		out[i] = Default(k)
	}
	return out
}

// Prefs are the user's choices for every kind, in order (defaults where they never chose).
func (s *Store) Prefs(ctx context.Context, userID int64) ([]Pref, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT kind, in_app, by_email FROM notification_prefs WHERE user_id = $1`, userID)
	if err != nil {
		return nil, fmt.Errorf("notify: prefs of %d: %w", userID, err)
	}
	defer rows.Close()
	chosen := map[string]Pref{}
	for rows.Next() {
		var p Pref
		if err := rows.Scan(&p.Kind, &p.InApp, &p.Email); err != nil {
			return nil, fmt.Errorf("notify: prefs of %d: %w", userID, err)
		}
		chosen[p.Kind] = p
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("notify: prefs of %d: %w", userID, err)
	}
	out := Defaults()
	for i, p := range out {
		if c, ok := chosen[p.Kind]; ok {
			out[i] = c
		}
	}
	return out, nil
}

// PrefOf is the user's choice for one kind.
func (s *Store) PrefOf(ctx context.Context, userID int64, kind string) (Pref, error) {
	p := Default(kind)
	err := s.db.QueryRowContext(ctx, `SELECT in_app, by_email FROM notification_prefs WHERE user_id = $1 AND kind = $2`, userID, kind).Scan(&p.InApp, &p.Email)
	if err != nil && err != sql.ErrNoRows {
		return p, fmt.Errorf("notify: pref of %d: %w", userID, err)
	}
	return p, nil
}

// SetPrefs saves the user's choices: prefs names kinds (each once; an
// unknown kind is refused, field "prefs", and nothing changes); kinds it
// leaves out keep their choice. Only choices that differ from the default
// are kept as rows. It answers every kind's choice.
func (s *Store) SetPrefs(ctx context.Context, userID int64, prefs []Pref) ([]Pref, error) {
	seen := map[string]bool{}
	for _, p := range prefs {
		if !oneOf(p.Kind, Kinds) {
			return nil, app.InvalidField("prefs", "notifKindUnknown", app.Params{"kind": p.Kind, "choices": strings.Join(Kinds, ", ")})
		}
		if seen[p.Kind] {
			return nil, app.InvalidField("prefs", "notifKindTwice", app.Params{"kind": p.Kind})
		}
		seen[p.Kind] = true
	}
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		for _, p := range prefs {
			if _, err := tx.ExecContext(ctx, `DELETE FROM notification_prefs WHERE user_id = $1 AND kind = $2`, userID, p.Kind); err != nil {
				return err
			}
			if p == Default(p.Kind) {
				continue
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO notification_prefs (user_id, kind, in_app, by_email) VALUES ($1, $2, $3, $4)`,
				userID, p.Kind, p.InApp, p.Email); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("notify: set prefs of %d: %w", userID, err)
	}
	return s.Prefs(ctx, userID)
}

func oneOf(v string, set []string) bool {
	for _, s := range set {
		if s == v {
			return true
		}
	}
	return false
}

// Mailer mails a notification to its user (worded in their language, with a
// link to its page); see MailWith.
type Mailer interface {
	MailNotification(ctx context.Context, n *Notification) error
}

// MailWith makes the store mail each notification whose kind its user wants
// by e-mail through m (nil: none is mailed).
func (s *Store) MailWith(m Mailer) { s.mailer = m }

// Able are the active staff whose role may do action on subject, for the
// notifications of what waits for them (one query).
func (s *Store) Able(ctx context.Context, action, subject string) ([]Person, error) {
	var roles []string
	for _, r := range auth.StaffRoles {
		if auth.Can(auth.RulesFor(r), action, subject) {
			roles = append(roles, r)
		}
	}
	if len(roles) == 0 {
		return nil, nil
	}
	args := make([]any, len(roles))
	marks := make([]string, len(roles))
	for i, r := range roles {
		args[i] = r
		marks[i] = fmt.Sprintf("$%d", i+1)
	}
	return s.people(ctx, `SELECT id, role FROM users WHERE role IN (`+strings.Join(marks, ", ")+`) AND status = 'active' ORDER BY id`, args...)
}
