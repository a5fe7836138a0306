package seed

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"partage/app/auth"
	"partage/app/db"
)

type demoChat struct {
	Contacts []struct {
		FullName string `json:"fullName"`
		Username string `json:"username"`
		Email    string `json:"email"`
		About    string `json:"about"`
		Status   string `json:"status"`
	} `json:"contacts"`
	Chats []struct {
		Owner    string `json:"owner"`
		With     string `json:"with"`
		Unseen   int    `json:"unseen"`
		Messages []struct {
			FromOwner  bool   `json:"fromOwner"`
			MinutesAgo int    `json:"minutesAgo"`
			Text       string `json:"text"`
		} `json:"messages"`
	} `json:"chats"`
}

// demoChats adds the cooperative's staff as chat contacts (accounts nobody can
// sign in to until a password is reset) and the demo admin's conversations.
func demoChats(ctx context.Context, d *db.DB) error {
	raw, err := data.ReadFile("data/chat.json")
	if err != nil {
		return fmt.Errorf("seed: read chat: %w", err)
	}
	var in demoChat
	if err := json.Unmarshal(raw, &in); err != nil {
		return fmt.Errorf("seed: parse chat: %w", err)
	}
	secret := make([]byte, 16)
	rand.Read(secret)
	hash, err := auth.HashPassword(hex.EncodeToString(secret))
	if err != nil {
		return err
	}
	store := auth.NewStore(d)
	now := time.Now().UTC().Truncate(time.Second)
	for _, c := range in.Contacts {
		u := &auth.User{FullName: c.FullName, Username: c.Username, Email: c.Email, PasswordHash: hash, Role: auth.RoleAdmin}
		if err := store.CreateUser(ctx, u); err != nil {
			return fmt.Errorf("seed: contact %s: %w", c.Email, err)
		}
		if _, err := d.ExecContext(ctx, `INSERT INTO chat_profiles (user_id, about, status, updated_at) VALUES ($1, $2, $3, $4)`,
			u.ID, c.About, c.Status, now); err != nil {
			return fmt.Errorf("seed: contact profile: %w", err)
		}
	}
	for _, c := range in.Chats {
		owner, err := store.FindUserByEmail(ctx, c.Owner)
		if err != nil {
			return err
		}
		other, err := store.FindUserByEmail(ctx, c.With)
		if err != nil {
			return err
		}
		err = d.Tx(ctx, func(tx *sql.Tx) error {
			low, high := min(owner.ID, other.ID), max(owner.ID, other.ID)
			last := now.Add(-time.Duration(c.Messages[len(c.Messages)-1].MinutesAgo) * time.Minute)
			var id int64
			if err := tx.QueryRowContext(ctx, `INSERT INTO chats (user_low, user_high, last_message_at, created_at) VALUES ($1, $2, $3, $3) RETURNING id`,
				low, high, last).Scan(&id); err != nil {
				return err
			}
			ids := make([]int64, len(c.Messages))
			for i, m := range c.Messages {
				sender := other.ID
				if m.FromOwner {
					sender = owner.ID
				}
				at := now.Add(-time.Duration(m.MinutesAgo) * time.Minute)
				if err := tx.QueryRowContext(ctx, `INSERT INTO chat_messages (chat_id, sender_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
					id, sender, m.Text, at).Scan(&ids[i]); err != nil {
					return err
				}
			}
			// The owner has read all but the last `unseen` messages; the contact has read everything.
			ownerRead := ids[len(ids)-1-c.Unseen]
			if c.Unseen == len(ids) {
				ownerRead = 0
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO chat_members (chat_id, user_id, unseen, last_read_id) VALUES ($1, $2, $3, $4), ($1, $5, 0, $6)`,
				id, owner.ID, c.Unseen, ownerRead, other.ID, ids[len(ids)-1])
			return err
		})
		if err != nil {
			return fmt.Errorf("seed: chat %s–%s: %w", c.Owner, c.With, err)
		}
	}
	return nil
}
