package shop

import (
	"image"
	"math"
	"math/rand/v2"
)

// The colours of the generated product pictures: Picture paints the product
// in PictureColors[seed % NumPictureColors].
const (
	PictureRed = iota
	PictureOrange
	PictureHoney
	PictureOlive
	PictureGreen
	PictureTeal
	PictureBlue
	PictureIndigo
	PicturePlum
	PictureRose
	PictureBrown
	PictureSlate
	PictureLinen
	PictureCharcoal
	NumPictureColors
)

// pictureColors are the product colours, in the order of the constants.
var pictureColors = [NumPictureColors]rgb{
	rgbOf(0xc0392b), rgbOf(0xe67e22), rgbOf(0xd9a441), rgbOf(0x8a9a3b), rgbOf(0x3f8f5a),
	rgbOf(0x1f8a8a), rgbOf(0x2f6db5), rgbOf(0x4b4fa8), rgbOf(0x8e44ad), rgbOf(0xd46a8c),
	rgbOf(0x7b4a2d), rgbOf(0x4a5a6a), rgbOf(0xd8c9a8), rgbOf(0x2f2f33),
}

// backdrops are the studio's walls (the floor is a shade of the wall).
var backdrops = []rgb{rgbOf(0xf5f0e8), rgbOf(0xeef1f4), rgbOf(0xeef2ea), rgbOf(0xf7ede9), rgbOf(0xf2f0f5)}

// Picture paints a product picture of a kind (jar, bottle, wine, pouch,
// box, tin, mug, book, pot, textile, basket, soap, pump, candle, card, vase,
// lamp, teapot, crate; any other is a box) as a studio shot: a soft wall and floor, the object in its
// colour with its shading and shadow. It is a function of its arguments:
// seed % NumPictureColors is the colour, seed / NumPictureColors % 3 the
// shot (0 the object alone, 1 with a second one behind, 2 a close-up), the
// rest of seed the details.
func Picture(seed int64, kind string, size int) image.Image {
	size = max(size, 16)
	u := uint64(seed)
	col := pictureColors[u%NumPictureColors]
	shot := u / NumPictureColors % 3
	rnd := rand.New(rand.NewPCG(u, 0x5eed))
	c := newCanvas(size)
	c.backdrop(backdrops[u/NumPictureColors/3%uint64(len(backdrops))])
	draw := kinds[kind]
	if draw == nil {
		draw = drawBox
	}
	switch shot {
	case 1: // a second one behind, smaller, in the next colour of the range
		second := pictureColors[(u+3)%NumPictureColors]
		draw(c, obj{cx: 0.3, base: 0.76, s: 0.95, col: second, rnd: rnd})
		draw(c, obj{cx: 0.6, base: 0.86, s: 1.2, col: col, rnd: rnd})
	case 2: // a close-up
		draw(c, obj{cx: 0.5, base: 0.99, s: 1.6, col: col, rnd: rnd})
	default:
		draw(c, obj{cx: 0.5, base: 0.85, s: 1.35, col: col, rnd: rnd})
	}
	return c.img
}

// obj is where an object stands: its centre, the height of its base, its
// scale (1: about 0.55 of the picture high), its colour and the details' dice.
type obj struct {
	cx, base, s float64
	col         rgb
	rnd         *rand.Rand
}

// rgb is a colour in linear-ish floats 0 to 1.
type rgb [3]float32

func rgbOf(v uint32) rgb {
	return rgb{float32(v>>16&0xff) / 255, float32(v>>8&0xff) / 255, float32(v&0xff) / 255}
}

func mix(a, b rgb, t float64) rgb {
	f := float32(t)
	return rgb{a[0] + (b[0]-a[0])*f, a[1] + (b[1]-a[1])*f, a[2] + (b[2]-a[2])*f}
}

func (a rgb) times(k float64) rgb {
	f := float32(k)
	return rgb{a[0] * f, a[1] * f, a[2] * f}
}

var (
	white = rgb{1, 1, 1}
	black = rgb{0, 0, 0}
)

// canvas is a square picture being painted.
type canvas struct {
	n   int
	aa  float64 // one pixel, in units of the picture's side
	img *image.RGBA
}

func newCanvas(n int) *canvas {
	return &canvas{n: n, aa: 1 / float64(n), img: image.NewRGBA(image.Rect(0, 0, n, n))}
}

// paint blends f's colour by f's coverage (0 to 1) over the pixels of the
// box (x0, y0)-(x1, y1), in units of the picture's side.
func (c *canvas) paint(x0, y0, x1, y1 float64, f func(x, y float64) (float64, rgb)) {
	n := float64(c.n)
	i0, i1 := clampInt(int(x0*n)-1, c.n), clampInt(int(x1*n)+2, c.n)
	j0, j1 := clampInt(int(y0*n)-1, c.n), clampInt(int(y1*n)+2, c.n)
	for j := j0; j < j1; j++ {
		y := (float64(j) + 0.5) / n
		row := c.img.Pix[j*c.img.Stride:]
		for i := i0; i < i1; i++ {
			a, col := f((float64(i)+0.5)/n, y)
			if a <= 0 {
				continue
			}
			p := row[4*i : 4*i+3]
			t := float32(min(a, 1))
			for k := range p {
				v := float32(p[k]) / 255
				p[k] = byte8(v + (col[k]-v)*t)
			}
		}
	}
}

// cover is how much of a pixel a shape covers at signed distance d from its edge.
func (c *canvas) cover(d float64) float64 { return clamp01(0.5 - d/c.aa) }

// backdrop paints the wall and the floor: a light from the upper left, the
// floor's edge soft as in a photograph. (The light is a Gaussian, the product
// of one across and one down: computed once per row and per column.)
func (c *canvas) backdrop(wall rgb) {
	floor := mix(wall, rgbOf(0xd9cfc2), 0.35)
	n := float64(c.n)
	across := make([]float64, c.n)
	for i := range across {
		dx := (float64(i)+0.5)/n - 0.42
		across[i] = 0.45 * math.Exp(-dx*dx*4)
	}
	for j := range c.n {
		y := (float64(j) + 0.5) / n
		col := mix(mix(wall, white, 0.35*(1-y)), floor.times(1-0.1*(y-0.7)), smooth(0.62, 0.74, y)).times(0.93)
		dy := y - 0.38
		down := float32(math.Exp(-dy * dy * 4))
		row := c.img.Pix[j*c.img.Stride:]
		for i, g := range across {
			t := float32(g) * down
			row[4*i] = byte8(col[0] + (1-col[0])*t)
			row[4*i+1] = byte8(col[1] + (1-col[1])*t)
			row[4*i+2] = byte8(col[2] + (1-col[2])*t)
			row[4*i+3] = 0xff
		}
	}
}

// shadow lays the soft shadow of an object of half-width hw standing at (cx, base).
func (c *canvas) shadow(cx, base, hw float64) {
	ry := 0.03 + hw*0.08
	c.paint(cx-hw*1.6, base-ry*2, cx+hw*2.2, base+ry*2, func(x, y float64) (float64, rgb) {
		dx, dy := (x-cx)/(hw*1.1), (y-base)/ry
		near := 1 - smooth(0.2, 1.15, math.Sqrt(dx*dx+dy*dy))
		dx, dy = (x-cx-hw*0.45)/(hw*1.7), (y-base+ry*0.2)/(ry*1.6)
		far := 1 - smooth(0, 1.1, math.Sqrt(dx*dx+dy*dy))
		return 0.38*near*near + 0.14*far, rgbOf(0x3a3026)
	})
}

func byte8(v float32) byte { return byte(min(max(v, 0), 1)*255 + 0.5) }

func clampInt(v, n int) int { return min(max(v, 0), n) }

func clamp01(v float64) float64 { return min(max(v, 0), 1) }

// smooth is 0 below a, 1 above b, and eases between.
func smooth(a, b, v float64) float64 {
	t := clamp01((v - a) / (b - a))
	return t * t * (3 - 2*t)
}

// sdBox is the signed distance from (x, y) to a box centred on (cx, cy) of
// half-sizes hw, hh with corners rounded by r.
func sdBox(x, y, cx, cy, hw, hh, r float64) float64 {
	qx, qy := math.Abs(x-cx)-hw+r, math.Abs(y-cy)-hh+r
	return math.Hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r
}

// sdEllipse is about the signed distance from (x, y) to an ellipse.
func sdEllipse(x, y, cx, cy, rx, ry float64) float64 {
	return (math.Hypot((x-cx)/rx, (y-cy)/ry) - 1) * min(rx, ry)
}

// sdPoly is the signed distance (exact along the edges) to a convex polygon.
func sdPoly(x, y float64, pts [][2]float64) float64 {
	d := math.Inf(-1)
	n := len(pts)
	for i := range pts {
		a, b := pts[i], pts[(i+1)%n]
		ex, ey := b[0]-a[0], b[1]-a[1]
		d = max(d, ((x-a[0])*ey-(y-a[1])*ex)/math.Hypot(ex, ey))
	}
	return d
}

// box paints a rounded box in a flat colour with a soft top-down shade.
func (c *canvas) box(cx, cy, hw, hh, r float64, col rgb, shade float64) {
	c.paint(cx-hw, cy-hh, cx+hw, cy+hh, func(x, y float64) (float64, rgb) {
		return c.cover(sdBox(x, y, cx, cy, hw, hh, r)), col.times(1 - shade*(y-cy+hh)/(2*hh))
	})
}

// ellipse paints an ellipse in a flat colour.
func (c *canvas) ellipse(cx, cy, rx, ry float64, col rgb, alpha float64) {
	c.paint(cx-rx, cy-ry, cx+rx, cy+ry, func(x, y float64) (float64, rgb) {
		return alpha * c.cover(sdEllipse(x, y, cx, cy, rx, ry)), col
	})
}

// poly paints a convex polygon; shade gives its colour at a point.
func (c *canvas) poly(pts [][2]float64, shade func(x, y float64) rgb) {
	x0, y0, x1, y1 := 1.0, 1.0, 0.0, 0.0
	for _, p := range pts {
		x0, y0, x1, y1 = min(x0, p[0]), min(y0, p[1]), max(x1, p[0]), max(y1, p[1])
	}
	c.paint(x0, y0, x1, y1, func(x, y float64) (float64, rgb) {
		return c.cover(sdPoly(x, y, pts)), shade(x, y)
	})
}

// lines paints a label's writing: a title bar and n lines of text, centred on
// cx from y, at most w wide; tone gives the shading at x.
func (c *canvas) lines(o obj, cx, y, w float64, n int, col rgb, tone func(x float64) float64) {
	h := 0.012 * o.s
	for i := range n + 1 {
		hw := w / 2 * (0.55 + 0.4*o.rnd.Float64())
		hh := h * 0.5
		if i == 0 {
			hw, hh = w/2*0.9, h*1.1
		}
		yy := y + float64(i)*h*2.6
		if i > 0 {
			yy += h
		}
		c.paint(cx-hw, yy-hh, cx+hw, yy+hh, func(x, y float64) (float64, rgb) {
			return c.cover(sdBox(x, y, cx, yy, hw, hh, hh)), col.times(tone(x))
		})
	}
}

// lathe is a body of revolution seen from the front: its half-width at
// heights ys is ws (ys increasing), eased between, or on a smooth curve
// through them (Catmull-Rom) when curved.
type lathe struct {
	cx     float64
	ys, ws []float64
	curved bool
}

// width is the half-width of the body at height y (0 outside it).
func (l lathe) width(y float64) float64 {
	n := len(l.ys)
	if y < l.ys[0] || y > l.ys[n-1] {
		return 0
	}
	i := 1
	for i < n-1 && y > l.ys[i] {
		i++
	}
	if !l.curved {
		return l.ws[i-1] + (l.ws[i]-l.ws[i-1])*smooth(l.ys[i-1], l.ys[i], y)
	}
	t := (y - l.ys[i-1]) / (l.ys[i] - l.ys[i-1])
	p0, p1, p2, p3 := l.ws[max(i-2, 0)], l.ws[i-1], l.ws[i], l.ws[min(i+1, n-1)]
	return p1 + 0.5*t*(p2-p0+t*(2*p0-5*p1+4*p2-p3+t*(3*(p1-p2)+p3-p0)))
}

// paint fills the body between heights y0 and y1; shade gives the colour
// at a point from u, -1 at its left edge to 1 at its right one.
func (l lathe) paint(c *canvas, y0, y1 float64, shade func(u, y float64) rgb) {
	wmax := 0.0
	for _, w := range l.ws {
		wmax = max(wmax, w)
	}
	h := c.aa
	c.paint(l.cx-wmax, y0, l.cx+wmax, y1, func(x, y float64) (float64, rgb) {
		w := l.width(y)
		if w <= 0 {
			return 0, black
		}
		slope := (l.width(y+h) - l.width(y-h)) / (2 * h)
		dx := (math.Abs(x-l.cx) - w) / math.Sqrt(1+slope*slope)
		dy := max(y0-y, y-y1, l.ys[0]-y, y-l.ys[len(l.ys)-1])
		return c.cover(dx) * c.cover(dy), shade((x-l.cx)/w, y)
	})
}

// round is the light on a round surface at u (-1 to 1 across it): lit from
// the front left, darker towards its edges.
func round(u float64) float64 { return lights[lightIndex(u)][0] }

// gloss is the highlight of a shiny round surface at u: a bright stripe on
// the left, a faint one on the right.
func gloss(u float64) float64 { return lights[lightIndex(u)][1] }

// lights tabulates round and gloss across a surface: pictures ask for them
// at every pixel.
var lights = func() (t [1025][2]float64) {
	for i := range t {
		u := float64(i)/512 - 1
		nz := math.Sqrt(1 - u*u)
		a, b := (u+0.52)/0.09, (u-0.72)/0.05
		t[i] = [2]float64{0.5 + 0.5*max(0, -0.42*u+0.91*nz) + 0.06*nz, 0.55*math.Exp(-a*a) + 0.18*math.Exp(-b*b)}
	}
	return t
}()

func lightIndex(u float64) int { return int((max(-1, min(1, u)) + 1) * 512) }

// lit is col under round light at u, with some gloss.
func lit(col rgb, u, shine float64) rgb {
	return mix(col.times(round(u)), white, shine*gloss(u))
}

// kinds paints each kind of product.
var kinds = map[string]func(*canvas, obj){
	"jar": drawJar, "bottle": drawBottle, "wine": drawWine, "pouch": drawPouch,
	"box": drawBox, "tin": drawTin, "mug": drawMug, "book": drawBook, "pot": drawPot,
	"textile": drawTextile, "basket": drawBasket, "soap": drawSoap, "pump": drawPump,
	"candle": drawCandle, "card": drawCard, "vase": drawVase, "lamp": drawLamp, "teapot": drawTeapot,
	"crate": drawCrate,
}
