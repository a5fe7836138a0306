package controllers

import (
	"io"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/export"
	"partage/app/inertia"
	"partage/app/users"
)

// userFilter reads the list's state from the URL (spec §7 names: q, role, currentPlan, status, page, perPage).
func userFilter(r *http.Request) users.Filter {
	q := r.URL.Query()
	f := users.Filter{Q: q.Get("q"), Role: q.Get("role"), CurrentPlan: q.Get("currentPlan"), Status: q.Get("status"), SortBy: q.Get("sortBy")}
	f.SortDesc = sortDescOf(r)
	f.Page, f.PerPage = pageOf(r)
	return f
}

func userOptions() map[string]any {
	return map[string]any{"roles": users.Roles, "plans": users.Plans, "statuses": users.Statuses, "genders": users.Genders,
		"languages": users.Languages, "contactOptions": users.ContactOptions, "networks": users.Networks, "perPages": users.PerPages}
}

// userListPage is /apps/user/list: the filtered page, its total, the stat cards.
func (s *Server) userListPage(w http.ResponseWriter, r *http.Request) {
	f := userFilter(r)
	list, total, err := s.Users.ListUsers(r.Context(), f)
	if app.ErrorCode(err) == app.EINVALID {
		// A hand-edited URL: show the list as it starts rather than an error page.
		f = users.Filter{}
		list, total, err = s.Users.ListUsers(r.Context(), f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f.Normalize()
	counts, err := s.Users.Counts(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Apps/User/List", inertia.Props{
		"users": list, "total": total, "counts": counts, "options": userOptions(), "mailEnabled": s.Mail.SMTPConfigured(),
		"filter": map[string]any{"q": f.Q, "role": f.Role, "currentPlan": f.CurrentPlan, "status": f.Status,
			"page": f.Page, "perPage": f.PerPage, "sortBy": f.SortBy, "sortDesc": f.SortDesc},
	})
}

// usersData answers spec §7's GET /api/users/list/data: {users, total}.
// Answers are kept under the users' version (lists.go): the same for every admin.
func (s *Server) usersData(w http.ResponseWriter, r *http.Request) {
	s.keptJSON(w, r, db.UsersList, r.URL.RawQuery, func() (any, error) {
		list, total, err := s.Users.ListUsers(r.Context(), userFilter(r))
		return map[string]any{"users": list, "total": total}, err
	})
}

// allDataLimit caps GET /api/users/list/all-data: the newest users, with the
// full count in X-Total-Count; a client that needs them all pages /list/data.
const allDataLimit = 1000

// usersAllData answers spec §7's GET /api/users/list/all-data: the users, newest first.
func (s *Server) usersAllData(w http.ResponseWriter, r *http.Request) {
	out := []users.User{}
	err := s.Users.EachUser(r.Context(), users.Filter{}, func(u users.User) error {
		if len(out) == allDataLimit {
			return io.EOF
		}
		out = append(out, u)
		return nil
	})
	if err != nil && err != io.EOF {
		s.fail(w, r, err)
		return
	}
	counts, err := s.Users.Counts(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("X-Total-Count", strconv.Itoa(counts["all"]))
	writeJSON(w, http.StatusOK, out)
}

// userByID answers spec §7's GET /api/users/user?id: the user, or 404.
func (s *Server) userByID(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.URL.Query().Get("id"), 10, 64)
	if err != nil || id <= 0 {
		s.fail(w, r, app.InvalidField("id", "userId", nil))
		return
	}
	u, err := s.Users.FindUserByID(r.Context(), id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, u)
}

// userAdd answers spec §7's POST /apps/users/add-user {user, send}: 201
// {user, link}. The new user has no password: an invitation (seven days) is
// made at once, mailed when send is true and mail can leave, and given to the
// admin to hand over otherwise. The front end's panel goes back to the list,
// where the new user is first, with the link to copy.
func (s *Server) userAdd(w http.ResponseWriter, r *http.Request) {
	var body struct {
		User *users.Account `json:"user"`
		Send flexBool       `json:"send"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	if body.User == nil {
		s.fail(w, r, app.E(app.EINVALID, "sendUser", nil).WithField("fullName", "fullNameRequired", nil))
		return
	}
	// The new account keeps no language unless the call names one: the admin's
	// page language is not the invitee's, who gets their browser's until they
	// choose (a choice made on the sign-in page is adopted at the first sign-in).
	// The store refuses a language the product lacks.
	u, err := s.Users.CreateUser(r.Context(), auth.UserFrom(r.Context()).ID, *body.User)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.answerInvited(w, r, u, bool(body.Send), invitedKeys{"send invitation", "users.flash.added", "users.flash.addedInvited"})
}

// userDelete answers spec §7's DELETE /apps/users/delete?id: gone for good
// ({user}). Nobody deletes themself or the last admin. From the view page
// (&back=list) the front end goes on to the list.
func (s *Server) userDelete(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.URL.Query().Get("id"), 10, 64)
	if err != nil || id <= 0 {
		s.fail(w, r, app.InvalidField("id", "userId", nil))
		return
	}
	u, err := s.Users.DeleteUser(r.Context(), auth.UserFrom(r.Context()).ID, id)
	if err != nil {
		s.refuse(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{"user": u})
		return
	}
	s.flash(w, r, "success", "users.flash.deleted", map[string]any{"name": u.FullName})
	if r.URL.Query().Get("back") == "list" {
		s.in.Redirect(w, r, "/apps/user/list")
		return
	}
	s.in.Back(w, r)
}

// refuse answers a refused change: the front end stays where it was with a
// toast saying why; API clients get the error as usual.
func (s *Server) refuse(w http.ResponseWriter, r *http.Request, err error) {
	key := map[error]string{users.ErrSelf: "users.errors.self", users.ErrLastAdmin: "users.errors.lastAdmin", users.ErrNotFound: "users.errors.notFound"}[err]
	if wantsJSON(r) || key == "" {
		s.fail(w, r, err)
		return
	}
	s.flash(w, r, "error", key, nil)
	s.in.Back(w, r)
}

// userExport is GET /apps/users/export.csv: the filtered list, every page, as a CSV file for the
// reader's spreadsheet (app/export: `;` in French, cells kept from being read as formulas).
func (s *Server) userExport(w http.ResponseWriter, r *http.Request) {
	f := userFilter(r)
	f.Page, f.PerPage = 1, 10
	if err := f.Normalize(); err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="users.csv"`)
	w.Header().Set("Cache-Control", privateNoStore)
	out, err := export.NewCSV(w, s.languageOf(r).Code, "id", "fullName", "username", "email", "role", "currentPlan", "status", "company", "country", "contact", "createdAt")
	if err == nil {
		err = s.Users.EachUser(r.Context(), f, func(u users.User) error {
			return out.Write(out.Int(u.ID), u.FullName, u.Username, u.Email, u.Role, u.CurrentPlan, u.Status, u.Company, u.Country, u.Contact, u.CreatedAt.Format("2006-01-02"))
		})
	}
	if err == nil {
		err = out.Flush()
	}
	if err != nil && r.Context().Err() == nil {
		s.Log.Error("users export", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// userID reads {id} from the path; the user must exist.
func (s *Server) userID(w http.ResponseWriter, r *http.Request) (users.User, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, users.ErrNotFound)
		return users.User{}, false
	}
	u, err := s.Users.FindUserByID(r.Context(), id)
	if err != nil {
		s.fail(w, r, err)
		return users.User{}, false
	}
	return u, true
}
