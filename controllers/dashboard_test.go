package controllers_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"partage/app/invoice"
)

// overviewOf reads the dashboard as an API client with headers h.
func (e *env) overviewOf(t *testing.T, h map[string]string) map[string]any {
	t.Helper()
	r := e.do(nil, "GET", "/", nil, h)
	if r.status != 200 {
		t.Fatalf("GET / as JSON: %d %s", r.status, r.body)
	}
	o, ok := r.json(t)["overview"].(map[string]any)
	if !ok {
		t.Fatalf("no overview: %s", r.body)
	}
	return o
}

// num reads a number at a dotted path of decoded JSON.
func num(v any, path string) int64 { f, _ := at(v, path).(float64); return int64(f) }

// sumOf is a query's two numbers (a count and a sum).
func (e *env) sumOf(t *testing.T, query string, args ...any) (int64, int64) {
	t.Helper()
	var n, s int64
	if err := e.db.QueryRow(query, args...).Scan(&n, &s); err != nil {
		t.Fatal(err)
	}
	return n, s
}

// eventsOfType counts the broadcast events of one type recorded so far.
func (e *env) eventsOfType(t *testing.T, typ string) int {
	return e.countOf(t, `SELECT count(*) FROM realtime_events WHERE type = $1 AND user_id = 0`, typ)
}

// checkFigures compares every figure of o with what the database holds.
func (e *env) checkFigures(t *testing.T, o map[string]any) {
	t.Helper()
	today := invoice.DateOf(time.Now())
	month := today[:7]
	if at(o, "today") != today {
		t.Errorf("today = %v, want %s", at(o, "today"), today)
	}
	for _, st := range []string{"candidat", "examen", "admis", "actif", "sortant", "sorti", "rejete"} {
		if got, want := num(o, "members."+st), int64(e.countOf(t, `SELECT count(*) FROM clients WHERE member_status = $1`, st)); got != want {
			t.Errorf("members %s = %d, want %d", st, got, want)
		}
	}
	if got, want := num(o, "applicationsPending"), int64(e.countOf(t, `SELECT count(*) FROM applications WHERE status = 'pending'`)); got != want {
		t.Errorf("applications = %d, want %d", got, want)
	}
	if got, want := num(o, "contact.new"), int64(e.countOf(t, `SELECT count(*) FROM contact_messages WHERE status = 'new'`)); got != want {
		t.Errorf("contact new = %d, want %d", got, want)
	}
	if got, want := num(o, "contact.inProgress"), int64(e.countOf(t, `SELECT count(*) FROM contact_messages WHERE status = 'in_progress'`)); got != want {
		t.Errorf("contact in progress = %d, want %d", got, want)
	}
	// Capital: each category's parts and holders, at its nominal value.
	var total int64
	cats, _ := at(o, "capital.categories").([]any)
	if len(cats) == 0 {
		t.Fatal("no category of parts")
	}
	for i := range cats {
		c := at(o, fmt.Sprintf("capital.categories.%d", i))
		code := at(c, "category")
		parts, holders := e.sumOf(t, `SELECT COALESCE(SUM(parts), 0), count(*) FROM share_holdings WHERE category = $1 AND parts > 0`, code)
		if num(c, "parts") != parts || num(c, "holders") != holders || num(c, "capitalCents") != parts*num(c, "nominalCents") {
			t.Errorf("category %v: %v, want %d parts, %d holders", code, c, parts, holders)
		}
		total += num(c, "capitalCents")
	}
	months, _ := at(o, "capital.months").([]any)
	if num(o, "capital.totalCents") != total || len(months) != 12 || at(months[11], "month") != month {
		t.Errorf("capital %d (want %d) over %d months ending %v", num(o, "capital.totalCents"), total, len(months), at(months[len(months)-1], "month"))
	}
	if last := num(months[11], "totalCents"); last != total {
		t.Errorf("the chart ends at %d, the capital is %d", last, total)
	}
	// Movements waiting: count, sum and the oldest first.
	n, sum := e.sumOf(t, `SELECT count(*), COALESCE(SUM(amount_cents), 0) FROM money_movements WHERE status = 'requested'`)
	if num(o, "movements.count") != n || num(o, "movements.cents") != sum {
		t.Errorf("waiting %d / %d, want %d / %d", num(o, "movements.count"), num(o, "movements.cents"), n, sum)
	}
	oldest, _ := at(o, "movements.oldest").([]any)
	if want := min(n, 5); int64(len(oldest)) != want {
		t.Errorf("%d oldest listed, want %d", len(oldest), want)
	}
	for i := 1; i < len(oldest); i++ {
		if idOf(oldest[i]) <= idOf(oldest[i-1]) {
			t.Errorf("the waiting movements are not oldest first: %v", oldest)
		}
	}
	// This month's flows, from the booked lines.
	from := month + "-01"
	to := time.Date(time.Now().Year(), time.Now().Month()+1, 1, 0, 0, 0, 0, time.UTC).Format(time.DateOnly)
	for kind, key := range map[string]string{"deposit": "deposits", "withdrawal": "withdrawals"} {
		n, sum := e.sumOf(t, `SELECT count(*), COALESCE(SUM(ABS(amount_cents)), 0) FROM account_entries WHERE kind = $1 AND booked_on >= $2 AND booked_on < $3`, kind, from, to)
		if num(o, "flows."+key+".count") != n || num(o, "flows."+key+".cents") != sum {
			t.Errorf("%s %v, want %d / %d", key, at(o, "flows."+key), n, sum)
		}
	}
	n, sum = e.sumOf(t, `SELECT count(*), COALESCE(SUM(balance_cents), 0) FROM invoices WHERE balance_cents > 0 AND due_date < $1`, today)
	if num(o, "invoicesPastDue.count") != n || num(o, "invoicesPastDue.cents") != sum {
		t.Errorf("past due %v, want %d / %d", at(o, "invoicesPastDue"), n, sum)
	}
}

// checkApprove checks the Approve offered to userID on each movement listed.
func (e *env) checkApprove(t *testing.T, o map[string]any, userID int64) {
	t.Helper()
	for _, m := range at(o, "movements.oldest").([]any) {
		var by, decided int64
		e.db.QueryRow(`SELECT COALESCE(requested_by, 0), (SELECT count(*) FROM money_approvals WHERE movement_id = $1 AND user_id = $2)
			FROM money_movements WHERE id = $1`, idOf(m), userID).Scan(&by, &decided)
		if want := by != userID && decided == 0; at(m, "canApprove") != want {
			t.Errorf("user %d: canApprove %v on %v (requested by %d, decided %d)", userID, at(m, "canApprove"), m, by, decided)
		}
	}
}

func TestDashboard(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		adminToken, _ := e.token("admin@demo.com", "admin")
		managerToken, _ := e.token("manager@demo.com", "manager")
		viewerToken, _ := e.token("viewer@demo.com", "viewer")
		memberToken, _ := e.token("member@demo.com", "member")
		admin := map[string]string{"Authorization": "Bearer " + adminToken}
		manager := map[string]string{"Authorization": "Bearer " + managerToken}
		viewer := map[string]string{"Authorization": "Bearer " + viewerToken}
		var managerID, adminID int64
		e.db.QueryRow(`SELECT id FROM users WHERE email = 'manager@demo.com'`).Scan(&managerID)
		e.db.QueryRow(`SELECT id FROM users WHERE email = 'admin@demo.com'`).Scan(&adminID)

		t.Run("the figures are the database's", func(t *testing.T) {
			r := e.do(nil, "GET", "/", nil, admin)
			body := r.json(t)
			if body["stats"] == nil || body["firstSignIn"] == nil {
				t.Errorf("the accounts' counts and the welcome are gone: %s", r.body)
			}
			o := e.overviewOf(t, admin)
			e.checkFigures(t, o)
			if at(o, "canApprove") != true || num(o, "movements.count") < 3 {
				t.Errorf("the demo's admin: canApprove %v, %d waiting", at(o, "canApprove"), num(o, "movements.count"))
			}
			// The same answer through the Inertia page.
			c, _ := e.signIn("admin@demo.com", "admin", false)
			page := e.do(c, "GET", "/", nil, e.inertia())
			var po map[string]any
			json.Unmarshal(page.body, &po)
			if page.status != 200 || at(po, "component") != "Dashboard/Home" || at(po, "props.overview.capital.totalCents") == nil {
				t.Errorf("the page: %d %.300s", page.status, page.body)
			}
		})

		t.Run("members and visitors do not see it", func(t *testing.T) {
			if r := e.do(nil, "GET", "/", nil, map[string]string{"Authorization": "Bearer " + memberToken}); r.status != 403 {
				t.Errorf("a member's API client: %d", r.status)
			}
			c, _ := e.signIn("member@demo.com", "member", false)
			if r := e.do(c, "GET", "/", nil, nil); r.status/100 != 3 || r.header.Get("Location") != "/coop/profil" {
				t.Errorf("a member's browser: %d to %q", r.status, r.header.Get("Location"))
			}
			if r := e.do(nil, "GET", "/", nil, map[string]string{"Accept": "application/json"}); r.status != 401 {
				t.Errorf("signed out: %d", r.status)
			}
		})

		t.Run("writes move the figures and tell open dashboards", func(t *testing.T) {
			before := e.overviewOf(t, admin)
			events := e.eventsOfType(t, "dashboard.changed")
			// A withdrawal the manager asks for, from an account that has the money.
			var tiers, available int64
			if err := e.db.QueryRow(`SELECT tiers_id, balance_cents - pending_withdrawals_cents FROM accounts
				WHERE balance_cents - pending_withdrawals_cents >= 1000 ORDER BY tiers_id LIMIT 1`).Scan(&tiers, &available); err != nil {
				t.Fatal(err)
			}
			r := e.do(nil, "POST", "/coop/depot-retrait/movements", map[string]any{"tiersId": tiers, "kind": "withdrawal", "amountCents": 700, "label": "Tableau de bord"}, manager)
			if r.status != 201 {
				t.Fatalf("request a withdrawal: %d %s", r.status, r.body)
			}
			id := int64(idOf(at(r.value(t), "movement")))
			e.sendContact("10.9.0.1", contactMessage("tableau@example.org"))
			today := invoice.DateOf(time.Now())
			if r := e.do(nil, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": "Relire le bilan", "dueDate": today}}, admin); r.status != 201 {
				t.Fatalf("add a task: %d %s", r.status, r.body)
			}
			if r := e.do(nil, "POST", "/apps/calendar/add-event", map[string]any{"event": map[string]any{"title": "Conseil", "start": today, "allDay": true,
				"extendedProps": map[string]any{"calendar": "Business"}}}, admin); r.status != 201 {
				t.Fatalf("add an event: %d %s", r.status, r.body)
			}
			after := e.overviewOf(t, admin)
			e.checkFigures(t, after)
			for path, delta := range map[string]int64{"movements.count": 1, "movements.cents": 700, "contact.new": 1, "tasks.count": 1, "events.count": 1} {
				if got := num(after, path) - num(before, path); got != delta {
					t.Errorf("%s moved by %d, want %d", path, got, delta)
				}
			}
			// Approve is offered to who may approve money, never on their own request or one they decided.
			e.checkApprove(t, e.overviewOf(t, manager), managerID)
			e.checkApprove(t, after, adminID)
			if at(e.overviewOf(t, viewer), "canApprove") != false {
				t.Error("a viewer may approve money")
			}
			for _, m := range at(e.overviewOf(t, viewer), "movements.oldest").([]any) {
				if at(m, "canApprove") == true {
					t.Errorf("a viewer is offered Approve on %v", m)
				}
			}
			// Approved by the admin, the withdrawal is executed: it leaves the waiting and joins the month's withdrawals.
			if r := e.do(nil, "POST", fmt.Sprintf("/coop/depot-retrait/movements/%d/approve", id), map[string]any{}, admin); r.status != 200 {
				t.Fatalf("approve: %d %s", r.status, r.body)
			}
			var status string
			e.db.QueryRow(`SELECT status FROM money_movements WHERE id = $1`, id).Scan(&status)
			done := e.overviewOf(t, admin)
			e.checkFigures(t, done)
			if status == "executed" && (num(done, "flows.withdrawals.count")-num(after, "flows.withdrawals.count") != 1 ||
				num(done, "flows.withdrawals.cents")-num(after, "flows.withdrawals.cents") != 700 || num(after, "movements.count")-num(done, "movements.count") != 1) {
				t.Errorf("executed withdrawal: before %v %v, after %v %v", at(after, "flows.withdrawals"), at(after, "movements.count"), at(done, "flows.withdrawals"), at(done, "movements.count"))
			}
			time.Sleep(400 * time.Millisecond)
			if got := e.eventsOfType(t, "dashboard.changed") - events; got < 1 {
				t.Errorf("%d dashboard events after five writes", got)
			}
			var data string
			e.db.QueryRow(`SELECT data FROM realtime_events WHERE type = 'dashboard.changed' ORDER BY id DESC LIMIT 1`).Scan(&data)
			if data != "{}" {
				t.Errorf("the event carries %s", data)
			}
		})

		t.Run("a burst of writes makes few events, a refused one none", func(t *testing.T) {
			time.Sleep(400 * time.Millisecond)
			events := e.eventsOfType(t, "dashboard.changed")
			start := time.Now()
			for i := range 10 {
				if r := e.do(nil, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": fmt.Sprint("Tâche ", i)}}, admin); r.status != 201 {
					t.Fatalf("add a task: %d %s", r.status, r.body)
				}
			}
			took := time.Since(start)
			time.Sleep(450 * time.Millisecond)
			got := e.eventsOfType(t, "dashboard.changed") - events
			if most := 2 + int(took/(300*time.Millisecond)); got < 1 || got > most {
				t.Errorf("%d events for 10 writes in %v (at most %d)", got, took, most)
			}
			events += got
			if r := e.do(nil, "POST", "/apps/todo/add-tasks", map[string]any{"task": map[string]any{"title": " "}}, admin); r.status != 400 {
				t.Fatalf("an empty title: %d", r.status)
			}
			if r := e.do(nil, "GET", "/coop/contact", nil, admin); r.status != 200 {
				t.Fatalf("a read: %d", r.status)
			}
			time.Sleep(400 * time.Millisecond)
			if got := e.eventsOfType(t, "dashboard.changed") - events; got != 0 {
				t.Errorf("%d events after a refused write and a read", got)
			}
		})
	})
}

// TestDashboardVisitTime measures a visit of the dashboard on the demo data:
// the first, then the median of twenty (the figures kept under their lists'
// versions are read once).
func TestDashboardVisitTime(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		token, _ := e.token("admin@demo.com", "admin")
		admin := map[string]string{"Authorization": "Bearer " + token}
		visit := func() (time.Duration, float64) {
			start := time.Now()
			o := e.overviewOf(t, admin)
			took, _ := o["tookMs"].(float64)
			return time.Since(start), took
		}
		first, firstRead := visit()
		var total []time.Duration
		var reads []float64
		for range 20 {
			d, r := visit()
			total = append(total, d)
			reads = append(reads, r)
		}
		slices.Sort(total)
		slices.Sort(reads)
		t.Logf("first visit %v (figures read in %.2f ms); median of 20: %v (figures %.2f ms)", first, firstRead, total[10], reads[10])
		if reads[10] > 50 {
			t.Errorf("the figures take %.2f ms to read (median), more than 50 ms", reads[10])
		}
	})
}

// Each figure opens its list filtered to what it counts (the links of
// resources/js/Components/Dashboard/types.ts): the list's total, read as an
// API client, is the figure. This month's deposits and withdrawals are the
// executed movements of that kind between the month's first and last days;
// the months before, which the seed fills, stay out.
func TestDashboardLinks(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		token, _ := e.token("admin@demo.com", "admin")
		admin := map[string]string{"Authorization": "Bearer " + token}
		// One more deposit and one more withdrawal executed now, whatever the seed left this month.
		var tiers int64
		if err := e.db.QueryRow(`SELECT tiers_id FROM accounts WHERE balance_cents - pending_withdrawals_cents >= 1000 ORDER BY tiers_id LIMIT 1`).Scan(&tiers); err != nil {
			t.Fatal(err)
		}
		managerToken, _ := e.token("manager@demo.com", "manager")
		manager := map[string]string{"Authorization": "Bearer " + managerToken}
		for _, kind := range []string{"deposit", "withdrawal"} {
			r := e.do(nil, "POST", "/coop/depot-retrait/movements", map[string]any{"tiersId": tiers, "kind": kind, "amountCents": 500, "label": "Lien du tableau de bord"}, manager)
			if r.status != 201 {
				t.Fatalf("request a %s: %d %s", kind, r.status, r.body)
			}
			approve := fmt.Sprintf("/coop/depot-retrait/movements/%d/approve", int(idOf(at(r.value(t), "movement"))))
			if r := e.do(nil, "POST", approve, map[string]any{}, admin); r.status != 200 || at(r.value(t), "movement.status") != "executed" {
				t.Fatalf("approve the %s: %d %s", kind, r.status, r.body)
			}
		}
		// Two messages: one stays new, the other is taken in hand.
		for _, email := range []string{"lien.nouveau@example.org", "lien.encours@example.org"} {
			if r := e.sendContact("10.9.0.2", contactMessage(email)); r.status != 201 {
				t.Fatalf("contact: %d %s", r.status, r.body)
			}
		}
		var taken int64
		e.db.QueryRow(`SELECT id FROM contact_messages WHERE email = 'lien.encours@example.org'`).Scan(&taken)
		if r := e.do(nil, "POST", fmt.Sprintf("/coop/contact/%d/status", taken), map[string]any{"status": "in_progress"}, admin); r.status != 200 {
			t.Fatalf("take the message: %d %s", r.status, r.body)
		}
		o := e.overviewOf(t, admin)
		total := func(path string) int64 {
			t.Helper()
			r := e.do(nil, "GET", path, nil, admin)
			if r.status != 200 {
				t.Fatalf("%s: %d %s", path, r.status, r.body)
			}
			n, ok := at(r.value(t), "total").(float64)
			if !ok {
				t.Fatalf("%s: no total in %.300s", path, r.body)
			}
			return int64(n)
		}
		month, _ := at(o, "flows.month").(string)
		first, err := time.Parse("2006-01", month)
		if err != nil {
			t.Fatalf("flows.month %q", month)
		}
		from, to := first.Format(time.DateOnly), first.AddDate(0, 1, -1).Format(time.DateOnly)
		for kind, key := range map[string]string{"deposit": "deposits", "withdrawal": "withdrawals"} {
			figure := num(o, "flows."+key+".count")
			if figure < 1 {
				t.Errorf("no %s this month", key)
			}
			link := fmt.Sprintf("/coop/depot-retrait?status=executed&kind=%s&from=%s&to=%s", kind, from, to)
			if got := total(link); got != figure {
				t.Errorf("%s: the figure counts %d, %s lists %d", key, figure, link, got)
			}
			// Without the period, the months before count too: the period is what makes the list the figure's.
			if all := total(fmt.Sprintf("/coop/depot-retrait?status=executed&kind=%s", kind)); all <= figure {
				t.Errorf("%s: %d executed in all, %d this month: the seed's earlier months are missing", key, all, figure)
			}
		}
		for _, st := range []string{"candidat", "examen", "admis", "actif", "sortant", "sorti", "rejete"} {
			if got, want := total("/coop/membres?status="+st), num(o, "members."+st); got != want {
				t.Errorf("members %s: the figure counts %d, the list %d", st, want, got)
			}
		}
		for link, path := range map[string]string{
			"/coop/depot-retrait?status=requested": "movements.count",
			"/coop/rejoignez-nous?status=pending":  "applicationsPending",
			"/apps/invoice/list?status=Past%20Due": "invoicesPastDue.count",
			"/coop/contact?status=new":             "contact.new",
		} {
			if got, want := total(link), num(o, path); got != want {
				t.Errorf("%s: the figure counts %d, %s lists %d", path, want, link, got)
			}
		}
		// Open messages are the new ones and those in progress, as the figure adds them.
		open := num(o, "contact.new") + num(o, "contact.inProgress")
		if got := total("/coop/contact?status=open"); got != open || num(o, "contact.new") < 1 || num(o, "contact.inProgress") < 1 {
			t.Errorf("open messages: the figure counts %d (%v), /coop/contact?status=open lists %d", open, at(o, "contact"), got)
		}
		if num(o, "movements.count") < 1 || num(o, "invoicesPastDue.count") < 1 {
			t.Errorf("the demo has nothing waiting or past due: %v, %v", at(o, "movements"), at(o, "invoicesPastDue"))
		}
	})
}
