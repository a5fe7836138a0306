package notify

import (
	"context"
	"errors"
	"fmt"
	"strconv"
)

// Keys of the notifications the product writes; the client words each in the
// reader's language (resources/lang, section "notifications").
const (
	KeyTaskAssigned   = "notifications.taskAssigned"
	KeyTaskMention    = "notifications.taskMention"
	KeyEventInvited   = "notifications.eventInvited"
	KeyEventMoved     = "notifications.eventMoved"
	KeyEventChanged   = "notifications.eventChanged"
	KeyEventCancelled = "notifications.eventCancelled"
	KeyInvoicePaid    = "notifications.invoicePaid"
	KeyChatMention    = "notifications.chatMention"
)

// Links to the pages a notification opens.

// TaskLink opens a task's panel on the to-do page.
func TaskLink(id int64) string { return "/apps/todo?task=" + strconv.FormatInt(id, 10) }

// EventLink opens an event on the calendar page.
func EventLink(id int64) string { return "/apps/calendar?event=" + strconv.FormatInt(id, 10) }

// InvoiceLink opens an invoice's preview.
func InvoiceLink(id int64) string { return "/apps/invoice/preview/" + strconv.FormatInt(id, 10) }

// ChatLink opens the chat with a contact.
func ChatLink(contactID int64) string {
	return "/apps/chat?contact=" + strconv.FormatInt(contactID, 10)
}

// New is a notification for userID under key: its title is key+".title" and
// its body key+".body", both worded with params.
func New(userID int64, key string, params map[string]any, link string) *Notification {
	return &Notification{UserID: userID, Link: link,
		Title: Text{Key: key + ".title", Params: params},
		Body:  Text{Key: key + ".body", Params: params}}
}

// Send stores each notification (and tells its user's open pages). It goes on
// after a failure, so that one user's trouble costs no other user their
// notice, and answers every failure joined.
func (s *Store) Send(ctx context.Context, notes ...*Notification) error {
	var errs []error
	for _, n := range notes {
		if err := s.Create(ctx, n); err != nil {
			errs = append(errs, fmt.Errorf("user %d, %s: %w", n.UserID, n.Title.Key, err))
		}
	}
	return errors.Join(errs...)
}
