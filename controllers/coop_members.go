package controllers

import "github.com/gorilla/mux"

func (s *Server) memberRoutes(r *mux.Router) {}
