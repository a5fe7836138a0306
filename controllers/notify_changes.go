package controllers

import (
	"net/http"

	"partage/app/auth"
	"partage/app/calendar"
	"partage/app/invoice"
	"partage/app/notify"
	"partage/app/richtext"
	"partage/app/todo"
)

// What each saved change tells whom. Every function here runs after the save
// and only logs its failures (see tell).

// notifyTask tells a task's new assignee (also on a reassignment, never the
// user who assigned themselves) and the users its description newly mentions
// (those who may read the to-do). before is the task as it was, nil when new.
func (s *Server) notifyTask(r *http.Request, before *todo.Task, after todo.Task) {
	me := auth.UserFrom(r.Context())
	params := map[string]any{"name": actorName(me), "title": after.Title}
	link := notify.TaskLink(after.ID)
	var notes []*notify.Notification
	told := map[int64]bool{me.ID: true}
	if a := after.Assignee; a != nil && !told[a.ID] && (before == nil || before.Assignee == nil || before.Assignee.ID != a.ID) {
		to, err := s.findPeople(r, []int64{a.ID})
		if err != nil {
			s.Log.Error("notify", "request_id", RequestIDFrom(r.Context()), "what", "task assigned", "err", err)
		}
		notes = append(notes, people(to, me.ID, notify.KeyTaskAssigned, params, "Todo", link)...)
		told[a.ID] = true
	}
	names := notify.Mentions(richtext.PlainText(after.Description))
	if before != nil && len(names) > 0 {
		old := map[string]bool{}
		for _, n := range notify.Mentions(richtext.PlainText(before.Description)) {
			old[n] = true
		}
		fresh := names[:0]
		for _, n := range names {
			if !old[n] {
				fresh = append(fresh, n)
			}
		}
		names = fresh
	}
	if len(names) > 0 {
		named, err := s.Notify.Named(r.Context(), names)
		if err != nil {
			s.Log.Error("notify", "request_id", RequestIDFrom(r.Context()), "what", "task mention", "err", err)
		}
		for _, p := range named {
			// The task is seen on the to-do page only: a mention of someone who may not read it tells them nothing.
			if !told[p.ID] && auth.Can(auth.RulesFor(p.Role), "read", "Todo") {
				notes = append(notes, notify.New(p.ID, notify.KeyTaskMention, params, link))
				told[p.ID] = true
			}
		}
	}
	s.tell(r, "task", notes)
}

// guestIDs are the ids of an event's guests.
func guestIDs(e *calendar.Event) []int64 {
	if e == nil {
		return nil
	}
	out := make([]int64, 0, len(e.ExtendedProps.Guests))
	for _, g := range e.ExtendedProps.Guests {
		out = append(out, g.ID)
	}
	return out
}

// notifyEvent tells an event's guests of its change: those newly added are
// invited; those who stay learn that it moved (its times changed) or that
// its details changed; after a removal (after nil), that it is cancelled.
// before is the event as it was, nil when new.
func (s *Server) notifyEvent(r *http.Request, before, after *calendar.Event) {
	me := auth.UserFrom(r.Context())
	shown := after
	if shown == nil {
		shown = before
	}
	if shown == nil {
		return
	}
	params := map[string]any{"name": actorName(me), "title": shown.Title}
	link := notify.EventLink(shown.ID)
	was := map[int64]bool{}
	for _, id := range guestIDs(before) {
		was[id] = true
	}
	var invited, kept []int64
	for _, id := range guestIDs(after) {
		if was[id] {
			kept = append(kept, id)
		} else {
			invited = append(invited, id)
		}
	}
	var notes []*notify.Notification
	add := func(ids []int64, key, link string) {
		to, err := s.findPeople(r, ids)
		if err != nil {
			s.Log.Error("notify", "request_id", RequestIDFrom(r.Context()), "what", key, "err", err)
		}
		notes = append(notes, people(to, me.ID, key, params, "Calendar", link)...)
	}
	switch {
	case after == nil:
		add(guestIDs(before), notify.KeyEventCancelled, "/apps/calendar")
	case before == nil:
		add(invited, notify.KeyEventInvited, link)
	default:
		add(invited, notify.KeyEventInvited, link)
		if moved(before, after) {
			add(kept, notify.KeyEventMoved, link)
		} else if edited(before, after) {
			add(kept, notify.KeyEventChanged, link)
		}
	}
	s.tell(r, "event", notes)
}

// moved reports whether the event's times changed.
func moved(a, b *calendar.Event) bool {
	return a.Start != b.Start || a.End != b.End || a.AllDay != b.AllDay
}

// edited reports whether what a guest reads of the event changed, its times aside.
func edited(a, b *calendar.Event) bool {
	x, y := a.ExtendedProps, b.ExtendedProps
	return a.Title != b.Title || a.URL != b.URL || x.Calendar != y.Calendar || x.Location != y.Location || x.Description != y.Description
}

// notifyPaid tells whom an invoice concerns (its issuer, or the admins when
// nobody issued it) that a payment just settled it; not the user who recorded it.
func (s *Server) notifyPaid(r *http.Request, d invoice.Detail) {
	me := auth.UserFrom(r.Context())
	to, err := s.Notify.InvoiceWatchers(r.Context(), d.ID)
	if err != nil {
		s.Log.Error("notify", "request_id", RequestIDFrom(r.Context()), "what", "invoice paid", "err", err)
		return
	}
	client := d.Client.Company
	if client == "" {
		client = d.Client.Name
	}
	params := map[string]any{"name": actorName(me), "id": d.ID, "client": client, "amount": invoice.MoneyString(d.TotalCents)}
	s.tell(r, "invoice paid", people(to, me.ID, notify.KeyInvoicePaid, params, "Invoice", notify.InvoiceLink(d.ID)))
}

// notifyChatMention tells the contact a chat message names with @ their username,
// unless they turned the chat's notifications off. A chat is between two
// people, so the contact is the only one it can mention who may read it.
func (s *Server) notifyChatMention(r *http.Request, contactID int64, text string) {
	names := notify.Mentions(text)
	if len(names) == 0 {
		return
	}
	me := auth.UserFrom(r.Context())
	named, err := s.Notify.Named(r.Context(), names)
	if err != nil {
		s.Log.Error("notify", "request_id", RequestIDFrom(r.Context()), "what", "chat mention", "err", err)
		return
	}
	for _, p := range named {
		if p.ID == contactID && p.ID != me.ID {
			if on, err := s.Notify.WantsChatNotices(r.Context(), p.ID); err != nil || !on {
				if err != nil {
					s.Log.Error("notify", "request_id", RequestIDFrom(r.Context()), "what", "chat mention", "err", err)
				}
				return
			}
			params := map[string]any{"name": actorName(me), "message": excerpt(text, 120)}
			s.tell(r, "chat mention", []*notify.Notification{notify.New(p.ID, notify.KeyChatMention, params, notify.ChatLink(me.ID))})
			return
		}
	}
}

// excerpt is text cut to at most n characters, with an ellipsis when cut.
func excerpt(text string, n int) string {
	runes := []rune(text)
	if len(runes) <= n {
		return text
	}
	return string(runes[:n-1]) + "…"
}
