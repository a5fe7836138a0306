// Command bare is the benchmark baseline: the smallest useful Go JSON handler
// (net/http, standard library only), so every figure of bench/run.sh can be
// read as a share of what the machine and wrk allow at best.
package main

import (
	"encoding/json"
	"flag"
	"log"
	"net/http"
	"time"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:18081", "address to listen on")
	flag.Parse()

	type reply struct {
		OK      bool   `json:"ok"`
		Service string `json:"service"`
		Time    int64  `json:"time"`
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		json.NewEncoder(w).Encode(reply{OK: true, Service: "bare", Time: time.Now().Unix()})
	})
	srv := &http.Server{Addr: *addr, Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	log.Printf("bare handler on %s", *addr)
	log.Fatal(srv.ListenAndServe())
}
