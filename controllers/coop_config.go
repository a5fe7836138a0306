package controllers

import (
	"bytes"
	"net/http"
	"strconv"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/coopconfig"
	"partage/app/inertia"
	"partage/app/registry"
)

// configRoutes are the cooperative's configuration (/coop/configuration),
// read and changed by admins only; its logo is shown to every staff member
// (it is on their PDFs). Registration and the sender of mail follow the
// saved settings from here on, on every instance.
func (s *Server) configRoutes(r *mux.Router) {
	admin := can("manage", auth.SubjectConfig)
	s.page(r, "GET", "/coop/configuration", admin, s.configPage)
	s.page(r, "PUT", "/coop/configuration", admin, s.configSave)
	s.page(r, "POST", "/coop/configuration/logo", admin, s.configLogo)
	s.page(r, "DELETE", "/coop/configuration/logo", admin, s.configLogo)
	s.page(r, "GET", "/coop/configuration/logo", can("read", "Coop"), s.configLogoFile) // every staff member
}

// configOptions are the choices and limits of the configuration's form.
func configOptions() map[string]any {
	return map[string]any{"documentKinds": registry.DocumentKinds, "maxCategories": coopconfig.MaxCategories,
		"maxInterestCapBasisPoints": coopconfig.MaxInterestCap, "maxName": coopconfig.MaxName, "maxLogoMB": coopconfig.MaxLogo >> 20,
		"minRetentionDays": coopconfig.MinRetentionDays, "maxRetentionDays": coopconfig.MaxRetentionDays}
}

// configPage is GET /coop/configuration: the settings, with the codes of the
// categories whose parts are in the register (they cannot be removed nor
// change their nominal value).
func (s *Server) configPage(w http.ResponseWriter, r *http.Request) {
	set, err := s.Settings.Get(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	used, err := s.Settings.UsedCategories(r.Context(), set)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Coop/Configuration", inertia.Props{"settings": set, "usedCategories": used, "options": configOptions()})
}

// configSave is PUT /coop/configuration {settings}: 200 {settings}; the page
// comes back with a toast. Fields left out keep their values; bad input is
// 400 with the fields, and nothing changes.
func (s *Server) configSave(w http.ResponseWriter, r *http.Request) {
	in, err := s.Settings.Get(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	set, err := s.Settings.Save(r.Context(), s.actor(r), in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "settings", set, "coop.config.flash.saved", nil)
}

// configLogo is POST /coop/configuration/logo (multipart "logo": a PNG or a
// JPEG of at most 1 MB) and DELETE /coop/configuration/logo: 200 {settings}.
func (s *Server) configLogo(w http.ResponseWriter, r *http.Request) {
	var set coopconfig.Settings
	var err error
	if r.Method == http.MethodDelete {
		set, err = s.Settings.RemoveLogo(r.Context(), s.actor(r))
	} else {
		file, _, ferr := r.FormFile("logo")
		switch {
		case ferr != nil && isBodyTooLarge(ferr):
			p := app.Params{"max": coopconfig.MaxLogo >> 20}
			err = app.E(app.ETOOLARGE, "fileTooLarge", p).WithField("logo", "fileTooLarge", p)
		case ferr != nil:
			err = app.InvalidField("logo", "imageRequired", nil)
		default:
			defer file.Close()
			set, err = s.Settings.SetLogo(r.Context(), s.actor(r), file)
		}
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "settings", set, "coop.config.flash.logo", nil)
}

// configLogoFile is GET /coop/configuration/logo: the logo, for staff (404 when there is none).
func (s *Server) configLogoFile(w http.ResponseWriter, r *http.Request) {
	logo, typ, err := s.Settings.Logo(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if logo == nil {
		s.fail(w, r, app.E(app.ENOTFOUND, "notFound", nil))
		return
	}
	w.Header().Set("Content-Type", typ)
	w.Header().Set("Cache-Control", privateNoStore)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Length", strconv.Itoa(len(logo)))
	http.ServeContent(w, r, "logo", time.Time{}, bytes.NewReader(logo))
}
