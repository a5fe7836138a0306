package users

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"partage/app"
	"partage/app/audit"
	"partage/app/auth"
	"partage/app/cache"
	"partage/app/db"
	"partage/app/lang"
)

// Errors of the user list.
var (
	ErrNotFound  = app.E(app.ENOTFOUND, "userNotFound", nil)
	ErrSelf      = app.E(app.EFORBIDDEN, "cannotDeleteSelf", nil)
	ErrLastAdmin = app.E(app.ECONFLICT, "lastAdmin", nil)
)

// Store reads and writes the user list.
type Store struct {
	db *db.DB
	// searches keeps the ids a search found, in order, under the users' list
	// version (see package cache): paging through a search runs it once.
	searches *cache.Versioned[[]int64]
	totals   *cache.Versioned[int] // the totals of the filters without a search
}

const (
	searchesKept    = 512   // searches kept per instance
	searchMaxKeptID = 20000 // larger answers (one or two letters) are not kept
)

// NewStore returns a user store on d.
func NewStore(d *db.DB) *Store {
	return &Store{db: d, searches: cache.New[[]int64](searchesKept), totals: cache.New[int](512)}
}

const userColumns = `u.id, u.full_name, u.username, u.email, u.company, u.country, u.contact, u.role, u.current_plan, u.status, u.avatar, u.created_at`

func scanUser(row interface{ Scan(...any) error }) (User, error) {
	var u User
	err := row.Scan(&u.ID, &u.FullName, &u.Username, &u.Email, &u.Company, &u.Country, &u.Contact, &u.Role, &u.CurrentPlan, &u.Status, &u.Avatar, &u.CreatedAt)
	u.CreatedAt = u.CreatedAt.UTC()
	return u, err
}

// FindUserByID returns one user of the list.
func (s *Store) FindUserByID(ctx context.Context, id int64) (User, error) {
	u, err := scanUser(s.db.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users u WHERE u.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, ErrNotFound
	}
	if err != nil {
		return User{}, fmt.Errorf("users: find %d: %w", id, err)
	}
	return u, nil
}

// taken names the fields of a that another user (not except) already uses.
func taken(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, a Account, except int64) (app.Fields, error) {
	fields := app.Fields{}
	var n int
	if err := q.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE lower(email) = lower($1) AND id <> $2`, a.Email, except).Scan(&n); err != nil {
		return nil, err
	}
	if n > 0 {
		fields.Set("email", "emailTaken", nil)
	}
	if err := q.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE lower(username) = lower($1) AND id <> $2`, a.Username, except).Scan(&n); err != nil {
		return nil, err
	}
	if n > 0 {
		fields.Set("username", "usernameTaken", nil)
	}
	return fields, nil
}

// CreateUser adds a user from the admin's panel. They get no password (an
// unusable random one) and are marked as not having chosen one yet
// (password_pending): the invitation the caller makes next lets them choose
// it, and if making it fails the admin can send a new one.
func (s *Store) CreateUser(ctx context.Context, actor int64, a Account) (User, error) {
	by, err := s.actorFor(ctx, actor)
	if err != nil {
		return User{}, err
	}
	return s.createUser(ctx, by, a, func(tx *sql.Tx, u Account, id int64) error {
		if !auth.IsStaff(u.Role) {
			return nil
		}
		return audit.Write(ctx, tx, by, audit.RecordStaff, id, "created", []audit.Change{{Field: "role", After: u.Role}})
	})
}

// createUser adds the user; then, in the same transaction, whatever else
// records it (also is given the account as saved and its id).
func (s *Store) createUser(ctx context.Context, by audit.Actor, a Account, also func(tx *sql.Tx, a Account, id int64) error) (User, error) {
	actor := by.ID
	if err := a.normalize(); err != nil {
		return User{}, err
	}
	if a.Language != "" && !lang.Known(a.Language) {
		return User{}, lang.InvalidChoice("language")
	}
	secret := make([]byte, 16)
	rand.Read(secret)
	hash, err := auth.HashPassword(hex.EncodeToString(secret))
	if err != nil {
		return User{}, err
	}
	var id int64
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		dup, err := taken(ctx, tx, a, 0)
		if err != nil {
			return err
		}
		if len(dup) > 0 {
			return app.Invalid("alreadyInUse", nil, dup)
		}
		now := time.Now().UTC().Truncate(time.Second)
		err = tx.QueryRowContext(ctx, `INSERT INTO users (full_name, username, email, password_hash, avatar, role, company, country, contact, current_plan, status, password_pending, language, created_at, updated_at, sort_name)
			VALUES ($1, $2, $3, $4, '', $5, $6, $7, $8, $9, $10, TRUE, $11, $12, $12, $13) RETURNING id`,
			a.FullName, a.Username, a.Email, hash, a.Role, a.Company, a.Country, a.Contact, a.CurrentPlan, a.Status, sql.NullString{String: a.Language, Valid: a.Language != ""}, now,
			db.SortKey(a.FullName)).Scan(&id)
		if err != nil {
			return err
		}
		if err := record(ctx, tx, id, actor, "created", nil); err != nil {
			return err
		}
		return also(tx, a, id)
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return User{}, err
		}
		return User{}, fmt.Errorf("users: create: %w", err)
	}
	return s.FindUserByID(ctx, id)
}

// UpdateAccount saves the account tab; each change is written to the activity.
func (s *Store) UpdateAccount(ctx context.Context, actor, id int64, a Account) (User, error) {
	if err := a.normalize(); err != nil {
		return User{}, err
	}
	before, err := s.FindUserByID(ctx, id)
	if err != nil {
		return User{}, err
	}
	by, err := s.actorFor(ctx, actor)
	if err != nil {
		return User{}, err
	}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		dup, err := taken(ctx, tx, a, id)
		if err != nil {
			return err
		}
		if len(dup) > 0 {
			return app.Invalid("alreadyInUse", nil, dup)
		}
		if before.Role == auth.RoleAdmin && before.Status == "active" && (a.Role != auth.RoleAdmin || a.Status != "active") {
			if err := s.keepAnAdmin(ctx, tx, id); err != nil {
				return err
			}
		}
		_, err = tx.ExecContext(ctx, `UPDATE users SET full_name = $1, username = $2, email = $3, company = $4, country = $5, contact = $6,
			role = $7, current_plan = $8, status = $9, updated_at = $10, sort_name = $11 WHERE id = $12`,
			a.FullName, a.Username, a.Email, a.Company, a.Country, a.Contact, a.Role, a.CurrentPlan, a.Status, time.Now().UTC(), db.SortKey(a.FullName), id)
		if err != nil {
			return err
		}
		if err := recordChanges(ctx, tx, actor, before, a); err != nil {
			return err
		}
		return auditStaff(ctx, tx, by, before, a.Role, a.Status)
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return User{}, err
		}
		return User{}, fmt.Errorf("users: update %d: %w", id, err)
	}
	return s.FindUserByID(ctx, id)
}

// recordChanges writes what the account tab changed: role, plan and status
// each on their own (from → to), the other fields together.
func recordChanges(ctx context.Context, tx *sql.Tx, actor int64, before User, a Account) error {
	for _, c := range []struct{ kind, from, to string }{{"role", before.Role, a.Role}, {"plan", before.CurrentPlan, a.CurrentPlan}, {"status", before.Status, a.Status}} {
		if c.from != c.to {
			if err := record(ctx, tx, before.ID, actor, c.kind, map[string]any{"from": c.from, "to": c.to}); err != nil {
				return err
			}
		}
	}
	var changed []string
	for _, c := range []struct{ name, from, to string }{{"fullName", before.FullName, a.FullName}, {"username", before.Username, a.Username},
		{"email", before.Email, a.Email}, {"company", before.Company, a.Company}, {"country", before.Country, a.Country}, {"contact", before.Contact, a.Contact}} {
		if c.from != c.to {
			changed = append(changed, c.name)
		}
	}
	if len(changed) == 0 {
		return nil
	}
	return record(ctx, tx, before.ID, actor, "updated", map[string]any{"fields": changed})
}

// SetStatus suspends (inactive) or activates a user. One cannot suspend
// oneself, nor the last active admin (ErrLastAdmin).
func (s *Store) SetStatus(ctx context.Context, actor, id int64, status string) (User, error) {
	if !oneOf(status, Statuses) {
		return User{}, app.InvalidField("status", "userStatusChoice", nil)
	}
	if actor == id && status != "active" {
		return User{}, app.E(app.EFORBIDDEN, "cannotSuspendSelf", nil)
	}
	by, err := s.actorFor(ctx, actor)
	if err != nil {
		return User{}, err
	}
	u, err := s.setStatus(ctx, by, id, status)
	if err == ErrLastActive {
		err = ErrLastAdmin
	}
	return u, err
}

// DeleteUser removes a user for good, with what is only theirs (mailbox,
// chats, sessions). Nobody deletes themself or the last admin.
func (s *Store) DeleteUser(ctx context.Context, actor, id int64) (User, error) {
	if actor == id {
		return User{}, ErrSelf
	}
	u, err := s.FindUserByID(ctx, id)
	if err != nil {
		return User{}, err
	}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if u.Role == auth.RoleAdmin && u.Status == "active" {
			if err := s.keepAnAdmin(ctx, tx, id); err != nil {
				return err
			}
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM users WHERE id = $1`, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrNotFound
		}
		return nil
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return User{}, err
		}
		return User{}, fmt.Errorf("users: delete %d: %w", id, err)
	}
	return u, nil
}

// actorFor names the user actor for the audit log: the request's actor when
// the caller gave it (audit.WithActor), else the account's name.
func (s *Store) actorFor(ctx context.Context, actor int64) (audit.Actor, error) {
	if a := audit.ActorFrom(ctx); a.ID == actor && actor != 0 {
		return a, nil
	}
	if actor == 0 {
		return audit.ActorFrom(ctx), nil
	}
	a := audit.Actor{ID: actor}
	err := s.db.QueryRowContext(ctx, `SELECT full_name FROM users WHERE id = $1`, actor).Scan(&a.Name)
	if err != nil && err != sql.ErrNoRows {
		return a, fmt.Errorf("users: actor %d: %w", actor, err)
	}
	return a, nil
}

// auditStaff writes the audit entries of a change of role or status made from
// the users app, when the user is or becomes a member of the staff.
func auditStaff(ctx context.Context, tx *sql.Tx, by audit.Actor, before User, role, status string) error {
	if !auth.IsStaff(before.Role) && !auth.IsStaff(role) {
		return nil
	}
	if before.Role != role {
		if err := audit.Write(ctx, tx, by, audit.RecordStaff, before.ID, "role", []audit.Change{{Field: "role", Before: before.Role, After: role}}); err != nil {
			return err
		}
	}
	if before.Status != status {
		return audit.Write(ctx, tx, by, audit.RecordStaff, before.ID, "status", []audit.Change{{Field: "status", Before: before.Status, After: status}})
	}
	return nil
}

// SetAvatar points the user's avatar at url ("" for none) and records it.
func (s *Store) SetAvatar(ctx context.Context, actor, id int64, url string) (User, error) {
	if _, err := s.FindUserByID(ctx, id); err != nil {
		return User{}, err
	}
	kind := "avatar"
	if url == "" {
		kind = "deleted_avatar"
	}
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE users SET avatar = $1, updated_at = $2 WHERE id = $3`, url, time.Now().UTC(), id); err != nil {
			return err
		}
		return record(ctx, tx, id, actor, kind, nil)
	})
	if err != nil {
		return User{}, fmt.Errorf("users: avatar %d: %w", id, err)
	}
	return s.FindUserByID(ctx, id)
}
