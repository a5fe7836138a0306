package controllers

import "github.com/gorilla/mux"

func (s *Server) staffRoutes(r *mux.Router) {}
