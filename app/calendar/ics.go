package calendar

import (
	"io"
	"strings"
	"unicode/utf8"
)

// WriteICS writes events as an iCalendar file (RFC 5545) that calendar
// programs import: one VEVENT each, with organiser, guests and category.
func WriteICS(w io.Writer, name string, events []Event) error {
	b := &icsWriter{}
	b.line("BEGIN:VCALENDAR")
	b.line("VERSION:2.0")
	b.line("PRODID:-//Partage//Calendar//FR")
	b.line("CALSCALE:GREGORIAN")
	b.line("METHOD:PUBLISH")
	b.prop("X-WR-CALNAME", text(name))
	for _, e := range events {
		x := e.ExtendedProps
		b.line("BEGIN:VEVENT")
		b.prop("UID", e.uid)
		b.prop("DTSTAMP", e.updated.UTC().Format("20060102T150405Z"))
		if e.AllDay {
			b.prop("DTSTART;VALUE=DATE", e.starts.Format("20060102"))
			b.prop("DTEND;VALUE=DATE", e.ends.Format("20060102"))
		} else {
			b.prop("DTSTART", e.starts.UTC().Format("20060102T150405Z"))
			b.prop("DTEND", e.ends.UTC().Format("20060102T150405Z"))
		}
		b.prop("SUMMARY", text(e.Title))
		b.prop("CATEGORIES", text(x.Calendar))
		if x.Location != "" {
			b.prop("LOCATION", text(x.Location))
		}
		if x.Description != "" {
			b.prop("DESCRIPTION", text(x.Description))
		}
		if e.URL != "" {
			b.prop("URL", e.URL)
		}
		b.prop("ORGANIZER;CN="+param(x.Organizer.FullName), "mailto:"+x.Organizer.Email)
		for _, g := range x.Guests {
			b.prop("ATTENDEE;CN="+param(g.FullName)+";ROLE=REQ-PARTICIPANT", "mailto:"+g.Email)
		}
		b.line("END:VEVENT")
	}
	b.line("END:VCALENDAR")
	_, err := io.WriteString(w, b.String())
	return err
}

type icsWriter struct{ strings.Builder }

func (b *icsWriter) prop(name, value string) { b.line(name + ":" + value) }

// line writes one content line, folded at 75 octets without splitting a character.
func (b *icsWriter) line(s string) {
	limit := 75
	for len(s) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		b.WriteString(s[:cut] + "\r\n ")
		s = s[cut:]
		limit = 74 // the folding space counts towards the next line's 75 octets
	}
	b.WriteString(s + "\r\n")
}

// text escapes a TEXT value.
func text(s string) string {
	return strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\r\n", `\n`, "\n", `\n`, "\r", `\n`).Replace(s)
}

// param quotes a parameter value (a name with a comma or colon stays one value).
func param(s string) string {
	return `"` + strings.NewReplacer(`"`, "'", "\r", " ", "\n", " ").Replace(s) + `"`
}
