package controllers

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"runtime/debug"
	"strings"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/blog"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/inertia"
	"partage/app/mail"
	"partage/app/profile"
	"partage/app/registry"
	"partage/app/session"
	"partage/app/shop"
)

type requestIDKey struct{}

var safeRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

// requestID tags each request with an id, taken from X-Request-Id when it is sane.
func requestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-Id")
		if !safeRequestID.MatchString(id) {
			b := make([]byte, 8)
			rand.Read(b)
			id = hex.EncodeToString(b)
		}
		w.Header().Set("X-Request-Id", id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), requestIDKey{}, id)))
	})
}

// RequestIDFrom returns the request id of ctx.
func RequestIDFrom(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// statusWriter remembers the status and size of a response for the log.
type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the real writer (flushing, deadlines).
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// userIDHolder lets loadUser tell logRequests who made the request.
type userIDHolder struct{ id int64 }

type userIDHolderKey struct{}

func (s *Server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		holder := &userIDHolder{}
		next.ServeHTTP(sw, r.WithContext(context.WithValue(r.Context(), userIDHolderKey{}, holder)))
		if r.URL.Path == "/healthz" || r.URL.Path == "/readyz" {
			return
		}
		level := slog.LevelInfo
		if sw.status >= 500 {
			level = slog.LevelError
		}
		s.Log.LogAttrs(r.Context(), level, "request",
			slog.String("request_id", RequestIDFrom(r.Context())),
			slog.String("method", r.Method), slog.String("path", r.URL.Path),
			slog.Int("status", sw.status), slog.Int("bytes", sw.bytes),
			slog.Float64("duration_ms", float64(time.Since(start).Microseconds())/1000),
			slog.Int64("user_id", holder.id),
			slog.Bool("inertia", r.Header.Get("X-Inertia") == "true"))
	})
}

// recoverPanics turns a panic into a logged 500 that shows no internals.
func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.Log.Error("panic", "request_id", RequestIDFrom(r.Context()), "panic", fmt.Sprint(v), "stack", string(debug.Stack()))
			s.fail(w, r, fmt.Errorf("panic: %v", v))
		}()
		next.ServeHTTP(w, r)
	})
}

// securityHeaders sets the CSP and the other headers every answer carries.
func (s *Server) securityHeaders(next http.Handler) http.Handler {
	csp := "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
		"font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
	if dev := s.Assets.DevURL(); dev != "" {
		ws := "ws" + strings.TrimPrefix(dev, "http")
		csp = "default-src 'self'; script-src 'self' 'unsafe-inline' " + dev + "; style-src 'self' 'unsafe-inline' " + dev +
			"; img-src 'self' data: blob: " + dev + "; font-src 'self' data: " + dev + "; connect-src 'self' " + dev + " " + ws +
			"; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		// Pages and JSON answers hold someone's data: no cache keeps them. The
		// files that may be cached (the hashed build, public files, avatars)
		// say so themselves.
		h.Set("Cache-Control", privateNoStore)
		_, token := bearer(r)
		next.ServeHTTP(&headerWriter{ResponseWriter: w, token: token}, r)
	})
}

// privateNoStore is the Cache-Control of every answer that is not a cacheable file.
const privateNoStore = "private, no-store"

// headerWriter completes the headers of an answer as it starts: a 401 names
// its scheme (RFC 6750 §3: Bearer, and error="invalid_token" when a token was
// sent and refused).
type headerWriter struct {
	http.ResponseWriter
	token       bool // the request carried a Bearer token
	wroteHeader bool
}

func (w *headerWriter) WriteHeader(code int) {
	if !w.wroteHeader {
		w.wroteHeader = true
		h := w.ResponseWriter.Header()
		if code == http.StatusUnauthorized && h.Get("WWW-Authenticate") == "" {
			challenge := `Bearer realm="Partage"`
			if w.token {
				challenge += `, error="invalid_token"`
			}
			h.Set("WWW-Authenticate", challenge)
		}
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *headerWriter) Write(b []byte) (int, error) {
	if !w.wroteHeader {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}

// ReadFrom keeps the connection's own copy (sendfile for static files) behind the wrapper.
func (w *headerWriter) ReadFrom(src io.Reader) (int64, error) {
	if !w.wroteHeader {
		w.WriteHeader(http.StatusOK)
	}
	if rf, ok := w.ResponseWriter.(io.ReaderFrom); ok {
		return rf.ReadFrom(src)
	}
	return io.Copy(w.ResponseWriter, src)
}

// Flush sends what is buffered, for the actions that stream.
func (w *headerWriter) Flush() { w.FlushError() }

// FlushError is Flush reporting a connection that is gone (http.ResponseController uses it).
func (w *headerWriter) FlushError() error {
	if !w.wroteHeader {
		w.WriteHeader(http.StatusOK)
	}
	return http.NewResponseController(w.ResponseWriter).Flush()
}

// Unwrap lets http.ResponseController reach the real writer (flushing, deadlines).
func (w *headerWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// uploadLimits are the routes that take files, with their larger caps: a
// path, where {id} stands for a number.
var uploadLimits = []struct {
	pattern string
	limit   int64
}{
	{"/apps/email/attachments", mail.MaxAttachment + 1<<20},
	{"/coop/tiers/{id}/documents", registry.MaxDocument + 1<<20},
	{"/rejoindre", registry.MaxApplicationDocuments*registry.MaxDocument + 1<<20},
	{"/coop/configuration/logo", coopconfig.MaxLogo + 1<<20},
	{"/profile/posts", profile.MaxPostUpload},
	{"/profile/cover", profile.MaxCoverUpload},
	{"/apps/ecommerce/manage/products/{id}/images", shop.MaxImageBytes + 1<<20},
	{"/pages/blog/images", blog.MaxImageBytes + 1<<20},
	{"/pages/blog/posts/{id}/image", blog.MaxImageBytes + 1<<20},
}

// uploadLimit is the cap of a POST to path when it takes files.
func uploadLimit(path string) (int64, bool) {
	for _, u := range uploadLimits {
		if matchPath(u.pattern, path) {
			return u.limit, true
		}
	}
	return 0, false
}

// matchPath reports whether path is pattern, where {id} matches one segment of digits.
func matchPath(pattern, path string) bool {
	ps, qs := strings.Split(pattern, "/"), strings.Split(path, "/")
	if len(ps) != len(qs) {
		return false
	}
	for i, p := range ps {
		if p == "{id}" {
			if qs[i] == "" || strings.Trim(qs[i], "0123456789") != "" {
				return false
			}
		} else if p != qs[i] {
			return false
		}
	}
	return true
}

// limitBody caps request bodies; reading past the cap fails and the action answers 413.
func (s *Server) limitBody(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body != nil {
			limit := s.Config.MaxBodyBytes
			if n, ok := uploadLimit(r.URL.Path); ok && r.Method == http.MethodPost {
				limit = n
			}
			r.Body = http.MaxBytesReader(w, r.Body, limit)
		}
		next.ServeHTTP(w, r)
	})
}

// loadUser puts the signed-in user in the context: from a Bearer token when
// one is sent, otherwise from the session cookie.
func (s *Server) loadUser(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// One reading of the list versions serves the request's caches (the user's, the lists').
		// Who calls (browser or program, and address) goes with the request, for the
		// session and the API tokens to record: the list of one's devices (account_devices.go).
		ctx := session.WithClient(db.WithVersions(r.Context()), session.Client{UserAgent: r.UserAgent(), Address: s.clientAddress(r)})
		r = r.WithContext(ctx)
		var u *auth.User
		if token, ok := bearer(r); ok {
			var err error
			u, err = s.Auth.UserFromAccessToken(r.Context(), token)
			if err != nil {
				s.fail(w, r, err)
				return
			}
		} else if sess, err := s.Sessions.Get(r, session.CookieName); err != nil {
			s.fail(w, r, err)
			return
		} else if id, ok := sess.Values[session.KeyUserID].(int64); ok {
			u, err = s.Auth.Store().SignedInUser(r.Context(), id)
			if app.ErrorCode(err) == app.ENOTFOUND {
				u = nil // the account was deleted; the session is worthless
			} else if err != nil {
				s.fail(w, r, err)
				return
			}
		} else if reason, ok := sess.Values[session.KeySignedOut].(string); ok && isPageVisit(r) {
			// The server ended this session (an admin suspended the account, or its
			// owner signed it out from another device): the sign-in page says why.
			if s.toSignedOut(w, r, sess, reason) {
				return
			}
		}
		if u != nil && u.Suspended() {
			u = nil // an admin suspended the account: its sessions and tokens no longer count
		}
		if u != nil {
			if h, ok := r.Context().Value(userIDHolderKey{}).(*userIDHolder); ok {
				h.id = u.ID
			}
			// Signed-in pages are encrypted in the browser's history, so that
			// after logout (which clears the key) Back cannot show them again.
			r = r.WithContext(inertia.WithEncryptHistory(auth.WithUser(r.Context(), u), true))
		}
		next.ServeHTTP(w, r)
	})
}

func bearer(r *http.Request) (string, bool) {
	h := r.Header.Get("Authorization")
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:]), true
	}
	return "", false
}

// isBodyTooLarge reports whether err came from reading past the body cap.
func isBodyTooLarge(err error) bool {
	var mbe *http.MaxBytesError
	return errors.As(err, &mbe)
}
