package controllers_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"partage/app/auth"
	"partage/app/chat"
)

// about waits for the next presence event that names userID, skipping others.
func (s *sse) about(t *testing.T, userID int64, within time.Duration) string {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		ev := s.next(t, "presence", time.Until(deadline))
		if st := statusIn(ev, userID); st != "" {
			return st
		}
	}
}

// neverAbout checks that no presence event naming userID came (or comes within wait).
func (s *sse) neverAbout(t *testing.T, userID int64, wait time.Duration) {
	t.Helper()
	deadline := time.After(wait)
	for {
		select {
		case ev, ok := <-s.events:
			if ok && ev.typ == "presence" && statusIn(ev, userID) != "" {
				t.Fatalf("heard of %d: %v", userID, ev.data)
			}
		case <-deadline:
			return
		}
	}
}

// fillHead makes the head of the directory full, of people named before any
// newcomer of these tests: the newcomers are then heard by their partners only.
func fillHead(t *testing.T, e *env) {
	t.Helper()
	store := auth.NewStore(e.db)
	for i := range chat.MaxListed + 1 {
		u := &auth.User{FullName: fmt.Sprintf("Aaron %03d", i), Username: fmt.Sprintf("aaron%03d", i),
			Email: fmt.Sprintf("aaron%03d@example.org", i), PasswordHash: "-", Role: auth.RoleAdmin}
		if err := store.CreateUser(context.Background(), u); err != nil {
			t.Fatal(err)
		}
	}
}

// Presence goes to those who see the person: their chat partners, and
// everyone for the people at the head of the directory (the contacts list
// without a search).
func TestPresenceGoesToThoseWhoSeeThePerson(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		fillHead(t, e)
		headID, head := e.newcomer(t, "aaa") // first of all by name
		_, alice := e.newcomer(t, "alice")
		brunoID, bruno := e.newcomer(t, "bruno")
		_, chloe := e.newcomer(t, "chloe")
		send(t, e, alice, brunoID, "Salut Bruno") // alice and bruno have a chat; chloe has none

		as, cs := open(t, e.srv.URL, bearerH(alice), nil), open(t, e.srv.URL, bearerH(chloe), nil)
		as.next(t, "ping", time.Second)
		cs.next(t, "ping", time.Second)
		bs := open(t, e.srv.URL, bearerH(bruno), nil)
		if st := as.about(t, brunoID, time.Second); st != "online" {
			t.Fatalf("alice hears bruno: %s", st)
		}
		hs := open(t, e.srv.URL, bearerH(head), nil)
		if st := cs.about(t, headID, time.Second); st != "online" {
			t.Fatalf("the head of the directory is heard by everyone: %s", st)
		}
		if st := as.about(t, headID, time.Second); st != "online" {
			t.Fatalf("alice hears the head: %s", st)
		}
		if m := e.do(nil, "GET", "/apps/chat/chats-and-contacts", nil, bearerH(alice)).json(t); at(m, "chatsContacts.0.id") != float64(brunoID) ||
			at(m, "chatsContacts.0.status") != "online" || at(m, "contacts.0.id") != float64(headID) || at(m, "contacts.0.status") != "online" ||
			at(m, "contacts.1.fullName") != "Aaron 000" || at(m, "contacts.1.status") != "offline" || at(m, "contacts.100") != nil {
			t.Fatalf("alice's lists: %v", m)
		}

		// A chosen status: bruno's partner and bruno's other tabs hear it.
		if r := e.do(nil, "POST", "/apps/chat/users/profile-user", map[string]any{"status": "busy"}, bearerH(bruno)); r.status != 200 {
			t.Fatal(r.status)
		}
		if st := as.about(t, brunoID, time.Second); st != "busy" {
			t.Fatalf("alice hears bruno busy: %s", st)
		}
		if st := bs.about(t, brunoID, time.Second); st != "busy" {
			t.Fatalf("bruno's own tab hears his status: %s", st)
		}
		bs.cancel()
		if st := as.about(t, brunoID, 2*time.Second); st != "offline" {
			t.Fatalf("alice hears bruno leave: %s", st)
		}
		cs.neverAbout(t, brunoID, 300*time.Millisecond) // chloe sees bruno nowhere
		hs.cancel()
		if st := cs.about(t, headID, 2*time.Second); st != "offline" {
			t.Fatalf("the head leaving: %s", st)
		}
	})
}

// The contacts without a search follow the directory: a newcomer whose name
// comes first, a chat profile changed, someone who may no longer chat.
func TestChatDirectoryFollowsChanges(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		list := func() map[string]any {
			return e.do(nil, "GET", "/apps/chat/chats-and-contacts", nil, bearerH(admin)).json(t)
		}
		first := at(list(), "contacts.0.fullName")
		id, aaa := e.newcomer(t, "aaa")
		if m := list(); at(m, "contacts.0.id") != float64(id) || at(m, "contacts.1.fullName") != first || at(m, "contacts.0.about") != "" {
			t.Fatalf("a newcomer named first: %v", m["contacts"])
		}
		if r := e.do(nil, "POST", "/apps/chat/users/profile-user", map[string]any{"about": "Nouvelle ici", "status": "away"}, bearerH(aaa)); r.status != 200 {
			t.Fatal(r.status)
		}
		if m := list(); at(m, "contacts.0.about") != "Nouvelle ici" || at(m, "contacts.0.status") != "offline" {
			t.Fatalf("a profile changed: %v", at(m, "contacts.0"))
		}
		if _, err := e.db.ExecContext(context.Background(), `UPDATE users SET role = 'client' WHERE id = $1`, id); err != nil {
			t.Fatal(err)
		}
		if m := list(); at(m, "contacts.0.fullName") != first {
			t.Fatalf("someone who may no longer chat left the list: %v", at(m, "contacts.0"))
		}
	})
}

// A partner not connected when a person came or went hears of it on coming
// back with the last event id they saw: a tab back from a drop, or a page
// rendered just before its stream opened.
func TestPresenceIsKeptForPartnersAway(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		fillHead(t, e)
		aliceID, alice := e.newcomer(t, "alice")
		brunoID, bruno := e.newcomer(t, "bruno")
		send(t, e, alice, brunoID, "Salut Bruno")
		var rendered int64 // the last event when alice's page was rendered, her stream not open yet
		if err := e.db.QueryRowContext(context.Background(), `SELECT max(id) FROM realtime_events`).Scan(&rendered); err != nil {
			t.Fatal(err)
		}
		kept := func(n int) {
			t.Helper()
			for deadline := time.Now().Add(2 * time.Second); ; time.Sleep(10 * time.Millisecond) {
				var got int
				if err := e.db.QueryRowContext(context.Background(), `SELECT count(*) FROM realtime_events
					WHERE user_id = $1 AND type = 'presence' AND id > $2`, aliceID, rendered).Scan(&got); err != nil {
					t.Fatal(err)
				}
				if got >= n {
					return
				}
				if time.Now().After(deadline) {
					t.Fatalf("%d presence events kept for alice, %d expected", got, n)
				}
			}
		}
		bs := open(t, e.srv.URL, bearerH(bruno), nil)
		kept(1)
		bs.cancel()
		kept(2)
		as := open(t, e.srv.URL, map[string]string{"Authorization": "Bearer " + alice, "Last-Event-ID": fmt.Sprint(rendered)}, nil)
		if st := as.about(t, brunoID, time.Second); st != "online" {
			t.Fatalf("alice replays bruno's arrival: %s", st)
		}
		if st := as.about(t, brunoID, time.Second); st != "offline" {
			t.Fatalf("alice replays bruno's departure: %s", st)
		}
	})
}
