package controllers_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strings"
	"testing"
)

// The demo has 59 invoices, ids 4987 to 5045 (its own 4987–5036, then the 9 of
// the shop's demo orders), at least 8 in each shown status.
func TestInvoiceCalls(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		inv := func(fields map[string]any) map[string]any { return map[string]any{"invoice": fields} }
		line := func(item string, cost any, qty any) map[string]any {
			return map[string]any{"item": item, "cost": cost, "qty": qty}
		}
		good := func(client any) map[string]any {
			return map[string]any{"clientId": client, "issuedDate": "2026-03-01", "dueDate": "2026-03-31", "taxRate": 20,
				"lines": []any{line("Audit", "100.00", 2)}}
		}
		e.run(t, []jsonCase{
			{name: "the list: newest id first, a page of 10 and the total", method: "GET", path: "/apps/invoice/invoices", as: "admin", status: 200,
				want: map[string]any{"total": 59, "invoices.0.id": 5045, "invoices.9.id": 5036, "allData.0": 5045, "allData.9": 5036, "invoices.0.client.name": "<set>",
					"invoices.0.client.companyEmail": "<set>", "invoices.0.invoiceStatus": "<set>", "invoices.0.issuedDate": "<set>", "invoices.0.total": "<set>",
					"invoices.0.totalCents": "<set>", "invoices.0.service": "<set>"},
				absent: []string{"invoices.10", "invoices.0.lines"}},
			{name: "page 2 of 5", method: "GET", path: "/apps/invoice/invoices?perPage=5&page=2", as: "admin", status: 200,
				want: map[string]any{"total": 59, "invoices.0.id": 5040, "invoices.4.id": 5036}, absent: []string{"invoices.5"}},
			{name: "past the end", method: "GET", path: "/apps/invoice/invoices?page=9", as: "admin", status: 200,
				want: map[string]any{"total": 59}, absent: []string{"invoices.0"}},
			{name: "Paid: balance 0", method: "GET", path: "/apps/invoice/invoices?status=Paid&perPage=20", as: "admin", status: 200,
				want: map[string]any{"total": 14, "invoices.0.invoiceStatus": "Paid", "invoices.0.balance": 0, "invoices.13.balance": 0}},
			{name: "Past Due: a money string balance", method: "GET", path: "/apps/invoice/invoices?status=Past%20Due", as: "admin", status: 200,
				want: map[string]any{"total": 9, "invoices.0.invoiceStatus": "Past Due", "invoices.8.invoiceStatus": "Past Due"}},
			{name: "Partial Payment", method: "GET", path: "/apps/invoice/invoices?status=partial%20payment&perPage=20", as: "admin", status: 200,
				want: map[string]any{"total": 8, "invoices.7.invoiceStatus": "Partial Payment"}},
			{name: "search on the e-mail", method: "GET", path: "/apps/invoice/invoices?q=ATELIERS-CANUT", as: "admin", status: 200,
				want: map[string]any{"invoices.0.client.name": "Léa Moreau", "invoices.0.client.company": "Les Ateliers du Canut"}},
			{name: "search on the name, two letters", method: "GET", path: "/apps/invoice/invoices?q=Ka", as: "admin", status: 200,
				want: map[string]any{"invoices.0.client.name": "Karim Benali"}},
			{name: "search and status", method: "GET", path: "/apps/invoice/invoices?q=zzzz&status=Draft", as: "admin", status: 200,
				want: map[string]any{"total": 0}, absent: []string{"invoices.0"}},
			{name: "sort by total, ascending", method: "GET", path: "/apps/invoice/invoices?sortBy=total&sortDesc=false&perPage=50", as: "admin", status: 200,
				want: map[string]any{"invoices.49.totalCents": "<set>"}},
			{name: "an unknown status", method: "GET", path: "/apps/invoice/invoices?status=Lost", as: "admin", status: 400, want: map[string]any{"error.fields.status": "<set>"}},
			{name: "perPage 0", method: "GET", path: "/apps/invoice/invoices?perPage=0", as: "admin", status: 400, want: map[string]any{"error.fields.perPage": "<set>"}},
			{name: "perPage too large", method: "GET", path: "/apps/invoice/invoices?perPage=100000", as: "admin", status: 400, want: map[string]any{"error.fields.perPage": "<set>"}},
			{name: "page not a number", method: "GET", path: "/apps/invoice/invoices?page=x", as: "admin", status: 400, want: map[string]any{"error.fields.page": "<set>"}},
			{name: "an unknown sort", method: "GET", path: "/apps/invoice/invoices?sortBy=color", as: "admin", status: 400, want: map[string]any{"error.fields.sortBy": "<set>"}},
			{name: "client: list", method: "GET", path: "/apps/invoice/invoices", as: "client", status: 403},
			{name: "signed out: list", method: "GET", path: "/apps/invoice/invoices", status: 401},

			{name: "one invoice with its payment details", method: "GET", path: "/api/invoice/invoices/4987", as: "admin", status: 200,
				want: map[string]any{"invoice.id": 4987, "invoice.client.name": "<set>", "invoice.lines.0.item": "<set>", "invoice.lines.0.priceCents": "<set>",
					"invoice.taxRate": "<set>", "invoice.payments.0.method": "<set>", "paymentDetails.iban": "<set>", "paymentDetails.bankName": "Crédit Coopératif",
					"paymentDetails.totalDue": "€0.00", "invoice.balance": 0}},
			{name: "an unknown invoice", method: "GET", path: "/api/invoice/invoices/4", as: "admin", status: 404, want: map[string]any{"error.code": "not_found"}},
			{name: "client: one invoice", method: "GET", path: "/api/invoice/invoices/4987", as: "client", status: 403},

			{name: "the clients of the five newest invoices", method: "GET", path: "/api/invoice/clients", as: "admin", status: 200,
				want: map[string]any{"0.name": "<set>", "0.companyEmail": "<set>", "0.id": "<set>"}, absent: []string{"5"}},
			{name: "client: clients", method: "GET", path: "/api/invoice/clients", as: "client", status: 403},
			{name: "client search", method: "GET", path: "/apps/invoice/clients?q=cocagne", as: "admin", status: 200,
				want: map[string]any{"0.name": "Anne-Laure Vasseur"}, absent: []string{"1"}},
			{name: "add a client", method: "POST", path: "/apps/invoice/clients", as: "admin", status: 201,
				body: map[string]any{"client": map[string]any{"name": " Rose Vidal ", "email": "rose@vidal.example", "company": "Vidal & Filles", "country": "France"}},
				want: map[string]any{"client.id": "<set>", "client.name": "Rose Vidal", "client.companyEmail": "rose@vidal.example"}},
			{name: "a client without name or valid e-mail", method: "POST", path: "/apps/invoice/clients", as: "admin", status: 400,
				body: map[string]any{"client": map[string]any{"name": "", "email": "rose@"}}, want: map[string]any{"error.fields.name": "<set>", "error.fields.email": "<set>"}},
			{name: "client: add a client", method: "POST", path: "/apps/invoice/clients", as: "client", status: 403, body: map[string]any{"client": map[string]any{"name": "x"}}},

			{name: "add an invoice: totals from the server", method: "POST", path: "/apps/invoice/add", as: "admin", status: 201,
				body: inv(map[string]any{"clientId": 1, "issuedDate": "2026-03-01", "dueDate": "2099-03-31", "taxRate": "5.5", "discount": 10,
					"total": 1, "lines": []any{line(" Atelier ", 19.99, 3), line("Salle", "120,50", "1")}}),
				want: map[string]any{"invoice.id": 5046, "invoice.invoiceStatus": "Draft", "invoice.subtotalCents": 18047, "invoice.discountCents": 1000,
					"invoice.taxCents": 938, "invoice.totalCents": 17985, "invoice.total": 179.85, "invoice.balance": "€179.85", "invoice.lines.0.item": "Atelier",
					"invoice.lines.0.priceCents": 5997, "invoice.lines.1.cost": 120.5, "invoice.service": "Atelier"}},
			{name: "a new invoice heads the list", method: "GET", path: "/apps/invoice/invoices?perPage=1", as: "admin", status: 200,
				want: map[string]any{"total": 60, "invoices.0.id": 5046}},
			{name: "bad lines", method: "POST", path: "/apps/invoice/add", as: "admin", status: 400,
				body: inv(map[string]any{"clientId": 1, "issuedDate": "2026-03-01", "dueDate": "2026-02-01", "lines": []any{line("", "1.234", 0)}}),
				want: map[string]any{"error.fields.dueDate": "<set>", "error.message": "Check the highlighted fields."}},
			{name: "no lines", method: "POST", path: "/apps/invoice/add", as: "admin", status: 400,
				body: inv(map[string]any{"clientId": 1, "issuedDate": "2026-03-01", "dueDate": "2026-03-02", "lines": []any{}}), want: map[string]any{"error.fields.lines": "<set>"}},
			{name: "an unknown client", method: "POST", path: "/apps/invoice/add", as: "admin", status: 400, body: inv(good(9999)), want: map[string]any{"error.fields.clientId": "<set>"}},
			{name: "a discount above the subtotal", method: "POST", path: "/apps/invoice/add", as: "admin", status: 400,
				body: inv(map[string]any{"clientId": 1, "issuedDate": "2026-03-01", "dueDate": "2026-03-02", "discount": "500", "lines": []any{line("x", 1, 1)}}),
				want: map[string]any{"error.fields.discount": "<set>"}},
			{name: "a tax rate of 120 %", method: "POST", path: "/apps/invoice/add", as: "admin", status: 400,
				body: inv(map[string]any{"clientId": 1, "issuedDate": "2026-03-01", "dueDate": "2026-03-02", "taxRate": 120, "lines": []any{line("x", 1, 1)}}),
				want: map[string]any{"error.fields.taxRate": "<set>"}},
			{name: "no invoice at all", method: "POST", path: "/apps/invoice/add", as: "admin", status: 400, body: good(1)},
			{name: "a clientId that is text", method: "POST", path: "/apps/invoice/add", as: "admin", status: 400, body: inv(good("one"))},
			{name: "refused adds added nothing", method: "GET", path: "/apps/invoice/invoices?perPage=1", as: "admin", status: 200, want: map[string]any{"total": 60}},
			{name: "client: add an invoice", method: "POST", path: "/apps/invoice/add", as: "client", status: 403, body: inv(good(1))},
			{name: "edit an unknown invoice", method: "PUT", path: "/apps/invoice/edit/4", as: "admin", status: 404, body: inv(good(1))},
			{name: "client: edit", method: "PUT", path: "/apps/invoice/edit/4987", as: "client", status: 403, body: inv(good(1))},

			{name: "overpay", method: "POST", path: "/apps/invoice/5046/payments", as: "admin", status: 400,
				body: map[string]any{"amount": "179.86", "date": "2026-03-05", "method": "transfer"}, want: map[string]any{"error.fields.amount": "The payment is more than the balance of €179.85."}},
			{name: "a payment of nothing, no date, unknown method", method: "POST", path: "/apps/invoice/5046/payments", as: "admin", status: 400,
				body: map[string]any{"amount": 0, "date": "soon", "method": "gold"},
				want: map[string]any{"error.fields.amount": "<set>", "error.fields.date": "<set>", "error.fields.method": "<set>"}},
			{name: "a partial payment", method: "POST", path: "/apps/invoice/5046/payments", as: "admin", status: 201,
				body: map[string]any{"amount": 79.85, "date": "2026-03-05", "method": "cheque", "note": "n°1"},
				want: map[string]any{"payment.amountCents": 7985, "invoice.balance": "€100.00", "invoice.invoiceStatus": "<set>", "invoice.status": "partial", "invoice.payments.0.note": "n°1"}},
			{name: "an edit under what was paid", method: "PUT", path: "/apps/invoice/edit/5046", as: "admin", status: 400,
				body: inv(map[string]any{"clientId": 1, "issuedDate": "2026-03-01", "dueDate": "2026-03-31", "lines": []any{line("x", 10, 1)}}),
				want: map[string]any{"error.fields.lines": "<set>"}},
			{name: "the rest", method: "POST", path: "/apps/invoice/5046/payments", as: "admin", status: 201,
				body: map[string]any{"amount": "100", "date": "2026-03-06", "method": "transfer"}, want: map[string]any{"invoice.balance": 0, "invoice.invoiceStatus": "Paid"}},
			{name: "pay an unknown invoice", method: "POST", path: "/apps/invoice/4/payments", as: "admin", status: 404,
				body: map[string]any{"amount": "1", "date": "2026-03-06", "method": "transfer"}},
			{name: "client: pay", method: "POST", path: "/apps/invoice/4987/payments", as: "client", status: 403, body: map[string]any{"amount": "1"}},

			{name: "send outside Partage with no SMTP", method: "POST", path: "/apps/invoice/4987/send", as: "admin", status: 409, body: map[string]any{},
				want: map[string]any{"error.fields.to": "<set>", "error.code": "conflict"}},
			{name: "send to a bad address", method: "POST", path: "/apps/invoice/4987/send", as: "admin", status: 400, body: map[string]any{"to": "nobody@"},
				want: map[string]any{"error.fields.to": "<set>"}},
			{name: "client: send", method: "POST", path: "/apps/invoice/4987/send", as: "client", status: 403, body: map[string]any{}},
			{name: "duplicate", method: "POST", path: "/apps/invoice/5046/duplicate", as: "admin", status: 201,
				want: map[string]any{"invoice.id": 5047, "invoice.invoiceStatus": "Draft", "invoice.totalCents": 17985, "invoice.payments": "[]"}},
			{name: "client: duplicate", method: "POST", path: "/apps/invoice/4987/duplicate", as: "client", status: 403},

			{name: "delete without id", method: "DELETE", path: "/apps/invoice/delete", as: "admin", status: 400, want: map[string]any{"error.fields.id": "<set>"}},
			{name: "delete an unknown id", method: "DELETE", path: "/apps/invoice/delete?id=4", as: "admin", status: 404},
			{name: "client: delete", method: "DELETE", path: "/apps/invoice/delete?id=5046", as: "client", status: 403},
			{name: "delete", method: "DELETE", path: "/apps/invoice/delete?id=5046", as: "admin", status: 204},
			{name: "deleted for good", method: "GET", path: "/api/invoice/invoices/5046", as: "admin", status: 404},
			{name: "the total follows", method: "GET", path: "/apps/invoice/invoices?perPage=1", as: "admin", status: 200, want: map[string]any{"total": 60, "invoices.0.id": 5047}},
			{name: "client: pdf", method: "GET", path: "/apps/invoice/4987/pdf", as: "client", status: 403},
			{name: "client: export", method: "GET", path: "/apps/invoice/invoices.csv", as: "client", status: 403},
		})
	})
}

// Sending to a Partage user's address delivers in their inbox with the PDF;
// downloading a Draft's PDF makes it Downloaded; the CSV holds what the list selects.
func TestInvoiceSendDownloadExport(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.token("admin@demo.com", "admin")
		h := bearerH(admin)
		c := e.do(nil, "POST", "/apps/invoice/clients", map[string]any{"client": map[string]any{"name": "Thomas Girard", "email": "thomas.girard@partage.coop"}}, h).json(t)
		r := e.do(nil, "POST", "/apps/invoice/add", map[string]any{"invoice": map[string]any{"clientId": at(c, "client.id"), "issuedDate": "2026-03-01", "dueDate": "2099-03-31",
			"taxRate": 20, "lines": []any{map[string]any{"item": "Cotisation", "cost": 40, "qty": 1}}}}, h)
		id := at(r.json(t), "invoice.id").(float64)

		// A link on another site does not change the status.
		e.do(nil, "GET", fmt.Sprintf("/apps/invoice/%v/pdf", id), nil, map[string]string{"Authorization": h["Authorization"], "Sec-Fetch-Site": "cross-site"})
		if m := e.do(nil, "GET", fmt.Sprintf("/api/invoice/invoices/%v", id), nil, h).json(t); at(m, "invoice.invoiceStatus") != "Draft" {
			t.Fatalf("after a cross-site download: %v", at(m, "invoice.invoiceStatus"))
		}
		pdf := e.do(nil, "GET", fmt.Sprintf("/apps/invoice/%v/pdf?lng=fr", id), nil, h)
		if pdf.status != 200 || pdf.header.Get("Content-Type") != "application/pdf" || !bytes.HasPrefix(pdf.body, []byte("%PDF-")) ||
			!strings.Contains(pdf.header.Get("Content-Disposition"), fmt.Sprintf(`attachment; filename="facture-%v.pdf"`, id)) || !strings.Contains(pdfText(t, pdf.body), "Cotisation") {
			t.Fatalf("pdf: %d %v %.40q", pdf.status, pdf.header, pdf.body)
		}
		if m := e.do(nil, "GET", fmt.Sprintf("/api/invoice/invoices/%v", id), nil, h).json(t); at(m, "invoice.invoiceStatus") != "Downloaded" {
			t.Fatalf("after the download: %v", at(m, "invoice.invoiceStatus"))
		}
		if r := e.do(nil, "GET", "/apps/invoice/4/pdf", nil, h); r.status != 404 {
			t.Fatalf("pdf of an unknown invoice: %d", r.status)
		}

		sent := e.do(nil, "POST", fmt.Sprintf("/apps/invoice/%v/send", id), map[string]any{"subject": "Votre facture", "message": "Bonjour,\n\nla voici."}, h)
		if m := sent.json(t); sent.status != 200 || at(m, "delivery") != "in-app" || at(m, "to") != "thomas.girard@partage.coop" || at(m, "invoice.invoiceStatus") != "Sent" {
			t.Fatalf("send: %d %s", sent.status, sent.body)
		}
		var subject, message, file string
		err := e.db.QueryRow(`SELECT m.subject, m.message, a.file_name FROM emails m JOIN users u ON u.id = m.owner_id
			JOIN email_attachments ea ON ea.email_id = m.id JOIN attachments a ON a.id = ea.attachment_id
			WHERE u.email = 'thomas.girard@partage.coop' AND m.folder = 'inbox' ORDER BY m.id DESC LIMIT 1`).Scan(&subject, &message, &file)
		if err != nil || subject != "Votre facture" || file != fmt.Sprintf("invoice-%v.pdf", id) || !strings.Contains(message, "<p>la voici.</p>") {
			t.Fatalf("thomas's inbox: %q %q %q %v", subject, message, file, err)
		}
		// Field errors are named like the form's fields.
		bad := e.do(nil, "POST", "/apps/invoice/add", map[string]any{"invoice": map[string]any{"clientId": at(c, "client.id"), "issuedDate": "2026-03-01", "dueDate": "2026-03-31",
			"lines": []any{map[string]any{"item": "", "cost": "1.234", "qty": 0}}}}, h)
		fields, _ := at(bad.json(t), "error.fields").(map[string]any)
		if bad.status != 400 || fields["lines.0.item"] == nil || fields["lines.0.cost"] == nil || fields["lines.0.qty"] == nil {
			t.Fatalf("line errors: %d %s", bad.status, bad.body)
		}

		// The CSV: a header, then every invoice the filter selects (no paging), in the list's order.
		r = e.do(nil, "GET", "/apps/invoice/invoices.csv?status=Paid&sortBy=id&sortDesc=false", nil, h)
		rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(r.body, []byte("\ufeff")))).ReadAll()
		if err != nil || r.status != 200 || !bytes.HasPrefix(r.body, []byte("\ufeff")) || !strings.HasPrefix(r.header.Get("Content-Type"), "text/csv") || !strings.Contains(r.header.Get("Content-Disposition"), "attachment") {
			t.Fatalf("csv: %d %v %v", r.status, r.header, err)
		}
		if strings.Join(rows[0], ",") != "id,client,email,issued,due,total,balance,status" || len(rows) != 15 || rows[14][7] != "Paid" || rows[1][6] != "0.00" || rows[1][0] >= rows[2][0] {
			t.Fatalf("csv rows: %v", rows)
		}
		// In French: `;` between cells and a decimal comma, so the amounts are numbers in a French spreadsheet.
		fh := map[string]string{"Accept-Language": "fr"}
		for k, v := range h {
			fh[k] = v
		}
		r = e.do(nil, "GET", "/apps/invoice/invoices.csv?status=Paid&sortBy=id&sortDesc=false", nil, fh)
		fr := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(r.body, []byte("\ufeff"))))
		fr.Comma = ';'
		if frRows, err := fr.ReadAll(); err != nil || len(frRows) != 15 || frRows[1][6] != "0,00" || !strings.Contains(frRows[1][5], ",") {
			t.Fatalf("csv in French: %v %q", err, r.body[:min(len(r.body), 200)])
		}
		if r := e.do(nil, "GET", "/apps/invoice/invoices.csv?status=nope", nil, h); r.status != 400 {
			t.Fatalf("csv with a bad filter: %d", r.status)
		}
	})
}

// The front end's forms: a 303 to the preview, back, or to the list, with a message; field errors under the form.
func TestInvoiceInertiaForms(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		admin, _ := e.signIn("admin@demo.com", "admin", false)
		h := e.inertia()
		h["Referer"] = e.srv.URL + "/apps/invoice/add"
		body := map[string]any{"invoice": map[string]any{"clientId": 1, "issuedDate": "2026-03-01", "dueDate": "2026-03-31",
			"lines": []any{map[string]any{"item": "Formation", "cost": "300", "qty": 1}}}}
		r := e.do(admin, "POST", "/apps/invoice/add", body, h)
		if r.status != 303 || r.header.Get("Location") != "/apps/invoice/preview/5046" {
			t.Fatalf("form add: %d %v", r.status, r.header)
		}
		p := page(t, e.do(admin, "GET", "/apps/invoice/preview/5046", nil, e.inertia()))
		if p["component"] != "Apps/Invoice/Preview" || at(p, "props.invoice.totalCents") != float64(30000) || at(p, "flash.success.key") != "invoice.flash.created" ||
			at(p, "props.paymentDetails.swiftCode") == nil {
			t.Fatalf("preview after the form: %v %v", p["component"], p["flash"])
		}
		bad := map[string]any{"invoice": map[string]any{"clientId": 1, "issuedDate": "2026-03-01", "dueDate": "2026-03-31",
			"lines": []any{map[string]any{"item": "", "cost": "3", "qty": 1}}}}
		if r := e.do(admin, "POST", "/apps/invoice/add", bad, h); r.status != 303 || r.header.Get("Location") != "/apps/invoice/add" {
			t.Fatalf("form error: %d %v", r.status, r.header)
		}
		p = page(t, e.do(admin, "GET", "/apps/invoice/add", nil, e.inertia()))
		if at(p, "props.errors.lines.0.item") != nil && at(p, "props.errors") == nil {
			t.Fatalf("field errors: %v", at(p, "props.errors"))
		}
		if errs, _ := at(p, "props.errors").(map[string]any); errs["lines.0.item"] != "server.itemRequired" {
			t.Fatalf("field errors: %v", at(p, "props.errors"))
		}
		if at(p, "props.defaults.issuedDate") == nil || at(p, "props.recentClients.0.name") == nil {
			t.Fatalf("add page: %v", p["props"])
		}
		h["Referer"] = e.srv.URL + "/apps/invoice/preview/5046"
		r = e.do(admin, "POST", "/apps/invoice/5046/payments", map[string]any{"amount": "300", "date": "2026-03-05", "method": "card"}, h)
		if r.status != 303 || r.header.Get("Location") != "/apps/invoice/preview/5046" {
			t.Fatalf("payment: %d %v", r.status, r.header)
		}
		p = page(t, e.do(admin, "GET", "/apps/invoice/preview/5046", nil, e.inertia()))
		if at(p, "props.invoice.invoiceStatus") != "Paid" || at(p, "flash.success.key") != "invoice.flash.paid" {
			t.Fatalf("after paying: %v %v", at(p, "props.invoice.invoiceStatus"), p["flash"])
		}
		r = e.do(admin, "DELETE", "/apps/invoice/delete?id=5046", nil, h)
		if r.status != 303 || r.header.Get("Location") != "/apps/invoice/list" {
			t.Fatalf("delete from the preview: %d %v", r.status, r.header)
		}
		h["Referer"] = e.srv.URL + "/apps/invoice/list?status=Draft&page=2"
		if r = e.do(admin, "DELETE", "/apps/invoice/delete?id=5036", nil, h); r.status != 303 || r.header.Get("Location") != "/apps/invoice/list?status=Draft&page=2" {
			t.Fatalf("delete from the list: %d %v", r.status, r.header)
		}
		p = page(t, e.do(admin, "GET", "/apps/invoice/list?status=Paid&perPage=25&sortBy=total&sortDesc=false&q=a", nil, e.inertia()))
		if p["component"] != "Apps/Invoice/List" || at(p, "props.filter.status") != "Paid" || at(p, "props.filter.perPage") != float64(25) ||
			at(p, "props.filter.sortBy") != "total" || at(p, "props.filter.sortDesc") != false || at(p, "props.counts.Paid") == nil || at(p, "props.counts.") == nil {
			t.Fatalf("list page: %v", p["props"])
		}
		if p = page(t, e.do(admin, "GET", "/apps/invoice/list?status=zzz", nil, e.inertia())); at(p, "props.filter.status") != "" || at(p, "props.total") != float64(58) {
			t.Fatalf("a bad filter in the URL shows the whole list: %v", at(p, "props.filter"))
		}
		for path, want := range map[string]int{"/apps/invoice/edit/4988": 200, "/apps/invoice/edit/4": 404, "/apps/invoice/preview/4": 404, "/apps/invoice/add": 200} {
			if r := e.do(admin, "GET", path, nil, e.inertia()); r.status != want {
				t.Errorf("%s: %d, want %d", path, r.status, want)
			}
		}
		client, _ := e.signIn("client@demo.com", "client", false)
		if r := e.do(client, "GET", "/apps/invoice/list", nil, e.inertia()); r.status != 403 || page(t, r)["component"] != "Misc/NotAuthorized" {
			t.Fatalf("client: %d", r.status)
		}
	})
}
