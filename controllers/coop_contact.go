package controllers

import "github.com/gorilla/mux"

func (s *Server) contactRoutes(r *mux.Router) {}
