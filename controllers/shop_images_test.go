package controllers_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"net/http"
	"strings"
	"testing"

	"partage/app/shop"
)

// shopImageUpload posts content as the multipart field "image" of a product.
func (e *env) shopImageUpload(t *testing.T, token string, productID int64, content []byte) reply {
	t.Helper()
	body, ct := multipartBody(t, formField{name: "image", file: "photo.png", content: content}, formField{name: "alt", content: []byte("Le pot ouvert")})
	req, _ := http.NewRequest("POST", fmt.Sprintf("%s/apps/ecommerce/manage/products/%d/images", e.srv.URL, productID), bytes.NewReader(body))
	req.Header.Set("Content-Type", ct)
	req.Header.Set("Authorization", "Bearer "+token)
	return e.send(t, req)
}

// Staff add, order and delete a product's images; everyone signed in sees
// them, cached for good; nobody else, and nothing else of the file store.
func TestShopImages(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		admin, _ := e.token("admin@demo.com", "admin")
		client, _ := e.token("client@demo.com", "client")
		bearer := func(tok string) map[string]string {
			return map[string]string{"Authorization": "Bearer " + tok, "Accept": "application/json"}
		}
		var productID int64
		if err := e.db.QueryRowContext(ctx, `SELECT id FROM products WHERE slug = 'confiture-abricot-bio'`).Scan(&productID); err != nil {
			t.Fatal(err)
		}
		var photo bytes.Buffer
		jpeg.Encode(&photo, image.NewRGBA(image.Rect(0, 0, 64, 48)), nil)

		if r := e.shopImageUpload(t, client, productID, photo.Bytes()); r.status != http.StatusForbidden {
			t.Fatalf("a client adds an image: %d %s", r.status, r.body)
		}
		if r := e.shopImageUpload(t, admin, productID, []byte("GIF89a not an image")); r.status != http.StatusBadRequest || !strings.Contains(string(r.body), "image") {
			t.Fatalf("a GIF: %d %s", r.status, r.body)
		}
		if r := e.shopImageUpload(t, admin, 999999, photo.Bytes()); r.status != http.StatusNotFound {
			t.Fatalf("no such product: %d %s", r.status, r.body)
		}
		noise := image.NewRGBA(image.Rect(0, 0, 700, 700)) // a photograph over the usual 1 MiB cap of bodies
		rnd := rand.New(rand.NewPCG(1, 2))
		for i := range noise.Pix {
			noise.Pix[i] = byte(rnd.Uint32())
		}
		var big bytes.Buffer
		png.Encode(&big, noise)
		if r := e.shopImageUpload(t, admin, productID, big.Bytes()); big.Len() < 1<<20 || r.status != http.StatusCreated {
			t.Fatalf("a %d bytes photograph: %d %s", big.Len(), r.status, r.body)
		}
		if r := e.shopImageUpload(t, admin, productID, append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, shop.MaxImageBytes)...)); r.status != http.StatusRequestEntityTooLarge {
			t.Fatalf("too large: %d %s", r.status, r.body)
		}
		r := e.shopImageUpload(t, admin, productID, photo.Bytes())
		if r.status != http.StatusCreated || at(r.json(t), "image.alt") != "Le pot ouvert" {
			t.Fatalf("upload: %d %s", r.status, r.body)
		}
		added := int64(idOf(at(r.json(t), "image")))
		card := at(r.json(t), "image.card").(string)

		// Served to anyone signed in, as a JPEG cached for a year; not to others.
		got := e.do(nil, "GET", card, nil, bearer(client))
		if got.status != http.StatusOK || got.header.Get("Content-Type") != "image/jpeg" ||
			got.header.Get("Cache-Control") != "private, max-age=31536000, immutable" || !bytes.HasPrefix(got.body, []byte("\xff\xd8\xff")) {
			t.Fatalf("card: %d %v", got.status, got.header)
		}
		if img, err := jpeg.Decode(bytes.NewReader(got.body)); err != nil || img.Bounds().Dx() != shop.CardSize {
			t.Fatalf("card: %v %v", img.Bounds(), err)
		}
		again := e.do(nil, "GET", card, nil, map[string]string{"Authorization": "Bearer " + client, "If-None-Match": got.header.Get("ETag")})
		if again.status != http.StatusNotModified {
			t.Fatalf("revalidation: %d", again.status)
		}
		if r := e.do(nil, "GET", card, nil, map[string]string{"Accept": "application/json"}); r.status != http.StatusUnauthorized {
			t.Fatalf("signed out: %d", r.status)
		}
		if r := e.do(nil, "GET", card, nil, nil); r.status != http.StatusFound && r.status != http.StatusSeeOther {
			t.Fatalf("signed-out browser: %d", r.status)
		}
		for _, name := range []string{strings.Repeat("0", 64) + ".jpg", "nothing.jpg", strings.TrimSuffix(card[len(shop.ImagePath):], ".jpg") + ".png"} {
			if r := e.do(nil, "GET", shop.ImagePath+name, nil, bearer(client)); r.status != http.StatusNotFound {
				t.Fatalf("%s: %d", name, r.status)
			}
		}
		// Another file of the store (an avatar) is not served here.
		var adminID int64
		e.db.QueryRowContext(ctx, `SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&adminID)
		body, ct := multipartBody(t, formField{name: "avatar", file: "a.jpg", content: photo.Bytes()})
		req, _ := http.NewRequest("POST", fmt.Sprintf("%s/apps/users/%d/avatar", e.srv.URL, adminID), bytes.NewReader(body))
		req.Header.Set("Content-Type", ct)
		req.Header.Set("Authorization", "Bearer "+admin)
		req.Header.Set("Accept", "application/json")
		av := e.send(t, req)
		avatar, _ := at(av.json(t), "user.avatar").(string)
		if av.status != http.StatusOK || !strings.HasSuffix(avatar, ".jpg") {
			t.Fatalf("avatar: %d %s", av.status, av.body)
		}
		if r := e.do(nil, "GET", shop.ImagePath+avatar[strings.LastIndex(avatar, "/")+1:], nil, bearer(client)); r.status != http.StatusNotFound {
			t.Fatalf("an avatar through the shop: %d", r.status)
		}

		// Ordering: exactly the product's images.
		rows, err := e.db.QueryContext(ctx, `SELECT id FROM product_images WHERE product_id = $1 ORDER BY position`, productID)
		if err != nil {
			t.Fatal(err)
		}
		var ids []int64
		for rows.Next() {
			var id int64
			rows.Scan(&id)
			ids = append([]int64{id}, ids...)
		}
		rows.Close()
		order := fmt.Sprintf("/apps/ecommerce/manage/products/%d/images/order", productID)
		if r := e.do(nil, "POST", order, map[string]any{"ids": ids[1:]}, bearer(admin)); r.status != http.StatusBadRequest {
			t.Fatalf("order missing one: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "POST", order, map[string]any{"ids": ids}, bearer(client)); r.status != http.StatusForbidden {
			t.Fatalf("a client orders: %d", r.status)
		}
		if r := e.do(nil, "POST", order, map[string]any{"ids": ids}, bearer(admin)); r.status != http.StatusOK {
			t.Fatalf("order: %d %s", r.status, r.body)
		}
		var first int64
		e.db.QueryRowContext(ctx, `SELECT id FROM product_images WHERE product_id = $1 ORDER BY position LIMIT 1`, productID).Scan(&first)
		if first != added {
			t.Fatalf("first image %d, want %d", first, added)
		}

		del := fmt.Sprintf("/apps/ecommerce/manage/products/%d/images/%d", productID, added)
		if r := e.do(nil, "DELETE", del, nil, bearer(client)); r.status != http.StatusForbidden {
			t.Fatalf("a client deletes: %d", r.status)
		}
		if r := e.do(nil, "DELETE", del, nil, bearer(admin)); r.status != http.StatusOK {
			t.Fatalf("delete: %d %s", r.status, r.body)
		}
		if r := e.do(nil, "DELETE", del, nil, bearer(admin)); r.status != http.StatusNotFound {
			t.Fatalf("delete again: %d", r.status)
		}
		if r := e.do(nil, "GET", card, nil, bearer(client)); r.status != http.StatusNotFound {
			t.Fatalf("a deleted image is served: %d", r.status)
		}
	})
}
