package chat

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
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

// scanContact reads contactColumns (and extra), with the chosen status in Status.
func scanContact(row interface{ Scan(...any) error }, extra ...any) (Contact, error) {
	var c Contact
	err := row.Scan(append([]any{&c.ID, &c.FullName, &c.Role, &c.About, &c.Avatar, &c.Status}, extra...)...)
	return c, err
}

// contact returns the contact with id, if me may chat with them.
func (s *Service) contact(ctx context.Context, me *auth.User, id int64) (Contact, error) {
	if id == me.ID || id <= 0 {
		return Contact{}, ErrNoContact
	}
	c, err := scanContact(s.db.QueryRowContext(ctx, `SELECT `+contactColumns+` FROM users u
		LEFT JOIN chat_profiles p ON p.user_id = u.id WHERE u.id = $1 AND `+s.roleIn(), id))
	if errors.Is(err, sql.ErrNoRows) {
		return Contact{}, ErrNoContact
	}
	if err != nil {
		return Contact{}, fmt.Errorf("chat: contact %d: %w", id, err)
	}
	c.Status = effective(c.Status, s.hub.IsOnline(id))
	return c, nil
}

// nameSearch is the search of chats and contacts, by name.
var nameSearch = db.Search{Keys: []string{"u.sort_name"}, FTS: "users_fts", FTSColumns: []string{"sort_name"}, ID: "u.id"}

// Lists are the chats and the contacts a user sees.
type Lists struct {
	Chats []ChatContact

	found []Contact // a search's contacts
	// Without a search: the head of the directory, its presence as asked, and who asks.
	dir    *directory
	online []bool
	reader int64
}

// Contacts are the contacts of the lists.
func (l *Lists) Contacts() []Contact {
	if l.dir != nil {
		return l.dir.head(l.reader, l.online)
	}
	return l.found
}

// AppendContacts appends the contacts to b as a JSON array; without a search,
// from the JSON the directory keeps ready.
func (l *Lists) AppendContacts(b []byte) []byte {
	if l.dir != nil {
		return l.dir.appendHead(b, l.reader, l.online)
	}
	out, _ := json.Marshal(l.found)
	return append(b, out...)
}

// ChatsAndContacts returns me's chats (latest activity first) and the people
// me may chat with (by name), both filtered by q on the name and capped at
// MaxListed. Without q, the contacts come from the directory's head, kept in
// memory; the statuses are everyone's presence at the moment of asking.
func (s *Service) ChatsAndContacts(ctx context.Context, me *auth.User, q string) (*Lists, error) {
	l := &Lists{Chats: []ChatContact{}, found: []Contact{}, reader: me.ID}
	args, match := []any{me.ID}, "TRUE"
	if q = strings.TrimSpace(q); q != "" {
		match, args = s.db.Matches(nameSearch, q, args)
	}
	// No parameter in LIMIT, and the user's id cast: SQLite compiles a query
	// again at every run (its kept statement is no help) when a parameter's
	// value could change the plan, as a LIMIT's or one it could propagate
	// (m.user_id into o's condition) can; that was three quarters of its cost.
	limit := " LIMIT " + strconv.Itoa(MaxListed)
	rows, err := s.db.QueryContext(ctx, `SELECT `+contactColumns+`, c.id, m.unseen, o.last_read_id,
			lm.id, lm.body, lm.sender_id, lm.created_at
		FROM chat_members m
		JOIN chats c ON c.id = m.chat_id
		JOIN chat_members o ON o.chat_id = c.id AND o.user_id <> m.user_id
		JOIN users u ON u.id = o.user_id
		LEFT JOIN chat_profiles p ON p.user_id = u.id
		LEFT JOIN chat_messages lm ON lm.id = (SELECT max(id) FROM chat_messages WHERE chat_id = c.id)
		WHERE m.user_id = CAST($1 AS BIGINT) AND `+match+` AND `+s.roleIn()+`
		ORDER BY c.last_message_at DESC, c.id DESC`+limit, args...)
	if err != nil {
		return nil, fmt.Errorf("chat: list chats: %w", err)
	}
	for rows.Next() {
		var cc ChatContact
		var otherRead int64
		var lmID, lmSender sql.NullInt64
		var lmBody sql.NullString
		var lmTime sql.NullTime
		cc.Contact, err = scanContact(rows, &cc.Chat.ID, &cc.Chat.UnseenMsgs, &otherRead, &lmID, &lmBody, &lmSender, &lmTime)
		if err != nil {
			rows.Close()
			return nil, fmt.Errorf("chat: list chats: %w", err)
		}
		if lmID.Valid {
			m := message(lmID.Int64, lmBody.String, lmSender.Int64, lmTime.Time, otherRead)
			cc.Chat.LastMessage = &m
		}
		l.Chats = append(l.Chats, cc)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("chat: list chats: %w", err)
	}
	ids := make([]int64, len(l.Chats))
	for i := range l.Chats {
		ids[i] = l.Chats[i].ID
	}
	online := s.hub.Online(ids)
	for i := range l.Chats {
		l.Chats[i].Status = effective(l.Chats[i].Status, online[l.Chats[i].ID])
	}

	if q == "" {
		dir, err := s.directory(ctx)
		if err != nil {
			return nil, err
		}
		l.dir, l.online = dir, make([]bool, len(dir.ids))
		s.hub.OnlineAmong(dir.ids, l.online)
		return l, nil
	}
	rows, err = s.db.QueryContext(ctx, `SELECT `+contactColumns+` FROM users u
		LEFT JOIN chat_profiles p ON p.user_id = u.id
		WHERE u.id <> $1 AND `+match+` AND `+s.roleIn()+`
		ORDER BY u.sort_name, u.id`+limit, args...)
	if err != nil {
		return nil, fmt.Errorf("chat: list contacts: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		c, err := scanContact(rows)
		if err != nil {
			return nil, fmt.Errorf("chat: list contacts: %w", err)
		}
		l.found = append(l.found, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("chat: list contacts: %w", err)
	}
	ids = ids[:0]
	for _, c := range l.found {
		ids = append(ids, c.ID)
	}
	online = s.hub.Online(ids)
	for i := range l.found {
		l.found[i].Status = effective(l.found[i].Status, online[l.found[i].ID])
	}
	return l, nil
}

// message builds a message as its reader sees it; seenUpTo is the other member's read mark.
func message(id int64, body string, sender int64, at time.Time, seenUpTo int64) Message {
	return Message{ID: id, Message: body, SenderID: sender, Time: at.UTC(),
		Feedback: Feedback{IsSent: true, IsDelivered: true, IsSeen: id <= seenUpTo}}
}

// ownProfile is a chat_profiles row as Profile reads it.
type ownProfile struct {
	about, chosen string
	settings      Settings
}

// Profile returns me's own chat profile. The rows are kept under the chat
// profiles' version (db.Version), which every change to one moves.
func (s *Service) Profile(ctx context.Context, me *auth.User) (Profile, error) {
	version, err := s.db.Version(ctx, ProfilesList)
	if err != nil {
		return Profile{}, err
	}
	key := strconv.FormatInt(me.ID, 10)
	row, ok := s.profiles.Get(key, version)
	if !ok {
		row = ownProfile{settings: Settings{IsNotificationsOn: true}}
		err := s.db.QueryRowContext(ctx, `SELECT about, status, two_step, notifications_on FROM chat_profiles WHERE user_id = $1`, me.ID).
			Scan(&row.about, &row.chosen, &row.settings.IsTwoStepAuthVerificationEnabled, &row.settings.IsNotificationsOn)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return Profile{}, fmt.Errorf("chat: profile: %w", err)
		}
		s.profiles.Put(key, version, row)
	}
	// Asking for one's own profile means one is here: show the chosen status as chosen.
	return Profile{ID: me.ID, FullName: me.FullName, Avatar: me.Avatar, Role: me.Role, About: row.about,
		Status: effective(row.chosen, true), Settings: row.settings}, nil
}

// UpdateProfile changes the given fields of me's profile; a new status is
// shown at once to those who see me (presence.go).
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
		// Those who see me, and my other tabs.
		st := map[int64]string{me.ID: effective(after.Status, s.hub.IsOnline(me.ID))}
		if err := s.tellPresence(ctx, st, true); err != nil {
			s.log.Error("chat: live delivery", "type", EventPresence, "err", err)
		}
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
