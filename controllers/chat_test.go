package controllers_test

import (
	"strings"
	"testing"
)

// The demo data: admin (1) chats with Thomas Girard (4, one message unseen)
// and Amélie Rousseau (5); the ten staff contacts are users 3–12; the client (2) may not chat.
func TestChatCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		e.run(t, []jsonCase{
			{name: "chats newest first, contacts by name, own profile", method: "GET", path: "/apps/chat/chats-and-contacts", as: "admin", status: 200,
				want: map[string]any{"chatsContacts.0.fullName": "Thomas Girard", "chatsContacts.0.id": 4, "chatsContacts.0.chat.unseenMsgs": 1,
					"chatsContacts.0.chat.lastMessage.message":  "C'est fait : le retrait est validé et le relevé corrigé est dans ta boîte mail.",
					"chatsContacts.0.chat.lastMessage.senderId": 4, "chatsContacts.0.status": "offline", "chatsContacts.0.about": "<set>",
					"chatsContacts.1.fullName": "Amélie Rousseau", "chatsContacts.1.chat.unseenMsgs": 0,
					"chatsContacts.1.chat.lastMessage.feedback.isSeen": true,
					"contacts.0.fullName":                              "Amélie Rousseau", "contacts.9.id": "<set>", "contacts.0.status": "offline",
					"profileUser.id": 1, "profileUser.fullName": "Camille Lefèvre", "profileUser.status": "online",
					"profileUser.settings.isNotificationsOn": true, "profileUser.settings.isTwoStepAuthVerificationEnabled": false},
				absent: []string{"chatsContacts.2", "contacts.10"}},
			{name: "search by name", method: "GET", path: "/apps/chat/chats-and-contacts?q=THOM", as: "admin", status: 200,
				want:   map[string]any{"chatsContacts.0.fullName": "Thomas Girard", "contacts.0.fullName": "Thomas Girard"},
				absent: []string{"chatsContacts.1", "contacts.1"}},
			{name: "search that finds nobody", method: "GET", path: "/apps/chat/chats-and-contacts?q=zzz", as: "admin", status: 200,
				absent: []string{"chatsContacts.0", "contacts.0"}},
			{name: "profile user", method: "GET", path: "/apps/chat/users/profile-user", as: "admin", status: 200,
				want: map[string]any{"id": 1, "status": "online", "settings.isNotificationsOn": true}},
			{name: "open a chat: messages oldest first, unseen reset", method: "GET", path: "/apps/chat/get-chat?id=4", as: "admin", status: 200,
				want: map[string]any{"chat.userId": 4, "chat.unseenMsgs": 0, "chat.hasMore": false, "contact.fullName": "Thomas Girard",
					"chat.chat.0.senderId": 4, "chat.chat.1.senderId": 1, "chat.chat.1.feedback.isSeen": true,
					"chat.chat.4.message": "C'est fait : le retrait est validé et le relevé corrigé est dans ta boîte mail."},
				absent: []string{"chat.chat.5"}},
			{name: "the unseen count stays at 0", method: "GET", path: "/apps/chat/chats-and-contacts", as: "admin", status: 200,
				want: map[string]any{"chatsContacts.0.chat.unseenMsgs": 0}},
			{name: "a contact without a chat", method: "GET", path: "/apps/chat/get-chat?id=3", as: "admin", status: 200,
				want: map[string]any{"chat": nil, "contact.fullName": "Sophie Garnier", "contact.status": "offline"}},
			{name: "the client is no contact", method: "GET", path: "/apps/chat/get-chat?id=2", as: "admin", status: 404, want: map[string]any{"error.code": "not_found"}},
			{name: "nor is oneself", method: "GET", path: "/apps/chat/get-chat?id=1", as: "admin", status: 404},
			{name: "nor a missing user", method: "GET", path: "/apps/chat/get-chat?id=9999", as: "admin", status: 404},
			{name: "id must be a number", method: "GET", path: "/apps/chat/get-chat?id=abc", as: "admin", status: 400, want: map[string]any{"error.fields.id": "<set>"}},
			{name: "before must be a message id", method: "GET", path: "/apps/chat/get-chat?id=4&before=-1", as: "admin", status: 400},
			{name: "the first message starts the chat", method: "POST", path: "/apps/chat/send-msg", as: "admin",
				body: map[string]any{"obj": map[string]any{"contact": map[string]any{"id": 3, "fullName": "Sophie Garnier"}, "message": "  Bonjour Sophie !  "}}, status: 201,
				want: map[string]any{"response.newMessageData.message": "Bonjour Sophie !", "response.newMessageData.senderId": 1,
					"response.newMessageData.time": "<set>", "response.newMessageData.feedback.isSent": true, "response.newMessageData.feedback.isSeen": false,
					"response.id": "<set>", "response.chat.userId": 3, "response.chat.chat.0.message": "Bonjour Sophie !", "response.chat.unseenMsgs": 0}},
			{name: "the next one goes to the same chat", method: "POST", path: "/apps/chat/send-msg", as: "admin",
				body: map[string]any{"obj": map[string]any{"contact": 3, "message": "Tu as un moment ?"}}, status: 201,
				want: map[string]any{"response.newMessageData.message": "Tu as un moment ?"}, absent: []string{"response.chat"}},
			{name: "the new chat heads the list", method: "GET", path: "/apps/chat/chats-and-contacts", as: "admin", status: 200,
				want: map[string]any{"chatsContacts.0.fullName": "Sophie Garnier", "chatsContacts.0.chat.lastMessage.message": "Tu as un moment ?", "chatsContacts.2.fullName": "Amélie Rousseau"}},
			{name: "5,000 characters is the most", method: "POST", path: "/apps/chat/send-msg", as: "admin",
				body: map[string]any{"obj": map[string]any{"contact": map[string]any{"id": 3}, "message": strings.Repeat("é", 5000)}}, status: 201},
			{name: "5,001 is too long", method: "POST", path: "/apps/chat/send-msg", as: "admin",
				body: map[string]any{"obj": map[string]any{"contact": map[string]any{"id": 3}, "message": strings.Repeat("a", 5001)}}, status: 400,
				want: map[string]any{"error.code": "invalid", "error.fields.message": "A message is at most 5,000 characters."}},
			{name: "an empty message", method: "POST", path: "/apps/chat/send-msg", as: "admin",
				body: map[string]any{"obj": map[string]any{"contact": map[string]any{"id": 3}, "message": " \n "}}, status: 400,
				want: map[string]any{"error.fields.message": "Write a message first."}},
			{name: "no obj", method: "POST", path: "/apps/chat/send-msg", as: "admin", body: map[string]any{"message": "x"}, status: 400},
			{name: "no contact", method: "POST", path: "/apps/chat/send-msg", as: "admin", body: map[string]any{"obj": map[string]any{"message": "x"}}, status: 400,
				want: map[string]any{"error.fields.contact": "<set>"}},
			{name: "not JSON", method: "POST", path: "/apps/chat/send-msg", as: "admin", body: "{", status: 400},
			{name: "to someone who may not chat", method: "POST", path: "/apps/chat/send-msg", as: "admin",
				body: map[string]any{"obj": map[string]any{"contact": map[string]any{"id": 2}, "message": "x"}}, status: 404},
			{name: "to oneself", method: "POST", path: "/apps/chat/send-msg", as: "admin",
				body: map[string]any{"obj": map[string]any{"contact": 1, "message": "x"}}, status: 404},
			{name: "about over 120 characters", method: "POST", path: "/apps/chat/users/profile-user", as: "admin",
				body: map[string]any{"about": strings.Repeat("a", 121)}, status: 400, want: map[string]any{"error.fields.about": "<set>"}},
			{name: "an unknown status", method: "POST", path: "/apps/chat/users/profile-user", as: "admin",
				body: map[string]any{"status": "asleep"}, status: 400, want: map[string]any{"error.fields.status": "<set>"}},
			{name: "refused changes changed nothing", method: "GET", path: "/apps/chat/users/profile-user", as: "admin", status: 200,
				want: map[string]any{"about": "", "status": "online"}},
			{name: "save about, status and a setting", method: "POST", path: "/apps/chat/users/profile-user", as: "admin",
				body: map[string]any{"about": "Gérante de la coopérative", "status": "busy", "settings": map[string]any{"isNotificationsOn": false}}, status: 200,
				want: map[string]any{"profileUser.about": "Gérante de la coopérative", "profileUser.status": "busy",
					"profileUser.settings.isNotificationsOn": false, "profileUser.settings.isTwoStepAuthVerificationEnabled": false}},
			// Two-step sign-in is the account's real state: turned on with a first code in the account settings, never by this switch.
			{name: "the two-step switch says the truth", method: "POST", path: "/apps/chat/users/profile-user", as: "admin",
				body: map[string]any{"settings": map[string]any{"isTwoStepAuthVerificationEnabled": true}}, status: 200,
				want: map[string]any{"profileUser.about": "Gérante de la coopérative", "profileUser.status": "busy",
					"profileUser.settings.isNotificationsOn": false, "profileUser.settings.isTwoStepAuthVerificationEnabled": false}},
			{name: "the profile is stored", method: "GET", path: "/apps/chat/chats-and-contacts", as: "admin", status: 200,
				want: map[string]any{"profileUser.about": "Gérante de la coopérative", "profileUser.status": "busy", "profileUser.settings.isTwoStepAuthVerificationEnabled": false}},
			{name: "client: chats", method: "GET", path: "/apps/chat/chats-and-contacts", as: "client", status: 403},
			{name: "client: get-chat", method: "GET", path: "/apps/chat/get-chat?id=4", as: "client", status: 403},
			{name: "client: send", method: "POST", path: "/apps/chat/send-msg", as: "client", body: map[string]any{"obj": map[string]any{"contact": 4, "message": "x"}}, status: 403},
			{name: "client: profile", method: "POST", path: "/apps/chat/users/profile-user", as: "client", body: map[string]any{"about": "x"}, status: 403},
			{name: "signed out", method: "GET", path: "/apps/chat/users/profile-user", status: 401},
		})
	})
}

// A chat belongs to its two members: another user who opens the same contact sees their own (empty) chat.
func TestChatIsPrivate(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		_, token := e.newcomer(t, "bruno")
		r := e.do(nil, "GET", "/apps/chat/get-chat?id=4", nil, bearerH(token))
		if r.status != 200 || at(r.json(t), "chat") != nil {
			t.Fatalf("another user reads the admin's chat with Thomas: %d %s", r.status, r.body)
		}
		m := e.do(nil, "GET", "/apps/chat/chats-and-contacts", nil, bearerH(token)).json(t)
		if at(m, "chatsContacts.0") != nil || at(m, "contacts.0.id") == nil {
			t.Fatalf("a newcomer has no chats yet but has contacts: %v", m)
		}
		admin, _ := e.token("admin@demo.com", "admin")
		if r := e.do(nil, "GET", "/apps/chat/chats-and-contacts?q=bruno", nil, bearerH(admin)).json(t); at(r, "contacts.0.fullName") == nil {
			t.Fatalf("a new account that may chat is a contact of the others: %v", r)
		}
	})
}

// The page carries the lists and, with ?contact=, the open chat.
func TestChatPage(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.signIn("admin@demo.com", "admin", false)
		// A partial reload of the menu (a live badge update) must not open, and so read, the chat.
		h := e.inertia()
		h["X-Inertia-Partial-Component"], h["X-Inertia-Partial-Data"] = "Apps/Chat/Index", "menu"
		if p := page(t, e.do(admin, "GET", "/apps/chat?contact=4", nil, h)); at(p, "props.active") != nil || at(p, "props.menu") == nil {
			t.Fatalf("partial reload: %v", p["props"])
		}
		token, _ := e.token("admin@demo.com", "admin")
		if m := e.do(nil, "GET", "/apps/chat/chats-and-contacts", nil, bearerH(token)).json(t); at(m, "chatsContacts.0.chat.unseenMsgs") != float64(1) {
			t.Fatalf("a partial reload read the chat: %v", at(m, "chatsContacts.0.chat"))
		}
		p := page(t, e.do(admin, "GET", "/apps/chat?contact=4", nil, e.inertia()))
		if at(p, "props.realtime.lastEventId") == nil {
			t.Fatalf("the page carries the newest event id for its stream: %v", p["props"])
		}
		if p["component"] != "Apps/Chat/Index" || at(p, "props.active.contact.fullName") != "Thomas Girard" ||
			at(p, "props.active.chat.unseenMsgs") != float64(0) || at(p, "props.chatsContacts.0.chat.unseenMsgs") != float64(0) ||
			at(p, "props.profileUser.id") != float64(1) || at(p, "props.contacts.9") == nil {
			t.Fatalf("chat page: %v", p)
		}
		p = page(t, e.do(admin, "GET", "/apps/chat?contact=2", nil, e.inertia()))
		if at(p, "props.active") != nil {
			t.Fatalf("a contact one may not chat with opens nothing: %v", at(p, "props.active"))
		}
		client, _ := e.signIn("client@demo.com", "client", false)
		if r := e.do(client, "GET", "/apps/chat", nil, e.inertia()); r.status != 403 {
			t.Fatalf("client on /apps/chat: %d", r.status)
		}
	})
}
