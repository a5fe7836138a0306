package controllers

import "github.com/gorilla/mux"

func (s *Server) tiersRoutes(r *mux.Router) {}
