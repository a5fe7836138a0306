// Package profile is each person's social page: an about text and a cover,
// the posts they write with their photos, likes (once per person) and
// comments, polls (one vote per person), what they did recently, and
// colleagues they might look up.
//
// Who sees what: the staff (admin, manager, accountant, viewer) see every
// staff member's profile and every member's (they look after the members);
// a member sees only their own; a client has no profile page (403 to all).
// Posting, opening a poll, the about text and the cover are the owner's;
// liking, commenting and voting are for whoever may see the profile.
//
// Nothing here is written to the audit log or to the user's activity: social
// content is not the cooperative's record.
package profile

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/files"
)

// Limits of what people write and upload.
const (
	MaxBody        = 2000    // characters of a post
	MaxComment     = 1000    // characters of a comment
	MaxAbout       = 1000    // characters of the about text
	MaxPhotos      = 4       // photos of a post
	MaxPhotoBytes  = 5 << 20 // bytes of one photo or of the cover
	MaxQuestion    = 200     // characters of a poll's question
	MaxOption      = 80      // characters of a poll's option
	MinOptions     = 2       // options of a poll, at least
	MaxOptions     = 6       // options of a poll, at most
	PostsPerPage   = 10      // posts per page of a profile
	CommentsShown  = 20      // newest comments shown per post
	LikersShown    = 5       // first likers shown per post
	FeedSize       = 10      // entries of "what they did recently"
	FeedEvents     = 3       // of them events, at most
	PhotosShown    = 12      // newest photos on the profile
	Suggested      = 5       // colleagues suggested
	PollsShown     = 10      // newest polls on the profile
	PhotoPath      = "/profile/photos/"
	MaxPostUpload  = MaxPhotos*MaxPhotoBytes + 1<<20 // a post's request body (middleware's uploadLimits)
	MaxCoverUpload = MaxPhotoBytes + 1<<20           // the cover's request body
)

// Viewer is who reads or acts.
type Viewer struct {
	ID   int64
	Role string
}

// IsAdmin reports whether the viewer is an administrator.
func (v Viewer) IsAdmin() bool { return v.Role == auth.RoleAdmin }

// IsStaff reports whether the viewer is on the cooperative's staff.
func (v Viewer) IsStaff() bool { return auth.IsStaff(v.Role) }

// Store reads and writes the profiles.
type Store struct {
	db    *db.DB
	files *files.Store
	now   func() time.Time
}

// New returns the profile store on d, keeping pictures in fs.
func New(d *db.DB, fs *files.Store) *Store {
	return &Store{db: d, files: fs, now: func() time.Time { return time.Now().UTC() }}
}

// Person is what a profile shows of its owner's account.
type Person struct {
	ID       int64     `json:"id"`
	FullName string    `json:"fullName"`
	Avatar   string    `json:"avatar"`
	Role     string    `json:"-"`
	Email    string    `json:"-"`
	Company  string    `json:"-"`
	Country  string    `json:"-"`
	TimeZone string    `json:"-"`
	Status   string    `json:"-"`
	Created  time.Time `json:"-"`
}

// Author is a person as a post, a comment or a like names them.
type Author struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
	Avatar   string `json:"avatar"`
}

// canSee is the rule of who sees whose profile (see the package comment).
func canSee(v Viewer, p Person) bool {
	if !v.IsStaff() && v.Role != auth.RoleMember {
		return false
	}
	if v.ID == p.ID {
		return true
	}
	return v.IsStaff() && (auth.IsStaff(p.Role) || p.Role == auth.RoleMember)
}

// person reads the account of user id.
func (s *Store) person(ctx context.Context, q db.Execer, id int64) (Person, error) {
	var p Person
	err := q.QueryRowContext(ctx, `SELECT id, full_name, avatar, role, email, company, country, time_zone, status, created_at FROM users WHERE id = $1`, id).
		Scan(&p.ID, &p.FullName, &p.Avatar, &p.Role, &p.Email, &p.Company, &p.Country, &p.TimeZone, &p.Status, &p.Created)
	if errors.Is(err, sql.ErrNoRows) {
		return Person{}, app.E(app.ENOTFOUND, "profileNotFound", nil)
	}
	if err != nil {
		return Person{}, fmt.Errorf("profile: person %d: %w", id, err)
	}
	p.Created = p.Created.UTC()
	return p, nil
}

// Visible returns the owner of profile id when v may see it: ENOTFOUND for
// nobody, EFORBIDDEN for a profile v may not see (a client's included).
func (s *Store) Visible(ctx context.Context, v Viewer, id int64) (Person, error) {
	p, err := s.person(ctx, s.db, id)
	if err != nil {
		return Person{}, err
	}
	if !canSee(v, p) {
		return Person{}, app.E(app.EFORBIDDEN, "profileNotAllowed", nil)
	}
	return p, nil
}

// cleanText trims s and checks it: valid UTF-8 without control characters
// other than line breaks and tabs (carriage returns become line breaks), at
// most max characters. required says whether it may be empty.
func cleanText(field, s string, max int, required bool, requiredKey, tooLongKey string) (string, error) {
	s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	s = strings.TrimSpace(s)
	if !utf8.ValidString(s) {
		return "", app.InvalidField(field, "textNotAllowed", nil)
	}
	for _, r := range s {
		if (unicode.IsControl(r) && r != '\n' && r != '\t') || r == '\u2028' || r == '\u2029' || r == '\ufeff' {
			return "", app.InvalidField(field, "textNotAllowed", nil)
		}
	}
	if required && s == "" {
		return "", app.InvalidField(field, requiredKey, nil)
	}
	if utf8.RuneCountInString(s) > max {
		return "", app.InvalidField(field, tooLongKey, app.Params{"max": max})
	}
	return s, nil
}

// oneLine is cleanText for a single line: line breaks and tabs are refused too.
func oneLine(field, s string, max int, requiredKey, tooLongKey string) (string, error) {
	s, err := cleanText(field, s, max, true, requiredKey, tooLongKey)
	if err == nil && strings.ContainsAny(s, "\n\t") {
		return "", app.InvalidField(field, "textNotAllowed", nil)
	}
	return s, err
}

// excerpt is the first characters of s on one line, for a feed's title.
func excerpt(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:n])) + "…"
}
