package controllers_test

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// bell is the user's notifications as the bell's JSON call answers them (newest first).
func (e *env) bell(t *testing.T, token string) []any {
	t.Helper()
	r := e.do(nil, "GET", "/api/notifications?limit=50", nil, bearerH(token))
	if r.status != 200 {
		t.Fatalf("bell: %d %s", r.status, r.body)
	}
	items, _ := at(r.json(t), "items").([]any)
	return items
}

// withKey are the bell's items whose title is key+".title".
func withKey(items []any, key string) []any {
	var out []any
	for _, it := range items {
		if at(it, "title.key") == key+".title" {
			out = append(out, it)
		}
	}
	return out
}

// expectOne checks that exactly one item has key, and answers it.
func expectOne(t *testing.T, items []any, key string) any {
	t.Helper()
	got := withKey(items, key)
	if len(got) != 1 {
		t.Fatalf("%s: want one, got %d in %v", key, len(got), items)
	}
	return got[0]
}

func TestNotifyTaskAssigned(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		beaID, bea := e.newcomer(t, "bea")
		cyrilID, cyril := e.newcomer(t, "cyril")

		r := e.do(nil, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": "Préparer la salle", "assignee": beaID}}, bearerH(admin))
		if r.status != 201 {
			t.Fatalf("add: %d %s", r.status, r.body)
		}
		taskID := at(r.json(t), "task.id")
		n := expectOne(t, e.bell(t, bea), "notifications.taskAssigned")
		want := map[string]any{"title.params.name": "Camille Lefèvre", "title.params.title": "Préparer la salle",
			"body.key": "notifications.taskAssigned.body", "body.params.title": "Préparer la salle",
			"link": fmt.Sprintf("/apps/todo?task=%v", taskID), "read": false}
		for path, v := range want {
			if got := at(n, path); got != v {
				t.Errorf("%s = %v, want %v", path, got, v)
			}
		}
		if len(withKey(e.bell(t, admin), "notifications.taskAssigned")) != 0 {
			t.Error("the assigner is told of their own assignment")
		}

		// Saving again with the same assignee tells nobody again; a reassignment tells the new one.
		update := map[string]any{"task": map[string]any{"id": taskID, "title": "Préparer la grande salle", "assignee": beaID}}
		if r := e.do(nil, "POST", "/apps/todo/update-task", update, bearerH(admin)); r.status != 200 {
			t.Fatalf("update: %d %s", r.status, r.body)
		}
		expectOne(t, e.bell(t, bea), "notifications.taskAssigned")
		update = map[string]any{"task": map[string]any{"id": taskID, "assignee": cyrilID}}
		if r := e.do(nil, "POST", "/apps/todo/update-task", update, bearerH(admin)); r.status != 200 {
			t.Fatalf("reassign: %d %s", r.status, r.body)
		}
		if n := expectOne(t, e.bell(t, cyril), "notifications.taskAssigned"); at(n, "title.params.title") != "Préparer la grande salle" {
			t.Errorf("reassigned: %v", n)
		}

		// Assigning oneself tells nobody.
		if r := e.do(nil, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": "Mon tour", "assignee": cyrilID}}, bearerH(cyril)); r.status != 201 {
			t.Fatalf("self-assign: %d %s", r.status, r.body)
		}
		expectOne(t, e.bell(t, cyril), "notifications.taskAssigned")

		// A description that names @bea tells her, once, not on a later save that still names her.
		update = map[string]any{"task": map[string]any{"id": taskID, "description": "<p>Voir avec @bea pour les clés.</p>"}}
		for range 2 {
			if r := e.do(nil, "POST", "/apps/todo/update-task", update, bearerH(admin)); r.status != 200 {
				t.Fatalf("mention: %d %s", r.status, r.body)
			}
		}
		if n := expectOne(t, e.bell(t, bea), "notifications.taskMention"); at(n, "link") != fmt.Sprintf("/apps/todo?task=%v", taskID) {
			t.Errorf("mention: %v", n)
		}

		// The link opens the task: the page carries it.
		p := e.do(nil, "GET", fmt.Sprintf("/apps/todo?task=%v", taskID), nil, bearerH(bea)).json(t)
		if at(p, "openTask.id") != taskID {
			t.Errorf("the page does not open the task: %v", at(p, "openTask"))
		}
	})
}

func TestNotifyEventGuests(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		guestID, guest := e.newcomer(t, "gaelle")
		lateID, late := e.newcomer(t, "louis")
		event := func(id any, title, start string, guests ...int64) map[string]any {
			ev := map[string]any{"title": title, "start": start, "allDay": true, "extendedProps": map[string]any{"calendar": "ETC", "guests": guests}}
			if id != nil {
				ev["id"] = id
			}
			return map[string]any{"event": ev}
		}
		r := e.do(nil, "POST", "/apps/calendar/add-event", event(nil, "Visite du jardin", "2026-12-10", guestID), bearerH(admin))
		if r.status != 201 {
			t.Fatalf("add: %d %s", r.status, r.body)
		}
		id := at(r.json(t), "event.id")
		link := fmt.Sprintf("/apps/calendar?event=%v", id)
		if n := expectOne(t, e.bell(t, guest), "notifications.eventInvited"); at(n, "link") != link || at(n, "title.params.title") != "Visite du jardin" {
			t.Errorf("invitation: %v", n)
		}
		if len(withKey(e.bell(t, admin), "notifications.eventInvited")) != 0 {
			t.Error("the organiser is told of their own invitation")
		}

		// Moved, with a second guest: the first learns of the move, the second is invited.
		if r := e.do(nil, "POST", "/apps/calendar/update-event", event(id, "Visite du jardin", "2026-12-11", guestID, lateID), bearerH(admin)); r.status != 200 {
			t.Fatalf("move: %d %s", r.status, r.body)
		}
		if n := expectOne(t, e.bell(t, guest), "notifications.eventMoved"); at(n, "link") != link {
			t.Errorf("moved: %v", n)
		}
		expectOne(t, e.bell(t, late), "notifications.eventInvited")
		if len(withKey(e.bell(t, late), "notifications.eventMoved")) != 0 {
			t.Error("a new guest is told of a move besides their invitation")
		}

		// Edited, same day: both guests learn of it.
		if r := e.do(nil, "POST", "/apps/calendar/update-event", event(id, "Visite du potager", "2026-12-11", guestID, lateID), bearerH(admin)); r.status != 200 {
			t.Fatalf("edit: %d %s", r.status, r.body)
		}
		for _, who := range []string{guest, late} {
			if n := expectOne(t, e.bell(t, who), "notifications.eventChanged"); at(n, "title.params.title") != "Visite du potager" {
				t.Errorf("edited: %v", n)
			}
		}

		// The guest's link opens the event.
		if p := e.do(nil, "GET", link, nil, bearerH(guest)).json(t); at(p, "openEvent.id") != id {
			t.Errorf("the page does not open the event: %v", at(p, "openEvent"))
		}

		// Removed: both guests learn it is cancelled.
		if r := e.do(nil, "DELETE", fmt.Sprintf("/apps/calendar/remove-event?id=%v", id), nil, bearerH(admin)); r.status != 204 {
			t.Fatalf("remove: %d", r.status)
		}
		for _, who := range []string{guest, late} {
			if n := expectOne(t, e.bell(t, who), "notifications.eventCancelled"); at(n, "link") != "/apps/calendar" {
				t.Errorf("cancelled: %v", n)
			}
		}
	})
}

func TestNotifyInvoicePaid(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		_, clerk := e.newcomer(t, "clerk") // registers as an admin: may record payments
		pay := func(id any, cents float64) {
			t.Helper()
			body := map[string]any{"amount": fmt.Sprintf("%.2f", cents/100), "date": "2026-03-05", "method": "card"}
			if r := e.do(nil, "POST", fmt.Sprintf("/apps/invoice/%v/payments", id), body, bearerH(clerk)); r.status != 201 {
				t.Fatalf("pay: %d %s", r.status, r.body)
			}
		}
		paid := func(token string) []any { return withKey(e.bell(t, token), "notifications.invoicePaid") }

		// An invoice the admin issued: the admin hears of its settlement, not the clerk who recorded it.
		r := e.do(nil, "POST", "/apps/invoice/add", map[string]any{"invoice": map[string]any{"clientId": 1, "issuedDate": "2026-03-01", "dueDate": "2026-03-31",
			"taxRate": 20, "lines": []any{map[string]any{"item": "Audit", "cost": "100.00", "qty": 2}}}}, bearerH(admin))
		if r.status != 201 {
			t.Fatalf("add: %d %s", r.status, r.body)
		}
		id := at(r.json(t), "invoice.id")
		pay(id, 100)
		if len(paid(admin)) != 0 {
			t.Fatal("a partial payment is told as a settlement")
		}
		pay(id, 24000-100)
		n := expectOne(t, paid(admin), "notifications.invoicePaid")
		if at(n, "link") != fmt.Sprintf("/apps/invoice/preview/%v", id) || at(n, "title.params.id") != id ||
			at(n, "body.params.name") != "clerk" || at(n, "body.params.amount") != "€240.00" {
			t.Errorf("paid: %v", n)
		}
		if len(paid(clerk)) != 0 {
			t.Error("the user who recorded the payment is told of it")
		}

		// A demo invoice nobody issued: the admins hear of it.
		var demo any
		var balance float64
		for i := 5036; i > 4986 && balance == 0; i-- {
			m := e.do(nil, "GET", fmt.Sprintf("/api/invoice/invoices/%d", i), nil, bearerH(admin)).json(t)
			demo = at(m, "invoice.id")
			balance, _ = at(m, "invoice.balanceCents").(float64)
		}
		if balance == 0 {
			t.Fatal("no demo invoice with a balance")
		}
		pay(demo, balance)
		if len(paid(admin)) != 2 || len(paid(clerk)) != 0 {
			t.Errorf("a demo invoice settled: admin %v, clerk %v", paid(admin), paid(clerk))
		}
	})
}

func TestNotifyChatMention(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		monaID, mona := e.newcomer(t, "mona")
		_, nils := e.newcomer(t, "nils")
		send := func(text string) {
			t.Helper()
			body := map[string]any{"obj": map[string]any{"contact": monaID, "message": text}}
			if r := e.do(nil, "POST", "/apps/chat/send-msg", body, bearerH(admin)); r.status != 201 {
				t.Fatalf("send: %d %s", r.status, r.body)
			}
		}
		send("Bonjour, une question sur le budget.")
		if len(withKey(e.bell(t, mona), "notifications.chatMention")) != 0 {
			t.Fatal("a message without a mention is stored as one")
		}
		send("@mona, peux-tu relire ? Et mona@example.org n'est pas une mention. @nils ne lit pas ce fil.")
		n := expectOne(t, e.bell(t, mona), "notifications.chatMention")
		if at(n, "link") != "/apps/chat?contact=1" || at(n, "title.params.name") != "Camille Lefèvre" {
			t.Errorf("mention: %v", n)
		}
		if len(withKey(e.bell(t, nils), "notifications.chatMention")) != 0 {
			t.Error("a user named in a chat they are not part of is told of it")
		}

		// Chat notifications turned off: no more mentions either.
		off := map[string]any{"settings": map[string]any{"isNotificationsOn": false}}
		if r := e.do(nil, "POST", "/apps/chat/users/profile-user", off, bearerH(mona)); r.status != 200 {
			t.Fatalf("turn notifications off: %d %s", r.status, r.body)
		}
		send("@mona, encore une chose.")
		expectOne(t, e.bell(t, mona), "notifications.chatMention")
	})
}

func TestNotifyReadIsPerUser(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		beaID, bea := e.newcomer(t, "bea")
		for i := range 3 {
			r := e.do(nil, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": fmt.Sprintf("Tâche %d", i), "assignee": beaID}}, bearerH(admin))
			if r.status != 201 {
				t.Fatalf("add: %d %s", r.status, r.body)
			}
		}
		items := withKey(e.bell(t, bea), "notifications.taskAssigned")
		if len(items) != 3 || at(items[0], "title.params.title") != "Tâche 2" {
			t.Fatalf("newest first: %v", items)
		}
		unread := func(token string) float64 {
			v, _ := at(e.do(nil, "GET", "/api/notifications", nil, bearerH(token)).json(t), "unread").(float64)
			return v
		}
		before := unread(bea)
		mine := at(items[0], "id")
		// Another user's notification is unknown to them.
		if r := e.do(nil, "POST", "/api/notifications/read", map[string]any{"id": mine}, bearerH(admin)); r.status != 404 {
			t.Fatalf("another user's notification: %d", r.status)
		}
		if unread(bea) != before {
			t.Fatal("another user marked it read")
		}
		if r := e.do(nil, "POST", "/api/notifications/read", map[string]any{"id": mine}, bearerH(bea)); r.status != 204 {
			t.Fatalf("mark read: %d %s", r.status, r.body)
		}
		if unread(bea) != before-1 || at(withKey(e.bell(t, bea), "notifications.taskAssigned")[0], "read") != true {
			t.Fatal("marking read did not count")
		}

		// Paging: one at a time, older each time, until none remain.
		var seen []any
		path := "/api/notifications?limit=1"
		for range 10 {
			m := e.do(nil, "GET", path, nil, bearerH(bea)).json(t)
			page, _ := at(m, "items").([]any)
			seen = append(seen, page...)
			if at(m, "hasMore") != true {
				break
			}
			path = fmt.Sprintf("/api/notifications?limit=1&before=%v", at(page[0], "id"))
		}
		if len(seen) != len(e.bell(t, bea)) || at(seen[0], "id") != mine {
			t.Fatalf("paging saw %d: %v", len(seen), seen)
		}
		for _, bad := range []string{"?before=-1", "?before=x", "?limit=0", "?limit=51"} {
			if r := e.do(nil, "GET", "/api/notifications"+bad, nil, bearerH(bea)); r.status != 400 {
				t.Errorf("%s: %d", bad, r.status)
			}
		}

		if r := e.do(nil, "POST", "/api/notifications/read", map[string]any{}, bearerH(bea)); r.status != 204 {
			t.Fatalf("mark all read: %d", r.status)
		}
		if unread(bea) != 0 {
			t.Fatal("unread after mark all read")
		}
		if unread(admin) == 0 {
			t.Fatal("marking all read reached another user")
		}
	})
}

// A notice that cannot be stored costs the user nothing: the save stands, the failure is logged.
func TestNotifyFailureKeepsTheSave(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		beaID, _ := e.newcomer(t, "bea")
		if _, err := e.db.Exec(`DROP TABLE notifications`); err != nil {
			t.Fatal(err)
		}
		r := e.do(nil, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": "Sans cloche", "assignee": beaID}}, bearerH(admin))
		if r.status != 201 || at(r.json(t), "task.title") != "Sans cloche" {
			t.Fatalf("the save failed with the notice: %d %s", r.status, r.body)
		}
		if !strings.Contains(e.log.String(), "notifications.taskAssigned.title") {
			t.Errorf("the failure is not logged:\n%s", e.log)
		}
	})
}

// A stored notification reaches the bell of an open page at once, as the `notification` event.
func TestNotifyArrivesLive(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		beaID, bea := e.newcomer(t, "bea")
		stream := open(t, e.srv.URL, bearerH(bea), nil)
		stream.next(t, "ping", time.Second) // subscribed
		r := e.do(nil, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": "En direct", "assignee": beaID}}, bearerH(admin))
		if r.status != 201 {
			t.Fatalf("add: %d %s", r.status, r.body)
		}
		ev := stream.next(t, "notification", 2*time.Second)
		stored := expectOne(t, e.bell(t, bea), "notifications.taskAssigned")
		if at(ev.data, "id") != at(stored, "id") || at(ev.data, "title.key") != "notifications.taskAssigned.title" ||
			at(ev.data, "link") != at(stored, "link") || at(ev.data, "read") != false {
			t.Fatalf("live %v, stored %v", ev.data, stored)
		}
	})
}
