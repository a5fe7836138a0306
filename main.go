// Command partage is the Partage server: the cooperative's admin dashboard and
// member platform. Run "partage help" for its commands.
package main

import (
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"partage/app/analytics"
	"partage/app/auth"
	"partage/app/config"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/files"
	"partage/app/ledger"
	"partage/app/money"
	"partage/app/wire"
	"partage/controllers"
	"partage/seed"
)

//go:embed all:public views resources/lang
var embedded embed.FS

const usage = `partage — the cooperative's admin dashboard and member platform

Commands:
  serve                 migrate, seed demo data into an empty database, and serve (default)
  migrate               apply the database migrations and exit
  seed [--scale N [--entries M] [--lines L] [--visits V]]
                        load the demo data into an empty database; --scale adds N synthetic rows per large table,
                        M movements to the register of parts (default 10×N) and L lines to one account (default 10000)
  user create --email E --password P [--name N] [--username U] [--role admin|client]
                        create an account (for deployments with registration closed)
  user reset-link EMAIL print a link (valid a day, single use) that sets the account's password
  ledger verify         check the register of parts and the accounts: numbers unbroken up to the newest entry the
                        audit log recorded, every entry's hash, the holdings; names the first entry that breaks it
                        and exits 1 when broken
  backup FILE           write a consistent copy of the SQLite database to FILE, and of the stored
                        files (DATA_DIR/files) to the folder FILE.files

Settings come from the environment: ADDR, DATA_DIR, DATABASE_URL, APP_KEY, SMTP_URL, APP_ENV (see README.md).
`

func main() {
	args := os.Args[1:]
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	var err error
	switch cmd {
	case "serve":
		err = serve()
	case "migrate":
		err = withDB(func(ctx context.Context, d *db.DB, _ *config.Config) error { return nil })
	case "seed":
		err = seedCmd(args)
	case "user":
		err = userCmd(args)
	case "ledger":
		err = ledgerCmd(args)
	case "backup":
		err = backupCmd(args)
	case "help", "-h", "--help":
		fmt.Print(usage)
	default:
		fmt.Fprint(os.Stderr, usage)
		err = fmt.Errorf("unknown command %q", cmd)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "partage:", err)
		os.Exit(1)
	}
}

func newLogger(cfg *config.Config) *slog.Logger {
	if cfg.Dev() {
		return slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return slog.New(slog.NewJSONHandler(os.Stdout, nil))
}

// withDB loads the settings, opens and migrates the database, and runs fn.
func withDB(fn func(ctx context.Context, d *db.DB, cfg *config.Config) error) error {
	return withOpenDB(db.Open, fn)
}

// withOpenDB is withDB with the database opened by open.
func withOpenDB(open func(context.Context, string) (*db.DB, error), fn func(ctx context.Context, d *db.DB, cfg *config.Config) error) error {
	cfg, err := config.Load()
	if err != nil {
		return err
	}
	// Days are counted in the cooperative's zone from the first seeded visit on.
	if cfg.TimeZone != nil {
		analytics.Zone = cfg.TimeZone
	}
	ctx := context.Background()
	d, err := open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer d.Close()
	applied, err := d.Migrate(ctx)
	if err != nil {
		return err
	}
	if len(applied) > 0 {
		fmt.Fprintf(os.Stderr, "applied migrations: %s\n", strings.Join(applied, ", "))
	}
	return fn(ctx, d, cfg)
}

func serve() error {
	return withDB(func(ctx context.Context, d *db.DB, cfg *config.Config) error {
		log := newLogger(cfg)
		seeded, err := seed.Demo(ctx, d, cfg.DataDir)
		if err != nil {
			return err
		}
		if seeded {
			log.Info("demo data loaded into the empty database")
		}
		app, err := build(cfg, d, log)
		if err != nil {
			return err
		}
		defer app.Close()
		srv := &http.Server{
			Addr:              cfg.Addr,
			Handler:           app.Handler,
			ReadHeaderTimeout: 10 * time.Second,
			ReadTimeout:       60 * time.Second,
			IdleTimeout:       120 * time.Second,
			ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		}
		// The jobs beside the server stop as the shutdown begins, ending the open event streams it would wait for.
		srv.RegisterOnShutdown(app.Close)
		sigCtx, cancel := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
		defer cancel()
		errc := make(chan error, 1)
		go func() { errc <- srv.ListenAndServe() }()
		fmt.Printf("Partage is running on %s (database: %s)\n", cfg.BaseURL, d.Engine)
		for _, a := range controllers.DemoAccounts {
			fmt.Printf("  demo sign-in (%s): %s / %s\n", a.Role, a.Email, a.Password)
		}
		select {
		case err := <-errc:
			return err
		case <-sigCtx.Done():
		}
		log.Info("shutting down: finishing requests in flight")
		shutdownCtx, cancelShutdown := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancelShutdown()
		if err := srv.Shutdown(shutdownCtx); err != nil {
			return fmt.Errorf("shutdown: %w", err)
		}
		log.Info("stopped")
		return nil
	})
}

// build wires the product (app/wire) with the files embedded in the binary.
func build(cfg *config.Config, d *db.DB, log *slog.Logger) (*wire.App, error) {
	public, _ := fs.Sub(embedded, "public")
	views, _ := fs.Sub(embedded, "views")
	langFS, _ := fs.Sub(embedded, "resources/lang")
	return wire.Build(cfg, d, log, wire.Options{Public: public, Views: views, Lang: langFS})
}

func seedCmd(args []string) error {
	fl := flag.NewFlagSet("seed", flag.ContinueOnError)
	scale := fl.Int("scale", 0, "add this many synthetic rows to each large table")
	entries := fl.Int("entries", -1, "with --scale: movements added to the register of parts (default: ten per synthetic row)")
	lines := fl.Int("lines", 10000, "with --scale: lines booked on one synthetic holder's account")
	visits := fl.Int("visits", -1, "with --scale: recorded page visits added (default: ten per synthetic row)")
	if err := fl.Parse(args); err != nil {
		return err
	}
	open := db.Open
	if *scale > 0 {
		open = db.OpenForLoad
	}
	return withOpenDB(open, func(ctx context.Context, d *db.DB, cfg *config.Config) error {
		seeded, err := seed.Demo(ctx, d, cfg.DataDir)
		if err != nil {
			return err
		}
		fmt.Printf("demo data loaded: %v\n", seeded)
		if *scale > 0 {
			start := time.Now()
			if err := seed.Scale(ctx, d, *scale); err != nil {
				return err
			}
			fmt.Printf("added %d synthetic users in %s\n", *scale, time.Since(start).Round(time.Millisecond))
			start = time.Now()
			if err := seed.ScaleMail(ctx, d, "admin@demo.com", *scale); err != nil {
				return err
			}
			fmt.Printf("added %d synthetic mails to admin@demo.com's inbox in %s\n", *scale, time.Since(start).Round(time.Millisecond))
			start = time.Now()
			if err := seed.ScaleInvoices(ctx, d, *scale); err != nil {
				return err
			}
			fmt.Printf("added %d synthetic invoices in %s\n", *scale, time.Since(start).Round(time.Millisecond))
			start = time.Now()
			if err := seed.ScaleTiers(ctx, d, *scale); err != nil {
				return err
			}
			fmt.Printf("added %d synthetic tiers (members over every state) in %s\n", *scale, time.Since(start).Round(time.Millisecond))
			start = time.Now()
			if err := seed.ScaleProducts(ctx, d, *scale); err != nil {
				return err
			}
			fmt.Printf("added %d synthetic products in %s\n", *scale, time.Since(start).Round(time.Millisecond))
			start = time.Now()
			if err := seed.ScaleEmployees(ctx, d, *scale); err != nil {
				return err
			}
			fmt.Printf("added %d synthetic employees in %s\n", *scale, time.Since(start).Round(time.Millisecond))
			if *visits < 0 {
				*visits = 10 * *scale
			}
			start = time.Now()
			if err := seed.ScaleActivity(ctx, d, *visits); err != nil {
				return err
			}
			fmt.Printf("added %d synthetic visits, rolled up, in %s\n", *visits, time.Since(start).Round(time.Millisecond))
			if *entries < 0 {
				*entries = 10 * *scale
			}
			r, err := seed.ScaleLedger(ctx, d, cfg.DataDir, *entries, *lines)
			if err != nil {
				return err
			}
			fmt.Printf("added %d register entries over %d synthetic holders, dated %s to %s, in %s\n", r.Entries, r.Holders, r.From, r.To, r.Took.Round(time.Millisecond))
			fmt.Printf("booked %d lines on the account of tiers %d from %s in %s\n", r.Lines, r.Account, r.LinesOn, r.Booking.Round(time.Millisecond))
			if d.Engine == db.Postgres {
				// What autovacuum does on a production server, at once: the
				// planner's statistics on every table filled, and the kept
				// counts (one row each, updated by a trigger per insert) without
				// the dead versions every read would otherwise walk.
				start = time.Now()
				if _, err := d.ExecContext(ctx, `VACUUM (ANALYZE)`); err != nil {
					return fmt.Errorf("seed: vacuum: %w", err)
				}
				fmt.Printf("vacuumed and analysed in %s\n", time.Since(start).Round(time.Millisecond))
			}
		}
		return nil
	})
}

func userCmd(args []string) error {
	if len(args) == 2 && args[0] == "reset-link" {
		return resetLinkCmd(args[1])
	}
	if len(args) == 0 || args[0] != "create" {
		return errors.New("usage: partage user create --email E --password P [--name N] [--username U] [--role admin|client]\n" +
			"       partage user reset-link EMAIL")
	}
	fl := flag.NewFlagSet("user create", flag.ContinueOnError)
	email := fl.String("email", "", "e-mail address")
	password := fl.String("password", "", "password (at least 8 characters)")
	name := fl.String("name", "", "full name")
	username := fl.String("username", "", "username (default: the e-mail's local part)")
	role := fl.String("role", auth.RoleAdmin, "admin or client")
	if err := fl.Parse(args[1:]); err != nil {
		return err
	}
	if *role != auth.RoleAdmin && *role != auth.RoleClient {
		return fmt.Errorf("--role must be admin or client")
	}
	if *username == "" {
		*username, _, _ = strings.Cut(*email, "@")
	}
	return withDB(func(ctx context.Context, d *db.DB, cfg *config.Config) error {
		svc := auth.NewService(d, auth.Settings{AppKey: cfg.AppKey, RegistrationOpen: true, RegistrationRole: *role})
		u, err := svc.Register(ctx, auth.RegisterInput{Email: *email, Password: *password, Username: *username, FullName: *name})
		if err != nil {
			return fmt.Errorf("%w", err)
		}
		fmt.Printf("created %s account %d for %s\n", u.Role, u.ID, u.Email)
		return nil
	})
}

// resetLinkCmd prints a reset link for the account with this e-mail, to hand
// over when no mail can leave (or an admin is locked out).
func resetLinkCmd(email string) error {
	return withDB(func(ctx context.Context, d *db.DB, cfg *config.Config) error {
		svc := auth.NewService(d, auth.Settings{AppKey: cfg.AppKey})
		u, link, err := svc.ResetLink(ctx, email)
		if err != nil {
			return fmt.Errorf("reset link for %s: %w", email, err)
		}
		fmt.Printf("Reset link for %s (works once, until %s):\n%s\n", u.Email, link.ExpiresAt.Format(time.RFC3339), link.URL(cfg.BaseURL, u.Email))
		return nil
	})
}

func backupCmd(args []string) error {
	if len(args) != 1 {
		return errors.New("usage: partage backup FILE")
	}
	return withDB(func(ctx context.Context, d *db.DB, cfg *config.Config) error {
		if d.Engine != db.SQLite {
			return errors.New("backup copies the SQLite database; for PostgreSQL use pg_dump")
		}
		filesDir := args[0] + ".files"
		for _, path := range []string{args[0], filesDir} {
			if _, err := os.Stat(path); err == nil {
				return fmt.Errorf("%s exists already; choose a new file", path)
			}
		}
		if _, err := d.ExecContext(ctx, `VACUUM INTO $1`, args[0]); err != nil {
			return fmt.Errorf("backup: %w", err)
		}
		// The stored files after the database: a file is written before any row names it, and none is
		// deleted, so every file the copied database names is there to copy.
		n, err := files.New(d, cfg.DataDir).CopyTo(filesDir)
		if err != nil {
			return fmt.Errorf("backup: %w", err)
		}
		fmt.Printf("backup written to %s, and its %d stored files to %s\n", args[0], n, filesDir)
		return nil
	})
}

// verifyAccounts checks the booked lines of the members' accounts the same
// way: their chain, each running balance and the balances now.
func verifyAccounts(ctx context.Context, m *money.Store) error {
	start := time.Now()
	v, err := m.VerifyAccounts(ctx)
	if err != nil {
		return err
	}
	switch {
	case v.OK:
		fmt.Printf("accounts: %d booked lines verified in %v, chain and balances intact\n", v.Entries, time.Since(start).Round(time.Millisecond))
		return nil
	case v.BrokenAt == 0:
		return fmt.Errorf("accounts BROKEN: the balance of tiers %d is not its last line's (%d lines read)", v.TiersID, v.Entries)
	default:
		return fmt.Errorf("accounts BROKEN at line %d: its %s does not match (changed behind the product's back)", v.BrokenAt, v.Reason)
	}
}

// ledgerCmd is `partage ledger verify`: the register of parts checked from
// its first entry, in English; an error (exit 1) when it is broken.
func ledgerCmd(args []string) error {
	if len(args) != 1 || args[0] != "verify" {
		return errors.New("usage: partage ledger verify")
	}
	return withDB(func(ctx context.Context, d *db.DB, cfg *config.Config) error {
		settings := coopconfig.New(d, files.New(d, cfg.DataDir), coopconfig.Defaults(cfg.Coop, cfg.RegistrationOpen))
		start := time.Now()
		v, err := ledger.New(d, settings).Verify(ctx)
		if err != nil {
			return err
		}
		took := time.Since(start).Round(time.Millisecond)
		switch {
		case v.OK:
			fmt.Printf("register of parts: %d entries verified in %v, chain and holdings intact\n", v.Entries, took)
			return verifyAccounts(ctx, money.New(d, settings, nil))
		case v.Reason == ledger.BrokenHoldings:
			return fmt.Errorf("register of parts BROKEN: the holdings of tiers %d in category %s differ from the register's sums (%d entries read)", v.TiersID, v.Category, v.Entries)
		case v.Reason == ledger.BrokenGap:
			return fmt.Errorf("register of parts BROKEN at entry %d: a number is missing (gap)", v.BrokenAt)
		case v.Reason == ledger.BrokenMissing:
			return fmt.Errorf("register of parts BROKEN at entry %d: it is missing (the audit log recorded it; the newest entries were deleted, %d entries read)", v.BrokenAt, v.Entries)
		default:
			return fmt.Errorf("register of parts BROKEN at entry %d: its %s does not match (changed behind the product's back)", v.BrokenAt, v.Reason)
		}
	})
}
