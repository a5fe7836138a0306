package todo

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"partage/app"
	"partage/app/db"
)

// ErrNotFound answers an unknown task id.
var ErrNotFound = app.E(app.ENOTFOUND, "taskNotFound", nil)

// MaxListed caps one list.
const MaxListed = 500

// Store reads and writes tasks.
type Store struct{ db *db.DB }

// NewStore returns a task store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const taskColumns = `t.id, t.title, COALESCE(t.due_date, ''), t.description, t.assignee_id, COALESCE(u.full_name, ''), COALESCE(u.avatar, ''),
	t.is_completed, t.is_deleted, t.is_important`

const taskFrom = ` FROM tasks t LEFT JOIN users u ON u.id = t.assignee_id `

var orders = map[string]string{
	"":           "t.position, t.id",
	"latest":     "t.id DESC",
	"title-asc":  "t.sort_title, t.id",
	"title-desc": "t.sort_title DESC, t.id DESC",
	"assignee":   "CASE WHEN u.id IS NULL THEN 1 ELSE 0 END, u.sort_name, t.position",
	"due-date":   "CASE WHEN t.due_date IS NULL THEN 1 ELSE 0 END, t.due_date, t.position",
}

// titleSearch is the list's search, by title (spec §7).
var titleSearch = db.Search{Keys: []string{"t.sort_title"}}

func scanTask(row interface{ Scan(...any) error }) (Task, error) {
	var t Task
	var assignee sql.NullInt64
	var name, avatar string
	err := row.Scan(&t.ID, &t.Title, &t.DueDate, &t.Description, &assignee, &name, &avatar, &t.IsCompleted, &t.IsDeleted, &t.IsImportant)
	if assignee.Valid {
		t.Assignee = &Person{ID: assignee.Int64, FullName: name, Avatar: avatar}
	}
	t.Tags = []string{}
	return t, err
}

// ListTasks returns the tasks f selects, in f's order.
func (s *Store) ListTasks(ctx context.Context, f Filter) ([]Task, error) {
	if err := f.Validate(); err != nil {
		return nil, err
	}
	var where []string
	var args []any
	switch f.Filter {
	case "important":
		where = append(where, "NOT t.is_deleted AND t.is_important")
	case "completed":
		where = append(where, "NOT t.is_deleted AND t.is_completed")
	case "deleted":
		where = append(where, "t.is_deleted")
	case FilterDue:
		if _, err := time.Parse(time.DateOnly, f.Today); err != nil {
			return nil, fmt.Errorf("todo: list due by %q: %w", f.Today, err)
		}
		// As the dashboard counts them (overview.go's dueFor).
		args = append(args, f.Today, f.ViewerID)
		where = append(where, fmt.Sprintf(`NOT t.is_deleted AND NOT t.is_completed AND t.due_date IS NOT NULL AND t.due_date <= $%d
			AND (t.assignee_id = $%d OR t.assignee_id IS NULL)`, len(args)-1, len(args)))
	default:
		where = append(where, "NOT t.is_deleted")
	}
	if q := strings.TrimSpace(f.Q); q != "" {
		var cond string
		cond, args = s.db.Matches(titleSearch, q, args)
		where = append(where, cond)
	}
	if f.Tag != "" {
		args = append(args, f.Tag)
		where = append(where, fmt.Sprintf("EXISTS (SELECT 1 FROM task_tags g WHERE g.task_id = t.id AND g.tag = $%d)", len(args)))
	}
	args = append(args, MaxListed)
	rows, err := s.db.QueryContext(ctx, `SELECT `+taskColumns+taskFrom+` WHERE `+strings.Join(where, " AND ")+
		` ORDER BY `+orders[f.SortBy]+fmt.Sprintf(` LIMIT $%d`, len(args)), args...)
	if err != nil {
		return nil, fmt.Errorf("todo: list: %w", err)
	}
	defer rows.Close()
	tasks := []Task{}
	for rows.Next() {
		t, err := scanTask(rows)
		if err != nil {
			return nil, fmt.Errorf("todo: list: %w", err)
		}
		tasks = append(tasks, t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("todo: list: %w", err)
	}
	return tasks, s.withTags(ctx, s.db, tasks)
}

type querier interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
	QueryRowContext(context.Context, string, ...any) *sql.Row
	ExecContext(context.Context, string, ...any) (sql.Result, error)
}

// withTags fills in the tasks' tags, in the catalogue's order.
func (s *Store) withTags(ctx context.Context, q querier, tasks []Task) error {
	if len(tasks) == 0 {
		return nil
	}
	ids := make([]string, len(tasks))
	at := map[int64]int{}
	for i, t := range tasks {
		ids[i] = strconv.FormatInt(t.ID, 10)
		at[t.ID] = i
	}
	rows, err := q.QueryContext(ctx, `SELECT task_id, tag FROM task_tags WHERE task_id IN (`+strings.Join(ids, ",")+`)`)
	if err != nil {
		return fmt.Errorf("todo: tags: %w", err)
	}
	defer rows.Close()
	has := map[int64]map[string]bool{}
	for rows.Next() {
		var id int64
		var tag string
		if err := rows.Scan(&id, &tag); err != nil {
			return fmt.Errorf("todo: tags: %w", err)
		}
		if has[id] == nil {
			has[id] = map[string]bool{}
		}
		has[id][tag] = true
	}
	for id, set := range has {
		for _, tag := range Tags {
			if set[tag] {
				tasks[at[id]].Tags = append(tasks[at[id]].Tags, tag)
			}
		}
	}
	return rows.Err()
}

// FindTaskByID returns one task, deleted or not.
func (s *Store) FindTaskByID(ctx context.Context, id int64) (Task, error) {
	return s.find(ctx, s.db, id)
}

func (s *Store) find(ctx context.Context, q querier, id int64) (Task, error) {
	t, err := scanTask(q.QueryRowContext(ctx, `SELECT `+taskColumns+taskFrom+` WHERE t.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Task{}, ErrNotFound
	}
	if err != nil {
		return Task{}, fmt.Errorf("todo: find %d: %w", id, err)
	}
	list := []Task{t}
	err = s.withTags(ctx, q, list)
	return list[0], err
}

// CreateTask adds a task at the top of the team's order.
func (s *Store) CreateTask(ctx context.Context, by int64, in Input) (Task, error) {
	if err := in.normalize(true); err != nil {
		return Task{}, err
	}
	var out Task
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := checkAssignee(ctx, tx, in.AssigneeID); err != nil {
			return err
		}
		now := time.Now().UTC()
		var id int64
		err := tx.QueryRowContext(ctx, `INSERT INTO tasks (title, description, due_date, assignee_id, is_completed, is_deleted, is_important, position, created_by, created_at, updated_at, sort_title)
			VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT COALESCE(min(position), 0) - 1024 FROM tasks), $8, $9, $9, $10) RETURNING id`,
			*in.Title, deref(in.Description), nullDate(in.DueDate), nullID(in.AssigneeID),
			derefBool(in.IsCompleted), derefBool(in.IsDeleted), derefBool(in.IsImportant), by, now, db.SortKey(*in.Title)).Scan(&id)
		if err != nil {
			return err
		}
		if in.Tags != nil {
			if err := setTags(ctx, tx, id, *in.Tags); err != nil {
				return err
			}
		}
		out, err = s.find(ctx, tx, id)
		return err
	})
	if err != nil && app.ErrorCode(err) == app.EINTERNAL {
		return Task{}, fmt.Errorf("todo: create: %w", err)
	}
	return out, err
}

// UpdateTask changes the fields in sets; restoring a deleted task is setting IsDeleted false.
func (s *Store) UpdateTask(ctx context.Context, id int64, in Input) (Task, error) {
	if err := in.normalize(false); err != nil {
		return Task{}, err
	}
	var out Task
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := s.find(ctx, tx, id); err != nil {
			return err
		}
		if err := checkAssignee(ctx, tx, in.AssigneeID); err != nil {
			return err
		}
		sets, args := []string{}, []any{}
		set := func(col string, v any) {
			args = append(args, v)
			sets = append(sets, fmt.Sprintf("%s = $%d", col, len(args)))
		}
		if in.Title != nil {
			set("title", *in.Title)
			set("sort_title", db.SortKey(*in.Title))
		}
		if in.Description != nil {
			set("description", *in.Description)
		}
		if in.DueDate != nil {
			set("due_date", nullDate(in.DueDate))
		}
		if in.AssigneeID != nil {
			set("assignee_id", nullID(in.AssigneeID))
		}
		if in.IsCompleted != nil {
			set("is_completed", *in.IsCompleted)
		}
		if in.IsDeleted != nil {
			set("is_deleted", *in.IsDeleted)
		}
		if in.IsImportant != nil {
			set("is_important", *in.IsImportant)
		}
		set("updated_at", time.Now().UTC())
		args = append(args, id)
		if _, err := tx.ExecContext(ctx, `UPDATE tasks SET `+strings.Join(sets, ", ")+fmt.Sprintf(` WHERE id = $%d`, len(args)), args...); err != nil {
			return err
		}
		if in.Tags != nil {
			if err := setTags(ctx, tx, id, *in.Tags); err != nil {
				return err
			}
		}
		var err error
		out, err = s.find(ctx, tx, id)
		return err
	})
	if err != nil && app.ErrorCode(err) == app.EINTERNAL {
		return Task{}, fmt.Errorf("todo: update %d: %w", id, err)
	}
	return out, err
}

// DeleteTask deletes softly: the task moves to the deleted filter, whence it can be restored.
func (s *Store) DeleteTask(ctx context.Context, id int64) (Task, error) {
	deleted := true
	return s.UpdateTask(ctx, id, Input{IsDeleted: &deleted})
}

// ReorderTasks puts the tasks ids in that order, keeping the places they held
// among the other tasks: reordering a filtered list leaves the rest as it was.
func (s *Store) ReorderTasks(ctx context.Context, ids []int64) error {
	if len(ids) == 0 || len(ids) > MaxListed {
		return app.InvalidField("ids", "idsInOrder", nil)
	}
	seen := map[int64]bool{}
	list := make([]string, 0, len(ids))
	for _, id := range ids {
		if seen[id] {
			return app.InvalidField("ids", "idTwice", nil)
		}
		seen[id] = true
		list = append(list, strconv.FormatInt(id, 10))
	}
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT position FROM tasks WHERE id IN (`+strings.Join(list, ",")+`) ORDER BY position, id`)
		if err != nil {
			return fmt.Errorf("todo: reorder: %w", err)
		}
		var places []int64
		for rows.Next() {
			var p int64
			if err := rows.Scan(&p); err != nil {
				rows.Close()
				return fmt.Errorf("todo: reorder: %w", err)
			}
			places = append(places, p)
		}
		rows.Close()
		if len(places) != len(ids) {
			return ErrNotFound
		}
		for i := 1; i < len(places); i++ {
			if places[i] <= places[i-1] {
				places[i] = places[i-1] + 1 // equal places (old data) become distinct
			}
		}
		for i, id := range ids {
			if _, err := tx.ExecContext(ctx, `UPDATE tasks SET position = $1 WHERE id = $2`, places[i], id); err != nil {
				return fmt.Errorf("todo: reorder: %w", err)
			}
		}
		return nil
	})
}

func setTags(ctx context.Context, tx *sql.Tx, id int64, tags []string) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM task_tags WHERE task_id = $1`, id); err != nil {
		return err
	}
	for _, tag := range tags {
		if _, err := tx.ExecContext(ctx, `INSERT INTO task_tags (task_id, tag) VALUES ($1, $2)`, id, tag); err != nil {
			return err
		}
	}
	return nil
}

func checkAssignee(ctx context.Context, tx *sql.Tx, id *int64) error {
	if id == nil || *id == 0 {
		return nil
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE id = $1`, *id).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return app.InvalidField("assignee", "assigneeAmongUsers", nil)
	}
	return nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func derefBool(b *bool) bool { return b != nil && *b }

func nullDate(d *string) any {
	if d == nil || *d == "" {
		return nil
	}
	return *d
}

func nullID(id *int64) any {
	if id == nil || *id == 0 {
		return nil
	}
	return *id
}
