package controllers

import (
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/money"
)

// moneyRoutes are dépôt-retrait (/coop/depot-retrait): accounts, movements
// under four eyes, statements and the yearly interest on parts. Reading
// needs "read Money" (all staff); requesting, deciding and the interest run
// "manage Money", and the store refuses a person's decision on their own
// request.
func (s *Server) moneyRoutes(r *mux.Router) {
	read, manage := can("read", auth.SubjectMoney), can("manage", auth.SubjectMoney)
	s.page(r, "GET", "/coop/depot-retrait", read, s.moneyPage)
	s.page(r, "POST", "/coop/depot-retrait/movements", manage, s.movementCreate)
	s.api(r, "GET", "/coop/depot-retrait/movements/{id:[0-9]+}", read, s.movementShow)
	s.page(r, "POST", "/coop/depot-retrait/movements/{id:[0-9]+}/approve", manage, s.movementApprove)
	s.page(r, "POST", "/coop/depot-retrait/movements/{id:[0-9]+}/reject", manage, s.movementReject)
	s.page(r, "POST", "/coop/depot-retrait/movements/{id:[0-9]+}/cancel", manage, s.movementCancel)
	s.api(r, "GET", "/coop/depot-retrait/accounts", read, s.accountList)
	s.api(r, "GET", "/coop/depot-retrait/interest", manage, s.interestPreview)
	s.page(r, "POST", "/coop/depot-retrait/interest", manage, s.interestRun)
	s.api(r, "GET", "/coop/tiers/{id:[0-9]+}/statement", read, s.tiersStatement)
	s.page(r, "GET", "/coop/tiers/{id:[0-9]+}/statement.pdf", read, s.tiersStatementPDF)
	s.page(r, "GET", "/coop/tiers/{id:[0-9]+}/statement.csv", read, s.tiersStatementCSV)
}

// movementFilter reads the movements' list state from the URL: status,
// kind, tiers, q, from and to (days, both included), page, perPage.
func movementFilter(r *http.Request) money.Filter {
	q := r.URL.Query()
	f := money.Filter{Status: q.Get("status"), Kind: q.Get("kind"), Q: q.Get("q"), From: q.Get("from"), To: q.Get("to")}
	if v := q.Get("tiers"); v != "" {
		id, err := strconv.ParseInt(v, 10, 64)
		if err != nil || id <= 0 {
			id = -1 // refused by the filter's check
		}
		f.TiersID = id
	}
	f.Page, f.PerPage = pageOf(r)
	return f
}

// moneyPage is /coop/depot-retrait: the movements a page at a time with the
// URL's filter, the counts by status, and the requests waiting for the
// viewer's approval (when they may approve). A bad filter is a 400 naming
// its fields for API clients; a browser gets the whole list instead.
func (s *Server) moneyPage(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	u := auth.UserFrom(ctx)
	f := movementFilter(r)
	list, total, err := s.Money.ListMovements(ctx, f)
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		f = money.Filter{}
		list, total, err = s.Money.ListMovements(ctx, f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f.Normalize()
	counts, err := s.Money.Counts(ctx)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	pending := []money.Movement{}
	if auth.Can(auth.RulesOf(u), "manage", auth.SubjectMoney) {
		if pending, err = s.Money.PendingFor(ctx, u.ID); err == nil {
			err = s.Money.MarkApprovable(ctx, list, u.ID)
		}
		if err != nil {
			s.fail(w, r, err)
			return
		}
	}
	set, err := s.Settings.Get(ctx)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	tiers := ""
	if f.TiersID > 0 {
		tiers = strconv.FormatInt(f.TiersID, 10)
	}
	s.render(w, r, "Coop/DepotRetrait", inertia.Props{
		"movements": list, "total": total, "counts": counts, "pending": pending,
		"filter":   map[string]any{"status": f.Status, "kind": f.Kind, "tiers": tiers, "q": f.Q, "from": f.From, "to": f.To, "page": f.Page, "perPage": f.PerPage},
		"settings": map[string]any{"secondAboveCents": set.Approvals.SecondAboveCents, "interestCapBasisPoints": set.Interest.CapBasisPoints},
		"options":  map[string]any{"kinds": money.Kinds, "statuses": money.Statuses, "requestKinds": money.RequestKinds, "perPages": money.PerPages},
	})
}

// idempotencyKey is the request's Idempotency-Key header, or the form's
// idempotencyKey field when there is no header.
func idempotencyKey(r *http.Request, body string) string {
	if k := r.Header.Get("Idempotency-Key"); k != "" {
		return k
	}
	return body
}

// movementInput is a movement's request as a form or an API client sends it.
type movementInput struct {
	TiersID        int64  `json:"tiersId"`
	Kind           string `json:"kind"`
	AmountCents    int64  `json:"amountCents"`
	Label          string `json:"label"`
	SubscriptionID int64  `json:"subscriptionId"`
	IdempotencyKey string `json:"idempotencyKey"`
}

// movementCreate is POST /coop/depot-retrait/movements {tiersId, kind,
// amountCents, label, subscriptionId} with an Idempotency-Key: 201
// {movement, account}, or 200 with the first movement when the same
// request comes again under the same key.
func (s *Server) movementCreate(w http.ResponseWriter, r *http.Request) {
	var in movementInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	m, created, err := s.Money.Request(r.Context(), s.actor(r), money.RequestInput{TiersID: in.TiersID, Kind: in.Kind,
		AmountCents: in.AmountCents, Label: in.Label, SubscriptionID: in.SubscriptionID}, idempotencyKey(r, in.IdempotencyKey))
	s.requested(w, r, m, created, err, "coop.money.flash.requested")
}

// requested answers a movement's request: 201 (200 for a replay) with the
// movement and its account, or back to the page with a toast.
func (s *Server) requested(w http.ResponseWriter, r *http.Request, m money.Movement, created bool, err error, flashKey string) {
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if created {
		s.notifyMovementPending(r, m) // account_notify.go
	}
	if wantsJSON(r) {
		acc, err := s.Money.Account(r.Context(), m.TiersID)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		status := http.StatusCreated
		if !created {
			status = http.StatusOK
		}
		writeJSON(w, status, map[string]any{"movement": m, "account": acc})
		return
	}
	s.flash(w, r, "success", flashKey, map[string]any{"id": m.ID})
	s.in.Back(w, r)
}

// movementID reads {id} from the path.
func movementID(r *http.Request) int64 {
	id, _ := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	return id
}

// movementShow is GET /coop/depot-retrait/movements/{id}: {movement} with
// its approvals and whether the viewer may decide on it.
func (s *Server) movementShow(w http.ResponseWriter, r *http.Request) {
	m, err := s.Money.Find(r.Context(), movementID(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	u := auth.UserFrom(r.Context())
	m.CanApprove = auth.Can(auth.RulesOf(u), "manage", auth.SubjectMoney) && m.MayApprove(u.ID)
	writeJSON(w, http.StatusOK, map[string]any{"movement": m})
}

// decisionInput is an approval's or a rejection's body.
type decisionInput struct {
	Reason string `json:"reason"`
}

// movementApprove is POST …/movements/{id}/approve {reason?}: {movement},
// executed when it was the last approval needed.
func (s *Server) movementApprove(w http.ResponseWriter, r *http.Request) {
	var in decisionInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	m, err := s.Money.Approve(r.Context(), s.actor(r), movementID(r), in.Reason)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	key := "coop.money.flash.approved"
	if m.Status == money.StatusExecuted {
		key = "coop.money.flash.executed"
	}
	s.saved(w, r, "movement", m, key, map[string]any{"id": m.ID})
}

// movementReject is POST …/movements/{id}/reject {reason}: {movement}.
func (s *Server) movementReject(w http.ResponseWriter, r *http.Request) {
	var in decisionInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	m, err := s.Money.Reject(r.Context(), s.actor(r), movementID(r), in.Reason)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "movement", m, "coop.money.flash.rejected", map[string]any{"id": m.ID})
}

// movementCancel is POST …/movements/{id}/cancel: {movement}, by its author.
func (s *Server) movementCancel(w http.ResponseWriter, r *http.Request) {
	m, err := s.Money.Cancel(r.Context(), s.actor(r), movementID(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.saved(w, r, "movement", m, "coop.money.flash.cancelled", map[string]any{"id": m.ID})
}

// accountList is GET /coop/depot-retrait/accounts?q=&page=&perPage=:
// {accounts, total}, by name.
func (s *Server) accountList(w http.ResponseWriter, r *http.Request) {
	page, perPage := pageOf(r)
	list, total, err := s.Money.ListAccounts(r.Context(), r.URL.Query().Get("q"), page, perPage)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"accounts": list, "total": total})
}

// interestYearRate reads year and rate (basis points) from the URL; a value
// that is not a number is refused by the store's checks as 0.
func interestYearRate(r *http.Request) (int, int64) {
	q := r.URL.Query()
	year, _ := strconv.Atoi(q.Get("year"))
	rate, _ := strconv.ParseInt(q.Get("rate"), 10, 64)
	return year, rate
}

// interestPreview is GET /coop/depot-retrait/interest?year=&rate=: what
// the run would credit each holder; nothing is written.
func (s *Server) interestPreview(w http.ResponseWriter, r *http.Request) {
	year, rate := interestYearRate(r)
	p, err := s.Money.InterestPreview(r.Context(), year, rate)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p)
}

// interestRun is POST /coop/depot-retrait/interest {year, rateBasisPoints,
// decision}: 201 {run}, every holder's account credited in one transaction.
func (s *Server) interestRun(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Year            int    `json:"year"`
		RateBasisPoints int64  `json:"rateBasisPoints"`
		Decision        string `json:"decision"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	run, err := s.Money.RunInterest(r.Context(), s.actor(r), in.Year, in.RateBasisPoints, in.Decision)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"run": run})
		return
	}
	s.flash(w, r, "success", "coop.money.flash.interestRun", map[string]any{"year": run.Year, "count": run.Holders})
	s.in.Back(w, r)
}
