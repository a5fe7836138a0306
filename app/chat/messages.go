package chat

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"partage/app/auth"
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
	args = append(args, PageSize+1)
	rows, err := s.db.QueryContext(ctx, fmt.Sprintf(`SELECT id, body, sender_id, created_at FROM chat_messages
		WHERE chat_id = $1%s ORDER BY id DESC LIMIT $%d`, cond, len(args)), args...)
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
	s.publish(ctx, contactID, EventSeen, map[string]any{"chatId": id, "contactId": me.ID, "readerId": me.ID, "lastSeenId": last})
	s.publish(ctx, me.ID, EventSeen, map[string]any{"chatId": id, "contactId": contactID, "readerId": me.ID, "lastSeenId": last})
	return nil
}

// Sent is the outcome of sending a message.
type Sent struct {
	Message Message
	ChatID  int64
	New     *Chat // the chat, when this message started it
}

// Send writes text from me to the contact whose user id is contactID,
// starting their chat if there is none, and delivers it live to both.
func (s *Service) Send(ctx context.Context, me *auth.User, contactID int64, text string) (Sent, error) {
	text, err := ValidMessage(text)
	if err != nil {
		return Sent{}, err
	}
	contact, err := s.contact(ctx, me, contactID)
	if err != nil {
		return Sent{}, err
	}
	now := time.Now().UTC().Truncate(time.Millisecond)
	var out Sent
	var unseen int
	var notify bool
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		low, high := pair(me.ID, contactID)
		_, err := tx.ExecContext(ctx, `INSERT INTO chats (user_low, user_high, last_message_at, created_at) VALUES ($1, $2, $3, $3)
			ON CONFLICT (user_low, user_high) DO NOTHING`, low, high, now)
		if err != nil {
			return err
		}
		if out.ChatID, err = chatWith(ctx, tx, me.ID, contactID); err != nil {
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
		if _, err := tx.ExecContext(ctx, `UPDATE chats SET last_message_at = $1 WHERE id = $2`, now, out.ChatID); err != nil {
			return err
		}
		// The author has read everything up to their own message.
		if _, err := tx.ExecContext(ctx, `UPDATE chat_members SET unseen = 0, last_read_id = $1 WHERE chat_id = $2 AND user_id = $3`, mid, out.ChatID, me.ID); err != nil {
			return err
		}
		if err := tx.QueryRowContext(ctx, `UPDATE chat_members SET unseen = unseen + 1 WHERE chat_id = $1 AND user_id = $2 RETURNING unseen`,
			out.ChatID, contactID).Scan(&unseen); err != nil {
			return err
		}
		err = tx.QueryRowContext(ctx, `SELECT COALESCE((SELECT notifications_on FROM chat_profiles WHERE user_id = $1), TRUE)`, contactID).Scan(&notify)
		if err != nil {
			return err
		}
		out.Message = message(mid, text, me.ID, now, 0)
		if isNew {
			out.New = &Chat{ID: out.ChatID, UserID: contactID, Chat: []Message{out.Message}}
		}
		return nil
	})
	if err != nil {
		return Sent{}, fmt.Errorf("chat: send: %w", err)
	}
	sender := map[string]any{"id": me.ID, "fullName": me.FullName, "avatar": me.Avatar}
	s.publish(ctx, contactID, EventMessage, map[string]any{
		"chatId": out.ChatID, "contactId": me.ID, "message": out.Message, "unseenMsgs": unseen, "notify": notify, "sender": sender,
	})
	s.publish(ctx, me.ID, EventMessage, map[string]any{
		"chatId": out.ChatID, "contactId": contact.ID, "message": out.Message, "unseenMsgs": 0, "notify": false, "sender": sender,
	})
	return out, nil
}
