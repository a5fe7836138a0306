package controllers

import "github.com/gorilla/mux"

// analyticsRoutes are the dashboards' calls and pages, the recorded activity,
// and the data table.
func (s *Server) analyticsRoutes(r *mux.Router) {
	s.activityRoutes(r)  // analytics_activity.go: the recorded activity, staff's and one's own
	s.cardRoutes(r)      // analytics_cards.go: the card calls and the two dashboards
	s.dataTableRoutes(r) // datatable.go: the employees' table
}
