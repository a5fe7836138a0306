package users

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"time"

	"partage/app"
	"partage/app/audit"
	"partage/app/auth"
	"partage/app/db"
)

// The cooperative's staff (/coop/admins) are the users whose role is one of
// auth.StaffRoles. Changing a staff member's role or status writes an audit
// entry (record "staff") in the same transaction as the change.

// Errors of the staff.
var (
	ErrNotStaff   = app.E(app.ENOTFOUND, "staffNotFound", nil)
	ErrStaffRole  = app.InvalidField("role", "staffRoleChoice", app.Params{"choices": strings.Join(auth.StaffRoles, ", ")})
	ErrLastActive = app.E(app.ECONFLICT, "lastAdminStatus", nil).WithField("status", "lastAdminStatus", nil)
	ErrLastRole   = app.E(app.ECONFLICT, "lastAdmin", nil).WithField("role", "lastAdmin", nil)
)

// StaffSorts are the columns the staff list sorts on.
var StaffSorts = []string{"fullName", "email", "role", "status", "id"}

var staffSortColumns = map[string]string{"fullName": "u.sort_name", "email": "lower(u.email)", "role": "u.role", "status": "u.status", "id": "u.id"}

// StaffMember is a line of the staff list.
type StaffMember struct {
	User
	// LastSignIn is when they last signed in; nil before their first sign-in.
	LastSignIn *time.Time `json:"lastSignIn"`
	// Pending is set while they have not accepted their invitation.
	Pending bool `json:"pending"`
	// TwoStep is set while their two-step sign-in is on (an admin may turn it
	// off for someone who lost their authenticator and recovery codes).
	TwoStep bool `json:"twoStep"`
}

// StaffFilter selects, orders and pages the staff list.
type StaffFilter struct {
	Q, Role, Status, SortBy string
	SortDesc                bool
	Page, PerPage           int
}

// Normalize fills the defaults (by name, page 1 of 10) and checks the rest.
func (f *StaffFilter) Normalize() error {
	fields := app.Fields{}
	f.Q = strings.TrimSpace(f.Q)
	if f.Role != "" && !auth.IsStaff(f.Role) {
		fields.Set("role", "staffRoleChoice", app.Params{"choices": strings.Join(auth.StaffRoles, ", ")})
	}
	if f.Status != "" && !oneOf(f.Status, Statuses) {
		fields.Set("status", "statusChoice", app.Params{"choices": strings.Join(Statuses, ", ")})
	}
	app.CheckSort(fields, &f.SortBy, "fullName", StaffSorts)
	app.CheckPaging(fields, &f.Page, &f.PerPage, PerPages)
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

// staffIn is the SQL list of the staff roles, for "u.role IN (…)"; the roles are constants.
func staffIn() string { return "('" + strings.Join(auth.StaffRoles, "', '") + "')" }

// ListStaff returns a page of the staff and how many match in all. The staff
// are few (tens), so the search runs as a plain query each time.
func (s *Store) ListStaff(ctx context.Context, f StaffFilter) ([]StaffMember, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	conds := []string{"u.role IN " + staffIn()}
	var args []any
	for _, c := range []struct{ col, v string }{{"u.role", f.Role}, {"u.status", f.Status}} {
		if c.v != "" {
			args = append(args, c.v)
			conds = append(conds, fmt.Sprintf("%s = $%d", c.col, len(args)))
		}
	}
	if f.Q != "" {
		var cond string
		cond, args = s.db.Matches(nameSearch, f.Q, args)
		conds = append(conds, cond)
	}
	where := " WHERE " + strings.Join(conds, " AND ")
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM users u`+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("users: staff count: %w", err)
	}
	dir := " ASC"
	if f.SortDesc {
		dir = " DESC"
	}
	order := staffSortColumns[f.SortBy] + dir + ", u.id" + dir
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	rows, err := s.db.QueryContext(ctx, `SELECT `+userColumns+`, u.password_pending,
		EXISTS (SELECT 1 FROM two_step t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL) FROM users u`+where+` ORDER BY `+order+
		fmt.Sprintf(` LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("users: staff: %w", err)
	}
	defer rows.Close()
	out := []StaffMember{}
	for rows.Next() {
		var m StaffMember
		err := rows.Scan(&m.ID, &m.FullName, &m.Username, &m.Email, &m.Company, &m.Country, &m.Contact, &m.Role, &m.CurrentPlan, &m.Status, &m.Avatar, &m.CreatedAt, &m.Pending, &m.TwoStep)
		if err != nil {
			return nil, 0, fmt.Errorf("users: staff: %w", err)
		}
		m.CreatedAt = m.CreatedAt.UTC()
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("users: staff: %w", err)
	}
	return out, total, s.lastSignIns(ctx, out)
}

// lastSignIns fills each member's last sign-in from the activity (one query for the page).
func (s *Store) lastSignIns(ctx context.Context, page []StaffMember) error {
	if len(page) == 0 {
		return nil
	}
	at := map[int64]int{}
	ids := make([]string, len(page))
	for i, m := range page {
		at[m.ID] = i
		ids[i] = strconv.FormatInt(m.ID, 10)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT user_id, created_at FROM user_activity WHERE kind = 'signed_in' AND user_id IN (`+strings.Join(ids, ",")+`) ORDER BY id`)
	if err != nil {
		return fmt.Errorf("users: last sign-ins: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var t time.Time
		if err := rows.Scan(&id, &t); err != nil {
			return fmt.Errorf("users: last sign-ins: %w", err)
		}
		t = t.UTC()
		page[at[id]].LastSignIn = &t
	}
	return rows.Err()
}

// StaffCounts are the staff list's stat cards: all, by role, and suspended.
func (s *Store) StaffCounts(ctx context.Context) (map[string]int, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT role, status, count(*) FROM users WHERE role IN `+staffIn()+` GROUP BY role, status`)
	if err != nil {
		return nil, fmt.Errorf("users: staff counts: %w", err)
	}
	defer rows.Close()
	out := map[string]int{"all": 0, "inactive": 0}
	for _, r := range auth.StaffRoles {
		out[r] = 0
	}
	for rows.Next() {
		var role, status string
		var n int
		if err := rows.Scan(&role, &status, &n); err != nil {
			return nil, fmt.Errorf("users: staff counts: %w", err)
		}
		out[role] += n
		out["all"] += n
		if status == "inactive" {
			out["inactive"] += n
		}
	}
	return out, rows.Err()
}

// FindStaff returns a staff member; anyone else is not found.
func (s *Store) FindStaff(ctx context.Context, id int64) (User, error) {
	u, err := s.FindUserByID(ctx, id)
	if err == ErrNotFound || (err == nil && !auth.IsStaff(u.Role)) {
		return User{}, ErrNotStaff
	}
	return u, err
}

// SetStaffRole gives a staff member another staff role. The last active
// admin keeps theirs (ErrLastRole).
func (s *Store) SetStaffRole(ctx context.Context, by audit.Actor, id int64, role string) (User, error) {
	if !auth.IsStaff(role) {
		return User{}, ErrStaffRole
	}
	before, err := s.FindStaff(ctx, id)
	if err != nil || before.Role == role {
		return before, err
	}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if before.Role == auth.RoleAdmin {
			if err := s.keepAnAdmin(ctx, tx, id); err != nil {
				return ErrLastRole
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE users SET role = $1, updated_at = $2 WHERE id = $3`, role, time.Now().UTC(), id); err != nil {
			return err
		}
		if err := record(ctx, tx, id, by.ID, "role", map[string]any{"from": before.Role, "to": role}); err != nil {
			return err
		}
		return audit.Write(ctx, tx, by, audit.RecordStaff, id, "role", []audit.Change{{Field: "role", Before: before.Role, After: role}})
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return User{}, err
		}
		return User{}, fmt.Errorf("users: staff role %d: %w", id, err)
	}
	before.Role = role
	return before, nil
}

// SetStaffStatus suspends (inactive) or reactivates (active) a staff member.
// Nobody suspends themself, nor the last active admin (ErrLastActive).
func (s *Store) SetStaffStatus(ctx context.Context, by audit.Actor, id int64, status string) (User, error) {
	if status != "active" && status != "inactive" {
		return User{}, app.InvalidField("status", "staffStatusChoice", nil)
	}
	if _, err := s.FindStaff(ctx, id); err != nil {
		return User{}, err
	}
	return s.setStatus(ctx, by, id, status)
}

// setStatus changes a user's status with its activity line, and for a staff
// member its audit entry; suspending the last active admin is refused.
func (s *Store) setStatus(ctx context.Context, by audit.Actor, id int64, status string) (User, error) {
	if by.ID == id && status != "active" {
		return User{}, app.E(app.EFORBIDDEN, "cannotSuspendSelf", nil).WithField("status", "cannotSuspendSelf", nil)
	}
	before, err := s.FindUserByID(ctx, id)
	if err != nil {
		return User{}, err
	}
	if before.Status == status {
		return before, nil
	}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if before.Role == auth.RoleAdmin && status != "active" {
			if err := s.keepAnAdmin(ctx, tx, id); err != nil {
				return ErrLastActive
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE users SET status = $1, updated_at = $2 WHERE id = $3`, status, time.Now().UTC(), id); err != nil {
			return err
		}
		if err := record(ctx, tx, id, by.ID, "status", map[string]any{"from": before.Status, "to": status}); err != nil {
			return err
		}
		if !auth.IsStaff(before.Role) {
			return nil
		}
		return audit.Write(ctx, tx, by, audit.RecordStaff, id, "status", []audit.Change{{Field: "status", Before: before.Status, After: status}})
	})
	if err != nil {
		if app.ErrorCode(err) != app.EINTERNAL {
			return User{}, err
		}
		return User{}, fmt.Errorf("users: status %d: %w", id, err)
	}
	before.Status = status
	return before, nil
}

// InviteStaff adds a staff member (a user with a staff role and no password
// yet: the caller makes their invitation), audited as "invited".
func (s *Store) InviteStaff(ctx context.Context, by audit.Actor, a Account) (User, error) {
	if !auth.IsStaff(strings.TrimSpace(a.Role)) {
		return User{}, ErrStaffRole
	}
	a.Status = "active"
	return s.createUser(ctx, by, a, func(tx *sql.Tx, u Account, id int64) error {
		return audit.Write(ctx, tx, by, audit.RecordStaff, id, "invited", []audit.Change{
			{Field: "email", After: u.Email}, {Field: "fullName", After: u.FullName}, {Field: "role", After: u.Role}})
	})
}

// RecordStaffSignOut writes that an admin signed a staff member out everywhere.
func (s *Store) RecordStaffSignOut(ctx context.Context, by audit.Actor, id int64) error {
	return audit.Write(ctx, s.db, by, audit.RecordStaff, id, "signedOut", nil)
}

// RecordStaffTwoStepOff audits an admin turning off a staff member's two-step
// sign-in, and writes it in their activity.
func (s *Store) RecordStaffTwoStepOff(ctx context.Context, by audit.Actor, id int64) error {
	if err := audit.Write(ctx, s.db, by, audit.RecordStaff, id, "twoStepOff", nil); err != nil {
		return err
	}
	return s.Record(ctx, id, by.ID, "twostep_disabled", nil)
}

// keepAnAdmin refuses (ErrLastAdmin) when id is the only active admin left.
// On PostgreSQL the admins' rows are locked, so two admins demoting or
// suspending each other at once cannot both pass.
func (s *Store) keepAnAdmin(ctx context.Context, tx *sql.Tx, id int64) error {
	q := `SELECT id FROM users WHERE role = 'admin' AND status = 'active'`
	if s.db.Engine == db.Postgres {
		q += ` FOR UPDATE`
	}
	rows, err := tx.QueryContext(ctx, q)
	if err != nil {
		return err
	}
	defer rows.Close()
	others := 0
	for rows.Next() {
		var other int64
		if err := rows.Scan(&other); err != nil {
			return err
		}
		if other != id {
			others++
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if others == 0 {
		return ErrLastAdmin
	}
	return nil
}
