package controllers

import (
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/coopconfig"
	"partage/app/files"
	"partage/app/inertia"
	"partage/app/membership"
	"partage/app/publicform"
	"partage/app/registry"
)

// "Rejoignez-nous": the public application (bulletin d'adhésion) at
// /rejoindre, the staff's queue at /coop/rejoignez-nous, and the admission
// that makes a candidate a member with an account of their own
// (coop_admit.go).
func (s *Server) joinRoutes(r *mux.Router) {
	s.page(r, "GET", "/rejoindre", public, s.joinPage)
	s.page(r, "POST", "/rejoindre", public, s.joinApply)
	s.page(r, "GET", "/coop/rejoignez-nous", can("read", auth.SubjectApplication), s.applicationsPage)
	s.page(r, "POST", "/coop/membres/{id:[0-9]+}/admit", can("manage", auth.SubjectMember), s.memberAdmit)
	s.page(r, "POST", "/coop/rejoignez-nous/{id:[0-9]+}/reject", can("manage", auth.SubjectMember), s.applicationReject)
}

// errJoinClosed refuses an application while the configuration closes /rejoindre.
var errJoinClosed = app.E(app.ECONFLICT, "joinClosed", nil)

// joinForm is the name of the public form the guard counts sendings of.
const joinForm = "join"

// documentFields are the upload fields of the form and the kind of document each brings.
var documentFields = []struct{ field, kind string }{{"idDocument", membership.DocumentID}, {"ribDocument", membership.DocumentRIB}}

// partsRange is the fewest and the most parts an application may wish: the
// members' category's limits per holder (no maximum there: the
// environment's COOP_PARTS_MAX).
func (s *Server) partsRange(set coopconfig.Settings) (int, int) {
	c := set.MembersCategory()
	lo, hi := max(int(c.MinPerHolder), 1), int(c.MaxPerHolder)
	if hi == 0 {
		hi = max(s.Config.Coop.PartsMax, lo)
	}
	return lo, hi
}

// joinPage is GET /rejoindre: the application form, with the cooperative's
// name and the parts one may wish; while applications are closed (the
// configuration's switch), the page says so instead (closed: true).
func (s *Server) joinPage(w http.ResponseWriter, r *http.Request) {
	set, err := s.Settings.Get(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	partsMin, partsMax := s.partsRange(set)
	s.render(w, r, "Public/Join", inertia.Props{
		"closed":       !set.JoinOpen,
		"coopName":     set.Identity.Name,
		"partsMin":     partsMin,
		"partsMax":     partsMax,
		"legalForms":   registry.LegalForms,
		"maxDocuments": registry.MaxApplicationDocuments,
		"maxFileMB":    registry.MaxDocument >> 20,
		"honeypot":     publicform.HoneypotField,
	})
}

// joinBody is the form as a browser (multipart, every value a string) or an
// API client (JSON) sends it.
type joinBody struct {
	registry.Input
	PartsWished     flexInt  `json:"partsWished"`
	ConsentStatutes flexBool `json:"consentStatutes"`
	ConsentData     flexBool `json:"consentData"`
	Website         string   `json:"website"` // the honeypot
}

// flexInt reads a number sent as a JSON number or, from a form, as a string;
// anything else is -1, which no range allows.
type flexInt int

// UnmarshalJSON implements json.Unmarshaler.
func (n *flexInt) UnmarshalJSON(data []byte) error {
	s := strings.Trim(strings.TrimSpace(string(data)), `"`)
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		v = -1
	}
	*n = flexInt(v)
	return nil
}

// upload is a file of the form waiting to be stored.
type upload struct {
	kind   string
	header *multipart.FileHeader
	mime   string
}

// joinApply is POST /rejoindre: an application. A filled honeypot is
// answered as a success and nothing is kept; a bad field is a 400 naming it
// (and counts for nothing); past publicform.Max sendings from one address an
// hour, 429 with Retry-After. The applicant gets a confirmation in their
// language. API clients get 201 {application}; the page comes back to its
// thank-you state. While applications are closed it is 409 joinClosed.
func (s *Server) joinApply(w http.ResponseWriter, r *http.Request) {
	set, err := s.Settings.Get(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !set.JoinOpen {
		s.fail(w, r, errJoinClosed)
		return
	}
	partsMin, partsMax := s.partsRange(set)
	var body joinBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	in := membership.ApplicationInput{Input: body.Input, PartsWished: int(body.PartsWished),
		ConsentStatutes: bool(body.ConsentStatutes), ConsentData: bool(body.ConsentData)}
	in.Language = s.languageOf(r).Code
	if strings.TrimSpace(body.Website) != "" {
		// A robot: it is told what a person would be, and nothing is kept.
		s.Log.Info("application refused: honeypot filled", "request_id", RequestIDFrom(r.Context()))
		s.joined(w, r, membership.Application{Name: in.DisplayName(), Email: strings.TrimSpace(in.Email), Status: membership.ApplicationPending,
			PartsWished: in.PartsWished, Language: in.Language, CreatedAt: time.Now().UTC(), Documents: []membership.Document{}})
		return
	}
	uploads, fields := documentUploads(r)
	checked := in
	checked.Documents = make([]membership.DocumentInput, len(uploads))
	if err := checked.Normalize(partsMin, partsMax, time.Now()); err != nil || len(fields) > 0 {
		if err != nil && app.ErrorFieldTexts(err) == nil {
			s.fail(w, r, err)
			return
		}
		for k, t := range app.ErrorFieldTexts(err) {
			fields[k] = t
		}
		s.fail(w, r, app.Invalid("checkFields", nil, fields))
		return
	}
	if err := s.Forms.Check(r.Context(), joinForm, s.clientAddress(r), ""); err != nil {
		s.limited(w, r, err)
		return
	}
	for _, u := range uploads {
		d, err := s.storeDocument(r, u)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		in.Documents = append(in.Documents, d)
	}
	a, err := s.Members.Apply(r.Context(), s.actor(r), in, partsMin, partsMax)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.sendJoinConfirmation(r, a)
	s.notifyApplication(r, a) // account_notify.go
	s.joined(w, r, a)
}

// joined answers an accepted application: 201 {application}, or the page in
// its thank-you state.
func (s *Server) joined(w http.ResponseWriter, r *http.Request, a membership.Application) {
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"application": a})
		return
	}
	if err := s.in.Flash(w, r, "joined", map[string]any{"name": a.Name, "email": a.Email}); err != nil {
		s.Log.Error("flash joined", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
	s.in.Redirect(w, r, "/rejoindre")
}

// limited answers a refusal of the guard: too many sendings is 429 with
// Retry-After (the page shows the wait above the form).
func (s *Server) limited(w http.ResponseWriter, r *http.Request, err error) {
	if app.ErrorCode(err) == app.ETOOMANY {
		minutes, _ := app.ErrorText(err).Params["minutes"].(int)
		w.Header().Set("Retry-After", strconv.Itoa(max(minutes, 1)*60))
		if !wantsJSON(r) {
			if s.in.WithErrors(w, r, pageErrors(err)) == nil {
				s.in.Back(w, r)
				return
			}
		}
	}
	s.fail(w, r, err)
}

// documentUploads are the files of a multipart application, checked for
// their size and type (sniffed, not believed), with the errors by field.
func documentUploads(r *http.Request) ([]upload, app.Fields) {
	fields := app.Fields{}
	var out []upload
	if r.MultipartForm == nil {
		return nil, fields
	}
	for _, f := range documentFields {
		hs := r.MultipartForm.File[f.field]
		if len(hs) == 0 {
			continue
		}
		h := hs[0]
		switch {
		case h.Size == 0:
			fields.Set(f.field, "fileEmpty", nil)
			continue
		case h.Size > registry.MaxDocument:
			fields.Set(f.field, "fileTooLarge", app.Params{"max": registry.MaxDocument >> 20})
			continue
		}
		head := make([]byte, files.HeadSize)
		file, err := h.Open()
		if err != nil {
			fields.Set(f.field, "fileUnreadable", nil)
			continue
		}
		n, _ := io.ReadFull(file, head)
		file.Close()
		mime := files.Sniff(head[:n])
		if !registry.IsDocumentType(mime) {
			fields.Set(f.field, "documentType", nil)
			continue
		}
		out = append(out, upload{kind: f.kind, header: h, mime: mime})
	}
	return out, fields
}

// storeDocument puts an upload in the file store.
func (s *Server) storeDocument(r *http.Request, u upload) (membership.DocumentInput, error) {
	f, err := u.header.Open()
	if err != nil {
		return membership.DocumentInput{}, app.InvalidField(u.kind+"Document", "fileUnreadable", nil)
	}
	defer f.Close()
	info, err := s.Files.Put(r.Context(), f, registry.MaxDocument)
	if errors.Is(err, files.ErrTooLarge) {
		return membership.DocumentInput{}, app.InvalidField(u.kind+"Document", "fileTooLarge", app.Params{"max": registry.MaxDocument >> 20})
	} else if err != nil {
		return membership.DocumentInput{}, err
	}
	name := strings.TrimSpace(filepath.Base(strings.ReplaceAll(u.header.Filename, `\`, "/")))
	if name == "" || name == "." || name == "/" {
		name = u.kind
	}
	if len([]rune(name)) > 200 {
		name = string([]rune(name)[:200])
	}
	return membership.DocumentInput{Kind: u.kind, Name: name, ContentType: u.mime, Size: info.Size, Sum: info.SHA256}, nil
}

// applicationsPage is GET /coop/rejoignez-nous: the queue of applications
// (pending by default), searched and paged in the URL, with the count of each status.
func (s *Server) applicationsPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := membership.ApplicationFilter{Status: q.Get("status"), Q: q.Get("q")}
	f.Page, _ = strconv.Atoi(q.Get("page"))
	f.PerPage, _ = strconv.Atoi(q.Get("perPage"))
	if err := f.Normalize(); err != nil {
		s.fail(w, r, err)
		return
	}
	list, total, err := s.Members.ListApplications(r.Context(), f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	counts, err := s.Members.ApplicationCounts(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Coop/Applications", inertia.Props{
		"applications": list,
		"total":        total,
		"counts":       counts,
		"filter":       map[string]any{"status": f.Status, "q": f.Q, "page": f.Page, "perPage": f.PerPage},
		"statuses":     membership.ApplicationStatuses,
		"perPages":     membership.ApplicationPerPages,
		"today":        time.Now().UTC().Format(time.DateOnly),
	})
}
