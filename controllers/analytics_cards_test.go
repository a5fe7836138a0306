package controllers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"net/url"
	"reflect"
	"slices"
	"sort"
	"testing"
	"time"

	"partage/app/analytics"
	"partage/app/auth"
	"partage/app/db"
	"partage/app/db/dbtest"
)

// The card calls' contract: on a database holding only the rows below
// (accounts, invoices and their payments, shop orders, contact messages,
// recorded activity), rolled up by the job, every card of both calls answers
// for a fixed period the figures this test counts itself from the same rows.

// cardFixture is the test's own copy of the rows it writes.
type cardFixture struct {
	paris    *time.Location
	today    time.Time // midnight UTC of the cooperative's today
	users    []fxUser
	invoices []fxInvoice
	payments []fxPayment
	orders   []fxOrder
	contacts []fxContact
	events   []fxEvent
}

type fxUser struct {
	id      int64
	created time.Time
}

type fxInvoice struct {
	id     int64
	client int64
	status string
	issued string
	total  int64
	shop   bool // the invoice of a shop order
}

type fxPayment struct {
	invoice int64
	amount  int64
	paidOn  string
	shop    bool
}

type fxOrder struct {
	tiers           int64 // 0: none
	status, pay     string
	movement        bool
	total           int64
	placed, updated time.Time
}

type fxContact struct {
	status  string
	created time.Time
	reply   *time.Time
}

type fxEvent struct {
	kind, route, device, session string
	user                         int64
	at                           time.Time
}

// The accounts that sign in, and their password.
const cardPassword = "secret-42"

var cardAccounts = map[string]string{"admin": "admin@cards.test", "manager": "manager@cards.test", "client": "client@cards.test", "member": "member@cards.test"}

// day is the date of t in the cooperative's zone, as the test counts it.
func (f *cardFixture) day(t time.Time) string { return t.In(f.paris).Format(time.DateOnly) }

// ago is noon (Paris) n days before today, plus a shift.
func (f *cardFixture) ago(n int, shift time.Duration) time.Time {
	d := f.today.AddDate(0, 0, -n)
	return time.Date(d.Year(), d.Month(), d.Day(), 12, 0, 0, 0, f.paris).Add(shift).UTC()
}

// midnight is 00:00 (Paris) of day, plus a shift.
func (f *cardFixture) midnight(day string, shift time.Duration) time.Time {
	d, _ := time.ParseInLocation(time.DateOnly, day, f.paris)
	return d.Add(shift).UTC()
}

func dateOf(t time.Time) string { return t.Format(time.DateOnly) }

// writeCardFixture fills an empty migrated database: the four accounts that
// sign in, then a year of business spread from 95 to 470 days ago, with rows
// on the edges of the periods the test asks for.
func writeCardFixture(t *testing.T, d *db.DB, daily, monthly cardPeriod) *cardFixture {
	t.Helper()
	ctx := context.Background()
	paris, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	f := &cardFixture{paris: paris}
	f.today, _ = time.Parse(time.DateOnly, now.In(paris).Format(time.DateOnly))
	rng := rand.New(rand.NewPCG(19, 7))
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := d.ExecContext(ctx, q, args...); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	insert := func(q string, args ...any) int64 {
		t.Helper()
		var id int64
		if err := d.QueryRowContext(ctx, q+` RETURNING id`, args...).Scan(&id); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		return id
	}
	hash, err := auth.HashPassword(cardPassword)
	if err != nil {
		t.Fatal(err)
	}
	addUser := func(name, role string, created time.Time) int64 {
		id := insert(`INSERT INTO users (full_name, username, email, password_hash, role, created_at, updated_at, sort_name)
			VALUES ($1, $2, $3, $4, $5, $6, $6, $1)`, name, name, name+"@cards.test", hash, role, created)
		f.users = append(f.users, fxUser{id, created})
		return id
	}
	for _, role := range []string{"admin", "manager", "client", "member"} {
		addUser(role, role, now.UTC())
	}
	// Accounts created over the year, a few on the edges of the daily period (00:30 and 23:30 in Paris).
	var people []int64
	for i := range 60 {
		people = append(people, addUser(fmt.Sprintf("person%02d", i), "member", f.ago(95+rng.IntN(376), time.Duration(rng.IntN(720)-360)*time.Minute)))
	}
	for _, at := range []time.Time{f.midnight(daily.from, 30*time.Minute), f.midnight(daily.from, -30*time.Minute),
		f.midnight(daily.to, 23*time.Hour+30*time.Minute), f.midnight(daily.to, 24*time.Hour+30*time.Minute), f.midnight(monthly.from, 10*time.Minute)} {
		people = append(people, addUser(fmt.Sprintf("edge%d", len(people)), "member", at))
	}

	// Clients, their invoices (some cancelled) and the payments of some.
	var clients []int64
	for i := range 25 {
		clients = append(clients, insert(`INSERT INTO clients (name, email, created_at, updated_at, sort_name) VALUES ($1, $2, $3, $3, $1)`,
			fmt.Sprintf("Client %02d", i), fmt.Sprintf("c%02d@cards.test", i), now.UTC()))
	}
	statuses := []string{"draft", "sent", "paid", "partial", "paid", "cancelled"}
	addInvoice := func(client int64, status, issued string, total int64, shop bool) int64 {
		id := insert(`INSERT INTO invoices (client_id, status, issued_date, due_date, subtotal_cents, discount_cents, tax_rate_bp, tax_cents,
			total_cents, paid_cents, balance_cents, created_at, updated_at) VALUES ($1, $2, $3, $3, $4, 0, 0, 0, $4, 0, $4, $5, $5)`,
			client, status, issued, total, now.UTC())
		f.invoices = append(f.invoices, fxInvoice{id, client, status, issued, total, shop})
		return id
	}
	addPayment := func(invoice, amount int64, paidOn string, shop bool) {
		exec(`INSERT INTO invoice_payments (invoice_id, amount_cents, paid_on, method, created_at) VALUES ($1, $2, $3, 'transfer', $4)`,
			invoice, amount, paidOn, now.UTC())
		f.payments = append(f.payments, fxPayment{invoice, amount, paidOn, shop})
	}
	for range 140 {
		issued := dateOf(f.today.AddDate(0, 0, -(95 + rng.IntN(376))))
		total := int64(1000 + rng.IntN(500000))
		status := statuses[rng.IntN(len(statuses))]
		id := addInvoice(clients[rng.IntN(len(clients))], status, issued, total, false)
		for k := range rng.IntN(3) {
			paid, _ := time.Parse(time.DateOnly, issued)
			addPayment(id, total/int64(2+k), dateOf(paid.AddDate(0, 0, rng.IntN(40))), false)
		}
	}
	// On the edges: the daily period's first and last days and the days around them,
	// some the first purchase of a client of their own.
	for i, day := range []string{daily.from, daily.to, dayBefore(daily.from), dayAfter(daily.to), monthly.from, monthly.to} {
		client := clients[rng.IntN(len(clients))]
		if i%2 == 0 {
			client = insert(`INSERT INTO clients (name, email, created_at, updated_at, sort_name) VALUES ($1, $2, $3, $3, $1)`,
				fmt.Sprintf("Edge %02d", i), fmt.Sprintf("edge%02d@cards.test", i), now.UTC())
		}
		id := addInvoice(client, "sent", day, 12345, false)
		addPayment(id, 2345, day, false)
	}

	// Shop orders: each with its invoice (its tiers, the day it was placed), paid or not,
	// cancelled ones with their invoice cancelled and, paid from an account, given back.
	orderStatuses := []string{"placed", "paid", "shipped", "delivered", "cancelled"}
	addOrder := func(placed time.Time, status, pay string) {
		o := fxOrder{tiers: clients[rng.IntN(len(clients))], status: status, pay: pay, total: int64(500 + rng.IntN(90000)), placed: placed, updated: placed}
		if rng.IntN(8) == 0 {
			o.tiers = 0
		}
		paid := status != "placed" && (status != "cancelled" || rng.IntN(2) == 0)
		o.movement = pay == "account" && paid
		if status == "cancelled" {
			o.updated = placed.Add(time.Duration(1+rng.IntN(72)) * time.Hour)
		}
		var tiers, invoice any
		if o.tiers != 0 {
			tiers = o.tiers
			invStatus := map[bool]string{true: "cancelled", false: "sent"}[status == "cancelled"]
			id := addInvoice(o.tiers, invStatus, f.day(placed), o.total, true)
			invoice = id
			if paid {
				addPayment(id, o.total, f.day(placed.Add(time.Duration(rng.IntN(48))*time.Hour)), true)
			}
		}
		var movement any
		if o.movement {
			movement = 1000 + len(f.orders)
		}
		exec(`INSERT INTO orders (number, user_id, tiers_id, buyer_name, buyer_email, status, payment_method, subtotal_cents, total_cents,
			delivery_method, delivery_date, ship_name, ship_line1, ship_postal_code, ship_city, ship_country, invoice_id, movement_id, placed_at, updated_at)
			VALUES ($1, NULL, $2, 'Buyer', 'buyer@cards.test', $3, $4, $5, $5, 'standard', '2030-01-01', 'Buyer', '1 rue', '69001', 'Lyon', 'FR', $6, $7, $8, $9)`,
			fmt.Sprintf("CMD-T-%04d", len(f.orders)), tiers, status, pay, o.total, invoice, movement, o.placed, o.updated)
		f.orders = append(f.orders, o)
	}
	for range 90 {
		addOrder(f.ago(95+rng.IntN(376), time.Duration(rng.IntN(1440)-720)*time.Minute), orderStatuses[rng.IntN(len(orderStatuses))],
			[]string{"transfer", "account"}[rng.IntN(2)])
	}
	addOrder(f.midnight(daily.from, 5*time.Minute), "paid", "transfer")
	addOrder(f.midnight(daily.from, -5*time.Minute), "paid", "transfer")
	addOrder(f.midnight(daily.to, 23*time.Hour+55*time.Minute), "cancelled", "account")
	addOrder(f.midnight(daily.to, 24*time.Hour+5*time.Minute), "delivered", "account")

	// Contact messages: new ones, some in progress or closed, answered after a while.
	contactStatuses := []string{"new", "in_progress", "closed"}
	addContact := func(created time.Time, status string, replyAfter time.Duration) {
		c := fxContact{status: status, created: created}
		var reply any
		if replyAfter > 0 {
			at := created.Add(replyAfter)
			c.reply, reply = &at, at
		}
		exec(`INSERT INTO contact_messages (name, email, subject, body, status, created_at, updated_at, first_reply_at)
			VALUES ('Someone', 'someone@cards.test', 'A question', 'Hello', $1, $2, $2, $3)`, status, created, reply)
		f.contacts = append(f.contacts, c)
	}
	for range 70 {
		status := contactStatuses[rng.IntN(3)]
		var after time.Duration
		if status != "new" && rng.IntN(5) > 0 {
			after = time.Duration(5+rng.IntN(3000))*time.Minute + time.Duration(rng.IntN(60))*time.Second
		}
		addContact(f.ago(95+rng.IntN(376), time.Duration(rng.IntN(1200)-600)*time.Minute), status, after)
	}
	addContact(f.midnight(daily.from, 0), "closed", 90*time.Minute)
	addContact(f.midnight(daily.from, -time.Second), "closed", 10*time.Minute)
	addContact(f.midnight(daily.to, 24*time.Hour-time.Second), "new", 0)
	addContact(f.midnight(daily.to, 24*time.Hour), "in_progress", 30*time.Minute)

	// Recorded activity: sessions of a few visits, some starting with a sign-in, some across midnight.
	routes := []string{"/", "/apps/invoice/list", "/apps/user/view/{id:[0-9]+}", "/coop/clients", "/apps/email", "/apps/chat", "/pages/faq", "/apps/ecommerce/shop"}
	devices := []string{"desktop", "desktop", "mobile", "tablet"}
	addSession := func(start time.Time, user int64, device string, n int) {
		session := fmt.Sprintf("s%04d", len(f.events))
		at := start
		for i := range n {
			kind, route := "visit", routes[rng.IntN(len(routes))]
			if i == 0 && rng.IntN(3) == 0 {
				kind, route = "sign_in", ""
			}
			f.events = append(f.events, fxEvent{kind, route, device, session, user, at})
			exec(`INSERT INTO activity_events (kind, user_id, route, device, session, at) VALUES ($1, $2, $3, $4, $5, $6)`,
				kind, user, route, device, session, at.UnixMilli())
			at = at.Add(time.Duration(1+rng.IntN(50)) * time.Minute)
		}
	}
	for range 220 {
		addSession(f.ago(95+rng.IntN(376), time.Duration(rng.IntN(1380)-690)*time.Minute), people[rng.IntN(len(people))], devices[rng.IntN(4)], 1+rng.IntN(6))
	}
	addSession(f.midnight(daily.from, -20*time.Minute), people[0], "mobile", 5) // across the period's first midnight
	addSession(f.midnight(daily.to, 23*time.Hour+40*time.Minute), people[1], "tablet", 4)
	return f
}

func dayBefore(day string) string {
	d, _ := time.Parse(time.DateOnly, day)
	return dateOf(d.AddDate(0, 0, -1))
}

func dayAfter(day string) string {
	d, _ := time.Parse(time.DateOnly, day)
	return dateOf(d.AddDate(0, 0, 1))
}

// cardPeriod is a period as the test counts it: its days, its unit and its labels.
type cardPeriod struct {
	from, to, unit string
}

func (p cardPeriod) query() string {
	return "?" + url.Values{"period": {"custom"}, "from": {p.from}, "to": {p.to}}.Encode()
}

func (p cardPeriod) days() int {
	a, _ := time.Parse(time.DateOnly, p.from)
	b, _ := time.Parse(time.DateOnly, p.to)
	return int(b.Sub(a).Hours()/24) + 1
}

func (p cardPeriod) previous() cardPeriod {
	a, _ := time.Parse(time.DateOnly, p.from)
	n := p.days()
	return cardPeriod{dateOf(a.AddDate(0, 0, -n)), dateOf(a.AddDate(0, 0, -1)), p.unit}
}

func (p cardPeriod) labels() []string {
	var out []string
	a, _ := time.Parse(time.DateOnly, p.from)
	b, _ := time.Parse(time.DateOnly, p.to)
	for d := a; !d.After(b); d = d.AddDate(0, 0, 1) {
		l := dateOf(d)
		if p.unit == "month" {
			l = l[:7]
		}
		if len(out) == 0 || out[len(out)-1] != l {
			out = append(out, l)
		}
	}
	return out
}

func (p cardPeriod) has(day string) bool { return day >= p.from && day <= p.to }

// bucket is the index of day's label, -1 outside the period.
func (p cardPeriod) bucket(day string) int {
	if !p.has(day) {
		return -1
	}
	l := day
	if p.unit == "month" {
		l = day[:7]
	}
	return slices.Index(p.labels(), l)
}

// counter adds values to the buckets of a period, and to its total.
type counter struct {
	p    cardPeriod
	data []int64
}

func newCounter(p cardPeriod) *counter { return &counter{p, make([]int64, len(p.labels()))} }

func (c *counter) add(day string, v int64) {
	if i := c.p.bucket(day); i >= 0 {
		c.data[i] += v
	}
}

func (c *counter) total() int64 {
	var t int64
	for _, v := range c.data {
		t += v
	}
	return t
}

func r1(x float64) float64 { return math.Round(x*10) / 10 }

func pct(cur, prev int64) any {
	if prev == 0 {
		return nil
	}
	return r1(float64(cur-prev) / float64(prev) * 100)
}

// expectCards counts every card's figures over p from the fixture, as JSON would decode them.
func (f *cardFixture) expectCards(p cardPeriod) map[string]map[string]any {
	prev := p.previous()
	out := map[string]map[string]any{}
	series := func(name string, data []int64) []any { return []any{map[string]any{"name": name, "data": data}} }
	// Invoices issued (not cancelled) and money collected, refunded.
	invoiced, collected, fromInvoices, fromShop := newCounter(p), newCounter(p), newCounter(p), newCounter(p)
	prevInvoiced, prevCollected := newCounter(prev), newCounter(prev)
	for _, v := range f.invoices {
		if v.status != "cancelled" {
			invoiced.add(v.issued, v.total)
			prevInvoiced.add(v.issued, v.total)
		}
	}
	for _, v := range f.payments {
		collected.add(v.paidOn, v.amount)
		prevCollected.add(v.paidOn, v.amount)
		if v.shop {
			fromShop.add(v.paidOn, v.amount)
		} else {
			fromInvoices.add(v.paidOn, v.amount)
		}
	}
	orders, sales, salesCount, refunded := newCounter(p), newCounter(p), newCounter(p), newCounter(p)
	prevOrders, prevSales, prevRefunded := newCounter(prev), newCounter(prev), newCounter(prev)
	byStatus := map[string]int64{"placed": 0, "paid": 0, "shipped": 0, "delivered": 0, "cancelled": 0}
	for _, o := range f.orders {
		day := f.day(o.placed)
		orders.add(day, 1)
		prevOrders.add(day, 1)
		if p.has(day) {
			byStatus[o.status]++
		}
		if o.status != "cancelled" {
			sales.add(day, o.total)
			salesCount.add(day, 1)
			prevSales.add(day, o.total)
		} else if o.pay == "account" && o.movement && o.total > 0 {
			refunded.add(f.day(o.updated), o.total)
			prevRefunded.add(f.day(o.updated), o.total)
		}
	}
	labels := p.labels()
	base := func(href string) map[string]any { return map[string]any{"labels": labels, "href": href} }
	card := func(name, href string, fields map[string]any) {
		m := base(href)
		for k, v := range fields {
			m[k] = v
		}
		out[name] = m
	}
	card("revenue-report", "/apps/invoice/list", map[string]any{"series": []any{map[string]any{"name": "invoiced", "data": invoiced.data},
		map[string]any{"name": "collected", "data": collected.data}}, "totals": map[string]any{"invoiced": invoiced.total(), "collected": collected.total()}})
	card("revenue", "/apps/invoice/list", map[string]any{"totalCents": collected.total(), "change": pct(collected.total(), prevCollected.total()),
		"series": []any{map[string]any{"name": "invoices", "data": fromInvoices.data}, map[string]any{"name": "shop", "data": fromShop.data}}})
	card("goal-overview", "/coop/configuration", map[string]any{"configured": false, "goalCents": 0, "collectedCents": collected.total(), "percent": nil})
	var ordersTotal int64
	for _, n := range byStatus {
		ordersTotal += n
	}
	card("product-orders", "/apps/ecommerce/manage/orders", map[string]any{"total": ordersTotal, "byStatus": byStatus})
	card("orders", "/apps/ecommerce/manage/orders", map[string]any{"total": orders.total(), "change": pct(orders.total(), prevOrders.total()), "series": series("orders", orders.data)})
	out["orders-bar-chart"] = out["orders"]
	net := make([]int64, len(labels))
	for i := range net {
		net[i] = collected.data[i] - refunded.data[i]
	}
	card("profit-line-chart", "/apps/invoice/list", map[string]any{"totalCents": collected.total() - refunded.total(),
		"change": pct(collected.total()-refunded.total(), prevCollected.total()-prevRefunded.total()), "series": series("net", net)})
	card("statistics-revenue", "/apps/invoice/list", map[string]any{"totalCents": invoiced.total(), "change": pct(invoiced.total(), prevInvoiced.total()),
		"series": series("invoiced", invoiced.data)})
	card("sales", "/apps/ecommerce/manage/orders", map[string]any{"totalCents": sales.total(), "count": salesCount.total(),
		"change": pct(sales.total(), prevSales.total()), "series": series("sales", sales.data)})

	// Customers: the tiers of the invoices (not cancelled) and orders (not cancelled), by day.
	first := map[int64]string{}
	inPeriod := map[int64]bool{}
	buy := func(member int64, day string) {
		if f, ok := first[member]; !ok || day < f {
			first[member] = day
		}
		if p.has(day) {
			inPeriod[member] = true
		}
	}
	for _, v := range f.invoices {
		if v.status != "cancelled" {
			buy(v.client, v.issued)
		}
	}
	for _, o := range f.orders {
		if o.status != "cancelled" && o.tiers != 0 {
			buy(o.tiers, f.day(o.placed))
		}
	}
	var fresh int64
	for m := range inPeriod {
		if p.has(first[m]) {
			fresh++
		}
	}
	card("customers", "/coop/clients", map[string]any{"total": int64(len(inPeriod)), "new": fresh, "returning": int64(len(inPeriod)) - fresh})

	// Accounts created.
	created, prevCreated := newCounter(p), newCounter(prev)
	for _, u := range f.users {
		created.add(f.day(u.created), 1)
		prevCreated.add(f.day(u.created), 1)
	}
	card("subscribers", "/apps/user/list", map[string]any{"total": created.total(), "change": pct(created.total(), prevCreated.total()), "series": series("subscribers", created.data)})

	// Contact messages sent in the period.
	lo, hi := f.midnight(p.from, 0), f.midnight(p.to, 24*time.Hour)
	var sent, answered int64
	var waited time.Duration
	contactBy := map[string]int64{}
	for _, c := range f.contacts {
		if c.created.Before(lo) || !c.created.Before(hi) {
			continue
		}
		sent++
		contactBy[c.status]++
		if c.reply != nil {
			answered++
			waited += c.reply.Sub(c.created)
		}
	}
	var mean, share any
	if answered > 0 {
		mean = r1(waited.Minutes() / float64(answered))
	}
	if sent > 0 {
		share = r1(float64(answered) / float64(sent) * 100)
	}
	card("support-tracker", "/coop/contact", map[string]any{"total": sent, "new": contactBy["new"], "open": contactBy["in_progress"],
		"closed": contactBy["closed"], "firstReplyMinutes": mean, "answeredPercent": share})

	// Activity: per day, the visits, the distinct sessions (under the device of their first event that day) and users.
	type dayActivity struct {
		visits   int64
		sessions map[string]string
		users    map[int64]bool
	}
	days := map[string]*dayActivity{}
	evs := slices.Clone(f.events)
	sort.SliceStable(evs, func(i, j int) bool { return evs[i].at.Before(evs[j].at) })
	routeVisits := map[string]int64{}
	for _, e := range evs {
		day := f.day(e.at)
		a := days[day]
		if a == nil {
			a = &dayActivity{sessions: map[string]string{}, users: map[int64]bool{}}
			days[day] = a
		}
		if e.kind == "visit" {
			a.visits++
			if p.has(day) {
				routeVisits[e.route]++
			}
		}
		if _, ok := a.sessions[e.session]; !ok {
			a.sessions[e.session] = e.device
		}
		a.users[e.user] = true
	}
	visits, sessions, prevVisits, prevSessions := newCounter(p), newCounter(p), newCounter(prev), newCounter(prev)
	activeDaily := newCounter(p)
	byDevice := map[string]int64{}
	periodUsers, prevUsers := map[int64]bool{}, map[int64]bool{}
	bucketUsers := make([]map[int64]bool, len(labels))
	for i := range bucketUsers {
		bucketUsers[i] = map[int64]bool{}
	}
	for day, a := range days {
		visits.add(day, a.visits)
		prevVisits.add(day, a.visits)
		sessions.add(day, int64(len(a.sessions)))
		prevSessions.add(day, int64(len(a.sessions)))
		activeDaily.add(day, int64(len(a.users)))
		for u := range a.users {
			if p.has(day) {
				periodUsers[u] = true
				bucketUsers[p.bucket(day)][u] = true
			}
			if prev.has(day) {
				prevUsers[u] = true
			}
		}
		if p.has(day) {
			for _, device := range a.sessions {
				byDevice[device]++
			}
		}
	}
	card("avg-sessions", "/dashboard/analytics/activity", map[string]any{"total": sessions.total(), "change": pct(sessions.total(), prevSessions.total()),
		"average": r1(float64(sessions.total()) / float64(p.days())), "series": series("sessions", sessions.data)})
	type rv struct {
		route  string
		visits int64
	}
	var top []rv
	for r, n := range routeVisits {
		top = append(top, rv{r, n})
	}
	sort.Slice(top, func(i, j int) bool {
		return top[i].visits > top[j].visits || top[i].visits == top[j].visits && top[i].route < top[j].route
	})
	topRoutes := []any{}
	for _, r := range top[:min(5, len(top))] {
		topRoutes = append(topRoutes, map[string]any{"route": r.route, "visits": r.visits})
	}
	card("site-traffic", "/dashboard/analytics/activity", map[string]any{"total": visits.total(), "change": pct(visits.total(), prevVisits.total()),
		"series": series("visits", visits.data), "topRoutes": topRoutes})
	var deviceTotal int64
	for _, n := range byDevice {
		deviceTotal += n
	}
	var devices []any
	for _, d := range []string{"desktop", "mobile", "tablet"} {
		share := 0.0
		if deviceTotal > 0 {
			share = r1(float64(byDevice[d]) / float64(deviceTotal) * 100)
		}
		devices = append(devices, map[string]any{"device": d, "sessions": byDevice[d], "percent": share})
	}
	card("sessions-device", "/dashboard/analytics/activity", map[string]any{"total": deviceTotal, "devices": devices})
	active := make([]int64, len(labels))
	for i, us := range bucketUsers {
		active[i] = int64(len(us))
	}
	card("active-users", "/dashboard/analytics/activity", map[string]any{"total": int64(len(periodUsers)),
		"change": pct(int64(len(periodUsers)), int64(len(prevUsers))), "averageDaily": r1(float64(activeDaily.total()) / float64(p.days())),
		"series": series("active", active)})
	return out
}

// normalize turns expected values into what decoding their JSON gives.
func normalize(t *testing.T, v any) any {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// cardCalls are the calls of each card, by the key the dashboards give it.
var cardCalls = map[string]string{
	"support-tracker": "/card/card-analytics/support-tracker", "avg-sessions": "/card/card-analytics/avg-sessions",
	"revenue-report": "/card/card-analytics/revenue-report", "goal-overview": "/card/card-analytics/goal-overview",
	"revenue": "/card/card-analytics/revenue", "product-orders": "/card/card-analytics/product-orders",
	"sessions-device": "/card/card-analytics/sessions-device", "customers": "/card/card-analytics/customers",
	"orders-bar-chart": "/card/card-statistics/orders-bar-chart", "profit-line-chart": "/card/card-statistics/profit-line-chart",
	"subscribers": "/card/card-statistics/subscribers", "statistics-revenue": "/card/card-statistics/revenue",
	"sales": "/card/card-statistics/sales", "orders": "/card/card-statistics/orders", "site-traffic": "/card/card-statistics/site-traffic",
	"active-users": "/card/card-statistics/active-users",
}

// rollUp runs the job until a run that started after since has finished
// (the server's own job may hold the lease when it is asked).
func rollUp(t *testing.T, d *db.DB, since time.Time) {
	t.Helper()
	store := analytics.New(d)
	ctx := context.Background()
	deadline := time.Now().Add(20 * time.Second)
	for {
		if err := store.RollNow(ctx); err != nil {
			t.Fatalf("roll up: %v", err)
		}
		at, err := store.RolledAt(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !at.Before(since.Truncate(time.Millisecond)) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("no rollup finished after %v (last %v)", since, at)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// cardEnv starts a server on a database holding only the fixture, rolled up.
func cardEnv(t *testing.T, d *db.DB, daily, monthly cardPeriod) (*env, *cardFixture) {
	t.Helper()
	if analytics.Zone.String() != "Europe/Paris" {
		t.Fatalf("the cooperative's zone is %v", analytics.Zone)
	}
	f := writeCardFixture(t, d, daily, monthly)
	since := time.Now()
	e := start(t, d, nil) // the fixture's accounts are there: no demo data is loaded
	rollUp(t, d, since)
	return e, f
}

// cardPeriods are the periods the contract is checked over: 30 days (per
// day) and four months (per month), both well before today.
func cardPeriods() (cardPeriod, cardPeriod) {
	paris, _ := time.LoadLocation("Europe/Paris")
	today, _ := time.Parse(time.DateOnly, time.Now().In(paris).Format(time.DateOnly))
	daily := cardPeriod{dateOf(today.AddDate(0, 0, -160)), dateOf(today.AddDate(0, 0, -131)), "day"}
	m := today.AddDate(0, 0, -420)
	first := time.Date(m.Year(), m.Month(), 1, 0, 0, 0, 0, time.UTC)
	monthly := cardPeriod{dateOf(first), dateOf(first.AddDate(0, 4, -1)), "month"}
	return daily, monthly
}

func TestCardCallsContract(t *testing.T) {
	daily, monthly := cardPeriods()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e, f := cardEnv(t, d, daily, monthly)
		admin, _ := e.token(cardAccounts["admin"], cardPassword)
		manager, _ := e.token(cardAccounts["manager"], cardPassword)
		for _, p := range []cardPeriod{daily, monthly} {
			want := f.expectCards(p)
			if at(normalize(t, want), "orders.total") == float64(0) || at(normalize(t, want), "site-traffic.total") == float64(0) ||
				at(normalize(t, want), "support-tracker.total") == float64(0) || at(normalize(t, want), "customers.new") == float64(0) {
				t.Fatalf("the fixture leaves the period %v empty: %v", p, want)
			}
			for key, path := range cardCalls {
				t.Run(p.unit+"/"+key, func(t *testing.T) {
					token := admin
					if key == "customers" || key == "site-traffic" {
						token = manager // every staff role reads the dashboards
					}
					r := e.do(nil, "GET", path+p.query(), nil, bearerHeader(token))
					if r.status != 200 {
						t.Fatalf("%s: %d %s", path, r.status, r.body)
					}
					got := r.json(t)
					wantPeriod := map[string]any{"key": "custom", "from": p.from, "to": p.to, "unit": p.unit}
					if !reflect.DeepEqual(got["period"], normalize(t, wantPeriod)) {
						t.Errorf("period %v, want %v", got["period"], wantPeriod)
					}
					delete(got, "period")
					if w := normalize(t, want[key]); !reflect.DeepEqual(any(got), w) {
						gotJSON, _ := json.Marshal(got)
						wantJSON, _ := json.Marshal(w)
						t.Errorf("%s over %s..%s:\n got %s\nwant %s", path, p.from, p.to, gotJSON, wantJSON)
					}
				})
			}
		}
		// The newsletter: the blog has no subscribers.
		r := e.do(nil, "GET", "/card/card-statistics/newsletter"+daily.query(), nil, bearerHeader(admin))
		if r.status != 200 || at(r.json(t), "available") != false || at(r.json(t), "period.from") != daily.from {
			t.Errorf("newsletter: %d %s", r.status, r.body)
		}
		// A goal in the configuration: prorated to the days of the period in each month.
		if _, err := d.ExecContext(context.Background(), `INSERT INTO coop_settings (id, body, updated_at) VALUES (1, $1, $2)`,
			`{"analytics":{"goalCents":310000}}`, time.Now().UTC()); err != nil {
			t.Fatal(err)
		}
		if _, err := d.ExecContext(context.Background(), `UPDATE list_versions SET v = v + 1 WHERE name = 'coop_settings'`); err != nil {
			t.Fatal(err)
		}
		for _, p := range []cardPeriod{daily, monthly} {
			var goal float64
			a, _ := time.Parse(time.DateOnly, p.from)
			b, _ := time.Parse(time.DateOnly, p.to)
			for d := a; !d.After(b); d = d.AddDate(0, 0, 1) {
				inMonth := time.Date(d.Year(), d.Month()+1, 0, 0, 0, 0, 0, time.UTC).Day()
				goal += 310000 / float64(inMonth)
			}
			collected := at(normalize(t, f.expectCards(p)), "revenue.totalCents").(float64)
			r := e.do(nil, "GET", "/card/card-analytics/goal-overview"+p.query(), nil, bearerHeader(admin))
			m := r.json(t)
			if r.status != 200 || m["configured"] != true || m["goalCents"] != math.Round(goal) || m["collectedCents"] != collected ||
				m["percent"] != r1(collected/math.Round(goal)*100) {
				t.Errorf("goal over %v: want goal %v, collected %v: %s", p, math.Round(goal), collected, r.body)
			}
		}
	})
}

func bearerHeader(token string) map[string]string {
	return map[string]string{"Authorization": "Bearer " + token}
}

// The dashboards carry the same figures as the calls, for the period asked;
// a bad period shows the last 30 days and says what was wrong.
func TestDashboardPages(t *testing.T) {
	daily, monthly := cardPeriods()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e, f := cardEnv(t, d, daily, monthly)
		admin, _ := e.token(cardAccounts["admin"], cardPassword)
		browser, login := e.signIn(cardAccounts["manager"], cardPassword, false)
		if login.status >= 400 {
			t.Fatalf("sign in: %d %s", login.status, login.body)
		}
		pages := map[string][]string{
			"/dashboard/analytics": {"avg-sessions", "site-traffic", "active-users", "sessions-device", "support-tracker", "subscribers"},
			"/dashboard/ecommerce": {"revenue-report", "goal-overview", "revenue", "product-orders", "customers", "orders-bar-chart",
				"profit-line-chart", "sales", "statistics-revenue", "orders"},
		}
		components := map[string]string{"/dashboard/analytics": "Dashboard/Analytics", "/dashboard/ecommerce": "Dashboard/Ecommerce"}
		for path, keys := range pages {
			r := e.do(browser, "GET", path+monthly.query(), nil, e.inertia())
			if r.status != 200 {
				t.Fatalf("%s: %d %s", path, r.status, r.body)
			}
			p := page(t, r)
			props, _ := p["props"].(map[string]any)
			if p["component"] != components[path] || at(props, "period.from") != monthly.from || at(props, "period.unit") != "month" ||
				props["periodError"] != nil || props["rolledAt"] == nil || props["today"] != dateOf(time.Now().In(f.paris)) {
				t.Errorf("%s: %v %v", path, p["component"], props)
			}
			cards, _ := props["cards"].(map[string]any)
			if len(cards) != len(keys) {
				t.Errorf("%s: cards %v, want %v", path, mapKeys(cards), keys)
			}
			for _, key := range keys {
				call := e.do(nil, "GET", cardCalls[key]+monthly.query(), nil, bearerHeader(admin)).json(t)
				delete(call, "period")
				if !reflect.DeepEqual(cards[key], any(call)) {
					t.Errorf("%s card %s:\n page %v\n call %v", path, key, cards[key], call)
				}
			}
			// A partial reload, as the period picker does it.
			h := e.inertia()
			h["X-Inertia-Partial-Component"] = components[path]
			h["X-Inertia-Partial-Data"] = "cards,period,rolledAt,periodError"
			r = e.do(browser, "GET", path+"?period=7d", nil, h)
			props, _ = page(t, r)["props"].(map[string]any)
			if r.status != 200 || at(props, "period.key") != "7d" || props["cards"] == nil {
				t.Errorf("%s partial: %d %v", path, r.status, props)
			}
			// A bad period: the last 30 days, and the text of the field.
			for q, key := range map[string]string{"?period=century": "server.analyticsPeriodInvalid",
				"?period=custom&from=2020-01-01&to=2999-01-01": "server.analyticsPeriodTo", "?period=custom&to=2020-01-01": "server.analyticsPeriodFrom"} {
				r = e.do(browser, "GET", path+q, nil, e.inertia())
				props, _ = page(t, r)["props"].(map[string]any)
				if r.status != 200 || at(props, "period.key") != "30d" || props["periodError"] != key || props["cards"] == nil {
					t.Errorf("%s%s: %d %v", path, q, r.status, props)
				}
			}
		}
	})
}

func mapKeys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Clients and members read no figure: every call and both dashboards refuse
// them; a bad period is a 422 naming its field; an unknown card a 404.
func TestCardCallsRefused(t *testing.T) {
	daily, monthly := cardPeriods()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		e, _ := cardEnv(t, d, daily, monthly)
		paths := []string{"/dashboard/analytics", "/dashboard/ecommerce", "/card/card-statistics/newsletter"}
		for _, path := range cardCalls {
			paths = append(paths, path)
		}
		for _, who := range []string{"client", "member"} {
			token, _ := e.token(cardAccounts[who], cardPassword)
			browser, _ := e.signIn(cardAccounts[who], cardPassword, false)
			for _, path := range paths {
				if r := e.do(nil, "GET", path+daily.query(), nil, bearerHeader(token)); r.status != 403 {
					t.Errorf("%s GET %s: %d", who, path, r.status)
				}
				if r := e.do(browser, "GET", path, nil, e.inertia()); r.status != 403 {
					t.Errorf("%s visits %s: %d", who, path, r.status)
				}
			}
		}
		for _, path := range paths[:2] {
			if r := e.do(nil, "GET", path, nil, e.inertia()); r.status != 409 && (r.status < 300 || r.status >= 400) {
				t.Errorf("signed out %s: %d", path, r.status)
			}
		}
		if r := e.do(nil, "GET", "/card/card-analytics/revenue", nil, nil); r.status != 401 {
			t.Errorf("signed out call: %d", r.status)
		}
		admin, _ := e.token(cardAccounts["admin"], cardPassword)
		for q, want := range map[string][2]string{
			"?period=century":                                       {"period", "server.analyticsPeriodInvalid"},
			"?period=custom&to=" + daily.to:                         {"from", "server.analyticsPeriodFrom"},
			"?period=custom&from=" + daily.to + "&to=" + daily.from: {"from", "server.analyticsPeriodFrom"},
			"?period=custom&from=" + daily.from + "&to=2999-12-31":  {"to", "server.analyticsPeriodTo"},
			"?period=custom&from=2001-01-01&to=" + daily.to:         {"to", "server.analyticsPeriodTooLong"},
			"?period=custom&from=" + daily.from + "&to=tomorrow":    {"to", "server.analyticsPeriodTo"},
		} {
			for _, path := range []string{"/card/card-analytics/avg-sessions", "/card/card-statistics/sales", "/card/card-statistics/newsletter"} {
				r := e.do(nil, "GET", path+q, nil, bearerHeader(admin))
				if r.status != 422 || at(r.json(t), "error.field_keys."+want[0]+".key") != want[1] {
					t.Errorf("%s%s: %d %s, want 422 with %v", path, q, r.status, r.body, want)
				}
			}
		}
		for _, path := range []string{"/card/card-analytics/newsletter", "/card/card-statistics/goal-overview", "/card/card-analytics/nope"} {
			if r := e.do(nil, "GET", path, nil, bearerHeader(admin)); r.status != 404 || at(r.json(t), "error.key") != "server.analyticsCardNotFound" {
				t.Errorf("%s: %d %s", path, r.status, r.body)
			}
		}
	})
}
