package calendar

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
	"partage/app/db"
)

// Errors of the calendar.
var (
	ErrNotFound  = app.E(app.ENOTFOUND, "eventNotFound", nil)
	ErrNotYours  = app.E(app.EFORBIDDEN, "notOrganiser", nil)
	errBadGuests = app.InvalidField("guests", "guestsAmongUsers", nil)
)

// Store reads and writes events.
type Store struct{ db *db.DB }

// NewStore returns an event store on d.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const eventColumns = `e.id, e.owner_id, o.full_name, o.avatar, o.email, e.title, e.calendar, e.starts_at, e.ends_at, e.all_day,
	e.url, e.location, e.description, e.updated_at, e.uid`

func scanEvent(row interface{ Scan(...any) error }, viewer int64) (Event, error) {
	var e Event
	x := &e.ExtendedProps
	err := row.Scan(&e.ID, &x.Organizer.ID, &x.Organizer.FullName, &x.Organizer.Avatar, &x.Organizer.Email, &e.Title, &x.Calendar,
		&e.starts, &e.ends, &e.AllDay, &e.URL, &x.Location, &x.Description, &e.updated, &e.uid)
	e.starts, e.ends, e.updated = e.starts.UTC(), e.ends.UTC(), e.updated.UTC()
	e.Start, e.End = stamp(e.starts, e.AllDay), stamp(e.ends, e.AllDay)
	x.Guests = []Person{}
	x.Editable = x.Organizer.ID == viewer
	return e, err
}

// visible is the condition "the viewer ($1) organises the event or is its guest".
const visible = `(e.owner_id = $1 OR e.id IN (SELECT event_id FROM event_guests WHERE user_id = $1))`

// ListEvents returns the events userID sees in those calendars that overlap r, by start.
func (s *Store) ListEvents(ctx context.Context, userID int64, calendars []string, r Range) ([]Event, error) {
	out := []Event{}
	if len(calendars) == 0 {
		return out, nil
	}
	args := []any{userID}
	marks := make([]string, len(calendars))
	for i, c := range calendars {
		if !validCalendar(c) {
			return nil, app.InvalidField("calendars", "calendarsChoice", nil)
		}
		args = append(args, c)
		marks[i] = fmt.Sprintf("$%d", len(args))
	}
	cond := ""
	if !r.To.IsZero() {
		args = append(args, r.To.UTC())
		cond += fmt.Sprintf(" AND e.starts_at < $%d", len(args))
	}
	if !r.From.IsZero() {
		args = append(args, r.From.UTC())
		cond += fmt.Sprintf(" AND e.ends_at >= $%d", len(args))
	}
	args = append(args, MaxListed)
	rows, err := s.db.QueryContext(ctx, `SELECT `+eventColumns+` FROM events e JOIN users o ON o.id = e.owner_id
		WHERE `+visible+` AND e.calendar IN (`+strings.Join(marks, ", ")+`)`+cond+
		fmt.Sprintf(` ORDER BY e.starts_at, e.id LIMIT $%d`, len(args)), args...)
	if err != nil {
		return nil, fmt.Errorf("calendar: list: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		e, err := scanEvent(rows, userID)
		if err != nil {
			return nil, fmt.Errorf("calendar: list: %w", err)
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("calendar: list: %w", err)
	}
	return out, s.withGuests(ctx, s.db, out)
}

type querier interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
	QueryRowContext(context.Context, string, ...any) *sql.Row
}

func (s *Store) withGuests(ctx context.Context, q querier, events []Event) error {
	if len(events) == 0 {
		return nil
	}
	ids := make([]string, len(events))
	at := map[int64]int{}
	for i, e := range events {
		ids[i] = strconv.FormatInt(e.ID, 10)
		at[e.ID] = i
	}
	rows, err := q.QueryContext(ctx, `SELECT g.event_id, u.id, u.full_name, u.avatar, u.email FROM event_guests g JOIN users u ON u.id = g.user_id
		WHERE g.event_id IN (`+strings.Join(ids, ",")+`) ORDER BY u.sort_name, u.id`)
	if err != nil {
		return fmt.Errorf("calendar: guests: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var p Person
		if err := rows.Scan(&id, &p.ID, &p.FullName, &p.Avatar, &p.Email); err != nil {
			return fmt.Errorf("calendar: guests: %w", err)
		}
		x := &events[at[id]].ExtendedProps
		x.Guests = append(x.Guests, p)
	}
	return rows.Err()
}

// FindEventByID returns an event userID organises or is invited to.
func (s *Store) FindEventByID(ctx context.Context, userID, id int64) (Event, error) {
	return s.find(ctx, s.db, userID, id)
}

func (s *Store) find(ctx context.Context, q querier, userID, id int64) (Event, error) {
	e, err := scanEvent(q.QueryRowContext(ctx, `SELECT `+eventColumns+` FROM events e JOIN users o ON o.id = e.owner_id
		WHERE `+visible+` AND e.id = $2`, userID, id), userID)
	if errors.Is(err, sql.ErrNoRows) {
		return Event{}, ErrNotFound
	}
	if err != nil {
		return Event{}, fmt.Errorf("calendar: find %d: %w", id, err)
	}
	list := []Event{e}
	err = s.withGuests(ctx, q, list)
	return list[0], err
}

// CreateEvent adds an event organised by userID.
func (s *Store) CreateEvent(ctx context.Context, userID int64, in Input) (Event, error) {
	sp, err := in.normalize()
	if err != nil {
		return Event{}, err
	}
	var out Event
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		now := time.Now().UTC()
		var id int64
		err := tx.QueryRowContext(ctx, `INSERT INTO events (owner_id, title, calendar, starts_at, ends_at, all_day, url, location, description, created_at, updated_at, uid)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11) RETURNING id`,
			userID, in.Title, in.Calendar, sp.start, sp.end, in.AllDay, in.URL, in.Location, in.Description, now, newUID()).Scan(&id)
		if err != nil {
			return err
		}
		if err := setGuests(ctx, tx, id, userID, in.Guests); err != nil {
			return err
		}
		out, err = s.find(ctx, tx, userID, id)
		return err
	})
	if err != nil && app.ErrorCode(err) == app.EINTERNAL {
		return Event{}, fmt.Errorf("calendar: create: %w", err)
	}
	return out, err
}

// UpdateEvent replaces event id with in; only its organiser may.
func (s *Store) UpdateEvent(ctx context.Context, userID, id int64, in Input) (Event, error) {
	sp, err := in.normalize()
	if err != nil {
		return Event{}, err
	}
	var out Event
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := owned(ctx, tx, userID, id); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE events SET title = $1, calendar = $2, starts_at = $3, ends_at = $4, all_day = $5, url = $6,
			location = $7, description = $8, updated_at = $9 WHERE id = $10`,
			in.Title, in.Calendar, sp.start, sp.end, in.AllDay, in.URL, in.Location, in.Description, time.Now().UTC(), id)
		if err != nil {
			return err
		}
		if err := setGuests(ctx, tx, id, userID, in.Guests); err != nil {
			return err
		}
		out, err = s.find(ctx, tx, userID, id)
		return err
	})
	if err != nil && app.ErrorCode(err) == app.EINTERNAL {
		return Event{}, fmt.Errorf("calendar: update %d: %w", id, err)
	}
	return out, err
}

// DeleteEvent removes event id for good; only its organiser may.
func (s *Store) DeleteEvent(ctx context.Context, userID, id int64) error {
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := owned(ctx, tx, userID, id); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM events WHERE id = $1 AND owner_id = $2`, id, userID)
		return err
	})
	if err != nil && app.ErrorCode(err) == app.EINTERNAL {
		return fmt.Errorf("calendar: delete %d: %w", id, err)
	}
	return err
}

// owned checks that userID organises event id: a guest is told no, anyone else that there is no such event.
func owned(ctx context.Context, tx *sql.Tx, userID, id int64) error {
	var owner int64
	var guest bool
	err := tx.QueryRowContext(ctx, `SELECT e.owner_id, EXISTS (SELECT 1 FROM event_guests g WHERE g.event_id = e.id AND g.user_id = $1)
		FROM events e WHERE e.id = $2`, userID, id).Scan(&owner, &guest)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return ErrNotFound
	case err != nil:
		return err
	case owner == userID:
		return nil
	case guest:
		return ErrNotYours
	}
	return ErrNotFound
}

// setGuests replaces the guests of event id; the organiser is never their own guest.
func setGuests(ctx context.Context, tx *sql.Tx, id, owner int64, guests []int64) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM event_guests WHERE event_id = $1`, id); err != nil {
		return err
	}
	seen := map[int64]bool{owner: true}
	for _, g := range guests {
		if seen[g] {
			continue
		}
		seen[g] = true
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE id = $1`, g).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return errBadGuests
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO event_guests (event_id, user_id) VALUES ($1, $2)`, id, g); err != nil {
			return err
		}
	}
	return nil
}

// newUID is a random UUID (RFC 9562, version 4): an event's iCalendar UID,
// unique across installations (RFC 5545 §3.8.4.7).
func newUID() string {
	var b [16]byte
	rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40 // version 4
	b[8] = b[8]&0x3f | 0x80 // the RFC's variant
	h := hex.EncodeToString(b[:])
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32]
}
