package money

import (
	"slices"
	"sort"

	"partage/app"
)

// Limits of a movement's fields.
const (
	// MaxAmountCents is the largest movement: a hundred million euros.
	MaxAmountCents = 100_000_000_00
	// MaxLabel is the longest label or reason.
	MaxLabel = 200
	// MaxKey is the longest Idempotency-Key.
	MaxKey = 100
)

// Refusals a caller reacts to.
var (
	ErrOwnRequest     = app.E(app.ECONFLICT, "ownRequest", nil)
	ErrAlreadyDecided = app.E(app.ECONFLICT, "alreadyApproved", nil)
	ErrNotRequested   = app.E(app.ECONFLICT, "movementNotRequested", nil)
	ErrNotYours       = app.E(app.ECONFLICT, "notYourRequest", nil)
	ErrKeyReused      = app.E(app.ECONFLICT, "idempotencyKeyReused", nil)
	ErrInterestRun    = app.E(app.ECONFLICT, "interestAlreadyRun", nil)
)

// euros is cents as the amount a message's {{amount…}} placeholder takes.
func euros(cents int64) float64 { return float64(cents) / 100 }

// insufficient refuses an amount above what the account has available.
func insufficient(available int64) error {
	p := app.Params{"amountAvailable": euros(available)}
	return app.E(app.ECONFLICT, "insufficientBalance", p).WithField("amountCents", "insufficientBalance", p)
}

func oneOf(v string, choices []string) bool { return slices.Contains(choices, v) }

// sortByDate orders book lines by date, keeping the given order within a day.
func sortByDate(lines []BookInput) {
	sort.SliceStable(lines, func(i, j int) bool { return lines[i].Date < lines[j].Date })
}
