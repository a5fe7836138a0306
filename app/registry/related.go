package registry

import (
	"context"
	"fmt"
	"time"
)

// Message is a contact message a tiers sent, as their page lists it.
type Message struct {
	ID        int64     `json:"id"`
	Subject   string    `json:"subject"`
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"createdAt"`
}

// Messages returns the newest contact messages of a tiers (at most limit),
// read straight from contact_messages by their tiers.
func (s *Store) Messages(ctx context.Context, tiersID int64, limit int) ([]Message, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, subject, status, created_at FROM contact_messages WHERE tiers_id = $1 ORDER BY id DESC LIMIT $2`, tiersID, limit)
	if err != nil {
		return nil, fmt.Errorf("registry: messages of %d: %w", tiersID, err)
	}
	defer rows.Close()
	out := []Message{}
	for rows.Next() {
		var m Message
		if err := rows.Scan(&m.ID, &m.Subject, &m.Status, &m.CreatedAt); err != nil {
			return nil, fmt.Errorf("registry: messages of %d: %w", tiersID, err)
		}
		m.CreatedAt = m.CreatedAt.UTC()
		out = append(out, m)
	}
	return out, rows.Err()
}
