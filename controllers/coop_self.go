package controllers

import "github.com/gorilla/mux"

func (s *Server) selfRoutes(r *mux.Router) {}
