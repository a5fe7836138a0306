package controllers

import (
	"context"
	"math"
	"net/http"
	"net/url"
	"time"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/analytics"
	"partage/app/inertia"
)

// cardRoutes are spec §7's card calls and the two dashboards that draw them,
// for staff only. Every figure is read from the rolled-up rows
// (analytics.Store), never from the invoices, orders or visits themselves;
// the support tracker alone counts the contact messages, a small table.
func (s *Server) cardRoutes(r *mux.Router) {
	dashboard := can("read", "Dashboard")
	s.api(r, "GET", "/card/card-analytics/{name}", dashboard, s.cardCall(analyticsCards))
	s.api(r, "GET", "/card/card-statistics/{name}", dashboard, s.cardCall(statisticsCards))
	s.page(r, "GET", "/dashboard/analytics", dashboard, s.dashboardPage("Dashboard/Analytics", analyticsPage))
	s.page(r, "GET", "/dashboard/ecommerce", dashboard, s.dashboardPage("Dashboard/Ecommerce", ecommercePage))
}

// card computes one card's answer (without its period) for the reader's period.
type card func(c *cardReader) (map[string]any, error)

// The cards of each call, by the name in its path.
var (
	analyticsCards = map[string]card{
		"support-tracker": supportTracker,
		"avg-sessions":    avgSessions,
		"revenue-report":  revenueReport,
		"goal-overview":   goalOverview,
		"revenue":         revenueBySource,
		"product-orders":  productOrders,
		"sessions-device": sessionsDevice,
		"customers":       customersCard,
	}
	statisticsCards = map[string]card{
		"orders-bar-chart":  ordersCard,
		"profit-line-chart": profitLine,
		"subscribers":       subscribers,
		"revenue":           invoicedCard,
		"sales":             salesCard,
		"orders":            ordersCard,
		"site-traffic":      siteTraffic,
		"active-users":      activeUsers,
		"newsletter":        newsletter,
	}
)

// pageCard is a card of a dashboard under its key in props.cards.
type pageCard struct {
	key  string
	card card
}

// The cards each dashboard draws, in the order they are computed.
var (
	analyticsPage = []pageCard{{"avg-sessions", avgSessions}, {"site-traffic", siteTraffic}, {"active-users", activeUsers},
		{"sessions-device", sessionsDevice}, {"support-tracker", supportTracker}, {"subscribers", subscribers}}
	ecommercePage = []pageCard{{"revenue-report", revenueReport}, {"goal-overview", goalOverview}, {"revenue", revenueBySource},
		{"product-orders", productOrders}, {"customers", customersCard}, {"orders-bar-chart", ordersCard}, {"profit-line-chart", profitLine},
		{"sales", salesCard}, {"statistics-revenue", invoicedCard}, {"orders", ordersCard}}
)

// errCardNotFound answers a card name no call has.
var errCardNotFound = app.E(app.ENOTFOUND, "analyticsCardNotFound", nil)

// cardCall answers GET /card/card-…/{name}?period=&from=&to=: {period,
// labels, href, …the card's figures}. A bad period is a 422 naming its field.
func (s *Server) cardCall(cards map[string]card) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		fn, ok := cards[mux.Vars(r)["name"]]
		if !ok {
			s.fail(w, r, errCardNotFound)
			return
		}
		p, err := analytics.ParsePeriod(r.URL.Query(), s.Analytics.Today())
		if app.ErrorCode(err) == app.EINVALID {
			writeJSON(w, http.StatusUnprocessableEntity, errorBody(err))
			return
		} else if err != nil {
			s.fail(w, r, err)
			return
		}
		out, err := fn(s.cardReader(r.Context(), p))
		if err != nil {
			s.fail(w, r, err)
			return
		}
		out["period"] = p
		writeJSON(w, http.StatusOK, out)
	}
}

// dashboardPage shows a dashboard: {period, today, rolledAt, cards,
// periodError}. A bad period shows the last 30 days, with periodError the
// text of what was wrong (a server text, "server.key" or "server.key
// {params}"); periodError is null otherwise, so that a partial reload
// after a bad period clears it.
func (s *Server) dashboardPage(component string, cards []pageCard) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		today := s.Analytics.Today()
		var periodError any
		p, err := analytics.ParsePeriod(r.URL.Query(), today)
		if app.ErrorCode(err) == app.EINVALID {
			periodError = periodErrorText(err)
			p, err = analytics.ParsePeriod(url.Values{}, today)
		}
		if err != nil {
			s.fail(w, r, err)
			return
		}
		c := s.cardReader(ctx, p)
		out := make(map[string]any, len(cards))
		for _, pc := range cards {
			v, err := pc.card(c)
			if err != nil {
				s.fail(w, r, err)
				return
			}
			out[pc.key] = v
		}
		var rolledAt any
		if at, err := s.Analytics.RolledAt(ctx); err != nil {
			s.fail(w, r, err)
			return
		} else if !at.IsZero() {
			rolledAt = at.UTC().Format(time.RFC3339)
		}
		s.render(w, r, component, inertia.Props{"period": p, "today": today, "rolledAt": rolledAt, "cards": out, "periodError": periodError})
	}
}

// periodErrorText is the text of a refused period: its first field's, in
// the order the picker shows them, else the error's own.
func periodErrorText(err error) string {
	fields := app.ErrorFieldTexts(err)
	for _, f := range []string{"period", "from", "to"} {
		if t, ok := fields[f]; ok {
			return t.Encoded()
		}
	}
	for _, t := range fields {
		return t.Encoded()
	}
	return app.ErrorText(err).Encoded()
}

// cardReader reads the rolled-up figures of one request's period, each
// series and total once however many cards draw it.
type cardReader struct {
	s      *Server
	ctx    context.Context
	p      analytics.Period
	prev   analytics.Period
	series map[string][]int64
	totals map[string]int64 // of the previous period
	dims   map[string]map[string]int64
}

func (s *Server) cardReader(ctx context.Context, p analytics.Period) *cardReader {
	return &cardReader{s: s, ctx: ctx, p: p, prev: p.Previous(), series: map[string][]int64{},
		totals: map[string]int64{}, dims: map[string]map[string]int64{}}
}

// seriesOf is metric (of dim) per bucket of the period.
func (c *cardReader) seriesOf(metric, dim string) ([]int64, error) {
	key := metric + "\x00" + dim
	if v, ok := c.series[key]; ok {
		return v, nil
	}
	v, err := c.s.Analytics.Series(c.ctx, metric, dim, c.p)
	if err != nil {
		return nil, err
	}
	if v == nil {
		v = []int64{}
	}
	c.series[key] = v
	return v, nil
}

// previousTotal is metric (of dim) over the period just before.
func (c *cardReader) previousTotal(metric, dim string) (int64, error) {
	key := metric + "\x00" + dim
	if v, ok := c.totals[key]; ok {
		return v, nil
	}
	v, err := c.s.Analytics.Total(c.ctx, metric, dim, c.prev)
	if err != nil {
		return 0, err
	}
	c.totals[key] = v
	return v, nil
}

// byDim is metric over the period per dim.
func (c *cardReader) byDim(metric string) (map[string]int64, error) {
	if v, ok := c.dims[metric]; ok {
		return v, nil
	}
	v, err := c.s.Analytics.ByDim(c.ctx, metric, c.p)
	if err != nil {
		return nil, err
	}
	if v == nil {
		v = map[string]int64{}
	}
	c.dims[metric] = v
	return v, nil
}

// trend is a metric's series over the period, its total and its change
// against the period before.
type trend struct {
	data   []int64
	total  int64
	change any
}

func (c *cardReader) trend(metric string) (trend, error) {
	data, err := c.seriesOf(metric, "")
	if err != nil {
		return trend{}, err
	}
	prev, err := c.previousTotal(metric, "")
	if err != nil {
		return trend{}, err
	}
	t := trend{data: data, total: sum(data)}
	t.change = change(t.total, prev)
	return t, nil
}

// days is the number of days of the period.
func (c *cardReader) days() int64 { return int64(max(c.p.Days(), 1)) }

func sum(v []int64) int64 {
	var t int64
	for _, x := range v {
		t += x
	}
	return t
}

// round1 rounds to one decimal.
func round1(x float64) float64 { return math.Round(x*10) / 10 }

// change is cur against prev in percent, one decimal; nil when prev is 0.
func change(cur, prev int64) any {
	if prev == 0 {
		return nil
	}
	return round1(float64(cur-prev) / float64(prev) * 100)
}

// percentOf is part of whole in percent, one decimal; nil when whole is 0.
func percentOf(part, whole int64) any {
	if whole == 0 {
		return nil
	}
	return round1(float64(part) / float64(whole) * 100)
}

// named is one series of a chart.
type named struct {
	Name string  `json:"name"`
	Data []int64 `json:"data"`
}

// Where each card's figures can be read one by one.
const (
	hrefActivity = "/dashboard/analytics/activity"
	hrefContact  = "/coop/contact"
	hrefInvoices = "/apps/invoice/list"
	hrefOrders   = "/apps/ecommerce/manage/orders"
	hrefUsers    = "/apps/user/list"
	hrefClients  = "/coop/clients"
	hrefSettings = "/coop/configuration"
)

// base is what every answer carries: the labels of the buckets and the list behind the card.
func (c *cardReader) base(href string) map[string]any {
	labels := c.p.Buckets()
	if labels == nil {
		labels = []string{}
	}
	return map[string]any{"labels": labels, "href": href}
}

// oneSeries is a card of one series: {total (or totalCents), change, series:[name]}.
func (c *cardReader) oneSeries(metric, name, totalKey, href string) (map[string]any, error) {
	t, err := c.trend(metric)
	if err != nil {
		return nil, err
	}
	out := c.base(href)
	out[totalKey], out["change"], out["series"] = t.total, t.change, []named{{name, t.data}}
	return out, nil
}
