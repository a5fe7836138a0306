package ledger

import (
	"strings"
	"time"
	"unicode/utf8"

	"partage/app"
	"partage/app/audit"
	"partage/app/coopconfig"
)

const (
	day = "2006-01-02"
	// MaxDecision is the longest decision an entry carries, in characters.
	MaxDecision = 200
	// maxParts and maxUnitCents keep parts × unit inside an int64.
	maxParts     = 1_000_000_000
	maxUnitCents = 1_000_000_000
)

// party is a tiers as the register names it.
type party struct {
	name   string
	member bool // has a membership (a new holder is then in "members")
}

// state is what checking a movement reads: the register and the holdings as
// they are just before it, from the database or, during an import, from memory.
type state interface {
	lastDate() string
	holding(tiers int64, category string) (int64, error)
	party(id int64) (party, bool, error)
	entry(number int64) (Entry, bool, error) // with CorrectedBy
}

// build checks in against the settings and st and returns the entry it
// makes, numbered number and written by a at at (its hash not yet set).
func build(set coopconfig.Settings, st state, a audit.Actor, number int64, at time.Time, today string, in EntryInput) (Entry, error) {
	fields := app.Fields{}
	e := Entry{Number: number, Date: strings.TrimSpace(in.Date), Kind: in.Kind, Decision: strings.TrimSpace(in.Decision),
		CreatedBy: a.ID, CreatedByName: a.Name, CreatedAt: at.UTC().Truncate(time.Second)}
	if e.CreatedByName == "" {
		e.CreatedByName = "system"
	}
	if e.Decision == "" {
		fields.Set("decision", "ledgerDecisionRequired", nil)
	} else if utf8.RuneCountInString(e.Decision) > MaxDecision {
		fields.Set("decision", "atMostCharacters", app.Params{"max": MaxDecision})
	}
	if _, err := time.Parse(day, e.Date); err != nil {
		fields.Set("date", "dayFormat", nil)
	} else if e.Date > today {
		fields.Set("date", "ledgerDateFuture", nil)
	} else if last := st.lastDate(); e.Date < last {
		fields.Set("date", "ledgerDateBefore", app.Params{"date": last})
	}
	if in.Kind == KindCancellation {
		if err := reverse(st, &e, in.Corrects, fields); err != nil {
			return Entry{}, err
		}
		if len(fields) > 0 {
			return Entry{}, app.Invalid("checkFields", nil, fields)
		}
		return e, checkHoldings(set, st, &e)
	}
	cat, known := set.Category(in.Category)
	e.Category, e.Parts, e.UnitCents, e.FromTiers, e.ToTiers = in.Category, in.Parts, in.UnitCents, in.FromTiers, in.ToTiers
	switch {
	case !oneOf(in.Kind, KindSubscription, KindTransfer, KindRedemption):
		fields.Set("kind", "ledgerKind", nil)
	case in.Kind == KindSubscription && in.FromTiers != 0:
		fields.Set("fromTiers", "ledgerFromEmpty", nil)
	case in.Kind == KindRedemption && in.ToTiers != 0:
		fields.Set("toTiers", "ledgerToEmpty", nil)
	case in.Kind == KindTransfer && in.FromTiers != 0 && in.FromTiers == in.ToTiers:
		fields.Set("toTiers", "ledgerSameHolder", nil)
	}
	if in.Kind != KindRedemption && in.ToTiers <= 0 {
		fields.Set("toTiers", "ledgerToRequired", nil)
	}
	if in.Kind != KindSubscription && in.FromTiers <= 0 {
		fields.Set("fromTiers", "ledgerFromRequired", nil)
	}
	if !known {
		fields.Set("category", "ledgerCategory", nil)
	}
	if e.Parts <= 0 || e.Parts > maxParts {
		fields.Set("parts", "ledgerParts", app.Params{"max": maxParts})
	}
	if e.UnitCents == 0 {
		e.UnitCents = cat.NominalCents
	}
	if e.UnitCents < 0 || e.UnitCents > maxUnitCents {
		fields.Set("unitCents", "ledgerUnit", app.Params{"max": maxUnitCents})
	}
	for _, p := range []struct {
		field string
		id    int64
		name  *string
	}{{"fromTiers", e.FromTiers, &e.FromName}, {"toTiers", e.ToTiers, &e.ToName}} {
		if p.id <= 0 || fields[p.field].Key != "" {
			continue
		}
		who, ok, err := st.party(p.id)
		if err != nil {
			return Entry{}, err
		}
		if !ok {
			fields.Set(p.field, "ledgerUnknownTiers", nil)
		}
		*p.name = who.name
	}
	if len(fields) > 0 {
		return Entry{}, app.Invalid("checkFields", nil, fields)
	}
	e.TotalCents = e.Parts * e.UnitCents
	return e, checkHoldings(set, st, &e)
}

// reverse makes e the exact reverse of entry number, the entry it corrects.
func reverse(st state, e *Entry, number int64, fields app.Fields) error {
	if number <= 0 {
		fields.Set("corrects", "ledgerNoEntry", app.Params{"number": number})
		return nil
	}
	c, ok, err := st.entry(number)
	if err != nil {
		return err
	}
	switch {
	case !ok:
		fields.Set("corrects", "ledgerNoEntry", app.Params{"number": number})
	case c.Kind == KindCancellation:
		fields.Set("corrects", "ledgerCannotCorrectAnnulation", nil)
	case c.CorrectedBy != 0:
		fields.Set("corrects", "ledgerAlreadyCorrected", app.Params{"number": number, "by": c.CorrectedBy})
	}
	e.Category, e.Parts, e.UnitCents, e.TotalCents = c.Category, c.Parts, c.UnitCents, c.TotalCents
	e.FromTiers, e.FromName, e.ToTiers, e.ToName = c.ToTiers, c.ToName, c.FromTiers, c.FromName
	e.Corrects = number
	return nil
}

// checkHoldings refuses a movement taking parts a holder does not have, or
// giving a holder more than the category's maximum or, for a first
// subscription, fewer than its minimum.
func checkHoldings(set coopconfig.Settings, st state, e *Entry) error {
	if e.FromTiers != 0 {
		have, err := st.holding(e.FromTiers, e.Category)
		if err != nil {
			return err
		}
		if have < e.Parts {
			return notEnough(e.FromName, have, e.Category)
		}
	}
	if e.ToTiers == 0 || e.Kind == KindCancellation {
		return nil
	}
	have, err := st.holding(e.ToTiers, e.Category)
	if err != nil {
		return err
	}
	cat, _ := set.Category(e.Category)
	if cat.MaxPerHolder > 0 && have+e.Parts > cat.MaxPerHolder {
		return app.InvalidField("parts", "ledgerMaxPerHolder", app.Params{"max": cat.MaxPerHolder, "category": e.Category, "parts": have + e.Parts})
	}
	if e.Kind == KindSubscription && have == 0 && e.Parts < cat.MinPerHolder {
		return app.InvalidField("parts", "ledgerMinPerHolder", app.Params{"min": cat.MinPerHolder, "category": e.Category})
	}
	return nil
}

// notEnough is the refusal of a movement taking more parts than held.
func notEnough(name string, have int64, category string) error {
	return app.E(app.ECONFLICT, "ledgerNotEnough", app.Params{"name": name, "available": have, "category": category}).
		WithField("parts", "ledgerNotEnough", app.Params{"name": name, "available": have, "category": category})
}

// net is the parts an entry adds to its category (issued +, destroyed −).
func net(e *Entry) int64 {
	switch {
	case e.FromTiers == 0 && e.ToTiers != 0:
		return e.Parts
	case e.FromTiers != 0 && e.ToTiers == 0:
		return -e.Parts
	}
	return 0
}

func oneOf(s string, choices ...string) bool {
	for _, c := range choices {
		if s == c {
			return true
		}
	}
	return false
}
