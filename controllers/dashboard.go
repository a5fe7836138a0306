package controllers

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"partage/app/auth"
	"partage/app/cache"
	"partage/app/calendar"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/inertia"
	"partage/app/invoice"
	"partage/app/ledger"
	"partage/app/membership"
	"partage/app/money"
	"partage/app/registry"
	"partage/app/todo"
)

// The dashboard lists this many of the oldest movements waiting, of the
// day's tasks and of its events; the figures count them all.
const (
	dashboardWaiting = 5
	dashboardListed  = 5
	dashboardMonths  = 12
)

// Overview is the cooperative at a glance (the dashboard's "overview" prop,
// and GET / for API clients).
type Overview struct {
	Today               string               `json:"today"` // YYYY-MM-DD, the cooperative's date
	Members             map[string]int       `json:"members"`
	MemberStatuses      []string             `json:"memberStatuses"`
	ApplicationsPending int                  `json:"applicationsPending"`
	Capital             CapitalOverview      `json:"capital"`
	Movements           money.WaitingSummary `json:"movements"`
	CanApprove          bool                 `json:"canApprove"` // the viewer may approve money
	Flows               money.MonthFlows     `json:"flows"`
	Contact             ContactOverview      `json:"contact"`
	InvoicesPastDue     invoice.Overdue      `json:"invoicesPastDue"`
	Tasks               todo.DueSummary      `json:"tasks"`
	Events              calendar.DaySummary  `json:"events"`
	Took                float64              `json:"tookMs"` // how long the server took to read it
}

// CapitalOverview is the capital now by category, and at the end of each of
// the last twelve months (oldest first).
type CapitalOverview struct {
	TotalCents int64                `json:"totalCents"`
	Categories []ledger.CategoryNow `json:"categories"`
	Months     []CapitalMonth       `json:"months"`
}

// CapitalMonth is the capital at the end of a month, in all and by category.
type CapitalMonth struct {
	Month      string           `json:"month"` // YYYY-MM
	TotalCents int64            `json:"totalCents"`
	ByCategory map[string]int64 `json:"byCategory"`
}

// ContactOverview is the contact messages still open.
type ContactOverview struct {
	New        int `json:"new"`
	InProgress int `json:"inProgress"`
}

// home is the staff's dashboard: the cooperative at a glance, with the
// accounts' counts and the welcome of a first sign-in.
func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	u := auth.UserFrom(r.Context())
	overview, err := s.overview(r.Context(), u)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	byRole, err := s.Auth.Store().CountUsersByRole(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	total := 0
	for _, n := range byRole {
		total += n
	}
	stats := map[string]int{"users": total, "admins": byRole[auth.RoleAdmin], "clients": byRole[auth.RoleClient]}
	// A new account is welcomed, one that signed in before welcomed back.
	signIns, err := s.Users.SignIns(r.Context(), u.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.render(w, r, "Dashboard/Home", inertia.Props{"overview": overview, "stats": stats, "firstSignIn": signIns <= 1})
}

// paris is the cooperative's time zone: its "today" and its month.
var paris = func() *time.Location {
	if loc, err := time.LoadLocation("Europe/Paris"); err == nil {
		return loc
	}
	return time.UTC
}()

// overview reads the figures: each a count or a sum over an index, and what
// changes only on writes (capital, the month's flows, the invoices past due)
// kept under its lists' versions.
func (s *Server) overview(ctx context.Context, u *auth.User) (Overview, error) {
	start := time.Now()
	today := s.Invoices.Today()
	month := today[:7]
	o := Overview{Today: today, MemberStatuses: membership.Statuses, CanApprove: auth.Can(auth.RulesOf(u), "manage", auth.SubjectMoney)}
	var err error
	if o.Members, err = s.Members.Counts(ctx); err != nil {
		return o, err
	}
	if o.ApplicationsPending, err = s.Members.PendingCount(ctx); err != nil {
		return o, err
	}
	if o.Contact.New, o.Contact.InProgress, err = s.Contact.OpenCounts(ctx); err != nil {
		return o, err
	}
	if o.Capital, err = keep(ctx, s, "capital|"+month, []string{"ledger", coopconfig.VersionName}, func() (CapitalOverview, error) {
		return s.capitalOverview(ctx, today)
	}); err != nil {
		return o, err
	}
	if err := s.moneyOverview(ctx, &o, u, month); err != nil {
		return o, err
	}
	if o.InvoicesPastDue, err = keep(ctx, s, "pastdue|"+today, []string{db.InvoicesList}, func() (invoice.Overdue, error) {
		return s.Invoices.PastDueOverview(ctx, today)
	}); err != nil {
		return o, err
	}
	if o.Tasks, err = s.Todo.DueToday(ctx, u.ID, today, dashboardListed); err != nil {
		return o, err
	}
	if o.Events, err = s.Calendar.OnDay(ctx, u.ID, today, paris, dashboardListed); err != nil {
		return o, err
	}
	o.Took = float64(time.Since(start).Microseconds()) / 1000
	return o, nil
}

// moneyOverview fills the movements waiting (with Approve for who may; kept
// until a movement or a tiers, whose name they show, changes) and the
// month's deposits and withdrawals.
func (s *Server) moneyOverview(ctx context.Context, o *Overview, u *auth.User, month string) error {
	waiting, err := keep(ctx, s, "waiting", []string{"money", registry.TiersList}, func() (money.WaitingSummary, error) {
		return s.Money.WaitingOverview(ctx, dashboardWaiting)
	})
	if err != nil {
		return err
	}
	if o.CanApprove {
		if waiting.Oldest, err = s.Money.MarkWaiting(ctx, waiting.Oldest, u.ID); err != nil {
			return err
		}
	}
	o.Movements = waiting
	o.Flows, err = keep(ctx, s, "flows|"+month, []string{"money"}, func() (money.MonthFlows, error) {
		return s.Money.FlowsOf(ctx, month)
	})
	return err
}

// capitalOverview is the capital now by category and its last twelve months.
func (s *Server) capitalOverview(ctx context.Context, today string) (CapitalOverview, error) {
	out := CapitalOverview{Months: []CapitalMonth{}}
	var err error
	if out.Categories, err = s.Ledger.CapitalNow(ctx); err != nil {
		return out, err
	}
	for _, c := range out.Categories {
		out.TotalCents += c.CapitalCents
	}
	until, err := time.Parse(time.DateOnly, today)
	if err != nil {
		return out, fmt.Errorf("dashboard: today %q: %w", today, err)
	}
	totals, err := s.Ledger.CapitalByMonth(ctx, dashboardMonths, until)
	if err != nil {
		return out, err
	}
	for _, t := range totals {
		if n := len(out.Months); n == 0 || out.Months[n-1].Month != t.Month {
			out.Months = append(out.Months, CapitalMonth{Month: t.Month, ByCategory: map[string]int64{}})
		}
		m := &out.Months[len(out.Months)-1]
		m.ByCategory[t.Category] += t.CapitalCents
		m.TotalCents += t.CapitalCents
	}
	return out, nil
}

// dashboardKept holds each server's kept figures (one per instance; tests
// run several servers in one process, on databases whose versions may meet).
var dashboardKept sync.Map // *Server → *cache.Versioned[any]

// keep returns the figure kept under key while the versions of lists have
// not moved, else reads it and keeps it. The versions are read first, so
// what is kept is at least as new as the versions it is kept under.
func keep[T any](ctx context.Context, s *Server, key string, lists []string, read func() (T, error)) (T, error) {
	var zero T
	versions := make([]string, len(lists))
	for i, l := range lists {
		v, err := s.DB.Version(ctx, l)
		if err != nil {
			return zero, err
		}
		versions[i] = fmt.Sprint(v)
	}
	c, _ := dashboardKept.LoadOrStore(s, cache.New[any](32))
	kept := c.(*cache.Versioned[any])
	full := key + "@" + strings.Join(versions, ".")
	if v, ok := kept.Get(full, 0); ok {
		return v.(T), nil
	}
	v, err := read()
	if err != nil {
		return zero, err
	}
	kept.Put(full, 0, v)
	return v, nil
}
