package controllers_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"
)

// blogMultipart is a multipart body with one file field "image".
func blogMultipart(t *testing.T, name string, content []byte) (string, string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, err := mw.CreateFormFile("image", name)
	if err != nil {
		t.Fatal(err)
	}
	fw.Write(content)
	mw.Close()
	return buf.String(), mw.FormDataContentType()
}

// blogPNG is a small PNG, 64×48, of a colour.
func blogPNG(t *testing.T) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 64, 48))
	for y := range 48 {
		for x := range 64 {
			img.Set(x, y, color.RGBA{uint8(x * 4), 120, uint8(y * 5), 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestBlogPostsCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		const posts = "/pages/blog/posts"
		past := time.Now().UTC().Add(-time.Hour).Format(time.RFC3339)
		e.run(t, []jsonCase{
			{name: "list as a reader: the published posts", method: "GET", path: "/blog/list/data", as: "client", status: 200,
				want: map[string]any{"total": float64(10), "page": float64(1), "blogs.0.title": "<set>", "blogs.0.img": "<set>",
					"blogs.0.userFullName": "<set>", "blogs.0.tags.0": "<set>", "blogs.0.comment": "<set>"}},
			{name: "list as staff: drafts and scheduled too", method: "GET", path: "/blog/list/data", as: "admin", status: 200,
				want: map[string]any{"total": float64(12)}},
			{name: "search accent- and case-blind", method: "GET", path: "/blog/list/data?q=ASSEMBLEE%20generale", as: "client", status: 200,
				want: map[string]any{"total": float64(1), "blogs.0.id": float64(1)}},
			{name: "by category", method: "GET", path: "/blog/list/data?category=finances&perPage=2", as: "client", status: 200,
				want: map[string]any{"total": float64(3), "perPage": float64(2)}, absent: []string{"blogs.2"}},
			{name: "by tag", method: "GET", path: "/blog/list/data?tag=local", as: "client", status: 200,
				want: map[string]any{"total": float64(3)}},
			{name: "bad page", method: "GET", path: "/blog/list/data?page=abc&perPage=1000", as: "client", status: 400,
				want: map[string]any{"error.fields.page": "<set>", "error.fields.perPage": "<set>"}},
			{name: "signed out", method: "GET", path: "/blog/list/data", status: 401},
			{name: "sidebar", method: "GET", path: "/blog/list/data/sidebar", as: "client", status: 200,
				want:   map[string]any{"recentPosts.0.title": "<set>", "categories.0.category": "<set>", "categories.0.icon": "users"},
				absent: []string{"recentPosts.4"}},
			{name: "detail", method: "GET", path: "/blog/list/data/detail?id=1", as: "client", status: 200,
				want: map[string]any{"blog.id": float64(1), "blog.body": "<set>", "blog.author.fullName": "<set>", "blog.author.role": "admin",
					"related.0.id": "<set>", "comments": "<set>"}},
			{name: "a draft is not found for a reader", method: "GET", path: "/blog/list/data/detail?id=11", as: "client", status: 404},
			{name: "a post to come is not found for a reader", method: "GET", path: "/blog/list/data/detail?id=12", as: "client", status: 404},
			{name: "staff see the draft", method: "GET", path: "/blog/list/data/detail?id=11", as: "admin", status: 200,
				want: map[string]any{"blog.status": "draft"}},
			{name: "staff see the post to come, marked", method: "GET", path: "/blog/list/data/detail?id=12", as: "admin", status: 200,
				want: map[string]any{"blog.upcoming": true}},
			{name: "edit data", method: "GET", path: "/blog/list/data/edit?id=1", as: "admin", status: 200,
				want: map[string]any{"post.blogTitle": "<set>", "post.blogCategories.0.value": "vie-cooperative", "post.blogCategories.0.label": "<set>",
					"post.slug": "assemblee-generale-2026", "post.status": "published", "post.excerpt": "<set>", "post.featuredImage.large": "<set>"}},
			{name: "edit data: wrong role", method: "GET", path: "/blog/list/data/edit?id=1", as: "client", status: 403},
			{name: "create: wrong role", method: "POST", path: posts, as: "client", body: map[string]any{"title": "Nope"}, status: 403},
			{name: "update: wrong role", method: "PATCH", path: posts + "/1", as: "client", body: map[string]any{"title": "Nope"}, status: 403},
			{name: "delete: wrong role", method: "DELETE", path: posts + "/1", as: "client", status: 403},
			{name: "upload: wrong role", method: "POST", path: "/pages/blog/images", as: "client", status: 403},
			{name: "create: bad input under each field", method: "POST", path: posts, as: "admin",
				body:   map[string]any{"title": "", "slug": "Pas Bon", "status": "later", "lang": "xx", "categories": []string{"nope"}, "imageId": 999999},
				status: 400, want: map[string]any{"error.fields.title": "<set>", "error.fields.slug": "<set>", "error.fields.status": "<set>",
					"error.fields.lang": "<set>", "error.fields.categories": "<set>", "error.fields.imageId": "<set>"}},
			{name: "create: taken slug", method: "POST", path: posts, as: "admin", body: map[string]any{"title": "Assemblée générale 2026"}, status: 400,
				want: map[string]any{"error.fields.slug": "Another post already has this slug."}},
			{name: "create: scheduled in the past", method: "POST", path: posts, as: "admin",
				body: map[string]any{"title": "Trop tard", "status": "scheduled", "publishedAt": past}, status: 400,
				want: map[string]any{"error.fields.publishedAt": "<set>"}},
			{name: "create: scheduled without a time", method: "POST", path: posts, as: "admin",
				body: map[string]any{"title": "Sans date", "status": "scheduled"}, status: 400, want: map[string]any{"error.fields.publishedAt": "<set>"}},
			{name: "create: bad JSON", method: "POST", path: posts, as: "admin", body: `{"title": `, status: 400},
			{name: "update: no such post", method: "PUT", path: posts + "/999999", as: "admin", body: map[string]any{"title": "x"}, status: 404},
			{name: "category: wrong role", method: "POST", path: "/pages/blog/categories", as: "client", body: map[string]any{"nameFr": "X"}, status: 403},
			{name: "category: bad input", method: "POST", path: "/pages/blog/categories", as: "admin", body: map[string]any{"nameFr": "", "icon": "Bad Icon"}, status: 400,
				want: map[string]any{"error.fields.nameFr": "<set>", "error.fields.icon": "<set>"}},
			{name: "category: taken slug", method: "POST", path: "/pages/blog/categories", as: "admin", body: map[string]any{"nameFr": "Finances"}, status: 400,
				want: map[string]any{"error.fields.slug": "<set>"}},
			{name: "category: added", method: "POST", path: "/pages/blog/categories", as: "admin", body: map[string]any{"nameFr": "Écologie", "nameEn": "Ecology", "icon": "leaf"},
				status: 201, want: map[string]any{"category.slug": "ecologie", "category.icon": "leaf"}},
			{name: "image: not an image", method: "POST", path: "/pages/blog/images", as: "admin", status: 400,
				body:    func() string { b, _ := blogMultipart(t, "x.png", []byte("not an image at all")); return b }(),
				headers: map[string]string{"Content-Type": func() string { _, ct := blogMultipart(t, "x.png", nil); return ct }()}},
		})
	})
}

// blogUploadAs posts an image to the blog's upload call.
func blogUploadAs(t *testing.T, e *env, token string, content []byte) reply {
	t.Helper()
	body, ct := blogMultipart(t, "photo.png", content)
	return e.do(nil, "POST", "/pages/blog/images", body, map[string]string{"Authorization": "Bearer " + token, "Content-Type": ct})
}

func TestBlogPostsWriteScheduleAndImage(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		client, _ := e.token("client@demo.com", "client")
		as := func(tok string) map[string]string { return map[string]string{"Authorization": "Bearer " + tok} }

		up := blogUploadAs(t, e, admin, blogPNG(t))
		if up.status != 201 {
			t.Fatalf("upload: %d %s", up.status, up.body)
		}
		img := up.json(t)["image"].(map[string]any)
		big := append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 10<<20)...)
		if r := blogUploadAs(t, e, admin, big); r.status != 413 || at(r.json(t), "error.fields.image") == nil {
			t.Fatalf("too large an image: %d %s", r.status, r.body)
		}
		file := e.do(nil, "GET", img["card"].(string), nil, as(client))
		if file.status != 200 || file.header.Get("Content-Type") != "image/jpeg" || !strings.Contains(file.header.Get("Cache-Control"), "immutable") {
			t.Fatalf("image file: %d %v", file.status, file.header)
		}
		if got, _, err := image.DecodeConfig(bytes.NewReader(file.body)); err != nil || got.Width != 640 || got.Height != 360 {
			t.Fatalf("card rendition: %+v %v", got, err)
		}
		if r := e.do(nil, "GET", "/media/blog/"+strings.Repeat("0", 64)+".jpg", nil, as(client)); r.status != 404 {
			t.Fatalf("unknown image: %d", r.status)
		}

		when := time.Now().UTC().Add(3 * time.Second).Format(time.RFC3339)
		r := e.do(nil, "POST", "/pages/blog/posts", map[string]any{"title": "Été à la coopérative", "status": "scheduled", "publishedAt": when,
			"body": `<p>Bonjour<script>alert("x")</script><img src=x onerror="alert(1)"></p>`, "categories": []string{"evenements"},
			"tags": []string{"Été", "été", " fête "}, "imageId": img["id"], "lang": "fr"}, as(admin))
		if r.status != 201 {
			t.Fatalf("create: %d %s", r.status, r.body)
		}
		post := r.json(t)["blog"].(map[string]any)
		id := fmt.Sprint(int64(post["id"].(float64)))
		body := post["body"].(string)
		if post["slug"] != "ete-a-la-cooperative" || strings.Contains(body, "<script") || strings.Contains(body, "onerror") || !strings.Contains(body, "Bonjour") {
			t.Fatalf("stored post: slug %v body %q", post["slug"], body)
		}
		if tags := post["tags"].([]any); len(tags) != 2 {
			t.Fatalf("tags: %v", tags)
		}
		detail := "/blog/list/data/detail?id=" + id
		if r := e.do(nil, "GET", detail, nil, as(client)); r.status != 404 {
			t.Fatalf("before its time a reader gets %d", r.status)
		}
		if r := e.do(nil, "GET", "/blog/list/data?q=coop%C3%A9rative%20%C3%A9t%C3%A9", nil, as(client)); strings.Contains(string(r.body), `"id":`+id+`,`) {
			t.Fatal("the post to come is in a reader's list")
		}
		time.Sleep(time.Until(time.Now().Add(3500 * time.Millisecond)))
		if r := e.do(nil, "GET", detail, nil, as(client)); r.status != 200 {
			t.Fatalf("after its time a reader gets %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", "/blog/list/data?q=ete%20a%20la", nil, as(client)); !strings.Contains(string(r.body), `"id":`+id+`,`) {
			t.Fatalf("the post is not in the list after its time: %s", r.body)
		}
		// PATCH keeps what it is not given; the slug may change, not to a taken one.
		r = e.do(nil, "PATCH", "/pages/blog/posts/"+id, map[string]any{"excerpt": "Court résumé"}, as(admin))
		if r.status != 200 || at(r.json(t), "blog.title") != "Été à la coopérative" || at(r.json(t), "blog.excerpt") != "Court résumé" {
			t.Fatalf("patch: %d %s", r.status, r.body)
		}
		r = e.do(nil, "PATCH", "/pages/blog/posts/"+id, map[string]any{"slug": "assemblee-generale-2026"}, as(admin))
		if r.status != 400 || at(r.json(t), "error.fields.slug") == nil {
			t.Fatalf("patch to a taken slug: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "DELETE", "/pages/blog/posts/"+id, nil, as(admin)); r.status != 200 {
			t.Fatalf("delete: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "GET", detail, nil, as(admin)); r.status != 404 {
			t.Fatalf("deleted post: %d", r.status)
		}
	})
}

func TestBlogPostsPages(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		member, _ := e.signIn("client@demo.com", "client", false)
		staff, _ := e.signIn("admin@demo.com", "admin", false)
		for _, c := range []struct {
			c         *http.Client
			path      string
			status    int
			component string
		}{
			{member, "/pages/blog/list", 200, "Content/Blog/List"},
			{member, "/pages/blog/detail/1", 200, "Content/Blog/Detail"},
			{member, "/pages/blog/detail/assemblee-generale-2026", 200, "Content/Blog/Detail"},
			{member, "/pages/blog/detail/11", 404, ""},
			{member, "/pages/blog/edit/1", 403, ""},
			{staff, "/pages/blog/edit/1", 200, "Content/Blog/Edit"},
			{staff, "/pages/blog/edit/new", 200, "Content/Blog/Edit"},
			{staff, "/pages/blog/list?page=zz", 200, "Content/Blog/List"},
		} {
			r := e.do(c.c, "GET", c.path, nil, e.inertia())
			if r.status != c.status {
				t.Fatalf("%s: %d, want %d", c.path, r.status, c.status)
			}
			if c.component != "" && page(t, r)["component"] != c.component {
				t.Fatalf("%s: component %v", c.path, page(t, r)["component"])
			}
		}
	})
}
