package shop

import (
	"bytes"
	"image"
	"testing"
)

// Every kind paints an object on the backdrop, the same for the same seed,
// in the product's colour; another seed or kind paints another picture.
func TestPicture(t *testing.T) {
	const size = 200
	pixels := func(img image.Image) []byte { return img.(*image.RGBA).Pix }
	backdrop := newCanvas(size)
	backdrop.backdrop(backdrops[0])
	for kind := range kinds {
		img := Picture(PictureTeal, kind, size)
		if img.Bounds() != image.Rect(0, 0, size, size) {
			t.Fatalf("%s: %v", kind, img.Bounds())
		}
		if !bytes.Equal(pixels(img), pixels(Picture(PictureTeal, kind, size))) {
			t.Fatalf("%s: not the same twice", kind)
		}
		changed := 0
		for i := 0; i < len(backdrop.img.Pix); i += 4 {
			if pixels(img)[i] != backdrop.img.Pix[i] || pixels(img)[i+1] != backdrop.img.Pix[i+1] {
				changed++
			}
		}
		if changed < size*size/20 {
			t.Fatalf("%s: %d pixels painted", kind, changed)
		}
		if bytes.Equal(pixels(img), pixels(Picture(PictureRed, kind, size))) || bytes.Equal(pixels(img), pixels(Picture(PictureTeal+NumPictureColors, kind, size))) {
			t.Fatalf("%s: the colour or the shot changes nothing", kind)
		}
	}
	if !bytes.Equal(pixels(Picture(3, "unknown", 64)), pixels(Picture(3, "box", 64))) {
		t.Fatal("an unknown kind is not a box")
	}
	if Picture(1, "jar", 0).Bounds().Dx() < 16 {
		t.Fatal("a picture of no size")
	}
}

// The catalogue's pictures are painted at the large size and rendered in a
// few tens of milliseconds each (the demo has about ninety).
func BenchmarkPictureRender(b *testing.B) {
	names := make([]string, 0, len(kinds))
	for k := range kinds {
		names = append(names, k)
	}
	for i := 0; b.Loop(); i++ {
		if _, err := Render(Picture(int64(i), names[i%len(names)], LargeSize)); err != nil {
			b.Fatal(err)
		}
	}
}
