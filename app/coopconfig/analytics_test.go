package coopconfig_test

import (
	"context"
	"fmt"
	"testing"

	"partage/app"
	"partage/app/audit"
	"partage/app/config"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/app/files"
)

// The analytics' settings: 90 days and no goal until saved (a row saved
// before they existed too); out-of-range values refused by field, nothing
// saved; a good save is audited field by field and read by the job.
func TestAnalyticsSettings(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		defaults := coopconfig.Defaults(config.Coop{Name: "Coopérative Test", PartsMin: 1, PartsMax: 50}, true)
		s := coopconfig.New(d, files.New(d, t.TempDir()), defaults)
		a := audit.Actor{Name: "test"}
		set, err := s.Get(ctx)
		if err != nil || set.Analytics != (coopconfig.Analytics{RetentionDays: 90}) || s.RetentionDays(ctx) != 90 {
			t.Fatalf("defaults: %+v %v", set.Analytics, err)
		}
		// Saved before the analytics existed: the defaults fill them in.
		if _, err := d.ExecContext(ctx, `INSERT INTO coop_settings (id, body, updated_at) VALUES (1, $1, CURRENT_TIMESTAMP)`,
			`{"identity":{"name":"Ancienne"},"categories":[{"code":"A","label":"A","nominalCents":5000,"members":true}]}`); err != nil {
			t.Fatal(err)
		}
		if set, err = coopconfig.New(d, nil, defaults).Get(ctx); err != nil || set.Identity.Name != "Ancienne" || set.Analytics.RetentionDays != 90 {
			t.Fatalf("an older row: %+v %v", set, err)
		}
		for _, c := range []struct {
			in    coopconfig.Analytics
			field string
			key   string
		}{
			{coopconfig.Analytics{RetentionDays: 6}, "analytics.retentionDays", "analyticsRetentionRange"},
			{coopconfig.Analytics{RetentionDays: 3651}, "analytics.retentionDays", "analyticsRetentionRange"},
			{coopconfig.Analytics{RetentionDays: 0}, "analytics.retentionDays", "analyticsRetentionRange"},
			{coopconfig.Analytics{RetentionDays: 30, GoalCents: -1}, "analytics.goalCents", "analyticsGoalRule"},
			{coopconfig.Analytics{RetentionDays: 30, GoalCents: coopconfig.MaxGoalCents + 1}, "analytics.goalCents", "analyticsGoalRule"},
		} {
			bad := set
			bad.Analytics = c.in
			_, err := s.Save(ctx, a, bad)
			if app.ErrorCode(err) != app.EINVALID || app.ErrorFieldTexts(err)[c.field].Key != c.key || len(app.ErrorFieldTexts(err)) != 1 {
				t.Errorf("%+v: %v %v", c.in, err, app.ErrorFieldTexts(err))
			}
		}
		if got, _ := s.Get(ctx); got.Analytics.RetentionDays != 90 {
			t.Fatalf("a refused save changed the retention: %+v", got.Analytics)
		}
		set.Analytics = coopconfig.Analytics{RetentionDays: 7, GoalCents: 1_500_000}
		saved, err := s.Save(ctx, a, set)
		if err != nil || saved.Analytics != set.Analytics || s.RetentionDays(ctx) != 7 {
			t.Fatalf("save: %+v %v", saved.Analytics, err)
		}
		set.Analytics.RetentionDays = 3650
		if _, err := s.Save(ctx, a, set); err != nil || s.RetentionDays(ctx) != 3650 {
			t.Fatalf("save 3650: %v", err)
		}
		entries, err := audit.New(d).History(ctx, audit.RecordSettings, 1)
		if err != nil || len(entries) != 2 {
			t.Fatalf("%d audit entries: %v", len(entries), err)
		}
		changes := map[string]string{}
		for _, c := range entries[1].Changes {
			changes[c.Field] = fmt.Sprintf("%.0f→%.0f", c.Before, c.After)
		}
		if changes["analytics.retentionDays"] != "90→7" || changes["analytics.goalCents"] != "0→1500000" {
			t.Errorf("first save audited as %v", changes)
		}
	})
}
