package controllers

import (
	"net/http"

	"partage/app/audit"
	"partage/app/auth"
	"partage/app/invoice"
)

// invoiceClients answers spec §7's GET /api/invoice/clients: the clients of the five newest invoices.
func (s *Server) invoiceClients(w http.ResponseWriter, r *http.Request) {
	c, err := s.Invoices.RecentClients(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, c)
}

// invoiceClientSearch is GET /apps/invoice/clients?q=: up to 20 clients by name or e-mail, for the form's picker.
func (s *Server) invoiceClientSearch(w http.ResponseWriter, r *http.Request) {
	c, err := s.Invoices.SearchClients(r.Context(), r.URL.Query().Get("q"), 20)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, c)
}

// invoiceClientCreate is POST /apps/invoice/clients {client}: 201 {client}.
func (s *Server) invoiceClientCreate(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Client *invoice.ClientInput `json:"client"`
	}
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	if body.Client == nil {
		body.Client = &invoice.ClientInput{}
	}
	// The client is a tiers of the register: its audit entry names who added it and from where.
	ctx := audit.WithActor(r.Context(), s.actor(r))
	c, err := s.Invoices.CreateClient(ctx, auth.UserFrom(r.Context()).ID, *body.Client)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"client": c})
}
