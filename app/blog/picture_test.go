package blog

import (
	"bytes"
	"image/jpeg"
	"os"
	"testing"
)

func TestPostPictureRendersDeterministically(t *testing.T) {
	for i, motif := range []string{"people", "shop", "coins", "handshake", "trees"} {
		a, err := Render(Picture(int64(i), motif, 1280, 720))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := Render(Picture(int64(i), motif, 1280, 720))
		if !bytes.Equal(a[2], b[2]) {
			t.Fatalf("%s: not deterministic", motif)
		}
		img, err := jpeg.Decode(bytes.NewReader(a[0]))
		if err != nil || img.Bounds().Dx() != 320 || img.Bounds().Dy() != 180 {
			t.Fatalf("%s: thumbnail %v %v", motif, img.Bounds(), err)
		}
		if dir := os.Getenv("BLOG_PICTURES"); dir != "" {
			os.WriteFile(dir+"/"+motif+".jpg", a[1], 0o644)
		}
	}
}

func TestDecodeUploadRefusesWhatIsNoImage(t *testing.T) {
	if _, err := DecodeUpload([]byte("not an image")); err == nil {
		t.Fatal("text accepted as an image")
	}
	if _, err := DecodeUpload(make([]byte, MaxImageBytes+1)); err == nil {
		t.Fatal("too large accepted")
	}
}
