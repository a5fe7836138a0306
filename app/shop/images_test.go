package shop

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"partage/app/photo"
	"strings"
	"testing"
	"time"

	"partage/app"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
)

// imgPNG is a w×h PNG of one colour.
func imgPNG(t *testing.T, w, h int, c color.Color) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range w * h {
		r, g, b, a := c.RGBA()
		copy(img.Pix[4*i:], []byte{byte(r >> 8), byte(g >> 8), byte(b >> 8), byte(a >> 8)})
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// imgDecode decodes a JPEG of the rendition.
func imgDecode(t *testing.T, b []byte) image.Image {
	t.Helper()
	img, err := jpeg.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// imgNear reports whether the pixel at (x, y) is within 12 of (r, g, b).
func imgNear(img image.Image, x, y int, r, g, b uint8) bool {
	cr, cg, cb, _ := img.At(x, y).RGBA()
	d := func(a uint32, b uint8) bool { return max(int(a>>8)-int(b), int(b)-int(a>>8)) <= 12 }
	return d(cr, r) && d(cg, g) && d(cb, b)
}

// A picture is fitted in each square, centred, the rest white; a transparent
// one is on white too.
func TestRenderFitsOnWhite(t *testing.T) {
	wide := image.NewRGBA(image.Rect(0, 0, 1200, 400))
	for i := range 1200 * 400 {
		copy(wide.Pix[4*i:], []byte{200, 30, 30, 255})
	}
	r, err := Render(wide)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		b    []byte
		size int
	}{{r.thumb, ThumbSize}, {r.card, CardSize}, {r.large, LargeSize}} {
		img := imgDecode(t, c.b)
		if img.Bounds().Dx() != c.size || img.Bounds().Dy() != c.size {
			t.Fatalf("size %v, want %d", img.Bounds(), c.size)
		}
		n := c.size
		if !imgNear(img, 2, 2, 255, 255, 255) || !imgNear(img, n/2, n-3, 255, 255, 255) || !imgNear(img, n/2, n/2, 200, 30, 30) || !imgNear(img, 2, n/2, 200, 30, 30) {
			t.Fatalf("%d: corner %v, centre %v", n, img.At(2, 2), img.At(n/2, n/2))
		}
	}
	clear := image.NewNRGBA(image.Rect(0, 0, 50, 50)) // transparent
	r, err = Render(clear)
	if err != nil {
		t.Fatal(err)
	}
	if img := imgDecode(t, r.card); !imgNear(img, CardSize/2, CardSize/2, 255, 255, 255) {
		t.Fatalf("transparent: %v", img.At(CardSize/2, CardSize/2))
	}
}

// pngHeader is the start of a PNG that says it is w×h, enough for DecodeConfig.
func pngHeader(w, h uint32) []byte {
	ihdr := make([]byte, 17)
	copy(ihdr, "IHDR")
	binary.BigEndian.PutUint32(ihdr[4:], w)
	binary.BigEndian.PutUint32(ihdr[8:], h)
	copy(ihdr[12:], []byte{8, 6, 0, 0, 0})
	out := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0d")
	out = append(out, ihdr...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(ihdr))
}

// imgField fails unless err is an app error with key on field.
func imgField(t *testing.T, err error, field, key string) {
	t.Helper()
	var e *app.Error
	if !errors.As(err, &e) || e.FieldTexts[field].Key != key {
		t.Fatalf("want %s on %s, got %v", key, field, err)
	}
}

// Uploads are typed by their content: JPEG, PNG and WebP are read; anything
// else, an empty or too large file and a decompression bomb are refused.
func TestDecodeUpload(t *testing.T) {
	webp, _ := base64.StdEncoding.DecodeString("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")
	var jpg bytes.Buffer
	jpeg.Encode(&jpg, image.NewGray(image.Rect(0, 0, 8, 8)), nil)
	for name, b := range map[string][]byte{"png": imgPNG(t, 3, 2, color.Black), "jpeg": jpg.Bytes(), "webp": webp} {
		if _, err := decodeUpload(b); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	var g bytes.Buffer
	gif.Encode(&g, image.NewPaletted(image.Rect(0, 0, 4, 4), []color.Color{color.White}), nil)
	for _, c := range []struct {
		b   []byte
		key string
	}{
		{nil, "imageRequired"},
		{g.Bytes(), "imageType"},
		{[]byte("<svg xmlns='http://www.w3.org/2000/svg'></svg>"), "imageType"},
		{append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, MaxImageBytes)...), "imageTooLarge"},
		{pngHeader(20000, 20000), "imageTooBig"},
		{pngHeader(0, 10), "imageUnreadable"},
		{append(pngHeader(10, 10), "not the pixels"...), "imageUnreadable"},
	} {
		_, err := decodeUpload(c.b)
		imgField(t, err, "image", c.key)
	}
	if _, err := checkAlt(strings.Repeat("é", MaxAlt+1)); err == nil {
		t.Fatal("long alt accepted")
	}
}

// imgEnv is a shop with a file store and two products.
func imgEnv(t *testing.T, d *db.DB) (*Store, *files.Store, [2]int64) {
	t.Helper()
	ctx := context.Background()
	fs := files.New(d, t.TempDir())
	s := New(d, fs, nil, nil)
	var ids [2]int64
	for _, q := range []string{`INSERT INTO shop_categories (slug, name, position) VALUES ('maison', 'Maison', 1)`, `INSERT INTO shop_brands (name) VALUES ('Poterie')`} {
		if _, err := d.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	for i := range ids {
		if err := d.QueryRowContext(ctx, `INSERT INTO products (slug, name, sort_name, brand_id, category_id, price_cents, stock, created_at, updated_at)
			VALUES ($1, 'Mug', 'mug', 1, 1, 1200, 3, $2, $2) RETURNING id`, []string{"mug", "bol"}[i], time.Now().UTC()).Scan(&ids[i]); err != nil {
			t.Fatal(err)
		}
	}
	return s, fs, ids
}

// Images are added last, reordered, deleted, and served only by the name of
// a product image's file.
func TestProductImages(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, fs, p := imgEnv(t, d)
		var added []Image
		for i, c := range []color.Color{color.Black, color.White, color.RGBA{0, 0, 200, 255}} {
			img, err := s.AddImage(ctx, p[0], imgPNG(t, 20+i, 10, c), " Vue "+string(rune('A'+i))+" ")
			if err != nil {
				t.Fatal(err)
			}
			if img.ID == 0 || img.Alt != "Vue "+string(rune('A'+i)) || !strings.HasPrefix(img.Card, ImagePath) || img.Card == img.Thumb {
				t.Fatalf("%+v", img)
			}
			added = append(added, img)
		}
		if _, err := s.AddImage(ctx, 999999, imgPNG(t, 2, 2, color.Black), ""); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("unknown product: %v", err)
		}
		ids := func() []int64 {
			all, err := s.imagesOf(ctx, d, []int64{p[0], p[1]})
			if err != nil {
				t.Fatal(err)
			}
			var out []int64
			for _, img := range all[p[0]] {
				out = append(out, img.ID)
			}
			if len(all[p[1]]) != 0 {
				t.Fatalf("the other product has %v", all[p[1]])
			}
			return out
		}
		if got := ids(); len(got) != 3 || got[0] != added[0].ID || got[2] != added[2].ID {
			t.Fatalf("order %v", got)
		}
		a, b, c := added[0].ID, added[1].ID, added[2].ID
		if err := s.OrderImages(ctx, p[0], []int64{c, a, b}); err != nil {
			t.Fatal(err)
		}
		if got := ids(); got[0] != c || got[1] != a || got[2] != b {
			t.Fatalf("reordered %v", got)
		}
		for _, bad := range [][]int64{{c, a}, {c, a, a}, {c, a, b, b}, {c, a, 999999}, nil} {
			imgField(t, s.OrderImages(ctx, p[0], bad), "ids", "imageOrder")
		}
		if err := s.OrderImages(ctx, p[1], []int64{a, b, c}); err == nil {
			t.Fatal("another product's images ordered")
		}
		name := strings.TrimPrefix(added[0].Large, ImagePath)
		f, err := s.OpenImage(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		head := make([]byte, 3)
		f.Read(head)
		f.Close()
		if string(head) != "\xff\xd8\xff" {
			t.Fatalf("not a JPEG: %x", head)
		}
		other, err := fs.Put(ctx, bytes.NewReader([]byte("an invoice")), 100) // in the store, not a product image
		if err != nil {
			t.Fatal(err)
		}
		for _, bad := range []string{other.SHA256 + ".jpg", strings.Repeat("a", 64) + ".jpg", strings.TrimSuffix(name, ".jpg"), "../" + name, strings.ToUpper(name)} {
			if _, err := s.OpenImage(ctx, bad); app.ErrorCode(err) != app.ENOTFOUND {
				t.Fatalf("%s: %v", bad, err)
			}
		}
		if err := s.DeleteImage(ctx, p[1], a); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("deleted through another product: %v", err)
		}
		if err := s.DeleteImage(ctx, p[0], a); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteImage(ctx, p[0], a); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("deleted twice: %v", err)
		}
		if got := ids(); len(got) != 2 || got[0] != c || got[1] != b {
			t.Fatalf("after delete %v", got)
		}
		if _, err := s.OpenImage(ctx, name); app.ErrorCode(err) != app.ENOTFOUND {
			t.Fatalf("a deleted image is served: %v", err)
		}
		for i := 2; i < MaxImages; i++ {
			if _, err := d.ExecContext(ctx, `INSERT INTO product_images (product_id, position, thumb_sum, card_sum, large_sum) VALUES ($1, $2, 't', 'c', 'l')`, p[0], 10+i); err != nil {
				t.Fatal(err)
			}
		}
		_, err = s.AddImage(ctx, p[0], imgPNG(t, 2, 2, color.Black), "")
		imgField(t, err, "image", "tooManyImages")
	})
}

// exifJPEG is a 40×20 JPEG, red on the left and blue on the right, whose
// EXIF says orientation o (big-endian TIFF when be).
func exifJPEG(t *testing.T, o uint16, be bool) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 40, 20))
	for y := range 20 {
		for x := range 40 {
			c := []byte{220, 20, 20, 255}
			if x >= 20 {
				c = []byte{20, 20, 220, 255}
			}
			copy(img.Pix[img.PixOffset(x, y):], c)
		}
	}
	var buf bytes.Buffer
	jpeg.Encode(&buf, img, &jpeg.Options{Quality: 95})
	var order binary.AppendByteOrder = binary.LittleEndian
	tiff := []byte("II*\x00")
	if be {
		order, tiff = binary.BigEndian, []byte("MM\x00*")
	}
	tiff = order.AppendUint32(tiff, 8)
	tiff = order.AppendUint16(tiff, 2)                                            // two entries
	tiff = append(order.AppendUint16(tiff, 0x010f), 0, 2, 0, 0, 0, 0, 0, 0, 0, 0) // Make, ignored
	tiff = order.AppendUint16(tiff, 0x0112)
	tiff = order.AppendUint16(tiff, 3)
	tiff = order.AppendUint32(tiff, 1)
	tiff = append(order.AppendUint16(tiff, o), 0, 0)
	seg := append([]byte("Exif\x00\x00"), tiff...)
	app1 := binary.BigEndian.AppendUint16([]byte{0xff, 0xe1}, uint16(len(seg)+2))
	return append(append(append([]byte{0xff, 0xd8}, app1...), seg...), buf.Bytes()[2:]...)
}

// A photograph taken with the telephone turned is put upright.
func TestUploadUpright(t *testing.T) {
	for _, be := range []bool{false, true} {
		data := exifJPEG(t, 6, be)
		if o := photo.Orientation(data); o != 6 {
			t.Fatalf("orientation %d", o)
		}
		img, err := decodeUpload(data)
		if err != nil {
			t.Fatal(err)
		}
		r, err := render(img, photo.Orientation(data))
		if err != nil {
			t.Fatal(err)
		}
		large := imgDecode(t, r.large)
		n := LargeSize
		// Turned a quarter clockwise: the left (red) is on top, the picture is upright and narrow.
		if !imgNear(large, n/2, n/4, 220, 20, 20) || !imgNear(large, n/2, 3*n/4, 20, 20, 220) || !imgNear(large, 20, n/2, 255, 255, 255) {
			t.Fatalf("top %v, bottom %v, side %v", large.At(n/2, n/4), large.At(n/2, 3*n/4), large.At(20, n/2))
		}
	}
	if o := photo.Orientation(imgPNG(t, 2, 2, color.Black)); o != 1 {
		t.Fatalf("a PNG: %d", o)
	}
}
