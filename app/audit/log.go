package audit

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"partage/app"
	"partage/app/db"
)

// Log reads the audit log.
type Log struct{ db *db.DB }

// New returns the audit log over d.
func New(d *db.DB) *Log { return &Log{db: d} }

// Filter chooses entries: by actor, by record, by day range (YYYY-MM-DD,
// inclusive), newest first, a page at a time.
type Filter struct {
	ActorID    int64
	RecordType string
	RecordID   int64
	From, To   string
	Page       int
	PerPage    int
}

// PerPageMax caps a page of entries.
const PerPageMax = 100

func (f *Filter) normalize() error {
	fields := app.Fields{}
	app.CheckPage(fields, &f.Page)
	if f.PerPage == 0 {
		f.PerPage = 25
	}
	if f.PerPage < 1 || f.PerPage > PerPageMax {
		fields.Set("perPage", "perPageRange", app.Params{"min": 1, "max": PerPageMax})
	}
	app.CheckDay(fields, "from", f.From)
	app.CheckDay(fields, "to", f.To)
	if len(fields) > 0 {
		return app.Invalid("checkFields", nil, fields)
	}
	return nil
}

// ListEntries returns a page of the entries f chooses, newest first, and their total.
func (l *Log) ListEntries(ctx context.Context, f Filter) ([]Entry, int, error) {
	if err := f.normalize(); err != nil {
		return nil, 0, err
	}
	var where []string
	var args []any
	add := func(cond string, v any) {
		args = append(args, v)
		where = append(where, fmt.Sprintf(cond, len(args)))
	}
	if f.ActorID != 0 {
		add("actor_id = $%d", f.ActorID)
	}
	if f.RecordType != "" {
		add("record_type = $%d", f.RecordType)
	}
	if f.RecordID != 0 {
		add("record_id = $%d", f.RecordID)
	}
	if f.From != "" {
		t, _ := time.Parse(time.DateOnly, f.From)
		add("at >= $%d", t)
	}
	if f.To != "" {
		t, _ := time.Parse(time.DateOnly, f.To)
		add("at < $%d", t.AddDate(0, 0, 1))
	}
	cond := ""
	if len(where) > 0 {
		cond = " WHERE " + strings.Join(where, " AND ")
	}
	var total int
	if err := l.db.QueryRowContext(ctx, `SELECT count(*) FROM audit_log`+cond, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("audit: count: %w", err)
	}
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	rows, err := l.db.QueryContext(ctx, `SELECT id, at, actor_id, actor_name, ip, record_type, record_id, action, changes FROM audit_log`+cond+
		fmt.Sprintf(` ORDER BY id DESC LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("audit: list: %w", err)
	}
	defer rows.Close()
	out := []Entry{}
	for rows.Next() {
		var e Entry
		var actor sql.NullInt64
		var raw string
		if err := rows.Scan(&e.ID, &e.At, &actor, &e.ActorName, &e.IP, &e.RecordType, &e.RecordID, &e.Action, &raw); err != nil {
			return nil, 0, fmt.Errorf("audit: list: %w", err)
		}
		e.ActorID = actor.Int64
		e.Changes = []Change{}
		if err := json.Unmarshal([]byte(raw), &e.Changes); err != nil {
			return nil, 0, fmt.Errorf("audit: entry %d: %w", e.ID, err)
		}
		out = append(out, e)
	}
	return out, total, rows.Err()
}

// History returns every entry about one record, newest first (at most 500).
func (l *Log) History(ctx context.Context, recordType string, recordID int64) ([]Entry, error) {
	out, _, err := l.ListEntries(ctx, Filter{RecordType: recordType, RecordID: recordID, PerPage: PerPageMax})
	return out, err
}
