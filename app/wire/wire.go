// Package wire assembles the product from its settings and its database: the
// stores and services, the HTTP handler over them, and the jobs that run
// beside it. The server (main.go) and the HTTP tests build it the same way.
package wire

import (
	"context"
	"database/sql"
	"errors"
	"io/fs"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"partage/app/account"
	"partage/app/analytics"
	"partage/app/assets"
	"partage/app/audit"
	"partage/app/auth"
	"partage/app/blog"
	"partage/app/calendar"
	"partage/app/chat"
	"partage/app/config"
	"partage/app/contact"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/faq"
	"partage/app/files"
	"partage/app/invoice"
	"partage/app/knowledge"
	"partage/app/lang"
	"partage/app/ledger"
	"partage/app/mail"
	"partage/app/membership"
	"partage/app/menu"
	"partage/app/money"
	"partage/app/notify"
	"partage/app/pricing"
	"partage/app/profile"
	"partage/app/publicform"
	"partage/app/realtime"
	"partage/app/registry"
	"partage/app/search"
	"partage/app/session"
	"partage/app/shop"
	"partage/app/todo"
	"partage/app/users"
	"partage/controllers"
)

// Options are what the server and the tests give beside the settings; the
// zero value of each tuning is what production uses.
type Options struct {
	Public fs.FS // public/, with build/ when the front end was built
	Views  fs.FS // views/
	Lang   fs.FS // resources/lang/

	Realtime  realtime.Options   // presence grace, refresh and replay of live events
	Outbox    mail.OutboxOptions // the SMTP workers of the outbox
	Heartbeat time.Duration      // how often an idle event stream is pinged
	// Analytics is how often the analytics rollup runs (default
	// analytics.RollEvery; negative: never, the tests run it themselves).
	Analytics time.Duration
}

// App is the wired product: the services the HTTP layer is built from, and
// its root handler. Close ends what runs beside it.
type App struct {
	controllers.Deps
	Handler http.Handler

	closeOnce sync.Once
	stop      func()
}

// PruneEvery is how often expired sessions, tokens, links, sign-in attempts
// and old finished outbox mails are deleted.
const PruneEvery = time.Hour

// Build wires the services and the HTTP handler from cfg on d, and starts the
// jobs that run beside them: a first prune (done before Build returns), then
// one every PruneEvery; the outbox workers when SMTP is configured; the live
// events hub. Mail attachments and avatars are kept under cfg.DataDir.
func Build(cfg *config.Config, d *db.DB, log *slog.Logger, o Options) (*App, error) {
	vite, err := assets.Load(o.Public)
	if err != nil {
		return nil, err
	}
	if cfg.Dev() {
		vite = assets.Dev(cfg.ViteURL)
	} else if !vite.Built() {
		log.Warn("the front end is not built into this binary: run make build")
	}
	texts, err := lang.Load(o.Lang)
	if err != nil {
		return nil, err
	}
	authSvc := auth.NewService(d, auth.Settings{AppKey: cfg.AppKey, RegistrationOpen: cfg.RegistrationOpen, RegistrationRole: cfg.RegistrationRole})
	sessions := session.NewStore(d, cfg.AppKey, strings.HasPrefix(cfg.BaseURL, "https://"))
	mailer, err := mail.NewService(d, cfg.SMTPURL, cfg.AppName, cfg.DataDir, log)
	if err != nil {
		return nil, err
	}
	mailer.TuneOutbox(o.Outbox)
	hub, err := realtime.New(context.Background(), d, log, o.Realtime)
	if err != nil {
		return nil, err
	}
	mailer.TellLive(hub)
	notes := notify.NewStore(d)
	notes.TellLive(hub)
	fileStore := files.New(d, cfg.DataDir)
	settings := coopconfig.New(d, fileStore, coopconfig.Defaults(cfg.Coop, cfg.RegistrationOpen))
	register := ledger.New(d, settings)
	accounts := money.New(d, settings, register)
	// Registration and the sender of mail follow the saved settings (the
	// environment's REGISTRATION and the app's name are only their defaults).
	authSvc.FollowRegistration(settings.RegistrationOpen)
	mailer.FollowSender(settings.Sender)
	members := membership.New(d)
	members.SetHooks(membership.Hooks{
		// An admitted member's wished parts wait for their payment (ledger).
		Admitted: func(ctx context.Context, tx *sql.Tx, a audit.Actor, tiersID int64, parts int, decisionRef string) error {
			if parts <= 0 {
				return nil
			}
			_, err := register.OpenSubscriptionTx(ctx, tx, a, tiersID, "", int64(parts), decisionRef)
			return err
		},
		// A completed exit redeems the member's parts into their account (money).
		Completed: accounts.RedeemOnExitTx,
	})
	invoices := invoice.NewStore(d)
	// The figures' days are the cooperative's; raw activity is kept as the configuration says.
	if cfg.TimeZone != nil {
		analytics.Zone = cfg.TimeZone
	}
	activity := analytics.New(d)
	activity.FollowRetention(settings.RetentionDays)
	deps := controllers.Deps{
		Config: cfg, DB: d, Log: log, Public: o.Public, Views: o.Views, Lang: o.Lang, Texts: texts,
		Assets: vite, Auth: authSvc, Sessions: sessions, Mail: mailer,
		Bookmarks: menu.NewBookmarkStore(d), Notify: notes, Search: search.NewService(d),
		Realtime: hub, Chat: chat.NewService(d, hub, log), Todo: todo.NewStore(d), Calendar: calendar.NewStore(d), Invoices: invoices,
		Users: users.NewStore(d), Avatars: users.NewAvatars(fileStore), Files: fileStore,
		Registry: registry.New(d), Members: members, Contact: contact.New(d, mailer), Audit: audit.New(d),
		Forms: publicform.New(d), Settings: settings, Ledger: register, Money: accounts,
		Account: account.New(d, authSvc, mailer, notes), Profiles: profile.New(d, fileStore),
		Shop: shop.New(d, fileStore, invoices, accounts),
		FAQ:  faq.New(d), Knowledge: knowledge.New(d), Pricing: pricing.New(d), Blog: blog.New(d, fileStore),
		Analytics: activity,
		Heartbeat: o.Heartbeat,
	}
	// The cart's size beside the user (userData.extras.eCommerceCartItemsCount).
	authSvc.ExtrasFor = func(ctx context.Context, userID int64) auth.Extras {
		n, err := deps.Shop.CartCount(ctx, userID)
		if err != nil {
			log.Error("cart count", "err", err)
		}
		return auth.Extras{ECommerceCartItemsCount: n}
	}
	h, err := controllers.New(deps)
	if err != nil {
		hub.Close()
		return nil, err
	}
	pruneNow(context.Background(), log, sessions, authSvc, mailer, deps.Forms)
	ctx, cancel := context.WithCancel(context.Background())
	go prune(ctx, log, sessions, authSvc, mailer, deps.Forms)
	// Mail leaves through the outbox: its workers stop at Close, a dialog in progress is tried again later.
	stopOutbox := mailer.StartOutbox()
	// The analytics rollup: once now, then every minute, on one instance at a time.
	stopRollup := func() {}
	if o.Analytics >= 0 {
		stopRollup = activity.Start(o.Analytics)
	}
	// Open event streams end at Close, so a server shutting down need not wait for them.
	// The activity recorded last is written before the database closes.
	return &App{Deps: deps, Handler: h, stop: func() { cancel(); stopOutbox(); stopRollup(); activity.Close(); hub.Close() }}, nil
}

// Close stops the prune, the outbox workers, the analytics rollup and the
// hub, ending the open event streams, and writes the activity recorded last;
// calling it again does nothing.
func (a *App) Close() { a.closeOnce.Do(a.stop) }

// prune runs pruneNow every PruneEvery until ctx ends.
func prune(ctx context.Context, log *slog.Logger, sessions *session.Store, a *auth.Service, m *mail.Service, f *publicform.Guard) {
	t := time.NewTicker(PruneEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			pruneNow(ctx, log, sessions, a, m, f)
		}
	}
}

// pruneNow deletes expired sessions, tokens and links, the sign-in attempts
// past their window (auth.PruneTokens) and the old finished mails of the
// outbox (mail.PruneOutbox), and the public forms' sendings past their
// window (publicform.Prune).
func pruneNow(ctx context.Context, log *slog.Logger, sessions *session.Store, a *auth.Service, m *mail.Service, f *publicform.Guard) {
	if err := errors.Join(sessions.Prune(ctx), a.PruneTokens(ctx), m.PruneOutbox(ctx), f.Prune(ctx)); err != nil && ctx.Err() == nil {
		log.Error("prune expired sessions and tokens", "err", err)
	}
}
