package controllers

import (
	"github.com/gorilla/mux"
)

// RouteRule is one registered route with the ability it demands, for the
// role matrix tests outside the package.
type RouteRule struct {
	Method, Path, Action, Subject string
	GuestOnly, SignedIn           bool
}

// RouteAccess lists every route with its access, read back from the router
// (see guarded), so the matrix covers routes added later without being told.
func RouteAccess() ([]RouteRule, error) {
	r := mux.NewRouter()
	(&Server{}).routes(r)
	var out []RouteRule
	err := r.Walk(func(route *mux.Route, _ *mux.Router, _ []*mux.Route) error {
		g, ok := route.GetHandler().(guarded)
		if !ok {
			return nil
		}
		path, err := route.GetPathTemplate()
		if err != nil {
			return err
		}
		methods, err := route.GetMethods()
		if err != nil {
			return err
		}
		for _, m := range methods {
			out = append(out, RouteRule{Method: m, Path: path, Action: g.action, Subject: g.subject, GuestOnly: g.guestOnly, SignedIn: g.signedIn})
		}
		return nil
	})
	return out, err
}
