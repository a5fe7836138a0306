package seed

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"partage/app/money"
)

// demoMove is a movement of the demo's accounts: days ago, on the account of
// the tiers of that e-mail, requested by one sign-in and approved by the
// others (none: it is still waiting).
type demoMove struct {
	days      int
	tiers     string
	kind      string
	cents     int64
	label     string
	requester string
	approvers []string
}

const (
	manager    = "manager@demo.com"
	accountant = "accountant@demo.com"
	admin      = "admin@demo.com"
	member     = "member@demo.com"
)

// demoMoves are the deposits and withdrawals of two years, under four eyes
// (two approvers above 5,000 €), and the three requests still waiting: a
// withdrawal the member asked for from their page, a deposit the manager
// recorded, and a large withdrawal one approver of two has approved.
var demoMoves = []demoMove{
	{700, member, money.KindDeposit, 120000, "Virement reçu — épargne", manager, []string{accountant}},
	{610, "elodie.roussel@exemple.fr", money.KindDeposit, 40000, "Dépôt par chèque", accountant, []string{manager}},
	{600, member, money.KindDeposit, 30000, "Virement reçu — épargne", manager, []string{accountant}},
	{560, "helene.bourgeois@exemple.fr", money.KindDeposit, 200000, "Virement reçu", accountant, []string{manager}},
	{520, "bonjour@ateliers-rhone.exemple.fr", money.KindDeposit, 800000, "Virement reçu — excédent de trésorerie", accountant, []string{manager, admin}},
	{500, "participations@csil.exemple.fr", money.KindDeposit, 1000000, "Apport de la Caisse solidaire", manager, []string{accountant, admin}},
	{480, member, money.KindWithdrawal, 25000, "Retrait vers le compte bancaire", member, []string{accountant}},
	{470, "yvonne.garreau@exemple.fr", money.KindDeposit, 100000, "Dépôt par chèque", manager, []string{accountant}},
	{395, "manon.delattre@exemple.fr", money.KindWithdrawal, 25000, "Remboursement des parts versé sur le compte bancaire", accountant, []string{manager}},
	{390, "boulangerie@pain-antan.exemple.fr", money.KindDeposit, 250000, "Virement reçu", manager, []string{accountant}},
	{365, member, money.KindDeposit, 50000, "Virement reçu — épargne", manager, []string{accountant}},
	{330, "bonjour@ateliers-rhone.exemple.fr", money.KindDeposit, 450000, "Virement reçu", accountant, []string{manager}},
	{300, "elodie.roussel@exemple.fr", money.KindWithdrawal, 10000, "Retrait vers le compte bancaire", accountant, []string{manager}},
	{200, member, money.KindWithdrawal, 40000, "Retrait vers le compte bancaire", member, []string{manager}},
	{180, "famille.chauvin@exemple.fr", money.KindWithdrawal, 150000, "Versement aux ayants droit (succession Chauvin)", accountant, []string{manager}},
	{120, "helene.bourgeois@exemple.fr", money.KindWithdrawal, 50000, "Retrait vers le compte bancaire", manager, []string{accountant}},
	{100, "bonjour@ateliers-rhone.exemple.fr", money.KindWithdrawal, 150000, "Retrait vers le compte bancaire", accountant, []string{manager}},
	{100, "karim.belkacem@exemple.fr", money.KindDeposit, 20000, "Dépôt d’espèces à l’accueil", manager, []string{accountant}},
	{90, member, money.KindDeposit, 15000, "Virement reçu — épargne", manager, []string{accountant}},
	// Waiting for approval.
	{3, "bonjour@ateliers-rhone.exemple.fr", money.KindWithdrawal, 650000, "Retrait pour l’achat d’un four", accountant, []string{admin}},
	{2, "karim.belkacem@exemple.fr", money.KindDeposit, 8000, "Dépôt d’espèces à l’accueil", manager, nil},
	{1, member, money.KindWithdrawal, 15000, "Retrait vers le compte bancaire", member, nil},
}

// accounts adds the demo's movements and last year's interest on parts.
func (b *demoBook) accounts() {
	for _, m := range demoMoves {
		b.on(m.days, m.kind, func(ctx context.Context) error {
			id, ok := b.tiers[m.tiers]
			if !ok {
				return fmt.Errorf("no tiers %s", m.tiers)
			}
			var mv money.Movement
			var err error
			if m.requester == member { // from the member's own page
				mv, _, err = b.money.RequestSelf(ctx, b.actors[member], id, m.cents, m.label, "")
			} else {
				mv, _, err = b.money.Request(ctx, b.actors[m.requester], money.RequestInput{TiersID: id, Kind: m.kind, AmountCents: m.cents, Label: m.label}, "")
			}
			if err != nil {
				return err
			}
			return b.approve(ctx, mv.ID, m.approvers...)
		})
	}
	// The general assembly votes last year's interest in June; the run
	// credits it a few days later.
	year := b.today.Year() - 1
	assembly := time.Date(b.today.Year(), time.June, 13, 0, 0, 0, 0, time.UTC)
	if !assembly.Before(b.today.AddDate(0, 0, -14)) {
		assembly = b.today.AddDate(0, 0, -14)
	}
	days := int(b.today.Sub(assembly).Hours()/24) - 4
	b.on(days, "intérêts", func(ctx context.Context) error {
		_, err := b.money.RunInterest(ctx, b.actors[admin], year, 150, "AG du "+assembly.Format("02/01/2006")+" — intérêt de 1,50 % sur les parts")
		return err
	})
}

// approve records each approver's approval of movement id.
func (b *demoBook) approve(ctx context.Context, id int64, approvers ...string) error {
	for _, who := range approvers {
		if _, err := b.money.Approve(ctx, b.actors[who], id, ""); err != nil {
			return err
		}
	}
	return nil
}

// payment pays tiers' pending subscription days ago: the deposit of its
// value, approved, which issues the parts (libération).
func (b *demoBook) payment(days int, tiers int64, parts int64, category string) {
	b.on(days, "libération", func(ctx context.Context) error {
		s, err := b.ledger.FindSubscription(ctx, b.subs[tiers])
		if err != nil {
			return err
		}
		mv, _, err := b.money.Request(ctx, b.actors[accountant], money.RequestInput{TiersID: tiers, Kind: money.KindDeposit,
			AmountCents: s.TotalCents, SubscriptionID: s.ID, Label: fmt.Sprintf("Virement reçu — libération de %d parts %s", parts, category)}, "")
		if err != nil {
			return err
		}
		return b.approve(ctx, mv.ID, manager)
	})
}

// exit redeems the parts of a member whose exit was completed, into their account.
func (b *demoBook) exit(days int, h holderRow) {
	reason := map[bool]string{true: "décès de l’associé", false: "démission"}[h.email == "famille.chauvin@exemple.fr"]
	b.on(days, "remboursement", func(ctx context.Context) error {
		return b.d.Tx(ctx, func(tx *sql.Tx) error {
			return b.money.RedeemOnExitTx(ctx, tx, b.admin(), h.id, b.day(days), "CA du "+b.fr(days+5)+" — remboursement des parts, "+reason)
		})
	})
}

// scaleAccount books lines deposits and withdrawals on the account of
// tiers, dated evenly over span days from first, never below zero.
func scaleAccount(ctx context.Context, accounts *money.Store, tiers int64, first time.Time, span, lines int) error {
	in := make([]money.BookInput, 0, lines)
	var balance int64
	for i := 0; i < lines; i++ {
		date := first.AddDate(0, 0, i*span/lines).Format(time.DateOnly)
		cents := int64(1000 + (i*7919)%90000)
		kind, label := money.KindDeposit, "Virement reçu"
		if i%3 == 2 && balance >= cents {
			kind, label = money.KindWithdrawal, "Retrait vers le compte bancaire"
			balance -= cents
		} else {
			balance += cents
		}
		in = append(in, money.BookInput{Date: date, Kind: kind, AmountCents: cents, Label: label})
	}
	return accounts.BulkBook(ctx, seedActor, tiers, in)
}
