package controllers

import (
	"encoding/json"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"partage/app"
	"partage/app/profile"
)

// The profile's writes: posts (with their photos), likes, comments, the
// about text, the cover and polls; each answers JSON clients or goes back.

// readProfileUpload reads one uploaded file of at most max bytes (max+1 read, so
// that the store can tell it is too large).
func readProfileUpload(fh *multipart.FileHeader, max int64) ([]byte, error) {
	f, err := fh.Open()
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, max+1))
}

// isMultipartBody reports whether the body is multipart/form-data.
func isMultipartBody(r *http.Request) bool {
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return ct == "multipart/form-data"
}

// parseProfileUpload reads a multipart body (files beyond 1 MB go to temporary
// files) and checks its texts as decode does; field names the error of a
// body over the route's cap.
func parseProfileUpload(r *http.Request, field string) error {
	if err := r.ParseMultipartForm(1 << 20); err != nil {
		if isBodyTooLarge(err) {
			return app.InvalidField(field, "postPhotoTooLarge", app.Params{"max": profile.MaxPhotoBytes >> 20})
		}
		return app.E(app.EINVALID, "requestUnreadable", nil)
	}
	return checkValues(r.MultipartForm.Value)
}

// profileFiles are the files sent under name, "name[]" or "name[i]" (as
// Inertia's form data writes a list), in the order of their index.
func profileFiles(form *multipart.Form, name string) []*multipart.FileHeader {
	type indexed struct {
		i   int
		key string
		fh  *multipart.FileHeader
	}
	var list []indexed
	for key, fhs := range form.File {
		i := 0
		switch {
		case key == name || key == name+"[]":
		case strings.HasPrefix(key, name+"[") && strings.HasSuffix(key, "]"):
			n, err := strconv.Atoi(key[len(name)+1 : len(key)-1])
			if err != nil {
				continue
			}
			i = n
		default:
			continue
		}
		for _, fh := range fhs {
			list = append(list, indexed{i, key, fh})
		}
	}
	sort.SliceStable(list, func(a, b int) bool { // by index, then by name: the same request, the same order
		if list[a].i != list[b].i {
			return list[a].i < list[b].i
		}
		return list[a].key < list[b].key
	})
	out := make([]*multipart.FileHeader, len(list))
	for k, it := range list {
		out[k] = it.fh
	}
	return out
}

// postCreate is POST /profile/posts (multipart: body, photos[]; or JSON {body}).
func (s *Server) postCreate(w http.ResponseWriter, r *http.Request) {
	var in profile.NewPost
	if isMultipartBody(r) {
		if err := parseProfileUpload(r, "photos"); err != nil {
			s.fail(w, r, err)
			return
		}
		defer r.MultipartForm.RemoveAll()
		if vals := r.MultipartForm.Value["body"]; len(vals) > 0 {
			in.Body = vals[0]
		}
		fhs := profileFiles(r.MultipartForm, "photos")
		if len(fhs) > profile.MaxPhotos {
			s.fail(w, r, app.InvalidField("photos", "postPhotosTooMany", app.Params{"max": profile.MaxPhotos}))
			return
		}
		for _, fh := range fhs {
			data, err := readProfileUpload(fh, profile.MaxPhotoBytes)
			if err != nil {
				s.fail(w, r, app.E(app.EINVALID, "requestUnreadable", nil))
				return
			}
			in.Photos = append(in.Photos, data)
		}
	} else {
		var body struct {
			Body string `json:"body"`
		}
		if err := decode(r, &body); err != nil {
			s.fail(w, r, err)
			return
		}
		in.Body = body.Body
	}
	post, err := s.Profiles.CreatePost(r.Context(), profileViewer(r), in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.profileAnswered(w, r, http.StatusCreated, map[string]any{"post": post}, "profile.flash.posted")
}

// postDelete is DELETE /profile/posts/{id} (its author or an admin).
func (s *Server) postDelete(w http.ResponseWriter, r *http.Request) {
	if err := s.Profiles.DeletePost(r.Context(), profileViewer(r), profilePathID(r)); err != nil {
		s.fail(w, r, err)
		return
	}
	s.profileAnswered(w, r, http.StatusOK, map[string]any{"ok": true}, "profile.flash.postDeleted")
}

// postLike is POST (on) and DELETE (off) /profile/posts/{id}/like.
func (s *Server) postLike(on bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		likes, liked, err := s.Profiles.Like(r.Context(), profileViewer(r), profilePathID(r), on)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		s.profileAnswered(w, r, http.StatusOK, map[string]any{"likes": likes, "liked": liked}, "")
	}
}

// commentCreate is POST /profile/posts/{id}/comments {body}.
func (s *Server) commentCreate(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Body string `json:"body"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	c, count, err := s.Profiles.AddComment(r.Context(), profileViewer(r), profilePathID(r), in.Body)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.profileAnswered(w, r, http.StatusCreated, map[string]any{"comment": c, "comments": count}, "")
}

// commentDelete is DELETE /profile/comments/{id} (its author, the post's author or an admin).
func (s *Server) commentDelete(w http.ResponseWriter, r *http.Request) {
	if err := s.Profiles.DeleteComment(r.Context(), profileViewer(r), profilePathID(r)); err != nil {
		s.fail(w, r, err)
		return
	}
	s.profileAnswered(w, r, http.StatusOK, map[string]any{"ok": true}, "profile.flash.commentDeleted")
}

// profileAbout is POST /profile/about {about}: the owner's about text.
func (s *Server) profileAbout(w http.ResponseWriter, r *http.Request) {
	var in struct {
		About string `json:"about"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	about, err := s.Profiles.SetAbout(r.Context(), profileViewer(r), in.About)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.profileAnswered(w, r, http.StatusOK, map[string]any{"about": about}, "profile.flash.aboutSaved")
}

// profileCover is POST /profile/cover (multipart "cover") and DELETE (back to none).
func (s *Server) profileCover(w http.ResponseWriter, r *http.Request) {
	var data []byte
	reset := r.Method == http.MethodDelete
	if !reset {
		if !isMultipartBody(r) {
			s.fail(w, r, app.InvalidField("cover", "imageRequired", nil))
			return
		}
		if err := parseProfileUpload(r, "cover"); err != nil {
			s.fail(w, r, err)
			return
		}
		defer r.MultipartForm.RemoveAll()
		fhs := profileFiles(r.MultipartForm, "cover")
		if len(fhs) == 0 {
			s.fail(w, r, app.InvalidField("cover", "imageRequired", nil))
			return
		}
		var err error
		if data, err = readProfileUpload(fhs[0], profile.MaxPhotoBytes); err != nil {
			s.fail(w, r, app.E(app.EINVALID, "requestUnreadable", nil))
			return
		}
	}
	header, err := s.Profiles.SetCover(r.Context(), profileViewer(r), data, reset)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	key := "profile.flash.coverSaved"
	if reset {
		key = "profile.flash.coverReset"
	}
	s.profileAnswered(w, r, http.StatusOK, map[string]any{"header": header}, key)
}

// pollCreate is POST /profile/polls {question, options}: a poll on one's own profile.
func (s *Server) pollCreate(w http.ResponseWriter, r *http.Request) {
	var in profile.NewPoll
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	poll, err := s.Profiles.CreatePoll(r.Context(), profileViewer(r), in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.profileAnswered(w, r, http.StatusCreated, map[string]any{"poll": poll}, "profile.flash.pollOpened")
}

// pollVote is POST /profile/polls/{id}/vote {optionId}: once per person.
func (s *Server) pollVote(w http.ResponseWriter, r *http.Request) {
	var in struct {
		OptionID json.Number `json:"optionId"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	option, err := in.OptionID.Int64()
	if err != nil || option <= 0 {
		s.fail(w, r, app.InvalidField("optionId", "pollOptionUnknown", nil))
		return
	}
	poll, err := s.Profiles.Vote(r.Context(), profileViewer(r), profilePathID(r), option)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.profileAnswered(w, r, http.StatusOK, map[string]any{"poll": poll}, "profile.flash.voted")
}

// pollClose is POST /profile/polls/{id}/close (its owner).
func (s *Server) pollClose(w http.ResponseWriter, r *http.Request) {
	poll, err := s.Profiles.ClosePoll(r.Context(), profileViewer(r), profilePathID(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.profileAnswered(w, r, http.StatusOK, map[string]any{"poll": poll}, "profile.flash.pollClosed")
}
