package chat

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/realtime"
)

// ErrNoContact answers an id that is not someone the user may chat with.
var ErrNoContact = app.E(app.ENOTFOUND, "contactNotFound", nil)

// roleIn is the SQL condition "u may chat": a role that may, and not
// suspended. The roles are the product's own constants, not input.
func (s *Service) roleIn() string {
	if len(s.roles) == 0 {
		return "FALSE"
	}
	return "(u.role IN ('" + strings.Join(s.roles, "', '") + "') AND u.status <> 'inactive')"
}

const contactColumns = `u.id, u.full_name, u.role, COALESCE(p.about, ''), u.avatar, COALESCE(p.status, '')`

func scanContact(row interface{ Scan(...any) error }, online map[int64]bool, extra ...any) (Contact, error) {
	var c Contact
	var chosen string
	err := row.Scan(append([]any{&c.ID, &c.FullName, &c.Role, &c.About, &c.Avatar, &chosen}, extra...)...)
	c.Status = effective(chosen, online[c.ID])
	return c, err
}

// chosenStatus returns the status userID chose ("" when none) and whether they may chat at all.
func (s *Service) chosenStatus(ctx context.Context, userID int64) (string, bool, error) {
	var chosen string
	var chats bool
	err := s.db.QueryRowContext(ctx, `SELECT COALESCE(p.status, ''), `+s.roleIn()+` FROM users u
		LEFT JOIN chat_profiles p ON p.user_id = u.id WHERE u.id = $1`, userID).Scan(&chosen, &chats)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("chat: status of %d: %w", userID, err)
	}
	return chosen, chats, nil
}

// contact returns the contact with id, if me may chat with them.
func (s *Service) contact(ctx context.Context, me *auth.User, id int64) (Contact, error) {
	if id == me.ID || id <= 0 {
		return Contact{}, ErrNoContact
	}
	// One contact: ask for their presence alone, not for everyone online.
	on, err := s.hub.IsOnline(ctx, id)
	if err != nil {
		return Contact{}, err
	}
	c, err := scanContact(s.db.QueryRowContext(ctx, `SELECT `+contactColumns+` FROM users u
		LEFT JOIN chat_profiles p ON p.user_id = u.id WHERE u.id = $1 AND `+s.roleIn(), id), map[int64]bool{id: on})
	if errors.Is(err, sql.ErrNoRows) {
		return Contact{}, ErrNoContact
	}
	if err != nil {
		return Contact{}, fmt.Errorf("chat: contact %d: %w", id, err)
	}
	return c, nil
}

// nameSearch is the search of chats and contacts, by name.
var nameSearch = db.Search{Keys: []string{"u.sort_name"}, FTS: "users_fts", FTSColumns: []string{"sort_name"}, ID: "u.id"}

// ChatsAndContacts returns me's chats (latest activity first) and the people
// me may chat with (by name), both filtered by q on the name and capped at MaxListed.
func (s *Service) ChatsAndContacts(ctx context.Context, me *auth.User, q string) ([]ChatContact, []Contact, error) {
	online, err := s.hub.Online(ctx)
	if err != nil {
		return nil, nil, err
	}
	args, match := []any{me.ID}, "TRUE"
	if q = strings.TrimSpace(q); q != "" {
		match, args = s.db.Matches(nameSearch, q, args)
	}
	args = append(args, MaxListed)
	limit := fmt.Sprintf(" LIMIT $%d", len(args))
	rows, err := s.db.QueryContext(ctx, `SELECT `+contactColumns+`, c.id, m.unseen, o.last_read_id,
			lm.id, lm.body, lm.sender_id, lm.created_at
		FROM chat_members m
		JOIN chats c ON c.id = m.chat_id
		JOIN chat_members o ON o.chat_id = c.id AND o.user_id <> m.user_id
		JOIN users u ON u.id = o.user_id
		LEFT JOIN chat_profiles p ON p.user_id = u.id
		LEFT JOIN chat_messages lm ON lm.id = (SELECT max(id) FROM chat_messages WHERE chat_id = c.id)
		WHERE m.user_id = $1 AND `+match+` AND `+s.roleIn()+`
		ORDER BY c.last_message_at DESC, c.id DESC`+limit, args...)
	if err != nil {
		return nil, nil, fmt.Errorf("chat: list chats: %w", err)
	}
	chats := []ChatContact{}
	for rows.Next() {
		var cc ChatContact
		var otherRead int64
		var lmID, lmSender sql.NullInt64
		var lmBody sql.NullString
		var lmTime sql.NullTime
		cc.Contact, err = scanContact(rows, online, &cc.Chat.ID, &cc.Chat.UnseenMsgs, &otherRead, &lmID, &lmBody, &lmSender, &lmTime)
		if err != nil {
			rows.Close()
			return nil, nil, fmt.Errorf("chat: list chats: %w", err)
		}
		if lmID.Valid {
			m := message(lmID.Int64, lmBody.String, lmSender.Int64, lmTime.Time, otherRead)
			cc.Chat.LastMessage = &m
		}
		chats = append(chats, cc)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, nil, fmt.Errorf("chat: list chats: %w", err)
	}

	rows, err = s.db.QueryContext(ctx, `SELECT `+contactColumns+` FROM users u
		LEFT JOIN chat_profiles p ON p.user_id = u.id
		WHERE u.id <> $1 AND `+match+` AND `+s.roleIn()+`
		ORDER BY u.sort_name, u.id`+limit, args...)
	if err != nil {
		return nil, nil, fmt.Errorf("chat: list contacts: %w", err)
	}
	defer rows.Close()
	contacts := []Contact{}
	for rows.Next() {
		c, err := scanContact(rows, online)
		if err != nil {
			return nil, nil, fmt.Errorf("chat: list contacts: %w", err)
		}
		contacts = append(contacts, c)
	}
	return chats, contacts, rows.Err()
}

// message builds a message as its reader sees it; seenUpTo is the other member's read mark.
func message(id int64, body string, sender int64, at time.Time, seenUpTo int64) Message {
	return Message{ID: id, Message: body, SenderID: sender, Time: at.UTC(),
		Feedback: Feedback{IsSent: true, IsDelivered: true, IsSeen: id <= seenUpTo}}
}

// Profile returns me's own chat profile.
func (s *Service) Profile(ctx context.Context, me *auth.User) (Profile, error) {
	p := Profile{ID: me.ID, FullName: me.FullName, Avatar: me.Avatar, Role: me.Role, Settings: Settings{IsNotificationsOn: true}}
	var chosen string
	err := s.db.QueryRowContext(ctx, `SELECT about, status, two_step, notifications_on FROM chat_profiles WHERE user_id = $1`, me.ID).
		Scan(&p.About, &chosen, &p.Settings.IsTwoStepAuthVerificationEnabled, &p.Settings.IsNotificationsOn)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return Profile{}, fmt.Errorf("chat: profile: %w", err)
	}
	// Asking for one's own profile means one is here: show the chosen status as chosen.
	p.Status = effective(chosen, true)
	return p, nil
}

// UpdateProfile changes the given fields of me's profile; a new status is
// shown to everyone at once.
func (s *Service) UpdateProfile(ctx context.Context, me *auth.User, u ProfileUpdate) (Profile, error) {
	if err := u.validate(); err != nil {
		return Profile{}, err
	}
	before, err := s.Profile(ctx, me)
	if err != nil {
		return Profile{}, err
	}
	after := before
	if u.About != nil {
		after.About = strings.TrimSpace(*u.About)
	}
	if u.Status != nil {
		after.Status = *u.Status
	}
	if u.IsTwoStepAuthVerificationEnabled != nil {
		after.Settings.IsTwoStepAuthVerificationEnabled = *u.IsTwoStepAuthVerificationEnabled
	}
	if u.IsNotificationsOn != nil {
		after.Settings.IsNotificationsOn = *u.IsNotificationsOn
	}
	_, err = s.db.ExecContext(ctx, `INSERT INTO chat_profiles (user_id, about, status, two_step, notifications_on, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (user_id) DO UPDATE SET about = excluded.about, status = excluded.status, two_step = excluded.two_step,
			notifications_on = excluded.notifications_on, updated_at = excluded.updated_at`,
		me.ID, after.About, after.Status, after.Settings.IsTwoStepAuthVerificationEnabled, after.Settings.IsNotificationsOn, time.Now().UTC())
	if err != nil {
		return Profile{}, fmt.Errorf("chat: update profile: %w", err)
	}
	if after.Status != before.Status {
		on, err := s.hub.IsOnline(ctx, me.ID)
		if err != nil {
			return after, err
		}
		s.publish(ctx, realtime.Everyone, EventPresence, map[string]any{"userId": me.ID, "status": effective(after.Status, on)})
	}
	return after, nil
}

// UnseenTotal is how many messages wait unseen in all of userID's chats (the menu badge).
func (s *Service) UnseenTotal(ctx context.Context, userID int64) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE(sum(unseen), 0) FROM chat_members WHERE user_id = $1 AND unseen > 0`, userID).Scan(&n); err != nil {
		return 0, fmt.Errorf("chat: unseen total: %w", err)
	}
	return n, nil
}
