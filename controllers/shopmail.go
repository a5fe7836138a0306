package controllers

import (
	"html"
	"net/http"
	"strconv"
	"strings"

	"partage/app/invoice"
	"partage/app/mail"
	"partage/app/shop"
)

// The mail confirming an order is worded from the orders.mail texts of
// resources/lang, in the buyer's language (recipientLang, authmail.go), with
// amounts and dates written as that language writes them.

// orderMail words the orders.mail texts of one language.
type orderMail struct {
	t   func(string) string
	lng string
}

// text is key in the mail's language, its {{placeholders}} filled with
// params (HTML-escaped when escape is set).
func (m orderMail) text(key string, escape bool, params ...string) string {
	out := m.t(key)
	for i := 0; i+1 < len(params); i += 2 {
		v := params[i+1]
		if escape {
			v = html.EscapeString(v)
		}
		out = strings.ReplaceAll(out, "{{"+params[i]+"}}", v)
	}
	return out
}

func (m orderMail) money(cents int64) string { return invoice.FormatMoney(cents, m.lng) }

// sendOrderConfirmation mails b what they ordered in o: its lines and
// amounts, when and how it is delivered, how to pay it (the bank and the
// reference for a transfer) and a link to its page.
func (s *Server) sendOrderConfirmation(r *http.Request, b shop.Buyer, o shop.OrderDetail) error {
	ctx := r.Context()
	lng := s.recipientLang(ctx, b.UserID, requestLang(r))
	m := orderMail{t: s.Texts.Translator(lng), lng: lng}
	link := strings.TrimRight(s.Config.BaseURL, "/") + orderPath(o.Number)
	// Each paragraph in HTML and in plain text.
	var htmlParts, textParts []string
	para := func(key string, params ...string) {
		htmlParts = append(htmlParts, "<p>"+m.text(key, true, params...)+"</p>")
		textParts = append(textParts, m.text(key, false, params...))
	}
	para("orders.mail.hello", "name", b.Name)
	para("orders.mail.body", "number", o.Number, "app", s.Config.AppName)
	var rows, lines []string
	row := func(label, amount string) {
		rows = append(rows, `<tr><td>`+html.EscapeString(label)+`</td><td style="text-align:end;white-space:nowrap">`+html.EscapeString(amount)+`</td></tr>`)
		lines = append(lines, label+" — "+amount)
	}
	for _, l := range o.Lines {
		row(strconv.Itoa(l.Qty)+" × "+l.Name, m.money(l.Amount))
	}
	if o.Discount > 0 {
		row(m.text("orders.mail.discount", false, "code", o.CouponCode), "−"+m.money(o.Discount))
	}
	row(m.t("orders.delivery."+o.DeliveryMethod), m.money(o.Shipping))
	row(m.t("orders.mail.total"), m.money(o.Total))
	htmlParts = append(htmlParts, `<table cellpadding="4">`+strings.Join(rows, "")+`</table>`)
	textParts = append(textParts, strings.Join(lines, "\n"))
	para("orders.mail.delivery", "method", m.t("orders.delivery."+o.DeliveryMethod), "date", invoice.FormatDate(o.DeliveryDate, lng))
	switch {
	case o.Transfer != nil:
		para("orders.mail.transfer", "amount", m.money(o.Transfer.Amount), "bank", o.Transfer.BankName, "iban", o.Transfer.IBAN,
			"bic", o.Transfer.SwiftCode, "reference", o.Transfer.Reference)
	case o.PaymentMethod == shop.PayAccount && o.Total > 0:
		para("orders.mail.account", "amount", m.money(o.Total))
	}
	htmlParts = append(htmlParts, `<p><a href="`+html.EscapeString(link)+`">`+m.text("orders.mail.action", true)+`</a></p>`)
	textParts = append(textParts, m.t("orders.mail.action")+": "+link)
	return s.Mail.SendNotice(ctx, mail.Notice{UserID: b.UserID, ToEmail: b.Email, Subject: m.text("orders.mail.subject", false, "number", o.Number),
		HTML: strings.Join(htmlParts, ""), Text: strings.Join(textParts, "\n\n") + "\n"})
}
