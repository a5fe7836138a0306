package shop

import "math"

// Materials of the pictures.
var (
	paper  = rgbOf(0xf6f0e2)
	kraft  = rgbOf(0xc9a478)
	metal  = rgbOf(0xb9bcc2)
	gold   = rgbOf(0xc9a24b)
	leaf   = rgbOf(0x4f8a3c)
	wicker = rgbOf(0xb88a52)
	wood   = rgbOf(0xb58a5a)
)

// label paints a paper band around a round body from y0 to y1: its title
// and lines of text in the product's colour, and a round emblem.
func label(c *canvas, o obj, l lathe, y0, y1 float64, col rgb) {
	l.paint(c, y0, y1, func(u, _ float64) rgb { return lit(paper, u, 0.12) })
	w := l.width((y0 + y1) / 2)
	tone := func(x float64) float64 { return round((x - l.cx) / w) }
	c.ellipse(l.cx, y0+(y1-y0)*0.28, w*0.2, w*0.2, col.times(0.9), 1)
	c.ellipse(l.cx, y0+(y1-y0)*0.28, w*0.12, w*0.12, paper, 1)
	c.lines(o, l.cx, y0+(y1-y0)*0.6, w*1.1, 2, col.times(0.75), tone)
}

func drawJar(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.16*s, 0.44*s
	c.shadow(o.cx, b, hw)
	body := lathe{o.cx, []float64{b - 0.8*h, b - 0.74*h, b - 0.05*h, b}, []float64{hw * 0.8, hw, hw, hw * 0.92}, false}
	jam := o.col.times(0.78)
	body.paint(c, b-h, b, func(u, _ float64) rgb { return lit(jam, u, 0.75) })
	label(c, o, body, b-0.6*h, b-0.16*h, o.col)
	lid := lathe{o.cx, []float64{b - h, b - 0.97*h, b - 0.8*h}, []float64{hw * 0.78, hw * 0.86, hw * 0.86}, false}
	if o.rnd.IntN(2) == 0 { // a gingham cloth on the lid
		lid.ws[1], lid.ws[2] = hw*1.02, hw*1.08
		lid.paint(c, b-h, b-0.76*h, func(u, y float64) rgb {
			x := u * 7
			gx, gy := math.Sin(x*math.Pi) > 0, math.Sin(y*140/s) > 0
			t := 0.0
			if gx {
				t += 0.45
			}
			if gy {
				t += 0.45
			}
			return mix(white, o.col, t).times(round(u))
		})
		return
	}
	lid.paint(c, b-h, b-0.8*h, func(u, _ float64) rgb { return lit(gold, u, 0.6) })
}

func drawBottle(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.1*s, 0.62*s
	c.shadow(o.cx, b, hw)
	body := lathe{o.cx, []float64{b - 0.94*h, b - 0.78*h, b - 0.58*h, b - 0.03*h, b}, []float64{hw * 0.3, hw * 0.32, hw, hw, hw * 0.94}, false}
	juice := o.col.times(0.85)
	body.paint(c, b-0.94*h, b, func(u, y float64) rgb {
		if y < b-0.72*h { // the empty neck: glass
			return mix(rgbOf(0xdfe6e4), white, 0.2).times(round(u) + 0.1)
		}
		return lit(juice, u, 0.7)
	})
	label(c, o, body, b-0.45*h, b-0.12*h, o.col)
	cap := lathe{o.cx, []float64{b - h, b - 0.93*h}, []float64{hw * 0.36, hw * 0.36}, false}
	cap.paint(c, b-h, b-0.93*h, func(u, _ float64) rgb { return lit(rgbOf(0x2f2f33), u, 0.35) })
}

func drawWine(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.085*s, 0.74*s
	c.shadow(o.cx, b, hw)
	glass := mix(o.col, rgbOf(0x1d2a1f), 0.7)
	body := lathe{o.cx, []float64{b - h, b - 0.68*h, b - 0.5*h, b - 0.03*h, b}, []float64{hw * 0.3, hw * 0.33, hw, hw, hw * 0.95}, false}
	body.paint(c, b-h, b, func(u, _ float64) rgb { return lit(glass, u, 0.8) })
	foil := lathe{o.cx, []float64{b - h, b - 0.82*h}, []float64{hw * 0.35, hw * 0.36}, false}
	foil.paint(c, b-h, b-0.82*h, func(u, _ float64) rgb { return lit(o.col.times(0.9), u, 0.45) })
	label(c, o, body, b-0.4*h, b-0.12*h, o.col)
}

func drawPouch(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.17*s, 0.56*s
	c.shadow(o.cx, b, hw)
	bag := lathe{o.cx, []float64{b - h, b - 0.9*h, b - 0.1*h, b}, []float64{hw * 0.9, hw * 0.95, hw, hw * 0.97}, false}
	bag.paint(c, b-h, b, func(u, y float64) rgb {
		t := kraft.times(0.8 + 0.2*round(u))
		if y < b-0.9*h { // the sealed top, pleated
			return t.times(0.9 + 0.05*math.Sin(u*60))
		}
		return t
	})
	c.box(o.cx, b-0.42*h, hw*0.72, 0.26*h, 0.02*s, o.col, 0.15)
	c.ellipse(o.cx, b-0.52*h, hw*0.24, hw*0.24, paper, 1)
	c.ellipse(o.cx, b-0.52*h, hw*0.15, hw*0.15, o.col.times(0.85), 1)
	c.lines(o, o.cx, b-0.34*h, hw*1.1, 1, paper, func(float64) float64 { return 1 })
}

// cuboid paints a box standing at (cx, b), of half-width hw, height h and
// depth d (seen from the right and above); front gives the front face's colour.
func cuboid(c *canvas, cx, b, hw, h, d float64, side, top rgb, front func(x, y float64) rgb) {
	dx, dy := d, -d*0.55
	c.poly([][2]float64{{cx + hw, b - h}, {cx + hw + dx, b - h + dy}, {cx + hw + dx, b + dy}, {cx + hw, b}}, func(_, y float64) rgb { return side.times(0.95 - 0.1*(y-b+h)/h) })
	c.poly([][2]float64{{cx - hw, b - h}, {cx - hw + dx, b - h + dy}, {cx + hw + dx, b - h + dy}, {cx + hw, b - h}}, func(float64, float64) rgb { return top })
	c.poly([][2]float64{{cx - hw, b}, {cx - hw, b - h}, {cx + hw, b - h}, {cx + hw, b}}, front)
}

func drawBox(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h, d := 0.15*s, 0.42*s, 0.09*s
	cx := o.cx - d/2
	c.shadow(o.cx, b, hw+d/2)
	cuboid(c, cx, b, hw, h, d, o.col.times(0.68), mix(o.col, white, 0.3), func(x, y float64) rgb {
		return o.col.times(1 - 0.08*(x-cx+hw)/(2*hw) - 0.05*(y-b+h)/h)
	})
	c.box(cx, b-0.42*h, hw, 0.14*h, 0, paper, 0.05)
	c.lines(o, cx, b-0.47*h, hw*1.3, 1, o.col.times(0.8), func(float64) float64 { return 1 })
	c.ellipse(cx, b-0.75*h, hw*0.3, hw*0.3, mix(o.col, white, 0.75), 1)
	c.ellipse(cx, b-0.75*h, hw*0.18, hw*0.18, o.col.times(0.85), 1)
}

func drawTin(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.14*s, 0.4*s
	c.shadow(o.cx, b, hw)
	can := lathe{o.cx, []float64{b - h, b}, []float64{hw, hw}, false}
	can.paint(c, b-h, b, func(u, _ float64) rgb { return lit(metal, u, 0.9) })
	inner := lathe{o.cx, []float64{b - 0.92*h, b - 0.06*h}, []float64{hw, hw}, false}
	inner.paint(c, b-0.92*h, b-0.06*h, func(u, y float64) rgb {
		band := 0.0
		if y > b-0.32*h && y < b-0.26*h {
			band = 0.8
		}
		return lit(mix(o.col, paper, band), u, 0.35)
	})
	c.ellipse(o.cx, b-h, hw, 0.028*s, mix(metal, white, 0.3), 1)
	c.ellipse(o.cx, b-0.6*h, hw*0.34, hw*0.34, paper, 1)
	c.lines(o, o.cx, b-0.6*h-0.012*s, hw*0.5, 1, o.col, func(float64) float64 { return 1 })
}

func drawMug(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.15*s, 0.34*s
	c.shadow(o.cx, b, hw*1.2)
	hx, hy, r, t := o.cx+hw*0.98, b-0.55*h, 0.27*h, 0.055*h
	c.paint(hx, hy-r-t, hx+r+t, hy+r+t, func(x, y float64) (float64, rgb) {
		d := math.Abs(math.Hypot(x-hx, y-hy)-r) - t
		return c.cover(d), o.col.times(0.8 + 0.2*(hy-y)/r)
	})
	body := lathe{o.cx, []float64{b - h, b - 0.04*h, b}, []float64{hw, hw * 0.94, hw * 0.88}, false}
	body.paint(c, b-h, b, func(u, _ float64) rgb { return lit(o.col, u, 0.55) })
	c.ellipse(o.cx, b-h, hw, 0.035*s, mix(o.col, white, 0.2), 1)
	c.ellipse(o.cx, b-h+0.004*s, hw*0.9, 0.028*s, rgbOf(0x4a2c1d), 1)
}

func drawBook(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h, d := 0.15*s, 0.46*s, 0.05*s
	cx := o.cx - d/2
	c.shadow(o.cx, b, hw+d/2)
	cuboid(c, cx, b, hw, h, d, paper.times(0.86), paper, func(x, y float64) rgb {
		if x < cx-hw+0.025*s { // the spine's fold
			return o.col.times(0.75)
		}
		return o.col.times(1 - 0.06*(y-b+h)/h)
	})
	c.box(cx+0.012*s, b-0.64*h, hw*0.72, 0.17*h, 0.006*s, paper, 0.04)
	c.lines(o, cx+0.012*s, b-0.7*h, hw*1.2, 2, o.col.times(0.7), func(float64) float64 { return 1 })
	c.ellipse(cx+0.012*s, b-0.24*h, hw*0.28, hw*0.28, mix(o.col, white, 0.55), 1)
}

func drawPot(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.15*s, 0.28*s
	c.shadow(o.cx, b, hw*0.8)
	top := b - h
	for i, a := range []float64{-1.1, -0.65, -0.25, 0.2, 0.6, 1.05, -0.45, 0.4} {
		a += (o.rnd.Float64() - 0.5) * 0.2
		l := (0.2 + 0.08*o.rnd.Float64()) * s
		if i >= 6 {
			l *= 1.25
		}
		px, py := o.cx+math.Sin(a)*l*0.55, top-math.Cos(a)*l*0.55
		sa, ca := math.Sin(-a), math.Cos(-a)
		green := mix(leaf, rgbOf(0x8fc26a), 0.35*o.rnd.Float64()).times(0.8 + 0.05*float64(i%3))
		c.paint(px-l*0.6, py-l*0.6, px+l*0.6, py+l*0.6, func(x, y float64) (float64, rgb) {
			rx, ry := (x-px)*ca-(y-py)*sa, (x-px)*sa+(y-py)*ca
			vein := math.Exp(-rx * rx / (0.00002 * s * s))
			return c.cover(sdEllipse(rx, ry, 0, 0, l*0.17, l*0.5)), mix(green.times(0.85+0.25*(rx/(l*0.17))), white, 0.25*vein)
		})
	}
	pot := lathe{o.cx, []float64{top + 0.18*h, b}, []float64{hw * 0.92, hw * 0.7}, false}
	pot.paint(c, top, b, func(u, _ float64) rgb { return lit(o.col, u, 0.3) })
	rim := lathe{o.cx, []float64{top, top + 0.2*h}, []float64{hw, hw}, false}
	rim.paint(c, top, top+0.2*h, func(u, _ float64) rgb { return lit(o.col.times(1.06), u, 0.3) })
}

func drawTextile(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, fh := 0.24*s, 0.075*s
	c.shadow(o.cx, b, hw)
	tones := []rgb{o.col, mix(o.col, paper, 0.55), o.col.times(0.82), mix(o.col, white, 0.3)}
	for i := range 4 {
		cy := b - fh*(float64(i)+0.5)*0.98
		cx := o.cx + (o.rnd.Float64()-0.5)*0.02*s
		col := tones[i]
		c.paint(cx-hw, cy-fh/2, cx+hw, cy+fh/2, func(x, y float64) (float64, rgb) {
			v := (y - cy) / (fh / 2)
			shade := 1.02 - 0.2*v*v - 0.08*v
			if math.Abs(x-cx-hw*0.62) < 0.006*s || math.Abs(x-cx-hw*0.7) < 0.004*s {
				shade += 0.25 // the woven stripes
			}
			fold := math.Exp(-math.Pow((x-cx+hw)/(0.04*s), 2))
			return c.cover(sdBox(x, y, cx, cy, hw, fh/2, fh*0.45)), mix(col.times(shade), white, 0.2*fold)
		})
	}
}

func drawBasket(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.22*s, 0.24*s
	c.shadow(o.cx, b, hw)
	top := b - h
	hr, t := hw*0.78, 0.013*s
	c.paint(o.cx-hr-t, top-hr-t, o.cx+hr+t, top, func(x, y float64) (float64, rgb) {
		d := math.Abs(math.Hypot(x-o.cx, (y-top)*1.15)-hr) - t
		return c.cover(d), wicker.times(0.8)
	})
	for i, dx := range []float64{-0.5, 0.05, 0.5, -0.2, 0.28} {
		r := (0.07 + 0.015*float64(i%2)) * s
		fx, fy := o.cx+dx*hw, top-r*0.45+float64(i/3)*0.02*s
		c.paint(fx-r, fy-r, fx+r, fy+r, func(x, y float64) (float64, rgb) {
			u := (x - fx + (y-fy)*0.5) / r
			return c.cover(sdEllipse(x, y, fx, fy, r, r)), lit(o.col, u, 0.45)
		})
	}
	body := lathe{o.cx, []float64{top, b - 0.08*h, b}, []float64{hw, hw * 0.82, hw * 0.76}, false}
	body.paint(c, top, b, func(u, y float64) rgb {
		row := (y - top) / (0.04 * s)
		shift := math.Floor(row) * 0.5
		weave := math.Abs(math.Sin((u*6 + shift) * math.Pi))
		gap := math.Abs(math.Sin(row * math.Pi))
		return wicker.times(round(u) * (0.75 + 0.2*weave) * (0.8 + 0.2*gap))
	})
	rim := lathe{o.cx, []float64{top - 0.02*s, top + 0.02*s}, []float64{hw * 1.02, hw}, false}
	rim.paint(c, top-0.02*s, top+0.02*s, func(u, _ float64) rgb { return wicker.times(round(u) * 1.05) })
}

func drawSoap(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, hh := 0.19*s, 0.05*s
	c.shadow(o.cx, b, hw)
	col := mix(o.col, white, 0.35)
	for i := range 2 {
		cy := b - hh - float64(i)*2.3*hh
		cx := o.cx + float64(i)*0.02*s
		c.box(cx, cy, hw, hh, hh*0.7, col.times(0.86), 0.25)
		c.box(cx, cy-hh*0.7, hw*0.98, hh*0.75, hh*0.7, col, 0.05)
		c.paint(cx-hw*0.6, cy-hh*1.5, cx+hw*0.6, cy, func(x, y float64) (float64, rgb) {
			d := math.Abs(sdEllipse(x, y, cx, cy-hh*0.7, hw*0.55, hh*0.5)) - 0.0025*s
			return c.cover(d) * 0.6, col.times(0.82)
		})
	}
}

func drawPump(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.11*s, 0.5*s
	c.shadow(o.cx, b, hw)
	cream := mix(o.col, white, 0.25)
	body := lathe{o.cx, []float64{b - 0.72*h, b - 0.62*h, b - 0.04*h, b}, []float64{hw * 0.45, hw, hw, hw * 0.92}, false}
	body.paint(c, b-0.72*h, b, func(u, _ float64) rgb { return lit(cream, u, 0.5) })
	label(c, o, body, b-0.5*h, b-0.15*h, o.col)
	c.box(o.cx, b-0.8*h, 0.012*s, 0.09*h, 0, rgbOf(0xeeeeee).times(0.9), 0.1)
	c.box(o.cx-0.02*s, b-0.9*h, 0.05*s, 0.03*h, 0.01*s, rgbOf(0xf2f2f2), 0.25)
	c.box(o.cx-0.075*s, b-0.91*h, 0.03*s, 0.012*h, 0.004*s, rgbOf(0xe4e4e4), 0.2)
}

func drawCandle(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.15*s, 0.34*s
	c.shadow(o.cx, b, hw)
	fx, fy := o.cx, b-h-0.06*s
	c.paint(fx-0.12*s, fy-0.12*s, fx+0.12*s, fy+0.12*s, func(x, y float64) (float64, rgb) {
		d := math.Hypot(x-fx, y-fy) / (0.11 * s)
		return 0.5 * math.Exp(-d*d*3), rgbOf(0xffe9a8)
	})
	glass := lathe{o.cx, []float64{b - h, b}, []float64{hw, hw * 0.96}, false}
	wax := mix(o.col, paper, 0.45)
	glass.paint(c, b-h, b, func(u, y float64) rgb {
		if y < b-0.88*h {
			return mix(rgbOf(0xdfe3e0), white, 0.3).times(round(u) + 0.1)
		}
		return lit(wax, u, 0.7)
	})
	c.box(o.cx, b-0.45*h, hw*0.55, 0.17*h, 0.004*s, kraft, 0.1)
	c.lines(o, o.cx, b-0.5*h, hw*0.8, 1, rgbOf(0x3b2a1c), func(float64) float64 { return 1 })
	c.box(fx, b-h-0.012*s, 0.002*s, 0.014*s, 0, rgbOf(0x222222), 0)
	c.ellipse(fx, fy, 0.014*s, 0.035*s, rgbOf(0xffb84d), 1)
	c.ellipse(fx, fy+0.01*s, 0.007*s, 0.018*s, rgbOf(0xfff6d6), 1)
}

func drawCard(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, hh := 0.22*s, 0.15*s
	c.shadow(o.cx, b, hw)
	c.box(o.cx+0.03*s, b-hh-0.03*s, hw, hh, 0.006*s, kraft, 0.12)
	cx, cy := o.cx-0.02*s, b-hh-0.005*s
	a := -0.06
	sa, ca := math.Sin(a), math.Cos(a)
	c.paint(cx-hw*1.1, cy-hh*1.3, cx+hw*1.1, cy+hh*1.3, func(x, y float64) (float64, rgb) {
		rx, ry := (x-cx)*ca-(y-cy)*sa, (x-cx)*sa+(y-cy)*ca
		d := max(sdBox(rx, ry, 0, 0, hw, hh, 0.012*s), -(math.Hypot(math.Abs(rx)-hw, ry) - 0.025*s))
		col := paper
		if ry < -hh*0.25 {
			col = o.col
		}
		if math.Hypot(rx+hw*0.55, ry+hh*0.25) < hh*0.32 {
			col = mix(o.col, white, 0.7)
		}
		if math.Abs(ry-hh*0.3) < 0.006*s && math.Abs(rx-hw*0.1) < hw*0.6 || math.Abs(ry-hh*0.55) < 0.004*s && math.Abs(rx) < hw*0.45 {
			col = o.col.times(0.7)
		}
		return c.cover(d), col
	})
}

func drawVase(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.14*s, 0.5*s
	c.shadow(o.cx, b, hw*0.8)
	body := lathe{o.cx, []float64{b - h, b - 0.9*h, b - 0.62*h, b - 0.32*h, b}, []float64{hw * 0.42, hw * 0.3, hw * 0.55, hw, hw * 0.6}, true}
	body.paint(c, b-h, b, func(u, _ float64) rgb { return lit(o.col, u, 0.6) })
}

func drawLamp(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.12*s, 0.55*s
	c.shadow(o.cx, b, hw)
	foot := lathe{o.cx, []float64{b - 0.5*h, b - 0.42*h, b - 0.18*h, b}, []float64{hw * 0.3, hw * 0.75, hw, hw * 0.7}, true}
	foot.paint(c, b-0.5*h, b, func(u, _ float64) rgb { return lit(o.col, u, 0.5) })
	c.box(o.cx, b-0.55*h, 0.008*s, 0.06*h, 0, gold, 0.2)
	shade := lathe{o.cx, []float64{b - h, b - 0.6*h}, []float64{hw * 1.1, hw * 1.9}, false}
	shade.paint(c, b-h, b-0.6*h, func(u, _ float64) rgb { return mix(paper, rgbOf(0xfff3d0), 0.5).times(0.82 + 0.2*round(u)) })
}

func drawTeapot(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h := 0.17*s, 0.34*s
	c.shadow(o.cx, b, hw*1.2)
	hx, hy, r, t := o.cx+hw*0.95, b-0.55*h, 0.26*h, 0.05*h
	c.paint(hx, hy-r-t, hx+r+t, hy+r+t, func(x, y float64) (float64, rgb) {
		return c.cover(math.Abs(math.Hypot(x-hx, y-hy)-r) - t), o.col.times(0.8)
	})
	c.poly([][2]float64{{o.cx - hw*0.85, b - 0.12*h}, {o.cx - hw*1.6, b - 0.9*h}, {o.cx - hw*1.45, b - 0.98*h}, {o.cx - hw*0.7, b - 0.2*h}},
		func(x, _ float64) rgb { return o.col.times(0.75 + 0.2*(x-o.cx+hw*1.5)/hw) })
	body := lathe{o.cx, []float64{b - h, b - 0.85*h, b - 0.45*h, b - 0.05*h, b}, []float64{hw * 0.55, hw * 0.85, hw, hw * 0.85, hw * 0.7}, true}
	body.paint(c, b-h, b, func(u, _ float64) rgb { return lit(o.col, u, 0.45) })
	lid := lathe{o.cx, []float64{b - 1.1*h, b - h}, []float64{hw * 0.4, hw * 0.6}, false}
	lid.paint(c, b-1.1*h, b-h, func(u, _ float64) rgb { return lit(o.col.times(0.9), u, 0.4) })
	c.ellipse(o.cx, b-1.13*h, 0.02*s, 0.016*s, o.col.times(0.85), 1)
}

func drawCrate(c *canvas, o obj) {
	s, b := o.s, o.base
	hw, h, d := 0.2*s, 0.38*s, 0.1*s
	cx := o.cx - d/2
	c.shadow(o.cx, b, hw+d/2)
	plank := func(y float64) float64 { // each plank its shade, a dark gap between
		k := (b - y) / (h / 5)
		if k-math.Floor(k) < 0.06 {
			return 0.45
		}
		return 0.9 + 0.1*math.Sin(math.Floor(k)*2.7)
	}
	wooden := mix(wood, o.col, 0.15)
	cuboid(c, cx, b, hw, h, d, wooden.times(0.7), wooden.times(1.1), func(x, y float64) rgb {
		if math.Abs(x-cx+hw) < 0.018*s || math.Abs(x-cx-hw) < 0.018*s {
			return wooden.times(0.85) // the posts
		}
		return wooden.times(plank(y))
	})
}
