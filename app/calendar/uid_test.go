package calendar_test

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"partage/app/auth"
	"partage/app/calendar"
	"partage/app/db"
	"partage/app/db/dbtest"
	"partage/seed"
)

var uuidV4 = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

// exportUIDs loads the demo data into d if needed and returns the UIDs of the
// admin's events in their iCalendar export, in export order.
func exportUIDs(t *testing.T, d *db.DB) []string {
	t.Helper()
	ctx := context.Background()
	if _, err := seed.Demo(ctx, d, t.TempDir()); err != nil {
		t.Fatal(err)
	}
	admin, err := auth.NewStore(d).FindUserByEmail(ctx, "admin@demo.com")
	if err != nil {
		t.Fatal(err)
	}
	events, err := calendar.NewStore(d).ListEvents(ctx, admin.ID, calendar.Calendars, calendar.Range{})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := calendar.WriteICS(&buf, "Partage", events); err != nil {
		t.Fatal(err)
	}
	var uids []string
	for _, line := range strings.Split(buf.String(), "\r\n") {
		if uid, ok := strings.CutPrefix(line, "UID:"); ok {
			if !uuidV4.MatchString(uid) {
				t.Fatalf("UID %q is not a random UUID", uid)
			}
			uids = append(uids, uid)
		}
	}
	if len(uids) != len(events) || len(uids) < 5 {
		t.Fatalf("%d UIDs for %d events", len(uids), len(events))
	}
	return uids
}

// Two installations with the same events (the demo's, same ids) share no UID,
// and one event keeps its UID from one export to the next.
func TestUIDsUniqueAcrossInstallationsAndStable(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		other := dbtest.SQLite(t)
		if d.Engine == db.Postgres {
			other = dbtest.Postgres(t)
		}
		first, second := exportUIDs(t, d), exportUIDs(t, other)
		seen := map[string]bool{}
		for _, uid := range first {
			if seen[uid] {
				t.Fatalf("UID %s twice in one export", uid)
			}
			seen[uid] = true
		}
		for _, uid := range second {
			if seen[uid] {
				t.Fatalf("UID %s in both installations' exports", uid)
			}
		}
		again := exportUIDs(t, d)
		if strings.Join(again, ",") != strings.Join(first, ",") {
			t.Fatalf("UIDs changed between two exports:\n%v\n%v", first, again)
		}
	})
}

// Events created before the UIDs existed get one each from migration 0013.
func TestUIDMigrationBackfills(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		exportUIDs(t, d) // events to backfill
		for _, q := range []string{
			`DROP INDEX events_uid_idx`,
			`ALTER TABLE events DROP COLUMN uid`,
			`DELETE FROM schema_migrations WHERE version = '0013_calendar_uid'`,
		} {
			if _, err := d.ExecContext(ctx, q); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
		applied, err := d.Migrate(ctx)
		if err != nil || len(applied) != 1 {
			t.Fatalf("migrate: %v %v", applied, err)
		}
		var events, distinct int
		if err := d.QueryRowContext(ctx, `SELECT count(*), count(DISTINCT uid) FROM events`).Scan(&events, &distinct); err != nil {
			t.Fatal(err)
		}
		if events < 5 || distinct != events {
			t.Fatalf("%d events, %d distinct UIDs after the backfill", events, distinct)
		}
		exportUIDs(t, d) // every backfilled UID is a random UUID
	})
}
