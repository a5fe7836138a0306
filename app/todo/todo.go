// Package todo is the team's task list: tasks with an assignee, due date,
// tags and a rich-text description, flags for important, completed and
// deleted (deletion is soft), and an order the team arranges by hand.
package todo

import (
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/richtext"
)

// Tags a task may carry (spec §3).
var Tags = []string{"team", "low", "medium", "high", "update"}

// FilterDue lists the reader's open tasks due by today: assigned to them or
// to nobody, neither completed nor deleted (what the dashboard counts).
const FilterDue = "due"

// Filters of the list (spec §7, and FilterDue); "" lists the tasks not deleted.
var Filters = []string{"", "important", "completed", "deleted", FilterDue}

// Sorts of the list (spec §7); "" is the team's own order.
var Sorts = []string{"", "latest", "title-asc", "title-desc", "assignee", "due-date"}

// MaxTitle is the longest title, in characters.
const MaxTitle = 200

// Person is an assignee as a task shows them.
type Person struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
	Avatar   string `json:"avatar"`
}

// Task is one task (spec §3).
type Task struct {
	ID          int64    `json:"id"`
	Title       string   `json:"title"`
	DueDate     string   `json:"dueDate"` // YYYY-MM-DD, or "" when none
	Description string   `json:"description"`
	Assignee    *Person  `json:"assignee"`
	Tags        []string `json:"tags"`
	IsCompleted bool     `json:"isCompleted"`
	IsDeleted   bool     `json:"isDeleted"`
	IsImportant bool     `json:"isImportant"`
}

// Input is what a user sends to add or change a task; nil fields stay as
// they are (on add: empty). AssigneeID 0 means nobody.
type Input struct {
	Title       *string
	DueDate     *string
	Description *string
	AssigneeID  *int64
	Tags        *[]string
	IsCompleted *bool
	IsDeleted   *bool
	IsImportant *bool
}

// Filter selects and orders the list.
type Filter struct {
	Q      string
	Filter string
	Tag    string
	SortBy string
	// ViewerID and Today (YYYY-MM-DD, the cooperative's date) are who reads
	// the list and when: FilterDue chooses with them.
	ViewerID int64
	Today    string
}

func oneOf(v string, set []string) bool {
	for _, s := range set {
		if s == v {
			return true
		}
	}
	return false
}

// Validate checks the filter's words.
func (f Filter) Validate() error {
	fields := app.Fields{}
	if !oneOf(f.Filter, Filters) {
		fields.Set("filter", "filterChoice", nil)
	}
	if f.Tag != "" && !oneOf(f.Tag, Tags) {
		fields.Set("tag", "tagChoice", nil)
	}
	if !oneOf(f.SortBy, Sorts) {
		fields.Set("sortBy", "sortChoice", app.Params{"choices": strings.Join(Sorts[1:], ", ")})
	}
	if len(fields) > 0 {
		return app.Invalid("checkFilter", nil, fields)
	}
	return nil
}

// normalize checks in and tidies it (trimmed title, sanitized description,
// tags once each in the catalogue's order); adding demands a title.
func (in *Input) normalize(adding bool) error {
	fields := app.Fields{}
	if in.Title != nil {
		t := strings.TrimSpace(*in.Title)
		in.Title = &t
	}
	switch {
	case (in.Title == nil && adding) || (in.Title != nil && *in.Title == ""):
		fields.Set("title", "titleRequired", nil)
	case in.Title != nil && utf8.RuneCountInString(*in.Title) > MaxTitle:
		fields.Set("title", "titleTooLong", app.Params{"max": MaxTitle})
	}
	if in.DueDate != nil {
		d := strings.TrimSpace(*in.DueDate)
		if d != "" {
			if _, err := time.Parse(time.DateOnly, d); err != nil {
				fields.Set("dueDate", "dueDateFormat", nil)
			}
		}
		in.DueDate = &d
	}
	if in.Description != nil {
		d := richtext.Sanitize(*in.Description)
		if richtext.PlainText(d) == "" && !strings.Contains(d, "<img") {
			d = ""
		}
		in.Description = &d
	}
	if in.Tags != nil {
		given := map[string]bool{}
		for _, t := range *in.Tags {
			if !oneOf(t, Tags) {
				fields.Set("tags", "tagsChoice", nil)
			}
			given[t] = true
		}
		tags := []string{}
		for _, t := range Tags {
			if given[t] {
				tags = append(tags, t)
			}
		}
		in.Tags = &tags
	}
	if in.AssigneeID != nil && *in.AssigneeID < 0 {
		fields.Set("assignee", "assigneeAmongUsers", nil)
	}
	if len(fields) > 0 {
		return app.Invalid("checkFields", nil, fields)
	}
	return nil
}
