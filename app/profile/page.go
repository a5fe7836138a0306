package profile

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"partage/app/auth"
	"partage/app/menu"
	"partage/app/notify"
)

// Data is a profile as the page shows it (the contract's ProfileData).
type Data struct {
	Header         Header       `json:"header"`
	About          About        `json:"about"`
	SuggestedPages []Page       `json:"suggestedPages"`
	Feeds          []Activity   `json:"feeds"`
	Posts          []Post       `json:"posts"`
	PostsNext      *string      `json:"postsNext"`
	Photos         []PhotoItem  `json:"photos"`
	Suggestions    []Suggestion `json:"suggestions"`
	Polls          []Poll       `json:"polls"`
	HasTiers       bool         `json:"hasTiers"`
}

// Header is the top of the page.
type Header struct {
	ID           int64     `json:"id"`
	FullName     string    `json:"fullName"`
	Role         string    `json:"role"`
	Avatar       string    `json:"avatar"`
	Cover        string    `json:"cover"`
	JoinedAt     time.Time `json:"joinedAt"`
	Location     string    `json:"location"`
	Organisation string    `json:"organisation"`
	IsMe         bool      `json:"isMe"`
	CanEdit      bool      `json:"canEdit"`
}

// About is the about card: the text, and how to reach the person.
type About struct {
	Text      string   `json:"text"`
	Email     string   `json:"email"` // only for the staff and the person
	Phone     string   `json:"phone"` // only for the staff and the person
	Languages []string `json:"languages"`
	TimeZone  string   `json:"timeZone"`
}

// Page is one of the person's bookmarks (title: the menu's i18n key).
type Page struct {
	Title string `json:"title"`
	Href  string `json:"href"`
	Icon  string `json:"icon"`
}

// Activity is one thing the person did recently.
type Activity struct {
	Kind  string    `json:"kind"` // task_done, post, event, comment, poll
	Title string    `json:"title"`
	Href  string    `json:"href"`
	At    time.Time `json:"at"`
}

// Suggestion is a colleague to look up.
type Suggestion struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
	Role     string `json:"role"`
	Avatar   string `json:"avatar"`
}

// Load is the profile of user id as v sees it.
func (s *Store) Load(ctx context.Context, v Viewer, id int64) (Data, error) {
	p, err := s.Visible(ctx, v, id)
	if err != nil {
		return Data{}, err
	}
	me := v.ID == p.ID
	d := Data{SuggestedPages: []Page{}, Suggestions: []Suggestion{}}
	if d.Header, d.About, err = s.top(ctx, v, p); err != nil {
		return Data{}, err
	}
	if me {
		if d.SuggestedPages, err = s.bookmarks(ctx, p); err != nil {
			return Data{}, err
		}
		var n int
		if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM clients WHERE user_id = $1`, p.ID).Scan(&n); err != nil {
			return Data{}, fmt.Errorf("profile: tiers %d: %w", id, err)
		}
		d.HasTiers = n > 0
	}
	if d.Feeds, err = s.feeds(ctx, v, p); err != nil {
		return Data{}, err
	}
	if d.Posts, d.PostsNext, err = s.posts(ctx, v, p.ID, 0); err != nil {
		return Data{}, err
	}
	if d.Photos, err = s.photos(ctx, p.ID); err != nil {
		return Data{}, err
	}
	if v.IsStaff() {
		if d.Suggestions, err = s.suggestions(ctx, v, p.ID); err != nil {
			return Data{}, err
		}
	}
	if d.Polls, err = s.polls(ctx, v, `owner_id = $1`, p.ID, PollsShown); err != nil {
		return Data{}, err
	}
	return d, nil
}

// top is the header and the about card of p's profile as v sees them.
func (s *Store) top(ctx context.Context, v Viewer, p Person) (Header, About, error) {
	me := v.ID == p.ID
	var about, cover string
	err := s.db.QueryRowContext(ctx, `SELECT about, cover FROM profiles WHERE user_id = $1`, p.ID).Scan(&about, &cover)
	if err != nil && err != sql.ErrNoRows {
		return Header{}, About{}, fmt.Errorf("profile: load %d: %w", p.ID, err)
	}
	var phone, city, country string
	err = s.db.QueryRowContext(ctx, `SELECT phone, city, country FROM user_details WHERE user_id = $1`, p.ID).Scan(&phone, &city, &country)
	if err != nil && err != sql.ErrNoRows {
		return Header{}, About{}, fmt.Errorf("profile: details %d: %w", p.ID, err)
	}
	if country == "" {
		country = p.Country
	}
	h := Header{ID: p.ID, FullName: p.FullName, Role: p.Role, Avatar: p.Avatar, Cover: PhotoURL(cover), JoinedAt: p.Created,
		Location: joinNonEmpty(", ", city, country), Organisation: p.Company, IsMe: me, CanEdit: me}
	a := About{Text: about, TimeZone: p.TimeZone}
	if v.IsStaff() || me { // how to reach them: the staff, and oneself
		a.Email, a.Phone = p.Email, phone
	}
	if a.Languages, err = s.strings(ctx, `SELECT language FROM user_languages WHERE user_id = $1 ORDER BY language`, p.ID); err != nil {
		return Header{}, About{}, err
	}
	return h, a, nil
}

func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

func (s *Store) strings(ctx context.Context, q string, args ...any) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("profile: %w", err)
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, fmt.Errorf("profile: %w", err)
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// bookmarks are the pages the person bookmarked, among those their role opens.
func (s *Store) bookmarks(ctx context.Context, p Person) ([]Page, error) {
	choices, err := menu.NewBookmarkStore(s.db).Choices(ctx, p.ID)
	if err != nil {
		return nil, err
	}
	out := []Page{}
	for _, it := range menu.Pages(auth.RulesFor(p.Role)) {
		if menu.IsBookmarked(choices, it.Key) {
			out = append(out, Page{Title: it.Title, Href: it.Path, Icon: it.Icon})
		}
	}
	return out, nil
}

// ProfileHref is the address of a person's profile.
func ProfileHref(id int64) string { return "/pages/profile/" + strconv.FormatInt(id, 10) }

// feeds are what the person did recently, newest first: tasks of theirs
// completed (the to-do list keeps no completion time nor who completed it:
// a task assigned to them that is marked done, at its last change), their
// posts and comments, the events they hold or are invited to (at most
// FeedEvents: the soonest of the coming week, then the latest of the last 30
// days; the viewer sees an event only when it is theirs too: calendars are
// personal), and the polls they opened. One bounded query per source.
func (s *Store) feeds(ctx context.Context, v Viewer, p Person) ([]Activity, error) {
	now := s.now()
	profile := ProfileHref(p.ID)
	type source struct {
		kind string
		q    string
		args []any
		href func(id, other int64) string
	}
	sources := []source{
		{"post", `SELECT id, 0, body, created_at FROM posts WHERE author_id = $1 ORDER BY id DESC LIMIT $2`, []any{p.ID, FeedSize},
			func(id, _ int64) string { return profile + "#post-" + strconv.FormatInt(id, 10) }},
		{"comment", `SELECT c.post_id, p.author_id, c.body, c.created_at FROM post_comments c JOIN posts p ON p.id = c.post_id
			WHERE c.author_id = $1 ORDER BY c.id DESC LIMIT $2`, []any{p.ID, FeedSize},
			func(id, other int64) string { return ProfileHref(other) + "#post-" + strconv.FormatInt(id, 10) }},
		{"poll", `SELECT id, 0, question, created_at FROM polls WHERE owner_id = $1 ORDER BY id DESC LIMIT $2`, []any{p.ID, FeedSize},
			func(id, _ int64) string { return profile + "#poll-" + strconv.FormatInt(id, 10) }},
	}
	if v.IsStaff() { // the to-do list and the calendar are the staff's
		sources = append(sources,
			source{"task_done", `SELECT id, 0, title, updated_at FROM tasks WHERE assignee_id = $1 AND is_completed AND NOT is_deleted
				ORDER BY updated_at DESC LIMIT $2`, []any{p.ID, FeedSize},
				func(id, _ int64) string { return notify.TaskLink(id) }},
			source{"event", `SELECT e.id, 0, e.title, e.starts_at FROM events e
				WHERE (e.owner_id = $1 OR EXISTS (SELECT 1 FROM event_guests g WHERE g.event_id = e.id AND g.user_id = $1))
				  AND (e.owner_id = $2 OR EXISTS (SELECT 1 FROM event_guests g WHERE g.event_id = e.id AND g.user_id = $2))
				  AND e.starts_at >= $3 AND e.starts_at <= $4
				ORDER BY CASE WHEN e.starts_at >= $5 THEN 0 ELSE 1 END, CASE WHEN e.starts_at >= $5 THEN e.starts_at END, e.starts_at DESC
				LIMIT $6`, []any{p.ID, v.ID, now.AddDate(0, 0, -30), now.AddDate(0, 0, 7), now, FeedEvents},
				func(id, _ int64) string { return notify.EventLink(id) }})
	}
	out := []Activity{}
	for _, src := range sources {
		rows, err := s.db.QueryContext(ctx, src.q, src.args...)
		if err != nil {
			return nil, fmt.Errorf("profile: feed %s: %w", src.kind, err)
		}
		for rows.Next() {
			var id, other int64
			var title string
			var at time.Time
			if err := rows.Scan(&id, &other, &title, &at); err != nil {
				rows.Close()
				return nil, fmt.Errorf("profile: feed %s: %w", src.kind, err)
			}
			out = append(out, Activity{Kind: src.kind, Title: excerpt(title, 80), Href: src.href(id, other), At: at.UTC()})
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("profile: feed %s: %w", src.kind, err)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].At.After(out[j].At) })
	if len(out) > FeedSize {
		out = out[:FeedSize]
	}
	return out, nil
}

// suggestions are colleagues (active staff, neither v nor the profile's
// owner) v might look up: those v shares the most chats, tasks and events
// with first, then the newest.
func (s *Store) suggestions(ctx context.Context, v Viewer, owner int64) ([]Suggestion, error) {
	staff := "'" + strings.Join(auth.StaffRoles, "', '") + "'"
	out := []Suggestion{}
	err := s.each(ctx, `SELECT u.id, u.full_name, u.role, u.avatar FROM users u LEFT JOIN (
			SELECT other, count(*) AS n FROM (
				SELECT CASE WHEN user_low = $1 THEN user_high ELSE user_low END AS other FROM chats WHERE user_low = $1 OR user_high = $1
				UNION ALL SELECT assignee_id FROM tasks WHERE created_by = $1 AND assignee_id IS NOT NULL AND NOT is_deleted
				UNION ALL SELECT created_by FROM tasks WHERE assignee_id = $1 AND created_by IS NOT NULL AND NOT is_deleted
				UNION ALL SELECT g.user_id FROM event_guests g JOIN events e ON e.id = g.event_id WHERE e.owner_id = $1
				UNION ALL SELECT e.owner_id FROM events e JOIN event_guests g ON g.event_id = e.id WHERE g.user_id = $1
			) x GROUP BY other) shared ON shared.other = u.id
		WHERE u.role IN (`+staff+`) AND u.status = 'active' AND u.id <> $1 AND u.id <> $2
		ORDER BY COALESCE(shared.n, 0) DESC, u.id DESC LIMIT $3`, []any{v.ID, owner, Suggested},
		func(r *sql.Rows) error {
			var sg Suggestion
			if err := r.Scan(&sg.ID, &sg.FullName, &sg.Role, &sg.Avatar); err != nil {
				return err
			}
			out = append(out, sg)
			return nil
		})
	return out, err
}

// SetAbout saves v's about text.
func (s *Store) SetAbout(ctx context.Context, v Viewer, text string) (About, error) {
	p, err := s.Visible(ctx, v, v.ID)
	if err != nil {
		return About{}, err
	}
	text, err = cleanText("about", text, MaxAbout, false, "", "aboutTooLong")
	if err != nil {
		return About{}, err
	}
	_, err = s.db.ExecContext(ctx, `INSERT INTO profiles (user_id, about, updated_at) VALUES ($1, $2, $3)
		ON CONFLICT (user_id) DO UPDATE SET about = excluded.about, updated_at = excluded.updated_at`, v.ID, text, s.now())
	if err != nil {
		return About{}, fmt.Errorf("profile: about %d: %w", v.ID, err)
	}
	_, a, err := s.top(ctx, v, p)
	return a, err
}

// each runs q and calls fn on each row.
func (s *Store) each(ctx context.Context, q string, args []any, fn func(*sql.Rows) error) error {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("profile: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return fmt.Errorf("profile: %w", err)
		}
	}
	return rows.Err()
}

// in is the placeholders "$from, $from+1, …" of n values.
func in(from, n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = "$" + strconv.Itoa(from+i)
	}
	return strings.Join(parts, ", ")
}
