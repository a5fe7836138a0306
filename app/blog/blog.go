// Package blog keeps the cooperative's news (/pages/blog): posts with their
// categories, tags, featured images and schedule, and readers' comments.
//
// A post is seen by everyone signed in once published, or once the time it
// was scheduled for has come: the queries compare published_at with the
// time they run, so a scheduled post appears on its own, with no job and no
// restart. Drafts and posts still to come are the staff's only.
package blog

import (
	"time"

	"partage/app/db"
	"partage/app/files"
)

// Store reads and writes the blog.
type Store struct {
	db    *db.DB
	files *files.Store
	now   func() time.Time
}

// New returns the blog's store on d, its images kept in files.
func New(d *db.DB, f *files.Store) *Store { return &Store{db: d, files: f, now: time.Now} }

// SetClock makes the store read the time from now (tests move it forward).
func (s *Store) SetClock(now func() time.Time) { s.now = now }

// clock is the time of a query or a write, in UTC to the second: the
// instants stored and compared all have that form.
func (s *Store) clock() time.Time { return s.now().UTC().Truncate(time.Second) }

// The statuses of a post.
const (
	StatusDraft     = "draft"
	StatusPublished = "published"
	StatusScheduled = "scheduled"
)

// Limits of a post.
const (
	MaxTitle      = 160
	MaxSlug       = 80
	MaxExcerpt    = 400
	MaxBody       = 100_000
	MaxTags       = 10
	MaxTag        = 40
	MaxCategories = 5
	MaxPerPage    = 50
	PerPage       = 6
	// MaxImageBytes is the largest featured image accepted.
	MaxImageBytes = 10 << 20
)

// Langs are the languages a post is written in.
var Langs = []string{"fr", "en", "de", "pt"}

// Author is who wrote a post, as its card shows them.
type Author struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
	Avatar   string `json:"avatar"`
	Role     string `json:"role"`
}

// CategoryRef is a category as a post names it; Category is its name in
// the reader's language (Localize).
type CategoryRef struct {
	ID       int64  `json:"id"`
	Slug     string `json:"slug"`
	Category string `json:"category"`
	NameFr   string `json:"nameFr"`
	NameEn   string `json:"nameEn"`
	Icon     string `json:"icon"`
}

// Category is one of the blog's categories with its number of posts the
// reader sees.
type Category struct {
	CategoryRef
	Count int `json:"count"`
}

// Image is a featured image in its three sizes (URLs).
type Image struct {
	ID    int64  `json:"id"`
	Thumb string `json:"thumb"`
	Card  string `json:"card"`
	Large string `json:"large"`
}

// Item is a post in the list (spec §3: id, title, img, avatar,
// userFullName, blogPosted, tags, excerpt, comment), with what the pages add.
type Item struct {
	ID           int64         `json:"id"`
	Slug         string        `json:"slug"`
	Title        string        `json:"title"`
	Img          string        `json:"img"`
	Avatar       string        `json:"avatar"`
	UserFullName string        `json:"userFullName"`
	BlogPosted   *time.Time    `json:"blogPosted"`
	Tags         []string      `json:"tags"`
	Excerpt      string        `json:"excerpt"`
	Comment      int           `json:"comment"`
	Status       string        `json:"status"`
	Lang         string        `json:"lang"`
	Categories   []CategoryRef `json:"categories"`
	// Upcoming marks a scheduled post whose time has not come (staff only see it).
	Upcoming bool `json:"upcoming"`
}

// Post is a whole post: its body (sanitized HTML), image and author.
type Post struct {
	Item
	Body      string    `json:"body"`
	Image     *Image    `json:"image"`
	Author    Author    `json:"author"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// Localize names the categories in lang (French for "fr", English otherwise).
func Localize(lang string, cats []CategoryRef) {
	for i := range cats {
		cats[i].Category = cats[i].NameEn
		if lang == "fr" {
			cats[i].Category = cats[i].NameFr
		}
	}
}
