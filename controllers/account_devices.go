package controllers

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/session"
)

// deviceRoutes registers this file's routes (see routes.go): the list of
// one's browser sessions and API clients, and signing them out.
func (s *Server) deviceRoutes(r *mux.Router) {
	s.api(r, "GET", "/api/account/devices", signedIn, s.devicesList)
	s.page(r, "POST", "/pages/account-settings/devices/sign-out-others", signedIn, s.deviceSignOutOthers)
	s.page(r, "POST", "/pages/account-settings/devices/{id}/sign-out", signedIn, s.deviceSignOut)
}

// Device is one line of the list of one's devices: a browser session
// (kind "browser", id "s…") or an API client, a refresh token family
// (kind "api", id "a…"). The id is a handle: it never gives a session away.
type Device struct {
	ID         string `json:"id"`
	Kind       string `json:"kind"`
	Browser    string `json:"browser"`
	OS         string `json:"os"`
	UserAgent  string `json:"userAgent"`
	Address    string `json:"address"`
	SignedInAt string `json:"signedInAt"`
	LastSeenAt string `json:"lastSeenAt"`
	Current    bool   `json:"current"`
}

// Devices is the "devices" prop of the account settings page and the answer
// of GET /api/account/devices.
type Devices struct {
	Sessions   []Device `json:"sessions"`
	APIClients []Device `json:"apiClients"`
}

// sessionHandle is the id a session is listed under: a digest, so that the
// page (and whoever reads it over a shoulder) never holds the session itself.
func sessionHandle(id string) string {
	sum := sha256.Sum256([]byte(id))
	return "s" + hex.EncodeToString(sum[:])[:16]
}

// familyHandle is the id an API client is listed under.
func familyHandle(family string) string { return "a" + family }

// isFamilyID reports whether s can be a family id (random hex, see auth.IssueTokens),
// so that nothing else reaches the database.
func isFamilyID(s string) bool {
	return len(s) > 0 && len(s) <= 64 && strings.Trim(s, "0123456789abcdef") == ""
}

func newDevice(id, kind, userAgent, address string, signedIn, seen time.Time, current bool) Device {
	browser, os := auth.ParseUserAgent(userAgent)
	return Device{ID: id, Kind: kind, Browser: browser, OS: os, UserAgent: userAgent, Address: address,
		SignedInAt: signedIn.UTC().Format(time.RFC3339), LastSeenAt: seen.UTC().Format(time.RFC3339), Current: current}
}

// currentDevice is what r is signed in with: its browser session's id, or
// its access token's refresh family (one of the two is "").
func (s *Server) currentDevice(r *http.Request) (sessionID, family string) {
	if token, ok := bearer(r); ok {
		return "", s.Auth.FamilyOf(token)
	}
	if sess, err := s.Sessions.Get(r, session.CookieName); err == nil && !sess.IsNew {
		return sess.ID, ""
	}
	return "", ""
}

// deviceState lists the signed-in user's browser sessions and API clients,
// for the account settings page and GET /api/account/devices: the current
// one first, then the newest seen.
func (s *Server) deviceState(r *http.Request) (any, error) { return s.devices(r) }

func (s *Server) devices(r *http.Request) (Devices, error) {
	u := auth.UserFrom(r.Context())
	out := Devices{Sessions: []Device{}, APIClients: []Device{}}
	if u == nil {
		return out, nil
	}
	curSession, curFamily := s.currentDevice(r)
	sessions, err := s.Sessions.UserSessions(r.Context(), u.ID)
	if err != nil {
		return out, err
	}
	for _, in := range sessions {
		out.Sessions = append(out.Sessions, newDevice(sessionHandle(in.ID), "browser", in.UserAgent, in.Address,
			in.SignedInAt, in.LastSeenAt, in.ID == curSession))
	}
	families, err := s.Auth.Families(r.Context(), u.ID)
	if err != nil {
		return out, err
	}
	for _, f := range families {
		out.APIClients = append(out.APIClients, newDevice(familyHandle(f.ID), "api", f.UserAgent, f.Address,
			f.SignedInAt, f.LastSeenAt, curFamily != "" && f.ID == curFamily))
	}
	for _, list := range [][]Device{out.Sessions, out.APIClients} {
		sort.SliceStable(list, func(i, j int) bool {
			if list[i].Current != list[j].Current {
				return list[i].Current
			}
			return list[i].LastSeenAt > list[j].LastSeenAt // RFC 3339 in UTC sorts as text
		})
	}
	return out, nil
}

// devicesList is GET /api/account/devices.
func (s *Server) devicesList(w http.ResponseWriter, r *http.Request) {
	d, err := s.devices(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, d)
}

var (
	errDeviceNotFound = app.E(app.ENOTFOUND, "deviceNotFound", nil)
	errDeviceCurrent  = app.E(app.ECONFLICT, "deviceCurrent", nil)
)

// deviceSignOut is POST /pages/account-settings/devices/{id}/sign-out: it
// ends one of the user's browser sessions (its browser goes to
// /login?reason=ended at its next request, and at once through its open
// event stream) or signs one API client out (its token family revoked).
// The device this request comes from is refused: that is what logout is for.
// An id that is not one of the user's devices is a 404 and changes nothing.
func (s *Server) deviceSignOut(w http.ResponseWriter, r *http.Request) {
	me := auth.UserFrom(r.Context())
	id := mux.Vars(r)["id"]
	curSession, curFamily := s.currentDevice(r)
	var ended Device
	switch {
	case strings.HasPrefix(id, "s") && len(id) == 17:
		sessions, err := s.Sessions.UserSessions(r.Context(), me.ID)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		var target *session.Info
		for i := range sessions {
			if sessionHandle(sessions[i].ID) == id {
				target = &sessions[i]
				break
			}
		}
		if target == nil {
			s.fail(w, r, errDeviceNotFound)
			return
		}
		if target.ID == curSession {
			s.fail(w, r, errDeviceCurrent)
			return
		}
		ok, err := s.Sessions.EndSession(r.Context(), me.ID, target.ID, signedOutFromDevice)
		if err != nil {
			s.fail(w, r, err)
			return
		} else if !ok {
			s.fail(w, r, errDeviceNotFound) // signed out meanwhile
			return
		}
		ended = newDevice(id, "browser", target.UserAgent, target.Address, target.SignedInAt, target.LastSeenAt, false)
	case strings.HasPrefix(id, "a") && isFamilyID(id[1:]):
		family := id[1:]
		if family == curFamily {
			s.fail(w, r, errDeviceCurrent)
			return
		}
		var target *auth.Family
		families, err := s.Auth.Families(r.Context(), me.ID)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		for i := range families {
			if families[i].ID == family {
				target = &families[i]
			}
		}
		if target == nil {
			s.fail(w, r, errDeviceNotFound)
			return
		}
		ok, err := s.Auth.RevokeFamily(r.Context(), me.ID, family)
		if err != nil {
			s.fail(w, r, err)
			return
		} else if !ok {
			s.fail(w, r, errDeviceNotFound)
			return
		}
		ended = newDevice(id, "api", target.UserAgent, target.Address, target.SignedInAt, target.LastSeenAt, false)
	default:
		s.fail(w, r, errDeviceNotFound)
		return
	}
	s.devicesEnded(r, me.ID)
	s.recordDeviceSignOut(r, me.ID, map[string]any{"kind": ended.Kind, "browser": ended.Browser, "os": ended.OS, "address": ended.Address})
	s.devicesAnswer(w, r, "account.devices.flash.signedOut", map[string]any{"browser": ended.Browser, "os": ended.OS})
}

// deviceSignOutOthers is POST /pages/account-settings/devices/sign-out-others:
// every session of the user but this one, and every API client but the one
// this request comes from, signed out.
func (s *Server) deviceSignOutOthers(w http.ResponseWriter, r *http.Request) {
	me := auth.UserFrom(r.Context())
	curSession, curFamily := s.currentDevice(r)
	sessions, err := s.Sessions.EndOtherSessions(r.Context(), me.ID, curSession, signedOutFromDevice)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	clients, err := s.Auth.RevokeOtherFamilies(r.Context(), me.ID, curFamily)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if sessions > 0 || clients > 0 {
		s.devicesEnded(r, me.ID)
		s.recordDeviceSignOut(r, me.ID, map[string]any{"others": true, "sessions": sessions, "apiClients": clients})
	}
	s.devicesAnswer(w, r, "account.devices.flash.signedOutOthers", map[string]any{"count": int(sessions) + clients})
}

// devicesEnded tells the user's open event streams that sessions ended:
// each checks its own (events.go), so only the streams of the ended ones
// send their page to the sign-in page.
func (s *Server) devicesEnded(r *http.Request, userID int64) {
	if err := s.Realtime.Publish(r.Context(), userID, sessionEnded, map[string]string{"reason": signedOutFromDevice}); err != nil {
		s.Log.Error("publish session end", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

func (s *Server) recordDeviceSignOut(r *http.Request, userID int64, params map[string]any) {
	if err := s.Users.Record(r.Context(), userID, userID, "signed_out_device", params); err != nil {
		s.Log.Error("record device sign-out", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// devicesAnswer answers a sign-out: JSON clients get {devices} (the list as
// it is now), the page a toast and the way back.
func (s *Server) devicesAnswer(w http.ResponseWriter, r *http.Request, flashKey string, params map[string]any) {
	if wantsJSON(r) {
		d, err := s.devices(r)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"devices": d})
		return
	}
	s.flash(w, r, "success", flashKey, params)
	s.in.Back(w, r)
}
