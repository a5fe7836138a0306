package controllers_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"testing"

	"partage/app/db"
	"partage/app/files"
)

// someBytes are n bytes that no other test uploads.
func someBytes(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, 12))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// Two instances with DATA_DIRs of their own on one PostgreSQL: an attachment
// or an avatar uploaded through one downloads through the other, byte for
// byte, Range requests included; so do the demo mail's attachments.
func TestFilesAcrossInstances(t *testing.T) {
	demo.Each(t, func(t *testing.T, d *db.DB, dataDir string) {
		if d.Engine != db.Postgres {
			t.Skip("instances share a database on PostgreSQL; SQLite is one process")
		}
		one, two := startIn(t, d, dataDir, nil), start(t, d, nil)
		admin, _ := one.token("admin@demo.com", "admin")
		h := bearerH(admin)

		content := someBytes(3*files.ChunkSize+4321, 1) // several chunks
		up := one.upload(t, admin, "bilan-2025.bin", content)
		if up.status != 201 {
			t.Fatalf("upload through one: %d %s", up.status, up.body)
		}
		url := at(up.json(t), "attachment.url").(string)
		for name, e := range map[string]*env{"one": one, "two": two} {
			r := e.do(nil, "GET", url, nil, h)
			if r.status != 200 || !bytes.Equal(r.body, content) {
				t.Fatalf("download through %s: %d, %d bytes, want %d identical", name, r.status, len(r.body), len(content))
			}
		}
		rangeH := map[string]string{"Authorization": "Bearer " + admin, "Range": "bytes=262000-600000"}
		if r := two.do(nil, "GET", url, nil, rangeH); r.status != 206 || !bytes.Equal(r.body, content[262000:600001]) {
			t.Fatalf("range through two: %d, %d bytes", r.status, len(r.body))
		}

		// The demo mail's attachments were stored while seeding, in the same database.
		inbox := two.do(nil, "GET", "/apps/email/emails", nil, h).json(t)
		demo := at(inbox, "emails.0.attachments.0.url").(string)
		a, b := one.do(nil, "GET", demo, nil, h), two.do(nil, "GET", demo, nil, h)
		if a.status != 200 || b.status != 200 || len(a.body) == 0 || !bytes.Equal(a.body, b.body) {
			t.Fatalf("demo attachment: %d (%d bytes) and %d (%d bytes)", a.status, len(a.body), b.status, len(b.body))
		}

		img := pngBytes()
		av := one.uploadAvatar(t, admin, 13, "portrait.png", img)
		if av.status != 200 {
			t.Fatalf("avatar through one: %d %s", av.status, av.body)
		}
		avatar := at(av.json(t), "user.avatar").(string)
		if r := two.do(nil, "GET", avatar, nil, h); r.status != 200 || r.header.Get("Content-Type") != "image/png" || !bytes.Equal(r.body, img) {
			t.Fatalf("avatar through two: %d %s, %d bytes", r.status, r.header.Get("Content-Type"), len(r.body))
		}
	})
}

// The avatar route serves avatars only: the store is shared with attachments,
// and an attachment's hash must not open it there.
func TestAvatarRouteServesImagesOnly(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		content := []byte("comptes annuels, confidentiel")
		if r := e.upload(t, admin, "comptes.txt", content); r.status != 201 {
			t.Fatalf("upload: %d %s", r.status, r.body)
		}
		sum := sha256.Sum256(content)
		for _, ext := range []string{"png", "jpg", "webp"} {
			path := fmt.Sprintf("/media/avatars/%s.%s", hex.EncodeToString(sum[:]), ext)
			if r := e.do(nil, "GET", path, nil, bearerH(admin)); r.status != 404 {
				t.Fatalf("an attachment through the avatar route: %d %q", r.status, r.body)
			}
		}
		// And one instance alone serves the demo attachments it seeded, in ranges too.
		inbox := e.do(nil, "GET", "/apps/email/emails", nil, bearerH(admin)).json(t)
		demo := at(inbox, "emails.0.attachments.0.url").(string)
		whole := e.do(nil, "GET", demo, nil, bearerH(admin))
		part := e.do(nil, "GET", demo, nil, map[string]string{"Authorization": "Bearer " + admin, "Range": "bytes=3-9"})
		if whole.status != 200 || len(whole.body) < 10 || part.status != 206 || !bytes.Equal(part.body, whole.body[3:10]) {
			t.Fatalf("demo attachment: %d (%d bytes), range %d %q", whole.status, len(whole.body), part.status, part.body)
		}
	})
}
