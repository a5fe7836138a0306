// Package photo checks, decodes and turns upright the images people upload:
// the shop's product pictures and the blog's featured images.
package photo

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/draw"
	_ "image/jpeg" // uploads may be JPEG,
	_ "image/png"  // PNG

	_ "golang.org/x/image/webp" // or WebP

	"partage/app"
	"partage/app/files"
)

// Types are the contents an upload may have, as its first bytes say.
var Types = map[string]bool{"image/jpeg": true, "image/png": true, "image/webp": true}

// Decode checks an uploaded image (JPEG, PNG or WebP by its content, at most
// maxBytes long and maxPixels large, which refuses decompression bombs
// before decoding) and decodes it. A bad file is an error on the field
// "image": too long ETOOLARGE (413), anything else EINVALID (400).
func Decode(data []byte, maxBytes int, maxPixels int64) (image.Image, error) {
	switch {
	case len(data) == 0:
		return nil, app.InvalidField("image", "imageRequired", nil)
	case len(data) > maxBytes:
		p := app.Params{"max": maxBytes >> 10}
		return nil, app.E(app.ETOOLARGE, "imageTooLarge", p).WithField("image", "imageTooLarge", p)
	case !Types[files.Sniff(data[:min(len(data), files.HeadSize)])]:
		return nil, app.InvalidField("image", "imageType", nil)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, app.InvalidField("image", "imageUnreadable", nil)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || int64(cfg.Width)*int64(cfg.Height) > maxPixels {
		return nil, app.InvalidField("image", "imageTooBig", app.Params{"max": maxPixels / 1_000_000})
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, app.InvalidField("image", "imageUnreadable", nil)
	}
	return img, nil
}

// Orientation is the orientation a JPEG's EXIF data gives (1 to 8, as TIFF
// numbers them: how the camera was held), 1 when it gives none. Telephones
// store their photographs as the sensor saw them and say so here.
func Orientation(data []byte) int {
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

// Upright returns img turned as EXIF orientation o says the camera was held:
// img itself for 1 (or an unknown o), else a new RGBA picture (its width and
// height swapped for 5 to 8).
func Upright(img image.Image, o int) image.Image {
	if o <= 1 || o > 8 {
		return img
	}
	b := img.Bounds()
	src, ok := img.(*image.RGBA)
	if !ok || b.Min != (image.Point{}) {
		src = image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		draw.Draw(src, src.Bounds(), img, b.Min, draw.Src)
	}
	w, h := b.Dx(), b.Dy()
	dw, dh := w, h
	if o >= 5 {
		dw, dh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := range dh {
		for x := range dw {
			sx, sy := x, y // the pixel of src shown at (x, y)
			switch o {
			case 2:
				sx = w - 1 - x
			case 3:
				sx, sy = w-1-x, h-1-y
			case 4:
				sy = h - 1 - y
			case 5:
				sx, sy = y, x
			case 6:
				sx, sy = y, h-1-x
			case 7:
				sx, sy = w-1-y, h-1-x
			case 8:
				sx, sy = w-1-y, x
			}
			copy(dst.Pix[dst.PixOffset(x, y):dst.PixOffset(x, y)+4], src.Pix[src.PixOffset(sx, sy):])
		}
	}
	return dst
}
