package auth

import (
	"fmt"
	"strings"

	qr "github.com/piglig/go-qr"
)

// QRSVG draws text as a QR code in an <svg> of its own: one path of dark
// modules on a white square, a four-module quiet zone, no script, sharp edges
// at any size (the page scales it with CSS).
func QRSVG(text string) (string, error) {
	code, err := qr.EncodeText(text, qr.Medium)
	if err != nil {
		return "", fmt.Errorf("auth: QR code: %w", err)
	}
	const quiet = 4
	size := code.Size()
	full := size + 2*quiet
	var path strings.Builder
	for y := range size {
		for x := 0; x < size; x++ {
			if !code.Module(x, y) {
				continue
			}
			run := 1 // dark modules side by side are one rectangle
			for x+run < size && code.Module(x+run, y) {
				run++
			}
			fmt.Fprintf(&path, "M%d %dh%dv1h-%dz", x+quiet, y+quiet, run, run)
			x += run - 1
		}
	}
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges" role="img">`+
		`<rect width="%d" height="%d" fill="#fff"/><path d="%s" fill="#000"/></svg>`,
		full, full, full, full, path.String()), nil
}
