package analytics

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// Support is what the support tracker shows of the contact messages sent in
// a period: how many, by their status now, how many were answered and the
// time they waited for it in all.
type Support struct {
	Total    int64
	ByStatus map[string]int64
	Replied  int64
	Waited   time.Duration // summed over the answered messages
}

// Support counts the contact messages sent during p (days of Zone). The
// table is small and its figures change with every reply, so it is read as
// it is now rather than rolled up.
func (s *Store) Support(ctx context.Context, p Period) (Support, error) {
	from, to, err := supportSpan(p)
	if err != nil {
		return Support{}, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT status, created_at, first_reply_at FROM contact_messages
		WHERE created_at >= $1 AND created_at < $2`, from, to)
	if err != nil {
		return Support{}, fmt.Errorf("analytics: support: %w", err)
	}
	defer rows.Close()
	out := Support{ByStatus: map[string]int64{}}
	for rows.Next() {
		var status string
		var created time.Time
		var reply sql.NullTime
		if err := rows.Scan(&status, &created, &reply); err != nil {
			return Support{}, fmt.Errorf("analytics: support: %w", err)
		}
		out.Total++
		out.ByStatus[status]++
		if reply.Valid {
			out.Replied++
			out.Waited += reply.Time.Sub(created)
		}
	}
	if err := rows.Err(); err != nil {
		return Support{}, fmt.Errorf("analytics: support: %w", err)
	}
	return out, nil
}

// supportSpan is the first instant of p and the first after it, in UTC.
func supportSpan(p Period) (time.Time, time.Time, error) {
	from, err := time.ParseInLocation(time.DateOnly, p.From, Zone)
	if err != nil {
		return time.Time{}, time.Time{}, fmt.Errorf("analytics: period from %q: %w", p.From, err)
	}
	to, err := time.ParseInLocation(time.DateOnly, p.To, Zone)
	if err != nil {
		return time.Time{}, time.Time{}, fmt.Errorf("analytics: period to %q: %w", p.To, err)
	}
	return from.UTC(), to.AddDate(0, 0, 1).UTC(), nil
}
