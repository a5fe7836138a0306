package controllers_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"partage/app/profile"
	"strings"
	"sync"
	"testing"
	"time"
)

// tinyPNG is a real 2×2 PNG picture.
func tinyPNG(t *testing.T, shade uint8) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 2, 2))
	img.Set(0, 0, color.RGBA{shade, 0, 0, 255})
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// profileUpload is a multipart request: text fields, then files under their field names.
type profileFile struct {
	field, name string
	data        []byte
}

func (e *env) multipart(t *testing.T, method, path string, headers map[string]string, fields map[string]string, files []profileFile) reply {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for k, v := range fields {
		w.WriteField(k, v)
	}
	for _, f := range files {
		part, _ := w.CreateFormFile(f.field, f.name)
		part.Write(f.data)
	}
	w.Close()
	req, _ := http.NewRequest(method, e.srv.URL+path, &body)
	req.Header.Set("Content-Type", w.FormDataContentType())
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return reply{status: res.StatusCode, header: res.Header, body: raw}
}

// profilePeople are the demo's accounts of each kind, by bearer headers (JSON).
type profilePeople struct {
	admin, manager, accountant, viewer, member, client map[string]string
	ids                                                map[string]int64
}

func (e *env) profilePeople(t *testing.T) profilePeople {
	t.Helper()
	p := profilePeople{ids: map[string]int64{}}
	for _, who := range []struct {
		dst   *map[string]string
		email string
		pw    string
	}{{&p.admin, "admin@demo.com", "admin"}, {&p.manager, "manager@demo.com", "manager"}, {&p.accountant, "accountant@demo.com", "accountant"},
		{&p.viewer, "viewer@demo.com", "viewer"}, {&p.member, "member@demo.com", "member"}, {&p.client, "client@demo.com", "client"}} {
		tok, _ := e.token(who.email, who.pw)
		*who.dst = map[string]string{"Authorization": "Bearer " + tok, "Accept": "application/json"}
		var id int64
		if err := e.db.QueryRowContext(context.Background(), `SELECT id FROM users WHERE email = $1`, who.email).Scan(&id); err != nil {
			t.Fatal(err)
		}
		p.ids[who.email] = id
	}
	return p
}

func (p profilePeople) id(email string) int64 { return p.ids[email] }

// count is one number the database gives.
func (e *env) count(t *testing.T, q string, args ...any) int64 {
	t.Helper()
	var n int64
	if err := e.db.QueryRowContext(context.Background(), q, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// post writes a post as h and returns its id.
func (e *env) post(t *testing.T, h map[string]string, body string) int64 {
	t.Helper()
	r := e.do(nil, "POST", "/profile/posts", map[string]any{"body": body}, h)
	if r.status != 201 {
		t.Fatalf("post: %d %s", r.status, r.body)
	}
	return int64(idOf(at(r.value(t), "post")))
}

func TestProfileVisibility(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := e.profilePeople(t)
		data := func(id int64) string { return fmt.Sprintf("/profile/data?id=%d", id) }
		for _, c := range []struct {
			name string
			h    map[string]string
			path string
			want int
		}{
			{"staff sees staff", p.manager, data(p.id("admin@demo.com")), 200},
			{"viewer sees staff", p.viewer, data(p.id("accountant@demo.com")), 200},
			{"staff sees a member", p.admin, data(p.id("member@demo.com")), 200},
			{"staff sees their own", p.accountant, "/profile/data", 200},
			{"member sees their own", p.member, "/profile/data", 200},
			{"member sees their own by id", p.member, data(p.id("member@demo.com")), 200},
			{"member → someone else", p.member, data(p.id("admin@demo.com")), 403},
			{"client", p.client, "/profile/data", 403},
			{"client → staff", p.client, data(p.id("admin@demo.com")), 403},
			{"unknown", p.manager, data(999999), 404},
			{"a client has no profile", p.manager, data(p.id("client@demo.com")), 403},
			{"bad id", p.manager, "/profile/data?id=abc", 400},
			{"posts: member → someone else", p.member, fmt.Sprintf("/profile/posts?user=%d", p.id("admin@demo.com")), 403},
			{"posts: staff", p.viewer, fmt.Sprintf("/profile/posts?user=%d", p.id("admin@demo.com")), 200},
		} {
			if r := e.do(nil, "GET", c.path, nil, c.h); r.status != c.want {
				t.Errorf("%s: GET %s: %d, want %d: %.200s", c.name, c.path, r.status, c.want, r.body)
			}
		}
		// The page: one's own, someone else's, and the not-authorized page for a member.
		c, _ := e.signIn("member@demo.com", "member", false)
		r := e.do(c, "GET", "/pages/profile", nil, e.inertia())
		pg := page(t, r)
		if r.status != 200 || pg["component"] != "Profile/Show" || at(pg, "props.profile.header.isMe") != true ||
			at(pg, "props.me.id") != float64(p.id("member@demo.com")) || at(pg, "props.me.isAdmin") != false {
			t.Fatalf("own page: %d %.300s", r.status, r.body)
		}
		r = e.do(c, "GET", fmt.Sprintf("/pages/profile/%d", p.id("admin@demo.com")), nil, e.inertia())
		if pg := page(t, r); r.status != 403 || pg["component"] != "Misc/NotAuthorized" {
			t.Fatalf("member on the admin's page: %d %.300s", r.status, r.body)
		}
		a, _ := e.signIn("manager@demo.com", "manager", false)
		r = e.do(a, "GET", fmt.Sprintf("/pages/profile/%d", p.id("admin@demo.com")), nil, e.inertia())
		if pg := page(t, r); r.status != 200 || at(pg, "props.profile.header.isMe") != false || at(pg, "props.profile.header.canEdit") != false {
			t.Fatalf("manager on the admin's page: %d %.300s", r.status, r.body)
		}
		if r := e.do(a, "GET", "/pages/profile/999999", nil, e.inertia()); r.status != 404 {
			t.Fatalf("unknown page: %d", r.status)
		}
	})
}

func TestProfileDataShape(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := e.profilePeople(t)
		ctx := context.Background()
		admin := p.id("admin@demo.com")
		now := time.Now().UTC()
		// A task of the admin's, done: the feed says so.
		if _, err := e.db.ExecContext(ctx, `INSERT INTO tasks (title, assignee_id, is_completed, position, created_by, created_at, updated_at)
			VALUES ('Préparer l’assemblée', $1, TRUE, 999999, $2, $3, $3)`, admin, p.id("manager@demo.com"), now.Add(-time.Hour)); err != nil {
			t.Fatal(err)
		}
		// An event of the admin's alone (calendars are personal) and one the viewer is invited to.
		var private, shared int64
		for _, ev := range []struct {
			title string
			id    *int64
		}{{"Rendez-vous privé", &private}, {"Réunion d’équipe", &shared}} {
			if err := e.db.QueryRowContext(ctx, `INSERT INTO events (owner_id, title, calendar, starts_at, ends_at, created_at, updated_at, uid)
				VALUES ($1, $2, 'Business', $3, $4, $5, $5, $6) RETURNING id`, admin, ev.title, now.Add(2*time.Hour), now.Add(3*time.Hour), now, "h5-"+ev.title+"@test").Scan(ev.id); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := e.db.ExecContext(ctx, `INSERT INTO event_guests (event_id, user_id) VALUES ($1, $2)`, shared, p.id("viewer@demo.com")); err != nil {
			t.Fatal(err)
		}
		post := e.post(t, p.admin, "Bonjour à toutes et à tous")
		if r := e.do(nil, "POST", fmt.Sprintf("/profile/posts/%d/comments", post), map[string]any{"body": "Bonjour !"}, p.manager); r.status != 201 {
			t.Fatalf("comment: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", "/profile/about", map[string]any{"about": "Cogérante."}, p.admin); r.status != 200 || at(r.value(t), "about.text") != "Cogérante." {
			t.Fatalf("about: %d %s", r.status, r.body)
		}
		r := e.do(nil, "GET", "/profile/data", nil, p.admin)
		if r.status != 200 {
			t.Fatalf("data: %d %s", r.status, r.body)
		}
		m := r.json(t)
		for _, k := range []string{"header", "about", "suggestedPages", "feeds", "posts", "postsNext", "photos", "suggestions", "polls", "hasTiers"} {
			if _, ok := m[k]; !ok {
				t.Errorf("ProfileData has no %q: %s", k, r.body)
			}
		}
		header := m["header"].(map[string]any)
		for _, k := range []string{"id", "fullName", "role", "avatar", "cover", "joinedAt", "location", "organisation", "isMe", "canEdit"} {
			if _, ok := header[k]; !ok {
				t.Errorf("header has no %q", k)
			}
		}
		if header["isMe"] != true || header["canEdit"] != true || header["role"] != "admin" || header["cover"] != "" {
			t.Errorf("header: %v", header)
		}
		about := m["about"].(map[string]any)
		for _, k := range []string{"text", "email", "phone", "languages", "timeZone"} {
			if _, ok := about[k]; !ok {
				t.Errorf("about has no %q", k)
			}
		}
		if about["email"] != "admin@demo.com" {
			t.Errorf("about for oneself: %v", about)
		}
		if pages, _ := m["suggestedPages"].([]any); len(pages) == 0 || at(pages, "0.href") == nil || at(pages, "0.title") == nil || at(pages, "0.icon") == nil {
			t.Errorf("suggestedPages (the default bookmarks): %v", m["suggestedPages"])
		}
		kinds := map[string]bool{}
		for _, f := range m["feeds"].([]any) {
			kinds[at(f, "kind").(string)] = true
			for _, k := range []string{"kind", "title", "href", "at"} {
				if at(f, k) == nil {
					t.Errorf("feed entry has no %q: %v", k, f)
				}
			}
		}
		if !kinds["task_done"] || !kinds["post"] {
			t.Errorf("feeds: %v", m["feeds"])
		}
		p0 := at(m, "posts.0")
		for _, k := range []string{"id", "author", "body", "createdAt", "photos", "likes", "liked", "likedUsers", "comments", "detailedComments", "canDelete"} {
			if _, ok := p0.(map[string]any)[k]; !ok {
				t.Errorf("post has no %q: %v", k, p0)
			}
		}
		if at(p0, "comments") != 1.0 || at(p0, "detailedComments.0.body") != "Bonjour !" || at(p0, "detailedComments.0.canDelete") != true ||
			at(p0, "author.id") != float64(admin) || at(p0, "canDelete") != true {
			t.Errorf("post: %v", p0)
		}
		for _, s := range m["suggestions"].([]any) {
			if idOf(s) == float64(admin) || at(s, "role") == "member" || at(s, "role") == "client" {
				t.Errorf("suggestion: %v", s)
			}
		}
		events := func(m map[string]any) map[string]bool {
			out := map[string]bool{}
			for _, f := range m["feeds"].([]any) {
				if at(f, "kind") == "event" {
					out[at(f, "title").(string)] = true
				}
			}
			return out
		}
		if ev := events(m); !ev["Rendez-vous privé"] || !ev["Réunion d’équipe"] {
			t.Errorf("the admin's own events: %v", ev)
		}
		// Someone else's profile: no bookmarks, no tiers tab, the staff see how to reach them,
		// and only the events they share.
		r = e.do(nil, "GET", fmt.Sprintf("/profile/data?id=%d", admin), nil, p.viewer)
		m = r.json(t)
		if ev := events(m); ev["Rendez-vous privé"] || !ev["Réunion d’équipe"] {
			t.Errorf("the admin's events to the viewer: %v", ev)
		}
		if pages, _ := m["suggestedPages"].([]any); len(pages) != 0 || m["hasTiers"] != false || at(m, "header.isMe") != false ||
			at(m, "about.email") != "admin@demo.com" || at(m, "posts.0.canDelete") != false || at(m, "posts.0.detailedComments.0.canDelete") != false {
			t.Errorf("another's profile: %s", r.body)
		}
		// A member: their own, with the cooperative's tab and no colleagues to look up.
		m = e.do(nil, "GET", "/profile/data", nil, p.member).json(t)
		if m["hasTiers"] != true || len(m["suggestions"].([]any)) != 0 {
			t.Errorf("member's own: hasTiers %v, suggestions %v", m["hasTiers"], m["suggestions"])
		}
	})
}

func TestProfilePostValidation(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := e.profilePeople(t)
		img := tinyPNG(t, 1)
		before := e.count(t, `SELECT count(*) FROM posts`) // the demo's
		for _, c := range []struct {
			name   string
			fields map[string]string
			files  []profileFile
			field  string
		}{
			{"empty", map[string]string{"body": "  "}, nil, "body"},
			{"too long", map[string]string{"body": strings.Repeat("é", 2001)}, nil, "body"},
			{"a control character", map[string]string{"body": "bonjour\x07"}, nil, "body"},
			{"not an image", map[string]string{"body": "x"}, []profileFile{{"photos[0]", "x.png", []byte("<svg xmlns='http://www.w3.org/2000/svg'/>")}}, "photos"},
			{"an empty file", map[string]string{"body": "x"}, []profileFile{{"photos[0]", "x.png", nil}}, "photos"},
			{"too many photos", map[string]string{"body": "x"}, []profileFile{{"photos[0]", "a.png", img}, {"photos[1]", "b.png", img},
				{"photos[2]", "c.png", img}, {"photos[3]", "d.png", img}, {"photos[4]", "e.png", img}}, "photos"},
		} {
			r := e.multipart(t, "POST", "/profile/posts", p.manager, c.fields, c.files)
			if r.status != 400 || at(r.value(t), "error.field_keys."+c.field) == nil {
				t.Errorf("%s: %d %s", c.name, r.status, r.body)
			}
		}
		if n := e.count(t, `SELECT count(*) FROM posts`); n != before {
			t.Fatalf("%d posts kept from refused requests", n-before)
		}
		// A client may not post.
		if r := e.do(nil, "POST", "/profile/posts", map[string]any{"body": "x"}, p.client); r.status != 403 {
			t.Fatalf("client posts: %d %s", r.status, r.body)
		}
		// Photos only, named anything: typed by their bytes, served as such.
		r := e.multipart(t, "POST", "/profile/posts", p.manager, nil, []profileFile{{"photos[0]", "photo.gif", img}, {"photos[1]", "b.jpg", tinyPNG(t, 2)}})
		if r.status != 201 {
			t.Fatalf("photos only: %d %s", r.status, r.body)
		}
		photos := at(r.value(t), "post.photos").([]any)
		if len(photos) != 2 || !strings.HasSuffix(at(photos, "0.url").(string), ".png") {
			t.Fatalf("photos: %v", photos)
		}
		url := at(photos, "0.url").(string)
		got := e.do(nil, "GET", url, nil, p.viewer)
		if got.status != 200 || got.header.Get("Content-Type") != "image/png" || got.header.Get("X-Content-Type-Options") != "nosniff" || !bytes.Equal(got.body, img) {
			t.Fatalf("photo: %d %v", got.status, got.header)
		}
		if got := e.do(nil, "GET", url, nil, p.member); got.status != 404 {
			t.Fatalf("a member reads a staff photo: %d", got.status)
		}
		if got := e.do(nil, "GET", "/profile/photos/"+strings.Repeat("a", 64)+".png", nil, p.viewer); got.status != 404 {
			t.Fatalf("a photo nobody posted: %d", got.status)
		}
		// The photos are on the profile; deleting the post stops serving them.
		m := e.do(nil, "GET", "/profile/data", nil, p.manager).json(t)
		if len(m["photos"].([]any)) != 2 || at(m, "photos.0.postId") == nil {
			t.Fatalf("profile photos: %v", m["photos"])
		}
		post := at(m, "posts.0.id").(float64)
		if r := e.do(nil, "DELETE", fmt.Sprintf("/profile/posts/%d", int64(post)), nil, p.manager); r.status != 200 || at(r.value(t), "ok") != true {
			t.Fatalf("delete: %d %s", r.status, r.body)
		}
		if got := e.do(nil, "GET", url, nil, p.viewer); got.status != 404 {
			t.Fatalf("a deleted post's photo: %d", got.status)
		}
	})
}

// like sends n likes (or unlikes) at the same time and returns their statuses.
func (e *env) concurrently(t *testing.T, n int, method, path string, body string, h map[string]string) []int {
	t.Helper()
	statuses := make([]int, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			<-start
			req, _ := http.NewRequest(method, e.srv.URL+path, strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			for k, v := range h {
				req.Header.Set(k, v)
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				return
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			statuses[i] = res.StatusCode
		}(i)
	}
	close(start)
	wg.Wait()
	return statuses
}

func TestProfileLikeCountedOnce(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := e.profilePeople(t)
		post := e.post(t, p.admin, "Un message à aimer")
		path := fmt.Sprintf("/profile/posts/%d/like", post)
		for i, st := range e.concurrently(t, 20, "POST", path, "", p.manager) {
			if st != 200 {
				t.Fatalf("like %d: %d", i, st)
			}
		}
		if n := e.count(t, `SELECT like_count FROM posts WHERE id = $1`, post); n != 1 {
			t.Fatalf("like_count %d after 20 likes of one person", n)
		}
		if n := e.count(t, `SELECT count(*) FROM post_likes WHERE post_id = $1`, post); n != 1 {
			t.Fatalf("%d like rows", n)
		}
		r := e.do(nil, "POST", path, nil, p.viewer)
		if m := r.json(t); r.status != 200 || m["likes"] != 2.0 || m["liked"] != true {
			t.Fatalf("second person: %d %s", r.status, r.body)
		}
		m := e.do(nil, "GET", "/profile/data", nil, p.admin).json(t)
		if at(m, "posts.0.likes") != 2.0 || at(m, "posts.0.liked") != false || len(at(m, "posts.0.likedUsers").([]any)) != 2 ||
			at(m, "posts.0.likedUsers.0.id") != float64(p.id("manager@demo.com")) {
			t.Fatalf("post after likes: %v", at(m, "posts.0"))
		}
		for i, st := range e.concurrently(t, 20, "DELETE", path, "", p.manager) {
			if st != 200 {
				t.Fatalf("unlike %d: %d", i, st)
			}
		}
		if n := e.count(t, `SELECT like_count FROM posts WHERE id = $1`, post); n != 1 {
			t.Fatalf("like_count %d after 20 unlikes of one person", n)
		}
		r = e.do(nil, "DELETE", path, nil, p.viewer)
		if m := r.json(t); m["likes"] != 0.0 || m["liked"] != false {
			t.Fatalf("last unlike: %s", r.body)
		}
		if r := e.do(nil, "POST", path, nil, p.member); r.status != 404 {
			t.Fatalf("a member likes a staff post: %d", r.status)
		}
		if r := e.do(nil, "POST", "/profile/posts/999999/like", nil, p.manager); r.status != 404 {
			t.Fatalf("unknown post: %d", r.status)
		}
	})
}

func TestProfilePollVoteOnce(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := e.profilePeople(t)
		for _, c := range []struct {
			name  string
			in    map[string]any
			field string
		}{
			{"no question", map[string]any{"question": " ", "options": []string{"a", "b"}}, "question"},
			{"question too long", map[string]any{"question": strings.Repeat("q", 201), "options": []string{"a", "b"}}, "question"},
			{"one option", map[string]any{"question": "Q", "options": []string{"a"}}, "options"},
			{"seven options", map[string]any{"question": "Q", "options": []string{"a", "b", "c", "d", "e", "f", "g"}}, "options"},
			{"same options", map[string]any{"question": "Q", "options": []string{"Oui", "oui "}}, "options.1"},
			{"empty option", map[string]any{"question": "Q", "options": []string{"Oui", ""}}, "options.1"},
			{"option too long", map[string]any{"question": "Q", "options": []string{"Oui", strings.Repeat("o", 81)}}, "options.1"},
		} {
			r := e.do(nil, "POST", "/profile/polls", c.in, p.admin)
			if keys, _ := at(r.value(t), "error.field_keys").(map[string]any); r.status != 400 || keys[c.field] == nil {
				t.Errorf("%s: %d %s", c.name, r.status, r.body)
			}
		}
		r := e.do(nil, "POST", "/profile/polls", map[string]any{"question": "Quel jour ?", "options": []string{"Mardi", "Jeudi"}}, p.admin)
		if r.status != 201 {
			t.Fatalf("poll: %d %s", r.status, r.body)
		}
		poll := r.json(t)["poll"]
		id := int64(idOf(poll))
		if at(poll, "options.0.votes") != nil || at(poll, "myVote") != nil || at(poll, "canClose") != true || at(poll, "closed") != false {
			t.Fatalf("new poll: %v", poll)
		}
		option := at(poll, "options.1.id").(float64)
		body := fmt.Sprintf(`{"optionId": %d}`, int64(option))
		path := fmt.Sprintf("/profile/polls/%d/vote", id)
		ok, conflict := 0, 0
		for _, st := range e.concurrently(t, 20, "POST", path, body, p.manager) {
			switch st {
			case 200:
				ok++
			case 409:
				conflict++
			}
		}
		if ok != 1 || conflict != 19 {
			t.Fatalf("20 votes of one person: %d ok, %d conflicts", ok, conflict)
		}
		if n := e.count(t, `SELECT votes FROM poll_options WHERE id = $1`, int64(option)); n != 1 {
			t.Fatalf("%d votes counted", n)
		}
		r = e.do(nil, "POST", path, body, p.manager)
		if r.status != 409 || at(r.value(t), "error.key") != "server.pollAlreadyVoted" {
			t.Fatalf("second vote: %d %s", r.status, r.body)
		}
		// Hidden until one votes; shown once one did.
		m := e.do(nil, "GET", fmt.Sprintf("/profile/data?id=%d", p.id("admin@demo.com")), nil, p.viewer).json(t)
		if at(m, "polls.0.options.1.votes") != nil || at(m, "polls.0.total") != 1.0 || at(m, "polls.0.canClose") != false {
			t.Fatalf("poll to someone who did not vote: %v", at(m, "polls.0"))
		}
		m = e.do(nil, "GET", fmt.Sprintf("/profile/data?id=%d", p.id("admin@demo.com")), nil, p.manager).json(t)
		if at(m, "polls.0.options.1.votes") != 1.0 || at(m, "polls.0.myVote") != option {
			t.Fatalf("poll to the voter: %v", at(m, "polls.0"))
		}
		if r := e.do(nil, "POST", path, map[string]any{"optionId": 999999}, p.viewer); r.status != 400 {
			t.Fatalf("unknown option: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", path, map[string]any{"optionId": option}, p.member); r.status != 404 {
			t.Fatalf("a member votes on a staff poll: %d %s", r.status, r.body)
		}
		// Only its owner closes it; then everyone sees the results and nobody votes.
		if r := e.do(nil, "POST", fmt.Sprintf("/profile/polls/%d/close", id), nil, p.manager); r.status != 403 {
			t.Fatalf("close by another: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", fmt.Sprintf("/profile/polls/%d/close", id), nil, p.admin); r.status != 200 || at(r.value(t), "poll.closed") != true {
			t.Fatalf("close: %d %s", r.status, r.body)
		}
		r = e.do(nil, "POST", path, map[string]any{"optionId": option}, p.viewer)
		if r.status != 409 || at(r.value(t), "error.key") != "server.pollClosed" {
			t.Fatalf("vote on a closed poll: %d %s", r.status, r.body)
		}
		m = e.do(nil, "GET", fmt.Sprintf("/profile/data?id=%d", p.id("admin@demo.com")), nil, p.viewer).json(t)
		if at(m, "polls.0.options.1.votes") != 1.0 || at(m, "polls.0.options.0.votes") != 0.0 {
			t.Fatalf("closed poll: %v", at(m, "polls.0"))
		}
		if r := e.do(nil, "POST", "/profile/polls", map[string]any{"question": "Q", "options": []string{"a", "b"}}, p.client); r.status != 403 {
			t.Fatalf("client opens a poll: %d", r.status)
		}
	})
}

func TestProfileDeleteRules(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := e.profilePeople(t)
		del := func(h map[string]string, id int64) int {
			return e.do(nil, "DELETE", fmt.Sprintf("/profile/posts/%d", id), nil, h).status
		}
		before := e.count(t, `SELECT count(*) FROM posts`) // the demo's
		byAdmin := e.post(t, p.admin, "de l’administratrice")
		byViewer := e.post(t, p.viewer, "du lecteur")
		byManager := e.post(t, p.manager, "du gérant")
		if st := del(p.manager, byAdmin); st != 403 {
			t.Errorf("another staff member deletes: %d", st)
		}
		if st := del(p.accountant, byViewer); st != 403 {
			t.Errorf("another staff member deletes: %d", st)
		}
		if st := del(p.member, byViewer); st != 404 {
			t.Errorf("a member deletes: %d", st)
		}
		if st := del(p.admin, byAdmin); st != 200 {
			t.Errorf("author deletes: %d", st)
		}
		if st := del(p.viewer, byViewer); st != 200 {
			t.Errorf("author (viewer) deletes: %d", st)
		}
		if st := del(p.admin, byManager); st != 200 {
			t.Errorf("admin deletes: %d", st)
		}
		if st := del(p.admin, byManager); st != 404 {
			t.Errorf("deleted twice: %d", st)
		}
		if n := e.count(t, `SELECT count(*) FROM posts`); n != before {
			t.Errorf("%d posts left", n-before)
		}
	})
}

func TestProfileCommentRules(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := e.profilePeople(t)
		post := e.post(t, p.manager, "Qui vient jeudi ?")
		comment := func(h map[string]string, body string) reply {
			return e.do(nil, "POST", fmt.Sprintf("/profile/posts/%d/comments", post), map[string]any{"body": body}, h)
		}
		for _, c := range []struct{ name, body string }{{"empty", "  "}, {"too long", strings.Repeat("x", 1001)}, {"control", "a\x1bb"}} {
			if r := comment(p.viewer, c.body); r.status != 400 || at(r.value(t), "error.field_keys.body") == nil {
				t.Errorf("%s: %d %s", c.name, r.status, r.body)
			}
		}
		ids := []int64{}
		for i, h := range []map[string]string{p.viewer, p.viewer, p.accountant} {
			r := comment(h, fmt.Sprintf("moi %d", i))
			if r.status != 201 || at(r.value(t), "comments") != float64(i+1) || at(r.value(t), "comment.author.id") == nil {
				t.Fatalf("comment %d: %d %s", i, r.status, r.body)
			}
			ids = append(ids, int64(idOf(at(r.value(t), "comment"))))
		}
		if r := comment(p.member, "moi"); r.status != 404 {
			t.Errorf("a member comments a staff post: %d", r.status)
		}
		del := func(h map[string]string, id int64) int {
			return e.do(nil, "DELETE", fmt.Sprintf("/profile/comments/%d", id), nil, h).status
		}
		if st := del(p.accountant, ids[0]); st != 403 {
			t.Errorf("another staff member deletes a comment: %d", st)
		}
		if st := del(p.viewer, ids[0]); st != 200 {
			t.Errorf("its author deletes: %d", st)
		}
		if st := del(p.manager, ids[1]); st != 200 {
			t.Errorf("the post's author deletes: %d", st)
		}
		if st := del(p.admin, ids[2]); st != 200 {
			t.Errorf("admin deletes: %d", st)
		}
		if st := del(p.admin, ids[2]); st != 404 {
			t.Errorf("deleted twice: %d", st)
		}
		if n := e.count(t, `SELECT comment_count FROM posts WHERE id = $1`, post); n != 0 {
			t.Errorf("comment_count %d", n)
		}
	})
}

func TestProfileOwnerWrites(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := e.profilePeople(t)
		activities := e.count(t, `SELECT count(*) FROM user_activity`)
		audited := e.count(t, `SELECT count(*) FROM audit_log`)
		if r := e.do(nil, "POST", "/profile/about", map[string]any{"about": strings.Repeat("a", 1001)}, p.viewer); r.status != 400 {
			t.Errorf("about too long: %d", r.status)
		}
		if r := e.do(nil, "POST", "/profile/about", map[string]any{"about": "Bonjour\nà tous"}, p.member); r.status != 200 || at(r.value(t), "about.text") != "Bonjour\nà tous" {
			t.Errorf("member's about: %d %s", r.status, r.body)
		}
		if r := e.multipart(t, "POST", "/profile/cover", p.viewer, nil, []profileFile{{"cover", "c.png", []byte("GIF89a nope")}}); r.status != 400 {
			t.Errorf("bad cover: %d %s", r.status, r.body)
		}
		r := e.multipart(t, "POST", "/profile/cover", p.viewer, nil, []profileFile{{"cover", "c.webp", tinyPNG(t, 9)}})
		cover, _ := at(r.value(t), "header.cover").(string)
		if r.status != 200 || !strings.HasPrefix(cover, "/profile/photos/") {
			t.Fatalf("cover: %d %s", r.status, r.body)
		}
		if got := e.do(nil, "GET", cover, nil, p.accountant); got.status != 200 || got.header.Get("Content-Type") != "image/png" {
			t.Fatalf("cover served: %d %v", got.status, got.header)
		}
		if r := e.do(nil, "DELETE", "/profile/cover", nil, p.viewer); r.status != 200 || at(r.value(t), "header.cover") != "" {
			t.Fatalf("reset: %d %s", r.status, r.body)
		}
		if got := e.do(nil, "GET", cover, nil, p.accountant); got.status != 404 {
			t.Fatalf("a cover no longer used: %d", got.status)
		}
		// Pages of posts: 10, then the rest (the demo's posts of the accountant aside).
		if _, err := e.db.ExecContext(context.Background(), `DELETE FROM posts WHERE author_id = $1`, p.id("accountant@demo.com")); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 12; i++ {
			e.post(t, p.accountant, fmt.Sprintf("message %d", i))
		}
		m := e.do(nil, "GET", fmt.Sprintf("/profile/posts?user=%d", p.id("accountant@demo.com")), nil, p.viewer).json(t)
		next, _ := m["postsNext"].(string)
		if len(m["posts"].([]any)) != 10 || next == "" || at(m, "posts.0.body") != "message 11" {
			t.Fatalf("first page: %v", m)
		}
		m = e.do(nil, "GET", fmt.Sprintf("/profile/posts?user=%d&before=%s", p.id("accountant@demo.com"), next), nil, p.viewer).json(t)
		if len(m["posts"].([]any)) != 2 || m["postsNext"] != nil || at(m, "posts.1.body") != "message 0" {
			t.Fatalf("second page: %v", m)
		}
		// Nothing of this is in the audit log or the users' activity.
		if n := e.count(t, `SELECT count(*) FROM user_activity`); n != activities {
			t.Errorf("%d activities recorded", n-activities)
		}
		if n := e.count(t, `SELECT count(*) FROM audit_log`); n != audited {
			t.Errorf("%d audit entries written", n-audited)
		}
	})
}

// Photos of up to 5 MB each pass the body cap (raised for these routes by
// middleware.go's uploadLimits); a larger one is refused under its field, and
// nothing is kept.
func TestProfileLargePhotos(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := e.profilePeople(t)
		big := append(tinyPNG(t, 3), make([]byte, 2<<20)...)
		r := e.multipart(t, "POST", "/profile/posts", p.manager, map[string]string{"body": "grande photo"},
			[]profileFile{{"photos[0]", "a.png", big}, {"photos[1]", "b.png", append(tinyPNG(t, 4), make([]byte, 2<<20)...)}})
		if r.status != 201 {
			t.Fatalf("two photos of 2 MB: %d %.300s", r.status, r.body)
		}
		before := e.count(t, `SELECT count(*) FROM posts`)
		tooBig := append(tinyPNG(t, 5), make([]byte, 5<<20)...)
		r = e.multipart(t, "POST", "/profile/posts", p.manager, map[string]string{"body": "trop grande"}, []profileFile{{"photos[0]", "a.png", tooBig}})
		if r.status != 400 || at(r.value(t), "error.field_keys.photos.key") != "server.postPhotoTooLarge" {
			t.Fatalf("a photo over 5 MB: %d %.300s", r.status, r.body)
		}
		r = e.multipart(t, "POST", "/profile/cover", p.manager, nil, []profileFile{{"cover", "c.png", big}})
		if r.status != 200 {
			t.Fatalf("a cover of 2 MB: %d %.300s", r.status, r.body)
		}
		if n := e.count(t, `SELECT count(*) FROM posts`); n != before {
			t.Fatalf("%d posts kept", n-before)
		}
	})
}

// The page's forms: an error comes back under its field, a success with a toast.
func TestProfileInertiaForms(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		b, _ := e.signIn("viewer@demo.com", "viewer", false)
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/pages/profile"
		r := e.do(b, "POST", "/profile/posts", map[string]any{"body": ""}, h)
		if r.status != 303 || r.header.Get("Location") != "/pages/profile" {
			t.Fatalf("%d → %q", r.status, r.header.Get("Location"))
		}
		p := page(t, e.do(b, "GET", "/pages/profile", nil, e.inertia()))
		if at(p, "props.errors.body") != "server.postBodyRequired" {
			t.Fatalf("errors: %v", at(p, "props.errors"))
		}
		r = e.do(b, "POST", "/profile/posts", map[string]any{"body": "Bonjour"}, h)
		if r.status != 303 {
			t.Fatalf("post: %d", r.status)
		}
		p = page(t, e.do(b, "GET", "/pages/profile", nil, e.inertia()))
		if at(p, "props.profile.posts.0.body") != "Bonjour" || at(p, "flash.success.key") != "profile.flash.posted" {
			t.Fatalf("after posting: %v / %v", at(p, "props.profile.posts.0"), p["flash"])
		}
	})
}

// A post's comments beyond the newest shown with it are read page by page,
// oldest first within a page, by whoever may see the post and nobody else.
func TestProfileOlderComments(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		p := e.profilePeople(t)
		post := e.post(t, p.manager, "Qui vient jeudi ?")
		total := profile.CommentsShown + 5
		for i := 1; i <= total; i++ {
			if r := e.do(nil, "POST", fmt.Sprintf("/profile/posts/%d/comments", post), map[string]any{"body": fmt.Sprintf("c%d", i)}, p.viewer); r.status != 201 {
				t.Fatalf("comment %d: %d %s", i, r.status, r.body)
			}
		}
		page := func(h map[string]string, before any) reply {
			path := fmt.Sprintf("/profile/posts/%d/comments", post)
			if before != nil {
				path += fmt.Sprintf("?before=%v", before)
			}
			return e.do(nil, "GET", path, nil, h)
		}
		r := page(p.accountant, nil)
		first := at(r.value(t), "comments").([]any)
		if r.status != 200 || len(first) != profile.CommentsShown || at(r.value(t), "more") != true ||
			at(first[0], "body") != "c6" || at(first[len(first)-1], "body") != fmt.Sprintf("c%d", total) || at(first[0], "canDelete") != false {
			t.Fatalf("newest page: %d %s", r.status, r.body)
		}
		r = page(p.accountant, idOf(first[0]))
		older := at(r.value(t), "comments").([]any)
		if r.status != 200 || len(older) != 5 || at(r.value(t), "more") != false || at(older[0], "body") != "c1" || at(older[4], "body") != "c5" {
			t.Fatalf("older page: %d %s", r.status, r.body)
		}
		if r := page(p.viewer, nil); at(r.value(t), "comments.0.canDelete") != true {
			t.Errorf("its author may delete: %s", r.body)
		}
		if r := page(p.member, nil); r.status != 404 {
			t.Errorf("a member reads a staff post's comments: %d", r.status)
		}
		if r := page(p.accountant, "x"); r.status != 400 {
			t.Errorf("a bad cursor: %d", r.status)
		}
	})
}
