package calendar

import (
	"context"
	"fmt"
	"time"
)

// DayEvent is an event of the day as the dashboard lists it.
type DayEvent struct {
	ID       int64  `json:"id"`
	Title    string `json:"title"`
	Calendar string `json:"calendar"`
	Start    string `json:"start"` // RFC 3339, or YYYY-MM-DD when all-day
	End      string `json:"end"`
	AllDay   bool   `json:"allDay"`
	Location string `json:"location"`
}

// DaySummary is how many events the viewer has on a day, and the first few.
type DaySummary struct {
	Count int        `json:"count"`
	Items []DayEvent `json:"items"`
}

// onDay is "the viewer ($1) organises the event or is its guest, and it
// overlaps the day" (each parameter first appears in its number's order,
// which SQLite binds by): an all-day event covers whole days ($2 the day's date
// at midnight UTC, its end exclusive); a timed one overlaps [$3, $4).
const onDay = ` FROM events e WHERE ` + visible + ` AND (
	(e.all_day AND e.starts_at <= $2 AND e.ends_at > $2)
	OR (NOT e.all_day AND (e.ends_at > $3 OR e.starts_at >= $3) AND e.starts_at < $4))`

// OnDay returns the events userID sees on day (YYYY-MM-DD, in loc), by
// start, at most n listed.
func (s *Store) OnDay(ctx context.Context, userID int64, day string, loc *time.Location, n int) (DaySummary, error) {
	out := DaySummary{Items: []DayEvent{}}
	date, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return out, fmt.Errorf("calendar: day %q: %w", day, err)
	}
	from := time.Date(date.Year(), date.Month(), date.Day(), 0, 0, 0, 0, loc)
	args := []any{userID, date.UTC(), from.UTC(), from.AddDate(0, 0, 1).UTC()}
	if err := s.db.QueryRowContext(ctx, `SELECT count(*)`+onDay, args...).Scan(&out.Count); err != nil {
		return out, fmt.Errorf("calendar: day: %w", err)
	}
	if out.Count == 0 {
		return out, nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT e.id, e.title, e.calendar, e.starts_at, e.ends_at, e.all_day, e.location`+onDay+
		` ORDER BY e.all_day DESC, e.starts_at, e.id LIMIT $5`, append(args, n)...)
	if err != nil {
		return out, fmt.Errorf("calendar: day: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var e DayEvent
		var start, end time.Time
		if err := rows.Scan(&e.ID, &e.Title, &e.Calendar, &start, &end, &e.AllDay, &e.Location); err != nil {
			return out, fmt.Errorf("calendar: day: %w", err)
		}
		e.Start, e.End = stamp(start, e.AllDay), stamp(end, e.AllDay)
		out.Items = append(out.Items, e)
	}
	return out, rows.Err()
}
