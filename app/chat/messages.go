package chat

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"partage/app/auth"
	"partage/app/realtime"
)

// pair orders two user ids as the chats table keeps them.
func pair(a, b int64) (int64, int64) {
	if a < b {
		return a, b
	}
	return b, a
}

// chatWith finds the chat of me and contact; 0 when they have none.
func chatWith(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, me, contact int64) (int64, error) {
	low, high := pair(me, contact)
	var id int64
	err := q.QueryRowContext(ctx, `SELECT id FROM chats WHERE user_low = $1 AND user_high = $2`, low, high).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return id, err
}

// GetChat opens me's chat with the contact whose user id is contactID: its
// latest messages, or with before > 0 the page before that message. Opening
// it (before == 0) marks everything in it seen. The chat is nil when they have
// not written to each other yet.
func (s *Service) GetChat(ctx context.Context, me *auth.User, contactID, before int64) (*Chat, Contact, error) {
	return s.getChat(ctx, me, contactID, before, before == 0)
}

// PeekChat is GetChat that marks nothing seen: the chat as a visit started
// by another site may show it, without changing anything.
func (s *Service) PeekChat(ctx context.Context, me *auth.User, contactID, before int64) (*Chat, Contact, error) {
	return s.getChat(ctx, me, contactID, before, false)
}

func (s *Service) getChat(ctx context.Context, me *auth.User, contactID, before int64, markSeen bool) (*Chat, Contact, error) {
	contact, err := s.contact(ctx, me, contactID)
	if err != nil {
		return nil, Contact{}, err
	}
	id, err := chatWith(ctx, s.db, me.ID, contactID)
	if err != nil {
		return nil, Contact{}, fmt.Errorf("chat: find chat: %w", err)
	}
	if id == 0 {
		return nil, contact, nil
	}
	if markSeen {
		if err := s.markSeen(ctx, me, id, contactID); err != nil {
			return nil, Contact{}, err
		}
	}
	c := &Chat{ID: id, UserID: contactID, Chat: []Message{}}
	var otherRead int64
	err = s.db.QueryRowContext(ctx, `SELECT m.unseen, o.last_read_id FROM chat_members m
		JOIN chat_members o ON o.chat_id = m.chat_id AND o.user_id = $1
		WHERE m.chat_id = $2 AND m.user_id = $3`, contactID, id, me.ID).Scan(&c.UnseenMsgs, &otherRead)
	if err != nil {
		return nil, Contact{}, fmt.Errorf("chat: read marks: %w", err)
	}
	cond, args := "", []any{id}
	if before > 0 {
		cond, args = " AND id < $2", append(args, before)
	}
	// A LIMIT given as a parameter would make SQLite compile the query again at every run.
	rows, err := s.db.QueryContext(ctx, fmt.Sprintf(`SELECT id, body, sender_id, created_at FROM chat_messages
		WHERE chat_id = $1%s ORDER BY id DESC LIMIT %d`, cond, PageSize+1), args...)
	if err != nil {
		return nil, Contact{}, fmt.Errorf("chat: messages: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var mid, sender int64
		var body string
		var at time.Time
		if err := rows.Scan(&mid, &body, &sender, &at); err != nil {
			return nil, Contact{}, fmt.Errorf("chat: messages: %w", err)
		}
		c.Chat = append(c.Chat, message(mid, body, sender, at, otherRead))
	}
	if err := rows.Err(); err != nil {
		return nil, Contact{}, fmt.Errorf("chat: messages: %w", err)
	}
	if len(c.Chat) > PageSize {
		c.Chat, c.HasMore = c.Chat[:PageSize], true
	}
	for i, j := 0, len(c.Chat)-1; i < j; i, j = i+1, j-1 {
		c.Chat[i], c.Chat[j] = c.Chat[j], c.Chat[i]
	}
	return c, contact, nil
}

// markSeen sets me's unseen count in chat id to 0 and moves the read mark to
// its newest message, telling the contact (their ticks) and me's other tabs.
func (s *Service) markSeen(ctx context.Context, me *auth.User, id, contactID int64) error {
	var last int64
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE(max(id), 0) FROM chat_messages WHERE chat_id = $1`, id).Scan(&last); err != nil {
		return fmt.Errorf("chat: mark seen: %w", err)
	}
	res, err := s.db.ExecContext(ctx, `UPDATE chat_members SET unseen = 0, last_read_id = $1
		WHERE chat_id = $2 AND user_id = $3 AND (unseen <> 0 OR last_read_id < $1)`, last, id, me.ID)
	if err != nil {
		return fmt.Errorf("chat: mark seen: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil // nothing new: nobody needs telling
	}
	// readerId says who read: the contact learns their messages were seen, me's other tabs that the chat was opened.
	err = s.hub.PublishMany(ctx, []realtime.Outgoing{
		{UserID: contactID, Type: EventSeen, Data: map[string]any{"chatId": id, "contactId": me.ID, "readerId": me.ID, "lastSeenId": last}},
		{UserID: me.ID, Type: EventSeen, Data: map[string]any{"chatId": id, "contactId": contactID, "readerId": me.ID, "lastSeenId": last}},
	})
	if err != nil {
		s.log.Error("chat: live delivery", "type", EventSeen, "err", err)
	}
	return nil
}

// Sent is the outcome of sending a message.
type Sent struct {
	Message Message
	ChatID  int64
	New     *Chat // the chat, when this message started it
}

// Send writes text from me to the contact whose user id is contactID,
// starting their chat if there is none, and delivers it live to both: the
// two events are written in the message's own transaction.
func (s *Service) Send(ctx context.Context, me *auth.User, contactID int64, text string) (Sent, error) {
	text, err := ValidMessage(text)
	if err != nil {
		return Sent{}, err
	}
	// The contact must be someone me may chat with; and do they want to be told?
	var notify bool
	if contactID == me.ID || contactID <= 0 {
		return Sent{}, ErrNoContact
	}
	err = s.db.QueryRowContext(ctx, `SELECT COALESCE(p.notifications_on, TRUE) FROM users u
		LEFT JOIN chat_profiles p ON p.user_id = u.id WHERE u.id = $1 AND `+s.roleIn(), contactID).Scan(&notify)
	if errors.Is(err, sql.ErrNoRows) {
		return Sent{}, ErrNoContact
	} else if err != nil {
		return Sent{}, fmt.Errorf("chat: send: %w", err)
	}
	now := time.Now().UTC().Truncate(time.Millisecond)
	var out Sent
	var live []realtime.Event
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		low, high := pair(me.ID, contactID)
		err := tx.QueryRowContext(ctx, `INSERT INTO chats (user_low, user_high, last_message_at, created_at) VALUES ($1, $2, $3, $3)
			ON CONFLICT (user_low, user_high) DO UPDATE SET last_message_at = excluded.last_message_at RETURNING id`, low, high, now).Scan(&out.ChatID)
		if err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO chat_members (chat_id, user_id) VALUES ($1, $2), ($1, $3)
			ON CONFLICT (chat_id, user_id) DO NOTHING`, out.ChatID, me.ID, contactID)
		if err != nil {
			return err
		}
		isNew := false
		if n, _ := res.RowsAffected(); n > 0 {
			isNew = true
		}
		var mid int64
		if err := tx.QueryRowContext(ctx, `INSERT INTO chat_messages (chat_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
			out.ChatID, me.ID, text, now).Scan(&mid); err != nil {
			return err
		}
		// The author has read everything up to their own message; the contact has one more to read.
		rows, err := tx.QueryContext(ctx, `UPDATE chat_members SET unseen = CASE WHEN user_id = $1 THEN 0 ELSE unseen + 1 END,
			last_read_id = CASE WHEN user_id = $1 THEN $2 ELSE last_read_id END WHERE chat_id = $3 RETURNING user_id, unseen`, me.ID, mid, out.ChatID)
		if err != nil {
			return err
		}
		unseen := 0
		for rows.Next() {
			var who int64
			var n int
			if err := rows.Scan(&who, &n); err != nil {
				rows.Close()
				return err
			}
			if who == contactID {
				unseen = n
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		out.Message = message(mid, text, me.ID, now, 0)
		if isNew {
			out.New = &Chat{ID: out.ChatID, UserID: contactID, Chat: []Message{out.Message}}
		}
		sender := map[string]any{"id": me.ID, "fullName": me.FullName, "avatar": me.Avatar}
		live, err = s.hub.Record(ctx, tx, realtime.Outgoing{UserID: contactID, Type: EventMessage, Data: map[string]any{
			"chatId": out.ChatID, "contactId": me.ID, "message": out.Message, "unseenMsgs": unseen, "notify": notify, "sender": sender,
		}}, realtime.Outgoing{UserID: me.ID, Type: EventMessage, Data: map[string]any{
			"chatId": out.ChatID, "contactId": contactID, "message": out.Message, "unseenMsgs": 0, "notify": false, "sender": sender,
		}})
		return err
	})
	if err != nil {
		return Sent{}, fmt.Errorf("chat: send: %w", err)
	}
	s.hub.Deliver(live)
	return out, nil
}
