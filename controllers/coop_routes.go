package controllers

import (
	"net/http"

	"github.com/gorilla/mux"

	"partage/app/audit"
	"partage/app/auth"
)

// coopRoutes are the cooperative's pages and calls: its register of tiers
// (clients and shareholders), members, applications from /rejoindre, the
// staff, the contact inbox, a member's own page and the audit log. Each part
// lists its routes in its own file.
func (s *Server) coopRoutes(r *mux.Router) {
	s.tiersRoutes(r)   // coop_tiers.go
	s.memberRoutes(r)  // coop_members.go
	s.joinRoutes(r)    // coop_join.go
	s.staffRoutes(r)   // coop_staff.go
	s.contactRoutes(r) // coop_contact.go
	s.selfRoutes(r)    // coop_self.go
	s.partsRoutes(r)   // coop_parts.go
	s.moneyRoutes(r)   // coop_money.go
	s.configRoutes(r)  // coop_config.go
}

// actor is who makes the changes of r, as the audit log records them: the
// signed-in user, or a visitor of a public form, and the address it came from.
func (s *Server) actor(r *http.Request) audit.Actor {
	a := audit.Actor{Name: "visitor", IP: s.clientAddress(r)}
	if u := auth.UserFrom(r.Context()); u != nil {
		a.ID, a.Name = u.ID, u.FullName
	}
	return a
}
