package controllers

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"partage/app"
	"partage/app/auth"
	"partage/app/chat"
	"partage/app/inertia"
)

// chatPage is /apps/chat; ?contact=ID opens the chat with that contact.
func (s *Server) chatPage(w http.ResponseWriter, r *http.Request) {
	u := auth.UserFrom(r.Context())
	q := r.URL.Query().Get("q")
	lists, err := s.Chat.ChatsAndContacts(r.Context(), u, q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	chats := lists.Chats
	profile, err := s.chatProfileOf(r, u)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	// The open chat is worked out only when the page asks for it: a partial
	// reload of the menu must not mark the chat read in a tab nobody looks at.
	var active func() any
	if id, err := strconv.ParseInt(r.URL.Query().Get("contact"), 10, 64); err == nil {
		open, peek := s.Chat.GetChat, crossSiteVisit(r)
		if peek {
			open = s.Chat.PeekChat // another site's link shows the chat but marks nothing read
		}
		active = func() any {
			c, contact, err := open(r.Context(), u, id, 0)
			if err != nil {
				if app.ErrorCode(err) != app.ENOTFOUND {
					s.Log.Error("chat: open", "request_id", RequestIDFrom(r.Context()), "err", err)
				}
				return nil
			}
			if c != nil && !peek {
				for i := range chats {
					if chats[i].Chat.ID == c.ID {
						chats[i].Chat.UnseenMsgs = 0
					}
				}
			}
			return map[string]any{"chat": c, "contact": contact}
		}
	}
	props := inertia.Props{"chatsContacts": chats, "contacts": lists.Contacts(), "profileUser": profile, "active": nil, "q": q}
	if active != nil {
		props["active"] = active
	}
	s.render(w, r, "Apps/Chat/Index", props)
}

// chatsAndContacts answers spec §7's GET /apps/chat/chats-and-contacts: {chatsContacts, contacts, profileUser}.
// The contacts without a search are written from JSON the directory keeps ready (app/chat/directory.go).
func (s *Server) chatsAndContacts(w http.ResponseWriter, r *http.Request) {
	u := auth.UserFrom(r.Context())
	lists, err := s.Chat.ChatsAndContacts(r.Context(), u, r.URL.Query().Get("q"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	profile, err := s.chatProfileOf(r, u)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	chats, err := json.Marshal(lists.Chats)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	me, err := json.Marshal(profile)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	p := answerBuffers.Get().(*[]byte)
	b := append((*p)[:0], `{"chatsContacts":`...)
	b = append(b, chats...)
	b = lists.AppendContacts(append(b, `,"contacts":`...))
	b = append(append(append(b, `,"profileUser":`...), me...), "}\n"...)
	writeJSONBody(w, http.StatusOK, b)
	if cap(b) <= 256<<10 {
		*p = b
		answerBuffers.Put(p)
	}
}

// answerBuffers are reused for the contacts call's answers (ten kilobytes each).
var answerBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 16<<10); return &b }}

// chatProfile answers spec §7's GET /apps/chat/users/profile-user.
func (s *Server) chatProfile(w http.ResponseWriter, r *http.Request) {
	p, err := s.chatProfileOf(r, auth.UserFrom(r.Context()))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p)
}

// chatProfileOf is u's chat profile with the real state of their two-step
// sign-in (spec §3's settings.isTwoStepAuthVerificationEnabled), which only
// the account settings turn on and off.
func (s *Server) chatProfileOf(r *http.Request, u *auth.User) (chat.Profile, error) {
	p, err := s.Chat.Profile(r.Context(), u)
	if err != nil {
		return p, err
	}
	p.Settings.IsTwoStepAuthVerificationEnabled, err = s.Auth.TwoStepEnabled(r.Context(), u.ID)
	return p, err
}

// chatProfileUpdate saves the own profile: {about?, status?, settings?: {…}} → {profileUser}.
// settings.isTwoStepAuthVerificationEnabled is read, never written: two-step
// sign-in is turned on with a first code, in the account settings.
func (s *Server) chatProfileUpdate(w http.ResponseWriter, r *http.Request) {
	var in struct {
		About    *string `json:"about"`
		Status   *string `json:"status"`
		Settings *struct {
			TwoStep       *bool `json:"isTwoStepAuthVerificationEnabled"`
			Notifications *bool `json:"isNotificationsOn"`
		} `json:"settings"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	up := chat.ProfileUpdate{About: in.About, Status: in.Status}
	if in.Settings != nil {
		up.IsNotificationsOn = in.Settings.Notifications
	}
	me := auth.UserFrom(r.Context())
	p, err := s.Chat.UpdateProfile(r.Context(), me, up)
	if err == nil {
		p.Settings.IsTwoStepAuthVerificationEnabled, err = s.Auth.TwoStepEnabled(r.Context(), me.ID)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"profileUser": p})
}

// chatGet answers spec §7's GET /apps/chat/get-chat?id={contact's user id}: {chat, contact},
// and resets that chat's unseen count; &before={message id} pages back without doing so, and so
// does a visit started by another site (Sec-Fetch-Site: cross-site), which must change nothing.
func (s *Server) chatGet(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	id, err := strconv.ParseInt(q.Get("id"), 10, 64)
	if err != nil || id <= 0 {
		s.fail(w, r, app.InvalidField("id", "contactId", nil))
		return
	}
	var before int64
	if v := q.Get("before"); v != "" {
		if before, err = strconv.ParseInt(v, 10, 64); err != nil || before <= 0 {
			s.fail(w, r, app.InvalidField("before", "messageId", nil))
			return
		}
	}
	open := s.Chat.GetChat
	if crossSiteVisit(r) {
		open = s.Chat.PeekChat // another site's link shows the chat but marks nothing read
	}
	c, contact, err := open(r.Context(), auth.UserFrom(r.Context()), id, before)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"chat": c, "contact": contact})
}

// chatSend answers spec §7's POST /apps/chat/send-msg {obj: {contact, message}}:
// 201 {response: {newMessageData, id, chat when the chat is new}}. contact is
// the contact object (its id is what counts) or the id alone.
func (s *Server) chatSend(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Obj *struct {
			Contact json.RawMessage `json:"contact"`
			Message *string         `json:"message"`
		} `json:"obj"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	if in.Obj == nil || in.Obj.Message == nil {
		s.fail(w, r, app.E(app.EINVALID, "sendChatMessage", nil).WithField("message", "messageRequired", nil))
		return
	}
	contactID, ok := contactIDOf(in.Obj.Contact)
	if !ok {
		s.fail(w, r, app.E(app.EINVALID, "contactOrId", nil).WithField("contact", "chooseContact", nil))
		return
	}
	sent, err := s.Chat.Send(r.Context(), auth.UserFrom(r.Context()), contactID, *in.Obj.Message)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.notifyChatMention(r, contactID, sent.Message.Message)
	resp := map[string]any{"newMessageData": sent.Message, "id": sent.ChatID}
	if sent.New != nil {
		resp["chat"] = sent.New
	}
	writeJSON(w, http.StatusCreated, map[string]any{"response": resp})
}

// contactIDOf reads a contact given as {id: N}, N or "N".
func contactIDOf(raw json.RawMessage) (int64, bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return 0, false
	}
	if raw[0] == '{' {
		var c struct {
			ID json.RawMessage `json:"id"`
		}
		if json.Unmarshal(raw, &c) != nil {
			return 0, false
		}
		raw = c.ID
	}
	id, err := strconv.ParseInt(strings.Trim(string(raw), `"`), 10, 64)
	return id, err == nil && id > 0
}
