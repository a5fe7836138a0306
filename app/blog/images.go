package blog

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/jpeg"

	"golang.org/x/image/draw"

	"partage/app"
	"partage/app/files"
	"partage/app/photo"
)

// ImagePath is where the blog's images are served from: ImagePath + sum + ".jpg".
const ImagePath = "/media/blog/"

// ImageURL is the address of the image file of sum.
func ImageURL(sum string) string { return ImagePath + sum + ".jpg" }

// The sizes of a featured image, all 16:9: the list's thumbnail, the card
// and the post's banner.
var imageSizes = [3]image.Point{{320, 180}, {640, 360}, {1280, 720}}

// maxPixels refuses decompression bombs before decoding.
const maxPixels = 40_000_000

// decoding holds a place for each upload being decoded and resized.
var decoding = make(chan struct{}, 2)

// DecodeUpload checks an uploaded image (JPEG, PNG or WebP by its content,
// at most MaxImageBytes and maxPixels), decodes it and turns it upright as
// its EXIF orientation says. A bad file is an error on the field "image":
// too large ETOOLARGE (413), anything else EINVALID (400).
func DecodeUpload(data []byte) (image.Image, error) {
	img, err := photo.Decode(data, MaxImageBytes, maxPixels)
	if err != nil {
		return nil, err
	}
	return photo.Upright(img, photo.Orientation(data)), nil
}

// Render crops img to 16:9 around its centre and scales it to the three
// sizes, each a JPEG, the smallest first.
func Render(img image.Image) ([3][]byte, error) {
	var out [3][]byte
	b := img.Bounds()
	crop := b
	if b.Dx()*9 > b.Dy()*16 { // wider: keep the middle
		w := b.Dy() * 16 / 9
		crop.Min.X += (b.Dx() - w) / 2
		crop.Max.X = crop.Min.X + w
	} else {
		h := b.Dx() * 9 / 16
		crop.Min.Y += (b.Dy() - h) / 2
		crop.Max.Y = crop.Min.Y + h
	}
	var src image.Image = img
	for i := len(imageSizes) - 1; i >= 0; i-- {
		size := imageSizes[i]
		dst := image.NewRGBA(image.Rectangle{Max: size})
		draw.CatmullRom.Scale(dst, dst.Bounds(), src, crop, draw.Src, nil)
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, dst, &jpeg.Options{Quality: 85}); err != nil {
			return out, fmt.Errorf("blog: encode image: %w", err)
		}
		out[i] = buf.Bytes()
		src, crop = dst, dst.Bounds() // each size from the one above: faster, as good
	}
	return out, nil
}

// Upload checks, resizes and stores an uploaded image; the post's form then
// names it by its id.
func (s *Store) Upload(ctx context.Context, userID int64, data []byte) (Image, error) {
	select { // a large photograph takes memory to decode: a few at a time
	case decoding <- struct{}{}:
		defer func() { <-decoding }()
	case <-ctx.Done():
		return Image{}, ctx.Err()
	}
	img, err := DecodeUpload(data)
	if err != nil {
		return Image{}, err
	}
	r, err := Render(img)
	if err != nil {
		return Image{}, err
	}
	return s.AddImage(ctx, userID, r)
}

// AddImage stores the three sizes of a rendered image (the seed's too).
func (s *Store) AddImage(ctx context.Context, userID int64, r [3][]byte) (Image, error) {
	var sums [3]string
	for i, b := range r {
		sum := sha256.Sum256(b)
		sums[i] = hex.EncodeToString(sum[:])
		if has, err := s.files.Has(ctx, sums[i]); err != nil {
			return Image{}, fmt.Errorf("blog: store image: %w", err)
		} else if has {
			continue
		}
		if _, err := s.files.Put(ctx, bytes.NewReader(b), int64(len(b))); err != nil {
			return Image{}, fmt.Errorf("blog: store image: %w", err)
		}
	}
	var by any
	if userID != 0 {
		by = userID
	}
	img := Image{Thumb: ImageURL(sums[0]), Card: ImageURL(sums[1]), Large: ImageURL(sums[2])}
	err := s.db.QueryRowContext(ctx, `INSERT INTO blog_images (thumb_sum, card_sum, large_sum, created_by, created_at)
		VALUES ($1, $2, $3, $4, $5) RETURNING id`, sums[0], sums[1], sums[2], by, s.clock()).Scan(&img.ID)
	if err != nil {
		return Image{}, fmt.Errorf("blog: add image: %w", err)
	}
	return img, nil
}

// SetImage makes image the featured image of post id (ENOTFOUND without such a post).
func (s *Store) SetImage(ctx context.Context, id, imageID int64) error {
	res, err := s.db.ExecContext(ctx, `UPDATE blog_posts SET image_id = $1, updated_at = $2 WHERE id = $3`, imageID, s.clock(), id)
	if err != nil {
		return fmt.Errorf("blog: set image: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return app.E(app.ENOTFOUND, "blogPostNotFound", nil)
	}
	return nil
}

// OpenImage opens a blog image by the name of its URL (sum.jpg); anything else is ENOTFOUND.
func (s *Store) OpenImage(ctx context.Context, name string) (*files.File, error) {
	return photo.Open(ctx, s.db, s.files, "blog_images", name)
}
