package controllers

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/audit"
	"partage/app/auth"
	"partage/app/contact"
	"partage/app/inertia"
	"partage/app/publicform"
)

// Contact: the public form /contact (no sign-in, the same anti-abuse as
// /rejoindre) and the staff's inbox at /coop/contact, where a message is
// assigned, answered by mail through the mail app, and closed.
func (s *Server) contactRoutes(r *mux.Router) {
	s.page(r, "GET", "/contact", public, s.contactPage)
	s.page(r, "POST", "/contact", public, s.contactSubmit)
	read, manage := can("read", auth.SubjectContact), can("manage", auth.SubjectContact)
	s.page(r, "GET", "/coop/contact", read, s.contactInbox)
	s.page(r, "GET", "/coop/contact/{id:[0-9]+}", read, s.contactMessage)
	s.page(r, "POST", "/coop/contact/{id:[0-9]+}/assign", manage, s.contactAssign)
	s.page(r, "POST", "/coop/contact/{id:[0-9]+}/status", manage, s.contactStatus)
	s.page(r, "POST", "/coop/contact/{id:[0-9]+}/reply", manage, s.contactReply)
}

// contactForm is the name of the public form the guard counts sendings of.
const contactForm = "contact"

// contactPage is GET /contact: the form, with the cooperative's name.
func (s *Server) contactPage(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, "Public/Contact", inertia.Props{
		"coopName": s.Config.Coop.Name,
		"maxBody":  contact.MaxBody,
		"honeypot": publicform.HoneypotField,
	})
}

// contactBody is the form as a browser or an API client sends it.
type contactBody struct {
	contact.Input
	Website string `json:"website"` // the honeypot
}

// contactSubmit is POST /contact: a message for the cooperative. A filled
// honeypot is answered as a success and nothing is kept; a bad field is a
// 400 naming it (and counts for nothing); past publicform.Max sendings from
// one address an hour, 429 with Retry-After. API clients get 201 {message}
// (what was kept, without the inbox's own fields); the page comes back to its
// thank-you state.
func (s *Server) contactSubmit(w http.ResponseWriter, r *http.Request) {
	var body contactBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	in := body.Input
	in.Language = s.languageOf(r).Code
	if strings.TrimSpace(body.Website) != "" {
		// A robot: it is told what a person would be, and nothing is kept.
		s.Log.Info("contact message refused: honeypot filled", "request_id", RequestIDFrom(r.Context()))
		_ = in.Normalize()
		s.contactSent(w, r, contact.Message{Name: in.Name, Email: in.Email, Subject: in.Subject, Body: in.Body,
			Language: in.Language, Status: contact.StatusNew, CreatedAt: time.Now().UTC()})
		return
	}
	if err := in.Normalize(); err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.Forms.Check(r.Context(), contactForm, s.clientAddress(r), ""); err != nil {
		s.limited(w, r, err)
		return
	}
	m, err := s.Contact.Submit(r.Context(), s.actor(r), in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.notifyContact(r, m) // account_notify.go
	s.contactSent(w, r, m)
}

// contactSent answers an accepted message: 201 {message} with what the
// sender wrote, or the page in its thank-you state.
func (s *Server) contactSent(w http.ResponseWriter, r *http.Request, m contact.Message) {
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"message": map[string]any{
			"name": m.Name, "email": m.Email, "subject": m.Subject, "body": m.Body, "language": m.Language, "createdAt": m.CreatedAt}})
		return
	}
	s.in.Redirect(w, r, "/contact")
}

// contactFilter reads the inbox's filter from the URL; "me" is the signed-in user.
func contactFilter(r *http.Request) contact.Filter {
	q := r.URL.Query()
	f := contact.Filter{Status: q.Get("status"), Assigned: q.Get("assigned"), Q: q.Get("q")}
	if f.Assigned == contact.AssignedMe {
		f.Assigned = strconv.FormatInt(auth.UserFrom(r.Context()).ID, 10)
	}
	f.Page, _ = strconv.Atoi(q.Get("page"))
	f.PerPage, _ = strconv.Atoi(q.Get("perPage"))
	return f
}

// contactInbox is GET /coop/contact: the inbox, newest first, filtered by
// status, assignee ("me", "none" or a user's id) and a search, paged in the
// URL, with the count of each status. JSON clients get {messages, total,
// counts, filter}, and a 400 for a bad filter.
func (s *Server) contactInbox(w http.ResponseWriter, r *http.Request) {
	f := contactFilter(r)
	list, total, err := s.Contact.List(r.Context(), f)
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		// A hand-edited URL: show the inbox as it starts rather than an error page.
		f = contact.Filter{}
		list, total, err = s.Contact.List(r.Context(), f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	_ = f.Normalize()
	counts, err := s.Contact.Counts(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	assignees, err := s.Contact.Assignees(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	assigned := r.URL.Query().Get("assigned")
	if f.Assigned == "" {
		assigned = ""
	}
	s.render(w, r, "Coop/Contact", inertia.Props{
		"messages": list, "total": total, "counts": counts, "assignees": assignees, "statuses": contact.Statuses,
		"filter": map[string]any{"status": f.Status, "assigned": assigned, "q": f.Q, "page": f.Page, "perPage": f.PerPage},
	})
}

// contactOf reads {id} from the path and finds the message, or answers 404.
func (s *Server) contactOf(w http.ResponseWriter, r *http.Request) (contact.Thread, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, contact.ErrNotFound)
		return contact.Thread{}, false
	}
	t, err := s.Contact.Find(r.Context(), id)
	if err != nil {
		s.fail(w, r, err)
		return contact.Thread{}, false
	}
	return t, true
}

// contactMessage is GET /coop/contact/{id}: the message, its replies, the
// statuses it may move to, the staff it may be given to, and its history.
func (s *Server) contactMessage(w http.ResponseWriter, r *http.Request) {
	t, ok := s.contactOf(w, r)
	if !ok {
		return
	}
	assignees, err := s.Contact.Assignees(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	history, err := s.Audit.History(r.Context(), audit.RecordContact, t.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Coop/ContactMessage", inertia.Props{
		"message": t, "moves": contact.Moves(t.Status), "assignees": assignees, "history": history,
		"mailEnabled": s.Mail.SMTPConfigured(),
	})
}

// assigneeID reads who a message goes to: a number, a string of digits (an
// HTML form), or null and "" for nobody; anything else is -1, refused.
type assigneeID int64

// UnmarshalJSON implements json.Unmarshaler.
func (a *assigneeID) UnmarshalJSON(data []byte) error {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*a = -1
	switch t := v.(type) {
	case nil:
		*a = 0
	case float64:
		if t >= 0 && t == float64(int64(t)) {
			*a = assigneeID(t)
		}
	case string:
		if t = strings.TrimSpace(t); t == "" {
			*a = 0
		} else if n, err := strconv.ParseInt(t, 10, 64); err == nil && n >= 0 {
			*a = assigneeID(n)
		}
	}
	return nil
}

// contactAssign is POST /coop/contact/{id}/assign {assignedTo}: gives the
// message to a staff member (null or 0: to nobody).
func (s *Server) contactAssign(w http.ResponseWriter, r *http.Request) {
	var body struct {
		AssignedTo assigneeID `json:"assignedTo"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	s.contactChange(w, r, "coop.contact.flash.assigned", func(id int64) (contact.Thread, error) {
		if body.AssignedTo < 0 {
			return contact.Thread{}, app.InvalidField("assignedTo", "contactAssigneeStaff", nil)
		}
		return s.Contact.Assign(r.Context(), s.actor(r), id, int64(body.AssignedTo))
	})
}

// contactStatus is POST /coop/contact/{id}/status {status}: moves the
// message along its lifecycle; a move it does not have is a 409.
func (s *Server) contactStatus(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Status string `json:"status"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	s.contactChange(w, r, "coop.contact.flash.status", func(id int64) (contact.Thread, error) {
		return s.Contact.SetStatus(r.Context(), s.actor(r), id, body.Status)
	})
}

// contactReply is POST /coop/contact/{id}/reply {body}: answers the sender
// by mail from the signed-in user's mailbox (plain text).
func (s *Server) contactReply(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Body string `json:"body"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	s.contactChange(w, r, "coop.contact.flash.replied", func(id int64) (contact.Thread, error) {
		return s.Contact.Reply(r.Context(), s.actor(r), id, body.Body)
	})
}

// contactChange runs one change of the message {id}: JSON clients get 200
// {message}; the page comes back with a toast saying flashKey.
func (s *Server) contactChange(w http.ResponseWriter, r *http.Request, flashKey string, change func(id int64) (contact.Thread, error)) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, contact.ErrNotFound)
		return
	}
	t, err := change(id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{"message": t})
		return
	}
	s.flash(w, r, "success", flashKey, map[string]any{"email": t.Email})
	s.in.Redirect(w, r, "/coop/contact/"+strconv.FormatInt(id, 10))
}
