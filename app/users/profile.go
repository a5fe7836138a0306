package users

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Activity is one thing that happened to a user, for their view's timeline.
type Activity struct {
	ID int64 `json:"id"`
	// Kind is created, signed_in, updated, status, role, plan, avatar,
	// deleted_avatar, information, social; and from one's own account settings
	// password, twostep_enabled, twostep_disabled, recovery_codes,
	// signed_out_device ({kind, browser, os, address}, or {others, sessions,
	// apiClients} for every other device), email_changed.
	Kind      string         `json:"kind"`
	Params    map[string]any `json:"params"`
	Actor     *Actor         `json:"actor"`
	CreatedAt time.Time      `json:"createdAt"`
}

// Actor is who did it (nil: the system, or a user since deleted).
type Actor struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
}

type execer interface {
	ExecContext(context.Context, string, ...any) (sql.Result, error)
}

// record writes one activity of user id by actor (0: the user or the system).
func record(ctx context.Context, ex execer, id, actor int64, kind string, params map[string]any) error {
	if params == nil {
		params = map[string]any{}
	}
	raw, _ := json.Marshal(params)
	var by any
	if actor != 0 {
		by = actor
	}
	_, err := ex.ExecContext(ctx, `INSERT INTO user_activity (user_id, actor_id, kind, params, created_at) VALUES ($1, $2, $3, $4, $5)`,
		id, by, kind, string(raw), time.Now().UTC())
	return err
}

// Record writes one activity of user id by actor, outside the list's own changes (a sign-in).
func (s *Store) Record(ctx context.Context, id, actor int64, kind string, params map[string]any) error {
	if err := record(ctx, s.db, id, actor, kind, params); err != nil {
		return fmt.Errorf("users: record %s: %w", kind, err)
	}
	return nil
}

// Activity returns the user's newest activity, at most limit.
func (s *Store) Activity(ctx context.Context, id int64, limit int) ([]Activity, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT a.id, a.kind, a.params, a.created_at, a.actor_id, COALESCE(u.full_name, '')
		FROM user_activity a LEFT JOIN users u ON u.id = a.actor_id WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT $2`, id, limit)
	if err != nil {
		return nil, fmt.Errorf("users: activity: %w", err)
	}
	defer rows.Close()
	out := []Activity{}
	for rows.Next() {
		var a Activity
		var params string
		var actor sql.NullInt64
		var name string
		if err := rows.Scan(&a.ID, &a.Kind, &params, &a.CreatedAt, &actor, &name); err != nil {
			return nil, fmt.Errorf("users: activity: %w", err)
		}
		a.CreatedAt = a.CreatedAt.UTC()
		json.Unmarshal([]byte(params), &a.Params)
		if actor.Valid {
			a.Actor = &Actor{ID: actor.Int64, FullName: name}
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// Details returns the information tab's fields of user id.
func (s *Store) Details(ctx context.Context, id int64) (Details, error) {
	d := Details{Languages: []string{}, ContactOptions: []string{}}
	var birth sql.NullString
	err := s.db.QueryRowContext(ctx, `SELECT birth_date, phone, website, gender, address_line, city, state, postcode, country FROM user_details WHERE user_id = $1`, id).
		Scan(&birth, &d.Phone, &d.Website, &d.Gender, &d.AddressLine, &d.City, &d.State, &d.Postcode, &d.Country)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return Details{}, fmt.Errorf("users: details: %w", err)
	}
	d.BirthDate = birth.String
	for _, list := range []struct {
		q   string
		dst *[]string
		cat []string
	}{{`SELECT language FROM user_languages WHERE user_id = $1`, &d.Languages, Languages}, {`SELECT option FROM user_contact_options WHERE user_id = $1`, &d.ContactOptions, ContactOptions}} {
		values, err := s.strings(ctx, list.q, id)
		if err != nil {
			return Details{}, err
		}
		*list.dst, _ = subset(values, list.cat)
	}
	return d, nil
}

func (s *Store) strings(ctx context.Context, q string, id int64) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, q, id)
	if err != nil {
		return nil, fmt.Errorf("users: details: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// SetDetails saves the information tab of user id.
func (s *Store) SetDetails(ctx context.Context, actor, id int64, d Details) (Details, error) {
	if err := d.normalize(); err != nil {
		return Details{}, err
	}
	if _, err := s.FindUserByID(ctx, id); err != nil {
		return Details{}, err
	}
	var birth any
	if d.BirthDate != "" {
		birth = d.BirthDate
	}
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO user_details (user_id, birth_date, phone, website, gender, address_line, city, state, postcode, country, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
			ON CONFLICT (user_id) DO UPDATE SET birth_date = excluded.birth_date, phone = excluded.phone, website = excluded.website,
				gender = excluded.gender, address_line = excluded.address_line, city = excluded.city, state = excluded.state,
				postcode = excluded.postcode, country = excluded.country, updated_at = excluded.updated_at`,
			id, birth, d.Phone, d.Website, d.Gender, d.AddressLine, d.City, d.State, d.Postcode, d.Country, time.Now().UTC())
		if err != nil {
			return err
		}
		for _, list := range []struct {
			table, col string
			values     []string
		}{{"user_languages", "language", d.Languages}, {"user_contact_options", "option", d.ContactOptions}} {
			if _, err := tx.ExecContext(ctx, `DELETE FROM `+list.table+` WHERE user_id = $1`, id); err != nil {
				return err
			}
			for _, v := range list.values {
				if _, err := tx.ExecContext(ctx, `INSERT INTO `+list.table+` (user_id, `+list.col+`) VALUES ($1, $2)`, id, v); err != nil {
					return err
				}
			}
		}
		return record(ctx, tx, id, actor, "information", nil)
	})
	if err != nil {
		return Details{}, fmt.Errorf("users: set details %d: %w", id, err)
	}
	return s.Details(ctx, id)
}

// Social returns user id's links, every network present ("" when none).
func (s *Store) Social(ctx context.Context, id int64) (Social, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT network, url FROM user_social WHERE user_id = $1`, id)
	if err != nil {
		return nil, fmt.Errorf("users: social: %w", err)
	}
	defer rows.Close()
	out := Social{}
	for _, n := range Networks {
		out[n] = ""
	}
	for rows.Next() {
		var n, u string
		if err := rows.Scan(&n, &u); err != nil {
			return nil, fmt.Errorf("users: social: %w", err)
		}
		if _, known := out[n]; known {
			out[n] = u
		}
	}
	return out, rows.Err()
}

// SetSocial saves user id's links; an empty one is removed.
func (s *Store) SetSocial(ctx context.Context, actor, id int64, links Social) (Social, error) {
	links, err := links.normalize()
	if err != nil {
		return nil, err
	}
	if _, err := s.FindUserByID(ctx, id); err != nil {
		return nil, err
	}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM user_social WHERE user_id = $1`, id); err != nil {
			return err
		}
		for _, n := range Networks {
			if links[n] == "" {
				continue
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO user_social (user_id, network, url) VALUES ($1, $2, $3)`, id, n, links[n]); err != nil {
				return err
			}
		}
		return record(ctx, tx, id, actor, "social", nil)
	})
	if err != nil {
		return nil, fmt.Errorf("users: set social %d: %w", id, err)
	}
	return s.Social(ctx, id)
}
