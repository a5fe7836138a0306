package controllers

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/inertia"
	"partage/app/invoice"
	"partage/app/mail"
)

// The invoice list, the add/edit form and the preview are Inertia pages; the
// spec's calls (§7) answer JSON. Writes from the front end's forms get a 303
// and a flash message, the same calls from API clients their JSON.

// invoiceID reads {id} from the path.
func invoiceID(r *http.Request) int64 {
	id, _ := strconv.ParseInt(mux.Vars(r)["id"], 10, 64)
	return id
}

// lngOf is the language the caller reads (?lng= or the body's lng), for the texts the server words itself.
func lngOf(r *http.Request, given string) string {
	for _, l := range []string{given, r.URL.Query().Get("lng")} {
		if l != "" {
			return l
		}
	}
	return "en"
}

// filterProps is the list's filter as the page shows it (the status as its label).
func filterProps(f invoice.Filter) map[string]any {
	return map[string]any{"q": f.Q, "status": invoice.Labels[f.Status], "page": f.Page, "perPage": f.PerPage, "sortBy": f.SortBy, "sortDesc": f.SortDesc}
}

// invoiceListPage is /apps/invoice/list?q=&status=&page=&perPage=&sortBy=&sortDesc=: the URL is the list's state.
func (s *Server) invoiceListPage(w http.ResponseWriter, r *http.Request) {
	f, err := invoice.ParseFilter(r.URL.Query().Get)
	if err != nil {
		f, _ = invoice.ParseFilter(func(string) string { return "" }) // a hand-made URL with bad values shows the default list
	}
	p, err := s.Invoices.ListInvoices(r.Context(), f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	counts, err := s.Invoices.Counts(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	byLabel := map[string]int64{"": counts[""]}
	for _, st := range invoice.Statuses {
		byLabel[invoice.Labels[st]] = counts[st]
	}
	s.render(w, r, "Apps/Invoice/List", inertia.Props{"invoices": p.Invoices, "total": p.Total, "counts": byLabel, "filter": filterProps(f)})
}

// invoiceList answers spec §7's GET /apps/invoice/invoices (q, perPage, page, status, and sortBy, sortDesc):
// {allData, invoices, total}, newest id first. The table may hold 100,000 invoices, so allData is not
// all of them: it is the ids of the invoices on this page (what a client needs to keep a selection).
func (s *Server) invoiceList(w http.ResponseWriter, r *http.Request) {
	f, err := invoice.ParseFilter(r.URL.Query().Get)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	// Kept under the invoices' version and today's date, which decides what is Past Due (lists.go).
	s.keptJSON(w, r, db.InvoicesList, s.Invoices.Today()+"?"+r.URL.RawQuery, func() (any, error) {
		p, err := s.Invoices.ListInvoices(r.Context(), f)
		if err != nil {
			return nil, err
		}
		ids := make([]int64, len(p.Invoices))
		for i, v := range p.Invoices {
			ids[i] = v.ID
		}
		return map[string]any{"allData": ids, "invoices": p.Invoices, "total": p.Total}, nil
	})
}

// invoiceCSV is GET /apps/invoice/invoices.csv: every invoice the list's filter selects, in its order, streamed,
// as a CSV file for the reader's spreadsheet (app/export: `;` and decimal commas in French).
func (s *Server) invoiceCSV(w http.ResponseWriter, r *http.Request) {
	f, err := invoice.ParseFilter(r.URL.Query().Get)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="invoices-%s.csv"`, s.Invoices.Today()))
	w.Header().Set("Cache-Control", privateNoStore)
	out, err := invoice.NewCSV(w, s.languageOf(r).Code)
	if err == nil {
		flusher, _ := w.(http.Flusher)
		n := 0
		err = s.Invoices.EachInvoice(r.Context(), f, func(v invoice.Invoice) error {
			if n++; n%1000 == 0 && flusher != nil {
				if err := out.Flush(); err != nil {
					return err
				}
				flusher.Flush()
			}
			return out.Write(v)
		})
	}
	if err == nil {
		err = out.Flush()
	}
	if err != nil && r.Context().Err() == nil {
		s.Log.Error("invoice export", "request_id", RequestIDFrom(r.Context()), "err", err)
	}
}

// invoiceGet answers spec §7's GET /api/invoice/invoices/{id}: {invoice, paymentDetails}, or 404.
func (s *Server) invoiceGet(w http.ResponseWriter, r *http.Request) {
	d, err := s.Invoices.FindInvoiceByID(r.Context(), invoiceID(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"invoice": d, "paymentDetails": invoice.PaymentDetailsOf(d)})
}

// invoicePreviewPage is /apps/invoice/preview/{id}: the invoice as the client sees it, and what can be done with it.
func (s *Server) invoicePreviewPage(w http.ResponseWriter, r *http.Request) {
	d, err := s.Invoices.FindInvoiceByID(r.Context(), invoiceID(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	sent, err := s.Mail.Store().DeliveryOf(r.Context(), invoice.MailRef(d.ID))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Apps/Invoice/Preview", inertia.Props{
		"invoice": d, "paymentDetails": invoice.PaymentDetailsOf(d), "seller": invoice.Seller, "methods": invoice.Methods,
		"smtp": s.Mail.SMTPConfigured(), "today": s.Invoices.Today(), "mail": sent,
	})
}

// formProps are what the add and edit pages both need.
func (s *Server) formProps(r *http.Request) (inertia.Props, error) {
	recent, err := s.Invoices.RecentClients(r.Context())
	today := s.Invoices.Today()
	due, _ := time.Parse(time.DateOnly, today)
	return inertia.Props{"recentClients": recent, "seller": invoice.Seller, "defaults": map[string]any{
		"issuedDate": today, "dueDate": due.AddDate(0, 0, 30).Format(time.DateOnly), "taxRate": 20,
		"salesperson": auth.UserFrom(r.Context()).FullName,
	}}, err
}

// invoiceAddPage is /apps/invoice/add: an empty invoice to fill in.
func (s *Server) invoiceAddPage(w http.ResponseWriter, r *http.Request) {
	props, err := s.formProps(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Apps/Invoice/Add", props)
}

// invoiceEditPage is /apps/invoice/edit/{id}: the invoice in the form.
func (s *Server) invoiceEditPage(w http.ResponseWriter, r *http.Request) {
	d, err := s.Invoices.FindInvoiceByID(r.Context(), invoiceID(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	props, err := s.formProps(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	props["invoice"] = d
	s.render(w, r, "Apps/Invoice/Edit", props)
}

// invoiceBody is an invoice as clients send it, inside {invoice: …}: the
// client's id, dates, lines (item, description, cost, qty), texts, discount
// (an amount) and tax rate (a percentage). Totals are never read.
type invoiceBody struct {
	Invoice *invoice.Input `json:"invoice"`
}

func (b invoiceBody) input() (invoice.Input, error) {
	if b.Invoice == nil {
		return invoice.Input{}, app.InvalidField("invoice", "sendInvoice", nil)
	}
	return *b.Invoice, nil
}

// invoiceSaved answers a create or an update: JSON clients get {invoice}; the form goes to the preview with a message.
func (s *Server) invoiceSaved(w http.ResponseWriter, r *http.Request, status int, d invoice.Detail, flashKey string) {
	if wantsJSON(r) {
		writeJSON(w, status, map[string]any{"invoice": d})
		return
	}
	s.flash(w, r, "success", flashKey, map[string]any{"id": d.ID})
	s.in.Redirect(w, r, fmt.Sprintf("/apps/invoice/preview/%d", d.ID))
}

// invoiceCreate is POST /apps/invoice/add {invoice}: 201 {invoice}, a Draft.
func (s *Server) invoiceCreate(w http.ResponseWriter, r *http.Request) {
	var body invoiceBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	in, err := body.input()
	if err == nil {
		var d invoice.Detail
		if d, err = s.Invoices.CreateInvoice(r.Context(), auth.UserFrom(r.Context()).ID, in); err == nil {
			s.invoiceSaved(w, r, http.StatusCreated, d, "invoice.flash.created")
			return
		}
	}
	s.fail(w, r, err)
}

// invoiceUpdate is PUT /apps/invoice/edit/{id} {invoice}: {invoice}.
func (s *Server) invoiceUpdate(w http.ResponseWriter, r *http.Request) {
	var body invoiceBody
	if err := decode(r, &body); err != nil {
		s.fail(w, r, err)
		return
	}
	in, err := body.input()
	if err == nil {
		var d invoice.Detail
		if d, err = s.Invoices.UpdateInvoice(r.Context(), invoiceID(r), in); err == nil {
			s.invoiceSaved(w, r, http.StatusOK, d, "invoice.flash.updated")
			return
		}
	}
	s.fail(w, r, err)
}

// invoiceDuplicate is POST /apps/invoice/{id}/duplicate: a new Draft like it (201 {invoice}); the front end goes to its form.
func (s *Server) invoiceDuplicate(w http.ResponseWriter, r *http.Request) {
	d, err := s.Invoices.DuplicateInvoice(r.Context(), auth.UserFrom(r.Context()).ID, invoiceID(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"invoice": d})
		return
	}
	s.flash(w, r, "success", "invoice.flash.duplicated", map[string]any{"id": d.ID, "from": invoiceID(r)})
	s.in.Redirect(w, r, fmt.Sprintf("/apps/invoice/edit/%d", d.ID))
}

// invoiceDelete answers spec §7's DELETE /apps/invoice/delete?id: gone for good (204).
// The front end goes back to the list it came from, or to the list when it came from the invoice.
func (s *Server) invoiceDelete(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.URL.Query().Get("id"), 10, 64)
	if err != nil || id <= 0 {
		s.fail(w, r, app.InvalidField("id", "invoiceId", nil))
		return
	}
	if err := s.Invoices.DeleteInvoice(r.Context(), id); err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	s.flash(w, r, "success", "invoice.flash.deleted", map[string]any{"id": id})
	if ref, err := url.Parse(r.Referer()); err == nil && ref.Path == "/apps/invoice/list" {
		s.in.Back(w, r)
		return
	}
	s.in.Redirect(w, r, "/apps/invoice/list")
}

// invoicePDF is GET /apps/invoice/{id}/pdf?lng=: the PDF, as a download. A Draft becomes Downloaded
// (it left the product by hand), unless another site sent the browser here: a link elsewhere changes nothing.
func (s *Server) invoicePDF(w http.ResponseWriter, r *http.Request) {
	var d invoice.Detail
	var err error
	if site := r.Header.Get("Sec-Fetch-Site"); site == "" || site == "same-origin" || site == "none" {
		d, err = s.Invoices.MarkDownloaded(r.Context(), invoiceID(r))
	} else {
		d, err = s.Invoices.FindInvoiceByID(r.Context(), invoiceID(r))
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	head, err := s.Settings.Letterhead(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t := s.Texts.Translator(lngOf(r, ""))
	var buf bytes.Buffer
	if err := invoice.WritePDFOn(&buf, head, d, lngOf(r, ""), t); err != nil {
		s.fail(w, r, fmt.Errorf("invoice pdf %d: %w", d.ID, err))
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, invoice.FileName(d.ID, t)))
	w.Header().Set("Content-Length", strconv.Itoa(buf.Len()))
	w.Header().Set("Cache-Control", privateNoStore)
	w.Write(buf.Bytes())
}

// invoiceSend is POST /apps/invoice/{id}/send {to?, subject?, message?, lng?}: the invoice by mail with its PDF.
// JSON clients get {invoice, delivery: in-app|smtp, to, mail?: its delivery state}; the front end a message saying where it went.
func (s *Server) invoiceSend(w http.ResponseWriter, r *http.Request) {
	var in invoice.SendInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	in.Lng = lngOf(r, in.Lng)
	u := auth.UserFrom(r.Context())
	head, err := s.Settings.Letterhead(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	// The relay is never waited on: an SMTP mail is queued, and its delivery state shows on the invoice.
	sent, err := s.Invoices.SendInvoice(r.Context(), s.Mail, mail.Person{ID: u.ID, Name: u.FullName, Email: u.Email}, invoiceID(r), in, head, s.Texts.Translator(in.Lng))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusOK, sent)
		return
	}
	s.flash(w, r, "success", "invoice.flash.sent."+sent.Delivery, map[string]any{"id": sent.Invoice.ID, "to": sent.To})
	s.in.Back(w, r)
}

// invoicePayment is POST /apps/invoice/{id}/payments {amount, date, method, note}: 201 {invoice, payment}.
// More than the balance is refused (400, field amount).
func (s *Server) invoicePayment(w http.ResponseWriter, r *http.Request) {
	var in invoice.PaymentInput
	if err := decode(r, &in); err != nil {
		s.fail(w, r, err)
		return
	}
	d, p, err := s.Invoices.AddPayment(r.Context(), auth.UserFrom(r.Context()).ID, invoiceID(r), in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if d.BalanceCents == 0 {
		s.notifyPaid(r, d) // this payment settled it: an invoice already paid refuses more
	}
	if wantsJSON(r) {
		writeJSON(w, http.StatusCreated, map[string]any{"invoice": d, "payment": p})
		return
	}
	key := "invoice.flash.partial"
	if d.BalanceCents == 0 {
		key = "invoice.flash.paid"
	}
	s.flash(w, r, "success", key, map[string]any{"id": d.ID})
	s.in.Back(w, r)
}
