package controllers

import (
	"github.com/gorilla/mux"
)

// Route is one registered route, for the tests outside the package: a method and a path template.
type Route struct{ Method, Path string }

// Routes lists every route routes.go registers, walking the router as the server builds it,
// so that a test over "every route" covers a route added later without being told.
func Routes() ([]Route, error) {
	r := mux.NewRouter()
	(&Server{}).routes(r)
	var out []Route
	err := r.Walk(func(route *mux.Route, _ *mux.Router, _ []*mux.Route) error {
		path, err := route.GetPathTemplate()
		if err != nil {
			return err
		}
		methods, err := route.GetMethods()
		if err != nil {
			return err
		}
		for _, m := range methods {
			out = append(out, Route{Method: m, Path: path})
		}
		return nil
	})
	return out, err
}
