// Package chat is one-to-one conversations between the platform's users: the
// chats and contacts each user sees, messages with unseen counts and read
// marks, each user's chat profile, and presence as others see it. Live
// delivery goes through app/realtime.
package chat

import (
	"log/slog"
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/auth"
	"partage/app/cache"
	"partage/app/db"
	"partage/app/realtime"
)

// Limits of what a user may write.
const (
	MaxMessage = 5000 // characters in one message
	MaxAbout   = 120  // characters in a profile's about
	PageSize   = 50   // messages a chat shows at a time
	MaxListed  = 100  // contacts or chats one list answers
)

// Statuses a user may choose; "online" also means "show my true presence".
var Statuses = []string{"online", "busy", "away", "offline"}

// Event types this package publishes.
const (
	EventMessage  = "chat.message"
	EventSeen     = "chat.seen"
	EventPresence = "presence"
)

// Feedback is what the author of a message knows of it.
type Feedback struct {
	IsSent      bool `json:"isSent"`
	IsDelivered bool `json:"isDelivered"`
	IsSeen      bool `json:"isSeen"`
}

// Message is one message of a chat (spec §3: message, time, senderId).
type Message struct {
	ID       int64     `json:"id"`
	Message  string    `json:"message"`
	Time     time.Time `json:"time"`
	SenderID int64     `json:"senderId"`
	Feedback Feedback  `json:"feedback"`
}

// Contact is a user one may chat with, as the chat shows them.
type Contact struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
	Role     string `json:"role"`
	About    string `json:"about"`
	Avatar   string `json:"avatar"`
	Status   string `json:"status"`
}

// Summary is a chat as its list shows it.
type Summary struct {
	ID          int64    `json:"id"`
	UnseenMsgs  int      `json:"unseenMsgs"`
	LastMessage *Message `json:"lastMessage"`
}

// ChatContact is a contact one has a chat with.
type ChatContact struct {
	Contact
	Chat Summary `json:"chat"`
}

// Chat is a conversation with one contact (spec §3), the latest page of it.
type Chat struct {
	ID         int64     `json:"id"`
	UserID     int64     `json:"userId"` // the contact
	UnseenMsgs int       `json:"unseenMsgs"`
	Chat       []Message `json:"chat"` // oldest first
	HasMore    bool      `json:"hasMore"`
}

// Settings are a profile's switches.
type Settings struct {
	IsTwoStepAuthVerificationEnabled bool `json:"isTwoStepAuthVerificationEnabled"`
	IsNotificationsOn                bool `json:"isNotificationsOn"`
}

// Profile is the signed-in user's own chat profile.
type Profile struct {
	ID       int64    `json:"id"`
	FullName string   `json:"fullName"`
	Avatar   string   `json:"avatar"`
	Role     string   `json:"role"`
	About    string   `json:"about"`
	Status   string   `json:"status"`
	Settings Settings `json:"settings"`
}

// ProfileUpdate holds the fields a user changes; nil ones stay.
type ProfileUpdate struct {
	About                            *string `json:"about"`
	Status                           *string `json:"status"`
	IsTwoStepAuthVerificationEnabled *bool   `json:"isTwoStepAuthVerificationEnabled"`
	IsNotificationsOn                *bool   `json:"isNotificationsOn"`
}

// Service is the chat of the platform.
type Service struct {
	db       *db.DB
	hub      *realtime.Hub
	log      *slog.Logger
	roles    []string // the roles that may chat
	dir      directoryCache
	profiles *cache.Versioned[ownProfile] // by user id, under ProfilesList
}

// NewService returns the chat on d, delivering live through hub, and tells
// hub to announce presence changes of users who chat to those who see them
// (presence.go).
func NewService(d *db.DB, hub *realtime.Hub, log *slog.Logger) *Service {
	s := &Service{db: d, hub: hub, log: log, profiles: cache.New[ownProfile](4096)}
	for _, role := range []string{auth.RoleAdmin, auth.RoleClient} {
		if auth.Can(auth.RulesFor(role), "read", "Chat") {
			s.roles = append(s.roles, role)
		}
	}
	hub.OnPresence(s.presenceChanged)
	return s
}

// CanChat reports whether u may use the chat.
func CanChat(u *auth.User) bool { return u != nil && auth.Can(auth.RulesOf(u), "read", "Chat") }

// effective is the status others see: offline while not connected, else the chosen one.
func effective(chosen string, online bool) string {
	if !online {
		return "offline"
	}
	if chosen == "" {
		return "online"
	}
	return chosen
}

// ValidMessage trims text and checks it is neither empty nor too long.
func ValidMessage(text string) (string, error) {
	text = strings.TrimSpace(text)
	switch {
	case text == "":
		return "", app.InvalidField("message", "messageRequired", nil)
	case utf8.RuneCountInString(text) > MaxMessage:
		return "", app.InvalidField("message", "messageTooLong", app.Params{"max": MaxMessage})
	}
	return text, nil
}

func (u ProfileUpdate) validate() error {
	fields := app.Fields{}
	if u.About != nil && utf8.RuneCountInString(strings.TrimSpace(*u.About)) > MaxAbout {
		fields.Set("about", "aboutTooLong", app.Params{"max": MaxAbout})
	}
	if u.Status != nil && !validStatus(*u.Status) {
		fields.Set("status", "chatStatusChoice", nil)
	}
	if len(fields) > 0 {
		return app.Invalid("checkFields", nil, fields)
	}
	return nil
}

func validStatus(s string) bool {
	for _, v := range Statuses {
		if v == s {
			return true
		}
	}
	return false
}
