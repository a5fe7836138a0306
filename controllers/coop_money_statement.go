package controllers

import (
	"bytes"
	"mime"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app/lang"
	"partage/app/money"
)

// statementOf reads the statement of tiersID for the URL's period (from, to).
func (s *Server) statementOf(r *http.Request, tiersID int64) (money.Statement, error) {
	q := r.URL.Query()
	st, err := s.Money.Statement(r.Context(), tiersID, q.Get("from"), q.Get("to"))
	if err == nil && !lang.Known(st.Language) {
		st.Language = "fr"
	}
	return st, err
}

// pathTiers reads {id} from the path.
func pathTiers(r *http.Request) int64 {
	id, _ := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	return id
}

// tiersStatement is GET /coop/tiers/{id}/statement?from=&to=: {statement, account}.
func (s *Server) tiersStatement(w http.ResponseWriter, r *http.Request) {
	s.statementJSON(w, r, pathTiers(r))
}

func (s *Server) statementJSON(w http.ResponseWriter, r *http.Request, tiersID int64) {
	st, err := s.statementOf(r, tiersID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	acc, err := s.Money.Account(r.Context(), tiersID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"statement": st, "account": acc})
}

// tiersStatementPDF is GET /coop/tiers/{id}/statement.pdf?from=&to=: the
// statement printed in the holder's language.
func (s *Server) tiersStatementPDF(w http.ResponseWriter, r *http.Request) {
	s.statementFile(w, r, pathTiers(r), "pdf")
}

// tiersStatementCSV is GET /coop/tiers/{id}/statement.csv?from=&to=.
func (s *Server) tiersStatementCSV(w http.ResponseWriter, r *http.Request) {
	s.statementFile(w, r, pathTiers(r), "csv")
}

// statementFile sends tiersID's statement as a PDF or CSV download in the
// holder's language; it is drawn whole before anything is sent, so a
// failure is an error page rather than half a file.
func (s *Server) statementFile(w http.ResponseWriter, r *http.Request, tiersID int64, format string) {
	st, err := s.statementOf(r, tiersID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t := s.Texts.Translator(st.Language)
	var body bytes.Buffer
	contentType := "text/csv; charset=utf-8"
	if format == "pdf" {
		contentType = "application/pdf"
		head, err := s.Settings.Letterhead(r.Context())
		if err == nil {
			err = money.WriteStatementPDF(&body, head, st, t)
		}
		if err != nil {
			s.fail(w, r, err)
			return
		}
	} else if err := money.WriteStatementCSV(&body, st, t); err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", contentType)
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": money.StatementFileName(st, t) + "." + format}))
	w.Header().Set("Cache-Control", privateNoStore)
	w.Header().Set("Content-Length", strconv.Itoa(body.Len()))
	w.Write(body.Bytes())
}
