package controllers

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/invoice"
	"partage/app/ledger"
)

// partsRoutes are the register of parts (/coop/parts): the register, the
// holdings and cap table as of a date, subscriptions, exports, certificates.
func (s *Server) partsRoutes(r *mux.Router) {
	read, write := can("read", auth.SubjectShares), can("manage", auth.SubjectShares)
	s.page(r, "GET", "/coop/parts", read, s.partsPage)
	s.page(r, "POST", "/coop/parts/entries", write, s.partsCreate)
	s.page(r, "POST", "/coop/parts/entries/{number:[0-9]+}/annulation", write, s.partsAnnul)
	s.api(r, "GET", "/coop/parts/verify", read, s.partsVerify)
	s.api(r, "GET", "/coop/parts/holdings", read, s.partsHoldings)
	s.page(r, "GET", "/coop/parts/export.csv", read, s.partsExportCSV)
	s.page(r, "GET", "/coop/parts/export.pdf", read, s.partsExportPDF)
	s.page(r, "GET", "/coop/tiers/{id:[0-9]+}/attestation.pdf", read, s.partsCertificate)
	s.page(r, "GET", "/coop/profil/attestation.pdf", can("read", auth.SubjectSelf), s.selfCertificate)
	s.api(r, "GET", "/coop/parts/subscriptions", read, s.subscriptionList)
	s.page(r, "POST", "/coop/parts/subscriptions", write, s.subscriptionOpen)
	s.page(r, "POST", "/coop/parts/subscriptions/{id:[0-9]+}/cancel", write, s.subscriptionCancel)
}

// today is the date the register's pages default to.
func today() string { return time.Now().Format("2006-01-02") }

// entryFilter reads the register's list state from the URL.
func entryFilter(r *http.Request) ledger.EntryFilter {
	q := r.URL.Query()
	f := ledger.EntryFilter{From: q.Get("from"), To: q.Get("to"), Kind: q.Get("kind"), Category: q.Get("category"), Q: q.Get("q")}
	f.TiersID, _ = strconv.ParseInt(q.Get("holder"), 10, 64)
	f.Page, f.PerPage = pageOf(r)
	return f
}

// capFilter reads the cap table's state from the URL, its names prefixed by
// prefix ("" on /coop/parts/holdings, "cap" on the page: capCategory…).
func capFilter(r *http.Request, prefix string) ledger.CapFilter {
	q := r.URL.Query()
	name := func(n string) string {
		if prefix == "" {
			return n
		}
		return prefix + strings.ToUpper(n[:1]) + n[1:]
	}
	f := ledger.CapFilter{AsOf: q.Get("asOf"), Category: q.Get(name("category")), Q: q.Get(name("q")), SortBy: q.Get(name("sortBy"))}
	f.SortDesc = q.Get(name("sortDesc")) == "1" || q.Get(name("sortDesc")) == "true"
	f.Page, _ = strconv.Atoi(q.Get(name("page")))
	f.PerPage, _ = strconv.Atoi(q.Get(name("perPage")))
	return f
}

// partsPage is /coop/parts: a page of the register, the cap table as of a
// date, the pending subscriptions, the categories and the chain's end.
func (s *Server) partsPage(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	f, cf := entryFilter(r), capFilter(r, "cap")
	entries, total, err := s.Ledger.ListEntries(ctx, f)
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		f = ledger.EntryFilter{}
		entries, total, err = s.Ledger.ListEntries(ctx, f)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f.Normalize()
	capTable, err := s.Ledger.CapTable(ctx, cf)
	if app.ErrorCode(err) == app.EINVALID && !wantsJSON(r) {
		cf = ledger.CapFilter{}
		capTable, err = s.Ledger.CapTable(ctx, cf)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	subs, err := s.Ledger.ListSubscriptions(ctx, ledger.SubscriptionPending, 0)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	set, err := s.Settings.Get(ctx)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	chain, err := s.Ledger.Last(ctx)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Coop/Parts", inertia.Props{"entries": entries, "total": total, "capTable": capTable, "subscriptions": subs,
		"categories": set.Categories, "kinds": ledger.Kinds, "chain": chain,
		"filter": map[string]any{"from": f.From, "to": f.To, "kind": f.Kind, "category": f.Category, "holder": f.TiersID, "q": f.Q,
			"page": f.Page, "perPage": f.PerPage, "asOf": capTable.AsOf, "capCategory": cf.Category, "capQ": cf.Q,
			"capPage": capTable.Page, "capPerPage": capTable.PerPage},
		"options": map[string]any{"perPages": ledger.PerPages}})
}

// partsCreate is POST /coop/parts/entries {date, kind, category, parts,
// unitCents, fromTiers, toTiers, decision}: 201 {entry, movement}; with an
// Idempotency-Key, the same request again answers 200 and the entry first
// recorded (another request under that key: 409). A
// remboursement's value is credited to the holder's account in the entry's
// transaction: movement is that share redemption (null for other kinds). An
// annulation has its own route, from the entry it corrects.
func (s *Server) partsCreate(w http.ResponseWriter, r *http.Request) {
	var in ledger.EntryInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	if in.Kind == ledger.KindCancellation {
		s.fail(w, r, app.InvalidField("kind", "ledgerKind", nil))
		return
	}
	in.Corrects = 0
	e, m, created, err := s.Money.RecordEntryOnce(r.Context(), s.actor(r), in, idempotencyKey(r, ""))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		status := http.StatusCreated
		if !created {
			status = http.StatusOK // the same request again, under the same Idempotency-Key
		}
		writeJSON(w, status, map[string]any{"entry": e, "movement": m})
		return
	}
	if m != nil {
		s.flash(w, r, "success", "coop.parts.flash.redeemed", map[string]any{"number": e.Number, "name": e.FromName,
			"amount": invoice.FormatMoney(m.AmountCents, s.languageOf(r).Code)})
	} else {
		s.flash(w, r, "success", "coop.parts.flash.recorded", map[string]any{"number": e.Number})
	}
	s.in.Back(w, r)
}

// partsAnnul is POST /coop/parts/entries/{number}/annulation {date,
// decision}: the counter-entry that reverses entry number, 201 {entry}.
func (s *Server) partsAnnul(w http.ResponseWriter, r *http.Request) {
	number, _ := strconv.ParseInt(mux.Vars(r)["number"], 10, 64)
	var in struct {
		Date     string `json:"date"`
		Decision string `json:"decision"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	if _, err := s.Ledger.FindEntry(r.Context(), number); err != nil {
		s.fail(w, r, err)
		return
	}
	// A redemption whose value was credited is not annulled (409): the money stays with the holder.
	e, err := s.Money.Annul(r.Context(), s.actor(r), number, in.Date, in.Decision)
	s.entryWritten(w, r, e, err, "coop.parts.flash.annulled", map[string]any{"number": number, "annulment": e.Number})
}

// entryWritten answers a recorded entry: 201 {entry}, or back to the page with the toast key.
func (s *Server) entryWritten(w http.ResponseWriter, r *http.Request, e ledger.Entry, err error, key string, params map[string]any) {
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"entry": e})
		return
	}
	s.flash(w, r, "success", key, params)
	s.in.Back(w, r)
}

// partsVerify is GET /coop/parts/verify: the chain and holdings checked.
func (s *Server) partsVerify(w http.ResponseWriter, r *http.Request) {
	v, err := s.Ledger.Verify(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// partsHoldings is GET /coop/parts/holdings?asOf=&category=&q=&page=&perPage=&sortBy=&sortDesc=: the cap table.
func (s *Server) partsHoldings(w http.ResponseWriter, r *http.Request) {
	ct, err := s.Ledger.CapTable(r.Context(), capFilter(r, ""))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, ct)
}

// periodOf reads from and to of an export, checked.
func periodOf(r *http.Request) (string, string, error) {
	f := ledger.EntryFilter{From: r.URL.Query().Get("from"), To: r.URL.Query().Get("to")}
	return f.From, f.To, f.Normalize()
}

// partsExportCSV is GET /coop/parts/export.csv?from=&to=: the register for the period.
func (s *Server) partsExportCSV(w http.ResponseWriter, r *http.Request) {
	from, to, err := periodOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="registre-parts.csv"`)
	w.Header().Set("Cache-Control", privateNoStore)
	if err := s.Ledger.WriteRegisterCSV(r.Context(), w, from, to, s.languageOf(r).Code); err != nil && r.Context().Err() == nil {
		s.Log.Error("register export", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// partsExportPDF is GET /coop/parts/export.pdf?from=&to=: the register for the period, printed.
func (s *Server) partsExportPDF(w http.ResponseWriter, r *http.Request) {
	from, to, err := periodOf(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	lng := s.languageOf(r).Code
	head, err := s.Settings.Letterhead(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var buf bytes.Buffer
	if err := s.Ledger.WriteRegisterPDF(r.Context(), &buf, head, from, to, lng, s.Texts.Translator(lng)); err != nil {
		s.fail(w, r, err)
		return
	}
	sendPDF(w, "registre-parts.pdf", buf.Bytes())
}

func sendPDF(w http.ResponseWriter, name string, pdf []byte) {
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, name))
	w.Header().Set("Content-Length", strconv.Itoa(len(pdf)))
	w.Header().Set("Cache-Control", privateNoStore)
	w.Write(pdf)
}

// partsCertificate is GET /coop/tiers/{id}/attestation.pdf?asOf=: a holder's certificate of holding.
func (s *Server) partsCertificate(w http.ResponseWriter, r *http.Request) {
	t, ok := s.tiersOf(w, r)
	if !ok {
		return
	}
	s.certificate(w, r, t.ID)
}

// selfCertificate is GET /coop/profil/attestation.pdf?asOf=: the signed-in
// member's own certificate (404 when no tiers is linked to them).
func (s *Server) selfCertificate(w http.ResponseWriter, r *http.Request) {
	u := auth.UserFrom(r.Context())
	if u == nil {
		s.fail(w, r, app.E(app.EUNAUTHENTICATED, "notFound", nil))
		return
	}
	t, err := s.Registry.FindTiersByUser(r.Context(), u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.certificate(w, r, t.ID)
}

func (s *Server) certificate(w http.ResponseWriter, r *http.Request, tiersID int64) {
	asOf := r.URL.Query().Get("asOf")
	if _, err := time.Parse("2006-01-02", asOf); asOf != "" && err != nil {
		s.fail(w, r, app.InvalidField("asOf", "dayFormat", nil))
		return
	}
	ctx := r.Context()
	head, err := s.Settings.Letterhead(ctx)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	set, err := s.Settings.Get(ctx)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	lng := s.languageOf(r).Code
	var buf bytes.Buffer
	if err := s.Ledger.WriteCertificatePDF(ctx, &buf, head, set.Identity.City, tiersID, asOf, lng, s.Texts.Translator(lng)); err != nil {
		s.fail(w, r, err)
		return
	}
	sendPDF(w, fmt.Sprintf("attestation-parts-%d.pdf", tiersID), buf.Bytes())
}

// subscriptionList is GET /coop/parts/subscriptions?status=&tiers=: {subscriptions}.
func (s *Server) subscriptionList(w http.ResponseWriter, r *http.Request) {
	tiers, _ := strconv.ParseInt(r.URL.Query().Get("tiers"), 10, 64)
	list, err := s.Ledger.ListSubscriptions(r.Context(), r.URL.Query().Get("status"), tiers)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"subscriptions": list})
}

// subscriptionOpen is POST /coop/parts/subscriptions {tiersId, category,
// parts, decision}: 201 {subscription}, waiting for its payment.
func (s *Server) subscriptionOpen(w http.ResponseWriter, r *http.Request) {
	var in struct {
		TiersID  int64  `json:"tiersId"`
		Category string `json:"category"`
		Parts    int64  `json:"parts"`
		Decision string `json:"decision"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	if strings.TrimSpace(in.Decision) == "" {
		s.fail(w, r, app.InvalidField("decision", "ledgerDecisionRequired", nil))
		return
	}
	sub, err := s.Ledger.OpenSubscription(r.Context(), s.actor(r), in.TiersID, in.Category, in.Parts, in.Decision)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"subscription": sub})
		return
	}
	s.flash(w, r, "success", "coop.parts.flash.subscriptionOpened", map[string]any{"name": sub.TiersName})
	s.in.Back(w, r)
}

// subscriptionCancel is POST /coop/parts/subscriptions/{id}/cancel {reason}: {subscription}.
func (s *Server) subscriptionCancel(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	var in struct {
		Reason string `json:"reason"`
	}
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	sub, err := s.Ledger.CancelSubscription(r.Context(), s.actor(r), id, in.Reason)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, map[string]any{"subscription": sub})
		return
	}
	s.flash(w, r, "success", "coop.parts.flash.subscriptionCancelled", map[string]any{"name": sub.TiersName})
	s.in.Back(w, r)
}
