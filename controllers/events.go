package controllers

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"partage/app"
	"partage/app/auth"
	"partage/app/chat"
	"partage/app/db"
	"partage/app/realtime"
	"partage/app/session"
)

// defaultHeartbeat keeps idle streams alive through proxies and tells a
// stream whose session ended to stop.
const defaultHeartbeat = 25 * time.Second

// events is GET /events: the signed-in user's Server-Sent Events stream. A
// client that comes back with Last-Event-ID (or ?lastEventId=) first gets
// what it missed. The stream ends when the session or token stops being valid.
//
// Once the headers and the replay are written, the hub takes the connection
// over (realtime.Hub.Serve) and this request ends: an open stream then costs
// its connection and one small goroutine, not a whole request in progress.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	u := auth.UserFrom(r.Context())
	if r.Method == http.MethodHead { // a probe: the stream's headers, and no stream held open
		w.Header().Set("Content-Type", "text/event-stream")
		w.Header().Set("Cache-Control", "private, no-cache, no-store")
		w.WriteHeader(http.StatusOK)
		return
	}
	after, _ := strconv.ParseInt(r.Header.Get("Last-Event-ID"), 10, 64)
	if after == 0 {
		after, _ = strconv.ParseInt(r.URL.Query().Get("lastEventId"), 10, 64)
	}
	sub, replay, err := s.Realtime.Subscribe(r.Context(), u.ID, chat.CanChat(u), after)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	check := s.signedInCheck(r, u.ID)

	rc := http.NewResponseController(w)
	_ = rc.SetWriteDeadline(time.Time{}) // a stream outlives any write timeout
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "private, no-cache, no-store")
	h.Set("X-Accel-Buffering", "no") // nginx: pass events on at once
	if r.ProtoMajor == 1 {
		// No chunks: the body runs until the connection closes, as the SSE
		// specification recommends, so the hub can write to the connection itself.
		h.Set("Transfer-Encoding", "identity")
	}
	w.WriteHeader(http.StatusOK)
	// Reconnect soon after a drop; the browser sends Last-Event-ID by itself.
	b := []byte("retry: 2000\n\n")
	sent := make([]int64, 0, len(replay))
	for i := range replay {
		sent = append(sent, replay[i].ID)
		if replay[i].Type == sessionEnded {
			if last, end := check(r.Context()); end {
				// An admin ended the user's sessions while the tab was away.
				w.Write(append(b, last...))
				rc.Flush()
				s.Realtime.Unsubscribe(sub)
				return
			}
			continue
		}
		b = realtime.AppendEvent(b, &replay[i])
	}
	w.Write(b)
	if err := rc.Flush(); err != nil {
		s.Realtime.Unsubscribe(sub)
		return
	}
	beat := s.Heartbeat
	if beat <= 0 {
		beat = defaultHeartbeat
	}
	// An admin ending the user's sessions (sessionEnded) is heard at once, not at the next beat.
	opts := realtime.StreamOptions{Heartbeat: beat, Check: check, CheckOn: sessionEnded, Sent: sent}
	conn, _, err := rc.Hijack()
	if err != nil {
		// HTTP/2 cannot give its connection away: this request serves the stream to its end.
		s.Realtime.Run(r.Context(), w, rc.Flush, sub, opts)
		return
	}
	s.Realtime.Serve(conn, sub, opts)
}

// signedInCheck is the check of a stream held by userID, run at every
// heartbeat: when its session or token no longer holds the user, the stream
// ends with the signout event, with the reason when the server ended the
// session, for the sign-in page to say it. It keeps the request's
// credentials only, not the request.
func (s *Server) signedInCheck(r *http.Request, userID int64) func(ctx context.Context) ([]byte, bool) {
	var name, value string
	if token, ok := bearer(r); ok {
		name, value = "Authorization", "Bearer "+token
	} else if c, err := r.Cookie(session.CookieName); err == nil {
		name, value = "Cookie", session.CookieName+"="+c.Value
	}
	return func(ctx context.Context) ([]byte, bool) {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "/events", nil)
		if name != "" {
			req.Header.Set(name, value)
		}
		if s.stillSignedIn(req, userID) {
			return nil, false
		}
		if reason := s.signOutReason(req); reason != "" {
			return fmt.Appendf(nil, "event: signout\ndata: {\"reason\":%q}\n\n", reason), true
		}
		return []byte("event: signout\ndata: {}\n\n"), true
	}
}

// stillSignedIn checks again, for a long-lived stream, that its session or token still holds the user.
func (s *Server) stillSignedIn(r *http.Request, userID int64) bool {
	if token, ok := bearer(r); ok {
		// A fresh reading of the versions: the request's own is as old as the stream.
		v, err := s.Auth.UserFromAccessToken(db.WithVersions(r.Context()), token)
		return err == nil && v.ID == userID && !v.Suspended()
	}
	sess, err := s.Sessions.New(r, session.CookieName) // not the per-request cache: read the row again
	if err != nil {
		return true // the database hiccuped; the next beat asks again
	}
	if id, _ := sess.Values[session.KeyUserID].(int64); id != userID {
		return false
	}
	v, err := s.Auth.Store().FindUserByID(r.Context(), userID)
	if app.ErrorCode(err) == app.ENOTFOUND {
		return false
	}
	return err != nil || !v.Suspended()
}
