package controllers_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// blogCommentPosts adds a published post and a draft of their own, so that
// the demo's posts and comments do not change what the tests count.
func blogCommentPosts(t *testing.T, e *env) (published, draft int64) {
	t.Helper()
	ctx, now := context.Background(), time.Now().UTC().Truncate(time.Second)
	for _, p := range []struct {
		slug, status string
		id           *int64
	}{{"tests-comments-published", "published", &published}, {"tests-comments-draft", "draft", &draft}} {
		var at any
		if p.status == "published" {
			at = now.Add(-time.Hour)
		}
		if err := e.db.QueryRowContext(ctx, `INSERT INTO blog_posts (slug, title, status, published_at, author_id, created_at, updated_at)
			SELECT $1, $1, $2, $3, id, $4, $4 FROM users WHERE email = 'admin@demo.com' RETURNING id`, p.slug, p.status, at, now.Add(-2*time.Hour)).Scan(p.id); err != nil {
			t.Fatal(err)
		}
	}
	return published, draft
}

// bearerOf are the headers of a JSON call signed as email.
func (e *env) bearerOf(email, password string) map[string]string {
	e.t.Helper()
	token, _ := e.token(email, password)
	return map[string]string{"Authorization": "Bearer " + token}
}

func TestBlogCommentCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		post, draft := blogCommentPosts(t, e)
		member := e.bearerOf("member@demo.com", "member")
		manager := e.bearerOf("manager@demo.com", "manager")
		viewer := e.bearerOf("viewer@demo.com", "viewer")
		on := func(id int64) string { return fmt.Sprintf("/pages/blog/detail/%d/comments", id) }
		one := func(id float64) string { return fmt.Sprintf("/pages/blog/comments/%d", int64(id)) }
		add := func(h map[string]string, body string) float64 {
			t.Helper()
			r := e.do(nil, "POST", on(post), map[string]any{"body": body}, h)
			if r.status != 201 {
				t.Fatalf("add %q: %d %s", body, r.status, r.body)
			}
			return idOf(r.json(t)["comment"])
		}
		const script = `<script>alert("x")</script><img src=x onerror=alert(1)>`
		mine := add(member, "Bonjour à tous !\nDeuxième ligne.")
		other := add(e.bearerOf("client@demo.com", "client"), "A client's comment")
		inert := add(member, script)
		long := strings.Repeat("é", 2000)

		e.run(t, []jsonCase{
			// The post's author hears of each new comment.
			{name: "the author is told", method: "GET", path: "/api/notifications", as: "admin", status: 200,
				want: map[string]any{"items.0.title.key": "blogComments.notification.title", "items.0.body.params.name": "Sébastien Weber",
					"items.0.body.params.title": "tests-comments-published", "items.0.link": fmt.Sprintf("/pages/blog/detail/%d", post)}},

			// Writing: the text as sent, trimmed, newlines kept; a script tag is kept as text.
			{name: "member comments", method: "POST", path: on(post), body: map[string]any{"body": "  Merci !  "}, headers: member, status: 201,
				want: map[string]any{"comment.body": "Merci !", "comment.postId": post, "comment.mine": true, "comment.canEdit": true,
					"comment.canDelete": true, "comment.canModerate": false, "comment.hidden": false, "comment.author.fullName": "<set>",
					"comment.createdAt": "<set>"}, absent: []string{"comment.editedAt", "comment.hiddenReason"}},
			{name: "2000 characters", method: "POST", path: on(post), body: map[string]any{"body": long}, as: "client", status: 201},
			{name: "a form's body", method: "POST", path: on(post), body: "body=Par+formulaire",
				headers: map[string]string{"Content-Type": "application/x-www-form-urlencoded", "Authorization": member["Authorization"]}, status: 201,
				want: map[string]any{"comment.body": "Par formulaire"}},
			{name: "the script stays text", method: "GET", path: on(post), as: "admin", status: 200,
				want: map[string]any{"comments.2.id": inert, "comments.2.body": script}},

			// Bad input: a clear error under the field.
			{name: "empty", method: "POST", path: on(post), body: map[string]any{"body": ""}, headers: member, status: 400,
				want: map[string]any{"error.code": "invalid", "error.fields.body": "Write a comment.", "error.field_keys.body.key": "server.blogCommentRequired"}},
			{name: "blank", method: "POST", path: on(post), body: map[string]any{"body": " \n\t "}, headers: member, status: 400,
				want: map[string]any{"error.fields.body": "Write a comment."}},
			{name: "missing", method: "POST", path: on(post), body: map[string]any{}, headers: member, status: 400,
				want: map[string]any{"error.fields.body": "<set>"}},
			{name: "too long", method: "POST", path: on(post), body: map[string]any{"body": long + "x"}, headers: member, status: 400,
				want: map[string]any{"error.fields.body": "A comment is at most 2,000 characters.", "error.field_keys.body.params.max": 2000}},
			{name: "not text", method: "POST", path: on(post), body: map[string]any{"body": 42}, headers: member, status: 400,
				want: map[string]any{"error.fields.body": "<set>"}},
			{name: "not JSON", method: "POST", path: on(post), body: "{", headers: member, status: 400},
			{name: "a NUL byte", method: "POST", path: on(post), body: map[string]any{"body": "a\x00b"}, headers: member, status: 400,
				want: map[string]any{"error.fields.body": "<set>"}},
			{name: "edit to empty", method: "PATCH", path: one(mine), body: map[string]any{"body": "   "}, headers: member, status: 400,
				want: map[string]any{"error.fields.body": "Write a comment."}},
			{name: "a long reason", method: "POST", path: one(other) + "/hide", body: map[string]any{"reason": strings.Repeat("r", 201)}, as: "admin",
				status: 400, want: map[string]any{"error.fields.reason": "The reason is at most 200 characters."}},

			// Posts the reader does not see, comments that are not there: 404.
			{name: "a draft for a member", method: "POST", path: on(draft), body: map[string]any{"body": "hi"}, headers: member, status: 404},
			{name: "a draft's comments for a member", method: "GET", path: on(draft), headers: member, status: 404},
			{name: "a draft's comments for a viewer", method: "GET", path: on(draft), headers: viewer, status: 404},
			{name: "no such post", method: "POST", path: on(999999), body: map[string]any{"body": "hi"}, as: "client", status: 404},
			{name: "no such comment", method: "PATCH", path: one(999999), body: map[string]any{"body": "hi"}, headers: member, status: 404,
				want: map[string]any{"error.message": "No such comment."}},
			{name: "an id past int64", method: "DELETE", path: "/pages/blog/comments/99999999999999999999", headers: member, status: 404},

			// The wrong person or role.
			{name: "signed out", method: "POST", path: on(post), body: map[string]any{"body": "hi"}, headers: map[string]string{"Accept": "application/json"}, status: 401},
			{name: "someone else's: edit", method: "PATCH", path: one(other), body: map[string]any{"body": "mine now"}, headers: member, status: 403,
				want: map[string]any{"error.message": "Only its author can change this comment."}},
			{name: "someone else's: delete", method: "DELETE", path: one(other), headers: member, status: 403},
			{name: "the staff do not edit others' words", method: "PATCH", path: one(other), body: map[string]any{"body": "x"}, as: "admin", status: 403},
			{name: "a member does not moderate", method: "POST", path: one(other) + "/hide", headers: member, status: 403},
			{name: "a viewer does not moderate", method: "POST", path: one(other) + "/hide", headers: viewer, status: 403},
			{name: "a client does not moderate", method: "POST", path: one(mine) + "/unhide", as: "client", status: 403},
			{name: "a viewer does not delete others'", method: "DELETE", path: one(other), headers: viewer, status: 403},

			// The author edits: the edited mark.
			{name: "edit one's own", method: "PATCH", path: one(mine), body: map[string]any{"body": "Bonjour, corrigé."}, headers: member, status: 200,
				want: map[string]any{"comment.body": "Bonjour, corrigé.", "comment.editedAt": "<set>", "comment.mine": true}},

			// Moderation: hidden from others, marked for its author, shown to the staff with the reason.
			{name: "the manager hides", method: "POST", path: one(mine) + "/hide", body: map[string]any{"reason": "Hors sujet"}, headers: manager, status: 200,
				want: map[string]any{"comment.hidden": true, "comment.hiddenReason": "Hors sujet", "comment.hiddenAt": "<set>", "comment.canModerate": true}},
			{name: "the client no longer sees it", method: "GET", path: on(post), as: "client", status: 200,
				want: map[string]any{"comments.0.id": other}},
			{name: "nor reaches it", method: "DELETE", path: one(mine), as: "client", status: 404},
			{name: "its author sees it marked", method: "GET", path: on(post), headers: member, status: 200,
				want: map[string]any{"comments.0.id": mine, "comments.0.hidden": true, "comments.0.hiddenReason": "Hors sujet"}},
			{name: "the staff see it", method: "GET", path: on(post), as: "admin", status: 200,
				want: map[string]any{"comments.0.id": mine, "comments.0.hidden": true, "comments.0.canModerate": true, "comments.0.canEdit": false,
					"comments.0.canDelete": true}},
			{name: "shown again", method: "POST", path: one(mine) + "/unhide", as: "admin", status: 200,
				want: map[string]any{"comment.hidden": false}, absent: []string{"comment.hiddenReason", "comment.hiddenAt"}},
			{name: "the client sees it again", method: "GET", path: on(post), as: "client", status: 200,
				want: map[string]any{"comments.0.id": mine, "comments.1.id": other}},

			// Deleting: one's own, anyone's for the staff; gone for good.
			{name: "the author deletes", method: "DELETE", path: one(mine), headers: member, status: 200},
			{name: "the staff delete another's", method: "DELETE", path: one(other), headers: manager, status: 200},
			{name: "gone", method: "DELETE", path: one(other), as: "admin", status: 404},
			{name: "the rest", method: "GET", path: on(post), as: "admin", status: 200,
				want: map[string]any{"comments.0.id": inert}, absent: []string{"comments.4"}},
		})
	})
}

// The pages' forms: a comment from the post's page comes back to it with a
// toast; its text, a script tag included, is in the page's props as text and
// never as markup in the HTML; a refusal shows under the field.
func TestBlogCommentPages(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		post, _ := blogCommentPosts(t, e)
		detail := fmt.Sprintf("/pages/blog/detail/%d", post)
		browser, _ := e.signIn("member@demo.com", "member", false)
		h := withHeader(e.inertia(), "Referer", e.srv.URL+detail)
		const script = `<script>alert("pwned")</script>`
		r := e.do(browser, "POST", detail+"/comments", map[string]any{"body": script}, h)
		if r.status != 303 || !strings.HasSuffix(r.header.Get("Location"), detail) {
			t.Fatalf("form: %d %s %s", r.status, r.header.Get("Location"), r.body)
		}
		r = e.do(browser, "GET", detail, nil, e.inertia())
		p := page(t, r)
		if r.status != 200 || at(p, "props.comments.0.body") != script || at(p, "props.comments.0.mine") != true ||
			at(p, "flash.success.key") != "blogComments.flash.added" {
			t.Fatalf("page after the comment: %d comments %v flash %v", r.status, at(p, "props.comments"), p["flash"])
		}

		// The first visit's HTML holds the page object: the script tag is escaped there, and reads back as the text.
		r = e.do(browser, "GET", detail, nil, map[string]string{"Accept": "text/html"})
		if r.status != 200 || strings.Contains(string(r.body), script) || strings.Contains(string(r.body), `<script>alert(`) {
			t.Fatalf("HTML: %d, the script tag is in the page as markup", r.status)
		}
		if got := at(page(t, r)["props"], "comments.0.body"); got != script {
			t.Fatalf("HTML page object: comment %v", got)
		}

		// An empty comment: back to the page, the error under the field.
		r = e.do(browser, "POST", detail+"/comments", map[string]any{"body": "  "}, h)
		if r.status != 303 {
			t.Fatalf("empty: %d %s", r.status, r.body)
		}
		r = e.do(browser, "GET", detail, nil, e.inertia())
		if got := at(page(t, r)["props"], "errors.body"); got != "server.blogCommentRequired" {
			t.Fatalf("errors.body = %v", got)
		}

		// Ten comments a minute at most: the API gets 429, the page's form the message under the field.
		asMember := e.bearerOf("member@demo.com", "member")
		for i := 1; i < 10; i++ {
			if r := e.do(nil, "POST", detail+"/comments", map[string]any{"body": fmt.Sprint("encore ", i)}, asMember); r.status != 201 {
				t.Fatalf("comment %d: %d %s", i, r.status, r.body)
			}
		}
		if r := e.do(nil, "POST", detail+"/comments", map[string]any{"body": "de trop"}, asMember); r.status != 429 || at(r.value(t), "error.key") != "server.blogCommentTooFast" {
			t.Fatalf("too fast, API: %d %s", r.status, r.body)
		}
		if r := e.do(browser, "POST", detail+"/comments", map[string]any{"body": "de trop"}, h); r.status != 303 {
			t.Fatalf("too fast, form: %d %s", r.status, r.body)
		}
		r = e.do(browser, "GET", detail, nil, e.inertia())
		if got := at(page(t, r)["props"], "errors.body"); got != `server.blogCommentTooFast {"max":10}` {
			t.Fatalf("too fast: errors.body = %v", got)
		}

		// Someone else's comment from the page: not authorized, nothing changes.
		other := e.do(nil, "POST", detail+"/comments", map[string]any{"body": "Le mien"}, e.bearerOf("client@demo.com", "client"))
		id := int64(idOf(other.json(t)["comment"]))
		r = e.do(browser, "DELETE", fmt.Sprintf("/pages/blog/comments/%d", id), nil, h)
		if r.status != 403 {
			t.Fatalf("someone else's: %d", r.status)
		}
		var n int
		if err := e.db.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM blog_comments WHERE id = $1`, id).Scan(&n); err != nil || n != 1 {
			t.Fatalf("the comment is gone: %d %v", n, err)
		}

		// The spec's detail call answers the comments beside the post.
		r = e.do(nil, "GET", fmt.Sprintf("/blog/list/data/detail?id=%d", post), nil, e.bearerOf("member@demo.com", "member"))
		if r.status != 200 || at(r.value(t), "comments.0.body") != script || at(r.value(t), "comments.10.id") != float64(id) {
			t.Fatalf("detail data: %d %s", r.status, r.body)
		}
	})
}
