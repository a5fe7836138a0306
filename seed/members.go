package seed

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"time"

	"partage/app/auth"
	"partage/app/db"
)

type demoMember struct {
	FullName    string `json:"fullName"`
	Username    string `json:"username"`
	Email       string `json:"email"`
	Company     string `json:"company"`
	Country     string `json:"country"`
	Contact     string `json:"contact"`
	Role        string `json:"role"`
	CurrentPlan string `json:"currentPlan"`
	Status      string `json:"status"`
	DaysAgo     int    `json:"daysAgo"`
}

// demoMembers fills the user list to 50: the cooperative's staff get their
// company and plan, and 38 members join with the spread of roles, plans and
// statuses the list filters on. Nobody can sign in as them until a password reset.
func demoMembers(ctx context.Context, d *db.DB) error {
	if _, err := d.ExecContext(ctx, `UPDATE users SET company = 'Partage SCIC', country = 'France', current_plan = 'team', status = 'active'
		WHERE email LIKE '%@partage.coop'`); err != nil {
		return fmt.Errorf("seed: staff: %w", err)
	}
	if _, err := d.ExecContext(ctx, `UPDATE users SET company = 'Partage SCIC', country = 'France', current_plan = 'enterprise', contact = '+33 1 84 60 12 00'
		WHERE email = 'admin@demo.com'`); err != nil {
		return fmt.Errorf("seed: admin: %w", err)
	}
	if _, err := d.ExecContext(ctx, `UPDATE users SET company = 'Les Jardins de Belleville', country = 'France', current_plan = 'basic', contact = '+33 6 12 34 56 78'
		WHERE email = 'client@demo.com'`); err != nil {
		return fmt.Errorf("seed: client: %w", err)
	}
	var members []demoMember
	if err := readJSON("data/members.json", &members); err != nil {
		return err
	}
	secret := make([]byte, 16)
	rand.Read(secret)
	hash, err := auth.HashPassword(hex.EncodeToString(secret))
	if err != nil {
		return err
	}
	now := time.Now().UTC().Truncate(time.Second)
	for _, m := range members {
		at := now.AddDate(0, 0, -m.DaysAgo)
		var id int64
		err := d.QueryRowContext(ctx, `INSERT INTO users (full_name, username, email, password_hash, avatar, role, company, country, contact, current_plan, status, created_at, updated_at, sort_name)
			VALUES ($1, $2, $3, $4, '', $5, $6, $7, $8, $9, $10, $11, $11, $12) RETURNING id`,
			m.FullName, m.Username, m.Email, hash, m.Role, m.Company, m.Country, m.Contact, m.CurrentPlan, m.Status, at, db.SortKey(m.FullName)).Scan(&id)
		if err != nil {
			return fmt.Errorf("seed: member %s: %w", m.Email, err)
		}
		if _, err := d.ExecContext(ctx, `INSERT INTO user_activity (user_id, kind, params, created_at) VALUES ($1, 'created', '{}', $2)`, id, at); err != nil {
			return fmt.Errorf("seed: member activity: %w", err)
		}
	}
	// Every demo account's timeline starts with its creation.
	if _, err := d.ExecContext(ctx, `INSERT INTO user_activity (user_id, kind, params, created_at)
		SELECT id, 'created', '{}', created_at FROM users WHERE id NOT IN (SELECT user_id FROM user_activity)`); err != nil {
		return fmt.Errorf("seed: activity: %w", err)
	}
	// The demo people have used the product before: their next sign-in is
	// greeted "Welcome back", as a returning member's is.
	if _, err := d.ExecContext(ctx, `INSERT INTO sign_in_counts (user_id, sign_ins)
		SELECT id, 1 FROM users WHERE id NOT IN (SELECT user_id FROM sign_in_counts)`); err != nil {
		return fmt.Errorf("seed: sign-ins: %w", err)
	}
	return nil
}
