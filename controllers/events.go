package controllers

import (
	"fmt"
	"net/http"
	"strconv"
	"sync"
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
	defer s.Realtime.Unsubscribe(sub)

	rc := http.NewResponseController(w)
	_ = rc.SetWriteDeadline(time.Time{}) // a stream outlives any write timeout
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "private, no-cache, no-store")
	h.Set("X-Accel-Buffering", "no") // nginx: pass events on at once
	w.WriteHeader(http.StatusOK)
	// Reconnect soon after a drop; the browser sends Last-Event-ID by itself.
	fmt.Fprint(w, "retry: 2000\n\n")
	sent := map[int64]bool{}
	for i := range replay {
		sent[replay[i].ID] = true
		if replay[i].Type == sessionEnded {
			if s.endIfSignedOut(w, r, u) {
				return
			}
			continue
		}
		writeEvent(w, &replay[i])
	}
	if err := rc.Flush(); err != nil {
		return
	}
	beat := s.Heartbeat
	if beat <= 0 {
		beat = defaultHeartbeat
	}
	ticker := time.NewTicker(beat)
	defer ticker.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-sub.Done():
			return // dropped: the client reconnects and replays
		case ev := <-sub.Events():
			if sent[ev.ID] {
				continue
			}
			// Flush what else is already waiting in one write.
			ended := false
			for more := true; more && !ended; {
				switch {
				case sent[ev.ID]:
				case ev.Type == sessionEnded:
					// An admin ended the user's sessions: this tab hears it now, not at the next beat.
					ended = s.endIfSignedOut(w, r, u)
				default:
					writeEvent(w, ev)
				}
				select {
				case ev = <-sub.Events():
				default:
					more = false
				}
			}
			if ended {
				return
			}
		case <-ticker.C:
			if s.endIfSignedOut(w, r, u) {
				return
			}
			fmt.Fprint(w, ": ping\n\n")
		}
		if err := rc.Flush(); err != nil {
			return
		}
	}
}

// endIfSignedOut ends a stream whose session or token no longer holds u: it
// sends the page the signout event, with the reason when the server ended the
// session, for the sign-in page to say it. It reports whether it did.
func (s *Server) endIfSignedOut(w http.ResponseWriter, r *http.Request, u *auth.User) bool {
	if s.stillSignedIn(r, u) {
		return false
	}
	if reason := s.signOutReason(r); reason != "" {
		fmt.Fprintf(w, "event: signout\ndata: {\"reason\":%q}\n\n", reason)
	} else {
		fmt.Fprint(w, "event: signout\ndata: {}\n\n")
	}
	http.NewResponseController(w).Flush()
	return true
}

// eventBuffers are reused for writing events: a presence storm delivers an
// event to every chat user's stream, and each write would otherwise leave garbage.
var eventBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 512); return &b }}

func writeEvent(w http.ResponseWriter, ev *realtime.Event) {
	p := eventBuffers.Get().(*[]byte)
	b := append((*p)[:0], "id: "...)
	b = strconv.AppendInt(b, ev.ID, 10)
	b = append(b, "\nevent: "...)
	b = append(b, ev.Type...)
	b = append(b, "\ndata: "...)
	b = append(b, ev.Data...)
	b = append(b, "\n\n"...)
	w.Write(b)
	if cap(b) <= 64<<10 { // a rare large event does not stay in the pool
		*p = b
		eventBuffers.Put(p)
	}
}

// stillSignedIn checks again, for a long-lived request, that its session or token still holds u.
func (s *Server) stillSignedIn(r *http.Request, u *auth.User) bool {
	if token, ok := bearer(r); ok {
		// A fresh reading of the versions: the request's own is as old as the stream.
		v, err := s.Auth.UserFromAccessToken(db.WithVersions(r.Context()), token)
		return err == nil && v.ID == u.ID && !v.Suspended()
	}
	sess, err := s.Sessions.New(r, session.CookieName) // not the per-request cache: read the row again
	if err != nil {
		return true // the database hiccuped; the next beat asks again
	}
	if id, _ := sess.Values[session.KeyUserID].(int64); id != u.ID {
		return false
	}
	v, err := s.Auth.Store().FindUserByID(r.Context(), u.ID)
	if app.ErrorCode(err) == app.ENOTFOUND {
		return false
	}
	return err != nil || !v.Suspended()
}
