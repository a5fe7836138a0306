package membership

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"partage/app"
	"partage/app/audit"
	"partage/app/db"
	"partage/app/registry"
)

// Statuses of an application from /rejoindre.
const (
	ApplicationPending  = "pending"
	ApplicationAdmitted = "admitted"
	ApplicationRejected = "rejected"
)

// ApplicationStatuses are the statuses the queue filters on.
var ApplicationStatuses = []string{ApplicationPending, ApplicationAdmitted, ApplicationRejected}

// Kinds of the documents an application may bring.
const (
	DocumentID  = "id"
	DocumentRIB = "rib"
)

// engagedStatuses are the membership statuses that make a second application
// with the same e-mail a duplicate: the person is already on their way in, or in.
var engagedStatuses = []string{StatusCandidat, StatusExamen, StatusAdmis, StatusActif, StatusSortant}

// ApplicationInput is the bulletin d'adhésion: who applies (a person or an
// entity, as the register takes it), how many parts they wish, and their two
// consents. The IBAN is required here, unlike in the register.
type ApplicationInput struct {
	registry.Input
	PartsWished     int  `json:"partsWished"`
	ConsentStatutes bool `json:"consentStatutes"`
	ConsentData     bool `json:"consentData"`
	// Documents are the files already put in the file store (the HTTP layer
	// checks their type and size before it stores them).
	Documents []DocumentInput `json:"-"`
}

// DocumentInput is a stored file an application brings.
type DocumentInput struct {
	Kind        string // DocumentID or DocumentRIB
	Name        string
	ContentType string
	Size        int64
	Sum         string
}

// Document is a document of a tiers as the queue lists it.
type Document struct {
	ID          int64     `json:"id"`
	Kind        string    `json:"kind"`
	Name        string    `json:"name"`
	ContentType string    `json:"contentType"`
	Size        int64     `json:"size"`
	CreatedAt   time.Time `json:"createdAt"`
}

// Application is one application of the queue with its candidate.
type Application struct {
	ID             int64      `json:"id"`
	TiersID        int64      `json:"tiersId"`
	Kind           string     `json:"kind"`
	Name           string     `json:"name"`
	Email          string     `json:"email"`
	Phone          string     `json:"phone"`
	City           string     `json:"city"`
	Status         string     `json:"status"`
	MemberStatus   string     `json:"memberStatus"`
	PartsWished    int        `json:"partsWished"`
	Language       string     `json:"language"`
	CreatedAt      time.Time  `json:"createdAt"`
	DecidedAt      *time.Time `json:"decidedAt"`
	RejectedReason string     `json:"rejectedReason"`
	Documents      []Document `json:"documents"`
}

// Normalize checks in as the public form takes it, with parts between min
// and max; every wrong field is named in the error.
func (in *ApplicationInput) Normalize(min, max int, today time.Time) error {
	// The candidate is not a client nor a shareholder by applying.
	in.IsClient, in.IsShareholder, in.HolderCategory, in.Notes = false, false, "", ""
	f := app.Fields{}
	if err := in.Input.Normalize(today); err != nil {
		f = app.ErrorFieldTexts(err)
		if f == nil {
			return err
		}
	}
	if in.IBAN == "" {
		f.Set("iban", "ibanRequired", nil)
	}
	if in.PartsWished < min || in.PartsWished > max {
		f.Set("partsWished", "partsRange", app.Params{"min": min, "max": max})
	}
	if !in.ConsentStatutes {
		f.Set("consentStatutes", "consentStatutesRequired", nil)
	}
	if !in.ConsentData {
		f.Set("consentData", "consentDataRequired", nil)
	}
	if len(in.Documents) > registry.MaxApplicationDocuments {
		f.Set("documents", "tooManyDocuments", app.Params{"max": registry.MaxApplicationDocuments})
	}
	if len(f) > 0 {
		return app.Invalid("checkFields", nil, f)
	}
	return nil
}

// ErrDuplicateApplication refuses a second application for an e-mail that
// has one pending, or whose person is already a candidate or a member.
var ErrDuplicateApplication = app.E(app.ECONFLICT, "applicationDuplicate", nil).WithField("email", "applicationDuplicate", nil)

// Apply records an application from /rejoindre in one transaction: the
// candidate's tiers (in the language the page was read in), a membership in
// candidat, the application with its consents and address, the documents,
// and their audit entries.
func (s *Store) Apply(ctx context.Context, a audit.Actor, in ApplicationInput, min, max int) (Application, error) {
	now := s.now().UTC()
	if err := in.Normalize(min, max, now); err != nil {
		return Application{}, err
	}
	var id int64
	err := s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := refuseDuplicate(ctx, tx, in.Email); err != nil {
			return err
		}
		t, err := registry.CreateTiersTx(ctx, tx, a, in.Input, now)
		if err != nil {
			return err
		}
		if _, err := CreateTx(ctx, tx, a, t.ID, in.PartsWished, now); err != nil {
			return err
		}
		err = tx.QueryRowContext(ctx, `INSERT INTO applications (tiers_id, email, status, parts_wished, consent_statutes, consent_data, language, ip, created_at)
			VALUES ($1, $2, 'pending', $3, $4, $4, $5, $6, $4) RETURNING id`, t.ID, in.Email, in.PartsWished, now, in.Language, a.IP).Scan(&id)
		if isUniqueViolation(err) {
			return ErrDuplicateApplication // another sending of the same address won the race
		} else if err != nil {
			return fmt.Errorf("membership: apply: %w", err)
		}
		if err := audit.Write(ctx, tx, a, audit.RecordApplication, id, "created", audit.Diff(nil, map[string]any{
			"tiersId": t.ID, "email": in.Email, "status": ApplicationPending, "partsWished": in.PartsWished,
			"consentStatutes": now, "consentData": now, "language": in.Language})); err != nil {
			return err
		}
		for _, d := range in.Documents {
			if err := addDocument(ctx, tx, a, t.ID, d, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Application{}, err
	}
	return s.FindApplicationByID(ctx, id)
}

// refuseDuplicate is ErrDuplicateApplication when email has a pending
// application or belongs to a tiers already engaged in a membership.
func refuseDuplicate(ctx context.Context, q db.Execer, email string) error {
	var n int
	err := q.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM applications WHERE lower(email) = lower($1) AND status = 'pending')
		+ (SELECT count(*) FROM clients WHERE lower(email) = lower($1) AND member_status IN ('`+strings.Join(engagedStatuses, "', '")+`'))`, email).Scan(&n)
	if err != nil {
		return fmt.Errorf("membership: duplicate check: %w", err)
	}
	if n > 0 {
		return ErrDuplicateApplication
	}
	return nil
}

// addDocument records a stored file as a document of the tiers, with its audit entry.
func addDocument(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID int64, d DocumentInput, now time.Time) error {
	var by any
	if a.ID != 0 {
		by = a.ID
	}
	var id int64
	err := tx.QueryRowContext(ctx, `INSERT INTO tiers_documents (tiers_id, kind, name, content_type, size, sum, uploaded_by, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`, tiersID, d.Kind, d.Name, d.ContentType, d.Size, d.Sum, by, now).Scan(&id)
	if err != nil {
		return fmt.Errorf("membership: document: %w", err)
	}
	return audit.Write(ctx, tx, a, audit.RecordDocument, id, "created",
		audit.Diff(nil, map[string]any{"tiersId": tiersID, "kind": d.Kind, "name": d.Name, "size": d.Size}))
}

// isUniqueViolation reports whether err is a unique index refusing a row, on either engine.
func isUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	msg := err.Error()
	return strings.Contains(msg, "UNIQUE constraint failed") || strings.Contains(msg, "SQLSTATE 23505")
}

// ErrApplicationNotFound is the answer about an application that does not exist.
var ErrApplicationNotFound = app.E(app.ENOTFOUND, "applicationNotFound", nil)

const applicationColumns = `a.id, a.tiers_id, c.kind, c.name, a.email, c.contact, c.city, a.status, c.member_status, a.parts_wished,
	a.language, a.created_at, a.decided_at, a.rejected_reason`

func scanApplication(row interface{ Scan(...any) error }) (Application, error) {
	var x Application
	var decided sql.NullTime
	err := row.Scan(&x.ID, &x.TiersID, &x.Kind, &x.Name, &x.Email, &x.Phone, &x.City, &x.Status, &x.MemberStatus, &x.PartsWished,
		&x.Language, &x.CreatedAt, &decided, &x.RejectedReason)
	x.CreatedAt = x.CreatedAt.UTC()
	if decided.Valid {
		t := decided.Time.UTC()
		x.DecidedAt = &t
	}
	x.Documents = []Document{}
	return x, err
}

// FindApplicationByID returns one application with its documents.
func (s *Store) FindApplicationByID(ctx context.Context, id int64) (Application, error) {
	x, err := scanApplication(s.db.QueryRowContext(ctx, `SELECT `+applicationColumns+` FROM applications a JOIN clients c ON c.id = a.tiers_id WHERE a.id = $1`, id))
	if err == sql.ErrNoRows {
		return Application{}, ErrApplicationNotFound
	} else if err != nil {
		return Application{}, fmt.Errorf("membership: application %d: %w", id, err)
	}
	list := []Application{x}
	if err := s.withDocuments(ctx, list); err != nil {
		return Application{}, err
	}
	return list[0], nil
}

// ApplicationFilter is what the queue asks for: a status (pending unless
// said), a search on the candidate's name or e-mail, and a page.
type ApplicationFilter struct {
	Status  string
	Q       string
	Page    int
	PerPage int
}

// ApplicationPerPages are the page sizes the queue offers.
var ApplicationPerPages = []int{10, 25, 50}

// Normalize fills the defaults and refuses a status or a page size the queue lacks.
func (f *ApplicationFilter) Normalize() error {
	f.Status, f.Q = strings.TrimSpace(f.Status), strings.TrimSpace(f.Q)
	if f.Status == "" {
		f.Status = ApplicationPending
	}
	if f.Page < 1 {
		f.Page = 1
	}
	fields := app.Fields{}
	if f.Page > app.MaxPage {
		fields.Set("page", "pageRange", app.Params{"min": 1, "max": app.MaxPage})
	}
	if !oneOf(f.Status, ApplicationStatuses) {
		fields.Set("status", "applicationStatusChoice", nil)
	}
	app.CheckPerPage(fields, &f.PerPage, ApplicationPerPages)
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

// applicationSearch finds a candidate by name (accent-blind) or e-mail.
var applicationSearch = db.Search{Keys: []string{"c.sort_name"}, Plain: []string{"a.email"}}

// ListApplications returns a page of the queue and how many applications
// match in all: the pending ones oldest first (the order they wait in), the
// decided ones newest first.
func (s *Store) ListApplications(ctx context.Context, f ApplicationFilter) ([]Application, int, error) {
	if err := f.Normalize(); err != nil {
		return nil, 0, err
	}
	where, args := " WHERE a.status = $1", []any{f.Status}
	if f.Q != "" {
		var cond string
		cond, args = s.db.Matches(applicationSearch, f.Q, args)
		where += " AND " + cond
	}
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM applications a JOIN clients c ON c.id = a.tiers_id`+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("membership: count applications: %w", err)
	}
	order := " ORDER BY a.id DESC"
	if f.Status == ApplicationPending {
		order = " ORDER BY a.id ASC"
	}
	args = append(args, f.PerPage, (f.Page-1)*f.PerPage)
	rows, err := s.db.QueryContext(ctx, `SELECT `+applicationColumns+` FROM applications a JOIN clients c ON c.id = a.tiers_id`+where+order+
		fmt.Sprintf(" LIMIT $%d OFFSET $%d", len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("membership: list applications: %w", err)
	}
	defer rows.Close()
	out := []Application{}
	for rows.Next() {
		x, err := scanApplication(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("membership: list applications: %w", err)
		}
		out = append(out, x)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("membership: list applications: %w", err)
	}
	if err := s.withDocuments(ctx, out); err != nil {
		return nil, 0, err
	}
	return out, total, nil
}

// withDocuments fills in the documents of each application's candidate, in one query.
func (s *Store) withDocuments(ctx context.Context, list []Application) error {
	if len(list) == 0 {
		return nil
	}
	byTiers := map[int64]*Application{}
	args := make([]any, 0, len(list))
	marks := make([]string, 0, len(list))
	for i := range list {
		byTiers[list[i].TiersID] = &list[i]
		args = append(args, list[i].TiersID)
		marks = append(marks, fmt.Sprintf("$%d", len(args)))
	}
	rows, err := s.db.QueryContext(ctx, `SELECT tiers_id, id, kind, name, content_type, size, created_at FROM tiers_documents
		WHERE tiers_id IN (`+strings.Join(marks, ", ")+`) ORDER BY id`, args...)
	if err != nil {
		return fmt.Errorf("membership: documents: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var tiers int64
		var d Document
		if err := rows.Scan(&tiers, &d.ID, &d.Kind, &d.Name, &d.ContentType, &d.Size, &d.CreatedAt); err != nil {
			return fmt.Errorf("membership: documents: %w", err)
		}
		d.CreatedAt = d.CreatedAt.UTC()
		if x := byTiers[tiers]; x != nil {
			x.Documents = append(x.Documents, d)
		}
	}
	return rows.Err()
}

// PendingCount is how many applications wait for a decision (the menu's
// badge): a count over the status index.
func (s *Store) PendingCount(ctx context.Context) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM applications WHERE status = 'pending'`).Scan(&n); err != nil {
		return 0, fmt.Errorf("membership: pending applications: %w", err)
	}
	return n, nil
}

// ApplicationCounts is how many applications each status holds, for the
// queue's stat cards.
func (s *Store) ApplicationCounts(ctx context.Context) (map[string]int, error) {
	out := map[string]int{}
	for _, st := range ApplicationStatuses {
		out[st] = 0
	}
	rows, err := s.db.QueryContext(ctx, `SELECT status, count(*) FROM applications GROUP BY status`)
	if err != nil {
		return nil, fmt.Errorf("membership: count applications: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var st string
		var n int
		if err := rows.Scan(&st, &n); err != nil {
			return nil, fmt.Errorf("membership: count applications: %w", err)
		}
		out[st] = n
	}
	return out, rows.Err()
}
