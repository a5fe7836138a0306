package controllers

import (
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/mail"
)

// emailFilter reads the list filter of a request (spec §7: q, folder, label; and page, perPage).
func emailFilter(r *http.Request, owner int64) mail.Filter {
	q := r.URL.Query()
	f := mail.Filter{OwnerID: owner, Folder: q.Get("folder"), Label: q.Get("label"), Q: q.Get("q")}
	f.Page, _ = strconv.Atoi(q.Get("page"))
	f.PerPage, _ = strconv.Atoi(q.Get("perPage"))
	if v := mux.Vars(r)["folder"]; v != "" {
		f.Folder = v
	}
	if v := mux.Vars(r)["label"]; v != "" {
		f.Label = v
	}
	return f
}

// emailPage is /apps/email, /apps/email/{folder} and /apps/email/label/{label},
// and with /{id} after the folder or label, the same list with that mail open
// (a mail that is not the visitor's is 404).
func (s *Server) emailPage(w http.ResponseWriter, r *http.Request) {
	u := auth.UserFrom(r.Context())
	f := emailFilter(r, u.ID)
	if err := f.Normalize(); err != nil {
		s.fail(w, r, app.E(app.ENOTFOUND, "folderNotFound", nil))
		return
	}
	var openID any // null: no mail open
	if v := mux.Vars(r)["id"]; v != "" {
		id, err := strconv.ParseInt(v, 10, 64)
		if err != nil || id <= 0 {
			s.fail(w, r, mail.ErrNotFound)
			return
		}
		if _, err := s.Mail.Store().FindEmailByID(r.Context(), u.ID, id); err != nil {
			s.fail(w, r, err)
			return
		}
		openID = id
	}
	emails, more, meta, err := s.Mail.Store().ListWithCounts(r.Context(), f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	folder := f.Folder
	if mux.Vars(r)["label"] != "" && r.URL.Query().Get("folder") == "" {
		folder = ""
	}
	s.render(w, r, "Apps/Email/Index", inertia.Props{
		"emails": emails, "emailsMeta": meta, "hasMore": more, "smtp": s.Mail.SMTPConfigured(), "openId": openID,
		"filter": map[string]any{"folder": folder, "label": f.Label, "q": f.Q, "page": f.Page, "perPage": f.PerPage},
	})
}

// emailList answers spec §7's GET /apps/email/emails: {emails, emailsMeta}, newest first, a page at a time.
func (s *Server) emailList(w http.ResponseWriter, r *http.Request) {
	u := auth.UserFrom(r.Context())
	f := emailFilter(r, u.ID)
	emails, more, meta, err := s.Mail.Store().ListWithCounts(r.Context(), f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"emails": emails, "emailsMeta": meta, "hasMore": more})
}

// emailUpdate answers POST /apps/email/update-emails {emailIds, dataToUpdate}: only
// isRead, isStarred and folder may change; anything else is refused whole.
func (s *Server) emailUpdate(w http.ResponseWriter, r *http.Request) {
	var in struct {
		EmailIDs     []int64        `json:"emailIds"`
		DataToUpdate map[string]any `json:"dataToUpdate"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	var p mail.UpdateInput
	for k, v := range in.DataToUpdate {
		ok := true
		switch k {
		case "isRead":
			b, isBool := v.(bool)
			p.IsRead, ok = &b, isBool
		case "isStarred":
			b, isBool := v.(bool)
			p.IsStarred, ok = &b, isBool
		case "folder":
			f, isString := v.(string)
			p.Folder, ok = &f, isString
		default:
			ok = false
		}
		if !ok {
			s.fail(w, r, app.E(app.EINVALID, "fieldNotChangeable", nil).WithField("dataToUpdate."+k, "onlyReadStarredFolder", nil))
			return
		}
	}
	if err := s.Mail.Store().UpdateEmails(r.Context(), auth.UserFrom(r.Context()).ID, in.EmailIDs, p); err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{})
}

// emailRestore answers POST /apps/email/restore-emails {emailIds}: each mail in
// the trash goes back to the folder it was moved from (Undo after deleting, and Restore).
func (s *Server) emailRestore(w http.ResponseWriter, r *http.Request) {
	var in struct {
		EmailIDs []int64 `json:"emailIds"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.Mail.Store().RestoreEmails(r.Context(), auth.UserFrom(r.Context()).ID, in.EmailIDs); err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{})
}

// emailLabel answers POST /apps/email/update-emails-label {emailIds, label}: toggles it on each mail.
func (s *Server) emailLabel(w http.ResponseWriter, r *http.Request) {
	var in struct {
		EmailIDs []int64 `json:"emailIds"`
		Label    string  `json:"label"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.Mail.Store().ToggleLabel(r.Context(), auth.UserFrom(r.Context()).ID, in.EmailIDs, in.Label); err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{})
}

// openEmail marks a mail read and returns it with its thread and its neighbours
// in the list. A visit started by another site (a link elsewhere, carrying the
// session cookie) shows the mail and marks nothing: a GET it can trigger changes nothing.
func (s *Server) openEmail(w http.ResponseWriter, r *http.Request, id int64) {
	u := auth.UserFrom(r.Context())
	store := s.Mail.Store()
	if !crossSiteVisit(r) {
		read := true
		if err := store.UpdateEmails(r.Context(), u.ID, []int64{id}, mail.UpdateInput{IsRead: &read}); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	m, err := store.FindEmailByID(r.Context(), u.ID, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f := emailFilter(r, u.ID)
	if f.Folder == "" && f.Label == "" {
		f.Folder = m.Folder // the list it was opened from, by default its own folder
	}
	prev, err := store.Neighbour(r.Context(), f, id, true)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	next, err := store.Neighbour(r.Context(), f, id, false)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	hasPrev, hasNext := prev != 0, next != 0
	m.HasPreviousMail, m.HasNextMail = &hasPrev, &hasNext
	writeJSON(w, http.StatusOK, m)
}

// emailGet answers GET /apps/email/get-email?id: the mail, or 404.
func (s *Server) emailGet(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.URL.Query().Get("id"), 10, 64)
	if err != nil || id <= 0 {
		s.fail(w, r, mail.ErrNotFound)
		return
	}
	s.openEmail(w, r, id)
}

// emailPaginate answers GET /apps/email/paginate-email?dir=previous|next&emailId: the neighbour, or 404.
func (s *Server) emailPaginate(w http.ResponseWriter, r *http.Request) {
	u := auth.UserFrom(r.Context())
	q := r.URL.Query()
	id, err := strconv.ParseInt(q.Get("emailId"), 10, 64)
	dir := q.Get("dir")
	if err != nil || id <= 0 || (dir != "previous" && dir != "next") {
		s.fail(w, r, app.InvalidField("dir", "giveDir", nil))
		return
	}
	m, err := s.Mail.Store().FindEmailByID(r.Context(), u.ID, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f := emailFilter(r, u.ID)
	if f.Folder == "" && f.Label == "" {
		f.Folder = m.Folder
	}
	n, err := s.Mail.Store().Neighbour(r.Context(), f, id, dir == "previous")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if n == 0 {
		s.fail(w, r, mail.ErrNotFound)
		return
	}
	s.openEmail(w, r, n)
}

func person(u *auth.User) mail.Person { return mail.Person{ID: u.ID, Name: u.FullName, Email: u.Email} }

// emailSend sends a message: 201 {email, notDelivered}.
func (s *Server) emailSend(w http.ResponseWriter, r *http.Request) {
	var c mail.Input
	if err := decode(r, &c); err != nil {
		s.fail(w, r, err)
		return
	}
	m, notDelivered, err := s.Mail.Send(r.Context(), person(auth.UserFrom(r.Context())), c)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"email": m, "notDelivered": notDelivered})
}

// emailDraft keeps a message as a draft: {email}.
func (s *Server) emailDraft(w http.ResponseWriter, r *http.Request) {
	var c mail.Input
	if err := decode(r, &c); err != nil {
		s.fail(w, r, err)
		return
	}
	m, err := s.Mail.Store().SaveDraft(r.Context(), person(auth.UserFrom(r.Context())), c)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"email": m})
}

// emailUpload stores an attachment from the multipart field "file": 201 {attachment}.
// The file is streamed from the request to the file store as it arrives, never
// held whole in memory; limitBody's cap for this route (uploadLimits) still
// bounds what is read.
func (s *Server) emailUpload(w http.ResponseWriter, r *http.Request) {
	tooLarge := app.E(app.ETOOLARGE, "fileTooLarge", app.Params{"max": mail.MaxAttachment >> 20}).WithField("file", "fileTooLarge", app.Params{"max": mail.MaxAttachment >> 20})
	part, err := filePart(r, "file")
	if err != nil {
		if isBodyTooLarge(err) {
			s.fail(w, r, tooLarge)
			return
		}
		s.fail(w, r, app.E(app.EINVALID, "sendFileField", nil).WithField("file", "chooseFile", nil))
		return
	}
	defer part.Close()
	body := &readRecorder{r: part}
	a, err := s.Mail.Store().Upload(r.Context(), s.Mail.Files(), auth.UserFrom(r.Context()).ID, part.FileName(), body)
	if err != nil {
		if isBodyTooLarge(body.err) {
			s.fail(w, r, tooLarge)
			return
		}
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"attachment": a})
}

// filePart returns the first file of r's multipart body sent in field, as
// r.FormFile would find it, but positioned to be read from the request itself.
func filePart(r *http.Request, field string) (*multipart.Part, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, err
	}
	for {
		p, err := mr.NextPart()
		if err != nil {
			return nil, err
		}
		if p.FormName() == field && p.FileName() != "" {
			return p, nil
		}
		p.Close()
	}
}

// readRecorder keeps the first error of its reader other than io.EOF, so that
// a body past the cap can be told from a broken file after the store wrapped it.
type readRecorder struct {
	r   io.Reader
	err error
}

func (rr *readRecorder) Read(p []byte) (int, error) {
	n, err := rr.r.Read(p)
	if err != nil && err != io.EOF && rr.err == nil {
		rr.err = err
	}
	return n, err
}

// emailDownload serves an attachment to the mail's participants only, always as a download.
func (s *Server) emailDownload(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	if err != nil {
		s.fail(w, r, mail.ErrNotFound)
		return
	}
	f, err := s.Mail.Store().OpenAttachment(r.Context(), s.Mail.Files(), auth.UserFrom(r.Context()).ID, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	defer f.Body.Close()
	ct := f.Mime
	if strings.Contains(ct, "html") || strings.Contains(ct, "svg") || strings.Contains(ct, "xml") || strings.HasPrefix(ct, "text/") {
		ct = "application/octet-stream" // never rendered by the browser on our origin
	}
	w.Header().Set("Content-Type", ct)
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": f.Name}))
	w.Header().Set("Cache-Control", privateNoStore)
	// ServeContent sets Content-Length and answers Range requests by seeking
	// in the file store, wherever the contents live.
	http.ServeContent(w, r, f.Name, time.Time{}, f.Body)
}

// emailRecipients suggests the platform's users for To, Cc and Bcc.
func (s *Server) emailRecipients(w http.ResponseWriter, r *http.Request) {
	people, err := s.Search.People(r.Context(), r.URL.Query().Get("q"), 8)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	out := make([]map[string]string, 0, len(people))
	for _, p := range people {
		out = append(out, map[string]string{"name": p.Title, "email": p.Email, "avatar": p.Img})
	}
	writeJSON(w, http.StatusOK, map[string]any{"recipients": out})
}
