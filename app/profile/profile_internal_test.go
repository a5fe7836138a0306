package profile

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"

	"partage/app"
)

func TestWhoSeesWhom(t *testing.T) {
	for _, c := range []struct {
		viewer, owner string
		same, want    bool
	}{
		{"admin", "viewer", false, true},
		{"viewer", "manager", false, true},
		{"accountant", "member", false, true}, // the staff look after the members
		{"manager", "client", false, false},   // a client has no profile
		{"member", "member", true, true},
		{"member", "member", false, false},
		{"member", "admin", false, false},
		{"client", "client", true, false},
		{"client", "admin", false, false},
		{"editor", "admin", false, false}, // the user list's other labels are clients
	} {
		v := Viewer{ID: 1, Role: c.viewer}
		p := Person{ID: 2, Role: c.owner}
		if c.same {
			p.ID = 1
		}
		if got := canSee(v, p); got != c.want {
			t.Errorf("%s sees %s (same %v): %v, want %v", c.viewer, c.owner, c.same, got, c.want)
		}
	}
}

func TestTextChecks(t *testing.T) {
	for _, c := range []struct {
		in, want, key string
	}{
		{"  bonjour  ", "bonjour", ""},
		{"deux\r\nlignes\rici", "deux\nlignes\nici", ""},
		{"tab\tok", "tab\tok", ""},
		{"", "", "postBodyRequired"},
		{"cloche\a", "", "textNotAllowed"},
		{"échappe\x1b[31m", "", "textNotAllowed"},
		{"del\x7f", "", "textNotAllowed"},
		{"sép\u2028aré", "", "textNotAllowed"},
		{"\xff\xfe", "", "textNotAllowed"},
		{strings.Repeat("é", MaxBody), strings.Repeat("é", MaxBody), ""},
		{strings.Repeat("é", MaxBody+1), "", "postBodyTooLong"},
	} {
		got, err := cleanText("body", c.in, MaxBody, true, "postBodyRequired", "postBodyTooLong")
		key := ""
		if err != nil {
			key = app.ErrorFieldTexts(err)["body"].Key
		}
		if got != c.want || key != c.key {
			t.Errorf("%q: %q %q, want %q %q", c.in, got, key, c.want, c.key)
		}
	}
	if _, err := oneLine("question", "deux\nlignes", MaxQuestion, "pollQuestionRequired", "pollQuestionTooLong"); err == nil {
		t.Error("a question on two lines")
	}
}

func TestImagesByTheirBytes(t *testing.T) {
	var b bytes.Buffer
	png.Encode(&b, image.NewGray(image.Rect(0, 0, 1, 1)))
	for _, c := range []struct {
		name string
		data []byte
		key  string
	}{
		{"png", b.Bytes(), ""},
		{"jpeg", append([]byte{0xff, 0xd8, 0xff, 0xe0}, make([]byte, 20)...), ""},
		{"webp", append([]byte("RIFF\x00\x00\x00\x00WEBPVP8 "), make([]byte, 20)...), ""},
		{"svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), "postPhotoType"},
		{"gif", []byte("GIF89a\x01\x00\x01\x00"), "postPhotoType"},
		{"html", []byte("<html><body>hi"), "postPhotoType"},
		{"empty", nil, "imageRequired"},
		{"too large", append(b.Bytes(), make([]byte, MaxPhotoBytes)...), "postPhotoTooLarge"},
	} {
		_, err := checkImage("photos", c.data)
		key := ""
		if err != nil {
			key = app.ErrorFieldTexts(err)["photos"].Key
		}
		if key != c.key {
			t.Errorf("%s: %q, want %q", c.name, key, c.key)
		}
	}
}
