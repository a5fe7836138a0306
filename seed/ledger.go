package seed

import (
	"context"
	"fmt"
	"sort"
	"time"

	"partage/app/audit"
	"partage/app/config"
	"partage/app/coopconfig"
	"partage/app/db"
	"partage/app/files"
	"partage/app/ledger"
	"partage/app/money"
)

// registerYears is how long ago the demo's register starts: the
// extraordinary general assembly that made the cooperative a SCIC, where
// every member and partner of the day subscribed their parts anew.
const registerYears = 2

// demoPartners are the parts of the shareholders who are not members (the
// commune, partners, investors), by e-mail; the others take ten.
var demoPartners = map[string]int64{
	"mairie@saint-aubin.exemple.fr":     20,
	"participations@csil.exemple.fr":    200,
	"gh.lacombe@exemple.fr":             40,
	"beatrice.nguyen@exemple.fr":        30,
	"bureau@velocite-rennes.exemple.fr": 10,
	"yannick.lebihan@exemple.fr":        4,
}

// demoBook writes the demo's register and accounts through their stores, in
// date order: the stores read the time from at, which each event moves.
type demoBook struct {
	d      *db.DB
	ledger *ledger.Store
	money  *money.Store
	today  time.Time // midnight UTC
	start  int       // days ago the register starts
	at     time.Time
	events []bookEvent
	tiers  map[string]int64       // by e-mail
	actors map[string]audit.Actor // the demo's sign-ins, by e-mail
	subs   map[int64]int64        // pending subscription by tiers
}

// bookEvent is something that happened days ago; events of one day keep
// the order they were added in.
type bookEvent struct {
	days int
	what string
	run  func(ctx context.Context) error
}

// coopStores returns the cooperative's settings, register and accounts over
// d, the settings' defaults being those of an unconfigured instance.
func coopStores(d *db.DB, dataDir string) (*coopconfig.Store, *ledger.Store, *money.Store) {
	settings := coopconfig.New(d, files.New(d, dataDir), coopconfig.Defaults(config.Coop{Name: "Coopérative Partage", PartsMin: 1, PartsMax: 100}, true))
	register := ledger.New(d, settings)
	return settings, register, money.New(d, settings, register)
}

// demoRegister writes the register of parts and the accounts of the demo:
// the founders' subscriptions two years ago, each later member's
// subscription paid from their account, the partners' and investors' parts,
// four transfers, a mistaken entry and its annulation, the redemption of the
// members who left, deposits and withdrawals under four eyes, last year's
// interest on parts, and three requests waiting for approval.
func demoRegister(ctx context.Context, d *db.DB, dataDir string) error {
	now := time.Now().UTC()
	b := &demoBook{d: d, today: time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC),
		tiers: map[string]int64{}, actors: map[string]audit.Actor{}, subs: map[int64]int64{}}
	b.start = int(b.today.Sub(b.today.AddDate(-registerYears, 0, 0)).Hours() / 24)
	_, b.ledger, b.money = coopStores(d, dataDir)
	clock := func() time.Time { return b.at }
	b.ledger.SetClock(clock)
	b.money.SetClock(clock)
	if err := b.load(ctx); err != nil {
		return err
	}
	if err := b.subscriptions(ctx); err != nil {
		return err
	}
	b.movements()
	b.accounts()
	return b.run(ctx)
}

// load reads the demo's tiers and sign-ins.
func (b *demoBook) load(ctx context.Context) error {
	rows, err := b.d.QueryContext(ctx, `SELECT id, email FROM clients`)
	if err != nil {
		return fmt.Errorf("seed: register: tiers: %w", err)
	}
	for rows.Next() {
		var id int64
		var email string
		if err := rows.Scan(&id, &email); err != nil {
			rows.Close()
			return err
		}
		b.tiers[email] = id
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, email := range []string{"admin@demo.com", "manager@demo.com", "accountant@demo.com", "member@demo.com"} {
		a := audit.Actor{}
		if err := b.d.QueryRowContext(ctx, `SELECT id, full_name FROM users WHERE email = $1`, email).Scan(&a.ID, &a.Name); err != nil {
			return fmt.Errorf("seed: register: user %s: %w", email, err)
		}
		b.actors[email] = a
	}
	return nil
}

// on adds an event days ago.
func (b *demoBook) on(days int, what string, run func(ctx context.Context) error) {
	b.events = append(b.events, bookEvent{days: days, what: what, run: run})
}

// run plays the events oldest first, each a minute after the one before on
// its day, from nine in the morning.
func (b *demoBook) run(ctx context.Context) error {
	sort.SliceStable(b.events, func(i, j int) bool { return b.events[i].days > b.events[j].days })
	last, minute := -1, 0
	for _, ev := range b.events {
		if ev.days != last {
			last, minute = ev.days, 0
		}
		minute++
		b.at = b.today.AddDate(0, 0, -ev.days).Add(9*time.Hour + time.Duration(minute)*time.Minute)
		if err := ev.run(ctx); err != nil {
			return fmt.Errorf("seed: register: %s (%s): %w", ev.what, b.day(ev.days), err)
		}
	}
	return nil
}

// day is the date days ago; fr is the same date as a French decision names it.
func (b *demoBook) day(days int) string { return b.today.AddDate(0, 0, -days).Format(time.DateOnly) }
func (b *demoBook) fr(days int) string  { return b.today.AddDate(0, 0, -days).Format("02/01/2006") }

// admin is who records the register's entries.
func (b *demoBook) admin() audit.Actor { return b.actors["admin@demo.com"] }

// holderRow is a tiers who held parts during the register's life.
type holderRow struct {
	id        int64
	email     string
	holder    string
	status    string
	parts     int64
	admitted  string
	completed string
	since     time.Time
}

// holders lists the members admitted (in admission order), then the other
// shareholders (oldest first).
func (b *demoBook) holders(ctx context.Context) ([]holderRow, error) {
	rows, err := b.d.QueryContext(ctx, `SELECT c.id, c.email, c.holder_category, COALESCE(m.status, ''), COALESCE(m.parts_wished, 0),
		COALESCE(m.admitted_on, ''), COALESCE(m.exit_completed_on, ''), c.created_at
		FROM clients c LEFT JOIN memberships m ON m.tiers_id = c.id
		WHERE m.status IN ('admis', 'actif', 'sortant', 'sorti') OR (m.tiers_id IS NULL AND c.is_shareholder)
		ORDER BY m.number IS NULL, m.number, c.created_at, c.id`)
	if err != nil {
		return nil, fmt.Errorf("seed: register: holders: %w", err)
	}
	defer rows.Close()
	var out []holderRow
	for rows.Next() {
		var h holderRow
		if err := rows.Scan(&h.id, &h.email, &h.holder, &h.status, &h.parts, &h.admitted, &h.completed, &h.since); err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, rows.Err()
}

// daysAgo is how many days before today date (YYYY-MM-DD) is.
func (b *demoBook) daysAgo(date string) int {
	t, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return 0
	}
	return int(b.today.Sub(t).Hours() / 24)
}

// subscriptions adds every holder's subscription: at the register's start
// for those already there, at their admission (or arrival) for the others,
// paid from their account a few days later, still waiting for the members
// admitted but not yet paid; and the redemption of the members who left.
func (b *demoBook) subscriptions(ctx context.Context) error {
	list, err := b.holders(ctx)
	if err != nil {
		return err
	}
	for _, h := range list {
		category, parts, days := "A", h.parts, b.daysAgo(h.admitted)
		if h.status == "" {
			days = int(b.today.Sub(h.since.UTC()).Hours()/24) - 7
			parts = demoPartners[h.email]
			if parts == 0 {
				parts = 10
			}
			if h.holder == "investors" {
				category = "B"
			}
		}
		if h.completed != "" && b.daysAgo(h.completed) >= b.start {
			continue // left before the register starts
		}
		switch {
		case h.status == "admis":
			b.openSubscription(days, h.id, category, parts, "CA du "+b.fr(days)+" — admission")
		case days >= b.start:
			b.founder(h.id, category, parts)
		default:
			decision := "CA du " + b.fr(days) + " — admission"
			if h.status == "" {
				decision = "CA du " + b.fr(days) + " — souscription de parts " + category
			}
			b.openSubscription(days, h.id, category, parts, decision)
			b.payment(max(days-4, 1), h.id, parts, category)
		}
		if h.completed != "" {
			b.exit(b.daysAgo(h.completed), h)
		}
	}
	return nil
}

// founder records a subscription of the assembly that opens the register.
func (b *demoBook) founder(tiers int64, category string, parts int64) {
	b.on(b.start, "souscription", func(ctx context.Context) error {
		_, err := b.ledger.Append(ctx, b.admin(), ledger.EntryInput{Date: b.day(b.start), Kind: ledger.KindSubscription,
			Category: category, Parts: parts, ToTiers: tiers,
			Decision: "AGE du " + b.fr(b.start) + " — transformation en SCIC, souscription des associés"})
		return err
	})
}

// openSubscription opens a subscription waiting for its payment.
func (b *demoBook) openSubscription(days int, tiers int64, category string, parts int64, decision string) {
	b.on(days, "subscription", func(ctx context.Context) error {
		s, err := b.ledger.OpenSubscription(ctx, b.admin(), tiers, category, parts, decision)
		b.subs[tiers] = s.ID
		return err
	})
}

// transfer records a cession approved by the board days+6 ago.
func (b *demoBook) transfer(days int, from, to, category string, parts int64) {
	b.on(days, "cession", func(ctx context.Context) error {
		_, err := b.ledger.Append(ctx, b.admin(), ledger.EntryInput{Date: b.day(days), Kind: ledger.KindTransfer, Category: category,
			Parts: parts, FromTiers: b.tiers[from], ToTiers: b.tiers[to], Decision: "CA du " + b.fr(days+6) + " — agrément de la cession"})
		return err
	})
}

// movements adds the transfers of parts, and a transfer entered with the
// wrong number of parts, annulled the next day and entered again.
func (b *demoBook) movements() {
	b.transfer(650, "yvonne.garreau@exemple.fr", "amandine.leclerc@exemple.fr", "A", 5)
	var wrong int64
	b.on(381, "cession saisie par erreur", func(ctx context.Context) error {
		e, err := b.ledger.Append(ctx, b.admin(), ledger.EntryInput{Date: b.day(381), Kind: ledger.KindTransfer, Category: "A", Parts: 15,
			FromTiers: b.tiers["bonjour@ateliers-rhone.exemple.fr"], ToTiers: b.tiers["boulangerie@pain-antan.exemple.fr"],
			Decision: "CA du " + b.fr(386) + " — agrément de la cession"})
		wrong = e.Number
		return err
	})
	b.on(380, "annulation", func(ctx context.Context) error {
		_, err := b.ledger.Correct(ctx, b.admin(), wrong, b.day(380),
			fmt.Sprintf("Erreur de saisie : 15 parts au lieu de 10 (CA du %s) ; l’écriture n° %d est annulée", b.fr(386), wrong))
		return err
	})
	b.transfer(380, "bonjour@ateliers-rhone.exemple.fr", "boulangerie@pain-antan.exemple.fr", "A", 10)
	b.transfer(300, "gh.lacombe@exemple.fr", "beatrice.nguyen@exemple.fr", "B", 10)
	b.transfer(150, "helene.bourgeois@exemple.fr", "yannick.lebihan@exemple.fr", "A", 2)
}
