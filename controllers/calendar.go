package controllers

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"partage/app"
	"partage/app/auth"
	"partage/app/calendar"
	"partage/app/inertia"
)

// calendarPage is /apps/calendar; FullCalendar asks for each range's events itself.
func (s *Server) calendarPage(w http.ResponseWriter, r *http.Request) {
	props := inertia.Props{"calendars": calendar.Calendars}
	// ?event={id} (a notification's link) opens that event, if the user organises it or is its guest.
	if id, err := strconv.ParseInt(r.URL.Query().Get("event"), 10, 64); err == nil && id > 0 {
		if e, err := s.Calendar.FindEventByID(r.Context(), auth.UserFrom(r.Context()).ID, id); err == nil {
			props["openEvent"] = e
		}
	}
	s.render(w, r, "Apps/Calendar/Index", props)
}

// calendarsOf reads ?calendars=: repeated, comma-separated, or calendars[]=; absent means all five.
func calendarsOf(r *http.Request) []string {
	q := r.URL.Query()
	values, given := q["calendars"]
	if more, ok := q["calendars[]"]; ok {
		values, given = append(values, more...), true
	}
	if !given {
		return calendar.Calendars
	}
	out := []string{}
	for _, v := range values {
		for _, c := range strings.Split(v, ",") {
			if c = strings.TrimSpace(c); c != "" {
				out = append(out, c)
			}
		}
	}
	return out
}

// rangeOf reads FullCalendar's ?start=&end= window.
func rangeOf(r *http.Request) (calendar.Range, error) {
	var rg calendar.Range
	for _, name := range []string{"start", "end"} {
		v := r.URL.Query().Get(name)
		if v == "" {
			continue
		}
		t, ok := calendar.ParseTime(v)
		if !ok {
			return rg, app.InvalidField(name, "dateOrDateTime", app.Params{"field": name})
		}
		if name == "start" {
			rg.From = t
		} else {
			rg.To = t
		}
	}
	return rg, nil
}

// calendarEvents answers spec §7's GET /apps/calendar/events?calendars=…: the
// events the user organises or is invited to in those calendars (a bare list).
func (s *Server) calendarEvents(w http.ResponseWriter, r *http.Request) {
	rg, err := rangeOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	events, err := s.Calendar.ListEvents(r.Context(), auth.UserFrom(r.Context()).ID, calendarsOf(r), rg)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, events)
}

// eventBody is an event as clients send it, inside {event: …}.
type eventBody struct {
	Event *struct {
		ID            json.RawMessage `json:"id"`
		Title         string          `json:"title"`
		Start         string          `json:"start"`
		End           string          `json:"end"`
		AllDay        bool            `json:"allDay"`
		URL           string          `json:"url"`
		Calendar      string          `json:"calendar"` // also accepted at the top level
		ExtendedProps struct {
			Calendar    string            `json:"calendar"`
			Guests      []json.RawMessage `json:"guests"`
			Location    string            `json:"location"`
			Description string            `json:"description"`
		} `json:"extendedProps"`
	} `json:"event"`
}

func (b eventBody) input() (calendar.Input, int64, error) {
	if b.Event == nil {
		return calendar.Input{}, 0, app.E(app.EINVALID, "sendEvent", nil).WithField("title", "titleRequired", nil)
	}
	e := b.Event
	x := e.ExtendedProps
	in := calendar.Input{Title: e.Title, Start: e.Start, End: e.End, AllDay: e.AllDay, URL: e.URL,
		Calendar: x.Calendar, Location: x.Location, Description: x.Description}
	if in.Calendar == "" {
		in.Calendar = e.Calendar
	}
	for _, g := range x.Guests {
		id, ok := contactIDOf(g)
		if !ok {
			return calendar.Input{}, 0, app.InvalidField("guests", "guestsAmongUsers", nil)
		}
		in.Guests = append(in.Guests, id)
	}
	var id int64
	if raw := bytes.TrimSpace(e.ID); len(raw) > 0 && !bytes.Equal(raw, []byte("null")) {
		var ok bool
		if id, ok = contactIDOf(raw); !ok {
			return calendar.Input{}, 0, app.InvalidField("id", "eventId", nil)
		}
	}
	return in, id, nil
}

// calendarAdd answers spec §7's POST /apps/calendar/add-event {event}: 201 {event}.
func (s *Server) calendarAdd(w http.ResponseWriter, r *http.Request) {
	var body eventBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	in, _, err := body.input()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	e, err := s.Calendar.CreateEvent(r.Context(), auth.UserFrom(r.Context()).ID, in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.notifyEvent(r, nil, &e)
	writeJSON(w, http.StatusCreated, map[string]any{"event": e})
}

// calendarUpdate answers POST /apps/calendar/update-event {event} (the same
// object as add, with its id): {event}. Only the organiser may.
func (s *Server) calendarUpdate(w http.ResponseWriter, r *http.Request) {
	var body eventBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	in, id, err := body.input()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if id == 0 {
		s.fail(w, r, app.InvalidField("id", "whichEvent", nil))
		return
	}
	// The event as it was tells its guests what changed (only its organiser gets this far).
	before, findErr := s.Calendar.FindEventByID(r.Context(), auth.UserFrom(r.Context()).ID, id)
	e, err := s.Calendar.UpdateEvent(r.Context(), auth.UserFrom(r.Context()).ID, id, in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if findErr == nil {
		s.notifyEvent(r, &before, &e)
	}
	writeJSON(w, http.StatusOK, map[string]any{"event": e})
}

// calendarRemove answers spec §7's DELETE /apps/calendar/remove-event?id: gone for good (204).
func (s *Server) calendarRemove(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.URL.Query().Get("id"), 10, 64)
	if err != nil || id <= 0 {
		s.fail(w, r, app.InvalidField("id", "eventId", nil))
		return
	}
	before, findErr := s.Calendar.FindEventByID(r.Context(), auth.UserFrom(r.Context()).ID, id)
	if err := s.Calendar.DeleteEvent(r.Context(), auth.UserFrom(r.Context()).ID, id); err != nil {
		s.fail(w, r, err)
		return
	}
	if findErr == nil {
		s.notifyEvent(r, &before, nil)
	}
	w.WriteHeader(http.StatusNoContent)
}

// calendarICS is GET /apps/calendar/events.ics: the user's events, as a file calendar programs import.
func (s *Server) calendarICS(w http.ResponseWriter, r *http.Request) {
	u := auth.UserFrom(r.Context())
	events, err := s.Calendar.ListEvents(r.Context(), u.ID, calendarsOf(r), calendar.Range{})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="partage-calendar.ics"`)
	w.Header().Set("Cache-Control", privateNoStore)
	if err := calendar.WriteICS(w, s.Config.AppName+" — "+u.FullName, events); err != nil {
		s.Log.Error("calendar export", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}
