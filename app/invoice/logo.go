package invoice

import (
	"bytes"
	"image"
	_ "image/jpeg" // a logo may be a JPEG
	_ "image/png"  // or a PNG
	"strings"

	"github.com/go-pdf/fpdf"
)

// DrawLogo draws a PNG or JPEG logo at (x, y) within maxW × maxH mm, keeping
// its proportions, and returns the width drawn (0 when there is no logo or
// it cannot be read: the document goes on without it).
func DrawLogo(f *fpdf.Fpdf, logo []byte, x, y, maxW, maxH float64) float64 {
	if len(logo) == 0 {
		return 0
	}
	cfg, kind, err := image.DecodeConfig(bytes.NewReader(logo))
	if err != nil || cfg.Width == 0 || cfg.Height == 0 {
		return 0
	}
	h := maxH
	w := h * float64(cfg.Width) / float64(cfg.Height)
	if w > maxW {
		w, h = maxW, maxW*float64(cfg.Height)/float64(cfg.Width)
	}
	opt := fpdf.ImageOptions{ImageType: strings.ToUpper(kind)}
	f.RegisterImageOptionsReader("logo", opt, bytes.NewReader(logo))
	if !f.Ok() {
		f.ClearError()
		return 0
	}
	f.ImageOptions("logo", x, y, w, h, false, opt, 0, "")
	return w
}
