package shop

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	_ "image/png" // uploads may be PNG
	"strconv"
	"strings"

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp" // or WebP

	"partage/app"
	"partage/app/db"
	"partage/app/files"
	"partage/app/photo"
)

// The sizes each image is kept in: squares of that many pixels.
const (
	ThumbSize = 160
	CardSize  = 480
	LargeSize = 1000
)

// Limits of an uploaded image beyond its bytes (MaxImageBytes).
const (
	MaxImagePixels = 40_000_000 // refuses decompression bombs before decoding
	MaxAlt         = 200
	imageQuality   = 85
)

// Rendition is a picture resized into the three sizes, each a JPEG.
type Rendition struct {
	thumb, card, large []byte
}

// Files are the three JPEGs, the smallest first.
func (r Rendition) Files() [3][]byte { return [3][]byte{r.thumb, r.card, r.large} }

// Render fits img on a white square of each size (centred, with its
// proportions, scaled with Catmull-Rom) and encodes each as a JPEG.
func Render(img image.Image) (Rendition, error) { return render(img, 1) }

// render is Render of a picture to turn upright from EXIF orientation o.
func render(img image.Image, o int) (Rendition, error) {
	large := photo.Upright(fit(img, LargeSize), o).(*image.RGBA)
	card := shrink(large, CardSize)
	var r Rendition
	var err error
	if r.large, err = encode(large); err != nil {
		return r, err
	}
	if r.card, err = encode(card); err != nil {
		return r, err
	}
	r.thumb, err = encode(shrink(card, ThumbSize))
	return r, err
}

// fit draws img scaled to fit a size×size white square, centred.
func fit(img image.Image, size int) *image.RGBA {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	opaque := false
	if o, ok := img.(interface{ Opaque() bool }); ok {
		opaque = o.Opaque()
	}
	if rgba, ok := img.(*image.RGBA); ok && opaque && w == size && h == size && b.Min == (image.Point{}) {
		return rgba // already what it should be
	}
	dst := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.Draw(dst, dst.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	if w <= 0 || h <= 0 {
		return dst
	}
	tw, th := size, size
	if w > h {
		th = max(1, (h*size+w/2)/w)
	} else {
		tw = max(1, (w*size+h/2)/h)
	}
	x, y := (size-tw)/2, (size-th)/2
	rect := image.Rect(x, y, x+tw, y+th)
	op := draw.Over // a transparent picture is on white
	if opaque {
		op = draw.Src
	}
	if tw == w && th == h {
		draw.Draw(dst, rect, img, b.Min, op)
	} else {
		draw.CatmullRom.Scale(dst, rect, img, b, op, nil)
	}
	return dst
}

// shrink scales an opaque square picture down to size: halved (each pixel
// the mean of four) while it is at least twice as large, then with
// Catmull-Rom, which is as good and several times faster than Catmull-Rom
// alone on large ratios.
func shrink(img *image.RGBA, size int) *image.RGBA {
	for img.Bounds().Dx() >= 2*size {
		img = halve(img)
	}
	if img.Bounds().Dx() == size {
		return img
	}
	dst := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.CatmullRom.Scale(dst, dst.Bounds(), img, img.Bounds(), draw.Src, nil)
	return dst
}

// halve is img at half its size, each pixel the mean of the four it covers.
func halve(img *image.RGBA) *image.RGBA {
	b := img.Bounds()
	w, h := b.Dx()/2, b.Dy()/2
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		top := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+2*y):]
		bottom := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+2*y+1):]
		out := dst.Pix[y*dst.Stride:]
		for x := range w {
			i := 8 * x
			for c := range 4 {
				sum := int(top[i+c]) + int(top[i+4+c]) + int(bottom[i+c]) + int(bottom[i+4+c])
				out[4*x+c] = byte((sum + 2) / 4)
			}
		}
	}
	return dst
}

// encode writes img as a JPEG of the shop's quality.
func encode(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: imageQuality}); err != nil {
		return nil, fmt.Errorf("shop: encode image: %w", err)
	}
	return buf.Bytes(), nil
}

// decoding holds a place for each upload being decoded and resized.
var decoding = make(chan struct{}, 2)

// AddImage checks an uploaded image, resizes it into the three sizes, stores
// them and adds them last to the product's images.
func (s *Store) AddImage(ctx context.Context, productID int64, data []byte, alt string) (Image, error) {
	alt, err := checkAlt(alt)
	if err != nil {
		return Image{}, err
	}
	if err := s.checkRoom(ctx, s.db, productID); err != nil { // refused before the work of decoding
		return Image{}, err
	}
	select { // a large photograph takes memory to decode: a few at a time
	case decoding <- struct{}{}:
		defer func() { <-decoding }()
	case <-ctx.Done():
		return Image{}, ctx.Err()
	}
	img, err := decodeUpload(data)
	if err != nil {
		return Image{}, err
	}
	r, err := render(img, photo.Orientation(data))
	if err != nil {
		return Image{}, err
	}
	return s.AddRendition(ctx, productID, r, alt)
}

// AddRendition stores the three sizes of a rendered picture and adds them
// last to the product's images (at most MaxImages). The seed uses it too.
func (s *Store) AddRendition(ctx context.Context, productID int64, r Rendition, alt string) (Image, error) {
	alt, err := checkAlt(alt)
	if err != nil {
		return Image{}, err
	}
	var sums [3]string
	for i, b := range r.Files() {
		sum := sha256.Sum256(b)
		sums[i] = hex.EncodeToString(sum[:])
		if has, err := s.files.Has(ctx, sums[i]); err != nil {
			return Image{}, fmt.Errorf("shop: store image: %w", err)
		} else if has { // the same picture again: the store keeps one copy
			continue
		}
		if _, err := s.files.Put(ctx, bytes.NewReader(b), int64(len(b))); err != nil {
			return Image{}, fmt.Errorf("shop: store image: %w", err)
		}
	}
	img := Image{Thumb: ImageURL(sums[0]), Card: ImageURL(sums[1]), Large: ImageURL(sums[2]), Alt: alt}
	err = s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := s.touchProduct(ctx, tx, productID); err != nil {
			return err
		}
		if err := s.checkRoom(ctx, tx, productID); err != nil {
			return err
		}
		var next int
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(position) + 1, 0) FROM product_images WHERE product_id = $1`, productID).Scan(&next); err != nil {
			return fmt.Errorf("shop: add image: %w", err)
		}
		if err := tx.QueryRowContext(ctx, `INSERT INTO product_images (product_id, position, thumb_sum, card_sum, large_sum, alt)
			VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, productID, next, sums[0], sums[1], sums[2], alt).Scan(&img.ID); err != nil {
			return fmt.Errorf("shop: add image: %w", err)
		}
		return nil
	})
	if err != nil {
		return Image{}, err
	}
	return img, nil
}

// checkRoom checks that the product exists (ENOTFOUND otherwise) and has
// fewer than MaxImages images.
func (s *Store) checkRoom(ctx context.Context, q db.Execer, productID int64) error {
	var products, n int
	err := q.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) FROM products WHERE id = $1), (SELECT COUNT(*) FROM product_images WHERE product_id = $1)`,
		productID).Scan(&products, &n)
	switch {
	case err != nil:
		return fmt.Errorf("shop: images: %w", err)
	case products == 0:
		return app.E(app.ENOTFOUND, "productNotFound", nil)
	case n >= MaxImages:
		return app.InvalidField("image", "tooManyImages", app.Params{"max": MaxImages})
	}
	return nil
}

// touchProduct records that the product changed (its images: its pages show
// them), which also locks its row for the transaction: its images change one
// at a time. No such product is ENOTFOUND.
func (s *Store) touchProduct(ctx context.Context, tx *sql.Tx, productID int64) error {
	var id int64
	err := tx.QueryRowContext(ctx, `UPDATE products SET updated_at = $1 WHERE id = $2 RETURNING id`, s.now().UTC(), productID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return app.E(app.ENOTFOUND, "productNotFound", nil)
	} else if err != nil {
		return fmt.Errorf("shop: product: %w", err)
	}
	return nil
}

// DeleteImage removes an image of a product (ENOTFOUND when it is not one of
// its images). The files stay in the store, which keeps content by its sum.
func (s *Store) DeleteImage(ctx context.Context, productID, imageID int64) error {
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := s.touchProduct(ctx, tx, productID); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM product_images WHERE id = $1 AND product_id = $2`, imageID, productID)
		if err != nil {
			return fmt.Errorf("shop: delete image: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("shop: delete image: %w", err)
		} else if n == 0 {
			return app.E(app.ENOTFOUND, "imageNotFound", nil)
		}
		return nil
	})
}

// OrderImages puts the product's images in the order of ids, which must be
// each of its images exactly once (an EINVALID error on "ids" otherwise).
func (s *Store) OrderImages(ctx context.Context, productID int64, ids []int64) error {
	if err := app.CheckIDs("ids", len(ids)); err != nil {
		return err
	}
	return s.db.Tx(ctx, func(tx *sql.Tx) error {
		if err := s.touchProduct(ctx, tx, productID); err != nil {
			return err
		}
		have, err := s.imagesOf(ctx, tx, []int64{productID})
		if err != nil {
			return err
		}
		mine := map[int64]bool{}
		for _, img := range have[productID] {
			mine[img.ID] = true
		}
		if len(ids) != len(mine) {
			return app.InvalidField("ids", "imageOrder", nil)
		}
		for _, id := range ids {
			if !mine[id] {
				return app.InvalidField("ids", "imageOrder", nil)
			}
			delete(mine, id) // a second time is refused
		}
		for i, id := range ids {
			if _, err := tx.ExecContext(ctx, `UPDATE product_images SET position = $1 WHERE id = $2`, i, id); err != nil {
				return fmt.Errorf("shop: order images: %w", err)
			}
		}
		return nil
	})
}

// OpenImage opens a product image by the name of its URL (sum.jpg); anything else is ENOTFOUND.
func (s *Store) OpenImage(ctx context.Context, name string) (*files.File, error) {
	return photo.Open(ctx, s.db, s.files, "product_images", name)
}

// imagesOf returns the images of the given products, each product's in
// position order (products without images are absent from the map).
func (s *Store) imagesOf(ctx context.Context, q db.Execer, productIDs []int64) (map[int64][]Image, error) {
	out := map[int64][]Image{}
	if len(productIDs) == 0 {
		return out, nil
	}
	ids := make([]string, len(productIDs))
	for i, id := range productIDs {
		ids[i] = strconv.FormatInt(id, 10)
	}
	rows, err := q.QueryContext(ctx, `SELECT id, product_id, thumb_sum, card_sum, large_sum, alt FROM product_images
		WHERE product_id IN (`+strings.Join(ids, ",")+`) ORDER BY product_id, position, id`)
	if err != nil {
		return nil, fmt.Errorf("shop: images: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			img                Image
			pid                int64
			thumb, card, large string
		)
		if err := rows.Scan(&img.ID, &pid, &thumb, &card, &large, &img.Alt); err != nil {
			return nil, fmt.Errorf("shop: images: %w", err)
		}
		img.Thumb, img.Card, img.Large = ImageURL(thumb), ImageURL(card), ImageURL(large)
		out[pid] = append(out[pid], img)
	}
	return out, rows.Err()
}
