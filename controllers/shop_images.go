package controllers

import (
	"context"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/files"
	"partage/app/shop"
)

// shopImageRoutes are the images of the products: staff add (resized on the
// server), remove and order them; everyone signed in sees them.
func (s *Server) shopImageRoutes(r *mux.Router) {
	const images = "/apps/ecommerce/manage/products/{id}/images"
	s.page(r, "POST", images, editCatalog, s.shopImageAdd)
	s.page(r, "POST", images+"/order", editCatalog, s.shopImageOrder)
	s.page(r, "DELETE", images+"/{imageId}", editCatalog, s.shopImageDelete)
	s.page(r, "GET", shop.ImagePath+"{name}", signedIn, s.shopImageFile)
}

// shopImageIDs reads the product's id of the URL, and the image's when it
// has one; a malformed id is no such product (or image).
func (s *Server) shopImageIDs(w http.ResponseWriter, r *http.Request) (productID, imageID int64, ok bool) {
	vars := mux.Vars(r)
	productID, err := strconv.ParseInt(vars["id"], 10, 64)
	if err != nil {
		s.fail(w, r, app.E(app.ENOTFOUND, "productNotFound", nil))
		return 0, 0, false
	}
	if raw, has := vars["imageId"]; has {
		if imageID, err = strconv.ParseInt(raw, 10, 64); err != nil {
			s.fail(w, r, app.E(app.ENOTFOUND, "imageNotFound", nil))
			return 0, 0, false
		}
	}
	return productID, imageID, true
}

// shopImageAdd is POST …/products/{id}/images (multipart: image, a JPEG, PNG
// or WebP of at most shop.MaxImageBytes, and alt, its description): the
// image, resized, is added last → 201 {image}.
func (s *Server) shopImageAdd(w http.ResponseWriter, r *http.Request) {
	productID, _, ok := s.shopImageIDs(w, r)
	if !ok {
		return
	}
	file, _, err := r.FormFile("image")
	if err != nil {
		if isBodyTooLarge(err) {
			p := app.Params{"max": shop.MaxImageBytes >> 10}
			s.fail(w, r, app.E(app.ETOOLARGE, "imageTooLarge", p).WithField("image", "imageTooLarge", p))
			return
		}
		s.fail(w, r, app.InvalidField("image", "imageRequired", nil))
		return
	}
	defer file.Close()
	data, err := io.ReadAll(io.LimitReader(file, shop.MaxImageBytes+1))
	if err != nil {
		s.fail(w, r, app.InvalidField("image", "fileUnreadable", nil))
		return
	}
	img, err := s.Shop.AddImage(r.Context(), productID, data, r.FormValue("alt"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"image": img})
		return
	}
	s.flash(w, r, "success", "shopAdmin.imageFlash.added", nil)
	s.in.Back(w, r)
}

// shopImageDelete is DELETE …/products/{id}/images/{imageId} → 200 {}.
func (s *Server) shopImageDelete(w http.ResponseWriter, r *http.Request) {
	productID, imageID, ok := s.shopImageIDs(w, r)
	if !ok {
		return
	}
	if err := s.Shop.DeleteImage(r.Context(), productID, imageID); err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "deleted", imageID, "shopAdmin.imageFlash.deleted", nil)
}

// shopImageOrder is POST …/products/{id}/images/order {ids}: the product's
// images in that order, each once → 200 {ids}.
func (s *Server) shopImageOrder(w http.ResponseWriter, r *http.Request) {
	productID, _, ok := s.shopImageIDs(w, r)
	if !ok {
		return
	}
	var body struct {
		IDs []int64 `json:"ids"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.Shop.OrderImages(r.Context(), productID, body.IDs); err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "ids", body.IDs, "shopAdmin.imageFlash.ordered", nil)
}

// shopImageFile serves a product image (GET /media/shop/{sum}.jpg).
func (s *Server) shopImageFile(w http.ResponseWriter, r *http.Request) {
	s.serveImage(w, r, s.Shop.OpenImage)
}

// serveImage serves the JPEG that open finds by the {name} of the path
// ({sum}.jpg): its name is its content's hash, so it never changes and is
// cached for a year.
func (s *Server) serveImage(w http.ResponseWriter, r *http.Request, open func(context.Context, string) (*files.File, error)) {
	name := mux.Vars(r)["name"]
	f, err := open(r.Context(), name)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "image/jpeg")
	w.Header().Set("Cache-Control", "private, max-age=31536000, immutable")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("ETag", `"`+strings.TrimSuffix(name, ".jpg")+`"`)
	http.ServeContent(w, r, name, time.Time{}, f)
}
