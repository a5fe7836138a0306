package controllers

import (
	"context"
	"net/http"
	"net/http/httptest"

	"github.com/gorilla/mux"

	"partage/app"
	"partage/app/auth"
	"partage/app/inertia"
	"partage/app/menu"
	"partage/app/users"
)

// access is what a route demands of its caller: an ability, and for the
// sign-in pages, that nobody is signed in yet.
type access struct {
	action, subject string
	guestOnly       bool
	signedIn        bool
}

// can demands the ability to do action on subject.
func can(action, subject string) access { return access{action: action, subject: subject} }

// Everyone, signed in or not, holds "read Auth" (spec §6), so it marks public routes.
var (
	public   = can("read", "Auth")
	guest    = access{action: "read", subject: "Auth", guestOnly: true}
	signedIn = access{action: "read", subject: "Auth", signedIn: true}
)

// routes lists every URL of the product, the ability it needs, and its action.
func (s *Server) routes(r *mux.Router) {
	r.Use(s.liveDashboard) // open dashboards hear of the writes they count (dashboard_live.go)
	// Operations and static files.
	s.api(r, "GET", "/healthz", public, s.healthz)
	s.api(r, "GET", "/readyz", public, s.readyz)
	s.api(r, "GET", "/i18n/{lng}.json", public, s.translations)
	// The language switcher: kept in the browser, and on the account when signed in.
	s.api(r, "POST", "/api/language", public, s.languageUpdate)
	s.api(r, "PUT", "/api/language", public, s.languageUpdate)
	// GET /build/… (Vite's hashed files) is answered before this router: see assetsFirst.

	// Signing in, in the browser.
	for _, v := range []string{"", "-v2"} {
		variant := map[string]string{"": "v1", "-v2": "v2"}[v]
		s.page(r, "GET", "/login"+v, guest, s.loginPage(variant))
		s.page(r, "GET", "/register"+v, guest, s.registerPage(variant))
		s.page(r, "GET", "/forgot-password"+v, guest, s.forgotPasswordPage(variant))
		s.page(r, "GET", "/reset-password"+v, guest, s.resetPasswordPage(variant))
	}
	// The forms work signed in too (from the previews below): signing in again switches account.
	s.page(r, "POST", "/login", public, s.login)
	s.page(r, "POST", "/register", public, s.register)
	s.page(r, "POST", "/forgot-password", public, s.forgotPassword)
	s.page(r, "POST", "/reset-password", public, s.resetPassword)
	// An invitation's link: choosing a first password signs in (as whoever accepts it).
	s.page(r, "GET", "/accept-invitation", public, s.invitationPage)
	s.page(r, "POST", "/accept-invitation", public, s.acceptInvitation)
	s.page(r, "POST", "/logout", public, s.logout)

	// Signing in, for API clients (spec §7).
	s.api(r, "POST", "/jwt/login", public, s.jwtLogin)
	s.api(r, "POST", "/jwt/register", public, s.jwtRegister)
	s.api(r, "POST", "/jwt/refresh-token", public, s.jwtRefresh)
	s.api(r, "POST", "/jwt/logout", public, s.jwtLogout)

	// The shell's own calls (spec §7).
	s.api(r, "GET", "/api/bookmarks/data", signedIn, s.bookmarksData)
	s.api(r, "POST", "/api/bookmarks/update", signedIn, s.bookmarksUpdate)
	s.api(r, "GET", "/api/main-search/data", signedIn, s.mainSearch)
	s.api(r, "GET", "/api/autocomplete/data", signedIn, s.autocomplete)
	s.api(r, "GET", "/api/notifications", signedIn, s.notificationsList)
	s.api(r, "POST", "/api/notifications/read", signedIn, s.notificationsRead)

	// E-mail: the spec's calls, composing, attachments, then the page in its three URL forms.
	// Reads need "read", writes "manage" (every staff role holds both on its own mailbox).
	mailbox, writeMail := can("read", "Email"), can("manage", "Email")
	s.api(r, "GET", "/apps/email/emails", mailbox, s.emailList)
	s.api(r, "POST", "/apps/email/update-emails", writeMail, s.emailUpdate)
	s.api(r, "POST", "/apps/email/update-emails-label", writeMail, s.emailLabel)
	s.api(r, "POST", "/apps/email/restore-emails", writeMail, s.emailRestore)
	s.api(r, "GET", "/apps/email/get-email", mailbox, s.emailGet)
	s.api(r, "GET", "/apps/email/paginate-email", mailbox, s.emailPaginate)
	s.api(r, "GET", "/apps/email/recipients", mailbox, s.emailRecipients)
	s.api(r, "POST", "/apps/email/attachments", writeMail, s.emailUpload)
	s.page(r, "GET", "/apps/email/attachments/{id:[0-9]+}", mailbox, s.emailDownload)
	s.api(r, "POST", "/apps/email/send", writeMail, s.emailSend)
	s.api(r, "POST", "/apps/email/drafts", writeMail, s.emailDraft)
	s.page(r, "GET", "/apps/email", mailbox, s.emailPage)
	s.page(r, "GET", "/apps/email/label/{label}", mailbox, s.emailPage)
	s.page(r, "GET", "/apps/email/{folder:inbox|sent|draft|starred|spam|trash}", mailbox, s.emailPage)
	s.page(r, "GET", "/apps/email/label/{label}/{id:[0-9]+}", mailbox, s.emailPage)
	s.page(r, "GET", "/apps/email/{folder:inbox|sent|draft|starred|spam|trash}/{id:[0-9]+}", mailbox, s.emailPage)

	// Chat: the spec's calls, the own profile's changes, then the page.
	chatting, writeChat := can("read", "Chat"), can("manage", "Chat")
	s.api(r, "GET", "/apps/chat/chats-and-contacts", chatting, s.chatsAndContacts)
	s.api(r, "GET", "/apps/chat/users/profile-user", chatting, s.chatProfile)
	s.api(r, "POST", "/apps/chat/users/profile-user", writeChat, s.chatProfileUpdate)
	s.api(r, "GET", "/apps/chat/get-chat", chatting, s.chatGet)
	s.api(r, "POST", "/apps/chat/send-msg", writeChat, s.chatSend)
	s.page(r, "GET", "/apps/chat", chatting, s.chatPage)

	// To-do: the spec's calls (Inertia forms or API clients), the order, the people to assign, then the page.
	// The tasks are shared: a viewer reads them, the roles that act change them.
	tasks, changeTasks := can("read", "Todo"), can("manage", "Todo")
	s.api(r, "GET", "/apps/todo/tasks", tasks, s.todoList)
	s.page(r, "POST", "/apps/todo/add-tasks", changeTasks, s.todoAdd)
	s.page(r, "POST", "/apps/todo/update-task", changeTasks, s.todoUpdate)
	s.page(r, "DELETE", "/apps/todo/delete-task", changeTasks, s.todoDelete)
	s.page(r, "POST", "/apps/todo/reorder", changeTasks, s.todoReorder)
	s.api(r, "GET", "/apps/todo/people", tasks, s.people)
	s.page(r, "GET", "/apps/todo", tasks, s.todoPage)
	s.page(r, "GET", "/apps/todo/{filter:important|completed|deleted|due}", tasks, s.todoPage)
	s.page(r, "GET", "/apps/todo/tag/{tag}", tasks, s.todoPage)

	// Calendar: the spec's calls, the iCalendar export, the people to invite, then the page.
	events, changeEvents := can("read", "Calendar"), can("manage", "Calendar")
	s.api(r, "GET", "/apps/calendar/events", events, s.calendarEvents)
	s.api(r, "POST", "/apps/calendar/add-event", changeEvents, s.calendarAdd)
	s.api(r, "POST", "/apps/calendar/update-event", changeEvents, s.calendarUpdate)
	s.api(r, "DELETE", "/apps/calendar/remove-event", changeEvents, s.calendarRemove)
	s.page(r, "GET", "/apps/calendar/events.ics", events, s.calendarICS)
	s.api(r, "GET", "/apps/calendar/people", events, s.people)
	s.page(r, "GET", "/apps/calendar", events, s.calendarPage)

	// Users: the spec's calls, the list's export, each tab of a user's page, then the pages.
	seeUsers, changeUsers := can("read", "User"), can("manage", "User")
	s.api(r, "GET", "/api/users/list/all-data", seeUsers, s.usersAllData)
	s.api(r, "GET", "/api/users/list/data", seeUsers, s.usersData)
	s.api(r, "GET", "/api/users/user", seeUsers, s.userByID)
	s.page(r, "POST", "/apps/users/add-user", changeUsers, s.userAdd)
	s.page(r, "DELETE", "/apps/users/delete", changeUsers, s.userDelete)
	s.page(r, "GET", "/apps/users/export.csv", seeUsers, s.userExport)
	s.page(r, "POST", "/apps/users/{id:[0-9]+}/account", changeUsers, s.userAccount)
	s.page(r, "POST", "/apps/users/{id:[0-9]+}/information", changeUsers, s.userInformation)
	s.page(r, "POST", "/apps/users/{id:[0-9]+}/social", changeUsers, s.userSocial)
	s.page(r, "POST", "/apps/users/{id:[0-9]+}/status", changeUsers, s.userStatus)
	s.page(r, "POST", "/apps/users/{id:[0-9]+}/avatar", changeUsers, s.userAvatar)
	s.page(r, "POST", "/apps/users/{id:[0-9]+}/invitation", changeUsers, s.userInvitation)
	s.page(r, "POST", "/apps/users/{id:[0-9]+}/reset-link", changeUsers, s.userResetLink)
	s.page(r, "DELETE", "/apps/users/{id:[0-9]+}/avatar", changeUsers, s.userAvatar)
	s.page(r, "GET", users.AvatarPath+"{name}", signedIn, s.avatarFile)
	s.page(r, "GET", "/apps/user/list", seeUsers, s.userListPage)
	s.page(r, "GET", "/apps/user/view/{id:[0-9]+}", seeUsers, s.userViewPage)
	s.page(r, "GET", "/apps/user/edit/{id:[0-9]+}", changeUsers, s.userEditPage) // a form: only for who may save it

	// Invoices: the spec's calls, the CSV export, the PDF, sending, payments, clients, then the pages.
	// Staff read them; writing them (and the forms that do) is for who manages invoices.
	invoices, changeInvoices := can("read", "Invoice"), can("manage", "Invoice")
	s.api(r, "GET", "/apps/invoice/invoices", invoices, s.invoiceList)
	s.page(r, "GET", "/apps/invoice/invoices.csv", invoices, s.invoiceCSV)
	s.api(r, "GET", "/api/invoice/invoices/{id:[0-9]+}", invoices, s.invoiceGet)
	s.page(r, "DELETE", "/apps/invoice/delete", changeInvoices, s.invoiceDelete)
	s.api(r, "GET", "/api/invoice/clients", invoices, s.invoiceClients)
	s.api(r, "GET", "/apps/invoice/clients", invoices, s.invoiceClientSearch)
	s.api(r, "POST", "/apps/invoice/clients", changeInvoices, s.invoiceClientCreate)
	s.page(r, "POST", "/apps/invoice/add", changeInvoices, s.invoiceCreate)
	s.page(r, "PUT", "/apps/invoice/edit/{id:[0-9]+}", changeInvoices, s.invoiceUpdate)
	s.page(r, "POST", "/apps/invoice/{id:[0-9]+}/duplicate", changeInvoices, s.invoiceDuplicate)
	s.page(r, "GET", "/apps/invoice/{id:[0-9]+}/pdf", invoices, s.invoicePDF)
	s.page(r, "POST", "/apps/invoice/{id:[0-9]+}/send", changeInvoices, s.invoiceSend)
	s.page(r, "POST", "/apps/invoice/{id:[0-9]+}/payments", changeInvoices, s.invoicePayment)
	s.page(r, "GET", "/apps/invoice/list", invoices, s.invoiceListPage)
	s.page(r, "GET", "/apps/invoice/add", changeInvoices, s.invoiceAddPage)
	s.page(r, "GET", "/apps/invoice/edit/{id:[0-9]+}", changeInvoices, s.invoiceEditPage)
	s.page(r, "GET", "/apps/invoice/preview/{id:[0-9]+}", invoices, s.invoicePreviewPage)

	// The cooperative: its people, from "Rejoignez-nous" to exit (coop_routes.go).
	s.coopRoutes(r)

	// One's own account (account.go), its security (account_security.go) and
	// devices (account_devices.go), and the social profiles (profile.go).
	s.accountRoutes(r)
	s.securityRoutes(r)
	s.deviceRoutes(r)
	s.profileRoutes(r)

	// The shop: catalogue, wishlist, cart, checkout and orders (shop_routes.go).
	s.shopRoutes(r)

	// What the cooperative writes for its people: FAQ, knowledge base, pricing, blog (content_routes.go).
	s.contentRoutes(r)

	// The analytics and eCommerce dashboards, their cards, the recorded activity and the data table (analytics_routes.go).
	s.analyticsRoutes(r)

	// Live updates for the signed-in user (Server-Sent Events).
	s.api(r, "GET", "/events", signedIn, s.events)

	// Pages.
	s.page(r, "GET", "/", can("read", "Dashboard"), s.home)
	s.page(r, "GET", "/access-control", can("read", "ACL"), s.accessControl)
	s.page(r, "GET", "/not-authorized", public, s.notAuthorized)

	// Miscellaneous pages, and the sign-in pages in both looks for anyone to see.
	s.page(r, "GET", "/misc/coming-soon", public, s.miscPage(http.StatusOK, "Misc/ComingSoon", inertia.Props{}))
	s.page(r, "GET", "/misc/not-authorized", public, s.notAuthorized)
	s.page(r, "GET", "/misc/maintenance", public, s.miscPage(http.StatusServiceUnavailable, "Misc/Maintenance", inertia.Props{"status": http.StatusServiceUnavailable}))
	s.page(r, "GET", "/misc/error", public, s.miscPage(http.StatusNotFound, "Misc/Error", inertia.Props{"status": http.StatusNotFound}))
	for _, v := range []string{"v1", "v2"} {
		for name, component := range map[string]string{"login": "Auth/Login", "register": "Auth/Register",
			"forgot-password": "Auth/ForgotPassword", "reset-password": "Auth/ResetPassword"} {
			s.page(r, "GET", "/pages/authentication/"+name+"-"+v, public, s.authPreview(component, v))
		}
	}

	// Every page of the menu that nothing above serves yet says it is coming soon.
	for _, it := range menu.Leaves() {
		if !served(r, it.Path) {
			s.page(r, "GET", it.Pattern(), can(it.Action, it.Subject), s.comingSoon(it))
		}
	}
}

// served reports whether a GET of path reaches a route already registered.
func served(r *mux.Router, path string) bool {
	var m mux.RouteMatch
	return r.Match(httptest.NewRequest(http.MethodGet, path, nil), &m) && m.MatchErr == nil
}

// guarded is a route's handler with the access it demands kept beside it, so
// that the tests of the role matrix read each route's ability from the router
// itself (a route added later is covered without being listed).
type guarded struct {
	access
	http.Handler
}

// page registers a route the front end visits; API clients may call it too and get JSON.
// A signed-in browser's visit of a GET page is recorded (analytics_activity.go).
func (s *Server) page(r *mux.Router, method, path string, a access, h http.HandlerFunc) {
	handler := s.guard(a, h)
	if method == http.MethodGet {
		handler = s.recordVisits(handler)
	}
	r.Handle(path, guarded{a, handler}).Methods(methods(method)...)
}

// api registers a route that always answers JSON.
func (s *Server) api(r *mux.Router, method, path string, a access, h http.HandlerFunc) {
	r.Handle(path, guarded{a, http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		s.guard(a, h).ServeHTTP(w, req.WithContext(context.WithValue(req.Context(), jsonRouteKey{}, true)))
	})}).Methods(methods(method)...)
}

// methods are the methods a route of method answers: a GET route answers HEAD
// too (RFC 9110 §9.3.2), which monitors use; the action runs as for GET and
// net/http sends its headers without the body.
func methods(method string) []string {
	if method == http.MethodGet {
		return []string{http.MethodGet, http.MethodHead}
	}
	return []string{method}
}

// guard checks the caller's abilities before the action runs. A signed-out
// visitor is sent to sign in (an API client gets 401); a signed-in one who
// lacks the ability gets the not-authorized page (an API client gets 403),
// except on "/", where each user is sent to their own home instead.
func (s *Server) guard(a access, h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u := auth.UserFrom(r.Context())
		if a.guestOnly && u != nil && !wantsJSON(r) {
			s.in.Redirect(w, r, auth.HomeFor(u))
			return
		}
		if auth.Can(auth.RulesOf(u), a.action, a.subject) && (u != nil || !a.signedIn) {
			if err := checkQuery(r); err != nil {
				s.fail(w, r, err) // a NUL byte or invalid UTF-8 in the URL (input.go)
				return
			}
			h(w, r)
			return
		}
		switch {
		case u == nil && wantsJSON(r):
			writeError(w, app.E(app.EUNAUTHENTICATED, "signInToContinue", nil))
		case u == nil:
			s.toLogin(w, r)
		case wantsJSON(r):
			writeError(w, app.E(app.EFORBIDDEN, "notAuthorized", nil))
		case r.URL.Path == "/" && (r.Method == http.MethodGet || r.Method == http.MethodHead):
			s.in.Redirect(w, r, auth.HomeFor(u))
		default:
			s.renderError(w, r, http.StatusForbidden)
		}
	})
}
