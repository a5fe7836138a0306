package shop

import (
	"bytes"
	"encoding/binary"
	"image"
	"strings"
	"unicode/utf8"

	"partage/app"
	"partage/app/files"
)

// decodeUpload checks an uploaded image (JPEG, PNG or WebP by its content,
// at most MaxImageBytes and MaxImagePixels) and decodes it; bad input is an
// EINVALID error on the field "image".
func decodeUpload(data []byte) (image.Image, error) {
	switch {
	case len(data) == 0:
		return nil, app.InvalidField("image", "imageRequired", nil)
	case len(data) > MaxImageBytes:
		p := app.Params{"max": MaxImageBytes >> 10}
		return nil, app.E(app.ETOOLARGE, "imageTooLarge", p).WithField("image", "imageTooLarge", p)
	case !imageTypes[files.Sniff(data[:min(len(data), files.HeadSize)])]:
		return nil, app.InvalidField("image", "imageType", nil)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, app.InvalidField("image", "imageUnreadable", nil)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels {
		return nil, app.InvalidField("image", "imageTooBig", app.Params{"max": MaxImagePixels / 1_000_000})
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, app.InvalidField("image", "imageUnreadable", nil)
	}
	return img, nil
}

// checkAlt refuses an image description longer than MaxAlt.
func checkAlt(alt string) (string, error) {
	alt = strings.TrimSpace(alt)
	if utf8.RuneCountInString(alt) > MaxAlt {
		return "", app.InvalidField("alt", "altTooLong", app.Params{"max": MaxAlt})
	}
	return alt, nil
}

// exifOrientation is the orientation a JPEG's EXIF data gives (1 to 8, as
// TIFF numbers them: how the camera was held), 1 when it gives none.
// Telephones store their photographs as the sensor saw them and say so here.
func exifOrientation(data []byte) int {
	if len(data) < 4 || data[0] != 0xff || data[1] != 0xd8 {
		return 1
	}
	for i := 2; i+4 <= len(data) && data[i] == 0xff; {
		marker, size := data[i+1], int(binary.BigEndian.Uint16(data[i+2:]))
		if marker == 0xda || size < 2 || i+2+size > len(data) { // the pixels start: no EXIF before them
			return 1
		}
		if seg := data[i+4 : i+2+size]; marker == 0xe1 && len(seg) > 14 && string(seg[:6]) == "Exif\x00\x00" {
			return tiffOrientation(seg[6:])
		}
		i += 2 + size
	}
	return 1
}

// tiffOrientation reads the Orientation tag (0x0112) of the first IFD of TIFF data.
func tiffOrientation(t []byte) int {
	var order binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 1
	}
	ifd := int(order.Uint32(t[4:]))
	if ifd < 8 || ifd+2 > len(t) {
		return 1
	}
	n := int(order.Uint16(t[ifd:]))
	for k := range n {
		e := ifd + 2 + 12*k
		if e+12 > len(t) {
			break
		}
		if order.Uint16(t[e:]) == 0x0112 {
			if o := int(order.Uint16(t[e+8:])); o >= 1 && o <= 8 {
				return o
			}
			return 1
		}
	}
	return 1
}

// orient turns a square picture upright from EXIF orientation o.
func orient(img *image.RGBA, o int) *image.RGBA {
	if o <= 1 || o > 8 {
		return img
	}
	n := img.Bounds().Dx()
	dst := image.NewRGBA(image.Rect(0, 0, n, n))
	for y := range n {
		for x := range n {
			sx, sy := x, y // the pixel of img shown at (x, y)
			switch o {
			case 2:
				sx = n - 1 - x
			case 3:
				sx, sy = n-1-x, n-1-y
			case 4:
				sy = n - 1 - y
			case 5:
				sx, sy = y, x
			case 6:
				sx, sy = y, n-1-x
			case 7:
				sx, sy = n-1-y, n-1-x
			case 8:
				sx, sy = n-1-y, x
			}
			copy(dst.Pix[dst.PixOffset(x, y):dst.PixOffset(x, y)+4], img.Pix[img.PixOffset(sx, sy):])
		}
	}
	return dst
}
