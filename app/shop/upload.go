package shop

import (
	"image"
	"strings"
	"unicode/utf8"

	"partage/app"
	"partage/app/photo"
)

// decodeUpload checks an uploaded image (JPEG, PNG or WebP by its content,
// at most MaxImageBytes and MaxImagePixels) and decodes it; bad input is an
// error on the field "image".
func decodeUpload(data []byte) (image.Image, error) {
	return photo.Decode(data, MaxImageBytes, MaxImagePixels)
}

// checkAlt refuses an image description longer than MaxAlt.
func checkAlt(alt string) (string, error) {
	alt = strings.TrimSpace(alt)
	if utf8.RuneCountInString(alt) > MaxAlt {
		return "", app.InvalidField("alt", "altTooLong", app.Params{"max": MaxAlt})
	}
	return alt, nil
}
