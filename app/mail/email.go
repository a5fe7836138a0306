package mail

import (
	"fmt"
	"time"

	"partage/app"
)

// Folders a mail can be in, and the labels it can carry (spec §3).
var (
	Folders = []string{"inbox", "sent", "draft", "spam", "trash"}
	Labels  = []string{"private", "company", "important", "personal"}
)

func oneOf(v string, set []string) bool {
	for _, s := range set {
		if s == v {
			return true
		}
	}
	return false
}

// Address is a named e-mail address.
type Address struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// Sender is who a mail is from.
type Sender struct {
	Name   string `json:"name"`
	Email  string `json:"email"`
	Avatar string `json:"avatar"`
}

// Attachment is a stored file attached to mail.
type Attachment struct {
	ID        int64  `json:"id"`
	FileName  string `json:"fileName"`
	Size      string `json:"size"`
	SizeBytes int64  `json:"sizeBytes"`
	Mime      string `json:"mime"`
	URL       string `json:"url"`
	Thumbnail string `json:"thumbnail"`
}

// Email is one copy of a message in one user's mailbox, in spec §3's shape.
type Email struct {
	ID              int64        `json:"id"`
	OwnerID         int64        `json:"-"`
	From            Sender       `json:"from"`
	To              []Address    `json:"to"`
	Cc              []string     `json:"cc"`
	Bcc             []string     `json:"bcc"`
	Subject         string       `json:"subject"`
	Message         string       `json:"message"`
	Attachments     []Attachment `json:"attachments"`
	IsStarred       bool         `json:"isStarred"`
	Labels          []string     `json:"labels"`
	Time            time.Time    `json:"time"`
	Replies         []Email      `json:"replies"`
	Folder          string       `json:"folder"`
	IsRead          bool         `json:"isRead"`
	Delivery        string       `json:"delivery"`
	ThreadKey       string       `json:"-"`
	HasPreviousMail *bool        `json:"hasPreviousMail,omitempty"`
	HasNextMail     *bool        `json:"hasNextMail,omitempty"`

	// Outgoing is how a mail that left by SMTP is doing; nil for any other.
	Outgoing *DeliveryState `json:"outgoing,omitempty"`
}

// Delivery states of a sent copy.
const (
	DeliveryNotDelivered = "not_delivered" // external recipients and no SMTP configured
	DeliveryFailed       = "failed"        // the SMTP relay refused it, or every try failed
)

// HumanSize writes a byte count as people read it ("12.3 KB").
func HumanSize(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

// Counts are the numbers beside the folders (spec §7): unread in inbox and spam, all drafts.
type Counts struct {
	Inbox int `json:"inbox"`
	Draft int `json:"draft"`
	Spam  int `json:"spam"`
}

// Filter selects a page of one user's mailbox.
type Filter struct {
	OwnerID int64
	Folder  string // inbox, sent, draft, spam, trash, starred; "" with a label: every folder but trash and spam
	Label   string
	Q       string // subject contains, without case
	Page    int    // from 1
	PerPage int
}

// Normalize applies the defaults of spec §7 and checks the values.
func (f *Filter) Normalize() error {
	if f.Folder == "" && f.Label == "" {
		f.Folder = "inbox"
	}
	if f.Folder != "" && f.Folder != "starred" && !oneOf(f.Folder, Folders) {
		return app.InvalidField("folder", "unknownFolder", nil)
	}
	if f.Label != "" && !oneOf(f.Label, Labels) {
		return app.InvalidField("label", "unknownLabel", nil)
	}
	if f.Page < 1 {
		f.Page = 1
	}
	f.Page = min(f.Page, app.MaxPage) // an offset past 64 bits is an error on PostgreSQL
	if f.PerPage < 1 || f.PerPage > 100 {
		f.PerPage = 20
	}
	return nil
}
