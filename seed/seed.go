// Package seed loads Partage's own demo data into an empty database, and
// generates large synthetic data sets for benchmarks.
package seed

import (
	"context"
	"crypto/rand"
	"database/sql"
	"embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"partage/app/auth"
	"partage/app/db"
	"partage/app/notify"
	"partage/app/shop"
)

//go:embed data/*.json
var data embed.FS

type demoUser struct {
	FullName string `json:"fullName"`
	Username string `json:"username"`
	Email    string `json:"email"`
	Password string `json:"password"`
	Role     string `json:"role"`
	Avatar   string `json:"avatar"`
}

// Demo loads the demo data when the database has no users yet; it reports
// whether it did. Attachments of the demo mail are stored under dataDir.
// Instances starting together take turns: the check and the load run under
// the migration lock, and the load is one transaction, so a load cut short
// leaves an empty database that the next start seeds again.
func Demo(ctx context.Context, d *db.DB, dataDir string) (bool, error) {
	var seeded bool
	err := d.AtomicallyLocked(ctx, func(ctx context.Context, tx *db.DB) error {
		var err error
		seeded, err = demo(ctx, tx, dataDir)
		return err
	})
	return seeded && err == nil, err
}

// demo loads the demo data into d when it has no users yet.
func demo(ctx context.Context, d *db.DB, dataDir string) (bool, error) {
	var n int
	if err := d.QueryRowContext(ctx, `SELECT count(*) FROM users`).Scan(&n); err != nil {
		return false, fmt.Errorf("seed: count users: %w", err)
	}
	if n > 0 {
		return false, nil
	}
	raw, err := data.ReadFile("data/users.json")
	if err != nil {
		return false, fmt.Errorf("seed: read users: %w", err)
	}
	var users []demoUser
	if err := json.Unmarshal(raw, &users); err != nil {
		return false, fmt.Errorf("seed: parse users: %w", err)
	}
	store := auth.NewStore(d)
	for _, du := range users {
		hash, err := auth.HashPassword(du.Password)
		if err != nil {
			return false, err
		}
		u := &auth.User{FullName: du.FullName, Username: du.Username, Email: du.Email, PasswordHash: hash, Role: du.Role, Avatar: du.Avatar}
		if err := store.CreateUser(ctx, u); err != nil {
			return false, fmt.Errorf("seed: user %s: %w", du.Email, err)
		}
		welcome := &notify.Notification{UserID: u.ID, Link: "/access-control",
			Title: notify.Text{Key: "notifications.welcome.title", Params: map[string]any{"app": "Partage"}},
			Body:  notify.Text{Key: "notifications.welcome.body"}}
		if err := notify.NewStore(d).Create(ctx, welcome); err != nil {
			return false, fmt.Errorf("seed: notification: %w", err)
		}
	}
	if err := demoMailboxes(ctx, d, dataDir); err != nil {
		return false, err
	}
	if err := demoChats(ctx, d); err != nil {
		return false, err
	}
	if err := demoPlanning(ctx, d); err != nil {
		return false, err
	}
	if err := demoInvoices(ctx, d); err != nil {
		return false, err
	}
	if err := demoMembers(ctx, d); err != nil {
		return false, err
	}
	if err := demoCoop(ctx, d); err != nil {
		return false, err
	}
	if err := demoRegister(ctx, d, dataDir); err != nil {
		return false, err
	}
	if err := demoProfiles(ctx, d); err != nil {
		return false, err
	}
	// The shop's catalogue with its generated images (shop.go), its coupons, then orders in every state (shop_orders.go).
	if err := demoShop(ctx, d, dataDir); err != nil {
		return false, err
	}
	if err := shop.SeedCoupons(ctx, d, time.Now()); err != nil {
		return false, err
	}
	if err := demoOrders(ctx, d, dataDir); err != nil {
		return false, err
	}
	// What the cooperative writes: FAQ, knowledge base, plans, then the blog's posts and their comments.
	if err := demoFAQ(ctx, d); err != nil {
		return false, err
	}
	if err := demoKnowledge(ctx, d); err != nil {
		return false, err
	}
	if err := demoPricing(ctx, d); err != nil {
		return false, err
	}
	if err := demoBlog(ctx, d, dataDir); err != nil {
		return false, err
	}
	if err := demoBlogComments(ctx, d); err != nil {
		return false, err
	}
	// The data table's employees, then ninety days of activity, rolled up with everything above for the dashboards.
	if err := demoEmployees(ctx, d); err != nil {
		return false, err
	}
	if err := demoActivity(ctx, d); err != nil {
		return false, err
	}
	return true, nil
}

var (
	firstNames = []string{"Camille", "Louis", "Léa", "Hugo", "Manon", "Jules", "Chloé", "Gabriel", "Inès", "Arthur", "Zoé", "Nathan", "Jade", "Raphaël", "Lina", "Adam", "Emma", "Noah", "Alice", "Tom"}
	lastNames  = []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefebvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier"}
)

var (
	scaleRoles     = []string{"client", "subscriber", "author", "editor", "maintainer", "client", "subscriber", "client", "admin", "client"}
	scalePlans     = []string{"basic", "team", "company", "enterprise"}
	scaleStatuses  = []string{"active", "active", "pending", "inactive"}
	scaleCompanies = []string{"Coopérative du Marché", "Atelier Commun", "Jardins Partagés", "Énergie Locale", "Café Solidaire"}
)

// Scale adds n synthetic users, for benchmarks. Nobody can sign in as them:
// they share the hash of a random password nobody knows.
func Scale(ctx context.Context, d *db.DB, n int) error {
	secret := make([]byte, 16)
	rand.Read(secret)
	hash, err := auth.HashPassword(hex.EncodeToString(secret))
	if err != nil {
		return err
	}
	run := make([]byte, 4)
	rand.Read(run)
	tag := hex.EncodeToString(run) // keeps usernames unique across several runs
	now := time.Now().UTC().Truncate(time.Second)
	return bulkLoad(ctx, d, []string{"users"}, func() error {
		return d.Tx(ctx, func(tx *sql.Tx) error {
			err := bulk(ctx, tx, `INSERT INTO users (created_at, updated_at, full_name, username, email, password_hash, avatar, role,
				current_plan, status, company, country, sort_name) VALUES `, n, 11, now, func(k int) []any {
				// The list's spread: every role, plan and status, in proportions a filter narrows well.
				name := firstNames[k%len(firstNames)] + " " + lastNames[(k/len(firstNames))%len(lastNames)]
				uname := fmt.Sprintf("m%s_%d", tag, k)
				return []any{name, uname, uname + "@example.org", hash, "", scaleRoles[k%len(scaleRoles)], scalePlans[(k/7)%len(scalePlans)],
					scaleStatuses[(k/3)%len(scaleStatuses)], scaleCompanies[k%len(scaleCompanies)], "France", db.SortKey(name)}
			})
			if err != nil {
				return fmt.Errorf("seed: scale users: %w", err)
			}
			return nil
		})
	})
}
