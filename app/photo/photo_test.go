package photo

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/png"
	"testing"

	"partage/app"
)

func TestUprightTurnsAsExifSays(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 3, 2)) // wide, its top-left pixel red
	src.Set(0, 0, color.RGBA{255, 0, 0, 255})
	for o, corner := range map[int]image.Point{2: {2, 0}, 3: {2, 1}, 4: {0, 1}, 5: {0, 0}, 6: {1, 0}, 7: {1, 2}, 8: {0, 2}} {
		got := Upright(src, o)
		want := image.Pt(3, 2)
		if o >= 5 {
			want = image.Pt(2, 3) // held turned: width and height swap
		}
		if b := got.Bounds(); b.Size() != want {
			t.Fatalf("orientation %d: size %v, want %v", o, b.Size(), want)
		}
		if r, _, _, _ := got.At(corner.X, corner.Y).RGBA(); r>>8 != 255 {
			t.Fatalf("orientation %d: the red pixel is not at %v", o, corner)
		}
	}
	if Upright(src, 1) != image.Image(src) || Upright(src, 9) != image.Image(src) {
		t.Fatal("orientation 1 (or an unknown one) changes the picture")
	}
	// A picture that is not RGBA (a paletted PNG, a JPEG's YCbCr) turns too.
	gray := image.NewGray(image.Rect(0, 0, 4, 1))
	gray.SetGray(3, 0, color.Gray{Y: 200})
	if y, _, _, _ := Upright(gray, 8).At(0, 0).RGBA(); y>>8 != 200 {
		t.Fatal("a grey picture is not turned")
	}
}

func TestDecodeRefusesWhatIsNoImage(t *testing.T) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewRGBA(image.Rect(0, 0, 30, 20))); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		data      []byte
		maxPixels int64
		code, key string
	}{
		{"empty", nil, 1e6, app.EINVALID, "imageRequired"},
		{"text", []byte("not an image at all"), 1e6, app.EINVALID, "imageType"},
		{"too long", append(buf.Bytes(), make([]byte, 1<<10)...), 1e6, app.ETOOLARGE, "imageTooLarge"},
		{"too many pixels", buf.Bytes(), 500, app.EINVALID, "imageTooBig"},
		{"cut short", buf.Bytes()[:60], 1e6, app.EINVALID, "imageUnreadable"},
	} {
		_, err := Decode(c.data, buf.Len()+100, c.maxPixels)
		var e *app.Error
		if !errors.As(err, &e) || e.Code != c.code || e.FieldTexts["image"].Key != c.key {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	img, err := Decode(buf.Bytes(), buf.Len(), 600)
	if err != nil || img.Bounds().Dx() != 30 {
		t.Fatalf("a PNG: %v", err)
	}
	if o := Orientation(buf.Bytes()); o != 1 {
		t.Fatalf("a PNG has orientation %d", o)
	}
}
