package controllers

import "github.com/gorilla/mux"

func (s *Server) joinRoutes(r *mux.Router) {}
