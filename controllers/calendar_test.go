package controllers_test

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// The demo admin has 10 events: 4 Business, 2 Holiday, 1 Personal, 1 Family, 2 ETC.
func TestCalendarCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ev := func(fields map[string]any) map[string]any {
			base := map[string]any{"title": "Réunion", "start": "2026-12-03T09:00:00Z", "end": "2026-12-03T10:00:00Z", "allDay": false,
				"extendedProps": map[string]any{"calendar": "Business"}}
			for k, v := range fields {
				base[k] = v
			}
			return map[string]any{"event": base}
		}
		props := func(fields map[string]any) map[string]any {
			x := map[string]any{"calendar": "Business"}
			for k, v := range fields {
				x[k] = v
			}
			return x
		}
		e.run(t, []jsonCase{
			{name: "all calendars", method: "GET", path: "/apps/calendar/events", as: "admin", status: 200,
				want: map[string]any{"0.title": "<set>", "0.extendedProps.calendar": "<set>", "0.extendedProps.organizer.fullName": "Camille Lefèvre",
					"0.extendedProps.editable": true, "9.id": "<set>"}, absent: []string{"10"}},
			{name: "one calendar", method: "GET", path: "/apps/calendar/events?calendars=Holiday", as: "admin", status: 200,
				want: map[string]any{"0.extendedProps.calendar": "Holiday", "0.allDay": true, "1.extendedProps.calendar": "Holiday"}, absent: []string{"2"}},
			{name: "two, repeated", method: "GET", path: "/apps/calendar/events?calendars=Business&calendars=Personal", as: "admin", status: 200,
				want: map[string]any{"4.id": "<set>"}, absent: []string{"5"}},
			{name: "two, with commas", method: "GET", path: "/apps/calendar/events?calendars=Business,Personal", as: "admin", status: 200,
				want: map[string]any{"4.id": "<set>"}, absent: []string{"5"}},
			{name: "none selected", method: "GET", path: "/apps/calendar/events?calendars=", as: "admin", status: 200, absent: []string{"0"}},
			{name: "an unknown calendar", method: "GET", path: "/apps/calendar/events?calendars=Work", as: "admin", status: 400, want: map[string]any{"error.fields.calendars": "<set>"}},
			{name: "a bad range", method: "GET", path: "/apps/calendar/events?start=yesterday", as: "admin", status: 400, want: map[string]any{"error.fields.start": "<set>"}},
			{name: "a range with nothing in it", method: "GET", path: "/apps/calendar/events?start=2001-01-01&end=2001-02-01", as: "admin", status: 200, absent: []string{"0"}},
			{name: "add", method: "POST", path: "/apps/calendar/add-event", as: "admin", status: 201,
				body: ev(map[string]any{"title": " Comité, budget; vote ", "url": "https://visio.example.org/c", "extendedProps": props(map[string]any{
					"guests": []any{4, map[string]any{"id": 5}, 1}, "location": "Salle 3", "description": "Ligne 1\nLigne 2"})}),
				want: map[string]any{"event.id": "<set>", "event.title": "Comité, budget; vote", "event.start": "2026-12-03T09:00:00Z", "event.end": "2026-12-03T10:00:00Z",
					"event.url": "https://visio.example.org/c", "event.extendedProps.calendar": "Business", "event.extendedProps.location": "Salle 3",
					"event.extendedProps.guests.0.fullName": "Amélie Rousseau", "event.extendedProps.guests.1.fullName": "Thomas Girard"},
				absent: []string{"event.extendedProps.guests.2"}},
			{name: "an all-day event keeps its dates", method: "POST", path: "/apps/calendar/add-event", as: "admin", status: 201,
				body: ev(map[string]any{"start": "2026-12-24", "end": "", "allDay": true, "extendedProps": props(map[string]any{"calendar": "Family"})}),
				want: map[string]any{"event.start": "2026-12-24", "event.end": "2026-12-25", "event.allDay": true}},
			{name: "a local time without zone", method: "POST", path: "/apps/calendar/add-event", as: "admin", status: 201,
				body: ev(map[string]any{"start": "2026-12-05T14:30", "end": "2026-12-05T15:00"}), want: map[string]any{"event.start": "2026-12-05T14:30:00Z"}},
			{name: "end before start", method: "POST", path: "/apps/calendar/add-event", as: "admin", status: 400,
				body: ev(map[string]any{"end": "2026-12-03T08:00:00Z"}), want: map[string]any{"error.fields.end": "End must not be before start."}},
			{name: "no title", method: "POST", path: "/apps/calendar/add-event", as: "admin", status: 400, body: ev(map[string]any{"title": ""}),
				want: map[string]any{"error.fields.title": "<set>"}},
			{name: "a bad start", method: "POST", path: "/apps/calendar/add-event", as: "admin", status: 400, body: ev(map[string]any{"start": "demain"}),
				want: map[string]any{"error.fields.start": "<set>"}},
			{name: "an unknown calendar", method: "POST", path: "/apps/calendar/add-event", as: "admin", status: 400,
				body: ev(map[string]any{"extendedProps": props(map[string]any{"calendar": "Work"})}), want: map[string]any{"error.fields.calendar": "<set>"}},
			{name: "a script for a URL", method: "POST", path: "/apps/calendar/add-event", as: "admin", status: 400,
				body: ev(map[string]any{"url": "javascript:alert(1)"}), want: map[string]any{"error.fields.url": "<set>"}},
			{name: "an unknown guest", method: "POST", path: "/apps/calendar/add-event", as: "admin", status: 400,
				body: ev(map[string]any{"extendedProps": props(map[string]any{"guests": []any{9999}})}), want: map[string]any{"error.fields.guests": "<set>"}},
			{name: "no event", method: "POST", path: "/apps/calendar/add-event", as: "admin", status: 400, body: map[string]any{"title": "x"}},
			{name: "refused adds added nothing", method: "GET", path: "/apps/calendar/events", as: "admin", status: 200,
				want: map[string]any{"12.id": "<set>"}, absent: []string{"13"}},
			{name: "update an unknown id", method: "POST", path: "/apps/calendar/update-event", as: "admin", status: 404, body: ev(map[string]any{"id": 9999})},
			{name: "update without id", method: "POST", path: "/apps/calendar/update-event", as: "admin", status: 400, body: ev(nil), want: map[string]any{"error.fields.id": "<set>"}},
			{name: "remove an unknown id", method: "DELETE", path: "/apps/calendar/remove-event?id=9999", as: "admin", status: 404},
			{name: "remove without id", method: "DELETE", path: "/apps/calendar/remove-event?id=x", as: "admin", status: 400},
			{name: "client: events", method: "GET", path: "/apps/calendar/events", as: "client", status: 403},
			{name: "client: add", method: "POST", path: "/apps/calendar/add-event", as: "client", status: 403, body: ev(nil)},
			{name: "client: remove", method: "DELETE", path: "/apps/calendar/remove-event?id=1", as: "client", status: 403},
			{name: "signed out", method: "GET", path: "/apps/calendar/events", status: 401},
		})
	})
}

// Moving, inviting and removing: guests see an event and cannot change it; removing touches nothing else.
func TestCalendarGuestsAndRemoval(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		guestID, guest := e.newcomer(t, "gaelle")
		_, stranger := e.newcomer(t, "sam")
		r := e.do(nil, "POST", "/apps/calendar/add-event", map[string]any{"event": map[string]any{"title": "Visite du jardin", "start": "2026-12-10", "allDay": true,
			"extendedProps": map[string]any{"calendar": "ETC", "guests": []any{guestID}}}}, bearerH(admin))
		id := at(r.json(t), "event.id")
		list := func(token string) []any {
			var out []any
			jsonArray(t, e.do(nil, "GET", "/apps/calendar/events?calendars=ETC", nil, bearerH(token)).body, &out)
			return out
		}
		seen := list(guest)
		if len(seen) != 1 || at(seen[0], "title") != "Visite du jardin" || at(seen[0], "extendedProps.editable") != false {
			t.Fatalf("the guest's calendar: %v", seen)
		}
		if len(list(stranger)) != 0 {
			t.Fatal("someone not invited sees the event")
		}
		move := map[string]any{"event": map[string]any{"id": id, "title": "Visite du jardin", "start": "2026-12-11", "end": "2026-12-13", "allDay": true,
			"extendedProps": map[string]any{"calendar": "ETC", "guests": []any{guestID}}}}
		if r := e.do(nil, "POST", "/apps/calendar/update-event", move, bearerH(guest)); r.status != 403 {
			t.Fatalf("a guest moves the event: %d", r.status)
		}
		if r := e.do(nil, "POST", "/apps/calendar/update-event", move, bearerH(stranger)); r.status != 404 {
			t.Fatalf("a stranger moves the event: %d", r.status)
		}
		if m := e.do(nil, "POST", "/apps/calendar/update-event", move, bearerH(admin)).json(t); at(m, "event.start") != "2026-12-11" || at(m, "event.end") != "2026-12-13" {
			t.Fatalf("the organiser moves it: %v", m)
		}
		if s := list(guest); at(s[0], "start") != "2026-12-11" {
			t.Fatalf("the guest sees the move: %v", s)
		}
		for _, who := range []string{guest, stranger} {
			if r := e.do(nil, "DELETE", fmt.Sprintf("/apps/calendar/remove-event?id=%v", id), nil, bearerH(who)); r.status != 403 && r.status != 404 {
				t.Fatalf("removal by someone else: %d", r.status)
			}
		}
		before := len(list(admin))
		var all []any
		jsonArray(t, e.do(nil, "GET", "/apps/calendar/events", nil, bearerH(admin)).body, &all)
		if r := e.do(nil, "DELETE", fmt.Sprintf("/apps/calendar/remove-event?id=%v", id), nil, bearerH(admin)); r.status != 204 {
			t.Fatalf("remove: %d", r.status)
		}
		var rest []any
		jsonArray(t, e.do(nil, "GET", "/apps/calendar/events", nil, bearerH(admin)).body, &rest)
		if len(rest) != len(all)-1 || len(list(admin)) != before-1 || len(list(guest)) != 0 {
			t.Fatalf("removal took %d events, want 1", len(all)-len(rest))
		}
		if r := e.do(nil, "DELETE", fmt.Sprintf("/apps/calendar/remove-event?id=%v", id), nil, bearerH(admin)); r.status != 404 {
			t.Fatalf("removing twice: %d", r.status)
		}
	})
}

// The export is iCalendar a calendar program reads: read it back, unfolded and unescaped.
func TestCalendarICS(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		long := strings.Repeat("Une description très longue, avec des accents ; ", 6)
		e.do(nil, "POST", "/apps/calendar/add-event", map[string]any{"event": map[string]any{"title": "Comité, budget; vote", "start": "2026-12-03T09:00:00Z",
			"end": "2026-12-03T10:30:00Z", "extendedProps": map[string]any{"calendar": "Business", "description": long + "\nfin", "guests": []any{4}}}}, bearerH(admin))
		r := e.do(nil, "GET", "/apps/calendar/events.ics", nil, bearerH(admin))
		if r.status != 200 || !strings.HasPrefix(r.header.Get("Content-Type"), "text/calendar") {
			t.Fatalf("export: %d %s", r.status, r.header.Get("Content-Type"))
		}
		raw := string(r.body)
		for _, line := range strings.Split(raw, "\r\n") {
			if len(line) > 75 {
				t.Fatalf("a line longer than 75 octets: %q", line)
			}
		}
		events := parseICS(t, raw)
		if len(events) != 11 {
			t.Fatalf("%d VEVENTs, want 11", len(events))
		}
		var found map[string]string
		for _, ev := range events {
			if ev["SUMMARY"] == "Comité, budget; vote" {
				found = ev
			}
		}
		if found == nil {
			t.Fatal("the new event is not in the export")
		}
		if found["DTSTART"] != "20261203T090000Z" || found["DTEND"] != "20261203T103000Z" || found["DESCRIPTION"] != long+"\nfin" ||
			found["CATEGORIES"] != "Business" || !strings.Contains(found["ATTENDEE"], "mailto:thomas.girard@partage.coop") ||
			!strings.Contains(found["ORGANIZER"], "mailto:admin@demo.com") || len(found["UID"]) != 36 { // a UUID (app/calendar/uid_test.go)
			t.Fatalf("read back: %v", found)
		}
		for _, ev := range events {
			start := ev["DTSTART"]
			layout := "20060102T150405Z"
			if ev["DTSTART;VALUE=DATE"] != "" {
				start, layout = ev["DTSTART;VALUE=DATE"], "20060102"
			}
			if _, err := time.Parse(layout, start); err != nil {
				t.Fatalf("%q: bad start %q", ev["SUMMARY"], start)
			}
		}
		client, _ := e.signIn("client@demo.com", "client", false)
		if r := e.do(client, "GET", "/apps/calendar/events.ics", nil, nil); r.status != 403 {
			t.Fatalf("client export: %d", r.status)
		}
	})
}

// parseICS unfolds content lines and returns each VEVENT's properties (name with parameters → unescaped value).
func parseICS(t *testing.T, raw string) []map[string]string {
	t.Helper()
	if !strings.HasPrefix(raw, "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n") || !strings.HasSuffix(raw, "END:VCALENDAR\r\n") {
		t.Fatalf("not a VCALENDAR:\n%s", raw)
	}
	unfolded := strings.ReplaceAll(raw, "\r\n ", "")
	unescape := strings.NewReplacer(`\n`, "\n", `\N`, "\n", `\,`, ",", `\;`, ";", `\\`, `\`)
	var out []map[string]string
	var cur map[string]string
	for _, line := range strings.Split(strings.TrimSuffix(unfolded, "\r\n"), "\r\n") {
		switch line {
		case "BEGIN:VEVENT":
			cur = map[string]string{}
			continue
		case "END:VEVENT":
			out = append(out, cur)
			cur = nil
			continue
		}
		if cur == nil {
			continue
		}
		name, value, ok := strings.Cut(line, ":")
		if strings.Contains(name, `"`) { // a quoted parameter may hold a colon: cut after the closing quote
			i := strings.LastIndex(line[:strings.Index(line, ":mailto")+1], ":")
			name, value, ok = line[:i], line[i+1:], i > 0
		}
		if !ok {
			t.Fatalf("a line without a colon: %q", line)
		}
		key := name
		if base, params, has := strings.Cut(name, ";"); has && base != "DTSTART" && base != "DTEND" {
			key = base
			value = params + "|" + value
		}
		cur[key] = unescape.Replace(value)
	}
	return out
}
