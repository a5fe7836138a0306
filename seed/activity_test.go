package seed_test

import (
	"context"
	"testing"
	"time"

	"partage/app/analytics"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/seed"
)

// The demo's activity: ninety days of the demo accounts and of other
// seeded users, more on weekdays, devices mixed as people's are, rolled up;
// then the benchmark's synthetic visits, every one of them in the figures
// although the raw rows past the retention are purged.
func TestDemoAndScaledActivity(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := seed.Demo(ctx, d, t.TempDir()); err != nil {
			t.Fatal(err)
		}
		var users, visits, signIns int
		var first int64
		if err := d.QueryRowContext(ctx, `SELECT count(DISTINCT user_id), count(*) FILTER (WHERE kind = 'visit'),
			count(*) FILTER (WHERE kind = 'sign_in'), MIN(at) FROM activity_events`).Scan(&users, &visits, &signIns, &first); err != nil {
			t.Fatal(err)
		}
		if users < 15 || visits < 3000 || signIns < 300 {
			t.Fatalf("%d users, %d visits, %d sign-ins", users, visits, signIns)
		}
		if days := time.Since(time.UnixMilli(first)).Hours() / 24; days < 85 || days > 90 {
			t.Errorf("the activity starts %.1f days ago", days)
		}
		var admins int
		d.QueryRowContext(ctx, `SELECT count(*) FROM activity_events e JOIN users u ON u.id = e.user_id WHERE u.email = 'admin@demo.com'`).Scan(&admins)
		if admins < visits/10 {
			t.Errorf("the admin made %d of %d events", admins, visits)
		}
		devices := map[string]float64{}
		rows, err := d.QueryContext(ctx, `SELECT device, count(DISTINCT session) FROM activity_events GROUP BY device`)
		if err != nil {
			t.Fatal(err)
		}
		total := 0.0
		for rows.Next() {
			var device string
			var n float64
			rows.Scan(&device, &n)
			devices[device] = n
			total += n
		}
		rows.Close()
		for device, want := range map[string]float64{analytics.Desktop: 0.65, analytics.Mobile: 0.28, analytics.Tablet: 0.07} {
			if got := devices[device] / total; got < want-0.06 || got > want+0.06 {
				t.Errorf("%s: %.2f of the sessions, want about %.2f", device, got, want)
			}
		}

		s := analytics.New(d)
		today := s.Today()
		p := analytics.Period{Key: analytics.PeriodCustom, From: time.Now().AddDate(0, 0, -89).Format(time.DateOnly), To: today, Unit: analytics.UnitDay}
		series, err := s.Series(ctx, analytics.MetricVisits, "", p)
		if err != nil {
			t.Fatal(err)
		}
		var rolled int64
		var weekday, weekend, nWeekday, nWeekend float64
		for i, day := range p.Buckets() {
			rolled += series[i]
			d, _ := time.Parse(time.DateOnly, day)
			if d.Weekday() == time.Saturday || d.Weekday() == time.Sunday {
				weekend += float64(series[i])
				nWeekend++
			} else {
				weekday += float64(series[i])
				nWeekday++
			}
		}
		if rolled != int64(visits) {
			t.Errorf("%d visits rolled up, %d recorded", rolled, visits)
		}
		if weekday/nWeekday < 2*weekend/nWeekend {
			t.Errorf("a weekday has %.0f visits, a weekend day %.0f", weekday/nWeekday, weekend/nWeekend)
		}
		if n, err := s.Distinct(ctx, analytics.SetUsers, p); err != nil || n != int64(users) {
			t.Errorf("distinct users %d (%v), want %d", n, err, users)
		}

		// The benchmark's visits, over a year, by synthetic users too.
		if err := seed.Scale(ctx, d, 300); err != nil {
			t.Fatal(err)
		}
		if err := seed.ScaleActivity(ctx, d, 20000); err != nil {
			t.Fatal(err)
		}
		year := analytics.Period{Key: analytics.PeriodCustom, From: time.Now().AddDate(0, 0, -366).Format(time.DateOnly), To: today, Unit: analytics.UnitMonth}
		if got, err := s.Total(ctx, analytics.MetricVisits, "", year); err != nil || got != int64(visits)+20000 {
			t.Errorf("%d visits over the year (%v), want %d", got, err, visits+20000)
		}
		var oldest int64
		d.QueryRowContext(ctx, `SELECT MIN(at) FROM activity_events`).Scan(&oldest)
		if days := time.Since(time.UnixMilli(oldest)).Hours() / 24; days > 91 {
			t.Errorf("raw rows of %.0f days ago are kept, the retention is 90 days", days)
		}
		if n, err := s.Distinct(ctx, analytics.SetUsers, year); err != nil || n < 300 {
			t.Errorf("distinct users over the year %d (%v)", n, err)
		}
	})
}
