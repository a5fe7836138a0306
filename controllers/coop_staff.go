package controllers

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/users"
)

// staffRoutes are /coop/admins: the cooperative's staff. Staff read the list;
// only who manages the staff (admins) invites, changes a role, suspends,
// reactivates or signs someone out everywhere. Every change is audited.
func (s *Server) staffRoutes(r *mux.Router) {
	see, change := can("read", auth.SubjectStaff), can("manage", auth.SubjectStaff)
	s.page(r, "GET", "/coop/admins", see, s.staffPage)
	s.page(r, "POST", "/coop/admins", change, s.staffInvite)
	s.page(r, "POST", "/coop/admins/{id:[0-9]+}/role", change, s.staffRole)
	s.page(r, "POST", "/coop/admins/{id:[0-9]+}/status", change, s.staffStatus)
	s.page(r, "POST", "/coop/admins/{id:[0-9]+}/sign-out", change, s.staffSignOut)
	s.page(r, "POST", "/coop/admins/{id:[0-9]+}/two-step/off", change, s.staffTwoStepOff)
}

// staffFilter reads the list's state from the URL (q, role, status, sortBy, sortDesc, page, perPage).
func staffFilter(r *http.Request) users.StaffFilter {
	q := r.URL.Query()
	f := users.StaffFilter{Q: q.Get("q"), Role: q.Get("role"), Status: q.Get("status"), SortBy: q.Get("sortBy")}
	f.SortDesc = sortDescOf(r)
	f.Page, f.PerPage = pageOf(r)
	return f
}

// staffPage is GET /coop/admins: the page (Coop/Admins), or for API clients
// {staff, total, counts, filter, options}. A page visit with a hand-edited
// URL shows the list as it starts; an API client gets the error.
func (s *Server) staffPage(w http.ResponseWriter, r *http.Request) {
	f := staffFilter(r)
	list, total, err := s.Users.ListStaff(r.Context(), f)
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		f = users.StaffFilter{}
		list, total, err = s.Users.ListStaff(r.Context(), f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f.Normalize()
	counts, err := s.Users.StaffCounts(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Coop/Admins", inertia.Props{
		"staff": list, "total": total, "counts": counts, "mailEnabled": s.Mail.SMTPConfigured(),
		"options": map[string]any{"roles": auth.StaffRoles, "statuses": []string{"active", "inactive"}, "perPages": users.PerPages, "sorts": users.StaffSorts},
		"filter": map[string]any{"q": f.Q, "role": f.Role, "status": f.Status, "page": f.Page, "perPage": f.PerPage,
			"sortBy": f.SortBy, "sortDesc": f.SortDesc},
	})
}

// staffInvite is POST /coop/admins {email, fullName, role, send}: 201 {user,
// link}. The new staff member has no password: an invitation (seven days)
// is made at once, mailed when send is set and mail can leave, and otherwise
// shown to the admin to hand over, as the users app does.
func (s *Server) staffInvite(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email    string   `json:"email"`
		FullName string   `json:"fullName"`
		Role     string   `json:"role"`
		Send     flexBool `json:"send"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	in.Email, in.Role = strings.TrimSpace(in.Email), strings.TrimSpace(in.Role)
	if !auth.IsStaff(in.Role) {
		s.fail(w, r, users.ErrStaffRole)
		return
	}
	a := users.Account{FullName: in.FullName, Email: in.Email, Role: in.Role, Username: staffUsername(in.Email)}
	u, err := s.Users.InviteStaff(r.Context(), s.actor(r), a)
	if usernameTaken(err) { // the e-mail's name is someone's username already: make it unique
		a.Username = uniqueSuffix(a.Username)
		u, err = s.Users.InviteStaff(r.Context(), s.actor(r), a)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.answerInvited(w, r, u, bool(in.Send), invitedKeys{"send staff invitation", "coop.staff.flash.invited", "coop.staff.flash.invitedSent"})
}

var usernameUnfit = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// staffUsername makes a username from an e-mail address's local part.
func staffUsername(email string) string {
	name, _, _ := strings.Cut(email, "@")
	name = strings.Trim(usernameUnfit.ReplaceAllString(name, "."), ".")
	if len(name) > 24 {
		name = name[:24]
	}
	for len(name) < 3 {
		name += "x"
	}
	return name
}

func uniqueSuffix(name string) string {
	b := make([]byte, 3)
	rand.Read(b)
	return name + "-" + hex.EncodeToString(b)
}

// usernameTaken reports whether err refuses the username only as already used.
func usernameTaken(err error) bool {
	e, ok := err.(*app.Error)
	if !ok || len(e.Fields) != 1 {
		return false
	}
	_, taken := e.Fields["username"]
	return taken
}

// staffID reads {id}; the user must be on the staff.
func (s *Server) staffID(w http.ResponseWriter, r *http.Request) (users.User, bool) {
	id, _ := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	u, err := s.Users.FindStaff(r.Context(), id)
	if err != nil {
		s.fail(w, r, err)
		return users.User{}, false
	}
	return u, true
}

// staffRole is POST /coop/admins/{id}/role {role}: {user}. The last active
// admin keeps the role (409, field role).
func (s *Server) staffRole(w http.ResponseWriter, r *http.Request) {
	u, ok := s.staffID(w, r)
	if !ok {
		return
	}
	var in struct {
		Role string `json:"role"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	updated, err := s.Users.SetStaffRole(r.Context(), s.actor(r), u.ID, strings.TrimSpace(in.Role))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "user", updated, "coop.staff.flash.role", map[string]any{"name": updated.FullName})
}

// staffStatus is POST /coop/admins/{id}/status {status: active|inactive}:
// {user}. Suspending ends the person's sessions and tokens at once, and their
// open tabs go to the sign-in page. Nobody suspends themself or the last
// active admin (409, field status).
func (s *Server) staffStatus(w http.ResponseWriter, r *http.Request) {
	u, ok := s.staffID(w, r)
	if !ok {
		return
	}
	var in struct {
		Status string `json:"status"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	updated, err := s.Users.SetStaffStatus(r.Context(), s.actor(r), u.ID, strings.TrimSpace(in.Status))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.answerStatus(w, r, updated, "coop.staff.flash.reactivated", "coop.staff.flash.suspended")
}

// staffSignOut is POST /coop/admins/{id}/sign-out: ends every browser session
// and API token of the staff member (audited); they may sign in again. One's
// own sessions are ended from one's account, not here.
func (s *Server) staffSignOut(w http.ResponseWriter, r *http.Request) {
	u, ok := s.staffID(w, r)
	if !ok {
		return
	}
	if u.ID == auth.UserFrom(r.Context()).ID {
		s.fail(w, r, app.E(app.EFORBIDDEN, "cannotSignOutSelf", nil))
		return
	}
	s.endSessionsFor(r, u.ID, signedOutByAdmin)
	if err := s.Users.RecordStaffSignOut(r.Context(), s.actor(r), u.ID); err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "user", u, "coop.staff.flash.signedOut", map[string]any{"name": u.FullName})
}

// staffTwoStepOff is POST /coop/admins/{id}/two-step/off: turns off the
// two-step sign-in of a staff member who lost their authenticator and their
// recovery codes (audited; their password alone signs them in until they turn
// it on again). 409 when it is off; one's own is turned off from one's account.
func (s *Server) staffTwoStepOff(w http.ResponseWriter, r *http.Request) {
	u, ok := s.staffID(w, r)
	if !ok {
		return
	}
	if u.ID == auth.UserFrom(r.Context()).ID {
		s.fail(w, r, app.E(app.EFORBIDDEN, "twoStepOwnFromAccount", nil))
		return
	}
	on, err := s.Auth.ResetTwoStep(r.Context(), u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !on {
		s.fail(w, r, app.E(app.ECONFLICT, "twoStepNotEnabled", nil))
		return
	}
	if err := s.Users.RecordStaffTwoStepOff(r.Context(), s.actor(r), u.ID); err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "user", u, "coop.staff.flash.twoStepOff", map[string]any{"name": u.FullName})
}
