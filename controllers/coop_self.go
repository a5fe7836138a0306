package controllers

import (
	"errors"
	"maps"
	"net/http"
	"strconv"
	"time"

	"github.com/gorilla/mux"

	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/membership"
	"partage/app/registry"
)

// selfRoutes are a member's own page and the change requests it makes, the
// staff's decision on those requests, and the audit log (coop_audit.go).
// Every read of the profile goes through the signed-in user's own tiers
// (FindTiersByUser): no route here takes a tiers id from a member, so there
// is nobody else's record to ask for.
func (s *Server) selfRoutes(r *mux.Router) {
	s.page(r, "GET", "/coop/profil", can("read", auth.SubjectSelf), s.profilePage)
	s.page(r, "POST", "/coop/profil/changes", can("update", auth.SubjectSelf), s.profileChange)
	// The member's own account (coop_money_self.go): withdrawals and statements.
	s.page(r, "POST", "/coop/profil/withdrawals", can("update", auth.SubjectSelf), s.withdrawalRequest)
	s.page(r, "POST", "/coop/profil/withdrawals/{id:[0-9]+}/cancel", can("update", auth.SubjectSelf), s.withdrawalCancel)
	s.api(r, "GET", "/coop/profil/statement", can("read", auth.SubjectSelf), s.selfStatement)
	s.page(r, "GET", "/coop/profil/statement.pdf", can("read", auth.SubjectSelf), s.selfStatementPDF)
	s.page(r, "GET", "/coop/profil/statement.csv", can("read", auth.SubjectSelf), s.selfStatementCSV)
	decide := can("manage", auth.SubjectTiers)
	s.api(r, "GET", "/coop/changes", can("read", auth.SubjectTiers), s.changeList)
	s.page(r, "POST", "/coop/changes/{id:[0-9]+}/approve", decide, s.changeApprove)
	s.page(r, "POST", "/coop/changes/{id:[0-9]+}/reject", decide, s.changeReject)
	s.auditRoutes(r)
}

// accountSettings is where a user edits their own account (name, password,
// language): the link a staff member without a record of their own gets.
const accountSettings = "/pages/account-settings"

// profileRecent is how many of their own change requests a member sees.
const profileRecent = 5

// selfMembership is what a member sees of their membership: its state and
// dates, not staff's decision records.
type selfMembership struct {
	Status          string `json:"status"`
	Number          int64  `json:"number"`
	AppliedAt       string `json:"appliedAt"`
	AdmittedOn      string `json:"admittedOn"`
	ExitKind        string `json:"exitKind"`
	ExitDate        string `json:"exitDate"`
	ExitCompletedOn string `json:"exitCompletedOn"`
}

// selfMessage is one of the member's own contact messages.
type selfMessage struct {
	ID        int64     `json:"id"`
	Subject   string    `json:"subject"`
	Body      string    `json:"body"`
	Status    string    `json:"status"`
	Replies   int       `json:"replies"`
	CreatedAt time.Time `json:"createdAt"`
}

// ownTiers is the signed-in user's own record, or ErrNotFound.
func (s *Server) ownTiers(r *http.Request) (registry.Tiers, error) {
	u := auth.UserFrom(r.Context())
	if u == nil {
		return registry.Tiers{}, registry.ErrNotFound
	}
	return s.Registry.FindTiersByUser(r.Context(), u.ID)
}

// profilePage is /coop/profil: the signed-in person's own record (their
// details, IBAN, address), membership, documents, contact messages and
// change requests, their account (balance, latest lines, movements) and
// their parts. Staff's notes stay with staff. A user without a record
// (staff, usually) gets the page with tiers null and the link to their
// account settings.
func (s *Server) profilePage(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	t, err := s.ownTiers(r)
	if errors.Is(err, registry.ErrNotFound) {
		s.render(w, r, "Coop/Profile", inertia.Props{"tiers": nil, "accountUrl": accountSettings})
		return
	} else if err != nil {
		s.fail(w, r, err)
		return
	}
	t.Notes = "" // staff's, not the member's
	var member *selfMembership
	if m, err := s.Members.FindMembership(ctx, t.ID); err == nil {
		member = &selfMembership{Status: m.Status, Number: m.Number, AppliedAt: m.AppliedAt.UTC().Format(time.DateOnly), AdmittedOn: m.AdmittedOn,
			ExitKind: m.ExitKind, ExitDate: m.ExitDate, ExitCompletedOn: m.ExitCompletedOn}
	} else if !errors.Is(err, membership.ErrNotFound) {
		s.fail(w, r, err)
		return
	}
	docs, err := s.Registry.ListDocuments(ctx, t.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	msgs, err := s.Contact.ListForTiers(ctx, t.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	messages := make([]selfMessage, 0, len(msgs))
	for _, m := range msgs {
		messages = append(messages, selfMessage{ID: m.ID, Subject: m.Subject, Body: m.Body, Status: m.Status, Replies: m.Replies, CreatedAt: m.CreatedAt})
	}
	recent, err := s.Registry.RecentChanges(ctx, t.ID, profileRecent)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var pending *registry.ChangeRequest
	for i := range recent {
		if recent[i].Status == registry.ChangePending {
			pending = &recent[i]
			break
		}
	}
	account, err := s.selfMoneyProps(r, t.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	props := inertia.Props{
		"tiers": t, "iban": registry.FormatIBAN(t.IBAN), "membership": member, "documents": docs, "messages": messages,
		"pendingChange": pending, "changes": recent, "changeFields": registry.ChangeFields, "accountUrl": accountSettings,
	}
	maps.Copy(props, account)
	s.render(w, r, "Coop/Profile", props)
}

// profileChange is POST /coop/profil/changes {iban?, address?, postalCode?,
// city?, country?}: 201 {changeRequest}. The fields given are checked as the
// register checks them and wait for staff; a pending request is replaced.
// Only a user with a record of their own can ask (404 otherwise).
func (s *Server) profileChange(w http.ResponseWriter, r *http.Request) {
	t, err := s.ownTiers(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var in registry.ChangeInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	c, err := s.Registry.RequestChange(r.Context(), s.actor(r), t.ID, in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.notifyChangePending(r, c) // account_notify.go
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"changeRequest": c})
		return
	}
	s.flash(w, r, "success", "coop.profile.flash.requested", nil)
	s.in.Back(w, r)
}

// changeList is GET /coop/changes?status=&page=&perPage=: {changeRequests,
// total}, the members' requests for staff (pending: oldest first).
func (s *Server) changeList(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := registry.ChangeFilter{Status: q.Get("status")}
	f.Page, _ = strconv.Atoi(q.Get("page"))
	f.PerPage, _ = strconv.Atoi(q.Get("perPage"))
	list, total, err := s.Registry.ListChangeRequests(r.Context(), f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"changeRequests": list, "total": total})
}

// changeID reads {id} from the path.
func changeID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		return 0, registry.ErrChangeNotFound
	}
	return id, nil
}

// changeApprove is POST /coop/changes/{id}/approve: {changeRequest}. The
// requested values are saved on the record and the audit log has both the
// record's update (naming the request) and the decision. 409 when the
// request was decided already, 400 with field errors when a value no longer
// passes the register's checks.
func (s *Server) changeApprove(w http.ResponseWriter, r *http.Request) {
	id, err := changeID(r)
	if err == nil {
		var c registry.ChangeRequest
		if c, err = s.Registry.Approve(r.Context(), s.actor(r), id); err == nil {
			s.saved(w, r, "changeRequest", c, "coop.changes.approved", nil)
			return
		}
	}
	s.fail(w, r, err)
}

// changeReject is POST /coop/changes/{id}/reject {reason?}: {changeRequest};
// the record is unchanged and the member sees the reason.
func (s *Server) changeReject(w http.ResponseWriter, r *http.Request) {
	id, err := changeID(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var in struct {
		Reason string `json:"reason"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	c, err := s.Registry.Reject(r.Context(), s.actor(r), id, in.Reason)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "changeRequest", c, "coop.changes.rejected", nil)
}
