package seed

import (
	"context"
	"database/sql"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"partage/app/analytics"
	"partage/app/auth"
	"partage/app/config"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/menu"
)

// demoActivityDays is how far back the demo's activity goes.
const demoActivityDays = 90

// activityPerson is how a seeded user uses the product: on how many
// weekdays and weekend days out of a hundred they come, how many sessions
// such a day and how many pages a session.
type activityPerson struct {
	weekday, weekend int // chance of coming, in percent
	sessions, pages  int // at most, per day and per session
}

// demoPeople are the demo accounts' habits; the other seeded users come now and then.
var demoPeople = map[string]activityPerson{
	"admin@demo.com":      {weekday: 92, weekend: 25, sessions: 4, pages: 14},
	"manager@demo.com":    {weekday: 85, weekend: 10, sessions: 3, pages: 12},
	"accountant@demo.com": {weekday: 80, weekend: 5, sessions: 3, pages: 10},
	"viewer@demo.com":     {weekday: 45, weekend: 5, sessions: 2, pages: 8},
	"member@demo.com":     {weekday: 30, weekend: 35, sessions: 2, pages: 7},
	"client@demo.com":     {weekday: 20, weekend: 25, sessions: 1, pages: 6},
}

var occasional = activityPerson{weekday: 18, weekend: 8, sessions: 2, pages: 6}

// demoOthers is how many other seeded users have activity too.
const demoOthers = 14

// activityUser is a seeded user with the routes they may visit.
type activityUser struct {
	id     int64
	person activityPerson
	routes []string
}

// demoActivity seeds ninety days of sign-ins and visits of the demo
// accounts and of some other seeded users: more on weekdays than at the
// weekend, a few sessions on the days they come, each from one device
// (about 65 % desktops, 28 % phones, 7 % tablets) through the pages of the
// menu their role may open, the same every time (a fixed random seed);
// then rolls them up with the figures of everything seeded before.
func demoActivity(ctx context.Context, d *db.DB) error {
	people, err := activityUsers(ctx, d)
	if err != nil {
		return err
	}
	r := rand.New(rand.NewPCG(2026, 19))
	now := time.Now()
	today := analytics.DayIn(now)
	first := dayIn(today, -(demoActivityDays - 1))
	w := newEventWriter(ctx, d)
	for day := first; day <= today; day = dayIn(day, 1) {
		weekend := isWeekend(day)
		for _, u := range people {
			chance := u.person.weekday
			if weekend {
				chance = u.person.weekend
			}
			if r.IntN(100) >= chance {
				continue
			}
			for range 1 + r.IntN(u.person.sessions) {
				start := sessionStart(r, day, weekend)
				if err := w.session(r, u, start, 1+r.IntN(u.person.pages), r.IntN(2) == 0, now); err != nil {
					return err
				}
			}
		}
	}
	if err := w.flush(); err != nil {
		return err
	}
	return rollUp(ctx, d)
}

// activityUsers are the demo accounts and the first other active seeded users.
func activityUsers(ctx context.Context, d *db.DB) ([]activityUser, error) {
	rows, err := d.QueryContext(ctx, `SELECT id, email, role FROM users WHERE status = 'active' ORDER BY id LIMIT 200`)
	if err != nil {
		return nil, fmt.Errorf("seed: activity: users: %w", err)
	}
	type row struct {
		id          int64
		email, role string
	}
	var all []row
	for rows.Next() {
		var u row
		if err := rows.Scan(&u.id, &u.email, &u.role); err != nil {
			rows.Close()
			return nil, fmt.Errorf("seed: activity: users: %w", err)
		}
		all = append(all, u)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("seed: activity: users: %w", err)
	}
	var out []activityUser
	others := 0
	for _, u := range all {
		person, demo := demoPeople[u.email]
		if !demo {
			if others == demoOthers {
				continue
			}
			others++
			person = occasional
		}
		if routes := menuRoutes(u.role); len(routes) > 0 {
			out = append(out, activityUser{id: u.id, person: person, routes: routes})
		}
	}
	return out, nil
}

// routeTemplates are the router's path templates of the menu's pages that
// take an id (the menu names them more simply).
var routeTemplates = map[string]string{
	"/apps/invoice/preview/{id}": "/apps/invoice/preview/{id:[0-9]+}",
	"/apps/invoice/edit/{id}":    "/apps/invoice/edit/{id:[0-9]+}",
	"/apps/user/view/{id}":       "/apps/user/view/{id:[0-9]+}",
	"/apps/user/edit/{id}":       "/apps/user/edit/{id:[0-9]+}",
}

// menuRoutes are the routes of the menu's pages a role may open (the
// sign-in previews and the error pages aside), the home page three times:
// people come back to it.
func menuRoutes(role string) []string {
	rules := auth.RulesFor(role)
	var out []string
	for _, it := range menu.Leaves() {
		if it.Subject == "Page" || !auth.Can(rules, it.Action, it.Subject) {
			continue
		}
		route := it.Pattern()
		if t, ok := routeTemplates[route]; ok {
			route = t
		}
		out = append(out, route)
		if route == "/" {
			out = append(out, route, route)
		}
	}
	return out
}

// sessionStart is when a session of day begins: working hours on weekdays
// (a few in the evening), the day and evening at the weekend.
func sessionStart(r *rand.Rand, day string, weekend bool) time.Time {
	hour := 8 + r.IntN(11)
	if weekend || r.IntN(8) == 0 {
		hour = 9 + r.IntN(14)
	}
	d, _ := time.Parse(time.DateOnly, day)
	return time.Date(d.Year(), d.Month(), d.Day(), hour, r.IntN(60), r.IntN(60), 0, analytics.Zone)
}

// device draws a session's device: 65 % desktop, 28 % mobile, 7 % tablet.
func device(r *rand.Rand) string {
	switch n := r.IntN(100); {
	case n < 65:
		return analytics.Desktop
	case n < 93:
		return analytics.Mobile
	}
	return analytics.Tablet
}

func dayIn(day string, n int) string {
	d, _ := time.Parse(time.DateOnly, day)
	return d.AddDate(0, 0, n).Format(time.DateOnly)
}

func isWeekend(day string) bool {
	d, _ := time.Parse(time.DateOnly, day)
	return d.Weekday() == time.Saturday || d.Weekday() == time.Sunday
}

// eventWriter writes activity rows in multi-row inserts of literal values
// (ours: numbers, kinds, routes of the menu, hex sessions), one transaction
// for eventTx rows.
type eventWriter struct {
	ctx    context.Context
	d      *db.DB
	tx     *sql.Tx
	sb     strings.Builder
	rows   int // in the statement
	inTx   int
	visits int // visits added
}

const (
	eventsPerInsert = 1000
	eventsPerTx     = 100000
)

func newEventWriter(ctx context.Context, d *db.DB) *eventWriter { return &eventWriter{ctx: ctx, d: d} }

// session writes a session of u from start: a sign-in first when signIn,
// then pages visits a few seconds to a few minutes apart; nothing after now.
func (w *eventWriter) session(r *rand.Rand, u activityUser, start time.Time, pages int, signIn bool, now time.Time) error {
	var b [8]byte
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	session, dev := hex.EncodeToString(b[:]), device(r)
	at := start
	if signIn {
		if err := w.add(analytics.KindSignIn, u.id, "", dev, session, at, now); err != nil {
			return err
		}
	}
	for range pages {
		at = at.Add(time.Duration(5+r.IntN(240)) * time.Second)
		if err := w.add(analytics.KindVisit, u.id, u.routes[r.IntN(len(u.routes))], dev, session, at, now); err != nil {
			return err
		}
	}
	return nil
}

func (w *eventWriter) add(kind string, user int64, route, dev, session string, at, now time.Time) error {
	if at.After(now) {
		return nil
	}
	if kind == analytics.KindVisit {
		w.visits++
	}
	if w.rows > 0 {
		w.sb.WriteByte(',')
	}
	w.sb.WriteString("('" + kind + "'," + strconv.FormatInt(user, 10) + ",'" + strings.ReplaceAll(route, "'", "''") + "','" +
		dev + "','" + session + "'," + strconv.FormatInt(at.UnixMilli(), 10) + ")")
	w.rows++
	if w.rows == eventsPerInsert {
		return w.insert()
	}
	return nil
}

// insert writes the statement waiting, in the current transaction.
func (w *eventWriter) insert() error {
	if w.rows == 0 {
		return nil
	}
	if w.tx == nil {
		tx, err := w.d.BeginTx(w.ctx, nil)
		if err != nil {
			return fmt.Errorf("seed: activity: %w", err)
		}
		w.tx = tx
	}
	if _, err := w.tx.ExecContext(w.ctx, `INSERT INTO activity_events (kind, user_id, route, device, session, at) VALUES `+w.sb.String()); err != nil {
		w.tx.Rollback()
		w.tx = nil
		return fmt.Errorf("seed: activity: %w", err)
	}
	w.inTx += w.rows
	w.sb.Reset()
	w.rows = 0
	if w.inTx >= eventsPerTx {
		return w.commit()
	}
	return nil
}

func (w *eventWriter) commit() error {
	if w.tx == nil {
		return nil
	}
	err := w.tx.Commit()
	w.tx, w.inTx = nil, 0
	if err != nil {
		return fmt.Errorf("seed: activity: commit: %w", err)
	}
	return nil
}

// flush writes everything waiting.
func (w *eventWriter) flush() error {
	if err := w.insert(); err != nil {
		return err
	}
	return w.commit()
}

// rollUp runs the analytics rollup once, keeping raw rows as the settings say.
func rollUp(ctx context.Context, d *db.DB) error {
	settings := coopconfig.New(d, nil, coopconfig.Defaults(config.Coop{Name: "Coopérative Partage", PartsMin: 1, PartsMax: 100}, true))
	a := analytics.New(d)
	a.FollowRetention(settings.RetentionDays)
	if err := a.RollNow(ctx); err != nil {
		return fmt.Errorf("seed: activity: roll up: %w", err)
	}
	return nil
}

// scaleActivityUsers is how many users the synthetic visits are spread over.
const scaleActivityUsers = 20000

// ScaleActivity adds n synthetic visits, for benchmarks, then rolls them
// up: sessions of one to eleven pages (a sign-in before a third of them)
// by the first scaleActivityUsers users, spread over the last 365 days
// (fewer at the weekend), through the menu's pages. The raw rows older
// than the retention are purged by the rollup; their daily figures stay.
func ScaleActivity(ctx context.Context, d *db.DB, n int) error {
	if n <= 0 {
		return nil
	}
	rows, err := d.QueryContext(ctx, `SELECT id, role FROM users ORDER BY id LIMIT $1`, scaleActivityUsers)
	if err != nil {
		return fmt.Errorf("seed: scale activity: users: %w", err)
	}
	var users []activityUser
	byRole := map[string][]string{}
	for rows.Next() {
		var u activityUser
		var role string
		if err := rows.Scan(&u.id, &role); err != nil {
			rows.Close()
			return fmt.Errorf("seed: scale activity: users: %w", err)
		}
		if _, ok := byRole[role]; !ok {
			byRole[role] = menuRoutes(role)
		}
		if u.routes = byRole[role]; len(u.routes) > 0 {
			users = append(users, u)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("seed: scale activity: users: %w", err)
	}
	if len(users) == 0 {
		return fmt.Errorf("seed: scale activity: no users to visit pages")
	}
	r := rand.New(rand.NewPCG(uint64(n), 365))
	now := time.Now()
	today := analytics.DayIn(now)
	days := make([]string, 365)
	for i := range days {
		days[i] = dayIn(today, i-364)
	}
	w := newEventWriter(ctx, d)
	for w.visits < n {
		day := days[r.IntN(len(days))]
		weekend := isWeekend(day)
		if weekend && r.IntN(3) != 0 {
			continue // weekends are quieter
		}
		u := users[r.IntN(len(users))]
		pages := min(1+r.IntN(11), n-w.visits)
		if err := w.session(r, u, sessionStart(r, day, weekend), pages, r.IntN(3) == 0, now); err != nil {
			return err
		}
	}
	if err := w.flush(); err != nil {
		return err
	}
	return rollUp(ctx, d)
}
