// Package controllers is the HTTP layer: routes.go lists every URL with the
// ability it needs; each action decodes input, calls a domain service, and
// answers with an Inertia page, a redirect, or JSON for API clients.
package controllers

import (
	"context"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"time"

	"github.com/gorilla/mux"

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
	"partage/app/inertia"
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
)

// Deps are what the HTTP layer is built from.
type Deps struct {
	Config    *config.Config
	DB        *db.DB
	Log       *slog.Logger
	Public    fs.FS // public/, with build/ when the front end was built
	Views     fs.FS // views/
	Lang      fs.FS // resources/lang/
	Assets    *assets.Vite
	Auth      *auth.Service
	Sessions  *session.Store
	Mail      *mail.Service
	Texts     *lang.Catalog // the translations, for texts the server words itself
	Bookmarks *menu.BookmarkStore
	Notify    *notify.Store
	Search    *search.Service
	Realtime  *realtime.Hub
	Chat      *chat.Service
	Todo      *todo.Store
	Calendar  *calendar.Store
	Invoices  *invoice.Store
	Users     *users.Store
	Avatars   *users.Avatars
	Files     *files.Store // documents of the register (attachments and avatars keep their own)
	Registry  *registry.Store
	Members   *membership.Store
	Contact   *contact.Store
	Audit     *audit.Log
	Forms     *publicform.Guard // the public forms' honeypot and per-address limit
	Settings  *coopconfig.Store // the cooperative's configuration (/coop/configuration)
	Ledger    *ledger.Store     // the register of parts
	Money     *money.Store      // dépôt-retrait: accounts and movements under four eyes
	Account   *account.Service  // one's own account (/pages/account-settings)
	Profiles  *profile.Store    // the social profiles (/pages/profile)
	Shop      *shop.Store       // the shop: catalogue, carts, orders (/apps/ecommerce)
	FAQ       *faq.Store        // the FAQ (/pages/faq)
	Knowledge *knowledge.Store  // the knowledge base (/pages/knowledge-base)
	Pricing   *pricing.Store    // the plans (/pages/pricing)
	Blog      *blog.Store       // the blog (/pages/blog)
	Analytics *analytics.Store  // recorded activity and the dashboards' rolled-up figures
	// Heartbeat is how often an idle event stream is pinged (default 25 s).
	Heartbeat time.Duration
}

// Server holds the wired services every action uses.
type Server struct {
	Deps
	in    *inertia.Inertia
	kept  keptLists // the kept answers of the big lists (lists.go)
	menus menuCache // the menu's JSON by role and badge counts (shell_menu.go)
}

// New wires the routes and middleware and returns the root handler.
func New(d Deps) (http.Handler, error) {
	tmpl, err := template.New("app.html").Funcs(template.FuncMap{
		"viteTags": d.Assets.Tags,
		"appName":  func() string { return d.Config.AppName },
	}).ParseFS(d.Views, "app.html")
	if err != nil {
		return nil, err
	}
	s := &Server{Deps: d, kept: newKeptLists(db.UsersList, db.InvoicesList)}
	s.in = inertia.New(inertia.Config{
		RootTemplate: tmpl,
		Version:      d.Assets.Version(),
		Sessions:     session.Flash{Store: d.Sessions},
	})
	s.in.ShareFunc(s.sharedProps)
	// Notifications are mailed to those who want them by e-mail (notifyMail,
	// authmail.go), and a mail delivered to a mailbox notifies its reader.
	d.Notify.MailWith(notificationMailer{s})
	d.Mail.OnDelivered(s.notifyMailReceived)

	r := mux.NewRouter()
	r.StrictSlash(false)
	s.routes(r)
	r.NotFoundHandler = http.HandlerFunc(s.notFound)
	r.MethodNotAllowedHandler = http.HandlerFunc(s.methodNotAllowed)

	// The chain wraps the router rather than hanging off it, so unknown URLs
	// get the same logging, headers and signed-in user as known ones.
	var h http.Handler = r
	h = s.in.Middleware(h)
	h = s.chooseLanguage(h)
	h = s.loadUser(h)
	h = http.NewCrossOriginProtection().Handler(h)
	h = s.assetsFirst(h)
	h = s.limitBody(h)
	h = s.securityHeaders(h)
	h = s.recoverPanics(h)
	h = s.logRequests(h)
	h = requestID(h)
	return h, nil
}

// sharedProps are on every page: who is signed in, what they may do, and the app's settings.
func (s *Server) sharedProps(r *http.Request) inertia.Props {
	u := auth.UserFrom(r.Context())
	props := inertia.Props{
		// timeZone is the one the person chose in their account settings ("":
		// the browser's), in which every page writes moments.
		"auth": func() any {
			var user any
			if u != nil {
				user = s.Auth.UserData(r.Context(), u)
			}
			return map[string]any{"user": user, "abilities": auth.RulesOf(u), "timeZone": timeZoneOf(u)}
		},
		"app": map[string]any{
			"name":         s.Config.AppName,
			"canRegister":  s.Auth.RegistrationOpen(),
			"demoAccounts": demoAccounts(r.Context(), s.Auth),
		},
		// The language the page is in (the same as <html lang>), and where it comes from (language.go).
		"language": s.languageOf(r),
	}
	if u != nil {
		props["realtime"] = map[string]any{"lastEventId": s.Realtime.LastID()}
		for k, v := range s.shellProps(r, u) {
			props[k] = v
		}
	}
	return props
}

// demoAccount is a seeded account the login page offers.
type demoAccount struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Role     string `json:"role"`
}

// DemoAccounts are the seeded sign-ins of the demo data (seed/), shown on the login page while they exist.
var DemoAccounts = []demoAccount{
	{Email: "admin@demo.com", Password: "admin", Role: auth.RoleAdmin},
	{Email: "client@demo.com", Password: "client", Role: auth.RoleClient},
	{Email: "manager@demo.com", Password: "manager", Role: auth.RoleManager},
	{Email: "accountant@demo.com", Password: "accountant", Role: auth.RoleAccountant},
	{Email: "viewer@demo.com", Password: "viewer", Role: auth.RoleViewer},
	{Email: "member@demo.com", Password: "member", Role: auth.RoleMember},
}

func demoAccounts(ctx context.Context, a *auth.Service) []demoAccount {
	out := []demoAccount{}
	if auth.UserFrom(ctx) != nil {
		return out // only the signed-out pages need them
	}
	for _, d := range DemoAccounts {
		if taken, err := a.Store().EmailTaken(ctx, d.Email); err == nil && taken {
			out = append(out, d)
		}
	}
	return out
}

// timeZoneOf is the time zone u chose, or "" (signed out, or never chosen).
func timeZoneOf(u *auth.User) string {
	if u == nil {
		return ""
	}
	return u.TimeZone
}
