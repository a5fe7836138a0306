package controllers

import (
	"cmp"
	"math"
	"slices"
	"time"

	"partage/app/analytics"
	"partage/app/contact"
	"partage/app/shop"
)

// The figures of each card, read by a cardReader (analytics_cards.go) over
// the period asked.

// supportTracker: the contact messages sent in the period, by status now,
// the mean time to the first reply of those answered, and the share answered.
func supportTracker(c *cardReader) (map[string]any, error) {
	sup, err := c.s.Analytics.Support(c.ctx, c.p)
	if err != nil {
		return nil, err
	}
	var mean any
	if sup.Replied > 0 {
		mean = round1(sup.Waited.Minutes() / float64(sup.Replied))
	}
	out := c.base(hrefContact)
	out["total"], out["new"], out["open"], out["closed"] = sup.Total, sup.ByStatus[contact.StatusNew], sup.ByStatus[contact.StatusInProgress], sup.ByStatus[contact.StatusClosed]
	out["firstReplyMinutes"], out["answeredPercent"] = mean, percentOf(sup.Replied, sup.Total)
	return out, nil
}

// avgSessions: the sessions of each bucket, their total and their mean per day.
func avgSessions(c *cardReader) (map[string]any, error) {
	out, err := c.oneSeries(analytics.MetricSessions, "sessions", "total", hrefActivity)
	if err != nil {
		return nil, err
	}
	out["average"] = round1(float64(out["total"].(int64)) / float64(c.days()))
	return out, nil
}

// revenueReport: invoiced (issued) and collected (paid) per bucket, in cents.
func revenueReport(c *cardReader) (map[string]any, error) {
	invoiced, err := c.seriesOf(analytics.MetricInvoicedCents, "")
	if err != nil {
		return nil, err
	}
	collected, err := c.seriesOf(analytics.MetricCollectedCents, "")
	if err != nil {
		return nil, err
	}
	out := c.base(hrefInvoices)
	out["series"] = []named{{"invoiced", invoiced}, {"collected", collected}}
	out["totals"] = map[string]int64{"invoiced": sum(invoiced), "collected": sum(collected)}
	return out, nil
}

// goalOverview: what was collected in the period against the monthly goal of
// the configuration, prorated to the days of the period in each month.
func goalOverview(c *cardReader) (map[string]any, error) {
	settings, err := c.s.Settings.Get(c.ctx)
	if err != nil {
		return nil, err
	}
	monthly := max(settings.Analytics.GoalCents, 0)
	collected, err := c.seriesOf(analytics.MetricCollectedCents, "")
	if err != nil {
		return nil, err
	}
	goal := proratedGoal(monthly, c.p)
	out := c.base(hrefSettings)
	out["configured"], out["goalCents"], out["collectedCents"], out["percent"] = monthly > 0, goal, sum(collected), percentOf(sum(collected), goal)
	return out, nil
}

// proratedGoal is monthly over p: for each month p touches, the share of its
// days p covers.
func proratedGoal(monthly int64, p analytics.Period) int64 {
	from, err1 := time.Parse(time.DateOnly, p.From)
	to, err2 := time.Parse(time.DateOnly, p.To)
	if monthly <= 0 || err1 != nil || err2 != nil {
		return 0
	}
	var goal float64
	for day := from; !day.After(to); {
		first := time.Date(day.Year(), day.Month(), 1, 0, 0, 0, 0, time.UTC)
		next := first.AddDate(0, 1, 0)
		last := next.AddDate(0, 0, -1)
		if last.After(to) {
			last = to
		}
		inMonth := next.Sub(first).Hours() / 24
		covered := last.Sub(day).Hours()/24 + 1
		goal += float64(monthly) * covered / inMonth
		day = next
	}
	return int64(math.Round(goal))
}

// revenueBySource: the money collected per bucket, from the invoices and from
// the shop, in cents.
func revenueBySource(c *cardReader) (map[string]any, error) {
	invoices, err := c.seriesOf(analytics.MetricCollectedSource, analytics.SourceInvoice)
	if err != nil {
		return nil, err
	}
	shopped, err := c.seriesOf(analytics.MetricCollectedSource, analytics.SourceShop)
	if err != nil {
		return nil, err
	}
	t, err := c.trend(analytics.MetricCollectedCents)
	if err != nil {
		return nil, err
	}
	out := c.base(hrefInvoices)
	out["totalCents"], out["change"] = t.total, t.change
	out["series"] = []named{{"invoices", invoices}, {"shop", shopped}}
	return out, nil
}

// productOrders: the shop's orders placed in the period, by their status now
// (every status, zeros kept).
func productOrders(c *cardReader) (map[string]any, error) {
	counts, err := c.byDim(analytics.MetricOrdersStatus)
	if err != nil {
		return nil, err
	}
	byStatus := make(map[string]int64, len(shop.Statuses))
	var total int64
	for _, st := range shop.Statuses {
		byStatus[st] = counts[st]
	}
	for _, n := range counts {
		total += n
	}
	out := c.base(hrefOrders)
	out["total"], out["byStatus"] = total, byStatus
	return out, nil
}

// sessionsDevice: the sessions of the period by device, with their shares.
func sessionsDevice(c *cardReader) (map[string]any, error) {
	counts, err := c.byDim(analytics.MetricSessionsDevice)
	if err != nil {
		return nil, err
	}
	var total int64
	for _, d := range analytics.Devices {
		total += counts[d]
	}
	list := make([]map[string]any, len(analytics.Devices))
	for i, d := range analytics.Devices {
		share := 0.0
		if total > 0 {
			share = round1(float64(counts[d]) / float64(total) * 100)
		}
		list[i] = map[string]any{"device": d, "sessions": counts[d], "percent": share}
	}
	out := c.base(hrefActivity)
	out["total"], out["devices"] = total, list
	return out, nil
}

// customersCard: the customers who bought in the period, those whose first
// purchase it was, and the others.
func customersCard(c *cardReader) (map[string]any, error) {
	total, err := c.s.Analytics.Distinct(c.ctx, analytics.SetCustomers, c.p)
	if err != nil {
		return nil, err
	}
	fresh, err := c.seriesOf(analytics.MetricCustomersNew, "")
	if err != nil {
		return nil, err
	}
	out := c.base(hrefClients)
	out["total"], out["new"], out["returning"] = total, sum(fresh), total-sum(fresh)
	return out, nil
}

// ordersCard: the shop's orders placed per bucket.
func ordersCard(c *cardReader) (map[string]any, error) {
	return c.oneSeries(analytics.MetricOrders, "orders", "total", hrefOrders)
}

// profitLine: the money collected less the money given back, per bucket, in
// cents (the product knows no costs: it is net collected, not a profit).
func profitLine(c *cardReader) (map[string]any, error) {
	collected, err := c.trend(analytics.MetricCollectedCents)
	if err != nil {
		return nil, err
	}
	refunded, err := c.trend(analytics.MetricRefundedCents)
	if err != nil {
		return nil, err
	}
	net := make([]int64, len(collected.data))
	for i := range net {
		net[i] = collected.data[i]
		if i < len(refunded.data) {
			net[i] -= refunded.data[i]
		}
	}
	prevCollected, err := c.previousTotal(analytics.MetricCollectedCents, "")
	if err != nil {
		return nil, err
	}
	prevRefunded, err := c.previousTotal(analytics.MetricRefundedCents, "")
	if err != nil {
		return nil, err
	}
	out := c.base(hrefInvoices)
	out["totalCents"], out["change"] = sum(net), change(sum(net), prevCollected-prevRefunded)
	out["series"] = []named{{"net", net}}
	return out, nil
}

// subscribers: the user accounts created per bucket.
func subscribers(c *cardReader) (map[string]any, error) {
	return c.oneSeries(analytics.MetricUsersNew, "subscribers", "total", hrefUsers)
}

// invoicedCard: the invoices' totals issued per bucket, in cents.
func invoicedCard(c *cardReader) (map[string]any, error) {
	return c.oneSeries(analytics.MetricInvoicedCents, "invoiced", "totalCents", hrefInvoices)
}

// salesCard: the shop's sales (orders not cancelled) per bucket, in cents, and their number.
func salesCard(c *cardReader) (map[string]any, error) {
	out, err := c.oneSeries(analytics.MetricSalesCents, "sales", "totalCents", hrefOrders)
	if err != nil {
		return nil, err
	}
	count, err := c.seriesOf(analytics.MetricSales, "")
	if err != nil {
		return nil, err
	}
	out["count"] = sum(count)
	return out, nil
}

// siteTraffic: the pages visited per bucket and the five routes visited most.
func siteTraffic(c *cardReader) (map[string]any, error) {
	out, err := c.oneSeries(analytics.MetricVisits, "visits", "total", hrefActivity)
	if err != nil {
		return nil, err
	}
	routes, err := c.byDim(analytics.MetricVisitsRoute)
	if err != nil {
		return nil, err
	}
	type routeVisits struct {
		Route  string `json:"route"`
		Visits int64  `json:"visits"`
	}
	top := make([]routeVisits, 0, len(routes))
	for route, n := range routes {
		if n > 0 {
			top = append(top, routeVisits{route, n})
		}
	}
	slices.SortFunc(top, func(a, b routeVisits) int {
		return cmp.Or(cmp.Compare(b.Visits, a.Visits), cmp.Compare(a.Route, b.Route))
	})
	out["topRoutes"] = top[:min(5, len(top))]
	return out, nil
}

// activeUsers: the distinct users active in the period and in each bucket,
// and the mean of the days' active users.
func activeUsers(c *cardReader) (map[string]any, error) {
	total, err := c.s.Analytics.Distinct(c.ctx, analytics.SetUsers, c.p)
	if err != nil {
		return nil, err
	}
	prev, err := c.s.Analytics.Distinct(c.ctx, analytics.SetUsers, c.prev)
	if err != nil {
		return nil, err
	}
	data, err := c.s.Analytics.DistinctSeries(c.ctx, analytics.SetUsers, c.p)
	if err != nil {
		return nil, err
	}
	if data == nil {
		data = []int64{}
	}
	daily, err := c.seriesOf(analytics.MetricActiveUsers, "")
	if err != nil {
		return nil, err
	}
	out := c.base(hrefActivity)
	out["total"], out["change"], out["averageDaily"] = total, change(total, prev), round1(float64(sum(daily))/float64(c.days()))
	out["series"] = []named{{"active", data}}
	return out, nil
}

// newsletter: the blog has no subscribers, so there is nothing to count;
// the dashboard leaves the card out.
func newsletter(*cardReader) (map[string]any, error) {
	return map[string]any{"available": false}, nil
}
