package blog

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
)

// postPalettes are the skies, hills and accents of the generated pictures.
var postPalettes = []struct{ skyTop, skyLow, sun, hill, accent color.RGBA }{
	{rgba(0x8ec5e8), rgba(0xf4e7d3), rgba(0xffd166), rgba(0x5c9e6e), rgba(0xe76f51)},
	{rgba(0xf6bd8b), rgba(0xfde9d9), rgba(0xfff1c1), rgba(0x7a8f4e), rgba(0x2a6f97)},
	{rgba(0xa7c7e7), rgba(0xe8f1f2), rgba(0xffe08a), rgba(0x3f7d6e), rgba(0xc0392b)},
	{rgba(0xc3b1e1), rgba(0xf7ecf4), rgba(0xffd6a5), rgba(0x6a8d73), rgba(0xd4a017)},
	{rgba(0x9fd8cb), rgba(0xf3f9e8), rgba(0xfff3b0), rgba(0x4e7d3a), rgba(0x8e44ad)},
	{rgba(0xffc8a2), rgba(0xfff4e6), rgba(0xffe5a0), rgba(0x8a9a5b), rgba(0x1d3557)},
}

func rgba(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255} }

// Picture paints a post's demo picture, w×h: a sky, a sun, rolling hills
// and a motif in front (people, shop, coins, trees, handshake; any other is
// trees). It is a function of its arguments.
func Picture(seed int64, motif string, w, h int) image.Image {
	rnd := rand.New(rand.NewPCG(uint64(seed), 0xb106))
	pal := postPalettes[uint64(seed)%uint64(len(postPalettes))]
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h { // the sky, lighter towards the horizon
		c := mix(pal.skyTop, pal.skyLow, float64(y)/float64(h))
		for x := range w {
			img.SetRGBA(x, y, c)
		}
	}
	sx, sy, sr := float64(w)*(0.15+0.7*rnd.Float64()), float64(h)*(0.18+0.12*rnd.Float64()), float64(h)*0.09
	disc(img, sx, sy, sr*1.8, withAlpha(pal.sun, 60))
	disc(img, sx, sy, sr, pal.sun)
	for layer := range 3 { // hills, darker in front
		base := float64(h) * (0.55 + 0.12*float64(layer))
		amp, freq, phase := float64(h)*(0.06-0.015*float64(layer)), 1.5+rnd.Float64()*2, rnd.Float64()*6
		c := mix(pal.skyLow, pal.hill, 0.45+0.27*float64(layer))
		for x := range w {
			top := base - amp*math.Sin(float64(x)/float64(w)*math.Pi*freq+phase)
			for y := int(top); y < h; y++ {
				if y >= 0 {
					img.SetRGBA(x, y, c)
				}
			}
		}
	}
	dark := mix(pal.hill, color.RGBA{30, 30, 40, 255}, 0.55)
	ground := float64(h) * 0.86
	switch motif {
	case "people":
		n := 5 + rnd.IntN(3)
		for i := range n {
			x := float64(w) * (0.18 + 0.64*float64(i)/float64(n-1))
			s := float64(h) * (0.075 + 0.02*rnd.Float64())
			c := []color.RGBA{pal.accent, dark, mix(pal.accent, pal.sun, 0.5)}[i%3]
			rect(img, x-s*0.55, ground-s*1.9, x+s*0.55, ground, c, s*0.5)
			disc(img, x, ground-s*2.4, s*0.42, mix(c, color.RGBA{255, 224, 196, 255}, 0.8))
		}
	case "shop":
		x0, x1 := float64(w)*0.3, float64(w)*0.7
		top := float64(h) * 0.42
		rect(img, x0, top, x1, ground, color.RGBA{250, 245, 235, 255}, 0)
		stripes := 8
		for i := range stripes {
			c := pal.accent
			if i%2 == 1 {
				c = color.RGBA{255, 255, 255, 255}
			}
			a := x0 - 20 + (x1-x0+40)*float64(i)/float64(stripes)
			rect(img, a, top-10, a+(x1-x0+40)/float64(stripes), top+float64(h)*0.09, c, 0)
		}
		rect(img, x0+(x1-x0)*0.1, top+float64(h)*0.16, x0+(x1-x0)*0.45, ground-float64(h)*0.08, mix(pal.skyTop, color.RGBA{255, 255, 255, 255}, 0.4), 6)
		rect(img, x0+(x1-x0)*0.58, top+float64(h)*0.16, x0+(x1-x0)*0.88, ground, dark, 6)
	case "coins":
		for stack := range 4 {
			x := float64(w) * (0.3 + 0.13*float64(stack))
			n := 3 + stack*2 + rnd.IntN(2)
			r := float64(h) * 0.07
			for k := range n {
				y := ground - float64(k)*r*0.42
				ellipse(img, x, y+r*0.12, r, r*0.38, mix(pal.sun, dark, 0.45))
				ellipse(img, x, y, r, r*0.38, mix(pal.sun, pal.accent, 0.2))
			}
		}
	case "handshake":
		rect(img, float64(w)*0.18, ground-float64(h)*0.2, float64(w)*0.5, ground-float64(h)*0.12, pal.accent, 14)
		rect(img, float64(w)*0.5, ground-float64(h)*0.2, float64(w)*0.82, ground-float64(h)*0.12, dark, 14)
		disc(img, float64(w)*0.5, ground-float64(h)*0.16, float64(h)*0.07, color.RGBA{240, 200, 170, 255})
	default:
		n := 6 + rnd.IntN(4)
		for range n {
			x := float64(w) * (0.08 + 0.84*rnd.Float64())
			s := float64(h) * (0.06 + 0.05*rnd.Float64())
			rect(img, x-s*0.12, ground-s*1.2, x+s*0.12, ground, mix(dark, color.RGBA{110, 70, 40, 255}, 0.6), 0)
			disc(img, x, ground-s*1.6, s*0.8, mix(pal.hill, dark, 0.3+0.3*rnd.Float64()))
		}
	}
	return img
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	t = math.Max(0, math.Min(1, t))
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 255}
}

func withAlpha(c color.RGBA, a uint8) color.RGBA { c.A = a; return c }

// blend paints c over the pixel at (x, y) with coverage cov (0 to 1).
func blend(img *image.RGBA, x, y int, c color.RGBA, cov float64) {
	if !(image.Point{x, y}.In(img.Rect)) || cov <= 0 {
		return
	}
	a := math.Min(cov, 1) * float64(c.A) / 255
	o := img.RGBAAt(x, y)
	f := func(dst, src uint8) uint8 { return uint8(float64(dst)*(1-a) + float64(src)*a + 0.5) }
	img.SetRGBA(x, y, color.RGBA{f(o.R, c.R), f(o.G, c.G), f(o.B, c.B), 255})
}

// disc paints a filled circle with a soft edge.
func disc(img *image.RGBA, cx, cy, r float64, c color.RGBA) { ellipse(img, cx, cy, r, r, c) }

// ellipse paints a filled ellipse of radii rx, ry with a soft edge.
func ellipse(img *image.RGBA, cx, cy, rx, ry float64, c color.RGBA) {
	for y := int(cy - ry - 1); y <= int(cy+ry+1); y++ {
		for x := int(cx - rx - 1); x <= int(cx+rx+1); x++ {
			dx, dy := (float64(x)+0.5-cx)/rx, (float64(y)+0.5-cy)/ry
			d := (math.Sqrt(dx*dx+dy*dy) - 1) * math.Min(rx, ry)
			blend(img, x, y, c, 0.5-d)
		}
	}
}

// rect paints a filled rectangle whose corners are rounded by radius.
func rect(img *image.RGBA, x0, y0, x1, y1 float64, c color.RGBA, radius float64) {
	radius = math.Min(radius, math.Min(x1-x0, y1-y0)/2)
	for y := int(y0); y <= int(y1); y++ {
		for x := int(x0); x <= int(x1); x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			qx := math.Max(math.Max(x0+radius-px, px-(x1-radius)), 0)
			qy := math.Max(math.Max(y0+radius-py, py-(y1-radius)), 0)
			d := math.Sqrt(qx*qx+qy*qy) - radius
			if px < x0 || px > x1 || py < y0 || py > y1 {
				d = math.Max(d, 0.5)
			}
			blend(img, x, y, c, 0.5-d)
		}
	}
}
