package users

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/search"
)

// Errors of the user list.
var (
	ErrNotFound  = app.Errorf(app.ENOTFOUND, "User not found.")
	ErrSelf      = app.Errorf(app.EFORBIDDEN, "You cannot delete yourself.")
	ErrLastAdmin = app.Errorf(app.ECONFLICT, "This is the last admin: make someone else admin first.")
)

// Store reads and writes the user list.
type Store struct {
	db       *db.DB
	searches searchCache
}

// NewStore returns a user store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const userColumns = `u.id, u.full_name, u.username, u.email, u.company, u.country, u.contact, u.role, u.current_plan, u.status, u.avatar, u.created_at`

func scanUser(row interface{ Scan(...any) error }) (User, error) {
	var u User
	err := row.Scan(&u.ID, &u.FullName, &u.Username, &u.Email, &u.Company, &u.Country, &u.Contact, &u.Role, &u.CurrentPlan, &u.Status, &u.Avatar, &u.CreatedAt)
	u.CreatedAt = u.CreatedAt.UTC()
	return u, err
}

var sortColumns = map[string]string{
	"id": "u.id", "fullName": "lower(u.full_name)", "email": "lower(u.email)", "role": "u.role",
	"currentPlan": "u.current_plan", "status": "u.status", "company": "lower(u.company)", "country": "lower(u.country)",
}

// where builds the filter's conditions (the equality filters and the search).
func (s *Store) where(f Filter, args []any) (string, []any) {
	var conds []string
	for _, c := range []struct{ col, v string }{{"u.role", f.Role}, {"u.current_plan", f.CurrentPlan}, {"u.status", f.Status}} {
		if c.v != "" {
			args = append(args, c.v)
			conds = append(conds, fmt.Sprintf("%s = $%d", c.col, len(args)))
		}
	}
	if f.Q != "" {
		if s.db.Engine == db.SQLite && len([]rune(f.Q)) >= 3 {
			// The trigram index answers substring matches of three characters or more, without case.
			args = append(args, `"`+strings.ReplaceAll(f.Q, `"`, `""`)+`"`)
			conds = append(conds, fmt.Sprintf("u.id IN (SELECT rowid FROM users_fts WHERE users_fts MATCH $%d)", len(args)))
		} else {
			args = append(args, search.Contains(f.Q))
			n := len(args)
			conds = append(conds, fmt.Sprintf(`(lower(u.full_name) LIKE $%d ESCAPE '\' OR lower(u.username) LIKE $%d ESCAPE '\')`, n, n))
		}
	}
	if len(conds) == 0 {
		return "", args
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// ListUsers returns a page of the list and how many users match in all.
func (s *Store) ListUsers(ctx context.Context, f Filter) ([]User, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	dir := " ASC"
	if f.SortDesc {
		dir = " DESC"
	}
	order := sortColumns[f.SortBy] + dir
	if f.SortBy != "id" {
		order += ", u.id" + dir
	}
	if f.Q != "" {
		return s.search(ctx, f, order)
	}
	total, err := s.count(ctx, f)
	if err != nil {
		return nil, 0, err
	}
	out := []User{}
	if total == 0 {
		return out, 0, nil
	}
	where, args := s.where(f, nil)
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	rows, err := s.db.QueryContext(ctx, `SELECT `+userColumns+` FROM users u`+where+` ORDER BY `+order+
		fmt.Sprintf(` LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("users: list: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("users: list: %w", err)
		}
		out = append(out, u)
	}
	return out, total, rows.Err()
}

// search answers a list with a search: the search runs once, for the ids
// of every match in order, which give both the total and the page.
func (s *Store) search(ctx context.Context, f Filter, order string) ([]User, int, error) {
	version, err := s.version(ctx)
	if err != nil {
		return nil, 0, err
	}
	key := fmt.Sprintf("%q|%s|%s|%s|%s", f.Q, f.Role, f.CurrentPlan, f.Status, order)
	ids, ok := s.searches.get(key, version)
	if !ok {
		if ids, err = s.searchIDs(ctx, f, order); err != nil {
			return nil, 0, err
		}
		s.searches.put(key, version, ids)
	}
	out := []User{}
	from := (f.Page - 1) * f.PerPage
	if from >= len(ids) {
		return out, len(ids), nil
	}
	page := ids[from:min(from+f.PerPage, len(ids))]
	marks := make([]string, len(page))
	at := map[int64]int{}
	for i, id := range page {
		marks[i] = strconv.FormatInt(id, 10)
		at[id] = i
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+userColumns+` FROM users u WHERE u.id IN (`+strings.Join(marks, ",")+`)`)
	if err != nil {
		return nil, 0, fmt.Errorf("users: search: %w", err)
	}
	defer rows.Close()
	out = make([]User, len(page))
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("users: search: %w", err)
		}
		out[at[u.ID]] = u
	}
	// A user deleted between the two queries leaves a hole: close it.
	kept := out[:0]
	for _, u := range out {
		if u.ID != 0 {
			kept = append(kept, u)
		}
	}
	return kept, len(ids), rows.Err()
}

// searchIDs runs a search for the ids of every match, in the list's order.
func (s *Store) searchIDs(ctx context.Context, f Filter, order string) ([]int64, error) {
	where, args := s.where(f, nil)
	rows, err := s.db.QueryContext(ctx, `SELECT u.id FROM users u`+where+` ORDER BY `+order, args...)
	if err != nil {
		return nil, fmt.Errorf("users: search: %w", err)
	}
	defer rows.Close()
	ids := []int64{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("users: search: %w", err)
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// count is the filter's total: from the kept counts when there is no search,
// otherwise through the search's index.
func (s *Store) count(ctx context.Context, f Filter) (int, error) {
	var n int
	if f.Q == "" {
		var conds []string
		var args []any
		for _, c := range []struct{ col, v string }{{"role", f.Role}, {"current_plan", f.CurrentPlan}, {"status", f.Status}} {
			if c.v != "" {
				args = append(args, c.v)
				conds = append(conds, fmt.Sprintf("%s = $%d", c.col, len(args)))
			}
		}
		q := `SELECT COALESCE(sum(n), 0) FROM user_counts`
		if len(conds) > 0 {
			q += " WHERE " + strings.Join(conds, " AND ")
		}
		if err := s.db.QueryRowContext(ctx, q, args...).Scan(&n); err != nil {
			return 0, fmt.Errorf("users: count: %w", err)
		}
		return n, nil
	}
	where, args := s.where(f, nil)
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM users u`+where, args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("users: count: %w", err)
	}
	return n, nil
}

// Counts are the list's stat cards: all users, and by status.
func (s *Store) Counts(ctx context.Context) (map[string]int, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT status, COALESCE(sum(n), 0) FROM user_counts GROUP BY status`)
	if err != nil {
		return nil, fmt.Errorf("users: counts: %w", err)
	}
	defer rows.Close()
	out := map[string]int{"all": 0}
	for _, st := range Statuses {
		out[st] = 0
	}
	for rows.Next() {
		var st string
		var n int
		if err := rows.Scan(&st, &n); err != nil {
			return nil, fmt.Errorf("users: counts: %w", err)
		}
		out[st] += n
		out["all"] += n
	}
	return out, rows.Err()
}

// EachUser calls fn with every user the filter selects, in its order (the CSV export).
func (s *Store) EachUser(ctx context.Context, f Filter, fn func(User) error) error {
	f.Page, f.PerPage = 1, 10
	if err := f.Normalize(); err != nil {
		return err
	}
	where, args := s.where(f, nil)
	dir := " ASC"
	if f.SortDesc {
		dir = " DESC"
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+userColumns+` FROM users u`+where+` ORDER BY `+sortColumns[f.SortBy]+dir+`, u.id`+dir, args...)
	if err != nil {
		return fmt.Errorf("users: export: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return fmt.Errorf("users: export: %w", err)
		}
		if err := fn(u); err != nil {
			return err
		}
	}
	return rows.Err()
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
}, a Account, except int64) (map[string]string, error) {
	fields := map[string]string{}
	var n int
	if err := q.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE lower(email) = lower($1) AND id <> $2`, a.Email, except).Scan(&n); err != nil {
		return nil, err
	}
	if n > 0 {
		fields["email"] = "This email is already in use."
	}
	if err := q.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE lower(username) = lower($1) AND id <> $2`, a.Username, except).Scan(&n); err != nil {
		return nil, err
	}
	if n > 0 {
		fields["username"] = "This username is already in use."
	}
	return fields, nil
}

// CreateUser adds a user from the admin's panel. They get no password: the
// first one comes from "forgot password" (their e-mail is theirs to prove).
func (s *Store) CreateUser(ctx context.Context, actor int64, a Account) (User, error) {
	if err := a.normalize(); err != nil {
		return User{}, err
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
			return app.Invalid("Already in use.", dup)
		}
		now := time.Now().UTC().Truncate(time.Second)
		err = tx.QueryRowContext(ctx, `INSERT INTO users (full_name, username, email, password_hash, avatar, role, company, country, contact, current_plan, status, created_at, updated_at)
			VALUES ($1, $2, $3, $4, '', $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
			a.FullName, a.Username, a.Email, hash, a.Role, a.Company, a.Country, a.Contact, a.CurrentPlan, a.Status, now).Scan(&id)
		if err != nil {
			return err
		}
		return record(ctx, tx, id, actor, "created", nil)
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
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		dup, err := taken(ctx, tx, a, id)
		if err != nil {
			return err
		}
		if len(dup) > 0 {
			return app.Invalid("Already in use.", dup)
		}
		if before.Role == auth.RoleAdmin && a.Role != auth.RoleAdmin {
			if err := keepAnAdmin(ctx, tx, id); err != nil {
				return err
			}
		}
		_, err = tx.ExecContext(ctx, `UPDATE users SET full_name = $1, username = $2, email = $3, company = $4, country = $5, contact = $6,
			role = $7, current_plan = $8, status = $9, updated_at = $10 WHERE id = $11`,
			a.FullName, a.Username, a.Email, a.Company, a.Country, a.Contact, a.Role, a.CurrentPlan, a.Status, time.Now().UTC(), id)
		if err != nil {
			return err
		}
		return recordChanges(ctx, tx, actor, before, a)
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

// SetStatus suspends (inactive) or activates a user. One cannot suspend oneself.
func (s *Store) SetStatus(ctx context.Context, actor, id int64, status string) (User, error) {
	if !oneOf(status, Statuses) {
		return User{}, app.Invalid("Status is one of active, inactive, pending.", map[string]string{"status": "Status is one of active, inactive, pending."})
	}
	if actor == id && status != "active" {
		return User{}, app.Errorf(app.EFORBIDDEN, "You cannot suspend yourself.")
	}
	before, err := s.FindUserByID(ctx, id)
	if err != nil {
		return User{}, err
	}
	if before.Status == status {
		return before, nil
	}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE users SET status = $1, updated_at = $2 WHERE id = $3`, status, time.Now().UTC(), id); err != nil {
			return err
		}
		return record(ctx, tx, id, actor, "status", map[string]any{"from": before.Status, "to": status})
	})
	if err != nil {
		return User{}, fmt.Errorf("users: status %d: %w", id, err)
	}
	before.Status = status
	return before, nil
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
		if u.Role == auth.RoleAdmin {
			if err := keepAnAdmin(ctx, tx, id); err != nil {
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

// keepAnAdmin refuses when id is the only admin left.
func keepAnAdmin(ctx context.Context, tx *sql.Tx, id int64) error {
	var others int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE role = 'admin' AND id <> $1`, id).Scan(&others); err != nil {
		return err
	}
	if others == 0 {
		return ErrLastAdmin
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
