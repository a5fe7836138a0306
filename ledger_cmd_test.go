package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"partage/app/db"
)

// `partage ledger verify` on the demo data: both the register and the
// accounts intact, exit 0. Then a changed entry, a changed holding alone
// and deleted newest entries (holdings put back to match), each made with
// plain SQL behind the product's back: exit 1, naming what broke.
func TestLedgerVerifyCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	t.Run(db.SQLite, func(t *testing.T) {
		dir := t.TempDir()
		ledgerVerifyCommand(t, bin, dir, filepath.Join(dir, "partage.db"))
	})
	t.Run(db.Postgres, func(t *testing.T) {
		if os.Getenv("TEST_DATABASE_URL") == "" {
			t.Skip("TEST_DATABASE_URL is not set")
		}
		ledgerVerifyCommand(t, bin, t.TempDir(), emptyPostgres(t))
	})
}

func ledgerVerifyCommand(t *testing.T, bin, dataDir, dsn string) {
	ctx := context.Background()
	run := func(args ...string) (string, int) {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "DATABASE_URL="+dsn, "DATA_DIR="+dataDir, "APP_KEY="+strings.Repeat("k", 32), "APP_ENV=production", "SMTP_URL=")
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		switch {
		case err == nil:
			return string(out), 0
		case errors.As(err, &exit):
			return string(out), exit.ExitCode()
		}
		t.Fatalf("%v: %v\n%s", args, err, out)
		return "", 0
	}
	if out, code := run("seed"); code != 0 {
		t.Fatalf("seed: exit %d\n%s", code, out)
	}
	d, err := db.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	do := func(q string, args ...any) {
		t.Helper()
		if _, err := d.ExecContext(ctx, q, args...); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	var entries, lines int64
	if err := d.QueryRowContext(ctx, `SELECT count(*) FROM share_entries`).Scan(&entries); err != nil {
		t.Fatal(err)
	}
	if err := d.QueryRowContext(ctx, `SELECT count(*) FROM account_entries`).Scan(&lines); err != nil {
		t.Fatal(err)
	}
	if entries < 10 || lines == 0 {
		t.Fatalf("the demo data has %d entries and %d account lines", entries, lines)
	}

	out, code := run("ledger", "verify")
	register := regexp.MustCompile(fmt.Sprintf(`(?m)^register of parts: %d entries verified in \S+, chain and holdings intact$`, entries))
	accounts := regexp.MustCompile(`(?m)^accounts: \d+ booked lines verified in \S+, chain and balances intact$`)
	if code != 0 || !register.MatchString(out) || !accounts.MatchString(out) {
		t.Fatalf("ledger verify on the demo data: exit %d\n%s", code, out)
	}
	if out, code := run("ledger", "check"); code == 0 || !strings.Contains(out, "usage: partage ledger verify") {
		t.Fatalf("ledger check: exit %d\n%s", code, out)
	}

	// Plain SQL may now change and delete entries.
	if d.Engine == db.SQLite {
		do(`DROP TRIGGER share_entries_no_update`)
		do(`DROP TRIGGER share_entries_no_delete`)
	} else {
		do(`ALTER TABLE share_entries DISABLE TRIGGER USER`)
	}

	// An entry in the middle gets one more part.
	middle := entries / 2
	do(`UPDATE share_entries SET parts = parts + 1 WHERE number = $1`, middle)
	out, code = run("ledger", "verify")
	if code != 1 || !strings.Contains(out, fmt.Sprintf("register of parts BROKEN at entry %d: its hash does not match", middle)) ||
		strings.Contains(out, "verified") {
		t.Fatalf("after changing entry %d: exit %d\n%s", middle, code, out)
	}
	do(`UPDATE share_entries SET parts = parts - 1 WHERE number = $1`, middle)
	if out, code := run("ledger", "verify"); code != 0 || !register.MatchString(out) {
		t.Fatalf("entry %d put back: exit %d\n%s", middle, code, out)
	}

	// Only a holding changes.
	var holder int64
	var category string
	if err := d.QueryRowContext(ctx, `SELECT tiers_id, category FROM share_holdings WHERE parts > 0 ORDER BY tiers_id, category LIMIT 1`).Scan(&holder, &category); err != nil {
		t.Fatal(err)
	}
	do(`UPDATE share_holdings SET parts = parts + 3 WHERE tiers_id = $1 AND category = $2`, holder, category)
	out, code = run("ledger", "verify")
	want := fmt.Sprintf("register of parts BROKEN: the holdings of tiers %d in category %s differ from the register's sums (%d entries read)", holder, category, entries)
	if code != 1 || !strings.Contains(out, want) {
		t.Fatalf("after changing the holding of tiers %d in %s: exit %d, want %q\n%s", holder, category, code, want, out)
	}
	do(`UPDATE share_holdings SET parts = parts - 3 WHERE tiers_id = $1 AND category = $2`, holder, category)

	// The two newest entries deleted, and the holdings recounted from what remains.
	do(`DELETE FROM share_entries WHERE number > $1`, entries-2)
	do(`DELETE FROM share_holdings`)
	do(`INSERT INTO share_holdings (tiers_id, category, parts)
		SELECT tiers, category, SUM(n) FROM (
			SELECT to_tiers AS tiers, category, parts AS n FROM share_entries WHERE to_tiers IS NOT NULL
			UNION ALL SELECT from_tiers, category, -parts FROM share_entries WHERE from_tiers IS NOT NULL) moved
		GROUP BY tiers, category HAVING SUM(n) > 0`)
	out, code = run("ledger", "verify")
	want = fmt.Sprintf("register of parts BROKEN at entry %d: it is missing (the audit log recorded it; the newest entries were deleted, %d entries read)", entries, entries-2)
	if code != 1 || !strings.Contains(out, want) {
		t.Fatalf("after deleting the two newest entries: exit %d, want %q\n%s", code, want, out)
	}
}
