package controllers_test

import (
	"fmt"
	"strings"
	"testing"
)

// kbFixture makes, through the staff's API, an English category "tests-kb"
// with a published article (whose body carries a script) and a draft.
type kbFixture struct{ cat, pub, draft float64 }

func newKBFixture(t *testing.T, e *env, admin string) kbFixture {
	t.Helper()
	h := map[string]string{"Authorization": "Bearer " + admin}
	post := func(path string, body map[string]any) map[string]any {
		r := e.do(nil, "POST", path, body, h)
		if r.status != 201 {
			t.Fatalf("POST %s: %d %s", path, r.status, r.body)
		}
		return r.json(t)
	}
	var f kbFixture
	f.cat = idOf(post("/pages/knowledge-base/manage/categories", map[string]any{"lang": "en", "title": "Tests of the base", "slug": "tests-kb",
		"icon": "book-open", "color": "info"})["category"])
	f.pub = idOf(post("/pages/knowledge-base/manage/articles", map[string]any{"categoryId": f.cat, "title": "Assemblée générale extraordinaire",
		"excerpt": "When the articles change.", "body": `<p>The <em>quorum</em> rule.</p><script>document.title="owned"</script><a href="javascript:alert(1)" onclick="x()">link</a>`,
		"published": true})["article"])
	f.draft = idOf(post("/pages/knowledge-base/manage/articles", map[string]any{"categoryId": f.cat, "title": "Secret draft",
		"body": "<p>Not yet for the members.</p>", "published": false})["article"])
	return f
}

func TestKnowledgeBaseCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		f := newKBFixture(t, e, admin)
		id := func(v float64) string { return fmt.Sprint(int64(v)) }
		art := "/pages/knowledge-base/manage/articles"
		e.run(t, []jsonCase{
			{name: "the cards, with counts", method: "GET", path: "/faq/data/knowledge_base", as: "client", status: 200,
				want: map[string]any{"0.category": "joining", "0.img": "user-plus", "0.iconColor": "primary", "0.title": "Joining the cooperative",
					"0.desc": "<set>", "0.articleCount": 4}},
			{name: "the cards in French for staff", method: "GET", path: "/faq/data/knowledge_base?lang=fr", as: "admin", status: 200,
				want: map[string]any{"0.category": "adhesion"}},
			{name: "a bad language", method: "GET", path: "/faq/data/knowledge_base?lang=de", as: "admin", status: 400,
				want: map[string]any{"error.fields.lang": "The language is fr or en."}},
			{name: "search, accents aside", method: "GET", path: "/faq/data/knowledge_base?q=ASSEMBLEE%20generale%20extra", as: "client", status: 200,
				want: map[string]any{"0.id": f.pub, "0.category": "tests-kb"}, absent: []string{"1"}},
			{name: "search in the body", method: "GET", path: "/faq/data/knowledge_base?q=quorum%20rule", as: "client", status: 200,
				want: map[string]any{"0.id": f.pub}, absent: []string{"1"}},
			{name: "search: a draft is not found by a member", method: "GET", path: "/faq/data/knowledge_base?q=secret%20draft", as: "client", status: 200,
				absent: []string{"0"}},
			{name: "search: staff find the draft", method: "GET", path: "/faq/data/knowledge_base?q=secret%20draft&lang=en", as: "admin", status: 200,
				want: map[string]any{"0.id": f.draft}},
			{name: "a category", method: "GET", path: "/faq/data/category?category=tests-kb", as: "client", status: 200,
				want: map[string]any{"title": "Tests of the base", "icon": "book-open", "iconColor": "info", "questions.0.id": f.pub,
					"questions.0.question": "Assemblée générale extraordinaire", "questions.0.slug": "assemblee-generale-extraordinaire"},
				absent: []string{"questions.1"}},
			{name: "a category without its name", method: "GET", path: "/faq/data/category", as: "client", status: 400,
				want: map[string]any{"error.fields.category": "<set>"}},
			{name: "an unknown category", method: "GET", path: "/faq/data/category?category=nope", as: "client", status: 404},
			{name: "a question", method: "GET", path: "/faq/data/question?category=tests-kb&question=assemblee-generale-extraordinaire", as: "client",
				status: 200, want: map[string]any{"title": "Assemblée générale extraordinaire", "lastUpdated": "<set>", "content": "<set>"}},
			{name: "a draft's question: 404 for a member", method: "GET", path: "/faq/data/question?category=tests-kb&question=secret-draft", as: "client", status: 404},
			{name: "a question without its name", method: "GET", path: "/faq/data/question?category=tests-kb", as: "client", status: 400,
				want: map[string]any{"error.fields.question": "<set>"}},
			{name: "signed out", method: "GET", path: "/faq/data/knowledge_base", status: 401},

			{name: "the page of a draft: 404 for a member", method: "GET", path: "/pages/knowledge-base/tests-kb/secret-draft", as: "client", status: 404},
			{name: "the page of a draft: staff see it", method: "GET", path: "/pages/knowledge-base/tests-kb/secret-draft?lang=en", as: "admin", status: 200,
				want: map[string]any{"article.published": false, "canManage": true}},
			{name: "the category page counts what a member sees", method: "GET", path: "/pages/knowledge-base/tests-kb", as: "client", status: 200,
				want: map[string]any{"category.articleCount": 1, "articles.0.id": f.pub, "canManage": false}, absent: []string{"articles.1"}},
			{name: "the index page searches", method: "GET", path: "/pages/knowledge-base?q=assemblee", as: "client", status: 200,
				want: map[string]any{"results.0.id": f.pub, "categories.0.slug": "joining", "popular.0": "<set>", "recent.0.id": f.pub}},

			{name: "a member may not write", method: "POST", path: art, as: "client", status: 403,
				body: map[string]any{"categoryId": f.cat, "title": "Mine", "body": "<p>x</p>"}},
			{name: "a member may not publish", method: "POST", path: art + "/" + id(f.draft) + "/publish", as: "client", status: 403},
			{name: "a member may not make a category", method: "POST", path: "/pages/knowledge-base/manage/categories", as: "client", status: 403,
				body: map[string]any{"lang": "en", "title": "Mine", "icon": "coins", "color": "info"}},
			{name: "signed out may not write", method: "POST", path: art, status: 401, body: map[string]any{}, headers: map[string]string{"Accept": "application/json"}},
			{name: "bad input, under its fields", method: "POST", path: art, as: "admin", status: 400,
				body: map[string]any{"categoryId": 0, "title": "", "slug": "Not A Slug", "body": "<script>x</script>", "excerpt": strings.Repeat("x", 301)},
				want: map[string]any{"error.fields.title": "The title is required.", "error.fields.categoryId": "Choose a category.",
					"error.fields.body": "The article needs some text.", "error.fields.excerpt": "At most 300 characters.", "error.field_keys.title.key": "server.kbTitleRequired"}},
			{name: "a bad slug", method: "POST", path: art, as: "admin", status: 400,
				body: map[string]any{"categoryId": f.cat, "title": "Fine", "slug": "Not A Slug", "body": "<p>x</p>"},
				want: map[string]any{"error.fields.slug": "<set>"}},
			{name: "a slug taken in the category", method: "POST", path: art, as: "admin", status: 400,
				body: map[string]any{"categoryId": f.cat, "title": "Secret draft", "body": "<p>x</p>"},
				want: map[string]any{"error.fields.slug": "Another article of this category already has this slug."}},
			{name: "an unknown category", method: "POST", path: art, as: "admin", status: 400,
				body: map[string]any{"categoryId": 99999999, "title": "Fine", "body": "<p>x</p>"}, want: map[string]any{"error.fields.categoryId": "<set>"}},
			{name: "a body that is not JSON", method: "POST", path: art, as: "admin", status: 400, body: "{"},
			{name: "a bad category", method: "POST", path: "/pages/knowledge-base/manage/categories", as: "admin", status: 400,
				body: map[string]any{"lang": "de", "title": "x", "slug": "manage", "icon": "rocket", "color": "pink"},
				want: map[string]any{"error.fields.lang": "<set>", "error.fields.slug": "<set>", "error.fields.icon": "<set>", "error.fields.color": "<set>"}},
			{name: "a full category is not deleted", method: "DELETE", path: "/pages/knowledge-base/manage/categories/" + id(f.cat), as: "admin", status: 409},
			{name: "publish an unknown article", method: "POST", path: art + "/99999999/publish", as: "admin", status: 404},

			{name: "vote on a draft: 404", method: "POST", path: "/pages/knowledge-base/articles/" + id(f.draft) + "/vote", as: "client", status: 404,
				body: map[string]any{"helpful": true}},
			{name: "vote without an answer", method: "POST", path: "/pages/knowledge-base/articles/" + id(f.pub) + "/vote", as: "client", status: 400,
				body: map[string]any{}, want: map[string]any{"error.fields.helpful": "<set>"}},
			{name: "vote", method: "POST", path: "/pages/knowledge-base/articles/" + id(f.pub) + "/vote", as: "client", status: 200,
				body: map[string]any{"helpful": true}, want: map[string]any{"votes.helpful": 1, "votes.notHelpful": 0, "votes.myVote": true}},
			{name: "vote again: counted once", method: "POST", path: "/pages/knowledge-base/articles/" + id(f.pub) + "/vote", as: "client", status: 200,
				body: map[string]any{"helpful": true}, want: map[string]any{"votes.helpful": 1, "votes.notHelpful": 0}},
			{name: "change one's answer", method: "POST", path: "/pages/knowledge-base/articles/" + id(f.pub) + "/vote", as: "client", status: 200,
				body: map[string]any{"helpful": false}, want: map[string]any{"votes.helpful": 0, "votes.notHelpful": 1, "votes.myVote": false}},
			{name: "another reader", method: "POST", path: "/pages/knowledge-base/articles/" + id(f.pub) + "/vote", as: "admin", status: 200,
				body: map[string]any{"helpful": true}, want: map[string]any{"votes.helpful": 1, "votes.notHelpful": 1, "votes.myVote": true}},

			{name: "publish the draft", method: "POST", path: art + "/" + id(f.draft) + "/publish", as: "admin", status: 200,
				want: map[string]any{"article.published": true}},
			{name: "the member now reads it", method: "GET", path: "/pages/knowledge-base/tests-kb/secret-draft", as: "client", status: 200,
				want: map[string]any{"article.title": "Secret draft", "related.0.id": f.pub}},
			{name: "unpublish it", method: "POST", path: art + "/" + id(f.draft) + "/unpublish", as: "admin", status: 200,
				want: map[string]any{"article.published": false}},
			{name: "gone again for the member", method: "GET", path: "/pages/knowledge-base/tests-kb/secret-draft", as: "client", status: 404},
			{name: "edit: the search follows", method: "PUT", path: art + "/" + id(f.draft), as: "admin", status: 200,
				body: map[string]any{"categoryId": f.cat, "title": "Procurations", "body": "<p>Deux au plus.</p>", "published": true},
				want: map[string]any{"article.slug": "procurations"}},
			{name: "found by its new title", method: "GET", path: "/faq/data/knowledge_base?q=procuration", as: "client", status: 200,
				want: map[string]any{"0.id": f.draft}},
			{name: "delete it", method: "DELETE", path: art + "/" + id(f.draft), as: "admin", status: 200, want: map[string]any{"deleted": true}},
			{name: "gone", method: "GET", path: "/pages/knowledge-base/tests-kb/procurations", as: "admin", status: 404},
		})
	})
}

// A script in a body is stored inert: no script element, no handler, no javascript: link.
func TestKnowledgeBaseBodyIsInert(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		f := newKBFixture(t, e, admin)
		var body string
		if err := e.db.QueryRow(`SELECT body FROM kb_articles WHERE id = $1`, int64(f.pub)).Scan(&body); err != nil {
			t.Fatal(err)
		}
		for _, bad := range []string{"<script", "owned", "onclick", "javascript:"} {
			if strings.Contains(body, bad) {
				t.Errorf("the stored body holds %q: %s", bad, body)
			}
		}
		if !strings.Contains(body, "<em>quorum</em>") {
			t.Errorf("the formatting was lost: %s", body)
		}
	})
}

// The editor's visits: an Inertia form POST is answered with a redirect to
// the new article's page, a bad one back with the errors under their fields;
// a member's page shows the article and their vote goes back to it.
func TestKnowledgeBaseEditorVisits(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		f := newKBFixture(t, e, admin)
		staff, r := e.signIn("admin@demo.com", "admin", false)
		if r.status >= 400 {
			t.Fatalf("sign in: %d %s", r.status, r.body)
		}
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/pages/knowledge-base/manage/articles/new?lang=en"
		r = e.do(staff, "POST", "/pages/knowledge-base/manage/articles", map[string]any{"categoryId": f.cat, "title": ""}, h)
		if r.status != 303 || !strings.Contains(r.header.Get("Location"), "/manage/articles/new") {
			t.Fatalf("bad input: %d %s", r.status, r.header.Get("Location"))
		}
		r = e.do(staff, "GET", "/pages/knowledge-base/manage/articles/new?lang=en", nil, h)
		if p := page(t, r); at(p, "props.errors.title") == nil || at(p, "component") != "Content/KnowledgeBase/Edit" {
			t.Errorf("the errors under their fields: %s", r.body)
		}
		r = e.do(staff, "POST", "/pages/knowledge-base/manage/articles", map[string]any{"categoryId": f.cat, "title": "Quorum et majorité",
			"body": "<p>Deux tiers.</p>", "published": "on"}, h)
		if r.status != 303 || r.header.Get("Location") != "/pages/knowledge-base/tests-kb/quorum-et-majorite?lang=en" {
			t.Fatalf("created: %d %q", r.status, r.header.Get("Location"))
		}

		member, _ := e.signIn("client@demo.com", "client", false)
		r = e.do(member, "GET", "/pages/knowledge-base/tests-kb/quorum-et-majorite", nil, e.inertia())
		p := page(t, r)
		if at(p, "component") != "Content/KnowledgeBase/Article" || at(p, "props.article.body") != "<p>Deux tiers.</p>" || at(p, "props.canManage") != false {
			t.Fatalf("the member's page: %s", r.body)
		}
		id := fmt.Sprint(int64(at(p, "props.article.id").(float64)))
		vh := e.inertia()
		vh["Referer"] = e.srv.URL + "/pages/knowledge-base/tests-kb/quorum-et-majorite"
		for range 2 {
			if r = e.do(member, "POST", "/pages/knowledge-base/articles/"+id+"/vote", map[string]any{"helpful": true}, vh); r.status != 303 {
				t.Fatalf("vote: %d %s", r.status, r.body)
			}
		}
		p = page(t, e.do(member, "GET", "/pages/knowledge-base/tests-kb/quorum-et-majorite", nil, e.inertia()))
		if at(p, "props.article.helpful") != float64(1) || at(p, "props.article.myVote") != true {
			t.Errorf("counted once: %v %v", at(p, "props.article.helpful"), at(p, "props.article.myVote"))
		}
	})
}
