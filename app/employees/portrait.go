package employees

import (
	"fmt"
	"strconv"
	"strings"
)

// Portraits is how many drawn portraits the sample's avatars pick from.
const Portraits = 24

// PortraitPath is where portrait n (1 to Portraits) is served.
func PortraitPath(n int) string { return "/tables/data-table/portraits/" + strconv.Itoa(n) + ".svg" }

var (
	portraitBackgrounds = []string{"#e7e3fc", "#dff7e9", "#fff0e1", "#e0f4fb", "#fde4e5", "#eceef1"}
	portraitSkins       = []string{"#f5d6c0", "#e8b896", "#c98e68", "#a86b47", "#7b4a2e", "#f1c9a5"}
	portraitHair        = []string{"#2b1d14", "#5a3825", "#a0672f", "#d9b26a", "#8c8c8c", "#151515"}
	portraitClothes     = []string{"#7367f0", "#28c76f", "#ff9f43", "#00bad1", "#ea5455", "#4b4b4b"}
)

// Portrait draws portrait n (1 to Portraits): a head and shoulders on a
// tinted disc, in one of four haircuts, as an SVG of 80×80.
func Portrait(n int) ([]byte, bool) {
	if n < 1 || n > Portraits {
		return nil, false
	}
	k := n - 1
	bg := portraitBackgrounds[k%len(portraitBackgrounds)]
	skin := portraitSkins[(k*5+1)%len(portraitSkins)]
	hair := portraitHair[(k*7+2)%len(portraitHair)]
	clothes := portraitClothes[(k*11+3)%len(portraitClothes)]
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="80" height="80">`)
	fmt.Fprintf(&b, `<circle cx="40" cy="40" r="40" fill="%s"/>`, bg)
	// Long hair falls behind the shoulders.
	if k%4 == 1 {
		fmt.Fprintf(&b, `<path d="M22 34 Q22 14 40 14 Q58 14 58 34 L60 58 L20 58 Z" fill="%s"/>`, hair)
	}
	fmt.Fprintf(&b, `<path d="M14 80 Q16 58 40 56 Q64 58 66 80 Z" fill="%s"/>`, clothes)
	fmt.Fprintf(&b, `<rect x="35" y="44" width="10" height="12" rx="3" fill="%s"/>`, skin)
	fmt.Fprintf(&b, `<ellipse cx="40" cy="34" rx="13" ry="15" fill="%s"/>`, skin)
	switch k % 4 {
	case 0: // short
		fmt.Fprintf(&b, `<path d="M27 32 Q26 18 40 18 Q54 18 53 32 Q50 24 40 24 Q30 24 27 32 Z" fill="%s"/>`, hair)
	case 1: // long, its fringe
		fmt.Fprintf(&b, `<path d="M27 34 Q26 17 40 17 Q55 17 53 34 Q48 23 36 25 Q30 27 27 34 Z" fill="%s"/>`, hair)
	case 2: // a bun
		fmt.Fprintf(&b, `<circle cx="40" cy="15" r="6" fill="%s"/><path d="M27 31 Q27 19 40 19 Q53 19 53 31 Q47 24 40 24 Q33 24 27 31 Z" fill="%s"/>`, hair, hair)
	default: // cropped close
		fmt.Fprintf(&b, `<path d="M28 28 Q30 19 40 19 Q50 19 52 28 Q46 23 40 23 Q34 23 28 28 Z" fill="%s"/>`, hair)
	}
	b.WriteString(`</svg>`)
	return []byte(b.String()), true
}
