package controllers

import (
	"context"
	"net/http"
	"strconv"

	"partage/app/auth"
	"partage/app/contact"
	"partage/app/mail"
	"partage/app/membership"
	"partage/app/money"
	"partage/app/notify"
	"partage/app/registry"
)

// The notifications of what waits for someone's decision or reading, beside
// those of notify_changes.go: a money movement or a member's change request
// to approve, a new application, a new contact message, a new mail. Each
// finds its recipients in one query (the active staff whose role may decide:
// notify.Store.Able), leaves out the actor, and only logs its failures: the
// change they tell of is saved. Each recipient's choices (notify.Prefs) then
// decide whether it is kept in the product and whether it is mailed.

// tellAble tells the staff who may do action on subject (the actor left out).
func (s *Server) tellAble(r *http.Request, what, action, subject, key string, params map[string]any, link string) {
	to, err := s.Notify.Able(r.Context(), action, subject)
	if err != nil {
		s.Log.Error("notify", "request_id", RequestIDFrom(r.Context()), "what", what, "err", err)
		return
	}
	var actor int64
	if me := auth.UserFrom(r.Context()); me != nil {
		actor = me.ID
	}
	s.tell(r, what, people(to, actor, key, params, subject, link))
}

// notifyMovementPending tells who may approve money movements of a new request.
func (s *Server) notifyMovementPending(r *http.Request, m money.Movement) {
	if m.Status != money.StatusRequested {
		return // carried out at once: nothing waits
	}
	s.tellAble(r, "movement pending", "manage", auth.SubjectMoney, notify.KeyMovementPending,
		map[string]any{"name": m.RequestedName, "tiers": m.TiersName, "id": m.ID}, "/coop/depot-retrait?status=requested")
}

// notifyChangePending tells who decides members' change requests of a new one.
func (s *Server) notifyChangePending(r *http.Request, c registry.ChangeRequest) {
	s.tellAble(r, "change pending", "manage", auth.SubjectTiers, notify.KeyChangePending,
		map[string]any{"name": c.TiersName}, "/coop/tiers/"+strconv.FormatInt(c.TiersID, 10))
}

// notifyApplication tells who may admit members of a new application.
func (s *Server) notifyApplication(r *http.Request, a membership.Application) {
	s.tellAble(r, "application", "manage", auth.SubjectMember, notify.KeyApplicationNew,
		map[string]any{"name": a.Name}, "/coop/rejoignez-nous")
}

// notifyContact tells who manages contact messages of a new one.
func (s *Server) notifyContact(r *http.Request, m contact.Message) {
	s.tellAble(r, "contact message", "manage", auth.SubjectContact, notify.KeyContactNew,
		map[string]any{"name": m.Name, "subject": m.Subject}, "/coop/contact/"+strconv.FormatInt(m.ID, 10))
}

// notifyMailReceived tells an internal recipient of a new mail in their
// mailbox (app/mail calls it for each copy it delivered; the author is left out).
func (s *Server) notifyMailReceived(ctx context.Context, userID, emailID int64, from mail.Person, subject string) {
	if userID == from.ID {
		return
	}
	n := notify.New(userID, notify.KeyMailReceived, map[string]any{"name": from.Name, "subject": subject}, "/apps/email")
	n.Quiet = true // the mail's own live event toasts it
	if err := s.Notify.Send(ctx, n); err != nil {
		s.Log.Error("notify", "request_id", RequestIDFrom(ctx), "what", "mail received", "err", err)
	}
}
