// Package calendar keeps each user's events in five colour-coded calendars,
// with guests who see the events they are invited to, and exports them as
// iCalendar.
package calendar

import (
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
)

// Calendars are the five calendars an event belongs to (spec §3).
var Calendars = []string{"Business", "Holiday", "Personal", "Family", "ETC"}

// Limits of what an event holds.
const (
	MaxTitle       = 200
	MaxLocation    = 200
	MaxDescription = 5000
	MaxGuests      = 50
	MaxListed      = 2000
)

// Person is an organiser or guest as an event shows them.
type Person struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
	Avatar   string `json:"avatar"`
	Email    string `json:"email"`
}

// Extended holds what FullCalendar keeps beside an event's own fields.
type Extended struct {
	Calendar    string   `json:"calendar"`
	Guests      []Person `json:"guests"`
	Location    string   `json:"location"`
	Description string   `json:"description"`
	Organizer   Person   `json:"organizer"`
	// Editable is false for the guests of an event: only its organiser changes it.
	Editable bool `json:"editable"`
}

// Event is one event (spec §3), in the shape FullCalendar reads. All-day
// events give their dates as YYYY-MM-DD with end exclusive, others RFC 3339 in UTC.
type Event struct {
	ID            int64    `json:"id"`
	URL           string   `json:"url"`
	Title         string   `json:"title"`
	Start         string   `json:"start"`
	End           string   `json:"end"`
	AllDay        bool     `json:"allDay"`
	ExtendedProps Extended `json:"extendedProps"`

	starts, ends, updated time.Time
	uid                   string // the iCalendar UID, given once at creation
}

// Input is an event as a user sends it to add or change.
type Input struct {
	Title       string
	Calendar    string
	Start, End  string
	AllDay      bool
	URL         string
	Location    string
	Description string
	Guests      []int64
}

// Range limits a list to the events that overlap it; zero times leave that side open.
type Range struct{ From, To time.Time }

// span is an input's checked times.
type span struct{ start, end time.Time }

// ParseTime reads the times FullCalendar and API clients send: RFC 3339,
// a local date-time without zone (taken as UTC), or a date.
func ParseTime(s string) (time.Time, bool) {
	s = strings.TrimSpace(s)
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02T15:04", time.DateOnly} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC(), true
		}
	}
	return time.Time{}, false
}

func validCalendar(c string) bool {
	for _, v := range Calendars {
		if v == c {
			return true
		}
	}
	return false
}

// normalize checks in, tidies its text and returns its times; an all-day
// event's times are whole days, and a missing end is the start (one day later when all-day).
func (in *Input) normalize() (span, error) {
	fields := app.Fields{}
	in.Title = strings.TrimSpace(in.Title)
	in.Location = strings.TrimSpace(in.Location)
	in.Description = strings.TrimSpace(in.Description)
	in.URL = strings.TrimSpace(in.URL)
	switch {
	case in.Title == "":
		fields.Set("title", "titleRequired", nil)
	case utf8.RuneCountInString(in.Title) > MaxTitle:
		fields.Set("title", "titleTooLong", app.Params{"max": MaxTitle})
	}
	if !validCalendar(in.Calendar) {
		fields.Set("calendar", "calendarChoice", nil)
	}
	if utf8.RuneCountInString(in.Location) > MaxLocation {
		fields.Set("location", "locationTooLong", app.Params{"max": MaxLocation})
	}
	if utf8.RuneCountInString(in.Description) > MaxDescription {
		fields.Set("description", "descriptionTooLong", app.Params{"max": MaxDescription})
	}
	if in.URL != "" {
		if u, err := url.Parse(in.URL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			fields.Set("url", "urlFormat", nil)
		}
	}
	if len(in.Guests) > MaxGuests {
		fields.Set("guests", "tooManyGuests", app.Params{"max": MaxGuests})
	}
	var sp span
	start, okStart := ParseTime(in.Start)
	if !okStart {
		fields.Set("start", "startFormat", nil)
	}
	end, okEnd := start, true
	if strings.TrimSpace(in.End) != "" {
		end, okEnd = ParseTime(in.End)
		if !okEnd {
			fields.Set("end", "endFormat", nil)
		}
	}
	if okStart && okEnd {
		if in.AllDay {
			start = start.Truncate(24 * time.Hour)
			end = end.Truncate(24 * time.Hour)
		}
		if end.Before(start) {
			fields.Set("end", "endBeforeStart", nil)
		} else if in.AllDay && end.Equal(start) {
			end = start.AddDate(0, 0, 1) // all-day ends are exclusive: the day itself
		}
		sp = span{start: start, end: end}
	}
	if len(fields) > 0 {
		return span{}, app.Invalid("checkFields", nil, fields)
	}
	return sp, nil
}

// stamp formats an event's time the way FullCalendar reads it.
func stamp(t time.Time, allDay bool) string {
	if allDay {
		return t.UTC().Format(time.DateOnly)
	}
	return t.UTC().Format(time.RFC3339)
}
